# What the page says when the browser's storage cannot be read or written (skillgames_page::storage).
storage-unavailable = Seu navegador não permite que este site guarde dados (modo privado ou armazenamento cheio): você pode jogar, mas as partidas e as estatísticas não serão salvas.
storage-game-damaged = Não foi possível ler sua partida salva (talvez ela seja de outra versão do app), então ela foi deixada de lado. Você pode começar uma nova partida.
storage-last-game-damaged = Não foi possível ler sua última partida terminada, então ela foi deixada de lado.
storage-stats-damaged = Não foi possível ler suas estatísticas deste tabuleiro e nível, então elas recomeçam do zero.
storage-settings-damaged = Não foi possível ler suas configurações, então as configurações padrão são usadas.
storage-preferences-damaged = Não foi possível ler suas preferências, então as preferências padrão são usadas.
