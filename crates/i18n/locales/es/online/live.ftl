# The online pages: a game on the game server (its board, buttons, result, planner of
# conditional moves and chat) and the tournaments (their list, the window that makes one, a
# tournament's page and its chat).

# The live game's page.
# $count: how many people are watching the game.
live-watching = { $count ->
    [one] { $count } espectador
    [many] { $count } espectadores
   *[other] { $count } espectadores
}
live-opening = Abriendo la partida…

# The players' strips: the side's name, then the player's (or a word that there is none yet).
live-white = Blancas
live-black = Negras
live-waiting-player = (esperando)
live-away = (ausente)
# A clock's name for screen readers.
live-clock-white = Reloj de las blancas
live-clock-black = Reloj de las negras

# The status line under the board.
# $ply: the number of the move shown; $total: how many moves the game has.
live-status-move = Jugada { $ply } de { $total }
live-status-waiting-join = Esperando a que alguien se una.
live-status-waiting-opponent = Esta partida está esperando un rival.
live-status-game-over = Partida terminada
live-status-watching-white = Estás mirando. Juegan las blancas.
live-status-watching-black = Estás mirando. Juegan las negras.
live-status-shoot = DISPARA UNA FLECHA
live-status-your-move = Tu turno
live-status-sending = Enviando tu jugada…
live-status-waiting-move = Esperando la jugada de tu rival.

# The notes under the board: an opponent gone, a side on vacation (its correspondence clock
# stopped).
live-opponent-left = Tu rival se ha ido. Puedes reclamar la victoria.
# $time: how long until the win can be claimed, as a clock shows it ("0:25").
live-opponent-left-wait = Tu rival se ha ido. Podrás reclamar la victoria en { $time }.
# $until: the day and time the vacation ends.
live-vacation-mine = Estás de vacaciones hasta el { $until }: tu reloj está parado.
# $name: the player on vacation; $until: the day and time the vacation ends.
live-vacation-other = { $name } está de vacaciones hasta el { $until }: su reloj está parado.

# The game's buttons: the invitation to one's own open game, joining, the offers to answer,
# and the buttons while playing.
live-invite-help = Envía este enlace a un amigo para jugar con él:
live-cancel-game = Cancelar la partida
live-join = Unirse a la partida
live-accept = Aceptar
live-decline = Rechazar
live-back-to-tournament = Volver al torneo
live-resign = Abandonar
live-resign-confirm = ¿Abandonar esta partida?
live-resign-yes = Sí, abandonar
live-resign-no = No
live-offer-draw = Ofrecer tablas
live-takeback = Deshacer jugada
# Berserk, in an arena's game: the button, and its tooltip.
live-berserk = Berserk
live-berserk-help = Reduce tu tiempo a la mitad: una partida ganada da un punto más
# Abort: end a game that has barely begun, without a result.
live-abort = Anular
live-claim-win = Reclamar la victoria

# The result, once the game is over.
live-result = Resultado
live-rematch = Revancha
live-review-analyse = Revisar y analizar
live-game-record = Registro de la partida
live-back-to-lobby = Volver al salón

# The planner of conditional moves, in a correspondence game: answers planned in advance to
# the opponent's moves.
live-planner-title = Jugadas condicionales
live-plan-none = No hay respuestas planeadas. Planéalas aquí: cuando tu rival haga una jugada que hayas previsto, tu respuesta se jugará al instante.
# $count: how many lines are planned (1 or more).
live-plan-lines = { $count ->
    [one] Tienes respuestas planeadas: { $count } variante.
    [many] Tienes respuestas planeadas: { $count } variantes.
   *[other] Tienes respuestas planeadas: { $count } variantes.
}
live-plan-answers = Planear tus respuestas
live-planner-help = En el tablero, haz su jugada y luego tu respuesta, con tanta profundidad como quieras; después añade la variante. No se envía nada hasta que guardes.
live-plan-line-empty = Esta variante: aún no hay jugadas.
# $moves: the line's moves, in the game's notation.
live-plan-line = Esta variante: { $moves }
live-plan-add = Añadir esta variante
live-plan-restart = Empezar de nuevo la variante
# The list of planned lines, for screen readers.
live-plan-label = El plan
live-plan-remove = Quitar
live-plan-save = Guardar el plan
live-plan-close = Cerrar sin guardar

# The chat: a game's rooms (its players', its spectators'); the last two in a tournament's
# chat too.
live-chat = Chat
live-spectators-chat = Chat de espectadores
live-your-message = Tu mensaje
live-nothing-said = Nadie ha escrito nada aún.
live-send = Enviar

# The tournaments' list.
tournament-list-title = Torneos
tournament-refresh = Actualizar
tournament-make = Crear un torneo
tournament-log-in-to-make = Inicia sesión con una cuenta para crear un torneo.
tournament-playing-now = En juego
tournament-none-playing = Ahora mismo no se está jugando ningún torneo.
tournament-starting-soon = Empiezan pronto
tournament-none-planned = Aún no hay ninguno previsto.
tournament-finished = Terminados
tournament-none-finished = Aún no ha terminado ninguno.
# After a private tournament's name.
tournament-private = (privado)
# $count: how many players have joined; $max: how many may (its plural form is chosen).
tournament-players-count = { $max ->
    [one] { $count } de { $max } jugador
    [many] { $count } de { $max } jugadores
   *[other] { $count } de { $max } jugadores
}
# The kinds of tournament, as chess sites name them (lichess): an arena (play as many games
# as you can in the time), a Swiss (a set number of rounds), a round-robin (everyone plays
# everyone).
tournament-arena = Arena
tournament-swiss = Suizo
tournament-round-robin = Todos contra todos

# The window that makes a tournament.
tournament-name = Nombre
tournament-kind = Tipo
tournament-choose-game = Juego
tournament-board = Tablero
# How long an arena lasts.
tournament-length = Duración
# $count: a number of minutes.
tournament-minutes = { $count ->
    [one] { $count } minuto
    [many] { $count } minutos
   *[other] { $count } minutos
}
# $count: a number of hours.
tournament-hours = { $count ->
    [one] { $count } hora
    [many] { $count } horas
   *[other] { $count } horas
}
# $count: a number of days.
tournament-days = { $count ->
    [one] { $count } día
    [many] { $count } días
   *[other] { $count } días
}
# How many rounds a Swiss has.
tournament-rounds = Rondas
# A round-robin: once, or twice (each pair plays a game with each colour).
tournament-everyone-plays-everyone = Todos contra todos
tournament-once = Una vez
tournament-twice = Dos veces, con cada color
tournament-starts-in = Empieza en
tournament-counts-for-ratings = Cuenta para la puntuación
tournament-rated = Puntuable
tournament-casual = Amistoso
# Whether bots (computer players with accounts) may join.
tournament-bots = Bots
tournament-bots-welcome = Bienvenidos
tournament-bots-not-allowed = No permitidos
tournament-most-players = Máximo de jugadores
tournament-lowest-rating = Puntuación mínima (vacío para ninguna)
tournament-highest-rating = Puntuación máxima (vacío para ninguna)
tournament-password-help = Contraseña (para un torneo privado; déjala vacía para uno abierto)
tournament-make-it = Crear
tournament-cancel = Cancelar

# A tournament's page.
tournament-missing = Este torneo no existe
tournament-missing-help = Puede que se cancelara hace tiempo.
tournament-see-all = Ver los torneos
tournament-all = Todos los torneos
# Who may join, in a line of terms joined by " · ": "Ratings 1200 to 1800 · bots welcome · private".
# $low: the lowest rating; $high: the highest rating.
tournament-ratings-between = Puntuación de { $low } a { $high }
# $low: the lowest rating.
tournament-ratings-from = Puntuación desde { $low }
# $high: the highest rating.
tournament-ratings-up-to = Puntuación hasta { $high }
tournament-any-rating = Cualquier puntuación
tournament-terms-bots-welcome = bots bienvenidos
tournament-terms-no-bots = sin bots
tournament-terms-private = privado
# The first three of a finished tournament.
tournament-podium = Podio
# Joining, a break, leaving.
tournament-back-from-break = Volver de mi pausa
tournament-take-break = Hacer una pausa
tournament-on-break = Estás en pausa: no se te emparejará hasta que vuelvas.
tournament-you-are-in = Estás inscrito.
tournament-leave = Abandonar el torneo
tournament-password = Contraseña
tournament-join = Unirse

# The standings table (a round-robin's is a crosstable: a column for each opponent).
tournament-nobody-yet = Aún no se ha unido nadie.
# After the name of a player who left, or is on a break.
tournament-note-left = (se fue)
tournament-note-on-break = (en pausa)
# $name: a player; the title of a crosstable's column, their results against them.
tournament-against = Contra { $name }
tournament-games-heading = Partidas
tournament-crosstable = Tabla cruzada
tournament-standings = Clasificación
tournament-player = Jugador
tournament-rating = Puntuación
tournament-score = Puntos
tournament-tie-breaks = Desempates

# The tournament's games.
# $round: the round's number; written before the game's players ("Round 2: Ada – Bob").
tournament-game-round = Ronda { $round }:
# A game being played, in place of its result.
tournament-game-playing = en juego

# The tournament's chat.
tournament-chat = Chat del torneo
tournament-your-message = Tu mensaje al torneo
tournament-write-first = Escribe algo primero.

# The chat: what the page says when a line cannot go, and the phrases sent with one tap (sent
# in the writer's language).
live-offline = Estás sin conexión: inténtalo de nuevo cuando vuelvas a estar en línea.
live-chat-empty = Escribe algo primero.
live-chat-too-long = Un mensaje de chat tiene como máximo 140 caracteres.
live-quick-hello = Hola
live-quick-good-luck = Buena suerte
live-quick-good-game = Buena partida
live-quick-thank-you = Gracias

# The server could not read a message of the page's (its own words go to the log).
live-unread = El servidor no pudo leer lo que envió esta página. Recarga la página e inténtalo de nuevo.
