# The game page: its settings window, pause menu and end screen, the bar above the board, the
# board's strips and status line, the review under the board and the move list.

# The settings window, before a game.
play-back = 返回
play-opponent = 对手
play-computer = 电脑
play-friend = 好友
play-difficulty = 难度
play-level-gentlest = 最简单的难度。
# $elo: how many Elo points stronger; $first: the name of the gentlest level ("Easy").
play-level-stronger = 在此棋盘上实测比{ $first }强约 { $elo } Elo。
play-from-here-help = 从当前显示的局面开始新对局。该对局不计入你的统计。
play-board = 棋盘
play-start = 开始对局
# The button's name for screen readers: it must contain the words of play-start.
play-start-label = 开始对局：按以上设置开局
play-last-game = 复盘上一局

# The pause menu.
play-paused = 已暂停
play-resume = 继续
play-new-game = 新对局
play-share-game = 分享本局链接
play-game-record = 棋谱
play-open-record = 打开棋谱
play-open-game-of = 打开{ $game }棋谱
play-sound-on = 声音：开
play-sound-off = 声音：关
play-preferences = 设置
play-home = 首页

# The end screen.
play-end-you-won = 你赢了！
play-end-you-lost = 你输了
play-end-draw = 和棋
play-end-white-wins = 白方胜
play-end-black-wins = 黑方胜
play-end-moves = { $count ->
   *[other] 共走了 { $count } 步。
}
play-end-statistics = 你的统计
play-end-wins = 胜
play-end-losses = 负
play-end-draws = 和
play-end-win-rate = 胜率
# $rate: the share of games won, in percent (0 to 100).
play-end-win-rate-value = { $rate }%
play-end-streak = 连胜
play-end-best-streak = 最长连胜
play-end-again = 再来一局
play-end-review = 复盘
play-end-analyse = 分析
play-end-share = 分享链接
play-end-settings = 更改对局设置

# The bar above the board.
play-menu = 菜单（暂停）
play-score-line = 比分
play-hint = 提示
play-undo = 悔棋

# The players' names on their strips and in the score line.
play-white = 白方
play-black = 黑方
play-you = 你

# The board's strips and the status line under the board.
play-thinking = 电脑正在思考
# $move: the move in words; $ply: how many moves are shown; $total: how many there are.
play-status-move = { $move }（第 { $ply } 步，共 { $total } 步）
play-status-start = 开局（第 0 步，共 { $total } 步）
play-status-game-over = 对局结束
play-status-shoot = 请射出一支箭
play-status-thinking = 电脑正在思考…
play-status-white-to-move = 轮到白方
play-status-black-to-move = 轮到黑方
play-status-your-move = 轮到你了

# The windows to share a link to the game or its record.
play-share-title = 分享本局
play-share-help = 打开此链接的人都能看到本局，并可逐步查看。
play-record-help = 本局的文本棋谱：可以保存下来，之后粘贴到“打开棋谱”中。
play-send-move = 发送你的着法
play-send-move-help = 把此链接发给你的好友：它会打开带有你这步棋的对局，等对方应着。

# The review under the board.
play-looking = 供观看的对局：可逐步查看，也可从任意局面接着下。
play-close = 关闭
play-back-to-game = 返回对局
play-results = 结果
play-from-here = 从此处接着下

# The move list and the buttons to step through the game.
play-moves = 着法
play-no-moves = 还没有着法。
play-review-bar = 复盘
play-first-position = 初始局面
play-previous-move = 上一步
play-next-move = 下一步
play-latest-move = 最新一步

# The sentences the game page's logic makes (crates/page: move_list.rs, analysis.rs) and the
# end screen's count of what each side removed.
# The sides as the page names them, before a colon or as a sentence's subject ("White: c2-d3",
# "You: 1 inaccuracy").
play-name-you = 你
play-name-computer = 电脑
play-name-white = 白方
play-name-black = 黑方
# What a screen reader says for a move in the move list (and the status line while stepping
# through a game). $number: the move's number; $side: who played it (play-name-white or
# play-name-black); $move: the move in the game's notation; $removed: what it removed
# (removed-<game>, or play-took: "sank 2 ships"); $mark: the analysis's mark (play-mark-...).
play-move-words = 第 { $number } 回合，{ $side }：{ $move }
play-move-words-removed = 第 { $number } 回合，{ $side }：{ $move }，{ $removed }
play-move-words-marked = 第 { $number } 回合，{ $side }：{ $move }，{ $mark }
play-move-words-removed-marked = 第 { $number } 回合，{ $side }：{ $move }，{ $removed }，{ $mark }
# What a move took, in a game without its own words for it. $pieces: the pieces, counted
# (pieces-<game>: "1 piece").
play-took = 吃掉 { $pieces }
# The analysis's marks of a move, as the move list says them.
play-mark-inaccuracy = 不精确
play-mark-mistake = 失误
play-mark-blunder = 严重失误
# How many moves of each mark a side played, after its name (common-side-marks).
play-mark-counts = { $inaccuracies ->
   *[other] { $inaccuracies } 次不精确
}，{ $mistakes ->
   *[other] { $mistakes } 次失误
}，{ $blunders ->
   *[other] { $blunders } 次严重失误
}
# Under the board at a marked move. $played: the move played; $better: the engine's move.
play-advice-inaccuracy = { $played } 是一步不精确的着法。更好的着法是 { $better }。
play-advice-mistake = { $played } 是一步失误。更好的着法是 { $better }。
play-advice-blunder = { $played } 是一步严重失误。更好的着法是 { $better }。
# The end screen: what each side removed (removed-<game>: "sank 3 ships"), White's first.
# $you: what you removed; $computer: what the computer removed.
play-end-removed-you-computer = 你{ $you }；电脑{ $computer }。
play-end-removed-computer-you = 电脑{ $computer }；你{ $you }。
# Between friends. $white, $black: what White and Black removed.
play-end-removed-white-black = 白方{ $white }；黑方{ $black }。

# What the game page tells the player (skillgames_page::controller's notices).
play-position-unplayable = 该局面无法进行对局。
play-computer-failed = 电脑在此处找不到着法。请悔棋或开始新对局。
play-own-link = 此链接包含的是你自己的着法：请把它发给好友，由对方在自己的设备上应着。
play-computer-restarted = 电脑停止响应，已重新启动。对局继续。
