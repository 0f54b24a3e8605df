# The "learn" part of the catalogue: the lessons, the puzzle trainer, the how-to-play page and
# the statistics page (fetched only with those pages).

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

# The puzzle trainer (#/puzzles): its title and the notice when the puzzles cannot be fetched.
# The back button: its visible words; puzzle-back-games-label is its name for screen readers,
# which must contain the visible words (the arrow aside).
puzzle-back-games = ← Jogos
puzzle-back-games-label = Voltar aos jogos
puzzle-title = Problemas
puzzle-load-failed = Não foi possível carregar os problemas. Abra esta página uma vez com conexão, e eles ficarão disponíveis offline.

# The status line under the puzzle's board.
puzzle-find-best-move = Encontre o melhor lance.
puzzle-keep-going = Certo. Continue: encontre o próximo lance.
# After a right move, while the opponent's reply is played.
puzzle-now-the-answer = Certo! Agora a resposta…
puzzle-solved = Resolvido!
puzzle-solution-played = A solução, lance a lance.
# After a wrong move. $line: the moves the computer expects, in the game's notation.
puzzle-computer-expects = O computador espera: { $line }

# The buttons under the puzzle's board.
puzzle-retry = Tentar de novo
puzzle-show-solution = Ver a solução
puzzle-next = Próximo problema
puzzle-daily = Problema do dia
puzzle-daily-solved = Problema do dia (resolvido hoje)

# What the puzzle is, and the player's rating and streak.
# $date: the day's date (2026-12-01).
puzzle-daily-of = Problema do dia, { $date }
# $game: the game's name; $size: the board's files (and ranks), 8 for 8×8; $rating: the
# puzzle's rating (a number such as 1500).
puzzle-about = { $game } { $size }×{ $size } · pontuação { $rating }
# As puzzle-about; $themes: the puzzle's themes, joined by commas.
puzzle-about-themes = { $game } { $size }×{ $size } · pontuação { $rating } · { $themes }
# Followed by the player's puzzle rating (a number).
puzzle-your-rating = Sua pontuação em problemas:
# Followed by how many puzzles the player solved in a row.
puzzle-streak = Sequência:
# $best: the player's longest streak of puzzles solved.
puzzle-best-streak = (recorde: { $best })

# The filters, folded under the board: each is followed by its menu.
puzzle-filters = Filtros
puzzle-filter-game = Jogo
puzzle-filter-board = Tabuleiro
puzzle-filter-theme = Tema
puzzle-all-boards = Todos os tabuleiros
puzzle-all-themes = Todos os temas

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
