# skillgames: ru. See docs/translating.md.
# The home page.

# The games' names and taglines, named by the code as game-<name> and game-<name>-tagline.
# dynamic: game-
game-archimedes = Архимед
game-archimedes-tagline = Морской бой на линиях видимости: враг под прицелом трёх кораблей идёт ко дну.
game-amazons = Амазонки
game-amazons-tagline = Ходите ферзём, пускайте стрелу и запирайте соперника.
game-loa = Lines of Action
game-loa-tagline = Соберите все фишки в одну группу; сколько фишек на линии — на столько и ход.

home-strapline = Три игры на чистое мастерство. Никакого везения, ничего скрытого.
home-play = ИГРАТЬ
home-play-game = Играть в { $game }
home-continue = ПРОДОЛЖИТЬ
home-continue-game = Продолжить партию в { $game }
home-how-to-play = КАК ИГРАТЬ
home-how-to-play-game = Как играть в { $game }
home-learn = ОБУЧЕНИЕ
home-learn-game = Обучение игре в { $game }
home-play-online = Играть онлайн
home-watch = Смотреть партии
home-tournaments = Турниры
home-leaderboards = Лидеры
home-puzzles = Задачи
home-next-tournament = Следующий турнир:
home-kept-here = Ваши партии и статистика хранятся в этом браузере.
home-statistics = Статистика
home-open-record = Открыть запись партии
home-preferences = Настройки

# When a tournament is played, in its lines and on the home page.
when-starts = Начало { $when }
when-playing-until = Идёт до { $when }
when-round = Тур { $round } из { $rounds }
when-playing-now = Идёт сейчас
when-finished = Завершён
when-called-off = Отменён: мало участников
