# Notifications (skillgames_online::NotificationView::words): the bell of every page, a push
# notification and the email digest say the same sentence. $who: the other player's name, or
# the words of notice-someone when there is none: phrase each sentence so that either reads.
notice-someone = Tu rival
notice-your-turn = { $who } espera tu jugada.
notice-opponent-moved = { $who } ha jugado mientras no estabas.
notice-won = { $who } ha perdido contra ti.
notice-lost = { $who } te ha ganado.
notice-drawn = { $who } ha hecho tablas contigo.
notice-ended = { $who } ha terminado la partida contigo.
notice-draw-offer = { $who } ofrece tablas.
notice-takeback-offer = { $who } pide deshacer una jugada.
notice-challenge = { $who } te desafía.
notice-time-almost-up = { $who } espera tu jugada y tu tiempo está a punto de agotarse.
notice-tournament-game = { $who } se enfrenta a ti en el torneo: la partida ha empezado.
notice-followed-playing = { $who }, a quien sigues, ha empezado una partida de torneo: ¡mírala!
notice-warning = Un moderador te ha advertido: respeta las normas del sitio (sé amable en el chat, juega limpio).

# The kinds of notification, in the bell's preferences (NotificationKind::label).
notice-kind-your-turn = Tu turno en una partida por correspondencia
notice-kind-opponent-moved = Tu rival ha jugado mientras no estabas
notice-kind-game-over = Una partida ha terminado
notice-kind-draw-offer = Una oferta de tablas
notice-kind-takeback-offer = Una petición de deshacer jugada
notice-kind-challenge = Un desafío
notice-kind-time-almost-up = Tu tiempo está a punto de agotarse
notice-kind-tournament-game = Tu próxima partida de torneo
notice-kind-followed-playing = Un jugador que sigues empieza una partida de torneo
notice-kind-warning = Una advertencia de un moderador
