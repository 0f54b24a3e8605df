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
    [you] Votre flotte est passée sous les { $fleet } navires.
    [computer] La flotte de l’ordinateur est passée sous les { $fleet } navires.
    [white] La flotte des Blancs est passée sous les { $fleet } navires.
   *[black] La flotte des Noirs est passée sous les { $fleet } navires.
}
ending-archimedes-fleet-draw = Les deux flottes sont passées sous les { $fleet } navires au même coup.
ending-archimedes-quiet = { $winner ->
    [you] { $moves } coups sont passés sans naufrage, et votre flotte était la plus grande.
    [computer] { $moves } coups sont passés sans naufrage, et la flotte de l’ordinateur était la plus grande.
    [white] { $moves } coups sont passés sans naufrage, et la flotte des Blancs était la plus grande.
   *[black] { $moves } coups sont passés sans naufrage, et la flotte des Noirs était la plus grande.
}
ending-archimedes-quiet-draw = { $moves } coups sont passés sans naufrage, avec des flottes de même taille.
ending-archimedes-nomoves = { $loser ->
    [you] Vous n’aviez plus aucun coup légal.
    [computer] L’ordinateur n’avait plus aucun coup légal.
    [white] Les Blancs n’avaient plus aucun coup légal.
   *[black] Les Noirs n’avaient plus aucun coup légal.
}
ending-amazons-nomoves = { $loser ->
    [you] Vous n’aviez plus aucun coup légal.
    [computer] L’ordinateur n’avait plus aucun coup légal.
    [white] Les Blancs n’avaient plus aucun coup légal.
   *[black] Les Noirs n’avaient plus aucun coup légal.
}
ending-loa-connected = { $winner ->
    [you] Vous avez connecté tous vos pions.
    [computer] L’ordinateur a connecté tous ses pions.
    [white] Les Blancs ont connecté tous leurs pions.
   *[black] Les Noirs ont connecté tous leurs pions.
}
ending-loa-movelimit-draw = La limite de { $moves } coups a été atteinte.
ending-loa-nomoves = { $loser ->
    [you] Vous n’aviez plus aucun coup légal.
    [computer] L’ordinateur n’avait plus aucun coup légal.
    [white] Les Blancs n’avaient plus aucun coup légal.
   *[black] Les Noirs n’avaient plus aucun coup légal.
}
