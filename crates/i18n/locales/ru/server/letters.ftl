# The letters the server writes (crates/server/src/email.rs), in the account's language. Never
# fetched by the page. $name: the account's name; $link: a link, on a line of its own.
mail-verify-subject = Подтвердите адрес электронной почты на skillgames
mail-verify-body = Здравствуйте, { $name }!

    Откройте эту ссылку, чтобы подтвердить, что это ваш адрес:

    { $link }

    Ссылка действует один раз в течение 24 часов. Если вы её не запрашивали, просто не обращайте внимания на это письмо: ничего не изменится.
mail-reset-subject = Выберите новый пароль для skillgames
mail-reset-body = Здравствуйте, { $name }!

    Кто-то (надеемся, что вы) запросил новый пароль для вашего аккаунта skillgames. Откройте эту ссылку, чтобы выбрать его:

    { $link }

    Ссылка действует один раз в течение 30 минут. Если вы её не запрашивали, просто не обращайте внимания на это письмо: ваш пароль останется прежним.
# $count: how many games wait for the player's move.
mail-digest-subject = { $count ->
    [one] Ваш ход в { $count } партии на skillgames
    [few] Ваш ход в { $count } партиях на skillgames
    [many] Ваш ход в { $count } партиях на skillgames
   *[other] Ваш ход в { $count } партиях на skillgames
}
mail-digest-greeting = Здравствуйте, { $name }!
# $link: the link that stops the letters.
mail-digest-footer = Это письмо приходит не чаще двух раз в день, пока партии ждут вашего хода. Чтобы больше его не получать, откройте эту ссылку:
    { $link }
