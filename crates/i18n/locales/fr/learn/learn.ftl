# The "learn" part of the catalogue: the lessons, the how-to-play page and the statistics page
# (fetched only with those pages).

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
