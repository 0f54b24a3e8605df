# Notifications (skillgames_online::NotificationView::words): the bell of every page, a push
# notification and the email digest say the same sentence. $who: the other player's name, or
# the words of notice-someone when there is none: phrase each sentence so that either reads.
notice-someone = Dein Gegner
notice-your-turn = { $who } wartet auf deinen Zug.
notice-opponent-moved = { $who } hat gezogen, während du weg warst.
notice-won = { $who } hat gegen dich verloren.
notice-lost = { $who } hat gegen dich gewonnen.
notice-drawn = { $who } und du habt remis gespielt.
notice-ended = { $who } und du habt eure Partie beendet.
notice-draw-offer = { $who } bietet Remis an.
notice-takeback-offer = { $who } möchte einen Zug zurücknehmen.
notice-challenge = { $who } fordert dich heraus.
notice-time-almost-up = { $who } wartet auf deinen Zug, und deine Zeit ist fast abgelaufen.
notice-tournament-game = { $who } spielt im Turnier gegen dich: Die Partie hat begonnen.
notice-followed-playing = { $who }, dem du folgst, hat eine Turnierpartie begonnen: Schau zu!
notice-warning = Ein Moderator hat dich verwarnt: Bitte halte dich an die Regeln der Seite (sei freundlich im Chat, spiel fair).

# The kinds of notification, in the bell's preferences (NotificationKind::label).
notice-kind-your-turn = Du bist am Zug in einer Fernpartie
notice-kind-opponent-moved = Dein Gegner hat gezogen, während du weg warst
notice-kind-game-over = Eine Partie ist beendet
notice-kind-draw-offer = Ein Remisangebot
notice-kind-takeback-offer = Eine Bitte um Zugrücknahme
notice-kind-challenge = Eine Herausforderung
notice-kind-time-almost-up = Deine Zeit ist fast abgelaufen
notice-kind-tournament-game = Deine nächste Turnierpartie
notice-kind-followed-playing = Ein Spieler, dem du folgst, beginnt eine Turnierpartie
notice-kind-warning = Eine Verwarnung durch einen Moderator
