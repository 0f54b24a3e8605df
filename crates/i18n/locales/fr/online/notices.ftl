# Notifications (skillgames_online::NotificationView::words): the bell of every page, a push
# notification and the email digest say the same sentence. $who: the other player's name, or
# the words of notice-someone when there is none: phrase each sentence so that either reads.
notice-someone = Votre adversaire
notice-your-turn = { $who } attend votre coup.
notice-opponent-moved = { $who } a joué pendant votre absence.
notice-won = { $who } s’incline : vous avez gagné.
notice-lost = { $who } l’emporte : vous avez perdu.
notice-drawn = { $who } et vous avez fait partie nulle.
notice-ended = { $who } et vous avez terminé votre partie.
notice-draw-offer = { $who } propose la nulle.
notice-takeback-offer = { $who } demande à reprendre un coup.
notice-challenge = { $who } vous défie.
notice-time-almost-up = { $who } attend votre coup et votre temps est presque écoulé.
notice-tournament-game = { $who } vous affronte en tournoi : la partie a commencé.
notice-followed-playing = { $who }, que vous suivez, a commencé une partie de tournoi : regardez-la.
notice-warning = Un modérateur vous a averti : merci de respecter les règles du site (soyez courtois dans le chat, jouez loyalement).

# The kinds of notification, in the bell's preferences (NotificationKind::label).
notice-kind-your-turn = À vous de jouer dans une partie par correspondance
notice-kind-opponent-moved = Votre adversaire a joué pendant votre absence
notice-kind-game-over = Une partie est terminée
notice-kind-draw-offer = Une proposition de nulle
notice-kind-takeback-offer = Une demande de reprise de coup
notice-kind-challenge = Un défi
notice-kind-time-almost-up = Votre temps est presque écoulé
notice-kind-tournament-game = Votre prochaine partie de tournoi
notice-kind-followed-playing = Un joueur que vous suivez commence une partie de tournoi
notice-kind-warning = L’avertissement d’un modérateur
