# The online pages' bar and the words for games.
# $game: the game's name; $size: the board's width in squares.
common-variant = { $game }, { $size } × { $size }
common-days-per-move = { $count ->
    [one] { $count } день на ход
    [few] { $count } дня на ход
    [many] { $count } дней на ход
   *[other] { $count } дня на ход
}
common-rated = Рейтинговая
common-casual = Без рейтинга
common-bot-title = Компьютерная программа
common-unreachable = Онлайн-сервис отсюда недоступен.
common-account-closed = Модератор закрыл этот аккаунт. Выход из аккаунта выполнен.
common-error = Что-то пошло не так. Попробуйте ещё раз чуть позже.
common-reconnecting = Переподключение…
common-online = Онлайн
common-home = Главная
common-lobby = Лобби
common-watch = Смотреть
common-tournaments = Турниры
common-you-play-as = Вы играете как
common-log-out = Выйти
common-log-in = Войти или создать аккаунт
common-moderation = Модерация
common-ok = ОК

# The windows to copy a text, open a game record, and take a friend's game.
common-copied = Скопировано.
common-copy-refused = Браузер не разрешил копирование: выделите текст и скопируйте его сами.
common-copy = Копировать
common-done = Готово
common-import-help = Вставьте запись партии (скопированную с этого сайта) или позицию.
common-import-label = Запись партии или позиция
common-open = Открыть
common-cancel = Отмена
common-replace-title = Ход вашего друга
common-replace-help = По этой ссылке другая партия, а не та, что у вас идёт. Если открыть её, она заменит вашу партию.
common-replace-open = Открыть партию друга
common-replace-keep = Оставить мою партию

# The board.
common-board-label = Доска: стрелки перемещают курсор, Enter выбирает

# The analysis.
common-analysis = Анализ
common-analysis-finish = Завершить анализ
common-analysis-start = Анализировать партию
# $position: the position being analysed; $total: how many there are.
common-analysing = Анализ: позиция { $position } из { $total }
common-marks = Оценки ходов
# $name: a side ("You", "White").
common-side-marks = { $name }:
# $line: the engine's moves.
common-analysis-line = Вариант: { $line }
common-graph-label = График оценки: светлая область — шансы белых, ход за ходом. Нажмите на график, чтобы перейти к ходу.

# A page whose code could not be downloaded.
common-load-failed = Не удалось открыть страницу
common-load-failed-help = Этот раздел сайта ещё не загружен, а соединение, похоже, пропало. Проверьте его и попробуйте снова.
common-try-again = Попробовать снова
common-back-to-games = Назад к играм

# The notices.
common-dismiss = Закрыть уведомление

# The online games waiting for the player's move.
common-your-turn = Ваш ход
# $variant: the game and board ("Amazons, 8 × 8"); $opponent: the opponent's name.
common-game-against = { $variant } против { $opponent }

# The offer of a game's lessons.
# $game: the game's name; $count: how many lessons.
offer-new-to = { $count ->
    [one] Впервые играете в { $game }? { $count } короткий урок научит вас играть.
    [few] Впервые играете в { $game }? { $count } коротких урока научат вас играть.
    [many] Впервые играете в { $game }? { $count } коротких уроков научат вас играть.
   *[other] Впервые играете в { $game }? { $count } короткого урока научат вас играть.
}
offer-learn = Научиться играть
offer-no-thanks = Нет, спасибо

# The offer of a new version of the site (offline.js).
common-update-ready = Готова новая версия skillgames.
common-update-reload = Обновить
common-update-later = Позже

# Why a game's link cannot be opened (skillgames_play::link::LinkError).
link-too-long = Эта ссылка слишком длинная для партии.
link-unknown-kind = Эта ссылка не ведёт к партии.
link-unknown-game = В этой ссылке указана игра или доска, которой нет на этом сайте.
link-bad-position = С позиции из этой ссылки играть нельзя.
# $number: the move's place in the game, from 1.
link-illegal-move = Ход { $number } в этой ссылке недопустим: ссылка повреждена.
link-no-move = В этой ссылке нет хода, на который нужно ответить.

# Why a pasted game record cannot be read (skillgames_play::transcript::ReadError). $line: the
# line of the text (from 1); $game: a game's name; $move, $name, $board, $text: what the text
# says there, as written.
record-empty = Здесь нечего читать: вставьте запись партии или позицию.
record-too-long = Этот текст слишком длинный для записи партии.
record-unknown-game = Строка { $line }: «{ $name }» — игра, которой на этом сайте нет.
record-other-game = Строка { $line }: это партия игры «{ $game }»; откройте её на странице этой игры.
record-unknown-board = Строка { $line }: в игре «{ $game }» нет доски «{ $board }».
record-bad-position = Строка { $line }: с этой начальной позиции играть нельзя.
# $number: the move's number in the record; $side: white or black (whose move it was).
record-illegal-move = { $side ->
    [white] Строка { $line }: ход { $number } белых, «{ $move }», в этой позиции недопустим.
   *[black] Строка { $line }: ход { $number } чёрных, «{ $move }», в этой позиции недопустим.
}
record-after-end = Строка { $line }: партия закончилась ещё до хода «{ $move }».
record-unreadable = Строка { $line }: «{ $text }» — это не запись партии и не позиция.
