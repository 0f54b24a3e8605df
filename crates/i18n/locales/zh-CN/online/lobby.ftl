# The online pages: the lobby and its window that creates a game, the games to watch, the
# account page, a player's profile, the leaderboards and the bar of challenges.

# The lobby (#/online): its buttons and its list of open games.
lobby-title = 在线对局
lobby-create-game = 创建对局
lobby-challenge-friend = 挑战好友
lobby-challenge-link-help = 把此链接发给你的好友：第一个打开它的人将与你对局。
lobby-open-games = 公开对局
lobby-looking = 正在查找对局…
lobby-no-open-games = 目前没有公开对局：创建一个吧。
# $white: the player who created the game, with their rating ("Ada (1500?)"); $black: their opponent, likewise.
lobby-players-against = { $white } 对 { $black }
lobby-join = 加入
lobby-log-in-to-join = 登录后加入
lobby-cancel = 取消

# Play a bot, in the lobby, and the box that hides bots' games (also on the games to watch).
lobby-play-a-bot = 与机器人对局
lobby-bots = 机器人
lobby-no-bot = 目前没有机器人在线。
lobby-challenge = 挑战
# $name: a player's name. The title of the window that challenges them, and the Challenge button's name for screen readers: it must contain the words of lobby-challenge.
lobby-challenge-player = 挑战 { $name }
# $variant: the game and board ("Amazons, 8 × 8"); $rating: the bot's rating there, with ? when provisional ("1612?").
lobby-bot-rating = { $variant }：{ $rating }
lobby-not-rated-yet = 暂无等级分
lobby-hide-bots = 隐藏机器人的对局

# The window that creates a game or a challenge.
lobby-game = 游戏
lobby-board = 棋盘
lobby-counts-for-ratings = 是否计入等级分
lobby-casual = 休闲
lobby-rated = 排位
lobby-rated-needs-account = 排位对局需要账号：请先登录或注册。
lobby-your-colour = 你的颜色
lobby-random = 随机
lobby-white = 白方
lobby-black = 黑方
lobby-create = 创建
lobby-create-challenge = 创建挑战
lobby-send-challenge = 发送挑战

# The clock of a game being created (also in the window that creates a tournament).
lobby-time = 用时
lobby-custom = 自定义
lobby-minutes = 分钟
lobby-seconds-a-move = 每步加秒
lobby-correspondence-help = 通信对局：每步有数天思考时间，无需一直在线。
# $count: days for each move.
lobby-days = { $count ->
   *[other] { $count } 天
}

# The games being played, to watch (#/watch).
lobby-watch-title = 观看对局
lobby-refresh = 刷新
lobby-nobody-playing = 目前没有人在对局。
lobby-games-being-played = 进行中的对局
# $count: the moves played so far.
lobby-moves = { $count ->
   *[other] { $count } 步
}
lobby-watch = 观看

# The account page (#/account): logging in and creating an account.
account-title = 你的账号
account-why = 没有账号也可以下休闲对局。有了账号，你的用户名在所有设备上都一样，还可以下排位对局。
account-log-in = 登录
account-create-heading = 注册账号
account-create-button = 注册
account-name = 用户名
account-password = 密码
account-credentials-help = 用户名由 3 到 20 个字母、数字、空格、- 或 _ 组成；密码至少 8 个字符。

# A player's profile (#/player/<name>).
profile-unreadable = 无法读取此资料。
profile-kind-bot = 机器人：在本站下棋的电脑程序
profile-kind-account = 注册账号
profile-kind-visitor = 未注册的访客
# A house bot of the site at its first level. $game: the game's name; $level: the level's name; $description: how the level plays (the catalogue's level-<game>-<level>, without its final full stop); $first: the name of the first level.
profile-house-bot-first = 本站自有机器人：以“{ $level }”难度下{ $game }（{ $description }）。实测棋力（各难度与低一级难度对战测得）：这是最低难度，其他难度都以它（{ $first }）为基准。
# A house bot at a higher level: as profile-house-bot-first; $strength: its strength on each board (profile-house-bot-board, joined by profile-house-bot-separator).
profile-house-bot = 本站自有机器人：以“{ $level }”难度下{ $game }（{ $description }）。实测棋力（各难度与低一级难度对战测得）：{ $strength }。
# $size: the board's side ("8" in 8 × 8); $elo: how many Elo points stronger; $first: the name of the first level.
profile-house-bot-board = { $size } × { $size }：比“{ $first }”高 { $elo } Elo
# Between two boards' strengths in profile-house-bot (a comma and a space in English).
profile-house-bot-separator = {"；"}
# $name: the player's name.
profile-challenge = 挑战 { $name }
# $name: the player challenged.
profile-challenge-sent = 挑战已发送：等待 { $name } 回应。
# $wins, $losses, $draws: how many games the player won, lost and drew.
profile-results = 胜 { $wins }，负 { $losses }，和 { $draws }
profile-ratings = 等级分
profile-recent-games = 最近对局

# A profile's ratings: one game and board a row.
profile-no-rated-games = 还没有排位对局。
profile-game = 游戏
profile-rating = 等级分
profile-rated-games = 排位对局数
profile-history = 走势
# $count: how many rated games the player played on this game and board.
profile-games = { $count ->
   *[other] { $count } 局
}
profile-provisional-help = 带 ? 的等级分是暂定的：对局太少，尚不可靠。

# A profile's recent games.
profile-no-games = 还没有对局。
# The player's side and their opponent. $opponent: the opponent's name.
profile-white-against = 执白对 { $opponent }
profile-black-against = 执黑对 { $opponent }
# How a game ended, or stands, for the player.
profile-won = 胜
profile-lost = 负
profile-draw = 和棋
profile-aborted = 已中止
profile-being-played = 进行中
profile-open = 等待对手
profile-review = 复盘
profile-game-record = 棋谱

# The leaderboards (#/leaderboard).
leaderboard-title = 排行榜
leaderboard-help = 每种游戏和棋盘的最强棋手：等级分已稳定（下过许多排位对局）、且最近 30 天内在该棋盘下过排位对局的账号。电脑程序单独列出。
leaderboard-game-and-board = 游戏和棋盘
# $game: the game's name; $size: the board's side ("8" in 8 × 8).
leaderboard-option = { $game }，{ $size } × { $size }
leaderboard-unreadable = 无法读取此排行榜。
leaderboard-players = 棋手
leaderboard-bots = 机器人
leaderboard-no-players = 这里还没有人拥有稳定的等级分。
leaderboard-no-bots = 这里还没有机器人拥有稳定的等级分。
leaderboard-place = 名次
leaderboard-name = 用户名
leaderboard-rating = 等级分
leaderboard-rated-games = 排位对局数

# The bar of challenges by name, on every page.
challenge-challenges = 挑战
# After the challenger's name (shown before it, in bold). $terms: what the challenge asks ("Amazons, 8 × 8 · 5+3 · Rated"); the words in brackets say who moves first.
challenge-incoming-by-lot = 向你发起挑战：{ $terms }（随机决定先后手）
challenge-incoming-second = 向你发起挑战：{ $terms }（你后走）
challenge-incoming-first = 向你发起挑战：{ $terms }（你先走）
challenge-accept = 接受
challenge-reason = 理由
challenge-reason-to-decline = 拒绝理由
challenge-decline = 拒绝
# $name: the player challenged; $terms: what the challenge asks ("Amazons, 8 × 8 · 5+3 · Rated").
challenge-waiting = 等待 { $name } 回应你的挑战：{ $terms }
challenge-cancel = 取消
challenge-dismiss = 关闭

# The window that makes a game, when its clock is out of range.
lobby-bad-time-control = 请选择每方 1 到 180 分钟、每步加 0 到 180 秒的用时，或每步 1、3 或 7 天。
