# The HTTP API's refusals (crates/server/src/http.rs `refuse`): written by the server in the
# language the request asks for (the page sends the player's), never fetched by the page.
api-not-found = There is nothing at this address.
api-method-not-allowed = This address does not take this kind of request.
api-too-large = This request is too large.
api-not-json = This request must be sent as JSON.
api-wrong-form = This request is missing something, or something in it has the wrong form.
api-too-slow = This request took too long.
api-unreadable = This request could not be read.
api-too-many-tries = Too many tries: wait a minute and try again.
api-unavailable = The online service is having trouble. Try again in a moment.
api-too-many-sign-ins = Too many sign-ins right now, try again in a moment.

# crates/server/src/http.rs and listen.rs: the visitor, signing up, logging in, profiles, games.
api-not-allowed = This request is not allowed.
api-password-length = A password has 8 to 128 characters.
api-signup-logged-in = You are logged in to an account: log out first to create another.
api-name-taken = That name is taken or looks too much like another player's.
api-login-wrong = That name and password do not match an account.
api-account-closed = A moderator has closed this account.
api-player-not-found = No player has this name.
api-no-such-game = This game does not exist.
api-open-the-page-first = Open the site's page first.
api-too-many-connections = Too many connections from here.

# crates/online: a name refused (NameError::message) and a message or time control refused
# (MessageError::message).
api-name-length = A name has 3 to 20 characters.
api-name-characters = A name uses letters, digits, spaces, - and _ only.
api-message-too-long = This message is too long.
api-message-unreadable = This message could not be read.
api-time-control = Choose a time control of 1 to 180 minutes and 0 to 180 seconds a move, or 1, 3 or 7 days a move.

# crates/server/src/api/mod.rs: the Bot and Board API (shaped like lichess's).
api-no-such-game-of-yours = No such game of yours.
api-no-such-challenge = No such challenge for you.
api-nothing-here = There is nothing here.

# crates/server/src/api/auth.rs: personal API tokens. "Authorization: Bearer <token>" is an
# HTTP header, written as it is in every language.
api-too-many-without-token = Too many requests without a valid token: wait a little.
api-no-valid-token = No valid token: make one on your account page and send it as Authorization: Bearer <token>.
api-token-too-fast = Too many requests with this token: slow down a little.
# $scope: the scope the token lacks, as lichess writes scopes ("bot:play").
api-token-needs-scope = This token may not do this: it needs the scope { $scope }.
# $scopes: scopes separated by commas; $last: the last one ("bot:play", "board:play"): the token needs any one of them.
api-token-needs-scopes = This token may not do this: it needs the scope { $scopes } or { $last }.

# crates/server/src/api/account.rs: a bot account.
api-bot-already = This account is a bot already.
api-bot-has-played = This account has played games: only an account that has played none can become a bot.

# crates/server/src/api/challenge.rs: challenges by name through the API. The words of the
# API's form fields (clock.limit, clock.increment, days, color, white, black, random, fen)
# are written as they are in every language.
api-fields-unreadable = The request's fields could not be read.
# $field: the name of a form field ("days").
api-field-not-number = { $field } must be a whole number.
# $games: the games' names separated by commas; $last: the last game's name ("archimedes, amazons", "loa").
api-unknown-variant = Name one of our games as the variant ({ $games } or { $last }), with a board size if it has several.
api-clock-limit-minutes = The clock's limit must be a whole number of minutes, in seconds (60, 180, 300...).
api-clock-too-long = That clock is too long.
api-increment-too-long = That increment is too long.
api-too-many-days = That is too many days per move.
api-challenge-no-clock = Give a clock (clock.limit and clock.increment) or days per move (days).
api-clock-and-days = Give a clock or days per move, not both.
api-no-fen = A challenge starts from the board's start position (fen is not supported).
api-color-choice = color must be white, black or random.
api-rated-needs-accounts = A rated game needs two accounts: this player is a visitor.
api-too-many-challenges = You have as many challenges and open games as you may: wait for an answer, or cancel one.
api-challenge-answered = This challenge has been answered or withdrawn already.
# $reasons: lichess's keys of the reasons, separated by commas ("generic, later, tooFast").
api-decline-reason = The reason must be one of { $reasons }.
# Why a challenge was declined, as the player declining says it to the challenger (lichess's
# reasons; programs read the key sent beside it).
api-decline-generic = I'm not accepting challenges at the moment.
api-decline-later = This is not the right time for me, please ask again later.
api-decline-too-fast = This time control is too fast for me, please challenge again with a slower game.
api-decline-too-slow = This time control is too slow for me, please challenge again with a faster game.
api-decline-time-control = I'm not accepting challenges with this time control.
api-decline-rated = Please send me a rated challenge instead.
api-decline-casual = Please send me a casual challenge instead.
api-decline-standard = I'm not accepting challenges of this game right now.
api-decline-variant = I'm not willing to play this game or board right now.
api-decline-no-bot = I'm not accepting challenges from bots.
api-decline-only-bot = I'm only accepting challenges from bots.

# crates/server/src/api/seek.rs: an open game in the lobby through the Board API (form fields
# time, increment and days).
api-seek-no-clock = Give a clock (time in minutes and increment in seconds) or days per move.
api-too-many-seeks = You have as many open games as you may: wait for someone to take one.

# crates/server/src/api/vacation.rs: vacation (the clocks of correspondence games stop).
api-vacation-already = You are on vacation already: come back first to take another.
api-vacation-needs-account = Log in to your account to take a vacation.
# $days: the days of vacation left this year.
api-vacation-days = { $days ->
    [one] You can take 1 to { $days } day of vacation this year (30 a year).
   *[other] You can take 1 to { $days } days of vacation this year (30 a year).
}
api-vacation-too-many-days = That is more days than you have left this year.

# crates/server/src/api/leaderboard.rs (and a tournament asked for): a game or board the
# catalogue does not have.
api-no-such-variant = This site has no such game or board.

# crates/server/src/api/tokens.rs: the account page's API tokens.
api-tokens-need-account = Only an account can have API tokens: create one or log in first.
# $most: the longest name of a token, in characters.
api-token-name = { $most ->
    [one] Give the token a name of 1 to { $most } character.
   *[other] Give the token a name of 1 to { $most } characters.
}
# $scope: what was sent as a scope.
api-no-such-scope = There is no scope called "{ $scope }".
api-token-no-scope = Choose at least one thing the token may do.
# $most: the most tokens an account may have.
api-too-many-tokens = { $most ->
    [one] An account may have { $most } token at most: revoke one first.
   *[other] An account may have { $most } tokens at most: revoke one first.
}
api-no-such-token = You have no such token.

# crates/server/src/api/policy.rs: who may challenge an account.
api-policy-needs-account = Only an account can choose who may challenge it: create one or log in first.

# crates/server/src/api/push.rs: notifications on a device (Web Push).
api-no-push = This site does not send notifications right now.
api-push-needs-player = Open the online pages first: notifications are for players.
api-push-host = This browser's push service is not one this site can send to.
api-push-endpoint = This browser gave an address that cannot be used for notifications.
api-push-keys = This browser gave keys that cannot be used for notifications.

# crates/server/src/api/language.rs: the language kept with the account.
api-unknown-language = This language is not one the site speaks.

# crates/server/src/api/email.rs: the account's email address and the password reset.
api-no-email = This site does not send email.
api-email-needs-account = Log in to your account to give it an email address.
api-not-an-address = That is not an email address (name@example.com).
api-letter-too-soon = A letter went to you a moment ago: wait a minute (at most 5 a day).
api-letter-not-sent = The letter could not be sent right now: try again later.
api-digest-needs-address = Give your account an email address first.
api-forgot-who = Write your account's name or its email address.
# The answer to "Forgot your password?", whether or not the name or address is known.
api-reset-sent = If that is the name or the confirmed address of an account, a link to choose a new password is on its way to its address. It works for 30 minutes.
api-dead-link = This link has been used or has expired: ask for a new one.
# The small pages a link of a letter opens (a title, a sentence, and a link back to the account page).
api-page-your-account = Your account
api-page-link-not-valid = Link not valid
api-page-address-confirmed = Address confirmed
api-page-address-confirmed-text = Your email address is confirmed. You can now be told by email when it is your move, and reset your password if you forget it.
api-page-try-again = Try again
api-page-confirm-failed-new-link = The site cannot confirm the address right now: ask for a new link later.
api-page-confirm-failed-open-again = The site cannot confirm the address right now: open the link again later.
api-page-link-not-whole = This link is not whole: open it from the letter again.
api-page-unsubscribed = Unsubscribed
api-page-unsubscribed-text = You will get no more letters about your move. Your account page turns them on again.
api-page-unsubscribe-failed = The site cannot do this right now: open the link again later.

# crates/server/src/api/community.rs and hub/community.rs (CommunityError::message): follows,
# blocks, reports, rooms and moderation. The moderators' actions (warn, mute, rename, close,
# dismiss) are the words of the moderators' desk.
api-needs-a-name = Open the site first: it gives you a name to play under.
api-open-the-site-first = Open the site first.
api-relation-choice = Choose to follow, block or mute a player.
api-report-reason = Choose why: cheating, abuse in chat, a name, or something else.
api-mod-form = Choose what to do (warn, mute, rename, close or dismiss) and say why.
api-mod-action = Choose what to do: warn, mute, rename, close or dismiss.
api-no-player-of-that-name = There is no player of that name.
api-not-to-yourself = You cannot do that to yourself.
api-blocked = This player does not take messages or challenges from you.
api-too-many-relations = You follow, block or mute as many players as you may: remove some first.
api-no-reason = Say why in a few words (1 to 500 characters).
api-too-many-reports = You have sent many reports today; moderators will read them. Try again tomorrow.
api-not-moderator = Only moderators can do this.
api-not-visitor = Only a visitor's name can be replaced; an account can be warned or closed.
api-mute-length = A mute lasts from 1 minute to 30 days.
api-no-such-report = There is no such report about this player.
api-closed-already = This account is closed already.
api-not-saved = The server could not save this, so nothing changed. Try again in a moment.

# crates/server/src/api/game.rs: a game's chat through the API (form field room: player or
# spectator, written as they are in every language).
api-chat-room = room must be player or spectator.

# crates/server/src/api/tournaments.rs and tournament/mod.rs (TournamentError::message,
# Infeasible::message): making, joining and leaving tournaments.
api-tournament-needs-account = Only an account can make a tournament: create one or log in first.
api-too-many-wrong-passwords = Too many wrong passwords: wait a little before trying again.
api-tournament-not-found = There is no such tournament.
api-tournament-full = This tournament is full.
api-tournament-already-in = You are in this tournament already.
api-tournament-not-in = You are not in this tournament.
api-tournament-closed = This tournament can no longer be joined.
api-tournament-wrong-password = That is not this tournament's password.
# $min, $max: the ratings allowed; $rating: the player's rating.
api-tournament-rating = This tournament is for ratings from { $min } to { $max }; yours is { $rating }.
api-tournament-no-bots = Bots may not join this tournament.
api-tournament-accounts-only = Only accounts can do this: create one or log in first.
api-tournaments-unavailable = The tournaments are not available just now. Try again in a moment.
# $min, $max: the shortest and longest name, in letters.
api-tournament-name-length = { $max ->
    [one] A tournament's name has { $min } to { $max } letter.
   *[other] A tournament's name has { $min } to { $max } letters.
}
api-tournament-time-control = That time control is not one of this site's.
api-tournament-start-passed = The start has passed already.
api-tournament-too-far-ahead = A tournament starts within 90 days.
# $max: the most players a tournament may have.
api-tournament-room = { $max ->
    [one] A tournament has room for 2 to { $max } player.
   *[other] A tournament has room for 2 to { $max } players.
}
api-tournament-rating-range = The lowest rating is above the highest.
api-tournament-password-too-long = The password is too long.
api-arena-clock = An arena is played with live clocks.
api-arena-length = An arena lasts 10 minutes to 12 hours.
api-arena-too-short = The arena is shorter than one game with this clock.
# $max: the most rounds a Swiss may have.
api-swiss-rounds = { $max ->
    [one] A Swiss has 1 to { $max } round.
   *[other] A Swiss has 1 to { $max } rounds.
}
api-swiss-players = A Swiss needs more players than rounds, or some would meet twice.
# $min: the days a turn may take (the shortest round); $max: the longest round, in days.
api-round-days = { $max ->
    [one] A correspondence round lasts { $min } to { $max } day: at least one turn's time.
   *[other] A correspondence round lasts { $min } to { $max } days: at least one turn's time.
}
# $max: the most players a round-robin may have.
api-round-robin-room = { $max ->
    [one] A round-robin has room for 3 to { $max } player.
   *[other] A round-robin has room for 3 to { $max } players.
}
# $count: the most tournaments a player may have planned or being played at once.
api-too-many-planned = { $count ->
    [one] You have { $count } tournament planned or being played already: make another once it has ended.
   *[other] You have { $count } tournaments planned or being played already: make another once one has ended.
}
