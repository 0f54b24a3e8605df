//! Archimedes: a naval battle of lines of sight.
//!
//! Each side commands a fleet of ships that sail like chess queens. No ship captures by
//! landing on another: a ship is sunk when it sees three or more enemy ships at once.
//!
//! ```
//! use skillgames_archimedes::Archimedes6;
//! use skillgames_core::{Game, Player};
//!
//! let mut game = Archimedes6::start();
//! assert_eq!(game.fen(), "3BB1/3BBB/4BB/WW4/WWW3/1WW3 w 0 0");
//! let mv = game.parse_move("c2-d3")?;
//! game.try_play(mv)?;
//! assert_eq!(game.turn(), Player::Black);
//! assert_eq!(game.count_legal_moves(), 29);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! # The crate
//!
//! - The rules (`position.rs`, `moves.rs`) depend only on `skillgames-core`: no search, no
//!   presentation, no I/O.
//! - [`evaluation`]: how the computer judges a position, and its difficulty levels as data.
//! - [`GAME`]: Archimedes in the catalogue (names, boards, levels, the how-to-play text, the
//!   sentence for each ending, what the match arena and `skillgames bench` need), with its
//!   game-neutral view (`skillgames_play::Present`).
//!
//! # Rules, with every detail fixed
//!
//! - **Boards** 6x6, 8x8 and 10x10 ([`Archimedes6`], [`Archimedes8`], [`Archimedes10`]).
//!   White is the fleet in the bottom-left corner and moves first; Black's fleet is the mirror
//!   image through the centre. With `k = size / 2`, White's ships stand on every square
//!   `(x, y)` (from `a1` = `(0, 0)`) with `x + y <= k`, except the corner `(0, 0)` and the edge
//!   squares `(k, 0)` and `(0, k)`: 7, 12 and 18 ships.
//! - **Moving.** A ship slides like a queen over empty squares to an empty square.
//! - **Sight.** A ship sees, in each of the eight directions, the first ship on that line,
//!   friend or enemy, at any distance.
//! - **Sinking.** After every move, every ship of either side that sees three or more enemy
//!   ships is sunk. All such ships are removed together (a ship that helped sink another can
//!   sink in the same wave), then the check repeats until nothing more sinks. A ship that moves
//!   into a square watched by three enemies sinks at once; moving out of a line can sink a ship
//!   of either side by opening a view.
//! - **End**, checked in this order after every move:
//!   1. a side with fewer than three ships loses; both at once is a draw (reason `fleet`);
//!   2. after 50 plies in a row without a sinking, the larger fleet wins and equal fleets draw
//!      (reason `quiet`);
//!   3. the side to move with no legal move loses (reason `nomoves`).
//! - **Position text** counts in `<quiet>` the plies since the last sinking. Text describing a
//!   position that cannot occur is refused: more ships than a fleet, a ship that already sees
//!   three enemies, a quiet count past 50, or a side to move that does not match the ply
//!   (White moves at even plies).

mod catalogue;
#[cfg(feature = "engine")]
pub mod evaluation;
mod levels;
mod moves;
mod position;
mod teach;

#[cfg(feature = "engine")]
pub use catalogue::ENGINE;
pub use catalogue::{GAME, GUIDE};
pub use levels::SHIP;
pub use moves::Move;
pub use position::{
    Archimedes, EndReason, MIN_FLEET, Outcome, QUIET_LIMIT, Sinking, WATCHERS_TO_SINK,
};
use skillgames_core::{Board6, Board8, Board10};
pub use teach::{LESSONS, THEMES};

/// Archimedes on the 6x6 board (Quick, 7 ships each), the default.
pub type Archimedes6 = Archimedes<Board6>;
/// Archimedes on the 8x8 board (Classic, 12 ships each).
pub type Archimedes8 = Archimedes<Board8>;
/// Archimedes on the 10x10 board (Big, 18 ships each).
pub type Archimedes10 = Archimedes<Board10>;
