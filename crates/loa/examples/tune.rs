//! Texel-style tuning of the Lines of Action evaluation's weights.
//!
//! Plays games of the engine against itself from random openings, keeps every position of
//! them with the game's result (from the side to move's view), and fits the weights of
//! `skillgames_loa::evaluation::WEIGHTS` so that `1 / (1 + 10^(-k * eval / 400))` predicts the
//! results as well as it can (least squares), by local search: each weight in turn is moved
//! up or down by a step while that lowers the error, the steps halving when nothing does.
//! A fifth of the games are held out, and the error on them is reported, so that a fit that
//! only learns the sample shows.
//!
//! ```sh
//! cargo run --release -p skillgames-loa --example tune -- 1500 3 1
//! #  games, search depth of the self-play, seed
//! cargo run --release -p skillgames-loa --example tune -- 8000 3 6 connectedness
//! #  the same, fitting only the named term (e.g. a new one) with the others held
//! ```
//!
//! The printed weights go into `crates/loa/src/evaluation.rs`; matches then decide whether
//! they stay (`docs/strength.md`).

use skillgames_core::Game;
use skillgames_loa::Loa;
use skillgames_loa::evaluation::{TERM_NAMES, TERMS, WEIGHTS, terms, weigh};
use skillgames_search::Engine;
use skillgames_search::texel::{Rng, fit, labelled_self_play, seeded_collect};

/// Uniformly random plies before the engine takes over: at least this many...
const OPENING_PLIES: u64 = 4;
/// ...and up to this many more.
const OPENING_SPREAD: u64 = 5;
/// One self-play move in this many (per mille) is uniformly random, for variety.
const RANDOM_PER_MILLE: u64 = 50;
/// Positions this close to the start of the game are not kept (they are the openings').
const SKIP_PLIES: u32 = 8;
/// One game in this many is held out of the fit.
const HOLD_OUT_EVERY: usize = 5;
/// The first step of every weight, in its units (eighths of the evaluation's unit).
const FIRST_STEP: i32 = 64;

/// A kept position: its terms and the result for the side to move (0, 0.5 or 1).
struct Sample {
    terms: [i32; TERMS],
    result: f64,
}

fn play_game(engine: &mut Engine<Loa>, depth: u32, rng: &mut Rng) -> Vec<Sample> {
    let opening = OPENING_PLIES + rng.below(OPENING_SPREAD);
    let shape = (depth, opening, RANDOM_PER_MILLE);
    labelled_self_play(engine, Loa::start(), shape, rng, |position| {
        (position.ply() >= SKIP_PLIES).then(|| terms(position))
    })
    .into_iter()
    .map(|(terms, result)| Sample { terms, result })
    .collect()
}

/// A sample's evaluation under `weights` and its result.
fn judged(s: &Sample, weights: &[i32]) -> (i32, f64) {
    let weights: &[i32; TERMS] = weights.try_into().expect("every term's weight");
    (weigh(&s.terms, weights), s.result)
}

fn main() {
    let words: Vec<String> = std::env::args().skip(1).collect();
    // An optional fourth argument names the only term to fit (a new term, the others held).
    let only = words.get(3).map(|name| {
        TERM_NAMES
            .iter()
            .position(|term| term == name)
            .unwrap_or_else(|| panic!("the terms are {TERM_NAMES:?}"))
    });
    let args: Vec<u64> = words
        .iter()
        .take(3)
        .map(|a| a.parse().expect("arguments: games depth seed [term]"))
        .collect();
    let games = args.first().copied().unwrap_or(1500) as usize;
    let depth = args.get(1).copied().unwrap_or(3) as u32;
    let seed = args.get(2).copied().unwrap_or(1);
    let started = std::time::Instant::now();
    let (fitted, held) = seeded_collect(games, HOLD_OUT_EVERY, seed, |engine, rng| {
        play_game(engine, depth, rng)
    });
    eprintln!(
        "{games} games at depth {depth}: {} positions to fit, {} held out ({:.0} s)",
        fitted.len(),
        held.len(),
        started.elapsed().as_secs_f64()
    );
    let mut weights = WEIGHTS;
    // Only the named term moves, when one is named; the tempo is a constant term (fitting it
    // only shifts the curve), so it stays.
    let mut steps: [i32; TERMS] = std::array::from_fn(|i| {
        if i + 1 < TERMS && only.is_none_or(|only| only == i) {
            FIRST_STEP
        } else {
            0
        }
    });
    let report = fit(&fitted, &held, &mut weights, &mut steps, judged, |_, _| {
        true
    });
    println!("{report}");
    for i in 0..TERMS {
        println!(
            "{:<16} {:>6} -> {:>6}  ({:.2} units)",
            TERM_NAMES[i],
            WEIGHTS[i],
            weights[i],
            f64::from(weights[i]) / 8.0
        );
    }
}
