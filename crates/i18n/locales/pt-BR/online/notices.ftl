# Notifications (skillgames_online::NotificationView::words): the bell of every page, a push
# notification and the email digest say the same sentence. $who: the other player's name, or
# the words of notice-someone when there is none: phrase each sentence so that either reads.
notice-someone = Seu adversário
notice-your-turn = { $who } está aguardando seu lance.
notice-opponent-moved = { $who } jogou enquanto você estava fora.
notice-won = { $who } perdeu para você.
notice-lost = { $who } venceu você.
notice-drawn = { $who } empatou com você.
notice-ended = { $who } terminou a partida com você.
notice-draw-offer = { $who } oferece empate.
notice-takeback-offer = { $who } pede para voltar um lance.
notice-challenge = { $who } desafia você.
notice-time-almost-up = { $who } está aguardando seu lance e seu tempo está quase acabando.
notice-tournament-game = { $who } enfrenta você no torneio: a partida começou.
notice-followed-playing = { $who }, que você segue, começou uma partida de torneio: assista.
notice-warning = Um moderador advertiu você: respeite as regras do site (seja gentil no chat, jogue limpo).

# The kinds of notification, in the bell's preferences (NotificationKind::label).
notice-kind-your-turn = Sua vez em uma partida por correspondência
notice-kind-opponent-moved = Seu adversário jogou enquanto você estava fora
notice-kind-game-over = Uma partida terminou
notice-kind-draw-offer = Uma oferta de empate
notice-kind-takeback-offer = Um pedido para voltar lance
notice-kind-challenge = Um desafio
notice-kind-time-almost-up = Seu tempo está quase acabando
notice-kind-tournament-game = Sua próxima partida de torneio
notice-kind-followed-playing = Um jogador que você segue começa uma partida de torneio
notice-kind-warning = Uma advertência de um moderador
