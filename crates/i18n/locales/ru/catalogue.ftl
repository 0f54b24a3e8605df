# The games' own words from their catalogue entries (crates/<game>/src/catalogue.rs and
# levels.rs): levels, boards and what the score line counts. The code names them as
# level-<level>, level-<game>-<level> (how a level plays), board-<board> and
# game-<game>-score. A new game adds its lines here.
# dynamic: level- board-

level-easy = Лёгкий
level-normal = Обычный
level-medium = Средний
level-hard = Сложный
level-crazy = Безумный

level-archimedes-easy = Лёгкий смотрит только на свой ход, и примерно треть его ходов случайны: он довольно часто оставляет корабли под ударом.
level-archimedes-normal = Обычный учитывает и ваш ответ и лишь изредка делает случайный ход.
level-archimedes-hard = Сложный смотрит так же далеко, как Обычный, но почти никогда не ходит наугад, поэтому редко оставляет корабль под ударом.
level-archimedes-crazy = Безумный смотрит дальше всех и никогда не ходит наугад.
level-amazons-easy = Лёгкий оценивает каждый ход сам по себе, не думая о вашем ответе, и примерно треть его ходов случайны.
level-amazons-normal = Обычный оценивает ходы так же, но делает гораздо меньше случайных ходов, поэтому захватывает пространство намного увереннее.
level-amazons-hard = Сложный учитывает и ваш ответ на свои самые многообещающие ходы и почти никогда не ходит наугад.
level-amazons-crazy = Безумный перебирает гораздо больше вариантов и никогда не ходит наугад.
level-loa-easy = Лёгкий просчитывает на два хода вперёд и изредка делает случайный ход.
level-loa-medium = Средний просчитывает на три хода вперёд.
level-loa-hard = Сложный просчитывает так глубоко, как успевает примерно за секунду.

board-quick = Быстрая
board-medium = Средняя
board-classic = Классическая
board-big = Большая

game-archimedes-score = корабли
game-amazons-score = клетки
game-loa-score = фишки

# Each game's pieces, counted (its GameInfo::piece): "2 ships". Named by the code as
# pieces-<game>.
# dynamic: pieces-
pieces-archimedes = { $count ->
    [one] { $count } корабль
    [few] { $count } корабля
    [many] { $count } кораблей
   *[other] { $count } корабля
}
pieces-amazons = { $count ->
    [one] { $count } амазонка
    [few] { $count } амазонки
    [many] { $count } амазонок
   *[other] { $count } амазонки
}
pieces-loa = { $count ->
    [one] { $count } фишка
    [few] { $count } фишки
    [many] { $count } фишек
   *[other] { $count } фишки
}

# What a move removed, counted, for the games whose catalogue entry names it
# (GameInfo::removals): said alone in the move list ("Move 3, White: c2-d3, sank 2 ships") and
# in the end screen's sentences (play-end-removed-...: "You sank 3 ships"), so worded to read
# in both. Named by the code as removed-<game>.
# dynamic: removed-
removed-archimedes = { $count ->
    [one] потоплен { $count } корабль
    [few] потоплено { $count } корабля
    [many] потоплено { $count } кораблей
   *[other] потоплено { $count } корабля
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
    [you] У вас осталось меньше { $fleet } кораблей.
    [computer] У компьютера осталось меньше { $fleet } кораблей.
    [white] У белых осталось меньше { $fleet } кораблей.
   *[black] У чёрных осталось меньше { $fleet } кораблей.
}
ending-archimedes-fleet-draw = У обеих сторон за один ход осталось меньше { $fleet } кораблей.
ending-archimedes-quiet = { $winner ->
    [you] Прошло { $moves } ходов без потоплений, и ваш флот оказался больше.
    [computer] Прошло { $moves } ходов без потоплений, и флот компьютера оказался больше.
    [white] Прошло { $moves } ходов без потоплений, и флот белых оказался больше.
   *[black] Прошло { $moves } ходов без потоплений, и флот чёрных оказался больше.
}
ending-archimedes-quiet-draw = Прошло { $moves } ходов без потоплений, а флоты остались равными.
ending-archimedes-nomoves = { $loser ->
    [you] У вас не осталось допустимых ходов.
    [computer] У компьютера не осталось допустимых ходов.
    [white] У белых не осталось допустимых ходов.
   *[black] У чёрных не осталось допустимых ходов.
}
ending-amazons-nomoves = { $loser ->
    [you] У вас не осталось допустимых ходов.
    [computer] У компьютера не осталось допустимых ходов.
    [white] У белых не осталось допустимых ходов.
   *[black] У чёрных не осталось допустимых ходов.
}
ending-loa-connected = { $winner ->
    [you] Вы соединили все свои фишки.
    [computer] Компьютер соединил все свои фишки.
    [white] Белые соединили все свои фишки.
   *[black] Чёрные соединили все свои фишки.
}
ending-loa-movelimit-draw = Достигнут предел в { $moves } ходов.
ending-loa-nomoves = { $loser ->
    [you] У вас не осталось допустимых ходов.
    [computer] У компьютера не осталось допустимых ходов.
    [white] У белых не осталось допустимых ходов.
   *[black] У чёрных не осталось допустимых ходов.
}
