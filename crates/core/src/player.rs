//! The two sides, and how a game ends.

use std::fmt;
use std::ops::Not;
use std::str::FromStr;

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

/// What decided a finished game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum EndReason {
    /// Archimedes: a fleet fell below three ships.
    Fleet,
    /// Archimedes: 50 plies in a row passed without a sinking.
    Quiet,
    /// The side to move had no legal move.
    NoMoves,
    /// Lines of Action: a side's pieces are all connected.
    Connected,
    /// Lines of Action: 300 plies were played.
    MoveLimit,
}

impl EndReason {
    /// Every reason, in protocol order.
    pub const ALL: [EndReason; 5] = [
        EndReason::Fleet,
        EndReason::Quiet,
        EndReason::NoMoves,
        EndReason::Connected,
        EndReason::MoveLimit,
    ];

    /// The word used by the engine protocol (`fleet`, `quiet`, `nomoves`, `connected`, `movelimit`).
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            EndReason::Fleet => "fleet",
            EndReason::Quiet => "quiet",
            EndReason::NoMoves => "nomoves",
            EndReason::Connected => "connected",
            EndReason::MoveLimit => "movelimit",
        }
    }

    /// A sentence for people, e.g. on an end screen.
    #[must_use]
    pub const fn describe(self) -> &'static str {
        match self {
            EndReason::Fleet => "a fleet fell below three ships",
            EndReason::Quiet => "50 moves passed without a sinking",
            EndReason::NoMoves => "the side to move had no legal move",
            EndReason::Connected => "all pieces of one side were connected",
            EndReason::MoveLimit => "the 300-move limit was reached",
        }
    }
}

impl fmt::Display for EndReason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for EndReason {
    type Err = ();
    fn from_str(s: &str) -> Result<Self, ()> {
        EndReason::ALL.into_iter().find(|r| r.name() == s).ok_or(())
    }
}

/// The result of a finished game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Outcome {
    /// One player won.
    Win {
        /// The player who won.
        winner: Player,
        /// What decided it.
        reason: EndReason,
    },
    /// Nobody won.
    Draw {
        /// What decided it.
        reason: EndReason,
    },
}

impl Outcome {
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
    pub const fn reason(self) -> EndReason {
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
impl fmt::Display for Outcome {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Outcome::Win { winner, reason } => write!(f, "{winner} {reason}"),
            Outcome::Draw { reason } => write!(f, "draw {reason}"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn outcome_text_matches_protocol() {
        let win = Outcome::Win {
            winner: Player::Black,
            reason: EndReason::Connected,
        };
        assert_eq!(win.to_string(), "black connected");
        assert_eq!(
            Outcome::Draw {
                reason: EndReason::Quiet
            }
            .to_string(),
            "draw quiet"
        );
        assert_eq!(win.score_for(Player::Black), 1);
        assert_eq!(win.score_for(Player::White), -1);
    }

    #[test]
    fn reasons_round_trip() {
        for r in EndReason::ALL {
            assert_eq!(r.name().parse::<EndReason>(), Ok(r));
        }
        assert!("resign".parse::<EndReason>().is_err());
    }
}
