# The game page: its settings window, pause menu and end screen, the bar above the board, the
# board's strips and status line, the review under the board and the move list.

# The settings window, before a game.
play-back = Retour
play-opponent = Adversaire
play-computer = Ordinateur
play-friend = Ami
play-difficulty = Difficulté
play-level-gentlest = Le niveau le plus facile.
# $elo: how many Elo points stronger; $first: the name of the gentlest level ("Easy").
play-level-stronger = Mesuré à environ { $elo } Elo de plus que { $first } sur ce plateau.
play-from-here-help = Une nouvelle partie depuis la position affichée. Elle ne compte pas dans vos statistiques.
play-board = Plateau
play-start = JOUER
# The button's name for screen readers: it must contain the words of play-start.
play-start-label = JOUER : commencer la partie
play-last-game = Revoir votre dernière partie

# The pause menu.
play-paused = Pause
play-resume = Reprendre
play-new-game = Nouvelle partie
play-share-game = Partager la partie
play-game-record = Notation de la partie
play-open-record = Ouvrir une partie enregistrée
play-open-game-of = Ouvrir une partie de { $game }
play-sound-on = Son : activé
play-sound-off = Son : désactivé
play-preferences = Préférences
play-home = Accueil

# The end screen.
play-end-you-won = Vous avez gagné !
play-end-you-lost = Vous avez perdu
play-end-draw = Partie nulle
play-end-white-wins = Les Blancs gagnent
play-end-black-wins = Les Noirs gagnent
play-end-moves = { $count ->
    [one] { $count } coup joué.
    [many] { $count } de coups joués.
   *[other] { $count } coups joués.
}
play-end-statistics = Vos statistiques
play-end-wins = Victoires
play-end-losses = Défaites
play-end-draws = Nulles
play-end-win-rate = % de victoires
# $rate: the share of games won, in percent (0 to 100).
play-end-win-rate-value = { $rate } %
play-end-streak = Série
play-end-best-streak = Meilleure série
play-end-again = Rejouer
play-end-review = Revoir la partie
play-end-analyse = Analyser
play-end-share = Partager un lien
play-end-settings = Modifier les réglages

# The bar above the board.
play-menu = Menu (pause)
play-score-line = Score
play-hint = Indice
play-undo = Annuler

# The players' names on their strips and in the score line.
play-white = Blancs
play-black = Noirs
play-you = Vous

# The board's strips and the status line under the board.
play-thinking = L’ordinateur réfléchit
# $move: the move in words; $ply: how many moves are shown; $total: how many there are.
play-status-move = { $move } ({ $ply } sur { $total })
play-status-start = Le début (0 sur { $total })
play-status-game-over = Partie terminée
play-status-shoot = TIREZ UNE FLÈCHE
play-status-thinking = L’ordinateur réfléchit…
play-status-white-to-move = Aux Blancs de jouer
play-status-black-to-move = Aux Noirs de jouer
play-status-your-move = À vous de jouer

# The windows to share a link to the game or its record.
play-share-title = Partager cette partie
play-share-help = Toute personne qui ouvre ce lien voit la partie et peut la parcourir coup par coup.
play-record-help = La partie en texte : gardez-la, ou collez-la plus tard dans « Ouvrir une partie enregistrée ».
play-send-move = Envoyer votre coup
play-send-move-help = Envoyez ce lien à votre ami : il ouvre la partie avec votre coup, pour qu’il y réponde.

# The review under the board.
play-looking = Une partie à regarder : parcourez-la, ou continuez à jouer depuis n’importe quelle position.
play-close = Fermer
play-back-to-game = Retour à la partie
play-results = Résultats
play-from-here = Jouer depuis ici

# The move list and the buttons to step through the game.
play-moves = Coups
play-no-moves = Aucun coup pour l’instant.
play-review-bar = Revoir la partie
play-first-position = Position de départ
play-previous-move = Coup précédent
play-next-move = Coup suivant
play-latest-move = Dernier coup

# The sentences the game page's logic makes (crates/page: move_list.rs, analysis.rs) and the
# end screen's count of what each side removed.
# The sides as the page names them, before a colon or as a sentence's subject ("White: c2-d3",
# "You: 1 inaccuracy").
play-name-you = Vous
play-name-computer = L’ordinateur
play-name-white = Blancs
play-name-black = Noirs
# What a screen reader says for a move in the move list (and the status line while stepping
# through a game). $number: the move's number; $side: who played it (play-name-white or
# play-name-black); $move: the move in the game's notation; $removed: what it removed
# (removed-<game>, or play-took: "sank 2 ships"); $mark: the analysis's mark (play-mark-...).
play-move-words = Coup { $number }, { $side } : { $move }
play-move-words-removed = Coup { $number }, { $side } : { $move }, { $removed }
play-move-words-marked = Coup { $number }, { $side } : { $move }, { $mark }
play-move-words-removed-marked = Coup { $number }, { $side } : { $move }, { $removed }, { $mark }
# What a move took, in a game without its own words for it. $pieces: the pieces, counted
# (pieces-<game>: "1 piece").
play-took = a pris { $pieces }
# The analysis's marks of a move, as the move list says them.
play-mark-inaccuracy = imprécision
play-mark-mistake = erreur
play-mark-blunder = gaffe
# How many moves of each mark a side played, after its name (common-side-marks).
play-mark-counts = { $inaccuracies ->
    [one] { $inaccuracies } imprécision
    [many] { $inaccuracies } d’imprécisions
   *[other] { $inaccuracies } imprécisions
}, { $mistakes ->
    [one] { $mistakes } erreur
    [many] { $mistakes } d’erreurs
   *[other] { $mistakes } erreurs
}, { $blunders ->
    [one] { $blunders } gaffe
    [many] { $blunders } de gaffes
   *[other] { $blunders } gaffes
}
# Under the board at a marked move. $played: the move played; $better: the engine's move.
play-advice-inaccuracy = { $played } était une imprécision. Mieux valait { $better }.
play-advice-mistake = { $played } était une erreur. Mieux valait { $better }.
play-advice-blunder = { $played } était une gaffe. Mieux valait { $better }.
# The end screen: what each side removed (removed-<game>: "sank 3 ships"), White's first.
# $you: what you removed; $computer: what the computer removed.
play-end-removed-you-computer = Vous : { $you } ; l’ordinateur : { $computer }.
play-end-removed-computer-you = L’ordinateur : { $computer } ; vous : { $you }.
# Between friends. $white, $black: what White and Black removed.
play-end-removed-white-black = Blancs : { $white } ; Noirs : { $black }.

# What the game page tells the player (skillgames_page::controller's notices).
play-position-unplayable = Cette position n’est pas jouable.
play-computer-failed = L’ordinateur n’a pas trouvé de coup ici. Annulez votre coup ou commencez une nouvelle partie.
play-own-link = Ce lien contient votre propre coup : envoyez-le à votre ami, qui y répondra sur son appareil.
play-computer-restarted = L’ordinateur ne répondait plus : il a été redémarré. La partie continue.
