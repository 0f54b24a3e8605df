# skillgames: es. See docs/translating.md.
# The home page.

# The games' names and taglines, named by the code as game-<name> and game-<name>-tagline.
# dynamic: game-
game-archimedes = Arquímedes
game-archimedes-tagline = Una batalla naval de líneas de visión: tres barcos a la vista hunden a un enemigo.
game-amazons = Amazonas
game-amazons-tagline = Mueve una reina, dispara una flecha y encierra a tu rival.
game-loa = Lines of Action
game-loa-tagline = Reúne todas tus piezas en un solo grupo; cuenta la línea para saber cuánto avanzar.

home-strapline = Tres juegos de pura habilidad. Sin azar, nada oculto.
home-play = JUGAR
home-play-game = Jugar a { $game }
home-continue = CONTINUAR
home-continue-game = Continuar la partida de { $game }
home-how-to-play = CÓMO JUGAR
home-how-to-play-game = Cómo jugar a { $game }
home-learn = APRENDER
home-learn-game = Aprender a jugar a { $game }
home-play-online = Jugar en línea
home-watch = Ver partidas
home-tournaments = Torneos
home-leaderboards = Clasificación
home-puzzles = Problemas
home-next-tournament = Próximo torneo:
home-kept-here = Tus partidas y estadísticas se guardan en este navegador.
home-statistics = Estadísticas
home-open-record = Abrir el registro de una partida
home-preferences = Preferencias

# When a tournament is played, in its lines and on the home page.
when-starts = Empieza el { $when }
when-playing-until = En juego hasta el { $when }
when-round = Ronda { $round } de { $rounds }
when-playing-now = En juego
when-finished = Terminado
when-called-off = Cancelado: muy pocos jugadores
