//! Property tests over random playouts: the generic conformance checks of
//! `skillgames_core::conformance`, a move generator written here from the rules alone, and the
//! invariants of the end conditions.

use proptest::collection::vec;
use proptest::prelude::*;
use skillgames_core::conformance::{
    check_arbitrary_text, check_move_texts, check_playout, check_position_text,
    check_syntax_errors, playout,
};
use skillgames_core::{Counter, Direction, Game, ParseFenError, Player, PositionError, Setup};
use skillgames_loa::{
    Bitboard, Capture, EndReason, Loa, MOVE_LIMIT, Move, Outcome, PIECES_PER_SIDE, Square,
    is_connected,
};

/// Every pair of squares written with `-` and with `x`: the parser must accept exactly the
/// generated moves (and captures written with `-`).
fn all_pairs() -> Vec<String> {
    let mut texts = Vec::new();
    for from in Square::all() {
        for to in Square::all() {
            texts.push(format!("{from}-{to}"));
            texts.push(format!("{from}x{to}"));
        }
    }
    texts
}

/// Text that is no move at all; it must be refused without panicking.
fn junk() -> Vec<String> {
    let mut texts: Vec<String> = [
        "",
        "-",
        "x",
        "a1-",
        "a1x",
        "-a1",
        "xa1",
        "a1",
        "a1a2",
        "a1--a2",
        "a1xxa2",
        "a1-a2-",
        "z9-a1",
        "a0-a1",
        "a1-a9",
        "i1-a1",
        "A1-A2",
        "a1X a2",
        " a1-a2",
        "a1-a2 ",
        "a1/a2",
        "a1-a2/a3",
        "a1-b2\n",
        "é1-a1",
        "a1-é1",
        "♟",
        "a\u{0}-a2",
        "a99999999999999999999-a1",
    ]
    .map(String::from)
    .to_vec();
    texts.push("a1x".repeat(10_000));
    texts.push("ø".repeat(10_000));
    texts
}

/// The legal moves of `position` worked out from the rules: a piece moves along one of eight
/// directions exactly as many squares as its whole line holds pieces, may pass its own pieces
/// but not an enemy's, lands on an empty square or an enemy (a capture), never on its own.
fn reference_moves(position: &Loa) -> Vec<String> {
    let mut moves = Vec::new();
    if position.outcome().is_some() {
        return moves;
    }
    let own = position.pieces(position.turn());
    let enemy = position.pieces(position.turn().opponent());
    let occupied = own | enemy;
    for from in own {
        for dir in Direction::ALL {
            let mut count = 1;
            for way in [dir, dir.opposite()] {
                let mut sq = from;
                while let Some(next) = sq.step(way) {
                    count += u32::from(occupied.contains(next));
                    sq = next;
                }
            }
            let mut sq = from;
            let mut blocked = false;
            for step in 1..=count {
                match sq.step(dir) {
                    Some(next) => {
                        sq = next;
                        blocked |= step < count && enemy.contains(next);
                    }
                    None => blocked = true,
                }
            }
            if !blocked && !own.contains(sq) {
                let sep = if enemy.contains(sq) { 'x' } else { '-' };
                moves.push(format!("{from}{sep}{sq}"));
            }
        }
    }
    moves.sort();
    moves
}

fn legal_texts(position: &Loa) -> Vec<String> {
    let mut moves = Vec::new();
    position.legal_moves(&mut moves);
    let mut texts: Vec<String> = moves.iter().map(ToString::to_string).collect();
    texts.sort();
    texts
}

/// What holds in every position reached by play or read from text.
fn check_invariants(position: &Loa) {
    let texts = legal_texts(position);
    assert_eq!(texts, reference_moves(position), "at {position}");
    let from_each: Vec<String> = {
        let mut all: Vec<String> = position
            .pieces(position.turn())
            .into_iter()
            .flat_map(|from| position.moves_from(from))
            .map(|mv| mv.to_string())
            .collect();
        all.sort();
        all
    };
    assert_eq!(from_each, texts, "moves_from disagrees at {position}");

    let [white, black] = Player::ALL.map(|p| position.pieces(p));
    assert!((white & black).is_empty());
    for pieces in [white, black] {
        assert!((1..=PIECES_PER_SIDE).contains(&pieces.count()));
    }
    assert!(position.ply() <= MOVE_LIMIT);
    assert!(position.quiet() <= position.ply());
    assert_eq!(
        position.ply().is_multiple_of(2),
        position.turn() == Player::Black
    );

    let mover = position.turn().opponent();
    let mover_connected = is_connected(position.pieces(mover));
    let turn_connected = is_connected(position.pieces(position.turn()));
    let expected = if mover_connected {
        Some(Outcome::Win {
            winner: mover,
            reason: EndReason::Connected,
        })
    } else if turn_connected {
        Some(Outcome::Win {
            winner: position.turn(),
            reason: EndReason::Connected,
        })
    } else if position.ply() >= MOVE_LIMIT {
        Some(Outcome::Draw {
            reason: EndReason::MoveLimit,
        })
    } else if reference_moves(position).is_empty() {
        Some(Outcome::Win {
            winner: mover,
            reason: EndReason::NoMoves,
        })
    } else {
        None
    };
    assert_eq!(position.outcome(), expected, "at {position}");
}

/// Checks every position of a random playout from `start` (the generic checks, the invariants
/// and the effect of every ply); the sweep over all move texts runs on every `sweep_every`-th
/// position and on the last one.
fn check_loa_playout(start: &Loa, choices: &[u32], sweep_every: usize) {
    let pairs = all_pairs();
    check_playout(
        start,
        choices,
        sweep_every,
        &junk(),
        |_| &pairs,
        check_invariants,
        check_ply,
    );
}

/// One piece moves; a capture removes the enemy piece on the landing square, reports it and
/// resets the quiet count.
fn check_ply(before: &Loa, mv: Move, events: &[Capture], after: &Loa) {
    let mover = before.turn();
    let enemy = mover.opponent();
    assert_eq!(
        after.pieces(mover),
        (before.pieces(mover) - Bitboard::from_square(mv.from)) | Bitboard::from_square(mv.to)
    );
    if mv.capture {
        assert_eq!(
            events,
            [Capture {
                square: mv.to,
                owner: enemy
            }]
        );
        assert_eq!(
            after.pieces(enemy),
            before.pieces(enemy) - Bitboard::from_square(mv.to)
        );
        assert_eq!(after.quiet(), 0);
    } else {
        assert!(events.is_empty());
        assert_eq!(after.pieces(enemy), before.pieces(enemy));
        assert_eq!(after.quiet(), before.quiet() + 1);
    }
    assert_eq!(after.ply(), before.ply() + 1);
}

/// A random board with `white` and `black` pieces (placed by the permutation `keys`) as
/// position text.
fn random_position_text(keys: &[u32], white: usize, black: usize, ply: u32, quiet: u32) -> String {
    let mut order: Vec<Square> = Square::all().collect();
    order.sort_by_key(|sq| keys[sq.index()]);
    let turn = if ply.is_multiple_of(2) {
        Player::Black
    } else {
        Player::White
    };
    let mut setup = Setup::empty(turn);
    setup.stones[0] = order[..white].iter().copied().collect();
    setup.stones[1] = order[white..white + black].iter().copied().collect();
    setup.ply = ply;
    setup.quiet = quiet.min(ply);
    setup.to_string()
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn random_playouts_pass_every_check(choices in vec(any::<u32>(), 0..300)) {
        check_loa_playout(&Loa::start(), &choices, 6);
    }

    #[test]
    fn random_playouts_near_the_move_limit_pass_every_check(
        choices in vec(any::<u32>(), 0..16),
    ) {
        let start: Loa = "1BBBBBB1/W6W/W6W/W6W/W6W/W6W/W6W/1BBBBBB1 b 0 290".parse().unwrap();
        check_loa_playout(&start, &choices, 1);
    }

    #[test]
    fn random_move_text_is_accepted_only_when_generated(
        choices in vec(any::<u32>(), 0..40),
        texts in vec("[a-j]{0,2}[0-9]{0,3}[-xX/ ]{0,2}[a-j]{0,2}[0-9]{0,3}|\\PC{0,12}", 0..40),
    ) {
        for position in playout(&Loa::start(), &choices) {
            check_move_texts(&position, texts.iter().map(String::as_str));
        }
    }

    #[test]
    fn every_accepted_random_position_passes_the_checks(
        keys in vec(any::<u32>(), 64),
        white in 1usize..=12,
        black in 1usize..=12,
        ply in 0u32..=300,
        quiet in 0u32..300,
    ) {
        let text = random_position_text(&keys, white, black, ply, quiet);
        if let Err(e) = check_position_text(&text, check_invariants) {
            panic!("{text} refused: {e}");
        }
    }

    #[test]
    fn well_formed_text_is_refused_only_as_impossible(
        keys in vec(any::<u32>(), 64),
        white in 0usize..=16,
        black in 0usize..=16,
        ply in 0u32..400,
        quiet in 0u32..400,
    ) {
        let text = random_position_text(&keys, white, black, ply, quiet);
        let counts = (1..=12).contains(&white) && (1..=12).contains(&black);
        match check_position_text(&text, check_invariants) {
            Ok(_) => {
                prop_assert!(counts);
                prop_assert!(ply <= MOVE_LIMIT);
            }
            Err(ParseFenError::Impossible(PositionError::PieceCount { player, found, min, max })) => {
                prop_assert!(!counts);
                prop_assert_eq!((min, max), (1, PIECES_PER_SIDE));
                let expected = if player == Player::White { white } else { black };
                prop_assert_eq!(found as usize, expected);
                prop_assert!(!(1..=12).contains(&expected));
            }
            Err(ParseFenError::Impossible(PositionError::PastLimit { counter, found, limit })) => {
                prop_assert_eq!((counter, found, limit), (Counter::Ply, ply, MOVE_LIMIT));
                prop_assert!(ply > MOVE_LIMIT);
            }
            Err(other) => panic!("{text}: {other}"),
        }
    }

    #[test]
    fn parsing_arbitrary_text_as_a_position_never_panics(text in "\\PC{0,120}") {
        check_arbitrary_text::<Loa>(&text);
    }

    #[test]
    fn parsing_position_like_text_never_panics(
        text in "([WBX0-9]{0,10}/){0,9}[WBX0-9]{0,10} [wbx] [0-9]{1,8} [0-9]{1,8}",
    ) {
        // Whatever parses is a position that passes every check.
        let _ = check_position_text(&text, check_invariants);
    }
}

#[test]
fn junk_move_text_is_refused_at_the_start() {
    check_syntax_errors(&Loa::start(), junk().iter().map(String::as_str));
}
