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

# Why a game's link cannot be opened (skillgames_play::link::LinkError).
link-too-long = Ce lien est trop long pour contenir une partie.
link-unknown-kind = Ce lien ne mène pas à une partie.
link-unknown-game = Ce lien indique un jeu ou un plateau que ce site ne propose pas.
link-bad-position = La position de ce lien n’est pas jouable.
# $number: the move's place in the game, from 1.
link-illegal-move = Le coup { $number } de ce lien n’est pas un coup légal : le lien est endommagé.
link-no-move = Ce lien ne contient aucun coup auquel répondre.

# Why a pasted game record cannot be read (skillgames_play::transcript::ReadError). $line: the
# line of the text (from 1); $game: a game's name; $move, $name, $board, $text: what the text
# says there, as written.
record-empty = Il n’y a rien à lire : collez une partie enregistrée ou une position.
record-too-long = Ce texte est trop long pour être une partie enregistrée.
record-unknown-game = Ligne { $line } : « { $name } » n’est pas un jeu proposé ici.
record-other-game = Ligne { $line } : c’est une partie du jeu { $game } ; ouvrez-la depuis la page { $game }.
record-unknown-board = Ligne { $line } : { $game } ne se joue pas sur un plateau « { $board } ».
record-bad-position = Ligne { $line } : la position de départ n’est pas jouable.
# $number: the move's number in the record; $side: white or black (whose move it was).
record-illegal-move = { $side ->
    [white] Ligne { $line } : le coup { $number } des Blancs, « { $move } », n’est pas un coup légal dans cette position.
   *[black] Ligne { $line } : le coup { $number } des Noirs, « { $move } », n’est pas un coup légal dans cette position.
}
record-after-end = Ligne { $line } : la partie était déjà terminée avant « { $move } ».
record-unreadable = Ligne { $line } : « { $text } » n’est ni une partie enregistrée ni une position.
