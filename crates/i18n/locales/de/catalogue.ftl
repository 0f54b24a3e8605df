# The games' own words from their catalogue entries (crates/<game>/src/catalogue.rs and
# levels.rs): levels, boards and what the score line counts. The code names them as
# level-<level>, level-<game>-<level> (how a level plays), board-<board> and
# game-<game>-score. A new game adds its lines here.
# dynamic: level- board-

level-easy = Leicht
level-normal = Normal
level-medium = Mittel
level-hard = Schwer
level-crazy = Verrückt

level-archimedes-easy = Leicht schaut nur auf den eigenen Zug, und etwa jeder dritte Zug ist zufällig: So bleiben recht oft Schiffe ungeschützt.
level-archimedes-normal = Normal bezieht auch deine Antwort ein und spielt nur ab und zu einen zufälligen Zug.
level-archimedes-hard = Schwer rechnet so weit wie Normal, zieht aber fast nie zufällig und lässt daher selten ein Schiff hängen.
level-archimedes-crazy = Verrückt rechnet am weitesten voraus und zieht nie zufällig.
level-amazons-easy = Leicht bewertet jeden Zug für sich, ohne an deine Antwort zu denken, und etwa jeder dritte Zug ist zufällig.
level-amazons-normal = Normal bewertet Züge genauso, spielt aber viel seltener zufällig und erobert so viel stetiger Raum.
level-amazons-hard = Schwer bezieht auch deine Antwort auf die vielversprechendsten eigenen Züge ein und zieht fast nie zufällig.
level-amazons-crazy = Verrückt prüft weit mehr Möglichkeiten und zieht nie zufällig.
level-loa-easy = Leicht rechnet zwei Züge voraus und spielt ab und zu einen zufälligen Zug.
level-loa-medium = Mittel rechnet drei Züge voraus.
level-loa-hard = Schwer rechnet in etwa einer Sekunde so tief wie möglich.

board-quick = Schnell
board-medium = Mittel
board-classic = Klassisch
board-big = Groß

game-archimedes-score = Schiffe
game-amazons-score = Felder
game-loa-score = Steine

# Each game's pieces, counted (its GameInfo::piece): "2 ships". Named by the code as
# pieces-<game>.
# dynamic: pieces-
pieces-archimedes = { $count ->
    [one] { $count } Schiff
   *[other] { $count } Schiffe
}
pieces-amazons = { $count ->
    [one] { $count } Amazone
   *[other] { $count } Amazonen
}
pieces-loa = { $count ->
    [one] { $count } Stein
   *[other] { $count } Steine
}

# What a move removed, counted, for the games whose catalogue entry names it
# (GameInfo::removals): said alone in the move list ("Move 3, White: c2-d3, sank 2 ships") and
# in the end screen's sentences (play-end-removed-...: "You sank 3 ships"), so worded to read
# in both. Named by the code as removed-<game>.
# dynamic: removed-
removed-archimedes = { $count ->
    [one] { $count } Schiff versenkt
   *[other] { $count } Schiffe versenkt
}

# How a game ended: the sentence under the end screen's title, and in an online game's result
# (Ending::message in crates/play/src/present.rs). Named by the code as
# ending-<game>-<reason> for a win and ending-<game>-<reason>-draw for a draw, <reason> being
# the rules' protocol word (EndReason::name). $winner and $loser say who the side is (choose
# the words by them): you (the person playing the computer), computer, white or black (two
# people on one device, and online games). $fleet (Archimedes: a fleet with fewer ships loses,
# 3) and $moves (Archimedes: moves without a sinking that end the game, 50; Lines of Action:
# the move limit, 300) are numbers from the rules.
# dynamic: ending-
ending-archimedes-fleet = { $loser ->
    [you] Deine Flotte ist unter { $fleet } Schiffe gefallen.
    [computer] Die Flotte des Computers ist unter { $fleet } Schiffe gefallen.
    [white] Die Flotte von Weiß ist unter { $fleet } Schiffe gefallen.
   *[black] Die Flotte von Schwarz ist unter { $fleet } Schiffe gefallen.
}
ending-archimedes-fleet-draw = Beide Flotten sind im selben Zug unter { $fleet } Schiffe gefallen.
ending-archimedes-quiet = { $winner ->
    [you] { $moves } Züge vergingen ohne Versenkung, und du hattest die größere Flotte.
    [computer] { $moves } Züge vergingen ohne Versenkung, und der Computer hatte die größere Flotte.
    [white] { $moves } Züge vergingen ohne Versenkung, und Weiß hatte die größere Flotte.
   *[black] { $moves } Züge vergingen ohne Versenkung, und Schwarz hatte die größere Flotte.
}
ending-archimedes-quiet-draw = { $moves } Züge vergingen ohne Versenkung, bei gleich großen Flotten.
ending-archimedes-nomoves = { $loser ->
    [you] Du hattest keinen gültigen Zug mehr.
    [computer] Der Computer hatte keinen gültigen Zug mehr.
    [white] Weiß hatte keinen gültigen Zug mehr.
   *[black] Schwarz hatte keinen gültigen Zug mehr.
}
ending-amazons-nomoves = { $loser ->
    [you] Du hattest keinen gültigen Zug mehr.
    [computer] Der Computer hatte keinen gültigen Zug mehr.
    [white] Weiß hatte keinen gültigen Zug mehr.
   *[black] Schwarz hatte keinen gültigen Zug mehr.
}
ending-loa-connected = { $winner ->
    [you] Du hast alle deine Steine verbunden.
    [computer] Der Computer hat alle seine Steine verbunden.
    [white] Weiß hat alle seine Steine verbunden.
   *[black] Schwarz hat alle seine Steine verbunden.
}
ending-loa-movelimit-draw = Die Grenze von { $moves } Zügen ist erreicht.
ending-loa-nomoves = { $loser ->
    [you] Du hattest keinen gültigen Zug mehr.
    [computer] Der Computer hatte keinen gültigen Zug mehr.
    [white] Weiß hatte keinen gültigen Zug mehr.
   *[black] Schwarz hatte keinen gültigen Zug mehr.
}
