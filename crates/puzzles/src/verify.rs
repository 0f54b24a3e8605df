//! The search's judgement of a puzzle position: every legal move searched to one depth
//! ([`analyse`]), the opponent's best reply ([`best_reply`]), and the check of a whole
//! puzzle ([`verify`]). Each call starts from a fresh session, so the same question always
//! gets the same answer: what the generator saw at the verification depth, the verifier sees
//! again.

use crate::{CheckError, Puzzle, UNIQUE_MARGIN, WINNING, chances};
use skillgames_catalogue::StartSession;
use skillgames_play::{Rules, Variant, WIN};
use skillgames_search::{Go, GoError, Session};

/// A legal move and its score for the side to move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Scored {
    /// The move, as the game writes it.
    pub mv: String,
    /// Its score for the side to move, in the evaluation's units.
    pub score: i32,
    /// Whether it wins the game at once.
    pub wins_now: bool,
}

/// Every legal move of a position, searched to one depth, best first.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Analysis {
    /// The moves, best first (ties in the rules' order).
    pub moves: Vec<Scored>,
    /// The game's analysis scale (see [`chances`]).
    pub scale: i32,
}

impl Analysis {
    /// The best move.
    #[must_use]
    pub fn best(&self) -> Option<&Scored> {
        self.moves.first()
    }

    /// The chances of the best move (thousandths).
    #[must_use]
    pub fn best_chances(&self) -> i32 {
        self.best().map_or(-1000, |m| chances(m.score, self.scale))
    }

    /// How much better the best move is than the best move that is not as good an answer
    /// (thousandths of the chances): when the best wins at once, the best move that does not;
    /// 1000 plus the best's chances when there is no other.
    #[must_use]
    pub fn margin(&self) -> i32 {
        let Some(best) = self.best() else {
            return 0;
        };
        let second = self
            .moves
            .iter()
            .skip(1)
            .find(|m| !(best.wins_now && m.wins_now))
            .map_or(-1000, |m| chances(m.score, self.scale));
        chances(best.score, self.scale) - second
    }

    /// Whether `mv` (as the game writes it) is a right answer here: the best move, if it is
    /// better than the second by [`UNIQUE_MARGIN`] and keeps [`WINNING`] chances, or any move
    /// that wins at once.
    #[must_use]
    pub fn accepts(&self, mv: &str) -> bool {
        self.accepts_by(mv, UNIQUE_MARGIN)
    }

    /// As [`Analysis::accepts`], with `margin` instead of [`UNIQUE_MARGIN`].
    #[must_use]
    pub fn accepts_by(&self, mv: &str, margin: i32) -> bool {
        let Some(best) = self.best() else {
            return false;
        };
        if self.moves.iter().any(|m| m.mv == mv && m.wins_now) {
            return true;
        }
        best.mv == mv && self.margin() >= margin && self.best_chances() >= WINNING
    }
}

/// A session of `variant` at `fen`.
///
/// # Errors
/// When the rules refuse `fen`.
fn session(variant: Variant, fen: &str) -> Result<Box<dyn Session>, String> {
    variant.session(Some(fen)).map_err(|e| e.to_string())
}

/// Every legal move at `fen` searched to `depth` (each reply searched to `depth - 1` by one
/// fresh session, in the rules' order), best first. `None` when the game is over there, or
/// the position has more than `max_moves` legal moves.
///
/// # Errors
/// When the rules refuse `fen`.
pub fn analyse(
    variant: Variant,
    fen: &str,
    depth: u32,
    max_moves: usize,
) -> Result<Option<Analysis>, String> {
    let rules = variant.rules(Some(fen)).map_err(|e| e.to_string())?;
    if rules.outcome().is_some() {
        return Ok(None);
    }
    let mover = rules.turn();
    let moves = rules.legal_moves();
    if moves.len() > max_moves {
        return Ok(None);
    }
    let mut judge = session(variant, fen)?;
    let mut scored = Vec::with_capacity(moves.len());
    for mv in moves {
        let mut child = rules.clone_rules();
        child.play_move(&mv).map_err(|e| e.to_string())?;
        let (score, wins_now) = match child.outcome() {
            Some(ending) => match ending.winner {
                Some(w) if w == mover => (WIN - 1, true),
                Some(_) => (-(WIN - 1), false),
                None => (0, false),
            },
            None => {
                judge
                    .set_position(&child.fen())
                    .map_err(|e| e.to_string())?;
                match judge.go(
                    &Go::Depth(depth.saturating_sub(1).max(1)),
                    None,
                    &mut |_| {},
                ) {
                    Ok(reply) => (-reply.score, false),
                    Err(GoError::GameOver) => (0, false),
                    Err(e) => return Err(e.to_string()),
                }
            }
        };
        scored.push(Scored {
            mv,
            score,
            wins_now,
        });
    }
    // A stable sort: equal scores keep the rules' order.
    scored.sort_by_key(|m| std::cmp::Reverse(m.score));
    Ok(Some(Analysis {
        moves: scored,
        scale: variant.game().marks.scale,
    }))
}

/// The engine's best move at `fen`, searched to `depth` by a fresh session, with its nodes.
///
/// # Errors
/// When the rules refuse `fen` or the game is over.
pub fn best_reply(variant: Variant, fen: &str, depth: u32) -> Result<(String, u64), String> {
    let mut judge = session(variant, fen)?;
    let reply = judge
        .go(&Go::Depth(depth), None, &mut |_| {})
        .map_err(|e| e.to_string())?;
    Ok((reply.mv, reply.nodes))
}

/// How much better than the second best a solver's move must stay at the deep check
/// (thousandths of the chances): a search one ply deeper moves the scores of a position by
/// the odd-even swing of its game, so the deep check asks that the solution stays the search's
/// choice, still winning, and clearly ahead, not the full [`UNIQUE_MARGIN`].
pub const DEEP_MARGIN: i32 = 100;

/// How a puzzle stood up to the verifier.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Report {
    /// The smallest margin of a solver's move over the second best (thousandths), moves that
    /// win at once left out unless every move does.
    pub margin: i32,
    /// What does not hold, in words; empty when the puzzle is sound.
    pub problems: Vec<String>,
}

/// Checks `puzzle` at `depth`: its line by the rules, every move of the solver's a right
/// answer at that depth ([`Analysis::accepts`]: the only good move by [`UNIQUE_MARGIN`],
/// or a move that wins at once), and, when `replies` is set, every reply of the opponent's
/// the engine's best at that depth.
///
/// # Errors
/// When the line does not check out by the rules.
pub fn verify(puzzle: &Puzzle, depth: u32, replies: bool) -> Result<Report, CheckError> {
    check_at(puzzle, depth, replies, UNIQUE_MARGIN)
}

/// The deep check: `puzzle`'s solver moves at `depth` (deeper than it was verified at), each
/// the search's choice there, still winning, and ahead of the second best by [`DEEP_MARGIN`]
/// (or winning at once).
///
/// # Errors
/// When the line does not check out by the rules.
pub fn verify_deep(puzzle: &Puzzle, depth: u32) -> Result<Report, CheckError> {
    check_at(puzzle, depth, false, DEEP_MARGIN)
}

fn check_at(puzzle: &Puzzle, depth: u32, replies: bool, margin: i32) -> Result<Report, CheckError> {
    puzzle.check()?;
    let variant = puzzle.variant()?;
    let mut game = puzzle.rules()?;
    let mut report = Report {
        margin: 0,
        problems: Vec::new(),
    };
    let mut margins: Vec<(i32, bool)> = Vec::new();
    for (index, mv) in puzzle.moves.iter().enumerate() {
        let fen = game.fen();
        if index % 2 == 0 {
            match analyse(variant, &fen, depth, usize::MAX) {
                Ok(Some(analysis)) => {
                    let wins_now = analysis.moves.iter().any(|m| m.mv == *mv && m.wins_now);
                    margins.push((analysis.margin(), wins_now));
                    if !analysis.accepts_by(mv, margin) {
                        let best = analysis.best().map_or("", |b| b.mv.as_str());
                        report.problems.push(format!(
                            "move {index} ({mv}): the search at depth {depth} prefers {best} (margin {}, chances {})",
                            analysis.margin(),
                            analysis.best_chances()
                        ));
                    }
                }
                Ok(None) => report
                    .problems
                    .push(format!("move {index}: the game is over")),
                Err(e) => report.problems.push(format!("move {index}: {e}")),
            }
        } else if replies {
            match best_reply(variant, &fen, depth) {
                Ok((best, _)) if &best == mv => {}
                Ok((best, _)) => report.problems.push(format!(
                    "reply {index} ({mv}): the engine's best at depth {depth} is {best}"
                )),
                Err(e) => report.problems.push(format!("reply {index}: {e}")),
            }
        }
        game.play_move(mv).map_err(|e| CheckError::Move {
            id: puzzle.id.clone(),
            index,
            text: mv.clone(),
            reason: e.to_string(),
        })?;
    }
    // As the generator records it: the smallest margin of a move that does not win at once
    // (such a move needs none), or of any move when all do.
    report.margin = margins
        .iter()
        .filter(|m| !m.1)
        .map(|m| m.0)
        .min()
        .or_else(|| margins.iter().map(|m| m.0).min())
        .unwrap_or(0);
    Ok(report)
}

/// The rules at `fen` (a helper for the generator).
pub(crate) fn rules_at(variant: Variant, fen: &str) -> Result<Box<dyn Rules>, String> {
    variant.rules(Some(fen)).map_err(|e| e.to_string())
}
