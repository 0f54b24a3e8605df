# The online pages' bar and the words for games.
# $game: the game's name; $size: the board's width in squares.
common-variant = { $game }, { $size } × { $size }
common-days-per-move = { $count ->
    [one] { $count } dia por lance
    [many] { $count } de dias por lance
   *[other] { $count } dias por lance
}
common-rated = Ranqueada
common-casual = Casual
common-bot-title = Um programa de computador
common-unreachable = O serviço online não pode ser acessado daqui.
common-account-closed = Um moderador encerrou esta conta. Você foi desconectado.
common-error = Algo deu errado. Tente novamente em instantes.
common-reconnecting = Reconectando…
common-online = Online
common-home = Início
common-lobby = Lobby
common-watch = Assistir
common-tournaments = Torneios
common-you-play-as = Você joga como
common-log-out = Sair
common-log-in = Entrar ou criar uma conta
common-moderation = Moderação
common-ok = OK

# The windows to copy a text, open a game record, and take a friend's game.
common-copied = Copiado.
common-copy-refused = Seu navegador não permitiu copiar: selecione o texto e copie você mesmo.
common-copy = Copiar
common-done = Concluído
common-import-help = Cole o registro de uma partida (copiado deste site) ou uma posição.
common-import-label = Registro de partida ou posição
common-open = Abrir
common-cancel = Cancelar
common-replace-title = Um lance do seu amigo
common-replace-help = Este link traz uma partida diferente da que você tem em andamento. Abri-lo substitui a sua partida.
common-replace-open = Abrir a partida do amigo
common-replace-keep = Manter minha partida

# The board.
common-board-label = Tabuleiro: as setas movem o cursor, Enter seleciona

# The analysis.
common-analysis = Análise
common-analysis-finish = Concluir a análise
common-analysis-start = Analisar a partida
# $position: the position being analysed; $total: how many there are.
common-analysing = Analisando: posição { $position } de { $total }
common-marks = Marcações
# $name: a side ("You", "White").
common-side-marks = { $name }:
# $line: the engine's moves.
common-analysis-line = Linha: { $line }
common-graph-label = Gráfico de avaliação: a área clara mostra as chances das brancas, lance a lance. Toque nele para ir a um lance.

# A page whose code could not be downloaded.
common-load-failed = Não foi possível abrir esta página
common-load-failed-help = Esta parte do site ainda não foi baixada, e a conexão parece estar desligada. Verifique-a e tente de novo.
common-try-again = Tentar de novo
common-back-to-games = Voltar aos jogos

# The notices.
common-dismiss = Fechar aviso

# The online games waiting for the player's move.
common-your-turn = Sua vez
# $variant: the game and board ("Amazons, 8 × 8"); $opponent: the opponent's name.
common-game-against = { $variant } contra { $opponent }

# The offer of a game's lessons.
# $game: the game's name; $count: how many lessons.
offer-new-to = { $count ->
    [one] Não conhece { $game }? { $count } lição curta ensina o jogo jogando.
    [many] Não conhece { $game }? { $count } de lições curtas ensinam o jogo jogando.
   *[other] Não conhece { $game }? { $count } lições curtas ensinam o jogo jogando.
}
offer-learn = Aprender a jogar
offer-no-thanks = Não, obrigado

# The offer of a new version of the site (offline.js).
common-update-ready = Uma nova versão do skillgames está pronta.
common-update-reload = Recarregar
common-update-later = Mais tarde

# Why a game's link cannot be opened (skillgames_play::link::LinkError).
link-too-long = Este link é longo demais para conter uma partida.
link-unknown-kind = Este link não leva a uma partida.
link-unknown-game = Este link indica um jogo ou tabuleiro que este site não tem.
link-bad-position = A posição deste link não pode ser jogada.
# $number: the move's place in the game, from 1.
link-illegal-move = O lance { $number } deste link não é um lance legal: o link está danificado.
link-no-move = Este link não traz nenhum lance para responder.

# Why a pasted game record cannot be read (skillgames_play::transcript::ReadError). $line: the
# line of the text (from 1); $game: a game's name; $move, $name, $board, $text: what the text
# says there, as written.
record-empty = Não há nada para ler: cole o registro de uma partida ou uma posição.
record-too-long = Este texto é longo demais para ser o registro de uma partida.
record-unknown-game = Linha { $line }: “{ $name }” não é um jogo deste site.
record-other-game = Linha { $line }: esta é uma partida de { $game }; abra-a pela página de { $game }.
record-unknown-board = Linha { $line }: { $game } não se joga em um tabuleiro de “{ $board }”.
record-bad-position = Linha { $line }: a posição inicial não pode ser jogada.
# $number: the move's number in the record; $side: white or black (whose move it was).
record-illegal-move = { $side ->
    [white] Linha { $line }: o lance { $number } das brancas, “{ $move }”, não é legal nessa posição.
   *[black] Linha { $line }: o lance { $number } das pretas, “{ $move }”, não é legal nessa posição.
}
record-after-end = Linha { $line }: a partida já tinha terminado antes de “{ $move }”.
record-unreadable = Linha { $line }: “{ $text }” não é um registro de partida nem uma posição.
