//! Negamax alpha-beta with iterative deepening, principal variation search, a transposition
//! table, killer/history move ordering and (where the level's shape asks) late-move
//! reductions, generic over [`Evaluate`].

use crate::evaluate::Evaluate;
use crate::late_moves::LateMoves;
use crate::limits::{Clock, Limits};
use crate::ordering::{History, Killers, is_quiet, order_scores, pick_next};
use crate::score::{INFINITY, WIN, clamp_eval, is_decisive};
use crate::tt::{Bound, TranspositionTable};
use skillgames_core::{Outcome, Player};
use skillgames_play::Shape;
use std::sync::atomic::AtomicBool;
use std::time::Duration;

/// Transposition table size used when none is given.
pub const DEFAULT_TABLE_MEGABYTES: usize = 16;

/// Longest principal variation reported.
const MAX_PV_LENGTH: usize = 32;

/// What a search found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SearchResult<M> {
    /// The move to play; `None` only when there is no legal move.
    pub best: Option<M>,
    /// Its score for the side to move.
    pub score: i32,
    /// The deepest iteration that finished (0 if none did: the move is then the statically
    /// best one).
    pub depth: u32,
    /// Nodes visited.
    pub nodes: u64,
    /// Time taken.
    pub elapsed: Duration,
    /// The expected line of play, starting with `best`.
    pub pv: Vec<M>,
}

/// What [`Searcher::search_window`] found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct WindowResult<M> {
    /// The best of the searched moves (the one that reached `beta`, when one did); `None`
    /// when there was none to search.
    pub best: Option<M>,
    /// Its score for the side to move, fail-soft: at most `alpha`, an upper bound of every
    /// searched move; at least `beta`, a lower bound of `best`; between them, exact.
    /// `-INFINITY` when no move was searched.
    pub score: i32,
    /// Nodes visited.
    pub nodes: u64,
    /// False when the stop flag cut the search short (the result is then the last finished
    /// iteration's).
    pub complete: bool,
}

/// Progress after each finished iteration.
#[derive(Clone, Copy, Debug)]
pub struct Info<'a, M> {
    /// Iteration depth, in plies.
    pub depth: u32,
    /// Score of the best move for the side to move.
    pub score: i32,
    /// Nodes visited so far.
    pub nodes: u64,
    /// Time since the search started.
    pub elapsed: Duration,
    /// The expected line of play.
    pub pv: &'a [M],
}

/// The score of a finished game for `turn`, reached `ply` plies from the root.
#[inline]
fn outcome_score<R: Copy>(outcome: Outcome<R>, turn: Player, ply: usize) -> i32 {
    match outcome.winner() {
        Some(winner) if winner == turn => WIN - ply as i32,
        Some(_) => -(WIN - ply as i32),
        None => 0,
    }
}

/// The value of playing `mv` for the side to move, without searching further.
fn static_value<G: Evaluate>(position: &G, mv: G::Move, ply: usize) -> i32 {
    let mut child = position.clone();
    child.play_unchecked(mv);
    match child.outcome() {
        Some(outcome) => -outcome_score(outcome, child.turn(), ply + 1),
        None => -clamp_eval(child.evaluate()),
    }
}

/// Root moves evaluated between two looks at the clock.
const ROOT_MOVES_PER_CLOCK_CHECK: usize = 32;

/// Ordering bonus of a noisy move (see [`Evaluate::noisy_moves`]) in the main search: it is
/// tried with the forcing moves, before killers and history.
const NOISY_HINT: i32 = 1 << 16;

/// Late-move reductions (when the shape asks for them): the first moves searched at full
/// depth whatever they are (the table move, the forcing moves and killers usually among them).
const REDUCTION_FIRST_MOVE: usize = 3;
/// The least remaining depth at which a move may be reduced: shallower, a reduction would
/// drop straight into the evaluation.
const REDUCTION_MIN_DEPTH: u32 = 3;
/// The reduction is `REDUCTION_BASE + ln(depth) * ln(index) / REDUCTION_DIVISOR` plies (the
/// logarithmic shape of Stockfish's and most engines' tables), at most down to one ply.
const REDUCTION_BASE: f64 = 0.5;
/// See [`REDUCTION_BASE`].
const REDUCTION_DIVISOR: f64 = 2.5;

/// Plies by which the `index`-th move (from 0) at `depth` plies left is searched shallower
/// first; the reduced search keeps at least one ply.
fn reduction(depth: u32, index: usize) -> u32 {
    if depth < REDUCTION_MIN_DEPTH || index < REDUCTION_FIRST_MOVE {
        return 0;
    }
    let plies = REDUCTION_BASE + f64::from(depth).ln() * (index as f64).ln() / REDUCTION_DIVISOR;
    (plies as u32).min(depth - 2)
}

/// Reverse futility pruning: the most plies left at which a node may be cut on its evaluation.
const FUTILITY_MAX_DEPTH: u32 = 3;
/// The margin per ply left, in hundredths of the game's [`Evaluate::MCTS_EVAL_SCALE`] (the
/// evaluation difference that means odds of e to 1).
const FUTILITY_MARGIN_PERCENT: i32 = 100;

/// The reverse futility margin at `depth` plies left.
fn futility_margin<G: Evaluate>(depth: u32) -> i32 {
    G::MCTS_EVAL_SCALE * FUTILITY_MARGIN_PERCENT / 100 * depth as i32
}

/// Aspiration windows: the first iteration searched in a window around the previous score.
const ASPIRATION_MIN_DEPTH: u32 = 4;
/// The window's half-width, in hundredths of the game's [`Evaluate::MCTS_EVAL_SCALE`]; it
/// doubles on each failure.
const ASPIRATION_PERCENT: i32 = 25;
/// Past this half-width, in the same unit, a failing side opens fully.
const ASPIRATION_MAX_PERCENT: i32 = 400;

/// The aspiration window's first half-width.
fn aspiration_delta<G: Evaluate>() -> i32 {
    (G::MCTS_EVAL_SCALE * ASPIRATION_PERCENT / 100).max(1)
}

/// `bound` moved by `delta`, or fully open once `delta` is wider than `open_beyond` (a window
/// that wide is not worth trying).
fn widen(bound: i32, delta: i32, open_beyond: i32) -> i32 {
    if delta.abs() > open_beyond {
        if delta > 0 { INFINITY } else { -INFINITY }
    } else {
        (bound + delta).clamp(-INFINITY, INFINITY)
    }
}

/// Per-ply scratch space, reused from node to node.
struct Frame<M> {
    moves: Vec<M>,
    scored: Vec<(i32, M)>,
    noisy: Vec<M>,
}

impl<M> Frame<M> {
    fn new() -> Self {
        Frame {
            moves: Vec::new(),
            scored: Vec::new(),
            noisy: Vec::new(),
        }
    }
}

/// Runs searches for one game, keeping its table and history between them.
pub struct Searcher<G: Evaluate> {
    table: TranspositionTable<G::Move>,
    history: History,
    killers: Killers<G::Move>,
    frames: Vec<Frame<G::Move>>,
    shape: Shape,
    /// The game's late-move pruning ([`Evaluate::LATE_MOVES`]), used when the shape prunes.
    late_moves: Option<LateMoves>,
    nodes: u64,
    aborted: bool,
}

impl<G: Evaluate> Default for Searcher<G> {
    fn default() -> Self {
        Self::new(DEFAULT_TABLE_MEGABYTES)
    }
}

impl<G: Evaluate> Searcher<G> {
    /// A searcher with a transposition table of about `table_megabytes` MiB.
    #[must_use]
    pub fn new(table_megabytes: usize) -> Self {
        Searcher {
            table: TranspositionTable::new(table_megabytes),
            history: History::new(G::HISTORY_SLOTS),
            killers: Killers::default(),
            frames: Vec::new(),
            shape: Shape::FULL_WIDTH,
            late_moves: G::LATE_MOVES,
            nodes: 0,
            aborted: false,
        }
    }

    /// Sets the late-move pruning the searches use (the game's [`Evaluate::LATE_MOVES`] by
    /// default): `None` to measure what it saves.
    pub fn set_late_moves(&mut self, late_moves: Option<LateMoves>) {
        self.late_moves = late_moves;
    }

    /// Forgets what earlier searches learnt (for a new game).
    pub fn clear(&mut self) {
        self.table.clear();
        self.history = History::new(G::HISTORY_SLOTS);
        self.killers = Killers::default();
    }

    /// Searches `position` within `limits`, in the tree `shape` describes: only the
    /// statically best `shape.widths[ply]` moves at each ply where that is set, and up to
    /// `shape.quiescence` plies of noisy moves past the nominal depth. Calls `on_info` after
    /// each finished iteration. Stops early when `stop` becomes true.
    ///
    /// Always returns a legal move when there is one, even if stopped before the first
    /// iteration finished.
    pub fn search(
        &mut self,
        position: &G,
        limits: Limits,
        shape: Shape,
        stop: Option<&AtomicBool>,
        on_info: &mut dyn FnMut(&Info<'_, G::Move>),
    ) -> SearchResult<G::Move> {
        let clock = Clock::new(limits, stop);
        if shape != self.shape {
            // Scores from a tree of another shape would mislead this one.
            self.table.clear();
            self.shape = shape;
        }
        self.table.new_search();
        self.history.age();
        self.nodes = 0;
        self.aborted = false;
        let widths = shape.widths;

        let mut moves = Vec::new();
        if position.outcome().is_none() {
            position.legal_moves(&mut moves);
        }
        // Each root move is evaluated once, which takes a while with thousands of Amazons
        // moves: the clock is read now and then, and moves left unscored when time runs out
        // sort last.
        let mut out_of_time = false;
        let mut root: Vec<(i32, G::Move)> = moves
            .iter()
            .enumerate()
            .map(|(index, &mv)| {
                out_of_time = out_of_time
                    || (index % ROOT_MOVES_PER_CLOCK_CHECK == ROOT_MOVES_PER_CLOCK_CHECK - 1
                        && clock.out_of_time());
                let score = if out_of_time {
                    -INFINITY
                } else {
                    static_value(position, mv, 0)
                };
                (score, mv)
            })
            .collect();
        root.sort_by_key(|r| std::cmp::Reverse(r.0));
        if let Some(Some(width)) = widths.first() {
            root.truncate((*width).max(1));
        }
        let mut result = SearchResult {
            best: root.first().map(|&(_, mv)| mv),
            score: root.first().map_or(0, |&(score, _)| score),
            depth: 0,
            nodes: 0,
            elapsed: Duration::ZERO,
            pv: root.first().map(|&(_, mv)| vec![mv]).unwrap_or_default(),
        };
        if root.len() <= 1 && limits.depth.is_none() {
            // A forced move needs no search (unless a fixed depth was asked for, e.g. in tests).
            result.elapsed = clock.elapsed();
            return result;
        }

        let mut depth = 1;
        while clock.may_start(depth) {
            // Aspiration: from the previous iteration's score, a narrow window first (most
            // nodes then cut sooner), widened on the side it fails on.
            let aspiring =
                self.shape.pruning && depth >= ASPIRATION_MIN_DEPTH && !is_decisive(result.score);
            let mut delta = aspiration_delta::<G>();
            let open_beyond = G::MCTS_EVAL_SCALE * ASPIRATION_MAX_PERCENT / 100;
            let (mut alpha, mut beta) = if aspiring {
                (result.score - delta, result.score + delta)
            } else {
                (-INFINITY, INFINITY)
            };
            let mut iteration_best: Option<(G::Move, i32)> = None;
            loop {
                let best = self.root_iteration(position, &mut root, depth, (alpha, beta), &clock);
                let best_score = best.map_or(-INFINITY, |(_, score)| score);
                // A move that beat alpha (the best so far at this depth, even if stopped).
                let raised = best.filter(|_| best_score > alpha);
                if raised.is_some() {
                    iteration_best = raised;
                }
                if self.aborted {
                    break;
                }
                delta = delta.saturating_mul(2);
                if best_score <= alpha && alpha > -INFINITY {
                    alpha = widen(alpha, -delta, open_beyond);
                } else if best_score >= beta && beta < INFINITY {
                    // The move that failed high is searched first next time.
                    if let Some(found) =
                        raised.and_then(|(mv, _)| root.iter().position(|r| r.1 == mv))
                    {
                        root[..=found].rotate_right(1);
                    }
                    beta = widen(beta, delta, open_beyond);
                } else {
                    break;
                }
            }
            if let Some((mv, score)) = iteration_best {
                // Also after an interrupted iteration: a move that beat the previous best
                // (always searched first) at this depth is the better choice.
                if !self.aborted || Some(mv) != result.best {
                    result.best = Some(mv);
                    result.score = score;
                }
            }
            if self.aborted {
                break;
            }
            result.depth = depth;
            // Best first next time; the others by their (upper-bound) scores.
            root.sort_by_key(|r| std::cmp::Reverse(r.0));
            result.pv = self.principal_variation(position, result.best);
            on_info(&Info {
                depth,
                score: result.score,
                nodes: self.nodes,
                elapsed: clock.elapsed(),
                pv: &result.pv,
            });
            if is_decisive(result.score) && (WIN - result.score.abs()) as u32 <= depth {
                break; // a forced result within the horizon: deeper search cannot change it
            }
            depth += 1;
        }
        if result.pv.first() != result.best.as_ref() {
            // A new best move from an interrupted iteration (or none finished): its line from
            // the table, which its full search just filled (only the report changes, never
            // the choice or the nodes).
            result.pv = self.principal_variation(position, result.best);
        }
        result.nodes = self.nodes;
        result.elapsed = clock.elapsed();
        result
    }

    /// Searches only the legal moves of `position` that are not in `excluded`, to `depth`
    /// plies (iterations 1 to `depth`, as [`Searcher::search`] does, but with no time limit
    /// and no shortcut for a forced move), within the window (`alpha`, `beta`), in the tree
    /// `shape` describes, without its reductions (every move to the full depth: the stricter
    /// proof). The answer is fail-soft ([`WindowResult`]): with a null window (`beta = alpha +
    /// 1`) it proves that every such move is at most `alpha`, or finds one that is above it,
    /// far cheaper than an exact score for each. A separate entry point so that
    /// [`Searcher::search`] (the levels, the bench) stays exactly as it is.
    pub fn search_window(
        &mut self,
        position: &G,
        excluded: &[G::Move],
        depth: u32,
        shape: Shape,
        (alpha, beta): (i32, i32),
        stop: Option<&AtomicBool>,
    ) -> WindowResult<G::Move> {
        let clock = Clock::new(Limits::default(), stop);
        // A proof that no other move is as good (a puzzle's) is made without reductions: the
        // stricter test, since every move is then searched to the full depth.
        let shape = Shape {
            reductions: false,
            pruning: false,
            ..shape
        };
        if shape != self.shape {
            self.table.clear();
            self.shape = shape;
        }
        self.table.new_search();
        self.history.age();
        self.nodes = 0;
        self.aborted = false;
        let mut moves = Vec::new();
        if position.outcome().is_none() {
            position.legal_moves(&mut moves);
        }
        let mut root: Vec<(i32, G::Move)> = moves
            .into_iter()
            .filter(|mv| !excluded.contains(mv))
            .map(|mv| (static_value(position, mv, 0), mv))
            .collect();
        root.sort_by_key(|r| std::cmp::Reverse(r.0));
        if let Some(Some(width)) = shape.widths.first() {
            root.truncate((*width).max(1));
        }
        let mut result = WindowResult {
            best: None,
            score: -INFINITY,
            nodes: 0,
            complete: true,
        };
        for iteration in 1..=depth.max(1) {
            let best = self.root_iteration(position, &mut root, iteration, (alpha, beta), &clock);
            if self.aborted {
                result.complete = false;
                break;
            }
            result.best = best.map(|(mv, _)| mv);
            result.score = best.map_or(-INFINITY, |(_, score)| score);
            // The move that did best first in the next iteration (a cut comes soonest).
            root.sort_by_key(|r| std::cmp::Reverse(r.0));
        }
        result.nodes = self.nodes;
        result
    }

    /// One pass over the root moves at `depth` within (`alpha`, `beta`), in their order,
    /// principal variation search: the first move with the whole window, the others with a
    /// null one, searched again when they beat it. Returns the best move and its score
    /// (fail-soft: at most `alpha` when none beat it, at least `beta` on a cut), over the
    /// moves searched before a stop; `None` when there were none.
    fn root_iteration(
        &mut self,
        position: &G,
        root: &mut [(i32, G::Move)],
        depth: u32,
        (mut alpha, beta): (i32, i32),
        clock: &Clock<'_>,
    ) -> Option<(G::Move, i32)> {
        let mut best: Option<(G::Move, i32)> = None;
        for (index, entry) in root.iter_mut().enumerate() {
            let mv = entry.1;
            let mut child = position.clone();
            child.play_unchecked(mv);
            let score = if index == 0 {
                -self.negamax(&child, depth - 1, 1, -beta, -alpha, clock)
            } else {
                let probe = -self.negamax(&child, depth - 1, 1, -alpha - 1, -alpha, clock);
                if probe > alpha && probe < beta && !self.aborted {
                    -self.negamax(&child, depth - 1, 1, -beta, -alpha, clock)
                } else {
                    probe
                }
            };
            if self.aborted {
                break;
            }
            entry.0 = score;
            if best.is_none_or(|(_, b)| score > b) {
                best = Some((mv, score));
            }
            if score > alpha {
                alpha = score;
                if alpha >= beta {
                    break;
                }
            }
        }
        best
    }

    fn negamax(
        &mut self,
        position: &G,
        depth: u32,
        ply: usize,
        mut alpha: i32,
        beta: i32,
        clock: &Clock<'_>,
    ) -> i32 {
        self.nodes += 1;
        if self.aborted || clock.must_stop(self.nodes) {
            self.aborted = true;
            return 0;
        }
        if let Some(outcome) = position.outcome() {
            return outcome_score(outcome, position.turn(), ply);
        }
        if depth == 0 {
            return self.quiesce(position, ply, alpha, beta, self.shape.quiescence, clock);
        }

        let key = position.table_key();
        let mut table_move = None;
        if let Some(entry) = self.table.probe(key) {
            table_move = entry.mv;
            if u32::from(entry.depth) >= depth {
                let score = entry.score(ply);
                let usable = match entry.bound {
                    Bound::Exact => true,
                    Bound::Lower => score >= beta,
                    Bound::Upper => score <= alpha,
                };
                if usable {
                    return score;
                }
            }
        }

        let width = self.shape.widths.get(ply).copied().flatten();
        let selective = width.is_some();
        // Reverse futility pruning: in a null-window node near the horizon, a position whose
        // evaluation beats beta by more than a margin per ply left is taken to fail high
        // without a search (the side to move could keep most of that edge).
        if self.shape.pruning
            && !selective
            && beta - alpha == 1
            && depth <= FUTILITY_MAX_DEPTH
            && !is_decisive(beta)
        {
            let margin = futility_margin::<G>(depth);
            let eval = clamp_eval(position.evaluate());
            if eval - margin >= beta {
                return eval - margin;
            }
        }

        let mut frame = self.take_frame(ply);
        position.legal_moves(&mut frame.moves);
        frame.scored.clear();
        match width {
            Some(width) => {
                frame.scored.extend(
                    frame
                        .moves
                        .iter()
                        .map(|&mv| (static_value(position, mv, ply), mv)),
                );
                frame.scored.sort_by_key(|s| std::cmp::Reverse(s.0));
                frame.scored.truncate(width.max(1));
                if let Some(tt) = table_move
                    && let Some(found) = frame.scored.iter().position(|&(_, mv)| mv == tt)
                {
                    frame.scored[found].0 = i32::MAX;
                }
            }
            None => {
                let killers = self.killers.at(ply);
                // A hinted noisy move is forcing already: its list would change no order.
                if !G::NOISY_MOVES_HINTED {
                    position.noisy_moves_unordered(&mut frame.noisy);
                }
                let noisy = &frame.noisy;
                frame.scored.extend(frame.moves.iter().map(|&mv| {
                    let hint =
                        position.move_hint(mv) + if noisy.contains(&mv) { NOISY_HINT } else { 0 };
                    let score = order_scores(
                        mv,
                        table_move,
                        killers,
                        hint,
                        &self.history,
                        G::history_slot,
                    );
                    (score, mv)
                }));
            }
        }

        let original_alpha = alpha;
        let mut best_score = -INFINITY;
        let mut best_move = None;
        // Only in full-width nodes: a selective ply has already cut the late moves.
        let reducing = self.shape.reductions && !selective;
        // Late-move pruning: only where a null window asks whether anything beats a bound,
        // never when a bound is a win or a loss (a late move may be the only way out).
        let late_limit = if self.shape.pruning
            && !selective
            && beta - alpha == 1
            && !is_decisive(alpha)
            && !is_decisive(beta)
        {
            self.late_moves.and_then(|late| late.moves_searched(depth))
        } else {
            None
        };
        for index in 0..frame.scored.len() {
            let mv = pick_next(&mut frame.scored, index);
            if late_limit.is_some_and(|limit| index >= limit) && is_quiet(frame.scored[index].0) {
                // The moves are picked best first: every one left is quiet and late too.
                break;
            }
            let mut child = position.clone();
            child.play_unchecked(mv);
            let score = if index == 0 {
                -self.negamax(&child, depth - 1, ply + 1, -beta, -alpha, clock)
            } else {
                // The ordering score already says whether the move is quiet.
                let reduced = if reducing && is_quiet(frame.scored[index].0) {
                    reduction(depth, index)
                } else {
                    0
                };
                let mut probe = -self.negamax(
                    &child,
                    depth - 1 - reduced,
                    ply + 1,
                    -alpha - 1,
                    -alpha,
                    clock,
                );
                if reduced > 0 && probe > alpha && !self.aborted {
                    // It beat the best so far at a shallower depth: look again at full depth.
                    probe = -self.negamax(&child, depth - 1, ply + 1, -alpha - 1, -alpha, clock);
                }
                if probe > alpha && probe < beta && !self.aborted {
                    -self.negamax(&child, depth - 1, ply + 1, -beta, -alpha, clock)
                } else {
                    probe
                }
            };
            if self.aborted {
                break;
            }
            if score > best_score {
                best_score = score;
                best_move = Some(mv);
                if score > alpha {
                    alpha = score;
                    if alpha >= beta {
                        if position.move_hint(mv) == 0 && !frame.noisy.contains(&mv) {
                            self.killers.record(ply, mv);
                            self.history.reward(G::history_slot(mv), depth);
                        }
                        break;
                    }
                }
            }
        }
        self.frames[ply] = frame;
        if self.aborted {
            return 0;
        }
        let bound = if best_score >= beta {
            Bound::Lower
        } else if best_score > original_alpha {
            Bound::Exact
        } else {
            Bound::Upper
        };
        self.table
            .store(key, best_move, best_score, depth, bound, ply);
        best_score
    }

    /// The frame for `ply`, taken out of the stack (put it back when done).
    fn take_frame(&mut self, ply: usize) -> Frame<G::Move> {
        while self.frames.len() <= ply {
            self.frames.push(Frame::new());
        }
        let mut frame = std::mem::replace(&mut self.frames[ply], Frame::new());
        frame.noisy.clear();
        frame
    }

    /// The value of a node at the horizon (already counted, not finished): its evaluation,
    /// unless one of its noisy moves (followed for up to `remaining` plies) does better. The
    /// side to move may always stand pat, since it could play a quiet move instead.
    fn quiesce(
        &mut self,
        position: &G,
        ply: usize,
        mut alpha: i32,
        beta: i32,
        remaining: u32,
        clock: &Clock<'_>,
    ) -> i32 {
        let stand_pat = clamp_eval(position.evaluate());
        if remaining == 0 || stand_pat >= beta {
            return stand_pat;
        }
        let mut frame = self.take_frame(ply);
        position.noisy_moves(&mut frame.noisy);
        let mut best = stand_pat;
        alpha = alpha.max(stand_pat);
        for &mv in &frame.noisy {
            self.nodes += 1;
            if self.aborted || clock.must_stop(self.nodes) {
                self.aborted = true;
                break;
            }
            let mut child = position.clone();
            child.play_unchecked(mv);
            let score = match child.outcome() {
                Some(outcome) => -outcome_score(outcome, child.turn(), ply + 1),
                None => -self.quiesce(&child, ply + 1, -beta, -alpha, remaining - 1, clock),
            };
            if score > best {
                best = score;
                if score > alpha {
                    alpha = score;
                    if alpha >= beta {
                        break;
                    }
                }
            }
        }
        self.frames[ply] = frame;
        if self.aborted { 0 } else { best }
    }

    fn principal_variation(&self, position: &G, first: Option<G::Move>) -> Vec<G::Move> {
        let mut pv = Vec::new();
        let mut current = position.clone();
        let mut next = first;
        while let Some(mv) = next {
            if pv.len() >= MAX_PV_LENGTH || current.outcome().is_some() || !current.is_legal(mv) {
                break;
            }
            pv.push(mv);
            current.play_unchecked(mv);
            next = self.table.probe(current.table_key()).and_then(|e| e.mv);
        }
        pv
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reductions_spare_the_first_moves_and_shallow_nodes_and_keep_a_ply() {
        for index in 0..REDUCTION_FIRST_MOVE {
            assert_eq!(reduction(20, index), 0);
        }
        for depth in 0..REDUCTION_MIN_DEPTH {
            assert_eq!(reduction(depth, 100), 0);
        }
        for depth in REDUCTION_MIN_DEPTH..40 {
            for index in REDUCTION_FIRST_MOVE..3000 {
                let r = reduction(depth, index);
                assert!(depth - 1 - r >= 1, "depth {depth}, move {index}");
                assert!(r >= reduction(depth, index - 1), "grows with the index");
                assert!(r >= reduction(depth - 1, index), "grows with the depth");
            }
        }
        assert!(reduction(10, 30) >= 2);
    }

    #[test]
    fn aspiration_windows_widen_then_open() {
        assert_eq!(widen(100, 50, 400), 150);
        assert_eq!(widen(100, -50, 400), 50);
        assert_eq!(widen(100, 800, 400), INFINITY);
        assert_eq!(widen(100, -800, 400), -INFINITY);
        // Doubling from any first half-width opens the window after a few failures.
        let (mut delta, mut bound, mut failures) = (1, 0, 0);
        while bound < INFINITY {
            delta *= 2;
            bound = widen(bound, delta, 400);
            failures += 1;
        }
        assert!(failures <= 10);
    }
}
