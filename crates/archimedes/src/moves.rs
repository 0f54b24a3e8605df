//! Archimedes moves: a ship slides like a queen, written `c3-e5`.

use skillgames_core::{Geometry, MoveError, Square};
use std::fmt;
use std::str::FromStr;

/// A ship's move from one square to another along a queen line.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Move<G: Geometry> {
    /// Where the ship stands.
    pub from: Square<G>,
    /// Where it lands.
    pub to: Square<G>,
}

/// What a move looks like, for error messages.
pub(crate) const MOVE_SYNTAX: &str = "a move like c3-e5";

impl<G: Geometry> FromStr for Move<G> {
    type Err = MoveError;

    /// Reads `c3-e5` without checking legality.
    ///
    /// # Errors
    /// [`MoveError::Syntax`] when `text` is not two squares of this board joined by `-`.
    fn from_str(text: &str) -> Result<Self, MoveError> {
        let syntax = || MoveError::syntax(text, MOVE_SYNTAX);
        let (from, rest) = Square::parse_prefix(text).map_err(|_| syntax())?;
        let to = rest
            .strip_prefix('-')
            .ok_or_else(syntax)?
            .parse()
            .map_err(|_| syntax())?;
        Ok(Move { from, to })
    }
}

impl<G: Geometry> fmt::Display for Move<G> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}-{}", self.from, self.to)
    }
}
