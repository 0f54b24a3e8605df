# Each game's lessons (its crate's LESSONS): written from the games' crates by
# crates/catalogue/tests/texts.rs; the ids are lesson-<game>-<lesson>-title, -summary
# and lesson-<game>-<lesson>-<step>-prompt, -wrong (after a move that misses the goal)
# and -right (when it is reached).
# dynamic: lesson-
lesson-archimedes-1-title = Three in sight sink a ship
lesson-archimedes-1-summary = A ship sinks when three enemy ships see it at once.
lesson-archimedes-1-1-prompt = Your ships on a1 and d1 already see the black ship on d4. Move a ship so that three of your ships see d4.
lesson-archimedes-1-1-wrong = d4 still sees only two of your ships. A ship sees along its row, its column and both diagonals, up to the first ship in the way: find a square on a clear line to d4.
lesson-archimedes-1-1-right = Three of your ships see d4, and it sinks.
lesson-archimedes-2-title = A safe square
lesson-archimedes-2-summary = Never land where three enemy ships can see you.
lesson-archimedes-2-1-prompt = The square c3 is watched by three black ships (c6, e5 and f3). Move a ship to a square where it stays afloat.
lesson-archimedes-2-1-wrong = Your ship landed where three black ships see it, and sank. Before you move, look down all eight lines from the square you want and count the black ships at their ends.
lesson-archimedes-2-1-right = Safe: fewer than three black ships see your ship.
lesson-archimedes-3-title = Open the line
lesson-archimedes-3-summary = Moving a ship out of a line can open a view and sink the ship behind it.
lesson-archimedes-3-1-prompt = Your ship on e4 stands between your ship on f4 and the black ship on d4. Move it off the row, onto another line to d4, so that three of your ships see d4.
lesson-archimedes-3-1-wrong = d4 still sees fewer than three of your ships. Moving e4 off the row lets f4 see d4: land it where it still sees d4 itself (on the column or a diagonal).
lesson-archimedes-3-1-right = The row is open: f4, the ship you moved and a1 all see d4, and it sinks.
lesson-amazons-1-title = Move, then shoot
lesson-amazons-1-summary = A turn is a queen's move and then an arrow shot from where the amazon lands.
lesson-amazons-1-1-prompt = Tap your amazon on b1, then b4 to move it there. Then tap b1 to shoot an arrow back onto the square it left.
lesson-amazons-1-1-wrong = Not that one: take the amazon on b1 up to b4, then shoot its arrow back down to b1. The arrow flies like a queen from where the amazon landed.
lesson-amazons-1-1-right = That is a whole turn: the amazon moved, and its arrow blocks b1 for good.
lesson-amazons-2-title = Trap the amazon
lesson-amazons-2-summary = An amazon with no free square next to it can never move again.
lesson-amazons-2-1-prompt = The black amazon on a6 has one way out: b6. Close it with your amazon or your arrow.
lesson-amazons-2-1-wrong = The amazon on a6 can still slip out through b6. Land on b6, or shoot an arrow onto it.
lesson-amazons-2-1-right = Trapped: the amazon on a6 can never move again.
lesson-amazons-2-2-prompt = The black amazon on f6 has two ways out: e5 and f5. Close both in one turn: land on one, and shoot your arrow onto the other.
lesson-amazons-2-2-wrong = The amazon on f6 can still get out. Your amazon must land on e5 or f5, and its arrow close the other one.
lesson-amazons-2-2-right = Trapped with one turn: the amazon closed one square and its arrow the other.
lesson-amazons-3-title = Seal the room: the last move
lesson-amazons-3-summary = The side that cannot move loses: take the other side's last free square.
lesson-amazons-3-1-prompt = Three black amazons are already walled in; the one on a6 still has b6. Seal its room and Black has no move left.
lesson-amazons-3-1-wrong = Black can still move: the amazon on a6 steps out to b6. Take that square away.
lesson-amazons-3-1-right = Black has no legal move, and loses: every square Black could use is gone.
lesson-loa-1-title = Count the pieces on the line
lesson-loa-1-summary = A piece moves exactly as many squares as there are pieces on its line.
lesson-loa-1-1-prompt = Move the piece on b1 straight up its column. How far? Count every piece in column b, of both colours, itself included.
lesson-loa-1-1-wrong = Column b holds two pieces (b1 and b8), so the piece on b1 moves exactly two squares up it: to b3.
lesson-loa-1-1-right = Two pieces on the column, two squares.
lesson-loa-2-title = Capture
lesson-loa-2-summary = Landing on an enemy piece captures it.
lesson-loa-2-1-prompt = Capture the white piece on d6 with your piece on d4.
lesson-loa-2-1-wrong = That captured nothing. Column d holds two pieces, d4 and d6: moving up it your piece goes exactly two squares, and lands on d6.
lesson-loa-2-1-right = Captured: a piece moving its exact count may land on an enemy and take it.
lesson-loa-2-2-prompt = Now along a diagonal: capture the white piece on e5 with your piece on c3.
lesson-loa-2-2-wrong = That captured nothing. The diagonal from c3 to e5 holds two pieces, c3 and e5: along it your piece goes exactly two squares, and lands on e5.
lesson-loa-2-2-right = Captured along the diagonal: a diagonal's pieces are counted the same way.
lesson-loa-3-title = Connect
lesson-loa-3-summary = Join all your pieces into one group to win.
lesson-loa-3-1-prompt = Your pieces on d4 and d5 touch; the one on g5 is apart. Bring it next to them and win.
lesson-loa-3-1-wrong = Your pieces are not all touching yet. Row 5 holds two pieces, so g5 moves two squares along it: to e5, next to d5 and d4.
lesson-loa-3-1-right = All your pieces form one group: you win.
