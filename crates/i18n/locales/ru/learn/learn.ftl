# The "learn" part of the catalogue: the lessons, the how-to-play page and the statistics page
# (fetched only with those pages).

# The list of a game's lessons (#/learn/<game>).
# The back button: its visible words; learn-back-games-label is its name for screen readers,
# which must contain the visible words (the arrow aside).
learn-back-games = ← К играм
learn-back-games-label = Назад к играм
learn-how-to-play = Как играть
# $game: the game's name.
learn-title = Обучение игре в { $game }
# After a lesson the player has finished.
learn-done = ✓ Пройден

# One lesson, played step by step (#/learn/<game>/<n>).
learn-back-lessons = ← Уроки
# $game: the game's name; $lesson: the lesson's title.
learn-lesson-title = { $game }: { $lesson }
# $step: the step shown (from 1); $steps: how many steps the lesson has.
learn-step = Шаг { $step } из { $steps }
learn-complete = Урок пройден.
learn-try-again = Ещё раз
learn-continue = Далее
learn-next-lesson = Следующий урок
# $game: the game's name.
learn-play-game = Играть в { $game }

# The how-to-play page of a game (#/rules/<game>).
# The back button: its visible words; rules-back-games-label is its name for screen readers,
# which must contain the visible words (the arrow aside).
rules-back-games = ← К играм
rules-back-games-label = Назад к играм
rules-learn-by-playing = Учиться в игре
# $game: the game's name.
rules-title = Как играть в { $game }
# The heading of the section that describes the computer's levels.
rules-difficulty = Сложность

# The statistics page (#/stats).
stats-back-home = ← На главную
stats-reset-all = Сбросить статистику
stats-title = Ваша статистика
stats-help = Партии против компьютера с обычной начальной позиции, в этом браузере.
# The table's name for screen readers.
stats-table = Таблица статистики
# The table's column headings.
stats-game = Игра
stats-board = Доска
stats-level = Уровень
stats-wins = Победы
stats-losses = Поражения
stats-draws = Ничьи
stats-win-rate = Доля побед
# $rate: the share of games won, in percent (0 to 100).
stats-win-rate-value = { $rate } %
stats-streak = Серия побед
stats-best-streak = Лучшая серия
# The window that asks before the statistics are reset.
stats-reset-title = Сбросить всю статистику?
stats-reset-help = Все победы, поражения и серии во всех играх будут забыты. Незаконченные партии сохранятся.
stats-reset = Сбросить
stats-cancel = Отмена
