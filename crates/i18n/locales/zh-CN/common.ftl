# The online pages' bar and the words for games.
# $game: the game's name; $size: the board's width in squares.
common-variant = { $game }，{ $size } × { $size }
common-days-per-move = { $count ->
   *[other] 每步 { $count } 天
}
common-rated = 积分赛
common-casual = 休闲赛
common-bot-title = 电脑程序
common-unreachable = 无法从此处连接在线服务。
common-account-closed = 管理员已关闭此账号。你已退出登录。
common-error = 出了点问题，请稍后再试。
common-reconnecting = 正在重新连接…
common-online = 在线
common-home = 首页
common-lobby = 大厅
common-watch = 观战
common-tournaments = 锦标赛
common-you-play-as = 当前身份
common-log-out = 退出登录
common-log-in = 登录或注册账号
common-moderation = 管理
common-ok = 确定

# The windows to copy a text, open a game record, and take a friend's game.
common-copied = 已复制。
common-copy-refused = 浏览器不允许本页复制：请选中文本自行复制。
common-copy = 复制
common-done = 完成
common-import-help = 粘贴棋谱（从本站复制）或局面。
common-import-label = 棋谱或局面
common-open = 打开
common-cancel = 取消
common-replace-title = 好友的一步棋
common-replace-help = 此链接中的对局与你正在进行的不同。打开它会替换你当前的对局。
common-replace-open = 打开好友的对局
common-replace-keep = 保留我的对局

# The board.
common-board-label = 棋盘：方向键移动光标，回车键选择

# The analysis.
common-analysis = 分析
common-analysis-finish = 完成分析
common-analysis-start = 分析本局
# $position: the position being analysed; $total: how many there are.
common-analysing = 正在分析：第 { $position } 个局面，共 { $total } 个
common-marks = 标记
# $name: a side ("You", "White").
common-side-marks = { $name }：
# $line: the engine's moves.
common-analysis-line = 变化：{ $line }
common-graph-label = 评估图：浅色区域表示白方每一步的胜算。点击图表可跳到对应的一步。

# A page whose code could not be downloaded.
common-load-failed = 无法打开此页面
common-load-failed-help = 网站的这一部分尚未下载，且网络似乎已断开。请检查网络后重试。
common-try-again = 重试
common-back-to-games = 返回游戏列表

# The notices.
common-dismiss = 关闭通知

# The online games waiting for the player's move.
common-your-turn = 轮到你了
# $variant: the game and board ("Amazons, 8 × 8"); $opponent: the opponent's name.
common-game-against = { $variant }，对手：{ $opponent }

# The offer of a game's lessons.
# $game: the game's name; $count: how many lessons.
offer-new-to = { $count ->
   *[other] 刚接触{ $game }？{ $count } 节简短课程，让你边下边学。
}
offer-learn = 学习玩法
offer-no-thanks = 不用了

# The offer of a new version of the site (offline.js).
common-update-ready = skillgames 新版本已就绪。
common-update-reload = 刷新
common-update-later = 稍后

# Why a game's link cannot be opened (skillgames_play::link::LinkError).
link-too-long = 此链接过长，不可能是对局链接。
link-unknown-kind = 此链接没有指向任何对局。
link-unknown-game = 此链接中的游戏或棋盘本站没有。
link-bad-position = 此链接中的局面无法进行对局。
# $number: the move's place in the game, from 1.
link-illegal-move = 此链接中的第 { $number } 步不是合法着法：链接已损坏。
link-no-move = 此链接中没有需要应着的着法。

# Why a pasted game record cannot be read (skillgames_play::transcript::ReadError). $line: the
# line of the text (from 1); $game: a game's name; $move, $name, $board, $text: what the text
# says there, as written.
record-empty = 没有可读取的内容：请粘贴棋谱或局面。
record-too-long = 这段文字太长，不可能是棋谱。
record-unknown-game = 第 { $line } 行：本站没有“{ $name }”这个游戏。
record-other-game = 第 { $line } 行：这是一局{ $game }，请从{ $game }的页面打开。
record-unknown-board = 第 { $line } 行：{ $game }没有“{ $board }”这种棋盘。
record-bad-position = 第 { $line } 行：该初始局面无法进行对局。
# $number: the move's number in the record; $side: white or black (whose move it was).
record-illegal-move = { $side ->
    [white] 第 { $line } 行：第 { $number } 回合白方的着法“{ $move }”在该局面下不合法。
   *[black] 第 { $line } 行：第 { $number } 回合黑方的着法“{ $move }”在该局面下不合法。
}
record-after-end = 第 { $line } 行：在“{ $move }”之前对局就已结束。
record-unreadable = 第 { $line } 行：“{ $text }”既不是棋谱，也不是局面。
