# The online pages: the lobby and its window that creates a game, the games to watch, the
# account page, a player's profile, the leaderboards and the bar of challenges.

# The lobby (#/online): its buttons and its list of open games.
lobby-title = Jouer en ligne
lobby-create-game = Créer une partie
lobby-challenge-friend = Défier un ami
lobby-challenge-link-help = Envoyez ce lien à votre ami : la première personne qui l’ouvre joue contre vous.
lobby-open-games = Parties ouvertes
lobby-looking = Recherche de parties…
lobby-no-open-games = Aucune partie ouverte pour l’instant : créez-en une.
# $white: the player who created the game, with their rating ("Ada (1500?)"); $black: their opponent, likewise.
lobby-players-against = { $white } contre { $black }
lobby-join = Rejoindre
lobby-log-in-to-join = Connectez-vous pour rejoindre
lobby-cancel = Annuler

# Play a bot, in the lobby, and the box that hides bots' games (also on the games to watch).
lobby-play-a-bot = Jouer contre un bot
lobby-bots = Bots
lobby-no-bot = Aucun bot n’est connecté pour l’instant.
lobby-challenge = Défier
# $name: a player's name. The title of the window that challenges them, and the Challenge button's name for screen readers: it must contain the words of lobby-challenge.
lobby-challenge-player = Défier { $name }
# $variant: the game and board ("Amazons, 8 × 8"); $rating: the bot's rating there, with ? when provisional ("1612?").
lobby-bot-rating = { $variant } : { $rating }
lobby-not-rated-yet = Pas encore classé
lobby-hide-bots = Masquer les parties des bots

# The window that creates a game or a challenge.
lobby-game = Jeu
lobby-board = Plateau
lobby-counts-for-ratings = Compte pour le classement
lobby-casual = Amicale
lobby-rated = Classée
lobby-rated-needs-account = Les parties classées demandent un compte : connectez-vous ou créez-en un d’abord.
lobby-your-colour = Votre couleur
lobby-random = Au hasard
lobby-white = Blancs
lobby-black = Noirs
lobby-create = Créer
lobby-create-challenge = Créer le défi
lobby-send-challenge = Envoyer le défi

# The clock of a game being created (also in the window that creates a tournament).
lobby-time = Cadence
lobby-custom = Personnalisée
lobby-minutes = Minutes
lobby-seconds-a-move = Secondes par coup
lobby-correspondence-help = Par correspondance : plusieurs jours pour chaque coup, personne n’a besoin de rester en ligne.
# $count: days for each move.
lobby-days = { $count ->
    [one] { $count } jour
    [many] { $count } jours
   *[other] { $count } jours
}

# The games being played, to watch (#/watch).
lobby-watch-title = Regarder
lobby-refresh = Actualiser
lobby-nobody-playing = Personne ne joue en ce moment.
lobby-games-being-played = Parties en cours
# $count: the moves played so far.
lobby-moves = { $count ->
    [one] { $count } coup
    [many] { $count } coups
   *[other] { $count } coups
}
lobby-watch = Regarder

# The account page (#/account): logging in and creating an account.
account-title = Votre compte
account-why = Vous pouvez jouer des parties amicales sans compte. Un compte garde votre nom sur tous vos appareils et vous permet de jouer des parties classées.
account-log-in = Se connecter
account-create-heading = Créer un compte
account-create-button = Créer le compte
account-name = Nom
account-password = Mot de passe
account-credentials-help = Un nom de 3 à 20 lettres, chiffres, espaces, - ou _ ; un mot de passe d’au moins 8 caractères.

# A player's profile (#/player/<name>).
profile-unreadable = Ce profil n’a pas pu être lu.
profile-kind-bot = Un bot : un programme informatique qui joue ici
profile-kind-account = Un compte
profile-kind-visitor = Un visiteur sans compte
# A house bot of the site at its first level. $game: the game's name; $level: the level's name; $description: how the level plays (the catalogue's level-<game>-<level>, without its final full stop); $first: the name of the first level.
profile-house-bot-first = Un bot maison de ce site : il joue à { $game } au niveau { $level } ({ $description }). Sa force mesurée, en matchs de chaque niveau contre le niveau inférieur : c’est le premier niveau, celui auquel les autres sont comparés ({ $first }).
# A house bot at a higher level: as profile-house-bot-first; $strength: its strength on each board (profile-house-bot-board, joined by profile-house-bot-separator).
profile-house-bot = Un bot maison de ce site : il joue à { $game } au niveau { $level } ({ $description }). Sa force mesurée, en matchs de chaque niveau contre le niveau inférieur : { $strength }.
# $size: the board's side ("8" in 8 × 8); $elo: how many Elo points stronger; $first: the name of the first level.
profile-house-bot-board = { $size } × { $size } +{ $elo } Elo par rapport à { $first }
# Between two boards' strengths in profile-house-bot (a comma and a space in English).
profile-house-bot-separator = {", "}
# $name: the player's name.
profile-challenge = Défier { $name }
# $name: the player challenged.
profile-challenge-sent = Défi envoyé : en attente de la réponse de { $name }.
# $wins, $losses, $draws: how many games the player won, lost and drew.
profile-results = Victoires : { $wins }, défaites : { $losses }, nulles : { $draws }
profile-ratings = Classements Elo
profile-recent-games = Parties récentes

# A profile's ratings: one game and board a row.
profile-no-rated-games = Aucune partie classée pour l’instant.
profile-game = Jeu
profile-rating = Elo
profile-rated-games = Parties classées
profile-history = Historique
# $count: how many rated games the player played on this game and board.
profile-games = { $count ->
    [one] { $count } partie
    [many] { $count } parties
   *[other] { $count } parties
}
profile-provisional-help = Un classement suivi de ? est provisoire : trop peu de parties pour en être sûr.

# A profile's recent games.
profile-no-games = Aucune partie pour l’instant.
# The player's side and their opponent. $opponent: the opponent's name.
profile-white-against = Blancs contre { $opponent }
profile-black-against = Noirs contre { $opponent }
# How a game ended, or stands, for the player.
profile-won = Gagnée
profile-lost = Perdue
profile-draw = Nulle
profile-aborted = Annulée
profile-being-played = En cours
profile-open = Ouverte
profile-review = Revoir
profile-game-record = Notation de la partie

# The leaderboards (#/leaderboard).
leaderboard-title = Classements
leaderboard-help = Les meilleurs joueurs de chaque jeu et plateau : les comptes au classement établi (beaucoup de parties classées) qui y ont joué une partie classée au cours des 30 derniers jours. Les programmes informatiques sont listés à part.
leaderboard-game-and-board = Jeu et plateau
# $game: the game's name; $size: the board's side ("8" in 8 × 8).
leaderboard-option = { $game }, { $size } × { $size }
leaderboard-unreadable = Ce classement n’a pas pu être lu.
leaderboard-players = Joueurs
leaderboard-bots = Bots
leaderboard-no-players = Personne n’a encore de classement établi ici.
leaderboard-no-bots = Aucun bot n’a encore de classement établi ici.
leaderboard-place = Rang
leaderboard-name = Nom
leaderboard-rating = Elo
leaderboard-rated-games = Parties classées

# The bar of challenges by name, on every page.
challenge-challenges = Défis
# After the challenger's name (shown before it, in bold). $terms: what the challenge asks ("Amazons, 8 × 8 · 5+3 · Rated"); the words in brackets say who moves first.
challenge-incoming-by-lot = vous défie : { $terms } (couleurs tirées au sort)
challenge-incoming-second = vous défie : { $terms } (vous jouez en second)
challenge-incoming-first = vous défie : { $terms } (vous jouez en premier)
challenge-accept = Accepter
challenge-reason = Motif
challenge-reason-to-decline = Motif du refus
challenge-decline = Refuser
# $name: the player challenged; $terms: what the challenge asks ("Amazons, 8 × 8 · 5+3 · Rated").
challenge-waiting = En attente de la réponse de { $name } à votre défi : { $terms }
challenge-cancel = Annuler
challenge-dismiss = Fermer

# The window that makes a game, when its clock is out of range.
lobby-bad-time-control = Choisissez une cadence de 1 à 180 minutes et de 0 à 180 secondes par coup, ou de 1, 3 ou 7 jours par coup.
