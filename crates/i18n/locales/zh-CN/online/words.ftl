# The online pages' sentences made by the page's logic (skillgames_page: online, live,
# leaderboard, challenges, notifications) and the reasons to decline a challenge
# (skillgames_online::DeclineReason): the live game, the leaderboard, the bar of challenges and
# the bell.

# The live game (skillgames_page::online).
online-waiting-to-send = 你的着法将在你恢复联网后发送。
online-offer-draw-theirs = 对手提和。
online-offer-draw-mine = 你已提和：正在等待回应。
online-offer-takeback-theirs = 对手请求悔回上一步棋。
online-offer-takeback-mine = 你已请求悔回上一步棋：正在等待回应。
online-offer-rematch-theirs = 对手请求再战一局。
online-offer-rematch-mine = 你已请求再战一局：正在等待回应。
online-unknown-game = 此对局所用的棋盘不在本版本应用中。
online-unreadable-moves = 无法读取此对局的着法。

# A side of the board as the subject that starts a sentence of the result (the $winner and
# $loser below). $name: the player's name.
online-side-white = 白方（{ $name }）
online-side-black = 黑方（{ $name }）
# A side nobody has taken.
online-white = 白方
online-black = 黑方

# How the game ended. $winner, $loser: a side (online-side-white, online-white, ...).
online-result-aborted = 对局已中止：无结果。
online-result-resigned = { $winner }获胜。{ $loser }认输。
online-result-time = { $winner }获胜。{ $loser }超时。
online-result-abandoned = { $winner }获胜。{ $loser }离开了对局。
online-result-agreed = 和棋。双方同意和棋。
# $ending: the rules' own sentence on how the game ended (sides named White and Black).
online-result-won-by-rules = { $winner }获胜。{ $ending }
online-result-won = { $winner }获胜。
# $ending: the rules' own sentence on how the game ended.
online-result-draw-by-rules = 和棋。{ $ending }
online-result-draw = 和棋。

# One's own place on a leaderboard (skillgames_page::leaderboard). $rank: the place (1 for the
# first); $rating: the player's rating.
online-place = 你的名次：{ $rank }（等级分 { $rating }）。
online-place-none = 你不在此排行榜上：榜上列出等级分已稳定（下过许多排位对局）、且最近 30 天内下过排位对局的棋手。
online-place-log-in = 登录账号即可查看你的名次。

# What became of a challenge (skillgames_page::challenges). $name: the invited player's name;
# $reason: the reason they gave (one of online-decline-*), or nothing.
online-challenge-declined = { $name } 拒绝了你的挑战：“{ $reason }”
# $name: the challenger's name.
online-challenge-withdrawn = { $name } 撤回了挑战。

# Why a challenge is declined: lichess's reasons, said by the player who declines, to the
# challenger (skillgames_online::DeclineReason).
online-decline-generic = 我目前不接受挑战。
online-decline-later = 现在不方便，请稍后再来挑战。
online-decline-too-fast = 这个用时对我来说太快了，请换慢一些的用时再来挑战。
online-decline-too-slow = 这个用时对我来说太慢了，请换快一些的用时再来挑战。
online-decline-time-control = 我不接受这种用时的挑战。
online-decline-rated = 请改为向我发起计分挑战。
online-decline-casual = 请改为向我发起休闲挑战。
online-decline-standard = 我目前不接受这个游戏的挑战。
online-decline-variant = 我目前不想下这个游戏或这种棋盘。
online-decline-no-bot = 我不接受机器人的挑战。
online-decline-only-bot = 我只接受机器人的挑战。

# How long ago a notification came, in the bell (skillgames_page::notifications::ago).
# $count: how many minutes, hours or days.
online-ago-now = 刚刚
online-ago-minutes = { $count ->
   *[other] { $count } 分钟前
}
online-ago-hours = { $count ->
   *[other] { $count } 小时前
}
online-ago-yesterday = 昨天
online-ago-days = { $count ->
   *[other] { $count } 天前
}
