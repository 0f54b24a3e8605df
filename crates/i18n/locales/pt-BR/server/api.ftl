# The HTTP API's refusals (crates/server/src/http.rs `refuse`): written by the server in the
# language the request asks for (the page sends the player's), never fetched by the page.
api-not-found = Não há nada neste endereço.
api-method-not-allowed = Este endereço não aceita este tipo de solicitação.
api-too-large = Esta solicitação é grande demais.
api-not-json = Esta solicitação deve ser enviada como JSON.
api-wrong-form = Falta algo nesta solicitação, ou algo nela está no formato errado.
api-too-slow = Esta solicitação demorou demais.
api-unreadable = Não foi possível ler esta solicitação.
api-too-many-tries = Tentativas demais: espere um minuto e tente novamente.
api-unavailable = O serviço online está com problemas. Tente novamente em instantes.
api-too-many-sign-ins = Logins demais neste momento, tente novamente em instantes.

# crates/server/src/http.rs and listen.rs: the visitor, signing up, logging in, profiles, games.
api-not-allowed = Esta solicitação não é permitida.
api-password-length = Uma senha tem de 8 a 128 caracteres.
api-signup-logged-in = Você está conectado a uma conta: saia primeiro para criar outra.
api-name-taken = Esse nome já está em uso ou se parece demais com o de outro jogador.
api-login-wrong = Esse nome e essa senha não correspondem a nenhuma conta.
api-account-closed = Um moderador encerrou esta conta.
api-player-not-found = Nenhum jogador tem este nome.
api-no-such-game = Esta partida não existe.
api-open-the-page-first = Abra primeiro a página do site.
api-too-many-connections = Conexões demais a partir daqui.

# crates/online: a name refused (NameError::message) and a message or time control refused
# (MessageError::message).
api-name-length = Um nome tem de 3 a 20 caracteres.
api-name-characters = Um nome usa apenas letras, algarismos, espaços, - e _.
api-message-too-long = Esta mensagem é longa demais.
api-message-unreadable = Não foi possível ler esta mensagem.
api-time-control = Escolha um controle de tempo de 1 a 180 minutos e de 0 a 180 segundos por lance, ou de 1, 3 ou 7 dias por lance.

# crates/server/src/api/mod.rs: the Bot and Board API (shaped like lichess's).
api-no-such-game-of-yours = Você não tem nenhuma partida assim.
api-no-such-challenge = Não há nenhum desafio assim para você.
api-nothing-here = Não há nada aqui.

# crates/server/src/api/auth.rs: personal API tokens. "Authorization: Bearer <token>" is an
# HTTP header, written as it is in every language.
api-too-many-without-token = Solicitações demais sem um token válido: espere um pouco.
api-no-valid-token = Nenhum token válido: crie um na página da sua conta e envie-o como Authorization: Bearer <token>.
api-token-too-fast = Solicitações demais com este token: vá com mais calma.
# $scope: the scope the token lacks, as lichess writes scopes ("bot:play").
api-token-needs-scope = Este token não pode fazer isso: ele precisa da permissão { $scope }.
# $scopes: scopes separated by commas; $last: the last one ("bot:play", "board:play"): the token needs any one of them.
api-token-needs-scopes = Este token não pode fazer isso: ele precisa da permissão { $scopes } ou { $last }.

# crates/server/src/api/account.rs: a bot account.
api-bot-already = Esta conta já é um bot.
api-bot-has-played = Esta conta já jogou partidas: só uma conta que não jogou nenhuma pode virar bot.

# crates/server/src/api/challenge.rs: challenges by name through the API. The words of the
# API's form fields (clock.limit, clock.increment, days, color, white, black, random, fen)
# are written as they are in every language.
api-fields-unreadable = Não foi possível ler os campos da solicitação.
# $field: the name of a form field ("days").
api-field-not-number = { $field } deve ser um número inteiro.
# $games: the games' names separated by commas; $last: the last game's name ("archimedes, amazons", "loa").
api-unknown-variant = Indique um dos nossos jogos como variante ({ $games } ou { $last }), com um tamanho de tabuleiro se ele tiver vários.
api-clock-limit-minutes = O tempo do relógio deve ser um número inteiro de minutos, em segundos (60, 180, 300...).
api-clock-too-long = Esse tempo de relógio é longo demais.
api-increment-too-long = Esse incremento é longo demais.
api-too-many-days = São dias demais por lance.
api-challenge-no-clock = Indique um relógio (clock.limit e clock.increment) ou dias por lance (days).
api-clock-and-days = Indique um relógio ou dias por lance, não os dois.
api-no-fen = Um desafio começa da posição inicial do tabuleiro (fen não é suportado).
api-color-choice = color deve ser white, black ou random.
api-rated-needs-accounts = Uma partida ranqueada precisa de duas contas: este jogador é um visitante.
api-too-many-challenges = Você tem tantos desafios e partidas abertas quanto é permitido: espere uma resposta ou cancele um.
api-challenge-answered = Este desafio já foi respondido ou retirado.
# $reasons: lichess's keys of the reasons, separated by commas ("generic, later, tooFast").
api-decline-reason = O motivo deve ser um destes: { $reasons }.
# Why a challenge was declined, as the player declining says it to the challenger (lichess's
# reasons; programs read the key sent beside it).
api-decline-generic = Não estou aceitando desafios no momento.
api-decline-later = Este não é um bom momento para mim, por favor pergunte de novo mais tarde.
api-decline-too-fast = Este controle de tempo é rápido demais para mim, por favor desafie de novo com uma partida mais lenta.
api-decline-too-slow = Este controle de tempo é lento demais para mim, por favor desafie de novo com uma partida mais rápida.
api-decline-time-control = Não estou aceitando desafios com este controle de tempo.
api-decline-rated = Por favor, me envie um desafio ranqueado.
api-decline-casual = Por favor, me envie um desafio casual.
api-decline-standard = Não estou aceitando desafios deste jogo agora.
api-decline-variant = Não quero jogar este jogo ou neste tabuleiro agora.
api-decline-no-bot = Não estou aceitando desafios de bots.
api-decline-only-bot = Só estou aceitando desafios de bots.

# crates/server/src/api/seek.rs: an open game in the lobby through the Board API (form fields
# time, increment and days).
api-seek-no-clock = Indique um relógio (time em minutos e increment em segundos) ou dias por lance.
api-too-many-seeks = Você tem tantas partidas abertas quanto é permitido: espere alguém aceitar uma.

# crates/server/src/api/vacation.rs: vacation (the clocks of correspondence games stop).
api-vacation-already = Você já está de férias: volte primeiro para tirar outras.
api-vacation-needs-account = Entre na sua conta para tirar férias.
# $days: the days of vacation left this year.
api-vacation-days = { $days ->
    [one] Você pode tirar de 1 a { $days } dia de férias este ano (30 por ano).
    [many] Você pode tirar de 1 a { $days } dias de férias este ano (30 por ano).
   *[other] Você pode tirar de 1 a { $days } dias de férias este ano (30 por ano).
}
api-vacation-too-many-days = São mais dias do que você ainda tem este ano.

# crates/server/src/api/leaderboard.rs (and a tournament asked for): a game or board the
# catalogue does not have.
api-no-such-variant = Este site não tem esse jogo ou tabuleiro.

# crates/server/src/api/tokens.rs: the account page's API tokens.
api-tokens-need-account = Só uma conta pode ter tokens de API: crie uma ou entre primeiro.
# $most: the longest name of a token, in characters.
api-token-name = { $most ->
    [one] Dê ao token um nome de 1 a { $most } caractere.
    [many] Dê ao token um nome de 1 a { $most } caracteres.
   *[other] Dê ao token um nome de 1 a { $most } caracteres.
}
# $scope: what was sent as a scope.
api-no-such-scope = Não existe nenhuma permissão chamada "{ $scope }".
api-token-no-scope = Escolha pelo menos uma coisa que o token possa fazer.
# $most: the most tokens an account may have.
api-too-many-tokens = { $most ->
    [one] Uma conta pode ter no máximo { $most } token: revogue um primeiro.
    [many] Uma conta pode ter no máximo { $most } tokens: revogue um primeiro.
   *[other] Uma conta pode ter no máximo { $most } tokens: revogue um primeiro.
}
api-no-such-token = Você não tem esse token.

# crates/server/src/api/policy.rs: who may challenge an account.
api-policy-needs-account = Só uma conta pode escolher quem pode desafiá-la: crie uma ou entre primeiro.

# crates/server/src/api/push.rs: notifications on a device (Web Push).
api-no-push = Este site não está enviando notificações no momento.
api-push-needs-player = Abra primeiro as páginas online: as notificações são para jogadores.
api-push-host = Este site não pode enviar notificações para o serviço deste navegador.
api-push-endpoint = Este navegador forneceu um endereço que não pode ser usado para notificações.
api-push-keys = Este navegador forneceu chaves que não podem ser usadas para notificações.

# crates/server/src/api/language.rs: the language kept with the account.
api-unknown-language = O site não fala este idioma.

# crates/server/src/api/email.rs: the account's email address and the password reset.
api-no-email = Este site não envia e-mails.
api-email-needs-account = Entre na sua conta para dar a ela um endereço de e-mail.
api-not-an-address = Isso não é um endereço de e-mail (nome@exemplo.com).
api-letter-too-soon = Um e-mail foi enviado para você há pouco: espere um minuto (no máximo 5 por dia).
api-letter-not-sent = Não foi possível enviar o e-mail agora: tente novamente mais tarde.
api-digest-needs-address = Dê primeiro um endereço de e-mail à sua conta.
api-forgot-who = Escreva o nome da sua conta ou o endereço de e-mail dela.
# The answer to "Forgot your password?", whether or not the name or address is known.
api-reset-sent = Se esse for o nome ou o endereço confirmado de uma conta, um link para escolher uma nova senha está a caminho desse endereço. Ele vale por 30 minutos.
api-dead-link = Este link já foi usado ou expirou: peça um novo.
# The small pages a link of a letter opens (a title, a sentence, and a link back to the account page).
api-page-your-account = Sua conta
api-page-link-not-valid = Link inválido
api-page-address-confirmed = Endereço confirmado
api-page-address-confirmed-text = Seu endereço de e-mail está confirmado. Agora você pode ser avisado por e-mail quando for a sua vez, e redefinir sua senha se esquecê-la.
api-page-try-again = Tente novamente
api-page-confirm-failed-new-link = O site não consegue confirmar o endereço agora: peça um novo link mais tarde.
api-page-confirm-failed-open-again = O site não consegue confirmar o endereço agora: abra o link de novo mais tarde.
api-page-link-not-whole = Este link está incompleto: abra-o de novo a partir do e-mail.
api-page-unsubscribed = Inscrição cancelada
api-page-unsubscribed-text = Você não vai mais receber e-mails quando for a sua vez. A página da sua conta permite ativá-los de novo.
api-page-unsubscribe-failed = O site não consegue fazer isso agora: abra o link de novo mais tarde.

# crates/server/src/api/community.rs and hub/community.rs (CommunityError::message): follows,
# blocks, reports, rooms and moderation. The moderators' actions (warn, mute, rename, close,
# dismiss) are the words of the moderators' desk.
api-needs-a-name = Abra primeiro o site: ele dá a você um nome para jogar.
api-open-the-site-first = Abra primeiro o site.
api-relation-choice = Escolha seguir, bloquear ou silenciar um jogador.
api-report-reason = Escolha o motivo: trapaça, abuso no chat, um nome ou outra coisa.
api-mod-form = Escolha o que fazer (advertir, silenciar, renomear, encerrar ou descartar) e diga por quê.
api-mod-action = Escolha o que fazer: advertir, silenciar, renomear, encerrar ou descartar.
api-no-player-of-that-name = Não há nenhum jogador com esse nome.
api-not-to-yourself = Você não pode fazer isso consigo mesmo.
api-blocked = Este jogador não aceita mensagens nem desafios seus.
api-too-many-relations = Você segue, bloqueia ou silencia tantos jogadores quanto é permitido: remova alguns primeiro.
api-no-reason = Diga por quê em poucas palavras (de 1 a 500 caracteres).
api-too-many-reports = Você enviou muitas denúncias hoje; os moderadores vão lê-las. Tente novamente amanhã.
api-not-moderator = Só moderadores podem fazer isso.
api-not-visitor = Só o nome de um visitante pode ser substituído; uma conta pode ser advertida ou encerrada.
api-mute-length = Um silenciamento dura de 1 minuto a 30 dias.
api-no-such-report = Não há nenhuma denúncia assim sobre este jogador.
api-closed-already = Esta conta já está encerrada.
api-not-saved = O servidor não conseguiu salvar isso, então nada mudou. Tente novamente em instantes.

# crates/server/src/api/game.rs: a game's chat through the API (form field room: player or
# spectator, written as they are in every language).
api-chat-room = room deve ser player ou spectator.

# crates/server/src/api/tournaments.rs and tournament/mod.rs (TournamentError::message,
# Infeasible::message): making, joining and leaving tournaments.
api-tournament-needs-account = Só uma conta pode criar um torneio: crie uma ou entre primeiro.
api-too-many-wrong-passwords = Senhas erradas demais: espere um pouco antes de tentar de novo.
api-tournament-not-found = Esse torneio não existe.
api-tournament-full = Este torneio está lotado.
api-tournament-already-in = Você já está neste torneio.
api-tournament-not-in = Você não está neste torneio.
api-tournament-closed = Não é mais possível entrar neste torneio.
api-tournament-wrong-password = Essa não é a senha deste torneio.
# $min, $max: the ratings allowed; $rating: the player's rating.
api-tournament-rating = Este torneio é para ratings de { $min } a { $max }; o seu é { $rating }.
api-tournament-no-bots = Bots não podem entrar neste torneio.
api-tournament-accounts-only = Só contas podem fazer isso: crie uma ou entre primeiro.
api-tournaments-unavailable = Os torneios não estão disponíveis agora. Tente novamente em instantes.
# $min, $max: the shortest and longest name, in letters.
api-tournament-name-length = { $max ->
    [one] O nome de um torneio tem de { $min } a { $max } letra.
    [many] O nome de um torneio tem de { $min } a { $max } letras.
   *[other] O nome de um torneio tem de { $min } a { $max } letras.
}
api-tournament-time-control = Esse controle de tempo não é um dos deste site.
api-tournament-start-passed = O horário de início já passou.
api-tournament-too-far-ahead = Um torneio começa dentro de 90 dias.
# $max: the most players a tournament may have.
api-tournament-room = { $max ->
    [one] Um torneio tem vagas para 2 a { $max } jogador.
    [many] Um torneio tem vagas para 2 a { $max } jogadores.
   *[other] Um torneio tem vagas para 2 a { $max } jogadores.
}
api-tournament-rating-range = O rating mínimo está acima do máximo.
api-tournament-password-too-long = A senha é longa demais.
api-arena-clock = Uma arena é jogada com relógio, não por correspondência.
api-arena-length = Uma arena dura de 10 minutos a 12 horas.
api-arena-too-short = A arena é mais curta que uma partida com este relógio.
# $max: the most rounds a Swiss may have.
api-swiss-rounds = { $max ->
    [one] Um torneio suíço tem de 1 a { $max } rodada.
    [many] Um torneio suíço tem de 1 a { $max } rodadas.
   *[other] Um torneio suíço tem de 1 a { $max } rodadas.
}
api-swiss-players = Um torneio suíço precisa de mais jogadores do que rodadas, ou alguns se enfrentariam duas vezes.
# $min: the days a turn may take (the shortest round); $max: the longest round, in days.
api-round-days = { $max ->
    [one] Uma rodada por correspondência dura de { $min } a { $max } dia: pelo menos o tempo de um lance.
    [many] Uma rodada por correspondência dura de { $min } a { $max } dias: pelo menos o tempo de um lance.
   *[other] Uma rodada por correspondência dura de { $min } a { $max } dias: pelo menos o tempo de um lance.
}
# $max: the most players a round-robin may have.
api-round-robin-room = { $max ->
    [one] Um todos contra todos tem vagas para 3 a { $max } jogador.
    [many] Um todos contra todos tem vagas para 3 a { $max } jogadores.
   *[other] Um todos contra todos tem vagas para 3 a { $max } jogadores.
}
# $count: the most tournaments a player may have planned or being played at once.
api-too-many-planned = { $count ->
    [one] Você já tem { $count } torneio planejado ou em andamento: crie outro quando ele terminar.
    [many] Você já tem { $count } torneios planejados ou em andamento: crie outro quando um deles terminar.
   *[other] Você já tem { $count } torneios planejados ou em andamento: crie outro quando um deles terminar.
}
