//! The two sides, and how a game ends.

use std::fmt;
use std::hash::Hash;
use std::ops::Not;

/// One of the two sides. Every game calls them White and Black.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Player {
    /// White: in Archimedes and Amazons the side that moves first.
    White,
    /// Black: in Lines of Action the side that moves first.
    Black,
}

impl Player {
    /// Both players, White first.
    pub const ALL: [Player; 2] = [Player::White, Player::Black];

    /// The other player.
    #[must_use]
    pub const fn opponent(self) -> Player {
        match self {
            Player::White => Player::Black,
            Player::Black => Player::White,
        }
    }

    /// `0` for White, `1` for Black: an index into per-player arrays.
    #[must_use]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The lowercase name used by the engine protocol: `white` or `black`.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Player::White => "white",
            Player::Black => "black",
        }
    }

    /// The letter used for this player's pieces in position text: `W` or `B`.
    #[must_use]
    pub const fn letter(self) -> char {
        match self {
            Player::White => 'W',
            Player::Black => 'B',
        }
    }
}

impl Not for Player {
    type Output = Player;
    fn not(self) -> Player {
        self.opponent()
    }
}

impl fmt::Display for Player {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// What decided a finished game. Each game has its own reasons (an enum in its crate); the
/// protocol writes them with [`EndReason::name`].
pub trait EndReason: Copy + Eq + Hash + fmt::Debug + Send + Sync + 'static {
    /// Every reason, in protocol order.
    const ALL: &'static [Self];

    /// The word used by the engine protocol, e.g. `nomoves`.
    fn name(self) -> &'static str;

    /// The reason the protocol writes as `name`.
    #[must_use]
    fn from_name(name: &str) -> Option<Self> {
        Self::ALL.iter().copied().find(|r| r.name() == name)
    }
}

/// The result of a finished game, with the game's own reason `R`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Outcome<R> {
    /// One player won.
    Win {
        /// The player who won.
        winner: Player,
        /// What decided it.
        reason: R,
    },
    /// Nobody won.
    Draw {
        /// What decided it.
        reason: R,
    },
}

impl<R: Copy> Outcome<R> {
    /// The winner, or `None` for a draw.
    #[must_use]
    pub const fn winner(self) -> Option<Player> {
        match self {
            Outcome::Win { winner, .. } => Some(winner),
            Outcome::Draw { .. } => None,
        }
    }

    /// What decided the game.
    #[must_use]
    pub const fn reason(self) -> R {
        match self {
            Outcome::Win { reason, .. } | Outcome::Draw { reason } => reason,
        }
    }

    /// The game's value for `player`: 1 for a win, 0 for a draw, -1 for a loss.
    #[must_use]
    pub fn score_for(self, player: Player) -> i32 {
        match self.winner() {
            Some(w) if w == player => 1,
            Some(_) => -1,
            None => 0,
        }
    }
}

/// Writes the protocol form: `white fleet`, `draw quiet`.
impl<R: EndReason> fmt::Display for Outcome<R> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Outcome::Win { winner, reason } => write!(f, "{winner} {}", reason.name()),
            Outcome::Draw { reason } => write!(f, "draw {}", reason.name()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
    enum Reason {
        Connected,
        Quiet,
    }

    impl EndReason for Reason {
        const ALL: &'static [Self] = &[Reason::Connected, Reason::Quiet];
        fn name(self) -> &'static str {
            match self {
                Reason::Connected => "connected",
                Reason::Quiet => "quiet",
            }
        }
    }

    #[test]
    fn outcome_text_matches_protocol() {
        let win = Outcome::Win {
            winner: Player::Black,
            reason: Reason::Connected,
        };
        assert_eq!(win.to_string(), "black connected");
        assert_eq!(
            Outcome::Draw {
                reason: Reason::Quiet
            }
            .to_string(),
            "draw quiet"
        );
        assert_eq!(win.score_for(Player::Black), 1);
        assert_eq!(win.score_for(Player::White), -1);
    }

    #[test]
    fn reasons_round_trip() {
        for &r in Reason::ALL {
            assert_eq!(Reason::from_name(r.name()), Some(r));
        }
        assert_eq!(Reason::from_name("resign"), None);
    }
}
