# The letters the server writes (crates/server/src/email.rs), in the account's language. Never
# fetched by the page. $name: the account's name; $link: a link, on a line of its own.
mail-verify-subject = 确认你在 skillgames 的邮箱地址
mail-verify-body = { $name }，你好：

    请打开此链接，确认这个邮箱地址属于你：

    { $link }

    此链接只能使用一次，24 小时内有效。如果这不是你本人的操作，请忽略本邮件，一切都不会改变。
mail-reset-subject = 设置新的 skillgames 密码
mail-reset-body = { $name }，你好：

    有人（希望是你本人）申请为你的 skillgames 账号设置新密码。请打开此链接设置新密码：

    { $link }

    此链接只能使用一次，30 分钟内有效。如果这不是你本人的操作，请忽略本邮件，你的密码保持不变。
# $count: how many games wait for the player's move.
mail-digest-subject = { $count ->
   *[other] 你有 { $count } 盘 skillgames 对局轮到你走棋
}
mail-digest-greeting = { $name }，你好：
# $link: the link that stops the letters.
mail-digest-footer = 当有对局等你走棋时，你每天最多会收到两次这封邮件。如果不想再收到，请打开此链接：
    { $link }
