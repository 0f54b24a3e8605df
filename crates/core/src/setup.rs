//! Position text (FEN-like) and the unvalidated position it describes.
//!
//! The format is `<ranks> <side> <quiet> <ply>`:
//! - `<ranks>`: the ranks from the top down, separated by `/`; `W` a white piece, `B` a black
//!   piece, `X` an arrow, a number (1-10) a run of empty squares;
//! - `<side>`: `w` or `b`, the side to move;
//! - `<quiet>`: plies since the last ship sunk or piece captured;
//! - `<ply>`: plies since the start.
//!
//! ```
//! use skillgames_core::{Board6, Setup, Player};
//!
//! let setup: Setup<Board6> = "1B2B1/B4B/6/6/W4W/1W2W1 w 0 0".parse()?;
//! assert_eq!(setup.stones[Player::White.index()].count(), 4);
//! assert_eq!(setup.to_string(), "1B2B1/B4B/6/6/W4W/1W2W1 w 0 0");
//! # Ok::<(), skillgames_core::ParseFenError>(())
//! ```

use crate::bitboard::Bitboard;
use crate::geometry::Geometry;
use crate::piece::Piece;
use crate::player::Player;
use crate::square::{Coord, Square};
use std::fmt;
use std::str::FromStr;

/// Longest position text accepted; a 10x10 position needs about 120 bytes.
pub const MAX_FEN_LEN: usize = 512;

/// Largest ply or quiet count accepted. No game lasts this long; the cap keeps counters far from
/// overflow.
pub const MAX_PLY: u32 = 1_000_000;

/// Why position text was rejected.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ParseFenError {
    /// The text is longer than [`MAX_FEN_LEN`].
    #[error("position text too long: {0} bytes, at most {MAX_FEN_LEN}")]
    TooLong(usize),
    /// Not four space-separated fields.
    #[error("expected 4 fields <ranks> <side> <quiet> <ply>, found {0}")]
    FieldCount(usize),
    /// Wrong number of ranks for the board.
    #[error("expected {expected} ranks separated by '/', found {found}")]
    RankCount {
        /// Ranks on the board.
        expected: usize,
        /// Ranks in the text.
        found: usize,
    },
    /// A rank describes too many or too few squares.
    #[error("rank {rank} describes {found} squares, expected {expected}")]
    RankWidth {
        /// The rank, counted from 1 at the bottom.
        rank: usize,
        /// Squares described (at least; counting stops once the rank overflows).
        found: usize,
        /// Squares per rank.
        expected: usize,
    },
    /// A character that is neither a piece letter nor a digit.
    #[error("unexpected {found:?} in rank {rank}: expected W, B, X or a number of empty squares")]
    InvalidChar {
        /// The rank, counted from 1 at the bottom.
        rank: usize,
        /// The offending character.
        found: char,
    },
    /// The side to move is not `w` or `b`.
    #[error("side to move must be 'w' or 'b', found {0:?}")]
    InvalidSide(String),
    /// A counter is not a number in range.
    #[error("{field} must be a whole number from 0 to {MAX_PLY}, found {found:?}")]
    InvalidCounter {
        /// `quiet` or `ply`.
        field: &'static str,
        /// The text found.
        found: String,
    },
    /// Well-formed text describing a position that cannot occur in this game.
    #[error("impossible position: {0}")]
    Impossible(#[from] PositionError),
}

/// Which counter of the position text.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Counter {
    /// Plies since the last sinking or capture.
    Quiet,
    /// Plies since the start.
    Ply,
}

impl fmt::Display for Counter {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Counter::Quiet => "quiet count",
            Counter::Ply => "ply",
        })
    }
}

/// Why a well-formed position cannot occur in a game: a reason a caller can match on (as
/// shakmaty's `PositionErrorKinds`), shared by every game so that generic code can react to it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, thiserror::Error)]
pub enum PositionError {
    /// The side to move does not match the ply (`first` moves at even plies).
    #[error("{first} moves first, so at ply {ply} {} is to move", if ply % 2 == 0 { *first } else { first.opponent() })]
    SideToMove {
        /// The side that moves at ply 0.
        first: Player,
        /// The ply of the position.
        ply: u32,
    },
    /// More plies without a capture than plies in all.
    #[error("quiet count {quiet} exceeds the ply count {ply}")]
    QuietExceedsPly {
        /// The quiet count.
        quiet: u32,
        /// The ply count.
        ply: u32,
    },
    /// A counter past the limit where the game ends.
    #[error("{counter} {found} is past the limit of {limit}, where the game ends")]
    PastLimit {
        /// Which counter.
        counter: Counter,
        /// Its value.
        found: u32,
        /// The largest value the game allows.
        limit: u32,
    },
    /// A counter that the rules tie to another: in Amazons nothing is ever captured, so the
    /// quiet count equals the ply.
    #[error("the {counter} must be {expected}, found {found}")]
    CounterMismatch {
        /// Which counter.
        counter: Counter,
        /// Its value.
        found: u32,
        /// The only value possible.
        expected: u32,
    },
    /// Two things on one square (both players' pieces, or a piece and an arrow); position text
    /// cannot say it, but a [`Setup`] built in code can.
    #[error("{0} holds two pieces at once")]
    Overlap(Coord),
    /// An arrow in a game without arrows.
    #[error("this game has no arrows, found X on {0}")]
    UnexpectedArrow(Coord),
    /// Too few or too many pieces for one side.
    #[error("{player} has {found} pieces, expected {}", count_range(*min, *max))]
    PieceCount {
        /// Whose pieces.
        player: Player,
        /// How many there are.
        found: u32,
        /// The fewest possible.
        min: u32,
        /// The most possible.
        max: u32,
    },
    /// Not as many arrows as the rules leave by this ply (one per ply in Amazons).
    #[error("there are {found} arrows, expected {expected} at this ply")]
    ArrowCount {
        /// Arrows on the board.
        found: u32,
        /// Arrows the rules leave.
        expected: u32,
    },
    /// A piece that the rules would already have removed (an Archimedes ship that sees three
    /// enemy ships).
    #[error("the piece on {0} would already have been removed by the rules")]
    Unsettled(Coord),
}

fn count_range(min: u32, max: u32) -> String {
    if min == max {
        min.to_string()
    } else {
        format!("{min} to {max}")
    }
}

/// A position as written in position text, before a game checks that it can occur.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Setup<G: Geometry> {
    /// The pieces of each player, indexed by [`Player::index`].
    pub stones: [Bitboard<G>; 2],
    /// Arrows (Amazons only).
    pub arrows: Bitboard<G>,
    /// The side to move.
    pub turn: Player,
    /// Plies since the last ship sunk or piece captured.
    pub quiet: u32,
    /// Plies since the start.
    pub ply: u32,
}

impl<G: Geometry> Setup<G> {
    /// An empty board with `turn` to move at ply 0.
    #[must_use]
    pub fn empty(turn: Player) -> Self {
        Setup {
            stones: [Bitboard::EMPTY; 2],
            arrows: Bitboard::EMPTY,
            turn,
            quiet: 0,
            ply: 0,
        }
    }

    /// What stands on `sq`.
    #[must_use]
    pub fn piece_at(&self, sq: Square<G>) -> Option<Piece> {
        if self.arrows.contains(sq) {
            Some(Piece::Arrow)
        } else {
            Player::ALL
                .into_iter()
                .find(|p| self.stones[p.index()].contains(sq))
                .map(Piece::Stone)
        }
    }

    /// The Zobrist hash of this position (pieces, arrows and side to move).
    #[must_use]
    pub fn zobrist(&self) -> u64 {
        let mut hash = crate::zobrist::side_key(self.turn);
        for player in Player::ALL {
            for sq in self.stones[player.index()] {
                hash ^= crate::zobrist::piece_key(Piece::Stone(player), sq.index());
            }
        }
        for sq in self.arrows {
            hash ^= crate::zobrist::piece_key(Piece::Arrow, sq.index());
        }
        hash
    }

    /// Every occupied square.
    #[must_use]
    pub fn occupied(&self) -> Bitboard<G> {
        self.stones[0] | self.stones[1] | self.arrows
    }

    /// Checks the counters against the rules every game shares: `first` moves at even plies,
    /// and the quiet count never exceeds the ply count.
    ///
    /// # Errors
    /// [`PositionError::SideToMove`] or [`PositionError::QuietExceedsPly`].
    pub fn check_counters(&self, first: Player) -> Result<(), PositionError> {
        let expected = if self.ply.is_multiple_of(2) {
            first
        } else {
            first.opponent()
        };
        if self.turn != expected {
            return Err(PositionError::SideToMove {
                first,
                ply: self.ply,
            });
        }
        if self.quiet > self.ply {
            return Err(PositionError::QuietExceedsPly {
                quiet: self.quiet,
                ply: self.ply,
            });
        }
        Ok(())
    }

    /// Checks that no square holds two things (two players' pieces, or a piece and an arrow).
    /// Position text cannot say that, but a `Setup` built in code can.
    ///
    /// # Errors
    /// [`PositionError::Overlap`] naming the first square that holds two things.
    pub fn check_disjoint(&self) -> Result<(), PositionError> {
        let [white, black] = self.stones;
        let shared = (white & black) | ((white | black) & self.arrows);
        match shared.first() {
            Some(sq) => Err(PositionError::Overlap(sq.coord())),
            None => Ok(()),
        }
    }

    /// Checks that no arrows stand on the board, for games without arrows.
    ///
    /// # Errors
    /// [`PositionError::UnexpectedArrow`] when there is an arrow.
    pub fn check_no_arrows(&self) -> Result<(), PositionError> {
        match self.arrows.first() {
            Some(sq) => Err(PositionError::UnexpectedArrow(sq.coord())),
            None => Ok(()),
        }
    }
}

fn parse_counter(field: &'static str, text: &str) -> Result<u32, ParseFenError> {
    let invalid = || ParseFenError::InvalidCounter {
        field,
        found: crate::shorten(text),
    };
    if text.is_empty() || !text.bytes().all(|b| b.is_ascii_digit()) || text.len() > 7 {
        return Err(invalid());
    }
    let value: u32 = text.parse().map_err(|_| invalid())?;
    if value > MAX_PLY {
        Err(invalid())
    } else {
        Ok(value)
    }
}

impl<G: Geometry> FromStr for Setup<G> {
    type Err = ParseFenError;

    fn from_str(text: &str) -> Result<Self, ParseFenError> {
        if text.len() > MAX_FEN_LEN {
            return Err(ParseFenError::TooLong(text.len()));
        }
        let fields: Vec<&str> = text.split_ascii_whitespace().collect();
        let [board, side, quiet, ply] = fields[..] else {
            return Err(ParseFenError::FieldCount(fields.len()));
        };
        let size = usize::from(G::SIZE);
        let ranks: Vec<&str> = board.split('/').collect();
        if ranks.len() != size {
            return Err(ParseFenError::RankCount {
                expected: size,
                found: ranks.len(),
            });
        }
        let turn = match side {
            "w" => Player::White,
            "b" => Player::Black,
            other => return Err(ParseFenError::InvalidSide(crate::shorten(other))),
        };
        let mut setup = Setup::empty(turn);
        setup.quiet = parse_counter("quiet", quiet)?;
        setup.ply = parse_counter("ply", ply)?;

        for (row, rank_text) in ranks.iter().enumerate() {
            let rank = size - 1 - row;
            let mut file = 0usize;
            let mut chars = rank_text.chars().peekable();
            while let Some(c) = chars.next() {
                if let Some(digit) = c.to_digit(10) {
                    if digit == 0 {
                        return Err(ParseFenError::InvalidChar {
                            rank: rank + 1,
                            found: '0',
                        });
                    }
                    let mut run = digit as usize;
                    while let Some(next) = chars.peek().and_then(|d| d.to_digit(10)) {
                        run = run * 10 + next as usize;
                        chars.next();
                        if run > size {
                            break;
                        }
                    }
                    file += run;
                } else {
                    let piece = Piece::from_letter(c).ok_or(ParseFenError::InvalidChar {
                        rank: rank + 1,
                        found: c,
                    })?;
                    if let Some(sq) = Square::new(file as u8, rank as u8) {
                        match piece {
                            Piece::Stone(p) => setup.stones[p.index()].insert(sq),
                            Piece::Arrow => setup.arrows.insert(sq),
                        }
                    }
                    file += 1;
                }
                if file > size {
                    return Err(ParseFenError::RankWidth {
                        rank: rank + 1,
                        found: file,
                        expected: size,
                    });
                }
            }
            if file != size {
                return Err(ParseFenError::RankWidth {
                    rank: rank + 1,
                    found: file,
                    expected: size,
                });
            }
        }
        Ok(setup)
    }
}

impl<G: Geometry> fmt::Display for Setup<G> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for rank in (0..G::SIZE).rev() {
            let mut empty = 0;
            for file in 0..G::SIZE {
                let sq = Square::new(file, rank).expect("on the board");
                match self.piece_at(sq) {
                    Some(piece) => {
                        if empty > 0 {
                            write!(f, "{empty}")?;
                            empty = 0;
                        }
                        write!(f, "{}", piece.letter())?;
                    }
                    None => empty += 1,
                }
            }
            if empty > 0 {
                write!(f, "{empty}")?;
            }
            if rank > 0 {
                f.write_str("/")?;
            }
        }
        let side = match self.turn {
            Player::White => 'w',
            Player::Black => 'b',
        };
        write!(f, " {side} {} {}", self.quiet, self.ply)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::geometry::{Board6, Board8, Board10};

    #[test]
    fn doubled_squares_are_refused() {
        let mut setup: Setup<Board6> = "6/6/6/6/6/WB4 w 0 0".parse().unwrap();
        assert_eq!(setup.check_disjoint(), Ok(()));
        let a1 = "a1".parse().unwrap();
        setup.arrows.insert(a1);
        let error = setup.check_disjoint().unwrap_err();
        assert_eq!(error, PositionError::Overlap(a1.coord()));
        assert_eq!(
            ParseFenError::from(error).to_string(),
            "impossible position: a1 holds two pieces at once"
        );
        setup.arrows.remove(a1);
        setup.stones[Player::Black.index()].insert(a1);
        assert_eq!(
            setup.check_disjoint(),
            Err(PositionError::Overlap(a1.coord()))
        );
    }

    #[test]
    fn round_trips() {
        let texts = ["3BB1/3BBB/4BB/WW4/WWW3/1WW3 w 0 0", "6/6/6/6/6/X5 b 3 17"];
        for text in texts {
            assert_eq!(text.parse::<Setup<Board6>>().unwrap().to_string(), text);
        }
        let ten = "10/10/10/10/10/10/10/10/10/W8B w 0 0";
        assert_eq!(ten.parse::<Setup<Board10>>().unwrap().to_string(), ten);
    }

    #[test]
    fn rejects_malformed_text() {
        let cases: &[(&str, ParseFenError)] = &[
            ("6/6/6/6/6/6 w 0", ParseFenError::FieldCount(3)),
            (
                "6/6/6/6/6 w 0 0",
                ParseFenError::RankCount {
                    expected: 6,
                    found: 5,
                },
            ),
            (
                "6/6/6/6/6/6/6 w 0 0",
                ParseFenError::RankCount {
                    expected: 6,
                    found: 7,
                },
            ),
            (
                "6/6/6/6/6/7 w 0 0",
                ParseFenError::RankWidth {
                    rank: 1,
                    found: 7,
                    expected: 6,
                },
            ),
            (
                "6/6/6/6/6/5 w 0 0",
                ParseFenError::RankWidth {
                    rank: 1,
                    found: 5,
                    expected: 6,
                },
            ),
            (
                "6/6/6/6/6/W6 w 0 0",
                ParseFenError::RankWidth {
                    rank: 1,
                    found: 7,
                    expected: 6,
                },
            ),
            (
                "6/6/6/6/6/5Q w 0 0",
                ParseFenError::InvalidChar {
                    rank: 1,
                    found: 'Q',
                },
            ),
            (
                "6/6/6/6/6/05W w 0 0",
                ParseFenError::InvalidChar {
                    rank: 1,
                    found: '0',
                },
            ),
            ("6/6/6/6/6/6 x 0 0", ParseFenError::InvalidSide("x".into())),
            (
                "6/6/6/6/6/6 w -1 0",
                ParseFenError::InvalidCounter {
                    field: "quiet",
                    found: "-1".into(),
                },
            ),
            (
                "6/6/6/6/6/6 w 0 99999999999",
                ParseFenError::InvalidCounter {
                    field: "ply",
                    found: "99999999999".into(),
                },
            ),
        ];
        for (text, expected) in cases {
            assert_eq!(
                text.parse::<Setup<Board6>>().as_ref(),
                Err(expected),
                "{text}"
            );
        }
        let huge = "1".repeat(100_000);
        assert_eq!(
            huge.parse::<Setup<Board8>>(),
            Err(ParseFenError::TooLong(100_000))
        );
        assert!(
            "9999999999999999999999/8/8/8/8/8/8/8 w 0 0"
                .parse::<Setup<Board8>>()
                .is_err()
        );
    }

    #[test]
    fn checks_counters() {
        let setup: Setup<Board6> = "6/6/6/6/6/6 b 0 1".parse().unwrap();
        assert!(setup.check_counters(Player::White).is_ok());
        assert!(setup.check_counters(Player::Black).is_err());
        let setup: Setup<Board6> = "6/6/6/6/6/6 w 3 2".parse().unwrap();
        assert!(setup.check_counters(Player::White).is_err());
    }
}
