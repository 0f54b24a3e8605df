//! Texel-style tuning of the Archimedes evaluation's weights, as `crates/loa/examples/tune.rs`
//! does for Lines of Action and `crates/amazons/examples/tune_amazons.rs` for Amazons.
//!
//! Plays games of the engine against itself from random openings on one board, keeps every
//! quiet position (the side to move has no sinking) with the game's result from the side to
//! move's view (1, 0.5 for a draw, 0) and its measured features, and fits the board's weights
//! (`evaluation::weights_of`) so that `1 / (1 + 10^(-k * eval / 400))` predicts the results as
//! well as it can (least squares), by local search: each weight in turn is moved up or down by
//! its step while that lowers the error, the steps halving when nothing does. A ship
//! (`SHIP`) is the unit and is not fitted. A fifth of the games are held out, and the error on
//! them is reported, so that a fit that only learns the sample shows.
//!
//! ```sh
//! cargo run --release -p skillgames-archimedes --example tune_archimedes -- 8 600 3 1
//! #  board size, games, search depth of the self-play, seed
//! ```
//!
//! The printed weights go into `crates/archimedes/src/evaluation.rs` (a board's own constant
//! in `weights_of`); matches then decide whether they stay (`docs/strength.md`).

use skillgames_archimedes::Archimedes;
use skillgames_archimedes::evaluation::{Features, Weights, measure, weigh, weights_of};
use skillgames_core::{Board6, Board8, Board10, Game, Geometry};
use skillgames_search::texel::{Rng, fit, labelled_self_play, seeded_collect};
use skillgames_search::{Engine, Evaluate};

/// Uniformly random plies before the engine takes over: at least this many...
const OPENING_PLIES: u64 = 2;
/// ...and up to this many more.
const OPENING_SPREAD: u64 = 4;
/// One self-play move in this many (per mille) is uniformly random, for variety.
const RANDOM_PER_MILLE: u64 = 20;
/// One game in this many is held out of the fit.
const HOLD_OUT_EVERY: usize = 5;

/// A kept position: its features (from the side to move's view) and that side's result.
struct Sample {
    features: Features,
    result: f64,
}

/// The weights as a list (the order of [`NAMES`]), and back.
const NAMES: [&str; 6] = [
    "quiet_urgency_percent",
    "threat_to_move",
    "threatened_to_move",
    "watched_once",
    "open_line",
    "mobility",
];
/// The first step of each weight, in its units.
const FIRST_STEPS: [i32; 6] = [16, 64, 64, 16, 4, 1];

fn listed(w: &Weights) -> [i32; 6] {
    [
        w.quiet_urgency_percent,
        w.threat_to_move,
        w.threatened_to_move,
        w.watched_once,
        w.open_line,
        w.mobility,
    ]
}

fn from_list(l: [i32; 6]) -> Weights {
    Weights {
        quiet_urgency_percent: l[0],
        threat_to_move: l[1],
        threatened_to_move: l[2],
        watched_once: l[3],
        open_line: l[4],
        mobility: l[5],
    }
}

fn play_game<G: Geometry>(
    engine: &mut Engine<Archimedes<G>>,
    depth: u32,
    rng: &mut Rng,
) -> Vec<Sample>
where
    Archimedes<G>: Evaluate,
{
    let opening = OPENING_PLIES + rng.below(OPENING_SPREAD);
    let shape = (depth, opening, RANDOM_PER_MILLE);
    let mut noisy = Vec::new();
    labelled_self_play(engine, Archimedes::<G>::start(), shape, rng, |position| {
        if u64::from(position.ply()) < opening {
            return None;
        }
        position.noisy_moves(&mut noisy);
        noisy.is_empty().then(|| measure(position))
    })
    .into_iter()
    .map(|(features, result)| Sample { features, result })
    .collect()
}

/// A sample's evaluation for the side to move under `weights` (listed) and its result.
fn judged(s: &Sample, weights: &[i32]) -> (i32, f64) {
    let weights = from_list(weights.try_into().expect("every weight"));
    (weigh(&s.features, &weights), s.result)
}

fn samples<G: Geometry>(games: usize, depth: u32, seed: u64) -> (Vec<Sample>, Vec<Sample>)
where
    Archimedes<G>: Evaluate,
{
    seeded_collect(games, HOLD_OUT_EVERY, seed, |engine, rng| {
        play_game::<G>(engine, depth, rng)
    })
}

fn main() {
    let args: Vec<u64> = std::env::args()
        .skip(1)
        .map(|a| a.parse().expect("arguments: size games depth seed"))
        .collect();
    let size = args.first().copied().unwrap_or(8);
    let games = args.get(1).copied().unwrap_or(600) as usize;
    let depth = args.get(2).copied().unwrap_or(3) as u32;
    let seed = args.get(3).copied().unwrap_or(1);
    let started = std::time::Instant::now();
    let (fitted, held) = match size {
        6 => samples::<Board6>(games, depth, seed),
        8 => samples::<Board8>(games, depth, seed),
        10 => samples::<Board10>(games, depth, seed),
        _ => panic!("the boards are 6, 8 and 10"),
    };
    eprintln!(
        "{games} games of {size}x{size} at depth {depth}: {} positions to fit, {} held out ({:.0} s)",
        fitted.len(),
        held.len(),
        started.elapsed().as_secs_f64()
    );
    // From the weights the board plays with now.
    let start = *weights_of(u8::try_from(size).unwrap_or(0));
    let mut weights = listed(&start);
    // A negative weight would reward the opposite of what the term measures.
    let mut steps = FIRST_STEPS;
    let report = fit(&fitted, &held, &mut weights, &mut steps, judged, |_, w| {
        w >= 0
    });
    println!("{report}");
    for (i, name) in NAMES.iter().enumerate() {
        println!("{name:<22} {:>6} -> {:>6}", listed(&start)[i], weights[i]);
    }
}
