# The online pages: the lobby and its window that creates a game, the games to watch, the
# account page, a player's profile, the leaderboards and the bar of challenges.

# The lobby (#/online): its buttons and its list of open games.
lobby-title = Jugar en línea
lobby-create-game = Crear una partida
lobby-challenge-friend = Desafiar a un amigo
lobby-challenge-link-help = Envía este enlace a tu amigo: la primera persona que lo abra jugará contra ti.
lobby-open-games = Partidas abiertas
lobby-looking = Buscando partidas…
lobby-no-open-games = No hay partidas abiertas ahora mismo: crea una.
# $white: the player who created the game, with their rating ("Ada (1500?)"); $black: their opponent, likewise.
lobby-players-against = { $white } contra { $black }
lobby-join = Unirse
lobby-log-in-to-join = Inicia sesión para unirte
lobby-cancel = Cancelar

# Play a bot, in the lobby, and the box that hides bots' games (also on the games to watch).
lobby-play-a-bot = Jugar contra un bot
lobby-bots = Bots
lobby-no-bot = No hay ningún bot conectado ahora mismo.
lobby-challenge = Desafiar
# $name: a player's name. The title of the window that challenges them, and the Challenge button's name for screen readers: it must contain the words of lobby-challenge.
lobby-challenge-player = Desafiar a { $name }
# $variant: the game and board ("Amazons, 8 × 8"); $rating: the bot's rating there, with ? when provisional ("1612?").
lobby-bot-rating = { $variant }: { $rating }
lobby-not-rated-yet = Aún sin puntuación
lobby-hide-bots = Ocultar las partidas de bots

# The window that creates a game or a challenge.
lobby-game = Juego
lobby-board = Tablero
lobby-counts-for-ratings = Cuenta para la puntuación
lobby-casual = Amistosa
lobby-rated = Puntuable
lobby-rated-needs-account = Las partidas puntuables necesitan una cuenta: inicia sesión o crea una primero.
lobby-your-colour = Tu color
lobby-random = Al azar
lobby-white = Blancas
lobby-black = Negras
lobby-create = Crear
lobby-create-challenge = Crear el desafío
lobby-send-challenge = Enviar el desafío

# The clock of a game being created (also in the window that creates a tournament).
lobby-time = Tiempo
lobby-custom = Personalizado
lobby-minutes = Minutos
lobby-seconds-a-move = Segundos por jugada
lobby-correspondence-help = Por correspondencia: días para cada jugada, nadie necesita seguir conectado.
# $count: days for each move.
lobby-days = { $count ->
    [one] { $count } día
    [many] { $count } días
   *[other] { $count } días
}

# The games being played, to watch (#/watch).
lobby-watch-title = Ver partidas
lobby-refresh = Actualizar
lobby-nobody-playing = Nadie está jugando ahora mismo.
lobby-games-being-played = Partidas en juego
# $count: the moves played so far.
lobby-moves = { $count ->
    [one] { $count } jugada
    [many] { $count } jugadas
   *[other] { $count } jugadas
}
lobby-watch = Ver

# The account page (#/account): logging in and creating an account.
account-title = Tu cuenta
account-why = Puedes jugar partidas amistosas sin cuenta. Una cuenta guarda tu nombre en todos tus dispositivos y te permite jugar partidas puntuables.
account-log-in = Iniciar sesión
account-create-heading = Crear una cuenta
account-create-button = Crear la cuenta
account-name = Nombre
account-password = Contraseña
account-credentials-help = Un nombre de 3 a 20 letras, cifras, espacios, - o _; una contraseña de al menos 8 caracteres.

# A player's profile (#/player/<name>).
profile-unreadable = No se ha podido leer este perfil.
profile-kind-bot = Un bot: un programa informático que juega aquí
profile-kind-account = Una cuenta
profile-kind-visitor = Un visitante sin cuenta
# A house bot of the site at its first level. $game: the game's name; $level: the level's name; $description: how the level plays (the catalogue's level-<game>-<level>, without its final full stop); $first: the name of the first level.
profile-house-bot-first = Un bot propio de este sitio: juega a { $game } en el nivel { $level } ({ $description }). Su fuerza medida, en encuentros de cada nivel contra el inferior: es el primer nivel, con el que se comparan los demás ({ $first }).
# A house bot at a higher level: as profile-house-bot-first; $strength: its strength on each board (profile-house-bot-board, joined by profile-house-bot-separator).
profile-house-bot = Un bot propio de este sitio: juega a { $game } en el nivel { $level } ({ $description }). Su fuerza medida, en encuentros de cada nivel contra el inferior: { $strength }.
# $size: the board's side ("8" in 8 × 8); $elo: how many Elo points stronger; $first: the name of the first level.
profile-house-bot-board = { $size } × { $size } +{ $elo } Elo por encima de { $first }
# Between two boards' strengths in profile-house-bot (a comma and a space in English).
profile-house-bot-separator = {", "}
# $name: the player's name.
profile-challenge = Desafiar a { $name }
# $name: the player challenged.
profile-challenge-sent = Desafío enviado: esperando la respuesta de { $name }.
# $wins, $losses, $draws: how many games the player won, lost and drew.
profile-results = Victorias: { $wins }, derrotas: { $losses }, tablas: { $draws }
profile-ratings = Puntuaciones
profile-recent-games = Partidas recientes

# A profile's ratings: one game and board a row.
profile-no-rated-games = Aún no hay partidas puntuables.
profile-game = Juego
profile-rating = Puntuación
profile-rated-games = Partidas puntuables
profile-history = Historial
# $count: how many rated games the player played on this game and board.
profile-games = { $count ->
    [one] { $count } partida
    [many] { $count } partidas
   *[other] { $count } partidas
}
profile-provisional-help = Una puntuación con ? es provisional: aún hay muy pocas partidas para estar seguros.

# A profile's recent games.
profile-no-games = Aún no hay partidas.
# The player's side and their opponent. $opponent: the opponent's name.
profile-white-against = Blancas contra { $opponent }
profile-black-against = Negras contra { $opponent }
# How a game ended, or stands, for the player.
profile-won = Ganada
profile-lost = Perdida
profile-draw = Tablas
profile-aborted = Anulada
profile-being-played = En juego
profile-open = Abierta
profile-review = Revisar
profile-game-record = Registro de la partida

# The leaderboards (#/leaderboard).
leaderboard-title = Clasificación
leaderboard-help = Los mejores jugadores de cada juego y tablero: cuentas con una puntuación consolidada (muchas partidas puntuables) que han jugado allí una partida puntuable en los últimos 30 días. Los programas informáticos aparecen aparte.
leaderboard-game-and-board = Juego y tablero
# $game: the game's name; $size: the board's side ("8" in 8 × 8).
leaderboard-option = { $game }, { $size } × { $size }
leaderboard-unreadable = No se ha podido leer esta clasificación.
leaderboard-players = Jugadores
leaderboard-bots = Bots
leaderboard-no-players = Aquí nadie tiene todavía una puntuación consolidada.
leaderboard-no-bots = Aquí ningún bot tiene todavía una puntuación consolidada.
leaderboard-place = Puesto
leaderboard-name = Nombre
leaderboard-rating = Puntuación
leaderboard-rated-games = Partidas puntuables

# The bar of challenges by name, on every page.
challenge-challenges = Desafíos
# After the challenger's name (shown before it, in bold). $terms: what the challenge asks ("Amazons, 8 × 8 · 5+3 · Rated"); the words in brackets say who moves first.
challenge-incoming-by-lot = te desafía: { $terms } (colores al azar)
challenge-incoming-second = te desafía: { $terms } (juegas en segundo lugar)
challenge-incoming-first = te desafía: { $terms } (juegas primero)
challenge-accept = Aceptar
challenge-reason = Motivo
challenge-reason-to-decline = Motivo del rechazo
challenge-decline = Rechazar
# $name: the player challenged; $terms: what the challenge asks ("Amazons, 8 × 8 · 5+3 · Rated").
challenge-waiting = Esperando a que { $name } responda a tu desafío: { $terms }
challenge-cancel = Cancelar
challenge-dismiss = Cerrar

# The window that makes a game, when its clock is out of range.
lobby-bad-time-control = Elige un control de tiempo de 1 a 180 minutos y de 0 a 180 segundos por jugada, o de 1, 3 o 7 días por jugada.
