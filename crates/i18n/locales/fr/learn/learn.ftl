# The "learn" part of the catalogue: the lessons, the puzzle trainer, the how-to-play page and
# the statistics page (fetched only with those pages).

# The list of a game's lessons (#/learn/<game>).
# The back button: its visible words; learn-back-games-label is its name for screen readers,
# which must contain the visible words (the arrow aside).
learn-back-games = ← Jeux
learn-back-games-label = Retour aux jeux
learn-how-to-play = Comment jouer
# $game: the game's name.
learn-title = Apprendre à jouer à { $game }
# After a lesson the player has finished.
learn-done = ✓ Terminée

# One lesson, played step by step (#/learn/<game>/<n>).
learn-back-lessons = ← Leçons
# $game: the game's name; $lesson: the lesson's title.
learn-lesson-title = { $game } : { $lesson }
# $step: the step shown (from 1); $steps: how many steps the lesson has.
learn-step = Étape { $step } sur { $steps }
learn-complete = Leçon terminée.
learn-try-again = Réessayer
learn-continue = Continuer
learn-next-lesson = Leçon suivante
# $game: the game's name.
learn-play-game = Jouer à { $game }

# The puzzle trainer (#/puzzles): its title and the notice when the puzzles cannot be fetched.
# The back button: its visible words; puzzle-back-games-label is its name for screen readers,
# which must contain the visible words (the arrow aside).
puzzle-back-games = ← Jeux
puzzle-back-games-label = Retour aux jeux
puzzle-title = Problèmes
puzzle-load-failed = Impossible de charger les problèmes. Ouvrez cette page une fois avec une connexion : ils resteront ensuite disponibles hors ligne.

# The status line under the puzzle's board.
puzzle-find-best-move = Trouvez le meilleur coup.
puzzle-keep-going = Bien. Continuez : trouvez le coup suivant.
# After a right move, while the opponent's reply is played.
puzzle-now-the-answer = Bien ! Voici la réponse…
puzzle-solved = Résolu !
puzzle-solution-played = La solution, coup par coup.
# After a wrong move. $line: the moves the computer expects, in the game's notation.
puzzle-computer-expects = L’ordinateur attend : { $line }

# The buttons under the puzzle's board.
puzzle-retry = Réessayer
puzzle-show-solution = Voir la solution
puzzle-next = Problème suivant
puzzle-daily = Problème du jour
puzzle-daily-solved = Problème du jour (résolu aujourd’hui)

# What the puzzle is, and the player's rating and streak.
# $date: the day's date (2026-12-01).
puzzle-daily-of = Problème du jour, { $date }
# $game: the game's name; $size: the board's files (and ranks), 8 for 8×8; $rating: the
# puzzle's rating (a number such as 1500).
puzzle-about = { $game } { $size }×{ $size } · classement { $rating }
# As puzzle-about; $themes: the puzzle's themes, joined by commas.
puzzle-about-themes = { $game } { $size }×{ $size } · classement { $rating } · { $themes }
# Followed by the player's puzzle rating (a number).
puzzle-your-rating = Votre classement aux problèmes :
# Followed by how many puzzles the player solved in a row.
puzzle-streak = Série :
# $best: the player's longest streak of puzzles solved.
puzzle-best-streak = (record : { $best })

# The filters, folded under the board: each is followed by its menu.
puzzle-filters = Filtres
puzzle-filter-game = Jeu
puzzle-filter-board = Plateau
puzzle-filter-theme = Thème
puzzle-all-boards = Tous les plateaux
puzzle-all-themes = Tous les thèmes

# The how-to-play page of a game (#/rules/<game>).
# The back button: its visible words; rules-back-games-label is its name for screen readers,
# which must contain the visible words (the arrow aside).
rules-back-games = ← Jeux
rules-back-games-label = Retour aux jeux
rules-learn-by-playing = Apprendre en jouant
# $game: the game's name.
rules-title = Comment jouer à { $game }
# The heading of the section that describes the computer's levels.
rules-difficulty = Difficulté

# The statistics page (#/stats).
stats-back-home = ← Accueil
stats-reset-all = Réinitialiser les statistiques
stats-title = Vos statistiques
stats-help = Parties contre l’ordinateur depuis la position de départ habituelle, dans ce navigateur.
# The table's name for screen readers.
stats-table = Tableau des statistiques
# The table's column headings.
stats-game = Jeu
stats-board = Plateau
stats-level = Niveau
stats-wins = Victoires
stats-losses = Défaites
stats-draws = Nulles
stats-win-rate = % de victoires
# $rate: the share of games won, in percent (0 to 100).
stats-win-rate-value = { $rate } %
stats-streak = Série
stats-best-streak = Meilleure série
# The window that asks before the statistics are reset.
stats-reset-title = Réinitialiser toutes les statistiques ?
stats-reset-help = Chaque victoire, défaite et série de chaque jeu sera oubliée. Les parties en cours sont conservées.
stats-reset = Réinitialiser
stats-cancel = Annuler
