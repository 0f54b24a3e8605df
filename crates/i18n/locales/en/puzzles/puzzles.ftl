# The puzzle trainer's words made by its logic (crates/page/src/puzzles.rs): the task above
# the board, what the status line says of a wrong move, and the puzzles' themes.

# The task above the board (every puzzle is a win for the side to move).
puzzle-task-white = White to play and win.
puzzle-task-black = Black to play and win.

# What the status line under the board says of a wrong move.
# The wrong move ended the game, and not with the player's win.
puzzle-wrong-ends-game = That move ends the game, but not with your win.
# While the computer looks for the opponent's best answer to the wrong move.
puzzle-wrong-looking = That is not the move. Looking at what it allows…
# No answer of the opponent stands out.
puzzle-wrong-advantage-lost = That is not the move: it lets your advantage go.
# The opponent's answer could not be played out.
puzzle-wrong = That is not the move.
# $move: the opponent's answer, in the game's notation (a1-b2).
puzzle-wrong-wins-at-once = That is not the move: it allows { $move }, which wins at once.
# $move: the opponent's answer, in the game's notation; $moves: the opponent's moves to its
# win, the answer counted.
puzzle-wrong-forces-win = { $moves ->
    [one] That is not the move: your opponent answers { $move } and forces a win in { $moves } move.
   *[other] That is not the move: your opponent answers { $move } and forces a win in { $moves } moves.
}
# As puzzle-wrong-forces-win, when the answer also takes pieces of the player's. $pieces:
# those pieces, counted in the game's own word (pieces-<game>: "2 ships").
puzzle-wrong-takes-forces-win = { $moves ->
    [one] That is not the move: your opponent answers { $move }, takes { $pieces }, and forces a win in { $moves } move.
   *[other] That is not the move: your opponent answers { $move }, takes { $pieces }, and forces a win in { $moves } moves.
}
# $move: the opponent's answer, in the game's notation; $pieces: the player's pieces it
# takes, counted in the game's own word (pieces-<game>: "2 ships").
puzzle-wrong-takes = That is not the move: it allows { $move }, which takes { $pieces }.
# $move: the opponent's answer, after which the player is still ahead, by much less.
puzzle-wrong-much-advantage-gone = That is not the move: your opponent answers { $move }, and much of your advantage is gone.
# $move: the opponent's answer, after which the player is no longer ahead.
puzzle-wrong-advantage-gone = That is not the move: your opponent answers { $move }, and your advantage is gone.

# The puzzles' themes (what decides a puzzle), in the theme filter's menu and the puzzle's
# details: short labels, in small letters like the rest of the line.
# Archimedes. $moves: the player's moves to sink the enemy fleet and win.
puzzle-theme-sink-in = sink in { $moves }
# Archimedes: a move sinks ships in two waves or more.
puzzle-theme-chain-reaction = chain reaction
# Archimedes: the first move takes away a ship the opponent could have sunk next.
puzzle-theme-escape = escape
# Amazons: an enemy amazon that could move at the start cannot at the end.
puzzle-theme-trap-an-amazon = trap an amazon
# Amazons: a region only the player's amazons reach is closed off.
puzzle-theme-seal-a-room = seal a room
# Amazons: the line ends the game, or leaves every region of the board to one side alone.
puzzle-theme-last-move = last move
# Lines of Action. $moves: the player's moves to connect the pieces and win.
puzzle-theme-connect-in = connect in { $moves }
# Lines of Action: the opponent threatens to connect at once, and the first move stops it.
puzzle-theme-stop-the-connection = stop the connection
# Lines of Action: the winning line captures.
puzzle-theme-capture-to-win = capture to win
# A theme this version does not know (from a newer puzzles' file). $theme: its English
# name, shown as it is.
puzzle-theme-other = { $theme }
