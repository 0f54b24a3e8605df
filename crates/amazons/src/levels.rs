//! Amazons: the difficulty levels, as data (the search plays them, the settings window
//! shows them), and the evaluation's unit, which the catalogue's analysis marks are scaled in.

use skillgames_play::Level;
use std::time::Duration;

/// One square of territory.
pub const SQUARE: i32 = 100;

/// Easy judges each move by itself; about a third of its moves are random.
const EASY: Level = Level {
    name: "easy",
    label: "Easy",
    description: "Easy judges each move on its own, without thinking about your reply, and about a third of its moves are random.",
    random_per_mille: 333,
    depth: 1,
    time: Duration::from_millis(250),
    widths: &[],
    quiescence: 0,
    reductions: false,
    pruning: false,
};
/// Normal judges each move by itself too, with far fewer random moves.
const NORMAL: Level = Level {
    name: "normal",
    label: "Normal",
    description: "Normal judges moves the same way but plays far fewer random moves, so it claims space much more steadily.",
    random_per_mille: 40,
    depth: 1,
    time: Duration::from_millis(250),
    widths: &[],
    quiescence: 0,
    reductions: false,
    pruning: false,
};
/// Hard also considers the reply to its most promising moves; almost never random.
const HARD: Level = Level {
    name: "hard",
    label: "Hard",
    description: "Hard also considers your reply to its most promising moves, and almost never moves at random.",
    random_per_mille: 10,
    depth: 2,
    time: Duration::from_millis(900),
    widths: &[Some(HARD_CANDIDATES)],
    quiescence: 0,
    reductions: false,
    pruning: false,
};
/// Crazy checks every move and reply, and keeps looking deeper while its time lasts (the moves
/// ordered late searched less deeply, positions far ahead cut near its horizon, each
/// iteration first searched near the last one's score); never random.
const CRAZY: Level = Level {
    name: "crazy",
    label: "Crazy",
    description: "Crazy checks far more possibilities and never moves at random.",
    random_per_mille: 0,
    depth: 64,
    time: Duration::from_millis(2000),
    widths: &[],
    quiescence: 0,
    reductions: true,
    pruning: true,
};
/// Crazy on the 10x10 board: without the reductions, which lost there at the odds
/// (`docs/strength.md`, "Amazons: late-move reductions at the odds").
#[cfg(feature = "engine")]
const CRAZY_10: Level = Level {
    reductions: false,
    ..CRAZY
};
/// Moves hard considers replies to.
const HARD_CANDIDATES: usize = 10;

/// The levels (what the settings window lists: the same names and words on every board).
pub(crate) static LEVELS: [Level; 4] = [EASY, NORMAL, HARD, CRAZY];
/// The levels of the 10x10 board.
#[cfg(feature = "engine")]
static LEVELS_10: [Level; 4] = [EASY, NORMAL, HARD, CRAZY_10];

/// The levels the search plays on a board of `size` squares a side.
#[cfg(feature = "engine")]
pub(crate) const fn levels_of(size: u8) -> &'static [Level] {
    match size {
        10 => &LEVELS_10,
        _ => &LEVELS,
    }
}
