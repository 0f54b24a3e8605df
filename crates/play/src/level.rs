//! Difficulty levels as data: search limits and a chance of playing a random move. The
//! search reads them; the rules only name them, so they live here, beside the catalogue.

use std::time::Duration;

/// How one difficulty level plays.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Level {
    /// The protocol and settings name, e.g. `normal`.
    pub name: &'static str,
    /// The name shown to players, e.g. `Normal`.
    pub label: &'static str,
    /// How it plays, in one sentence for players.
    pub description: &'static str,
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
    /// Plies of quiescence search past the nominal depth: only the game's noisy moves
    /// (the game's noisy moves in the search's `Evaluate`, e.g. Archimedes sinkings),
    /// until the position is quiet. 0: none, the evaluation is taken as it stands.
    pub quiescence: u32,
    /// Whether quiet moves late in the order are searched shallower first (late-move
    /// reductions), and again at full depth only when they beat the best so far: such moves
    /// rarely turn out best, and the depth saved goes to the others. Only the top levels,
    /// where matches showed it stronger (`docs/strength.md`).
    pub reductions: bool,
    /// Whether the search trusts its evaluation to skip work: a null-window node a few plies
    /// from the horizon whose evaluation beats beta by a margin per ply fails high without a
    /// search (reverse futility pruning), and each iteration first searches a narrow window
    /// around the previous score (aspiration). Only the top levels, where matches showed it
    /// stronger (`docs/strength.md`).
    pub pruning: bool,
}

/// The shape of a search tree beyond its depth: how wide each ply is and how far noisy moves
/// are followed past the horizon.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Shape {
    /// As [`Level::widths`]: the statically best moves searched at each ply (`None`: all).
    pub widths: &'static [Option<usize>],
    /// As [`Level::quiescence`]: plies of noisy moves searched past the nominal depth.
    pub quiescence: u32,
    /// As [`Level::reductions`]: late quiet moves searched shallower first.
    pub reductions: bool,
    /// As [`Level::pruning`]: reverse futility pruning and aspiration windows.
    pub pruning: bool,
}

impl Shape {
    /// Every move at every ply, no quiescence search.
    pub const FULL_WIDTH: Shape = Shape {
        widths: &[],
        quiescence: 0,
        reductions: false,
        pruning: false,
    };
}

impl Level {
    /// The level's search shape (widths, quiescence, reductions and pruning).
    #[must_use]
    pub fn shape(&self) -> Shape {
        Shape {
            widths: self.widths,
            quiescence: self.quiescence,
            reductions: self.reductions,
            pruning: self.pruning,
        }
    }
}
