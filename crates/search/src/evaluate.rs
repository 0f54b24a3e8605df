//! What the search needs to know about a game beyond its rules: how good a position is, how to
//! order moves, and how strong each difficulty level plays.

use crate::LateMoves;
use skillgames_core::Game;
use skillgames_play::Level;

/// A game the computer can play.
pub trait Evaluate: Game {
    /// Number of history slots [`Evaluate::history_slot`] maps moves into.
    const HISTORY_SLOTS: usize;

    /// The evaluation difference that the MCTS-Solver ([`crate::Mcts`]) reads as odds of e
    /// to 1: a play-out's evaluation `v` becomes the reward `1 / (1 + exp(-v / scale))`.
    const MCTS_EVAL_SCALE: i32 = 400;

    /// Late-move pruning for the levels that prune ([`crate::Shape::pruning`]): how many
    /// quiet moves a null-window node near the horizon searches. `None` (the default): every
    /// move is searched. A game's ordering decides how early its good moves come, so the
    /// counts are its own, measured by matches (`docs/strength.md`).
    const LATE_MOVES: Option<LateMoves> = None;

    /// The position's value for the side to move: positive is good for it. Units are the
    /// game's own (documented with each evaluation); the search keeps them clear of win scores.
    fn evaluate(&self) -> i32;

    /// The history slot of `mv`: moves that caused cut-offs before are tried early.
    fn history_slot(mv: Self::Move) -> usize;

    /// An ordering bonus for moves that look forcing (captures), tried before quiet moves.
    fn move_hint(&self, _mv: Self::Move) -> i32 {
        0
    }

    /// Replaces the contents of `moves` with the noisy moves: those that change the material
    /// balance at once (Archimedes: moves that sink an enemy ship; Lines of Action: captures).
    /// The quiescence search follows only these, and the main search tries them first. The
    /// default has none.
    fn noisy_moves(&self, moves: &mut Vec<Self::Move>) {
        moves.clear();
    }

    /// The moves of [`Evaluate::noisy_moves`] in any order: the main search only asks whether
    /// a move is among them, so a game whose order costs work (Archimedes plays each sinking
    /// to count what it sinks) can skip that here. The default is [`Evaluate::noisy_moves`].
    fn noisy_moves_unordered(&self, moves: &mut Vec<Self::Move>) {
        self.noisy_moves(moves);
    }

    /// Whether [`Evaluate::move_hint`] is positive for every noisy move, as it is when the
    /// move itself says it is noisy (Lines of Action: a capture). The main search then orders
    /// noisy moves first by their hint alone and does not list them at every node; the
    /// quiescence search still does. The default (false) lists them.
    const NOISY_MOVES_HINTED: bool = false;

    /// The key the transposition table stores the position under: its Zobrist hash, mixed with
    /// whatever else its value depends on (a counter the evaluation reads, or the plies left
    /// before a move limit), so that results are never reused across positions that differ
    /// only there. The default is the Zobrist hash.
    fn table_key(&self) -> u64 {
        self.zobrist()
    }

    /// The difficulty levels, easiest first; the last is the full-strength engine.
    fn levels() -> &'static [Level];
}
