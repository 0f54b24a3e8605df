//! Lines of Action: the evaluation and the difficulty levels.
//!
//! The evaluation measures, for each side, how spread out its pieces are (the distances to
//! their centre of mass beyond the least possible for that many pieces), how many separate
//! groups they form, how central they stand, and how many moves they have. Units: one step
//! of concentration is worth [`CONCENTRATION`].

pub use crate::levels::CONCENTRATION;
use crate::levels::LEVELS;
use crate::{Bitboard, Loa, MOVE_LIMIT, Move, is_connected};
use skillgames_core::{Game, Player};
use skillgames_play::Level;
use skillgames_search::Evaluate;

/// Each group beyond the first.
const GROUP: i32 = 60;
/// Scale of the centralisation table.
const CENTRALISATION: i32 = 4;
/// Each legal move.
const MOBILITY: i32 = 3;
/// Plies before the move limit from which the plies left are part of the table key: more
/// than the deepest search (the levels' 64 plies), so that no search from farther away
/// reaches the limit.
const LIMIT_HORIZON: u32 = 128;
/// Having the move.
const TEMPO: i32 = 15;
/// A centre of mass far from the centre of the board: per step of Chebyshev distance.
const OFF_CENTRE_MASS: i32 = 10;
/// Each capture move available (it threatens to shrink the opponent's shape).
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

fn side_score(position: &Loa, player: Player) -> i32 {
    let pieces = position.pieces(player);
    let n = pieces.count() as i32;
    if n == 0 {
        return 0;
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
    -excess_spread * CONCENTRATION - (group_count - 1) * GROUP + central * CENTRALISATION
        - centre_distance * OFF_CENTRE_MASS
}

impl Evaluate for Loa {
    const HISTORY_SLOTS: usize = 64 * 64;
    /// The MCTS-Solver's sigmoid scale (a guess, not tuned yet).
    const MCTS_EVAL_SCALE: i32 = 5 * CONCENTRATION;

    fn evaluate(&self) -> i32 {
        let us = self.turn();
        let them = us.opponent();
        side_score(self, us) - side_score(self, them)
            + (self.mobility(us) as i32 - self.mobility(them) as i32) * MOBILITY
            + TEMPO
    }

    fn history_slot(mv: Move) -> usize {
        mv.from.index() * 64 + mv.to.index()
    }

    fn move_hint(&self, mv: Move) -> i32 {
        i32::from(mv.capture) * CAPTURE_MOVE
    }

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
