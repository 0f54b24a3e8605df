# The puzzle trainer's words made by its logic (crates/page/src/puzzles.rs): the task above
# the board, what the status line says of a wrong move, and the puzzles' themes.

# The task above the board (every puzzle is a win for the side to move).
puzzle-task-white = Les Blancs jouent et gagnent.
puzzle-task-black = Les Noirs jouent et gagnent.

# What the status line under the board says of a wrong move.
# The wrong move ended the game, and not with the player's win.
puzzle-wrong-ends-game = Ce coup termine la partie, mais pas par votre victoire.
# While the computer looks for the opponent's best answer to the wrong move.
puzzle-wrong-looking = Ce n’est pas le bon coup. Voyons ce qu’il permet…
# No answer of the opponent stands out.
puzzle-wrong-advantage-lost = Ce n’est pas le bon coup : il laisse filer votre avantage.
# The opponent's answer could not be played out.
puzzle-wrong = Ce n’est pas le bon coup.
# $move: the opponent's answer, in the game's notation (a1-b2).
puzzle-wrong-wins-at-once = Ce n’est pas le bon coup : il permet { $move }, qui gagne aussitôt.
# $move: the opponent's answer, in the game's notation; $moves: the opponent's moves to its
# win, the answer counted.
puzzle-wrong-forces-win = { $moves ->
    [one] Ce n’est pas le bon coup : votre adversaire répond { $move } et force la victoire en { $moves } coup.
    [many] Ce n’est pas le bon coup : votre adversaire répond { $move } et force la victoire en { $moves } coups.
   *[other] Ce n’est pas le bon coup : votre adversaire répond { $move } et force la victoire en { $moves } coups.
}
# As puzzle-wrong-forces-win, when the answer also takes pieces of the player's. $pieces:
# those pieces, counted in the game's own word (pieces-<game>: "2 ships").
puzzle-wrong-takes-forces-win = { $moves ->
    [one] Ce n’est pas le bon coup : votre adversaire répond { $move }, prend { $pieces } et force la victoire en { $moves } coup.
    [many] Ce n’est pas le bon coup : votre adversaire répond { $move }, prend { $pieces } et force la victoire en { $moves } coups.
   *[other] Ce n’est pas le bon coup : votre adversaire répond { $move }, prend { $pieces } et force la victoire en { $moves } coups.
}
# $move: the opponent's answer, in the game's notation; $pieces: the player's pieces it
# takes, counted in the game's own word (pieces-<game>: "2 ships").
puzzle-wrong-takes = Ce n’est pas le bon coup : il permet { $move }, qui prend { $pieces }.
# $move: the opponent's answer, after which the player is still ahead, by much less.
puzzle-wrong-much-advantage-gone = Ce n’est pas le bon coup : votre adversaire répond { $move }, et une bonne partie de votre avantage s’envole.
# $move: the opponent's answer, after which the player is no longer ahead.
puzzle-wrong-advantage-gone = Ce n’est pas le bon coup : votre adversaire répond { $move }, et votre avantage s’envole.

# The puzzles' themes (what decides a puzzle), in the theme filter's menu and the puzzle's
# details: short labels, in small letters like the rest of the line.
# Archimedes. $moves: the player's moves to sink the enemy fleet and win.
puzzle-theme-sink-in = couler en { $moves }
# Archimedes: a move sinks ships in two waves or more.
puzzle-theme-chain-reaction = réaction en chaîne
# Archimedes: the first move takes away a ship the opponent could have sunk next.
puzzle-theme-escape = esquive
# Amazons: an enemy amazon that could move at the start cannot at the end.
puzzle-theme-trap-an-amazon = enfermer une amazone
# Amazons: a region only the player's amazons reach is closed off.
puzzle-theme-seal-a-room = fermer une zone
# Amazons: the line ends the game, or leaves every region of the board to one side alone.
puzzle-theme-last-move = dernier coup
# Lines of Action. $moves: the player's moves to connect the pieces and win.
puzzle-theme-connect-in = connecter en { $moves }
# Lines of Action: the opponent threatens to connect at once, and the first move stops it.
puzzle-theme-stop-the-connection = empêcher la connexion
# Lines of Action: the winning line captures.
puzzle-theme-capture-to-win = gagner par une prise
# A theme this version does not know (from a newer puzzles' file). $theme: its English
# name, shown as it is.
puzzle-theme-other = { $theme }
