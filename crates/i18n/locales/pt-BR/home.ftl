# skillgames: pt-BR. See docs/translating.md.
# The home page.

# The games' names and taglines, named by the code as game-<name> and game-<name>-tagline.
# dynamic: game-
game-archimedes = Arquimedes
game-archimedes-tagline = Uma batalha naval de linhas de visão: três navios à vista afundam um inimigo.
game-amazons = Amazonas
game-amazons-tagline = Mova uma rainha, atire uma flecha e cerque o adversário.
game-loa = Lines of Action
game-loa-tagline = Reúna todas as suas peças em um só grupo; conte a linha para saber quanto avançar.

home-strapline = Três jogos de pura habilidade. Sem sorte, nada oculto.
home-play = JOGAR
home-play-game = Jogar { $game }
home-continue = CONTINUAR
home-continue-game = Continuar a partida de { $game }
home-how-to-play = COMO JOGAR
home-how-to-play-game = Como jogar { $game }
home-learn = APRENDER
home-learn-game = Aprender a jogar { $game }
home-play-online = Jogar online
home-watch = Assistir partidas
home-tournaments = Torneios
home-leaderboards = Classificação
home-puzzles = Problemas
home-next-tournament = Próximo torneio:
home-kept-here = Suas partidas e estatísticas ficam salvas neste navegador.
home-statistics = Estatísticas
home-open-record = Abrir o registro de uma partida
home-preferences = Preferências

# When a tournament is played, in its lines and on the home page.
when-starts = Começa em { $when }
when-playing-until = Em andamento até { $when }
when-round = Rodada { $round } de { $rounds }
when-playing-now = Em andamento
when-finished = Encerrado
when-called-off = Cancelado: poucos jogadores
