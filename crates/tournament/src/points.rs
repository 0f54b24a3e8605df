//! Swiss and round-robin points, counted in halves so that a draw's half point is exact.

use std::fmt;
use std::iter::Sum;
use std::ops::{Add, AddAssign};

use serde::{Deserialize, Serialize};

use crate::entrant::PlayerResult;

/// A score in a Swiss or a round-robin: a win 1, a draw ½, a loss 0, a bye 1.
///
/// ```
/// use skillgames_tournament::{PlayerResult, Points};
///
/// let total: Points = [PlayerResult::Win, PlayerResult::Draw].into_iter().map(Points::of).sum();
/// assert_eq!(total.to_string(), "1½");
/// assert_eq!(total.halves(), 3);
/// ```
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize,
)]
#[serde(transparent)]
pub struct Points(u32);

impl Points {
    /// Nothing.
    pub const ZERO: Points = Points(0);
    /// A draw's.
    pub const HALF: Points = Points(1);
    /// A win's, or a bye's.
    pub const ONE: Points = Points(2);

    /// The points of a game's result.
    #[must_use]
    pub fn of(result: PlayerResult) -> Points {
        match result {
            PlayerResult::Win => Points::ONE,
            PlayerResult::Draw => Points::HALF,
            PlayerResult::Loss => Points::ZERO,
        }
    }

    /// The score as a number of half points.
    #[must_use]
    pub fn halves(self) -> u32 {
        self.0
    }

    /// The score of `halves` half points.
    #[must_use]
    pub fn from_halves(halves: u32) -> Points {
        Points(halves)
    }
}

impl Add for Points {
    type Output = Points;

    fn add(self, other: Points) -> Points {
        Points(self.0 + other.0)
    }
}

impl AddAssign for Points {
    fn add_assign(&mut self, other: Points) {
        self.0 += other.0;
    }
}

impl Sum for Points {
    fn sum<I: Iterator<Item = Points>>(iter: I) -> Points {
        iter.fold(Points::ZERO, Add::add)
    }
}

impl fmt::Display for Points {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match (self.0 / 2, self.0 % 2) {
            (0, 1) => write!(f, "½"),
            (whole, 1) => write!(f, "{whole}½"),
            (whole, _) => write!(f, "{whole}"),
        }
    }
}
