# The online pages' sentences made by the page's logic (skillgames_page: online, live,
# leaderboard, challenges, notifications) and the reasons to decline a challenge
# (skillgames_online::DeclineReason): the live game, the leaderboard, the bar of challenges and
# the bell.

# The live game (skillgames_page::online).
online-waiting-to-send = Your move will be sent when you are back online.
online-offer-draw-theirs = Your opponent offers a draw.
online-offer-draw-mine = You offered a draw: waiting for an answer.
online-offer-takeback-theirs = Your opponent asks to take back their last move.
online-offer-takeback-mine = You asked to take back your last move: waiting for an answer.
online-offer-rematch-theirs = Your opponent asks for a rematch.
online-offer-rematch-mine = You asked for a rematch: waiting for an answer.
online-unknown-game = This game is played on a board this version of the app does not have.
online-unreadable-moves = The moves of this game could not be read.

# A side of the board as the subject that starts a sentence of the result (the $winner and
# $loser below). $name: the player's name.
online-side-white = White ({ $name })
online-side-black = Black ({ $name })
# A side nobody has taken.
online-white = White
online-black = Black

# How the game ended. $winner, $loser: a side (online-side-white, online-white, ...).
online-result-aborted = The game was aborted: no result.
online-result-resigned = { $winner } won. { $loser } resigned.
online-result-time = { $winner } won. { $loser } ran out of time.
online-result-abandoned = { $winner } won. { $loser } left the game.
online-result-agreed = Draw. The players agreed to a draw.
# $ending: the rules' own sentence on how the game ended (sides named White and Black).
online-result-won-by-rules = { $winner } won. { $ending }
online-result-won = { $winner } won.
# $ending: the rules' own sentence on how the game ended.
online-result-draw-by-rules = Draw. { $ending }
online-result-draw = Draw.

# One's own place on a leaderboard (skillgames_page::leaderboard). $rank: the place (1 for the
# first); $rating: the player's rating.
online-place = Your place: { $rank } (rating { $rating }).
online-place-none = You are not on this leaderboard: it lists established ratings (many rated games) with a rated game in the last 30 days.
online-place-log-in = Log in to an account to see your place.

# What became of a challenge (skillgames_page::challenges). $name: the invited player's name;
# $reason: the reason they gave (one of online-decline-*), or nothing.
online-challenge-declined = { $name } declined your challenge: “{ $reason }”
# $name: the challenger's name.
online-challenge-withdrawn = { $name } withdrew their challenge.

# Why a challenge is declined: lichess's reasons, said by the player who declines, to the
# challenger (skillgames_online::DeclineReason).
online-decline-generic = I'm not accepting challenges at the moment.
online-decline-later = This is not the right time for me, please ask again later.
online-decline-too-fast = This time control is too fast for me, please challenge again with a slower game.
online-decline-too-slow = This time control is too slow for me, please challenge again with a faster game.
online-decline-time-control = I'm not accepting challenges with this time control.
online-decline-rated = Please send me a rated challenge instead.
online-decline-casual = Please send me a casual challenge instead.
online-decline-standard = I'm not accepting challenges of this game right now.
online-decline-variant = I'm not willing to play this game or board right now.
online-decline-no-bot = I'm not accepting challenges from bots.
online-decline-only-bot = I'm only accepting challenges from bots.

# How long ago a notification came, in the bell (skillgames_page::notifications::ago).
# $count: how many minutes, hours or days.
online-ago-now = just now
online-ago-minutes = { $count ->
    [one] { $count } min ago
   *[other] { $count } min ago
}
online-ago-hours = { $count ->
    [one] { $count } h ago
   *[other] { $count } h ago
}
online-ago-yesterday = yesterday
online-ago-days = { $count ->
    [one] { $count } day ago
   *[other] { $count } days ago
}
