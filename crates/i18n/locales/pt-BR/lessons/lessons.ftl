# Each game's lessons (its crate's LESSONS): written from the games' crates by
# crates/catalogue/tests/texts.rs; the ids are lesson-<game>-<lesson>-title, -summary
# and lesson-<game>-<lesson>-<step>-prompt, -wrong (after a move that misses the goal)
# and -right (when it is reached).
# dynamic: lesson-
lesson-archimedes-1-title = Três à vista afundam um navio
lesson-archimedes-1-summary = Um navio afunda quando três navios inimigos o veem ao mesmo tempo.
lesson-archimedes-1-1-prompt = Seus navios em a1 e d1 já veem o navio preto em d4. Mova um navio para que três dos seus navios vejam d4.
lesson-archimedes-1-1-wrong = d4 ainda vê só dois dos seus navios. Um navio vê ao longo da sua fileira, da sua coluna e das duas diagonais, até o primeiro navio no caminho: encontre uma casa numa linha livre até d4.
lesson-archimedes-1-1-right = Três dos seus navios veem d4, e ele afunda.
lesson-archimedes-2-title = Uma casa segura
lesson-archimedes-2-summary = Nunca pare onde três navios inimigos podem ver você.
lesson-archimedes-2-1-prompt = A casa c3 é vigiada por três navios pretos (c6, e5 e f3). Mova um navio para uma casa onde ele não afunde.
lesson-archimedes-2-1-wrong = Seu navio parou onde três navios pretos o veem, e afundou. Antes de mover, olhe as oito linhas a partir da casa que você quer e conte os navios pretos nas pontas.
lesson-archimedes-2-1-right = Seguro: menos de três navios pretos veem o seu navio.
lesson-archimedes-3-title = Abra a linha
lesson-archimedes-3-summary = Tirar um navio de uma linha pode abrir a visão e afundar o navio que está atrás dele.
lesson-archimedes-3-1-prompt = Seu navio em e4 está entre o seu navio em f4 e o navio preto em d4. Tire-o da fileira, para outra linha até d4, de modo que três dos seus navios vejam d4.
lesson-archimedes-3-1-wrong = d4 ainda vê menos de três dos seus navios. Tirar e4 da fileira deixa f4 ver d4: pare e4 onde ele mesmo ainda veja d4 (na coluna ou numa diagonal).
lesson-archimedes-3-1-right = A fileira está aberta: f4, o navio que você moveu e a1 veem d4, e ele afunda.
lesson-amazons-1-title = Mover, depois atirar
lesson-amazons-1-summary = Um turno é um movimento de rainha e depois uma flecha atirada de onde a amazona parou.
lesson-amazons-1-1-prompt = Toque na sua amazona em b1 e depois em b4 para movê-la até lá. Depois toque em b1 para atirar uma flecha de volta na casa que ela deixou.
lesson-amazons-1-1-wrong = Não é esse: leve a amazona de b1 até b4 e depois atire a flecha dela de volta para b1. A flecha voa como uma rainha a partir de onde a amazona parou.
lesson-amazons-1-1-right = Isso é um turno completo: a amazona se moveu, e a flecha dela bloqueia b1 para sempre.
lesson-amazons-2-title = Prenda a amazona
lesson-amazons-2-summary = Uma amazona sem nenhuma casa livre ao lado nunca mais pode se mover.
lesson-amazons-2-1-prompt = A amazona preta em a6 tem uma única saída: b6. Feche-a com a sua amazona ou com a sua flecha.
lesson-amazons-2-1-wrong = A amazona em a6 ainda pode escapar por b6. Pare em b6 ou atire uma flecha lá.
lesson-amazons-2-1-right = Presa: a amazona em a6 nunca mais pode se mover.
lesson-amazons-2-2-prompt = A amazona preta em f6 tem duas saídas: e5 e f5. Feche as duas em um só turno: pare em uma e atire sua flecha na outra.
lesson-amazons-2-2-wrong = A amazona em f6 ainda consegue sair. Sua amazona deve parar em e5 ou f5, e a flecha dela fechar a outra casa.
lesson-amazons-2-2-right = Presa em um só turno: a amazona fechou uma casa e a flecha dela, a outra.
lesson-amazons-3-title = Feche a sala: o último lance
lesson-amazons-3-summary = Quem não pode se mover perde: tire do outro lado a última casa livre.
lesson-amazons-3-1-prompt = Três amazonas pretas já estão cercadas; a de a6 ainda tem b6. Feche a sala dela, e as pretas ficam sem lances.
lesson-amazons-3-1-wrong = As pretas ainda podem jogar: a amazona de a6 sai para b6. Tire essa casa dela.
lesson-amazons-3-1-right = As pretas não têm nenhum lance legal e perdem: todas as casas que as pretas poderiam usar acabaram.
lesson-loa-1-title = Conte as peças na linha
lesson-loa-1-summary = Uma peça anda exatamente tantas casas quantas são as peças na sua linha.
lesson-loa-1-1-prompt = Mova a peça de b1 para cima, em linha reta pela coluna dela. Quantas casas? Conte todas as peças da coluna b, das duas cores, incluindo ela mesma.
lesson-loa-1-1-wrong = A coluna b tem duas peças (b1 e b8), então a peça de b1 sobe exatamente duas casas: até b3.
lesson-loa-1-1-right = Duas peças na coluna, duas casas.
lesson-loa-2-title = Captura
lesson-loa-2-summary = Parar sobre uma peça inimiga a captura.
lesson-loa-2-1-prompt = Capture a peça branca em d6 com a sua peça em d4.
lesson-loa-2-1-wrong = Isso não capturou nada. A coluna d tem duas peças, d4 e d6: subindo por ela, sua peça anda exatamente duas casas e para em d6.
lesson-loa-2-1-right = Capturada: uma peça que anda exatamente o número contado pode parar sobre uma inimiga e capturá-la.
lesson-loa-2-2-prompt = Agora numa diagonal: capture a peça branca em e5 com a sua peça em c3.
lesson-loa-2-2-wrong = Isso não capturou nada. A diagonal de c3 a e5 tem duas peças, c3 e e5: por ela, sua peça anda exatamente duas casas e para em e5.
lesson-loa-2-2-right = Capturada pela diagonal: as peças de uma diagonal são contadas do mesmo jeito.
lesson-loa-3-title = Conecte
lesson-loa-3-summary = Junte todas as suas peças em um só grupo para vencer.
lesson-loa-3-1-prompt = Suas peças em d4 e d5 se tocam; a de g5 está separada. Leve-a para junto delas e vença.
lesson-loa-3-1-wrong = Suas peças ainda não estão todas se tocando. A fileira 5 tem duas peças, então g5 anda duas casas por ela: até e5, ao lado de d5 e d4.
lesson-loa-3-1-right = Todas as suas peças formam um só grupo: você venceu.
