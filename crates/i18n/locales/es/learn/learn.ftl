# The "learn" part of the catalogue: the lessons, the puzzle trainer, the how-to-play page and
# the statistics page (fetched only with those pages).

# The list of a game's lessons (#/learn/<game>).
# The back button: its visible words; learn-back-games-label is its name for screen readers,
# which must contain the visible words (the arrow aside).
learn-back-games = ← Juegos
learn-back-games-label = Volver a los juegos
learn-how-to-play = Cómo jugar
# $game: the game's name.
learn-title = Aprender a jugar a { $game }
# After a lesson the player has finished.
learn-done = ✓ Completada

# One lesson, played step by step (#/learn/<game>/<n>).
learn-back-lessons = ← Lecciones
# $game: the game's name; $lesson: the lesson's title.
learn-lesson-title = { $game }: { $lesson }
# $step: the step shown (from 1); $steps: how many steps the lesson has.
learn-step = Paso { $step } de { $steps }
learn-complete = Lección completada.
learn-try-again = Reintentar
learn-continue = Continuar
learn-next-lesson = Siguiente lección
# $game: the game's name.
learn-play-game = Jugar a { $game }

# The puzzle trainer (#/puzzles): its title and the notice when the puzzles cannot be fetched.
# The back button: its visible words; puzzle-back-games-label is its name for screen readers,
# which must contain the visible words (the arrow aside).
puzzle-back-games = ← Juegos
puzzle-back-games-label = Volver a los juegos
puzzle-title = Problemas
puzzle-load-failed = No se pudieron cargar los problemas. Abre esta página una vez con conexión y quedarán disponibles sin conexión.

# The status line under the puzzle's board.
puzzle-find-best-move = Encuentra la mejor jugada.
puzzle-keep-going = Correcto. Sigue: encuentra la siguiente jugada.
# After a right move, while the opponent's reply is played.
puzzle-now-the-answer = ¡Correcto! Ahora la respuesta…
puzzle-solved = ¡Resuelto!
puzzle-solution-played = La solución, jugada a jugada.
# After a wrong move. $line: the moves the computer expects, in the game's notation.
puzzle-computer-expects = El ordenador espera: { $line }

# The buttons under the puzzle's board.
puzzle-retry = Reintentar
puzzle-show-solution = Ver la solución
puzzle-next = Siguiente problema
puzzle-daily = Problema del día
puzzle-daily-solved = Problema del día (resuelto hoy)

# What the puzzle is, and the player's rating and streak.
# $date: the day's date (2026-12-01).
puzzle-daily-of = Problema del día, { $date }
# $game: the game's name; $size: the board's files (and ranks), 8 for 8×8; $rating: the
# puzzle's rating (a number such as 1500).
puzzle-about = { $game } { $size }×{ $size } · puntuación { $rating }
# As puzzle-about; $themes: the puzzle's themes, joined by commas.
puzzle-about-themes = { $game } { $size }×{ $size } · puntuación { $rating } · { $themes }
# Followed by the player's puzzle rating (a number).
puzzle-your-rating = Tu puntuación en problemas:
# Followed by how many puzzles the player solved in a row.
puzzle-streak = Racha:
# $best: the player's longest streak of puzzles solved.
puzzle-best-streak = (mejor: { $best })

# The filters, folded under the board: each is followed by its menu.
puzzle-filters = Filtros
puzzle-filter-game = Juego
puzzle-filter-board = Tablero
puzzle-filter-theme = Tema
puzzle-all-boards = Todos los tableros
puzzle-all-themes = Todos los temas

# The how-to-play page of a game (#/rules/<game>).
# The back button: its visible words; rules-back-games-label is its name for screen readers,
# which must contain the visible words (the arrow aside).
rules-back-games = ← Juegos
rules-back-games-label = Volver a los juegos
rules-learn-by-playing = Aprender jugando
# $game: the game's name.
rules-title = Cómo jugar a { $game }
# The heading of the section that describes the computer's levels.
rules-difficulty = Dificultad

# The statistics page (#/stats).
stats-back-home = ← Inicio
stats-reset-all = Borrar estadísticas
stats-title = Tus estadísticas
stats-help = Partidas contra el ordenador desde la posición inicial habitual, en este navegador.
# The table's name for screen readers.
stats-table = Tabla de estadísticas
# The table's column headings.
stats-game = Juego
stats-board = Tablero
stats-level = Nivel
stats-wins = Victorias
stats-losses = Derrotas
stats-draws = Tablas
stats-win-rate = % de victorias
# $rate: the share of games won, in percent (0 to 100).
stats-win-rate-value = { $rate } %
stats-streak = Racha
stats-best-streak = Mejor racha
# The window that asks before the statistics are reset.
stats-reset-title = ¿Borrar todas las estadísticas?
stats-reset-help = Se olvidarán todas las victorias, derrotas y rachas de todos los juegos. Las partidas en curso se mantienen.
stats-reset = Borrar
stats-cancel = Cancelar
