# The online pages: the lobby and its window that creates a game, the games to watch, the
# account page, a player's profile, the leaderboards and the bar of challenges.

# The lobby (#/online): its buttons and its list of open games.
lobby-title = Jogar online
lobby-create-game = Criar uma partida
lobby-challenge-friend = Desafiar um amigo
lobby-challenge-link-help = Envie este link ao seu amigo: a primeira pessoa que abri-lo joga contra você.
lobby-open-games = Partidas abertas
lobby-looking = Procurando partidas…
lobby-no-open-games = Nenhuma partida aberta no momento: crie uma.
# $white: the player who created the game, with their rating ("Ada (1500?)"); $black: their opponent, likewise.
lobby-players-against = { $white } contra { $black }
lobby-join = Entrar
lobby-log-in-to-join = Entre na sua conta para jogar
lobby-cancel = Cancelar

# Play a bot, in the lobby, and the box that hides bots' games (also on the games to watch).
lobby-play-a-bot = Jogar contra um bot
lobby-bots = Bots
lobby-no-bot = Nenhum bot conectado no momento.
lobby-challenge = Desafiar
# $name: a player's name. The title of the window that challenges them, and the Challenge button's name for screen readers: it must contain the words of lobby-challenge.
lobby-challenge-player = Desafiar { $name }
# $variant: the game and board ("Amazons, 8 × 8"); $rating: the bot's rating there, with ? when provisional ("1612?").
lobby-bot-rating = { $variant }: { $rating }
lobby-not-rated-yet = Ainda sem rating
lobby-hide-bots = Ocultar partidas de bots

# The window that creates a game or a challenge.
lobby-game = Jogo
lobby-board = Tabuleiro
lobby-counts-for-ratings = Vale rating
lobby-casual = Casual
lobby-rated = Ranqueada
lobby-rated-needs-account = Partidas ranqueadas exigem uma conta: entre ou crie uma primeiro.
lobby-your-colour = Sua cor
lobby-random = Aleatória
lobby-white = Brancas
lobby-black = Pretas
lobby-create = Criar
lobby-create-challenge = Criar o desafio
lobby-send-challenge = Enviar o desafio

# The clock of a game being created (also in the window that creates a tournament).
lobby-time = Tempo
lobby-custom = Personalizado
lobby-minutes = Minutos
lobby-seconds-a-move = Segundos por lance
lobby-correspondence-help = Por correspondência: dias para cada lance, ninguém precisa ficar online.
# $count: days for each move.
lobby-days = { $count ->
    [one] { $count } dia
    [many] { $count } dias
   *[other] { $count } dias
}

# The games being played, to watch (#/watch).
lobby-watch-title = Assistir
lobby-refresh = Atualizar
lobby-nobody-playing = Ninguém está jogando no momento.
lobby-games-being-played = Partidas em andamento
# $count: the moves played so far.
lobby-moves = { $count ->
    [one] { $count } lance
    [many] { $count } lances
   *[other] { $count } lances
}
lobby-watch = Assistir

# The account page (#/account): logging in and creating an account.
account-title = Sua conta
account-why = Você pode jogar partidas casuais sem conta. Uma conta mantém seu nome em todos os dispositivos e permite jogar partidas ranqueadas.
account-log-in = Entrar
account-create-heading = Criar uma conta
account-create-button = Criar a conta
account-name = Nome
account-password = Senha
account-credentials-help = Um nome de 3 a 20 letras, algarismos, espaços, - ou _; uma senha de pelo menos 8 caracteres.

# A player's profile (#/player/<name>).
profile-unreadable = Não foi possível ler este perfil.
profile-kind-bot = Um bot: um programa de computador que joga aqui
profile-kind-account = Uma conta
profile-kind-visitor = Um visitante sem conta
# A house bot of the site at its first level. $game: the game's name; $level: the level's name; $description: how the level plays (the catalogue's level-<game>-<level>, without its final full stop); $first: the name of the first level.
profile-house-bot-first = Um bot da casa: joga { $game } no nível { $level } ({ $description }). Sua força medida, em partidas de cada nível contra o nível abaixo: é o primeiro nível, com o qual os outros são comparados ({ $first }).
# A house bot at a higher level: as profile-house-bot-first; $strength: its strength on each board (profile-house-bot-board, joined by profile-house-bot-separator).
profile-house-bot = Um bot da casa: joga { $game } no nível { $level } ({ $description }). Sua força medida, em partidas de cada nível contra o nível abaixo: { $strength }.
# $size: the board's side ("8" in 8 × 8); $elo: how many Elo points stronger; $first: the name of the first level.
profile-house-bot-board = { $size } × { $size } +{ $elo } Elo acima de { $first }
# Between two boards' strengths in profile-house-bot (a comma and a space in English).
profile-house-bot-separator = {", "}
# $name: the player's name.
profile-challenge = Desafiar { $name }
# $name: the player challenged.
profile-challenge-sent = Desafio enviado: aguardando a resposta de { $name }.
# $wins, $losses, $draws: how many games the player won, lost and drew.
profile-results = Vitórias: { $wins }, derrotas: { $losses }, empates: { $draws }
profile-ratings = Ratings
profile-recent-games = Partidas recentes

# A profile's ratings: one game and board a row.
profile-no-rated-games = Nenhuma partida ranqueada ainda.
profile-game = Jogo
profile-rating = Rating
profile-rated-games = Partidas ranqueadas
profile-history = Histórico
# $count: how many rated games the player played on this game and board.
profile-games = { $count ->
    [one] { $count } partida
    [many] { $count } partidas
   *[other] { $count } partidas
}
profile-provisional-help = Um rating com ? é provisório: poucas partidas para ter certeza.

# A profile's recent games.
profile-no-games = Nenhuma partida ainda.
# The player's side and their opponent. $opponent: the opponent's name.
profile-white-against = Brancas contra { $opponent }
profile-black-against = Pretas contra { $opponent }
# How a game ended, or stands, for the player.
profile-won = Vitória
profile-lost = Derrota
profile-draw = Empate
profile-aborted = Abortada
profile-being-played = Em andamento
profile-open = Aberta
profile-review = Rever
profile-game-record = Registro da partida

# The leaderboards (#/leaderboard).
leaderboard-title = Classificação
leaderboard-help = Os melhores jogadores de cada jogo e tabuleiro: contas com rating estabelecido (muitas partidas ranqueadas) que jogaram ali uma partida ranqueada nos últimos 30 dias. Programas de computador aparecem à parte.
leaderboard-game-and-board = Jogo e tabuleiro
# $game: the game's name; $size: the board's side ("8" in 8 × 8).
leaderboard-option = { $game }, { $size } × { $size }
leaderboard-unreadable = Não foi possível ler esta classificação.
leaderboard-players = Jogadores
leaderboard-bots = Bots
leaderboard-no-players = Ninguém tem rating estabelecido aqui ainda.
leaderboard-no-bots = Nenhum bot tem rating estabelecido aqui ainda.
leaderboard-place = Posição
leaderboard-name = Nome
leaderboard-rating = Rating
leaderboard-rated-games = Partidas ranqueadas

# The bar of challenges by name, on every page.
challenge-challenges = Desafios
# After the challenger's name (shown before it, in bold). $terms: what the challenge asks ("Amazons, 8 × 8 · 5+3 · Rated"); the words in brackets say who moves first.
challenge-incoming-by-lot = desafia você: { $terms } (cores sorteadas)
challenge-incoming-second = desafia você: { $terms } (você joga em segundo)
challenge-incoming-first = desafia você: { $terms } (você joga primeiro)
challenge-accept = Aceitar
challenge-reason = Motivo
challenge-reason-to-decline = Motivo da recusa
challenge-decline = Recusar
# $name: the player challenged; $terms: what the challenge asks ("Amazons, 8 × 8 · 5+3 · Rated").
challenge-waiting = Aguardando { $name } responder ao seu desafio: { $terms }
challenge-cancel = Cancelar
challenge-dismiss = Fechar

# The window that makes a game, when its clock is out of range.
lobby-bad-time-control = Escolha um controle de tempo de 1 a 180 minutos e de 0 a 180 segundos por lance, ou de 1, 3 ou 7 dias por lance.
