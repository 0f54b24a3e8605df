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
//!
//! The board is first measured ([`measure`]: the regions, or the territories, distances,
//! openness and each amazon's moves), then weighed ([`weigh`]) by its board's [`Weights`]
//! ([`weights_of`]): fitted to self-play results on 6x6 (`examples/tune_amazons.rs`,
//! `docs/strength.md`), hand-set on 8x8 and 10x10. The fitted weights lean on queen territory
//! as the board closes and on king territory while it is open, and give mobility nothing
//! beyond the trapped and nearly trapped amazons.

pub use crate::levels::SQUARE;
use crate::levels::levels_of;
use crate::{AMAZONS_PER_SIDE, Amazons, Move};

/// Amazons a side, as a length.
const SIDE: usize = AMAZONS_PER_SIDE as usize;
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
    Direction::ALL
        .into_iter()
        .fold(Bitboard::EMPTY, |reached, dir| {
            reached | from.slides(dir, empty)
        })
}

/// The empty squares at each distance (index 0 = distance 1) from the amazons whose squares
/// at distance 1 are `first`, one `step` at a time, and how many levels were filled.
fn distance_levels<G: Geometry>(
    first: Bitboard<G>,
    empty: Bitboard<G>,
    step: impl Fn(Bitboard<G>, Bitboard<G>) -> Bitboard<G>,
) -> ([Bitboard<G>; MAX_DISTANCE], usize) {
    let mut levels = [Bitboard::EMPTY; MAX_DISTANCE];
    let mut reached = Bitboard::EMPTY;
    let mut next = first;
    let mut count = 0;
    while count < MAX_DISTANCE && next.any() {
        levels[count] = next;
        reached |= next;
        count += 1;
        if reached == empty {
            break; // every empty square has its distance: a further step finds none
        }
        next = step(next, empty) - reached;
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

/// Each amazon's count of queen moves, a side's in board order (four a side by the rules),
/// and the squares they reach together (the side's squares at queen distance 1).
fn moves_of<G: Geometry>(
    amazons: Bitboard<G>,
    occupied: Bitboard<G>,
) -> ([i32; SIDE], Bitboard<G>) {
    let mut moves = [0; SIDE];
    let mut reached = Bitboard::EMPTY;
    for (count, sq) in moves.iter_mut().zip(amazons) {
        let squares = Bitboard::queen_moves(sq, occupied);
        *count = squares.count() as i32;
        reached |= squares;
    }
    (moves, reached)
}

/// A side's mobility under `weights`: each amazon's moves up to the cap, less the penalty
/// of a trapped or nearly trapped one.
fn mobility(moves: &[i32; SIDE], weights: &Weights) -> i32 {
    moves
        .iter()
        .map(|&moves| {
            let penalty = match moves {
                0 => weights.trapped,
                1 | 2 => weights.nearly_trapped,
                _ => 0,
            };
            moves.min(weights.mobility_cap) * weights.mobility - penalty
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

/// Whether the regions of `white` and `black` share a square. They do exactly when White's
/// region reaches a square next to a black amazon, so the growth stops there: most boards
/// are contested, and most of those are found so within a few steps.
fn regions_touch<G: Geometry>(white: Bitboard<G>, black: Bitboard<G>, empty: Bitboard<G>) -> bool {
    let beside_black = black.dilate() & empty;
    let mut region = white.dilate() & empty;
    loop {
        if (region & beside_black).any() {
            return true;
        }
        let grown = region.dilate() & empty;
        if grown == region {
            return false;
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

/// The evaluation's weights, named so that they can be tuned (`examples/tune_amazons.rs`);
/// [`WEIGHTS`] is what the levels play with.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Weights {
    /// A square both sides reach at the same distance goes to the side to move, this much.
    pub tie_to_move: i32,
    /// Weight (percent) of the queen territory `t1` when the board is closed (late game).
    pub t1_closed_percent: i32,
    /// Weight (percent) of `t1` when the board is wide open (early game).
    pub t1_open_percent: i32,
    /// Weight (percent) of the king territory `t2` when the board is wide open.
    pub t2_open_percent: i32,
    /// Weight (percent) of the smoothed queen distance `c1` when the board is wide open.
    pub c1_open_percent: i32,
    /// Each square an amazon can move to, up to `mobility_cap`.
    pub mobility: i32,
    /// Mobility beyond this gains nothing more.
    pub mobility_cap: i32,
    /// An amazon with no move at all.
    pub trapped: i32,
    /// An amazon with one or two moves.
    pub nearly_trapped: i32,
}

/// The weights the levels play with.
pub const WEIGHTS: Weights = Weights {
    tie_to_move: TIE_TO_MOVE,
    t1_closed_percent: T1_CLOSED_PERCENT,
    t1_open_percent: T1_OPEN_PERCENT,
    t2_open_percent: T2_OPEN_PERCENT,
    c1_open_percent: C1_OPEN_PERCENT,
    mobility: MOBILITY,
    mobility_cap: MOBILITY_CAP,
    trapped: TRAPPED,
    nearly_trapped: NEARLY_TRAPPED,
};

/// What the evaluation measures of a board whose regions still touch, before weighing.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Features {
    /// 1 when White is to move, -1 when Black is.
    to_move_sign: i32,
    /// Squares White reaches first, Black first, both at once, in queen moves...
    queen: (i32, i32, i32),
    /// ...and in king moves.
    king: (i32, i32, i32),
    /// The smoothed queen distance, White's less Black's, in [`SQUARE`] units.
    c1: i32,
    /// 0 when nothing is contested any more, [`SQUARE`] when every empty square is.
    openness: i32,
    /// Each amazon's moves, White's then Black's.
    moves: [[i32; SIDE]; 2],
}

/// A board measured: separated regions are counted exactly; otherwise its features.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Measured {
    /// The regions are apart: White's advantage, final.
    Separated(i32),
    /// The regions still touch.
    Contested(Features),
}

/// The features of a board (the side to move, `turn`, decides ties).
#[must_use]
pub fn measure<G: Geometry>(
    white: Bitboard<G>,
    black: Bitboard<G>,
    arrows: Bitboard<G>,
    turn: Player,
) -> Measured {
    let occupied = white | black | arrows;
    let empty = !occupied;
    let to_move_sign = if turn == Player::White { 1 } else { -1 };

    if !regions_touch(white, black, empty) {
        let (w, b) = (
            region(white, empty).count() as i32,
            region(black, empty).count() as i32,
        );
        // The side to move needs strictly more squares: it runs out first on a tie.
        let lead = if to_move_sign > 0 { w - b } else { b - w };
        let verdict = if lead > 0 {
            SEPARATED_SQUARE
        } else {
            -SEPARATED_SQUARE
        };
        return Measured::Separated(to_move_sign * (verdict + lead * SEPARATED_SQUARE));
    }

    // The amazons' own moves are their squares at queen distance 1.
    let (white_moves, white_first) = moves_of(white, occupied);
    let (black_moves, black_first) = moves_of(black, occupied);
    let (wq, wq_len) = distance_levels(white_first, empty, queen_step);
    let (bq, bq_len) = distance_levels(black_first, empty, queen_step);
    let (wk, wk_len) = distance_levels(king_step(white, empty), empty, king_step);
    let (bk, bk_len) = distance_levels(king_step(black, empty), empty, king_step);
    let (wq, bq, wk, bk) = (&wq[..wq_len], &bq[..bq_len], &wk[..wk_len], &bk[..bk_len]);

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
    Measured::Contested(Features {
        to_move_sign,
        queen: territory(wq, bq),
        king: territory(wk, bk),
        c1,
        openness: (contested / empties).clamp(0, SQUARE),
        moves: [white_moves, black_moves],
    })
}

/// White's advantage on a measured board, under `weights`.
#[must_use]
pub fn weigh(features: &Features, weights: &Weights) -> i32 {
    let Features {
        to_move_sign,
        queen: (w1, b1, ties1),
        king: (w2, b2, ties2),
        c1,
        openness,
        moves,
    } = *features;
    let t1 = (w1 - b1) * SQUARE + ties1 * weights.tie_to_move * to_move_sign;
    let t2 = (w2 - b2) * SQUARE + ties2 * weights.tie_to_move * to_move_sign;
    let t1_weight = weights.t1_closed_percent
        + (weights.t1_open_percent - weights.t1_closed_percent) * openness / SQUARE;
    let positional = (t1 * t1_weight
        + (t2 * weights.t2_open_percent + c1 * weights.c1_open_percent) * openness / SQUARE)
        / 100;
    positional + mobility(&moves[0], weights) - mobility(&moves[1], weights)
}

/// The weights of the 6x6 board, fitted by `examples/tune_amazons.rs` (`tune -- 6 4000 2 1`).
pub const WEIGHTS_6: Weights = Weights {
    tie_to_move: 8,
    t1_closed_percent: 375,
    t1_open_percent: 0,
    t2_open_percent: 30,
    c1_open_percent: 0,
    mobility: 0,
    mobility_cap: MOBILITY_CAP,
    trapped: 390,
    nearly_trapped: 139,
};

/// The weights a board of size `size` plays with: fitted on 6x6; the hand-set ones on 8x8
/// (the fitted ones there lost at longer times, `docs/strength.md`) and 10x10.
#[must_use]
pub const fn weights_of(size: u8) -> &'static Weights {
    match size {
        6 => &WEIGHTS_6,
        _ => &WEIGHTS,
    }
}

/// White's advantage, ignoring who is to move except for ties.
fn evaluate_for_white<G: Geometry>(
    white: Bitboard<G>,
    black: Bitboard<G>,
    arrows: Bitboard<G>,
    turn: Player,
) -> i32 {
    match measure(white, black, arrows, turn) {
        Measured::Separated(score) => score,
        Measured::Contested(features) => weigh(&features, weights_of(G::SIZE)),
    }
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
        levels_of(G::SIZE)
    }
}
