# The puzzle trainer's words made by its logic (crates/page/src/puzzles.rs): the task above
# the board, what the status line says of a wrong move, and the puzzles' themes.

# The task above the board (every puzzle is a win for the side to move).
puzzle-task-white = Белые начинают и выигрывают.
puzzle-task-black = Чёрные начинают и выигрывают.

# What the status line under the board says of a wrong move.
# The wrong move ended the game, and not with the player's win.
puzzle-wrong-ends-game = Этот ход завершает партию, но не вашей победой.
# While the computer looks for the opponent's best answer to the wrong move.
puzzle-wrong-looking = Это не тот ход. Смотрим, что он позволяет…
# No answer of the opponent stands out.
puzzle-wrong-advantage-lost = Это не тот ход: вы упускаете преимущество.
# The opponent's answer could not be played out.
puzzle-wrong = Это не тот ход.
# $move: the opponent's answer, in the game's notation (a1-b2).
puzzle-wrong-wins-at-once = Это не тот ход: он позволяет сопернику сыграть { $move } и сразу выиграть.
# $move: the opponent's answer, in the game's notation; $moves: the opponent's moves to its
# win, the answer counted.
puzzle-wrong-forces-win = { $moves ->
    [one] Это не тот ход: соперник отвечает { $move } и форсированно выигрывает за { $moves } ход.
    [few] Это не тот ход: соперник отвечает { $move } и форсированно выигрывает за { $moves } хода.
    [many] Это не тот ход: соперник отвечает { $move } и форсированно выигрывает за { $moves } ходов.
   *[other] Это не тот ход: соперник отвечает { $move } и форсированно выигрывает за { $moves } хода.
}
# As puzzle-wrong-forces-win, when the answer also takes pieces of the player's. $pieces:
# those pieces, counted in the game's own word (pieces-<game>: "2 ships").
puzzle-wrong-takes-forces-win = { $moves ->
    [one] Это не тот ход: соперник отвечает { $move } (ваши потери: { $pieces }) и форсированно выигрывает за { $moves } ход.
    [few] Это не тот ход: соперник отвечает { $move } (ваши потери: { $pieces }) и форсированно выигрывает за { $moves } хода.
    [many] Это не тот ход: соперник отвечает { $move } (ваши потери: { $pieces }) и форсированно выигрывает за { $moves } ходов.
   *[other] Это не тот ход: соперник отвечает { $move } (ваши потери: { $pieces }) и форсированно выигрывает за { $moves } хода.
}
# $move: the opponent's answer, in the game's notation; $pieces: the player's pieces it
# takes, counted in the game's own word (pieces-<game>: "2 ships").
puzzle-wrong-takes = Это не тот ход: он позволяет сопернику сыграть { $move } (ваши потери: { $pieces }).
# $move: the opponent's answer, after which the player is still ahead, by much less.
puzzle-wrong-much-advantage-gone = Это не тот ход: соперник отвечает { $move }, и от вашего преимущества мало что остаётся.
# $move: the opponent's answer, after which the player is no longer ahead.
puzzle-wrong-advantage-gone = Это не тот ход: соперник отвечает { $move }, и ваше преимущество исчезает.

# The puzzles' themes (what decides a puzzle), in the theme filter's menu and the puzzle's
# details: short labels, in small letters like the rest of the line.
# Archimedes. $moves: the player's moves to sink the enemy fleet and win.
puzzle-theme-sink-in = { $moves ->
    [one] потопить за { $moves } ход
    [few] потопить за { $moves } хода
    [many] потопить за { $moves } ходов
   *[other] потопить за { $moves } хода
}
# Archimedes: a move sinks ships in two waves or more.
puzzle-theme-chain-reaction = цепная реакция
# Archimedes: the first move takes away a ship the opponent could have sunk next.
puzzle-theme-escape = уход из-под удара
# Amazons: an enemy amazon that could move at the start cannot at the end.
puzzle-theme-trap-an-amazon = запереть амазонку
# Amazons: a region only the player's amazons reach is closed off.
puzzle-theme-seal-a-room = закрыть область
# Amazons: the line ends the game, or leaves every region of the board to one side alone.
puzzle-theme-last-move = последний ход
# Lines of Action. $moves: the player's moves to connect the pieces and win.
puzzle-theme-connect-in = { $moves ->
    [one] соединить за { $moves } ход
    [few] соединить за { $moves } хода
    [many] соединить за { $moves } ходов
   *[other] соединить за { $moves } хода
}
# Lines of Action: the opponent threatens to connect at once, and the first move stops it.
puzzle-theme-stop-the-connection = помешать соединению
# Lines of Action: the winning line captures.
puzzle-theme-capture-to-win = победа со взятием
# A theme this version does not know (from a newer puzzles' file). $theme: its English
# name, shown as it is.
puzzle-theme-other = { $theme }
