# skillgames: fr. See docs/translating.md.
# The home page.

# The games' names and taglines, named by the code as game-<name> and game-<name>-tagline.
# dynamic: game-
game-archimedes = Archimède
game-archimedes-tagline = Une bataille navale de lignes de vue : un navire ennemi en vue de trois des vôtres est coulé.
game-amazons = Amazones
game-amazons-tagline = Déplacez une reine, tirez une flèche, emmurez votre adversaire.
game-loa = Lines of Action
game-loa-tagline = Rassemblez toutes vos pièces en un seul groupe ; comptez les pièces de la ligne pour savoir de combien avancer.

home-strapline = Trois jeux de pure réflexion. Pas de hasard, rien de caché.
home-play = JOUER
home-play-game = Jouer à { $game }
home-continue = CONTINUER
home-continue-game = Continuer la partie de { $game }
home-how-to-play = COMMENT JOUER
home-how-to-play-game = Comment jouer à { $game }
home-learn = APPRENDRE
home-learn-game = Apprendre à jouer à { $game }
home-play-online = Jouer en ligne
home-watch = Regarder des parties
home-tournaments = Tournois
home-leaderboards = Classements
home-puzzles = Problèmes
home-next-tournament = Prochain tournoi :
home-kept-here = Vos parties et statistiques restent dans ce navigateur.
home-statistics = Statistiques
home-open-record = Ouvrir une partie enregistrée
home-preferences = Préférences

# When a tournament is played, in its lines and on the home page.
when-starts = Commence le { $when }
when-playing-until = En cours jusqu’au { $when }
when-round = Ronde { $round } sur { $rounds }
when-playing-now = En cours
when-finished = Terminé
when-called-off = Annulé : trop peu de joueurs
