//! The computer opponent on Amazons: the generic engine checks of
//! `skillgames_search::conformance` on every board, the evaluation's colour symmetry and its
//! exact count of separated regions, its weighing of measured features, the levels, and a
//! short ladder.

use skillgames_amazons::evaluation::{
    Measured, SEPARATED_SQUARE, WEIGHTS, evaluate_board, measure, weigh, weights_of,
};
use skillgames_amazons::{Amazons, Amazons6, Amazons8, Amazons10};
use skillgames_core::{Bitboard, Board6, Board8, Board10, Game, Geometry, Player, Square};
use skillgames_search::Evaluate;
use skillgames_search::conformance::{depth_limited, ladder_points, random_positions};

skillgames_search::engine_tests! {
    amazons6: skillgames_amazons::Amazons6, 4, 400;
    amazons8: skillgames_amazons::Amazons8, 5, 250;
    amazons10: skillgames_amazons::Amazons10, 6, 200;
}

/// Every ply shoots an arrow, so the colour mirror of a position (the other side to move at
/// the same number of arrows) is no legal position, and `check_evaluation_symmetric` cannot
/// be used: the board evaluation is checked directly. It is the position's evaluation, and
/// the board turned half a turn with the colours and the side to move swapped is worth the
/// same to the side to move.
fn check_board_evaluation_is_colour_symmetric<G: Geometry>(seed: u64) {
    let turn = |b: Bitboard<G>| -> Bitboard<G> { b.into_iter().map(Square::flip).collect() };
    for position in random_positions::<Amazons<G>>(seed, 300) {
        let (white, black) = (
            position.amazons(Player::White),
            position.amazons(Player::Black),
        );
        let arrows = position.arrows();
        assert_eq!(
            position.evaluate(),
            evaluate_board(white, black, arrows, position.turn())
        );
        assert_eq!(
            position.evaluate(),
            evaluate_board(
                turn(black),
                turn(white),
                turn(arrows),
                position.turn().opponent()
            ),
            "{position}"
        );
    }
}

#[test]
fn evaluation_is_colour_symmetric_on_every_board() {
    check_board_evaluation_is_colour_symmetric::<Board6>(4);
    check_board_evaluation_is_colour_symmetric::<Board8>(5);
    check_board_evaluation_is_colour_symmetric::<Board10>(6);
}

/// The evaluation is the board's measured features weighed by its board's weights (fitted
/// for 6x6, the hand-set ones on 8x8 and 10x10), so a tuner weighing the features measures
/// what the engine plays with.
fn check_evaluation_is_weighed_features<G: Geometry>(seed: u64) {
    let mut contested = 0;
    for position in random_positions::<Amazons<G>>(seed, 200) {
        let (white, black) = (
            position.amazons(Player::White),
            position.amazons(Player::Black),
        );
        let for_white = match measure(white, black, position.arrows(), position.turn()) {
            Measured::Separated(score) => score,
            Measured::Contested(features) => {
                contested += 1;
                weigh(&features, weights_of(G::SIZE))
            }
        };
        let sign = if position.turn() == Player::White {
            1
        } else {
            -1
        };
        assert_eq!(position.evaluate(), sign * for_white, "{position}");
    }
    assert!(
        contested > 50,
        "{contested} positions with contested squares"
    );
}

#[test]
fn evaluation_is_the_weighed_features_on_every_board() {
    check_evaluation_is_weighed_features::<Board6>(7);
    check_evaluation_is_weighed_features::<Board8>(8);
    check_evaluation_is_weighed_features::<Board10>(9);
    assert_eq!(weights_of(8), &WEIGHTS);
    assert_eq!(weights_of(10), &WEIGHTS);
    assert_ne!(weights_of(6), &WEIGHTS);
}

/// 6x6 split by a wall of arrows on the third rank from the bottom: White's amazons own the
/// squares below (minus themselves), Black's the rest.
#[test]
fn separated_regions_are_counted_exactly() {
    // White: a1, b1, e1, f1 in the bottom two ranks (12 squares, 8 empty); arrows fill rank 3;
    // Black: a6, f6, a4, f4 in the top three ranks (18 squares, 14 empty).
    let white_to_move: Amazons6 = "B4B/6/B4B/XXXXXX/6/WW2WW w 6 6".parse().unwrap();
    let black_to_move: Amazons6 = "B4B/6/B4B/XXXXXX/X5/WW2WW b 7 7".parse().unwrap();
    // Black has 14 empty squares, White 8: Black is ahead by 6 (the verdict, a win, counts
    // one more).
    assert_eq!(white_to_move.evaluate(), -7 * SEPARATED_SQUARE);
    // One more arrow in White's region: 7 against 14, Black to move and ahead by 7.
    assert_eq!(black_to_move.evaluate(), 8 * SEPARATED_SQUARE);

    // Equal regions (8 empty squares each): the side to move runs out first.
    let even: Amazons6 = "BB2BB/6/XXXXXX/XXXXXX/6/WW2WW w 12 12".parse().unwrap();
    assert_eq!(even.evaluate(), -SEPARATED_SQUARE);
    let white = even.amazons(Player::White);
    let black = even.amazons(Player::Black);
    assert_eq!(
        evaluate_board(white, black, even.arrows(), Player::Black),
        -SEPARATED_SQUARE
    );
}

#[test]
fn there_are_no_noisy_moves() {
    fn check<G: Geometry>(seed: u64) {
        let mut noisy = Vec::new();
        for position in random_positions::<Amazons<G>>(seed, 50) {
            position.noisy_moves(&mut noisy);
            assert!(noisy.is_empty(), "{position}");
        }
    }
    check::<Board6>(12);
    check::<Board8>(12);
    check::<Board10>(12);
}

#[test]
fn levels_are_named() {
    fn names<G: Evaluate>() -> Vec<&'static str> {
        G::levels().iter().map(|l| l.name).collect()
    }
    let expected = ["easy", "normal", "hard", "crazy"];
    assert_eq!(names::<Amazons6>(), expected);
    assert_eq!(names::<Amazons8>(), expected);
    assert_eq!(names::<Amazons10>(), expected);
}

/// Crazy searches late moves less deeply on the 6x6 and 8x8 boards, and not on 10x10, where
/// the reductions lost at the odds (`docs/strength.md`); every other level is the same
/// on every board.
#[test]
fn crazy_reduces_late_moves_except_on_10x10() {
    let crazy = |levels: &[skillgames_play::Level]| levels.last().unwrap().reductions;
    assert!(crazy(Amazons6::levels()) && crazy(Amazons8::levels()));
    assert!(!crazy(Amazons10::levels()));
    let rest = |levels: &'static [skillgames_play::Level]| &levels[..3];
    assert_eq!(rest(Amazons6::levels()), rest(Amazons10::levels()));
}

/// Hard beats easy on 6x6 (both limited by depth alone, so the games replay exactly).
#[test]
fn hard_beats_easy() {
    let levels = Amazons6::levels();
    let easy = depth_limited(&levels[0], levels[0].depth);
    let hard = depth_limited(&levels[2], 2);
    assert!(ladder_points::<Amazons6>(&hard, &easy, 4, 13) >= 3.0);
}
