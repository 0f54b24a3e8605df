# The "learn" part of the catalogue: the lessons, the puzzle trainer, the how-to-play page and
# the statistics page (fetched only with those pages).

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

# The puzzle trainer (#/puzzles): its title and the notice when the puzzles cannot be fetched.
# The back button: its visible words; puzzle-back-games-label is its name for screen readers,
# which must contain the visible words (the arrow aside).
puzzle-back-games = ← Spiele
puzzle-back-games-label = Zurück zur Liste der Spiele
puzzle-title = Aufgaben
puzzle-load-failed = Die Aufgaben konnten nicht geladen werden. Öffne diese Seite einmal mit Internetverbindung, dann bleiben sie auch offline verfügbar.

# The status line under the puzzle's board.
puzzle-find-best-move = Finde den besten Zug.
puzzle-keep-going = Richtig. Weiter so: Finde den nächsten Zug.
# After a right move, while the opponent's reply is played.
puzzle-now-the-answer = Richtig! Jetzt die Antwort …
puzzle-solved = Gelöst!
puzzle-solution-played = Die Lösung, Zug für Zug.
# After a wrong move. $line: the moves the computer expects, in the game's notation.
puzzle-computer-expects = Der Computer erwartet: { $line }

# The buttons under the puzzle's board.
puzzle-retry = Nochmal
puzzle-show-solution = Lösung zeigen
puzzle-next = Nächste Aufgabe
puzzle-daily = Tagesaufgabe
puzzle-daily-solved = Tagesaufgabe (heute gelöst)

# What the puzzle is, and the player's rating and streak.
# $date: the day's date (2026-12-01).
puzzle-daily-of = Tagesaufgabe, { $date }
# $game: the game's name; $size: the board's files (and ranks), 8 for 8×8; $rating: the
# puzzle's rating (a number such as 1500).
puzzle-about = { $game } { $size }×{ $size } · Wertung { $rating }
# As puzzle-about; $themes: the puzzle's themes, joined by commas.
puzzle-about-themes = { $game } { $size }×{ $size } · Wertung { $rating } · { $themes }
# Followed by the player's puzzle rating (a number).
puzzle-your-rating = Deine Aufgaben-Wertung:
# Followed by how many puzzles the player solved in a row.
puzzle-streak = Serie:
# $best: the player's longest streak of puzzles solved.
puzzle-best-streak = (Bestwert: { $best })

# The filters, folded under the board: each is followed by its menu.
puzzle-filters = Filter
puzzle-filter-game = Spiel
puzzle-filter-board = Brett
puzzle-filter-theme = Thema
puzzle-all-boards = Alle Bretter
puzzle-all-themes = Alle Themen

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
