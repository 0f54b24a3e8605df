# The "learn" part of the catalogue: the lessons, the how-to-play page and the statistics page
# (fetched only with those pages).

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
