# The games' own words from their catalogue entries (crates/<game>/src/catalogue.rs and
# levels.rs): levels, boards and what the score line counts. The code names them as
# level-<level>, level-<game>-<level> (how a level plays), board-<board> and
# game-<game>-score. A new game adds its lines here.
# dynamic: level- board-

level-easy = Easy
level-normal = Normal
level-medium = Medium
level-hard = Hard
level-crazy = Crazy

level-archimedes-easy = Easy looks only at its own move, and about a third of its moves are random: it leaves ships exposed fairly often.
level-archimedes-normal = Normal also looks at your reply, and only now and then plays a random move.
level-archimedes-hard = Hard looks as far as Normal but almost never moves at random, so it rarely leaves a ship hanging.
level-archimedes-crazy = Crazy looks furthest ahead and never moves at random.
level-amazons-easy = Easy judges each move on its own, without thinking about your reply, and about a third of its moves are random.
level-amazons-normal = Normal judges moves the same way but plays far fewer random moves, so it claims space much more steadily.
level-amazons-hard = Hard also considers your reply to its most promising moves, and almost never moves at random.
level-amazons-crazy = Crazy checks far more possibilities and never moves at random.
level-loa-easy = Easy looks two moves ahead and now and then plays a random move.
level-loa-medium = Medium looks three moves ahead.
level-loa-hard = Hard looks as deep as it can in about a second.

board-quick = Quick
board-medium = Medium
board-classic = Classic
board-big = Big

game-archimedes-score = ships
game-amazons-score = squares
game-loa-score = pieces

# Each game's pieces, counted (its GameInfo::piece): "2 ships". Named by the code as
# pieces-<game>.
# dynamic: pieces-
pieces-archimedes = { $count ->
    [one] { $count } ship
   *[other] { $count } ships
}
pieces-amazons = { $count ->
    [one] { $count } amazon
   *[other] { $count } amazons
}
pieces-loa = { $count ->
    [one] { $count } piece
   *[other] { $count } pieces
}

# What a move removed, counted, for the games whose catalogue entry names it
# (GameInfo::removals): said alone in the move list ("Move 3, White: c2-d3, sank 2 ships") and
# in the end screen's sentences (play-end-removed-...: "You sank 3 ships"), so worded to read
# in both. Named by the code as removed-<game>.
# dynamic: removed-
removed-archimedes = { $count ->
    [one] sank { $count } ship
   *[other] sank { $count } ships
}
