# The online pages' bar and the words for games.
# $game: the game's name; $size: the board's width in squares.
common-variant = { $game }, { $size } × { $size }
common-days-per-move = { $count ->
    [one] { $count } jour par coup
    [many] { $count } de jours par coup
   *[other] { $count } jours par coup
}
common-rated = Classée
common-casual = Amicale
common-bot-title = Un programme informatique
common-unreachable = Le service en ligne n’est pas joignable d’ici.
common-account-closed = Un modérateur a fermé ce compte. Vous avez été déconnecté.
common-error = Un problème est survenu. Réessayez dans un instant.
common-reconnecting = Reconnexion…
common-online = En ligne
common-home = Accueil
common-lobby = Salon
common-watch = Regarder
common-tournaments = Tournois
common-you-play-as = Vous jouez en tant que
common-log-out = Se déconnecter
common-log-in = Se connecter ou créer un compte
common-moderation = Modération
common-ok = OK

# The windows to copy a text, open a game record, and take a friend's game.
common-copied = Copié.
common-copy-refused = Votre navigateur n’a pas autorisé la copie : sélectionnez le texte et copiez-le vous-même.
common-copy = Copier
common-done = Terminé
common-import-help = Collez une partie enregistrée (copiée depuis ce site) ou une position.
common-import-label = Partie enregistrée ou position
common-open = Ouvrir
common-cancel = Annuler
common-replace-title = Un coup de votre ami
common-replace-help = Ce lien contient une autre partie que celle en cours. L’ouvrir remplace votre partie.
common-replace-open = Ouvrir la partie de votre ami
common-replace-keep = Garder ma partie

# The board.
common-board-label = Plateau : les flèches déplacent le curseur, Entrée sélectionne

# The analysis.
common-analysis = Analyse
common-analysis-finish = Terminer l’analyse
common-analysis-start = Analyser la partie
# $position: the position being analysed; $total: how many there are.
common-analysing = Analyse : position { $position } sur { $total }
common-marks = Annotations
# $name: a side ("You", "White").
common-side-marks = { $name } :
# $line: the engine's moves.
common-analysis-line = Variante : { $line }
common-graph-label = Graphique d’évaluation : la zone claire montre les chances des Blancs, coup par coup. Touchez-le pour aller à un coup.

# A page whose code could not be downloaded.
common-load-failed = Impossible d’ouvrir cette page
common-load-failed-help = Cette section du site n’a pas encore été téléchargée, et la connexion semble coupée. Vérifiez-la et réessayez.
common-try-again = Réessayer
common-back-to-games = Retour aux jeux

# The notices.
common-dismiss = Fermer l’avis

# The online games waiting for the player's move.
common-your-turn = À vous de jouer
# $variant: the game and board ("Amazons, 8 × 8"); $opponent: the opponent's name.
common-game-against = { $variant } contre { $opponent }

# The offer of a game's lessons.
# $game: the game's name; $count: how many lessons.
offer-new-to = { $count ->
    [one] Vous découvrez { $game } ? { $count } courte leçon vous l’apprend en jouant.
    [many] Vous découvrez { $game } ? { $count } de courtes leçons vous l’apprennent en jouant.
   *[other] Vous découvrez { $game } ? { $count } courtes leçons vous l’apprennent en jouant.
}
offer-learn = Apprendre à jouer
offer-no-thanks = Non merci

# The offer of a new version of the site (offline.js).
common-update-ready = Une nouvelle version de skillgames est prête.
common-update-reload = Recharger
common-update-later = Plus tard
