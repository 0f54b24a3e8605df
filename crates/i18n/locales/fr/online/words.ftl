# The online pages' sentences made by the page's logic (skillgames_page: online, live,
# leaderboard, challenges, notifications) and the reasons to decline a challenge
# (skillgames_online::DeclineReason): the live game, the leaderboard, the bar of challenges and
# the bell.

# The live game (skillgames_page::online).
online-waiting-to-send = Votre coup sera envoyé dès que vous serez de nouveau en ligne.
online-offer-draw-theirs = Votre adversaire propose la nulle.
online-offer-draw-mine = Vous avez proposé la nulle : en attente d’une réponse.
online-offer-takeback-theirs = Votre adversaire demande à reprendre son dernier coup.
online-offer-takeback-mine = Vous avez demandé à reprendre votre dernier coup : en attente d’une réponse.
online-offer-rematch-theirs = Votre adversaire propose une revanche.
online-offer-rematch-mine = Vous avez proposé une revanche : en attente d’une réponse.
online-unknown-game = Cette partie se joue sur un plateau que cette version de l’application ne connaît pas.
online-unreadable-moves = Les coups de cette partie n’ont pas pu être lus.

# A side of the board as the subject that starts a sentence of the result (the $winner and
# $loser below). $name: the player's name.
online-side-white = Les Blancs ({ $name })
online-side-black = Les Noirs ({ $name })
# A side nobody has taken.
online-white = Les Blancs
online-black = Les Noirs

# How the game ended. $winner, $loser: a side (online-side-white, online-white, ...).
online-result-aborted = La partie a été annulée : pas de résultat.
online-result-resigned = { $winner } ont gagné. { $loser } ont abandonné.
online-result-time = { $winner } ont gagné. { $loser } ont perdu au temps.
online-result-abandoned = { $winner } ont gagné. { $loser } ont quitté la partie.
online-result-agreed = Partie nulle. Les joueurs se sont mis d’accord sur la nulle.
# $ending: the rules' own sentence on how the game ended (sides named White and Black).
online-result-won-by-rules = { $winner } ont gagné. { $ending }
online-result-won = { $winner } ont gagné.
# $ending: the rules' own sentence on how the game ended.
online-result-draw-by-rules = Partie nulle. { $ending }
online-result-draw = Partie nulle.

# One's own place on a leaderboard (skillgames_page::leaderboard). $rank: the place (1 for the
# first); $rating: the player's rating.
online-place = Votre rang : { $rank } (Elo { $rating }).
online-place-none = Vous n’êtes pas dans ce classement : il recense les classements établis (beaucoup de parties classées) avec une partie classée au cours des 30 derniers jours.
online-place-log-in = Connectez-vous à un compte pour voir votre rang.

# What became of a challenge (skillgames_page::challenges). $name: the invited player's name;
# $reason: the reason they gave (one of online-decline-*), or nothing.
online-challenge-declined = { $name } a refusé votre défi : « { $reason } »
# $name: the challenger's name.
online-challenge-withdrawn = { $name } a retiré son défi.

# Why a challenge is declined: lichess's reasons, said by the player who declines, to the
# challenger (skillgames_online::DeclineReason).
online-decline-generic = Je n’accepte pas de défis pour le moment.
online-decline-later = Ce n’est pas le bon moment pour moi, merci de redemander plus tard.
online-decline-too-fast = Cette cadence est trop rapide pour moi, merci de me défier à nouveau avec une partie plus lente.
online-decline-too-slow = Cette cadence est trop lente pour moi, merci de me défier à nouveau avec une partie plus rapide.
online-decline-time-control = Je n’accepte pas de défis avec cette cadence.
online-decline-rated = Merci de m’envoyer plutôt un défi classé.
online-decline-casual = Merci de m’envoyer plutôt un défi amical.
online-decline-standard = Je n’accepte pas de défis pour ce jeu en ce moment.
online-decline-variant = Je ne souhaite pas jouer à ce jeu ou sur ce plateau en ce moment.
online-decline-no-bot = Je n’accepte pas de défis de bots.
online-decline-only-bot = Je n’accepte que des défis de bots.

# How long ago a notification came, in the bell (skillgames_page::notifications::ago).
# $count: how many minutes, hours or days.
online-ago-now = à l’instant
online-ago-minutes = { $count ->
    [one] il y a { $count } min
    [many] il y a { $count } min
   *[other] il y a { $count } min
}
online-ago-hours = { $count ->
    [one] il y a { $count } h
    [many] il y a { $count } h
   *[other] il y a { $count } h
}
online-ago-yesterday = hier
online-ago-days = { $count ->
    [one] il y a { $count } jour
    [many] il y a { $count } jours
   *[other] il y a { $count } jours
}
