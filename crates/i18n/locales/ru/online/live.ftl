# The online pages: a game on the game server (its board, buttons, result, planner of
# conditional moves and chat) and the tournaments (their list, the window that makes one, a
# tournament's page and its chat).

# The live game's page.
# $count: how many people are watching the game.
live-watching = { $count ->
    [one] { $count } зритель
    [few] { $count } зрителя
    [many] { $count } зрителей
   *[other] { $count } зрителя
}
live-opening = Открываем партию…

# The players' strips: the side's name, then the player's (or a word that there is none yet).
live-white = Белые
live-black = Чёрные
live-waiting-player = (ожидание)
live-away = (нет на месте)
# A clock's name for screen readers.
live-clock-white = Часы белых
live-clock-black = Часы чёрных

# The status line under the board.
# $ply: the number of the move shown; $total: how many moves the game has.
live-status-move = Ход { $ply } из { $total }
live-status-waiting-join = Ждём, пока кто-нибудь присоединится.
live-status-waiting-opponent = Эта партия ждёт соперника.
live-status-game-over = Партия окончена
live-status-watching-white = Вы наблюдаете. Ход белых.
live-status-watching-black = Вы наблюдаете. Ход чёрных.
live-status-shoot = ВЫПУСТИТЕ СТРЕЛУ
live-status-your-move = Ваш ход
live-status-sending = Отправляем ваш ход…
live-status-waiting-move = Ждём хода соперника.

# The notes under the board: an opponent gone, a side on vacation (its correspondence clock
# stopped).
live-opponent-left = Соперник покинул партию. Вы можете потребовать победу.
# $time: how long until the win can be claimed, as a clock shows it ("0:25").
live-opponent-left-wait = Соперник покинул партию. Вы сможете потребовать победу через { $time }.
# $until: the day and time the vacation ends.
live-vacation-mine = Вы в отпуске до { $until }: ваши часы остановлены.
# $name: the player on vacation; $until: the day and time the vacation ends.
live-vacation-other = { $name } в отпуске до { $until }, часы остановлены.

# The game's buttons: the invitation to one's own open game, joining, the offers to answer,
# and the buttons while playing.
live-invite-help = Отправьте эту ссылку другу, чтобы сыграть с ним:
live-cancel-game = Отменить партию
live-join = Присоединиться к партии
live-accept = Принять
live-decline = Отклонить
live-back-to-tournament = Назад к турниру
live-resign = Сдаться
live-resign-confirm = Сдать эту партию?
live-resign-yes = Да, сдаюсь
live-resign-no = Нет
live-offer-draw = Предложить ничью
live-takeback = Вернуть ход
# Berserk, in an arena's game: the button, and its tooltip.
live-berserk = Берсерк
live-berserk-help = Уменьшить своё время вдвое: за победу — на очко больше
# Abort: end a game that has barely begun, without a result.
live-abort = Прервать партию
live-claim-win = Потребовать победу

# The result, once the game is over.
live-result = Результат
live-rematch = Реванш
live-review-analyse = Разбор и анализ
live-game-record = Запись партии
live-back-to-lobby = Назад в лобби

# The planner of conditional moves, in a correspondence game: answers planned in advance to
# the opponent's moves.
live-planner-title = Условные ходы
live-plan-none = Ответы не запланированы. Запланируйте их здесь: когда соперник сделает ход, к которому вы готовились, ваш ответ будет сыгран сразу.
# $count: how many lines are planned (1 or more).
live-plan-lines = { $count ->
    [one] У вас есть запланированные ответы: { $count } вариант.
    [few] У вас есть запланированные ответы: { $count } варианта.
    [many] У вас есть запланированные ответы: { $count } вариантов.
   *[other] У вас есть запланированные ответы: { $count } варианта.
}
live-plan-answers = Запланировать ответы
live-planner-help = Сделайте на доске ход соперника, затем свой ответ — на любую глубину; потом добавьте вариант. Ничего не отправляется, пока вы не сохраните.
live-plan-line-empty = Этот вариант: ходов пока нет.
# $moves: the line's moves, in the game's notation.
live-plan-line = Этот вариант: { $moves }
live-plan-add = Добавить вариант
live-plan-restart = Начать вариант заново
# The list of planned lines, for screen readers.
live-plan-label = План
live-plan-remove = Удалить
live-plan-save = Сохранить план
live-plan-close = Закрыть без сохранения

# The chat: a game's rooms (its players', its spectators'); the last two in a tournament's
# chat too.
live-chat = Чат
live-spectators-chat = Чат зрителей
live-your-message = Ваше сообщение
live-nothing-said = Пока никто ничего не написал.
live-send = Отправить

# The tournaments' list.
tournament-list-title = Турниры
tournament-refresh = Обновить
tournament-make = Создать турнир
tournament-log-in-to-make = Войдите в аккаунт, чтобы создать турнир.
tournament-playing-now = Идут сейчас
tournament-none-playing = Сейчас не идёт ни один турнир.
tournament-starting-soon = Скоро начнутся
tournament-none-planned = Пока ничего не запланировано.
tournament-finished = Завершённые
tournament-none-finished = Пока ни один не завершён.
# After a private tournament's name.
tournament-private = (закрытый)
# $count: how many players have joined; $max: how many may (its plural form is chosen).
tournament-players-count = { $max ->
    [one] { $count } из { $max } игрока
    [few] { $count } из { $max } игроков
    [many] { $count } из { $max } игроков
   *[other] { $count } из { $max } игрока
}
# The kinds of tournament, as chess sites name them (lichess): an arena (play as many games
# as you can in the time), a Swiss (a set number of rounds), a round-robin (everyone plays
# everyone).
tournament-arena = Арена
tournament-swiss = Швейцарская система
tournament-round-robin = Круговой

# The window that makes a tournament.
tournament-name = Название
tournament-kind = Тип
tournament-choose-game = Игра
tournament-board = Доска
# How long an arena lasts.
tournament-length = Длительность
# $count: a number of minutes.
tournament-minutes = { $count ->
    [one] { $count } минута
    [few] { $count } минуты
    [many] { $count } минут
   *[other] { $count } минуты
}
# $count: a number of hours.
tournament-hours = { $count ->
    [one] { $count } час
    [few] { $count } часа
    [many] { $count } часов
   *[other] { $count } часа
}
# $count: a number of days.
tournament-days = { $count ->
    [one] { $count } день
    [few] { $count } дня
    [many] { $count } дней
   *[other] { $count } дня
}
# How many rounds a Swiss has.
tournament-rounds = Туры
# A round-robin: once, or twice (each pair plays a game with each colour).
tournament-everyone-plays-everyone = Каждый с каждым
tournament-once = В один круг
tournament-twice = В два круга, каждым цветом
tournament-starts-in = Начало через
tournament-counts-for-ratings = Влияет на рейтинг
tournament-rated = Рейтинговый
tournament-casual = Товарищеский
# Whether bots (computer players with accounts) may join.
tournament-bots = Боты
tournament-bots-welcome = Допускаются
tournament-bots-not-allowed = Не допускаются
tournament-most-players = Максимум игроков
tournament-lowest-rating = Минимальный рейтинг (пусто — без ограничения)
tournament-highest-rating = Максимальный рейтинг (пусто — без ограничения)
tournament-password-help = Пароль (для закрытого турнира; оставьте пустым для открытого)
tournament-make-it = Создать
tournament-cancel = Отмена

# A tournament's page.
tournament-missing = Такого турнира нет
tournament-missing-help = Возможно, его давно отменили.
tournament-see-all = К списку турниров
tournament-all = Все турниры
# Who may join, in a line of terms joined by " · ": "Ratings 1200 to 1800 · bots welcome · private".
# $low: the lowest rating; $high: the highest rating.
tournament-ratings-between = Рейтинг от { $low } до { $high }
# $low: the lowest rating.
tournament-ratings-from = Рейтинг от { $low }
# $high: the highest rating.
tournament-ratings-up-to = Рейтинг до { $high }
tournament-any-rating = Любой рейтинг
tournament-terms-bots-welcome = боты допускаются
tournament-terms-no-bots = без ботов
tournament-terms-private = закрытый
# The first three of a finished tournament.
tournament-podium = Пьедестал
# Joining, a break, leaving.
tournament-back-from-break = Вернуться с перерыва
tournament-take-break = Сделать перерыв
tournament-on-break = Вы на перерыве: вас не будут ставить в пары, пока вы не вернётесь.
tournament-you-are-in = Вы участвуете.
tournament-leave = Покинуть турнир
tournament-password = Пароль
tournament-join = Участвовать

# The standings table (a round-robin's is a crosstable: a column for each opponent).
tournament-nobody-yet = Пока никто не присоединился.
# After the name of a player who left, or is on a break.
tournament-note-left = (выбыл)
tournament-note-on-break = (на перерыве)
# $name: a player; the title of a crosstable's column, their results against them.
tournament-against = Против { $name }
tournament-games-heading = Партии
tournament-crosstable = Турнирная таблица
tournament-standings = Положение участников
tournament-player = Игрок
tournament-rating = Рейтинг
tournament-score = Очки
tournament-tie-breaks = Доп. показатели

# The tournament's games.
# $round: the round's number; written before the game's players ("Round 2: Ada – Bob").
tournament-game-round = Тур { $round }:
# A game being played, in place of its result.
tournament-game-playing = идёт

# The tournament's chat.
tournament-chat = Чат турнира
tournament-your-message = Ваше сообщение в чат турнира
tournament-write-first = Сначала напишите что-нибудь.

# The chat: what the page says when a line cannot go, and the phrases sent with one tap (sent
# in the writer's language).
live-offline = Вы не в сети: попробуйте снова, когда соединение восстановится.
live-chat-empty = Сначала напишите что-нибудь.
live-chat-too-long = Сообщение в чате не может быть длиннее 140 символов.
live-quick-hello = Привет
live-quick-good-luck = Удачи
live-quick-good-game = Хорошая игра
live-quick-thank-you = Спасибо

# The server could not read a message of the page's (its own words go to the log).
live-unread = Сервер не смог прочитать то, что отправила эта страница. Перезагрузите страницу и попробуйте снова.
