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
    [you] Your fleet fell below { $fleet ->
        [one] one
        [3] three
       *[other] { $fleet }
    } ships.
    [computer] The computer's fleet fell below { $fleet ->
        [one] one
        [3] three
       *[other] { $fleet }
    } ships.
    [white] White's fleet fell below { $fleet ->
        [one] one
        [3] three
       *[other] { $fleet }
    } ships.
   *[black] Black's fleet fell below { $fleet ->
        [one] one
        [3] three
       *[other] { $fleet }
    } ships.
}
ending-archimedes-fleet-draw = Both fleets fell below { $fleet ->
        [one] one
        [3] three
       *[other] { $fleet }
    } ships in the same move.
ending-archimedes-quiet = { $winner ->
    [you] { $moves } moves passed without a sinking, and you had the larger fleet.
    [computer] { $moves } moves passed without a sinking, and the computer had the larger fleet.
    [white] { $moves } moves passed without a sinking, and White had the larger fleet.
   *[black] { $moves } moves passed without a sinking, and Black had the larger fleet.
}
ending-archimedes-quiet-draw = { $moves } moves passed without a sinking, with fleets of equal size.
ending-archimedes-nomoves = { $loser ->
    [you] You had no legal move.
    [computer] The computer had no legal move.
    [white] White had no legal move.
   *[black] Black had no legal move.
}
ending-amazons-nomoves = { $loser ->
    [you] You had no legal move.
    [computer] The computer had no legal move.
    [white] White had no legal move.
   *[black] Black had no legal move.
}
ending-loa-connected = { $winner ->
    [you] You connected all your pieces.
    [computer] The computer connected all its pieces.
    [white] White connected all its pieces.
   *[black] Black connected all its pieces.
}
ending-loa-movelimit-draw = The { $moves }-move limit was reached.
ending-loa-nomoves = { $loser ->
    [you] You had no legal move.
    [computer] The computer had no legal move.
    [white] White had no legal move.
   *[black] Black had no legal move.
}
