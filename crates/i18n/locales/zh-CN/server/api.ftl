# The HTTP API's refusals (crates/server/src/http.rs `refuse`): written by the server in the
# language the request asks for (the page sends the player's), never fetched by the page.
api-not-found = 这个地址上什么都没有。
api-method-not-allowed = 这个地址不接受这种请求。
api-too-large = 这个请求太大了。
api-not-json = 这个请求必须以 JSON 格式发送。
api-wrong-form = 这个请求缺少内容，或其中有内容格式不对。
api-too-slow = 这个请求耗时太久。
api-unreadable = 无法读取这个请求。
api-too-many-tries = 尝试次数过多：请等一分钟再试。
api-unavailable = 在线服务出了点问题。请稍后再试。
api-too-many-sign-ins = 当前登录的人太多，请稍后再试。

# crates/server/src/http.rs and listen.rs: the visitor, signing up, logging in, profiles, games.
api-not-allowed = 不允许这个请求。
api-password-length = 密码须为 8 到 128 个字符。
api-signup-logged-in = 你已登录一个账号：请先退出，再注册另一个。
api-name-taken = 这个名字已被使用，或与其他玩家的名字太相似。
api-login-wrong = 这个名字和密码不匹配任何账号。
api-account-closed = 管理员已关闭这个账号。
api-player-not-found = 没有玩家叫这个名字。
api-no-such-game = 该对局不存在。
api-open-the-page-first = 请先打开本站的页面。
api-too-many-connections = 来自这里的连接太多了。

# crates/online: a name refused (NameError::message) and a message or time control refused
# (MessageError::message).
api-name-length = 名字须为 3 到 20 个字符。
api-name-characters = 名字只能使用字母、数字、空格、- 和 _。
api-message-too-long = 这条消息太长了。
api-message-unreadable = 无法读取这条消息。
api-time-control = 请选择每方 1 到 180 分钟、每步加 0 到 180 秒的用时，或每步 1、3 或 7 天。

# crates/server/src/api/mod.rs: the Bot and Board API (shaped like lichess's).
api-no-such-game-of-yours = 你没有这盘对局。
api-no-such-challenge = 没有给你的这个挑战。
api-nothing-here = 这里什么都没有。

# crates/server/src/api/auth.rs: personal API tokens. "Authorization: Bearer <token>" is an
# HTTP header, written as it is in every language.
api-too-many-without-token = 没有有效令牌的请求太多：请稍等一下。
api-no-valid-token = 没有有效的令牌：请在账号页面创建一个，并以 Authorization: Bearer <token> 的形式发送。
api-token-too-fast = 使用这个令牌的请求太多：请放慢一点。
# $scope: the scope the token lacks, as lichess writes scopes ("bot:play").
api-token-needs-scope = 这个令牌无权这样做：它需要 { $scope } 权限。
# $scopes: scopes separated by commas; $last: the last one ("bot:play", "board:play"): the token needs any one of them.
api-token-needs-scopes = 这个令牌无权这样做：它需要 { $scopes } 或 { $last } 权限。

# crates/server/src/api/account.rs: a bot account.
api-bot-already = 这个账号已经是机器人了。
api-bot-has-played = 这个账号已经下过棋：只有从未下过棋的账号才能成为机器人。

# crates/server/src/api/challenge.rs: challenges by name through the API. The words of the
# API's form fields (clock.limit, clock.increment, days, color, white, black, random, fen)
# are written as they are in every language.
api-fields-unreadable = 无法读取请求的字段。
# $field: the name of a form field ("days").
api-field-not-number = { $field } 必须是整数。
# $games: the games' names separated by commas; $last: the last game's name ("archimedes, amazons", "loa").
api-unknown-variant = 请把我们的一种游戏作为 variant（{ $games } 或 { $last }），如果它有多种棋盘，再加上棋盘大小。
api-clock-limit-minutes = 时钟的时限必须是整数分钟，以秒为单位（60、180、300……）。
api-clock-too-long = 这个用时太长了。
api-increment-too-long = 这个加秒太长了。
api-too-many-days = 每步的天数太多了。
api-challenge-no-clock = 请给出时钟（clock.limit 和 clock.increment）或每步天数（days）。
api-clock-and-days = 请给出时钟或每步天数，不能两者都给。
api-no-fen = 挑战从棋盘的初始局面开始（不支持 fen）。
api-color-choice = color 必须是 white、black 或 random。
api-rated-needs-accounts = 积分赛需要双方都有账号：这位玩家是访客。
api-too-many-challenges = 你的挑战和开放对局已达上限：请等待回复，或取消一个。
api-challenge-answered = 这个挑战已被回复或撤回。
# $reasons: lichess's keys of the reasons, separated by commas ("generic, later, tooFast").
api-decline-reason = 理由必须是以下之一：{ $reasons }。
# Why a challenge was declined, as the player declining says it to the challenger (lichess's
# reasons; programs read the key sent beside it).
api-decline-generic = 我目前不接受挑战。
api-decline-later = 现在不方便，请稍后再邀请我。
api-decline-too-fast = 这个用时对我来说太快了，请用更慢的对局再挑战我。
api-decline-too-slow = 这个用时对我来说太慢了，请用更快的对局再挑战我。
api-decline-time-control = 我不接受这种用时的挑战。
api-decline-rated = 请改为向我发起积分赛挑战。
api-decline-casual = 请改为向我发起休闲赛挑战。
api-decline-standard = 我现在不接受这个游戏的挑战。
api-decline-variant = 我现在不想下这个游戏或这种棋盘。
api-decline-no-bot = 我不接受机器人的挑战。
api-decline-only-bot = 我只接受机器人的挑战。

# crates/server/src/api/seek.rs: an open game in the lobby through the Board API (form fields
# time, increment and days).
api-seek-no-clock = 请给出时钟（time 为分钟，increment 为秒）或每步天数。
api-too-many-seeks = 你的开放对局已达上限：请等待有人接受其中一盘。

# crates/server/src/api/vacation.rs: vacation (the clocks of correspondence games stop).
api-vacation-already = 你已经在休假了：请先结束休假，再开始新的休假。
api-vacation-needs-account = 请登录你的账号以休假。
# $days: the days of vacation left this year.
api-vacation-days = { $days ->
   *[other] 今年你可以休假 1 到 { $days } 天（每年 30 天）。
}
api-vacation-too-many-days = 这比你今年剩下的天数还多。

# crates/server/src/api/leaderboard.rs (and a tournament asked for): a game or board the
# catalogue does not have.
api-no-such-variant = 本站没有这种游戏或棋盘。

# crates/server/src/api/tokens.rs: the account page's API tokens.
api-tokens-need-account = 只有账号才能拥有 API 令牌：请先注册或登录。
# $most: the longest name of a token, in characters.
api-token-name = { $most ->
   *[other] 请给令牌起一个 1 到 { $most } 个字符的名字。
}
# $scope: what was sent as a scope.
api-no-such-scope = 没有名为“{ $scope }”的权限。
api-token-no-scope = 请至少选择一项令牌可以做的事。
# $most: the most tokens an account may have.
api-too-many-tokens = { $most ->
   *[other] 一个账号最多可以有 { $most } 个令牌：请先撤销一个。
}
api-no-such-token = 你没有这个令牌。

# crates/server/src/api/policy.rs: who may challenge an account.
api-policy-needs-account = 只有账号才能选择谁可以挑战它：请先注册或登录。

# crates/server/src/api/push.rs: notifications on a device (Web Push).
api-no-push = 本站目前不发送通知。
api-push-needs-player = 请先打开在线页面：通知是发给玩家的。
api-push-host = 本站无法向这个浏览器的推送服务发送通知。
api-push-endpoint = 这个浏览器提供的地址无法用于通知。
api-push-keys = 这个浏览器提供的密钥无法用于通知。

# crates/server/src/api/language.rs: the language kept with the account.
api-unknown-language = 本站不支持这种语言。

# crates/server/src/api/email.rs: the account's email address and the password reset.
api-no-email = 本站不发送电子邮件。
api-email-needs-account = 请登录你的账号，为它设置邮箱地址。
api-not-an-address = 这不是邮箱地址（name@example.com）。
api-letter-too-soon = 刚刚已给你发过一封邮件：请等一分钟（每天最多 5 封）。
api-letter-not-sent = 邮件暂时无法发送：请稍后再试。
api-digest-needs-address = 请先为你的账号设置邮箱地址。
api-forgot-who = 请输入你的账号名或邮箱地址。
# The answer to "Forgot your password?", whether or not the name or address is known.
api-reset-sent = 如果这是某个账号的名字或已确认的邮箱地址，一封含有设置新密码链接的邮件正发往该地址。链接 30 分钟内有效。
api-dead-link = 这个链接已被使用或已过期：请重新申请一个。
# The small pages a link of a letter opens (a title, a sentence, and a link back to the account page).
api-page-your-account = 你的账号
api-page-link-not-valid = 链接无效
api-page-address-confirmed = 地址已确认
api-page-address-confirmed-text = 你的邮箱地址已确认。现在轮到你走棋时可以通过邮件通知你，忘记密码时也可以重置密码。
api-page-try-again = 请重试
api-page-confirm-failed-new-link = 本站暂时无法确认该地址：请稍后重新申请链接。
api-page-confirm-failed-open-again = 本站暂时无法确认该地址：请稍后再次打开链接。
api-page-link-not-whole = 这个链接不完整：请从邮件中重新打开。
api-page-unsubscribed = 已退订
api-page-unsubscribed-text = 轮到你走棋时，你将不再收到邮件。你可以在账号页面重新开启。
api-page-unsubscribe-failed = 本站暂时无法完成此操作：请稍后再次打开链接。

# crates/server/src/api/community.rs and hub/community.rs (CommunityError::message): follows,
# blocks, reports, rooms and moderation. The moderators' actions (warn, mute, rename, close,
# dismiss) are the words of the moderators' desk.
api-needs-a-name = 请先打开本站：它会给你一个下棋用的名字。
api-open-the-site-first = 请先打开本站。
api-relation-choice = 请选择关注、拉黑或屏蔽一位玩家。
api-report-reason = 请选择理由：作弊、聊天中辱骂、名字或其他。
api-mod-form = 请选择要做的事（警告、禁言、改名、关闭或驳回）并说明理由。
api-mod-action = 请选择要做的事：警告、禁言、改名、关闭或驳回。
api-no-player-of-that-name = 没有这个名字的玩家。
api-not-to-yourself = 你不能对自己这样做。
api-blocked = 该玩家不接受你的消息或挑战。
api-too-many-relations = 你关注、拉黑或屏蔽的玩家已达上限：请先移除一些。
api-no-reason = 请用几句话说明理由（1 到 500 个字符）。
api-too-many-reports = 你今天已提交了很多举报，管理员会查看的。请明天再试。
api-not-moderator = 只有管理员才能这样做。
api-not-visitor = 只能替换访客的名字；账号可以被警告或关闭。
api-mute-length = 禁言时长为 1 分钟到 30 天。
api-no-such-report = 没有关于该玩家的这条举报。
api-closed-already = 这个账号已被关闭。
api-not-saved = 服务器未能保存，因此没有任何更改。请稍后再试。

# crates/server/src/api/game.rs: a game's chat through the API (form field room: player or
# spectator, written as they are in every language).
api-chat-room = room 必须是 player 或 spectator。

# crates/server/src/api/tournaments.rs and tournament/mod.rs (TournamentError::message,
# Infeasible::message): making, joining and leaving tournaments.
api-tournament-needs-account = 只有账号才能创建锦标赛：请先注册或登录。
api-too-many-wrong-passwords = 密码错误次数太多：请稍等一下再试。
api-tournament-not-found = 没有这个锦标赛。
api-tournament-full = 这个锦标赛已满员。
api-tournament-already-in = 你已经在这个锦标赛中了。
api-tournament-not-in = 你不在这个锦标赛中。
api-tournament-closed = 这个锦标赛已无法加入。
api-tournament-wrong-password = 这不是这个锦标赛的密码。
# $min, $max: the ratings allowed; $rating: the player's rating.
api-tournament-rating = 这个锦标赛限等级分 { $min } 到 { $max }；你的等级分是 { $rating }。
api-tournament-no-bots = 机器人不能加入这个锦标赛。
api-tournament-accounts-only = 只有账号才能这样做：请先注册或登录。
api-tournaments-unavailable = 锦标赛暂时不可用。请稍后再试。
# $min, $max: the shortest and longest name, in letters.
api-tournament-name-length = { $max ->
   *[other] 锦标赛的名字须为 { $min } 到 { $max } 个字符。
}
api-tournament-time-control = 这种用时不是本站提供的。
api-tournament-start-passed = 开始时间已经过了。
api-tournament-too-far-ahead = 锦标赛须在 90 天内开始。
# $max: the most players a tournament may have.
api-tournament-room = { $max ->
   *[other] 锦标赛可容纳 2 到 { $max } 名玩家。
}
api-tournament-rating-range = 最低等级分高于最高等级分。
api-tournament-password-too-long = 密码太长了。
api-arena-clock = 竞技场使用实时棋钟，不能用通信对局。
api-arena-length = 竞技场持续 10 分钟到 12 小时。
api-arena-too-short = 以这种用时，竞技场比一盘对局还短。
# $max: the most rounds a Swiss may have.
api-swiss-rounds = { $max ->
   *[other] 瑞士制比赛有 1 到 { $max } 轮。
}
api-swiss-players = 瑞士制比赛的玩家数必须多于轮数，否则有些人会相遇两次。
# $min: the days a turn may take (the shortest round); $max: the longest round, in days.
api-round-days = { $max ->
   *[other] 通信对局的一轮持续 { $min } 到 { $max } 天：至少要有一步的时间。
}
# $max: the most players a round-robin may have.
api-round-robin-room = { $max ->
   *[other] 循环赛可容纳 3 到 { $max } 名玩家。
}
# $count: the most tournaments a player may have planned or being played at once.
api-too-many-planned = { $count ->
   *[other] 你已有 { $count } 个计划中或进行中的锦标赛：等其中一个结束后再创建。
}
