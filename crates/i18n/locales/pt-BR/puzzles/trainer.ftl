# The puzzle trainer (#/puzzles): its part of the catalogue, fetched only with it.

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
