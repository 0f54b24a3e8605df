# The online pages: the lobby and its window that creates a game, the games to watch, the
# account page, a player's profile, the leaderboards and the bar of challenges.

# The lobby (#/online): its buttons and its list of open games.
lobby-title = Play online
lobby-create-game = Create a game
lobby-challenge-friend = Challenge a friend
lobby-challenge-link-help = Send this link to your friend: the first person to open it plays you.
lobby-open-games = Open games
lobby-looking = Looking for games…
lobby-no-open-games = No open games right now: create one.
# $white: the player who created the game, with their rating ("Ada (1500?)"); $black: their opponent, likewise.
lobby-players-against = { $white } against { $black }
lobby-join = Join
lobby-log-in-to-join = Log in to join
lobby-cancel = Cancel

# Play a bot, in the lobby, and the box that hides bots' games (also on the games to watch).
lobby-play-a-bot = Play a bot
lobby-bots = Bots
lobby-no-bot = No bot is connected right now.
lobby-challenge = Challenge
# $name: a player's name. The title of the window that challenges them, and the Challenge button's name for screen readers: it must contain the words of lobby-challenge.
lobby-challenge-player = Challenge { $name }
# $variant: the game and board ("Amazons, 8 × 8"); $rating: the bot's rating there, with ? when provisional ("1612?").
lobby-bot-rating = { $variant }: { $rating }
lobby-not-rated-yet = Not rated yet
lobby-hide-bots = Hide bots' games

# The window that creates a game or a challenge.
lobby-game = Game
lobby-board = Board
lobby-counts-for-ratings = Counts for the ratings
lobby-casual = Casual
lobby-rated = Rated
lobby-rated-needs-account = Rated games need an account: log in or create one first.
lobby-your-colour = Your colour
lobby-random = Random
lobby-white = White
lobby-black = Black
lobby-create = Create
lobby-create-challenge = Create the challenge
lobby-send-challenge = Send the challenge

# The clock of a game being created (also in the window that creates a tournament).
lobby-time = Time
lobby-custom = Custom
lobby-minutes = Minutes
lobby-seconds-a-move = Seconds a move
lobby-correspondence-help = Correspondence: days for each move, nobody needs to stay online.
# $count: days for each move.
lobby-days = { $count ->
    [one] { $count } day
   *[other] { $count } days
}

# The games being played, to watch (#/watch).
lobby-watch-title = Watch
lobby-refresh = Refresh
lobby-nobody-playing = Nobody is playing right now.
lobby-games-being-played = Games being played
# $count: the moves played so far.
lobby-moves = { $count ->
    [one] { $count } move
   *[other] { $count } moves
}
lobby-watch = Watch

# The account page (#/account): logging in and creating an account.
account-title = Your account
account-why = You can play casual games without an account. An account keeps your name on every device and lets you play rated games.
account-log-in = Log in
account-create-heading = Create an account
account-create-button = Create the account
account-name = Name
account-password = Password
account-credentials-help = A name of 3 to 20 letters, digits, spaces, - or _; a password of at least 8 characters.

# A player's profile (#/player/<name>).
profile-unreadable = This profile could not be read.
profile-kind-bot = A bot: a computer program that plays here
profile-kind-account = An account
profile-kind-visitor = A visitor without an account
# A house bot of the site at its first level. $game: the game's name; $level: the level's name; $description: how the level plays (the catalogue's level-<game>-<level>, without its final full stop); $first: the name of the first level.
profile-house-bot-first = A house bot of this site: it plays { $game } at the level { $level } ({ $description }). Its measured strength, in matches of each level against the one below: the first level, which the others are measured against ({ $first }).
# A house bot at a higher level: as profile-house-bot-first; $strength: its strength on each board (profile-house-bot-board, joined by profile-house-bot-separator).
profile-house-bot = A house bot of this site: it plays { $game } at the level { $level } ({ $description }). Its measured strength, in matches of each level against the one below: { $strength }.
# $size: the board's side ("8" in 8 × 8); $elo: how many Elo points stronger; $first: the name of the first level.
profile-house-bot-board = { $size } × { $size } +{ $elo } Elo above { $first }
# Between two boards' strengths in profile-house-bot (a comma and a space in English).
profile-house-bot-separator = {", "}
# $name: the player's name.
profile-challenge = Challenge { $name }
# $name: the player challenged.
profile-challenge-sent = Challenge sent: waiting for { $name } to answer.
# $wins, $losses, $draws: how many games the player won, lost and drew.
profile-results = { $wins } won, { $losses } lost, { $draws } drawn
profile-ratings = Ratings
profile-recent-games = Recent games

# A profile's ratings: one game and board a row.
profile-no-rated-games = No rated games yet.
profile-game = Game
profile-rating = Rating
profile-rated-games = Rated games
profile-history = History
# $count: how many rated games the player played on this game and board.
profile-games = { $count ->
    [one] { $count } game
   *[other] { $count } games
}
profile-provisional-help = A rating with ? is provisional: too few games to be sure.

# A profile's recent games.
profile-no-games = No games yet.
# The player's side and their opponent. $opponent: the opponent's name.
profile-white-against = White against { $opponent }
profile-black-against = Black against { $opponent }
# How a game ended, or stands, for the player.
profile-won = Won
profile-lost = Lost
profile-draw = Draw
profile-aborted = Aborted
profile-being-played = Being played
profile-open = Open
profile-review = Review
profile-game-record = Game record

# The leaderboards (#/leaderboard).
leaderboard-title = Leaderboards
leaderboard-help = The best players of each game and board: accounts with an established rating (many rated games) who played a rated game there in the last 30 days. Computer programs are listed apart.
leaderboard-game-and-board = Game and board
# $game: the game's name; $size: the board's side ("8" in 8 × 8).
leaderboard-option = { $game }, { $size } × { $size }
leaderboard-unreadable = This leaderboard could not be read.
leaderboard-players = Players
leaderboard-bots = Bots
leaderboard-no-players = Nobody has an established rating here yet.
leaderboard-no-bots = No bot has an established rating here yet.
leaderboard-place = Place
leaderboard-name = Name
leaderboard-rating = Rating
leaderboard-rated-games = Rated games

# The bar of challenges by name, on every page.
challenge-challenges = Challenges
# After the challenger's name (shown before it, in bold). $terms: what the challenge asks ("Amazons, 8 × 8 · 5+3 · Rated"); the words in brackets say who moves first.
challenge-incoming-by-lot = challenges you: { $terms } (sides drawn by lot)
challenge-incoming-second = challenges you: { $terms } (you move second)
challenge-incoming-first = challenges you: { $terms } (you move first)
challenge-accept = Accept
challenge-reason = Reason
challenge-reason-to-decline = Reason to decline
challenge-decline = Decline
# $name: the player challenged; $terms: what the challenge asks ("Amazons, 8 × 8 · 5+3 · Rated").
challenge-waiting = Waiting for { $name } to answer your challenge: { $terms }
challenge-cancel = Cancel
challenge-dismiss = Dismiss

# The window that makes a game, when its clock is out of range.
lobby-bad-time-control = Choose a time control of 1 to 180 minutes and 0 to 180 seconds a move, or 1, 3 or 7 days a move.
