# The "learn" part of the catalogue: the lessons, the how-to-play page and the statistics page
# (fetched only with those pages).

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
