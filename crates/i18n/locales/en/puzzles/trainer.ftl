# The puzzle trainer (#/puzzles): its part of the catalogue, fetched only with it.

# The puzzle trainer (#/puzzles): its title and the notice when the puzzles cannot be fetched.
# The back button: its visible words; puzzle-back-games-label is its name for screen readers,
# which must contain the visible words (the arrow aside).
puzzle-back-games = ← Games
puzzle-back-games-label = Back to the games
puzzle-title = Puzzles
puzzle-load-failed = The puzzles could not be loaded. Open this page once with a network, and they stay for offline use.

# The status line under the puzzle's board.
puzzle-find-best-move = Find the best move.
puzzle-keep-going = Right. Keep going: find the next move.
# After a right move, while the opponent's reply is played.
puzzle-now-the-answer = Right! Now the answer…
puzzle-solved = Solved!
puzzle-solution-played = The solution, played out.
# After a wrong move. $line: the moves the computer expects, in the game's notation.
puzzle-computer-expects = The computer expects: { $line }

# The buttons under the puzzle's board.
puzzle-retry = Retry
puzzle-show-solution = Show the solution
puzzle-next = Next puzzle
puzzle-daily = Daily puzzle
puzzle-daily-solved = Daily puzzle (solved today)

# What the puzzle is, and the player's rating and streak.
# $date: the day's date (2026-12-01).
puzzle-daily-of = Daily puzzle, { $date }
# $game: the game's name; $size: the board's files (and ranks), 8 for 8×8; $rating: the
# puzzle's rating (a number such as 1500).
puzzle-about = { $game } { $size }×{ $size } · rated { $rating }
# As puzzle-about; $themes: the puzzle's themes, joined by commas.
puzzle-about-themes = { $game } { $size }×{ $size } · rated { $rating } · { $themes }
# Followed by the player's puzzle rating (a number).
puzzle-your-rating = Your puzzle rating:
# Followed by how many puzzles the player solved in a row.
puzzle-streak = Streak:
# $best: the player's longest streak of puzzles solved.
puzzle-best-streak = (best { $best })

# The filters, folded under the board: each is followed by its menu.
puzzle-filters = Filters
puzzle-filter-game = Game
puzzle-filter-board = Board
puzzle-filter-theme = Theme
puzzle-all-boards = All boards
puzzle-all-themes = All themes
