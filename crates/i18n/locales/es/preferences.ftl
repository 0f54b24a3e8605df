# The preferences window.

preferences-title = Preferencias
preferences-theme = Tema
theme-system = Según el sistema
theme-light = Claro
theme-dark = Oscuro
preferences-animations = Animaciones
motion-normal = Normales
motion-fast = Rápidas
motion-off = Ninguna
preferences-coordinates = Coordenadas del tablero
preferences-shown = Mostrar
preferences-hidden = Ocultar
preferences-sound = Sonido
preferences-on = Activado
preferences-off = Desactivado
preferences-low-time = Tictac en mis últimos 10 segundos (partidas en vivo)
preferences-chat = Chat en las partidas
preferences-bad-words = Palabrotas en el chat de mis partidas
preferences-language = Idioma
preferences-language-offline = Este idioma aún no se ha descargado y parece que no hay conexión. Inténtalo de nuevo cuando estés en línea.
preferences-done = Listo
