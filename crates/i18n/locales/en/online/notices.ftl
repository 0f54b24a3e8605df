# Notifications (skillgames_online::NotificationView::words): the bell of every page, a push
# notification and the email digest say the same sentence. $who: the other player's name, or
# the words of notice-someone when there is none: phrase each sentence so that either reads.
notice-someone = Your opponent
notice-your-turn = Your turn against { $who }.
notice-opponent-moved = { $who } moved while you were away.
notice-won = You won against { $who }.
notice-lost = You lost against { $who }.
notice-drawn = Your game against { $who } ended in a draw.
notice-ended = Your game against { $who } ended.
notice-draw-offer = { $who } offers a draw.
notice-takeback-offer = { $who } asks to take back a move.
notice-challenge = { $who } challenges you.
notice-time-almost-up = Your time is almost up in your game against { $who }.
notice-tournament-game = Your tournament game against { $who } has begun.
notice-followed-playing = { $who }, whom you follow, has begun a tournament game: watch it.
notice-warning = A moderator has warned you: please keep to the site's rules (be kind in chat, play fair).

# The kinds of notification, in the bell's preferences (NotificationKind::label).
notice-kind-your-turn = Your turn in a correspondence game
notice-kind-opponent-moved = Your opponent moved while you were away
notice-kind-game-over = A game ended
notice-kind-draw-offer = A draw offered
notice-kind-takeback-offer = A takeback asked
notice-kind-challenge = A challenge
notice-kind-time-almost-up = Your time is almost up
notice-kind-tournament-game = Your next tournament game
notice-kind-followed-playing = A player you follow begins a tournament game
notice-kind-warning = A moderator's warning
