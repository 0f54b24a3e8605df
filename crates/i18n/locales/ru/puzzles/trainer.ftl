# The puzzle trainer (#/puzzles): its part of the catalogue, fetched only with it.

# The puzzle trainer (#/puzzles): its title and the notice when the puzzles cannot be fetched.
# The back button: its visible words; puzzle-back-games-label is its name for screen readers,
# which must contain the visible words (the arrow aside).
puzzle-back-games = ← К играм
puzzle-back-games-label = Назад к играм
puzzle-title = Задачи
puzzle-load-failed = Не удалось загрузить задачи. Откройте эту страницу один раз при подключении к сети, и они останутся доступны офлайн.

# The status line under the puzzle's board.
puzzle-find-best-move = Найдите лучший ход.
puzzle-keep-going = Верно. Продолжайте: найдите следующий ход.
# After a right move, while the opponent's reply is played.
puzzle-now-the-answer = Верно! Теперь ответ соперника…
puzzle-solved = Решено!
puzzle-solution-played = Решение, ход за ходом.
# After a wrong move. $line: the moves the computer expects, in the game's notation.
puzzle-computer-expects = Компьютер ожидает: { $line }

# The buttons under the puzzle's board.
puzzle-retry = Ещё раз
puzzle-show-solution = Показать решение
puzzle-next = Следующая задача
puzzle-daily = Задача дня
puzzle-daily-solved = Задача дня (решена сегодня)

# What the puzzle is, and the player's rating and streak.
# $date: the day's date (2026-12-01).
puzzle-daily-of = Задача дня, { $date }
# $game: the game's name; $size: the board's files (and ranks), 8 for 8×8; $rating: the
# puzzle's rating (a number such as 1500).
puzzle-about = { $game } { $size }×{ $size } · рейтинг { $rating }
# As puzzle-about; $themes: the puzzle's themes, joined by commas.
puzzle-about-themes = { $game } { $size }×{ $size } · рейтинг { $rating } · { $themes }
# Followed by the player's puzzle rating (a number).
puzzle-your-rating = Ваш рейтинг в задачах:
# Followed by how many puzzles the player solved in a row.
puzzle-streak = Серия:
# $best: the player's longest streak of puzzles solved.
puzzle-best-streak = (лучшая: { $best })

# The filters, folded under the board: each is followed by its menu.
puzzle-filters = Фильтры
puzzle-filter-game = Игра
puzzle-filter-board = Доска
puzzle-filter-theme = Тема
puzzle-all-boards = Все доски
puzzle-all-themes = Все темы
