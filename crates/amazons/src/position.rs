//! An Amazons position and its rules.

use crate::moves::Move;
use skillgames_core::zobrist::{piece_key, side_key};
use skillgames_core::{
    Bitboard, Counter, Direction, Events, Game, Geometry, MoveSquares, ParseFenError, Piece,
    Player, PositionError, Setup, Square,
};
use std::convert::Infallible;

/// The result of a game of Amazons.
pub type Outcome = skillgames_core::Outcome<EndReason>;

/// What decided a game of Amazons: there is only one way to end, and no draw.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum EndReason {
    /// The side to move could not move, and lost.
    NoMoves,
}

impl skillgames_core::EndReason for EndReason {
    const ALL: &'static [Self] = &[EndReason::NoMoves];

    fn name(self) -> &'static str {
        match self {
            EndReason::NoMoves => "nomoves",
        }
    }
}

/// Amazons per side.
pub const AMAZONS_PER_SIDE: u32 = 4;

/// An Amazons position on a board of geometry `G`.
///
/// White starts at the bottom and moves first. See the crate docs for the rules.
#[derive(Clone, PartialEq, Eq, Hash)]
pub struct Amazons<G: Geometry> {
    amazons: [Bitboard<G>; 2],
    arrows: Bitboard<G>,
    turn: Player,
    ply: u32,
    hash: u64,
}

impl<G: Geometry> Amazons<G> {
    /// White's starting squares: 6x6 a2 f2 b1 e1; 8x8 a3 h3 c1 f1; 10x10 a4 j4 d1 g1.
    /// Black's are the same squares mirrored top to bottom.
    #[must_use]
    pub fn start_squares() -> Bitboard<G> {
        let n = G::SIZE;
        // Bottom-row amazons stand `inset` squares in from each side, side-edge amazons
        // `inset` ranks up: b1 e1 a2 f2 on 6x6, up to d1 g1 a4 j4 on 10x10.
        let inset = n / 2 - 2;
        [(inset, 0), (n - 1 - inset, 0), (0, inset), (n - 1, inset)]
            .into_iter()
            .filter_map(|(file, rank)| Square::new(file, rank))
            .collect()
    }

    /// The amazons of `player`.
    #[must_use]
    pub fn amazons(&self, player: Player) -> Bitboard<G> {
        self.amazons[player.index()]
    }

    /// Every arrow on the board.
    #[must_use]
    pub fn arrows(&self) -> Bitboard<G> {
        self.arrows
    }

    /// Every occupied square: amazons and arrows.
    #[must_use]
    pub fn occupied(&self) -> Bitboard<G> {
        self.amazons[0] | self.amazons[1] | self.arrows
    }

    /// The squares `player`'s amazons could move to right now, each counted once (the score
    /// line of the app).
    #[must_use]
    pub fn reachable(&self, player: Player) -> Bitboard<G> {
        let occupied = self.occupied();
        self.amazons[player.index()]
            .into_iter()
            .fold(Bitboard::EMPTY, |acc, sq| {
                acc | Bitboard::queen_moves(sq, occupied)
            })
    }

    /// Where the amazon on `from` may land.
    #[must_use]
    pub fn destinations(&self, from: Square<G>) -> Bitboard<G> {
        if self.amazons[self.turn.index()].contains(from) {
            Bitboard::queen_moves(from, self.occupied())
        } else {
            Bitboard::EMPTY
        }
    }

    /// Where the amazon moved from `from` to `to` may shoot its arrow (the square it left
    /// counts as empty).
    #[must_use]
    pub fn arrow_targets(&self, from: Square<G>, to: Square<G>) -> Bitboard<G> {
        let mut occupied = self.occupied();
        occupied.remove(from);
        Bitboard::queen_moves(to, occupied)
    }
}

impl<G: Geometry> Game for Amazons<G> {
    type Geometry = G;
    type Move = Move<G>;

    type EndReason = EndReason;
    // A move causes nothing beyond moving an amazon and shooting its arrow.
    type Event = Infallible;

    fn start() -> Self {
        let white = Self::start_squares();
        let black = white
            .into_iter()
            .filter_map(|sq| Square::new(sq.file(), G::SIZE - 1 - sq.rank()))
            .collect();
        let mut position = Amazons {
            amazons: [white, black],
            arrows: Bitboard::EMPTY,
            turn: Player::White,
            ply: 0,
            hash: 0,
        };
        position.hash = position.setup().zobrist();
        position
    }

    fn from_setup(setup: Setup<G>) -> Result<Self, ParseFenError> {
        setup.check_disjoint()?;
        setup.check_counters(Player::White)?;
        for player in Player::ALL {
            let count = setup.stones[player.index()].count();
            if count != AMAZONS_PER_SIDE {
                return Err(PositionError::PieceCount {
                    player,
                    found: count,
                    min: AMAZONS_PER_SIDE,
                    max: AMAZONS_PER_SIDE,
                }
                .into());
            }
        }
        if setup.arrows.count() != setup.ply {
            return Err(PositionError::ArrowCount {
                found: setup.arrows.count(),
                expected: setup.ply,
            }
            .into());
        }
        if setup.quiet != setup.ply {
            return Err(PositionError::CounterMismatch {
                counter: Counter::Quiet,
                found: setup.quiet,
                expected: setup.ply,
            }
            .into());
        }
        let mut position = Amazons {
            amazons: setup.stones,
            arrows: setup.arrows,
            turn: setup.turn,
            ply: setup.ply,
            hash: 0,
        };
        position.hash = position.setup().zobrist();
        Ok(position)
    }

    fn setup(&self) -> Setup<G> {
        Setup {
            stones: self.amazons,
            arrows: self.arrows,
            quiet: self.ply,
            ply: self.ply,
            turn: self.turn,
        }
    }

    fn turn(&self) -> Player {
        self.turn
    }

    fn ply(&self) -> u32 {
        self.ply
    }

    fn piece_at(&self, sq: Square<G>) -> Option<Piece> {
        if self.arrows.contains(sq) {
            return Some(Piece::Arrow);
        }
        Player::ALL
            .into_iter()
            .find(|p| self.amazons[p.index()].contains(sq))
            .map(Piece::Stone)
    }

    fn legal_moves(&self, moves: &mut Vec<Move<G>>) {
        moves.clear();
        let occupied = self.occupied();
        for from in self.amazons[self.turn.index()] {
            let without = occupied - Bitboard::from_square(from);
            for to in Bitboard::queen_moves(from, occupied) {
                for arrow in Bitboard::queen_moves(to, without) {
                    moves.push(Move { from, to, arrow });
                }
            }
        }
    }

    /// Counts without listing: for an amazon on `a` landing on `d`, the arrow reaches every
    /// empty square `d` sees with `a` still in place, plus `a`'s square and the empty run
    /// beyond it (on the line back towards `a`). The first part is summed over all landing
    /// squares at once with bitboards of "the next `j` squares in direction `dir` are empty".
    fn count_legal_moves(&self) -> usize {
        let occupied = self.occupied();
        let empty = !occupied;
        let mut landings = [Bitboard::EMPTY; AMAZONS_PER_SIDE as usize];
        let mut total = 0;
        for (from, landing) in self.amazons[self.turn.index()]
            .into_iter()
            .zip(&mut landings)
        {
            let mut run = [0; 8];
            for dir in Direction::ALL {
                let squares = Bitboard::slide(from, dir, occupied) - occupied;
                run[dir.index()] = squares.count();
                *landing |= squares;
            }
            for dir in Direction::ALL {
                total += run[dir.index()] * (1 + run[dir.opposite().index()]);
            }
        }
        let any_landing = landings.iter().fold(Bitboard::EMPTY, |acc, &l| acc | l);
        for dir in Direction::ALL {
            let back = dir.opposite();
            let next_empty = empty.shift(back);
            let mut clear_run = next_empty;
            while (clear_run & any_landing).any() {
                total += landings
                    .iter()
                    .map(|&l| (l & clear_run).count())
                    .sum::<u32>();
                clear_run = next_empty & clear_run.shift(back);
            }
        }
        total as usize
    }

    fn is_legal(&self, mv: Move<G>) -> bool {
        self.amazons[self.turn.index()].contains(mv.from)
            && Bitboard::queen_moves(mv.from, self.occupied()).contains(mv.to)
            && self.arrow_targets(mv.from, mv.to).contains(mv.arrow)
    }

    fn play_recording(&mut self, mv: Move<G>, _events: &mut impl Events<Infallible>) {
        let mover = self.turn.index();
        self.amazons[mover].remove(mv.from);
        self.amazons[mover].insert(mv.to);
        self.arrows.insert(mv.arrow);
        let piece = Piece::Stone(self.turn);
        self.hash ^= piece_key(piece, mv.from.index())
            ^ piece_key(piece, mv.to.index())
            ^ piece_key(Piece::Arrow, mv.arrow.index())
            ^ side_key(Player::Black);
        self.ply += 1;
        self.turn = self.turn.opponent();
    }

    fn outcome(&self) -> Option<Outcome> {
        // An amazon next to an empty square can always move there and shoot back.
        let own = self.amazons[self.turn.index()];
        let stuck = (own.dilate() - self.occupied()).is_empty();
        stuck.then_some(Outcome::Win {
            winner: self.turn.opponent(),
            reason: EndReason::NoMoves,
        })
    }

    fn zobrist(&self) -> u64 {
        self.hash
    }

    fn move_squares(mv: Move<G>) -> MoveSquares<G> {
        MoveSquares {
            from: mv.from,
            to: mv.to,
            arrow: Some(mv.arrow),
            capture: false,
        }
    }
}

skillgames_core::impl_position_traits!(impl[G: Geometry] Amazons<G>);
