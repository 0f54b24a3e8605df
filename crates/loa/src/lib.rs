//! Lines of Action: a connection game where a piece moves exactly as far as its line is full.
//!
//! ```
//! use skillgames_loa::Loa;
//! use skillgames_core::{Game, Player};
//!
//! let mut game = Loa::start();
//! assert_eq!(game.fen(), "1BBBBBB1/W6W/W6W/W6W/W6W/W6W/W6W/1BBBBBB1 b 0 0");
//! assert_eq!(game.turn(), Player::Black);
//! let capture = game.parse_move("c1-a3")?; // a capture may be written with '-'
//! assert_eq!(capture.to_string(), "c1xa3"); // and is always written with 'x'
//! game.try_play(capture)?;
//! assert_eq!(game.pieces(Player::White).count(), 11);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! # The crate
//!
//! - The rules (`position.rs`, `moves.rs`) depend only on `skillgames-core`: no search, no
//!   presentation, no I/O.
//! - [`evaluation`]: how the computer judges a position, and its difficulty levels as data.
//! - [`GAME`]: Lines of Action in the catalogue (names, boards, levels, the how-to-play text, the
//!   sentence for each ending, what the match arena and `skillgames bench` need), with its
//!   game-neutral view (`skillgames_play::Present`).
//!
//! # Rules, with every detail fixed
//!
//! - **Board** 8x8. Black stands on b1-g1 and b8-g8 and moves first; White on a2-a7 and h2-h7.
//! - **Moving.** A piece moves in a straight line (any of eight directions) exactly as many
//!   squares as there are pieces, of both colours and itself included, on that whole line. It
//!   may jump its own pieces but never an enemy piece, may land on an enemy piece (capturing
//!   it) but never on its own, and never leaves the board.
//! - **End**, checked after every move: if the mover's pieces are all connected
//!   (eight-neighbourhood; a single piece is connected) the mover wins, even if the opponent's
//!   are connected too; otherwise if the opponent's pieces are connected (after a capture) the
//!   opponent wins (reason `connected`); otherwise after the 300th ply the game is drawn
//!   (reason `movelimit`). The side to move with no legal move loses (reason `nomoves`). There
//!   is no repetition rule.
//! - **Notation** `b1-d3`, and `c1xa3` for a capture; input may write a capture with `-` too,
//!   but `x` on a move that captures nothing is refused.
//! - **Position text** counts in `<quiet>` the plies since the last capture. Text is refused
//!   with arrows, with a side holding no pieces or more than twelve, past ply 300, or with a
//!   side to move that does not match the ply (Black moves at even plies).

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
pub use levels::CONCENTRATION;
pub use moves::Move;
pub use position::{Capture, EndReason, Loa, MOVE_LIMIT, Outcome, PIECES_PER_SIDE, is_connected};
pub use teach::{LESSONS, THEMES};

/// A square of the 8x8 board.
pub type Square = skillgames_core::Square<skillgames_core::Board8>;
/// A set of squares of the 8x8 board.
pub type Bitboard = skillgames_core::Bitboard<skillgames_core::Board8>;
