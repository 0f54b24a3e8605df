# Players and the community: the moderators' desk (#/mod), the bell of notifications, and the
# account page's parts about others and the account itself (follows, reports, email, vacation,
# challenges, API tokens).

# The reasons a report gives: in the report form on a player's page and on the moderators' desk.
moderation-reason-cheating = Нечестная игра
moderation-reason-chat = Оскорбления в чате
moderation-reason-name = Оскорбительное имя
moderation-reason-other = Другое

# The moderators' desk (#/mod): only moderators see it.
moderation-title = Модерация
moderation-find-record = Досье игрока
moderation-find = Найти
moderation-unreadable = Не удалось прочитать этот ответ.
moderation-reports-waiting = Жалобы в очереди
moderation-no-report = Необработанных жалоб нет.
moderation-lately = Последние действия модераторов
moderation-nothing-yet = Пока ничего.
# $name: a player's name.
moderation-record-of = Досье: { $name }
# What the player is: a closed account, an account, or a visitor (no account).
moderation-closed-account = Закрытый аккаунт
moderation-account = Аккаунт
moderation-visitor = Гость
moderation-their-page = Страница игрока
moderation-reports-about = Жалобы на игрока
moderation-what-done = Действия модераторов
# A line of a report or of an action, after " · ". $name: who reported, or which moderator acted.
moderation-by = от { $name }
# Before the game's id (a link), in a report's line.
moderation-game = партия
# $name: the moderator who handled the report.
moderation-handled-by = рассмотрел { $name }
moderation-open = Открыть
# The name of the Open button for screen readers: it must contain the words of moderation-open.
# $name: the reported player.
moderation-open-record = Открыть досье: { $name }
# What moderators did, in the log.
moderation-done-warn = Предупреждён
moderation-done-mute = Заглушён в общих комнатах
moderation-done-rename = Гость переименован
moderation-done-close = Аккаунт закрыт
moderation-done-dismiss = Жалоба отклонена
# The form to act on a player's record.
moderation-action = Действие
moderation-do-warn = Предупредить
moderation-do-mute = Заглушить в общих комнатах
moderation-do-rename = Заменить имя гостя
moderation-do-close = Закрыть аккаунт
moderation-do-dismiss = Отклонить жалобу
moderation-minutes = На сколько минут
moderation-reason = Причина (её читают другие модераторы)
moderation-do-it = Применить
moderation-acted = Готово, записано в досье.

# The bell: the list of notifications, and push notifications on this device.
bell-title = Уведомления
# The bell's name for screen readers. $count: how many notifications are unread (1 or more).
bell-unread = { $count ->
    [one] Уведомления, { $count } непрочитанное
    [few] Уведомления, { $count } непрочитанных
    [many] Уведомления, { $count } непрочитанных
   *[other] Уведомления, { $count } непрочитанных
}
bell-mark-all-read = Прочитать все
bell-empty = Пока ничего. Здесь будут ваши ходы, результаты и вызовы.
bell-device = Уведомления на этом устройстве
bell-unsupported = Этот браузер не умеет показывать уведомления от сайтов.
bell-denied = Уведомления для этого сайта заблокированы: разрешите их в настройках браузера.
bell-on = Это устройство получает уведомления, даже когда сайт закрыт.
bell-turn-off = Выключить
bell-off = Узнавайте о своих ходах и результатах, даже когда сайт закрыт.
bell-turn-on = Включить
# Above the kinds of notifications to receive (your turn, results, challenges...).
bell-kinds = Сообщать мне о

# On another player's page: follow, mute, block, report.
settings-player-actions = Вы и этот игрок
settings-player-follow = Подписаться
settings-player-unfollow = Отписаться
settings-player-mute = Скрыть чат
settings-player-unmute = Показать чат
settings-player-block = Заблокировать
settings-player-unblock = Разблокировать
settings-report-open = Пожаловаться
settings-report-why = Причина
settings-report-choose = Выберите…
settings-report-game = Ссылка или номер партии (если есть)
settings-report-text = Что произошло
settings-report-send = Отправить жалобу
settings-report-cancel = Отмена
settings-report-sent = Спасибо: модератор прочитает вашу жалобу.

# On the account page: the players one follows.
settings-follows-title = Ваши подписки
# "Follow" is the button of settings-player-follow.
settings-follows-none = Вы пока ни на кого не подписаны: откройте страницу игрока и нажмите «Подписаться».
settings-follow-playing = Играет: смотреть
settings-follow-tournament = В турнире
settings-follow-online = В сети
settings-follow-away = Не в сети
settings-follow-challenge = Вызвать
# The name of the Challenge link for screen readers: it must contain the words of
# settings-follow-challenge. $name: the player.
settings-follow-challenge-label = Вызвать: { $name }
settings-follow-alerts = Сообщать, когда игрок из моих подписок начинает турнирную партию

# On the account page: email.
settings-email-title = Эл. почта
settings-email-not-sent = Этот сайт не отправляет письма.
settings-email-none = Адреса пока нет: с ним вы сможете получать уведомления о своём ходе и задать новый пароль, если забудете старый.
# $address: the account's email address.
settings-email-confirmed = { $address }: подтверждён.
settings-email-unconfirmed = { $address }: ещё не подтверждён. Откройте ссылку, которую мы туда отправили.
settings-email-address = Адрес эл. почты
settings-email-save = Сохранить
settings-email-sent = Отправлено: откройте ссылку в письме, чтобы подтвердить адрес.
settings-email-digest = Писать мне, когда мой ход (не чаще двух раз в день)
settings-email-remove = Удалить адрес

# Logged out: a forgotten password, and the form the emailed link opens.
settings-forgot-title = Забыли пароль?
settings-forgot-no-email = Этот сайт не отправляет письма: забытый пароль здесь не восстановить.
settings-forgot-who = Ваше имя или адрес эл. почты
settings-forgot-send = Прислать ссылку
settings-reset-title = Новый пароль
settings-reset-password = Новый пароль
settings-reset-save = Сохранить пароль
settings-reset-help = Не меньше 8 символов. На всех остальных устройствах будет выполнен выход.

# On the account page: vacation (the clocks of correspondence games stop).
settings-vacation-title = Отпуск
# $until: a date and time, written by the browser.
settings-vacation-until = Вы в отпуске до { $until }. Часы ваших партий по переписке остановлены.
settings-vacation-end = Вернуться сейчас
# $count: the days of vacation left this year.
settings-vacation-help = { $count ->
    [one] Уезжаете? Пока вы в отпуске, часы ваших партий по переписке стоят. В этом году у вас остался { $count } день.
    [few] Уезжаете? Пока вы в отпуске, часы ваших партий по переписке стоят. В этом году у вас осталось { $count } дня.
    [many] Уезжаете? Пока вы в отпуске, часы ваших партий по переписке стоят. В этом году у вас осталось { $count } дней.
   *[other] Уезжаете? Пока вы в отпуске, часы ваших партий по переписке стоят. В этом году у вас осталось { $count } дня.
}
settings-vacation-days = Дней отпуска
settings-vacation-go = Уйти в отпуск

# On the account page: who may challenge the account by name.
settings-policy-title = Вызовы
settings-policy-who = Кто может вызвать вас по имени
settings-policy-anyone = Все
settings-policy-accounts = Только игроки с аккаунтом
settings-policy-nobody = Никто
settings-policy-saved = Сохранено.

# On the account page: personal API tokens (a program plays for the account with one).
settings-tokens-title = API-токены
settings-tokens-help = Токен позволяет программе играть за ваш аккаунт: боту, другой доске, утилите. Храните его в тайне, как пароль.
settings-token-made = Ваш новый токен. Скопируйте его сейчас: он показывается только один раз.
settings-token-copy = Копировать
settings-token-copied = Скопировано.
settings-token-not-copied = Выделите и скопируйте его сами: браузер не разрешил странице скопировать его.
# $made: when the token was made; $used: when it was last used (dates written by the browser).
settings-token-used = создан { $made } · последнее использование { $used }
settings-token-never-used = создан { $made } · не использовался
settings-token-revoke = Отозвать
# The name of the Revoke button for screen readers: it must contain the words of
# settings-token-revoke. $name: the token's name.
settings-token-revoke-label = Отозвать токен { $name }
settings-token-name = Название
# Above what the token may do.
settings-token-may = Что он может
settings-token-scope-bot = Играть как бот (на аккаунте не должно быть сыгранных партий)
settings-token-scope-board = Играть через программу или настоящую доску
settings-token-scope-read = Читать данные аккаунта
settings-token-make = Создать токен

# Why notifications could not be turned on or off on this device (offline.js answers these).
bell-push-blocked = Уведомления для этого сайта заблокированы: разрешите их в настройках браузера.
bell-push-not-sent = Сейчас этот сайт не отправляет уведомления.
bell-push-unreachable = Браузеру не удалось связаться со своей службой уведомлений. Попробуйте позже.
bell-push-not-saved = Серверу не удалось это сохранить. Попробуйте ещё раз чуть позже.
bell-push-not-on = Не удалось включить уведомления в этом браузере.
bell-push-not-off = Не удалось выключить уведомления в этом браузере.
