# The games' own words from their catalogue entries (crates/<game>/src/catalogue.rs and
# levels.rs): levels, boards and what the score line counts. The code names them as
# level-<level>, level-<game>-<level> (how a level plays), board-<board> and
# game-<game>-score. A new game adds its lines here.
# dynamic: level- board-

level-easy = 简单
level-normal = 普通
level-medium = 中等
level-hard = 困难
level-crazy = 疯狂

level-archimedes-easy = 简单难度只看自己这一步，约三分之一的着法是随机的：常常让战舰暴露在敌方视线中。
level-archimedes-normal = 普通难度还会考虑你的应着，只是偶尔随机走一步。
level-archimedes-hard = 困难难度看得和普通难度一样远，但几乎从不随机走棋，因此很少让战舰陷入险境。
level-archimedes-crazy = 疯狂难度看得最远，从不随机走棋。
level-amazons-easy = 简单难度孤立地评估每一步，不考虑你的应着，约三分之一的着法是随机的。
level-amazons-normal = 普通难度以同样的方式评估着法，但随机着法少得多，因此抢占空间要稳定得多。
level-amazons-hard = 困难难度还会考虑你对它最有希望的几步棋的应着，几乎从不随机走棋。
level-amazons-crazy = 疯狂难度会检查多得多的可能性，从不随机走棋。
level-loa-easy = 简单难度向前看两步，偶尔会随机走一步。
level-loa-medium = 中等难度向前看三步。
level-loa-hard = 困难难度会在约一秒内算到尽可能深。

board-quick = 快速
board-medium = 中等
board-classic = 经典
board-big = 大型

game-archimedes-score = 舰
game-amazons-score = 格
game-loa-score = 子

# Each game's pieces, counted (its GameInfo::piece): "2 ships". Named by the code as
# pieces-<game>.
# dynamic: pieces-
pieces-archimedes = { $count ->
   *[other] { $count } 艘战舰
}
pieces-amazons = { $count ->
   *[other] { $count } 个皇后
}
pieces-loa = { $count ->
   *[other] { $count } 枚棋子
}

# What a move removed, counted, for the games whose catalogue entry names it
# (GameInfo::removals): said alone in the move list ("Move 3, White: c2-d3, sank 2 ships") and
# in the end screen's sentences (play-end-removed-...: "You sank 3 ships"), so worded to read
# in both. Named by the code as removed-<game>.
# dynamic: removed-
removed-archimedes = { $count ->
   *[other] 击沉 { $count } 艘舰
}

# How a game ended: the sentence under the end screen's title, and in an online game's result
# (Ending::message in crates/play/src/present.rs). Named by the code as
# ending-<game>-<reason> for a win and ending-<game>-<reason>-draw for a draw, <reason> being
# the rules' protocol word (EndReason::name). $winner and $loser say who the side is (choose
# the words by them): you (the person playing the computer), computer, white or black (two
# people on one device, and online games). $fleet (Archimedes: a fleet with fewer ships loses,
# 3) and $moves (Archimedes: moves without a sinking that end the game, 50; Lines of Action:
# the move limit, 300) are numbers from the rules.
# dynamic: ending-
ending-archimedes-fleet = { $loser ->
    [you] 你的舰队降到了 { $fleet } 艘以下。
    [computer] 电脑的舰队降到了 { $fleet } 艘以下。
    [white] 白方的舰队降到了 { $fleet } 艘以下。
   *[black] 黑方的舰队降到了 { $fleet } 艘以下。
}
ending-archimedes-fleet-draw = 双方舰队在同一步中都降到了 { $fleet } 艘以下。
ending-archimedes-quiet = { $winner ->
    [you] 连续 { $moves } 步没有战舰被击沉，你的舰队较大。
    [computer] 连续 { $moves } 步没有战舰被击沉，电脑的舰队较大。
    [white] 连续 { $moves } 步没有战舰被击沉，白方的舰队较大。
   *[black] 连续 { $moves } 步没有战舰被击沉，黑方的舰队较大。
}
ending-archimedes-quiet-draw = 连续 { $moves } 步没有战舰被击沉，双方舰队一样大。
ending-archimedes-nomoves = { $loser ->
    [you] 你已无棋可走。
    [computer] 电脑已无棋可走。
    [white] 白方已无棋可走。
   *[black] 黑方已无棋可走。
}
ending-amazons-nomoves = { $loser ->
    [you] 你已无棋可走。
    [computer] 电脑已无棋可走。
    [white] 白方已无棋可走。
   *[black] 黑方已无棋可走。
}
ending-loa-connected = { $winner ->
    [you] 你的所有棋子连成了一片。
    [computer] 电脑的所有棋子连成了一片。
    [white] 白方的所有棋子连成了一片。
   *[black] 黑方的所有棋子连成了一片。
}
ending-loa-movelimit-draw = 已达到 { $moves } 步的上限。
ending-loa-nomoves = { $loser ->
    [you] 你已无棋可走。
    [computer] 电脑已无棋可走。
    [white] 白方已无棋可走。
   *[black] 黑方已无棋可走。
}
