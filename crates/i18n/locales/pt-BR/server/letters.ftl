# The letters the server writes (crates/server/src/email.rs), in the account's language. Never
# fetched by the page. $name: the account's name; $link: a link, on a line of its own.
mail-verify-subject = Confirme seu endereço de e-mail no skillgames
mail-verify-body = Olá, { $name },

    Abra este link para confirmar que este endereço é seu:

    { $link }

    O link funciona uma única vez, durante 24 horas. Se você não pediu isso, ignore este e-mail: nada muda.
mail-reset-subject = Escolha uma nova senha do skillgames
mail-reset-body = Olá, { $name },

    Alguém (esperamos que você) pediu para escolher uma nova senha para sua conta do skillgames. Abra este link para escolher uma:

    { $link }

    O link funciona uma única vez, durante 30 minutos. Se você não pediu isso, ignore este e-mail: sua senha continua a mesma.
# $count: how many games wait for the player's move.
mail-digest-subject = { $count ->
    [one] É a sua vez em uma partida do skillgames
    [many] É a sua vez em { $count } partidas do skillgames
   *[other] É a sua vez em { $count } partidas do skillgames
}
mail-digest-greeting = Olá, { $name },
# $link: the link that stops the letters.
mail-digest-footer = Você recebe este e-mail no máximo duas vezes por dia, enquanto houver partidas esperando por você. Para não receber mais, abra este link:
    { $link }
