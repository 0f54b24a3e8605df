//! One test per rule of Amazons, each on a board drawn in the test.
//!
//! Boards are drawn top rank first, files `a` to the right: `W` a white amazon, `B` a black
//! amazon, `X` an arrow, `.` an empty square. Every ply shoots one arrow, so the ply count
//! (and the quiet count, nothing ever being captured) equals the number of arrows.

use skillgames_amazons::{
    AMAZONS_PER_SIDE, Amazons, Amazons6, Amazons8, Amazons10, EndReason, Move, Outcome,
};
use skillgames_core::conformance::{
    check_game_over, check_illegal_moves, check_impossible, check_syntax_errors,
    diagram_fen as fen, from_diagram,
};
use skillgames_core::{
    Bitboard, Board6, Board10, Counter, Game, Geometry, MoveError, ParseFenError, Piece, PlayError,
    Player, PositionError, Setup, Square,
};

// ---------------------------------------------------------------------------------------------
// Helpers
// ---------------------------------------------------------------------------------------------

/// The position drawn in `diagram`, which must be a legal position.
fn position<G: Game>(diagram: &str, rest: &str) -> G {
    from_diagram(diagram, rest)
}

fn sq<G: Geometry>(name: &str) -> Square<G> {
    name.parse().unwrap()
}

fn squares<G: Geometry>(names: &str) -> Bitboard<G> {
    names.split_whitespace().map(sq::<G>).collect()
}

/// Plays `text` (which must be legal), checking that it records no events and that the
/// incremental hash matches a fresh parse.
fn play<G: Geometry>(game: &mut Amazons<G>, text: &str) {
    let mv = game
        .parse_move(text)
        .unwrap_or_else(|e| panic!("{text} refused at {game}: {e}"));
    let mut events = Vec::new();
    game.play_recording(mv, &mut events);
    assert!(events.is_empty(), "Amazons has no events");
    let reparsed: Amazons<G> = game.fen().parse().unwrap();
    assert_eq!(
        reparsed.zobrist(),
        game.zobrist(),
        "hash drifted after {text}"
    );
}

fn illegal<G: Game>(game: &G, text: &str) {
    assert_eq!(
        game.parse_move(text),
        Err(MoveError::Play(PlayError::Illegal(text.to_owned()))),
        "{text} at {game}"
    );
}

fn piece_count(player: Player, found: u32) -> PositionError {
    PositionError::PieceCount {
        player,
        found,
        min: AMAZONS_PER_SIDE,
        max: AMAZONS_PER_SIDE,
    }
}

fn wrong_side(ply: u32) -> PositionError {
    PositionError::SideToMove {
        first: Player::White,
        ply,
    }
}

fn win(winner: Player, reason: EndReason) -> Option<Outcome> {
    Some(Outcome::Win { winner, reason })
}

// ---------------------------------------------------------------------------------------------
// Setup
// ---------------------------------------------------------------------------------------------

#[test]
fn start_positions_put_four_amazons_a_side_on_the_listed_squares() {
    assert_eq!(
        Amazons6::start().fen(),
        fen(
            "
            . B . . B .
            B . . . . B
            . . . . . .
            . . . . . .
            W . . . . W
            . W . . W .
            ",
            "w 0 0"
        )
    );
    assert_eq!(Amazons6::start().fen(), "1B2B1/B4B/6/6/W4W/1W2W1 w 0 0");
    assert_eq!(Amazons8::start().fen(), "2B2B2/8/B6B/8/8/W6W/8/2W2W2 w 0 0");
    assert_eq!(
        Amazons10::start().fen(),
        "3B2B3/10/10/B8B/10/10/W8W/10/10/3W2W3 w 0 0"
    );

    let start = Amazons6::start();
    assert_eq!(start.amazons(Player::White), squares("a2 f2 b1 e1"));
    assert_eq!(start.amazons(Player::Black), squares("b6 e6 a5 f5"));
    let start = Amazons8::start();
    assert_eq!(start.amazons(Player::White), squares("a3 h3 c1 f1"));
    assert_eq!(start.amazons(Player::Black), squares("c8 f8 a6 h6"));
    let start = Amazons10::start();
    assert_eq!(start.amazons(Player::White), squares("a4 j4 d1 g1"));
    assert_eq!(start.amazons(Player::Black), squares("d10 g10 a7 j7"));
    assert_eq!(Amazons10::start_squares(), squares("a4 j4 d1 g1"));
}

fn check_start<G: Geometry>() {
    let start = Amazons::<G>::start();
    assert_eq!(start, Amazons::<G>::default());
    assert_eq!(start.turn(), Player::White);
    assert_eq!(start.ply(), 0);
    assert_eq!(start.arrows(), Bitboard::EMPTY);
    assert_eq!(start.outcome(), None);
    for player in Player::ALL {
        assert_eq!(start.amazons(player).count(), AMAZONS_PER_SIDE);
    }
    // Black stands on White's squares mirrored top to bottom.
    let mirrored: Bitboard<G> = start
        .amazons(Player::White)
        .into_iter()
        .map(|s| Square::new(s.file(), G::SIZE - 1 - s.rank()).unwrap())
        .collect();
    assert_eq!(start.amazons(Player::Black), mirrored);
    assert_eq!(start.occupied().count(), 2 * AMAZONS_PER_SIDE);
    assert_eq!(start.fen().parse::<Amazons<G>>(), Ok(start));
}

#[test]
fn start_positions_are_mirror_images_with_white_to_move() {
    check_start::<Board6>();
    check_start::<skillgames_core::Board8>();
    check_start::<Board10>();
}

// ---------------------------------------------------------------------------------------------
// A turn: move, then shoot
// ---------------------------------------------------------------------------------------------

/// c3 is hemmed in by the arrows on b4 and e3 and the amazons on c2 and e5.
const HEMMED: &str = "
    W W . . . .
    B . . . B .
    . X . . . B
    . . W . X .
    . . B . . .
    . . . . . W
";

#[test]
fn amazons_move_like_queens_over_empty_squares() {
    let game: Amazons6 = position(HEMMED, "w 2 2");
    assert_eq!(
        game.destinations(sq("c3")),
        squares("c4 c5 c6 d4 d3 d2 e1 b2 a1 b3 a3")
    );
    // Only the side to move has destinations, and an empty square has none.
    assert_eq!(game.destinations(sq("c2")), Bitboard::EMPTY);
    assert_eq!(game.destinations(sq("d4")), Bitboard::EMPTY);
    assert_eq!(game.piece_at(sq("b4")), Some(Piece::Arrow));
    assert_eq!(game.piece_at(sq("c2")), Some(Piece::Stone(Player::Black)));
    assert_eq!(game.piece_at(sq("d4")), None);
}

#[test]
fn an_amazon_cannot_pass_or_land_on_amazons_or_arrows() {
    let game: Amazons6 = position(HEMMED, "w 2 2");
    illegal(&game, "c3-c1/c3"); // over the black amazon on c2
    illegal(&game, "c3-c2/c3"); // onto the black amazon
    illegal(&game, "c3-a5/c3"); // over the arrow on b4
    illegal(&game, "c3-b4/c3"); // onto the arrow
    illegal(&game, "c3-f3/c3"); // over the arrow on e3
    illegal(&game, "c3-f6/c3"); // over the black amazon on e5
    illegal(&game, "c3-b1/c3"); // not a queen line
    illegal(&game, "c3-c3/c4"); // not a move
    illegal(&game, "c2-c1/c2"); // Black's amazon
    illegal(&game, "d4-d5/d4"); // no amazon there
    illegal(&game, "a6-a4/a6"); // over the black amazon on a5
}

#[test]
fn the_arrow_may_fly_back_into_and_through_the_vacated_square() {
    let mut game: Amazons6 = position(HEMMED, "w 2 2");
    // From d4 the arrow flies south-west through c3, which the amazon just left.
    assert_eq!(
        game.arrow_targets(sq("c3"), sq("d4")),
        squares("d5 d6 e4 d3 d2 d1 c3 b2 a1 c4 c5")
    );
    assert!(game.parse_move("c3-d4/c3").is_ok());
    play(&mut game, "c3-d4/a1");
    assert_eq!(
        game.fen(),
        fen(
            "
            W W . . . .
            B . . . B .
            . X . W . B
            . . . . X .
            . . B . . .
            X . . . . W
            ",
            "b 3 3"
        )
    );
}

#[test]
fn the_arrow_cannot_fly_over_or_onto_an_amazon_or_an_arrow() {
    let game: Amazons6 = position(HEMMED, "w 2 2");
    illegal(&game, "c3-d4/f6"); // over the black amazon on e5
    illegal(&game, "c3-d4/e5"); // onto it
    illegal(&game, "c3-d4/a4"); // over the arrow on b4
    illegal(&game, "c3-d4/b4"); // onto it
    illegal(&game, "c3-d4/e3"); // onto the arrow on e3
    illegal(&game, "c3-d4/f4"); // onto the black amazon on f4
    illegal(&game, "c3-d4/b6"); // onto the white amazon on b6
    illegal(&game, "c3-d4/d4"); // onto the amazon that shoots
    illegal(&game, "c3-d4/e6"); // not a queen line from d4
    illegal(&game, "c3-d4/a3"); // a queen line from c3, but the arrow flies from d4
}

#[test]
fn the_arrow_can_be_shot_back_to_where_the_amazon_started() {
    // The example of the crate docs on the 6x6 start.
    let mut game = Amazons6::start();
    play(&mut game, "b1-b4/b1");
    assert_eq!(
        game.fen(),
        fen(
            "
            . B . . B .
            B . . . . B
            . W . . . .
            . . . . . .
            W . . . . W
            . X . . W .
            ",
            "b 1 1"
        )
    );
    assert_eq!(game.arrows(), squares("b1"));
    assert_eq!(game.turn(), Player::Black);
}

// ---------------------------------------------------------------------------------------------
// End of the game
// ---------------------------------------------------------------------------------------------

/// Every white amazon walled into its corner; White's turn.
const WALLED_IN: &str = "
    W X . . X W
    X X . . X X
    . . B B . .
    . . B B . .
    X X . . X X
    W X . . X W
";

#[test]
fn the_side_to_move_loses_when_none_of_its_amazons_can_move() {
    let game: Amazons6 = position(WALLED_IN, "w 12 12");
    assert_eq!(game.outcome(), win(Player::Black, EndReason::NoMoves));
    assert_eq!(game.count_legal_moves(), 0);
    let mut moves = Vec::new();
    game.legal_moves(&mut moves);
    assert!(moves.is_empty());
    assert_eq!(game.reachable(Player::White), Bitboard::EMPTY);
}

#[test]
fn a_walled_in_side_loses_only_when_it_is_to_move() {
    // The same walls and one more arrow: Black moves first and the game goes on.
    let mut game: Amazons6 = position(
        "
        W X X . X W
        X X . . X X
        . . B B . .
        . . B B . .
        X X . . X X
        W X . . X W
        ",
        "b 13 13",
    );
    assert_eq!(game.outcome(), None);
    play(&mut game, "d4-d5/d6");
    assert_eq!(game.outcome(), win(Player::Black, EndReason::NoMoves));
}

#[test]
fn one_empty_square_next_to_an_amazon_keeps_its_side_alive() {
    // f2 is open: f1 can step there and shoot straight back.
    let game: Amazons6 = position(
        "
        W X X . X W
        X X . . X X
        . . B B . .
        . . B B . .
        X X . . X .
        W X . . X W
        ",
        "w 12 12",
    );
    assert_eq!(game.outcome(), None);
    let mut moves = Vec::new();
    game.legal_moves(&mut moves);
    assert_eq!(moves.len(), 17);
    assert_eq!(game.count_legal_moves(), 17);
    assert!(moves.iter().all(|mv| mv.from == sq("f1")));
    assert!(moves.contains(&game.parse_move("f1-f2/f1").unwrap()));
    assert_eq!(game.destinations(sq("f1")), squares("f2 f3 f4"));
    assert_eq!(
        game.arrow_targets(sq("f1"), sq("f2")),
        squares("f1 f3 f4 e3")
    );
}

#[test]
fn every_finished_game_has_a_winner() {
    // There are no draws: both endings above are wins, and so is every end of a random game.
    let mut seed = 0x2545_f491_4f6c_dd1d_u64;
    let mut moves = Vec::new();
    for _ in 0..40 {
        let mut game = Amazons6::start();
        while game.outcome().is_none() {
            game.legal_moves(&mut moves);
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            game.play(moves[(seed % moves.len() as u64) as usize]);
        }
        let loser = game.turn();
        assert_eq!(game.outcome(), win(loser.opponent(), EndReason::NoMoves));
    }
}

// ---------------------------------------------------------------------------------------------
// The score line
// ---------------------------------------------------------------------------------------------

#[test]
fn reachable_counts_each_square_once_per_side() {
    // a1 and c3 share a3, b2 and c1; e1 and f1 share e2 and f2. Black is walled in.
    let game: Amazons6 = position(
        "
        B B X X X X
        B B X X X X
        X X X X X X
        . . W X X X
        . . . X . .
        W . . X W W
        ",
        "b 19 19",
    );
    let white = game.reachable(Player::White);
    assert_eq!(white, squares("a2 a3 b1 b2 b3 c1 c2 e2 f2"));
    assert_eq!(white.count(), 9);
    let per_amazon: u32 = game
        .amazons(Player::White)
        .into_iter()
        .map(|a| {
            let occupied = game.occupied();
            Bitboard::queen_moves(a, occupied).count()
        })
        .sum();
    assert_eq!(
        per_amazon, 14,
        "shared squares are counted once in the score line"
    );
    assert_eq!(game.reachable(Player::Black), Bitboard::EMPTY);
    // Black, to move, cannot move: White wins.
    assert_eq!(game.outcome(), win(Player::White, EndReason::NoMoves));
}

#[test]
fn reachable_at_the_start_is_every_square_an_amazon_can_slide_to() {
    let game = Amazons6::start();
    // The score line is the union of the destinations of the side's amazons.
    let white = game.reachable(Player::White);
    for square in white {
        assert!(game.piece_at(square).is_none());
    }
    let union = game
        .amazons(Player::White)
        .into_iter()
        .fold(Bitboard::EMPTY, |acc, a| acc | game.destinations(a));
    assert_eq!(white, union);
    assert_eq!(game.reachable(Player::Black).count(), white.count());
}

// ---------------------------------------------------------------------------------------------
// Notation and position text
// ---------------------------------------------------------------------------------------------

#[test]
fn move_text_round_trips() {
    let mut game = Amazons10::start();
    let mv = game.parse_move("d1-d7/g7").unwrap();
    assert_eq!(
        mv,
        Move {
            from: sq("d1"),
            to: sq("d7"),
            arrow: sq("g7"),
        }
    );
    assert_eq!(mv.to_string(), "d1-d7/g7");
    assert_eq!("d1-d7/g7".parse::<Move<Board10>>(), Ok(mv));
    game.try_play(mv).unwrap();
    assert_eq!(game.fen(), "3B2B3/10/10/B2W2X2B/10/10/W8W/10/10/6W3 b 1 1");
    // Two-digit ranks in all three places.
    let mv = game.parse_move("g10-g8/g10").unwrap();
    assert_eq!(mv.to_string(), "g10-g8/g10");
}

#[test]
fn unreadable_move_text_is_a_syntax_error() {
    let texts = [
        "",
        "b1",
        "b1-b4",
        "b1-b4/",
        "b1b4/b1",
        "b1-b4b1",
        "b1-b4-b1",
        "b1/b4/b1",
        "b1-b4/b1 ",
        " b1-b4/b1",
        "B1-B4/B1",
        "b1-b4/b1/b2",
        "b1-b4/z9",
        "z9-b4/b1",
        "b1-b7/b1",
        "a0-a1/a2",
        "b1–b4/b1",
        "é1-b4/b1",
        "b1-b4/b1x",
    ];
    check_syntax_errors(&Amazons6::start(), texts);
}

#[test]
fn illegal_moves_are_refused_and_leave_the_position_unchanged() {
    let square = |name: &str| sq::<Board6>(name);
    let moves = [
        ("b1", "b4", "b4"), // the arrow onto the amazon itself
        ("b1", "b4", "a5"), // the arrow onto an amazon
        ("b1", "b6", "b1"), // onto Black's amazon
        ("b6", "b4", "b6"), // Black's amazon
        ("c3", "c4", "c3"), // no amazon there
        ("b1", "c3", "b1"), // not a queen line
        ("a2", "a4", "a6"), // the arrow over Black's amazon on a5
    ]
    .map(|(from, to, arrow)| {
        let mv = Move {
            from: square(from),
            to: square(to),
            arrow: square(arrow),
        };
        assert_eq!(mv.to_string(), format!("{from}-{to}/{arrow}"));
        mv
    });
    check_illegal_moves(&Amazons6::start(), moves);
}

#[test]
fn a_finished_game_refuses_every_move_with_game_over() {
    let game: Amazons6 = position(WALLED_IN, "w 12 12");
    check_game_over(&game, ["a1-c3/a1"]);
}

#[test]
fn position_text_round_trips_with_arrows() {
    let text = fen(HEMMED, "w 2 2");
    let game: Amazons6 = text.parse().unwrap();
    assert_eq!(game.fen(), text);
    assert_eq!(game.to_string(), text);
    assert_eq!(format!("{game:?}"), format!("Amazons({text})"));
    assert_eq!(game.arrows(), squares("b4 e3"));
    let setup: Setup<Board6> = text.parse().unwrap();
    assert_eq!(game.setup(), setup);
    assert_eq!(Amazons6::from_setup(setup), Ok(game));
}

#[test]
fn position_text_describing_an_impossible_position_is_refused() {
    // Three white amazons.
    check_impossible::<Amazons6>(
        &fen(
            "
        . B . . B .
        B . . . . B
        . . . . . .
        . . . . . .
        W . . . . W
        . W . . . .
        ",
            "w 0 0",
        ),
        piece_count(Player::White, 3),
    );
    // Five black amazons.
    check_impossible::<Amazons6>(
        &fen(
            "
        . B . . B .
        B . B . . B
        . . . . . .
        . . . . . .
        W . . . . W
        . W . . W .
        ",
            "w 0 0",
        ),
        piece_count(Player::Black, 5),
    );
    // Two arrows at ply 3, or at ply 0.
    check_impossible::<Amazons6>(
        &fen(HEMMED, "b 3 3"),
        PositionError::ArrowCount {
            found: 2,
            expected: 3,
        },
    );
    check_impossible::<Amazons6>(
        &fen(HEMMED, "w 0 0"),
        PositionError::ArrowCount {
            found: 2,
            expected: 0,
        },
    );
    // The quiet count must equal the ply count.
    check_impossible::<Amazons6>(
        &fen(HEMMED, "w 1 2"),
        PositionError::CounterMismatch {
            counter: Counter::Quiet,
            found: 1,
            expected: 2,
        },
    );
    check_impossible::<Amazons6>(
        &fen(HEMMED, "w 3 2"),
        PositionError::QuietExceedsPly { quiet: 3, ply: 2 },
    );
    // White moves at even plies.
    check_impossible::<Amazons6>(&fen(HEMMED, "b 2 2"), wrong_side(2));
    check_impossible::<Amazons6>("1B2B1/B4B/6/6/W4W/1W2W1 b 0 0", wrong_side(0));
    // The accepted neighbours of the refused texts.
    assert!(fen(HEMMED, "w 2 2").parse::<Amazons6>().is_ok());
    assert!("1B2B1/B4B/6/6/W4W/1W2W1 w 0 0".parse::<Amazons6>().is_ok());
}

#[test]
fn malformed_position_text_is_refused_with_the_reason() {
    assert_eq!(
        "1B2B1/B4B/6/6/W4W/1W2W1 w 0".parse::<Amazons6>(),
        Err(ParseFenError::FieldCount(3))
    );
    assert_eq!(
        "1B2B1/B4B/6/6/W4W/1W2W1 w 0 0".parse::<Amazons8>(),
        Err(ParseFenError::RankCount {
            expected: 8,
            found: 6
        })
    );
    assert_eq!(
        "2B2B2/8/B6B/8/8/W6W/8/2W2W2 w 0 0".parse::<Amazons6>(),
        Err(ParseFenError::RankCount {
            expected: 6,
            found: 8
        })
    );
    assert_eq!(
        "1B2B1/B4B/6/6/W4W/1W2W2 w 0 0".parse::<Amazons6>(),
        Err(ParseFenError::RankWidth {
            rank: 1,
            found: 7,
            expected: 6
        })
    );
    assert_eq!(
        "1B2B1/B4B/6/6/W4W/1W2Q1 w 0 0".parse::<Amazons6>(),
        Err(ParseFenError::InvalidChar {
            rank: 1,
            found: 'Q'
        })
    );
    assert_eq!(
        "1B2B1/B4B/6/6/W4W/1W2W1 - 0 0".parse::<Amazons6>(),
        Err(ParseFenError::InvalidSide("-".into()))
    );
    assert_eq!(
        "1B2B1/B4B/6/6/W4W/1W2W1 w 0 1.5".parse::<Amazons6>(),
        Err(ParseFenError::InvalidCounter {
            field: "ply",
            found: "1.5".into()
        })
    );
}
