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
