//! Lines of Action: the evaluation and the difficulty levels.
//!
//! The evaluation weighs, for each side, the terms of Winands, van den Herik and Uiterwijk's
//! evaluation for Lines of Action (MIA): how spread out its pieces are (the distances to their
//! centre of mass beyond the least possible for that many pieces: concentration), how many
//! separate groups they form, how central they stand, how far their centre of mass is from the
//! centre of the board, how many moves they have (mobility), how many 2x2 squares hold three or
//! four of them (quads), how many pairs of them touch per piece (connectedness) and the area of
//! the rectangle around them (uniformity); plus a bonus for having the move. Each is the side
//! to move's less its opponent's ([`terms`]), weighed by [`WEIGHTS`].
//!
//! The weights were fitted by Texel-style tuning (`examples/tune.rs`: least squares between the
//! results of self-play games and a logistic curve of the evaluation of their positions) and
//! kept because matches said so (`docs/strength.md`). The unit is the one the hand-set weights
//! had before, where a step of spread was worth [`CONCENTRATION`]: the analysis marks and the
//! MCTS-Solver's sigmoid are scaled in it, and the tuning's logistic fit found the tuned
//! evaluation on the same scale (its constant k about 0.55, against 0.55-0.6 before).

pub use crate::levels::CONCENTRATION;
use crate::levels::LEVELS;
use crate::{Bitboard, Loa, MOVE_LIMIT, Move, is_connected};
use skillgames_core::{Direction, Game, Player};
use skillgames_play::Level;
use skillgames_search::{Evaluate, LateMoves};

/// The evaluation's weights are in eighths of its unit, so that terms measured in fractions
/// (connections per piece) keep integer weights. The weights below are the tuner's
/// (`examples/tune.rs`, two rounds; `docs/strength.md`), signs included: where a sign looks
/// odd, the fit found that a side's games went better that way once the other terms are
/// counted (e.g. a centre of mass near an edge, where the pieces start and can meet sooner).
const WEIGHT_SCALE: i32 = 8;
/// Each step of spread beyond the tightest shape (Winands' concentration).
const SPREAD: i32 = -255;
/// Each group beyond the first.
const GROUP: i32 = -68;
/// Each ring of centralisation of each piece (Winands' centralisation).
const CENTRALISATION: i32 = 154;
/// Each step of Chebyshev distance between the centre of mass and the centre of the board.
const OFF_CENTRE_MASS: i32 = 636;
/// Each legal move.
const MOBILITY: i32 = 92;
/// Each 2x2 square holding three or four of a side's pieces (Winands' quads). Negative: with
/// connectedness and spread counted, pieces packed in blocks are pieces not yet reaching out.
const SOLID_QUAD: i32 = -136;
/// Each eighth of a touching pair per piece (Winands' connectedness): a shape whose pieces hold
/// on to each other in many ways, which one capture does not split.
const CONNECTEDNESS: i32 = 230;
/// Each square of the smallest rectangle around a side's pieces (Winands' uniformity).
const UNIFORMITY: i32 = -62;
/// Having the move (not tuned: a constant term only shifts the fitted curve).
const TEMPO: i32 = 15 * WEIGHT_SCALE;

/// The number of terms the evaluation weighs.
pub const TERMS: usize = 9;
/// The terms' names, in the order of [`terms`] and [`WEIGHTS`].
pub const TERM_NAMES: [&str; TERMS] = [
    "spread",
    "group",
    "centralisation",
    "off-centre mass",
    "mobility",
    "solid quad",
    "connectedness",
    "uniformity",
    "tempo",
];
/// The weights of the terms, in eighths of the evaluation's unit.
pub const WEIGHTS: [i32; TERMS] = [
    SPREAD,
    GROUP,
    CENTRALISATION,
    OFF_CENTRE_MASS,
    MOBILITY,
    SOLID_QUAD,
    CONNECTEDNESS,
    UNIFORMITY,
    TEMPO,
];

/// Plies before the move limit from which the plies left are part of the table key: more
/// than the deepest search (the levels' 64 plies), so that no search from farther away
/// reaches the limit.
const LIMIT_HORIZON: u32 = 128;
/// Each capture move available (it threatens to shrink the opponent's shape): an ordering
/// hint, not part of the evaluation.
const CAPTURE_MOVE: i32 = 4;

/// Centralisation by square: rings from the edge (0) to the centre (3).
const RING: [i32; 64] = {
    let mut ring = [0; 64];
    let mut sq = 0;
    while sq < 64 {
        let (x, y) = ((sq % 8) as i32, (sq / 8) as i32);
        let dx = if x < 4 { x } else { 7 - x };
        let dy = if y < 4 { y } else { 7 - y };
        ring[sq] = if dx < dy { dx } else { dy };
        sq += 1;
    }
    ring
};

/// The least possible sum of Chebyshev distances to the centre for `n` pieces: one on the
/// centre, eight around it at distance 1, then sixteen at distance 2.
const fn least_spread(n: i32) -> i32 {
    if n <= 1 {
        0
    } else if n <= 9 {
        n - 1
    } else {
        8 + (n - 9) * 2
    }
}

fn groups(pieces: Bitboard) -> i32 {
    let mut rest = pieces;
    let mut count = 0;
    while let Some(seed) = rest.first() {
        let mut group = Bitboard::from_square(seed);
        loop {
            let grown = group.dilate() & rest;
            if grown == group {
                break;
            }
            group = grown;
        }
        rest = rest - group;
        count += 1;
    }
    count
}

/// The 2x2 squares holding three or four of `pieces`.
fn solid_quads(pieces: Bitboard) -> i32 {
    // At each square: itself and its east, north and north-east neighbours (none past an edge,
    // so squares on file h or the eighth rank anchor no square).
    let (a, b, c, d) = (
        pieces,
        pieces.shift(Direction::West),
        pieces.shift(Direction::South),
        pieces.shift(Direction::SouthWest),
    );
    ((a & b & (c | d)) | (c & d & (a | b))).count() as i32
}

/// The pairs of `pieces` that touch, orthogonally or diagonally.
fn connections(pieces: Bitboard) -> i32 {
    // Each pair once: a piece and its neighbour to the east, north, north-east or north-west.
    [
        Direction::West,
        Direction::South,
        Direction::SouthWest,
        Direction::SouthEast,
    ]
    .into_iter()
    .map(|dir| (pieces & pieces.shift(dir)).count() as i32)
    .sum()
}

/// The area of the smallest rectangle holding every one of `pieces` (not empty).
fn bounding_area(pieces: Bitboard) -> i32 {
    let pieces = pieces.bits();
    let mut files = 0u8;
    let mut ranks = 0u8;
    for rank in 0..8 {
        let row = (pieces >> (rank * 8)) as u8;
        files |= row;
        if row != 0 {
            ranks |= 1 << rank;
        }
    }
    let span = |mask: u8| 8 - mask.leading_zeros() as i32 - mask.trailing_zeros() as i32;
    span(files) * span(ranks)
}

/// The per-side terms of `player`'s pieces (the tempo is left 0).
fn side_terms(position: &Loa, player: Player) -> [i32; TERMS] {
    let pieces = position.pieces(player);
    let n = pieces.count() as i32;
    if n == 0 {
        return [0; TERMS];
    }
    let (mut sum_x, mut sum_y, mut central) = (0, 0, 0);
    for sq in pieces {
        sum_x += i32::from(sq.file());
        sum_y += i32::from(sq.rank());
        central += RING[sq.index()];
    }
    // Distances in units of 1/n to stay in integers: |n x - sum_x|.
    let spread: i32 = pieces
        .into_iter()
        .map(|sq| {
            let dx = (n * i32::from(sq.file()) - sum_x).abs();
            let dy = (n * i32::from(sq.rank()) - sum_y).abs();
            (dx.max(dy) + n / 2) / n
        })
        .sum();
    let excess_spread = (spread - least_spread(n)).max(0);
    let centre_distance = {
        // Twice the centre's coordinate (3.5) times n, against twice the sums.
        let dx = (2 * sum_x - 7 * n).abs();
        let dy = (2 * sum_y - 7 * n).abs();
        dx.max(dy) / (2 * n)
    };
    let group_count = if is_connected(pieces) {
        1
    } else {
        groups(pieces)
    };
    [
        excess_spread,
        group_count - 1,
        central,
        centre_distance,
        position.mobility(player) as i32,
        solid_quads(pieces),
        connections(pieces) * 8 / n,
        bounding_area(pieces),
        0,
    ]
}

/// The terms of the evaluation of `position`, each the side to move's less its opponent's
/// (the tempo is 1): what [`WEIGHTS`] weigh, and what a tuner fits them to.
#[must_use]
pub fn terms(position: &Loa) -> [i32; TERMS] {
    let us = side_terms(position, position.turn());
    let them = side_terms(position, position.turn().opponent());
    let mut terms: [i32; TERMS] = std::array::from_fn(|i| us[i] - them[i]);
    terms[TERMS - 1] = 1;
    terms
}

/// `terms` weighed by `weights` (in eighths of the unit): the evaluation, for any weights.
#[must_use]
pub fn weigh(terms: &[i32; TERMS], weights: &[i32; TERMS]) -> i32 {
    terms.iter().zip(weights).map(|(t, w)| t * w).sum::<i32>() / WEIGHT_SCALE
}

/// Late-move pruning in the hard level's search (`docs/strength.md`): the counts that won at
/// the odds (the 5, 11 and 21 moves of a three-ply version won at 100 ms and lost at
/// 0.5 s).
const LATE_MOVES: LateMoves = LateMoves {
    max_depth: 2,
    base: 6,
    per_depth_squared: 3,
};

impl Evaluate for Loa {
    const HISTORY_SLOTS: usize = 64 * 64;
    /// The MCTS-Solver's sigmoid scale (a guess, not tuned yet).
    const MCTS_EVAL_SCALE: i32 = 5 * CONCENTRATION;
    /// About thirty moves a position, captures (forcing, never pruned) and killers first: a
    /// null-window node one or two plies from the horizon searches its first 9 or 18 moves.
    const LATE_MOVES: Option<LateMoves> = Some(LATE_MOVES);

    fn evaluate(&self) -> i32 {
        weigh(&terms(self), &WEIGHTS)
    }

    fn history_slot(mv: Move) -> usize {
        mv.from.index() * 64 + mv.to.index()
    }

    fn move_hint(&self, mv: Move) -> i32 {
        i32::from(mv.capture) * CAPTURE_MOVE
    }

    /// The captures: they change both shapes at once (a piece leaves the opponent's, one of
    /// ours lands in its place), so hard's quiescence follows them past the horizon.
    fn noisy_moves(&self, moves: &mut Vec<Move>) {
        self.legal_moves(moves);
        moves.retain(|mv| mv.capture);
    }

    /// Every capture has the capture hint.
    const NOISY_MOVES_HINTED: bool = true;

    /// Within reach of the move limit a position's value depends on the plies left (the game
    /// is drawn at the limit), so there they are part of the key; elsewhere the key is the
    /// position's own, and transpositions at other plies are shared.
    fn table_key(&self) -> u64 {
        let left = MOVE_LIMIT.saturating_sub(self.ply());
        if left < LIMIT_HORIZON {
            self.zobrist() ^ skillgames_core::zobrist::counter_key(left)
        } else {
            self.zobrist()
        }
    }

    fn levels() -> &'static [Level] {
        &LEVELS
    }
}

#[cfg(test)]
mod tests {
    use super::{
        TERMS, WEIGHT_SCALE, WEIGHTS, bounding_area, connections, solid_quads, terms, weigh,
    };
    use crate::{Bitboard, Loa};
    use skillgames_core::Game;
    use skillgames_search::Evaluate;

    #[test]
    fn the_start_is_even_but_for_the_move() {
        let start = Loa::start();
        let mut even = [0; TERMS];
        even[TERMS - 1] = 1;
        assert_eq!(terms(&start), even);
        assert_eq!(start.evaluate(), WEIGHTS[TERMS - 1] / WEIGHT_SCALE);
    }

    #[test]
    fn the_evaluation_is_the_weighed_terms_and_turns_with_the_side() {
        let position: Loa = "1W6/8/8/3BW3/3BBW2/2BWWW2/4B1B1/3BB3 b 12 38"
            .parse()
            .unwrap();
        assert_eq!(position.evaluate(), weigh(&terms(&position), &WEIGHTS));
        let other: Loa = "1W6/8/8/3BW3/3BBW2/2BWWW2/4B1B1/3BB3 w 12 39"
            .parse()
            .unwrap();
        let (a, b) = (terms(&position), terms(&other));
        assert!((0..TERMS - 1).all(|i| a[i] == -b[i]), "{a:?} {b:?}");
    }

    /// The bits of the squares given as (file, rank), 0-based.
    fn squares(list: &[(u32, u32)]) -> Bitboard {
        Bitboard::from_bits(list.iter().fold(0, |bits, &(f, r)| bits | 1 << (r * 8 + f)))
    }

    #[test]
    fn a_full_block_of_four_is_one_solid_quad_with_six_connections() {
        let block = squares(&[(3, 3), (4, 3), (3, 4), (4, 4)]);
        assert_eq!(solid_quads(block), 1);
        assert_eq!(connections(block), 6);
        assert_eq!(bounding_area(block), 4);
    }

    #[test]
    fn three_of_a_square_are_solid_two_are_not() {
        assert_eq!(solid_quads(squares(&[(0, 0), (1, 0), (1, 1)])), 1);
        assert_eq!(solid_quads(squares(&[(0, 0), (1, 1)])), 0);
        // Three in a row make no 2x2 square with three.
        assert_eq!(solid_quads(squares(&[(0, 0), (1, 0), (2, 0)])), 0);
    }

    #[test]
    fn nothing_wraps_around_the_board_edges() {
        // h1 and a2 are neighbours as bits (7 and 8), not on the board.
        let apart = squares(&[(7, 0), (0, 1)]);
        assert_eq!(connections(apart), 0);
        // h1, a2 and h2 would be three of a square anchored on h1, as bits.
        assert_eq!(solid_quads(apart | squares(&[(7, 1)])), 0);
        // h1 and a3 (bits 7 and 16), a2 and h2 (bits 8 and 15): diagonal only as bits.
        assert_eq!(connections(squares(&[(7, 0), (0, 2)])), 0);
        assert_eq!(connections(squares(&[(0, 1), (7, 1)])), 0);
        // The corners' rectangle is the whole board.
        assert_eq!(bounding_area(squares(&[(0, 0), (7, 7)])), 64);
    }

    #[test]
    fn diagonal_and_straight_neighbours_connect() {
        assert_eq!(connections(squares(&[(2, 2), (3, 3)])), 1);
        assert_eq!(connections(squares(&[(3, 2), (2, 3)])), 1);
        assert_eq!(connections(squares(&[(2, 2), (2, 3)])), 1);
        assert_eq!(connections(squares(&[(2, 2), (2, 4)])), 0);
        assert_eq!(bounding_area(squares(&[(2, 2), (2, 4)])), 3);
    }
}
