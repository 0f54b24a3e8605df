//! Sets of squares, one bit per square.

use crate::bits::Bits;
use crate::geometry::{Direction, Geometry};
use crate::square::Square;
use std::fmt;
use std::ops::{BitAnd, BitAndAssign, BitOr, BitOrAssign, BitXor, BitXorAssign, Not, Sub};

/// A set of squares of a board of geometry `G`.
pub struct Bitboard<G: Geometry>(G::Bits);

impl<G: Geometry> Bitboard<G> {
    /// The empty set.
    pub const EMPTY: Self = Bitboard(<G::Bits as Bits>::ZERO);

    /// Every square of the board.
    #[inline(always)]
    #[must_use]
    pub fn full() -> Self {
        Bitboard(G::tables().all)
    }

    /// The set holding only `sq`.
    #[inline(always)]
    #[must_use]
    pub fn from_square(sq: Square<G>) -> Self {
        Bitboard(<G::Bits as Bits>::ONE << sq.index() as u32)
    }

    /// The set of the bits of `bits` that lie on the board; bits past the last square (a 6x6
    /// board uses 36 of a `u64`'s bits) are dropped, so that no set ever names a square that is
    /// not on the board.
    #[inline(always)]
    #[must_use]
    pub fn from_bits(bits: G::Bits) -> Self {
        Bitboard(bits & G::tables().all)
    }

    /// The underlying word.
    #[inline(always)]
    #[must_use]
    pub fn bits(self) -> G::Bits {
        self.0
    }

    /// Whether the set is empty.
    #[inline(always)]
    #[must_use]
    pub fn is_empty(self) -> bool {
        self.0 == <G::Bits as Bits>::ZERO
    }

    /// Whether the set is not empty.
    #[inline(always)]
    #[must_use]
    pub fn any(self) -> bool {
        !self.is_empty()
    }

    /// Number of squares in the set.
    #[inline(always)]
    #[must_use]
    pub fn count(self) -> u32 {
        self.0.popcount()
    }

    /// Whether `sq` is in the set.
    #[inline(always)]
    #[must_use]
    pub fn contains(self, sq: Square<G>) -> bool {
        (self & Self::from_square(sq)).any()
    }

    /// Adds `sq`.
    #[inline(always)]
    pub fn insert(&mut self, sq: Square<G>) {
        *self |= Self::from_square(sq);
    }

    /// Removes `sq`.
    #[inline(always)]
    pub fn remove(&mut self, sq: Square<G>) {
        *self = *self - Self::from_square(sq);
    }

    /// The lowest square (`a1` side), if any.
    #[inline(always)]
    #[must_use]
    pub fn first(self) -> Option<Square<G>> {
        self.any()
            .then(|| Square::from_index_unchecked(self.0.lowest()))
    }

    /// Whether the set holds more than one square.
    #[inline(always)]
    #[must_use]
    pub fn has_many(self) -> bool {
        self.0.without_lowest() != <G::Bits as Bits>::ZERO
    }

    /// Every square moved one step in `dir`; squares stepping off the board are dropped.
    #[inline(always)]
    #[must_use]
    pub fn shift(self, dir: Direction) -> Self {
        let source = self.0 & G::tables().shift_source[dir.index()];
        let (amount, left) = G::step(dir);
        Bitboard(if left {
            source << amount
        } else {
            source >> amount
        })
    }

    /// The set together with every square next to it (the eight-neighbourhood).
    #[inline]
    #[must_use]
    pub fn dilate(self) -> Self {
        let t = G::tables();
        let b = self.0;
        let east = (b & t.shift_source[Direction::East.index()]) << 1;
        let west = (b & t.shift_source[Direction::West.index()]) >> 1;
        let row = b | east | west;
        let size = u32::from(G::SIZE);
        Bitboard((row | row << size | row >> size) & t.all)
    }

    /// The up to eight squares next to `sq`.
    #[inline(always)]
    #[must_use]
    pub fn neighbours(sq: Square<G>) -> Self {
        Bitboard(G::tables().neighbours[sq.index()])
    }

    /// All squares beyond `sq` in `dir`, to the edge of the board.
    #[inline(always)]
    #[must_use]
    pub fn ray(sq: Square<G>, dir: Direction) -> Self {
        Bitboard(G::tables().rays[dir.index()][sq.index()])
    }

    /// The whole line through `sq` along `dir` and its opposite, `sq` included.
    #[inline(always)]
    #[must_use]
    pub fn line(sq: Square<G>, dir: Direction) -> Self {
        let axis = if dir.is_positive() {
            dir
        } else {
            dir.opposite()
        };
        let axis = match axis {
            Direction::North => 0,
            Direction::NorthEast => 1,
            Direction::East => 2,
            _ => 3,
        };
        Bitboard(G::tables().lines[axis][sq.index()])
    }

    /// The squares strictly between `a` and `b` when they share a line; otherwise empty.
    #[must_use]
    pub fn between(a: Square<G>, b: Square<G>) -> Self {
        match a.direction_to(b) {
            Some(dir) => Self::ray(a, dir) - Self::ray(b, dir) - Self::from_square(b),
            None => Self::EMPTY,
        }
    }

    /// The first square hit in `dir` from `sq` (that square included) and the empty ones
    /// before it; everything up to the edge when nothing is hit.
    #[inline(always)]
    #[must_use]
    pub fn slide(sq: Square<G>, dir: Direction, occupied: Self) -> Self {
        let rays = &G::tables().rays[dir.index()];
        let ray = rays[sq.index()];
        let blockers = ray & occupied.0;
        if blockers == <G::Bits as Bits>::ZERO {
            return Bitboard(ray);
        }
        let first = if dir.is_positive() {
            blockers.lowest()
        } else {
            blockers.highest()
        };
        Bitboard(ray ^ rays[first as usize])
    }

    /// The first occupied square seen from `sq` in `dir`, if any.
    #[inline(always)]
    #[must_use]
    pub fn first_hit(sq: Square<G>, dir: Direction, occupied: Self) -> Option<Square<G>> {
        let blockers = Self::ray(sq, dir) & occupied;
        if blockers.is_empty() {
            None
        } else if dir.is_positive() {
            Some(Square::from_index_unchecked(blockers.0.lowest()))
        } else {
            Some(Square::from_index_unchecked(blockers.0.highest()))
        }
    }

    /// Queen lines from `sq`, each up to and including its first occupied square.
    #[inline]
    #[must_use]
    pub fn queen_attacks(sq: Square<G>, occupied: Self) -> Self {
        Direction::ALL
            .into_iter()
            .fold(Self::EMPTY, |acc, dir| acc | Self::slide(sq, dir, occupied))
    }

    /// The empty squares a queen on `sq` can reach.
    #[inline]
    #[must_use]
    pub fn queen_moves(sq: Square<G>, occupied: Self) -> Self {
        Self::queen_attacks(sq, occupied) - occupied
    }

    /// Every square reached from a member by sliding one or more steps in `dir` over `empty`
    /// squares (the squares passed and the one landed on all empty). A Kogge-Stone fill: a
    /// few shifts whatever the distance, where stepping square by square takes one shift per
    /// step.
    #[inline]
    #[must_use]
    pub fn slides(self, dir: Direction, empty: Self) -> Self {
        let (amount, left) = G::step(dir);
        let raw = |bits: G::Bits, by: u32| if left { bits << by } else { bits >> by };
        // The squares one step can land on: a raw shift that wraps past an edge lands on a
        // square outside them, so it is masked away.
        let landing = (empty & Self::full().shift(dir)).0;
        // Fill over the squares up to `longest - 1` steps away (the start included), then
        // take one more step; each round doubles the distance covered.
        let longest = u32::from(G::SIZE) - 1;
        let (mut filled, mut through, mut by, mut covered) = (self.0, landing, amount, 0);
        while covered + 1 < longest {
            filled |= through & raw(filled, by);
            covered = 2 * covered + 1;
            through &= raw(through, by);
            by *= 2;
        }
        Bitboard(raw(filled, amount) & landing)
    }

    /// The nearest occupied square in each of the eight directions from `sq`: what a piece on
    /// `sq` sees.
    #[inline]
    #[must_use]
    pub fn visible(sq: Square<G>, occupied: Self) -> Self {
        Self::queen_attacks(sq, occupied) & occupied
    }
}

impl<G: Geometry> IntoIterator for Bitboard<G> {
    type Item = Square<G>;
    type IntoIter = Squares<G>;

    #[inline(always)]
    fn into_iter(self) -> Squares<G> {
        Squares(self)
    }
}

/// The squares of a [`Bitboard`], lowest index (`a1` side) first.
pub struct Squares<G: Geometry>(Bitboard<G>);

impl<G: Geometry> Iterator for Squares<G> {
    type Item = Square<G>;

    #[inline(always)]
    fn next(&mut self) -> Option<Square<G>> {
        let sq = self.0.first()?;
        self.0.0 = self.0.0.without_lowest();
        Some(sq)
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = self.0.count() as usize;
        (n, Some(n))
    }
}

impl<G: Geometry> ExactSizeIterator for Squares<G> {}

impl<G: Geometry> FromIterator<Square<G>> for Bitboard<G> {
    fn from_iter<I: IntoIterator<Item = Square<G>>>(iter: I) -> Self {
        iter.into_iter()
            .fold(Self::EMPTY, |acc, sq| acc | Self::from_square(sq))
    }
}

impl<G: Geometry> From<Square<G>> for Bitboard<G> {
    fn from(sq: Square<G>) -> Self {
        Self::from_square(sq)
    }
}

impl<G: Geometry> Clone for Bitboard<G> {
    fn clone(&self) -> Self {
        *self
    }
}
impl<G: Geometry> Copy for Bitboard<G> {}
impl<G: Geometry> PartialEq for Bitboard<G> {
    fn eq(&self, other: &Self) -> bool {
        self.0 == other.0
    }
}
impl<G: Geometry> Eq for Bitboard<G> {}
impl<G: Geometry> std::hash::Hash for Bitboard<G> {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        self.0.hash(state);
    }
}
impl<G: Geometry> Default for Bitboard<G> {
    fn default() -> Self {
        Self::EMPTY
    }
}

macro_rules! bit_op {
    ($trait:ident, $method:ident, $assign:ident, $assign_method:ident, $op:tt) => {
        impl<G: Geometry> $trait for Bitboard<G> {
            type Output = Self;
            #[inline(always)]
            fn $method(self, rhs: Self) -> Self {
                Bitboard(self.0 $op rhs.0)
            }
        }
        impl<G: Geometry> $assign for Bitboard<G> {
            #[inline(always)]
            fn $assign_method(&mut self, rhs: Self) {
                self.0 = self.0 $op rhs.0;
            }
        }
    };
}
bit_op!(BitAnd, bitand, BitAndAssign, bitand_assign, &);
bit_op!(BitOr, bitor, BitOrAssign, bitor_assign, |);
bit_op!(BitXor, bitxor, BitXorAssign, bitxor_assign, ^);

/// Set difference: the squares of `self` not in `rhs`.
impl<G: Geometry> Sub for Bitboard<G> {
    type Output = Self;
    #[inline(always)]
    fn sub(self, rhs: Self) -> Self {
        Bitboard(self.0 & !rhs.0)
    }
}

/// Complement within the board.
impl<G: Geometry> Not for Bitboard<G> {
    type Output = Self;
    #[inline(always)]
    fn not(self) -> Self {
        Bitboard(!self.0 & G::tables().all)
    }
}

/// Draws the board, top rank first, `1` for a member and `.` otherwise.
impl<G: Geometry> fmt::Debug for Bitboard<G> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for rank in (0..G::SIZE).rev() {
            for file in 0..G::SIZE {
                let sq = Square::new(file, rank).expect("on the board");
                f.write_str(if self.contains(sq) { "1" } else { "." })?;
            }
            f.write_str("\n")?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::geometry::{Board6, Board8, Board10};

    fn sq<G: Geometry>(name: &str) -> Square<G> {
        name.parse().unwrap()
    }

    fn set<G: Geometry>(names: &str) -> Bitboard<G> {
        names.split_whitespace().map(sq::<G>).collect()
    }

    /// Sliding square by square, the slow way `slides` must agree with.
    fn slides_step_by_step<G: Geometry>(
        from: Bitboard<G>,
        dir: Direction,
        empty: Bitboard<G>,
    ) -> Bitboard<G> {
        let (mut reached, mut ray) = (Bitboard::EMPTY, from.shift(dir) & empty);
        while ray.any() {
            reached |= ray;
            ray = ray.shift(dir) & empty;
        }
        reached
    }

    fn check_slides<G: Geometry>(words: impl Fn(u64) -> G::Bits) {
        let mut state = 0x9e37_79b9_7f4a_7c15_u64;
        let mut next = || {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            state
        };
        for round in 0..2000 {
            // Sparse starts and mostly empty boards, as in a game, and dense ones too.
            let from = Bitboard::<G>::from_bits(words(next() & next() & next()));
            let occupied = Bitboard::<G>::from_bits(words(if round % 2 == 0 {
                next() & next()
            } else {
                next()
            }));
            for dir in Direction::ALL {
                assert_eq!(
                    from.slides(dir, !occupied),
                    slides_step_by_step(from, dir, !occupied),
                    "{dir:?} from {from:?} through {:?}",
                    !occupied
                );
            }
        }
    }

    #[test]
    fn slides_match_stepping_square_by_square() {
        check_slides::<Board6>(|w| w);
        check_slides::<Board8>(|w| w);
        check_slides::<Board10>(|w| u128::from(w) | u128::from(w.rotate_left(17)) << 64);
    }

    #[test]
    fn bits_off_the_board_are_dropped() {
        let all: Bitboard<Board6> = Bitboard::from_bits(u64::MAX);
        assert_eq!(all, Bitboard::full());
        assert_eq!(all.count(), 36);
    }

    #[test]
    fn shifts_stop_at_the_edges() {
        let corner = set::<Board6>("f6");
        assert!(corner.shift(Direction::North).is_empty());
        assert!(corner.shift(Direction::East).is_empty());
        assert_eq!(corner.shift(Direction::SouthWest), set("e5"));
        assert_eq!(set::<Board10>("a1").dilate(), set("a1 a2 b1 b2"));
    }

    #[test]
    fn sliding_stops_at_the_first_piece() {
        let occupied = set::<Board8>("c5 f3 c2");
        let attacks = Bitboard::queen_attacks(sq("c3"), occupied);
        assert!(attacks.contains(sq("c5")) && !attacks.contains(sq("c6")));
        assert!(attacks.contains(sq("f3")) && !attacks.contains(sq("g3")));
        assert!(attacks.contains(sq("c2")) && !attacks.contains(sq("c1")));
        assert!(attacks.contains(sq("h8")) && attacks.contains(sq("a1")));
        assert_eq!(Bitboard::visible(sq("c3"), occupied), occupied);
        assert_eq!(
            Bitboard::first_hit(sq("c3"), Direction::South, occupied),
            Some(sq("c2"))
        );
        assert_eq!(
            Bitboard::first_hit(sq("c3"), Direction::West, occupied),
            None
        );
    }

    #[test]
    fn queen_on_an_empty_board() {
        let moves = Bitboard::<Board10>::queen_moves(sq("e5"), Bitboard::EMPTY);
        assert_eq!(moves.count(), 9 + 9 + 9 + 8);
    }

    #[test]
    fn lines_and_between() {
        assert_eq!(
            Bitboard::<Board6>::line(sq("c3"), Direction::East).count(),
            6
        );
        assert_eq!(
            Bitboard::<Board6>::between(sq("a1"), sq("d4")),
            set("b2 c3")
        );
        assert!(Bitboard::<Board6>::between(sq("a1"), sq("b3")).is_empty());
    }

    #[test]
    fn iteration_and_complement() {
        let b = set::<Board10>("a1 j10 e5");
        assert_eq!(
            b.into_iter().map(|s| s.to_string()).collect::<Vec<_>>(),
            ["a1", "e5", "j10"]
        );
        assert_eq!((!b).count(), 97);
        assert!(b.has_many() && !set::<Board10>("e5").has_many());
    }
}
