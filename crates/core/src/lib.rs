//! Shared vocabulary of the skillgames rules engines.
//!
//! Every game implements [`Game`]: a position that knows its side to move, legal moves, outcome
//! (with the game's own [`EndReason`]s), the events its moves cause, Zobrist hash, notation and
//! position text. Search, the engine protocol and the app are written against that trait alone.
//!
//! Board sizes are types ([`Board6`], [`Board8`], [`Board10`]), so squares and bitboards of
//! different sizes never mix and each size compiles to its own fast code.
//!
//! ```
//! use skillgames_core::{Bitboard, Board8, Square};
//!
//! let c3: Square<Board8> = "c3".parse()?;
//! let blockers: Bitboard<Board8> = ["c5", "f3"].iter().map(|s| s.parse().unwrap()).collect();
//! let moves = Bitboard::queen_moves(c3, blockers);
//! assert!(moves.contains("c4".parse()?) && !moves.contains("c5".parse()?));
//! assert_eq!(moves.count(), 18);
//! # Ok::<(), skillgames_core::ParseSquareError>(())
//! ```

mod bitboard;
mod bits;
pub mod conformance;
mod game;
mod geometry;
mod perft;
mod piece;
mod player;
mod setup;
mod square;
pub mod zobrist;

pub use bitboard::{Bitboard, Squares};
pub use bits::Bits;
pub use game::{Events, Game, Ignore, MoveError, MoveSquares, PlayError};
pub use geometry::{Board6, Board8, Board10, Direction, Geometry, MAX_SQUARES, Tables};
pub use perft::{perft, perft_divide};
pub use piece::Piece;
pub use player::{EndReason, Outcome, Player};
pub use setup::{Counter, MAX_FEN_LEN, MAX_PLY, ParseFenError, PositionError, Setup};
pub use square::{Coord, ParseSquareError, Square};

/// Longest piece of user input echoed back in an error message.
const ECHO_LIMIT: usize = 24;

/// `text` cut to a length fit for an error message.
pub(crate) fn shorten(text: &str) -> String {
    match text.char_indices().nth(ECHO_LIMIT) {
        Some((end, _)) => format!("{}...", &text[..end]),
        None => text.to_owned(),
    }
}
