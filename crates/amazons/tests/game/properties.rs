//! Property tests over random playouts on every board size: the generic conformance checks
//! of `skillgames_core::conformance`, and the invariants of Amazons.

use proptest::collection::vec;
use proptest::prelude::*;
use skillgames_amazons::{AMAZONS_PER_SIDE, Amazons, EndReason, Move, Outcome};
use skillgames_core::conformance::{
    check_arbitrary_text, check_illegal_moves, check_move_texts, check_playout,
    check_position_text, check_syntax_errors, playout,
};
use skillgames_core::{Bitboard, Board6, Board8, Board10, Game, Geometry, Player, Setup, Square};
use std::collections::HashMap;

fn square<G: Geometry>(index: u32) -> Square<G> {
    Square::from_index(index % u32::from(G::SQUARES)).unwrap()
}

fn text<G: Geometry>(from: Square<G>, to: Square<G>, arrow: Square<G>) -> String {
    format!("{from}-{to}/{arrow}")
}

/// Candidate move texts for `position`: random triples, triples starting on the mover's
/// amazons, and every one-square change (arrow, destination, origin) of a few legal moves.
fn candidates<G: Geometry>(position: &Amazons<G>, random: &[u32]) -> Vec<String> {
    let mut texts = Vec::new();
    for triple in random.chunks_exact(3) {
        let [a, b, c] = [triple[0], triple[1], triple[2]].map(square::<G>);
        texts.push(text(a, b, c));
        for from in position.amazons(position.turn()) {
            texts.push(text(from, b, c));
            for to in position.destinations(from).into_iter().take(3) {
                texts.push(text(from, to, c));
            }
        }
    }
    let mut moves = Vec::new();
    position.legal_moves(&mut moves);
    if !moves.is_empty() {
        for &seed in random.iter().take(3) {
            let mv = moves[seed as usize % moves.len()];
            for other in Square::<G>::all() {
                texts.push(text(mv.from, mv.to, other));
                texts.push(text(mv.from, other, mv.arrow));
                texts.push(text(other, mv.to, mv.arrow));
            }
        }
    }
    texts
}

/// Text that is no move at all; it must be refused without panicking.
fn junk() -> Vec<String> {
    let mut texts: Vec<String> = [
        "",
        "-",
        "/",
        "a1-",
        "a1-a2",
        "a1-a2/",
        "-a1/a2",
        "a1/a2",
        "z9-a1/a2",
        "a1-z9/a2",
        "a1-a2/z9",
        "a0-a1/a2",
        "a11-a1/a2",
        "A1-A2/A3",
        " a1-a2/a3",
        "a1-a2/a3 ",
        "a1-a2/a3/a4",
        "a1xa2/a3",
        "a1-a2-a3",
        "a1—a2/a3",
        "é1-a2/a3",
        "🏹",
        "a\u{0}-a2/a3",
    ]
    .map(String::from)
    .to_vec();
    texts.push("a1-a2/".repeat(10_000));
    texts.push("ß".repeat(10_000));
    texts
}

/// What holds in every position reached by play.
fn check_invariants<G: Geometry>(position: &Amazons<G>) {
    for player in Player::ALL {
        assert_eq!(position.amazons(player).count(), AMAZONS_PER_SIDE);
    }
    let [white, black] = Player::ALL.map(|p| position.amazons(p));
    assert!((white & black).is_empty() && ((white | black) & position.arrows()).is_empty());
    assert_eq!(position.arrows().count(), position.ply());
    let setup = position.setup();
    assert_eq!(setup.quiet, position.ply());
    assert_eq!(
        position.ply().is_multiple_of(2),
        position.turn() == Player::White
    );
    // No draws: the only ending is the side to move being stuck.
    match position.outcome() {
        None => assert!(position.reachable(position.turn()).any()),
        Some(outcome) => {
            assert_eq!(
                outcome,
                Outcome::Win {
                    winner: position.turn().opponent(),
                    reason: EndReason::NoMoves
                }
            );
            assert!(position.reachable(position.turn()).is_empty());
        }
    }
    // destinations, arrow_targets and reachable agree with the move list.
    let mut moves = Vec::new();
    position.legal_moves(&mut moves);
    let mut by_amazon: HashMap<Square<G>, Bitboard<G>> = HashMap::new();
    let mut by_landing: HashMap<(Square<G>, Square<G>), Bitboard<G>> = HashMap::new();
    for mv in &moves {
        by_amazon.entry(mv.from).or_default().insert(mv.to);
        by_landing
            .entry((mv.from, mv.to))
            .or_default()
            .insert(mv.arrow);
    }
    let mut reachable = Bitboard::EMPTY;
    for from in position.amazons(position.turn()) {
        let destinations = by_amazon.get(&from).copied().unwrap_or_default();
        assert_eq!(position.destinations(from), destinations, "from {from}");
        reachable |= destinations;
        for to in destinations {
            assert_eq!(position.arrow_targets(from, to), by_landing[&(from, to)]);
        }
    }
    assert_eq!(position.reachable(position.turn()), reachable);
}

/// Checks every position of a random playout (the generic checks and the invariants, and
/// that each ply moves one amazon and shoots one arrow); the move-text sweep runs on every
/// `sweep_every`-th position and on the last one.
fn check_amazons_playout<G: Geometry>(choices: &[u32], random: &[u32], sweep_every: usize) {
    check_playout(
        &Amazons::<G>::start(),
        choices,
        sweep_every,
        &junk(),
        |position| candidates(position, random),
        check_invariants,
        |before, _, events, after| {
            assert!(events.is_empty(), "Amazons has no events");
            let mover = before.turn();
            let left = before.amazons(mover) - after.amazons(mover);
            let arrived = after.amazons(mover) - before.amazons(mover);
            assert_eq!((left.count(), arrived.count()), (1, 1));
            assert_eq!(before.amazons(!mover), after.amazons(!mover));
            assert_eq!((after.arrows() - before.arrows()).count(), 1);
            assert!((before.arrows() - after.arrows()).is_empty());
        },
    );
}

/// A random legal-looking position: the permutation `keys` places four amazons a side and
/// `arrows` arrows, with the counters matching.
fn random_position_text<G: Geometry>(keys: &[u32], arrows: usize) -> String {
    let mut order: Vec<Square<G>> = Square::<G>::all().collect();
    order.sort_by_key(|sq| keys[sq.index()]);
    let arrows = arrows.min(order.len() - 8);
    let ply = arrows as u32;
    let turn = if ply.is_multiple_of(2) {
        Player::White
    } else {
        Player::Black
    };
    let mut setup = Setup::<G>::empty(turn);
    setup.stones[0] = order[..4].iter().copied().collect();
    setup.stones[1] = order[4..8].iter().copied().collect();
    setup.arrows = order[8..8 + arrows].iter().copied().collect();
    setup.quiet = ply;
    setup.ply = ply;
    setup.to_string()
}

fn check_random_position<G: Geometry>(keys: &[u32], arrows: usize) {
    let text = random_position_text::<G>(keys, arrows);
    if let Err(e) = check_position_text::<Amazons<G>>(&text, check_invariants) {
        panic!("{text} refused: {e}");
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn random_playouts_on_6x6_pass_every_check(
        choices in vec(any::<u32>(), 0..40),
        random in vec(any::<u32>(), 0..600),
    ) {
        check_amazons_playout::<Board6>(&choices, &random, 1);
    }

    #[test]
    fn random_playouts_on_8x8_pass_every_check(
        choices in vec(any::<u32>(), 0..70),
        random in vec(any::<u32>(), 0..600),
    ) {
        check_amazons_playout::<Board8>(&choices, &random, 3);
    }

    #[test]
    fn random_playouts_on_10x10_pass_every_check(
        choices in vec(any::<u32>(), 0..100),
        random in vec(any::<u32>(), 0..600),
    ) {
        check_amazons_playout::<Board10>(&choices, &random, 8);
    }

    #[test]
    fn random_move_text_is_accepted_only_when_generated(
        choices in vec(any::<u32>(), 0..30),
        texts in vec("[a-k]{0,2}[0-9]{0,3}[-/x ]{0,2}[a-k]{0,2}[0-9]{0,3}[-/ ]?[a-k]?[0-9]{0,2}|\\PC{0,12}", 0..40),
    ) {
        for position in playout(&Amazons::<Board6>::start(), &choices) {
            check_move_texts(&position, texts.iter().map(String::as_str));
        }
        for position in playout(&Amazons::<Board10>::start(), &choices) {
            check_move_texts(&position, texts.iter().map(String::as_str));
        }
    }

    #[test]
    fn every_consistent_random_position_is_accepted_and_passes_the_checks(
        keys in vec(any::<u32>(), 100),
        arrows in 0usize..100,
    ) {
        check_random_position::<Board6>(&keys, arrows);
        check_random_position::<Board8>(&keys, arrows);
        check_random_position::<Board10>(&keys, arrows);
    }

    #[test]
    fn parsing_arbitrary_text_as_a_position_never_panics(text in "\\PC{0,120}") {
        check_arbitrary_text::<Amazons<Board6>>(&text);
        check_arbitrary_text::<Amazons<Board8>>(&text);
        check_arbitrary_text::<Amazons<Board10>>(&text);
    }

    #[test]
    fn parsing_position_like_text_never_panics(
        text in "([WBX0-9]{0,12}/){0,11}[WBX0-9]{0,12} [wbx] [0-9]{1,8} [0-9]{1,8}",
    ) {
        // Whatever parses is a position that passes every check.
        let _ = check_position_text::<Amazons<Board6>>(&text, check_invariants);
        let _ = check_position_text::<Amazons<Board8>>(&text, check_invariants);
        let _ = check_position_text::<Amazons<Board10>>(&text, check_invariants);
    }
}

#[test]
fn junk_move_text_is_refused_at_the_start_of_every_board() {
    fn check<G: Geometry>() {
        let start = Amazons::<G>::start();
        check_syntax_errors(&start, junk().iter().map(String::as_str));
        // A well-formed but illegal move is not a syntax error.
        let mv = Move {
            from: square::<G>(0),
            to: square::<G>(1),
            arrow: square::<G>(2),
        };
        check_illegal_moves(&start, [mv]);
    }
    check::<Board6>();
    check::<Board8>();
    check::<Board10>();
}
