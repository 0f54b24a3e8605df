//! Amazons moves: an amazon slides like a queen and shoots an arrow, written `d1-d7/g7`.

use skillgames_core::{Geometry, MoveError, Square};
use std::fmt;
use std::str::FromStr;

/// A whole Amazons turn: the amazon's slide and the arrow it shoots from where it lands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Move<G: Geometry> {
    /// Where the amazon stands.
    pub from: Square<G>,
    /// Where it lands.
    pub to: Square<G>,
    /// Where its arrow lands.
    pub arrow: Square<G>,
}

pub(crate) const MOVE_SYNTAX: &str = "a move like d1-d7/g7 (from-to/arrow)";

impl<G: Geometry> FromStr for Move<G> {
    type Err = MoveError;

    /// Reads `d1-d7/g7` without checking legality.
    ///
    /// # Errors
    /// [`MoveError::Syntax`] when `text` is not three squares of this board written
    /// `from-to/arrow`.
    fn from_str(text: &str) -> Result<Self, MoveError> {
        let syntax = || MoveError::syntax(text, MOVE_SYNTAX);
        let (from, rest) = Square::parse_prefix(text).map_err(|_| syntax())?;
        let rest = rest.strip_prefix('-').ok_or_else(syntax)?;
        let (to, rest) = Square::parse_prefix(rest).map_err(|_| syntax())?;
        let arrow = rest
            .strip_prefix('/')
            .ok_or_else(syntax)?
            .parse()
            .map_err(|_| syntax())?;
        Ok(Move { from, to, arrow })
    }
}

impl<G: Geometry> fmt::Display for Move<G> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}-{}/{}", self.from, self.to, self.arrow)
    }
}
