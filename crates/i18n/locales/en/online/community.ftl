# Players and the community: the moderators' desk (#/mod), the bell of notifications, and the
# account page's parts about others and the account itself (follows, reports, email, vacation,
# challenges, API tokens).

# The reasons a report gives: in the report form on a player's page and on the moderators' desk.
moderation-reason-cheating = Cheating
moderation-reason-chat = Abuse in chat
moderation-reason-name = An offensive name
moderation-reason-other = Something else

# The moderators' desk (#/mod): only moderators see it.
moderation-title = Moderation
moderation-find-record = A player's record
moderation-find = Find
moderation-unreadable = This answer could not be read.
moderation-reports-waiting = Reports waiting
moderation-no-report = No report is waiting.
moderation-lately = What moderators did lately
moderation-nothing-yet = Nothing yet.
# $name: a player's name.
moderation-record-of = { $name }'s record
# What the player is: a closed account, an account, or a visitor (no account).
moderation-closed-account = Closed account
moderation-account = Account
moderation-visitor = Visitor
moderation-their-page = Their page
moderation-reports-about = Reports about them
moderation-what-done = What moderators did
# A line of a report or of an action, after " · ". $name: who reported, or which moderator acted.
moderation-by = by { $name }
# Before the game's id (a link), in a report's line.
moderation-game = game
# $name: the moderator who handled the report.
moderation-handled-by = handled by { $name }
moderation-open = Open
# The name of the Open button for screen readers: it must contain the words of moderation-open.
# $name: the reported player.
moderation-open-record = Open { $name }'s record
# What moderators did, in the log.
moderation-done-warn = Warned
moderation-done-mute = Muted in public rooms
moderation-done-rename = Visitor renamed
moderation-done-close = Account closed
moderation-done-dismiss = Report dismissed
# The form to act on a player's record.
moderation-action = Action
moderation-do-warn = Warn
moderation-do-mute = Mute in public rooms
moderation-do-rename = Replace a visitor's name
moderation-do-close = Close the account
moderation-do-dismiss = Dismiss the report
moderation-minutes = For how many minutes
moderation-reason = Why (other moderators read it)
moderation-do-it = Do it
moderation-acted = Done, and kept in the record.

# The bell: the list of notifications, and push notifications on this device.
bell-title = Notifications
# The bell's name for screen readers. $count: how many notifications are unread (1 or more).
bell-unread = { $count ->
    [one] Notifications, { $count } unread
   *[other] Notifications, { $count } unread
}
bell-mark-all-read = Mark all read
bell-empty = Nothing yet. You will find your turns, results and challenges here.
bell-device = Notifications on this device
bell-unsupported = This browser cannot show notifications from a site.
bell-denied = Notifications are blocked for this site: allow them in your browser’s settings.
bell-on = This device is notified even when the site is closed.
bell-turn-off = Turn off
bell-off = Be told of your turns and results even when the site is closed.
bell-turn-on = Turn on
# Above the kinds of notifications to receive (your turn, results, challenges...).
bell-kinds = Tell me of

# On another player's page: follow, mute, block, report.
settings-player-actions = You and this player
settings-player-follow = Follow
settings-player-unfollow = Unfollow
settings-player-mute = Mute their chat
settings-player-unmute = Unmute
settings-player-block = Block
settings-player-unblock = Unblock
settings-report-open = Report
settings-report-why = Why
settings-report-choose = Choose…
settings-report-game = The game's link or id (if any)
settings-report-text = What happened
settings-report-send = Send the report
settings-report-cancel = Cancel
settings-report-sent = Thank you: a moderator will read your report.

# On the account page: the players one follows.
settings-follows-title = Players you follow
# "Follow" is the button of settings-player-follow.
settings-follows-none = You follow nobody yet: open a player's page and choose Follow.
settings-follow-playing = Playing: watch
settings-follow-tournament = In a tournament
settings-follow-online = Online
settings-follow-away = Away
settings-follow-challenge = Challenge
# The name of the Challenge link for screen readers: it must contain the words of
# settings-follow-challenge. $name: the player.
settings-follow-challenge-label = Challenge { $name }
settings-follow-alerts = Tell me when a player I follow begins a tournament game

# On the account page: email.
settings-email-title = Email
settings-email-not-sent = This site does not send email.
settings-email-none = No address yet: with one you can be told when it is your move, and choose a new password if you forget yours.
# $address: the account's email address.
settings-email-confirmed = { $address }: confirmed.
settings-email-unconfirmed = { $address }: not confirmed yet. Open the link we sent to it.
settings-email-address = Email address
settings-email-save = Save
settings-email-sent = Sent: open the link in the letter to confirm the address.
settings-email-digest = Email me when it is my move (at most twice a day)
settings-email-remove = Remove the address

# Logged out: a forgotten password, and the form the emailed link opens.
settings-forgot-title = Forgot your password?
settings-forgot-no-email = This site does not send email: a forgotten password cannot be reset here.
settings-forgot-who = Your name or email address
settings-forgot-send = Send me a link
settings-reset-title = Choose a new password
settings-reset-password = New password
settings-reset-save = Save the password
settings-reset-help = At least 8 characters. Every other device is logged out.

# On the account page: vacation (the clocks of correspondence games stop).
settings-vacation-title = Vacation
# $until: a date and time, written by the browser.
settings-vacation-until = You are on vacation until { $until }. The clocks of your correspondence games are stopped.
settings-vacation-end = Come back now
# $count: the days of vacation left this year.
settings-vacation-help = { $count ->
    [one] Going away? The clocks of your correspondence games stop while you are on vacation. You have { $count } day left this year.
   *[other] Going away? The clocks of your correspondence games stop while you are on vacation. You have { $count } days left this year.
}
settings-vacation-days = Days away
settings-vacation-go = Go on vacation

# On the account page: who may challenge the account by name.
settings-policy-title = Challenges
settings-policy-who = Who may challenge you by name
settings-policy-anyone = Anyone
settings-policy-accounts = Only players with an account
settings-policy-nobody = Nobody
settings-policy-saved = Saved.

# On the account page: personal API tokens (a program plays for the account with one).
settings-tokens-title = API tokens
settings-tokens-help = A token lets a program play for your account: a bot, another board, a tool. Keep it secret, like a password.
settings-token-made = Your new token. Copy it now: it is shown only this once.
settings-token-copy = Copy
settings-token-copied = Copied.
settings-token-not-copied = Select it and copy it yourself: the browser did not let the page copy it.
# $made: when the token was made; $used: when it was last used (dates written by the browser).
settings-token-used = made { $made } · last used { $used }
settings-token-never-used = made { $made } · never used
settings-token-revoke = Revoke
# The name of the Revoke button for screen readers: it must contain the words of
# settings-token-revoke. $name: the token's name.
settings-token-revoke-label = Revoke the token { $name }
settings-token-name = Name
# Above what the token may do.
settings-token-may = It may
settings-token-scope-bot = Play as a bot (the account must have played no game)
settings-token-scope-board = Play with a program or a physical board
settings-token-scope-read = Read the account
settings-token-make = Make a token

# Why notifications could not be turned on or off on this device (offline.js answers these).
bell-push-blocked = Notifications are blocked for this site: allow them in your browser’s settings.
bell-push-not-sent = This site does not send notifications right now.
bell-push-unreachable = This browser could not reach its notification service. Try again later.
bell-push-not-saved = The server could not save this. Try again in a moment.
bell-push-not-on = Notifications could not be turned on in this browser.
bell-push-not-off = Notifications could not be turned off in this browser.
