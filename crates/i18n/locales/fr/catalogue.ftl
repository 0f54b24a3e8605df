# The games' own words from their catalogue entries (crates/<game>/src/catalogue.rs and
# levels.rs): levels, boards and what the score line counts. The code names them as
# level-<level>, level-<game>-<level> (how a level plays), board-<board> and
# game-<game>-score. A new game adds its lines here.
# dynamic: level- board-

level-easy = Facile
level-normal = Normal
level-medium = Moyen
level-hard = Difficile
level-crazy = Extrême

level-archimedes-easy = Facile ne regarde que son propre coup, et environ un tiers de ses coups sont joués au hasard : il laisse assez souvent des navires exposés.
level-archimedes-normal = Normal regarde aussi votre réponse, et ne joue que de temps en temps un coup au hasard.
level-archimedes-hard = Difficile regarde aussi loin que Normal mais ne joue presque jamais au hasard : il laisse donc rarement un navire exposé.
level-archimedes-crazy = Extrême voit le plus loin et ne joue jamais au hasard.
level-amazons-easy = Facile juge chaque coup isolément, sans penser à votre réponse, et environ un tiers de ses coups sont joués au hasard.
level-amazons-normal = Normal juge les coups de la même façon mais joue bien moins de coups au hasard : il gagne donc du terrain bien plus régulièrement.
level-amazons-hard = Difficile examine aussi votre réponse à ses coups les plus prometteurs, et ne joue presque jamais au hasard.
level-amazons-crazy = Extrême examine bien plus de possibilités et ne joue jamais au hasard.
level-loa-easy = Facile calcule deux coups à l’avance et joue de temps en temps un coup au hasard.
level-loa-medium = Moyen calcule trois coups à l’avance.
level-loa-hard = Difficile calcule aussi loin qu’il le peut en une seconde environ.

board-quick = Rapide
board-medium = Moyen
board-classic = Classique
board-big = Grand

game-archimedes-score = navires
game-amazons-score = cases
game-loa-score = pions

# Each game's pieces, counted (its GameInfo::piece): "2 ships". Named by the code as
# pieces-<game>.
# dynamic: pieces-
pieces-archimedes = { $count ->
    [one] { $count } navire
    [many] { $count } de navires
   *[other] { $count } navires
}
pieces-amazons = { $count ->
    [one] { $count } amazone
    [many] { $count } d’amazones
   *[other] { $count } amazones
}
pieces-loa = { $count ->
    [one] { $count } pion
    [many] { $count } de pions
   *[other] { $count } pions
}

# What a move removed, counted, for the games whose catalogue entry names it
# (GameInfo::removals): said alone in the move list ("Move 3, White: c2-d3, sank 2 ships") and
# in the end screen's sentences (play-end-removed-...: "You sank 3 ships"), so worded to read
# in both. Named by the code as removed-<game>.
# dynamic: removed-
removed-archimedes = { $count ->
    [one] { $count } navire coulé
    [many] { $count } de navires coulés
   *[other] { $count } navires coulés
}
