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
//! cargo run --release -p skillgames-amazons --example tune -- 6 600 2 1
//! #  board size, games, search depth of the self-play, seed
//! ```
//!
//! The printed weights go into `crates/amazons/src/evaluation.rs` (`WEIGHTS_6`, or a board's
//! own constant in `weights_of`); matches then decide whether they stay (`docs/strength.md`).

use skillgames_amazons::Amazons;
use skillgames_amazons::evaluation::{Features, Measured, Weights, measure, weigh, weights_of};
use skillgames_core::{Board6, Board8, Board10, Game, Geometry, Player};
use skillgames_search::{Engine, Evaluate, Limits};

/// Uniformly random plies before the engine takes over: at least this many...
const OPENING_PLIES: u64 = 2;
/// ...and up to this many more.
const OPENING_SPREAD: u64 = 3;
/// One self-play move in this many (per mille) is uniformly random, for variety.
const RANDOM_PER_MILLE: u64 = 30;
/// One game in this many is held out of the fit.
const HOLD_OUT_EVERY: usize = 5;

/// A small deterministic generator (xorshift64*), enough for openings.
struct Rng(u64);

impl Rng {
    fn below(&mut self, n: u64) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D) % n
    }
}

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
    let mut position = Amazons::<G>::start();
    let mut kept: Vec<(Player, Features)> = Vec::new();
    let opening = OPENING_PLIES + rng.below(OPENING_SPREAD);
    let mut moves = Vec::new();
    while position.outcome().is_none() {
        position.legal_moves(&mut moves);
        let random = u64::from(position.ply()) < opening || rng.below(1000) < RANDOM_PER_MILLE;
        let mv = if random {
            moves[rng.below(moves.len() as u64) as usize]
        } else {
            match engine
                .search(&position, Limits::depth(depth), None, &mut |_| {})
                .best
            {
                Some(mv) => mv,
                None => break,
            }
        };
        if u64::from(position.ply()) >= opening
            && let Measured::Contested(features) = measure(
                position.amazons(Player::White),
                position.amazons(Player::Black),
                position.arrows(),
                position.turn(),
            )
        {
            kept.push((position.turn(), features));
        }
        position.play_unchecked(mv);
    }
    // No draws in Amazons: the side to move with no move lost.
    let loser = position.turn();
    kept.into_iter()
        .map(|(turn, features)| Sample {
            features,
            sign: if turn == Player::White { 1 } else { -1 },
            result: if turn == loser { 0.0 } else { 1.0 },
        })
        .collect()
}

fn error(samples: &[Sample], weights: &Weights, k: f64) -> f64 {
    let sum: f64 = samples
        .iter()
        .map(|s| {
            let eval = f64::from(s.sign * weigh(&s.features, weights));
            let predicted = 1.0 / (1.0 + 10f64.powf(-k * eval / 400.0));
            (s.result - predicted).powi(2)
        })
        .sum();
    sum / samples.len().max(1) as f64
}

/// The `k` that fits the current weights best (golden-section search).
fn fit_k(samples: &[Sample], weights: &Weights) -> f64 {
    let (mut lo, mut hi) = (0.001f64, 4.0f64);
    for _ in 0..60 {
        let a = lo + (hi - lo) * 0.382;
        let b = lo + (hi - lo) * 0.618;
        if error(samples, weights, a) < error(samples, weights, b) {
            hi = b;
        } else {
            lo = a;
        }
    }
    (lo + hi) / 2.0
}

fn collect<G: Geometry>(games: usize, depth: u32, seed: u64) -> (Vec<Sample>, Vec<Sample>)
where
    Amazons<G>: Evaluate,
{
    let mut rng = Rng(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1);
    let mut engine = Engine::<Amazons<G>>::new(seed, 16);
    let (mut fit, mut held) = (Vec::new(), Vec::new());
    for game in 0..games {
        let samples = play_game(&mut engine, depth, &mut rng);
        if game % HOLD_OUT_EVERY == 0 {
            held.extend(samples);
        } else {
            fit.extend(samples);
        }
    }
    (fit, held)
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
    let (fit, held) = match size {
        6 => collect::<Board6>(games, depth, seed),
        8 => collect::<Board8>(games, depth, seed),
        10 => collect::<Board10>(games, depth, seed),
        _ => panic!("the boards are 6, 8 and 10"),
    };
    eprintln!(
        "{games} games of {size}x{size} at depth {depth}: {} positions to fit, {} held out ({:.0} s)",
        fit.len(),
        held.len(),
        started.elapsed().as_secs_f64()
    );
    // From the weights the board plays with now.
    let start = *weights_of(u8::try_from(size).unwrap_or(0));
    let mut weights = listed(&start);
    let k = fit_k(&fit, &start);
    let before = (error(&fit, &start, k), error(&held, &start, k));
    let mut steps = FIRST_STEPS;
    let mut best = before.0;
    while steps.iter().any(|&s| s > 0) {
        for i in 0..weights.len() {
            if steps[i] == 0 {
                continue;
            }
            let mut improved = false;
            for sign in [1, -1] {
                loop {
                    let mut trial = weights;
                    trial[i] += sign * steps[i];
                    // A cap below one move, or a negative percentage, means nothing.
                    if trial[i] < 0 || (i == 6 && trial[i] < 1) {
                        break;
                    }
                    let e = error(&fit, &from_list(trial), k);
                    if e < best {
                        best = e;
                        weights = trial;
                        improved = true;
                    } else {
                        break;
                    }
                }
                if improved {
                    break;
                }
            }
            if !improved {
                steps[i] /= 2;
            }
        }
    }
    let after = (best, error(&held, &from_list(weights), k));
    println!("k = {k:.5}");
    println!(
        "error before: fit {:.6}, held out {:.6}; after: fit {:.6}, held out {:.6}",
        before.0, before.1, after.0, after.1
    );
    for (i, name) in NAMES.iter().enumerate() {
        println!("{name:<18} {:>6} -> {:>6}", listed(&start)[i], weights[i]);
    }
}
