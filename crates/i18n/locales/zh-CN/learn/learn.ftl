# The "learn" part of the catalogue: the lessons, the puzzle trainer, the how-to-play page and
# the statistics page (fetched only with those pages).

# The list of a game's lessons (#/learn/<game>).
# The back button: its visible words; learn-back-games-label is its name for screen readers,
# which must contain the visible words (the arrow aside).
learn-back-games = ← 游戏
learn-back-games-label = 返回游戏列表
learn-how-to-play = 玩法
# $game: the game's name.
learn-title = 学习{ $game }
# After a lesson the player has finished.
learn-done = ✓ 已完成

# One lesson, played step by step (#/learn/<game>/<n>).
learn-back-lessons = ← 课程
# $game: the game's name; $lesson: the lesson's title.
learn-lesson-title = { $game }：{ $lesson }
# $step: the step shown (from 1); $steps: how many steps the lesson has.
learn-step = 第 { $step } 步，共 { $steps } 步
learn-complete = 课程完成。
learn-try-again = 再试一次
learn-continue = 继续
learn-next-lesson = 下一课
# $game: the game's name.
learn-play-game = 开始对局：{ $game }

# The puzzle trainer (#/puzzles): its title and the notice when the puzzles cannot be fetched.
# The back button: its visible words; puzzle-back-games-label is its name for screen readers,
# which must contain the visible words (the arrow aside).
puzzle-back-games = ← 游戏
puzzle-back-games-label = 返回游戏列表
puzzle-title = 谜题
puzzle-load-failed = 无法加载谜题。请在联网时打开此页面一次，之后即可离线使用。

# The status line under the puzzle's board.
puzzle-find-best-move = 找出最佳着法。
puzzle-keep-going = 正确。继续：找出下一步。
# After a right move, while the opponent's reply is played.
puzzle-now-the-answer = 正确！现在看对手应着…
puzzle-solved = 解出来了！
puzzle-solution-played = 解答已逐步演示。
# After a wrong move. $line: the moves the computer expects, in the game's notation.
puzzle-computer-expects = 电脑预计的着法：{ $line }

# The buttons under the puzzle's board.
puzzle-retry = 重试
puzzle-show-solution = 查看解答
puzzle-next = 下一题
puzzle-daily = 每日谜题
puzzle-daily-solved = 每日谜题（今日已解）

# What the puzzle is, and the player's rating and streak.
# $date: the day's date (2026-12-01).
puzzle-daily-of = 每日谜题，{ $date }
# $game: the game's name; $size: the board's files (and ranks), 8 for 8×8; $rating: the
# puzzle's rating (a number such as 1500).
puzzle-about = { $game } { $size }×{ $size } · 等级分 { $rating }
# As puzzle-about; $themes: the puzzle's themes, joined by commas.
puzzle-about-themes = { $game } { $size }×{ $size } · 等级分 { $rating } · { $themes }
# Followed by the player's puzzle rating (a number).
puzzle-your-rating = 你的谜题等级分：
# Followed by how many puzzles the player solved in a row.
puzzle-streak = 连续解出：
# $best: the player's longest streak of puzzles solved.
puzzle-best-streak = （最佳：{ $best }）

# The filters, folded under the board: each is followed by its menu.
puzzle-filters = 筛选
puzzle-filter-game = 游戏
puzzle-filter-board = 棋盘
puzzle-filter-theme = 主题
puzzle-all-boards = 全部棋盘
puzzle-all-themes = 全部主题

# The how-to-play page of a game (#/rules/<game>).
# The back button: its visible words; rules-back-games-label is its name for screen readers,
# which must contain the visible words (the arrow aside).
rules-back-games = ← 游戏
rules-back-games-label = 返回游戏列表
rules-learn-by-playing = 边玩边学
# $game: the game's name.
rules-title = { $game }玩法
# The heading of the section that describes the computer's levels.
rules-difficulty = 难度

# The statistics page (#/stats).
stats-back-home = ← 首页
stats-reset-all = 重置统计
stats-title = 你的统计
stats-help = 在此浏览器中、从标准初始局面开始与电脑进行的对局。
# The table's name for screen readers.
stats-table = 统计表
# The table's column headings.
stats-game = 游戏
stats-board = 棋盘
stats-level = 难度
stats-wins = 胜
stats-losses = 负
stats-draws = 和
stats-win-rate = 胜率
# $rate: the share of games won, in percent (0 to 100).
stats-win-rate-value = { $rate }%
stats-streak = 连胜
stats-best-streak = 最长连胜
# The window that asks before the statistics are reset.
stats-reset-title = 重置全部统计？
stats-reset-help = 所有游戏的胜、负和连胜记录都将被清除。进行中的对局会保留。
stats-reset = 重置
stats-cancel = 取消
