# The preferences window.

preferences-title = Настройки
preferences-theme = Тема
theme-system = Как в системе
theme-light = Светлая
theme-dark = Тёмная
preferences-animations = Анимация
motion-normal = Обычная
motion-fast = Быстрая
motion-off = Выкл.
preferences-coordinates = Координаты доски
preferences-shown = Показывать
preferences-hidden = Скрывать
preferences-sound = Звук
preferences-on = Вкл.
preferences-off = Выкл.
preferences-low-time = Тиканье часов в последние 10 секунд (партии в реальном времени)
preferences-chat = Чат в партиях
preferences-bad-words = Нецензурная лексика в чате моих партий
preferences-language = Язык
preferences-language-offline = Этот язык ещё не загружен, а соединения с интернетом, похоже, нет. Попробуйте снова, когда будете в сети.
preferences-done = Готово
