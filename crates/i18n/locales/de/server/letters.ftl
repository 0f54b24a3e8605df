# The letters the server writes (crates/server/src/email.rs), in the account's language. Never
# fetched by the page. $name: the account's name; $link: a link, on a line of its own.
mail-verify-subject = Bestätige deine E-Mail-Adresse für skillgames
mail-verify-body = Hallo { $name },

    öffne diesen Link, um zu bestätigen, dass diese Adresse dir gehört:

    { $link }

    Der Link funktioniert nur einmal und ist 24 Stunden gültig. Wenn du ihn nicht angefordert hast, ignoriere diese E-Mail: Es ändert sich nichts.
mail-reset-subject = Wähle ein neues Passwort für skillgames
mail-reset-body = Hallo { $name },

    jemand (hoffentlich du) möchte ein neues Passwort für dein skillgames-Konto wählen. Öffne diesen Link, um eins zu wählen:

    { $link }

    Der Link funktioniert nur einmal und ist 30 Minuten gültig. Wenn du ihn nicht angefordert hast, ignoriere diese E-Mail: Dein Passwort bleibt, wie es ist.
# $count: how many games wait for the player's move.
mail-digest-subject = { $count ->
    [one] Du bist in einer skillgames-Partie am Zug
   *[other] Du bist in { $count } skillgames-Partien am Zug
}
mail-digest-greeting = Hallo { $name },
# $link: the link that stops the letters.
mail-digest-footer = Du bekommst diese E-Mail höchstens zweimal am Tag, solange Partien auf dich warten. Wenn du keine mehr bekommen möchtest, öffne diesen Link:
    { $link }
