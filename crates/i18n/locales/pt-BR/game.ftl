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
