# The online pages: a game on the game server (its board, buttons, result, planner of
# conditional moves and chat) and the tournaments (their list, the window that makes one, a
# tournament's page and its chat).

# The live game's page.
# $count: how many people are watching the game.
live-watching = { $count ->
    [one] { $count } spectateur
    [many] { $count } spectateurs
   *[other] { $count } spectateurs
}
live-opening = Ouverture de la partie…

# The players' strips: the side's name, then the player's (or a word that there is none yet).
live-white = Blancs
live-black = Noirs
live-waiting-player = (en attente)
live-away = (absent)
# A clock's name for screen readers.
live-clock-white = Pendule des Blancs
live-clock-black = Pendule des Noirs

# The status line under the board.
# $ply: the number of the move shown; $total: how many moves the game has.
live-status-move = Coup { $ply } sur { $total }
live-status-waiting-join = En attente d’un adversaire qui rejoigne la partie.
live-status-waiting-opponent = Cette partie attend un adversaire.
live-status-game-over = Partie terminée
live-status-watching-white = Vous regardez. Aux Blancs de jouer.
live-status-watching-black = Vous regardez. Aux Noirs de jouer.
live-status-shoot = TIREZ UNE FLÈCHE
live-status-your-move = À vous de jouer
live-status-sending = Envoi de votre coup…
live-status-waiting-move = En attente du coup de votre adversaire.

# The notes under the board: an opponent gone, a side on vacation (its correspondence clock
# stopped).
live-opponent-left = Votre adversaire est parti. Vous pouvez réclamer la victoire.
# $time: how long until the win can be claimed, as a clock shows it ("0:25").
live-opponent-left-wait = Votre adversaire est parti. Vous pourrez réclamer la victoire dans { $time }.
# $until: the day and time the vacation ends.
live-vacation-mine = Vous êtes en vacances jusqu’au { $until } : votre pendule est arrêtée.
# $name: the player on vacation; $until: the day and time the vacation ends.
live-vacation-other = { $name } est en vacances jusqu’au { $until } : sa pendule est arrêtée.

# The game's buttons: the invitation to one's own open game, joining, the offers to answer,
# and the buttons while playing.
live-invite-help = Envoyez ce lien à un ami pour jouer contre lui :
live-cancel-game = Annuler la partie
live-join = Rejoindre la partie
live-accept = Accepter
live-decline = Refuser
live-back-to-tournament = Retour au tournoi
live-resign = Abandonner
live-resign-confirm = Abandonner cette partie ?
live-resign-yes = Oui, abandonner
live-resign-no = Non
live-offer-draw = Proposer nulle
live-takeback = Reprendre un coup
# Berserk, in an arena's game: the button, and its tooltip.
live-berserk = Berserk
live-berserk-help = Divisez votre temps par deux : une partie gagnée rapporte un point de plus
# Abort: end a game that has barely begun, without a result.
live-abort = Annuler la partie
live-claim-win = Réclamer la victoire

# The result, once the game is over.
live-result = Résultat
live-rematch = Revanche
live-review-analyse = Revoir et analyser
live-game-record = Notation de la partie
live-back-to-lobby = Retour au salon

# The planner of conditional moves, in a correspondence game: answers planned in advance to
# the opponent's moves.
live-planner-title = Coups conditionnels
live-plan-none = Aucune réponse prévue. Préparez-les ici : quand votre adversaire joue un coup que vous avez prévu, votre réponse est jouée aussitôt.
# $count: how many lines are planned (1 or more).
live-plan-lines = { $count ->
    [one] Vous avez prévu des réponses : { $count } variante.
    [many] Vous avez prévu des réponses : { $count } variantes.
   *[other] Vous avez prévu des réponses : { $count } variantes.
}
live-plan-answers = Préparer vos réponses
live-planner-help = Sur le plateau, jouez son coup, puis votre réponse, aussi loin que vous voulez ; ajoutez ensuite la variante. Rien n’est envoyé avant que vous enregistriez.
live-plan-line-empty = Cette variante : aucun coup pour l’instant.
# $moves: the line's moves, in the game's notation.
live-plan-line = Cette variante : { $moves }
live-plan-add = Ajouter cette variante
live-plan-restart = Recommencer la variante
# The list of planned lines, for screen readers.
live-plan-label = Le plan
live-plan-remove = Retirer
live-plan-save = Enregistrer le plan
live-plan-close = Fermer sans enregistrer

# The chat: a game's rooms (its players', its spectators'); the last two in a tournament's
# chat too.
live-chat = Chat
live-spectators-chat = Chat des spectateurs
live-your-message = Votre message
live-nothing-said = Rien n’a encore été dit.
live-send = Envoyer

# The tournaments' list.
tournament-list-title = Tournois
tournament-refresh = Actualiser
tournament-make = Créer un tournoi
tournament-log-in-to-make = Connectez-vous à un compte pour créer un tournoi.
tournament-playing-now = En cours
tournament-none-playing = Aucun tournoi n’est en cours pour l’instant.
tournament-starting-soon = Bientôt
tournament-none-planned = Aucun n’est encore prévu.
tournament-finished = Terminés
tournament-none-finished = Aucun n’est encore terminé.
# After a private tournament's name.
tournament-private = (privé)
# $count: how many players have joined; $max: how many may (its plural form is chosen).
tournament-players-count = { $count ->
    [one] { $count } joueur sur { $max }
    [many] { $count } joueurs sur { $max }
   *[other] { $count } joueurs sur { $max }
}
# The kinds of tournament, as chess sites name them (lichess): an arena (play as many games
# as you can in the time), a Swiss (a set number of rounds), a round-robin (everyone plays
# everyone).
tournament-arena = Arène
tournament-swiss = Système suisse
tournament-round-robin = Toutes rondes

# The window that makes a tournament.
tournament-name = Nom
tournament-kind = Type
tournament-choose-game = Jeu
tournament-board = Plateau
# How long an arena lasts.
tournament-length = Durée
# $count: a number of minutes.
tournament-minutes = { $count ->
    [one] { $count } minute
    [many] { $count } minutes
   *[other] { $count } minutes
}
# $count: a number of hours.
tournament-hours = { $count ->
    [one] { $count } heure
    [many] { $count } heures
   *[other] { $count } heures
}
# $count: a number of days.
tournament-days = { $count ->
    [one] { $count } jour
    [many] { $count } jours
   *[other] { $count } jours
}
# How many rounds a Swiss has.
tournament-rounds = Rondes
# A round-robin: once, or twice (each pair plays a game with each colour).
tournament-everyone-plays-everyone = Chacun contre chacun
tournament-once = Une fois
tournament-twice = Deux fois, avec chaque couleur
tournament-starts-in = Commence dans
tournament-counts-for-ratings = Compte pour le classement
tournament-rated = Classé
tournament-casual = Amical
# Whether bots (computer players with accounts) may join.
tournament-bots = Bots
tournament-bots-welcome = Bienvenus
tournament-bots-not-allowed = Interdits
tournament-most-players = Joueurs au maximum
tournament-lowest-rating = Classement minimum (vide si aucun)
tournament-highest-rating = Classement maximum (vide si aucun)
tournament-password-help = Mot de passe (pour un tournoi privé ; laissez vide pour un tournoi ouvert)
tournament-make-it = Créer
tournament-cancel = Annuler

# A tournament's page.
tournament-missing = Tournoi introuvable
tournament-missing-help = Il a peut-être été annulé il y a longtemps.
tournament-see-all = Voir les tournois
tournament-all = Tous les tournois
# Who may join, in a line of terms joined by " · ": "Ratings 1200 to 1800 · bots welcome · private".
# $low: the lowest rating; $high: the highest rating.
tournament-ratings-between = Classement de { $low } à { $high }
# $low: the lowest rating.
tournament-ratings-from = Classement à partir de { $low }
# $high: the highest rating.
tournament-ratings-up-to = Classement jusqu’à { $high }
tournament-any-rating = Tout classement
tournament-terms-bots-welcome = bots bienvenus
tournament-terms-no-bots = sans bots
tournament-terms-private = privé
# The first three of a finished tournament.
tournament-podium = Podium
# Joining, a break, leaving.
tournament-back-from-break = Reprendre après ma pause
tournament-take-break = Faire une pause
tournament-on-break = Vous êtes en pause : vous ne serez pas apparié avant votre retour.
tournament-you-are-in = Vous êtes inscrit.
tournament-leave = Quitter le tournoi
tournament-password = Mot de passe
tournament-join = Rejoindre

# The standings table (a round-robin's is a crosstable: a column for each opponent).
tournament-nobody-yet = Personne ne s’est encore inscrit.
# After the name of a player who left, or is on a break.
tournament-note-left = (parti)
tournament-note-on-break = (en pause)
# $name: a player; the title of a crosstable's column, their results against them.
tournament-against = Contre { $name }
tournament-games-heading = Parties
tournament-crosstable = Tableau croisé
tournament-standings = Classement
tournament-player = Joueur
tournament-rating = Elo
tournament-score = Points
tournament-tie-breaks = Départages

# The tournament's games.
# $round: the round's number; written before the game's players ("Round 2: Ada – Bob").
tournament-game-round = Ronde { $round } :
# A game being played, in place of its result.
tournament-game-playing = en cours

# The tournament's chat.
tournament-chat = Chat du tournoi
tournament-your-message = Votre message au tournoi
tournament-write-first = Écrivez d’abord quelque chose.

# The chat: what the page says when a line cannot go, and the phrases sent with one tap (sent
# in the writer's language).
live-offline = Vous êtes hors ligne : réessayez une fois la connexion rétablie.
live-chat-empty = Écrivez d’abord quelque chose.
live-chat-too-long = Un message de chat compte au plus 140 caractères.
live-quick-hello = Bonjour
live-quick-good-luck = Bonne chance
live-quick-good-game = Bonne partie
live-quick-thank-you = Merci

# The server could not read a message of the page's (its own words go to the log).
live-unread = Le serveur n’a pas pu lire ce que cette page a envoyé. Rechargez la page et réessayez.
