# The letters the server writes (crates/server/src/email.rs), in the account's language. Never
# fetched by the page. $name: the account's name; $link: a link, on a line of its own.
mail-verify-subject = Confirm your email address for skillgames
mail-verify-body = Hello { $name },

    Open this link to confirm that this address is yours:

    { $link }

    The link works once, for 24 hours. If you did not ask for it, ignore this letter: nothing changes.
mail-reset-subject = Choose a new skillgames password
mail-reset-body = Hello { $name },

    Someone (we hope you) asked to choose a new password for your skillgames account. Open this link to choose one:

    { $link }

    The link works once, for 30 minutes. If you did not ask for it, ignore this letter: your password stays as it is.
# $count: how many games wait for the player's move.
mail-digest-subject = { $count ->
    [one] It is your move in a skillgames game
   *[other] It is your move in { $count } skillgames games
}
mail-digest-greeting = Hello { $name },
# $link: the link that stops the letters.
mail-digest-footer = You get this letter at most twice a day, while games wait for you. To get no more, open this link:
    { $link }
