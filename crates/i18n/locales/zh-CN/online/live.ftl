# The online pages: a game on the game server (its board, buttons, result, planner of
# conditional moves and chat) and the tournaments (their list, the window that makes one, a
# tournament's page and its chat).

# The live game's page.
# $count: how many people are watching the game.
live-watching = { $count ->
   *[other] { $count } 人观看
}
live-opening = 正在打开对局…

# The players' strips: the side's name, then the player's (or a word that there is none yet).
live-white = 白方
live-black = 黑方
live-waiting-player = （等待中）
live-away = （离开）
# A clock's name for screen readers.
live-clock-white = 白方计时
live-clock-black = 黑方计时

# The status line under the board.
# $ply: the number of the move shown; $total: how many moves the game has.
live-status-move = 第 { $ply } 步，共 { $total } 步
live-status-waiting-join = 正在等待对手加入。
live-status-waiting-opponent = 这局对局正在等待对手。
live-status-game-over = 对局结束
live-status-watching-white = 你正在观战。轮到白方。
live-status-watching-black = 你正在观战。轮到黑方。
live-status-shoot = 请射出一支箭
live-status-your-move = 轮到你了
live-status-sending = 正在发送你的着法…
live-status-waiting-move = 正在等待对手走棋。

# The notes under the board: an opponent gone, a side on vacation (its correspondence clock
# stopped).
live-opponent-left = 对手已离开。你可以宣布获胜。
# $time: how long until the win can be claimed, as a clock shows it ("0:25").
live-opponent-left-wait = 对手已离开。{ $time } 后你可以宣布获胜。
# $until: the day and time the vacation ends.
live-vacation-mine = 你在休假中，直到 { $until }：你的计时已暂停。
# $name: the player on vacation; $until: the day and time the vacation ends.
live-vacation-other = { $name } 在休假中，直到 { $until }：其计时已暂停。

# The game's buttons: the invitation to one's own open game, joining, the offers to answer,
# and the buttons while playing.
live-invite-help = 把此链接发给好友，和他对局：
live-cancel-game = 取消对局
live-join = 加入此对局
live-accept = 接受
live-decline = 拒绝
live-back-to-tournament = 返回锦标赛
live-resign = 认输
live-resign-confirm = 确定认输这局吗？
live-resign-yes = 是，认输
live-resign-no = 否
live-offer-draw = 提和
live-takeback = 悔棋
# Berserk, in an arena's game: the button, and its tooltip.
live-berserk = 狂暴
live-berserk-help = 用时减半：赢棋多得一分
# Abort: end a game that has barely begun, without a result.
live-abort = 中止对局
live-claim-win = 宣布获胜

# The result, once the game is over.
live-result = 结果
live-rematch = 再战一局
live-review-analyse = 复盘与分析
live-game-record = 棋谱
live-back-to-lobby = 返回大厅

# The planner of conditional moves, in a correspondence game: answers planned in advance to
# the opponent's moves.
live-planner-title = 条件着法
live-plan-none = 尚未预设应着。在此预设：当对手走出你预设的着法时，你的应着会立即走出。
# $count: how many lines are planned (1 or more).
live-plan-lines = { $count ->
   *[other] 你已预设应着：{ $count } 个变化。
}
live-plan-answers = 预设应着
live-planner-help = 在棋盘上先走对方的着法，再走你的应着，想算多深都可以；然后添加这个变化。保存之前不会发送任何内容。
live-plan-line-empty = 本变化：还没有着法。
# $moves: the line's moves, in the game's notation.
live-plan-line = 本变化：{ $moves }
live-plan-add = 添加此变化
live-plan-restart = 重新开始此变化
# The list of planned lines, for screen readers.
live-plan-label = 预设计划
live-plan-remove = 删除
live-plan-save = 保存计划
live-plan-close = 关闭且不保存

# The chat: a game's rooms (its players', its spectators'); the last two in a tournament's
# chat too.
live-chat = 聊天
live-spectators-chat = 观众聊天
live-your-message = 你的消息
live-nothing-said = 还没有人发言。
live-send = 发送

# The tournaments' list.
tournament-list-title = 锦标赛
tournament-refresh = 刷新
tournament-make = 创建锦标赛
tournament-log-in-to-make = 登录账号即可创建锦标赛。
tournament-playing-now = 正在进行
tournament-none-playing = 目前没有正在进行的锦标赛。
tournament-starting-soon = 即将开始
tournament-none-planned = 暂无计划中的锦标赛。
tournament-finished = 已结束
tournament-none-finished = 暂无已结束的锦标赛。
# After a private tournament's name.
tournament-private = （私人）
# $count: how many players have joined; $max: how many may (its plural form is chosen).
tournament-players-count = { $max ->
   *[other] { $count }/{ $max } 名棋手
}
# The kinds of tournament, as chess sites name them (lichess): an arena (play as many games
# as you can in the time), a Swiss (a set number of rounds), a round-robin (everyone plays
# everyone).
tournament-arena = 竞技场
tournament-swiss = 瑞士制
tournament-round-robin = 循环赛

# The window that makes a tournament.
tournament-name = 名称
tournament-kind = 赛制
tournament-choose-game = 游戏
tournament-board = 棋盘
# How long an arena lasts.
tournament-length = 时长
# $count: a number of minutes.
tournament-minutes = { $count ->
   *[other] { $count } 分钟
}
# $count: a number of hours.
tournament-hours = { $count ->
   *[other] { $count } 小时
}
# $count: a number of days.
tournament-days = { $count ->
   *[other] { $count } 天
}
# How many rounds a Swiss has.
tournament-rounds = 轮数
# A round-robin: once, or twice (each pair plays a game with each colour).
tournament-everyone-plays-everyone = 每人与每人对弈
tournament-once = 单循环
tournament-twice = 双循环，各执一次白黑
tournament-starts-in = 开始时间
tournament-counts-for-ratings = 计入等级分
tournament-rated = 计分
tournament-casual = 休闲
# Whether bots (computer players with accounts) may join.
tournament-bots = 机器人
tournament-bots-welcome = 欢迎
tournament-bots-not-allowed = 不允许
tournament-most-players = 最多人数
tournament-lowest-rating = 最低等级分（留空表示不限）
tournament-highest-rating = 最高等级分（留空表示不限）
tournament-password-help = 密码（用于私人锦标赛；公开赛请留空）
tournament-make-it = 创建
tournament-cancel = 取消

# A tournament's page.
tournament-missing = 没有这个锦标赛
tournament-missing-help = 它可能早已被取消。
tournament-see-all = 查看锦标赛
tournament-all = 全部锦标赛
# Who may join, in a line of terms joined by " · ": "Ratings 1200 to 1800 · bots welcome · private".
# $low: the lowest rating; $high: the highest rating.
tournament-ratings-between = 等级分 { $low } 至 { $high }
# $low: the lowest rating.
tournament-ratings-from = 等级分 { $low } 以上
# $high: the highest rating.
tournament-ratings-up-to = 等级分 { $high } 以下
tournament-any-rating = 等级分不限
tournament-terms-bots-welcome = 欢迎机器人
tournament-terms-no-bots = 不允许机器人
tournament-terms-private = 私人
# The first three of a finished tournament.
tournament-podium = 领奖台
# Joining, a break, leaving.
tournament-back-from-break = 结束休息
tournament-take-break = 暂时休息
tournament-on-break = 你正在休息：回来之前不会为你配对。
tournament-you-are-in = 你已参赛。
tournament-leave = 退出锦标赛
tournament-password = 密码
tournament-join = 参加

# The standings table (a round-robin's is a crosstable: a column for each opponent).
tournament-nobody-yet = 还没有人参加。
# After the name of a player who left, or is on a break.
tournament-note-left = （已退出）
tournament-note-on-break = （休息中）
# $name: a player; the title of a crosstable's column, their results against them.
tournament-against = 对阵 { $name }
tournament-games-heading = 对局
tournament-crosstable = 交叉表
tournament-standings = 排名
tournament-player = 棋手
tournament-rating = 等级分
tournament-score = 积分
tournament-tie-breaks = 小分

# The tournament's games.
# $round: the round's number; written before the game's players ("Round 2: Ada – Bob").
tournament-game-round = 第 { $round } 轮：
# A game being played, in place of its result.
tournament-game-playing = 进行中

# The tournament's chat.
tournament-chat = 锦标赛聊天
tournament-your-message = 发给锦标赛的消息
tournament-write-first = 请先写点什么。

# The chat: what the page says when a line cannot go, and the phrases sent with one tap (sent
# in the writer's language).
live-offline = 你已离线：请在网络恢复后重试。
live-chat-empty = 请先写点什么。
live-chat-too-long = 聊天消息最多 140 个字符。
live-quick-hello = 你好
live-quick-good-luck = 祝你好运
live-quick-good-game = 精彩对局
live-quick-thank-you = 谢谢

# The server could not read a message of the page's (its own words go to the log).
live-unread = 服务器无法读取此页面发送的内容。请刷新页面后重试。
