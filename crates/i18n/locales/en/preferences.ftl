# The preferences window.

preferences-title = Preferences
preferences-theme = Theme
theme-system = Follow the system
theme-light = Light
theme-dark = Dark
preferences-animations = Animations
motion-normal = Normal
motion-fast = Fast
motion-off = Off
preferences-coordinates = Board coordinates
preferences-shown = Shown
preferences-hidden = Hidden
preferences-sound = Sound
preferences-on = On
preferences-off = Off
preferences-low-time = Tick in my last 10 seconds (live games)
preferences-chat = Chat in games
preferences-bad-words = Bad words in my games' chat
preferences-language = Language
preferences-language-offline = This language has not been downloaded yet, and the connection seems to be off. Try again once you are online.
preferences-done = Done
