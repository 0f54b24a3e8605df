# Players and the community: the moderators' desk (#/mod), the bell of notifications, and the
# account page's parts about others and the account itself (follows, reports, email, vacation,
# challenges, API tokens).

# The reasons a report gives: in the report form on a player's page and on the moderators' desk.
moderation-reason-cheating = Triche
moderation-reason-chat = Propos abusifs dans le chat
moderation-reason-name = Nom injurieux
moderation-reason-other = Autre chose

# The moderators' desk (#/mod): only moderators see it.
moderation-title = Modération
moderation-find-record = Dossier d’un joueur
moderation-find = Chercher
moderation-unreadable = Cette réponse n’a pas pu être lue.
moderation-reports-waiting = Signalements en attente
moderation-no-report = Aucun signalement en attente.
moderation-lately = Dernières actions des modérateurs
moderation-nothing-yet = Rien pour l’instant.
# $name: a player's name.
moderation-record-of = Dossier de { $name }
# What the player is: a closed account, an account, or a visitor (no account).
moderation-closed-account = Compte fermé
moderation-account = Compte
moderation-visitor = Visiteur
moderation-their-page = Sa page
moderation-reports-about = Signalements à son sujet
moderation-what-done = Actions des modérateurs
# A line of a report or of an action, after " · ". $name: who reported, or which moderator acted.
moderation-by = par { $name }
# Before the game's id (a link), in a report's line.
moderation-game = partie
# $name: the moderator who handled the report.
moderation-handled-by = traité par { $name }
moderation-open = Ouvrir
# The name of the Open button for screen readers: it must contain the words of moderation-open.
# $name: the reported player.
moderation-open-record = Ouvrir le dossier de { $name }
# What moderators did, in the log.
moderation-done-warn = Averti
moderation-done-mute = Réduit au silence dans les salons publics
moderation-done-rename = Visiteur renommé
moderation-done-close = Compte fermé
moderation-done-dismiss = Signalement classé
# The form to act on a player's record.
moderation-action = Action
moderation-do-warn = Avertir
moderation-do-mute = Réduire au silence dans les salons publics
moderation-do-rename = Remplacer le nom d’un visiteur
moderation-do-close = Fermer le compte
moderation-do-dismiss = Classer le signalement
moderation-minutes = Pendant combien de minutes
moderation-reason = Pourquoi (lu par les autres modérateurs)
moderation-do-it = Appliquer
moderation-acted = C’est fait, et noté dans le dossier.

# The bell: the list of notifications, and push notifications on this device.
bell-title = Notifications
# The bell's name for screen readers. $count: how many notifications are unread (1 or more).
bell-unread = { $count ->
    [one] Notifications, { $count } non lue
    [many] Notifications, { $count } non lues
   *[other] Notifications, { $count } non lues
}
bell-mark-all-read = Tout marquer comme lu
bell-empty = Rien pour l’instant. Vous trouverez ici vos tours de jeu, vos résultats et vos défis.
bell-device = Notifications sur cet appareil
bell-unsupported = Ce navigateur ne peut pas afficher les notifications d’un site.
bell-denied = Les notifications sont bloquées pour ce site : autorisez-les dans les réglages de votre navigateur.
bell-on = Cet appareil est notifié même quand le site est fermé.
bell-turn-off = Désactiver
bell-off = Soyez prévenu de vos tours et de vos résultats, même quand le site est fermé.
bell-turn-on = Activer
# Above the kinds of notifications to receive (your turn, results, challenges...).
bell-kinds = Me prévenir de

# On another player's page: follow, mute, block, report.
settings-player-actions = Vous et ce joueur
settings-player-follow = Suivre
settings-player-unfollow = Ne plus suivre
settings-player-mute = Masquer son chat
settings-player-unmute = Afficher son chat
settings-player-block = Bloquer
settings-player-unblock = Débloquer
settings-report-open = Signaler
settings-report-why = Motif
settings-report-choose = Choisir…
settings-report-game = Lien ou identifiant de la partie (s’il y en a une)
settings-report-text = Ce qui s’est passé
settings-report-send = Envoyer le signalement
settings-report-cancel = Annuler
settings-report-sent = Merci : un modérateur lira votre signalement.

# On the account page: the players one follows.
settings-follows-title = Joueurs suivis
# "Follow" is the button of settings-player-follow.
settings-follows-none = Vous ne suivez personne pour l’instant : ouvrez la page d’un joueur et choisissez Suivre.
settings-follow-playing = En partie : regarder
settings-follow-tournament = En tournoi
settings-follow-online = En ligne
settings-follow-away = Absent
settings-follow-challenge = Défier
# The name of the Challenge link for screen readers: it must contain the words of
# settings-follow-challenge. $name: the player.
settings-follow-challenge-label = Défier { $name }
settings-follow-alerts = Me prévenir quand un joueur que je suis commence une partie de tournoi

# On the account page: email.
settings-email-title = E-mail
settings-email-not-sent = Ce site n’envoie pas d’e-mails.
settings-email-none = Pas encore d’adresse : avec une adresse, vous pouvez être prévenu quand c’est votre tour, et choisir un nouveau mot de passe si vous oubliez le vôtre.
# $address: the account's email address.
settings-email-confirmed = { $address } : confirmée.
settings-email-unconfirmed = { $address } : pas encore confirmée. Ouvrez le lien que nous y avons envoyé.
settings-email-address = Adresse e-mail
settings-email-save = Enregistrer
settings-email-sent = Envoyé : ouvrez le lien du message pour confirmer l’adresse.
settings-email-digest = M’écrire quand c’est mon tour (deux fois par jour au plus)
settings-email-remove = Supprimer l’adresse

# Logged out: a forgotten password, and the form the emailed link opens.
settings-forgot-title = Mot de passe oublié ?
settings-forgot-no-email = Ce site n’envoie pas d’e-mails : un mot de passe oublié ne peut pas être réinitialisé ici.
settings-forgot-who = Votre nom ou votre adresse e-mail
settings-forgot-send = M’envoyer un lien
settings-reset-title = Choisir un nouveau mot de passe
settings-reset-password = Nouveau mot de passe
settings-reset-save = Enregistrer le mot de passe
settings-reset-help = Au moins 8 caractères. Tous vos autres appareils sont déconnectés.

# On the account page: vacation (the clocks of correspondence games stop).
settings-vacation-title = Vacances
# $until: a date and time, written by the browser.
settings-vacation-until = Vous êtes en vacances jusqu’au { $until }. Les pendules de vos parties par correspondance sont arrêtées.
settings-vacation-end = Revenir maintenant
# $count: the days of vacation left this year.
settings-vacation-help = { $count ->
    [one] Vous partez ? Les pendules de vos parties par correspondance s’arrêtent pendant vos vacances. Il vous reste { $count } jour cette année.
    [many] Vous partez ? Les pendules de vos parties par correspondance s’arrêtent pendant vos vacances. Il vous reste { $count } jours cette année.
   *[other] Vous partez ? Les pendules de vos parties par correspondance s’arrêtent pendant vos vacances. Il vous reste { $count } jours cette année.
}
settings-vacation-days = Jours d’absence
settings-vacation-go = Partir en vacances

# On the account page: who may challenge the account by name.
settings-policy-title = Défis
settings-policy-who = Qui peut vous défier par votre nom
settings-policy-anyone = Tout le monde
settings-policy-accounts = Seulement les joueurs avec un compte
settings-policy-nobody = Personne
settings-policy-saved = Enregistré.

# On the account page: personal API tokens (a program plays for the account with one).
settings-tokens-title = Jetons d’API
settings-tokens-help = Un jeton permet à un programme de jouer pour votre compte : un bot, un autre plateau, un outil. Gardez-le secret, comme un mot de passe.
settings-token-made = Votre nouveau jeton. Copiez-le maintenant : il n’est affiché que cette fois.
settings-token-copy = Copier
settings-token-copied = Copié.
settings-token-not-copied = Sélectionnez-le et copiez-le vous-même : le navigateur n’a pas laissé la page le copier.
# $made: when the token was made; $used: when it was last used (dates written by the browser).
settings-token-used = créé le { $made } · dernière utilisation le { $used }
settings-token-never-used = créé le { $made } · jamais utilisé
settings-token-revoke = Révoquer
# The name of the Revoke button for screen readers: it must contain the words of
# settings-token-revoke. $name: the token's name.
settings-token-revoke-label = Révoquer le jeton { $name }
settings-token-name = Nom
# Above what the token may do.
settings-token-may = Il peut
settings-token-scope-bot = Jouer comme bot (le compte ne doit avoir joué aucune partie)
settings-token-scope-board = Jouer avec un programme ou un plateau physique
settings-token-scope-read = Lire le compte
settings-token-make = Créer un jeton

# Why notifications could not be turned on or off on this device (offline.js answers these).
bell-push-blocked = Les notifications sont bloquées pour ce site : autorisez-les dans les réglages de votre navigateur.
bell-push-not-sent = Ce site n’envoie pas de notifications pour le moment.
bell-push-unreachable = Ce navigateur n’a pas pu joindre son service de notifications. Réessayez plus tard.
bell-push-not-saved = Le serveur n’a pas pu l’enregistrer. Réessayez dans un instant.
bell-push-not-on = Impossible d’activer les notifications dans ce navigateur.
bell-push-not-off = Impossible de désactiver les notifications dans ce navigateur.
