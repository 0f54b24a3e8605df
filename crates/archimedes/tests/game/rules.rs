//! One test per rule of Archimedes, each on a board drawn in the test.
//!
//! Boards are drawn top rank first, files `a` to the right: `W` a white ship, `B` a black ship,
//! `.` an empty square. White moves at even plies.

use skillgames_archimedes::{
    Archimedes, Archimedes6, Archimedes8, Archimedes10, EndReason, MIN_FLEET, Move, Outcome,
    QUIET_LIMIT, Sinking, WATCHERS_TO_SINK,
};
use skillgames_core::conformance::{
    check_game_over, check_illegal_moves, check_impossible, check_syntax_errors,
    diagram_fen as fen, from_diagram,
};
use skillgames_core::{
    Bitboard, Counter, Game, Geometry, MoveError, ParseFenError, PlayError, Player, PositionError,
    Setup, Square,
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

/// Plays `text` (which must be legal), checks the incremental hash against a fresh parse and
/// returns the events, ordered by wave and square.
fn play<G: Geometry>(game: &mut Archimedes<G>, text: &str) -> Vec<Sinking<G>> {
    let mv = game
        .parse_move(text)
        .unwrap_or_else(|e| panic!("{text} refused at {game}: {e}"));
    let mut events = Vec::new();
    game.play_recording(mv, &mut events);
    let reparsed: Archimedes<G> = game.fen().parse().unwrap();
    assert_eq!(
        reparsed.zobrist(),
        game.zobrist(),
        "hash drifted after {text}"
    );
    sorted(events)
}

fn sorted<G: Geometry>(mut events: Vec<Sinking<G>>) -> Vec<Sinking<G>> {
    events.sort_by_key(|sinking| (sinking.wave, sinking.ship.index()));
    events
}

fn sunk<G: Geometry>(ship: &str, owner: Player, watchers: &str, wave: u8) -> Sinking<G> {
    Sinking {
        ship: sq(ship),
        owner,
        watchers: squares(watchers),
        wave,
    }
}

fn win(winner: Player, reason: EndReason) -> Option<Outcome> {
    Some(Outcome::Win { winner, reason })
}

fn draw(reason: EndReason) -> Option<Outcome> {
    Some(Outcome::Draw { reason })
}

fn legal_texts<G: Game>(game: &G) -> Vec<String> {
    let mut moves = Vec::new();
    game.legal_moves(&mut moves);
    let mut texts: Vec<String> = moves.iter().map(ToString::to_string).collect();
    texts.sort();
    texts
}

fn unsettled(ship: &str) -> PositionError {
    PositionError::Unsettled(sq::<skillgames_core::Board6>(ship).coord())
}

fn too_many(found: u32, max: u32) -> PositionError {
    PositionError::PieceCount {
        player: Player::White,
        found,
        min: 0,
        max,
    }
}

fn past_quiet_limit(found: u32) -> PositionError {
    PositionError::PastLimit {
        counter: Counter::Quiet,
        found,
        limit: QUIET_LIMIT,
    }
}

fn wrong_side(ply: u32) -> PositionError {
    PositionError::SideToMove {
        first: Player::White,
        ply,
    }
}

// ---------------------------------------------------------------------------------------------
// Setup
// ---------------------------------------------------------------------------------------------

#[test]
fn start_positions_have_fleets_of_7_12_and_18_in_opposite_corners() {
    assert_eq!(
        Archimedes6::start().fen(),
        fen(
            "
            . . . B B .
            . . . B B B
            . . . . B B
            W W . . . .
            W W W . . .
            . W W . . .
            ",
            "w 0 0"
        )
    );
    assert_eq!(
        Archimedes6::start().fen(),
        "3BB1/3BBB/4BB/WW4/WWW3/1WW3 w 0 0"
    );
    assert_eq!(
        Archimedes8::start().fen(),
        "4BBB1/4BBBB/5BBB/6BB/WW6/WWW5/WWWW4/1WWW4 w 0 0"
    );
    assert_eq!(
        Archimedes10::start().fen(),
        "5BBBB1/5BBBBB/6BBBB/7BBB/8BB/WW8/WWW7/WWWW6/WWWWW5/1WWWW5 w 0 0"
    );
    assert_eq!(Archimedes6::fleet_size(), 7);
    assert_eq!(Archimedes8::fleet_size(), 12);
    assert_eq!(Archimedes10::fleet_size(), 18);
}

fn check_start<G: Geometry>(fleet: u32) {
    let start = Archimedes::<G>::start();
    assert_eq!(start, Archimedes::<G>::default());
    assert_eq!(start.turn(), Player::White);
    assert_eq!((start.ply(), start.quiet()), (0, 0));
    assert_eq!(start.outcome(), None);
    let white = start.ships(Player::White);
    assert_eq!(white, Archimedes::<G>::start_fleet());
    assert_eq!(white.count(), fleet);
    // Black's fleet is White's mirrored through the centre of the board.
    let mirrored: Bitboard<G> = white.into_iter().map(Square::flip).collect();
    assert_eq!(start.ships(Player::Black), mirrored);
    // The corner square of each triangle is left empty.
    assert!(!start.occupied().contains(sq("a1")));
    assert!(!start.occupied().contains(sq::<G>("a1").flip()));
    // No ship starts in danger, and the start text reads back.
    for ship in start.occupied() {
        assert!(start.watchers(ship).count() < WATCHERS_TO_SINK);
    }
    assert_eq!(start.fen().parse::<Archimedes<G>>(), Ok(start));
}

#[test]
fn start_fleets_are_mirror_images_and_safe_on_every_board() {
    check_start::<skillgames_core::Board6>(7);
    check_start::<skillgames_core::Board8>(12);
    check_start::<skillgames_core::Board10>(18);
    assert_eq!(
        Archimedes6::start_fleet(),
        squares("b1 c1 a2 b2 c2 a3 b3"),
        "x + y <= 3 without a1, d1 and a4"
    );
}

// ---------------------------------------------------------------------------------------------
// Moving
// ---------------------------------------------------------------------------------------------

#[test]
fn ships_sail_like_queens_over_empty_squares_only() {
    let game: Archimedes6 = position(
        "
        . . B . W W
        . . . . . W
        . . . . . .
        . . . . . B
        . . . . . .
        B . . . W .
        ",
        "w 0 0",
    );
    let from_e1: Vec<String> = legal_texts(&game)
        .into_iter()
        .filter(|m| m.starts_with("e1"))
        .collect();
    // Up to the own ship on e6, left up to the enemy on a1, and the free diagonals.
    let expected = [
        "e1-a5", "e1-b1", "e1-b4", "e1-c1", "e1-c3", "e1-d1", "e1-d2", "e1-e2", "e1-e3", "e1-e4",
        "e1-e5", "e1-f1", "e1-f2",
    ];
    assert_eq!(from_e1, expected);
    for refused in [
        "e1-e6", // lands on an own ship
        "e1-a1", // lands on an enemy ship: ships never capture
        "f5-f2", // passes over the enemy on f3
        "f6-f4", // passes over the own ship on f5
        "e1-c2", // not a queen line
        "e1-e1", // not a move at all
        "a1-b2", // an enemy ship
        "d4-d5", // an empty square
    ] {
        assert_eq!(
            game.parse_move(refused),
            Err(MoveError::Play(PlayError::Illegal(refused.to_owned()))),
            "{refused}"
        );
    }
}

// ---------------------------------------------------------------------------------------------
// Sight and sinking
// ---------------------------------------------------------------------------------------------

#[test]
fn a_ship_moving_into_a_square_watched_by_three_enemies_sinks_at_once() {
    let mut game: Archimedes6 = position(
        "
        . . B . W W
        . . . . . W
        . . . . . .
        . . . . . B
        . . . . . .
        B . . . W .
        ",
        "w 5 10",
    );
    // The three watchers a player would count before moving there.
    assert_eq!(
        game.watchers_of_square(sq("c3"), Player::White, Some(sq("e1"))),
        squares("a1 c6 f3")
    );
    let mut safe = game.clone();
    assert_eq!(play(&mut safe, "e1-d2"), []);
    assert_eq!(safe.quiet(), 6);

    let events = play(&mut game, "e1-c3");
    assert_eq!(events, [sunk("c3", Player::White, "a1 c6 f3", 0)]);
    assert_eq!(
        game.fen(),
        fen(
            "
            . . B . W W
            . . . . . W
            . . . . . .
            . . . . . B
            . . . . . .
            B . . . . .
            ",
            "b 0 11"
        )
    );
    assert_eq!(game.ships(Player::White).count(), 3);
    assert_eq!(game.outcome(), None);
}

#[test]
fn moving_a_third_ship_into_line_sinks_an_enemy() {
    let mut game: Archimedes6 = position(
        "
        . . . . B B
        . . . . . B
        . . B . . W
        . . . . . .
        . . . . . .
        W . W . . .
        ",
        "w 0 0",
    );
    assert_eq!(game.watchers(sq("c4")), squares("c1 f4"));
    let events = play(&mut game, "a1-a4");
    assert_eq!(events, [sunk("c4", Player::Black, "a4 c1 f4", 0)]);
    assert_eq!(game.owner(sq("c4")), None);
    assert_eq!(game.ships(Player::Black), squares("e6 f6 f5"));
    assert_eq!(game.quiet(), 0);
    assert_eq!(game.outcome(), None);
}

#[test]
fn moving_a_ship_out_of_a_line_can_sink_an_enemy() {
    // b4 watches c4 and hides a4. Leaving the rank lets a4 watch instead; landing on another
    // line of c4 (b3, b5 or c3) adds the third watcher.
    let game: Archimedes6 = position(
        "
        . . . . B B
        . . . . . B
        W W B . . W
        . . . . . .
        . . . . . .
        W . . . . .
        ",
        "w 0 0",
    );
    assert_eq!(game.watchers(sq("c4")), squares("b4 f4"));
    for (mv, third) in [("b4-b3", "b3"), ("b4-b5", "b5"), ("b4-c3", "c3")] {
        let mut after = game.clone();
        let watchers = format!("a4 f4 {third}");
        assert_eq!(
            play(&mut after, mv),
            [sunk("c4", Player::Black, &watchers, 0)],
            "{mv}"
        );
    }
    // Opening the line alone only swaps which ship watches along it.
    let mut after = game.clone();
    assert_eq!(play(&mut after, "b4-b6"), []);
    assert_eq!(after.watchers(sq("c4")), squares("a4 f4"));
}

#[test]
fn moving_a_ship_out_of_a_line_can_sink_your_own_ship() {
    // b2 shields c3 from a1; c3 already sees c6 and f3.
    let mut game: Archimedes6 = position(
        "
        . . B . B .
        W . . . . .
        . . . . . .
        . . W . . B
        . W . . W .
        B . . . . .
        ",
        "w 0 0",
    );
    assert_eq!(game.watchers(sq("c3")), squares("c6 f3"));
    let events = play(&mut game, "b2-b5");
    assert_eq!(events, [sunk("c3", Player::White, "a1 c6 f3", 0)]);
    assert_eq!(game.ships(Player::White), squares("a5 b5 e2"));
    assert_eq!(game.ships(Player::Black).count(), 4);
}

#[test]
fn friendly_ships_block_sight_and_shield() {
    // Same as the ship moving into danger, with a white ship on b2 between c3 and a1.
    let mut game: Archimedes6 = position(
        "
        . . B . W W
        . . . . . W
        . . . . . .
        . . . . . B
        . W . . . .
        B . . . W .
        ",
        "w 0 0",
    );
    assert_eq!(
        game.watchers_of_square(sq("c3"), Player::White, Some(sq("e1"))),
        squares("c6 f3")
    );
    assert_eq!(play(&mut game, "e1-c3"), []);
    assert_eq!(game.watchers(sq("c3")), squares("c6 f3"));
    assert_eq!(game.ships(Player::White).count(), 5);
}

#[test]
fn a_ship_sees_only_the_first_ship_in_each_direction() {
    // a1 has three black ships in its lines, but a5 stands behind a3.
    let mut game: Archimedes6 = position(
        "
        . . . . . .
        B . . . . .
        . . . . . .
        B . . . . .
        . . . . W W
        W . B . . W
        ",
        "b 1 1",
    );
    assert_eq!(game.watchers(sq("a1")), squares("a3 c1"));
    assert_eq!(game.watchers(sq("c1")), squares("a1 f1"));
    assert_eq!(game.watchers(sq("e2")), Bitboard::EMPTY);
    // An empty square has no watchers.
    assert_eq!(game.watchers(sq("d4")), Bitboard::EMPTY);
    // When the front ship sails away, the one behind it takes its place.
    assert_eq!(play(&mut game, "a3-b4"), []);
    assert_eq!(game.watchers(sq("a1")), squares("a5 c1"));
}

#[test]
fn all_qualifying_ships_sink_together_even_if_one_helped_sink_another() {
    // b2-b1 opens c3's view of a1 and a1's view of c3 at the same time: each is the third
    // watcher of the other. Removing one first would have saved the other.
    let mut game: Archimedes6 = position(
        "
        . . B . B .
        W . . . . .
        . . . . . .
        . . W . . B
        . W . . W .
        B . . . . .
        ",
        "w 0 0",
    );
    let events = play(&mut game, "b2-b1");
    assert_eq!(
        events,
        [
            sunk("a1", Player::Black, "a5 b1 c3", 0),
            sunk("c3", Player::White, "a1 c6 f3", 0),
        ]
    );
    assert_eq!(
        game.fen(),
        fen(
            "
            . . B . B .
            W . . . . .
            . . . . . .
            . . . . . B
            . . . . W .
            . W . . . .
            ",
            "b 0 1"
        )
    );
}

#[test]
fn sinkings_chain_over_several_waves() {
    // g2-g4 sinks d4; with d4 gone d2 sees d6, which sinks; with d6 gone d2 sees d8.
    let mut game: Archimedes8 = position(
        "
        W . . B B B B .
        . . . . . . . .
        W . . B . . . W
        W . . . . . . .
        W . . B . . . .
        . . . . . . . .
        . . . W . . W .
        . . . . . . . .
        ",
        "w 0 0",
    );
    let events = play(&mut game, "g2-g4");
    assert_eq!(
        events,
        [
            sunk("d4", Player::Black, "a4 d2 g4", 0),
            sunk("d6", Player::Black, "a6 d2 h6", 1),
            sunk("d8", Player::Black, "a5 a8 d2", 2),
        ]
    );
    assert_eq!(game.ships(Player::Black), squares("e8 f8 g8"));
    assert_eq!(game.ships(Player::White).count(), 7);
    assert_eq!(game.outcome(), None);
}

#[test]
fn a_chain_can_sink_the_movers_own_ships() {
    // b2-b1 exposes c3 to a1; once c3 is gone, c2 sees c6 as a third watcher.
    let mut game: Archimedes6 = position(
        "
        . W B . B .
        W . . . . .
        B . . . . .
        . . W . . B
        . W W . . .
        B . . B . .
        ",
        "w 0 0",
    );
    assert_eq!(game.watchers(sq("c2")), squares("a4 d1"));
    let events = play(&mut game, "b2-b1");
    assert_eq!(
        events,
        [
            sunk("c3", Player::White, "a1 c6 f3", 0),
            sunk("c2", Player::White, "a4 c6 d1", 1),
        ]
    );
    assert_eq!(game.ships(Player::White), squares("b6 a5 b1"));
    assert_eq!(game.ships(Player::Black).count(), 6);
}

#[test]
fn quiet_moves_record_no_events() {
    let mut game = Archimedes6::start();
    assert_eq!(play(&mut game, "c2-d3"), []);
    assert_eq!(play(&mut game, "d5-d4"), []);
    assert_eq!(
        (game.quiet(), game.ply(), game.turn()),
        (2, 2, Player::White)
    );
}

// ---------------------------------------------------------------------------------------------
// End of the game
// ---------------------------------------------------------------------------------------------

/// Three ships each; b2-b1 sinks c3 and a1 together, b2-b5 sinks only c3.
const BOTH_AT_THREE: &str = "
    . . B . . .
    W . . . . .
    . . . . . .
    . . W . . B
    . W . . . .
    B . . . . .
";

#[test]
fn both_fleets_falling_below_three_in_one_move_is_a_draw() {
    let mut game: Archimedes6 = position(BOTH_AT_THREE, "w 0 0");
    assert_eq!(game.outcome(), None);
    let events = play(&mut game, "b2-b1");
    assert_eq!(events.len(), 2);
    assert_eq!(game.ships(Player::White).count(), 2);
    assert_eq!(game.ships(Player::Black).count(), 2);
    assert_eq!(game.outcome(), draw(EndReason::Fleet));
}

#[test]
fn a_fleet_below_three_ships_loses() {
    // White sinks its own ship and loses.
    let mut game: Archimedes6 = position(BOTH_AT_THREE, "w 0 0");
    play(&mut game, "b2-b5");
    assert_eq!(game.ships(Player::White).count(), MIN_FLEET - 1);
    assert_eq!(game.outcome(), win(Player::Black, EndReason::Fleet));

    // White sinks the third black ship and wins.
    let mut game: Archimedes6 = position(
        "
        . . . . B B
        . . . . . .
        . . B . . W
        . . . . . .
        . . . . . .
        W . W . . .
        ",
        "w 0 0",
    );
    play(&mut game, "a1-a4");
    assert_eq!(game.ships(Player::Black), squares("e6 f6"));
    assert_eq!(game.outcome(), win(Player::White, EndReason::Fleet));
}

/// Four white ships and three black ones, far apart: every move here is quiet.
const QUIET_BOARD: &str = "
    . . . . B B
    . . . . . B
    . . . . . .
    . . . . . .
    W . . . . .
    W W W . . .
";

#[test]
fn fifty_quiet_plies_end_the_game_and_the_larger_fleet_wins() {
    let mut game: Archimedes6 = position(QUIET_BOARD, "b 48 49");
    play(&mut game, "f5-f4");
    assert_eq!((game.quiet(), game.outcome()), (49, None));
    play(&mut game, "c1-d2");
    assert_eq!(game.quiet(), QUIET_LIMIT);
    assert_eq!(game.outcome(), win(Player::White, EndReason::Quiet));

    // The larger fleet wins whoever made the last move.
    let mut game: Archimedes6 = position(QUIET_BOARD, "b 49 49");
    play(&mut game, "f5-f4");
    assert_eq!(game.outcome(), win(Player::White, EndReason::Quiet));
    let mut game: Archimedes6 = position(
        "
        . . . B B B
        . . . . . B
        . . . . . .
        . . . . . .
        W . . . . .
        W W . . . .
        ",
        "w 49 50",
    );
    play(&mut game, "b1-c1");
    assert_eq!(game.outcome(), win(Player::Black, EndReason::Quiet));
}

#[test]
fn fifty_quiet_plies_with_equal_fleets_draw() {
    let mut game: Archimedes6 = position(
        "
        . . . . B B
        . . . . . B
        . . . . . .
        . . . . . .
        W . . . . .
        W W . . . .
        ",
        "w 49 120",
    );
    play(&mut game, "b1-c1");
    assert_eq!(game.outcome(), draw(EndReason::Quiet));
    assert_eq!(game.count_legal_moves(), 0);
}

#[test]
fn a_sinking_resets_the_quiet_count() {
    let board = "
        . . . . B B
        . . . . . B
        . . B . . W
        . . . . . .
        . . . . . .
        W . W . . .
    ";
    let mut game: Archimedes6 = position(board, "w 49 50");
    play(&mut game, "a1-a4");
    assert_eq!((game.quiet(), game.ply()), (0, 51));
    assert_eq!(game.outcome(), None);

    // Without the sinking the same ply would have ended the game, Black's fleet being larger.
    let mut game: Archimedes6 = position(board, "w 49 50");
    play(&mut game, "a1-b2");
    assert_eq!(game.quiet(), 50);
    assert_eq!(game.outcome(), win(Player::Black, EndReason::Quiet));
}

#[test]
fn the_quiet_rule_ends_the_game_exactly_at_fifty() {
    let game: Archimedes6 = position(QUIET_BOARD, "w 50 50");
    assert_eq!(game.outcome(), win(Player::White, EndReason::Quiet));
    assert_eq!(game.count_legal_moves(), 0);
    let game: Archimedes6 = position(QUIET_BOARD, "b 49 51");
    assert_eq!(game.outcome(), None);
    assert!(game.count_legal_moves() > 0);
    check_impossible::<Archimedes6>(&fen(QUIET_BOARD, "b 51 51"), past_quiet_limit(51));
}

#[test]
fn end_conditions_are_checked_fleet_first_then_quiet() {
    // Two white ships and a quiet count of 50: the fleet decides.
    let game: Archimedes6 = position(
        "
        . . . . B B
        . . . . . B
        . . . . . .
        . . . . . .
        . . . . . .
        W W . . . .
        ",
        "w 50 50",
    );
    assert_eq!(game.outcome(), win(Player::Black, EndReason::Fleet));
    // Both fleets below three with a quiet count of 50: still a fleet draw.
    let game: Archimedes6 = position(
        "
        . . . . B B
        . . . . . .
        . . . . . .
        . . . . . .
        . . . . . .
        W W . . . .
        ",
        "w 50 50",
    );
    assert_eq!(game.outcome(), draw(EndReason::Fleet));
    // White has no ship, hence no move, and the quiet count is 50: the fleet rule comes first.
    let game: Archimedes6 = position(
        "
        . . . . B B
        . . . . . B
        . . . . . .
        . . . . . .
        . . . . . .
        . . . . . .
        ",
        "w 50 50",
    );
    assert_eq!(game.outcome(), win(Player::Black, EndReason::Fleet));
    assert_eq!(game.count_legal_moves(), 0);
}

#[test]
fn a_boxed_in_fleet_cannot_occur_because_a_boxed_ship_sees_three_enemies() {
    // "No legal move loses" needs every ship of the side to move to have all its neighbours
    // occupied. Neighbours are the first ships a ship sees, and a boxed group has a ship with
    // three enemy neighbours, which would have sunk (an exhaustive search over all groups of
    // up to seven ships on 6x6 finds no exception). So the rule never decides a reachable
    // game; the smallest tries are refused as position text.
    check_impossible::<Archimedes6>(
        &fen(
            "
        . . . . . .
        . . . . . .
        . . . . . .
        . . . . . B
        B B . . . W
        W B . . . W
        ",
            "w 0 0",
        ),
        unsettled("a1"),
    );
    check_impossible::<Archimedes6>(
        &fen(
            "
        . . . . . .
        . . . . . .
        . . . . . .
        B B B . . .
        W W B . . .
        W W B . . .
        ",
            "w 0 0",
        ),
        unsettled("b2"),
    );
    // With one empty neighbour a ship has a move, so the game goes on.
    let game: Archimedes6 = position(
        "
        . . . . . .
        . . . . . .
        . . . . . .
        . . . . . B
        B . . . . W
        W B . . . W
        ",
        "w 0 0",
    );
    assert_eq!(game.outcome(), None);
    assert!(legal_texts(&game).contains(&"a1-b2".to_owned()));
}

// ---------------------------------------------------------------------------------------------
// Position text
// ---------------------------------------------------------------------------------------------

#[test]
fn position_text_round_trips_with_its_counters() {
    let text = fen(QUIET_BOARD, "b 17 33");
    let game: Archimedes6 = text.parse().unwrap();
    assert_eq!(game.fen(), text);
    assert_eq!(game.to_string(), text);
    assert_eq!(
        (game.quiet(), game.ply(), game.turn()),
        (17, 33, Player::Black)
    );
    assert_eq!(format!("{game:?}"), format!("Archimedes({text})"));
    let setup: Setup<skillgames_core::Board6> = text.parse().unwrap();
    assert_eq!(game.setup(), setup);
    assert_eq!(Archimedes6::from_setup(setup), Ok(game));
}

#[test]
fn position_text_describing_an_impossible_position_is_refused() {
    // Eight white ships on 6x6, where a fleet has seven.
    check_impossible::<Archimedes6>(
        &fen(
            "
        . . . B B .
        . . . B B B
        . . . . B B
        W W . . . .
        W W W . . .
        W W W . . .
        ",
            "w 0 0",
        ),
        too_many(8, 7),
    );
    // Thirteen ships on 8x8, where a fleet has twelve.
    check_impossible::<Archimedes8>(
        "4BBB1/4BBBB/5BBB/6BB/WW6/WWW5/WWWW4/WWWW4 w 0 0",
        too_many(13, 12),
    );
    assert!(
        "4BBB1/4BBBB/5BBB/6BB/WW6/WWW5/WWWW4/1WWW4 w 0 0"
            .parse::<Archimedes8>()
            .is_ok()
    );
    // c3 already sees three black ships: it would have sunk.
    check_impossible::<Archimedes6>(
        &fen(
            "
        . . B . W W
        . . . . . W
        . . . . . .
        . . W . . B
        . . . . . .
        B . . . . .
        ",
            "b 0 1",
        ),
        unsettled("c3"),
    );
    // The quiet count past the limit, or past the ply.
    check_impossible::<Archimedes6>(&fen(QUIET_BOARD, "w 52 52"), past_quiet_limit(52));
    check_impossible::<Archimedes6>(
        &fen(QUIET_BOARD, "w 3 2"),
        PositionError::QuietExceedsPly { quiet: 3, ply: 2 },
    );
    // The side to move does not match the ply: White moves at even plies.
    check_impossible::<Archimedes6>(&fen(QUIET_BOARD, "b 0 0"), wrong_side(0));
    check_impossible::<Archimedes6>(&fen(QUIET_BOARD, "w 1 1"), wrong_side(1));
    // Archimedes has no arrows.
    check_impossible::<Archimedes6>(
        &fen(
            "
        . . . . B B
        . . . . . B
        . . X . . .
        . . . . . .
        W . . . . .
        W W W . . .
        ",
            "w 0 0",
        ),
        PositionError::UnexpectedArrow(sq::<skillgames_core::Board6>("c4").coord()),
    );
}

#[test]
fn malformed_position_text_is_refused_with_the_reason() {
    let cases: &[(&str, ParseFenError)] = &[
        ("", ParseFenError::FieldCount(0)),
        (
            "3BB1/3BBB/4BB/WW4/WWW3/1WW3 w 0",
            ParseFenError::FieldCount(3),
        ),
        (
            "3BB1/3BBB/4BB/WW4/WWW3/1WW3 w 0 0 0",
            ParseFenError::FieldCount(5),
        ),
        (
            // The 8x8 start on the 6x6 board.
            "4BBB1/4BBBB/5BBB/6BB/WW6/WWW5/WWWW4/1WWW4 w 0 0",
            ParseFenError::RankCount {
                expected: 6,
                found: 8,
            },
        ),
        (
            "3BB1/3BBB/4BB/WW4/WWW3/1WW4 w 0 0",
            ParseFenError::RankWidth {
                rank: 1,
                found: 7,
                expected: 6,
            },
        ),
        (
            "3BB1/3BBB/4BB/WW4/WWW3/1WW2 w 0 0",
            ParseFenError::RankWidth {
                rank: 1,
                found: 5,
                expected: 6,
            },
        ),
        (
            "3BB1/3BBB/4BB/WW4/WWw3/1WW3 w 0 0",
            ParseFenError::InvalidChar {
                rank: 2,
                found: 'w',
            },
        ),
        (
            "3BB1/3BBB/4BB/WW4/WWW3/1WW3 W 0 0",
            ParseFenError::InvalidSide("W".into()),
        ),
        (
            "3BB1/3BBB/4BB/WW4/WWW3/1WW3 w x 0",
            ParseFenError::InvalidCounter {
                field: "quiet",
                found: "x".into(),
            },
        ),
        (
            "3BB1/3BBB/4BB/WW4/WWW3/1WW3 w 0 -2",
            ParseFenError::InvalidCounter {
                field: "ply",
                found: "-2".into(),
            },
        ),
    ];
    for (text, expected) in cases {
        assert_eq!(
            text.parse::<Archimedes6>().as_ref(),
            Err(expected),
            "{text:?}"
        );
    }
    // The 6x6 start on the 8x8 and 10x10 boards.
    assert_eq!(
        "3BB1/3BBB/4BB/WW4/WWW3/1WW3 w 0 0".parse::<Archimedes8>(),
        Err(ParseFenError::RankCount {
            expected: 8,
            found: 6
        })
    );
    assert!(matches!(
        "3BB1/3BBB/4BB/WW4/WWW3/1WW3 w 0 0".parse::<Archimedes10>(),
        Err(ParseFenError::RankCount { .. })
    ));
    let long = "6/".repeat(300);
    assert_eq!(
        long.parse::<Archimedes6>(),
        Err(ParseFenError::TooLong(long.len()))
    );
}

// ---------------------------------------------------------------------------------------------
// Notation and refused moves
// ---------------------------------------------------------------------------------------------

#[test]
fn move_text_round_trips() {
    let game = Archimedes6::start();
    let mv = game.parse_move("c2-d3").unwrap();
    assert_eq!(
        mv,
        Move {
            from: sq("c2"),
            to: sq("d3")
        }
    );
    assert_eq!(mv.to_string(), "c2-d3");
    // Two-digit ranks on the big board.
    let game = Archimedes10::start();
    let mv = game.parse_move("a5-a10").unwrap();
    assert_eq!(mv.to_string(), "a5-a10");
    assert_eq!("a5-a10".parse::<Move<skillgames_core::Board10>>(), Ok(mv));
}

#[test]
fn unreadable_move_text_is_a_syntax_error() {
    let long = "c2-d3".repeat(1000);
    let texts = [
        "", "c2", "c2-", "c2d3", "c2 d3", "c2--d3", "c2-d3-e4", "c2-d3 ", " c2-d3", "C2-D3",
        "z9-a1", "a7-a1", "a0-a1", "g1-a1", "c2/d3", "-", "é1-a1", "c2-d3x", &long,
    ];
    // The long text is echoed shortened.
    check_syntax_errors(&Archimedes6::start(), texts);
}

#[test]
fn illegal_moves_are_refused_and_leave_the_position_unchanged() {
    let square = |name: &str| sq::<skillgames_core::Board6>(name);
    let moves = [
        ("c2", "b2"), // lands on an own ship
        ("a2", "a6"), // passes over a3
        ("c2", "e3"), // not a queen line
        ("d6", "d5"), // Black's ship
        ("d4", "d5"), // no ship there
        ("c2", "c2"), // stays put
    ]
    .map(|(from, to)| {
        let mv = Move {
            from: square(from),
            to: square(to),
        };
        assert_eq!(mv.to_string(), format!("{from}-{to}"));
        mv
    });
    check_illegal_moves(&Archimedes6::start(), moves);
}

#[test]
fn a_finished_game_refuses_every_move_with_game_over() {
    let mut game: Archimedes6 = position(BOTH_AT_THREE, "w 0 0");
    play(&mut game, "b2-b1");
    // b1-b2 (sailing back) would be legal were the game not over; even moves that were never
    // legal report the end.
    check_game_over(&game, ["b1-b2", "c6-d5"]);
    assert_eq!(legal_texts(&game), Vec::<String>::new());
}
