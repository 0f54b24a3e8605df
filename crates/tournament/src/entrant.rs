//! Who plays in a tournament and what became of each of their games.

use std::fmt;

use serde::{Deserialize, Serialize};
use skillgames_online::Colour;

/// An entrant: the server's id of the player.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(transparent)]
pub struct EntrantId(pub i64);

impl fmt::Display for EntrantId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "#{}", self.0)
    }
}

/// How a game ended, seen from the board: which seat won, or a draw.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum GameResult {
    /// The first seat won.
    White,
    /// The second seat won.
    Black,
    /// Nobody won.
    Draw,
}

impl GameResult {
    /// The result for the player in seat `colour`.
    #[must_use]
    pub fn for_seat(self, colour: Colour) -> PlayerResult {
        match (self, colour) {
            (GameResult::Draw, _) => PlayerResult::Draw,
            (GameResult::White, Colour::White) | (GameResult::Black, Colour::Black) => {
                PlayerResult::Win
            }
            _ => PlayerResult::Loss,
        }
    }

    /// The result in which the player in seat `colour` got `result`.
    #[must_use]
    pub fn from_seat(colour: Colour, result: PlayerResult) -> GameResult {
        match (result, colour) {
            (PlayerResult::Draw, _) => GameResult::Draw,
            (PlayerResult::Win, Colour::White) | (PlayerResult::Loss, Colour::Black) => {
                GameResult::White
            }
            _ => GameResult::Black,
        }
    }
}

/// How a game ended for one of its players.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum PlayerResult {
    /// They won.
    Win,
    /// A draw.
    Draw,
    /// They lost.
    Loss,
}

impl PlayerResult {
    /// The opponent's result.
    #[must_use]
    pub fn opposite(self) -> PlayerResult {
        match self {
            PlayerResult::Win => PlayerResult::Loss,
            PlayerResult::Draw => PlayerResult::Draw,
            PlayerResult::Loss => PlayerResult::Win,
        }
    }
}

/// Two entrants to play a game, each in their seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Pairing {
    /// Who moves first.
    pub white: EntrantId,
    /// Who moves second.
    pub black: EntrantId,
}

impl Pairing {
    /// Whether `entrant` plays in it.
    #[must_use]
    pub fn has(&self, entrant: EntrantId) -> bool {
        self.white == entrant || self.black == entrant
    }

    /// The seat of `entrant` (`None` when they do not play in it).
    #[must_use]
    pub fn seat_of(&self, entrant: EntrantId) -> Option<Colour> {
        if self.white == entrant {
            Some(Colour::White)
        } else if self.black == entrant {
            Some(Colour::Black)
        } else {
            None
        }
    }
}
