//! The players' side of a game: a seat is asked for moves and told the moves played, whoever
//! sits in it; and the seat of this engine at a level (an `external` program's is in its own
//! file).

use super::spec::{MCTS, level_and_time};
use anyhow::Result;
use skillgames_search::{Go, Session};
use std::time::Duration;

/// A player inside one game.
pub(super) trait Seat {
    /// The move to play at `fen` (the referee's position); `seed` seeds the player's random
    /// choices. An error forfeits the game.
    fn choose(&mut self, fen: &str, seed: u64) -> Result<String>;
    /// Tells the seat that `mv` was played, by either side. An error forfeits the game.
    fn observe(&mut self, mv: &str) -> Result<()>;
}

/// This engine at a level (or its MCTS-Solver), following the game in a session of its own.
pub(super) struct LevelSeat {
    /// The game as this player sees it.
    session: Box<dyn Session>,
    /// The level it plays at.
    level: String,
    /// The match's move time, replacing the level's budget.
    movetime: Option<Duration>,
    /// Whether its random sequence was seeded yet.
    seeded: bool,
}

impl LevelSeat {
    /// This engine at `level` in a game that starts in `session`, each move given `movetime`
    /// (the level's own budget when `None`); a time in `level` (`name@ms`, see
    /// [`level_and_time`]) replaces `movetime`.
    pub(super) fn new(session: Box<dyn Session>, level: &str, movetime: Option<Duration>) -> Self {
        let (name, own_time) = level_and_time(level).unwrap_or((level, None));
        LevelSeat {
            session,
            level: name.to_owned(),
            movetime: own_time.or(movetime),
            seeded: false,
        }
    }
}

impl Seat for LevelSeat {
    fn choose(&mut self, _fen: &str, seed: u64) -> Result<String> {
        // Seed once per game, so each game of a match has its own random sequence.
        let seed = (!std::mem::replace(&mut self.seeded, true)).then_some(seed);
        let request = if self.level == MCTS {
            Go::Mcts {
                movetime: self.movetime,
                simulations: None,
                seed,
            }
        } else {
            Go::Level {
                name: self.level.clone(),
                movetime: self.movetime,
                seed,
            }
        };
        Ok(self.session.go(&request, None, &mut |_| {})?.mv)
    }

    fn observe(&mut self, mv: &str) -> Result<()> {
        Ok(self.session.play(&[mv])?)
    }
}
