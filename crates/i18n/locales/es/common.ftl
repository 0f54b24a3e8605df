# The online pages' bar and the words for games.
# $game: the game's name; $size: the board's width in squares.
common-variant = { $game }, { $size } × { $size }
common-days-per-move = { $count ->
    [one] { $count } día por jugada
    [many] { $count } de días por jugada
   *[other] { $count } días por jugada
}
common-rated = Puntuable
common-casual = Amistosa
common-bot-title = Un programa informático
common-unreachable = El servicio en línea no está disponible desde aquí.
common-account-closed = Un moderador ha cerrado esta cuenta. Se ha cerrado tu sesión.
common-error = Algo salió mal. Inténtalo de nuevo en un momento.
common-reconnecting = Reconectando…
common-online = En línea
common-home = Inicio
common-lobby = Sala
common-watch = Ver
common-tournaments = Torneos
common-you-play-as = Juegas como
common-log-out = Cerrar sesión
common-log-in = Inicia sesión o crea una cuenta
common-moderation = Moderación
common-ok = Aceptar

# The windows to copy a text, open a game record, and take a friend's game.
common-copied = Copiado.
common-copy-refused = Tu navegador no permitió copiar: selecciona el texto y cópialo tú.
common-copy = Copiar
common-done = Hecho
common-import-help = Pega el registro de una partida (copiado de este sitio) o una posición.
common-import-label = Registro de partida o posición
common-open = Abrir
common-cancel = Cancelar
common-replace-title = Una jugada de tu amigo
common-replace-help = Este enlace contiene otra partida distinta de la que tienes en curso. Abrirlo reemplaza tu partida.
common-replace-open = Abrir la partida de tu amigo
common-replace-keep = Mantener mi partida

# The board.
common-board-label = Tablero: las flechas mueven el cursor, Intro selecciona

# The analysis.
common-analysis = Análisis
common-analysis-finish = Terminar el análisis
common-analysis-start = Analizar la partida
# $position: the position being analysed; $total: how many there are.
common-analysing = Analizando: posición { $position } de { $total }
common-marks = Marcas
# $name: a side ("You", "White").
common-side-marks = { $name }:
# $line: the engine's moves.
common-analysis-line = Línea: { $line }
common-graph-label = Gráfica de evaluación: la zona clara muestra las posibilidades de las blancas, jugada a jugada. Tócala para ir a una jugada.

# A page whose code could not be downloaded.
common-load-failed = No se pudo abrir esta página
common-load-failed-help = Esta sección del sitio aún no se ha descargado y la conexión parece caída. Compruébala e inténtalo de nuevo.
common-try-again = Reintentar
common-back-to-games = Volver a los juegos

# The notices.
common-dismiss = Cerrar aviso

# The online games waiting for the player's move.
common-your-turn = Tu turno
# $variant: the game and board ("Amazons, 8 × 8"); $opponent: the opponent's name.
common-game-against = { $variant } contra { $opponent }

# The offer of a game's lessons.
# $game: the game's name; $count: how many lessons.
offer-new-to = { $count ->
    [one] ¿Primera vez con { $game }? { $count } lección corta te enseña a jugar jugando.
    [many] ¿Primera vez con { $game }? { $count } de lecciones cortas te enseñan a jugar jugando.
   *[other] ¿Primera vez con { $game }? { $count } lecciones cortas te enseñan a jugar jugando.
}
offer-learn = Aprender a jugar
offer-no-thanks = No, gracias

# The offer of a new version of the site (offline.js).
common-update-ready = Ya está lista una nueva versión de skillgames.
common-update-reload = Recargar
common-update-later = Más tarde

# Why a game's link cannot be opened (skillgames_play::link::LinkError).
link-too-long = Este enlace es demasiado largo para contener una partida.
link-unknown-kind = Este enlace no lleva a ninguna partida.
link-unknown-game = Este enlace indica un juego o un tablero que este sitio no tiene.
link-bad-position = La posición de este enlace no se puede jugar.
# $number: the move's place in the game, from 1.
link-illegal-move = La jugada { $number } de este enlace no es una jugada legal: el enlace está dañado.
link-no-move = Este enlace no contiene ninguna jugada a la que responder.

# Why a pasted game record cannot be read (skillgames_play::transcript::ReadError). $line: the
# line of the text (from 1); $game: a game's name; $move, $name, $board, $text: what the text
# says there, as written.
record-empty = No hay nada que leer: pega el registro de una partida o una posición.
record-too-long = Este texto es demasiado largo para ser el registro de una partida.
record-unknown-game = Línea { $line }: «{ $name }» no es un juego de este sitio.
record-other-game = Línea { $line }: es una partida de { $game }; ábrela desde la página de { $game }.
record-unknown-board = Línea { $line }: { $game } no se juega en un tablero de «{ $board }».
record-bad-position = Línea { $line }: la posición inicial no se puede jugar.
# $number: the move's number in the record; $side: white or black (whose move it was).
record-illegal-move = { $side ->
    [white] Línea { $line }: la jugada { $number } de las blancas, «{ $move }», no es legal en esa posición.
   *[black] Línea { $line }: la jugada { $number } de las negras, «{ $move }», no es legal en esa posición.
}
record-after-end = Línea { $line }: la partida ya había terminado antes de «{ $move }».
record-unreadable = Línea { $line }: «{ $text }» no es ni un registro de partida ni una posición.
