//! What a match is: its two players and its settings.

use skillgames_play::Variant;
use std::time::Duration;

/// The usual [`MatchSpec::grace`]: generous, because a forfeit decides a game and neither a
/// busy machine nor an engine's start-up should.
pub const DEFAULT_GRACE: Duration = Duration::from_secs(10);

/// The name this engine's MCTS-Solver plays under in a match (`go mcts` in the protocol):
/// accepted for every game as if it were a level.
pub const MCTS: &str = "mcts";

/// Reads a level as a match is given it: `name`, or `name@ms` with a time per move of its own
/// that replaces the match's `movetime` for this player alone (time odds, e.g. `crazy@500`
/// against `mcts@1000`). `None` when the time is not a positive number of milliseconds.
#[must_use]
pub fn level_and_time(spec: &str) -> Option<(&str, Option<Duration>)> {
    match spec.split_once('@') {
        None => Some((spec, None)),
        Some((name, ms)) => {
            let ms: u64 = ms.parse().ok().filter(|&ms| ms > 0)?;
            Some((name, Some(Duration::from_millis(ms))))
        }
    }
}

/// Who plays in a match.
#[derive(Clone, Debug)]
pub enum Contestant {
    /// This engine at a level ([`level_and_time`]; [`MCTS`] for the MCTS-Solver).
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
    pub(super) fn name(&self) -> String {
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
