# What the page says when the browser's storage cannot be read or written (skillgames_page::storage).
storage-unavailable = Your browser does not let this site store data (private mode or full storage): you can play, but games and statistics will not be saved.
storage-game-damaged = Your saved game could not be read (it may come from another version of the app), so it was put aside. You can start a new game.
storage-last-game-damaged = Your last finished game could not be read, so it was put aside.
storage-stats-damaged = Your statistics for this board and level could not be read, so they start again from zero.
storage-settings-damaged = Your settings could not be read, so the usual ones are used.
storage-preferences-damaged = Your preferences could not be read, so the usual ones are used.
