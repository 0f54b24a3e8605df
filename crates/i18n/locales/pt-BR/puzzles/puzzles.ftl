# The puzzle trainer's words made by its logic (crates/page/src/puzzles.rs): the task above
# the board, what the status line says of a wrong move, and the puzzles' themes.

# The task above the board (every puzzle is a win for the side to move).
puzzle-task-white = As brancas jogam e vencem.
puzzle-task-black = As pretas jogam e vencem.

# What the status line under the board says of a wrong move.
# The wrong move ended the game, and not with the player's win.
puzzle-wrong-ends-game = Esse lance termina a partida, mas não com a sua vitória.
# While the computer looks for the opponent's best answer to the wrong move.
puzzle-wrong-looking = Esse não é o lance. Vendo o que ele permite…
# No answer of the opponent stands out.
puzzle-wrong-advantage-lost = Esse não é o lance: ele deixa sua vantagem escapar.
# The opponent's answer could not be played out.
puzzle-wrong = Esse não é o lance.
# $move: the opponent's answer, in the game's notation (a1-b2).
puzzle-wrong-wins-at-once = Esse não é o lance: ele permite { $move }, que vence na hora.
# $move: the opponent's answer, in the game's notation; $moves: the opponent's moves to its
# win, the answer counted.
puzzle-wrong-forces-win = { $moves ->
    [one] Esse não é o lance: seu adversário responde { $move } e força a vitória em { $moves } lance.
    [many] Esse não é o lance: seu adversário responde { $move } e força a vitória em { $moves } lances.
   *[other] Esse não é o lance: seu adversário responde { $move } e força a vitória em { $moves } lances.
}
# As puzzle-wrong-forces-win, when the answer also takes pieces of the player's. $pieces:
# those pieces, counted in the game's own word (pieces-<game>: "2 ships").
puzzle-wrong-takes-forces-win = { $moves ->
    [one] Esse não é o lance: seu adversário responde { $move }, captura { $pieces } e força a vitória em { $moves } lance.
    [many] Esse não é o lance: seu adversário responde { $move }, captura { $pieces } e força a vitória em { $moves } lances.
   *[other] Esse não é o lance: seu adversário responde { $move }, captura { $pieces } e força a vitória em { $moves } lances.
}
# $move: the opponent's answer, in the game's notation; $pieces: the player's pieces it
# takes, counted in the game's own word (pieces-<game>: "2 ships").
puzzle-wrong-takes = Esse não é o lance: ele permite { $move }, que captura { $pieces }.
# $move: the opponent's answer, after which the player is still ahead, by much less.
puzzle-wrong-much-advantage-gone = Esse não é o lance: seu adversário responde { $move }, e boa parte da sua vantagem se vai.
# $move: the opponent's answer, after which the player is no longer ahead.
puzzle-wrong-advantage-gone = Esse não é o lance: seu adversário responde { $move }, e sua vantagem se vai.

# The puzzles' themes (what decides a puzzle), in the theme filter's menu and the puzzle's
# details: short labels, in small letters like the rest of the line.
# Archimedes. $moves: the player's moves to sink the enemy fleet and win.
puzzle-theme-sink-in = afundar em { $moves }
# Archimedes: a move sinks ships in two waves or more.
puzzle-theme-chain-reaction = reação em cadeia
# Archimedes: the first move takes away a ship the opponent could have sunk next.
puzzle-theme-escape = fuga
# Amazons: an enemy amazon that could move at the start cannot at the end.
puzzle-theme-trap-an-amazon = prender uma amazona
# Amazons: a region only the player's amazons reach is closed off.
puzzle-theme-seal-a-room = fechar uma sala
# Amazons: the line ends the game, or leaves every region of the board to one side alone.
puzzle-theme-last-move = último lance
# Lines of Action. $moves: the player's moves to connect the pieces and win.
puzzle-theme-connect-in = conectar em { $moves }
# Lines of Action: the opponent threatens to connect at once, and the first move stops it.
puzzle-theme-stop-the-connection = impedir a conexão
# Lines of Action: the winning line captures.
puzzle-theme-capture-to-win = capturar para vencer
# A theme this version does not know (from a newer puzzles' file). $theme: its English
# name, shown as it is.
puzzle-theme-other = { $theme }
