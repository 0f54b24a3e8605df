# The online pages: a game on the game server (its board, buttons, result, planner of
# conditional moves and chat) and the tournaments (their list, the window that makes one, a
# tournament's page and its chat).

# The live game's page.
# $count: how many people are watching the game.
live-watching = { $count ->
    [one] { $count } espectador
    [many] { $count } espectadores
   *[other] { $count } espectadores
}
live-opening = Abrindo a partida…

# The players' strips: the side's name, then the player's (or a word that there is none yet).
live-white = Brancas
live-black = Pretas
live-waiting-player = (aguardando)
live-away = (ausente)
# A clock's name for screen readers.
live-clock-white = Relógio das brancas
live-clock-black = Relógio das pretas

# The status line under the board.
# $ply: the number of the move shown; $total: how many moves the game has.
live-status-move = Lance { $ply } de { $total }
live-status-waiting-join = Aguardando alguém entrar.
live-status-waiting-opponent = Esta partida está aguardando um adversário.
live-status-game-over = Fim de jogo
live-status-watching-white = Você está assistindo. Vez das brancas.
live-status-watching-black = Você está assistindo. Vez das pretas.
live-status-shoot = ATIRE UMA FLECHA
live-status-your-move = Sua vez
live-status-sending = Enviando seu lance…
live-status-waiting-move = Aguardando o lance do seu adversário.

# The notes under the board: an opponent gone, a side on vacation (its correspondence clock
# stopped).
live-opponent-left = Seu adversário saiu. Você pode reivindicar a vitória.
# $time: how long until the win can be claimed, as a clock shows it ("0:25").
live-opponent-left-wait = Seu adversário saiu. Você poderá reivindicar a vitória em { $time }.
# $until: the day and time the vacation ends.
live-vacation-mine = Você está de férias até { $until }: seu relógio está parado.
# $name: the player on vacation; $until: the day and time the vacation ends.
live-vacation-other = { $name } está de férias até { $until }: o relógio está parado.

# The game's buttons: the invitation to one's own open game, joining, the offers to answer,
# and the buttons while playing.
live-invite-help = Envie este link a um amigo para jogar com ele:
live-cancel-game = Cancelar a partida
live-join = Entrar nesta partida
live-accept = Aceitar
live-decline = Recusar
live-back-to-tournament = Voltar ao torneio
live-resign = Desistir
live-resign-confirm = Desistir desta partida?
live-resign-yes = Sim, desistir
live-resign-no = Não
live-offer-draw = Oferecer empate
live-takeback = Voltar lance
# Berserk, in an arena's game: the button, and its tooltip.
live-berserk = Berserk
live-berserk-help = Corte seu tempo pela metade: uma vitória vale um ponto a mais
# Abort: end a game that has barely begun, without a result.
live-abort = Abortar
live-claim-win = Reivindicar vitória

# The result, once the game is over.
live-result = Resultado
live-rematch = Revanche
live-review-analyse = Rever e analisar
live-game-record = Registro da partida
live-back-to-lobby = Voltar ao salão

# The planner of conditional moves, in a correspondence game: answers planned in advance to
# the opponent's moves.
live-planner-title = Lances condicionais
live-plan-none = Nenhuma resposta planejada. Planeje aqui: quando seu adversário jogar um lance que você previu, sua resposta é jogada na hora.
# $count: how many lines are planned (1 or more).
live-plan-lines = { $count ->
    [one] Você planejou respostas: { $count } variante.
    [many] Você planejou respostas: { $count } variantes.
   *[other] Você planejou respostas: { $count } variantes.
}
live-plan-answers = Planejar suas respostas
live-planner-help = No tabuleiro, jogue o lance dele e depois a sua resposta, com quantos lances quiser; depois adicione a variante. Nada é enviado antes de você salvar.
live-plan-line-empty = Esta variante: nenhum lance ainda.
# $moves: the line's moves, in the game's notation.
live-plan-line = Esta variante: { $moves }
live-plan-add = Adicionar esta variante
live-plan-restart = Recomeçar a variante
# The list of planned lines, for screen readers.
live-plan-label = O plano
live-plan-remove = Remover
live-plan-save = Salvar o plano
live-plan-close = Fechar sem salvar

# The chat: a game's rooms (its players', its spectators'); the last two in a tournament's
# chat too.
live-chat = Chat
live-spectators-chat = Chat dos espectadores
live-your-message = Sua mensagem
live-nothing-said = Ninguém escreveu nada ainda.
live-send = Enviar

# The tournaments' list.
tournament-list-title = Torneios
tournament-refresh = Atualizar
tournament-make = Criar um torneio
tournament-log-in-to-make = Entre em uma conta para criar um torneio.
tournament-playing-now = Em andamento
tournament-none-playing = Nenhum torneio em andamento agora.
tournament-starting-soon = Começam em breve
tournament-none-planned = Nenhum planejado ainda.
tournament-finished = Encerrados
tournament-none-finished = Nenhum encerrado ainda.
# After a private tournament's name.
tournament-private = (privado)
# $count: how many players have joined; $max: how many may (its plural form is chosen).
tournament-players-count = { $max ->
    [one] { $count } de { $max } jogador
    [many] { $count } de { $max } jogadores
   *[other] { $count } de { $max } jogadores
}
# The kinds of tournament, as chess sites name them (lichess): an arena (play as many games
# as you can in the time), a Swiss (a set number of rounds), a round-robin (everyone plays
# everyone).
tournament-arena = Arena
tournament-swiss = Suíço
tournament-round-robin = Todos contra todos

# The window that makes a tournament.
tournament-name = Nome
tournament-kind = Tipo
tournament-choose-game = Jogo
tournament-board = Tabuleiro
# How long an arena lasts.
tournament-length = Duração
# $count: a number of minutes.
tournament-minutes = { $count ->
    [one] { $count } minuto
    [many] { $count } minutos
   *[other] { $count } minutos
}
# $count: a number of hours.
tournament-hours = { $count ->
    [one] { $count } hora
    [many] { $count } horas
   *[other] { $count } horas
}
# $count: a number of days.
tournament-days = { $count ->
    [one] { $count } dia
    [many] { $count } dias
   *[other] { $count } dias
}
# How many rounds a Swiss has.
tournament-rounds = Rodadas
# A round-robin: once, or twice (each pair plays a game with each colour).
tournament-everyone-plays-everyone = Todos jogam contra todos
tournament-once = Uma vez
tournament-twice = Duas vezes, com cada cor
tournament-starts-in = Começa em
tournament-counts-for-ratings = Vale rating
tournament-rated = Ranqueado
tournament-casual = Casual
# Whether bots (computer players with accounts) may join.
tournament-bots = Bots
tournament-bots-welcome = Bem-vindos
tournament-bots-not-allowed = Não permitidos
tournament-most-players = Máximo de jogadores
tournament-lowest-rating = Rating mínimo (vazio para nenhum)
tournament-highest-rating = Rating máximo (vazio para nenhum)
tournament-password-help = Senha (para um torneio privado; deixe vazio para um aberto)
tournament-make-it = Criar
tournament-cancel = Cancelar

# A tournament's page.
tournament-missing = Torneio não encontrado
tournament-missing-help = Talvez tenha sido cancelado há muito tempo.
tournament-see-all = Ver os torneios
tournament-all = Todos os torneios
# Who may join, in a line of terms joined by " · ": "Ratings 1200 to 1800 · bots welcome · private".
# $low: the lowest rating; $high: the highest rating.
tournament-ratings-between = Rating de { $low } a { $high }
# $low: the lowest rating.
tournament-ratings-from = Rating a partir de { $low }
# $high: the highest rating.
tournament-ratings-up-to = Rating até { $high }
tournament-any-rating = Qualquer rating
tournament-terms-bots-welcome = bots bem-vindos
tournament-terms-no-bots = sem bots
tournament-terms-private = privado
# The first three of a finished tournament.
tournament-podium = Pódio
# Joining, a break, leaving.
tournament-back-from-break = Voltar da pausa
tournament-take-break = Fazer uma pausa
tournament-on-break = Você está em pausa: não será emparceirado até voltar.
tournament-you-are-in = Você está inscrito.
tournament-leave = Sair do torneio
tournament-password = Senha
tournament-join = Entrar

# The standings table (a round-robin's is a crosstable: a column for each opponent).
tournament-nobody-yet = Ninguém entrou ainda.
# After the name of a player who left, or is on a break.
tournament-note-left = (saiu)
tournament-note-on-break = (em pausa)
# $name: a player; the title of a crosstable's column, their results against them.
tournament-against = Contra { $name }
tournament-games-heading = Partidas
tournament-crosstable = Tabela cruzada
tournament-standings = Classificação
tournament-player = Jogador
tournament-rating = Rating
tournament-score = Pontos
tournament-tie-breaks = Desempates

# The tournament's games.
# $round: the round's number; written before the game's players ("Round 2: Ada – Bob").
tournament-game-round = Rodada { $round }:
# A game being played, in place of its result.
tournament-game-playing = em andamento

# The tournament's chat.
tournament-chat = Chat do torneio
tournament-your-message = Sua mensagem para o torneio
tournament-write-first = Escreva algo primeiro.

# The chat: what the page says when a line cannot go, and the phrases sent with one tap (sent
# in the writer's language).
live-offline = Você está offline: tente de novo quando a conexão voltar.
live-chat-empty = Escreva algo primeiro.
live-chat-too-long = Uma mensagem de chat tem no máximo 140 caracteres.
live-quick-hello = Olá
live-quick-good-luck = Boa sorte
live-quick-good-game = Boa partida
live-quick-thank-you = Obrigado

# The server could not read a message of the page's (its own words go to the log).
live-unread = O servidor não conseguiu ler o que esta página enviou. Recarregue a página e tente de novo.
