# Each game's lessons (its crate's LESSONS): written from the games' crates by
# crates/catalogue/tests/texts.rs; the ids are lesson-<game>-<lesson>-title, -summary
# and lesson-<game>-<lesson>-<step>-prompt, -wrong (after a move that misses the goal)
# and -right (when it is reached).
# dynamic: lesson-
lesson-archimedes-1-title = Trois en vue coulent un navire
lesson-archimedes-1-summary = Un navire coule quand trois navires ennemis le voient en même temps.
lesson-archimedes-1-1-prompt = Vos navires en a1 et d1 voient déjà le navire noir en d4. Déplacez un navire pour que trois de vos navires voient d4.
lesson-archimedes-1-1-wrong = d4 ne voit encore que deux de vos navires. Un navire voit le long de sa rangée, de sa colonne et de ses deux diagonales, jusqu’au premier navire sur le chemin : trouvez une case sur une ligne dégagée vers d4.
lesson-archimedes-1-1-right = Trois de vos navires voient d4, et il coule.
lesson-archimedes-2-title = Une case sûre
lesson-archimedes-2-summary = Ne vous posez jamais là où trois navires ennemis peuvent vous voir.
lesson-archimedes-2-1-prompt = La case c3 est surveillée par trois navires noirs (c6, e5 et f3). Déplacez un navire sur une case où il reste à flot.
lesson-archimedes-2-1-wrong = Votre navire s’est posé là où trois navires noirs le voient, et il a coulé. Avant de jouer, regardez le long des huit lignes depuis la case visée et comptez les navires noirs à leurs extrémités.
lesson-archimedes-2-1-right = À l’abri : moins de trois navires noirs voient votre navire.
lesson-archimedes-3-title = Ouvrez la ligne
lesson-archimedes-3-summary = Retirer un navire d’une ligne peut ouvrir une vue et couler le navire qui se trouve derrière.
lesson-archimedes-3-1-prompt = Votre navire en e4 se trouve entre votre navire en f4 et le navire noir en d4. Sortez-le de la rangée, sur une autre ligne qui mène à d4, pour que trois de vos navires voient d4.
lesson-archimedes-3-1-wrong = d4 voit encore moins de trois de vos navires. Sortir e4 de la rangée permet à f4 de voir d4 : posez-le là où il voit encore lui-même d4 (sur la colonne ou une diagonale).
lesson-archimedes-3-1-right = La rangée est ouverte : f4, le navire que vous avez déplacé et a1 voient tous d4, et il coule.
lesson-amazons-1-title = Déplacer, puis tirer
lesson-amazons-1-summary = Un tour, c’est un déplacement de dame, puis une flèche tirée depuis la case où l’amazone est arrivée.
lesson-amazons-1-1-prompt = Touchez votre amazone en b1, puis b4 pour l’y déplacer. Touchez ensuite b1 pour tirer une flèche sur la case qu’elle vient de quitter.
lesson-amazons-1-1-wrong = Pas ce coup-là : amenez l’amazone de b1 en b4, puis tirez sa flèche en arrière, sur b1. La flèche part comme une dame depuis la case où l’amazone est arrivée.
lesson-amazons-1-1-right = Voilà un tour complet : l’amazone s’est déplacée, et sa flèche bloque b1 pour de bon.
lesson-amazons-2-title = Enfermez l’amazone
lesson-amazons-2-summary = Une amazone sans aucune case libre à côté d’elle ne pourra plus jamais bouger.
lesson-amazons-2-1-prompt = L’amazone noire en a6 n’a qu’une issue : b6. Fermez-la avec votre amazone ou votre flèche.
lesson-amazons-2-1-wrong = L’amazone en a6 peut encore s’échapper par b6. Posez-vous en b6, ou tirez-y une flèche.
lesson-amazons-2-1-right = Enfermée : l’amazone en a6 ne pourra plus jamais bouger.
lesson-amazons-2-2-prompt = L’amazone noire en f6 a deux issues : e5 et f5. Fermez les deux en un seul tour : posez-vous sur l’une, et tirez votre flèche sur l’autre.
lesson-amazons-2-2-wrong = L’amazone en f6 peut encore sortir. Votre amazone doit se poser en e5 ou en f5, et sa flèche fermer l’autre case.
lesson-amazons-2-2-right = Enfermée en un seul tour : l’amazone a fermé une case, et sa flèche l’autre.
lesson-amazons-3-title = Fermez la zone : le dernier coup
lesson-amazons-3-summary = Le camp qui ne peut plus bouger perd : prenez la dernière case libre de l’adversaire.
lesson-amazons-3-1-prompt = Trois amazones noires sont déjà emmurées ; celle en a6 a encore b6. Fermez sa zone, et les Noirs n’auront plus aucun coup.
lesson-amazons-3-1-wrong = Les Noirs peuvent encore jouer : l’amazone en a6 sort en b6. Ôtez-lui cette case.
lesson-amazons-3-1-right = Les Noirs n’ont plus aucun coup légal et perdent : toutes les cases qu’ils pouvaient utiliser ont disparu.
lesson-loa-1-title = Comptez les pions de la ligne
lesson-loa-1-summary = Un pion se déplace d’exactement autant de cases qu’il y a de pions sur sa ligne.
lesson-loa-1-1-prompt = Déplacez le pion en b1 tout droit vers le haut, sur sa colonne. De combien ? Comptez tous les pions de la colonne b, des deux couleurs, lui compris.
lesson-loa-1-1-wrong = La colonne b contient deux pions (b1 et b8) : le pion en b1 y monte donc d’exactement deux cases, jusqu’en b3.
lesson-loa-1-1-right = Deux pions sur la colonne, deux cases.
lesson-loa-2-title = La prise
lesson-loa-2-summary = Se poser sur un pion ennemi le prend.
lesson-loa-2-1-prompt = Prenez le pion blanc en d6 avec votre pion en d4.
lesson-loa-2-1-wrong = Rien n’a été pris. La colonne d contient deux pions, d4 et d6 : en la remontant, votre pion avance d’exactement deux cases et se pose en d6.
lesson-loa-2-1-right = Pris : un pion qui parcourt exactement son nombre de cases peut se poser sur un pion ennemi et le prendre.
lesson-loa-2-2-prompt = Maintenant en diagonale : prenez le pion blanc en e5 avec votre pion en c3.
lesson-loa-2-2-wrong = Rien n’a été pris. La diagonale de c3 à e5 contient deux pions, c3 et e5 : le long de celle-ci, votre pion avance d’exactement deux cases et se pose en e5.
lesson-loa-2-2-right = Pris en diagonale : les pions d’une diagonale se comptent de la même façon.
lesson-loa-3-title = Connectez vos pions
lesson-loa-3-summary = Rassemblez tous vos pions en un seul groupe pour gagner.
lesson-loa-3-1-prompt = Vos pions en d4 et d5 se touchent ; celui en g5 est à l’écart. Amenez-le à côté d’eux et gagnez.
lesson-loa-3-1-wrong = Vos pions ne se touchent pas encore tous. La rangée 5 contient deux pions : g5 s’y déplace donc de deux cases, jusqu’en e5, à côté de d5 et d4.
lesson-loa-3-1-right = Tous vos pions forment un seul groupe : vous gagnez.
