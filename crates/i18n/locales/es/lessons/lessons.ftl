# Each game's lessons (its crate's LESSONS): written from the games' crates by
# crates/catalogue/tests/texts.rs; the ids are lesson-<game>-<lesson>-title, -summary
# and lesson-<game>-<lesson>-<step>-prompt, -wrong (after a move that misses the goal)
# and -right (when it is reached).
# dynamic: lesson-
lesson-archimedes-1-title = Tres a la vista hunden un barco
lesson-archimedes-1-summary = Un barco se hunde cuando tres barcos enemigos lo ven a la vez.
lesson-archimedes-1-1-prompt = Tus barcos en a1 y d1 ya ven el barco negro en d4. Mueve un barco para que tres de tus barcos vean d4.
lesson-archimedes-1-1-wrong = d4 sigue viendo solo dos de tus barcos. Un barco ve a lo largo de su fila, su columna y sus dos diagonales, hasta el primer barco que se interponga: busca una casilla en una línea despejada hasta d4.
lesson-archimedes-1-1-right = Tres de tus barcos ven d4, y se hunde.
lesson-archimedes-2-title = Una casilla segura
lesson-archimedes-2-summary = Nunca te pongas donde tres barcos enemigos puedan verte.
lesson-archimedes-2-1-prompt = La casilla c3 está vigilada por tres barcos negros (c6, e5 y f3). Mueve un barco a una casilla donde siga a flote.
lesson-archimedes-2-1-wrong = Tu barco ha llegado a donde lo ven tres barcos negros, y se ha hundido. Antes de mover, mira a lo largo de las ocho líneas desde la casilla que quieres y cuenta los barcos negros en sus extremos.
lesson-archimedes-2-1-right = A salvo: menos de tres barcos negros ven tu barco.
lesson-archimedes-3-title = Abre la línea
lesson-archimedes-3-summary = Sacar un barco de una línea puede abrir una vista y hundir el barco que hay detrás.
lesson-archimedes-3-1-prompt = Tu barco en e4 está entre tu barco en f4 y el barco negro en d4. Sácalo de la fila, a otra línea que llegue a d4, para que tres de tus barcos vean d4.
lesson-archimedes-3-1-wrong = d4 sigue viendo menos de tres de tus barcos. Al sacar e4 de la fila, f4 pasa a ver d4: ponlo donde él mismo siga viendo d4 (en la columna o en una diagonal).
lesson-archimedes-3-1-right = La fila está abierta: f4, el barco que has movido y a1 ven d4, y se hunde.
lesson-amazons-1-title = Mueve y luego dispara
lesson-amazons-1-summary = Un turno es un movimiento de dama y después una flecha disparada desde donde llega la amazona.
lesson-amazons-1-1-prompt = Toca tu amazona en b1 y luego b4 para moverla allí. Después toca b1 para disparar una flecha a la casilla que ha dejado.
lesson-amazons-1-1-wrong = Esa jugada no: lleva la amazona de b1 hasta b4 y luego dispara su flecha de vuelta a b1. La flecha vuela como una dama desde donde ha llegado la amazona.
lesson-amazons-1-1-right = Eso es un turno completo: la amazona se ha movido y su flecha bloquea b1 para siempre.
lesson-amazons-2-title = Atrapa a la amazona
lesson-amazons-2-summary = Una amazona sin ninguna casilla libre a su lado ya no podrá moverse nunca.
lesson-amazons-2-1-prompt = La amazona negra en a6 tiene una sola salida: b6. Ciérrala con tu amazona o con tu flecha.
lesson-amazons-2-1-wrong = La amazona en a6 todavía puede escaparse por b6. Ponte en b6 o dispara una flecha allí.
lesson-amazons-2-1-right = Atrapada: la amazona en a6 ya no podrá moverse nunca.
lesson-amazons-2-2-prompt = La amazona negra en f6 tiene dos salidas: e5 y f5. Cierra las dos en un solo turno: ponte en una y dispara tu flecha a la otra.
lesson-amazons-2-2-wrong = La amazona en f6 todavía puede salir. Tu amazona debe ponerse en e5 o en f5, y su flecha cerrar la otra.
lesson-amazons-2-2-right = Atrapada en un solo turno: la amazona ha cerrado una casilla y su flecha, la otra.
lesson-amazons-3-title = Sella la zona: la última jugada
lesson-amazons-3-summary = El bando que no puede mover pierde: quítale al rival su última casilla libre.
lesson-amazons-3-1-prompt = Tres amazonas negras ya están encerradas; la de a6 todavía tiene b6. Sella su zona y las negras se quedarán sin jugadas.
lesson-amazons-3-1-wrong = Las negras todavía pueden mover: la amazona en a6 sale a b6. Quítales esa casilla.
lesson-amazons-3-1-right = Las negras no tienen ninguna jugada legal y pierden: todas las casillas que podían usar han desaparecido.
lesson-loa-1-title = Cuenta las fichas de la línea
lesson-loa-1-summary = Una ficha se mueve exactamente tantas casillas como fichas hay en su línea.
lesson-loa-1-1-prompt = Mueve la ficha en b1 en línea recta hacia arriba por su columna. ¿Cuánto? Cuenta todas las fichas de la columna b, de los dos colores, incluida ella misma.
lesson-loa-1-1-wrong = La columna b tiene dos fichas (b1 y b8), así que la ficha en b1 sube exactamente dos casillas por ella: hasta b3.
lesson-loa-1-1-right = Dos fichas en la columna, dos casillas.
lesson-loa-2-title = Captura
lesson-loa-2-summary = Caer sobre una ficha enemiga la captura.
lesson-loa-2-1-prompt = Captura la ficha blanca en d6 con tu ficha en d4.
lesson-loa-2-1-wrong = Eso no ha capturado nada. La columna d tiene dos fichas, d4 y d6: al subir por ella, tu ficha avanza exactamente dos casillas y cae en d6.
lesson-loa-2-1-right = Capturada: una ficha que recorre exactamente las casillas que le tocan puede caer sobre una enemiga y capturarla.
lesson-loa-2-2-prompt = Ahora en diagonal: captura la ficha blanca en e5 con tu ficha en c3.
lesson-loa-2-2-wrong = Eso no ha capturado nada. La diagonal de c3 a e5 tiene dos fichas, c3 y e5: por ella, tu ficha avanza exactamente dos casillas y cae en e5.
lesson-loa-2-2-right = Capturada en diagonal: las fichas de una diagonal se cuentan igual.
lesson-loa-3-title = Conecta
lesson-loa-3-summary = Reúne todas tus fichas en un solo grupo para ganar.
lesson-loa-3-1-prompt = Tus fichas en d4 y d5 se tocan; la de g5 está aparte. Llévala junto a ellas y gana.
lesson-loa-3-1-wrong = Tus fichas aún no se tocan todas. La fila 5 tiene dos fichas, así que g5 se mueve dos casillas por ella: hasta e5, junto a d5 y d4.
lesson-loa-3-1-right = Todas tus fichas forman un solo grupo: has ganado.
