# The letters the server writes (crates/server/src/email.rs), in the account's language. Never
# fetched by the page. $name: the account's name; $link: a link, on a line of its own.
mail-verify-subject = Confirmez votre adresse e-mail pour skillgames
mail-verify-body = Bonjour { $name },

    Ouvrez ce lien pour confirmer que cette adresse est bien la vôtre :

    { $link }

    Le lien ne fonctionne qu’une fois, pendant 24 heures. Si vous ne l’avez pas demandé, ignorez cet e-mail : rien ne change.
mail-reset-subject = Choisissez un nouveau mot de passe skillgames
mail-reset-body = Bonjour { $name },

    Quelqu’un (vous, nous l’espérons) a demandé à choisir un nouveau mot de passe pour votre compte skillgames. Ouvrez ce lien pour en choisir un :

    { $link }

    Le lien ne fonctionne qu’une fois, pendant 30 minutes. Si vous ne l’avez pas demandé, ignorez cet e-mail : votre mot de passe reste inchangé.
# $count: how many games wait for the player's move.
mail-digest-subject = { $count ->
    [one] C’est à vous de jouer dans une partie skillgames
    [many] C’est à vous de jouer dans { $count } parties skillgames
   *[other] C’est à vous de jouer dans { $count } parties skillgames
}
mail-digest-greeting = Bonjour { $name },
# $link: the link that stops the letters.
mail-digest-footer = Vous recevez cet e-mail au plus deux fois par jour, tant que des parties vous attendent. Pour ne plus le recevoir, ouvrez ce lien :
    { $link }
