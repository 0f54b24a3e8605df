# Players and the community: the moderators' desk (#/mod), the bell of notifications, and the
# account page's parts about others and the account itself (follows, reports, email, vacation,
# challenges, API tokens).

# The reasons a report gives: in the report form on a player's page and on the moderators' desk.
moderation-reason-cheating = 作弊
moderation-reason-chat = 聊天辱骂
moderation-reason-name = 冒犯性的名字
moderation-reason-other = 其他

# The moderators' desk (#/mod): only moderators see it.
moderation-title = 管理
moderation-find-record = 玩家记录
moderation-find = 查找
moderation-unreadable = 无法读取此回复。
moderation-reports-waiting = 待处理的举报
moderation-no-report = 没有待处理的举报。
moderation-lately = 管理员最近的操作
moderation-nothing-yet = 暂无。
# $name: a player's name.
moderation-record-of = { $name } 的记录
# What the player is: a closed account, an account, or a visitor (no account).
moderation-closed-account = 已关闭的账号
moderation-account = 账号
moderation-visitor = 访客
moderation-their-page = 玩家主页
moderation-reports-about = 针对该玩家的举报
moderation-what-done = 管理员的操作
# A line of a report or of an action, after " · ". $name: who reported, or which moderator acted.
moderation-by = 来自 { $name }
# Before the game's id (a link), in a report's line.
moderation-game = 对局
# $name: the moderator who handled the report.
moderation-handled-by = 由 { $name } 处理
moderation-open = 打开
# The name of the Open button for screen readers: it must contain the words of moderation-open.
# $name: the reported player.
moderation-open-record = 打开 { $name } 的记录
# What moderators did, in the log.
moderation-done-warn = 已警告
moderation-done-mute = 已在公共房间禁言
moderation-done-rename = 访客已改名
moderation-done-close = 账号已关闭
moderation-done-dismiss = 举报已驳回
# The form to act on a player's record.
moderation-action = 操作
moderation-do-warn = 警告
moderation-do-mute = 在公共房间禁言
moderation-do-rename = 替换访客的名字
moderation-do-close = 关闭账号
moderation-do-dismiss = 驳回举报
moderation-minutes = 多少分钟
moderation-reason = 原因（其他管理员可见）
moderation-do-it = 执行
moderation-acted = 已完成，并记入记录。

# The bell: the list of notifications, and push notifications on this device.
bell-title = 通知
# The bell's name for screen readers. $count: how many notifications are unread (1 or more).
bell-unread = { $count ->
   *[other] 通知，{ $count } 条未读
}
bell-mark-all-read = 全部标为已读
bell-empty = 暂无。轮到你走棋、对局结果和挑战都会显示在这里。
bell-device = 此设备上的通知
bell-unsupported = 此浏览器无法显示网站通知。
bell-denied = 此网站的通知已被屏蔽：请在浏览器设置中允许。
bell-on = 即使网站已关闭，此设备也会收到通知。
bell-turn-off = 关闭
bell-off = 即使网站已关闭，也能收到轮到你走棋和对局结果的通知。
bell-turn-on = 开启
# Above the kinds of notifications to receive (your turn, results, challenges...).
bell-kinds = 通知我

# On another player's page: follow, mute, block, report.
settings-player-actions = 你与该玩家
settings-player-follow = 关注
settings-player-unfollow = 取消关注
settings-player-mute = 屏蔽其聊天
settings-player-unmute = 取消屏蔽聊天
settings-player-block = 拉黑
settings-player-unblock = 取消拉黑
settings-report-open = 举报
settings-report-why = 原因
settings-report-choose = 请选择…
settings-report-game = 对局链接或编号（如有）
settings-report-text = 发生了什么
settings-report-send = 提交举报
settings-report-cancel = 取消
settings-report-sent = 谢谢：管理员会查看你的举报。

# On the account page: the players one follows.
settings-follows-title = 你关注的玩家
# "Follow" is the button of settings-player-follow.
settings-follows-none = 你还没有关注任何人：打开一位玩家的主页，点击“关注”。
settings-follow-playing = 对局中：观看
settings-follow-tournament = 锦标赛中
settings-follow-online = 在线
settings-follow-away = 离线
settings-follow-challenge = 挑战
# The name of the Challenge link for screen readers: it must contain the words of
# settings-follow-challenge. $name: the player.
settings-follow-challenge-label = 挑战 { $name }
settings-follow-alerts = 我关注的玩家开始锦标赛对局时通知我

# On the account page: email.
settings-email-title = 电子邮件
settings-email-not-sent = 本网站不发送电子邮件。
settings-email-none = 尚未设置邮箱：设置后，轮到你走棋时可以收到提醒，忘记密码时也能重设。
# $address: the account's email address.
settings-email-confirmed = { $address }：已确认。
settings-email-unconfirmed = { $address }：尚未确认。请打开我们发送到该邮箱的链接。
settings-email-address = 邮箱地址
settings-email-save = 保存
settings-email-sent = 已发送：打开邮件中的链接以确认邮箱。
settings-email-digest = 轮到我走棋时发邮件提醒我（每天最多两次）
settings-email-remove = 删除邮箱

# Logged out: a forgotten password, and the form the emailed link opens.
settings-forgot-title = 忘记密码？
settings-forgot-no-email = 本网站不发送电子邮件：无法在此重设忘记的密码。
settings-forgot-who = 你的名字或邮箱地址
settings-forgot-send = 发送链接给我
settings-reset-title = 设置新密码
settings-reset-password = 新密码
settings-reset-save = 保存密码
settings-reset-help = 至少 8 个字符。其他所有设备都将退出登录。

# On the account page: vacation (the clocks of correspondence games stop).
settings-vacation-title = 休假
# $until: a date and time, written by the browser.
settings-vacation-until = 你正在休假，直到 { $until }。你的通信对局的棋钟已暂停。
settings-vacation-end = 立即回来
# $count: the days of vacation left this year.
settings-vacation-help = { $count ->
   *[other] 要离开一阵？休假期间，你的通信对局的棋钟会暂停。你今年还剩 { $count } 天假期。
}
settings-vacation-days = 休假天数
settings-vacation-go = 开始休假

# On the account page: who may challenge the account by name.
settings-policy-title = 挑战
settings-policy-who = 谁可以按名字挑战你
settings-policy-anyone = 所有人
settings-policy-accounts = 仅限有账号的玩家
settings-policy-nobody = 任何人都不行
settings-policy-saved = 已保存。

# On the account page: personal API tokens (a program plays for the account with one).
settings-tokens-title = API 令牌
settings-tokens-help = 令牌可让程序代你的账号下棋：机器人、另一个棋盘或工具。请像密码一样妥善保密。
settings-token-made = 你的新令牌。请立即复制：它只显示这一次。
settings-token-copy = 复制
settings-token-copied = 已复制。
settings-token-not-copied = 请自行选中并复制：浏览器不允许页面复制它。
# $made: when the token was made; $used: when it was last used (dates written by the browser).
settings-token-used = 创建于 { $made } · 最近使用于 { $used }
settings-token-never-used = 创建于 { $made } · 从未使用
settings-token-revoke = 撤销
# The name of the Revoke button for screen readers: it must contain the words of
# settings-token-revoke. $name: the token's name.
settings-token-revoke-label = 撤销令牌 { $name }
settings-token-name = 名称
# Above what the token may do.
settings-token-may = 权限
settings-token-scope-bot = 作为机器人下棋（该账号必须从未下过棋）
settings-token-scope-board = 通过程序或实体棋盘下棋
settings-token-scope-read = 读取账号信息
settings-token-make = 创建令牌

# Why notifications could not be turned on or off on this device (offline.js answers these).
bell-push-blocked = 此网站的通知已被屏蔽：请在浏览器设置中允许。
bell-push-not-sent = 此网站目前不发送通知。
bell-push-unreachable = 此浏览器无法连接其通知服务。请稍后再试。
bell-push-not-saved = 服务器未能保存。请稍后再试。
bell-push-not-on = 无法在此浏览器中开启通知。
bell-push-not-off = 无法在此浏览器中关闭通知。
