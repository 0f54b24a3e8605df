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
