//! A game on one of its boards: the only way to name a board size, so that only sizes a game
//! is played on can be constructed.

use crate::catalogue::{Board, GameInfo};
use crate::{ParseFenError, Rules};
use std::fmt;

/// Why a game name or size was refused.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum VariantError {
    /// Not one of the games.
    #[error("unknown game {found:?}: expected {expected}")]
    UnknownGame {
        /// The name asked for, shortened.
        found: String,
        /// The games there are.
        expected: String,
    },
    /// The game is not played on that board.
    #[error("{game} is played on {sizes}, not {found:?}")]
    UnsupportedSize {
        /// The game's protocol name.
        game: &'static str,
        /// The sizes it supports, as text.
        sizes: String,
        /// The size asked for, shortened.
        found: String,
    },
}

/// A game and one of its boards. Made by [`GameInfo::variant`] and friends, so it always names
/// a board the game is played on.
#[derive(Clone, Copy)]
pub struct Variant {
    game: &'static GameInfo,
    board: &'static Board,
}

impl Variant {
    pub(crate) fn from_parts(game: &'static GameInfo, board: &'static Board) -> Self {
        Variant { game, board }
    }

    /// The game.
    #[must_use]
    pub fn game(self) -> &'static GameInfo {
        self.game
    }

    /// The board.
    #[must_use]
    pub fn board(self) -> &'static Board {
        self.board
    }

    /// Files (and ranks) of the board.
    #[must_use]
    pub fn size(self) -> u8 {
        self.board.size
    }

    /// A game of this variant at its start, or at `fen`, played by the rules (a session with
    /// the computer comes from the catalogue's [`Engines`](crate::Engines)).
    ///
    /// # Errors
    /// When `fen` is not a possible position of this variant.
    pub fn rules(self, fen: Option<&str>) -> Result<Box<dyn Rules>, ParseFenError> {
        (self.board.rules)(self, fen)
    }
}

impl PartialEq for Variant {
    fn eq(&self, other: &Self) -> bool {
        self.game.name == other.game.name && self.board.size == other.board.size
    }
}

impl Eq for Variant {}

impl std::hash::Hash for Variant {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        self.game.name.hash(state);
        self.board.size.hash(state);
    }
}

impl fmt::Debug for Variant {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Variant({self})")
    }
}

/// `amazons 8x8`.
impl fmt::Display for Variant {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} {}x{}", self.game.name, self.size(), self.size())
    }
}
