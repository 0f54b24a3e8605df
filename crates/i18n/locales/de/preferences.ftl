# The preferences window.

preferences-title = Einstellungen
preferences-theme = Design
theme-system = Wie das System
theme-light = Hell
theme-dark = Dunkel
preferences-animations = Animationen
motion-normal = Normal
motion-fast = Schnell
motion-off = Aus
preferences-coordinates = Brettkoordinaten
preferences-shown = Angezeigt
preferences-hidden = Ausgeblendet
preferences-sound = Ton
preferences-on = An
preferences-off = Aus
preferences-low-time = Ticken in meinen letzten 10 Sekunden (Live-Partien)
preferences-chat = Chat in Partien
preferences-bad-words = Schimpfwörter im Chat meiner Partien
preferences-language = Sprache
preferences-language-offline = Diese Sprache wurde noch nicht heruntergeladen, und die Verbindung scheint unterbrochen zu sein. Versuche es erneut, sobald du online bist.
preferences-done = Fertig
