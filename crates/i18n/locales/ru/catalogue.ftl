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
