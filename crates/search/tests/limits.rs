//! Time limits are respected (within twice the limit), also when the search is interrupted
//! mid-iteration by the clock or by the stop flag, and a legal move still comes back.

mod common;

use common::random_positions;
use skillgames_amazons::{Amazons6, Amazons8, Amazons10};
use skillgames_archimedes::{Archimedes6, Archimedes8, Archimedes10};
use skillgames_core::{Game, Geometry};
use skillgames_loa::Loa;
use skillgames_search::{Engine, Evaluate, Limits};
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

/// The budget given to the top level in these tests.
const LIMIT: Duration = Duration::from_millis(150);
/// A budget shorter than a depth-2 search of the Amazons 10x10 start (about 90 ms natively),
/// so that the search is cut off in its first iterations.
const SHORT_LIMIT: Duration = Duration::from_millis(40);
/// When the other thread sets the stop flag.
const STOP_AFTER: Duration = Duration::from_millis(100);

/// The top level with `limit` on the start and on a middle-game position: it answers with a
/// legal move in at most twice the limit.
fn top_level_keeps_time<G: Evaluate>(limit: Duration) {
    let top = G::levels().last().unwrap();
    let middle = random_positions::<G>(21, 12).pop().unwrap();
    for position in [G::start(), middle] {
        let mut engine = Engine::<G>::new(1, 4);
        let started = Instant::now();
        let choice = engine
            .choose(&position, top, Some(limit), None, &mut |_| {})
            .unwrap();
        let elapsed = started.elapsed();
        assert!(position.is_legal(choice.mv));
        assert!(
            elapsed <= 2 * limit,
            "{} {}: {elapsed:?} for a limit of {limit:?}",
            G::NAME,
            G::Geometry::SIZE
        );
    }
}

/// A search without a time limit, stopped by a flag set from another thread.
fn stop_flag_interrupts<G: Evaluate>() {
    let position = G::start();
    let stop = AtomicBool::new(false);
    let mut engine = Engine::<G>::new(1, 4);
    let started = Instant::now();
    let result = std::thread::scope(|scope| {
        scope.spawn(|| {
            std::thread::sleep(STOP_AFTER);
            stop.store(true, Ordering::Relaxed);
        });
        engine.search(&position, Limits::depth(60), Some(&stop), &mut |_| {})
    });
    let elapsed = started.elapsed();
    assert!(position.is_legal(result.best.unwrap()));
    assert!(
        elapsed <= 2 * STOP_AFTER,
        "{}: stopped after {elapsed:?}",
        G::NAME
    );
    assert!(result.depth < 60, "the search cannot have finished");
}

macro_rules! limit_tests {
    ($($module:ident: $game:ty;)*) => {$(
        mod $module {
            use super::*;

            #[test]
            fn top_level_keeps_time() {
                super::top_level_keeps_time::<$game>(LIMIT);
            }

            #[test]
            fn stop_flag_interrupts() {
                super::stop_flag_interrupts::<$game>();
            }
        }
    )*};
}

limit_tests! {
    archimedes6: Archimedes6;
    archimedes8: Archimedes8;
    archimedes10: Archimedes10;
    amazons6: Amazons6;
    amazons8: Amazons8;
    amazons10: Amazons10;
    loa: Loa;
}

/// The biggest position (Amazons 10x10 at the start, 2176 moves) with a limit too short for
/// its second iteration: still a legal move, still on time.
#[test]
fn short_limit_on_a_big_position() {
    top_level_keeps_time::<Amazons10>(SHORT_LIMIT);
    let position = Amazons10::start();
    let started = Instant::now();
    let result = Engine::<Amazons10>::new(1, 4).search(
        &position,
        Limits::time(SHORT_LIMIT),
        None,
        &mut |_| {},
    );
    assert!(position.is_legal(result.best.unwrap()));
    assert!(started.elapsed() <= 2 * SHORT_LIMIT);
}

/// A stop flag that is already set: the best move by a first look, at once.
#[test]
fn stop_before_the_start() {
    let stop = AtomicBool::new(true);
    let position = Loa::start();
    let result =
        Engine::<Loa>::new(1, 4).search(&position, Limits::depth(8), Some(&stop), &mut |_| {});
    assert!(position.is_legal(result.best.unwrap()));
    assert_eq!(result.depth, 0);
}
