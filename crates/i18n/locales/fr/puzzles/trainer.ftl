# The puzzle trainer (#/puzzles): its part of the catalogue, fetched only with it.

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
