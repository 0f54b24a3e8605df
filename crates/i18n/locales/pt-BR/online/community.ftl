# Players and the community: the moderators' desk (#/mod), the bell of notifications, and the
# account page's parts about others and the account itself (follows, reports, email, vacation,
# challenges, API tokens).

# The reasons a report gives: in the report form on a player's page and on the moderators' desk.
moderation-reason-cheating = Trapaça
moderation-reason-chat = Abuso no chat
moderation-reason-name = Um nome ofensivo
moderation-reason-other = Outro motivo

# The moderators' desk (#/mod): only moderators see it.
moderation-title = Moderação
moderation-find-record = Histórico de um jogador
moderation-find = Buscar
moderation-unreadable = Não foi possível ler esta resposta.
moderation-reports-waiting = Denúncias pendentes
moderation-no-report = Nenhuma denúncia pendente.
moderation-lately = O que os moderadores fizeram recentemente
moderation-nothing-yet = Nada ainda.
# $name: a player's name.
moderation-record-of = Histórico de { $name }
# What the player is: a closed account, an account, or a visitor (no account).
moderation-closed-account = Conta encerrada
moderation-account = Conta
moderation-visitor = Visitante
moderation-their-page = Página do jogador
moderation-reports-about = Denúncias sobre este jogador
moderation-what-done = O que os moderadores fizeram
# A line of a report or of an action, after " · ". $name: who reported, or which moderator acted.
moderation-by = por { $name }
# Before the game's id (a link), in a report's line.
moderation-game = partida
# $name: the moderator who handled the report.
moderation-handled-by = tratada por { $name }
moderation-open = Abrir
# The name of the Open button for screen readers: it must contain the words of moderation-open.
# $name: the reported player.
moderation-open-record = Abrir o histórico de { $name }
# What moderators did, in the log.
moderation-done-warn = Advertido
moderation-done-mute = Silenciado nas salas públicas
moderation-done-rename = Visitante renomeado
moderation-done-close = Conta encerrada
moderation-done-dismiss = Denúncia descartada
# The form to act on a player's record.
moderation-action = Ação
moderation-do-warn = Advertir
moderation-do-mute = Silenciar nas salas públicas
moderation-do-rename = Substituir o nome de um visitante
moderation-do-close = Encerrar a conta
moderation-do-dismiss = Descartar a denúncia
moderation-minutes = Por quantos minutos
moderation-reason = Motivo (os outros moderadores leem)
moderation-do-it = Aplicar
moderation-acted = Feito, e registrado no histórico.

# The bell: the list of notifications, and push notifications on this device.
bell-title = Notificações
# The bell's name for screen readers. $count: how many notifications are unread (1 or more).
bell-unread = { $count ->
    [one] Notificações, { $count } não lida
    [many] Notificações, { $count } não lidas
   *[other] Notificações, { $count } não lidas
}
bell-mark-all-read = Marcar tudo como lido
bell-empty = Nada ainda. Aqui você vai encontrar suas vezes de jogar, resultados e desafios.
bell-device = Notificações neste dispositivo
bell-unsupported = Este navegador não consegue mostrar notificações de um site.
bell-denied = As notificações estão bloqueadas para este site: permita-as nas configurações do seu navegador.
bell-on = Este dispositivo é notificado mesmo com o site fechado.
bell-turn-off = Desativar
bell-off = Saiba quando for sua vez e dos seus resultados, mesmo com o site fechado.
bell-turn-on = Ativar
# Above the kinds of notifications to receive (your turn, results, challenges...).
bell-kinds = Avisar-me de

# On another player's page: follow, mute, block, report.
settings-player-actions = Você e este jogador
settings-player-follow = Seguir
settings-player-unfollow = Deixar de seguir
settings-player-mute = Silenciar o chat
settings-player-unmute = Reativar o chat
settings-player-block = Bloquear
settings-player-unblock = Desbloquear
settings-report-open = Denunciar
settings-report-why = Motivo
settings-report-choose = Escolha…
settings-report-game = Link ou id da partida (se houver)
settings-report-text = O que aconteceu
settings-report-send = Enviar a denúncia
settings-report-cancel = Cancelar
settings-report-sent = Obrigado: um moderador vai ler sua denúncia.

# On the account page: the players one follows.
settings-follows-title = Jogadores que você segue
# "Follow" is the button of settings-player-follow.
settings-follows-none = Você ainda não segue ninguém: abra a página de um jogador e escolha Seguir.
settings-follow-playing = Jogando: assistir
settings-follow-tournament = Em um torneio
settings-follow-online = Online
settings-follow-away = Ausente
settings-follow-challenge = Desafiar
# The name of the Challenge link for screen readers: it must contain the words of
# settings-follow-challenge. $name: the player.
settings-follow-challenge-label = Desafiar { $name }
settings-follow-alerts = Avisar-me quando um jogador que sigo começar uma partida de torneio

# On the account page: email.
settings-email-title = E-mail
settings-email-not-sent = Este site não envia e-mails.
settings-email-none = Nenhum endereço ainda: com um, você pode ser avisado quando for sua vez e escolher uma nova senha se esquecer a sua.
# $address: the account's email address.
settings-email-confirmed = { $address }: confirmado.
settings-email-unconfirmed = { $address }: ainda não confirmado. Abra o link que enviamos para ele.
settings-email-address = Endereço de e-mail
settings-email-save = Salvar
settings-email-sent = Enviado: abra o link do e-mail para confirmar o endereço.
settings-email-digest = Enviar um e-mail quando for minha vez (no máximo duas vezes por dia)
settings-email-remove = Remover o endereço

# Logged out: a forgotten password, and the form the emailed link opens.
settings-forgot-title = Esqueceu sua senha?
settings-forgot-no-email = Este site não envia e-mails: uma senha esquecida não pode ser redefinida aqui.
settings-forgot-who = Seu nome ou endereço de e-mail
settings-forgot-send = Enviar um link
settings-reset-title = Escolha uma nova senha
settings-reset-password = Nova senha
settings-reset-save = Salvar a senha
settings-reset-help = Pelo menos 8 caracteres. Todos os outros dispositivos serão desconectados.

# On the account page: vacation (the clocks of correspondence games stop).
settings-vacation-title = Férias
# $until: a date and time, written by the browser.
settings-vacation-until = Você está de férias até { $until }. Os relógios das suas partidas por correspondência estão parados.
settings-vacation-end = Voltar agora
# $count: the days of vacation left this year.
settings-vacation-help = { $count ->
    [one] Vai viajar? Os relógios das suas partidas por correspondência param enquanto você está de férias. Resta { $count } dia neste ano.
    [many] Vai viajar? Os relógios das suas partidas por correspondência param enquanto você está de férias. Restam { $count } dias neste ano.
   *[other] Vai viajar? Os relógios das suas partidas por correspondência param enquanto você está de férias. Restam { $count } dias neste ano.
}
settings-vacation-days = Dias fora
settings-vacation-go = Tirar férias

# On the account page: who may challenge the account by name.
settings-policy-title = Desafios
settings-policy-who = Quem pode desafiar você pelo nome
settings-policy-anyone = Qualquer um
settings-policy-accounts = Só jogadores com conta
settings-policy-nobody = Ninguém
settings-policy-saved = Salvo.

# On the account page: personal API tokens (a program plays for the account with one).
settings-tokens-title = Tokens de API
settings-tokens-help = Um token permite que um programa jogue pela sua conta: um bot, outro tabuleiro, uma ferramenta. Mantenha-o em segredo, como uma senha.
settings-token-made = Seu novo token. Copie-o agora: ele só é mostrado esta vez.
settings-token-copy = Copiar
settings-token-copied = Copiado.
settings-token-not-copied = Selecione-o e copie você mesmo: o navegador não deixou a página copiá-lo.
# $made: when the token was made; $used: when it was last used (dates written by the browser).
settings-token-used = criado em { $made } · último uso em { $used }
settings-token-never-used = criado em { $made } · nunca usado
settings-token-revoke = Revogar
# The name of the Revoke button for screen readers: it must contain the words of
# settings-token-revoke. $name: the token's name.
settings-token-revoke-label = Revogar o token { $name }
settings-token-name = Nome
# Above what the token may do.
settings-token-may = Ele pode
settings-token-scope-bot = Jogar como bot (a conta não pode ter jogado nenhuma partida)
settings-token-scope-board = Jogar com um programa ou um tabuleiro físico
settings-token-scope-read = Ler a conta
settings-token-make = Criar um token

# Why notifications could not be turned on or off on this device (offline.js answers these).
bell-push-blocked = As notificações estão bloqueadas para este site: permita-as nas configurações do seu navegador.
bell-push-not-sent = Este site não envia notificações no momento.
bell-push-unreachable = Este navegador não conseguiu acessar o serviço de notificações dele. Tente novamente mais tarde.
bell-push-not-saved = O servidor não conseguiu salvar isso. Tente novamente em instantes.
bell-push-not-on = Não foi possível ativar as notificações neste navegador.
bell-push-not-off = Não foi possível desativar as notificações neste navegador.
