# The online pages' sentences made by the page's logic (skillgames_page: online, live,
# leaderboard, challenges, notifications) and the reasons to decline a challenge
# (skillgames_online::DeclineReason): the live game, the leaderboard, the bar of challenges and
# the bell.

# The live game (skillgames_page::online).
online-waiting-to-send = Dein Zug wird gesendet, sobald du wieder online bist.
online-offer-draw-theirs = Dein Gegner bietet Remis an.
online-offer-draw-mine = Du hast Remis angeboten: Warte auf eine Antwort.
online-offer-takeback-theirs = Dein Gegner möchte seinen letzten Zug zurücknehmen.
online-offer-takeback-mine = Du hast um die Rücknahme deines letzten Zuges gebeten: Warte auf eine Antwort.
online-offer-rematch-theirs = Dein Gegner möchte eine Revanche.
online-offer-rematch-mine = Du hast um eine Revanche gebeten: Warte auf eine Antwort.
online-unknown-game = Diese Partie wird auf einem Brett gespielt, das diese Version der App nicht kennt.
online-unreadable-moves = Die Züge dieser Partie konnten nicht gelesen werden.

# A side of the board as the subject that starts a sentence of the result (the $winner and
# $loser below). $name: the player's name.
online-side-white = Weiß ({ $name })
online-side-black = Schwarz ({ $name })
# A side nobody has taken.
online-white = Weiß
online-black = Schwarz

# How the game ended. $winner, $loser: a side (online-side-white, online-white, ...).
online-result-aborted = Die Partie wurde abgebrochen: kein Ergebnis.
online-result-resigned = { $winner } hat gewonnen. { $loser } hat aufgegeben.
online-result-time = { $winner } hat gewonnen. { $loser } hat die Zeit überschritten.
online-result-abandoned = { $winner } hat gewonnen. { $loser } hat die Partie verlassen.
online-result-agreed = Remis. Die Spieler haben sich auf Remis geeinigt.
# $ending: the rules' own sentence on how the game ended (sides named White and Black).
online-result-won-by-rules = { $winner } hat gewonnen. { $ending }
online-result-won = { $winner } hat gewonnen.
# $ending: the rules' own sentence on how the game ended.
online-result-draw-by-rules = Remis. { $ending }
online-result-draw = Remis.

# One's own place on a leaderboard (skillgames_page::leaderboard). $rank: the place (1 for the
# first); $rating: the player's rating.
online-place = Dein Platz: { $rank } (Wertung { $rating }).
online-place-none = Du stehst nicht in dieser Bestenliste: Sie führt gefestigte Wertungen (viele gewertete Partien) mit einer gewerteten Partie in den letzten 30 Tagen.
online-place-log-in = Melde dich mit einem Konto an, um deinen Platz zu sehen.

# What became of a challenge (skillgames_page::challenges). $name: the invited player's name;
# $reason: the reason they gave (one of online-decline-*), or nothing.
online-challenge-declined = { $name } hat deine Herausforderung abgelehnt: „{ $reason }“
# $name: the challenger's name.
online-challenge-withdrawn = { $name } hat die Herausforderung zurückgezogen.

# Why a challenge is declined: lichess's reasons, said by the player who declines, to the
# challenger (skillgames_online::DeclineReason).
online-decline-generic = Ich nehme gerade keine Herausforderungen an.
online-decline-later = Gerade passt es mir nicht, bitte frag später noch einmal.
online-decline-too-fast = Diese Bedenkzeit ist mir zu kurz, bitte fordere mich zu einer langsameren Partie heraus.
online-decline-too-slow = Diese Bedenkzeit ist mir zu lang, bitte fordere mich zu einer schnelleren Partie heraus.
online-decline-time-control = Ich nehme keine Herausforderungen mit dieser Bedenkzeit an.
online-decline-rated = Bitte schick mir stattdessen eine gewertete Herausforderung.
online-decline-casual = Bitte schick mir stattdessen eine ungewertete Herausforderung.
online-decline-standard = Ich nehme gerade keine Herausforderungen zu diesem Spiel an.
online-decline-variant = Ich möchte dieses Spiel oder Brett gerade nicht spielen.
online-decline-no-bot = Ich nehme keine Herausforderungen von Bots an.
online-decline-only-bot = Ich nehme nur Herausforderungen von Bots an.

# How long ago a notification came, in the bell (skillgames_page::notifications::ago).
# $count: how many minutes, hours or days.
online-ago-now = gerade eben
online-ago-minutes = { $count ->
    [one] vor { $count } Min.
   *[other] vor { $count } Min.
}
online-ago-hours = { $count ->
    [one] vor { $count } Std.
   *[other] vor { $count } Std.
}
online-ago-yesterday = gestern
online-ago-days = { $count ->
    [one] vor { $count } Tag
   *[other] vor { $count } Tagen
}
