//! The one mapping between the protocol's seats and a game's sides. The server seats players
//! as "first to move" ([`Colour::White`]) and "second" ([`Colour::Black`]); each game names
//! its sides itself, and not every game lets White start (Black moves first in Lines of
//! Action). The page translates here, with the game's first side (`GameInfo::first` in the
//! catalogue), so that a player who picks Black is seated on Black; the server, which seats
//! players by the protocol's seats, names a side's seat the same way (`Colour::of_side`).
//!
//! ```
//! use skillgames_core::Player;
//! use skillgames_online::{Colour, ColourChoice};
//!
//! // Lines of Action: Black moves first, so Black is the protocol's first seat.
//! let first = Player::Black;
//! assert_eq!(Colour::White.side(first), Player::Black);
//! assert_eq!(Colour::of_side(Player::White, first), Colour::Black);
//! assert_eq!(ColourChoice::of_side(Some(Player::Black), first), ColourChoice::White);
//! assert_eq!(ColourChoice::of_side(None, first), ColourChoice::Random);
//! ```

use serde::{Deserialize, Serialize};
use skillgames_core::Player;

/// A seat at the board, in the messages: the side that moves first or the other, whatever the
/// game calls it ([`Colour::side`] names it with the game's first side).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Colour {
    /// The side that moves first (Black in Lines of Action).
    White,
    /// The side that moves second.
    Black,
}

impl Colour {
    /// The other side.
    #[must_use]
    pub fn other(self) -> Colour {
        match self {
            Colour::White => Colour::Black,
            Colour::Black => Colour::White,
        }
    }

    /// The side to move after `ply` moves.
    #[must_use]
    pub fn to_move(ply: usize) -> Colour {
        if ply.is_multiple_of(2) {
            Colour::White
        } else {
            Colour::Black
        }
    }
}

/// What the creator of a game asks to play, as a seat (the first to move or the second:
/// [`ColourChoice::of_side`] makes it from the side of the board they chose).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, Default)]
#[serde(rename_all = "lowercase")]
pub enum ColourChoice {
    /// Drawn by lot when someone joins.
    #[default]
    Random,
    /// White.
    White,
    /// Black.
    Black,
}

impl Colour {
    /// The side of the board this seat plays, in a game whose side `first` moves first.
    #[must_use]
    pub fn side(self, first: Player) -> Player {
        match self {
            Colour::White => first,
            Colour::Black => first.opponent(),
        }
    }

    /// The seat that plays `side`, in a game whose side `first` moves first.
    #[must_use]
    pub fn of_side(side: Player, first: Player) -> Colour {
        if side == first {
            Colour::White
        } else {
            Colour::Black
        }
    }
}

impl ColourChoice {
    /// What a creator who asks for `side` of the board (none: either, by lot) sends, in a game
    /// whose side `first` moves first.
    #[must_use]
    pub fn of_side(side: Option<Player>, first: Player) -> ColourChoice {
        match side.map(|side| Colour::of_side(side, first)) {
            None => ColourChoice::Random,
            Some(Colour::White) => ColourChoice::White,
            Some(Colour::Black) => ColourChoice::Black,
        }
    }

    /// The seat a creator's choice gives them, when it is not left to chance.
    #[must_use]
    pub fn seat(self) -> Option<Colour> {
        match self {
            ColourChoice::Random => None,
            ColourChoice::White => Some(Colour::White),
            ColourChoice::Black => Some(Colour::Black),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_side_is_seated_where_it_was_asked_and_back() {
        for first in Player::ALL {
            assert_eq!(
                Colour::White.side(first),
                first,
                "the first seat moves first"
            );
            assert_eq!(Colour::Black.side(first), first.opponent());
            for side in Player::ALL {
                let seat = Colour::of_side(side, first);
                assert_eq!(seat.side(first), side);
                assert_eq!(
                    ColourChoice::of_side(Some(side), first).seat(),
                    Some(seat),
                    "a creator asking for {side:?} gets it"
                );
            }
            assert_eq!(ColourChoice::of_side(None, first), ColourChoice::Random);
        }
    }
}
