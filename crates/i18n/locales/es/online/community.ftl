# Players and the community: the moderators' desk (#/mod), the bell of notifications, and the
# account page's parts about others and the account itself (follows, reports, email, vacation,
# challenges, API tokens).

# The reasons a report gives: in the report form on a player's page and on the moderators' desk.
moderation-reason-cheating = Trampas
moderation-reason-chat = Abuso en el chat
moderation-reason-name = Un nombre ofensivo
moderation-reason-other = Otra cosa

# The moderators' desk (#/mod): only moderators see it.
moderation-title = Moderación
moderation-find-record = Historial de un jugador
moderation-find = Buscar
moderation-unreadable = No se pudo leer esta respuesta.
moderation-reports-waiting = Denuncias pendientes
moderation-no-report = No hay denuncias pendientes.
moderation-lately = Lo último que hicieron los moderadores
moderation-nothing-yet = Nada todavía.
# $name: a player's name.
moderation-record-of = Historial de { $name }
# What the player is: a closed account, an account, or a visitor (no account).
moderation-closed-account = Cuenta cerrada
moderation-account = Cuenta
moderation-visitor = Visitante
moderation-their-page = Su página
moderation-reports-about = Denuncias sobre este jugador
moderation-what-done = Lo que hicieron los moderadores
# A line of a report or of an action, after " · ". $name: who reported, or which moderator acted.
moderation-by = por { $name }
# Before the game's id (a link), in a report's line.
moderation-game = partida
# $name: the moderator who handled the report.
moderation-handled-by = atendida por { $name }
moderation-open = Abrir
# The name of the Open button for screen readers: it must contain the words of moderation-open.
# $name: the reported player.
moderation-open-record = Abrir el historial de { $name }
# What moderators did, in the log.
moderation-done-warn = Advertido
moderation-done-mute = Silenciado en las salas públicas
moderation-done-rename = Visitante renombrado
moderation-done-close = Cuenta cerrada
moderation-done-dismiss = Denuncia descartada
# The form to act on a player's record.
moderation-action = Acción
moderation-do-warn = Advertir
moderation-do-mute = Silenciar en las salas públicas
moderation-do-rename = Reemplazar el nombre de un visitante
moderation-do-close = Cerrar la cuenta
moderation-do-dismiss = Descartar la denuncia
moderation-minutes = Durante cuántos minutos
moderation-reason = Motivo (lo leen los otros moderadores)
moderation-do-it = Aplicar
moderation-acted = Hecho, y anotado en el historial.

# The bell: the list of notifications, and push notifications on this device.
bell-title = Notificaciones
# The bell's name for screen readers. $count: how many notifications are unread (1 or more).
bell-unread = { $count ->
    [one] Notificaciones, { $count } sin leer
    [many] Notificaciones, { $count } sin leer
   *[other] Notificaciones, { $count } sin leer
}
bell-mark-all-read = Marcar todo como leído
bell-empty = Nada todavía. Aquí verás tus turnos, resultados y desafíos.
bell-device = Notificaciones en este dispositivo
bell-unsupported = Este navegador no puede mostrar notificaciones de un sitio.
bell-denied = Las notificaciones están bloqueadas para este sitio: permítelas en la configuración de tu navegador.
bell-on = Este dispositivo recibe avisos aunque el sitio esté cerrado.
bell-turn-off = Desactivar
bell-off = Entérate de tus turnos y resultados aunque el sitio esté cerrado.
bell-turn-on = Activar
# Above the kinds of notifications to receive (your turn, results, challenges...).
bell-kinds = Avisarme de

# On another player's page: follow, mute, block, report.
settings-player-actions = Tú y este jugador
settings-player-follow = Seguir
settings-player-unfollow = Dejar de seguir
settings-player-mute = Silenciar su chat
settings-player-unmute = Quitar silencio
settings-player-block = Bloquear
settings-player-unblock = Desbloquear
settings-report-open = Denunciar
settings-report-why = Motivo
settings-report-choose = Elige…
settings-report-game = Enlace o id de la partida (si la hay)
settings-report-text = Qué pasó
settings-report-send = Enviar la denuncia
settings-report-cancel = Cancelar
settings-report-sent = Gracias: un moderador leerá tu denuncia.

# On the account page: the players one follows.
settings-follows-title = Jugadores que sigues
# "Follow" is the button of settings-player-follow.
settings-follows-none = Todavía no sigues a nadie: abre la página de un jugador y elige Seguir.
settings-follow-playing = Jugando: ver
settings-follow-tournament = En un torneo
settings-follow-online = En línea
settings-follow-away = Ausente
settings-follow-challenge = Desafiar
# The name of the Challenge link for screen readers: it must contain the words of
# settings-follow-challenge. $name: the player.
settings-follow-challenge-label = Desafiar a { $name }
settings-follow-alerts = Avisarme cuando un jugador que sigo empiece una partida de torneo

# On the account page: email.
settings-email-title = Correo electrónico
settings-email-not-sent = Este sitio no envía correos.
settings-email-none = Aún no hay dirección: con una, podemos avisarte cuando sea tu turno, y podrás elegir una contraseña nueva si olvidas la tuya.
# $address: the account's email address.
settings-email-confirmed = { $address }: confirmada.
settings-email-unconfirmed = { $address }: aún sin confirmar. Abre el enlace que te enviamos.
settings-email-address = Dirección de correo
settings-email-save = Guardar
settings-email-sent = Enviado: abre el enlace del correo para confirmar la dirección.
settings-email-digest = Escribirme cuando sea mi turno (como mucho dos veces al día)
settings-email-remove = Quitar la dirección

# Logged out: a forgotten password, and the form the emailed link opens.
settings-forgot-title = ¿Olvidaste tu contraseña?
settings-forgot-no-email = Este sitio no envía correos: aquí no se puede restablecer una contraseña olvidada.
settings-forgot-who = Tu nombre o tu correo
settings-forgot-send = Enviarme un enlace
settings-reset-title = Elige una contraseña nueva
settings-reset-password = Contraseña nueva
settings-reset-save = Guardar la contraseña
settings-reset-help = Al menos 8 caracteres. Se cerrará la sesión en todos tus otros dispositivos.

# On the account page: vacation (the clocks of correspondence games stop).
settings-vacation-title = Vacaciones
# $until: a date and time, written by the browser.
settings-vacation-until = Estás de vacaciones hasta el { $until }. Los relojes de tus partidas por correspondencia están detenidos.
settings-vacation-end = Volver ahora
# $count: the days of vacation left this year.
settings-vacation-help = { $count ->
    [one] ¿Te vas? Los relojes de tus partidas por correspondencia se detienen mientras estás de vacaciones. Te queda { $count } día este año.
    [many] ¿Te vas? Los relojes de tus partidas por correspondencia se detienen mientras estás de vacaciones. Te quedan { $count } días este año.
   *[other] ¿Te vas? Los relojes de tus partidas por correspondencia se detienen mientras estás de vacaciones. Te quedan { $count } días este año.
}
settings-vacation-days = Días fuera
settings-vacation-go = Irme de vacaciones

# On the account page: who may challenge the account by name.
settings-policy-title = Desafíos
settings-policy-who = Quién puede desafiarte por tu nombre
settings-policy-anyone = Cualquiera
settings-policy-accounts = Solo jugadores con cuenta
settings-policy-nobody = Nadie
settings-policy-saved = Guardado.

# On the account page: personal API tokens (a program plays for the account with one).
settings-tokens-title = Tokens de API
settings-tokens-help = Un token permite que un programa juegue por tu cuenta: un bot, otro tablero, una herramienta. Guárdalo en secreto, como una contraseña.
settings-token-made = Tu nuevo token. Cópialo ahora: solo se muestra esta vez.
settings-token-copy = Copiar
settings-token-copied = Copiado.
settings-token-not-copied = Selecciónalo y cópialo tú: el navegador no dejó que la página lo copiara.
# $made: when the token was made; $used: when it was last used (dates written by the browser).
settings-token-used = creado el { $made } · último uso el { $used }
settings-token-never-used = creado el { $made } · nunca usado
settings-token-revoke = Revocar
# The name of the Revoke button for screen readers: it must contain the words of
# settings-token-revoke. $name: the token's name.
settings-token-revoke-label = Revocar el token { $name }
settings-token-name = Nombre
# Above what the token may do.
settings-token-may = Puede
settings-token-scope-bot = Jugar como bot (la cuenta no debe haber jugado ninguna partida)
settings-token-scope-board = Jugar con un programa o un tablero físico
settings-token-scope-read = Leer la cuenta
settings-token-make = Crear un token

# Why notifications could not be turned on or off on this device (offline.js answers these).
bell-push-blocked = Las notificaciones están bloqueadas para este sitio: permítelas en la configuración de tu navegador.
bell-push-not-sent = Este sitio no envía notificaciones por ahora.
bell-push-unreachable = Este navegador no pudo conectar con su servicio de notificaciones. Inténtalo más tarde.
bell-push-not-saved = El servidor no pudo guardarlo. Inténtalo de nuevo en un momento.
bell-push-not-on = No se pudieron activar las notificaciones en este navegador.
bell-push-not-off = No se pudieron desactivar las notificaciones en este navegador.
