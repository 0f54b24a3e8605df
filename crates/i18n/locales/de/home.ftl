# skillgames: de. See docs/translating.md.
# The home page.

# The games' names and taglines, named by the code as game-<name> and game-<name>-tagline.
# dynamic: game-
game-archimedes = Archimedes
game-archimedes-tagline = Eine Seeschlacht der Sichtlinien: Drei Schiffe, die ein feindliches im Blick haben, versenken es.
game-amazons = Amazonen
game-amazons-tagline = Zieh eine Dame, schieß einen Pfeil, mauere deinen Gegner ein.
game-loa = Lines of Action
game-loa-tagline = Vereine alle deine Steine zu einer Gruppe; zähle die Steine auf der Linie, um zu wissen, wie weit du ziehst.

home-strapline = Drei Spiele reinen Könnens. Kein Glück, nichts Verborgenes.
home-play = SPIELEN
home-play-game = { $game } spielen
home-continue = WEITER
home-continue-game = Weiter mit { $game }
home-how-to-play = REGELN
home-how-to-play-game = Regeln für { $game }
home-learn = LERNEN
home-learn-game = { $game } lernen
home-play-online = Online spielen
home-watch = Partien ansehen
home-tournaments = Turniere
home-leaderboards = Bestenlisten
home-puzzles = Aufgaben
home-next-tournament = Nächstes Turnier:
home-kept-here = Deine Partien und Statistiken bleiben in diesem Browser.
home-statistics = Statistiken
home-open-record = Gespeicherte Partie öffnen
home-preferences = Einstellungen

# When a tournament is played, in its lines and on the home page.
when-starts = Beginnt am { $when }
when-playing-until = Läuft bis { $when }
when-round = Runde { $round } von { $rounds }
when-playing-now = Läuft gerade
when-finished = Beendet
when-called-off = Abgesagt: zu wenige Spieler
