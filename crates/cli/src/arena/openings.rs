//! Random openings that neither side is handed. They must replay exactly for a seed, so they
//! depend only on the random generator and on node-limited searches, never on the clock.

use anyhow::Result;
use rand::Rng;
use rand_pcg::Pcg64Mcg;
use skillgames_catalogue::StartSession;
use skillgames_play::Variant;
use skillgames_search::{Go, Session};

/// Nodes of the search that judges whether a random opening is balanced (node-limited, so the
/// openings replay exactly): about six plies on the 6x6 Archimedes board.
const BALANCE_SEARCH_NODES: u64 = 200_000;
/// Random openings tried before one that is not balanced is taken anyway.
const BALANCE_ATTEMPTS: usize = 40;

/// A random opening of `plies` plies that neither side is handed: random quiet openings
/// ([`random_opening`]) are drawn until one is balanced, by a search of
/// [`BALANCE_SEARCH_NODES`] nodes, within the game's balance margin (if it has one), or
/// [`BALANCE_ATTEMPTS`] were tried. Each pair of games starts from one, with colours swapped,
/// and an opening already won for one side would give one game to each player whatever
/// their strength.
pub(super) fn opening(variant: Variant, plies: u32, rng: &mut Pcg64Mcg) -> Result<String> {
    let mut judge = variant.session(None)?;
    let mut fen = random_opening(variant, plies, rng)?;
    if let Some(margin) = variant.game().opening.balance_margin {
        for _ in 1..BALANCE_ATTEMPTS {
            if search_score(judge.as_mut(), &fen, BALANCE_SEARCH_NODES)?.abs() <= margin {
                break;
            }
            fen = random_opening(variant, plies, rng)?;
        }
    }
    Ok(fen)
}

/// A random opening: `plies` random moves that do not end the game, each drawn uniformly from
/// the quietest moves available: in games whose opening policy asks for quiet moves (those
/// with captures or sinkings), moves that remove nothing and leave the opponent no such move
/// if there are such, else moves that remove nothing, else any move.
fn random_opening(variant: Variant, plies: u32, rng: &mut Pcg64Mcg) -> Result<String> {
    let mut session = variant.session(None)?;
    let quiet_moves = variant.game().opening.quiet_moves;
    for _ in 0..plies {
        // Classes of candidates, quietest first: (safe, quiet, any).
        let mut classes: [Vec<Box<dyn Session>>; 3] = Default::default();
        for mv in session.legal_moves() {
            let mut trial = session.clone_session();
            let removed = !trial.play_move(&mv)?.effects.removals.is_empty();
            if trial.outcome().is_some() {
                continue;
            }
            let class = if !quiet_moves {
                0
            } else if removed {
                2
            } else if allows_capture(trial.as_ref())? {
                1
            } else {
                0
            };
            classes[class].push(trial);
        }
        let Some(class) = classes.iter_mut().find(|c| !c.is_empty()) else {
            break;
        };
        session = class.swap_remove(rng.random_range(0..class.len()));
    }
    Ok(session.fen())
}

/// The score, for the side to move at `fen`, of a search of `nodes` nodes run by `judge`
/// (whose position it replaces).
fn search_score(judge: &mut dyn Session, fen: &str, nodes: u64) -> Result<i32> {
    judge.set_position(fen)?;
    let mut score = 0;
    // The score of the deepest finished iteration (the last reported), not of an unfinished
    // one that the node limit cut short.
    judge.go(&Go::Nodes(nodes), None, &mut |info| score = info.score)?;
    Ok(score)
}

/// Whether the side to move in `session` has a move that captures (or sinks) something.
fn allows_capture(session: &dyn Session) -> Result<bool> {
    for mv in session.legal_moves() {
        let mut trial = session.clone_session();
        if !trial.play_move(&mv)?.effects.removals.is_empty() {
            return Ok(true);
        }
    }
    Ok(false)
}
