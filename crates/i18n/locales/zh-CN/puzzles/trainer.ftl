# The puzzle trainer (#/puzzles): its part of the catalogue, fetched only with it.

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
