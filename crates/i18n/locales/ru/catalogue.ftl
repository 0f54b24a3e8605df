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
