//! The computer opponent on Archimedes: the generic engine checks of
//! `skillgames_search::conformance` on every board, the evaluation's colour symmetry, the
//! noisy moves (sinkings) the quiescence search follows, the levels, a short ladder, and the
//! transposition table's key.

use skillgames_archimedes::{Archimedes, Archimedes6, Archimedes8, Archimedes10};
use skillgames_core::conformance::diagram_fen;
use skillgames_core::{Game, Geometry};
use skillgames_search::conformance::{
    check_evaluation_symmetric, depth_limited, ladder_points, random_positions,
};
use skillgames_search::{Engine, Evaluate, Limits, SearchResult, is_decisive};

type Move6 = skillgames_archimedes::Move<skillgames_core::Board6>;

skillgames_search::engine_tests! {
    archimedes6: skillgames_archimedes::Archimedes6, 1, 400;
    archimedes8: skillgames_archimedes::Archimedes8, 2, 250;
    archimedes10: skillgames_archimedes::Archimedes10, 3, 150;
}

/// Table size of the test engines.
const TABLE_MB: usize = 1;

#[test]
fn evaluation_is_colour_symmetric_on_every_board() {
    check_evaluation_symmetric::<Archimedes6>(1);
    check_evaluation_symmetric::<Archimedes8>(2);
    check_evaluation_symmetric::<Archimedes10>(3);
}

/// The noisy moves, ordered or not, are exactly the moves that sink an enemy ship.
fn check_noisy_moves_are_the_sinkings<G: Geometry>(seed: u64) {
    let mut moves = Vec::new();
    let mut noisy = Vec::new();
    let mut unordered = Vec::new();
    let mut seen = 0;
    for position in random_positions::<Archimedes<G>>(seed, 600) {
        position.legal_moves(&mut moves);
        position.noisy_moves(&mut noisy);
        let enemy = position.turn().opponent();
        let ships = position.ships(enemy).count();
        let mut sinking: Vec<_> = moves
            .iter()
            .copied()
            .filter(|&mv| {
                let mut child = position.clone();
                child.play_unchecked(mv);
                child.ships(enemy).count() < ships
            })
            .collect();
        seen += sinking.len();
        let mut found = noisy.clone();
        let key = |m: &skillgames_archimedes::Move<G>| m.to_string();
        sinking.sort_by_key(key);
        found.sort_by_key(key);
        assert_eq!(found, sinking, "{position}");
        // The main search's listing, none of them played, holds the same moves.
        position.noisy_moves_unordered(&mut unordered);
        unordered.sort_by_key(key);
        assert_eq!(unordered, sinking, "{position}");
    }
    assert!(seen > 0, "no sinking move in the sample");
}

#[test]
fn noisy_moves_are_exactly_the_sinkings() {
    check_noisy_moves_are_the_sinkings::<skillgames_core::Board6>(8);
    check_noisy_moves_are_the_sinkings::<skillgames_core::Board8>(9);
    check_noisy_moves_are_the_sinkings::<skillgames_core::Board10>(10);
}

#[test]
fn levels_are_named() {
    fn names<G: Evaluate>() -> Vec<&'static str> {
        G::levels().iter().map(|l| l.name).collect()
    }
    let expected = ["easy", "normal", "hard", "crazy"];
    assert_eq!(names::<Archimedes6>(), expected);
    assert_eq!(names::<Archimedes8>(), expected);
    assert_eq!(names::<Archimedes10>(), expected);
}

/// Hard beats easy on 6x6 (both limited by depth alone, so the games replay exactly).
#[test]
fn hard_beats_easy() {
    let levels = Archimedes6::levels();
    let easy = depth_limited(&levels[0], levels[0].depth);
    let hard = depth_limited(&levels[2], 3);
    assert!(ladder_points::<Archimedes6>(&hard, &easy, 4, 12) >= 3.0);
}

/// Four white ships and three black ones far apart: only the quiet rule can end the game
/// within a few plies, and then the larger fleet (White's) wins.
const QUIET_BOARD: &str = "
    . . . . B B
    . . . . . B
    . . . . . .
    . . . . . .
    W . . . . .
    W W W . . .
";

/// Deep enough that from a quiet count of 46 every line without a sinking reaches the limit.
const DEPTH: u32 = 4;

fn search(engine: &mut Engine<Archimedes6>, position: &Archimedes6) -> SearchResult<Move6> {
    engine.search(position, Limits::depth(DEPTH), None, &mut |_| {})
}

/// The same board and side to move with quiet counts far from and near the 50-ply limit are
/// different positions: from 46, a 4-ply search reaches the limit, where White's larger fleet
/// wins; from 10, it does not. An engine that has searched the first must not
/// answer the second from its table: it agrees with a fresh engine on the score and the move
/// (a table keyed by the board alone reuses the first position's scores one ply down, where
/// the quiet count is 11 or 47 and the game is not over yet).
#[test]
fn the_table_tells_quiet_counts_apart() {
    let far: Archimedes6 = diagram_fen(QUIET_BOARD, "w 10 60").parse().unwrap();
    let near: Archimedes6 = diagram_fen(QUIET_BOARD, "w 46 60").parse().unwrap();
    assert_eq!(far.zobrist(), near.zobrist());

    let mut engine = Engine::<Archimedes6>::new(1, TABLE_MB);
    let first = search(&mut engine, &far);
    let reused = search(&mut engine, &near);
    let fresh = search(&mut Engine::new(1, TABLE_MB), &near);
    assert!(!is_decisive(first.score), "{first:?}");
    assert!(
        is_decisive(fresh.score),
        "White's larger fleet wins: {fresh:?}"
    );
    assert_eq!((reused.score, reused.best), (fresh.score, fresh.best));
}
