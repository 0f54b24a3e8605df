# The online pages: a game on the game server (its board, buttons, result, planner of
# conditional moves and chat) and the tournaments (their list, the window that makes one, a
# tournament's page and its chat).

# The live game's page.
# $count: how many people are watching the game.
live-watching = { $count ->
    [one] { $count } watching
   *[other] { $count } watching
}
live-opening = Opening the game…

# The players' strips: the side's name, then the player's (or a word that there is none yet).
live-white = White
live-black = Black
live-waiting-player = (waiting)
live-away = (away)
# A clock's name for screen readers.
live-clock-white = White's clock
live-clock-black = Black's clock

# The status line under the board.
# $ply: the number of the move shown; $total: how many moves the game has.
live-status-move = Move { $ply } of { $total }
live-status-waiting-join = Waiting for someone to join.
live-status-waiting-opponent = This game is waiting for an opponent.
live-status-game-over = Game over
live-status-watching-white = You are watching. White to move.
live-status-watching-black = You are watching. Black to move.
live-status-shoot = SHOOT AN ARROW
live-status-your-move = Your move
live-status-sending = Sending your move…
live-status-waiting-move = Waiting for your opponent's move.

# The notes under the board: an opponent gone, a side on vacation (its correspondence clock
# stopped).
live-opponent-left = Your opponent has left. You can claim the win.
# $time: how long until the win can be claimed, as a clock shows it ("0:25").
live-opponent-left-wait = Your opponent has left. You can claim the win in { $time }.
# $until: the day and time the vacation ends.
live-vacation-mine = You are on vacation until { $until }: your clock is stopped.
# $name: the player on vacation; $until: the day and time the vacation ends.
live-vacation-other = { $name } is on vacation until { $until }: their clock is stopped.

# The game's buttons: the invitation to one's own open game, joining, the offers to answer,
# and the buttons while playing.
live-invite-help = Send this link to a friend to play them:
live-cancel-game = Cancel the game
live-join = Join this game
live-accept = Accept
live-decline = Decline
live-back-to-tournament = Back to the tournament
live-resign = Resign
live-resign-confirm = Resign this game?
live-resign-yes = Yes, resign
live-resign-no = No
live-offer-draw = Offer a draw
live-takeback = Takeback
# Berserk, in an arena's game: the button, and its tooltip.
live-berserk = Berserk
live-berserk-help = Halve your clock: a won game scores a point more
# Abort: end a game that has barely begun, without a result.
live-abort = Abort
live-claim-win = Claim the win

# The result, once the game is over.
live-result = Result
live-rematch = Rematch
live-review-analyse = Review and analyse
live-game-record = Game record
live-back-to-lobby = Back to the lobby

# The planner of conditional moves, in a correspondence game: answers planned in advance to
# the opponent's moves.
live-planner-title = Conditional moves
live-plan-none = No answers planned. Plan them here: when your opponent plays a move you planned for, your answer is played at once.
# $count: how many lines are planned (1 or more).
live-plan-lines = { $count ->
    [one] You have planned answers: { $count } line.
   *[other] You have planned answers: { $count } lines.
}
live-plan-answers = Plan your answers
live-planner-help = On the board, play their move, then your answer, as many moves deep as you like; then add the line. Nothing is sent before you save.
live-plan-line-empty = This line: no moves yet.
# $moves: the line's moves, in the game's notation.
live-plan-line = This line: { $moves }
live-plan-add = Add this line
live-plan-restart = Start the line again
# The list of planned lines, for screen readers.
live-plan-label = The plan
live-plan-remove = Remove
live-plan-save = Save the plan
live-plan-close = Close without saving

# The chat: a game's rooms (its players', its spectators'); the last two in a tournament's
# chat too.
live-chat = Chat
live-spectators-chat = Spectators' chat
live-your-message = Your message
live-nothing-said = Nothing said yet.
live-send = Send

# The tournaments' list.
tournament-list-title = Tournaments
tournament-refresh = Refresh
tournament-make = Make a tournament
tournament-log-in-to-make = Log in to an account to make a tournament.
tournament-playing-now = Playing now
tournament-none-playing = No tournament is being played right now.
tournament-starting-soon = Starting soon
tournament-none-planned = None is planned yet.
tournament-finished = Finished
tournament-none-finished = None has finished yet.
# After a private tournament's name.
tournament-private = (private)
# $count: how many players have joined; $max: how many may (its plural form is chosen).
tournament-players-count = { $max ->
    [one] { $count } of { $max } player
   *[other] { $count } of { $max } players
}
# The kinds of tournament, as chess sites name them (lichess): an arena (play as many games
# as you can in the time), a Swiss (a set number of rounds), a round-robin (everyone plays
# everyone).
tournament-arena = Arena
tournament-swiss = Swiss
tournament-round-robin = Round-robin

# The window that makes a tournament.
tournament-name = Name
tournament-kind = Kind
tournament-choose-game = Game
tournament-board = Board
# How long an arena lasts.
tournament-length = Length
# $count: a number of minutes.
tournament-minutes = { $count ->
    [one] { $count } minute
   *[other] { $count } minutes
}
# $count: a number of hours.
tournament-hours = { $count ->
    [one] { $count } hour
   *[other] { $count } hours
}
# $count: a number of days.
tournament-days = { $count ->
    [one] { $count } day
   *[other] { $count } days
}
# How many rounds a Swiss has.
tournament-rounds = Rounds
# A round-robin: once, or twice (each pair plays a game with each colour).
tournament-everyone-plays-everyone = Everyone plays everyone
tournament-once = Once
tournament-twice = Twice, with each colour
tournament-starts-in = Starts in
tournament-counts-for-ratings = Counts for the ratings
tournament-rated = Rated
tournament-casual = Casual
# Whether bots (computer players with accounts) may join.
tournament-bots = Bots
tournament-bots-welcome = Welcome
tournament-bots-not-allowed = Not allowed
tournament-most-players = Most players
tournament-lowest-rating = Lowest rating (empty for none)
tournament-highest-rating = Highest rating (empty for none)
tournament-password-help = Password (for a private tournament; leave empty for an open one)
tournament-make-it = Make it
tournament-cancel = Cancel

# A tournament's page.
tournament-missing = No such tournament
tournament-missing-help = It may have been called off long ago.
tournament-see-all = See the tournaments
tournament-all = All tournaments
# Who may join, in a line of terms joined by " · ": "Ratings 1200 to 1800 · bots welcome · private".
# $low: the lowest rating; $high: the highest rating.
tournament-ratings-between = Ratings { $low } to { $high }
# $low: the lowest rating.
tournament-ratings-from = Ratings from { $low }
# $high: the highest rating.
tournament-ratings-up-to = Ratings up to { $high }
tournament-any-rating = Any rating
tournament-terms-bots-welcome = bots welcome
tournament-terms-no-bots = no bots
tournament-terms-private = private
# The first three of a finished tournament.
tournament-podium = Podium
# Joining, a break, leaving.
tournament-back-from-break = Back from my break
tournament-take-break = Take a break
tournament-on-break = You are on a break: you will not be paired until you are back.
tournament-you-are-in = You are in.
tournament-leave = Leave the tournament
tournament-password = Password
tournament-join = Join

# The standings table (a round-robin's is a crosstable: a column for each opponent).
tournament-nobody-yet = Nobody has joined yet.
# After the name of a player who left, or is on a break.
tournament-note-left = (left)
tournament-note-on-break = (on a break)
# $name: a player; the title of a crosstable's column, their results against them.
tournament-against = Against { $name }
tournament-games-heading = Games
tournament-crosstable = Crosstable
tournament-standings = Standings
tournament-player = Player
tournament-rating = Rating
tournament-score = Score
tournament-tie-breaks = Tie-breaks

# The tournament's games.
# $round: the round's number; written before the game's players ("Round 2: Ada – Bob").
tournament-game-round = Round { $round }:
# A game being played, in place of its result.
tournament-game-playing = playing

# The tournament's chat.
tournament-chat = The tournament's chat
tournament-your-message = Your message to the tournament
tournament-write-first = Write something first.

# The chat: what the page says when a line cannot go, and the phrases sent with one tap (sent
# in the writer's language).
live-offline = You are offline: try again when the connection is back.
live-chat-empty = Write something first.
live-chat-too-long = A chat message has at most 140 characters.
live-quick-hello = Hello
live-quick-good-luck = Good luck
live-quick-good-game = Good game
live-quick-thank-you = Thank you

# The server could not read a message of the page's (its own words go to the log).
live-unread = The server could not read what this page sent. Reload the page and try again.
