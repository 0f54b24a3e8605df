# The HTTP API's refusals (crates/server/src/http.rs `refuse`): written by the server in the
# language the request asks for (the page sends the player's), never fetched by the page.
api-not-found = No hay nada en esta dirección.
api-method-not-allowed = Esta dirección no acepta este tipo de solicitud.
api-too-large = Esta solicitud es demasiado grande.
api-not-json = Esta solicitud debe enviarse como JSON.
api-wrong-form = A esta solicitud le falta algo, o algo en ella tiene un formato incorrecto.
api-too-slow = Esta solicitud tardó demasiado.
api-unreadable = No se pudo leer esta solicitud.
api-too-many-tries = Demasiados intentos: espera un minuto y vuelve a intentarlo.
api-unavailable = El servicio en línea tiene problemas. Inténtalo de nuevo en un momento.
api-too-many-sign-ins = Demasiados inicios de sesión ahora mismo, inténtalo de nuevo en un momento.

# crates/server/src/http.rs and listen.rs: the visitor, signing up, logging in, profiles, games.
api-not-allowed = Esta solicitud no está permitida.
api-password-length = Una contraseña tiene de 8 a 128 caracteres.
api-signup-logged-in = Has iniciado sesión en una cuenta: cierra la sesión primero para crear otra.
api-name-taken = Ese nombre ya está en uso o se parece demasiado al de otro jugador.
api-login-wrong = Ese nombre y esa contraseña no corresponden a ninguna cuenta.
api-account-closed = Un moderador ha cerrado esta cuenta.
api-player-not-found = Ningún jugador tiene este nombre.
api-no-such-game = Esta partida no existe.
api-open-the-page-first = Abre primero la página del sitio.
api-too-many-connections = Demasiadas conexiones desde aquí.

# crates/online: a name refused (NameError::message) and a message or time control refused
# (MessageError::message).
api-name-length = Un nombre tiene de 3 a 20 caracteres.
api-name-characters = Un nombre solo usa letras, cifras, espacios, - y _.
api-message-too-long = Este mensaje es demasiado largo.
api-message-unreadable = No se pudo leer este mensaje.
api-time-control = Elige un control de tiempo de 1 a 180 minutos y de 0 a 180 segundos por jugada, o de 1, 3 o 7 días por jugada.

# crates/server/src/api/mod.rs: the Bot and Board API (shaped like lichess's).
api-no-such-game-of-yours = No tienes ninguna partida así.
api-no-such-challenge = No hay ningún desafío así para ti.
api-nothing-here = Aquí no hay nada.

# crates/server/src/api/auth.rs: personal API tokens. "Authorization: Bearer <token>" is an
# HTTP header, written as it is in every language.
api-too-many-without-token = Demasiadas solicitudes sin un token válido: espera un poco.
api-no-valid-token = Ningún token válido: crea uno en la página de tu cuenta y envíalo como Authorization: Bearer <token>.
api-token-too-fast = Demasiadas solicitudes con este token: ve un poco más despacio.
# $scope: the scope the token lacks, as lichess writes scopes ("bot:play").
api-token-needs-scope = Este token no puede hacer esto: necesita el permiso { $scope }.
# $scopes: scopes separated by commas; $last: the last one ("bot:play", "board:play"): the token needs any one of them.
api-token-needs-scopes = Este token no puede hacer esto: necesita el permiso { $scopes } o { $last }.

# crates/server/src/api/account.rs: a bot account.
api-bot-already = Esta cuenta ya es un bot.
api-bot-has-played = Esta cuenta ha jugado partidas: solo una cuenta que no haya jugado ninguna puede convertirse en bot.

# crates/server/src/api/challenge.rs: challenges by name through the API. The words of the
# API's form fields (clock.limit, clock.increment, days, color, white, black, random, fen)
# are written as they are in every language.
api-fields-unreadable = No se pudieron leer los campos de la solicitud.
# $field: the name of a form field ("days").
api-field-not-number = { $field } debe ser un número entero.
# $games: the games' names separated by commas; $last: the last game's name ("archimedes, amazons", "loa").
api-unknown-variant = Indica uno de nuestros juegos como variante ({ $games } o { $last }), con un tamaño de tablero si tiene varios.
api-clock-limit-minutes = El tiempo del reloj debe ser un número entero de minutos, en segundos (60, 180, 300...).
api-clock-too-long = Ese tiempo de reloj es demasiado largo.
api-increment-too-long = Ese incremento es demasiado largo.
api-too-many-days = Son demasiados días por jugada.
api-challenge-no-clock = Indica un reloj (clock.limit y clock.increment) o días por jugada (days).
api-clock-and-days = Indica un reloj o días por jugada, no ambos.
api-no-fen = Un desafío empieza desde la posición inicial del tablero (fen no está admitido).
api-color-choice = color debe ser white, black o random.
api-rated-needs-accounts = Una partida puntuable necesita dos cuentas: este jugador es un visitante.
api-too-many-challenges = Tienes tantos desafíos y partidas abiertas como se permite: espera una respuesta o cancela uno.
api-challenge-answered = Este desafío ya ha sido respondido o retirado.
# $reasons: lichess's keys of the reasons, separated by commas ("generic, later, tooFast").
api-decline-reason = El motivo debe ser uno de estos: { $reasons }.
# Why a challenge was declined, as the player declining says it to the challenger (lichess's
# reasons; programs read the key sent beside it).
api-decline-generic = No acepto desafíos en este momento.
api-decline-later = No es buen momento para mí, por favor vuelve a preguntar más tarde.
api-decline-too-fast = Este control de tiempo es demasiado rápido para mí, por favor desafíame de nuevo con una partida más lenta.
api-decline-too-slow = Este control de tiempo es demasiado lento para mí, por favor desafíame de nuevo con una partida más rápida.
api-decline-time-control = No acepto desafíos con este control de tiempo.
api-decline-rated = Por favor, envíame un desafío puntuable.
api-decline-casual = Por favor, envíame un desafío amistoso.
api-decline-standard = Ahora mismo no acepto desafíos de este juego.
api-decline-variant = Ahora mismo no quiero jugar a este juego o en este tablero.
api-decline-no-bot = No acepto desafíos de bots.
api-decline-only-bot = Solo acepto desafíos de bots.

# crates/server/src/api/seek.rs: an open game in the lobby through the Board API (form fields
# time, increment and days).
api-seek-no-clock = Indica un reloj (time en minutos e increment en segundos) o días por jugada.
api-too-many-seeks = Tienes tantas partidas abiertas como se permite: espera a que alguien acepte una.

# crates/server/src/api/vacation.rs: vacation (the clocks of correspondence games stop).
api-vacation-already = Ya estás de vacaciones: vuelve primero para tomar otras.
api-vacation-needs-account = Inicia sesión en tu cuenta para tomar vacaciones.
# $days: the days of vacation left this year.
api-vacation-days = { $days ->
    [one] Puedes tomar de 1 a { $days } día de vacaciones este año (30 al año).
    [many] Puedes tomar de 1 a { $days } días de vacaciones este año (30 al año).
   *[other] Puedes tomar de 1 a { $days } días de vacaciones este año (30 al año).
}
api-vacation-too-many-days = Son más días de los que te quedan este año.

# crates/server/src/api/leaderboard.rs (and a tournament asked for): a game or board the
# catalogue does not have.
api-no-such-variant = Este sitio no tiene ese juego o tablero.

# crates/server/src/api/tokens.rs: the account page's API tokens.
api-tokens-need-account = Solo una cuenta puede tener tokens de API: crea una o inicia sesión primero.
# $most: the longest name of a token, in characters.
api-token-name = { $most ->
    [one] Dale al token un nombre de 1 a { $most } carácter.
    [many] Dale al token un nombre de 1 a { $most } caracteres.
   *[other] Dale al token un nombre de 1 a { $most } caracteres.
}
# $scope: what was sent as a scope.
api-no-such-scope = No existe ningún permiso llamado «{ $scope }».
api-token-no-scope = Elige al menos una cosa que pueda hacer el token.
# $most: the most tokens an account may have.
api-too-many-tokens = { $most ->
    [one] Una cuenta puede tener { $most } token como máximo: revoca uno primero.
    [many] Una cuenta puede tener { $most } tokens como máximo: revoca uno primero.
   *[other] Una cuenta puede tener { $most } tokens como máximo: revoca uno primero.
}
api-no-such-token = No tienes ese token.

# crates/server/src/api/policy.rs: who may challenge an account.
api-policy-needs-account = Solo una cuenta puede elegir quién puede desafiarla: crea una o inicia sesión primero.

# crates/server/src/api/push.rs: notifications on a device (Web Push).
api-no-push = Este sitio no envía notificaciones ahora mismo.
api-push-needs-player = Abre primero las páginas en línea: las notificaciones son para jugadores.
api-push-host = Este sitio no puede enviar notificaciones al servicio de este navegador.
api-push-endpoint = Este navegador dio una dirección que no sirve para notificaciones.
api-push-keys = Este navegador dio claves que no sirven para notificaciones.

# crates/server/src/api/language.rs: the language kept with the account.
api-unknown-language = El sitio no habla este idioma.

# crates/server/src/api/email.rs: the account's email address and the password reset.
api-no-email = Este sitio no envía correos.
api-email-needs-account = Inicia sesión en tu cuenta para darle una dirección de correo.
api-not-an-address = Esa no es una dirección de correo (nombre@ejemplo.com).
api-letter-too-soon = Se te envió un correo hace un momento: espera un minuto (5 al día como máximo).
api-letter-not-sent = No se pudo enviar el correo ahora mismo: inténtalo más tarde.
api-digest-needs-address = Dale primero una dirección de correo a tu cuenta.
api-forgot-who = Escribe el nombre de tu cuenta o su dirección de correo.
# The answer to "Forgot your password?", whether or not the name or address is known.
api-reset-sent = Si ese es el nombre o la dirección confirmada de una cuenta, un enlace para elegir una nueva contraseña va de camino a su dirección. Funciona durante 30 minutos.
api-dead-link = Este enlace ya se usó o ha caducado: pide uno nuevo.
# The small pages a link of a letter opens (a title, a sentence, and a link back to the account page).
api-page-your-account = Tu cuenta
api-page-link-not-valid = Enlace no válido
api-page-address-confirmed = Dirección confirmada
api-page-address-confirmed-text = Tu dirección de correo está confirmada. Ahora te podemos avisar por correo cuando te toque jugar, y puedes restablecer tu contraseña si la olvidas.
api-page-try-again = Inténtalo de nuevo
api-page-confirm-failed-new-link = El sitio no puede confirmar la dirección ahora mismo: pide un nuevo enlace más tarde.
api-page-confirm-failed-open-again = El sitio no puede confirmar la dirección ahora mismo: vuelve a abrir el enlace más tarde.
api-page-link-not-whole = Este enlace está incompleto: vuelve a abrirlo desde el correo.
api-page-unsubscribed = Suscripción cancelada
api-page-unsubscribed-text = No recibirás más correos cuando te toque jugar. Puedes volver a activarlos en la página de tu cuenta.
api-page-unsubscribe-failed = El sitio no puede hacerlo ahora mismo: vuelve a abrir el enlace más tarde.

# crates/server/src/api/community.rs and hub/community.rs (CommunityError::message): follows,
# blocks, reports, rooms and moderation. The moderators' actions (warn, mute, rename, close,
# dismiss) are the words of the moderators' desk.
api-needs-a-name = Abre primero el sitio: te da un nombre con el que jugar.
api-open-the-site-first = Abre primero el sitio.
api-relation-choice = Elige seguir, bloquear o silenciar a un jugador.
api-report-reason = Elige el motivo: trampas, abuso en el chat, un nombre u otra cosa.
api-mod-form = Elige qué hacer (advertir, silenciar, renombrar, cerrar o descartar) y di por qué.
api-mod-action = Elige qué hacer: advertir, silenciar, renombrar, cerrar o descartar.
api-no-player-of-that-name = No hay ningún jugador con ese nombre.
api-not-to-yourself = No puedes hacerte eso a ti mismo.
api-blocked = Este jugador no acepta mensajes ni desafíos tuyos.
api-too-many-relations = Sigues, bloqueas o silencias a tantos jugadores como se permite: quita algunos primero.
api-no-reason = Di por qué en pocas palabras (de 1 a 500 caracteres).
api-too-many-reports = Hoy has enviado muchas denuncias; los moderadores las leerán. Vuelve a intentarlo mañana.
api-not-moderator = Solo los moderadores pueden hacer esto.
api-not-visitor = Solo se puede reemplazar el nombre de un visitante; una cuenta puede ser advertida o cerrada.
api-mute-length = Un silencio dura de 1 minuto a 30 días.
api-no-such-report = No hay ninguna denuncia así sobre este jugador.
api-closed-already = Esta cuenta ya está cerrada.
api-not-saved = El servidor no pudo guardarlo, así que no ha cambiado nada. Inténtalo de nuevo en un momento.

# crates/server/src/api/game.rs: a game's chat through the API (form field room: player or
# spectator, written as they are in every language).
api-chat-room = room debe ser player o spectator.

# crates/server/src/api/tournaments.rs and tournament/mod.rs (TournamentError::message,
# Infeasible::message): making, joining and leaving tournaments.
api-tournament-needs-account = Solo una cuenta puede crear un torneo: crea una o inicia sesión primero.
api-too-many-wrong-passwords = Demasiadas contraseñas incorrectas: espera un poco antes de volver a intentarlo.
api-tournament-not-found = Ese torneo no existe.
api-tournament-full = Este torneo está completo.
api-tournament-already-in = Ya estás en este torneo.
api-tournament-not-in = No estás en este torneo.
api-tournament-closed = Ya no es posible unirse a este torneo.
api-tournament-wrong-password = Esa no es la contraseña de este torneo.
# $min, $max: the ratings allowed; $rating: the player's rating.
api-tournament-rating = Este torneo es para puntuaciones de { $min } a { $max }; la tuya es { $rating }.
api-tournament-no-bots = Los bots no pueden unirse a este torneo.
api-tournament-accounts-only = Solo las cuentas pueden hacer esto: crea una o inicia sesión primero.
api-tournaments-unavailable = Los torneos no están disponibles en este momento. Inténtalo de nuevo en un momento.
# $min, $max: the shortest and longest name, in letters.
api-tournament-name-length = { $max ->
    [one] El nombre de un torneo tiene de { $min } a { $max } letra.
    [many] El nombre de un torneo tiene de { $min } a { $max } letras.
   *[other] El nombre de un torneo tiene de { $min } a { $max } letras.
}
api-tournament-time-control = Ese control de tiempo no es uno de los de este sitio.
api-tournament-start-passed = La hora de inicio ya ha pasado.
api-tournament-too-far-ahead = Un torneo empieza dentro de los próximos 90 días.
# $max: the most players a tournament may have.
api-tournament-room = { $max ->
    [one] En un torneo caben de 2 a { $max } jugador.
    [many] En un torneo caben de 2 a { $max } jugadores.
   *[other] En un torneo caben de 2 a { $max } jugadores.
}
api-tournament-rating-range = La puntuación mínima está por encima de la máxima.
api-tournament-password-too-long = La contraseña es demasiado larga.
api-arena-clock = Una arena se juega con reloj, no por correspondencia.
api-arena-length = Una arena dura de 10 minutos a 12 horas.
api-arena-too-short = La arena es más corta que una partida con este reloj.
# $max: the most rounds a Swiss may have.
api-swiss-rounds = { $max ->
    [one] Un torneo suizo tiene de 1 a { $max } ronda.
    [many] Un torneo suizo tiene de 1 a { $max } rondas.
   *[other] Un torneo suizo tiene de 1 a { $max } rondas.
}
api-swiss-players = Un torneo suizo necesita más jugadores que rondas, o algunos se enfrentarían dos veces.
# $min: the days a turn may take (the shortest round); $max: the longest round, in days.
api-round-days = { $max ->
    [one] Una ronda por correspondencia dura de { $min } a { $max } día: al menos el tiempo de un turno.
    [many] Una ronda por correspondencia dura de { $min } a { $max } días: al menos el tiempo de un turno.
   *[other] Una ronda por correspondencia dura de { $min } a { $max } días: al menos el tiempo de un turno.
}
# $max: the most players a round-robin may have.
api-round-robin-room = { $max ->
    [one] En un todos contra todos caben de 3 a { $max } jugador.
    [many] En un todos contra todos caben de 3 a { $max } jugadores.
   *[other] En un todos contra todos caben de 3 a { $max } jugadores.
}
# $count: the most tournaments a player may have planned or being played at once.
api-too-many-planned = { $count ->
    [one] Ya tienes { $count } torneo previsto o en curso: crea otro cuando haya terminado.
    [many] Ya tienes { $count } torneos previstos o en curso: crea otro cuando uno de ellos haya terminado.
   *[other] Ya tienes { $count } torneos previstos o en curso: crea otro cuando uno de ellos haya terminado.
}
