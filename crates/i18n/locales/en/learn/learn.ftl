# The "learn" part of the catalogue: the lessons, the puzzle trainer, the how-to-play page and
# the statistics page (fetched only with those pages).

# The list of a game's lessons (#/learn/<game>).
# The back button: its visible words; learn-back-games-label is its name for screen readers,
# which must contain the visible words (the arrow aside).
learn-back-games = ← Games
learn-back-games-label = Back to the games
learn-how-to-play = How to play
# $game: the game's name.
learn-title = Learn { $game }
# After a lesson the player has finished.
learn-done = ✓ Done

# One lesson, played step by step (#/learn/<game>/<n>).
learn-back-lessons = ← Lessons
# $game: the game's name; $lesson: the lesson's title.
learn-lesson-title = { $game }: { $lesson }
# $step: the step shown (from 1); $steps: how many steps the lesson has.
learn-step = Step { $step } of { $steps }
learn-complete = Lesson complete.
learn-try-again = Try again
learn-continue = Continue
learn-next-lesson = Next lesson
# $game: the game's name.
learn-play-game = Play { $game }

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

# The how-to-play page of a game (#/rules/<game>).
# The back button: its visible words; rules-back-games-label is its name for screen readers,
# which must contain the visible words (the arrow aside).
rules-back-games = ← Games
rules-back-games-label = Back to the games
rules-learn-by-playing = Learn by playing
# $game: the game's name.
rules-title = How to play { $game }
# The heading of the section that describes the computer's levels.
rules-difficulty = Difficulty

# The statistics page (#/stats).
stats-back-home = ← Home
stats-reset-all = Reset statistics
stats-title = Your statistics
stats-help = Games against the computer from the usual start, in this browser.
# The table's name for screen readers.
stats-table = Statistics table
# The table's column headings.
stats-game = Game
stats-board = Board
stats-level = Level
stats-wins = Wins
stats-losses = Losses
stats-draws = Draws
stats-win-rate = Win rate
# $rate: the share of games won, in percent (0 to 100).
stats-win-rate-value = { $rate }%
stats-streak = Streak
stats-best-streak = Best streak
# The window that asks before the statistics are reset.
stats-reset-title = Reset all statistics?
stats-reset-help = Every win, loss and streak of every game is forgotten. Games in progress stay.
stats-reset = Reset
stats-cancel = Cancel
