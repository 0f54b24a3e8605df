# The online pages: a game on the game server (its board, buttons, result, planner of
# conditional moves and chat) and the tournaments (their list, the window that makes one, a
# tournament's page and its chat).

# The live game's page.
# $count: how many people are watching the game.
live-watching = { $count ->
    [one] { $count } Zuschauer
   *[other] { $count } Zuschauer
}
live-opening = Partie wird geöffnet …

# The players' strips: the side's name, then the player's (or a word that there is none yet).
live-white = Weiß
live-black = Schwarz
live-waiting-player = (wartet)
live-away = (abwesend)
# A clock's name for screen readers.
live-clock-white = Uhr von Weiß
live-clock-black = Uhr von Schwarz

# The status line under the board.
# $ply: the number of the move shown; $total: how many moves the game has.
live-status-move = Zug { $ply } von { $total }
live-status-waiting-join = Warte darauf, dass jemand beitritt.
live-status-waiting-opponent = Diese Partie wartet auf einen Gegner.
live-status-game-over = Partie beendet
live-status-watching-white = Du schaust zu. Weiß am Zug.
live-status-watching-black = Du schaust zu. Schwarz am Zug.
live-status-shoot = SCHIESS EINEN PFEIL
live-status-your-move = Du bist am Zug
live-status-sending = Dein Zug wird gesendet …
live-status-waiting-move = Warte auf den Zug deines Gegners.

# The notes under the board: an opponent gone, a side on vacation (its correspondence clock
# stopped).
live-opponent-left = Dein Gegner hat die Partie verlassen. Du kannst den Sieg beanspruchen.
# $time: how long until the win can be claimed, as a clock shows it ("0:25").
live-opponent-left-wait = Dein Gegner hat die Partie verlassen. Du kannst den Sieg in { $time } beanspruchen.
# $until: the day and time the vacation ends.
live-vacation-mine = Du bist bis { $until } im Urlaub: Deine Uhr ist angehalten.
# $name: the player on vacation; $until: the day and time the vacation ends.
live-vacation-other = { $name } ist bis { $until } im Urlaub: Die Uhr ist angehalten.

# The game's buttons: the invitation to one's own open game, joining, the offers to answer,
# and the buttons while playing.
live-invite-help = Schick diesen Link einem Freund, um gegen ihn zu spielen:
live-cancel-game = Partie absagen
live-join = Partie beitreten
live-accept = Annehmen
live-decline = Ablehnen
live-back-to-tournament = Zurück zum Turnier
live-resign = Aufgeben
live-resign-confirm = Diese Partie aufgeben?
live-resign-yes = Ja, aufgeben
live-resign-no = Nein
live-offer-draw = Remis anbieten
live-takeback = Zugrücknahme
# Berserk, in an arena's game: the button, and its tooltip.
live-berserk = Berserk
live-berserk-help = Halbiere deine Bedenkzeit: Ein Sieg bringt einen Punkt mehr
# Abort: end a game that has barely begun, without a result.
live-abort = Abbrechen
live-claim-win = Sieg beanspruchen

# The result, once the game is over.
live-result = Ergebnis
live-rematch = Revanche
live-review-analyse = Nachspielen und analysieren
live-game-record = Partienotation
live-back-to-lobby = Zurück zur Lobby

# The planner of conditional moves, in a correspondence game: answers planned in advance to
# the opponent's moves.
live-planner-title = Bedingte Züge
live-plan-none = Keine Antworten geplant. Plane sie hier: Spielt dein Gegner einen Zug, den du eingeplant hast, wird deine Antwort sofort gespielt.
# $count: how many lines are planned (1 or more).
live-plan-lines = { $count ->
    [one] Du hast Antworten geplant: { $count } Variante.
   *[other] Du hast Antworten geplant: { $count } Varianten.
}
live-plan-answers = Antworten planen
live-planner-help = Spiel auf dem Brett seinen Zug, dann deine Antwort, so viele Züge tief du willst; füge dann die Variante hinzu. Erst beim Speichern wird etwas gesendet.
live-plan-line-empty = Diese Variante: noch keine Züge.
# $moves: the line's moves, in the game's notation.
live-plan-line = Diese Variante: { $moves }
live-plan-add = Variante hinzufügen
live-plan-restart = Variante neu beginnen
# The list of planned lines, for screen readers.
live-plan-label = Der Plan
live-plan-remove = Entfernen
live-plan-save = Plan speichern
live-plan-close = Ohne Speichern schließen

# The chat: a game's rooms (its players', its spectators'); the last two in a tournament's
# chat too.
live-chat = Chat
live-spectators-chat = Zuschauer-Chat
live-your-message = Deine Nachricht
live-nothing-said = Noch nichts geschrieben.
live-send = Senden

# The tournaments' list.
tournament-list-title = Turniere
tournament-refresh = Aktualisieren
tournament-make = Turnier erstellen
tournament-log-in-to-make = Melde dich mit einem Konto an, um ein Turnier zu erstellen.
tournament-playing-now = Laufen gerade
tournament-none-playing = Gerade läuft kein Turnier.
tournament-starting-soon = Beginnen bald
tournament-none-planned = Noch keines geplant.
tournament-finished = Beendet
tournament-none-finished = Noch keines beendet.
# After a private tournament's name.
tournament-private = (privat)
# $count: how many players have joined; $max: how many may (its plural form is chosen).
tournament-players-count = { $max ->
    [one] { $count } von { $max } Spieler
   *[other] { $count } von { $max } Spielern
}
# The kinds of tournament, as chess sites name them (lichess): an arena (play as many games
# as you can in the time), a Swiss (a set number of rounds), a round-robin (everyone plays
# everyone).
tournament-arena = Arena
tournament-swiss = Schweizer System
tournament-round-robin = Rundenturnier

# The window that makes a tournament.
tournament-name = Name
tournament-kind = Art
tournament-choose-game = Spiel
tournament-board = Brett
# How long an arena lasts.
tournament-length = Dauer
# $count: a number of minutes.
tournament-minutes = { $count ->
    [one] { $count } Minute
   *[other] { $count } Minuten
}
# $count: a number of hours.
tournament-hours = { $count ->
    [one] { $count } Stunde
   *[other] { $count } Stunden
}
# $count: a number of days.
tournament-days = { $count ->
    [one] { $count } Tag
   *[other] { $count } Tage
}
# How many rounds a Swiss has.
tournament-rounds = Runden
# A round-robin: once, or twice (each pair plays a game with each colour).
tournament-everyone-plays-everyone = Jeder gegen jeden
tournament-once = Einfach
tournament-twice = Doppelt, mit jeder Farbe
tournament-starts-in = Beginnt in
tournament-counts-for-ratings = Zählt für die Wertung
tournament-rated = Gewertet
tournament-casual = Ungewertet
# Whether bots (computer players with accounts) may join.
tournament-bots = Bots
tournament-bots-welcome = Willkommen
tournament-bots-not-allowed = Nicht erlaubt
tournament-most-players = Maximale Spielerzahl
tournament-lowest-rating = Mindestwertung (leer für keine)
tournament-highest-rating = Höchstwertung (leer für keine)
tournament-password-help = Passwort (für ein privates Turnier; leer lassen für ein offenes)
tournament-make-it = Erstellen
tournament-cancel = Abbrechen

# A tournament's page.
tournament-missing = Turnier nicht gefunden
tournament-missing-help = Vielleicht wurde es vor langer Zeit abgesagt.
tournament-see-all = Zu den Turnieren
tournament-all = Alle Turniere
# Who may join, in a line of terms joined by " · ": "Ratings 1200 to 1800 · bots welcome · private".
# $low: the lowest rating; $high: the highest rating.
tournament-ratings-between = Wertung { $low } bis { $high }
# $low: the lowest rating.
tournament-ratings-from = Wertung ab { $low }
# $high: the highest rating.
tournament-ratings-up-to = Wertung bis { $high }
tournament-any-rating = Jede Wertung
tournament-terms-bots-welcome = Bots willkommen
tournament-terms-no-bots = keine Bots
tournament-terms-private = privat
# The first three of a finished tournament.
tournament-podium = Siegertreppchen
# Joining, a break, leaving.
tournament-back-from-break = Pause beenden
tournament-take-break = Pause machen
tournament-on-break = Du machst eine Pause: Du wirst erst wieder gepaart, wenn du zurück bist.
tournament-you-are-in = Du bist dabei.
tournament-leave = Turnier verlassen
tournament-password = Passwort
tournament-join = Teilnehmen

# The standings table (a round-robin's is a crosstable: a column for each opponent).
tournament-nobody-yet = Noch niemand ist beigetreten.
# After the name of a player who left, or is on a break.
tournament-note-left = (ausgestiegen)
tournament-note-on-break = (in Pause)
# $name: a player; the title of a crosstable's column, their results against them.
tournament-against = Gegen { $name }
tournament-games-heading = Partien
tournament-crosstable = Kreuztabelle
tournament-standings = Tabelle
tournament-player = Spieler
tournament-rating = Wertung
tournament-score = Punkte
tournament-tie-breaks = Feinwertung

# The tournament's games.
# $round: the round's number; written before the game's players ("Round 2: Ada – Bob").
tournament-game-round = Runde { $round }:
# A game being played, in place of its result.
tournament-game-playing = läuft

# The tournament's chat.
tournament-chat = Turnier-Chat
tournament-your-message = Deine Nachricht ans Turnier
tournament-write-first = Schreib erst etwas.

# The chat: what the page says when a line cannot go, and the phrases sent with one tap (sent
# in the writer's language).
live-offline = Du bist offline: Versuch es erneut, sobald die Verbindung wieder steht.
live-chat-empty = Schreib erst etwas.
live-chat-too-long = Eine Chatnachricht hat höchstens 140 Zeichen.
live-quick-hello = Hallo
live-quick-good-luck = Viel Glück
live-quick-good-game = Gutes Spiel
live-quick-thank-you = Danke

# The server could not read a message of the page's (its own words go to the log).
live-unread = Der Server konnte nicht lesen, was diese Seite gesendet hat. Lade die Seite neu und versuch es noch einmal.
