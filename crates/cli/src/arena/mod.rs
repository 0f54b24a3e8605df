//! Matches between two players (levels of this engine, or any program that speaks the engine
//! protocol): games in pairs from the same random opening with colours swapped, and the
//! result as wins, draws, losses, score and Elo difference with a 95% interval.
//!
//! An external engine that hangs, crashes or answers nonsense forfeits the game it is playing
//! (and is killed if it will not quit); the match goes on.
//!
//! The parts, one file each: `openings` draws the random openings, `schedule` plays the games
//! over worker threads, each player sits in a `seat` (a level of this engine, or an `external`
//! program), `stats` tallies the results and `report` prints them.

mod external;
mod openings;
mod report;
mod schedule;
mod seat;
mod stats;

pub use report::report;
pub use schedule::{Finished, play_match};
pub use stats::{GameResult, Tally, elo_of};

use skillgames_play::Variant;
use std::time::Duration;

/// The usual [`MatchSpec::grace`]: generous, because a forfeit decides a game and neither a
/// busy machine nor an engine's start-up should.
pub const DEFAULT_GRACE: Duration = Duration::from_secs(10);

/// Who plays in a match.
#[derive(Clone, Debug)]
pub enum Contestant {
    /// This engine at a level.
    Level(String),
    /// An external program speaking the engine protocol, asked for `go <level>`.
    External {
        /// The shell command that starts it.
        command: String,
        /// The level passed to its `go`.
        level: String,
    },
}

impl Contestant {
    /// The name the report gives the player.
    fn name(&self) -> String {
        match self {
            Contestant::Level(level) => level.clone(),
            Contestant::External { command, level } => format!("{level} ({command})"),
        }
    }
}

/// A match to play.
#[derive(Clone, Debug)]
pub struct MatchSpec {
    /// Game and board.
    pub variant: Variant,
    /// The first player (results are given from its side).
    pub a: Contestant,
    /// The second player.
    pub b: Contestant,
    /// Games to play (pairs share an opening).
    pub games: usize,
    /// Time per move, replacing the levels' budgets.
    pub movetime: Option<Duration>,
    /// Seed of the openings and of the engines' random choices.
    pub seed: u64,
    /// Random plies played before the players take over.
    pub opening_plies: u32,
    /// Games played at once.
    pub jobs: usize,
    /// How long an external engine may take beyond its move time before it forfeits the game
    /// (an answer that needs no thought, such as to `position`, gets the grace alone); also
    /// the longest it is given, at most a second, to quit before it is killed. Usually
    /// [`DEFAULT_GRACE`].
    pub grace: Duration,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_short_match_is_played_in_full() {
        let spec = MatchSpec {
            variant: crate::CATALOGUE.variant("amazons", Some("6")).unwrap(),
            a: Contestant::Level("normal".into()),
            b: Contestant::Level("easy".into()),
            games: 4,
            movetime: Some(Duration::from_millis(20)),
            seed: 1,
            opening_plies: 2,
            jobs: 2,
            grace: DEFAULT_GRACE,
        };
        let mut seen = Vec::new();
        let tally = play_match(&spec, |finished, _| seen.push(finished.index)).unwrap();
        seen.sort_unstable();
        assert_eq!(seen, [0, 1, 2, 3]);
        assert_eq!(tally.games(), 4);
        assert_eq!(tally.draws, 0, "Amazons has no draws");
        assert_eq!(tally.forfeits, 0);
        assert!(report(&spec, &tally).contains("normal vs easy, 4 games"));
    }
}
