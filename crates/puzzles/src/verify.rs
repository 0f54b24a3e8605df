//! The search's judgement of a puzzle position: a proof that a move is the only good one
//! ([`prove`]: the move's score, then one null-window search of every other move), every
//! legal move searched to one depth ([`analyse`], the exact margins the generator records),
//! the opponent's best reply ([`best_reply`]), and the check of a whole puzzle ([`verify`]).
//! Each call starts from a fresh session, so the same question always gets the same answer:
//! what the generator saw, the verifier sees again.

use crate::{CheckError, NoChoice, Puzzle, UNIQUE_MARGIN, WINNING, chances};
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

/// The highest score (for the side to move, in the evaluation's units) whose [`chances`]
/// are at most `target` thousandths, with the game's `scale`: what a move may score at most
/// to be `margin` behind another's chances. `-WIN` when only a lost game is that low
/// (`target` of -1000 or under); `WIN` when `target` is 1000 or more.
#[must_use]
pub fn highest_score_within(target: i32, scale: i32) -> i32 {
    if chances(-WIN, scale) > target {
        return -WIN;
    }
    if chances(WIN, scale) <= target {
        return WIN;
    }
    // `chances` does not decrease as the score grows: bisect, keeping
    // chances(low) <= target < chances(high).
    let (mut low, mut high) = (-WIN, WIN);
    while high - low > 1 {
        let mid = low + (high - low) / 2;
        if chances(mid, scale) <= target {
            low = mid;
        } else {
            high = mid;
        }
    }
    low
}

/// What [`prove`] found for a move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Proof {
    /// Whether the move is a right answer: it wins at once, or it keeps [`WINNING`] chances
    /// and every other move is behind it by the margin.
    pub holds: bool,
    /// Whether it wins at once (no search needed).
    pub wins_now: bool,
    /// Its score for the side to move (`WIN - 1` when it wins at once).
    pub score: i32,
    /// Its chances (thousandths).
    pub chances: i32,
    /// When another move comes within the margin: that move and a lower bound of its score
    /// (the search's refutation of the claim).
    pub rival: Option<(String, i32)>,
    /// Nodes both searches visited.
    pub nodes: u64,
}

/// Proves (or refutes) that `mv` is the only good move at `fen` at `depth`: it wins at once,
/// or it keeps [`WINNING`] chances and every other move's chances are at least `margin`
/// behind. The move's score is its child's search to `depth - 1` (as [`analyse`] scores each
/// move); the others are searched together, in one search of `depth` over every legal move
/// but `mv` with a null window at the highest score `margin` behind
/// ([`highest_score_within`]), which fails low (a proof) or finds a rival, without an exact
/// score for any of them. One session answers both, so the second reuses the first's table.
///
/// # Errors
/// When the rules refuse `fen` or `mv`, or the game is over at `fen`.
pub fn prove(
    variant: Variant,
    fen: &str,
    mv: &str,
    depth: u32,
    margin: i32,
) -> Result<Proof, String> {
    let rules = rules_at(variant, fen)?;
    if rules.outcome().is_some() {
        return Err("the game is over".to_owned());
    }
    let scale = variant.game().marks.scale;
    let mover = rules.turn();
    let mut child = rules.clone_rules();
    child.play_move(mv).map_err(|e| e.to_string())?;
    let mut proof = Proof {
        holds: false,
        wins_now: false,
        score: 0,
        chances: 0,
        rival: None,
        nodes: 0,
    };
    if let Some(ending) = child.outcome() {
        proof.wins_now = ending.winner == Some(mover);
        proof.score = match ending.winner {
            Some(w) if w == mover => WIN - 1,
            Some(_) => -(WIN - 1),
            None => 0,
        };
        proof.chances = chances(proof.score, scale);
        proof.holds = proof.wins_now;
        return Ok(proof);
    }
    let child_depth = depth.saturating_sub(1).max(1);
    let mut judge = session(variant, &child.fen())?;
    proof.score = match judge.go(&Go::Depth(child_depth), None, &mut |_| {}) {
        Ok(reply) => {
            proof.nodes += reply.nodes;
            -reply.score
        }
        Err(GoError::GameOver) => 0,
        Err(e) => return Err(e.to_string()),
    };
    proof.chances = chances(proof.score, scale);
    if proof.chances < WINNING {
        return Ok(proof);
    }
    let bound = highest_score_within(proof.chances - margin, scale);
    judge.set_position(fen).map_err(|e| e.to_string())?;
    let others = judge
        .go_window(&[mv.to_owned()], child_depth + 1, (bound, bound + 1), None)
        .map_err(|e| e.to_string())?;
    proof.nodes += others.nodes;
    proof.holds = others.score <= bound;
    if !proof.holds {
        proof.rival = others.mv.map(|rival| (rival, others.score));
    }
    Ok(proof)
}

/// How much better than every other move a solver's move must stay at the deep check
/// (thousandths of the chances): a search deeper moves the scores of a position by the
/// odd-even swing of its game, so the deep check asks that the solution stays the search's
/// choice, still winning, and clearly ahead, not the full [`UNIQUE_MARGIN`].
pub const DEEP_MARGIN: i32 = 100;

/// How a puzzle stood up to the verifier.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Report {
    /// Moves of the solver's proven the only good one by a search (the others win at once).
    pub searched: usize,
    /// Nodes the searches visited.
    pub nodes: u64,
    /// What does not hold, in words; empty when the puzzle is sound.
    pub problems: Vec<String>,
    /// The first step of the line where no move of the solver's can fail (its index in the
    /// line, and why; [`crate::solver_choice`]), also among the problems.
    pub no_choice: Option<(usize, NoChoice)>,
}

/// Checks `puzzle` at `depth`: its line by the rules, a choice at every step of the solver's
/// ([`Puzzle::check_choices`]: some legal move there is wrong), every move of the solver's a right
/// answer at that depth ([`prove`]: a move that wins at once, or one that keeps [`WINNING`] chances
/// with every other move [`UNIQUE_MARGIN`] behind), and, when `replies` is set, every reply of the
/// opponent's the engine's best at that depth.
///
/// # Errors
/// When the line does not check out by the rules.
pub fn verify(puzzle: &Puzzle, depth: u32, replies: bool) -> Result<Report, CheckError> {
    check_at(puzzle, depth, replies, UNIQUE_MARGIN)
}

/// The deep check: `puzzle`'s solver moves at `depth` (deeper than it was verified at), each
/// still winning, with every other move [`DEEP_MARGIN`] behind (or winning at once).
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
        searched: 0,
        nodes: 0,
        problems: Vec::new(),
        no_choice: None,
    };
    match puzzle.check_choices() {
        Ok(()) => {}
        Err(CheckError::NoChoice {
            index,
            text,
            reason,
            ..
        }) => {
            report
                .problems
                .push(format!("move {index} ({text}): no move can fail: {reason}"));
            report.no_choice = Some((index, reason));
        }
        Err(e) => return Err(e),
    }
    for (index, mv) in puzzle.moves.iter().enumerate() {
        let fen = game.fen();
        if index % 2 == 0 {
            match prove(variant, &fen, mv, depth, margin) {
                Ok(proof) => {
                    report.nodes += proof.nodes;
                    if !proof.wins_now {
                        report.searched += 1;
                    }
                    if !proof.holds {
                        let why = match &proof.rival {
                            Some((rival, score)) => format!(
                                "{rival} scores at least {score} (chances {}), within {margin} of its {}",
                                chances(*score, variant.game().marks.scale),
                                proof.chances
                            ),
                            None => format!("its chances are {}", proof.chances),
                        };
                        report
                            .problems
                            .push(format!("move {index} ({mv}) at depth {depth}: {why}"));
                    }
                }
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
    Ok(report)
}

/// The rules at `fen` (a helper for the generator).
pub(crate) fn rules_at(variant: Variant, fen: &str) -> Result<Box<dyn Rules>, String> {
    variant.rules(Some(fen)).map_err(|e| e.to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_highest_score_within_a_margin_is_the_last_one_that_far_behind() {
        for scale in [1, 100, 1000, 6000] {
            for target in [-1000, -999, -500, 0, 1, 250, 499, 750, 999] {
                let score = highest_score_within(target, scale);
                assert!(chances(score, scale) <= target, "{scale} {target}");
                assert!(chances(score + 1, scale) > target, "{scale} {target}");
            }
            assert_eq!(highest_score_within(-1001, scale), -WIN);
            assert_eq!(highest_score_within(1000, scale), WIN);
        }
    }
}
