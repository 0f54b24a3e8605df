# Notifications (skillgames_online::NotificationView::words): the bell of every page, a push
# notification and the email digest say the same sentence. $who: the other player's name, or
# the words of notice-someone when there is none: phrase each sentence so that either reads.
notice-someone = Соперник
notice-your-turn = { $who } ждёт вашего хода.
notice-opponent-moved = { $who } ждёт вашего ответа: ход сделан, пока вас не было.
notice-won = { $who } уступает вам: вы победили.
notice-lost = { $who } побеждает: вы проиграли.
notice-drawn = { $who } и вы сыграли вничью.
notice-ended = { $who } и вы закончили партию.
notice-draw-offer = { $who } предлагает ничью.
notice-takeback-offer = { $who } просит вернуть ход.
notice-challenge = { $who } вызывает вас на партию.
notice-time-almost-up = { $who } ждёт вашего хода, а ваше время почти истекло.
notice-tournament-game = { $who } и вы начали турнирную партию.
notice-followed-playing = { $who } из ваших подписок начинает турнирную партию: посмотрите её.
notice-warning = Модератор вынес вам предупреждение: пожалуйста, соблюдайте правила сайта (будьте вежливы в чате, играйте честно).

# The kinds of notification, in the bell's preferences (NotificationKind::label).
notice-kind-your-turn = Ваш ход в партии по переписке
notice-kind-opponent-moved = Соперник сделал ход, пока вас не было
notice-kind-game-over = Партия окончена
notice-kind-draw-offer = Предложение ничьей
notice-kind-takeback-offer = Просьба вернуть ход
notice-kind-challenge = Вызов на партию
notice-kind-time-almost-up = Ваше время почти истекло
notice-kind-tournament-game = Ваша следующая турнирная партия
notice-kind-followed-playing = Игрок из ваших подписок начинает турнирную партию
notice-kind-warning = Предупреждение модератора
