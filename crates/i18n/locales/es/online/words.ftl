# The online pages' sentences made by the page's logic (skillgames_page: online, live,
# leaderboard, challenges, notifications) and the reasons to decline a challenge
# (skillgames_online::DeclineReason): the live game, the leaderboard, the bar of challenges and
# the bell.

# The live game (skillgames_page::online).
online-waiting-to-send = Tu jugada se enviará cuando vuelvas a estar en línea.
online-offer-draw-theirs = Tu rival ofrece tablas.
online-offer-draw-mine = Has ofrecido tablas: esperando respuesta.
online-offer-takeback-theirs = Tu rival pide deshacer su última jugada.
online-offer-takeback-mine = Has pedido deshacer tu última jugada: esperando respuesta.
online-offer-rematch-theirs = Tu rival pide la revancha.
online-offer-rematch-mine = Has pedido la revancha: esperando respuesta.
online-unknown-game = Esta partida se juega en un tablero que esta versión de la aplicación no tiene.
online-unreadable-moves = No se han podido leer las jugadas de esta partida.

# A side of the board as the subject that starts a sentence of the result (the $winner and
# $loser below). $name: the player's name.
online-side-white = Las blancas ({ $name })
online-side-black = Las negras ({ $name })
# A side nobody has taken.
online-white = Las blancas
online-black = Las negras

# How the game ended. $winner, $loser: a side (online-side-white, online-white, ...).
online-result-aborted = La partida se ha anulado: sin resultado.
online-result-resigned = { $winner } ganan. { $loser } abandonan.
online-result-time = { $winner } ganan. { $loser } se quedan sin tiempo.
online-result-abandoned = { $winner } ganan. { $loser } se han ido de la partida.
online-result-agreed = Tablas. Los jugadores han acordado tablas.
# $ending: the rules' own sentence on how the game ended (sides named White and Black).
online-result-won-by-rules = { $winner } ganan. { $ending }
online-result-won = { $winner } ganan.
# $ending: the rules' own sentence on how the game ended.
online-result-draw-by-rules = Tablas. { $ending }
online-result-draw = Tablas.

# One's own place on a leaderboard (skillgames_page::leaderboard). $rank: the place (1 for the
# first); $rating: the player's rating.
online-place = Tu puesto: { $rank } (puntuación { $rating }).
online-place-none = No estás en esta clasificación: recoge las puntuaciones consolidadas (muchas partidas puntuables) con una partida puntuable en los últimos 30 días.
online-place-log-in = Inicia sesión con una cuenta para ver tu puesto.

# What became of a challenge (skillgames_page::challenges). $name: the invited player's name;
# $reason: the reason they gave (one of online-decline-*), or nothing.
online-challenge-declined = { $name } ha rechazado tu desafío: «{ $reason }»
# $name: the challenger's name.
online-challenge-withdrawn = { $name } ha retirado su desafío.

# Why a challenge is declined: lichess's reasons, said by the player who declines, to the
# challenger (skillgames_online::DeclineReason).
online-decline-generic = Ahora mismo no acepto desafíos.
online-decline-later = Ahora no es buen momento para mí, por favor, pídemelo más tarde.
online-decline-too-fast = Este ritmo es demasiado rápido para mí, por favor, desafíame de nuevo a una partida más lenta.
online-decline-too-slow = Este ritmo es demasiado lento para mí, por favor, desafíame de nuevo a una partida más rápida.
online-decline-time-control = No acepto desafíos con este ritmo de juego.
online-decline-rated = Por favor, envíame un desafío puntuable.
online-decline-casual = Por favor, envíame un desafío amistoso.
online-decline-standard = Ahora mismo no acepto desafíos de este juego.
online-decline-variant = Ahora mismo no quiero jugar a este juego ni en este tablero.
online-decline-no-bot = No acepto desafíos de bots.
online-decline-only-bot = Solo acepto desafíos de bots.

# How long ago a notification came, in the bell (skillgames_page::notifications::ago).
# $count: how many minutes, hours or days.
online-ago-now = ahora mismo
online-ago-minutes = { $count ->
    [one] hace { $count } min
    [many] hace { $count } min
   *[other] hace { $count } min
}
online-ago-hours = { $count ->
    [one] hace { $count } h
    [many] hace { $count } h
   *[other] hace { $count } h
}
online-ago-yesterday = ayer
online-ago-days = { $count ->
    [one] hace { $count } día
    [many] hace { $count } días
   *[other] hace { $count } días
}
