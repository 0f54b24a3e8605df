//! Checks that every game must pass, written once against the [`Game`] interface and run by
//! each game's tests over random playouts (in the manner of OpenSpiel's generic game tests).

use crate::game::{Event, Game, MoveError, PlayError};
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
        let mut events: Vec<Event<G::Geometry>> = Vec::new();
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
                assert!(!legal.contains(text), "legal {text} refused at {fen}")
            }
        }
    }
}
