//! Archimedes: the difficulty levels, as data (the search plays them, the settings window
//! shows them), and the evaluation's unit, which the catalogue's analysis marks are scaled in.

use skillgames_play::Level;
use std::time::Duration;

/// One ship.
pub const SHIP: i32 = 1000;

/// Easy looks only at its own move; about a third of its moves are random.
const EASY: Level = Level {
    name: "easy",
    label: "Easy",
    description: "Easy looks only at its own move, and about a third of its moves are random: it leaves ships exposed fairly often.",
    random_per_mille: 333,
    depth: 1,
    time: Duration::from_millis(250),
    widths: &[],
    quiescence: 0,
    reductions: false,
    pruning: false,
};
/// Normal looks at its move and the reply, and only occasionally plays a random move.
const NORMAL: Level = Level {
    name: "normal",
    label: "Normal",
    description: "Normal also looks at your reply, and only now and then plays a random move.",
    random_per_mille: 100,
    depth: 2,
    time: Duration::from_millis(250),
    widths: &[],
    quiescence: 0,
    reductions: false,
    pruning: false,
};
/// Hard looks as far as normal but almost never plays a random move, and follows exchanges
/// of sinkings to their end (quiescence search), so it rarely leaves a ship hanging.
const HARD: Level = Level {
    name: "hard",
    label: "Hard",
    description: "Hard looks as far as Normal but almost never moves at random, so it rarely leaves a ship hanging.",
    random_per_mille: 15,
    depth: 2,
    time: Duration::from_millis(900),
    widths: &[],
    quiescence: SINKING_PLIES,
    reductions: false,
    pruning: false,
};
/// Crazy searches as deep as its time allows (iterative deepening, with the same quiescence
/// search, late quiet moves searched shallower first) and never plays a random move.
const CRAZY: Level = Level {
    name: "crazy",
    label: "Crazy",
    description: "Crazy looks furthest ahead and never moves at random.",
    random_per_mille: 0,
    depth: 64,
    time: Duration::from_millis(2000),
    widths: &[],
    quiescence: SINKING_PLIES,
    reductions: true,
    pruning: true,
};

/// Plies of sinkings hard and crazy follow past their nominal depth (quiescence search), so
/// that they do not stop counting in the middle of an exchange of sinkings.
const SINKING_PLIES: u32 = 8;

pub(crate) static LEVELS: [Level; 4] = [EASY, NORMAL, HARD, CRAZY];
