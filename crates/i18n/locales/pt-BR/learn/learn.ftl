# The "learn" part of the catalogue: the lessons, the how-to-play page and the statistics page
# (fetched only with those pages).

# The list of a game's lessons (#/learn/<game>).
# The back button: its visible words; learn-back-games-label is its name for screen readers,
# which must contain the visible words (the arrow aside).
learn-back-games = ← Jogos
learn-back-games-label = Voltar aos jogos
learn-how-to-play = Como jogar
# $game: the game's name.
learn-title = Aprender a jogar { $game }
# After a lesson the player has finished.
learn-done = ✓ Concluída

# One lesson, played step by step (#/learn/<game>/<n>).
learn-back-lessons = ← Lições
# $game: the game's name; $lesson: the lesson's title.
learn-lesson-title = { $game }: { $lesson }
# $step: the step shown (from 1); $steps: how many steps the lesson has.
learn-step = Passo { $step } de { $steps }
learn-complete = Lição concluída.
learn-try-again = Tentar de novo
learn-continue = Continuar
learn-next-lesson = Próxima lição
# $game: the game's name.
learn-play-game = Jogar { $game }

# The how-to-play page of a game (#/rules/<game>).
# The back button: its visible words; rules-back-games-label is its name for screen readers,
# which must contain the visible words (the arrow aside).
rules-back-games = ← Jogos
rules-back-games-label = Voltar aos jogos
rules-learn-by-playing = Aprender jogando
# $game: the game's name.
rules-title = Como jogar { $game }
# The heading of the section that describes the computer's levels.
rules-difficulty = Dificuldade

# The statistics page (#/stats).
stats-back-home = ← Início
stats-reset-all = Zerar estatísticas
stats-title = Suas estatísticas
stats-help = Partidas contra o computador a partir da posição inicial normal, neste navegador.
# The table's name for screen readers.
stats-table = Tabela de estatísticas
# The table's column headings.
stats-game = Jogo
stats-board = Tabuleiro
stats-level = Nível
stats-wins = Vitórias
stats-losses = Derrotas
stats-draws = Empates
stats-win-rate = % de vitórias
# $rate: the share of games won, in percent (0 to 100).
stats-win-rate-value = { $rate }%
stats-streak = Sequência
stats-best-streak = Recorde
# The window that asks before the statistics are reset.
stats-reset-title = Zerar todas as estatísticas?
stats-reset-help = Todas as vitórias, derrotas e sequências de todos os jogos serão apagadas. As partidas em andamento continuam.
stats-reset = Zerar
stats-cancel = Cancelar
