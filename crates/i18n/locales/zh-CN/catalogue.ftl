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
