//! Squares, named like `c3`: file letter from the left, rank number from the bottom.

use crate::geometry::{Direction, Geometry};
use std::fmt;
use std::marker::PhantomData;
use std::str::FromStr;

/// A board-size independent coordinate: file and rank from 0, `a1` = (0, 0).
///
/// Used where several board sizes meet, e.g. the user interface.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Coord {
    /// File, 0 = `a`.
    pub file: u8,
    /// Rank, 0 = `1`.
    pub rank: u8,
}

impl Coord {
    /// A coordinate from file and rank, both from 0.
    #[must_use]
    pub const fn new(file: u8, rank: u8) -> Coord {
        Coord { file, rank }
    }
}

/// Writes the square's name, e.g. `c3` or `j10`.
impl fmt::Display for Coord {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let file = char::from(b'a'.wrapping_add(self.file));
        write!(f, "{file}{}", u32::from(self.rank) + 1)
    }
}

/// Why text could not be read as a square.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("invalid square {text:?}: expected a file letter a-{last_file} and a rank 1-{size}")]
pub struct ParseSquareError {
    text: String,
    last_file: char,
    size: u8,
}

impl ParseSquareError {
    fn new<G: Geometry>(text: &str) -> Self {
        ParseSquareError {
            text: crate::shorten(text),
            last_file: char::from(b'a' + G::SIZE - 1),
            size: G::SIZE,
        }
    }
}

/// A square of a board of geometry `G`, stored as its bit index (rank-major from `a1`).
///
/// The type parameter keeps squares of different board sizes apart.
pub struct Square<G>(u8, PhantomData<fn() -> G>);

impl<G: Geometry> Square<G> {
    /// The square at `file` and `rank` (from 0), or `None` off the board.
    #[must_use]
    pub fn new(file: u8, rank: u8) -> Option<Self> {
        (file < G::SIZE && rank < G::SIZE).then(|| Square(rank * G::SIZE + file, PhantomData))
    }

    /// The square with bit index `index`, or `None` off the board.
    #[must_use]
    pub fn from_index(index: u32) -> Option<Self> {
        (index < u32::from(G::SQUARES)).then_some(Square(index as u8, PhantomData))
    }

    /// The square with bit index `index`.
    ///
    /// # Panics
    /// In debug builds, when `index` is off the board.
    #[inline(always)]
    #[must_use]
    pub fn from_index_unchecked(index: u32) -> Self {
        debug_assert!(index < u32::from(G::SQUARES));
        Square(index as u8, PhantomData)
    }

    /// The square at `coord`, or `None` off the board.
    #[must_use]
    pub fn from_coord(coord: Coord) -> Option<Self> {
        Self::new(coord.file, coord.rank)
    }

    /// Every square of the board, `a1` first, rank by rank.
    pub fn all() -> impl Iterator<Item = Self> {
        (0..u32::from(G::SQUARES)).map(Self::from_index_unchecked)
    }

    /// Bit index, rank-major from `a1`.
    #[inline(always)]
    #[must_use]
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// File, 0 = `a`.
    #[inline]
    #[must_use]
    pub fn file(self) -> u8 {
        self.0 % G::SIZE
    }

    /// Rank, 0 = `1`.
    #[inline]
    #[must_use]
    pub fn rank(self) -> u8 {
        self.0 / G::SIZE
    }

    /// File and rank as a size-independent coordinate.
    #[must_use]
    pub fn coord(self) -> Coord {
        Coord::new(self.file(), self.rank())
    }

    /// The neighbouring square in `dir`, or `None` at the edge.
    #[must_use]
    pub fn step(self, dir: Direction) -> Option<Self> {
        let (dx, dy) = dir.delta();
        let file = self.file().checked_add_signed(dx)?;
        let rank = self.rank().checked_add_signed(dy)?;
        Self::new(file, rank)
    }

    /// The direction from `self` to `other` if both lie on one queen line, else `None`.
    #[must_use]
    pub fn direction_to(self, other: Self) -> Option<Direction> {
        let dx = i16::from(other.file()) - i16::from(self.file());
        let dy = i16::from(other.rank()) - i16::from(self.rank());
        if (dx, dy) == (0, 0) || (dx != 0 && dy != 0 && dx.abs() != dy.abs()) {
            return None;
        }
        let step = (dx.signum() as i8, dy.signum() as i8);
        Direction::ALL.into_iter().find(|d| d.delta() == step)
    }

    /// The square mirrored through the centre of the board (`a1` <-> the far corner).
    #[must_use]
    pub fn flip(self) -> Self {
        Square(G::SQUARES - 1 - self.0, PhantomData)
    }

    /// Parses a square name such as `c3` at the start of `text`; returns it and the rest.
    ///
    /// # Errors
    /// When `text` does not start with a square of this board.
    pub fn parse_prefix(text: &str) -> Result<(Self, &str), ParseSquareError> {
        let bytes = text.as_bytes();
        let err = || ParseSquareError::new::<G>(text);
        let file = match bytes.first() {
            Some(c @ b'a'..=b'z') => c - b'a',
            _ => return Err(err()),
        };
        let digits = bytes[1..]
            .iter()
            .take_while(|b| b.is_ascii_digit())
            .count()
            .min(2);
        if digits == 0 || bytes[1] == b'0' {
            return Err(err());
        }
        let rank: u8 = text[1..1 + digits].parse().map_err(|_| err())?;
        let square = Self::new(file, rank - 1).ok_or_else(err)?;
        Ok((square, &text[1 + digits..]))
    }
}

impl<G: Geometry> FromStr for Square<G> {
    type Err = ParseSquareError;

    fn from_str(text: &str) -> Result<Self, ParseSquareError> {
        match Self::parse_prefix(text)? {
            (square, "") => Ok(square),
            _ => Err(ParseSquareError::new::<G>(text)),
        }
    }
}

impl<G: Geometry> fmt::Display for Square<G> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.coord().fmt(f)
    }
}

impl<G: Geometry> fmt::Debug for Square<G> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

// Manual impls: derives would demand the bounds of `G` that `PhantomData<fn() -> G>` never needs.
impl<G> Clone for Square<G> {
    fn clone(&self) -> Self {
        *self
    }
}
impl<G> Copy for Square<G> {}
impl<G> PartialEq for Square<G> {
    fn eq(&self, other: &Self) -> bool {
        self.0 == other.0
    }
}
impl<G> Eq for Square<G> {}
impl<G> PartialOrd for Square<G> {
    fn partial_cmp(&self, other: &Self) -> Option<std::cmp::Ordering> {
        Some(self.cmp(other))
    }
}
impl<G> Ord for Square<G> {
    fn cmp(&self, other: &Self) -> std::cmp::Ordering {
        self.0.cmp(&other.0)
    }
}
impl<G> std::hash::Hash for Square<G> {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        self.0.hash(state);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::geometry::{Board6, Board8, Board10};

    #[test]
    fn names_round_trip() {
        for sq in Square::<Board10>::all() {
            assert_eq!(sq.to_string().parse::<Square<Board10>>(), Ok(sq));
        }
        assert_eq!("j10".parse::<Square<Board10>>().map(|s| s.index()), Ok(99));
        assert_eq!(
            "c3".parse::<Square<Board8>>().map(|s| s.coord()),
            Ok(Coord::new(2, 2))
        );
    }

    #[test]
    fn rejects_squares_off_the_board() {
        for bad in [
            "", "a", "a0", "a7", "g1", "A1", "1a", "a01", "a1 ", "j10", "a100", "é1",
        ] {
            assert!(bad.parse::<Square<Board6>>().is_err(), "{bad:?} accepted");
        }
    }

    #[test]
    fn directions_between_squares() {
        let sq = |s: &str| s.parse::<Square<Board8>>().unwrap();
        assert_eq!(sq("c3").direction_to(sq("e5")), Some(Direction::NorthEast));
        assert_eq!(sq("c3").direction_to(sq("c1")), Some(Direction::South));
        assert_eq!(sq("c3").direction_to(sq("d5")), None);
        assert_eq!(sq("c3").direction_to(sq("c3")), None);
        assert_eq!(sq("a1").flip(), sq("h8"));
        assert_eq!(sq("h8").step(Direction::North), None);
    }
}
