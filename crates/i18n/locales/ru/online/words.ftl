# The online pages' sentences made by the page's logic (skillgames_page: online, live,
# leaderboard, challenges, notifications) and the reasons to decline a challenge
# (skillgames_online::DeclineReason): the live game, the leaderboard, the bar of challenges and
# the bell.

# The live game (skillgames_page::online).
online-waiting-to-send = Ваш ход будет отправлен, когда вы снова будете в сети.
online-offer-draw-theirs = Соперник предлагает ничью.
online-offer-draw-mine = Вы предложили ничью: ждём ответа.
online-offer-takeback-theirs = Соперник просит вернуть его последний ход.
online-offer-takeback-mine = Вы попросили вернуть ваш последний ход: ждём ответа.
online-offer-rematch-theirs = Соперник предлагает реванш.
online-offer-rematch-mine = Вы предложили реванш: ждём ответа.
online-unknown-game = Эта партия играется на доске, которой нет в этой версии приложения.
online-unreadable-moves = Не удалось прочитать ходы этой партии.

# A side of the board as the subject that starts a sentence of the result (the $winner and
# $loser below). $name: the player's name.
online-side-white = Белые ({ $name })
online-side-black = Чёрные ({ $name })
# A side nobody has taken.
online-white = Белые
online-black = Чёрные

# How the game ended. $winner, $loser: a side (online-side-white, online-white, ...).
online-result-aborted = Партия прервана: без результата.
online-result-resigned = { $winner } победили. { $loser } сдались.
online-result-time = { $winner } победили. { $loser } просрочили время.
online-result-abandoned = { $winner } победили. { $loser } покинули партию.
online-result-agreed = Ничья. Игроки согласились на ничью.
# $ending: the rules' own sentence on how the game ended (sides named White and Black).
online-result-won-by-rules = { $winner } победили. { $ending }
online-result-won = { $winner } победили.
# $ending: the rules' own sentence on how the game ended.
online-result-draw-by-rules = Ничья. { $ending }
online-result-draw = Ничья.

# One's own place on a leaderboard (skillgames_page::leaderboard). $rank: the place (1 for the
# first); $rating: the player's rating.
online-place = Ваше место: { $rank } (рейтинг { $rating }).
online-place-none = Вас нет в этой таблице лидеров: в ней устоявшиеся рейтинги (много рейтинговых партий) с рейтинговой партией за последние 30 дней.
online-place-log-in = Войдите в аккаунт, чтобы увидеть своё место.

# What became of a challenge (skillgames_page::challenges). $name: the invited player's name;
# $reason: the reason they gave (one of online-decline-*), or nothing.
online-challenge-declined = { $name } отклоняет ваш вызов: «{ $reason }»
# $name: the challenger's name.
online-challenge-withdrawn = { $name } отзывает свой вызов.

# Why a challenge is declined: lichess's reasons, said by the player who declines, to the
# challenger (skillgames_online::DeclineReason).
online-decline-generic = Сейчас я не принимаю вызовы.
online-decline-later = Сейчас мне неудобно, пожалуйста, вызовите меня позже.
online-decline-too-fast = Этот контроль времени для меня слишком быстрый, пожалуйста, вызовите меня на партию помедленнее.
online-decline-too-slow = Этот контроль времени для меня слишком медленный, пожалуйста, вызовите меня на партию побыстрее.
online-decline-time-control = Я не принимаю вызовы с таким контролем времени.
online-decline-rated = Пожалуйста, пришлите мне лучше рейтинговый вызов.
online-decline-casual = Пожалуйста, пришлите мне лучше товарищеский вызов.
online-decline-standard = Сейчас я не принимаю вызовы на эту игру.
online-decline-variant = Сейчас я не хочу играть в эту игру или на этой доске.
online-decline-no-bot = Я не принимаю вызовы от ботов.
online-decline-only-bot = Я принимаю вызовы только от ботов.

# How long ago a notification came, in the bell (skillgames_page::notifications::ago).
# $count: how many minutes, hours or days.
online-ago-now = только что
online-ago-minutes = { $count ->
    [one] { $count } мин. назад
    [few] { $count } мин. назад
    [many] { $count } мин. назад
   *[other] { $count } мин. назад
}
online-ago-hours = { $count ->
    [one] { $count } ч назад
    [few] { $count } ч назад
    [many] { $count } ч назад
   *[other] { $count } ч назад
}
online-ago-yesterday = вчера
online-ago-days = { $count ->
    [one] { $count } день назад
    [few] { $count } дня назад
    [many] { $count } дней назад
   *[other] { $count } дня назад
}
