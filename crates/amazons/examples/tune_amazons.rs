//! Texel-style tuning of the Amazons evaluation's weights, as `crates/loa/examples/tune.rs`
//! does for Lines of Action.
//!
//! Plays games of the engine against itself from random openings on one board, keeps every
//! position whose regions still touch with the game's result (from the side to move's view)
//! and its measured features, and fits the board's weights (`evaluation::weights_of`) so that
//! `1 / (1 + 10^(-k * eval / 400))` predicts the results as well as it can (least squares),
//! by local search: each weight in turn is moved up or down by its step while that lowers the
//! error, the steps halving when nothing does. A fifth of the games are held out, and the error
//! on them is reported, so that a fit that only learns the sample shows.
//!
//! ```sh
//! cargo run --release -p skillgames-amazons --example tune_amazons -- 6 600 2 1
//! #  board size, games, search depth of the self-play, seed
//! ```
//!
//! The printed weights go into `crates/amazons/src/evaluation.rs` (`WEIGHTS_6`, or a board's
//! own constant in `weights_of`); matches then decide whether they stay (`docs/strength.md`).

use skillgames_amazons::Amazons;
use skillgames_amazons::evaluation::{Features, Measured, Weights, measure, weigh, weights_of};
use skillgames_core::{Board6, Board8, Board10, Game, Geometry, Player};
use skillgames_search::texel::{Rng, fit, labelled_self_play, seeded_collect};
use skillgames_search::{Engine, Evaluate};

/// Uniformly random plies before the engine takes over: at least this many...
const OPENING_PLIES: u64 = 2;
/// ...and up to this many more.
const OPENING_SPREAD: u64 = 3;
/// One self-play move in this many (per mille) is uniformly random, for variety.
const RANDOM_PER_MILLE: u64 = 30;
/// One game in this many is held out of the fit.
const HOLD_OUT_EVERY: usize = 5;

/// A kept position: its features and the result for the side to move (0 or 1).
struct Sample {
    features: Features,
    /// 1 when White is to move, -1 when Black is: `weigh` gives White's advantage.
    sign: i32,
    result: f64,
}

/// The weights as a list (the order of [`NAMES`]), and back.
const NAMES: [&str; 9] = [
    "tie_to_move",
    "t1_closed_percent",
    "t1_open_percent",
    "t2_open_percent",
    "c1_open_percent",
    "mobility",
    "mobility_cap",
    "trapped",
    "nearly_trapped",
];
/// The first step of each weight, in its units.
const FIRST_STEPS: [i32; 9] = [8, 8, 8, 8, 8, 2, 2, 64, 32];

fn listed(w: &Weights) -> [i32; 9] {
    [
        w.tie_to_move,
        w.t1_closed_percent,
        w.t1_open_percent,
        w.t2_open_percent,
        w.c1_open_percent,
        w.mobility,
        w.mobility_cap,
        w.trapped,
        w.nearly_trapped,
    ]
}

fn from_list(l: [i32; 9]) -> Weights {
    Weights {
        tie_to_move: l[0],
        t1_closed_percent: l[1],
        t1_open_percent: l[2],
        t2_open_percent: l[3],
        c1_open_percent: l[4],
        mobility: l[5],
        mobility_cap: l[6],
        trapped: l[7],
        nearly_trapped: l[8],
    }
}

fn play_game<G: Geometry>(engine: &mut Engine<Amazons<G>>, depth: u32, rng: &mut Rng) -> Vec<Sample>
where
    Amazons<G>: Evaluate,
{
    let opening = OPENING_PLIES + rng.below(OPENING_SPREAD);
    let shape = (depth, opening, RANDOM_PER_MILLE);
    labelled_self_play(engine, Amazons::<G>::start(), shape, rng, |position| {
        if u64::from(position.ply()) < opening {
            return None;
        }
        let turn = position.turn();
        let (white, black) = (
            position.amazons(Player::White),
            position.amazons(Player::Black),
        );
        match measure(white, black, position.arrows(), turn) {
            Measured::Contested(features) => Some((turn, features)),
            Measured::Separated(_) => None,
        }
    })
    .into_iter()
    .map(|((turn, features), result)| Sample {
        features,
        sign: if turn == Player::White { 1 } else { -1 },
        result,
    })
    .collect()
}

/// A sample's evaluation for the side to move under `weights` (listed) and its result.
fn judged(s: &Sample, weights: &[i32]) -> (i32, f64) {
    let weights = from_list(weights.try_into().expect("every weight"));
    (s.sign * weigh(&s.features, &weights), s.result)
}

fn samples<G: Geometry>(games: usize, depth: u32, seed: u64) -> (Vec<Sample>, Vec<Sample>)
where
    Amazons<G>: Evaluate,
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
    let size = args.first().copied().unwrap_or(6);
    let games = args.get(1).copied().unwrap_or(600) as usize;
    let depth = args.get(2).copied().unwrap_or(2) as u32;
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
    // A cap below one move, or a negative weight, means nothing.
    let allowed = |i, w| w >= 0 && (i != 6 || w >= 1);
    let mut steps = FIRST_STEPS;
    let report = fit(&fitted, &held, &mut weights, &mut steps, judged, allowed);
    println!("{report}");
    for (i, name) in NAMES.iter().enumerate() {
        println!("{name:<18} {:>6} -> {:>6}", listed(&start)[i], weights[i]);
    }
}
