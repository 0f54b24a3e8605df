# The letters the server writes (crates/server/src/email.rs), in the account's language. Never
# fetched by the page. $name: the account's name; $link: a link, on a line of its own.
mail-verify-subject = Confirma tu dirección de correo para skillgames
mail-verify-body = Hola, { $name }:

    Abre este enlace para confirmar que esta dirección es tuya:

    { $link }

    El enlace funciona una sola vez, durante 24 horas. Si no lo has pedido, ignora este correo: no cambia nada.
mail-reset-subject = Elige una nueva contraseña de skillgames
mail-reset-body = Hola, { $name }:

    Alguien (esperamos que tú) ha pedido elegir una nueva contraseña para tu cuenta de skillgames. Abre este enlace para elegirla:

    { $link }

    El enlace funciona una sola vez, durante 30 minutos. Si no lo has pedido, ignora este correo: tu contraseña sigue siendo la misma.
# $count: how many games wait for the player's move.
mail-digest-subject = { $count ->
    [one] Te toca jugar en una partida de skillgames
    [many] Te toca jugar en { $count } partidas de skillgames
   *[other] Te toca jugar en { $count } partidas de skillgames
}
mail-digest-greeting = Hola, { $name }:
# $link: the link that stops the letters.
mail-digest-footer = Recibes este correo como mucho dos veces al día, mientras haya partidas esperándote. Para no recibir más, abre este enlace:
    { $link }
