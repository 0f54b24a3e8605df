//! Amazons: the evaluation and the difficulty levels.
//!
//! The evaluation is the classic relative-territory evaluation (after Lieberum): for every
//! empty square, which side reaches it in fewer queen moves (`t1`) and in fewer king moves
//! (`t2`), a smoothed version of the queen distances (`c1`), blended by how open the board
//! still is (`w`: squares both sides reach at similar distances). To that it adds each amazon's
//! mobility and a penalty for trapped amazons. Once no empty square is reachable by both sides
//! the regions are separated, and the evaluation counts exactly: each turn fills one square of
//! the mover's regions, so the side with more squares makes the last move (the side to move
//! loses a tie). Units: one square of territory is worth [`SQUARE`].

use crate::levels::LEVELS;
pub use crate::levels::SQUARE;
use crate::{Amazons, Move};
use skillgames_core::{Bitboard, Direction, Game, Geometry, Player};
use skillgames_play::Level;
use skillgames_search::Evaluate;

/// Queen- and king-distance levels explored; farther squares count as unreachable.
const MAX_DISTANCE: usize = 16;
/// A square both sides reach at the same distance goes to the side to move, this much of a
/// square.
const TIE_TO_MOVE: i32 = SQUARE / 5;
/// Weight (percent) of the queen territory `t1` when the board is closed (late game).
const T1_CLOSED_PERCENT: i32 = 100;
/// Weight (percent) of `t1` when the board is wide open (early game).
const T1_OPEN_PERCENT: i32 = 35;
/// Weight (percent) of the king territory `t2` when the board is wide open.
const T2_OPEN_PERCENT: i32 = 35;
/// Weight (percent) of the smoothed queen distance `c1` when the board is wide open.
const C1_OPEN_PERCENT: i32 = 30;
/// Each square an amazon can move to, up to [`MOBILITY_CAP`].
const MOBILITY: i32 = 6;
/// Mobility beyond this gains nothing more.
const MOBILITY_CAP: i32 = 12;
/// An amazon with no move at all: as good as lost.
const TRAPPED: i32 = 6 * SQUARE;
/// An amazon with one or two moves.
const NEARLY_TRAPPED: i32 = 2 * SQUARE;
/// Separated regions: each square of one's own regions (and the verdict: who makes the last
/// move), worth more than a square of contested territory since it is certain.
pub const SEPARATED_SQUARE: i32 = 3 * SQUARE;

/// Squares reached in one queen move from any of `from` through `empty` squares.
fn queen_step<G: Geometry>(from: Bitboard<G>, empty: Bitboard<G>) -> Bitboard<G> {
    let mut reached = Bitboard::EMPTY;
    for dir in Direction::ALL {
        let mut ray = from.shift(dir) & empty;
        while ray.any() {
            reached |= ray;
            ray = ray.shift(dir) & empty;
        }
    }
    reached
}

/// The empty squares at each distance (index 0 = distance 1) from `start`, one `step` at a
/// time, and how many levels were filled.
fn distance_levels<G: Geometry>(
    start: Bitboard<G>,
    empty: Bitboard<G>,
    step: impl Fn(Bitboard<G>, Bitboard<G>) -> Bitboard<G>,
) -> ([Bitboard<G>; MAX_DISTANCE], usize) {
    let mut levels = [Bitboard::EMPTY; MAX_DISTANCE];
    let mut reached = Bitboard::EMPTY;
    let mut frontier = start;
    let mut count = 0;
    while count < MAX_DISTANCE {
        let next = step(frontier, empty) - reached;
        if next.is_empty() {
            break;
        }
        levels[count] = next;
        reached |= next;
        frontier = next;
        count += 1;
    }
    (levels, count)
}

fn king_step<G: Geometry>(from: Bitboard<G>, empty: Bitboard<G>) -> Bitboard<G> {
    from.dilate() & empty
}

/// Squares first reached by each side, and squares reached by both at the same distance.
fn territory<G: Geometry>(white: &[Bitboard<G>], black: &[Bitboard<G>]) -> (i32, i32, i32) {
    let (mut white_first, mut black_first, mut ties) = (0, 0, 0);
    let (mut white_so_far, mut black_so_far) = (Bitboard::<G>::EMPTY, Bitboard::<G>::EMPTY);
    for k in 0..white.len().max(black.len()) {
        let w = white.get(k).copied().unwrap_or(Bitboard::EMPTY);
        let b = black.get(k).copied().unwrap_or(Bitboard::EMPTY);
        white_so_far |= w;
        black_so_far |= b;
        white_first += (w - black_so_far).count() as i32;
        black_first += (b - white_so_far).count() as i32;
        ties += (w & b).count() as i32;
    }
    (white_first, black_first, ties)
}

fn amazon_mobility<G: Geometry>(amazons: Bitboard<G>, occupied: Bitboard<G>) -> i32 {
    amazons
        .into_iter()
        .map(|sq| {
            let moves = Bitboard::queen_moves(sq, occupied).count() as i32;
            let penalty = match moves {
                0 => TRAPPED,
                1 | 2 => NEARLY_TRAPPED,
                _ => 0,
            };
            moves.min(MOBILITY_CAP) * MOBILITY - penalty
        })
        .sum()
}

/// The empty squares king-connected (through empty squares) to `amazons`.
fn region<G: Geometry>(amazons: Bitboard<G>, empty: Bitboard<G>) -> Bitboard<G> {
    let mut region = amazons.dilate() & empty;
    loop {
        let grown = region.dilate() & empty;
        if grown == region {
            return region;
        }
        region = grown;
    }
}

/// The evaluation of a board for the side to move, `turn`: the amazons of each side and the
/// arrows. [`Evaluate::evaluate`] is this for the position's board; it is public so that its
/// colour symmetry can be tested without a legal position for the other side to move.
#[must_use]
pub fn evaluate_board<G: Geometry>(
    white: Bitboard<G>,
    black: Bitboard<G>,
    arrows: Bitboard<G>,
    turn: Player,
) -> i32 {
    let score = evaluate_for_white(white, black, arrows, turn);
    if turn == Player::White { score } else { -score }
}

/// White's advantage, ignoring who is to move except for ties.
fn evaluate_for_white<G: Geometry>(
    white: Bitboard<G>,
    black: Bitboard<G>,
    arrows: Bitboard<G>,
    turn: Player,
) -> i32 {
    let occupied = white | black | arrows;
    let empty = !occupied;
    let to_move_sign = if turn == Player::White { 1 } else { -1 };

    let white_region = region(white, empty);
    let black_region = region(black, empty);
    if (white_region & black_region).is_empty() {
        let (w, b) = (white_region.count() as i32, black_region.count() as i32);
        // The side to move needs strictly more squares: it runs out first on a tie.
        let lead = if to_move_sign > 0 { w - b } else { b - w };
        let verdict = if lead > 0 {
            SEPARATED_SQUARE
        } else {
            -SEPARATED_SQUARE
        };
        return to_move_sign * (verdict + lead * SEPARATED_SQUARE);
    }

    let (wq, wq_len) = distance_levels(white, empty, queen_step);
    let (bq, bq_len) = distance_levels(black, empty, queen_step);
    let (wk, wk_len) = distance_levels(white, empty, king_step);
    let (bk, bk_len) = distance_levels(black, empty, king_step);
    let (wq, bq, wk, bk) = (&wq[..wq_len], &bq[..bq_len], &wk[..wk_len], &bk[..bk_len]);

    let (w1, b1, ties1) = territory(wq, bq);
    let t1 = (w1 - b1) * SQUARE + ties1 * TIE_TO_MOVE * to_move_sign;
    let (w2, b2, ties2) = territory(wk, bk);
    let t2 = (w2 - b2) * SQUARE + ties2 * TIE_TO_MOVE * to_move_sign;
    // c1 = sum over squares of 2 (2^-Dw - 2^-Db), in SQUARE units.
    let c1: i32 = wq
        .iter()
        .enumerate()
        .map(|(k, l)| ((2 * SQUARE) >> (k + 1)) * l.count() as i32)
        .sum::<i32>()
        - bq.iter()
            .enumerate()
            .map(|(k, l)| ((2 * SQUARE) >> (k + 1)) * l.count() as i32)
            .sum::<i32>();
    // w = sum over squares reached by both of 2^-|Dw - Db|: how contested the board still is.
    let mut contested = 0;
    for (i, wl) in wq.iter().enumerate() {
        for (j, bl) in bq.iter().enumerate() {
            contested += ((*wl & *bl).count() as i32 * SQUARE) >> i.abs_diff(j).min(31);
        }
    }
    let empties = empty.count().max(1) as i32;
    // 0 when nothing is contested any more, 100 when every empty square is contested evenly.
    let openness = (contested / empties).clamp(0, SQUARE);
    let t1_weight = T1_CLOSED_PERCENT + (T1_OPEN_PERCENT - T1_CLOSED_PERCENT) * openness / SQUARE;
    let positional =
        (t1 * t1_weight + (t2 * T2_OPEN_PERCENT + c1 * C1_OPEN_PERCENT) * openness / SQUARE) / 100;
    positional + amazon_mobility(white, occupied) - amazon_mobility(black, occupied)
}

impl<G: Geometry> Evaluate for Amazons<G> {
    const HISTORY_SLOTS: usize = skillgames_core::MAX_SQUARES * skillgames_core::MAX_SQUARES;
    /// The MCTS-Solver's sigmoid scale (a guess, not tuned yet).
    const MCTS_EVAL_SCALE: i32 = 3 * SQUARE;

    fn evaluate(&self) -> i32 {
        evaluate_board(
            self.amazons(Player::White),
            self.amazons(Player::Black),
            self.arrows(),
            self.turn(),
        )
    }

    fn history_slot(mv: Move<G>) -> usize {
        mv.to.index() * skillgames_core::MAX_SQUARES + mv.arrow.index()
    }

    fn levels() -> &'static [Level] {
        &LEVELS
    }
}
