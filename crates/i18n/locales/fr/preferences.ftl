# The preferences window.

preferences-title = Préférences
preferences-theme = Thème
theme-system = Comme le système
theme-light = Clair
theme-dark = Sombre
preferences-animations = Animations
motion-normal = Normales
motion-fast = Rapides
motion-off = Aucune
preferences-coordinates = Coordonnées du plateau
preferences-shown = Afficher
preferences-hidden = Masquer
preferences-sound = Son
preferences-on = Activé
preferences-off = Désactivé
preferences-low-time = Tic-tac pendant mes 10 dernières secondes (parties en direct)
preferences-chat = Chat pendant les parties
preferences-bad-words = Gros mots dans le chat de mes parties
preferences-language = Langue
preferences-language-offline = Cette langue n’a pas encore été téléchargée, et la connexion semble coupée. Réessayez une fois en ligne.
preferences-done = Terminé
