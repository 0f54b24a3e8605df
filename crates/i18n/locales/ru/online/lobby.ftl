# The online pages: the lobby and its window that creates a game, the games to watch, the
# account page, a player's profile, the leaderboards and the bar of challenges.

# The lobby (#/online): its buttons and its list of open games.
lobby-title = Играть онлайн
lobby-create-game = Создать партию
lobby-challenge-friend = Вызвать друга
lobby-challenge-link-help = Отправьте эту ссылку другу: кто первым её откроет, тот и сыграет с вами.
lobby-open-games = Открытые партии
lobby-looking = Ищем партии…
lobby-no-open-games = Сейчас открытых партий нет: создайте свою.
# $white: the player who created the game, with their rating ("Ada (1500?)"); $black: their opponent, likewise.
lobby-players-against = { $white } против { $black }
lobby-join = Принять
lobby-log-in-to-join = Войдите, чтобы играть
lobby-cancel = Отменить

# Play a bot, in the lobby, and the box that hides bots' games (also on the games to watch).
lobby-play-a-bot = Сыграть с ботом
lobby-bots = Боты
lobby-no-bot = Сейчас ни один бот не подключён.
lobby-challenge = Вызвать
# $name: a player's name. The title of the window that challenges them, and the Challenge button's name for screen readers: it must contain the words of lobby-challenge.
lobby-challenge-player = Вызвать { $name }
# $variant: the game and board ("Amazons, 8 × 8"); $rating: the bot's rating there, with ? when provisional ("1612?").
lobby-bot-rating = { $variant }: { $rating }
lobby-not-rated-yet = Пока без рейтинга
lobby-hide-bots = Скрыть партии ботов

# The window that creates a game or a challenge.
lobby-game = Игра
lobby-board = Доска
lobby-counts-for-ratings = Влияет на рейтинг
lobby-casual = Товарищеская
lobby-rated = Рейтинговая
lobby-rated-needs-account = Для рейтинговых партий нужна учётная запись: сначала войдите или зарегистрируйтесь.
lobby-your-colour = Ваш цвет
lobby-random = Случайно
lobby-white = Белые
lobby-black = Чёрные
lobby-create = Создать
lobby-create-challenge = Создать вызов
lobby-send-challenge = Отправить вызов

# The clock of a game being created (also in the window that creates a tournament).
lobby-time = Контроль времени
lobby-custom = Свой
lobby-minutes = Минуты
lobby-seconds-a-move = Секунд за ход
lobby-correspondence-help = По переписке: дни на каждый ход, оставаться в сети не нужно.
# $count: days for each move.
lobby-days = { $count ->
    [one] { $count } день
    [few] { $count } дня
    [many] { $count } дней
   *[other] { $count } дня
}

# The games being played, to watch (#/watch).
lobby-watch-title = Смотреть партии
lobby-refresh = Обновить
lobby-nobody-playing = Сейчас никто не играет.
lobby-games-being-played = Идущие партии
# $count: the moves played so far.
lobby-moves = { $count ->
    [one] { $count } ход
    [few] { $count } хода
    [many] { $count } ходов
   *[other] { $count } хода
}
lobby-watch = Смотреть

# The account page (#/account): logging in and creating an account.
account-title = Ваша учётная запись
account-why = Товарищеские партии можно играть без учётной записи. Учётная запись сохраняет ваше имя на всех устройствах и позволяет играть рейтинговые партии.
account-log-in = Войти
account-create-heading = Регистрация
account-create-button = Зарегистрироваться
account-name = Имя
account-password = Пароль
account-credentials-help = Имя из 3–20 букв, цифр, пробелов, - или _; пароль не короче 8 символов.

# A player's profile (#/player/<name>).
profile-unreadable = Не удалось прочитать этот профиль.
profile-kind-bot = Бот: компьютерная программа, которая играет здесь
profile-kind-account = Учётная запись
profile-kind-visitor = Гость без учётной записи
# A house bot of the site at its first level. $game: the game's name; $level: the level's name; $description: how the level plays (the catalogue's level-<game>-<level>, without its final full stop); $first: the name of the first level.
profile-house-bot-first = Собственный бот сайта: играет в { $game } на уровне «{ $level }» ({ $description }). Его измеренная сила в матчах каждого уровня против предыдущего: это первый уровень, с которым сравниваются остальные ({ $first }).
# A house bot at a higher level: as profile-house-bot-first; $strength: its strength on each board (profile-house-bot-board, joined by profile-house-bot-separator).
profile-house-bot = Собственный бот сайта: играет в { $game } на уровне «{ $level }» ({ $description }). Его измеренная сила в матчах каждого уровня против предыдущего: { $strength }.
# $size: the board's side ("8" in 8 × 8); $elo: how many Elo points stronger; $first: the name of the first level.
profile-house-bot-board = { $size } × { $size }: +{ $elo } Эло к уровню «{ $first }»
# Between two boards' strengths in profile-house-bot (a comma and a space in English).
profile-house-bot-separator = {", "}
# $name: the player's name.
profile-challenge = Вызвать { $name }
# $name: the player challenged.
profile-challenge-sent = Вызов отправлен: ждём ответа от { $name }.
# $wins, $losses, $draws: how many games the player won, lost and drew.
profile-results = Победы: { $wins }, поражения: { $losses }, ничьи: { $draws }
profile-ratings = Рейтинги
profile-recent-games = Последние партии

# A profile's ratings: one game and board a row.
profile-no-rated-games = Рейтинговых партий пока нет.
profile-game = Игра
profile-rating = Рейтинг
profile-rated-games = Рейтинговые партии
profile-history = История
# $count: how many rated games the player played on this game and board.
profile-games = { $count ->
    [one] { $count } партия
    [few] { $count } партии
    [many] { $count } партий
   *[other] { $count } партии
}
profile-provisional-help = Рейтинг с ? предварительный: слишком мало партий, чтобы быть уверенным.

# A profile's recent games.
profile-no-games = Партий пока нет.
# The player's side and their opponent. $opponent: the opponent's name.
profile-white-against = Белыми против { $opponent }
profile-black-against = Чёрными против { $opponent }
# How a game ended, or stands, for the player.
profile-won = Победа
profile-lost = Поражение
profile-draw = Ничья
profile-aborted = Прервана
profile-being-played = Идёт
profile-open = Открыта
profile-review = Разбор
profile-game-record = Запись партии

# The leaderboards (#/leaderboard).
leaderboard-title = Лидеры
leaderboard-help = Лучшие игроки каждой игры и доски: учётные записи с устоявшимся рейтингом (много рейтинговых партий), сыгравшие там рейтинговую партию за последние 30 дней. Компьютерные программы указаны отдельно.
leaderboard-game-and-board = Игра и доска
# $game: the game's name; $size: the board's side ("8" in 8 × 8).
leaderboard-option = { $game }, { $size } × { $size }
leaderboard-unreadable = Не удалось прочитать эту таблицу лидеров.
leaderboard-players = Игроки
leaderboard-bots = Боты
leaderboard-no-players = Здесь пока ни у кого нет устоявшегося рейтинга.
leaderboard-no-bots = Здесь пока ни у одного бота нет устоявшегося рейтинга.
leaderboard-place = Место
leaderboard-name = Имя
leaderboard-rating = Рейтинг
leaderboard-rated-games = Рейтинговые партии

# The bar of challenges by name, on every page.
challenge-challenges = Вызовы
# After the challenger's name (shown before it, in bold). $terms: what the challenge asks ("Amazons, 8 × 8 · 5+3 · Rated"); the words in brackets say who moves first.
challenge-incoming-by-lot = вызывает вас: { $terms } (цвет по жребию)
challenge-incoming-second = вызывает вас: { $terms } (вы ходите вторым)
challenge-incoming-first = вызывает вас: { $terms } (вы ходите первым)
challenge-accept = Принять
challenge-reason = Причина
challenge-reason-to-decline = Причина отказа
challenge-decline = Отклонить
# $name: the player challenged; $terms: what the challenge asks ("Amazons, 8 × 8 · 5+3 · Rated").
challenge-waiting = Ждём, когда { $name } ответит на ваш вызов: { $terms }
challenge-cancel = Отменить
challenge-dismiss = Закрыть

# The window that makes a game, when its clock is out of range.
lobby-bad-time-control = Выберите контроль времени от 1 до 180 минут и от 0 до 180 секунд на ход или 1, 3 или 7 дней на ход.
