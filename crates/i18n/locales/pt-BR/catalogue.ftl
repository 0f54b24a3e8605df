# The games' own words from their catalogue entries (crates/<game>/src/catalogue.rs and
# levels.rs): levels, boards and what the score line counts. The code names them as
# level-<level>, level-<game>-<level> (how a level plays), board-<board> and
# game-<game>-score. A new game adds its lines here.
# dynamic: level- board-

level-easy = Fácil
level-normal = Normal
level-medium = Médio
level-hard = Difícil
level-crazy = Insano

level-archimedes-easy = Fácil olha só o próprio lance, e cerca de um terço dos seus lances são aleatórios: deixa navios expostos com bastante frequência.
level-archimedes-normal = Normal também considera a sua resposta e só de vez em quando joga um lance aleatório.
level-archimedes-hard = Difícil enxerga tão longe quanto Normal, mas quase nunca joga ao acaso, então raramente deixa um navio exposto.
level-archimedes-crazy = Insano é o que enxerga mais longe e nunca joga ao acaso.
level-amazons-easy = Fácil avalia cada lance isoladamente, sem pensar na sua resposta, e cerca de um terço dos seus lances são aleatórios.
level-amazons-normal = Normal avalia os lances do mesmo jeito, mas joga bem menos lances aleatórios, então conquista espaço de forma muito mais constante.
level-amazons-hard = Difícil também considera a sua resposta aos lances mais promissores dele e quase nunca joga ao acaso.
level-amazons-crazy = Insano examina muito mais possibilidades e nunca joga ao acaso.
level-loa-easy = Fácil calcula dois lances à frente e de vez em quando joga um lance aleatório.
level-loa-medium = Médio calcula três lances à frente.
level-loa-hard = Difícil calcula o mais fundo que consegue em cerca de um segundo.

board-quick = Rápido
board-medium = Médio
board-classic = Clássico
board-big = Grande

game-archimedes-score = navios
game-amazons-score = casas
game-loa-score = peças

# Each game's pieces, counted (its GameInfo::piece): "2 ships". Named by the code as
# pieces-<game>.
# dynamic: pieces-
pieces-archimedes = { $count ->
    [one] { $count } navio
    [many] { $count } de navios
   *[other] { $count } navios
}
pieces-amazons = { $count ->
    [one] { $count } amazona
    [many] { $count } de amazonas
   *[other] { $count } amazonas
}
pieces-loa = { $count ->
    [one] { $count } peça
    [many] { $count } de peças
   *[other] { $count } peças
}

# What a move removed, counted, for the games whose catalogue entry names it
# (GameInfo::removals): said alone in the move list ("Move 3, White: c2-d3, sank 2 ships") and
# in the end screen's sentences (play-end-removed-...: "You sank 3 ships"), so worded to read
# in both. Named by the code as removed-<game>.
# dynamic: removed-
removed-archimedes = { $count ->
    [one] { $count } navio afundado
    [many] { $count } de navios afundados
   *[other] { $count } navios afundados
}
