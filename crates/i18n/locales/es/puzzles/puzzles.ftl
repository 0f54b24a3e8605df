# The puzzle trainer's words made by its logic (crates/page/src/puzzles.rs): the task above
# the board, what the status line says of a wrong move, and the puzzles' themes.

# The task above the board (every puzzle is a win for the side to move).
puzzle-task-white = Juegan las blancas y ganan.
puzzle-task-black = Juegan las negras y ganan.

# What the status line under the board says of a wrong move.
# The wrong move ended the game, and not with the player's win.
puzzle-wrong-ends-game = Esa jugada termina la partida, pero no con tu victoria.
# While the computer looks for the opponent's best answer to the wrong move.
puzzle-wrong-looking = Esa no es la jugada. Viendo lo que permite…
# No answer of the opponent stands out.
puzzle-wrong-advantage-lost = Esa no es la jugada: deja escapar tu ventaja.
# The opponent's answer could not be played out.
puzzle-wrong = Esa no es la jugada.
# $move: the opponent's answer, in the game's notation (a1-b2).
puzzle-wrong-wins-at-once = Esa no es la jugada: permite { $move }, que gana en el acto.
# $move: the opponent's answer, in the game's notation; $moves: the opponent's moves to its
# win, the answer counted.
puzzle-wrong-forces-win = { $moves ->
    [one] Esa no es la jugada: tu rival responde { $move } y fuerza la victoria en { $moves } jugada.
    [many] Esa no es la jugada: tu rival responde { $move } y fuerza la victoria en { $moves } jugadas.
   *[other] Esa no es la jugada: tu rival responde { $move } y fuerza la victoria en { $moves } jugadas.
}
# As puzzle-wrong-forces-win, when the answer also takes pieces of the player's. $pieces:
# those pieces, counted in the game's own word (pieces-<game>: "2 ships").
puzzle-wrong-takes-forces-win = { $moves ->
    [one] Esa no es la jugada: tu rival responde { $move }, captura { $pieces } y fuerza la victoria en { $moves } jugada.
    [many] Esa no es la jugada: tu rival responde { $move }, captura { $pieces } y fuerza la victoria en { $moves } jugadas.
   *[other] Esa no es la jugada: tu rival responde { $move }, captura { $pieces } y fuerza la victoria en { $moves } jugadas.
}
# $move: the opponent's answer, in the game's notation; $pieces: the player's pieces it
# takes, counted in the game's own word (pieces-<game>: "2 ships").
puzzle-wrong-takes = Esa no es la jugada: permite { $move }, que captura { $pieces }.
# $move: the opponent's answer, after which the player is still ahead, by much less.
puzzle-wrong-much-advantage-gone = Esa no es la jugada: tu rival responde { $move } y pierdes buena parte de tu ventaja.
# $move: the opponent's answer, after which the player is no longer ahead.
puzzle-wrong-advantage-gone = Esa no es la jugada: tu rival responde { $move } y pierdes tu ventaja.

# The puzzles' themes (what decides a puzzle), in the theme filter's menu and the puzzle's
# details: short labels, in small letters like the rest of the line.
# Archimedes. $moves: the player's moves to sink the enemy fleet and win.
puzzle-theme-sink-in = hundir en { $moves }
# Archimedes: a move sinks ships in two waves or more.
puzzle-theme-chain-reaction = reacción en cadena
# Archimedes: the first move takes away a ship the opponent could have sunk next.
puzzle-theme-escape = escape
# Amazons: an enemy amazon that could move at the start cannot at the end.
puzzle-theme-trap-an-amazon = atrapar una amazona
# Amazons: a region only the player's amazons reach is closed off.
puzzle-theme-seal-a-room = sellar una zona
# Amazons: the line ends the game, or leaves every region of the board to one side alone.
puzzle-theme-last-move = última jugada
# Lines of Action. $moves: the player's moves to connect the pieces and win.
puzzle-theme-connect-in = conectar en { $moves }
# Lines of Action: the opponent threatens to connect at once, and the first move stops it.
puzzle-theme-stop-the-connection = impedir la conexión
# Lines of Action: the winning line captures.
puzzle-theme-capture-to-win = capturar para ganar
# A theme this version does not know (from a newer puzzles' file). $theme: its English
# name, shown as it is.
puzzle-theme-other = { $theme }
