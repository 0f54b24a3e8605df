# Players and the community: the moderators' desk (#/mod), the bell of notifications, and the
# account page's parts about others and the account itself (follows, reports, email, vacation,
# challenges, API tokens).

# The reasons a report gives: in the report form on a player's page and on the moderators' desk.
moderation-reason-cheating = Betrug
moderation-reason-chat = Beleidigungen im Chat
moderation-reason-name = Anstößiger Name
moderation-reason-other = Etwas anderes

# The moderators' desk (#/mod): only moderators see it.
moderation-title = Moderation
moderation-find-record = Akte eines Spielers
moderation-find = Suchen
moderation-unreadable = Diese Antwort konnte nicht gelesen werden.
moderation-reports-waiting = Offene Meldungen
moderation-no-report = Keine Meldung offen.
moderation-lately = Was Moderatoren zuletzt getan haben
moderation-nothing-yet = Noch nichts.
# $name: a player's name.
moderation-record-of = Akte von { $name }
# What the player is: a closed account, an account, or a visitor (no account).
moderation-closed-account = Geschlossenes Konto
moderation-account = Konto
moderation-visitor = Gast
moderation-their-page = Spielerseite
moderation-reports-about = Meldungen über den Spieler
moderation-what-done = Was Moderatoren getan haben
# A line of a report or of an action, after " · ". $name: who reported, or which moderator acted.
moderation-by = von { $name }
# Before the game's id (a link), in a report's line.
moderation-game = Partie
# $name: the moderator who handled the report.
moderation-handled-by = bearbeitet von { $name }
moderation-open = Öffnen
# The name of the Open button for screen readers: it must contain the words of moderation-open.
# $name: the reported player.
moderation-open-record = Öffnen: Akte von { $name }
# What moderators did, in the log.
moderation-done-warn = Verwarnt
moderation-done-mute = In öffentlichen Räumen stummgeschaltet
moderation-done-rename = Gast umbenannt
moderation-done-close = Konto geschlossen
moderation-done-dismiss = Meldung verworfen
# The form to act on a player's record.
moderation-action = Maßnahme
moderation-do-warn = Verwarnen
moderation-do-mute = In öffentlichen Räumen stummschalten
moderation-do-rename = Namen eines Gastes ersetzen
moderation-do-close = Konto schließen
moderation-do-dismiss = Meldung verwerfen
moderation-minutes = Wie viele Minuten
moderation-reason = Grund (für die anderen Moderatoren)
moderation-do-it = Ausführen
moderation-acted = Erledigt und in der Akte vermerkt.

# The bell: the list of notifications, and push notifications on this device.
bell-title = Benachrichtigungen
# The bell's name for screen readers. $count: how many notifications are unread (1 or more).
bell-unread = { $count ->
    [one] Benachrichtigungen, { $count } ungelesen
   *[other] Benachrichtigungen, { $count } ungelesen
}
bell-mark-all-read = Alle als gelesen markieren
bell-empty = Noch nichts. Hier findest du deine Züge, Ergebnisse und Herausforderungen.
bell-device = Benachrichtigungen auf diesem Gerät
bell-unsupported = Dieser Browser kann keine Benachrichtigungen von Websites anzeigen.
bell-denied = Benachrichtigungen sind für diese Seite blockiert: Erlaube sie in den Einstellungen deines Browsers.
bell-on = Dieses Gerät wird benachrichtigt, auch wenn die Seite geschlossen ist.
bell-turn-off = Ausschalten
bell-off = Erfahre von deinen Zügen und Ergebnissen, auch wenn die Seite geschlossen ist.
bell-turn-on = Einschalten
# Above the kinds of notifications to receive (your turn, results, challenges...).
bell-kinds = Benachrichtige mich über

# On another player's page: follow, mute, block, report.
settings-player-actions = Du und dieser Spieler
settings-player-follow = Folgen
settings-player-unfollow = Entfolgen
settings-player-mute = Chat stummschalten
settings-player-unmute = Stummschaltung aufheben
settings-player-block = Blockieren
settings-player-unblock = Freigeben
settings-report-open = Melden
settings-report-why = Grund
settings-report-choose = Auswählen…
settings-report-game = Link oder ID der Partie (falls vorhanden)
settings-report-text = Was ist passiert
settings-report-send = Meldung senden
settings-report-cancel = Abbrechen
settings-report-sent = Danke: Ein Moderator wird deine Meldung lesen.

# On the account page: the players one follows.
settings-follows-title = Spieler, denen du folgst
# "Follow" is the button of settings-player-follow.
settings-follows-none = Du folgst noch niemandem: Öffne die Seite eines Spielers und wähle Folgen.
settings-follow-playing = Spielt: zuschauen
settings-follow-tournament = Im Turnier
settings-follow-online = Online
settings-follow-away = Abwesend
settings-follow-challenge = Herausfordern
# The name of the Challenge link for screen readers: it must contain the words of
# settings-follow-challenge. $name: the player.
settings-follow-challenge-label = Herausfordern: { $name }
settings-follow-alerts = Benachrichtige mich, wenn ein Spieler, dem ich folge, eine Turnierpartie beginnt

# On the account page: email.
settings-email-title = E-Mail
settings-email-not-sent = Diese Seite verschickt keine E-Mails.
settings-email-none = Noch keine Adresse: Mit einer Adresse erfährst du, wann du am Zug bist, und kannst ein neues Passwort wählen, wenn du deins vergisst.
# $address: the account's email address.
settings-email-confirmed = { $address }: bestätigt.
settings-email-unconfirmed = { $address }: noch nicht bestätigt. Öffne den Link, den wir dorthin geschickt haben.
settings-email-address = E-Mail-Adresse
settings-email-save = Speichern
settings-email-sent = Gesendet: Öffne den Link in der E-Mail, um die Adresse zu bestätigen.
settings-email-digest = Schreib mir, wenn ich am Zug bin (höchstens zweimal am Tag)
settings-email-remove = Adresse entfernen

# Logged out: a forgotten password, and the form the emailed link opens.
settings-forgot-title = Passwort vergessen?
settings-forgot-no-email = Diese Seite verschickt keine E-Mails: Ein vergessenes Passwort kann hier nicht zurückgesetzt werden.
settings-forgot-who = Dein Name oder deine E-Mail-Adresse
settings-forgot-send = Link senden
settings-reset-title = Neues Passwort wählen
settings-reset-password = Neues Passwort
settings-reset-save = Passwort speichern
settings-reset-help = Mindestens 8 Zeichen. Alle anderen Geräte werden abgemeldet.

# On the account page: vacation (the clocks of correspondence games stop).
settings-vacation-title = Urlaub
# $until: a date and time, written by the browser.
settings-vacation-until = Du bist im Urlaub bis { $until }. Die Uhren deiner Fernpartien sind angehalten.
settings-vacation-end = Jetzt zurückkommen
# $count: the days of vacation left this year.
settings-vacation-help = { $count ->
    [one] Bald unterwegs? Die Uhren deiner Fernpartien stehen still, solange du im Urlaub bist. Du hast dieses Jahr noch { $count } Tag übrig.
   *[other] Bald unterwegs? Die Uhren deiner Fernpartien stehen still, solange du im Urlaub bist. Du hast dieses Jahr noch { $count } Tage übrig.
}
settings-vacation-days = Tage Urlaub
settings-vacation-go = Urlaub nehmen

# On the account page: who may challenge the account by name.
settings-policy-title = Herausforderungen
settings-policy-who = Wer dich mit Namen herausfordern darf
settings-policy-anyone = Alle
settings-policy-accounts = Nur Spieler mit Konto
settings-policy-nobody = Niemand
settings-policy-saved = Gespeichert.

# On the account page: personal API tokens (a program plays for the account with one).
settings-tokens-title = API-Token
settings-tokens-help = Mit einem Token spielt ein Programm für dein Konto: ein Bot, ein anderes Brett, ein Werkzeug. Halte es geheim wie ein Passwort.
settings-token-made = Dein neues Token. Kopiere es jetzt: Es wird nur dieses eine Mal angezeigt.
settings-token-copy = Kopieren
settings-token-copied = Kopiert.
settings-token-not-copied = Markiere es und kopiere es selbst: Der Browser hat der Seite das Kopieren nicht erlaubt.
# $made: when the token was made; $used: when it was last used (dates written by the browser).
settings-token-used = erstellt { $made } · zuletzt benutzt { $used }
settings-token-never-used = erstellt { $made } · nie benutzt
settings-token-revoke = Widerrufen
# The name of the Revoke button for screen readers: it must contain the words of
# settings-token-revoke. $name: the token's name.
settings-token-revoke-label = Widerrufen: Token { $name }
settings-token-name = Name
# Above what the token may do.
settings-token-may = Es darf
settings-token-scope-bot = Als Bot spielen (das Konto darf noch keine Partie gespielt haben)
settings-token-scope-board = Mit einem Programm oder einem echten Brett spielen
settings-token-scope-read = Das Konto lesen
settings-token-make = Token erstellen

# Why notifications could not be turned on or off on this device (offline.js answers these).
bell-push-blocked = Benachrichtigungen sind für diese Seite blockiert: Erlaube sie in den Einstellungen deines Browsers.
bell-push-not-sent = Diese Seite verschickt gerade keine Benachrichtigungen.
bell-push-unreachable = Dieser Browser konnte seinen Benachrichtigungsdienst nicht erreichen. Versuch es später noch einmal.
bell-push-not-saved = Der Server konnte das nicht speichern. Versuch es gleich noch einmal.
bell-push-not-on = Benachrichtigungen konnten in diesem Browser nicht eingeschaltet werden.
bell-push-not-off = Benachrichtigungen konnten in diesem Browser nicht ausgeschaltet werden.
