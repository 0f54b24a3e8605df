# Notifications (skillgames_online::NotificationView::words): the bell of every page, a push
# notification and the email digest say the same sentence. $who: the other player's name, or
# the words of notice-someone when there is none: phrase each sentence so that either reads.
notice-someone = 你的对手
notice-your-turn = { $who }在等你走棋。
notice-opponent-moved = 你离开期间，{ $who }走了一步棋。
notice-won = 你战胜了{ $who }。
notice-lost = 你输给了{ $who }。
notice-drawn = 你与{ $who }的对局以和棋结束。
notice-ended = 你与{ $who }的对局已结束。
notice-draw-offer = { $who }提议和棋。
notice-takeback-offer = { $who }请求悔棋。
notice-challenge = { $who }向你发起挑战。
notice-time-almost-up = 在与{ $who }的对局中，你的时间快用完了。
notice-tournament-game = 你与{ $who }的锦标赛对局已经开始。
notice-followed-playing = { $who }（你关注的玩家）开始了一盘锦标赛对局，快去观战吧。
notice-warning = 管理员向你发出了警告：请遵守本站规则（聊天时友善待人，公平下棋）。

# The kinds of notification, in the bell's preferences (NotificationKind::label).
notice-kind-your-turn = 通信对局中轮到你走棋
notice-kind-opponent-moved = 你离开期间对手走了棋
notice-kind-game-over = 对局结束
notice-kind-draw-offer = 和棋提议
notice-kind-takeback-offer = 悔棋请求
notice-kind-challenge = 挑战
notice-kind-time-almost-up = 你的时间快用完了
notice-kind-tournament-game = 你的下一盘锦标赛对局
notice-kind-followed-playing = 你关注的玩家开始锦标赛对局
notice-kind-warning = 管理员的警告
