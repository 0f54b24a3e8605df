//! The levels as the issue asks: a winning move is always taken, no move is ever illegal,
//! choices repeat for a seed, and the ladder holds on a few fast games.

mod common;

use common::{positions_with_a_winning_move, random_positions, winning_moves};
use rand::{Rng, SeedableRng};
use rand_pcg::Pcg64Mcg;
use skillgames_amazons::{Amazons6, Amazons8, Amazons10};
use skillgames_archimedes::{Archimedes6, Archimedes8, Archimedes10};
use skillgames_core::Geometry;
use skillgames_loa::Loa;
use skillgames_search::{Decision, Engine, Evaluate, Level, Limits};
use std::time::Duration;

/// Table size of the test engines (small: they are created by the hundred).
const TABLE_MB: usize = 1;

/// Time a level may think in the legality test: short, so that deep levels are interrupted
/// mid-iteration as often as not.
const LEGALITY_TIME: Duration = Duration::from_millis(2);

/// `level` limited by depth alone (its time budget made irrelevant), so that it is
/// deterministic: at most `depth` plies.
fn depth_limited(level: &Level, depth: u32) -> Level {
    Level {
        depth: level.depth.min(depth),
        time: Duration::from_secs(600),
        ..*level
    }
}

fn winning_move_is_always_taken<G: Evaluate>(seed: u64) {
    let positions = positions_with_a_winning_move::<G>(seed, 6);
    assert!(
        positions.len() >= 3,
        "too few test positions for {}",
        G::NAME
    );
    for position in &positions {
        let winners = winning_moves(position);
        for level in G::levels() {
            for game_seed in 0..4 {
                let mut engine = Engine::<G>::new(game_seed, TABLE_MB);
                let choice = engine
                    .choose(position, level, None, None, &mut |_| {})
                    .expect("a move");
                assert!(
                    winners.contains(&choice.mv),
                    "{} {}: {} played {} instead of a winning move in {position}",
                    G::NAME,
                    G::Geometry::SIZE,
                    level.name,
                    choice.mv
                );
                assert_eq!(choice.decision, Decision::Winning);
            }
        }
    }
}

fn every_move_is_legal<G: Evaluate>(seed: u64, count: usize) {
    let positions = random_positions::<G>(seed, count);
    let mut engines: Vec<Engine<G>> = (0..G::levels().len())
        .map(|i| Engine::new(seed + i as u64, TABLE_MB))
        .collect();
    for position in &positions {
        for (level, engine) in G::levels().iter().zip(&mut engines) {
            let choice = engine
                .choose(position, level, Some(LEGALITY_TIME), None, &mut |_| {})
                .expect("a move in an unfinished position");
            assert!(
                position.is_legal(choice.mv),
                "{}: {} chose the illegal {} in {position}",
                G::NAME,
                level.name,
                choice.mv
            );
        }
    }
    // The node-limited analysis search too, including limits too small to finish depth 1.
    let mut engine = Engine::<G>::new(seed, TABLE_MB);
    for (index, position) in positions.iter().enumerate().step_by(7) {
        let limits = Limits::nodes(1 + (index as u64 * 37) % 2000);
        let result = engine.search(position, limits, None, &mut |_| {});
        assert!(position.is_legal(result.best.expect("a move")));
    }
}

fn choices_repeat_for_a_seed<G: Evaluate>(seed: u64) {
    let positions = random_positions::<G>(seed, 8);
    for level in G::levels() {
        let level = depth_limited(level, 2);
        let play = || {
            let mut engine = Engine::<G>::new(seed, TABLE_MB);
            positions
                .iter()
                .map(|p| {
                    engine
                        .choose(p, &level, None, None, &mut |_| {})
                        .unwrap()
                        .mv
                })
                .collect::<Vec<_>>()
        };
        assert_eq!(
            play(),
            play(),
            "{} {} is not deterministic",
            G::NAME,
            level.name
        );
    }
    for position in positions.iter().take(4) {
        let search = || {
            Engine::<G>::new(seed, TABLE_MB)
                .search(position, Limits::nodes(3000), None, &mut |_| {})
                .best
        };
        assert_eq!(search(), search());
    }
}

/// Plays `games` games of `strong` against `weak` (colours alternated, each pair from the
/// same two random opening plies) and returns the strong side's points (draws count half).
fn ladder_points<G: Evaluate>(strong: &Level, weak: &Level, games: u32, seed: u64) -> f64 {
    let mut rng = Pcg64Mcg::seed_from_u64(seed);
    let mut points = 0.0;
    let mut moves = Vec::new();
    let mut opening = G::start();
    for game in 0..games {
        if game % 2 == 0 {
            opening = G::start();
            for _ in 0..2 {
                opening.legal_moves(&mut moves);
                opening.play_unchecked(moves[rng.random_range(0..moves.len())]);
            }
        }
        let strong_colour = if game % 2 == 0 {
            opening.turn()
        } else {
            opening.turn().opponent()
        };
        let mut engines = [
            Engine::<G>::new(seed + u64::from(game), TABLE_MB),
            Engine::<G>::new(seed + 100 + u64::from(game), TABLE_MB),
        ];
        let mut position = opening.clone();
        while position.outcome().is_none() {
            let strong_to_move = position.turn() == strong_colour;
            let (engine, level) = if strong_to_move {
                (&mut engines[0], strong)
            } else {
                (&mut engines[1], weak)
            };
            let mv = engine
                .choose(&position, level, None, None, &mut |_| {})
                .unwrap()
                .mv;
            position.play(mv);
        }
        points += match position.outcome().and_then(|o| o.winner()) {
            Some(winner) if winner == strong_colour => 1.0,
            Some(_) => 0.0,
            None => 0.5,
        };
    }
    points
}

macro_rules! level_tests {
    ($($module:ident: $game:ty, $seed:expr, $positions:expr;)*) => {$(
        mod $module {
            use super::*;

            #[test]
            fn winning_move_is_always_taken() {
                super::winning_move_is_always_taken::<$game>($seed);
            }

            #[test]
            fn every_move_is_legal() {
                super::every_move_is_legal::<$game>($seed, $positions);
            }

            #[test]
            fn choices_repeat_for_a_seed() {
                super::choices_repeat_for_a_seed::<$game>($seed);
            }
        }
    )*};
}

level_tests! {
    archimedes6: Archimedes6, 1, 400;
    archimedes8: Archimedes8, 2, 250;
    archimedes10: Archimedes10, 3, 150;
    amazons6: Amazons6, 4, 400;
    amazons8: Amazons8, 5, 250;
    amazons10: Amazons10, 6, 200;
    loa: Loa, 7, 400;
}

/// Lines of Action: hard (with a short time budget) beats easy in every game of a short
/// match.
#[test]
fn loa_hard_beats_easy() {
    let levels = Loa::levels();
    let hard = Level {
        time: Duration::from_millis(30),
        ..levels[levels.len() - 1]
    };
    assert_eq!(ladder_points::<Loa>(&hard, &levels[0], 4, 11), 4.0);
}

/// Archimedes 6x6: hard beats easy (both depth-limited, so the games replay exactly).
#[test]
fn archimedes_hard_beats_easy() {
    let levels = Archimedes6::levels();
    let hard = depth_limited(&levels[2], 3);
    assert!(ladder_points::<Archimedes6>(&hard, &levels[0], 4, 12) >= 3.0);
}

/// Amazons 6x6: hard beats easy.
#[test]
fn amazons_hard_beats_easy() {
    let levels = Amazons6::levels();
    let hard = depth_limited(&levels[2], 2);
    assert!(ladder_points::<Amazons6>(&hard, &levels[0], 4, 13) >= 3.0);
}

/// The levels are as the seeds name them, easiest first: randomness falls and depth rises
/// from one to the next, and the top level never plays at random.
#[test]
fn levels_are_ordered_and_named() {
    fn check<G: Evaluate>(names: &[&str]) {
        let levels: Vec<&str> = G::levels().iter().map(|l| l.name).collect();
        assert_eq!(levels, names);
        let top = G::levels().last().unwrap();
        assert_eq!(
            top.random_per_mille, 0,
            "the top level never plays at random"
        );
        for pair in G::levels().windows(2) {
            assert!(pair[0].random_per_mille >= pair[1].random_per_mille);
            assert!(pair[0].depth <= pair[1].depth);
        }
    }
    check::<Archimedes6>(&["easy", "normal", "hard", "crazy"]);
    check::<Amazons8>(&["easy", "normal", "hard", "crazy"]);
    check::<Loa>(&["easy", "medium", "hard"]);
}
