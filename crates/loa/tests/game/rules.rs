//! One test per rule of Lines of Action, each on a board drawn in the test.
//!
//! Boards are drawn top rank (8) first, files `a` to `h` left to right: `W` a white piece, `B`
//! a black piece, `.` an empty square. Black moves at even plies.

use skillgames_core::conformance::{
    check_game_over, check_illegal_moves, check_impossible, check_syntax_errors,
    diagram_fen as fen, from_diagram,
};
use skillgames_core::{
    Counter, Game, MoveError, ParseFenError, Piece, PlayError, Player, PositionError, Setup,
};
use skillgames_loa::{
    Bitboard, Capture, EndReason, Loa, MOVE_LIMIT, Move, Outcome, PIECES_PER_SIDE, Square,
    is_connected,
};

// ---------------------------------------------------------------------------------------------
// Helpers
// ---------------------------------------------------------------------------------------------

/// The position drawn in `diagram`, which must be a legal position.
fn position(diagram: &str, rest: &str) -> Loa {
    from_diagram(diagram, rest)
}

fn sq(name: &str) -> Square {
    name.parse().unwrap()
}

fn squares(names: &str) -> Bitboard {
    names.split_whitespace().map(sq).collect()
}

/// Plays `text` (which must be legal), checks the incremental hash against a fresh parse and
/// returns the events.
fn play(game: &mut Loa, text: &str) -> Vec<Capture> {
    let mv = game
        .parse_move(text)
        .unwrap_or_else(|e| panic!("{text} refused at {game}: {e}"));
    let mut events = Vec::new();
    game.play_recording(mv, &mut events);
    let reparsed: Loa = game.fen().parse().unwrap();
    assert_eq!(
        reparsed.zobrist(),
        game.zobrist(),
        "hash drifted after {text}"
    );
    events
}

fn texts(moves: &[Move]) -> Vec<String> {
    let mut texts: Vec<String> = moves.iter().map(ToString::to_string).collect();
    texts.sort();
    texts
}

fn legal_texts(game: &Loa) -> Vec<String> {
    let mut moves = Vec::new();
    game.legal_moves(&mut moves);
    texts(&moves)
}

fn illegal(game: &Loa, text: &str) {
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
        min: 1,
        max: PIECES_PER_SIDE,
    }
}

fn wrong_side(ply: u32) -> PositionError {
    PositionError::SideToMove {
        first: Player::Black,
        ply,
    }
}

fn win(winner: Player, reason: EndReason) -> Option<Outcome> {
    Some(Outcome::Win { winner, reason })
}

const START: &str = "
    . B B B B B B .
    W . . . . . . W
    W . . . . . . W
    W . . . . . . W
    W . . . . . . W
    W . . . . . . W
    W . . . . . . W
    . B B B B B B .
";

// ---------------------------------------------------------------------------------------------
// Setup
// ---------------------------------------------------------------------------------------------

#[test]
fn the_start_position_has_black_on_the_edges_top_and_bottom_and_black_to_move() {
    let game = Loa::start();
    assert_eq!(game.fen(), fen(START, "b 0 0"));
    assert_eq!(
        game.fen(),
        "1BBBBBB1/W6W/W6W/W6W/W6W/W6W/W6W/1BBBBBB1 b 0 0"
    );
    assert_eq!(game, Loa::default());
    assert_eq!(game.turn(), Player::Black);
    assert_eq!((game.ply(), game.quiet()), (0, 0));
    assert_eq!(
        game.pieces(Player::Black),
        squares("b1 c1 d1 e1 f1 g1 b8 c8 d8 e8 f8 g8")
    );
    assert_eq!(
        game.pieces(Player::White),
        squares("a2 a3 a4 a5 a6 a7 h2 h3 h4 h5 h6 h7")
    );
    for player in Player::ALL {
        assert_eq!(game.pieces(player).count(), PIECES_PER_SIDE);
    }
    assert_eq!(game.outcome(), None);
}

#[test]
fn the_start_position_has_36_legal_moves() {
    let game = Loa::start();
    assert_eq!(game.count_legal_moves(), 36);
    assert_eq!(
        legal_texts(&game),
        [
            "b1-b3", "b1-d3", "b1-h1", "b8-b6", "b8-d6", "b8-h8", "c1-c3", "c1-e3", "c1xa3",
            "c8-c6", "c8-e6", "c8xa6", "d1-b3", "d1-d3", "d1-f3", "d8-b6", "d8-d6", "d8-f6",
            "e1-c3", "e1-e3", "e1-g3", "e8-c6", "e8-e6", "e8-g6", "f1-d3", "f1-f3", "f1xh3",
            "f8-d6", "f8-f6", "f8xh6", "g1-a1", "g1-e3", "g1-g3", "g8-a8", "g8-e6", "g8-g6",
        ]
    );
}

// ---------------------------------------------------------------------------------------------
// Moving
// ---------------------------------------------------------------------------------------------

/// d4 has three pieces on its rank, its file and its rising diagonal, and two on its falling
/// diagonal.
const COUNTING: &str = "
    . . . . . . . .
    . . . W . . . .
    . . . . . . . .
    . . . . W . . .
    W . . B . B . .
    . . . . . . . .
    . B . B . B . .
    . . . . . . . .
";

#[test]
fn a_piece_moves_exactly_as_far_as_its_line_holds_pieces() {
    let game = position(COUNTING, "b 0 0");
    assert_eq!(
        texts(&game.moves_from(sq("d4"))),
        [
            "d4-a1", // three on a1-h8: over its own b2
            "d4-b6", // two on a7-g1
            "d4-d1", // three on the d-file: over its own d2
            "d4-g4", // three on the rank: over its own f4
            "d4xa4", // three on the rank: onto the enemy on a4
            "d4xd7", // three on the d-file: onto the enemy on d7
        ]
    );
    // The lengths count both colours, both directions and the piece itself.
    illegal(&game, "d4-e4");
    illegal(&game, "d4-f4");
    illegal(&game, "d4-c5");
}

#[test]
fn a_piece_may_jump_its_own_pieces_but_not_an_enemy() {
    let game = position(COUNTING, "b 0 0");
    assert!(game.parse_move("d4-g4").is_ok(), "over its own f4");
    assert!(game.parse_move("d4-a1").is_ok(), "over its own b2");
    illegal(&game, "d4-g7"); // three squares up a1-h8, over the white e5
}

#[test]
fn a_piece_may_not_land_on_its_own_piece() {
    let game = position(COUNTING, "b 0 0");
    illegal(&game, "d4-f2"); // two on a7-g1, onto its own f2
    illegal(&game, "d4xf2");
}

#[test]
fn a_piece_never_leaves_the_board() {
    // At the start b1's rank holds six pieces and its falling diagonal two: west and
    // north-west would leave the board.
    let game = Loa::start();
    assert_eq!(
        texts(&game.moves_from(sq("b1"))),
        ["b1-b3", "b1-d3", "b1-h1"]
    );
    assert_eq!(texts(&game.moves_from(sq("a2"))), Vec::<String>::new());
}

#[test]
fn moves_from_lists_only_the_pieces_of_the_side_to_move() {
    let game = Loa::start();
    assert!(game.moves_from(sq("a3")).is_empty(), "White's piece");
    assert!(game.moves_from(sq("d4")).is_empty(), "an empty square");
    assert_eq!(game.piece_at(sq("a3")), Some(Piece::Stone(Player::White)));
    assert_eq!(game.piece_at(sq("d4")), None);
}

#[test]
fn a_capture_lands_on_an_enemy_and_is_written_with_x() {
    let mut game = Loa::start();
    let capture = game.parse_move("c1xa3").unwrap();
    assert_eq!(
        capture,
        Move {
            from: sq("c1"),
            to: sq("a3"),
            capture: true,
        }
    );
    assert_eq!(capture.to_string(), "c1xa3");
    // Input may write a capture with '-'; it reads as the same move.
    assert_eq!(game.parse_move("c1-a3"), Ok(capture));
    let events = play(&mut game, "c1-a3");
    assert_eq!(
        events,
        [Capture {
            square: sq("a3"),
            owner: Player::White,
        }]
    );
    assert_eq!(game.pieces(Player::White).count(), 11);
    assert_eq!(game.piece_at(sq("a3")), Some(Piece::Stone(Player::Black)));
    assert_eq!(game.quiet(), 0);
}

#[test]
fn x_on_a_move_that_captures_nothing_is_refused() {
    let game = Loa::start();
    illegal(&game, "b1xb3");
    illegal(&game, "g1xa1");
    assert_eq!(game.parse_move("b1-b3").unwrap().to_string(), "b1-b3");
}

#[test]
fn quiet_moves_record_no_events_and_count_towards_quiet() {
    let mut game = Loa::start();
    assert_eq!(play(&mut game, "b1-b3"), []);
    assert_eq!(play(&mut game, "a2-c2"), []);
    assert_eq!(
        (game.quiet(), game.ply(), game.turn()),
        (2, 2, Player::Black)
    );
    // A capture resets the count.
    assert_eq!(play(&mut game, "c1xa3").len(), 1);
    assert_eq!((game.quiet(), game.ply()), (0, 3));
    play(&mut game, "c2-c4");
    assert_eq!(game.quiet(), 1);
}

// ---------------------------------------------------------------------------------------------
// Winning
// ---------------------------------------------------------------------------------------------

#[test]
fn connected_pieces_touch_along_sides_or_corners() {
    assert!(is_connected(Bitboard::EMPTY));
    assert!(is_connected(squares("e4")), "a single piece is connected");
    assert!(is_connected(squares("a1 b2 c3 c4 d5")));
    assert!(is_connected(squares("a1 a2 b1 b2 h8 g7 f6 e5 d4 c3")));
    assert!(!is_connected(squares("a1 c1")));
    assert!(!is_connected(squares("a1 b2 d4")));
    assert!(!is_connected(squares("a1 h8")));
    assert!(!is_connected(Loa::start().pieces(Player::Black)));
}

#[test]
fn connecting_all_your_pieces_wins() {
    let mut game = position(
        "
        W . . . . . . W
        . . . . . . . .
        . . . . B . . .
        . . . . . . . .
        . . . . . . . .
        . . B B . . . .
        . . . . . . . .
        . . . . W . . .
        ",
        "b 10 10",
    );
    assert_eq!(game.outcome(), None);
    play(&mut game, "e6-e4");
    assert_eq!(game.outcome(), win(Player::Black, EndReason::Connected));
    assert_eq!(game.count_legal_moves(), 0);
    assert_eq!(game.quiet(), 11);
}

#[test]
fn a_move_that_connects_both_sides_wins_for_the_mover() {
    // Taking e4 connects Black and leaves White's a8 and b8 connected too.
    let mut game = position(
        "
        W W . . . . . .
        . . . . . . . .
        . . . . B . . .
        . . . . . . . .
        . . . . W . . .
        . . B B . . . .
        . . . . . . . .
        . . . . . . . .
        ",
        "b 0 0",
    );
    play(&mut game, "e6xe4");
    assert!(is_connected(game.pieces(Player::White)));
    assert!(is_connected(game.pieces(Player::Black)));
    assert_eq!(game.outcome(), win(Player::Black, EndReason::Connected));
}

#[test]
fn a_capture_that_leaves_the_opponent_connected_loses() {
    // The same capture with a black straggler on h1: only White ends up connected.
    let mut game = position(
        "
        W W . . . . . .
        . . . . . . . .
        . . . . B . . .
        . . . . . . . .
        . . . . W . . .
        . . B B . . . .
        . . . . . . . .
        . . . . . . . B
        ",
        "b 0 0",
    );
    play(&mut game, "e6xe4");
    assert_eq!(game.outcome(), win(Player::White, EndReason::Connected));
}

#[test]
fn a_single_remaining_piece_counts_as_connected() {
    let board = "
        W . . . . . . .
        . . . . . . . .
        . . . . B . . .
        . . . . . . . .
        . . . . W . . .
        . . B B . . . .
        . . . . . . . .
        . . . . . . . B
    ";
    let mut game = position(board, "b 0 0");
    play(&mut game, "e6xe4");
    assert_eq!(game.pieces(Player::White), squares("a8"));
    assert_eq!(game.outcome(), win(Player::White, EndReason::Connected));
    // Read from position text, a lone piece is connected as well.
    let lone = position(
        "
        . . . . . . . .
        . . . . . . . .
        . . . . . . . .
        . . . W . . . .
        . . . . . . . .
        . . . . . . . .
        . . B . . . B .
        . . . . . . . .
        ",
        "b 0 2",
    );
    assert_eq!(lone.outcome(), win(Player::White, EndReason::Connected));
}

/// White to move at ply 299: e6-e4 connects, c3-a3 does not.
const LAST_PLY: &str = "
    B . . . . . . B
    . . . . . . . .
    . . . . W . . .
    . . . . . . . .
    . . . . . . . .
    . . W W . . . .
    . . . . . . . .
    . . . . B . . .
";

#[test]
fn the_game_is_drawn_after_the_300th_ply() {
    let mut game = position(LAST_PLY, "w 40 299");
    assert_eq!(game.outcome(), None);
    play(&mut game, "c3-a3");
    assert_eq!(game.ply(), MOVE_LIMIT);
    assert_eq!(
        game.outcome(),
        Some(Outcome::Draw {
            reason: EndReason::MoveLimit
        })
    );
    assert_eq!(game.count_legal_moves(), 0);
    assert_eq!(
        game.parse_move("b8-b7"),
        Err(MoveError::Play(PlayError::GameOver))
    );
}

#[test]
fn a_connection_on_the_300th_ply_still_wins() {
    let mut game = position(LAST_PLY, "w 40 299");
    play(&mut game, "e6-e4");
    assert_eq!(game.ply(), MOVE_LIMIT);
    assert_eq!(game.outcome(), win(Player::White, EndReason::Connected));
    // The same from position text at ply 300.
    let text = game.fen();
    assert_eq!(text.parse::<Loa>().unwrap().outcome(), game.outcome());
}

#[test]
fn a_side_with_no_legal_move_loses() {
    // a1 and h8 are each fenced in by three white pieces: every line runs into an enemy.
    let game = position(
        "
        . . . . . . W B
        . . . . . . W W
        . . . . . . . .
        . . . . . . . .
        . . . . . . . .
        . . . . . . . .
        W W . . . . . .
        B W . . . . . .
        ",
        "b 0 0",
    );
    assert!(!is_connected(game.pieces(Player::White)));
    assert!(!is_connected(game.pieces(Player::Black)));
    assert_eq!(game.outcome(), win(Player::White, EndReason::NoMoves));
    assert_eq!(game.count_legal_moves(), 0);
    assert!(game.moves_from(sq("a1")).is_empty());
    assert_eq!(
        game.parse_move("a1-a3"),
        Err(MoveError::Play(PlayError::GameOver))
    );
}

// ---------------------------------------------------------------------------------------------
// Notation, refusals and position text
// ---------------------------------------------------------------------------------------------

#[test]
fn unreadable_move_text_is_a_syntax_error() {
    let texts = [
        "", "b1", "b1-", "b1x", "b1b3", "b1_b3", "b1Xb3", "b1--b3", "b1xxb3", "b1-b3-b5",
        "b1-b3/b4", "b1-b3 ", " b1-b3", "B1-B3", "i1-a1", "a9-a1", "a0-a1", "b1—b3", "é1-b3",
    ];
    check_syntax_errors(&Loa::start(), texts);
}

#[test]
fn illegal_moves_are_refused_and_leave_the_position_unchanged() {
    let moves = [
        ("b1", "b2", false), // one square, but the file holds two pieces
        ("b1", "b3", true),  // marked as a capture, but b3 is empty
        ("c1", "a3", false), // a capture not marked as one
        ("a2", "a4", false), // White's piece
        ("d4", "d6", false), // no piece there
        ("b1", "c1", false), // onto its own piece
        ("b1", "c3", false), // not a line
    ]
    .map(|(from, to, capture)| Move {
        from: sq(from),
        to: sq(to),
        capture,
    });
    check_illegal_moves(&Loa::start(), moves);
}

#[test]
fn a_finished_game_refuses_every_move_with_game_over() {
    let mut game = position(LAST_PLY, "w 40 299");
    play(&mut game, "e6-e4");
    check_game_over(&game, ["a8-a7"]);
}

#[test]
fn position_text_round_trips_with_its_counters() {
    let text = fen(COUNTING, "w 7 41");
    let game: Loa = text.parse().unwrap();
    assert_eq!(game.fen(), text);
    assert_eq!(game.to_string(), text);
    assert_eq!(format!("{game:?}"), format!("Loa({text})"));
    assert_eq!(
        (game.quiet(), game.ply(), game.turn()),
        (7, 41, Player::White)
    );
    let setup: Setup<skillgames_core::Board8> = text.parse().unwrap();
    assert_eq!(game.setup(), setup);
    assert_eq!(Loa::from_setup(setup), Ok(game));
}

#[test]
fn position_text_describing_an_impossible_position_is_refused() {
    // A side with no pieces.
    check_impossible::<Loa>(
        "8/8/8/8/8/8/8/1BBBBBB1 b 0 0",
        piece_count(Player::White, 0),
    );
    check_impossible::<Loa>(
        "8/W6W/W6W/W6W/W6W/W6W/W6W/8 b 0 0",
        piece_count(Player::Black, 0),
    );
    // Thirteen black pieces.
    check_impossible::<Loa>(
        "1BBBBBB1/W6W/W6W/W6W/W2B3W/W6W/W6W/1BBBBBB1 b 0 0",
        piece_count(Player::Black, 13),
    );
    // Past the 300-ply limit.
    check_impossible::<Loa>(
        &fen(COUNTING, "w 0 301"),
        PositionError::PastLimit {
            counter: Counter::Ply,
            found: 301,
            limit: MOVE_LIMIT,
        },
    );
    assert!(fen(COUNTING, "b 0 300").parse::<Loa>().is_ok());
    // Black moves at even plies.
    check_impossible::<Loa>(&fen(START, "w 0 0"), wrong_side(0));
    check_impossible::<Loa>(&fen(START, "b 1 1"), wrong_side(1));
    // The quiet count past the ply count.
    check_impossible::<Loa>(
        &fen(START, "b 4 2"),
        PositionError::QuietExceedsPly { quiet: 4, ply: 2 },
    );
    // No arrows in Lines of Action.
    check_impossible::<Loa>(
        "1BBBBBB1/W6W/W6W/W2X3W/W6W/W6W/W6W/1BBBBBB1 b 0 0",
        PositionError::UnexpectedArrow(sq("d5").coord()),
    );
}

#[test]
fn a_position_at_the_move_limit_is_drawn_unless_someone_is_connected() {
    let drawn: Loa = fen(COUNTING, "b 0 300").parse().unwrap();
    assert_eq!(
        drawn.outcome(),
        Some(Outcome::Draw {
            reason: EndReason::MoveLimit
        })
    );
    assert!(drawn.moves_from(sq("d4")).is_empty());
}

#[test]
fn malformed_position_text_is_refused_with_the_reason() {
    let cases: &[(&str, ParseFenError)] = &[
        (
            "1BBBBBB1/W6W/W6W/W6W/W6W/W6W/W6W/1BBBBBB1",
            ParseFenError::FieldCount(1),
        ),
        (
            "1BBBBBB1/W6W/W6W/W6W/W6W/W6W/1BBBBBB1 b 0 0",
            ParseFenError::RankCount {
                expected: 8,
                found: 7,
            },
        ),
        (
            "1BBBBBB1/W6W/W6W/W6W/W6W/W6W/W6W/1BBBBBB2 b 0 0",
            ParseFenError::RankWidth {
                rank: 1,
                found: 9,
                expected: 8,
            },
        ),
        (
            "1BBBBBB1/W6W/W6W/W6W/W6W/W6W/W6W/1BBBBBb1 b 0 0",
            ParseFenError::InvalidChar {
                rank: 1,
                found: 'b',
            },
        ),
        (
            "1BBBBBB1/W6W/W6W/W6W/W6W/W6W/W6W/1BBBBBB1 black 0 0",
            ParseFenError::InvalidSide("black".into()),
        ),
        (
            "1BBBBBB1/W6W/W6W/W6W/W6W/W6W/W6W/1BBBBBB1 b +1 0",
            ParseFenError::InvalidCounter {
                field: "quiet",
                found: "+1".into(),
            },
        ),
    ];
    for (text, expected) in cases {
        assert_eq!(text.parse::<Loa>().as_ref(), Err(expected), "{text}");
    }
}
