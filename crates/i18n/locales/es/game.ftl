# The game page: its settings window, pause menu and end screen, the bar above the board, the
# board's strips and status line, the review under the board and the move list.

# The settings window, before a game.
play-back = Atrás
play-opponent = Rival
play-computer = Ordenador
play-friend = Amigo
play-difficulty = Dificultad
play-level-gentlest = El nivel más fácil.
# $elo: how many Elo points stronger; $first: the name of the gentlest level ("Easy").
play-level-stronger = Medido en este tablero: unos { $elo } Elo más fuerte que { $first }.
play-from-here-help = Una partida nueva desde la posición mostrada. No cuenta en tus estadísticas.
play-board = Tablero
play-start = JUGAR
# The button's name for screen readers: it must contain the words of play-start.
play-start-label = JUGAR: empezar la partida
play-last-game = Revisar tu última partida

# The pause menu.
play-paused = En pausa
play-resume = Continuar
play-new-game = Nueva partida
play-share-game = Compartir la partida
play-game-record = Registro de la partida
play-open-record = Abrir un registro de partida
play-open-game-of = Abrir una partida de { $game }
play-sound-on = Sonido: sí
play-sound-off = Sonido: no
play-preferences = Preferencias
play-home = Inicio

# The end screen.
play-end-you-won = ¡Has ganado!
play-end-you-lost = Has perdido
play-end-draw = Tablas
play-end-white-wins = Ganan las blancas
play-end-black-wins = Ganan las negras
play-end-moves = { $count ->
    [one] { $count } jugada realizada.
    [many] { $count } de jugadas realizadas.
   *[other] { $count } jugadas realizadas.
}
play-end-statistics = Tus estadísticas
play-end-wins = Victorias
play-end-losses = Derrotas
play-end-draws = Tablas
play-end-win-rate = % de victorias
# $rate: the share of games won, in percent (0 to 100).
play-end-win-rate-value = { $rate } %
play-end-streak = Racha
play-end-best-streak = Mejor racha
play-end-again = Jugar otra vez
play-end-review = Revisar partida
play-end-analyse = Analizar
play-end-share = Compartir enlace
play-end-settings = Cambiar ajustes

# The bar above the board.
play-menu = Menú (pausa)
play-score-line = Marcador
play-hint = Pista
play-undo = Deshacer

# The players' names on their strips and in the score line.
play-white = Blancas
play-black = Negras
play-you = Tú

# The board's strips and the status line under the board.
play-thinking = El ordenador está pensando
# $move: the move in words; $ply: how many moves are shown; $total: how many there are.
play-status-move = { $move } ({ $ply } de { $total })
play-status-start = El inicio (0 de { $total })
play-status-game-over = Partida terminada
play-status-shoot = DISPARA UNA FLECHA
play-status-thinking = El ordenador está pensando…
play-status-white-to-move = Juegan las blancas
play-status-black-to-move = Juegan las negras
play-status-your-move = Tu turno

# The windows to share a link to the game or its record.
play-share-title = Compartir esta partida
play-share-help = Quien abra este enlace verá la partida y podrá recorrerla jugada a jugada.
play-record-help = La partida en texto: guárdala o pégala más tarde en «Abrir un registro de partida».
play-send-move = Enviar tu jugada
play-send-move-help = Envía este enlace a tu amigo: abre la partida con tu jugada para que te responda.

# The review under the board.
play-looking = Una partida para ver: recórrela o sigue jugando desde cualquier posición.
play-close = Cerrar
play-back-to-game = Volver a la partida
play-results = Resultados
play-from-here = Jugar desde aquí

# The move list and the buttons to step through the game.
play-moves = Jugadas
play-no-moves = Aún no hay jugadas.
play-review-bar = Revisar la partida
play-first-position = Posición inicial
play-previous-move = Jugada anterior
play-next-move = Jugada siguiente
play-latest-move = Última jugada

# The sentences the game page's logic makes (crates/page: move_list.rs, analysis.rs) and the
# end screen's count of what each side removed.
# The sides as the page names them, before a colon or as a sentence's subject ("White: c2-d3",
# "You: 1 inaccuracy").
play-name-you = Tú
play-name-computer = El ordenador
play-name-white = Blancas
play-name-black = Negras
# What a screen reader says for a move in the move list (and the status line while stepping
# through a game). $number: the move's number; $side: who played it (play-name-white or
# play-name-black); $move: the move in the game's notation; $removed: what it removed
# (removed-<game>, or play-took: "sank 2 ships"); $mark: the analysis's mark (play-mark-...).
play-move-words = Jugada { $number }, { $side }: { $move }
play-move-words-removed = Jugada { $number }, { $side }: { $move }, { $removed }
play-move-words-marked = Jugada { $number }, { $side }: { $move }, { $mark }
play-move-words-removed-marked = Jugada { $number }, { $side }: { $move }, { $removed }, { $mark }
# What a move took, in a game without its own words for it. $pieces: the pieces, counted
# (pieces-<game>: "1 piece").
play-took = capturó { $pieces }
# The analysis's marks of a move, as the move list says them.
play-mark-inaccuracy = imprecisión
play-mark-mistake = error
play-mark-blunder = error grave
# How many moves of each mark a side played, after its name (common-side-marks).
play-mark-counts = { $inaccuracies ->
    [one] { $inaccuracies } imprecisión
    [many] { $inaccuracies } de imprecisiones
   *[other] { $inaccuracies } imprecisiones
}, { $mistakes ->
    [one] { $mistakes } error
    [many] { $mistakes } de errores
   *[other] { $mistakes } errores
}, { $blunders ->
    [one] { $blunders } error grave
    [many] { $blunders } de errores graves
   *[other] { $blunders } errores graves
}
# Under the board at a marked move. $played: the move played; $better: the engine's move.
play-advice-inaccuracy = { $played } fue una imprecisión. Era mejor { $better }.
play-advice-mistake = { $played } fue un error. Era mejor { $better }.
play-advice-blunder = { $played } fue un error grave. Era mejor { $better }.
# The end screen: what each side removed (removed-<game>: "sank 3 ships"), White's first.
# $you: what you removed; $computer: what the computer removed.
play-end-removed-you-computer = Tú: { $you }; el ordenador: { $computer }.
play-end-removed-computer-you = El ordenador: { $computer }; tú: { $you }.
# Between friends. $white, $black: what White and Black removed.
play-end-removed-white-black = Blancas: { $white }; negras: { $black }.

# What the game page tells the player (skillgames_page::controller's notices).
play-position-unplayable = Esa posición no se puede jugar.
play-computer-failed = El ordenador no ha encontrado ninguna jugada aquí. Deshaz tu jugada o empieza una partida nueva.
play-own-link = Este enlace contiene tu propia jugada: envíalo a tu amigo para que responda desde su dispositivo.
play-computer-restarted = El ordenador dejó de responder, así que se ha reiniciado. La partida continúa.
