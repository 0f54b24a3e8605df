# What the page says when the browser's storage cannot be read or written (skillgames_page::storage).
storage-unavailable = Tu navegador no deja que este sitio guarde datos (modo privado o almacenamiento lleno): puedes jugar, pero las partidas y las estadísticas no se guardarán.
storage-game-damaged = No se pudo leer tu partida guardada (quizá sea de otra versión de la aplicación), así que se ha apartado. Puedes empezar una partida nueva.
storage-last-game-damaged = No se pudo leer tu última partida terminada, así que se ha apartado.
storage-stats-damaged = No se pudieron leer tus estadísticas de este tablero y nivel, así que empiezan de nuevo desde cero.
storage-settings-damaged = No se pudieron leer tus ajustes, así que se usan los predeterminados.
storage-preferences-damaged = No se pudieron leer tus preferencias, así que se usan las predeterminadas.
