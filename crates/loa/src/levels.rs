//! Lines of Action: the difficulty levels, as data (the search plays them, the settings window
//! shows them), and the evaluation's unit, which the catalogue's analysis marks are scaled in.

use skillgames_play::Level;
use std::time::Duration;

/// The evaluation's scale: what a step of spread (pieces farther from their centre of mass
/// than the tightest shape) was worth before the weights were tuned. The analysis marks and
/// the MCTS-Solver read evaluations in multiples of it.
pub const CONCENTRATION: i32 = 40;

/// Hard's quiescence: one ply of captures past the horizon, so that a leaf is not judged in
/// the middle of an exchange. It won 62 of 100 games against no quiescence at 100 ms a move;
/// two plies won as many there and fewer at the odds (`docs/strength.md`).
const CAPTURE_PLIES: u32 = 1;

/// Easy searches two plies and now and then plays a random move.
const EASY: Level = Level {
    name: "easy",
    label: "Easy",
    description: "Easy looks two moves ahead and now and then plays a random move.",
    random_per_mille: 150,
    depth: 2,
    time: Duration::from_millis(250),
    widths: &[],
    quiescence: 0,
    reductions: false,
    pruning: false,
};
/// Medium searches three plies.
const MEDIUM: Level = Level {
    name: "medium",
    label: "Medium",
    description: "Medium looks three moves ahead.",
    random_per_mille: 0,
    depth: 3,
    time: Duration::from_millis(250),
    widths: &[],
    quiescence: 0,
    reductions: false,
    pruning: false,
};
/// Hard searches as deep as its second allows.
const HARD: Level = Level {
    name: "hard",
    label: "Hard",
    description: "Hard looks as deep as it can in about a second.",
    random_per_mille: 0,
    depth: 64,
    time: Duration::from_millis(950),
    widths: &[],
    quiescence: CAPTURE_PLIES,
    reductions: true,
    pruning: true,
};

pub(crate) static LEVELS: [Level; 3] = [EASY, MEDIUM, HARD];
