# The games' own words from their catalogue entries (crates/<game>/src/catalogue.rs and
# levels.rs): levels, boards and what the score line counts. The code names them as
# level-<level>, level-<game>-<level> (how a level plays), board-<board> and
# game-<game>-score. A new game adds its lines here.
# dynamic: level- board-

level-easy = Fácil
level-normal = Normal
level-medium = Medio
level-hard = Difícil
level-crazy = Extremo

level-archimedes-easy = Fácil solo mira su propia jugada, y cerca de un tercio de sus jugadas son al azar: deja barcos expuestos con bastante frecuencia.
level-archimedes-normal = Normal también tiene en cuenta tu respuesta, y solo de vez en cuando hace una jugada al azar.
level-archimedes-hard = Difícil mira tan lejos como Normal, pero casi nunca juega al azar, así que rara vez deja un barco expuesto.
level-archimedes-crazy = Extremo es el que mira más lejos y nunca juega al azar.
level-amazons-easy = Fácil juzga cada jugada por sí sola, sin pensar en tu respuesta, y cerca de un tercio de sus jugadas son al azar.
level-amazons-normal = Normal juzga las jugadas de la misma forma, pero hace muchas menos jugadas al azar, así que gana espacio con mucha más constancia.
level-amazons-hard = Difícil también tiene en cuenta tu respuesta a sus jugadas más prometedoras, y casi nunca juega al azar.
level-amazons-crazy = Extremo examina muchas más posibilidades y nunca juega al azar.
level-loa-easy = Fácil calcula dos jugadas por delante y de vez en cuando hace una jugada al azar.
level-loa-medium = Medio calcula tres jugadas por delante.
level-loa-hard = Difícil calcula tan lejos como puede en más o menos un segundo.

board-quick = Rápido
board-medium = Medio
board-classic = Clásico
board-big = Grande

game-archimedes-score = barcos
game-amazons-score = casillas
game-loa-score = fichas

# Each game's pieces, counted (its GameInfo::piece): "2 ships". Named by the code as
# pieces-<game>.
# dynamic: pieces-
pieces-archimedes = { $count ->
    [one] { $count } barco
    [many] { $count } de barcos
   *[other] { $count } barcos
}
pieces-amazons = { $count ->
    [one] { $count } amazona
    [many] { $count } de amazonas
   *[other] { $count } amazonas
}
pieces-loa = { $count ->
    [one] { $count } ficha
    [many] { $count } de fichas
   *[other] { $count } fichas
}

# What a move removed, counted, for the games whose catalogue entry names it
# (GameInfo::removals): said alone in the move list ("Move 3, White: c2-d3, sank 2 ships") and
# in the end screen's sentences (play-end-removed-...: "You sank 3 ships"), so worded to read
# in both. Named by the code as removed-<game>.
# dynamic: removed-
removed-archimedes = { $count ->
    [one] { $count } barco hundido
    [many] { $count } de barcos hundidos
   *[other] { $count } barcos hundidos
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
    [you] Tu flota ha bajado de { $fleet } barcos.
    [computer] La flota del ordenador ha bajado de { $fleet } barcos.
    [white] La flota de las blancas ha bajado de { $fleet } barcos.
   *[black] La flota de las negras ha bajado de { $fleet } barcos.
}
ending-archimedes-fleet-draw = Las dos flotas han bajado de { $fleet } barcos en la misma jugada.
ending-archimedes-quiet = { $winner ->
    [you] Han pasado { $moves } jugadas sin ningún hundimiento y tenías la flota más grande.
    [computer] Han pasado { $moves } jugadas sin ningún hundimiento y el ordenador tenía la flota más grande.
    [white] Han pasado { $moves } jugadas sin ningún hundimiento y las blancas tenían la flota más grande.
   *[black] Han pasado { $moves } jugadas sin ningún hundimiento y las negras tenían la flota más grande.
}
ending-archimedes-quiet-draw = Han pasado { $moves } jugadas sin ningún hundimiento, con flotas del mismo tamaño.
ending-archimedes-nomoves = { $loser ->
    [you] No te quedaba ninguna jugada legal.
    [computer] Al ordenador no le quedaba ninguna jugada legal.
    [white] A las blancas no les quedaba ninguna jugada legal.
   *[black] A las negras no les quedaba ninguna jugada legal.
}
ending-amazons-nomoves = { $loser ->
    [you] No te quedaba ninguna jugada legal.
    [computer] Al ordenador no le quedaba ninguna jugada legal.
    [white] A las blancas no les quedaba ninguna jugada legal.
   *[black] A las negras no les quedaba ninguna jugada legal.
}
ending-loa-connected = { $winner ->
    [you] Has conectado todas tus fichas.
    [computer] El ordenador ha conectado todas sus fichas.
    [white] Las blancas han conectado todas sus fichas.
   *[black] Las negras han conectado todas sus fichas.
}
ending-loa-movelimit-draw = Se ha alcanzado el límite de { $moves } jugadas.
ending-loa-nomoves = { $loser ->
    [you] No te quedaba ninguna jugada legal.
    [computer] Al ordenador no le quedaba ninguna jugada legal.
    [white] A las blancas no les quedaba ninguna jugada legal.
   *[black] A las negras no les quedaba ninguna jugada legal.
}
