# The online pages' sentences made by the page's logic (skillgames_page: online, live,
# leaderboard, challenges, notifications) and the reasons to decline a challenge
# (skillgames_online::DeclineReason): the live game, the leaderboard, the bar of challenges and
# the bell.

# The live game (skillgames_page::online).
online-waiting-to-send = Seu lance será enviado quando você estiver online de novo.
online-offer-draw-theirs = Seu adversário oferece empate.
online-offer-draw-mine = Você ofereceu empate: aguardando resposta.
online-offer-takeback-theirs = Seu adversário pede para voltar o último lance dele.
online-offer-takeback-mine = Você pediu para voltar seu último lance: aguardando resposta.
online-offer-rematch-theirs = Seu adversário pede uma revanche.
online-offer-rematch-mine = Você pediu uma revanche: aguardando resposta.
online-unknown-game = Esta partida é jogada num tabuleiro que esta versão do app não tem.
online-unreadable-moves = Não foi possível ler os lances desta partida.

# A side of the board as the subject that starts a sentence of the result (the $winner and
# $loser below). $name: the player's name.
online-side-white = As brancas ({ $name })
online-side-black = As pretas ({ $name })
# A side nobody has taken.
online-white = As brancas
online-black = As pretas

# How the game ended. $winner, $loser: a side (online-side-white, online-white, ...).
online-result-aborted = A partida foi abortada: sem resultado.
online-result-resigned = { $winner } venceram. { $loser } desistiram.
online-result-time = { $winner } venceram. { $loser } ficaram sem tempo.
online-result-abandoned = { $winner } venceram. { $loser } saíram da partida.
online-result-agreed = Empate. Os jogadores concordaram com o empate.
# $ending: the rules' own sentence on how the game ended (sides named White and Black).
online-result-won-by-rules = { $winner } venceram. { $ending }
online-result-won = { $winner } venceram.
# $ending: the rules' own sentence on how the game ended.
online-result-draw-by-rules = Empate. { $ending }
online-result-draw = Empate.

# One's own place on a leaderboard (skillgames_page::leaderboard). $rank: the place (1 for the
# first); $rating: the player's rating.
online-place = Sua posição: { $rank } (rating { $rating }).
online-place-none = Você não está nesta classificação: ela lista ratings estabelecidos (muitas partidas ranqueadas) com uma partida ranqueada nos últimos 30 dias.
online-place-log-in = Entre em uma conta para ver sua posição.

# What became of a challenge (skillgames_page::challenges). $name: the invited player's name;
# $reason: the reason they gave (one of online-decline-*), or nothing.
online-challenge-declined = { $name } recusou seu desafio: “{ $reason }”
# $name: the challenger's name.
online-challenge-withdrawn = { $name } retirou o desafio.

# Why a challenge is declined: lichess's reasons, said by the player who declines, to the
# challenger (skillgames_online::DeclineReason).
online-decline-generic = Não estou aceitando desafios no momento.
online-decline-later = Agora não é uma boa hora para mim, por favor, peça de novo mais tarde.
online-decline-too-fast = Este ritmo é rápido demais para mim, por favor, desafie de novo com uma partida mais lenta.
online-decline-too-slow = Este ritmo é lento demais para mim, por favor, desafie de novo com uma partida mais rápida.
online-decline-time-control = Não estou aceitando desafios com este ritmo.
online-decline-rated = Por favor, me envie um desafio ranqueado.
online-decline-casual = Por favor, me envie um desafio casual.
online-decline-standard = Não estou aceitando desafios deste jogo agora.
online-decline-variant = Não quero jogar este jogo ou neste tabuleiro agora.
online-decline-no-bot = Não estou aceitando desafios de bots.
online-decline-only-bot = Só estou aceitando desafios de bots.

# How long ago a notification came, in the bell (skillgames_page::notifications::ago).
# $count: how many minutes, hours or days.
online-ago-now = agora mesmo
online-ago-minutes = { $count ->
    [one] há { $count } min
    [many] há { $count } min
   *[other] há { $count } min
}
online-ago-hours = { $count ->
    [one] há { $count } h
    [many] há { $count } h
   *[other] há { $count } h
}
online-ago-yesterday = ontem
online-ago-days = { $count ->
    [one] há { $count } dia
    [many] há { $count } dias
   *[other] há { $count } dias
}
