# The HTTP API's refusals (crates/server/src/http.rs `refuse`): written by the server in the
# language the request asks for (the page sends the player's), never fetched by the page.
api-not-found = По этому адресу ничего нет.
api-method-not-allowed = Этот адрес не принимает такой запрос.
api-too-large = Этот запрос слишком большой.
api-not-json = Этот запрос нужно отправить в формате JSON.
api-wrong-form = В этом запросе чего-то не хватает или что-то в нём имеет неверный формат.
api-too-slow = Этот запрос шёл слишком долго.
api-unreadable = Не удалось прочитать этот запрос.
api-too-many-tries = Слишком много попыток: подождите минуту и попробуйте снова.
api-unavailable = У онлайн-сервиса проблемы. Попробуйте ещё раз чуть позже.
api-too-many-sign-ins = Сейчас слишком много входов, попробуйте ещё раз чуть позже.

# crates/server/src/http.rs and listen.rs: the visitor, signing up, logging in, profiles, games.
api-not-allowed = Этот запрос не разрешён.
api-password-length = Пароль должен содержать от 8 до 128 символов.
api-signup-logged-in = Вы вошли в аккаунт: чтобы создать другой, сначала выйдите.
api-name-taken = Это имя занято или слишком похоже на имя другого игрока.
api-login-wrong = Это имя и пароль не подходят ни к одному аккаунту.
api-account-closed = Модератор закрыл этот аккаунт.
api-player-not-found = Игрока с таким именем нет.
api-no-such-game = Такой партии не существует.
api-open-the-page-first = Сначала откройте страницу сайта.
api-too-many-connections = Слишком много подключений отсюда.

# crates/online: a name refused (NameError::message) and a message or time control refused
# (MessageError::message).
api-name-length = Имя должно содержать от 3 до 20 символов.
api-name-characters = Имя может содержать только буквы, цифры, пробелы, - и _.
api-message-too-long = Это сообщение слишком длинное.
api-message-unreadable = Не удалось прочитать это сообщение.
api-time-control = Выберите контроль времени от 1 до 180 минут и от 0 до 180 секунд на ход или 1, 3 или 7 дней на ход.

# crates/server/src/api/mod.rs: the Bot and Board API (shaped like lichess's).
api-no-such-game-of-yours = У вас нет такой партии.
api-no-such-challenge = Для вас нет такого вызова.
api-nothing-here = Здесь ничего нет.

# crates/server/src/api/auth.rs: personal API tokens. "Authorization: Bearer <token>" is an
# HTTP header, written as it is in every language.
api-too-many-without-token = Слишком много запросов без действующего токена: подождите немного.
api-no-valid-token = Нет действующего токена: создайте его на странице аккаунта и отправляйте как Authorization: Bearer <token>.
api-token-too-fast = Слишком много запросов с этим токеном: помедленнее.
# $scope: the scope the token lacks, as lichess writes scopes ("bot:play").
api-token-needs-scope = Этому токену это не разрешено: нужно разрешение { $scope }.
# $scopes: scopes separated by commas; $last: the last one ("bot:play", "board:play"): the token needs any one of them.
api-token-needs-scopes = Этому токену это не разрешено: нужно разрешение { $scopes } или { $last }.

# crates/server/src/api/account.rs: a bot account.
api-bot-already = Этот аккаунт уже бот.
api-bot-has-played = На этом аккаунте уже есть сыгранные партии: ботом может стать только аккаунт без партий.

# crates/server/src/api/challenge.rs: challenges by name through the API. The words of the
# API's form fields (clock.limit, clock.increment, days, color, white, black, random, fen)
# are written as they are in every language.
api-fields-unreadable = Не удалось прочитать поля запроса.
# $field: the name of a form field ("days").
api-field-not-number = { $field } должно быть целым числом.
# $games: the games' names separated by commas; $last: the last game's name ("archimedes, amazons", "loa").
api-unknown-variant = Укажите в качестве варианта одну из наших игр ({ $games } или { $last }) и размер доски, если их несколько.
api-clock-limit-minutes = Время на часах должно быть целым числом минут, указанным в секундах (60, 180, 300...).
api-clock-too-long = Это время на часах слишком большое.
api-increment-too-long = Эта добавка слишком большая.
api-too-many-days = Это слишком много дней на ход.
api-challenge-no-clock = Укажите часы (clock.limit и clock.increment) или дни на ход (days).
api-clock-and-days = Укажите часы или дни на ход, но не то и другое.
api-no-fen = Вызов начинается с начальной позиции доски (fen не поддерживается).
api-color-choice = color должно быть white, black или random.
api-rated-needs-accounts = Для рейтинговой партии нужны два аккаунта: этот игрок — гость.
api-too-many-challenges = У вас уже максимум вызовов и открытых партий: дождитесь ответа или отмените один.
api-challenge-answered = На этот вызов уже ответили, или его уже отозвали.
# $reasons: lichess's keys of the reasons, separated by commas ("generic, later, tooFast").
api-decline-reason = Причина должна быть одной из этих: { $reasons }.
# Why a challenge was declined, as the player declining says it to the challenger (lichess's
# reasons; programs read the key sent beside it).
api-decline-generic = Сейчас я не принимаю вызовы.
api-decline-later = Сейчас мне неудобно, пожалуйста, предложите позже.
api-decline-too-fast = Этот контроль времени для меня слишком быстрый, пожалуйста, вызовите меня на более медленную партию.
api-decline-too-slow = Этот контроль времени для меня слишком медленный, пожалуйста, вызовите меня на более быструю партию.
api-decline-time-control = Я не принимаю вызовы с этим контролем времени.
api-decline-rated = Пожалуйста, пришлите мне лучше рейтинговый вызов.
api-decline-casual = Пожалуйста, пришлите мне лучше товарищеский вызов.
api-decline-standard = Сейчас я не принимаю вызовы в эту игру.
api-decline-variant = Сейчас я не хочу играть в эту игру или на этой доске.
api-decline-no-bot = Я не принимаю вызовы от ботов.
api-decline-only-bot = Я принимаю вызовы только от ботов.

# crates/server/src/api/seek.rs: an open game in the lobby through the Board API (form fields
# time, increment and days).
api-seek-no-clock = Укажите часы (time в минутах и increment в секундах) или дни на ход.
api-too-many-seeks = У вас уже максимум открытых партий: подождите, пока кто-нибудь примет одну из них.

# crates/server/src/api/vacation.rs: vacation (the clocks of correspondence games stop).
api-vacation-already = Вы уже в отпуске: чтобы взять новый, сначала вернитесь.
api-vacation-needs-account = Войдите в аккаунт, чтобы взять отпуск.
# $days: the days of vacation left this year.
api-vacation-days = { $days ->
    [one] В этом году вы можете взять от 1 до { $days } дня отпуска (30 в год).
    [few] В этом году вы можете взять от 1 до { $days } дней отпуска (30 в год).
    [many] В этом году вы можете взять от 1 до { $days } дней отпуска (30 в год).
   *[other] В этом году вы можете взять от 1 до { $days } дня отпуска (30 в год).
}
api-vacation-too-many-days = Это больше дней, чем у вас осталось в этом году.

# crates/server/src/api/leaderboard.rs (and a tournament asked for): a game or board the
# catalogue does not have.
api-no-such-variant = На этом сайте нет такой игры или доски.

# crates/server/src/api/tokens.rs: the account page's API tokens.
api-tokens-need-account = API-токены бывают только у аккаунтов: создайте аккаунт или сначала войдите.
# $most: the longest name of a token, in characters.
api-token-name = { $most ->
    [one] Дайте токену название длиной от 1 до { $most } символа.
    [few] Дайте токену название длиной от 1 до { $most } символов.
    [many] Дайте токену название длиной от 1 до { $most } символов.
   *[other] Дайте токену название длиной от 1 до { $most } символа.
}
# $scope: what was sent as a scope.
api-no-such-scope = Разрешения «{ $scope }» не существует.
api-token-no-scope = Выберите хотя бы одно действие, разрешённое токену.
# $most: the most tokens an account may have.
api-too-many-tokens = { $most ->
    [one] У аккаунта может быть не более { $most } токена: сначала отзовите один.
    [few] У аккаунта может быть не более { $most } токенов: сначала отзовите один.
    [many] У аккаунта может быть не более { $most } токенов: сначала отзовите один.
   *[other] У аккаунта может быть не более { $most } токена: сначала отзовите один.
}
api-no-such-token = У вас нет такого токена.

# crates/server/src/api/policy.rs: who may challenge an account.
api-policy-needs-account = Выбирать, кто может бросать вызов, могут только аккаунты: создайте аккаунт или сначала войдите.

# crates/server/src/api/push.rs: notifications on a device (Web Push).
api-no-push = Сейчас этот сайт не отправляет уведомления.
api-push-needs-player = Сначала откройте онлайн-страницы: уведомления — для игроков.
api-push-host = Этот сайт не может отправлять уведомления в push-сервис этого браузера.
api-push-endpoint = Браузер указал адрес, который нельзя использовать для уведомлений.
api-push-keys = Браузер указал ключи, которые нельзя использовать для уведомлений.

# crates/server/src/api/language.rs: the language kept with the account.
api-unknown-language = Сайт не поддерживает этот язык.

# crates/server/src/api/email.rs: the account's email address and the password reset.
api-no-email = Этот сайт не отправляет письма.
api-email-needs-account = Войдите в аккаунт, чтобы указать адрес эл. почты.
api-not-an-address = Это не адрес эл. почты (name@example.com).
api-letter-too-soon = Письмо уже отправлено вам только что: подождите минуту (не более 5 в день).
api-letter-not-sent = Сейчас не удалось отправить письмо: попробуйте позже.
api-digest-needs-address = Сначала укажите для аккаунта адрес эл. почты.
api-forgot-who = Напишите имя аккаунта или его адрес эл. почты.
# The answer to "Forgot your password?", whether or not the name or address is known.
api-reset-sent = Если это имя или подтверждённый адрес аккаунта, ссылка для выбора нового пароля уже отправлена на его адрес. Она действует 30 минут.
api-dead-link = Эта ссылка уже использована или устарела: запросите новую.
# The small pages a link of a letter opens (a title, a sentence, and a link back to the account page).
api-page-your-account = Ваш аккаунт
api-page-link-not-valid = Ссылка недействительна
api-page-address-confirmed = Адрес подтверждён
api-page-address-confirmed-text = Ваш адрес эл. почты подтверждён. Теперь вам могут приходить письма, когда ваш ход, и вы сможете сбросить пароль, если забудете его.
api-page-try-again = Попробуйте ещё раз
api-page-confirm-failed-new-link = Сейчас сайт не может подтвердить адрес: запросите новую ссылку позже.
api-page-confirm-failed-open-again = Сейчас сайт не может подтвердить адрес: откройте ссылку ещё раз позже.
api-page-link-not-whole = Эта ссылка неполная: откройте её из письма ещё раз.
api-page-unsubscribed = Подписка отменена
api-page-unsubscribed-text = Вам больше не будут приходить письма о вашем ходе. Включить их снова можно на странице аккаунта.
api-page-unsubscribe-failed = Сейчас сайт не может это сделать: откройте ссылку ещё раз позже.

# crates/server/src/api/community.rs and hub/community.rs (CommunityError::message): follows,
# blocks, reports, rooms and moderation. The moderators' actions (warn, mute, rename, close,
# dismiss) are the words of the moderators' desk.
api-needs-a-name = Сначала откройте сайт: он даст вам имя для игры.
api-open-the-site-first = Сначала откройте сайт.
api-relation-choice = Выберите: подписаться на игрока, заблокировать его или скрыть его чат.
api-report-reason = Выберите причину: нечестная игра, оскорбления в чате, имя или что-то другое.
api-mod-form = Выберите действие (предупредить, заглушить, переименовать, закрыть или отклонить) и укажите причину.
api-mod-action = Выберите действие: предупредить, заглушить, переименовать, закрыть или отклонить.
api-no-player-of-that-name = Игрока с таким именем нет.
api-not-to-yourself = С самим собой так нельзя.
api-blocked = Этот игрок не принимает от вас сообщения и вызовы.
api-too-many-relations = Вы уже подписаны, заблокировали или скрыли максимум игроков: сначала уберите кого-нибудь.
api-no-reason = Коротко укажите причину (от 1 до 500 символов).
api-too-many-reports = Сегодня вы отправили много жалоб; модераторы их прочтут. Попробуйте завтра.
api-not-moderator = Это могут делать только модераторы.
api-not-visitor = Заменить можно только имя гостя; аккаунт можно предупредить или закрыть.
api-mute-length = Заглушение длится от 1 минуты до 30 дней.
api-no-such-report = Такой жалобы на этого игрока нет.
api-closed-already = Этот аккаунт уже закрыт.
api-not-saved = Сервер не смог это сохранить, поэтому ничего не изменилось. Попробуйте ещё раз чуть позже.

# crates/server/src/api/game.rs: a game's chat through the API (form field room: player or
# spectator, written as they are in every language).
api-chat-room = room должно быть player или spectator.

# crates/server/src/api/tournaments.rs and tournament/mod.rs (TournamentError::message,
# Infeasible::message): making, joining and leaving tournaments.
api-tournament-needs-account = Создавать турниры могут только аккаунты: создайте аккаунт или сначала войдите.
api-too-many-wrong-passwords = Слишком много неверных паролей: подождите немного, прежде чем пробовать снова.
api-tournament-not-found = Такого турнира нет.
api-tournament-full = Мест в этом турнире нет.
api-tournament-already-in = Вы уже участвуете в этом турнире.
api-tournament-not-in = Вы не участвуете в этом турнире.
api-tournament-closed = К этому турниру больше нельзя присоединиться.
api-tournament-wrong-password = Это не пароль этого турнира.
# $min, $max: the ratings allowed; $rating: the player's rating.
api-tournament-rating = Этот турнир для рейтинга от { $min } до { $max }; ваш рейтинг — { $rating }.
api-tournament-no-bots = Ботам нельзя участвовать в этом турнире.
api-tournament-accounts-only = Это могут делать только аккаунты: создайте аккаунт или сначала войдите.
api-tournaments-unavailable = Турниры сейчас недоступны. Попробуйте ещё раз чуть позже.
# $min, $max: the shortest and longest name, in letters.
api-tournament-name-length = { $max ->
    [one] Название турнира должно содержать от { $min } до { $max } буквы.
    [few] Название турнира должно содержать от { $min } до { $max } букв.
    [many] Название турнира должно содержать от { $min } до { $max } букв.
   *[other] Название турнира должно содержать от { $min } до { $max } буквы.
}
api-tournament-time-control = Такого контроля времени на этом сайте нет.
api-tournament-start-passed = Время начала уже прошло.
api-tournament-too-far-ahead = Турнир должен начинаться в ближайшие 90 дней.
# $max: the most players a tournament may have.
api-tournament-room = { $max ->
    [one] В турнире может быть от 2 до { $max } игрока.
    [few] В турнире может быть от 2 до { $max } игроков.
    [many] В турнире может быть от 2 до { $max } игроков.
   *[other] В турнире может быть от 2 до { $max } игрока.
}
api-tournament-rating-range = Нижняя граница рейтинга выше верхней.
api-tournament-password-too-long = Пароль слишком длинный.
api-arena-clock = Арена играется с часами, а не по переписке.
api-arena-length = Арена длится от 10 минут до 12 часов.
api-arena-too-short = Арена короче одной партии с таким контролем времени.
# $max: the most rounds a Swiss may have.
api-swiss-rounds = { $max ->
    [one] В турнире по швейцарской системе от 1 до { $max } тура.
    [few] В турнире по швейцарской системе от 1 до { $max } туров.
    [many] В турнире по швейцарской системе от 1 до { $max } туров.
   *[other] В турнире по швейцарской системе от 1 до { $max } тура.
}
api-swiss-players = В турнире по швейцарской системе игроков должно быть больше, чем туров, иначе некоторые встретятся дважды.
# $min: the days a turn may take (the shortest round); $max: the longest round, in days.
api-round-days = { $max ->
    [one] Тур по переписке длится от { $min } до { $max } дня: не меньше времени на один ход.
    [few] Тур по переписке длится от { $min } до { $max } дней: не меньше времени на один ход.
    [many] Тур по переписке длится от { $min } до { $max } дней: не меньше времени на один ход.
   *[other] Тур по переписке длится от { $min } до { $max } дня: не меньше времени на один ход.
}
# $max: the most players a round-robin may have.
api-round-robin-room = { $max ->
    [one] В круговом турнире может быть от 3 до { $max } игрока.
    [few] В круговом турнире может быть от 3 до { $max } игроков.
    [many] В круговом турнире может быть от 3 до { $max } игроков.
   *[other] В круговом турнире может быть от 3 до { $max } игрока.
}
# $count: the most tournaments a player may have planned or being played at once.
api-too-many-planned = { $count ->
    [one] У вас уже { $count } запланированный или идущий турнир: создайте новый, когда он закончится.
    [few] У вас уже { $count } запланированных или идущих турнира: создайте новый, когда один из них закончится.
    [many] У вас уже { $count } запланированных или идущих турниров: создайте новый, когда один из них закончится.
   *[other] У вас уже { $count } запланированного или идущего турнира: создайте новый, когда один из них закончится.
}
