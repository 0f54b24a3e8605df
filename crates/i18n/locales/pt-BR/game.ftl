# The game page: its settings window, pause menu and end screen, the bar above the board, the
# board's strips and status line, the review under the board and the move list.

# The settings window, before a game.
play-back = Voltar
play-opponent = Adversário
play-computer = Computador
play-friend = Amigo
play-difficulty = Dificuldade
play-level-gentlest = O nível mais fácil.
# $elo: how many Elo points stronger; $first: the name of the gentlest level ("Easy").
play-level-stronger = Medido neste tabuleiro: cerca de { $elo } Elo mais forte que { $first }.
play-from-here-help = Uma nova partida a partir da posição mostrada. Ela não conta nas suas estatísticas.
play-board = Tabuleiro
play-start = JOGAR
# The button's name for screen readers: it must contain the words of play-start.
play-start-label = JOGAR: começar a partida
play-last-game = Rever sua última partida

# The pause menu.
play-paused = Pausado
play-resume = Continuar
play-new-game = Nova partida
play-share-game = Compartilhar a partida
play-game-record = Registro da partida
play-open-record = Abrir um registro de partida
play-open-game-of = Abrir uma partida de { $game }
play-sound-on = Som: ligado
play-sound-off = Som: desligado
play-preferences = Preferências
play-home = Início

# The end screen.
play-end-you-won = Você venceu!
play-end-you-lost = Você perdeu
play-end-draw = Empate
play-end-white-wins = As brancas vencem
play-end-black-wins = As pretas vencem
play-end-moves = { $count ->
    [one] { $count } lance jogado.
    [many] { $count } de lances jogados.
   *[other] { $count } lances jogados.
}
play-end-statistics = Suas estatísticas
play-end-wins = Vitórias
play-end-losses = Derrotas
play-end-draws = Empates
play-end-win-rate = % de vitórias
# $rate: the share of games won, in percent (0 to 100).
play-end-win-rate-value = { $rate }%
play-end-streak = Sequência
play-end-best-streak = Recorde
play-end-again = Jogar de novo
play-end-review = Rever partida
play-end-analyse = Analisar
play-end-share = Compartilhar link
play-end-settings = Alterar configurações

# The bar above the board.
play-menu = Menu (pausa)
play-score-line = Placar
play-hint = Dica
play-undo = Desfazer

# The players' names on their strips and in the score line.
play-white = Brancas
play-black = Pretas
play-you = Você

# The board's strips and the status line under the board.
play-thinking = O computador está pensando
# $move: the move in words; $ply: how many moves are shown; $total: how many there are.
play-status-move = { $move } ({ $ply } de { $total })
play-status-start = O início (0 de { $total })
play-status-game-over = Fim de jogo
play-status-shoot = ATIRE UMA FLECHA
play-status-thinking = O computador está pensando…
play-status-white-to-move = Vez das brancas
play-status-black-to-move = Vez das pretas
play-status-your-move = Sua vez

# The windows to share a link to the game or its record.
play-share-title = Compartilhar esta partida
play-share-help = Quem abrir este link verá a partida e poderá percorrê-la lance a lance.
play-record-help = A partida em texto: guarde-a ou cole-a depois em “Abrir um registro de partida”.
play-send-move = Enviar seu lance
play-send-move-help = Envie este link ao seu amigo: ele abre a partida com o seu lance, para que ele responda.

# The review under the board.
play-looking = Uma partida para ver: percorra-a lance a lance ou continue jogando de qualquer posição.
play-close = Fechar
play-back-to-game = Voltar à partida
play-results = Resultados
play-from-here = Jogar daqui

# The move list and the buttons to step through the game.
play-moves = Lances
play-no-moves = Nenhum lance ainda.
play-review-bar = Rever a partida
play-first-position = Posição inicial
play-previous-move = Lance anterior
play-next-move = Próximo lance
play-latest-move = Último lance

# The sentences the game page's logic makes (crates/page: move_list.rs, analysis.rs) and the
# end screen's count of what each side removed.
# The sides as the page names them, before a colon or as a sentence's subject ("White: c2-d3",
# "You: 1 inaccuracy").
play-name-you = Você
play-name-computer = O computador
play-name-white = Brancas
play-name-black = Pretas
# What a screen reader says for a move in the move list (and the status line while stepping
# through a game). $number: the move's number; $side: who played it (play-name-white or
# play-name-black); $move: the move in the game's notation; $removed: what it removed
# (removed-<game>, or play-took: "sank 2 ships"); $mark: the analysis's mark (play-mark-...).
play-move-words = Lance { $number }, { $side }: { $move }
play-move-words-removed = Lance { $number }, { $side }: { $move }, { $removed }
play-move-words-marked = Lance { $number }, { $side }: { $move }, { $mark }
play-move-words-removed-marked = Lance { $number }, { $side }: { $move }, { $removed }, { $mark }
# What a move took, in a game without its own words for it. $pieces: the pieces, counted
# (pieces-<game>: "1 piece").
play-took = capturou { $pieces }
# The analysis's marks of a move, as the move list says them.
play-mark-inaccuracy = imprecisão
play-mark-mistake = erro
play-mark-blunder = erro grave
# How many moves of each mark a side played, after its name (common-side-marks).
play-mark-counts = { $inaccuracies ->
    [one] { $inaccuracies } imprecisão
    [many] { $inaccuracies } de imprecisões
   *[other] { $inaccuracies } imprecisões
}, { $mistakes ->
    [one] { $mistakes } erro
    [many] { $mistakes } de erros
   *[other] { $mistakes } erros
}, { $blunders ->
    [one] { $blunders } erro grave
    [many] { $blunders } de erros graves
   *[other] { $blunders } erros graves
}
# Under the board at a marked move. $played: the move played; $better: the engine's move.
play-advice-inaccuracy = { $played } foi uma imprecisão. Melhor era { $better }.
play-advice-mistake = { $played } foi um erro. Melhor era { $better }.
play-advice-blunder = { $played } foi um erro grave. Melhor era { $better }.
# The end screen: what each side removed (removed-<game>: "sank 3 ships"), White's first.
# $you: what you removed; $computer: what the computer removed.
play-end-removed-you-computer = Você: { $you }; o computador: { $computer }.
play-end-removed-computer-you = O computador: { $computer }; você: { $you }.
# Between friends. $white, $black: what White and Black removed.
play-end-removed-white-black = Brancas: { $white }; pretas: { $black }.

# What the game page tells the player (skillgames_page::controller's notices).
play-position-unplayable = Essa posição não pode ser jogada.
play-computer-failed = O computador não encontrou um lance aqui. Desfaça seu lance ou comece uma nova partida.
play-own-link = Este link traz o seu próprio lance: envie-o ao seu amigo, para que ele responda no aparelho dele.
play-computer-restarted = O computador parou de responder, então foi reiniciado. A partida continua.
