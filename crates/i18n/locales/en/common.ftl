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
