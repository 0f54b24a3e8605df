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
    [you] Sua frota ficou com menos de { $fleet } navios.
    [computer] A frota do computador ficou com menos de { $fleet } navios.
    [white] A frota das brancas ficou com menos de { $fleet } navios.
   *[black] A frota das pretas ficou com menos de { $fleet } navios.
}
ending-archimedes-fleet-draw = As duas frotas ficaram com menos de { $fleet } navios no mesmo lance.
ending-archimedes-quiet = { $winner ->
    [you] Passaram-se { $moves } lances sem nenhum afundamento, e você tinha a frota maior.
    [computer] Passaram-se { $moves } lances sem nenhum afundamento, e o computador tinha a frota maior.
    [white] Passaram-se { $moves } lances sem nenhum afundamento, e as brancas tinham a frota maior.
   *[black] Passaram-se { $moves } lances sem nenhum afundamento, e as pretas tinham a frota maior.
}
ending-archimedes-quiet-draw = Passaram-se { $moves } lances sem nenhum afundamento, com frotas do mesmo tamanho.
ending-archimedes-nomoves = { $loser ->
    [you] Você não tinha nenhum lance legal.
    [computer] O computador não tinha nenhum lance legal.
    [white] As brancas não tinham nenhum lance legal.
   *[black] As pretas não tinham nenhum lance legal.
}
ending-amazons-nomoves = { $loser ->
    [you] Você não tinha nenhum lance legal.
    [computer] O computador não tinha nenhum lance legal.
    [white] As brancas não tinham nenhum lance legal.
   *[black] As pretas não tinham nenhum lance legal.
}
ending-loa-connected = { $winner ->
    [you] Você conectou todas as suas peças.
    [computer] O computador conectou todas as suas peças.
    [white] As brancas conectaram todas as suas peças.
   *[black] As pretas conectaram todas as suas peças.
}
ending-loa-movelimit-draw = O limite de { $moves } lances foi atingido.
ending-loa-nomoves = { $loser ->
    [you] Você não tinha nenhum lance legal.
    [computer] O computador não tinha nenhum lance legal.
    [white] As brancas não tinham nenhum lance legal.
   *[black] As pretas não tinham nenhum lance legal.
}
