# The online pages' bar and the words for games.
# $game: the game's name; $size: the board's width in squares.
common-variant = { $game }, { $size } × { $size }
common-days-per-move = { $count ->
    [one] { $count } Tag pro Zug
   *[other] { $count } Tage pro Zug
}
common-rated = Gewertet
common-casual = Ungewertet
common-bot-title = Ein Computerprogramm
common-unreachable = Der Online-Dienst ist von hier aus nicht erreichbar.
common-account-closed = Ein Moderator hat dieses Konto geschlossen. Du wurdest abgemeldet.
common-error = Etwas ist schiefgelaufen. Versuch es gleich noch einmal.
common-reconnecting = Verbindung wird wiederhergestellt …
common-online = Online
common-home = Startseite
common-lobby = Lobby
common-watch = Zuschauen
common-tournaments = Turniere
common-you-play-as = Du spielst als
common-log-out = Abmelden
common-log-in = Anmelden oder Konto erstellen
common-moderation = Moderation
common-ok = OK

# The windows to copy a text, open a game record, and take a friend's game.
common-copied = Kopiert.
common-copy-refused = Dein Browser hat das Kopieren nicht erlaubt: Markiere den Text und kopiere ihn selbst.
common-copy = Kopieren
common-done = Fertig
common-import-help = Füge eine Partienotation (von dieser Seite kopiert) oder eine Stellung ein.
common-import-label = Partienotation oder Stellung
common-open = Öffnen
common-cancel = Abbrechen
common-replace-title = Ein Zug deines Freundes
common-replace-help = Dieser Link enthält eine andere Partie als deine laufende. Wenn du ihn öffnest, ersetzt er deine Partie.
common-replace-open = Partie des Freundes öffnen
common-replace-keep = Meine Partie behalten

# The board.
common-board-label = Brett: Pfeiltasten bewegen den Cursor, Enter wählt aus

# The analysis.
common-analysis = Analyse
common-analysis-finish = Analyse abschließen
common-analysis-start = Partie analysieren
# $position: the position being analysed; $total: how many there are.
common-analysing = Analyse: Stellung { $position } von { $total }
common-marks = Markierungen
# $name: a side ("You", "White").
common-side-marks = { $name }:
# $line: the engine's moves.
common-analysis-line = Variante: { $line }
common-graph-label = Bewertungsgrafik: Die helle Fläche zeigt die Chancen von Weiß, Zug für Zug. Tippe darauf, um zu einem Zug zu springen.

# A page whose code could not be downloaded.
common-load-failed = Diese Seite konnte nicht geöffnet werden
common-load-failed-help = Dieser Teil der Seite wurde noch nicht heruntergeladen, und die Verbindung scheint unterbrochen zu sein. Prüfe sie und versuche es erneut.
common-try-again = Erneut versuchen
common-back-to-games = Zurück zu den Spielen

# The notices.
common-dismiss = Hinweis schließen

# The online games waiting for the player's move.
common-your-turn = Du bist am Zug
# $variant: the game and board ("Amazons, 8 × 8"); $opponent: the opponent's name.
common-game-against = { $variant } gegen { $opponent }

# The offer of a game's lessons.
# $game: the game's name; $count: how many lessons.
offer-new-to = { $count ->
    [one] Neu bei { $game }? { $count } kurze Lektion bringt dir das Spiel spielend bei.
   *[other] Neu bei { $game }? { $count } kurze Lektionen bringen dir das Spiel spielend bei.
}
offer-learn = Spielen lernen
offer-no-thanks = Nein danke

# The offer of a new version of the site (offline.js).
common-update-ready = Eine neue Version von skillgames ist bereit.
common-update-reload = Neu laden
common-update-later = Später

# Why a game's link cannot be opened (skillgames_play::link::LinkError).
link-too-long = Dieser Link ist zu lang für eine Partie.
link-unknown-kind = Dieser Link führt zu keiner Partie.
link-unknown-game = Dieser Link nennt ein Spiel oder Brett, das es auf dieser Seite nicht gibt.
link-bad-position = Die Stellung in diesem Link ist nicht spielbar.
# $number: the move's place in the game, from 1.
link-illegal-move = Zug { $number } in diesem Link ist kein gültiger Zug: Der Link ist beschädigt.
link-no-move = Dieser Link enthält keinen Zug, auf den du antworten kannst.

# Why a pasted game record cannot be read (skillgames_play::transcript::ReadError). $line: the
# line of the text (from 1); $game: a game's name; $move, $name, $board, $text: what the text
# says there, as written.
record-empty = Hier gibt es nichts zu lesen: Füge eine Partienotation oder eine Stellung ein.
record-too-long = Dieser Text ist zu lang für eine Partienotation.
record-unknown-game = Zeile { $line }: „{ $name }“ wird hier nicht gespielt.
record-other-game = Zeile { $line }: Das ist eine Partie { $game }; öffne sie auf der Seite von { $game }.
record-unknown-board = Zeile { $line }: { $game } wird nicht auf einem Brett „{ $board }“ gespielt.
record-bad-position = Zeile { $line }: Die Startstellung ist nicht spielbar.
# $number: the move's number in the record; $side: white or black (whose move it was).
record-illegal-move = { $side ->
    [white] Zeile { $line }: Zug { $number } von Weiß, „{ $move }“, ist in dieser Stellung kein gültiger Zug.
   *[black] Zeile { $line }: Zug { $number } von Schwarz, „{ $move }“, ist in dieser Stellung kein gültiger Zug.
}
record-after-end = Zeile { $line }: Die Partie war vor „{ $move }“ schon zu Ende.
record-unreadable = Zeile { $line }: „{ $text }“ ist weder eine Partienotation noch eine Stellung.
