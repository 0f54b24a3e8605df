//! Texel-style tuning, shared by the games' tuners (`examples/tune.rs` of a game's crate):
//! the self-play games the positions come from, the mean squared error of
//! `1 / (1 + 10^(-k * eval / 400))` against the games' results, the `k` that fits the current
//! weights, and a local search of integer weights.
//!
//! ```
//! use skillgames_search::texel::{collect, descend, error, fit, fit_k};
//!
//! // Positions as (a feature, the result for the side to move): the feature predicts.
//! let samples = [(3, 1.0), (-2, 0.0), (1, 1.0), (-4, 0.0), (0, 0.5)];
//! let eval = |s: &(i32, f64), w: &[i32]| (s.0 * w[0], s.1);
//! let k = fit_k(&samples, |s| eval(s, &[10]));
//! let mut weights = vec![10];
//! let mut steps = vec![8];
//! let best = descend(&mut weights, &mut steps, |w| error(&samples, k, |s| eval(s, w)), |_, w| w >= 0);
//! assert!(best <= error(&samples, k, |s| eval(s, &[10])));
//!
//! // The same in one call, with every second "game" held out of the fit.
//! let mut games = samples.iter().map(|&s| vec![s]);
//! let (fitted, held) = collect(samples.len(), 2, || games.next().unwrap_or_default());
//! assert_eq!((fitted.len(), held.len()), (2, 3));
//! let mut weights = vec![10];
//! let report = fit(&fitted, &held, &mut weights, &mut [8], eval, |_, w| w >= 0);
//! assert!(report.after.0 <= report.before.0);
//! ```

use crate::{Engine, Evaluate, Limits};
use skillgames_core::{Outcome, Player};
use std::fmt;

/// A small deterministic generator (xorshift64*), enough for openings.
pub struct Rng(u64);

impl Rng {
    /// A generator for `seed`.
    #[must_use]
    pub fn new(seed: u64) -> Self {
        Rng(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1)
    }

    /// A number below `n` (`n` > 0).
    pub fn below(&mut self, n: u64) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D) % n.max(1)
    }
}

/// Plays one game of the engine against itself from `position`: uniformly random moves for
/// the plies before `opening` and for `random_per_mille` thousandths of the others (for
/// variety), the engine's move at `depth` plies otherwise. Calls `keep` with each position
/// before its move is played, and returns the last position (finished, unless the engine
/// found no move).
pub fn self_play<G: Evaluate>(
    engine: &mut Engine<G>,
    mut position: G,
    (depth, opening, random_per_mille): (u32, u64, u64),
    rng: &mut Rng,
    mut keep: impl FnMut(&G),
) -> G {
    let mut moves = Vec::new();
    while position.outcome().is_none() {
        position.legal_moves(&mut moves);
        let random = u64::from(position.ply()) < opening || rng.below(1000) < random_per_mille;
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
        keep(&position);
        position.play_unchecked(mv);
    }
    position
}

/// Plays one game as [`self_play`] does and returns what `keep` takes from its positions
/// (before their moves), each with the game's result for the side to move there
/// ([`result_for`]).
pub fn labelled_self_play<G: Evaluate, T>(
    engine: &mut Engine<G>,
    position: G,
    shape: (u32, u64, u64),
    rng: &mut Rng,
    mut keep: impl FnMut(&G) -> Option<T>,
) -> Vec<(T, f64)> {
    let mut kept = Vec::new();
    let end = self_play(engine, position, shape, rng, |position| {
        if let Some(taken) = keep(position) {
            kept.push((position.turn(), taken));
        }
    });
    let outcome = end.outcome();
    kept.into_iter()
        .map(|(turn, taken)| (taken, result_for(outcome, turn)))
        .collect()
}

/// [`collect`] with the generator and engine (a 16 MB table) of `seed`, which `play_one`
/// plays each game with.
pub fn seeded_collect<G: Evaluate, S>(
    games: usize,
    hold_out_every: usize,
    seed: u64,
    mut play_one: impl FnMut(&mut Engine<G>, &mut Rng) -> Vec<S>,
) -> (Vec<S>, Vec<S>) {
    let mut rng = Rng::new(seed);
    let mut engine = Engine::<G>::new(seed, 16);
    collect(games, hold_out_every, || play_one(&mut engine, &mut rng))
}

/// The result of a game that ended in `outcome` for `player`: 1 for a win, 0.5 for a draw (or
/// a game that did not end), 0 for a loss.
#[must_use]
pub fn result_for<R: Copy>(outcome: Option<Outcome<R>>, player: Player) -> f64 {
    match outcome.map(Outcome::winner) {
        Some(Some(winner)) if winner == player => 1.0,
        Some(Some(_)) => 0.0,
        _ => 0.5,
    }
}

/// The samples of `games` games, each from one call of `play_one`, split into those to fit
/// and those held out: every `hold_out_every`-th game (the first included) is held out, so
/// that a fit that only learns its sample shows in the error on the others.
pub fn collect<S>(
    games: usize,
    hold_out_every: usize,
    mut play_one: impl FnMut() -> Vec<S>,
) -> (Vec<S>, Vec<S>) {
    let (mut fitted, mut held) = (Vec::new(), Vec::new());
    for game in 0..games {
        let samples = play_one();
        if game % hold_out_every.max(1) == 0 {
            held.extend(samples);
        } else {
            fitted.extend(samples);
        }
    }
    (fitted, held)
}

/// What [`fit`] did: the `k` it fitted, and the errors (on the fitted samples, on the held-out
/// ones) before and after. Displays as the tuners print it.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Report {
    /// The scale of evaluations that the starting weights fit best.
    pub k: f64,
    /// The errors with the starting weights: (fitted, held out).
    pub before: (f64, f64),
    /// The errors with the fitted weights: (fitted, held out).
    pub after: (f64, f64),
}

impl fmt::Display for Report {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(f, "k = {:.5}", self.k)?;
        write!(
            f,
            "error before: fit {:.6}, held out {:.6}; after: fit {:.6}, held out {:.6}",
            self.before.0, self.before.1, self.after.0, self.after.1
        )
    }
}

/// Fits `weights` to the samples `fitted`: the `k` of the starting weights ([`fit_k`]), then
/// [`descend`] from `steps` under `allowed`. `judged` gives a sample's evaluation for the side
/// to move under the weights, and its result. Reports the errors on `fitted` and `held`.
pub fn fit<S>(
    fitted: &[S],
    held: &[S],
    weights: &mut [i32],
    steps: &mut [i32],
    judged: impl Fn(&S, &[i32]) -> (i32, f64),
    allowed: impl Fn(usize, i32) -> bool,
) -> Report {
    let start = weights.to_vec();
    let k = fit_k(fitted, |s| judged(s, &start));
    let err = |samples: &[S], w: &[i32]| error(samples, k, |s| judged(s, w));
    let before = (err(fitted, &start), err(held, &start));
    let best = descend(weights, steps, |w| err(fitted, w), allowed);
    Report {
        k,
        before,
        after: (best, err(held, weights)),
    }
}

/// The mean squared error of the predicted results: `eval_and_result` gives a sample's
/// evaluation (for the side to move) and its result (0, 0.5 or 1).
pub fn error<S>(samples: &[S], k: f64, eval_and_result: impl Fn(&S) -> (i32, f64)) -> f64 {
    let sum: f64 = samples
        .iter()
        .map(|s| {
            let (eval, result) = eval_and_result(s);
            let predicted = 1.0 / (1.0 + 10f64.powf(-k * f64::from(eval) / 400.0));
            (result - predicted).powi(2)
        })
        .sum();
    sum / samples.len().max(1) as f64
}

/// The `k` that fits the evaluations best (golden-section search).
pub fn fit_k<S>(samples: &[S], eval_and_result: impl Fn(&S) -> (i32, f64)) -> f64 {
    let (mut lo, mut hi) = (0.001f64, 4.0f64);
    for _ in 0..60 {
        let a = lo + (hi - lo) * 0.382;
        let b = lo + (hi - lo) * 0.618;
        if error(samples, a, &eval_and_result) < error(samples, b, &eval_and_result) {
            hi = b;
        } else {
            lo = a;
        }
    }
    (lo + hi) / 2.0
}

/// Local search: each weight in turn moves by its step (up, else down) while `error` falls
/// and `allowed(index, value)` holds; a step halves when neither direction helps; a step of 0
/// holds its weight. Ends when every step is 0; the lowest error found.
pub fn descend(
    weights: &mut [i32],
    steps: &mut [i32],
    error: impl Fn(&[i32]) -> f64,
    allowed: impl Fn(usize, i32) -> bool,
) -> f64 {
    let mut best = error(weights);
    while steps.iter().any(|&s| s > 0) {
        for i in 0..weights.len() {
            if steps[i] == 0 {
                continue;
            }
            let mut improved = false;
            for sign in [1, -1] {
                loop {
                    let mut trial = weights.to_vec();
                    trial[i] += sign * steps[i];
                    if !allowed(i, trial[i]) {
                        break;
                    }
                    let e = error(&trial);
                    if e < best {
                        best = e;
                        weights.copy_from_slice(&trial);
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
    best
}
