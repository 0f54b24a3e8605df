# The "learn" part of the catalogue: the lessons, the how-to-play page and the statistics page
# (fetched only with those pages).

# The list of a game's lessons (#/learn/<game>).
# The back button: its visible words; learn-back-games-label is its name for screen readers,
# which must contain the visible words (the arrow aside).
learn-back-games = ← Spiele
learn-back-games-label = Zurück zur Liste der Spiele
learn-how-to-play = Regeln
# $game: the game's name.
learn-title = { $game } lernen
# After a lesson the player has finished.
learn-done = ✓ Erledigt

# One lesson, played step by step (#/learn/<game>/<n>).
learn-back-lessons = ← Lektionen
# $game: the game's name; $lesson: the lesson's title.
learn-lesson-title = { $game }: { $lesson }
# $step: the step shown (from 1); $steps: how many steps the lesson has.
learn-step = Schritt { $step } von { $steps }
learn-complete = Lektion abgeschlossen.
learn-try-again = Nochmal versuchen
learn-continue = Weiter
learn-next-lesson = Nächste Lektion
# $game: the game's name.
learn-play-game = { $game } spielen

# The how-to-play page of a game (#/rules/<game>).
# The back button: its visible words; rules-back-games-label is its name for screen readers,
# which must contain the visible words (the arrow aside).
rules-back-games = ← Spiele
rules-back-games-label = Zurück zur Liste der Spiele
rules-learn-by-playing = Spielend lernen
# $game: the game's name.
rules-title = Regeln für { $game }
# The heading of the section that describes the computer's levels.
rules-difficulty = Schwierigkeit

# The statistics page (#/stats).
stats-back-home = ← Startseite
stats-reset-all = Statistik zurücksetzen
stats-title = Deine Statistik
stats-help = Partien gegen den Computer ab der üblichen Ausgangsstellung, in diesem Browser.
# The table's name for screen readers.
stats-table = Statistiktabelle
# The table's column headings.
stats-game = Spiel
stats-board = Brett
stats-level = Stufe
stats-wins = Siege
stats-losses = Niederlagen
stats-draws = Remis
stats-win-rate = Siegquote
# $rate: the share of games won, in percent (0 to 100).
stats-win-rate-value = { $rate } %
stats-streak = Siegesserie
stats-best-streak = Beste Serie
# The window that asks before the statistics are reset.
stats-reset-title = Gesamte Statistik zurücksetzen?
stats-reset-help = Alle Siege, Niederlagen und Serien aller Spiele werden gelöscht. Laufende Partien bleiben erhalten.
stats-reset = Zurücksetzen
stats-cancel = Abbrechen
