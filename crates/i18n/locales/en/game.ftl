# The game page: its settings window, pause menu and end screen, the bar above the board, the
# board's strips and status line, the review under the board and the move list.

# The settings window, before a game.
play-back = Back
play-opponent = Opponent
play-computer = Computer
play-friend = Friend
play-difficulty = Difficulty
play-level-gentlest = The gentlest level.
# $elo: how many Elo points stronger; $first: the name of the gentlest level ("Easy").
play-level-stronger = Measured about { $elo } Elo stronger than { $first } on this board.
play-from-here-help = A new game from the position on show. It is not counted in your statistics.
play-board = Board
play-start = PLAY
# The button's name for screen readers: it must contain the words of play-start.
play-start-label = PLAY: start the game
play-last-game = Review your last game

# The pause menu.
play-paused = Paused
play-resume = Resume
play-new-game = New game
play-share-game = Share a link to this game
play-game-record = Game record
play-open-record = Open a game record
# $game: the game's name; the title of the window that opens a record from a game's page.
play-open-game-of = Open a game of { $game }
play-sound-on = Sound: on
play-sound-off = Sound: off
play-preferences = Preferences
play-home = Home

# The end screen.
play-end-you-won = You won!
play-end-you-lost = You lost
play-end-draw = Draw
play-end-white-wins = White wins
play-end-black-wins = Black wins
play-end-moves = { $count ->
    [one] { $count } move played.
   *[other] { $count } moves played.
}
play-end-statistics = Your statistics
play-end-wins = Wins
play-end-losses = Losses
play-end-draws = Draws
play-end-win-rate = Win rate
# $rate: the share of games won, in percent (0 to 100).
play-end-win-rate-value = { $rate }%
play-end-streak = Streak
play-end-best-streak = Best streak
play-end-again = Play again
play-end-review = Review game
play-end-analyse = Analyse
play-end-share = Share a link
play-end-settings = Change settings

# The bar above the board.
play-menu = Menu (pause)
play-score-line = Score line
play-hint = Hint
play-undo = Undo

# The players' names on their strips and in the score line.
play-white = White
play-black = Black
play-you = You

# The board's strips and the status line under the board.
play-thinking = The computer is thinking
# $move: the move in words; $ply: how many moves are shown; $total: how many there are.
play-status-move = { $move } ({ $ply } of { $total })
play-status-start = The start (0 of { $total })
play-status-game-over = Game over
play-status-shoot = SHOOT AN ARROW
play-status-thinking = The computer is thinking…
play-status-white-to-move = White to move
play-status-black-to-move = Black to move
play-status-your-move = Your move

# The windows to share a link to the game or its record.
play-share-title = Share this game
play-share-help = Whoever opens this link sees the game and can step through it.
play-record-help = The game as text: keep it, or paste it into Open a game later.
play-send-move = Send your move
play-send-move-help = Send this link to your friend: it opens the game with your move, for them to answer.

# The review under the board.
play-looking = A game to look at: step through it, or play on from any position.
play-close = Close
play-back-to-game = Back to the game
play-results = Results
play-from-here = Play from here

# The move list and the buttons to step through the game.
play-moves = Moves
play-no-moves = No moves yet.
play-review-bar = Review the game
play-first-position = First position
play-previous-move = Previous move
play-next-move = Next move
play-latest-move = Latest move

# The sentences the game page's logic makes (crates/page: move_list.rs, analysis.rs) and the
# end screen's count of what each side removed.
# The sides as the page names them, before a colon or as a sentence's subject ("White: c2-d3",
# "You: 1 inaccuracy").
play-name-you = You
play-name-computer = The computer
play-name-white = White
play-name-black = Black
# What a screen reader says for a move in the move list (and the status line while stepping
# through a game). $number: the move's number; $side: who played it (play-name-white or
# play-name-black); $move: the move in the game's notation; $removed: what it removed
# (removed-<game>, or play-took: "sank 2 ships"); $mark: the analysis's mark (play-mark-...).
play-move-words = Move { $number }, { $side }: { $move }
play-move-words-removed = Move { $number }, { $side }: { $move }, { $removed }
play-move-words-marked = Move { $number }, { $side }: { $move }, { $mark }
play-move-words-removed-marked = Move { $number }, { $side }: { $move }, { $removed }, { $mark }
# What a move took, in a game without its own words for it. $pieces: the pieces, counted
# (pieces-<game>: "1 piece").
play-took = took { $pieces }
# The analysis's marks of a move, as the move list says them.
play-mark-inaccuracy = inaccuracy
play-mark-mistake = mistake
play-mark-blunder = blunder
# How many moves of each mark a side played, after its name (common-side-marks).
play-mark-counts = { $inaccuracies ->
    [one] { $inaccuracies } inaccuracy
   *[other] { $inaccuracies } inaccuracies
}, { $mistakes ->
    [one] { $mistakes } mistake
   *[other] { $mistakes } mistakes
}, { $blunders ->
    [one] { $blunders } blunder
   *[other] { $blunders } blunders
}
# Under the board at a marked move. $played: the move played; $better: the engine's move.
play-advice-inaccuracy = { $played } was an inaccuracy. Better was { $better }.
play-advice-mistake = { $played } was a mistake. Better was { $better }.
play-advice-blunder = { $played } was a blunder. Better was { $better }.
# The end screen: what each side removed (removed-<game>: "sank 3 ships"), White's first.
# $you: what you removed; $computer: what the computer removed.
play-end-removed-you-computer = You { $you }; the computer { $computer }.
play-end-removed-computer-you = The computer { $computer }; you { $you }.
# Between friends. $white, $black: what White and Black removed.
play-end-removed-white-black = White { $white }; Black { $black }.

# What the game page tells the player (skillgames_page::controller's notices).
play-position-unplayable = That position cannot be played.
play-computer-failed = The computer could not find a move here. Undo your move or start a new game.
play-own-link = This link holds your own move: send it to your friend, who answers it on their device.
play-computer-restarted = The computer stopped responding, so it was restarted. The game goes on.
