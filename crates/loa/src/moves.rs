//! Lines of Action moves: `b1-d3`, and `c1xa3` for a capture.

use crate::Square;
use skillgames_core::MoveError;
use std::fmt;
use std::str::FromStr;

/// A piece's move along a line, exactly as far as the line holds pieces.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Move {
    /// Where the piece stands.
    pub from: Square,
    /// Where it lands.
    pub to: Square,
    /// Whether it lands on (and captures) an enemy piece.
    pub capture: bool,
}

pub(crate) const MOVE_SYNTAX: &str = "a move like b1-d3, or c1xa3 for a capture";

impl FromStr for Move {
    type Err = MoveError;

    /// Reads `b1-d3` or `c1xa3` without checking legality; `capture` is set when the text says
    /// `x` (a capture may also be written with `-`: [`Game::complete_move`](skillgames_core::Game::complete_move)
    /// then sets it).
    ///
    /// # Errors
    /// [`MoveError::Syntax`] when `text` is not two squares joined by `-` or `x`.
    fn from_str(text: &str) -> Result<Self, MoveError> {
        let syntax = || MoveError::syntax(text, MOVE_SYNTAX);
        let (from, rest) = Square::parse_prefix(text).map_err(|_| syntax())?;
        let (marked, rest) = match rest.as_bytes().first() {
            Some(b'-') => (false, &rest[1..]),
            Some(b'x') => (true, &rest[1..]),
            _ => return Err(syntax()),
        };
        let to = rest.parse().map_err(|_| syntax())?;
        Ok(Move {
            from,
            to,
            capture: marked,
        })
    }
}

impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let sep = if self.capture { 'x' } else { '-' };
        write!(f, "{}{sep}{}", self.from, self.to)
    }
}
