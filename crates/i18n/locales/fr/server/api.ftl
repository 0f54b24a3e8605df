# The HTTP API's refusals (crates/server/src/http.rs `refuse`): written by the server in the
# language the request asks for (the page sends the player's), never fetched by the page.
api-not-found = Il n’y a rien à cette adresse.
api-method-not-allowed = Cette adresse n’accepte pas ce type de requête.
api-too-large = Cette requête est trop volumineuse.
api-not-json = Cette requête doit être envoyée en JSON.
api-wrong-form = Il manque quelque chose à cette requête, ou quelque chose n’y a pas la bonne forme.
api-too-slow = Cette requête a pris trop de temps.
api-unreadable = Cette requête n’a pas pu être lue.
api-too-many-tries = Trop de tentatives : attendez une minute et réessayez.
api-unavailable = Le service en ligne rencontre des difficultés. Réessayez dans un instant.
api-too-many-sign-ins = Trop de connexions en ce moment, réessayez dans un instant.

# crates/server/src/http.rs and listen.rs: the visitor, signing up, logging in, profiles, games.
api-not-allowed = Cette requête n’est pas autorisée.
api-password-length = Un mot de passe compte de 8 à 128 caractères.
api-signup-logged-in = Vous êtes connecté à un compte : déconnectez-vous d’abord pour en créer un autre.
api-name-taken = Ce nom est déjà pris ou ressemble trop à celui d’un autre joueur.
api-login-wrong = Ce nom et ce mot de passe ne correspondent à aucun compte.
api-account-closed = Un modérateur a fermé ce compte.
api-player-not-found = Aucun joueur ne porte ce nom.
api-no-such-game = Cette partie n’existe pas.
api-open-the-page-first = Ouvrez d’abord la page du site.
api-too-many-connections = Trop de connexions depuis cette adresse.

# crates/online: a name refused (NameError::message) and a message or time control refused
# (MessageError::message).
api-name-length = Un nom compte de 3 à 20 caractères.
api-name-characters = Un nom ne contient que des lettres, des chiffres, des espaces, - et _.
api-message-too-long = Ce message est trop long.
api-message-unreadable = Ce message n’a pas pu être lu.
api-time-control = Choisissez une cadence de 1 à 180 minutes et de 0 à 180 secondes par coup, ou de 1, 3 ou 7 jours par coup.

# crates/server/src/api/mod.rs: the Bot and Board API (shaped like lichess's).
api-no-such-game-of-yours = Cette partie n’est pas l’une des vôtres.
api-no-such-challenge = Ce défi n’existe pas ou ne vous est pas destiné.
api-nothing-here = Il n’y a rien ici.

# crates/server/src/api/auth.rs: personal API tokens. "Authorization: Bearer <token>" is an
# HTTP header, written as it is in every language.
api-too-many-without-token = Trop de requêtes sans jeton valide : patientez un peu.
api-no-valid-token = Aucun jeton valide : créez-en un sur la page de votre compte et envoyez-le ainsi : Authorization: Bearer <token>.
api-token-too-fast = Trop de requêtes avec ce jeton : ralentissez un peu.
# $scope: the scope the token lacks, as lichess writes scopes ("bot:play").
api-token-needs-scope = Ce jeton ne permet pas cette action : il lui faut la portée { $scope }.
# $scopes: scopes separated by commas; $last: the last one ("bot:play", "board:play"): the token needs any one of them.
api-token-needs-scopes = Ce jeton ne permet pas cette action : il lui faut la portée { $scopes } ou { $last }.

# crates/server/src/api/account.rs: a bot account.
api-bot-already = Ce compte est déjà un bot.
api-bot-has-played = Ce compte a déjà joué des parties : seul un compte qui n’en a joué aucune peut devenir un bot.

# crates/server/src/api/challenge.rs: challenges by name through the API. The words of the
# API's form fields (clock.limit, clock.increment, days, color, white, black, random, fen)
# are written as they are in every language.
api-fields-unreadable = Les champs de la requête n’ont pas pu être lus.
# $field: the name of a form field ("days").
api-field-not-number = { $field } doit être un nombre entier.
# $games: the games' names separated by commas; $last: the last game's name ("archimedes, amazons", "loa").
api-unknown-variant = Indiquez l’un de nos jeux comme variante ({ $games } ou { $last }), avec une taille de plateau s’il en a plusieurs.
api-clock-limit-minutes = Le temps de la pendule doit être un nombre entier de minutes, donné en secondes (60, 180, 300...).
api-clock-too-long = Ce temps de jeu est trop long.
api-increment-too-long = Cet incrément est trop long.
api-too-many-days = C’est trop de jours par coup.
api-challenge-no-clock = Indiquez une pendule (clock.limit et clock.increment) ou un nombre de jours par coup (days).
api-clock-and-days = Indiquez une pendule ou des jours par coup, pas les deux.
api-no-fen = Un défi part de la position initiale du plateau (fen n’est pas pris en charge).
api-color-choice = color doit valoir white, black ou random.
api-rated-needs-accounts = Une partie classée demande deux comptes : ce joueur est un visiteur.
api-too-many-challenges = Vous avez autant de défis et de parties ouvertes que permis : attendez une réponse, ou annulez-en un.
api-challenge-answered = Ce défi a déjà reçu une réponse ou a été retiré.
# $reasons: lichess's keys of the reasons, separated by commas ("generic, later, tooFast").
api-decline-reason = La raison doit être l’une de celles-ci : { $reasons }.
# Why a challenge was declined, as the player declining says it to the challenger (lichess's
# reasons; programs read the key sent beside it).
api-decline-generic = Je n’accepte pas de défis pour le moment.
api-decline-later = Ce n’est pas le bon moment pour moi, redemandez-moi plus tard.
api-decline-too-fast = Cette cadence est trop rapide pour moi, défiez-moi à nouveau avec une partie plus lente.
api-decline-too-slow = Cette cadence est trop lente pour moi, défiez-moi à nouveau avec une partie plus rapide.
api-decline-time-control = Je n’accepte pas de défis avec cette cadence.
api-decline-rated = Envoyez-moi plutôt un défi classé.
api-decline-casual = Envoyez-moi plutôt un défi amical.
api-decline-standard = Je n’accepte pas de défis à ce jeu en ce moment.
api-decline-variant = Je ne souhaite pas jouer à ce jeu ou sur ce plateau en ce moment.
api-decline-no-bot = Je n’accepte pas les défis de bots.
api-decline-only-bot = Je n’accepte que les défis de bots.

# crates/server/src/api/seek.rs: an open game in the lobby through the Board API (form fields
# time, increment and days).
api-seek-no-clock = Indiquez une pendule (time en minutes et increment en secondes) ou un nombre de jours par coup.
api-too-many-seeks = Vous avez autant de parties ouvertes que permis : attendez que quelqu’un en rejoigne une.

# crates/server/src/api/vacation.rs: vacation (the clocks of correspondence games stop).
api-vacation-already = Vous êtes déjà en vacances : revenez d’abord pour en prendre d’autres.
api-vacation-needs-account = Connectez-vous à votre compte pour prendre des vacances.
# $days: the days of vacation left this year.
api-vacation-days = { $days ->
    [one] Vous pouvez prendre de 1 à { $days } jour de vacances cette année (30 par an).
    [many] Vous pouvez prendre de 1 à { $days } jours de vacances cette année (30 par an).
   *[other] Vous pouvez prendre de 1 à { $days } jours de vacances cette année (30 par an).
}
api-vacation-too-many-days = C’est plus de jours qu’il ne vous en reste cette année.

# crates/server/src/api/leaderboard.rs (and a tournament asked for): a game or board the
# catalogue does not have.
api-no-such-variant = Ce site n’a pas ce jeu ou ce plateau.

# crates/server/src/api/tokens.rs: the account page's API tokens.
api-tokens-need-account = Seul un compte peut avoir des jetons d’API : créez-en un ou connectez-vous d’abord.
# $most: the longest name of a token, in characters.
api-token-name = { $most ->
    [one] Donnez au jeton un nom de 1 à { $most } caractère.
    [many] Donnez au jeton un nom de 1 à { $most } caractères.
   *[other] Donnez au jeton un nom de 1 à { $most } caractères.
}
# $scope: what was sent as a scope.
api-no-such-scope = Il n’existe pas de portée appelée « { $scope } ».
api-token-no-scope = Choisissez au moins une chose que le jeton peut faire.
# $most: the most tokens an account may have.
api-too-many-tokens = { $most ->
    [one] Un compte peut avoir { $most } jeton au maximum : révoquez-en un d’abord.
    [many] Un compte peut avoir { $most } jetons au maximum : révoquez-en un d’abord.
   *[other] Un compte peut avoir { $most } jetons au maximum : révoquez-en un d’abord.
}
api-no-such-token = Vous n’avez pas ce jeton.

# crates/server/src/api/policy.rs: who may challenge an account.
api-policy-needs-account = Seul un compte peut choisir qui peut le défier : créez-en un ou connectez-vous d’abord.

# crates/server/src/api/push.rs: notifications on a device (Web Push).
api-no-push = Ce site n’envoie pas de notifications pour le moment.
api-push-needs-player = Ouvrez d’abord les pages en ligne : les notifications sont réservées aux joueurs.
api-push-host = Ce site ne peut pas envoyer de notifications au service de ce navigateur.
api-push-endpoint = Ce navigateur a donné une adresse inutilisable pour les notifications.
api-push-keys = Ce navigateur a donné des clés inutilisables pour les notifications.

# crates/server/src/api/language.rs: the language kept with the account.
api-unknown-language = Le site ne parle pas cette langue.

# crates/server/src/api/email.rs: the account's email address and the password reset.
api-no-email = Ce site n’envoie pas d’e-mails.
api-email-needs-account = Connectez-vous à votre compte pour lui donner une adresse e-mail.
api-not-an-address = Ce n’est pas une adresse e-mail (nom@exemple.com).
api-letter-too-soon = Un e-mail vous a été envoyé il y a un instant : attendez une minute (5 par jour au maximum).
api-letter-not-sent = L’e-mail n’a pas pu être envoyé pour le moment : réessayez plus tard.
api-digest-needs-address = Donnez d’abord une adresse e-mail à votre compte.
api-forgot-who = Écrivez le nom de votre compte ou son adresse e-mail.
# The answer to "Forgot your password?", whether or not the name or address is known.
api-reset-sent = Si c’est le nom ou l’adresse confirmée d’un compte, un lien pour choisir un nouveau mot de passe est en route vers son adresse. Il est valable 30 minutes.
api-dead-link = Ce lien a déjà servi ou a expiré : demandez-en un nouveau.
# The small pages a link of a letter opens (a title, a sentence, and a link back to the account page).
api-page-your-account = Votre compte
api-page-link-not-valid = Lien non valide
api-page-address-confirmed = Adresse confirmée
api-page-address-confirmed-text = Votre adresse e-mail est confirmée. Vous pouvez désormais être prévenu par e-mail quand c’est à vous de jouer, et réinitialiser votre mot de passe si vous l’oubliez.
api-page-try-again = Réessayez
api-page-confirm-failed-new-link = Le site ne peut pas confirmer l’adresse pour le moment : demandez un nouveau lien plus tard.
api-page-confirm-failed-open-again = Le site ne peut pas confirmer l’adresse pour le moment : rouvrez le lien plus tard.
api-page-link-not-whole = Ce lien est incomplet : rouvrez-le depuis l’e-mail.
api-page-unsubscribed = Désinscription effectuée
api-page-unsubscribed-text = Vous ne recevrez plus d’e-mails quand c’est à vous de jouer. La page de votre compte permet de les réactiver.
api-page-unsubscribe-failed = Le site ne peut pas le faire pour le moment : rouvrez le lien plus tard.

# crates/server/src/api/community.rs and hub/community.rs (CommunityError::message): follows,
# blocks, reports, rooms and moderation. The moderators' actions (warn, mute, rename, close,
# dismiss) are the words of the moderators' desk.
api-needs-a-name = Ouvrez d’abord le site : il vous donne un nom sous lequel jouer.
api-open-the-site-first = Ouvrez d’abord le site.
api-relation-choice = Choisissez de suivre, de bloquer ou de masquer un joueur.
api-report-reason = Choisissez pourquoi : triche, abus dans le chat, un nom, ou autre chose.
api-mod-form = Choisissez quoi faire (avertir, réduire au silence, renommer, fermer ou classer) et dites pourquoi.
api-mod-action = Choisissez quoi faire : avertir, réduire au silence, renommer, fermer ou classer.
api-no-player-of-that-name = Aucun joueur ne porte ce nom.
api-not-to-yourself = Vous ne pouvez pas vous faire cela à vous-même.
api-blocked = Ce joueur n’accepte ni vos messages ni vos défis.
api-too-many-relations = Vous suivez, bloquez ou masquez autant de joueurs que permis : retirez-en d’abord quelques-uns.
api-no-reason = Dites pourquoi en quelques mots (1 à 500 caractères).
api-too-many-reports = Vous avez envoyé beaucoup de signalements aujourd’hui ; les modérateurs les liront. Réessayez demain.
api-not-moderator = Seuls les modérateurs peuvent faire cela.
api-not-visitor = Seul le nom d’un visiteur peut être remplacé ; un compte peut être averti ou fermé.
api-mute-length = Une réduction au silence dure de 1 minute à 30 jours.
api-no-such-report = Il n’y a pas de tel signalement au sujet de ce joueur.
api-closed-already = Ce compte est déjà fermé.
api-not-saved = Le serveur n’a pas pu l’enregistrer, rien n’a donc changé. Réessayez dans un instant.

# crates/server/src/api/game.rs: a game's chat through the API (form field room: player or
# spectator, written as they are in every language).
api-chat-room = room doit valoir player ou spectator.

# crates/server/src/api/tournaments.rs and tournament/mod.rs (TournamentError::message,
# Infeasible::message): making, joining and leaving tournaments.
api-tournament-needs-account = Seul un compte peut créer un tournoi : créez-en un ou connectez-vous d’abord.
api-too-many-wrong-passwords = Trop de mots de passe erronés : patientez un peu avant de réessayer.
api-tournament-not-found = Ce tournoi n’existe pas.
api-tournament-full = Ce tournoi est complet.
api-tournament-already-in = Vous participez déjà à ce tournoi.
api-tournament-not-in = Vous ne participez pas à ce tournoi.
api-tournament-closed = Il n’est plus possible de rejoindre ce tournoi.
api-tournament-wrong-password = Ce n’est pas le mot de passe de ce tournoi.
# $min, $max: the ratings allowed; $rating: the player's rating.
api-tournament-rating = Ce tournoi est réservé aux classements de { $min } à { $max } ; le vôtre est de { $rating }.
api-tournament-no-bots = Les bots ne peuvent pas rejoindre ce tournoi.
api-tournament-accounts-only = Seuls les comptes peuvent faire cela : créez-en un ou connectez-vous d’abord.
api-tournaments-unavailable = Les tournois ne sont pas disponibles pour le moment. Réessayez dans un instant.
# $min, $max: the shortest and longest name, in letters.
api-tournament-name-length = { $max ->
    [one] Le nom d’un tournoi compte de { $min } à { $max } lettre.
    [many] Le nom d’un tournoi compte de { $min } à { $max } lettres.
   *[other] Le nom d’un tournoi compte de { $min } à { $max } lettres.
}
api-tournament-time-control = Cette cadence ne fait pas partie de celles du site.
api-tournament-start-passed = L’heure de début est déjà passée.
api-tournament-too-far-ahead = Un tournoi commence dans les 90 jours.
# $max: the most players a tournament may have.
api-tournament-room = { $max ->
    [one] Un tournoi accueille de 2 à { $max } joueur.
    [many] Un tournoi accueille de 2 à { $max } joueurs.
   *[other] Un tournoi accueille de 2 à { $max } joueurs.
}
api-tournament-rating-range = Le classement minimum est au-dessus du maximum.
api-tournament-password-too-long = Le mot de passe est trop long.
api-arena-clock = Une arène se joue à la pendule, pas par correspondance.
api-arena-length = Une arène dure de 10 minutes à 12 heures.
api-arena-too-short = L’arène est plus courte qu’une partie avec cette cadence.
# $max: the most rounds a Swiss may have.
api-swiss-rounds = { $max ->
    [one] Un tournoi au système suisse compte de 1 à { $max } ronde.
    [many] Un tournoi au système suisse compte de 1 à { $max } rondes.
   *[other] Un tournoi au système suisse compte de 1 à { $max } rondes.
}
api-swiss-players = Un tournoi au système suisse demande plus de joueurs que de rondes, sinon certains se rencontreraient deux fois.
# $min: the days a turn may take (the shortest round); $max: the longest round, in days.
api-round-days = { $max ->
    [one] Une ronde par correspondance dure de { $min } à { $max } jour : au moins le temps d’un coup.
    [many] Une ronde par correspondance dure de { $min } à { $max } jours : au moins le temps d’un coup.
   *[other] Une ronde par correspondance dure de { $min } à { $max } jours : au moins le temps d’un coup.
}
# $max: the most players a round-robin may have.
api-round-robin-room = { $max ->
    [one] Un tournoi toutes rondes accueille de 3 à { $max } joueur.
    [many] Un tournoi toutes rondes accueille de 3 à { $max } joueurs.
   *[other] Un tournoi toutes rondes accueille de 3 à { $max } joueurs.
}
# $count: the most tournaments a player may have planned or being played at once.
api-too-many-planned = { $count ->
    [one] Vous avez déjà { $count } tournoi prévu ou en cours : créez-en un autre quand il sera terminé.
    [many] Vous avez déjà { $count } tournois prévus ou en cours : créez-en un autre quand l’un d’eux sera terminé.
   *[other] Vous avez déjà { $count } tournois prévus ou en cours : créez-en un autre quand l’un d’eux sera terminé.
}
