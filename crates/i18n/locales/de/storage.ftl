# What the page says when the browser's storage cannot be read or written (skillgames_page::storage).
storage-unavailable = Dein Browser lässt diese Seite keine Daten speichern (privates Fenster oder voller Speicher): Du kannst spielen, aber Partien und Statistiken werden nicht gespeichert.
storage-game-damaged = Deine gespeicherte Partie ließ sich nicht lesen (vielleicht stammt sie aus einer anderen Version der App) und wurde beiseitegelegt. Du kannst eine neue Partie beginnen.
storage-last-game-damaged = Deine letzte beendete Partie ließ sich nicht lesen und wurde beiseitegelegt.
storage-stats-damaged = Deine Statistik für dieses Brett und diese Stufe ließ sich nicht lesen und beginnt wieder bei null.
storage-settings-damaged = Deine Optionen ließen sich nicht lesen, daher gelten die Standardoptionen.
storage-preferences-damaged = Deine Einstellungen ließen sich nicht lesen, daher gelten die Standardeinstellungen.
