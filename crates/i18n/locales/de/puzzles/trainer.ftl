# The puzzle trainer (#/puzzles): its part of the catalogue, fetched only with it.

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
