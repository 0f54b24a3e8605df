//! The computer opponent on Lines of Action: the generic engine checks of
//! `skillgames_search::conformance`, the evaluation's colour symmetry, the levels, a short
//! ladder, and the transposition table's key near the move limit.

use skillgames_core::Game;
use skillgames_loa::{Loa, Move};
use skillgames_search::conformance::{
    check_evaluation_symmetric, depth_limited, ladder_points, random_positions,
};
use skillgames_search::{Engine, Evaluate, Limits, SearchResult};

skillgames_search::engine_tests! {
    loa: skillgames_loa::Loa, 7, 400;
}

/// Table size of the test engines.
const TABLE_MB: usize = 1;

#[test]
fn evaluation_is_colour_symmetric() {
    check_evaluation_symmetric::<Loa>(7);
}

#[test]
fn the_noisy_moves_are_exactly_the_captures() {
    let (mut noisy, mut legal) = (Vec::new(), Vec::new());
    let mut captures_seen = 0;
    for position in random_positions::<Loa>(11, 50) {
        position.noisy_moves(&mut noisy);
        position.legal_moves(&mut legal);
        legal.retain(|mv| mv.capture);
        assert_eq!(noisy, legal, "{position}");
        captures_seen += noisy.len();
    }
    assert!(captures_seen > 0, "the sample has captures to check");
}

#[test]
fn levels_are_named() {
    let names: Vec<&str> = Loa::levels().iter().map(|l| l.name).collect();
    assert_eq!(names, ["easy", "medium", "hard"]);
}

/// Hard, limited to 3 plies, beats easy in at least three quarters of a short match (7 of 8
/// points when written). Both are limited by depth alone, so the games replay exactly.
#[test]
fn hard_beats_easy() {
    let levels = Loa::levels();
    let easy = depth_limited(&levels[0], levels[0].depth);
    let hard = depth_limited(&levels[levels.len() - 1], 3);
    assert!(hard.depth > easy.depth);
    assert!(ladder_points::<Loa>(&hard, &easy, 8, 11) >= 6.0);
}

/// Deep enough that from ply 296 every line reaches the 300-ply limit.
const DEPTH: u32 = 4;

fn search(engine: &mut Engine<Loa>, position: &Loa) -> SearchResult<Move> {
    engine.search(position, Limits::depth(DEPTH), None, &mut |_| {})
}

/// The same board and side to move at ply 100 and at ply 296 are different positions: at
/// 296 the game is drawn at the limit within four plies unless someone connects, at 100 it
/// goes on. An engine that has searched the first must not answer the second from its table:
/// it agrees with a fresh engine on the score and the move (a table keyed by the board alone
/// reuses the first position's scores one ply down, at ply 101 or 297, where the game is not
/// over yet).
#[test]
fn the_table_tells_plies_near_the_limit_apart() {
    // White is well ahead, but neither side can force a connection within four plies.
    let board = "1B2W3/1BW3BW/5WB1/4W1W1/4W1B1/1B6/7W/4BB1W";
    let far: Loa = format!("{board} b 0 100").parse().unwrap();
    let near: Loa = format!("{board} b 0 296").parse().unwrap();
    assert_eq!(far.zobrist(), near.zobrist());

    let mut engine = Engine::<Loa>::new(1, TABLE_MB);
    let first = search(&mut engine, &far);
    let reused = search(&mut engine, &near);
    let fresh = search(&mut Engine::new(1, TABLE_MB), &near);
    assert!(first.score.abs() >= 100, "{first:?}");
    assert_eq!(fresh.score, 0, "a draw at the limit: {fresh:?}");
    assert_eq!((reused.score, reused.best), (fresh.score, fresh.best));
}
