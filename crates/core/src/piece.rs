//! What can stand on a square.

use crate::player::Player;

/// What can stand on a square.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Piece {
    /// A piece (ship, amazon, stone) of `Player`.
    Stone(Player),
    /// An Amazons arrow: a permanently blocked square.
    Arrow,
}

impl Piece {
    /// The letter used in position text: `W`, `B` or `X`.
    #[must_use]
    pub const fn letter(self) -> char {
        match self {
            Piece::Stone(p) => p.letter(),
            Piece::Arrow => 'X',
        }
    }

    /// The piece written as `letter`, if any.
    #[must_use]
    pub const fn from_letter(letter: char) -> Option<Piece> {
        match letter {
            'W' => Some(Piece::Stone(Player::White)),
            'B' => Some(Piece::Stone(Player::Black)),
            'X' => Some(Piece::Arrow),
            _ => None,
        }
    }

    /// The owner of a stone; `None` for an arrow.
    #[must_use]
    pub const fn owner(self) -> Option<Player> {
        match self {
            Piece::Stone(p) => Some(p),
            Piece::Arrow => None,
        }
    }

    /// `0` white stone, `1` black stone, `2` arrow: an index into per-piece tables.
    #[must_use]
    pub const fn index(self) -> usize {
        match self {
            Piece::Stone(Player::White) => 0,
            Piece::Stone(Player::Black) => 1,
            Piece::Arrow => 2,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn letters_round_trip() {
        for letter in ['W', 'B', 'X'] {
            assert_eq!(Piece::from_letter(letter).map(Piece::letter), Some(letter));
        }
        assert_eq!(Piece::from_letter('w'), None);
    }
}
