# What the page says when the browser's storage cannot be read or written (skillgames_page::storage).
storage-unavailable = Votre navigateur ne permet pas à ce site d’enregistrer des données (navigation privée ou stockage plein) : vous pouvez jouer, mais les parties et les statistiques ne seront pas sauvegardées.
storage-game-damaged = Votre partie sauvegardée n’a pas pu être lue (elle vient peut-être d’une autre version de l’application) : elle a été mise de côté. Vous pouvez commencer une nouvelle partie.
storage-last-game-damaged = Votre dernière partie terminée n’a pas pu être lue : elle a été mise de côté.
storage-stats-damaged = Vos statistiques pour ce plateau et ce niveau n’ont pas pu être lues : elles repartent de zéro.
storage-settings-damaged = Vos réglages n’ont pas pu être lus : les réglages par défaut sont utilisés.
storage-preferences-damaged = Vos préférences n’ont pas pu être lues : les préférences par défaut sont utilisées.
