//! Checks that every game must pass, written once against the [`Game`] interface and run by
//! each game's tests over random playouts (in the manner of OpenSpiel's generic game tests).

use crate::game::{Game, MoveError, PlayError};
use std::collections::HashSet;

/// Position text from a board diagram, as rule tests draw them: one rank per line, top rank
/// first, squares separated by spaces, `.` an empty square and the piece letters of position
/// text otherwise; `rest` holds the remaining fields `<side> <quiet> <ply>`.
///
/// ```
/// use skillgames_core::conformance::diagram_fen;
///
/// let diagram = "
///     . B . . B .
///     B . . . . B
///     . . . . . .
///     . . . . . .
///     W . . . . W
///     . W . . W .";
/// assert_eq!(diagram_fen(diagram, "w 0 0"), "1B2B1/B4B/6/6/W4W/1W2W1 w 0 0");
/// ```
#[must_use]
pub fn diagram_fen(diagram: &str, rest: &str) -> String {
    let ranks: Vec<String> = diagram
        .lines()
        .map(|line| line.split_whitespace().collect::<String>())
        .filter(|row| !row.is_empty())
        .map(|row| {
            let mut rank = String::new();
            let mut empty = 0;
            for c in row.chars() {
                if c == '.' {
                    empty += 1;
                } else {
                    if empty > 0 {
                        rank += &empty.to_string();
                        empty = 0;
                    }
                    rank.push(c);
                }
            }
            if empty > 0 {
                rank += &empty.to_string();
            }
            rank
        })
        .collect();
    format!("{} {rest}", ranks.join("/"))
}

/// The position drawn in `diagram` (see [`diagram_fen`]).
///
/// # Panics
/// When the drawing is not a position of `G`, naming the reason: it is meant for tests.
#[must_use]
pub fn from_diagram<G: Game>(diagram: &str, rest: &str) -> G {
    let text = diagram_fen(diagram, rest);
    text.parse()
        .unwrap_or_else(|e| panic!("{text} is refused: {e}"))
}

/// Plays from `start`, choosing move `choices[i] % n` at ply `i`, until the choices or the game
/// run out. Returns every position on the way, `start` first.
pub fn playout<G: Game>(start: &G, choices: &[u32]) -> Vec<G> {
    let mut positions = vec![start.clone()];
    let mut moves = Vec::new();
    let mut position = start.clone();
    for &choice in choices {
        position.legal_moves(&mut moves);
        if moves.is_empty() {
            break;
        }
        position.play_unchecked(moves[choice as usize % moves.len()]);
        positions.push(position.clone());
    }
    positions
}

/// Checks one position against the interface contracts, panicking with a description of the
/// first broken one:
/// - its text round-trips, and parsing it recomputes the same Zobrist hash as the one kept
///   incrementally;
/// - the move list has no duplicates, matches the move count, and is empty exactly when the
///   game is over;
/// - every listed move is legal, reads back from its notation, and plays (with or without
///   events) to the same position, leaving the original untouched;
/// - after the end every move is refused with [`PlayError::GameOver`];
/// - its setup with a piece doubled onto an occupied square is refused.
pub fn check_position<G: Game>(position: &G) {
    let fen = position.fen();
    let reparsed: G = fen
        .parse()
        .unwrap_or_else(|e| panic!("{fen} does not parse back: {e}"));
    assert_eq!(&reparsed, position, "{fen} parses to a different position");
    assert_eq!(
        reparsed.zobrist(),
        position.zobrist(),
        "incremental hash drifted at {fen}"
    );
    assert_eq!(reparsed.fen(), fen);
    check_overlap_refused(position);

    let mut moves = Vec::new();
    position.legal_moves(&mut moves);
    let distinct: HashSet<_> = moves.iter().copied().collect();
    assert_eq!(distinct.len(), moves.len(), "duplicate moves at {fen}");
    assert_eq!(
        position.count_legal_moves(),
        moves.len(),
        "move count disagrees at {fen}"
    );
    assert_eq!(
        moves.is_empty(),
        position.outcome().is_some(),
        "moves vs outcome at {fen}"
    );

    for &mv in &moves {
        assert!(
            position.is_legal(mv),
            "{mv} generated but not legal at {fen}"
        );
        let text = mv.to_string();
        assert_eq!(
            position.parse_move(&text),
            Ok(mv),
            "{text} does not read back at {fen}"
        );
        let mut quiet = position.clone();
        quiet.play_unchecked(mv);
        let mut loud = position.clone();
        let mut events: Vec<G::Event> = Vec::new();
        loud.play_recording(mv, &mut events);
        assert_eq!(quiet, loud, "events change the result of {mv} at {fen}");
        let mut tried = position.clone();
        assert_eq!(tried.try_play(mv), Ok(()));
        assert_eq!(tried, quiet);
    }
    assert_eq!(
        &fen.parse::<G>().expect("parsed before"),
        position,
        "playing mutated {fen}"
    );
}

/// A setup built in code can put two pieces on one square, which text cannot say: every such
/// setup must be refused.
fn check_overlap_refused<G: Game>(position: &G) {
    let setup = position.setup();
    for player in crate::Player::ALL {
        let Some(sq) = setup.stones[player.index()].first() else {
            continue;
        };
        let mut doubled = setup;
        doubled.stones[player.opponent().index()].insert(sq);
        assert!(
            G::from_setup(doubled).is_err(),
            "a square holding both players' pieces accepted at {}",
            position.fen()
        );
        let mut shot = setup;
        shot.arrows.insert(sq);
        assert!(
            G::from_setup(shot).is_err(),
            "a square holding a piece and an arrow accepted at {}",
            position.fen()
        );
    }
}

/// Checks that `parse_move` accepts each of `candidates` exactly when it names a legal move,
/// and that refused moves leave the position unchanged.
pub fn check_move_texts<'a, G: Game>(position: &G, candidates: impl IntoIterator<Item = &'a str>) {
    let mut moves = Vec::new();
    position.legal_moves(&mut moves);
    let legal: HashSet<String> = moves.iter().map(ToString::to_string).collect();
    let fen = position.fen();
    for text in candidates {
        match position.parse_move(text) {
            Ok(mv) => {
                assert!(
                    moves.contains(&mv),
                    "{text} accepted but not generated at {fen}"
                );
                let mut copy = position.clone();
                assert_eq!(copy.try_play(mv), Ok(()));
            }
            Err(MoveError::Syntax { .. }) => {
                assert!(
                    !legal.contains(text),
                    "{text} generated but unreadable at {fen}"
                )
            }
            Err(MoveError::Play(PlayError::GameOver)) => {
                assert!(
                    position.outcome().is_some(),
                    "{text}: game over, but it is not at {fen}"
                )
            }
            Err(MoveError::Play(PlayError::Illegal(_))) => {
                assert!(!legal.contains(text), "legal {text} refused at {fen}");
                // Playing it anyway is refused too, and changes nothing.
                let mv = position.complete_move(text.parse().expect("read before"));
                let mut copy = position.clone();
                assert_eq!(copy.try_play(mv), Err(PlayError::Illegal(mv.to_string())));
                assert_eq!(&copy, position, "refusing {text} changed {fen}");
            }
        }
    }
}

/// Checks a random playout from `start` (the positions [`playout`] reaches with `choices`),
/// panicking at the first broken check:
/// - every position passes [`check_position`] and the game's own `invariants`;
/// - every position refuses each text of `junk` (text that is no move at all);
/// - every `sweep_every`-th position, and the last, accepts exactly its legal moves among the
///   game's `candidates` texts for it, and reads `junk` consistently (see
///   [`check_move_texts`]);
/// - every ply replays with events to the next position, and `ply(before, mv, events, after)`
///   checks the game's rules for it;
/// - when the playout ends the game, the finished position refuses every move of the position
///   before it (see [`check_game_over`]).
///
/// ```
/// use skillgames_core::conformance::check_playout;
/// # use skillgames_core::Game;
/// # fn example<G: Game>(choices: &[u32]) {
/// let junk = ["", "-", "a1-"];
/// check_playout(&G::start(), choices, 3, &junk, |_| ["a1-a2", "b1-b2"], |_| {}, |_, _, _, _| {});
/// # }
/// ```
///
/// # Panics
/// When a check fails (it is meant for tests), or when `sweep_every` is 0.
pub fn check_playout<G, C, J>(
    start: &G,
    choices: &[u32],
    sweep_every: usize,
    junk: &[J],
    mut candidates: impl FnMut(&G) -> C,
    mut invariants: impl FnMut(&G),
    mut ply: impl FnMut(&G, G::Move, &[G::Event], &G),
) where
    G: Game,
    C: IntoIterator,
    C::Item: AsRef<str>,
    J: AsRef<str>,
{
    assert!(sweep_every > 0, "sweep_every must be at least 1");
    let positions = playout(start, choices);
    for (i, position) in positions.iter().enumerate() {
        check_position(position);
        invariants(position);
        if i % sweep_every == 0 || i + 1 == positions.len() {
            let texts: Vec<C::Item> = candidates(position).into_iter().collect();
            check_move_texts(position, texts.iter().map(AsRef::as_ref));
            check_move_texts(position, junk.iter().map(AsRef::as_ref));
        }
        for text in junk.iter().map(AsRef::as_ref) {
            assert!(
                position.parse_move(text).is_err(),
                "{text:?} accepted at {position}"
            );
        }
    }
    // Replay the same moves with events and let the game check each ply.
    let mut moves = Vec::new();
    for (pair, &choice) in positions.windows(2).zip(choices) {
        let (before, after) = (&pair[0], &pair[1]);
        before.legal_moves(&mut moves);
        let mv = moves[choice as usize % moves.len()];
        let mut replay = before.clone();
        let mut events: Vec<G::Event> = Vec::new();
        replay.play_recording(mv, &mut events);
        assert_eq!(&replay, after, "{mv} replays differently from {before}");
        ply(before, mv, &events, after);
    }
    if let [.., before, last] = &positions[..]
        && last.outcome().is_some()
    {
        before.legal_moves(&mut moves);
        let texts: Vec<String> = moves.iter().map(ToString::to_string).collect();
        check_game_over(last, texts.iter().map(String::as_str));
    }
}

/// Checks that each of `texts` is no move of this game at all: reading it as a move, and
/// [`Game::parse_move`] in `position`, both refuse it with the same [`MoveError::Syntax`],
/// which echoes the text shortened to a length fit for a message and says what a move looks
/// like (whether or not the game is over).
///
/// # Panics
/// When a text is accepted or refused otherwise (it is meant for tests).
pub fn check_syntax_errors<'a, G: Game>(position: &G, texts: impl IntoIterator<Item = &'a str>) {
    for text in texts {
        let read = text.parse::<G::Move>();
        match &read {
            Err(MoveError::Syntax {
                text: echo,
                expected,
            }) => {
                assert_eq!(echo, &crate::shorten(text), "{text:?} echoed as {echo:?}");
                assert!(
                    !expected.is_empty(),
                    "{text:?}: no hint what a move looks like"
                );
            }
            other => panic!("{text:?} read as {other:?}, not refused as a syntax error"),
        }
        assert_eq!(
            position.parse_move(text),
            read,
            "{text:?}: the position reads it otherwise at {position}"
        );
    }
}

/// Checks that each of `moves` (well-formed moves of the board) is illegal in `position`:
/// [`Game::is_legal`] says so, [`Game::try_play`] refuses it with [`PlayError::Illegal`] naming
/// it and leaves the position, its hash and its text unchanged, and its text is refused by
/// [`Game::parse_move`] as illegal, not as a syntax error (or completed to another move, as
/// Lines of Action reads a capture written with `-`).
///
/// # Panics
/// When a move is legal or refused otherwise (it is meant for tests).
pub fn check_illegal_moves<G: Game>(position: &G, moves: impl IntoIterator<Item = G::Move>) {
    let fen = position.fen();
    for mv in moves {
        assert!(!position.is_legal(mv), "{mv} is legal at {fen}");
        let mut tried = position.clone();
        assert_eq!(
            tried.try_play(mv),
            Err(PlayError::Illegal(mv.to_string())),
            "{mv} at {fen}"
        );
        assert_eq!(&tried, position, "refusing {mv} changed {fen}");
        assert_eq!(
            tried.zobrist(),
            position.zobrist(),
            "refusing {mv} changed the hash"
        );
        assert_eq!(tried.fen(), fen, "refusing {mv} changed the text");
        let text = mv.to_string();
        match position.parse_move(&text) {
            Err(MoveError::Play(PlayError::Illegal(named))) => {
                assert_eq!(named, position.complete_move(mv).to_string());
            }
            Ok(read) => assert_ne!(read, mv, "{text} read as itself, a legal move, at {fen}"),
            other => panic!("{text} at {fen}: expected an illegal move, got {other:?}"),
        }
    }
}

/// Checks a finished game: it has an outcome and no legal move, and each of `texts` (moves of
/// this game, legal before the end or not) is refused with [`PlayError::GameOver`] by
/// [`Game::parse_move`] and by [`Game::try_play`], which leaves the position unchanged.
///
/// # Panics
/// When the game is not over, a text is no move, or a move is not refused as it should be
/// (it is meant for tests).
pub fn check_game_over<'a, G: Game>(finished: &G, texts: impl IntoIterator<Item = &'a str>) {
    let fen = finished.fen();
    assert!(finished.outcome().is_some(), "{fen} is not finished");
    let mut moves = Vec::new();
    finished.legal_moves(&mut moves);
    assert!(moves.is_empty(), "{fen} is finished but lists moves");
    assert_eq!(
        finished.count_legal_moves(),
        0,
        "{fen} is finished but counts moves"
    );
    for text in texts {
        let mv: G::Move = text
            .parse()
            .unwrap_or_else(|e| panic!("{text:?} is no move: {e}"));
        assert!(!finished.is_legal(mv), "{text} legal in the finished {fen}");
        assert_eq!(
            finished.parse_move(text),
            Err(MoveError::Play(PlayError::GameOver)),
            "{text} at {fen}"
        );
        let mut tried = finished.clone();
        assert_eq!(
            tried.try_play(mv),
            Err(PlayError::GameOver),
            "{text} at {fen}"
        );
        assert_eq!(&tried, finished, "refusing {text} changed {fen}");
    }
}

/// Parses arbitrary `text` as a position of `G`, which must never panic: the game refuses
/// exactly what the position text format refuses, with the same error, plus well-formed text
/// of an impossible position ([`ParseFenError::Impossible`](crate::ParseFenError)); every
/// error can be written out; and whatever parses is the setup the text describes and passes
/// [`check_position`].
///
/// # Panics
/// When a check fails (it is meant for tests).
pub fn check_arbitrary_text<G: Game>(text: &str) {
    use crate::setup::{ParseFenError, Setup};
    let setup = text.parse::<Setup<G::Geometry>>();
    match (text.parse::<G>(), setup) {
        (Ok(position), Ok(setup)) => {
            assert_eq!(position.setup(), setup, "{text:?} read otherwise");
            check_position(&position);
        }
        (Err(ParseFenError::Impossible(reason)), Ok(_)) => {
            assert!(!reason.to_string().is_empty());
        }
        (Err(error), Err(format_error)) => {
            assert_eq!(error, format_error, "{text:?}");
            assert!(!error.to_string().is_empty());
        }
        (result, setup) => panic!("{text:?}: the game says {result:?}, the format {setup:?}"),
    }
}

/// Parses `text` as a position of `G` and, when it is one, checks it with [`check_position`]
/// and the game's own `invariants` (what holds in every position the game accepts). Returns
/// the result of parsing, for the caller to check why text was refused.
///
/// # Panics
/// When a check fails (it is meant for tests).
pub fn check_position_text<G: Game>(
    text: &str,
    mut invariants: impl FnMut(&G),
) -> Result<G, crate::ParseFenError> {
    let result = text.parse::<G>();
    if let Ok(position) = &result {
        check_position(position);
        invariants(position);
    }
    result
}

/// Checks that `text` is well-formed position text that `G` refuses as a position that cannot
/// occur, for exactly `reason`.
///
/// # Panics
/// When it is malformed, accepted, or refused for another reason: it is meant for tests.
pub fn check_impossible<G: Game>(text: &str, reason: crate::PositionError) {
    assert!(
        text.parse::<crate::Setup<G::Geometry>>().is_ok(),
        "{text} is malformed"
    );
    assert_eq!(
        text.parse::<G>(),
        Err(crate::ParseFenError::Impossible(reason)),
        "{text}"
    );
}
