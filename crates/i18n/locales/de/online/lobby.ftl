# The online pages: the lobby and its window that creates a game, the games to watch, the
# account page, a player's profile, the leaderboards and the bar of challenges.

# The lobby (#/online): its buttons and its list of open games.
lobby-title = Online spielen
lobby-create-game = Partie erstellen
lobby-challenge-friend = Freund herausfordern
lobby-challenge-link-help = Schick diesen Link deinem Freund: Wer ihn zuerst öffnet, spielt gegen dich.
lobby-open-games = Offene Partien
lobby-looking = Suche nach Partien …
lobby-no-open-games = Gerade gibt es keine offenen Partien: Erstelle eine.
# $white: the player who created the game, with their rating ("Ada (1500?)"); $black: their opponent, likewise.
lobby-players-against = { $white } gegen { $black }
lobby-join = Beitreten
lobby-log-in-to-join = Zum Beitreten anmelden
lobby-cancel = Abbrechen

# Play a bot, in the lobby, and the box that hides bots' games (also on the games to watch).
lobby-play-a-bot = Gegen einen Bot spielen
lobby-bots = Bots
lobby-no-bot = Gerade ist kein Bot verbunden.
lobby-challenge = Herausfordern
# $name: a player's name. The title of the window that challenges them, and the Challenge button's name for screen readers: it must contain the words of lobby-challenge.
lobby-challenge-player = { $name } herausfordern
# $variant: the game and board ("Amazons, 8 × 8"); $rating: the bot's rating there, with ? when provisional ("1612?").
lobby-bot-rating = { $variant }: { $rating }
lobby-not-rated-yet = Noch keine Wertung
lobby-hide-bots = Partien von Bots ausblenden

# The window that creates a game or a challenge.
lobby-game = Spiel
lobby-board = Brett
lobby-counts-for-ratings = Zählt für die Wertung
lobby-casual = Ungewertet
lobby-rated = Gewertet
lobby-rated-needs-account = Gewertete Partien brauchen ein Konto: Melde dich zuerst an oder erstelle eins.
lobby-your-colour = Deine Farbe
lobby-random = Zufällig
lobby-white = Weiß
lobby-black = Schwarz
lobby-create = Erstellen
lobby-create-challenge = Herausforderung erstellen
lobby-send-challenge = Herausforderung senden

# The clock of a game being created (also in the window that creates a tournament).
lobby-time = Bedenkzeit
lobby-custom = Eigene
lobby-minutes = Minuten
lobby-seconds-a-move = Sekunden pro Zug
lobby-correspondence-help = Fernpartie: Tage für jeden Zug, niemand muss online bleiben.
# $count: days for each move.
lobby-days = { $count ->
    [one] { $count } Tag
   *[other] { $count } Tage
}

# The games being played, to watch (#/watch).
lobby-watch-title = Zuschauen
lobby-refresh = Aktualisieren
lobby-nobody-playing = Gerade spielt niemand.
lobby-games-being-played = Laufende Partien
# $count: the moves played so far.
lobby-moves = { $count ->
    [one] { $count } Zug
   *[other] { $count } Züge
}
lobby-watch = Zuschauen

# The account page (#/account): logging in and creating an account.
account-title = Dein Konto
account-why = Ungewertete Partien kannst du ohne Konto spielen. Mit einem Konto hast du deinen Namen auf jedem Gerät und kannst gewertete Partien spielen.
account-log-in = Anmelden
account-create-heading = Konto erstellen
account-create-button = Konto erstellen
account-name = Name
account-password = Passwort
account-credentials-help = Ein Name aus 3 bis 20 Buchstaben, Ziffern, Leerzeichen, - oder _; ein Passwort mit mindestens 8 Zeichen.

# A player's profile (#/player/<name>).
profile-unreadable = Dieses Profil konnte nicht gelesen werden.
profile-kind-bot = Ein Bot: ein Computerprogramm, das hier spielt
profile-kind-account = Ein Konto
profile-kind-visitor = Ein Besucher ohne Konto
# A house bot of the site at its first level. $game: the game's name; $level: the level's name; $description: how the level plays (the catalogue's level-<game>-<level>, without its final full stop); $first: the name of the first level.
profile-house-bot-first = Ein hauseigener Bot dieser Seite: Er spielt { $game } auf der Stufe { $level } ({ $description }). Seine gemessene Stärke, in Matches jeder Stufe gegen die nächstniedrigere: die erste Stufe, an der die anderen gemessen werden ({ $first }).
# A house bot at a higher level: as profile-house-bot-first; $strength: its strength on each board (profile-house-bot-board, joined by profile-house-bot-separator).
profile-house-bot = Ein hauseigener Bot dieser Seite: Er spielt { $game } auf der Stufe { $level } ({ $description }). Seine gemessene Stärke, in Matches jeder Stufe gegen die nächstniedrigere: { $strength }.
# $size: the board's side ("8" in 8 × 8); $elo: how many Elo points stronger; $first: the name of the first level.
profile-house-bot-board = { $size } × { $size } +{ $elo } Elo über { $first }
# Between two boards' strengths in profile-house-bot (a comma and a space in English).
profile-house-bot-separator = {", "}
# $name: the player's name.
profile-challenge = { $name } herausfordern
# $name: the player challenged.
profile-challenge-sent = Herausforderung gesendet: Warte auf die Antwort von { $name }.
# $wins, $losses, $draws: how many games the player won, lost and drew.
profile-results = Siege: { $wins }, Niederlagen: { $losses }, Remis: { $draws }
profile-ratings = Wertungen
profile-recent-games = Letzte Partien

# A profile's ratings: one game and board a row.
profile-no-rated-games = Noch keine gewerteten Partien.
profile-game = Spiel
profile-rating = Wertung
profile-rated-games = Gewertete Partien
profile-history = Verlauf
# $count: how many rated games the player played on this game and board.
profile-games = { $count ->
    [one] { $count } Partie
   *[other] { $count } Partien
}
profile-provisional-help = Eine Wertung mit ? ist vorläufig: zu wenige Partien, um sicher zu sein.

# A profile's recent games.
profile-no-games = Noch keine Partien.
# The player's side and their opponent. $opponent: the opponent's name.
profile-white-against = Weiß gegen { $opponent }
profile-black-against = Schwarz gegen { $opponent }
# How a game ended, or stands, for the player.
profile-won = Gewonnen
profile-lost = Verloren
profile-draw = Remis
profile-aborted = Abgebrochen
profile-being-played = Läuft
profile-open = Offen
profile-review = Nachspielen
profile-game-record = Partienotation

# The leaderboards (#/leaderboard).
leaderboard-title = Bestenlisten
leaderboard-help = Die besten Spieler jedes Spiels und Bretts: Konten mit gefestigter Wertung (viele gewertete Partien), die dort in den letzten 30 Tagen eine gewertete Partie gespielt haben. Computerprogramme stehen in einer eigenen Liste.
leaderboard-game-and-board = Spiel und Brett
# $game: the game's name; $size: the board's side ("8" in 8 × 8).
leaderboard-option = { $game }, { $size } × { $size }
leaderboard-unreadable = Diese Bestenliste konnte nicht gelesen werden.
leaderboard-players = Spieler
leaderboard-bots = Bots
leaderboard-no-players = Hier hat noch niemand eine gefestigte Wertung.
leaderboard-no-bots = Hier hat noch kein Bot eine gefestigte Wertung.
leaderboard-place = Platz
leaderboard-name = Name
leaderboard-rating = Wertung
leaderboard-rated-games = Gewertete Partien

# The bar of challenges by name, on every page.
challenge-challenges = Herausforderungen
# After the challenger's name (shown before it, in bold). $terms: what the challenge asks ("Amazons, 8 × 8 · 5+3 · Rated"); the words in brackets say who moves first.
challenge-incoming-by-lot = fordert dich heraus: { $terms } (Farben werden ausgelost)
challenge-incoming-second = fordert dich heraus: { $terms } (du ziehst als Zweiter)
challenge-incoming-first = fordert dich heraus: { $terms } (du ziehst zuerst)
challenge-accept = Annehmen
challenge-reason = Grund
challenge-reason-to-decline = Grund für die Ablehnung
challenge-decline = Ablehnen
# $name: the player challenged; $terms: what the challenge asks ("Amazons, 8 × 8 · 5+3 · Rated").
challenge-waiting = Warte auf die Antwort von { $name } auf deine Herausforderung: { $terms }
challenge-cancel = Abbrechen
challenge-dismiss = Schließen

# The window that makes a game, when its clock is out of range.
lobby-bad-time-control = Wähle eine Bedenkzeit von 1 bis 180 Minuten und 0 bis 180 Sekunden pro Zug, oder 1, 3 oder 7 Tage pro Zug.
