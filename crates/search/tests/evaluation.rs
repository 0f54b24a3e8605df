//! The evaluations: colour symmetry, Amazons' exact count of separated regions, and the
//! Archimedes noisy moves (sinkings) the quiescence search follows.

mod common;

use common::{mirror, random_positions};
use skillgames_amazons::{Amazons, Amazons6, Amazons8};
use skillgames_archimedes::{Archimedes6, Archimedes8, Archimedes10};
use skillgames_core::{Bitboard, Board6, Board8, Board10, Game, Geometry, Player, Square};
use skillgames_loa::Loa;
use skillgames_search::Evaluate;
use skillgames_search::games::amazons::{SEPARATED_SQUARE, evaluate_board};

/// A position and its colour mirror (board turned, colours and turn swapped) are the same
/// position for the other colour: the evaluation for the side to move is the same, so from
/// White's side the two scores are opposite.
fn evaluation_is_colour_symmetric<G: Evaluate>(seed: u64) {
    for position in random_positions::<G>(seed, 300) {
        let mirrored = mirror(&position);
        assert_ne!(position.turn(), mirrored.turn());
        assert_eq!(
            position.evaluate(),
            mirrored.evaluate(),
            "{} {}: {position} and its mirror {mirrored}",
            G::NAME,
            G::Geometry::SIZE
        );
        let mut noisy = Vec::new();
        let mut mirrored_noisy = Vec::new();
        position.noisy_moves(&mut noisy);
        mirrored.noisy_moves(&mut mirrored_noisy);
        assert_eq!(noisy.len(), mirrored_noisy.len());
    }
}

#[test]
fn evaluations_are_colour_symmetric() {
    evaluation_is_colour_symmetric::<Archimedes6>(1);
    evaluation_is_colour_symmetric::<Archimedes8>(2);
    evaluation_is_colour_symmetric::<Archimedes10>(3);
    evaluation_is_colour_symmetric::<Loa>(7);
}

/// Amazons: every ply shoots an arrow, so the colour mirror (other side to move at the same
/// ply) is no legal position; the board evaluation is checked directly.
fn amazons_evaluation_is_colour_symmetric<G: Geometry>(seed: u64) {
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
fn amazons_evaluation_is_colour_symmetric_on_every_board() {
    amazons_evaluation_is_colour_symmetric::<Board6>(4);
    amazons_evaluation_is_colour_symmetric::<Board8>(5);
    amazons_evaluation_is_colour_symmetric::<Board10>(6);
}

/// Amazons 6x6 split by a wall of arrows on the third rank from the bottom: White's amazons
/// own the 12 squares below (minus themselves), Black's the rest.
#[test]
fn amazons_separated_regions_are_counted_exactly() {
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

/// The Archimedes noisy moves are exactly the moves that sink an enemy ship.
fn noisy_moves_are_the_sinkings<G: Evaluate>(seed: u64) {
    let mut moves = Vec::new();
    let mut noisy = Vec::new();
    let mut seen = 0;
    for position in random_positions::<G>(seed, 600) {
        position.legal_moves(&mut moves);
        position.noisy_moves(&mut noisy);
        let enemy = position.turn().opponent();
        let count = |p: &G| p.score_line(enemy);
        let mut sinking: Vec<G::Move> = moves
            .iter()
            .copied()
            .filter(|&mv| {
                let mut child = position.clone();
                child.play_unchecked(mv);
                count(&child) < count(&position)
            })
            .collect();
        seen += sinking.len();
        let mut found = noisy.clone();
        let key = |m: &G::Move| m.to_string();
        sinking.sort_by_key(key);
        found.sort_by_key(key);
        assert_eq!(found, sinking, "{position}");
    }
    assert!(seen > 0, "no sinking move in the sample");
}

#[test]
fn archimedes_noisy_moves_are_the_sinkings() {
    noisy_moves_are_the_sinkings::<Archimedes6>(8);
    noisy_moves_are_the_sinkings::<Archimedes8>(9);
    noisy_moves_are_the_sinkings::<Archimedes10>(10);
}

/// The other games have no noisy moves.
#[test]
fn amazons_and_loa_have_no_noisy_moves() {
    let mut noisy = Vec::new();
    for position in random_positions::<Loa>(11, 50) {
        position.noisy_moves(&mut noisy);
        assert!(noisy.is_empty());
    }
    let mut noisy = Vec::new();
    for position in random_positions::<Amazons8>(12, 50) {
        position.noisy_moves(&mut noisy);
        assert!(noisy.is_empty());
    }
}
