# The preferences window.

preferences-title = Preferências
preferences-theme = Tema
theme-system = Seguir o sistema
theme-light = Claro
theme-dark = Escuro
preferences-animations = Animações
motion-normal = Normais
motion-fast = Rápidas
motion-off = Nenhuma
preferences-coordinates = Coordenadas do tabuleiro
preferences-shown = Mostrar
preferences-hidden = Ocultar
preferences-sound = Som
preferences-on = Ligado
preferences-off = Desligado
preferences-low-time = Tique-taque nos meus últimos 10 segundos (partidas ao vivo)
preferences-chat = Chat nas partidas
preferences-bad-words = Palavrões no chat das minhas partidas
preferences-language = Idioma
preferences-language-offline = Este idioma ainda não foi baixado e parece que você está sem conexão. Tente de novo quando estiver online.
preferences-done = Pronto
