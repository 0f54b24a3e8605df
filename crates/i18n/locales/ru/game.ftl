# The game page: its settings window, pause menu and end screen, the bar above the board, the
# board's strips and status line, the review under the board and the move list.

# The settings window, before a game.
play-back = Назад
play-opponent = Соперник
play-computer = Компьютер
play-friend = Друг
play-difficulty = Сложность
play-level-gentlest = Самый лёгкий уровень.
# $elo: how many Elo points stronger; $first: the name of the gentlest level ("Easy").
play-level-stronger = По замерам на этой доске — примерно на { $elo } Эло сильнее, чем { $first }.
play-from-here-help = Новая партия с показанной позиции. Она не учитывается в вашей статистике.
play-board = Доска
play-start = ИГРАТЬ
# The button's name for screen readers: it must contain the words of play-start.
play-start-label = ИГРАТЬ: начать партию
play-last-game = Разбор последней партии

# The pause menu.
play-paused = Пауза
play-resume = Продолжить
play-new-game = Новая партия
play-share-game = Поделиться партией
play-game-record = Запись партии
play-open-record = Открыть запись партии
play-open-game-of = Открыть партию: { $game }
play-sound-on = Звук: вкл.
play-sound-off = Звук: выкл.
play-preferences = Настройки
play-home = На главную

# The end screen.
play-end-you-won = Вы победили!
play-end-you-lost = Вы проиграли
play-end-draw = Ничья
play-end-white-wins = Белые победили
play-end-black-wins = Чёрные победили
play-end-moves = { $count ->
    [one] Сделан { $count } ход.
    [few] Сделано { $count } хода.
    [many] Сделано { $count } ходов.
   *[other] Сделано { $count } хода.
}
play-end-statistics = Ваша статистика
play-end-wins = Победы
play-end-losses = Поражения
play-end-draws = Ничьи
play-end-win-rate = Доля побед
# $rate: the share of games won, in percent (0 to 100).
play-end-win-rate-value = { $rate } %
play-end-streak = Серия побед
play-end-best-streak = Лучшая серия
play-end-again = Сыграть ещё
play-end-review = Разбор партии
play-end-analyse = Анализ
play-end-share = Поделиться ссылкой
play-end-settings = Изменить параметры

# The bar above the board.
play-menu = Меню (пауза)
play-score-line = Счёт
play-hint = Подсказка
play-undo = Отменить ход

# The players' names on their strips and in the score line.
play-white = Белые
play-black = Чёрные
play-you = Вы

# The board's strips and the status line under the board.
play-thinking = Компьютер думает
# $move: the move in words; $ply: how many moves are shown; $total: how many there are.
play-status-move = { $move } ({ $ply } из { $total })
play-status-start = Начало (0 из { $total })
play-status-game-over = Партия окончена
play-status-shoot = ВЫПУСТИТЕ СТРЕЛУ
play-status-thinking = Компьютер думает…
play-status-white-to-move = Ход белых
play-status-black-to-move = Ход чёрных
play-status-your-move = Ваш ход

# The windows to share a link to the game or its record.
play-share-title = Поделиться партией
play-share-help = Открывший эту ссылку увидит партию и сможет просмотреть её ход за ходом.
play-record-help = Партия в виде текста: сохраните её или позже вставьте в «Открыть запись партии».
play-send-move = Отправить ход
play-send-move-help = Отправьте эту ссылку другу: она откроет партию с вашим ходом, чтобы он на него ответил.

# The review under the board.
play-looking = Партия для просмотра: пройдите её ход за ходом или продолжите игру с любой позиции.
play-close = Закрыть
play-back-to-game = Вернуться к партии
play-results = Итоги
play-from-here = Играть отсюда

# The move list and the buttons to step through the game.
play-moves = Ходы
play-no-moves = Ходов пока нет.
play-review-bar = Разбор партии
play-first-position = Начальная позиция
play-previous-move = Предыдущий ход
play-next-move = Следующий ход
play-latest-move = Последний ход

# The sentences the game page's logic makes (crates/page: move_list.rs, analysis.rs) and the
# end screen's count of what each side removed.
# The sides as the page names them, before a colon or as a sentence's subject ("White: c2-d3",
# "You: 1 inaccuracy").
play-name-you = Вы
play-name-computer = Компьютер
play-name-white = Белые
play-name-black = Чёрные
# What a screen reader says for a move in the move list (and the status line while stepping
# through a game). $number: the move's number; $side: who played it (play-name-white or
# play-name-black); $move: the move in the game's notation; $removed: what it removed
# (removed-<game>, or play-took: "sank 2 ships"); $mark: the analysis's mark (play-mark-...).
play-move-words = Ход { $number }, { $side }: { $move }
play-move-words-removed = Ход { $number }, { $side }: { $move }, { $removed }
play-move-words-marked = Ход { $number }, { $side }: { $move }, { $mark }
play-move-words-removed-marked = Ход { $number }, { $side }: { $move }, { $removed }, { $mark }
# What a move took, in a game without its own words for it. $pieces: the pieces, counted
# (pieces-<game>: "1 piece").
play-took = взято: { $pieces }
# The analysis's marks of a move, as the move list says them.
play-mark-inaccuracy = неточность
play-mark-mistake = ошибка
play-mark-blunder = зевок
# How many moves of each mark a side played, after its name (common-side-marks).
play-mark-counts = { $inaccuracies ->
    [one] { $inaccuracies } неточность
    [few] { $inaccuracies } неточности
    [many] { $inaccuracies } неточностей
   *[other] { $inaccuracies } неточности
}, { $mistakes ->
    [one] { $mistakes } ошибка
    [few] { $mistakes } ошибки
    [many] { $mistakes } ошибок
   *[other] { $mistakes } ошибки
}, { $blunders ->
    [one] { $blunders } зевок
    [few] { $blunders } зевка
    [many] { $blunders } зевков
   *[other] { $blunders } зевка
}
# Under the board at a marked move. $played: the move played; $better: the engine's move.
play-advice-inaccuracy = { $played } — неточность. Лучше было { $better }.
play-advice-mistake = { $played } — ошибка. Лучше было { $better }.
play-advice-blunder = { $played } — зевок. Лучше было { $better }.
# The end screen: what each side removed (removed-<game>: "sank 3 ships"), White's first.
# $you: what you removed; $computer: what the computer removed.
play-end-removed-you-computer = Вами { $you }; компьютером { $computer }.
play-end-removed-computer-you = Компьютером { $computer }; вами { $you }.
# Between friends. $white, $black: what White and Black removed.
play-end-removed-white-black = Белыми { $white }; чёрными { $black }.

# What the game page tells the player (skillgames_page::controller's notices).
play-position-unplayable = С этой позиции играть нельзя.
play-computer-failed = Компьютер не смог найти здесь ход. Отмените свой ход или начните новую партию.
play-own-link = В этой ссылке ваш собственный ход: отправьте её другу, и он ответит на своём устройстве.
play-computer-restarted = Компьютер перестал отвечать, поэтому его перезапустили. Партия продолжается.
