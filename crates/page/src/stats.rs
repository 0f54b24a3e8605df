//! Statistics per game, board and difficulty: wins, losses, draws and streaks.

use serde::{Deserialize, Serialize};

/// The statistics format written by this version.
pub const STATS_VERSION: u32 = 1;

/// How a finished game went for the player.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GameResult {
    /// The player won.
    Win,
    /// The player lost.
    Loss,
    /// Nobody won.
    Draw,
}

/// The player's record for one game, board size and difficulty.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Stats {
    /// [`STATS_VERSION`] when written.
    pub version: u32,
    /// Games won.
    pub wins: u32,
    /// Games lost.
    pub losses: u32,
    /// Games drawn.
    pub draws: u32,
    /// Wins in a row up to the last game.
    pub streak: u32,
    /// The longest run of wins.
    pub best_streak: u32,
}

/// Why a statistics entry could not be used.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum StatsError {
    /// Not JSON of the right shape.
    #[error("statistics entry is damaged ({0})")]
    Damaged(String),
    /// Another format version.
    #[error("statistics entry was written by another version of the app (format {0})")]
    Version(u32),
    /// The numbers contradict each other.
    #[error("statistics entry is inconsistent")]
    Inconsistent,
}

impl Stats {
    /// An empty record.
    #[must_use]
    pub fn new() -> Self {
        Stats {
            version: STATS_VERSION,
            ..Stats::default()
        }
    }

    /// Reads and checks a stored entry.
    ///
    /// # Errors
    /// When the entry is damaged, of another version, or inconsistent.
    pub fn parse(text: &str) -> Result<Self, StatsError> {
        let stats: Stats =
            serde_json::from_str(text).map_err(|e| StatsError::Damaged(e.to_string()))?;
        if stats.version != STATS_VERSION {
            return Err(StatsError::Version(stats.version));
        }
        let consistent = stats.streak <= stats.best_streak && stats.best_streak <= stats.wins;
        if consistent {
            Ok(stats)
        } else {
            Err(StatsError::Inconsistent)
        }
    }

    /// The stored text.
    #[must_use]
    pub fn to_json(&self) -> String {
        serde_json::to_string(self).unwrap_or_default()
    }

    /// Counts one more game.
    pub fn add(&mut self, result: GameResult) {
        match result {
            GameResult::Win => {
                self.wins = self.wins.saturating_add(1);
                self.streak = self.streak.saturating_add(1);
                self.best_streak = self.best_streak.max(self.streak);
            }
            GameResult::Loss => {
                self.losses = self.losses.saturating_add(1);
                self.streak = 0;
            }
            GameResult::Draw => {
                self.draws = self.draws.saturating_add(1);
                self.streak = 0;
            }
        }
    }

    /// Games counted.
    #[must_use]
    pub fn games(&self) -> u32 {
        self.wins
            .saturating_add(self.losses)
            .saturating_add(self.draws)
    }

    /// Wins as a whole percentage of games (0 before the first game).
    #[must_use]
    pub fn win_rate(&self) -> u32 {
        (u64::from(self.wins) * 100)
            .checked_div(u64::from(self.games()))
            .map_or(0, |r| r as u32)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn streaks_and_rates() {
        let mut stats = Stats::new();
        for result in [
            GameResult::Win,
            GameResult::Win,
            GameResult::Draw,
            GameResult::Win,
            GameResult::Loss,
        ] {
            stats.add(result);
        }
        assert_eq!((stats.wins, stats.losses, stats.draws), (3, 1, 1));
        assert_eq!((stats.streak, stats.best_streak), (0, 2));
        assert_eq!(stats.win_rate(), 60);
        assert_eq!(Stats::parse(&stats.to_json()), Ok(stats));
        assert_eq!(Stats::new().win_rate(), 0);
    }

    #[test]
    fn rejects_bad_entries() {
        assert!(matches!(
            Stats::parse("{\"version\":1,\"wins\":"),
            Err(StatsError::Damaged(_))
        ));
        assert!(matches!(Stats::parse("[1,2]"), Err(StatsError::Damaged(_))));
        let old = r#"{"version":0,"wins":1,"losses":0,"draws":0,"streak":1,"best_streak":1}"#;
        assert_eq!(Stats::parse(old), Err(StatsError::Version(0)));
        let odd = r#"{"version":1,"wins":1,"losses":0,"draws":0,"streak":5,"best_streak":1}"#;
        assert_eq!(Stats::parse(odd), Err(StatsError::Inconsistent));
    }
}
