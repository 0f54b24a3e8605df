//! Difficulty levels as data: search limits and a chance of playing a random move.

use std::time::Duration;

/// How one difficulty level plays.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Level {
    /// The protocol and settings name, e.g. `normal`.
    pub name: &'static str,
    /// The chance, in thousandths, of playing a uniformly random legal move instead of
    /// searching (never instead of a move that wins at once).
    pub random_per_mille: u32,
    /// The deepest search, in plies.
    pub depth: u32,
    /// The time budget for one move.
    pub time: Duration,
    /// For each ply from the root, how many of the statically best moves are searched
    /// (`None`: all). Plies past the end of the list search all moves.
    pub widths: &'static [Option<usize>],
}

impl Level {
    /// The name with a capital letter, as shown to players.
    #[must_use]
    pub fn label(&self) -> String {
        let mut chars = self.name.chars();
        chars
            .next()
            .map(|c| c.to_ascii_uppercase().to_string() + chars.as_str())
            .unwrap_or_default()
    }
}

/// Finds a level by name among `levels`.
#[must_use]
pub fn find(levels: &'static [Level], name: &str) -> Option<&'static Level> {
    levels.iter().find(|level| level.name == name)
}
