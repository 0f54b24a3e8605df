//! Property tests over random playouts on every board size: the generic conformance checks
//! of `skillgames_core::conformance`, and invariants of the sinking rule.

use proptest::collection::vec;
use proptest::prelude::*;
use skillgames_archimedes::{Archimedes, MIN_FLEET, Move, QUIET_LIMIT, Sinking, WATCHERS_TO_SINK};
use skillgames_core::conformance::{
    check_arbitrary_text, check_move_texts, check_playout, check_position_text,
    check_syntax_errors, playout,
};
use skillgames_core::{
    Board6, Board8, Board10, Counter, Game, Geometry, ParseFenError, Player, PositionError, Setup,
    Square,
};

/// Every `from-to` pair of squares of the board: the moves the parser must accept exactly
/// when they are generated.
fn all_pairs<G: Geometry>() -> Vec<String> {
    let mut texts = Vec::new();
    for from in Square::<G>::all() {
        for to in Square::<G>::all() {
            texts.push(format!("{from}-{to}"));
        }
    }
    texts
}

/// Text that is no move at all; it must be refused without panicking.
fn junk() -> Vec<String> {
    let mut texts: Vec<String> = [
        "",
        "-",
        "a1-",
        "-a1",
        "a1",
        "a1a2",
        "a1--a2",
        "a1-a2-",
        "z9-a1",
        "a0-a1",
        "a1-a0",
        "a11-a1",
        "a1-k1",
        "A1-A2",
        " a1-a2",
        "a1-a2 ",
        "a1 -a2",
        "a1xa2",
        "a1-a2/a3",
        "a1-b2\n",
        "é1-a1",
        "a1-é1",
        "🚢",
        "a١-a2",
        "a\u{0}-a2",
        "a99999999999999999999-a1",
    ]
    .map(String::from)
    .to_vec();
    texts.push("a1-".repeat(10_000));
    texts.push("é".repeat(10_000));
    texts
}

/// Small fleets far apart with a high quiet count: random play from here reaches fleet draws
/// and both outcomes of the quiet rule, which random games from the start almost never do.
const SMALL_FLEETS: [&str; 3] = [
    "4BB/5B/6/6/W5/WW4 w 30 30",
    "3BBB/5B/6/6/W5/WW4 w 40 40",
    "4BB/5B/6/6/W5/WWW3 b 41 41",
];

/// Checks every position of a random playout (the generic checks, the invariants and the
/// events of every ply); the full move-text sweep runs on every `sweep_every`-th position and
/// on the last one.
fn check_archimedes_playout<G: Geometry>(
    start: &Archimedes<G>,
    choices: &[u32],
    pairs: &[String],
    sweep_every: usize,
) {
    check_playout(
        start,
        choices,
        sweep_every,
        &junk(),
        |_| pairs,
        check_invariants,
        check_events,
    );
}

/// What holds in every position reached by play.
fn check_invariants<G: Geometry>(position: &Archimedes<G>) {
    for ship in position.occupied() {
        assert!(
            position.watchers(ship).count() < WATCHERS_TO_SINK,
            "{ship} sees three enemies at {position}"
        );
    }
    let fleet = Archimedes::<G>::fleet_size();
    for player in Player::ALL {
        assert!(position.ships(player).count() <= fleet);
    }
    assert!((position.ships(Player::White) & position.ships(Player::Black)).is_empty());
    assert!(position.quiet() <= QUIET_LIMIT && position.quiet() <= position.ply());
    if let Some(outcome) = position.outcome() {
        // Both fleets keep three ships until the end, and the quiet rule is the only other
        // way a reachable game ends.
        let small = Player::ALL.map(|p| position.ships(p).count() < MIN_FLEET);
        assert!(
            small[0] || small[1] || position.quiet() == QUIET_LIMIT,
            "{outcome}"
        );
    }
}

/// The events of `mv` from `before` describe exactly the ships lost on the way to `after`.
fn check_events<G: Geometry>(
    before: &Archimedes<G>,
    mv: Move<G>,
    events: &[Sinking<G>],
    after: &Archimedes<G>,
) {
    let mover = before.turn();
    let mut lost = [0u32; 2];
    let mut waves = Vec::new();
    let mut sunk_squares = Vec::new();
    for &Sinking {
        ship,
        owner,
        watchers,
        wave,
    } in events
    {
        let was_there = (before.ships(owner).contains(ship) && ship != mv.from)
            || (owner == mover && ship == mv.to);
        assert!(was_there, "{ship} sunk but not a ship of {owner}");
        assert!(!after.occupied().contains(ship));
        assert!(watchers.count() >= WATCHERS_TO_SINK);
        assert!(!watchers.contains(ship));
        waves.push(wave);
        assert!(!sunk_squares.contains(&ship), "{ship} sunk twice");
        sunk_squares.push(ship);
        lost[owner.index()] += 1;
    }
    // Waves are numbered from 0 without gaps: each wave is opened by the one before.
    waves.sort_unstable();
    waves.dedup();
    assert!(
        waves.iter().enumerate().all(|(i, &w)| usize::from(w) == i),
        "{waves:?}"
    );
    for player in Player::ALL {
        assert_eq!(
            after.ships(player).count() + lost[player.index()],
            before.ships(player).count()
        );
    }
    let expected_quiet = if events.is_empty() {
        before.quiet() + 1
    } else {
        0
    };
    assert_eq!(after.quiet(), expected_quiet);
    assert_eq!(after.ply(), before.ply() + 1);
    assert_eq!(after.turn(), mover.opponent());
}

/// A random board as position text: `cells[i] < ships` puts a white ship on square `i`,
/// `ships <= cells[i] < 2 * ships` a black one (out of 100). The side to move matches the ply
/// unless `wrong_side`, and the quiet count is at most the ply.
fn random_setup<G: Geometry>(
    cells: &[u8],
    ships: u8,
    wrong_side: bool,
    quiet: u32,
    ply: u32,
) -> String {
    let white_to_move = ply.is_multiple_of(2) != wrong_side;
    let mut setup = Setup::<G>::empty(if white_to_move {
        Player::White
    } else {
        Player::Black
    });
    for (sq, &cell) in Square::<G>::all().zip(cells) {
        if cell < ships {
            setup.stones[0].insert(sq);
        } else if cell < 2 * ships {
            setup.stones[1].insert(sq);
        }
    }
    setup.quiet = quiet % (ply + 1);
    setup.ply = ply;
    setup.to_string()
}

/// Well-formed text is either refused as impossible, for a reason random boards can have, or a
/// position that passes every check. `wrong_side` says the side to move does not match the
/// ply, which must be refused.
fn check_random_text<G: Geometry>(text: &str, wrong_side: bool) {
    let invariants = |position: &Archimedes<G>| {
        check_invariants(position);
        assert_eq!(
            position.ply().is_multiple_of(2),
            position.turn() == Player::White
        );
    };
    match check_position_text(text, invariants) {
        Ok(position) => {
            assert!(!wrong_side, "{text}: the wrong side to move accepted");
            // Random boards are crowded with lines of sight: every move from them must still
            // leave no ship seeing three enemies, with events that match.
            let mut moves = Vec::new();
            position.legal_moves(&mut moves);
            for mv in moves {
                let mut child = position.clone();
                let mut events = Vec::new();
                child.play_recording(mv, &mut events);
                check_invariants(&child);
                check_events(&position, mv, &events, &child);
            }
        }
        Err(ParseFenError::Impossible(reason)) => {
            assert!(
                matches!(
                    reason,
                    PositionError::PieceCount { .. }
                        | PositionError::Unsettled(_)
                        | PositionError::SideToMove { .. }
                        | PositionError::PastLimit {
                            counter: Counter::Quiet,
                            limit: QUIET_LIMIT,
                            ..
                        }
                ),
                "{text}: refused with {reason}"
            );
            if let PositionError::SideToMove { first, ply } = reason {
                assert!(wrong_side, "{text}: the right side to move refused");
                assert_eq!(first, Player::White);
                assert_eq!(ply, text.parse::<Setup<G>>().unwrap().ply);
            }
        }
        Err(other) => panic!("{text}: well-formed text refused with {other}"),
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn random_playouts_on_6x6_pass_every_check(choices in vec(any::<u32>(), 0..300)) {
        check_archimedes_playout(&Archimedes::<Board6>::start(), &choices, &all_pairs::<Board6>(), 1);
    }

    #[test]
    fn random_playouts_on_8x8_pass_every_check(choices in vec(any::<u32>(), 0..150)) {
        check_archimedes_playout(&Archimedes::<Board8>::start(), &choices, &all_pairs::<Board8>(), 5);
    }

    #[test]
    fn random_playouts_on_10x10_pass_every_check(choices in vec(any::<u32>(), 0..160)) {
        check_archimedes_playout(
            &Archimedes::<Board10>::start(),
            &choices,
            &all_pairs::<Board10>(),
            10,
        );
    }

    #[test]
    fn random_playouts_of_small_fleets_pass_every_check(
        start in 0..SMALL_FLEETS.len(),
        choices in vec(any::<u32>(), 0..100),
    ) {
        let start: Archimedes<Board6> = SMALL_FLEETS[start].parse().unwrap();
        check_archimedes_playout(&start, &choices, &all_pairs::<Board6>(), 1);
    }

    #[test]
    fn random_move_text_is_accepted_only_when_generated(
        choices in vec(any::<u32>(), 0..40),
        texts in vec("[a-k]{0,2}[0-9]{0,3}[-x/ ]{0,2}[a-k]{0,2}[0-9]{0,3}|\\PC{0,12}", 0..40),
    ) {
        for position in playout(&Archimedes::<Board6>::start(), &choices) {
            check_move_texts(&position, texts.iter().map(String::as_str));
        }
        for position in playout(&Archimedes::<Board10>::start(), &choices) {
            check_move_texts(&position, texts.iter().map(String::as_str));
        }
    }

    #[test]
    fn parsing_arbitrary_text_as_a_position_never_panics(text in "\\PC{0,120}") {
        check_arbitrary_text::<Archimedes<Board6>>(&text);
        check_arbitrary_text::<Archimedes<Board8>>(&text);
        check_arbitrary_text::<Archimedes<Board10>>(&text);
    }

    #[test]
    fn parsing_position_like_text_never_panics(
        text in "([WBX0-9]{0,12}/){0,11}[WBX0-9]{0,12} [wbx] [0-9]{1,8} [0-9]{1,8}",
    ) {
        // Whatever parses is a position that passes every check.
        let _ = check_position_text::<Archimedes<Board6>>(&text, check_invariants);
        let _ = check_position_text::<Archimedes<Board8>>(&text, check_invariants);
        let _ = check_position_text::<Archimedes<Board10>>(&text, check_invariants);
    }
}

proptest! {
    // Random boards are cheap to check, so try more of them.
    #![proptest_config(ProptestConfig::with_cases(256))]

    #[test]
    fn every_accepted_random_position_passes_the_checks(
        cells in vec(0u8..100, 100),
        wrong_side in proptest::bool::weighted(0.1),
        quiet in 0u32..60,
        ply in 0u32..120,
    ) {
        // Sparser boards for bigger sizes, so that about as many are accepted.
        let text = random_setup::<Board6>(&cells, 12, wrong_side, quiet, ply);
        check_random_text::<Board6>(&text, wrong_side);
        let text = random_setup::<Board8>(&cells, 8, wrong_side, quiet, ply);
        check_random_text::<Board8>(&text, wrong_side);
        let text = random_setup::<Board10>(&cells, 6, wrong_side, quiet, ply);
        check_random_text::<Board10>(&text, wrong_side);
    }
}

#[test]
fn junk_move_text_is_refused_at_the_start_of_every_board() {
    fn check<G: Geometry>() {
        check_syntax_errors(&Archimedes::<G>::start(), junk().iter().map(String::as_str));
    }
    check::<Board6>();
    check::<Board8>();
    check::<Board10>();
}
