//! The one interface every game implements: the search, the engine protocol and the app are
//! written against it alone.

use crate::geometry::Geometry;
use crate::piece::Piece;
use crate::player::{EndReason, Outcome, Player};
use crate::setup::{ParseFenError, Setup};
use crate::square::Square;
use std::fmt::{Debug, Display};
use std::hash::Hash;
use std::str::FromStr;

/// Why a move could not be played.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum PlayError {
    /// The game has already ended.
    #[error("the game is over")]
    GameOver,
    /// The move is not legal in this position.
    #[error("illegal move {0}")]
    Illegal(String),
}

/// Why text could not be read as a legal move.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum MoveError {
    /// The text is not a move of this game at all.
    #[error("cannot read {text:?} as a move: expected {expected}")]
    Syntax {
        /// The text, shortened.
        text: String,
        /// What a move of this game looks like.
        expected: &'static str,
    },
    /// The text is a move, but not a legal one here.
    #[error(transparent)]
    Play(#[from] PlayError),
}

impl MoveError {
    /// A syntax error for `text`, which should have looked like `expected`.
    #[must_use]
    pub fn syntax(text: &str, expected: &'static str) -> Self {
        MoveError::Syntax {
            text: crate::shorten(text),
            expected,
        }
    }
}

/// Where a move reports what it caused beyond moving a piece (sinkings, captures): a `Vec` to
/// keep them, or [`Ignore`] to drop them at no cost (search and perft).
pub trait Events<E> {
    /// Records one event.
    fn push(&mut self, event: E);
}

impl<E> Events<E> for Vec<E> {
    #[inline(always)]
    fn push(&mut self, event: E) {
        Vec::push(self, event);
    }
}

/// Drops every event: what [`Game::play_unchecked`] plays with, so that search and perft
/// neither allocate nor record.
#[derive(Clone, Copy, Debug, Default)]
pub struct Ignore;

impl<E> Events<E> for Ignore {
    #[inline(always)]
    fn push(&mut self, _event: E) {}
}

/// The squares a move touches, for drawing it: where the piece starts and lands, the arrow it
/// shoots (Amazons), and whether it captures what stood on `to` (Lines of Action).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MoveSquares<G: Geometry> {
    /// Where the piece stands.
    pub from: Square<G>,
    /// Where it lands.
    pub to: Square<G>,
    /// Where its arrow lands (Amazons only).
    pub arrow: Option<Square<G>>,
    /// Whether it captures the piece on `to`.
    pub capture: bool,
}

/// A two-player game position: its rules, notation and position text.
///
/// Positions are small `Copy`-like values; search clones and plays instead of undoing moves.
pub trait Game:
    Clone + Eq + Debug + Display + FromStr<Err = ParseFenError> + Send + Sync + 'static
{
    /// The board size.
    type Geometry: Geometry;
    /// A move, written with [`Display`] and read with [`FromStr`] in the game's notation
    /// (reading checks only the syntax; see [`Game::parse_move`]).
    type Move: Copy + Eq + Hash + Debug + Display + FromStr<Err = MoveError> + Send + Sync + 'static;

    /// What can decide a finished game.
    type EndReason: EndReason;
    /// What a move can cause beyond moving a piece (Archimedes sinkings, Lines of Action
    /// captures); [`std::convert::Infallible`] for a game where moves cause nothing more.
    type Event: Clone + Eq + Debug + Send + Sync + 'static;

    /// The starting position.
    fn start() -> Self;

    /// The position described by `setup`, if it can occur in this game.
    ///
    /// # Errors
    /// [`ParseFenError::Impossible`] with the [`PositionError`](crate::PositionError) that
    /// says what cannot occur.
    fn from_setup(setup: Setup<Self::Geometry>) -> Result<Self, ParseFenError>;

    /// The position as an unvalidated setup (its text is the position text).
    fn setup(&self) -> Setup<Self::Geometry>;

    /// The side to move.
    fn turn(&self) -> Player;

    /// Plies played since the start.
    fn ply(&self) -> u32;

    /// What stands on `sq`.
    fn piece_at(&self, sq: Square<Self::Geometry>) -> Option<Piece>;

    /// Replaces the contents of `moves` with every legal move; none once the game is over.
    fn legal_moves(&self, moves: &mut Vec<Self::Move>);

    /// The number of legal moves (0 once the game is over); games override it with a count that
    /// does not list them.
    fn count_legal_moves(&self) -> usize {
        let mut moves = Vec::new();
        self.legal_moves(&mut moves);
        moves.len()
    }

    /// Whether `mv` is legal here.
    fn is_legal(&self, mv: Self::Move) -> bool;

    /// Plays `mv`, which must be legal.
    ///
    /// # Panics
    /// An illegal `mv` may panic or leave a position that breaks the rules; check with
    /// [`Game::is_legal`] or use [`Game::try_play`] for moves from outside.
    #[inline]
    fn play_unchecked(&mut self, mv: Self::Move) {
        self.play_recording(mv, &mut Ignore);
    }

    /// Plays `mv`, which must be legal, reporting what it caused to `events`.
    ///
    /// # Panics
    /// As [`Game::play_unchecked`].
    fn play_recording(&mut self, mv: Self::Move, events: &mut impl Events<Self::Event>);

    /// The result, once the game is over.
    fn outcome(&self) -> Option<Outcome<Self::EndReason>>;

    /// A Zobrist hash of the position (board and side to move), kept up to date incrementally.
    fn zobrist(&self) -> u64;

    /// The squares `mv` touches.
    fn move_squares(mv: Self::Move) -> MoveSquares<Self::Geometry>;

    /// Completes a move read from notation with what the notation may leave out here (Lines of
    /// Action: a capture written with `-`). Unchanged by default.
    fn complete_move(&self, mv: Self::Move) -> Self::Move {
        mv
    }

    /// Reads a move in the game's notation and checks that it is legal here.
    ///
    /// # Errors
    /// [`MoveError::Syntax`] when the text is not a move of this game, [`MoveError::Play`] when it
    /// is not legal here.
    fn parse_move(&self, text: &str) -> Result<Self::Move, MoveError> {
        let mv = self.complete_move(text.parse()?);
        if self.outcome().is_some() {
            Err(PlayError::GameOver.into())
        } else if self.is_legal(mv) {
            Ok(mv)
        } else {
            Err(PlayError::Illegal(mv.to_string()).into())
        }
    }

    /// Plays `mv` if it is legal, else leaves the position unchanged.
    ///
    /// # Errors
    /// [`PlayError::GameOver`] after the end, [`PlayError::Illegal`] for any other illegal move.
    fn try_play(&mut self, mv: Self::Move) -> Result<(), PlayError> {
        if self.outcome().is_some() {
            Err(PlayError::GameOver)
        } else if !self.is_legal(mv) {
            Err(PlayError::Illegal(mv.to_string()))
        } else {
            self.play_unchecked(mv);
            Ok(())
        }
    }

    /// Plays a legal move.
    ///
    /// # Panics
    /// When `mv` is illegal or the game is over.
    fn play(&mut self, mv: Self::Move) {
        if let Err(err) = self.try_play(mv) {
            panic!("{err}");
        }
    }

    /// The position text, e.g. `1B2B1/B4B/6/6/W4W/1W2W1 w 0 0`.
    fn fen(&self) -> String {
        self.setup().to_string()
    }
}

/// Implements the standard traits every position type has, in terms of [`Game`]:
/// `Default` (the start), `FromStr` and `Display` (the position text) and `Debug`.
///
/// ```ignore
/// skillgames_core::impl_position_traits!(impl[G: Geometry] Amazons<G>);
/// skillgames_core::impl_position_traits!(impl[] Loa);
/// ```
#[macro_export]
macro_rules! impl_position_traits {
    (impl[$($generics:tt)*] $name:ident $(<$($args:ident),*>)?) => {
        $crate::impl_position_traits!(@impl [$($generics)*] $name $(<$($args),*>)?, stringify!($name));
    };
    (@impl [$($generics:tt)*] $ty:ty, $debug_name:expr) => {
        impl<$($generics)*> ::std::default::Default for $ty {
            fn default() -> Self {
                <Self as $crate::Game>::start()
            }
        }

        impl<$($generics)*> ::std::str::FromStr for $ty {
            type Err = $crate::ParseFenError;

            fn from_str(text: &str) -> ::std::result::Result<Self, $crate::ParseFenError> {
                <Self as $crate::Game>::from_setup(text.parse()?)
            }
        }

        /// Writes the position text.
        impl<$($generics)*> ::std::fmt::Display for $ty {
            fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
                ::std::fmt::Display::fmt(&<Self as $crate::Game>::setup(self), f)
            }
        }

        impl<$($generics)*> ::std::fmt::Debug for $ty {
            fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
                write!(f, "{}({self})", $debug_name)
            }
        }
    };
}
