# The HTTP API's refusals (crates/server/src/http.rs `refuse`): written by the server in the
# language the request asks for (the page sends the player's), never fetched by the page.
api-not-found = Unter dieser Adresse gibt es nichts.
api-method-not-allowed = Diese Adresse nimmt diese Art von Anfrage nicht an.
api-too-large = Diese Anfrage ist zu groß.
api-not-json = Diese Anfrage muss als JSON gesendet werden.
api-wrong-form = In dieser Anfrage fehlt etwas, oder etwas darin hat die falsche Form.
api-too-slow = Diese Anfrage hat zu lange gedauert.
api-unreadable = Diese Anfrage konnte nicht gelesen werden.
api-too-many-tries = Zu viele Versuche: Warte eine Minute und versuch es noch einmal.
api-unavailable = Der Online-Dienst hat gerade Probleme. Versuch es gleich noch einmal.
api-too-many-sign-ins = Gerade melden sich zu viele an, versuch es gleich noch einmal.

# crates/server/src/http.rs and listen.rs: the visitor, signing up, logging in, profiles, games.
api-not-allowed = Diese Anfrage ist nicht erlaubt.
api-password-length = Ein Passwort hat 8 bis 128 Zeichen.
api-signup-logged-in = Du bist mit einem Konto angemeldet: Melde dich zuerst ab, um ein weiteres zu erstellen.
api-name-taken = Dieser Name ist vergeben oder sieht dem eines anderen Spielers zu ähnlich.
api-login-wrong = Name und Passwort passen zu keinem Konto.
api-account-closed = Ein Moderator hat dieses Konto geschlossen.
api-player-not-found = Kein Spieler hat diesen Namen.
api-no-such-game = Diese Partie gibt es nicht.
api-open-the-page-first = Öffne zuerst die Seite der Website.
api-too-many-connections = Zu viele Verbindungen von hier.

# crates/online: a name refused (NameError::message) and a message or time control refused
# (MessageError::message).
api-name-length = Ein Name hat 3 bis 20 Zeichen.
api-name-characters = Ein Name besteht nur aus Buchstaben, Ziffern, Leerzeichen, - und _.
api-message-too-long = Diese Nachricht ist zu lang.
api-message-unreadable = Diese Nachricht konnte nicht gelesen werden.
api-time-control = Wähle eine Bedenkzeit von 1 bis 180 Minuten und 0 bis 180 Sekunden pro Zug, oder 1, 3 oder 7 Tage pro Zug.

# crates/server/src/api/mod.rs: the Bot and Board API (shaped like lichess's).
api-no-such-game-of-yours = Du hast keine solche Partie.
api-no-such-challenge = Keine solche Herausforderung für dich.
api-nothing-here = Hier gibt es nichts.

# crates/server/src/api/auth.rs: personal API tokens. "Authorization: Bearer <token>" is an
# HTTP header, written as it is in every language.
api-too-many-without-token = Zu viele Anfragen ohne gültiges Token: Warte ein wenig.
api-no-valid-token = Kein gültiges Token: Erstelle eins auf deiner Kontoseite und sende es als Authorization: Bearer <token>.
api-token-too-fast = Zu viele Anfragen mit diesem Token: Mach etwas langsamer.
# $scope: the scope the token lacks, as lichess writes scopes ("bot:play").
api-token-needs-scope = Dieses Token darf das nicht: Es braucht den Bereich { $scope }.
# $scopes: scopes separated by commas; $last: the last one ("bot:play", "board:play"): the token needs any one of them.
api-token-needs-scopes = Dieses Token darf das nicht: Es braucht den Bereich { $scopes } oder { $last }.

# crates/server/src/api/account.rs: a bot account.
api-bot-already = Dieses Konto ist schon ein Bot.
api-bot-has-played = Mit diesem Konto wurden schon Partien gespielt: Nur ein Konto ohne Partien kann ein Bot werden.

# crates/server/src/api/challenge.rs: challenges by name through the API. The words of the
# API's form fields (clock.limit, clock.increment, days, color, white, black, random, fen)
# are written as they are in every language.
api-fields-unreadable = Die Felder der Anfrage konnten nicht gelesen werden.
# $field: the name of a form field ("days").
api-field-not-number = { $field } muss eine ganze Zahl sein.
# $games: the games' names separated by commas; $last: the last game's name ("archimedes, amazons", "loa").
api-unknown-variant = Gib eines unserer Spiele als Variante an ({ $games } oder { $last }), mit einer Brettgröße, wenn es mehrere hat.
api-clock-limit-minutes = Die Grundzeit muss eine ganze Zahl von Minuten sein, in Sekunden angegeben (60, 180, 300 ...).
api-clock-too-long = Diese Bedenkzeit ist zu lang.
api-increment-too-long = Dieses Inkrement ist zu lang.
api-too-many-days = Das sind zu viele Tage pro Zug.
api-challenge-no-clock = Gib eine Uhr (clock.limit und clock.increment) oder Tage pro Zug (days) an.
api-clock-and-days = Gib eine Uhr oder Tage pro Zug an, nicht beides.
api-no-fen = Eine Herausforderung beginnt in der Startstellung des Bretts (fen wird nicht unterstützt).
api-color-choice = color muss white, black oder random sein.
api-rated-needs-accounts = Eine gewertete Partie braucht zwei Konten: Dieser Spieler ist ein Gast.
api-too-many-challenges = Du hast so viele Herausforderungen und offene Partien wie erlaubt: Warte auf eine Antwort oder nimm eine zurück.
api-challenge-answered = Diese Herausforderung wurde schon beantwortet oder zurückgezogen.
# $reasons: lichess's keys of the reasons, separated by commas ("generic, later, tooFast").
api-decline-reason = Der Grund muss einer von diesen sein: { $reasons }.
# Why a challenge was declined, as the player declining says it to the challenger (lichess's
# reasons; programs read the key sent beside it).
api-decline-generic = Ich nehme im Moment keine Herausforderungen an.
api-decline-later = Gerade passt es mir nicht, bitte frag später noch einmal.
api-decline-too-fast = Diese Bedenkzeit ist mir zu schnell, bitte fordere mich mit einer langsameren Partie heraus.
api-decline-too-slow = Diese Bedenkzeit ist mir zu langsam, bitte fordere mich mit einer schnelleren Partie heraus.
api-decline-time-control = Ich nehme keine Herausforderungen mit dieser Bedenkzeit an.
api-decline-rated = Schick mir bitte stattdessen eine gewertete Herausforderung.
api-decline-casual = Schick mir bitte stattdessen eine ungewertete Herausforderung.
api-decline-standard = Ich nehme gerade keine Herausforderungen zu diesem Spiel an.
api-decline-variant = Ich möchte dieses Spiel oder Brett gerade nicht spielen.
api-decline-no-bot = Ich nehme keine Herausforderungen von Bots an.
api-decline-only-bot = Ich nehme nur Herausforderungen von Bots an.

# crates/server/src/api/seek.rs: an open game in the lobby through the Board API (form fields
# time, increment and days).
api-seek-no-clock = Gib eine Uhr (time in Minuten und increment in Sekunden) oder Tage pro Zug an.
api-too-many-seeks = Du hast so viele offene Partien wie erlaubt: Warte, bis jemand eine annimmt.

# crates/server/src/api/vacation.rs: vacation (the clocks of correspondence games stop).
api-vacation-already = Du bist schon im Urlaub: Komm erst zurück, um neuen zu nehmen.
api-vacation-needs-account = Melde dich bei deinem Konto an, um Urlaub zu nehmen.
# $days: the days of vacation left this year.
api-vacation-days = { $days ->
    [one] Du kannst dieses Jahr 1 bis { $days } Tag Urlaub nehmen (30 pro Jahr).
   *[other] Du kannst dieses Jahr 1 bis { $days } Tage Urlaub nehmen (30 pro Jahr).
}
api-vacation-too-many-days = Das sind mehr Tage, als du dieses Jahr noch hast.

# crates/server/src/api/leaderboard.rs (and a tournament asked for): a game or board the
# catalogue does not have.
api-no-such-variant = Dieses Spiel oder Brett gibt es hier nicht.

# crates/server/src/api/tokens.rs: the account page's API tokens.
api-tokens-need-account = Nur ein Konto kann API-Token haben: Erstelle eins oder melde dich zuerst an.
# $most: the longest name of a token, in characters.
api-token-name = { $most ->
    [one] Gib dem Token einen Namen mit 1 bis { $most } Zeichen.
   *[other] Gib dem Token einen Namen mit 1 bis { $most } Zeichen.
}
# $scope: what was sent as a scope.
api-no-such-scope = Es gibt keinen Bereich namens „{ $scope }“.
api-token-no-scope = Wähle mindestens eine Sache, die das Token darf.
# $most: the most tokens an account may have.
api-too-many-tokens = { $most ->
    [one] Ein Konto kann höchstens { $most } Token haben: Widerrufe zuerst eins.
   *[other] Ein Konto kann höchstens { $most } Token haben: Widerrufe zuerst eins.
}
api-no-such-token = Du hast kein solches Token.

# crates/server/src/api/policy.rs: who may challenge an account.
api-policy-needs-account = Nur ein Konto kann wählen, wer es herausfordern darf: Erstelle eins oder melde dich zuerst an.

# crates/server/src/api/push.rs: notifications on a device (Web Push).
api-no-push = Diese Website sendet gerade keine Benachrichtigungen.
api-push-needs-player = Öffne zuerst die Online-Seiten: Benachrichtigungen sind für Spieler.
api-push-host = An den Push-Dienst dieses Browsers kann diese Website nicht senden.
api-push-endpoint = Dieser Browser hat eine Adresse angegeben, die für Benachrichtigungen nicht taugt.
api-push-keys = Dieser Browser hat Schlüssel angegeben, die für Benachrichtigungen nicht taugen.

# crates/server/src/api/language.rs: the language kept with the account.
api-unknown-language = Diese Sprache spricht die Website nicht.

# crates/server/src/api/email.rs: the account's email address and the password reset.
api-no-email = Diese Website sendet keine E-Mails.
api-email-needs-account = Melde dich bei deinem Konto an, um ihm eine E-Mail-Adresse zu geben.
api-not-an-address = Das ist keine E-Mail-Adresse (name@example.com).
api-letter-too-soon = Gerade eben ging eine E-Mail an dich: Warte eine Minute (höchstens 5 pro Tag).
api-letter-not-sent = Die E-Mail konnte gerade nicht gesendet werden: Versuch es später noch einmal.
api-digest-needs-address = Gib deinem Konto zuerst eine E-Mail-Adresse.
api-forgot-who = Schreib den Namen deines Kontos oder seine E-Mail-Adresse.
# The answer to "Forgot your password?", whether or not the name or address is known.
api-reset-sent = Wenn das der Name oder die bestätigte Adresse eines Kontos ist, ist ein Link zum Wählen eines neuen Passworts an seine Adresse unterwegs. Er gilt 30 Minuten.
api-dead-link = Dieser Link wurde schon benutzt oder ist abgelaufen: Fordere einen neuen an.
# The small pages a link of a letter opens (a title, a sentence, and a link back to the account page).
api-page-your-account = Dein Konto
api-page-link-not-valid = Link ungültig
api-page-address-confirmed = Adresse bestätigt
api-page-address-confirmed-text = Deine E-Mail-Adresse ist bestätigt. Du kannst jetzt per E-Mail erfahren, wenn du am Zug bist, und dein Passwort zurücksetzen, falls du es vergisst.
api-page-try-again = Versuch es noch einmal
api-page-confirm-failed-new-link = Die Website kann die Adresse gerade nicht bestätigen: Fordere später einen neuen Link an.
api-page-confirm-failed-open-again = Die Website kann die Adresse gerade nicht bestätigen: Öffne den Link später noch einmal.
api-page-link-not-whole = Dieser Link ist unvollständig: Öffne ihn noch einmal aus der E-Mail.
api-page-unsubscribed = Abgemeldet
api-page-unsubscribed-text = Du bekommst keine E-Mails mehr, wenn du am Zug bist. Auf deiner Kontoseite kannst du sie wieder einschalten.
api-page-unsubscribe-failed = Die Website kann das gerade nicht tun: Öffne den Link später noch einmal.

# crates/server/src/api/community.rs and hub/community.rs (CommunityError::message): follows,
# blocks, reports, rooms and moderation. The moderators' actions (warn, mute, rename, close,
# dismiss) are the words of the moderators' desk.
api-needs-a-name = Öffne zuerst die Website: Sie gibt dir einen Namen zum Spielen.
api-open-the-site-first = Öffne zuerst die Website.
api-relation-choice = Wähle, ob du einem Spieler folgen, ihn blockieren oder stummschalten willst.
api-report-reason = Wähle den Grund: Betrug, Beleidigungen im Chat, ein Name oder etwas anderes.
api-mod-form = Wähle, was zu tun ist (verwarnen, stummschalten, umbenennen, schließen oder verwerfen), und sag, warum.
api-mod-action = Wähle, was zu tun ist: verwarnen, stummschalten, umbenennen, schließen oder verwerfen.
api-no-player-of-that-name = Es gibt keinen Spieler mit diesem Namen.
api-not-to-yourself = Das kannst du nicht mit dir selbst machen.
api-blocked = Dieser Spieler nimmt keine Nachrichten oder Herausforderungen von dir an.
api-too-many-relations = Du folgst, blockierst oder schaltest so viele Spieler stumm wie erlaubt: Entferne zuerst einige.
api-no-reason = Sag in wenigen Worten, warum (1 bis 500 Zeichen).
api-too-many-reports = Du hast heute viele Meldungen geschickt; die Moderatoren werden sie lesen. Versuch es morgen wieder.
api-not-moderator = Das können nur Moderatoren.
api-not-visitor = Nur der Name eines Gastes kann ersetzt werden; ein Konto kann verwarnt oder geschlossen werden.
api-mute-length = Eine Stummschaltung dauert 1 Minute bis 30 Tage.
api-no-such-report = Es gibt keine solche Meldung über diesen Spieler.
api-closed-already = Dieses Konto ist schon geschlossen.
api-not-saved = Der Server konnte das nicht speichern, es hat sich also nichts geändert. Versuch es gleich noch einmal.

# crates/server/src/api/game.rs: a game's chat through the API (form field room: player or
# spectator, written as they are in every language).
api-chat-room = room muss player oder spectator sein.

# crates/server/src/api/tournaments.rs and tournament/mod.rs (TournamentError::message,
# Infeasible::message): making, joining and leaving tournaments.
api-tournament-needs-account = Nur ein Konto kann ein Turnier erstellen: Erstelle eins oder melde dich zuerst an.
api-too-many-wrong-passwords = Zu viele falsche Passwörter: Warte ein wenig, bevor du es noch einmal versuchst.
api-tournament-not-found = Dieses Turnier gibt es nicht.
api-tournament-full = Dieses Turnier ist voll.
api-tournament-already-in = Du bist schon in diesem Turnier.
api-tournament-not-in = Du bist nicht in diesem Turnier.
api-tournament-closed = Diesem Turnier kann man nicht mehr beitreten.
api-tournament-wrong-password = Das ist nicht das Passwort dieses Turniers.
# $min, $max: the ratings allowed; $rating: the player's rating.
api-tournament-rating = Dieses Turnier ist für Wertungen von { $min } bis { $max }; deine ist { $rating }.
api-tournament-no-bots = Bots dürfen diesem Turnier nicht beitreten.
api-tournament-accounts-only = Das können nur Konten: Erstelle eins oder melde dich zuerst an.
api-tournaments-unavailable = Die Turniere sind gerade nicht verfügbar. Versuch es gleich noch einmal.
# $min, $max: the shortest and longest name, in letters.
api-tournament-name-length = { $max ->
    [one] Der Name eines Turniers hat { $min } bis { $max } Buchstaben.
   *[other] Der Name eines Turniers hat { $min } bis { $max } Buchstaben.
}
api-tournament-time-control = Diese Bedenkzeit gibt es auf dieser Website nicht.
api-tournament-start-passed = Der Beginn ist schon vorbei.
api-tournament-too-far-ahead = Ein Turnier beginnt innerhalb von 90 Tagen.
# $max: the most players a tournament may have.
api-tournament-room = { $max ->
    [one] Ein Turnier hat Platz für 2 bis { $max } Spieler.
   *[other] Ein Turnier hat Platz für 2 bis { $max } Spieler.
}
api-tournament-rating-range = Die niedrigste Wertung liegt über der höchsten.
api-tournament-password-too-long = Das Passwort ist zu lang.
api-arena-clock = Eine Arena wird mit Uhr gespielt, nicht als Fernpartie.
api-arena-length = Eine Arena dauert 10 Minuten bis 12 Stunden.
api-arena-too-short = Die Arena ist kürzer als eine Partie mit dieser Bedenkzeit.
# $max: the most rounds a Swiss may have.
api-swiss-rounds = { $max ->
    [one] Ein Turnier im Schweizer System hat 1 bis { $max } Runde.
   *[other] Ein Turnier im Schweizer System hat 1 bis { $max } Runden.
}
api-swiss-players = Ein Turnier im Schweizer System braucht mehr Spieler als Runden, sonst träfen manche zweimal aufeinander.
# $min: the days a turn may take (the shortest round); $max: the longest round, in days.
api-round-days = { $max ->
    [one] Eine Runde mit Fernpartien dauert { $min } bis { $max } Tag: mindestens die Zeit eines Zugs.
   *[other] Eine Runde mit Fernpartien dauert { $min } bis { $max } Tage: mindestens die Zeit eines Zugs.
}
# $max: the most players a round-robin may have.
api-round-robin-room = { $max ->
    [one] Ein Rundenturnier hat Platz für 3 bis { $max } Spieler.
   *[other] Ein Rundenturnier hat Platz für 3 bis { $max } Spieler.
}
# $count: the most tournaments a player may have planned or being played at once.
api-too-many-planned = { $count ->
    [one] Du hast schon { $count } geplantes oder laufendes Turnier: Erstelle ein weiteres, wenn es vorbei ist.
   *[other] Du hast schon { $count } geplante oder laufende Turniere: Erstelle ein weiteres, wenn eins davon vorbei ist.
}
