//! Board sizes as types, with the tables that sliding moves need.
//!
//! A game is generic over its [`Geometry`], so each board size is compiled separately and the
//! bitboard shifts, masks and ray tables are constants of that size.

use crate::bits::Bits;
use std::fmt::Debug;
use std::hash::Hash;

/// The largest number of squares a supported board has (10x10).
pub const MAX_SQUARES: usize = 100;

/// One of the eight directions a queen moves in.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Direction {
    /// Towards higher ranks.
    North,
    /// Up and to the right.
    NorthEast,
    /// Towards higher files.
    East,
    /// Down and to the right.
    SouthEast,
    /// Towards lower ranks.
    South,
    /// Down and to the left.
    SouthWest,
    /// Towards lower files.
    West,
    /// Up and to the left.
    NorthWest,
}

impl Direction {
    /// All eight, clockwise from North; `ALL[(i + 4) % 8]` is the opposite of `ALL[i]`.
    pub const ALL: [Direction; 8] = [
        Direction::North,
        Direction::NorthEast,
        Direction::East,
        Direction::SouthEast,
        Direction::South,
        Direction::SouthWest,
        Direction::West,
        Direction::NorthWest,
    ];

    /// The four directions whose step increases the square index; their opposites make up the
    /// rest. Each line through a square is one of these plus its opposite.
    pub const POSITIVE: [Direction; 4] = [
        Direction::North,
        Direction::NorthEast,
        Direction::East,
        Direction::NorthWest,
    ];

    /// Position in [`Direction::ALL`].
    #[must_use]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The direction pointing the other way.
    #[must_use]
    pub const fn opposite(self) -> Direction {
        Direction::ALL[(self as usize + 4) % 8]
    }

    /// File and rank steps, each -1, 0 or 1.
    #[must_use]
    pub const fn delta(self) -> (i8, i8) {
        match self {
            Direction::North => (0, 1),
            Direction::NorthEast => (1, 1),
            Direction::East => (1, 0),
            Direction::SouthEast => (1, -1),
            Direction::South => (0, -1),
            Direction::SouthWest => (-1, -1),
            Direction::West => (-1, 0),
            Direction::NorthWest => (-1, 1),
        }
    }

    /// Whether a step in this direction increases the square index (rank-major order).
    #[must_use]
    pub const fn is_positive(self) -> bool {
        let (dx, dy) = self.delta();
        dy > 0 || (dy == 0 && dx > 0)
    }
}

/// Precomputed masks for one board size.
#[derive(Debug)]
pub struct Tables<B> {
    /// Every square of the board.
    pub all: B,
    /// For each direction, the squares whose neighbour in that direction is on the board.
    pub shift_source: [B; 8],
    /// For each direction and square, the squares strictly beyond it in that direction.
    pub rays: [[B; MAX_SQUARES]; 8],
    /// For each square, its up to eight neighbours.
    pub neighbours: [B; MAX_SQUARES],
    /// For each of the four [`Direction::POSITIVE`] axes and each square, the whole line
    /// through the square along that axis, the square included.
    pub lines: [[B; MAX_SQUARES]; 4],
}

/// A board size: the number of files and ranks, and the machine word that holds a bitboard.
pub trait Geometry:
    Copy + Clone + Eq + PartialEq + Ord + PartialOrd + Hash + Debug + Default + Send + Sync + 'static
{
    /// The word holding one bit per square.
    type Bits: Bits;
    /// Files (and ranks): the board is `SIZE` x `SIZE`.
    const SIZE: u8;
    /// Number of squares.
    const SQUARES: u8 = Self::SIZE * Self::SIZE;

    /// The masks and rays of this size, computed at compile time.
    fn tables() -> &'static Tables<Self::Bits>;

    /// How far one step in `dir` moves a square index, as a shift amount and whether it is a
    /// left shift (towards higher indices).
    #[inline(always)]
    fn step(dir: Direction) -> (u32, bool) {
        let (dx, dy) = dir.delta();
        let delta = i32::from(dy) * i32::from(Self::SIZE) + i32::from(dx);
        (delta.unsigned_abs(), delta > 0)
    }
}

macro_rules! geometry {
    ($(#[$doc:meta])* $name:ident, $size:expr, $bits:ty, $build:ident) => {
        $(#[$doc])*
        #[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
        pub struct $name;

        impl Geometry for $name {
            type Bits = $bits;
            const SIZE: u8 = $size;

            #[inline(always)]
            fn tables() -> &'static Tables<$bits> {
                static TABLES: Tables<$bits> = $build($size);
                &TABLES
            }
        }

        const fn $build(size: u8) -> Tables<$bits> {
            let n = size as i32;
            let mut t = Tables {
                all: 0,
                shift_source: [0; 8],
                rays: [[0; MAX_SQUARES]; 8],
                neighbours: [0; MAX_SQUARES],
                lines: [[0; MAX_SQUARES]; 4],
            };
            let mut sq = 0;
            while sq < n * n {
                t.all |= 1 << sq;
                let (x, y) = (sq % n, sq / n);
                let mut d = 0;
                while d < 8 {
                    let (dx, dy) = Direction::ALL[d].delta();
                    let (dx, dy) = (dx as i32, dy as i32);
                    let (mut cx, mut cy) = (x + dx, y + dy);
                    if cx >= 0 && cx < n && cy >= 0 && cy < n {
                        t.shift_source[d] |= 1 << sq;
                        t.neighbours[sq as usize] |= 1 << (cy * n + cx);
                    }
                    while cx >= 0 && cx < n && cy >= 0 && cy < n {
                        t.rays[d][sq as usize] |= 1 << (cy * n + cx);
                        cx += dx;
                        cy += dy;
                    }
                    d += 1;
                }
                sq += 1;
            }
            let mut sq = 0;
            while sq < (n * n) as usize {
                let mut axis = 0;
                while axis < 4 {
                    let d = Direction::POSITIVE[axis].index();
                    t.lines[axis][sq] = t.rays[d][sq] | t.rays[(d + 4) % 8][sq] | 1 << sq;
                    axis += 1;
                }
                sq += 1;
            }
            t
        }
    };
}

geometry!(
    /// The 6x6 board, in a 64-bit word.
    Board6, 6, u64, build_tables_6
);
geometry!(
    /// The 8x8 board, in a 64-bit word.
    Board8, 8, u64, build_tables_8
);
geometry!(
    /// The 10x10 board, in a 128-bit word.
    Board10, 10, u128, build_tables_10
);

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn opposite_directions() {
        for d in Direction::ALL {
            assert_eq!(d.opposite().opposite(), d);
            assert_ne!(d.is_positive(), d.opposite().is_positive());
            let (dx, dy) = d.delta();
            assert_eq!(d.opposite().delta(), (-dx, -dy));
        }
        for d in Direction::POSITIVE {
            assert!(d.is_positive());
        }
    }

    #[test]
    fn tables_have_the_right_sizes() {
        assert_eq!(Board6::tables().all.count_ones(), 36);
        assert_eq!(Board8::tables().all, u64::MAX);
        assert_eq!(Board10::tables().all.count_ones(), 100);
        // A corner has three neighbours, an inner square eight.
        assert_eq!(Board10::tables().neighbours[0].count_ones(), 3);
        assert_eq!(Board10::tables().neighbours[11].count_ones(), 8);
        // From a1 the north-east ray crosses the whole diagonal.
        assert_eq!(
            Board8::tables().rays[Direction::NorthEast.index()][0].count_ones(),
            7
        );
    }
}
