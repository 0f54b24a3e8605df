# The online pages' bar and the words for games.
# $game: the game's name; $size: the board's width in squares.
common-variant = { $game }, { $size } × { $size }
common-days-per-move = { $count ->
    [one] { $count } day a move
   *[other] { $count } days a move
}
common-rated = Rated
common-casual = Casual
common-bot-title = A computer program
common-unreachable = The online service is not reachable from here.
common-account-closed = A moderator has closed this account. You have been logged out.
common-error = Something went wrong. Try again in a moment.
common-reconnecting = Reconnecting…
common-online = Online
common-home = Home
common-lobby = Lobby
common-watch = Watch
common-tournaments = Tournaments
common-you-play-as = You play as
common-log-out = Log out
common-log-in = Log in or create an account
common-moderation = Moderation
common-ok = OK

# The windows to copy a text, open a game record, and take a friend's game.
common-copied = Copied.
common-copy-refused = Your browser did not let the page copy: select the text and copy it yourself.
common-copy = Copy
common-done = Done
common-import-help = Paste a game record (copied from this site) or a position.
common-import-label = Game record or position
common-open = Open
common-cancel = Cancel
common-replace-title = A move from your friend
common-replace-help = This link holds another game than the one you have in progress. Opening it replaces your game.
common-replace-open = Open the friend's game
common-replace-keep = Keep my game

# The board.
common-board-label = Board: arrow keys move the cursor, Enter selects

# The analysis.
common-analysis = Analysis
common-analysis-finish = Finish the analysis
common-analysis-start = Analyse the game
# $position: the position being analysed; $total: how many there are.
common-analysing = Analysing: position { $position } of { $total }
common-marks = Marks
# $name: a side ("You", "White").
common-side-marks = { $name }:
# $line: the engine's moves.
common-analysis-line = Line: { $line }
common-graph-label = Evaluation graph: the light area is White's share of the chances, move by move. Tap it to go to a move.

# A page whose code could not be downloaded.
common-load-failed = This page could not be opened
common-load-failed-help = Its part of the site has not been downloaded yet, and the connection seems to be off. Check it and try again.
common-try-again = Try again
common-back-to-games = Back to the games

# The notices.
common-dismiss = Dismiss notice

# The online games waiting for the player's move.
common-your-turn = Your turn
# $variant: the game and board ("Amazons, 8 × 8"); $opponent: the opponent's name.
common-game-against = { $variant } against { $opponent }

# The offer of a game's lessons.
# $game: the game's name; $count: how many lessons.
offer-new-to = { $count ->
    [one] New to { $game }? { $count } short lesson teaches it by playing.
   *[other] New to { $game }? { $count } short lessons teach it by playing.
}
offer-learn = Learn to play
offer-no-thanks = No thanks

# The offer of a new version of the site (offline.js).
common-update-ready = A new version of skillgames is ready.
common-update-reload = Reload
common-update-later = Later

# Why a game's link cannot be opened (skillgames_play::link::LinkError).
link-too-long = This link is too long to be a game.
link-unknown-kind = This link does not lead to a game.
link-unknown-game = This link names a game or board this site does not have.
link-bad-position = The position in this link cannot be played.
# $number: the move's place in the game, from 1.
link-illegal-move = Move { $number } in this link is not a legal move: the link is damaged.
link-no-move = This link holds no move to answer.

# Why a pasted game record cannot be read (skillgames_play::transcript::ReadError). $line: the
# line of the text (from 1); $game: a game's name; $move, $name, $board, $text: what the text
# says there, as written.
record-empty = There is nothing to read: paste a game record or a position.
record-too-long = This text is too long to be a game record.
record-unknown-game = Line { $line }: “{ $name }” is not a game played here.
record-other-game = Line { $line }: this is a game of { $game }; open it from the { $game } page.
record-unknown-board = Line { $line }: { $game } is not played on a board of “{ $board }”.
record-bad-position = Line { $line }: the starting position cannot be played.
# $number: the move's number in the record; $side: white or black (whose move it was).
record-illegal-move = { $side ->
    [white] Line { $line }: move { $number } for White, “{ $move }”, is not a legal move there.
   *[black] Line { $line }: move { $number } for Black, “{ $move }”, is not a legal move there.
}
record-after-end = Line { $line }: the game was already over before “{ $move }”.
record-unreadable = Line { $line }: “{ $text }” is neither a game record nor a position.
