# skillgames: English, the source of every other catalogue. See docs/translating.md.
# The home page.

# The games' names and taglines, named by the code as game-<name> and game-<name>-tagline.
# dynamic: game-
game-archimedes = Archimedes
game-archimedes-tagline = A naval battle of lines of sight: three ships in view sink an enemy.
game-amazons = Amazons
game-amazons-tagline = Move a queen, shoot an arrow, wall in your opponent.
game-loa = Lines of Action
game-loa-tagline = Gather all your pieces into one group; count the line to know how far to go.

home-strapline = Three games of pure skill. No luck, nothing hidden.
home-play = PLAY
home-play-game = Play { $game }
home-continue = CONTINUE
home-continue-game = Continue { $game }
home-how-to-play = HOW TO PLAY
home-how-to-play-game = How to play { $game }
home-learn = LEARN
home-learn-game = Learn { $game }
home-play-online = Play online
home-watch = Watch games
home-tournaments = Tournaments
home-leaderboards = Leaderboards
home-puzzles = Puzzles
home-next-tournament = Next tournament:
home-kept-here = Your games and statistics stay in this browser.
home-statistics = Statistics
home-open-record = Open a game record
home-preferences = Preferences

# When a tournament is played, in its lines and on the home page.
when-starts = Starts { $when }
when-playing-until = Playing until { $when }
when-round = Round { $round } of { $rounds }
when-playing-now = Playing now
when-finished = Finished
when-called-off = Called off: too few players
