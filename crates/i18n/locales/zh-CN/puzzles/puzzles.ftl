# The puzzle trainer's words made by its logic (crates/page/src/puzzles.rs): the task above
# the board, what the status line says of a wrong move, and the puzzles' themes.

# The task above the board (every puzzle is a win for the side to move).
puzzle-task-white = 白方先走并获胜。
puzzle-task-black = 黑方先走并获胜。

# What the status line under the board says of a wrong move.
# The wrong move ended the game, and not with the player's win.
puzzle-wrong-ends-game = 这步棋结束了对局，但你没有获胜。
# While the computer looks for the opponent's best answer to the wrong move.
puzzle-wrong-looking = 这步不对。正在分析它给了对手什么机会…
# No answer of the opponent stands out.
puzzle-wrong-advantage-lost = 这步不对：它让你的优势溜走了。
# The opponent's answer could not be played out.
puzzle-wrong = 这步不对。
# $move: the opponent's answer, in the game's notation (a1-b2).
puzzle-wrong-wins-at-once = 这步不对：对手可以走 { $move }，立即获胜。
# $move: the opponent's answer, in the game's notation; $moves: the opponent's moves to its
# win, the answer counted.
puzzle-wrong-forces-win = { $moves ->
   *[other] 这步不对：对手应以 { $move }，并在 { $moves } 步内强制获胜。
}
# As puzzle-wrong-forces-win, when the answer also takes pieces of the player's. $pieces:
# those pieces, counted in the game's own word (pieces-<game>: "2 ships").
puzzle-wrong-takes-forces-win = { $moves ->
   *[other] 这步不对：对手应以 { $move }，让你损失 { $pieces }，并在 { $moves } 步内强制获胜。
}
# $move: the opponent's answer, in the game's notation; $pieces: the player's pieces it
# takes, counted in the game's own word (pieces-<game>: "2 ships").
puzzle-wrong-takes = 这步不对：对手可以走 { $move }，让你损失 { $pieces }。
# $move: the opponent's answer, after which the player is still ahead, by much less.
puzzle-wrong-much-advantage-gone = 这步不对：对手应以 { $move }，你的优势所剩无几。
# $move: the opponent's answer, after which the player is no longer ahead.
puzzle-wrong-advantage-gone = 这步不对：对手应以 { $move }，你的优势消失了。

# The puzzles' themes (what decides a puzzle), in the theme filter's menu and the puzzle's
# details: short labels, in small letters like the rest of the line.
# Archimedes. $moves: the player's moves to sink the enemy fleet and win.
puzzle-theme-sink-in = { $moves } 步击沉
# Archimedes: a move sinks ships in two waves or more.
puzzle-theme-chain-reaction = 连锁反应
# Archimedes: the first move takes away a ship the opponent could have sunk next.
puzzle-theme-escape = 脱险
# Amazons: an enemy amazon that could move at the start cannot at the end.
puzzle-theme-trap-an-amazon = 困住皇后
# Amazons: a region only the player's amazons reach is closed off.
puzzle-theme-seal-a-room = 封闭区域
# Amazons: the line ends the game, or leaves every region of the board to one side alone.
puzzle-theme-last-move = 最后一步
# Lines of Action. $moves: the player's moves to connect the pieces and win.
puzzle-theme-connect-in = { $moves } 步连成一片
# Lines of Action: the opponent threatens to connect at once, and the first move stops it.
puzzle-theme-stop-the-connection = 阻止连成一片
# Lines of Action: the winning line captures.
puzzle-theme-capture-to-win = 吃子制胜
# A theme this version does not know (from a newer puzzles' file). $theme: its English
# name, shown as it is.
puzzle-theme-other = { $theme }
