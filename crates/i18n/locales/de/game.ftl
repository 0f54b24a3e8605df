# The game page: its settings window, pause menu and end screen, the bar above the board, the
# board's strips and status line, the review under the board and the move list.

# The settings window, before a game.
play-back = Zurück
play-opponent = Gegner
play-computer = Computer
play-friend = Freund
play-difficulty = Schwierigkeit
play-level-gentlest = Die leichteste Stufe.
# $elo: how many Elo points stronger; $first: the name of the gentlest level ("Easy").
play-level-stronger = Auf diesem Brett gemessen etwa { $elo } Elo stärker als { $first }.
play-from-here-help = Eine neue Partie ab der gezeigten Stellung. Sie zählt nicht in deiner Statistik.
play-board = Brett
play-start = SPIELEN
# The button's name for screen readers: it must contain the words of play-start.
play-start-label = SPIELEN: Partie starten
play-last-game = Letzte Partie nachspielen

# The pause menu.
play-paused = Pause
play-resume = Weiter
play-new-game = Neue Partie
play-share-game = Link zu dieser Partie teilen
play-game-record = Partienotation
play-open-record = Gespeicherte Partie öffnen
play-open-game-of = Eine Partie { $game } öffnen
play-sound-on = Ton: an
play-sound-off = Ton: aus
play-preferences = Einstellungen
play-home = Startseite

# The end screen.
play-end-you-won = Du hast gewonnen!
play-end-you-lost = Du hast verloren
play-end-draw = Remis
play-end-white-wins = Weiß gewinnt
play-end-black-wins = Schwarz gewinnt
play-end-moves = { $count ->
    [one] { $count } Zug gespielt.
   *[other] { $count } Züge gespielt.
}
play-end-statistics = Deine Statistik
play-end-wins = Siege
play-end-losses = Niederlagen
play-end-draws = Remis
play-end-win-rate = Siegquote
# $rate: the share of games won, in percent (0 to 100).
play-end-win-rate-value = { $rate } %
play-end-streak = Siegesserie
play-end-best-streak = Beste Serie
play-end-again = Nochmal spielen
play-end-review = Nachspielen
play-end-analyse = Analysieren
play-end-share = Link teilen
play-end-settings = Optionen ändern

# The bar above the board.
play-menu = Menü (Pause)
play-score-line = Spielstand
play-hint = Tipp
play-undo = Zurücknehmen

# The players' names on their strips and in the score line.
play-white = Weiß
play-black = Schwarz
play-you = Du

# The board's strips and the status line under the board.
play-thinking = Der Computer denkt nach
# $move: the move in words; $ply: how many moves are shown; $total: how many there are.
play-status-move = { $move } ({ $ply } von { $total })
play-status-start = Ausgangsstellung (0 von { $total })
play-status-game-over = Partie beendet
play-status-shoot = SCHIESS EINEN PFEIL
play-status-thinking = Der Computer denkt nach …
play-status-white-to-move = Weiß am Zug
play-status-black-to-move = Schwarz am Zug
play-status-your-move = Du bist am Zug

# The windows to share a link to the game or its record.
play-share-title = Diese Partie teilen
play-share-help = Wer diesen Link öffnet, sieht die Partie und kann sie Zug für Zug durchgehen.
play-record-help = Die Partie als Text: Bewahre sie auf oder füge sie später unter „Gespeicherte Partie öffnen“ ein.
play-send-move = Zug senden
play-send-move-help = Schick diesen Link deinem Freund: Er öffnet die Partie mit deinem Zug, damit er antworten kann.

# The review under the board.
play-looking = Eine Partie zum Ansehen: Geh sie Zug für Zug durch oder spiel von jeder Stellung aus weiter.
play-close = Schließen
play-back-to-game = Zurück zur Partie
play-results = Ergebnis
play-from-here = Ab hier spielen

# The move list and the buttons to step through the game.
play-moves = Züge
play-no-moves = Noch keine Züge.
play-review-bar = Partie nachspielen
play-first-position = Ausgangsstellung
play-previous-move = Vorheriger Zug
play-next-move = Nächster Zug
play-latest-move = Letzter Zug

# The sentences the game page's logic makes (crates/page: move_list.rs, analysis.rs) and the
# end screen's count of what each side removed.
# The sides as the page names them, before a colon or as a sentence's subject ("White: c2-d3",
# "You: 1 inaccuracy").
play-name-you = Du
play-name-computer = Computer
play-name-white = Weiß
play-name-black = Schwarz
# What a screen reader says for a move in the move list (and the status line while stepping
# through a game). $number: the move's number; $side: who played it (play-name-white or
# play-name-black); $move: the move in the game's notation; $removed: what it removed
# (removed-<game>, or play-took: "sank 2 ships"); $mark: the analysis's mark (play-mark-...).
play-move-words = Zug { $number }, { $side }: { $move }
play-move-words-removed = Zug { $number }, { $side }: { $move }, { $removed }
play-move-words-marked = Zug { $number }, { $side }: { $move }, { $mark }
play-move-words-removed-marked = Zug { $number }, { $side }: { $move }, { $removed }, { $mark }
# What a move took, in a game without its own words for it. $pieces: the pieces, counted
# (pieces-<game>: "1 piece").
play-took = { $pieces } geschlagen
# The analysis's marks of a move, as the move list says them.
play-mark-inaccuracy = Ungenauigkeit
play-mark-mistake = Fehler
play-mark-blunder = Patzer
# How many moves of each mark a side played, after its name (common-side-marks).
play-mark-counts = { $inaccuracies ->
    [one] { $inaccuracies } Ungenauigkeit
   *[other] { $inaccuracies } Ungenauigkeiten
}, { $mistakes ->
    [one] { $mistakes } Fehler
   *[other] { $mistakes } Fehler
}, { $blunders ->
    [one] { $blunders } Patzer
   *[other] { $blunders } Patzer
}
# Under the board at a marked move. $played: the move played; $better: the engine's move.
play-advice-inaccuracy = { $played } war eine Ungenauigkeit. Besser war { $better }.
play-advice-mistake = { $played } war ein Fehler. Besser war { $better }.
play-advice-blunder = { $played } war ein Patzer. Besser war { $better }.
# The end screen: what each side removed (removed-<game>: "sank 3 ships"), White's first.
# $you: what you removed; $computer: what the computer removed.
play-end-removed-you-computer = Du hast { $you }; der Computer hat { $computer }.
play-end-removed-computer-you = Der Computer hat { $computer }; du hast { $you }.
# Between friends. $white, $black: what White and Black removed.
play-end-removed-white-black = Weiß hat { $white }; Schwarz hat { $black }.

# What the game page tells the player (skillgames_page::controller's notices).
play-position-unplayable = Diese Stellung ist nicht spielbar.
play-computer-failed = Der Computer hat hier keinen Zug gefunden. Nimm deinen Zug zurück oder starte eine neue Partie.
play-own-link = Dieser Link enthält deinen eigenen Zug: Schick ihn deinem Freund, damit er auf seinem Gerät antwortet.
play-computer-restarted = Der Computer hat nicht mehr reagiert und wurde neu gestartet. Die Partie geht weiter.
