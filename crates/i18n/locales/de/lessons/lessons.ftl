# Each game's lessons (its crate's LESSONS): written from the games' crates by
# crates/catalogue/tests/texts.rs; the ids are lesson-<game>-<lesson>-title, -summary
# and lesson-<game>-<lesson>-<step>-prompt, -wrong (after a move that misses the goal)
# and -right (when it is reached).
# dynamic: lesson-
lesson-archimedes-1-title = Drei im Blick versenken ein Schiff
lesson-archimedes-1-summary = Ein Schiff sinkt, wenn drei feindliche Schiffe es gleichzeitig sehen.
lesson-archimedes-1-1-prompt = Deine Schiffe auf a1 und d1 sehen bereits das schwarze Schiff auf d4. Zieh ein Schiff so, dass drei deiner Schiffe d4 sehen.
lesson-archimedes-1-1-wrong = d4 sieht immer noch nur zwei deiner Schiffe. Ein Schiff sieht entlang seiner Reihe, seiner Spalte und beider Diagonalen, bis zum ersten Schiff im Weg: Such ein Feld auf einer freien Linie zu d4.
lesson-archimedes-1-1-right = Drei deiner Schiffe sehen d4, und es sinkt.
lesson-archimedes-2-title = Ein sicheres Feld
lesson-archimedes-2-summary = Zieh nie dorthin, wo dich drei feindliche Schiffe sehen können.
lesson-archimedes-2-1-prompt = Das Feld c3 haben drei schwarze Schiffe im Blick (c6, e5 und f3). Zieh ein Schiff auf ein Feld, auf dem es nicht untergeht.
lesson-archimedes-2-1-wrong = Dein Schiff ist dort gelandet, wo drei schwarze Schiffe es sehen, und ist gesunken. Schau vor dem Zug von dem Feld, auf das du willst, alle acht Linien entlang und zähle die schwarzen Schiffe an ihren Enden.
lesson-archimedes-2-1-right = Sicher: Weniger als drei schwarze Schiffe sehen dein Schiff.
lesson-archimedes-3-title = Öffne die Linie
lesson-archimedes-3-summary = Wer ein Schiff aus einer Linie zieht, kann eine Sicht öffnen und das Schiff dahinter versenken.
lesson-archimedes-3-1-prompt = Dein Schiff auf e4 steht zwischen deinem Schiff auf f4 und dem schwarzen Schiff auf d4. Zieh es aus der Reihe auf eine andere Linie zu d4, sodass drei deiner Schiffe d4 sehen.
lesson-archimedes-3-1-wrong = d4 sieht immer noch weniger als drei deiner Schiffe. Ziehst du e4 aus der Reihe, sieht f4 das Schiff auf d4: Stell e4 dort ab, wo es d4 selbst noch sieht (auf der Spalte oder einer Diagonale).
lesson-archimedes-3-1-right = Die Reihe ist offen: f4, das gezogene Schiff und a1 sehen alle d4, und es sinkt.
lesson-amazons-1-title = Ziehen, dann schießen
lesson-amazons-1-summary = Ein Zug ist ein Damenzug und dann ein Pfeilschuss vom Landefeld der Amazone aus.
lesson-amazons-1-1-prompt = Tippe auf deine Amazone auf b1 und dann auf b4, um sie dorthin zu ziehen. Tippe danach auf b1, um einen Pfeil zurück auf das Feld zu schießen, das sie verlassen hat.
lesson-amazons-1-1-wrong = Nicht so: Zieh die Amazone von b1 hinauf nach b4 und schieß dann ihren Pfeil zurück nach b1. Der Pfeil fliegt wie eine Dame vom Landefeld der Amazone aus.
lesson-amazons-1-1-right = Das ist ein ganzer Zug: Die Amazone hat gezogen, und ihr Pfeil sperrt b1 für immer.
lesson-amazons-2-title = Sperr die Amazone ein
lesson-amazons-2-summary = Eine Amazone ohne freies Nachbarfeld kann nie wieder ziehen.
lesson-amazons-2-1-prompt = Die schwarze Amazone auf a6 hat einen Ausweg: b6. Versperr ihn mit deiner Amazone oder deinem Pfeil.
lesson-amazons-2-1-wrong = Die Amazone auf a6 kann immer noch über b6 entwischen. Zieh auf b6 oder schieß einen Pfeil dorthin.
lesson-amazons-2-1-right = Eingesperrt: Die Amazone auf a6 kann nie wieder ziehen.
lesson-amazons-2-2-prompt = Die schwarze Amazone auf f6 hat zwei Auswege: e5 und f5. Versperr beide in einem Zug: Zieh auf das eine Feld und schieß deinen Pfeil auf das andere.
lesson-amazons-2-2-wrong = Die Amazone auf f6 kommt immer noch heraus. Deine Amazone muss auf e5 oder f5 landen und ihr Pfeil das andere Feld versperren.
lesson-amazons-2-2-right = In einem Zug eingesperrt: Die Amazone hat das eine Feld versperrt und ihr Pfeil das andere.
lesson-amazons-3-title = Schließ den Raum: der letzte Zug
lesson-amazons-3-summary = Wer nicht ziehen kann, verliert: Nimm der Gegenseite ihr letztes freies Feld.
lesson-amazons-3-1-prompt = Drei schwarze Amazonen sind schon eingemauert; die auf a6 hat noch b6. Schließ ihren Raum, und Schwarz hat keinen Zug mehr.
lesson-amazons-3-1-wrong = Schwarz kann noch ziehen: Die Amazone auf a6 entkommt nach b6. Nimm ihr dieses Feld.
lesson-amazons-3-1-right = Schwarz hat keinen gültigen Zug mehr und verliert: Jedes Feld, das Schwarz nutzen könnte, ist weg.
lesson-loa-1-title = Zähle die Steine auf der Linie
lesson-loa-1-summary = Ein Stein zieht genau so viele Felder weit, wie Steine auf seiner Linie stehen.
lesson-loa-1-1-prompt = Zieh den Stein auf b1 in seiner Spalte gerade nach oben. Wie weit? Zähle jeden Stein in Spalte b, beider Farben, ihn selbst eingeschlossen.
lesson-loa-1-1-wrong = In Spalte b stehen zwei Steine (b1 und b8), also zieht der Stein auf b1 genau zwei Felder nach oben: nach b3.
lesson-loa-1-1-right = Zwei Steine in der Spalte, zwei Felder.
lesson-loa-2-title = Schlagen
lesson-loa-2-summary = Wer auf einem feindlichen Stein landet, schlägt ihn.
lesson-loa-2-1-prompt = Schlag den weißen Stein auf d6 mit deinem Stein auf d4.
lesson-loa-2-1-wrong = Damit hast du nichts geschlagen. In Spalte d stehen zwei Steine, d4 und d6: Nach oben zieht dein Stein genau zwei Felder und landet auf d6.
lesson-loa-2-1-right = Geschlagen: Ein Stein, der genau so weit zieht, wie er zählt, darf auf einem feindlichen Stein landen und ihn schlagen.
lesson-loa-2-2-prompt = Jetzt entlang einer Diagonale: Schlag den weißen Stein auf e5 mit deinem Stein auf c3.
lesson-loa-2-2-wrong = Damit hast du nichts geschlagen. Auf der Diagonale von c3 nach e5 stehen zwei Steine, c3 und e5: Entlang dieser Diagonale zieht dein Stein genau zwei Felder und landet auf e5.
lesson-loa-2-2-right = Entlang der Diagonale geschlagen: Die Steine auf einer Diagonale werden genauso gezählt.
lesson-loa-3-title = Verbinden
lesson-loa-3-summary = Vereine alle deine Steine zu einer Gruppe, um zu gewinnen.
lesson-loa-3-1-prompt = Deine Steine auf d4 und d5 berühren sich; der auf g5 steht abseits. Bring ihn zu ihnen und gewinne.
lesson-loa-3-1-wrong = Deine Steine berühren sich noch nicht alle. In Reihe 5 stehen zwei Steine, also zieht g5 zwei Felder entlang der Reihe: nach e5, neben d5 und d4.
lesson-loa-3-1-right = Alle deine Steine bilden eine Gruppe: Du gewinnst.
