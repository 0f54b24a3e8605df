//! Amazons: queens that move, then shoot an arrow that blocks a square for good.
//!
//! ```
//! use skillgames_amazons::Amazons6;
//! use skillgames_core::{perft, Game};
//!
//! let mut game = Amazons6::start();
//! assert_eq!(game.fen(), "1B2B1/B4B/6/6/W4W/1W2W1 w 0 0");
//! assert_eq!(game.count_legal_moves(), 544);
//! game.try_play(game.parse_move("b1-b4/b1")?)?; // the arrow may fly back to the square left
//! assert_eq!(game.fen(), "1B2B1/B4B/1W4/6/W4W/1X2W1 b 1 1");
//! assert_eq!(perft(&game, 1), 417);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! # The crate
//!
//! - The rules (`position.rs`, `moves.rs`) depend only on `skillgames-core`: no search, no
//!   presentation, no I/O.
//! - [`evaluation`]: how the computer judges a position, and its difficulty levels as data.
//! - [`GAME`]: Amazons in the catalogue (names, boards, levels, the how-to-play text, the
//!   sentence for each ending, what the match arena and `skillgames bench` need), with its
//!   game-neutral view (`skillgames_play::Present`).
//!
//! # Rules, with every detail fixed
//!
//! - **Boards** 6x6, 8x8 and 10x10 ([`Amazons6`], [`Amazons8`], [`Amazons10`]), four amazons a
//!   side. White starts at the bottom and moves first: 6x6 a2 f2 b1 e1, 8x8 a3 h3 c1 f1,
//!   10x10 a4 j4 d1 g1; Black stands on the same squares mirrored top to bottom.
//! - **A turn** is a queen slide of one's own amazon over empty squares to an empty square,
//!   then an arrow shot by that amazon from its landing square, also along a queen line over
//!   empty squares. The square the amazon just left counts as empty. Arrows stay for good.
//! - **End.** The side to move with no legal move loses (reason `nomoves`). There are no draws.
//! - **Position text** uses `X` for arrows. Since every ply shoots one arrow and nothing is ever
//!   captured, text is refused unless each side has four amazons, the arrows number the plies,
//!   the quiet count equals the ply count, and the side to move matches the ply (White moves at
//!   even plies).

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
pub use levels::SQUARE;
pub use moves::Move;
pub use position::{AMAZONS_PER_SIDE, Amazons, EndReason, Outcome};
use skillgames_core::{Board6, Board8, Board10};
pub use teach::{LESSONS, THEMES};

/// Amazons on the 6x6 board (Quick), the default.
pub type Amazons6 = Amazons<Board6>;
/// Amazons on the 8x8 board (Medium).
pub type Amazons8 = Amazons<Board8>;
/// Amazons on the 10x10 board (Classic: the original board and start).
pub type Amazons10 = Amazons<Board10>;
