# The "learn" part of the catalogue: the lessons, the how-to-play page and the statistics page
# (fetched only with those pages).

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
