# The puzzle trainer (#/puzzles): its part of the catalogue, fetched only with it.

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
