//! Zobrist keys: a random 64-bit number per (piece, square) and for the side to move, so a
//! position's hash is the XOR of the keys of what is on the board and can be updated
//! incrementally as moves are played.

use crate::geometry::MAX_SQUARES;
use crate::piece::Piece;
use crate::player::Player;

const fn splitmix64(state: u64) -> (u64, u64) {
    let state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
    let mut z = state;
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    (state, z ^ (z >> 31))
}

/// Counter values with keys of their own (see [`counter_key`]).
pub const COUNTER_KEYS: usize = 256;

struct Keys {
    pieces: [[u64; MAX_SQUARES]; 3],
    black_to_move: u64,
    counters: [u64; COUNTER_KEYS],
}

const fn build_keys() -> Keys {
    let mut keys = Keys {
        pieces: [[0; MAX_SQUARES]; 3],
        black_to_move: 0,
        counters: [0; COUNTER_KEYS],
    };
    let mut state = 0x05EE_D0F5_C111_C0DE_u64;
    let mut kind = 0;
    while kind < 3 {
        let mut sq = 0;
        while sq < MAX_SQUARES {
            let (next, key) = splitmix64(state);
            state = next;
            keys.pieces[kind][sq] = key;
            sq += 1;
        }
        kind += 1;
    }
    let (mut state, black_to_move) = splitmix64(state);
    keys.black_to_move = black_to_move;
    // Drawn after the others, so that the piece and side keys stay what they always were.
    let mut value = 1;
    while value < COUNTER_KEYS {
        let (next, key) = splitmix64(state);
        state = next;
        keys.counters[value] = key;
        value += 1;
    }
    keys
}

static KEYS: Keys = build_keys();

/// The key of `piece` standing on the square with bit index `square`.
#[inline(always)]
#[must_use]
pub fn piece_key(piece: Piece, square: usize) -> u64 {
    KEYS.pieces[piece.index()][square]
}

/// The key XORed in when Black is to move.
#[inline(always)]
#[must_use]
pub fn side_key(side: Player) -> u64 {
    match side {
        Player::White => 0,
        Player::Black => KEYS.black_to_move,
    }
}

/// A key for a counter's value (a game's quiet count, or the plies left before a move limit),
/// for search tables that must tell apart positions whose values depend on it. `0` for the
/// value 0, so that mixing it in changes nothing there; values from [`COUNTER_KEYS`] on
/// share the last key.
#[inline(always)]
#[must_use]
pub fn counter_key(value: u32) -> u64 {
    KEYS.counters[(value as usize).min(COUNTER_KEYS - 1)]
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashSet;

    #[test]
    fn keys_are_distinct() {
        let mut seen = HashSet::new();
        for piece in [
            Piece::Stone(Player::White),
            Piece::Stone(Player::Black),
            Piece::Arrow,
        ] {
            for sq in 0..MAX_SQUARES {
                assert!(seen.insert(piece_key(piece, sq)));
            }
        }
        assert!(seen.insert(side_key(Player::Black)));
        for value in 1..COUNTER_KEYS as u32 {
            assert!(seen.insert(counter_key(value)));
        }
        assert_eq!(counter_key(0), 0);
        assert_eq!(side_key(Player::White), 0);
    }
}
