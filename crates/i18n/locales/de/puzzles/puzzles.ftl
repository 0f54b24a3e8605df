# The puzzle trainer's words made by its logic (crates/page/src/puzzles.rs): the task above
# the board, what the status line says of a wrong move, and the puzzles' themes.

# The task above the board (every puzzle is a win for the side to move).
puzzle-task-white = Weiß zieht und gewinnt.
puzzle-task-black = Schwarz zieht und gewinnt.

# What the status line under the board says of a wrong move.
# The wrong move ended the game, and not with the player's win.
puzzle-wrong-ends-game = Dieser Zug beendet die Partie, aber nicht mit deinem Sieg.
# While the computer looks for the opponent's best answer to the wrong move.
puzzle-wrong-looking = Das ist nicht der richtige Zug. Mal sehen, was er zulässt …
# No answer of the opponent stands out.
puzzle-wrong-advantage-lost = Das ist nicht der richtige Zug: Damit verspielst du deinen Vorteil.
# The opponent's answer could not be played out.
puzzle-wrong = Das ist nicht der richtige Zug.
# $move: the opponent's answer, in the game's notation (a1-b2).
puzzle-wrong-wins-at-once = Das ist nicht der richtige Zug: Er erlaubt { $move }, und das gewinnt sofort.
# $move: the opponent's answer, in the game's notation; $moves: the opponent's moves to its
# win, the answer counted.
puzzle-wrong-forces-win = { $moves ->
    [one] Das ist nicht der richtige Zug: Dein Gegner antwortet { $move } und erzwingt den Sieg in { $moves } Zug.
   *[other] Das ist nicht der richtige Zug: Dein Gegner antwortet { $move } und erzwingt den Sieg in { $moves } Zügen.
}
# As puzzle-wrong-forces-win, when the answer also takes pieces of the player's. $pieces:
# those pieces, counted in the game's own word (pieces-<game>: "2 ships").
puzzle-wrong-takes-forces-win = { $moves ->
    [one] Das ist nicht der richtige Zug: Dein Gegner antwortet { $move }, schlägt { $pieces } und erzwingt den Sieg in { $moves } Zug.
   *[other] Das ist nicht der richtige Zug: Dein Gegner antwortet { $move }, schlägt { $pieces } und erzwingt den Sieg in { $moves } Zügen.
}
# $move: the opponent's answer, in the game's notation; $pieces: the player's pieces it
# takes, counted in the game's own word (pieces-<game>: "2 ships").
puzzle-wrong-takes = Das ist nicht der richtige Zug: Er erlaubt { $move }, und das schlägt { $pieces }.
# $move: the opponent's answer, after which the player is still ahead, by much less.
puzzle-wrong-much-advantage-gone = Das ist nicht der richtige Zug: Dein Gegner antwortet { $move }, und ein Großteil deines Vorteils ist weg.
# $move: the opponent's answer, after which the player is no longer ahead.
puzzle-wrong-advantage-gone = Das ist nicht der richtige Zug: Dein Gegner antwortet { $move }, und dein Vorteil ist weg.

# The puzzles' themes (what decides a puzzle), in the theme filter's menu and the puzzle's
# details: short labels, in small letters like the rest of the line.
# Archimedes. $moves: the player's moves to sink the enemy fleet and win.
puzzle-theme-sink-in = Versenken in { $moves }
# Archimedes: a move sinks ships in two waves or more.
puzzle-theme-chain-reaction = Kettenreaktion
# Archimedes: the first move takes away a ship the opponent could have sunk next.
puzzle-theme-escape = Flucht
# Amazons: an enemy amazon that could move at the start cannot at the end.
puzzle-theme-trap-an-amazon = Amazone einsperren
# Amazons: a region only the player's amazons reach is closed off.
puzzle-theme-seal-a-room = Raum schließen
# Amazons: the line ends the game, or leaves every region of the board to one side alone.
puzzle-theme-last-move = letzter Zug
# Lines of Action. $moves: the player's moves to connect the pieces and win.
puzzle-theme-connect-in = Verbinden in { $moves }
# Lines of Action: the opponent threatens to connect at once, and the first move stops it.
puzzle-theme-stop-the-connection = Verbindung verhindern
# Lines of Action: the winning line captures.
puzzle-theme-capture-to-win = Sieg durch Schlagen
# A theme this version does not know (from a newer puzzles' file). $theme: its English
# name, shown as it is.
puzzle-theme-other = { $theme }
