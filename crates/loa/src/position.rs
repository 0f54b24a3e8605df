//! A Lines of Action position and its rules.

use crate::moves::Move;
use crate::{Bitboard, Square};
use skillgames_core::zobrist::{piece_key, side_key};
use skillgames_core::{
    Board8, Counter, Direction, Events, Game, MoveSquares, ParseFenError, Piece, Player,
    PositionError, Setup,
};

/// The result of a game of Lines of Action.
pub type Outcome = skillgames_core::Outcome<EndReason>;

/// What decided a game of Lines of Action.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum EndReason {
    /// A side's pieces are all connected.
    Connected,
    /// [`MOVE_LIMIT`] plies were played without a winner: a draw.
    MoveLimit,
    /// The side to move had no legal move, and lost.
    NoMoves,
}

impl skillgames_core::EndReason for EndReason {
    const ALL: &'static [Self] = &[
        EndReason::NoMoves,
        EndReason::Connected,
        EndReason::MoveLimit,
    ];

    fn name(self) -> &'static str {
        match self {
            EndReason::Connected => "connected",
            EndReason::MoveLimit => "movelimit",
            EndReason::NoMoves => "nomoves",
        }
    }
}

/// A piece captured by a move: the event [`Game::play_recording`] reports.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Capture {
    /// Where the piece stood.
    pub square: Square,
    /// Whose piece it was.
    pub owner: Player,
}

/// Pieces per side at the start.
pub const PIECES_PER_SIDE: u32 = 12;
/// The game is drawn once this many plies have been played without a winner.
pub const MOVE_LIMIT: u32 = 300;

/// A Lines of Action position (8x8).
///
/// Black stands on the top and bottom edges and moves first. See the crate docs for the rules.
#[derive(Clone, PartialEq, Eq, Hash)]
pub struct Loa {
    pieces: [Bitboard; 2],
    turn: Player,
    quiet: u32,
    ply: u32,
    hash: u64,
    /// The result decided by connection or the move limit (not by a lack of moves), kept so
    /// that it is computed once per move.
    decided: Option<Outcome>,
}

/// Whether `pieces` form one group under the eight-neighbourhood (zero or one piece counts).
#[must_use]
pub fn is_connected(pieces: Bitboard) -> bool {
    let Some(first) = pieces.first() else {
        return true;
    };
    let mut group = Bitboard::from_square(first);
    loop {
        let grown = group.dilate() & pieces;
        if grown == group {
            return group == pieces;
        }
        group = grown;
    }
}

/// Where a piece lands moving a given distance in a given direction, and the squares it
/// passes on the way (not the landing square). `target == 0` when it would leave the board.
#[derive(Clone, Copy)]
struct Jump {
    target: u64,
    path: u64,
}

/// `JUMPS[direction][square][distance - 1]`, for distances 1 to 8.
static JUMPS: [[[Jump; 8]; 64]; 8] = build_jumps();

const fn build_jumps() -> [[[Jump; 8]; 64]; 8] {
    let mut table = [[[Jump { target: 0, path: 0 }; 8]; 64]; 8];
    let mut dir = 0;
    while dir < 8 {
        let (dx, dy) = Direction::ALL[dir].delta();
        let mut sq = 0;
        while sq < 64 {
            let (x, y) = ((sq % 8) as i8, (sq / 8) as i8);
            let mut path = 0u64;
            let mut distance = 1;
            while distance <= 8 {
                let (tx, ty) = (x + dx * distance, y + dy * distance);
                if tx < 0 || tx >= 8 || ty < 0 || ty >= 8 {
                    break;
                }
                let target = 1u64 << (ty * 8 + tx);
                table[dir][sq][distance as usize - 1] = Jump { target, path };
                path |= target;
                distance += 1;
            }
            sq += 1;
        }
        dir += 1;
    }
    table
}

impl Loa {
    /// The pieces of `player`.
    #[must_use]
    pub fn pieces(&self, player: Player) -> Bitboard {
        self.pieces[player.index()]
    }

    /// Every piece on the board.
    #[must_use]
    pub fn occupied(&self) -> Bitboard {
        self.pieces[0] | self.pieces[1]
    }

    /// Plies since the last capture.
    #[must_use]
    pub fn quiet(&self) -> u32 {
        self.quiet
    }

    /// Calls `visit` with each move the piece on `from` (which must be `player`'s) could make
    /// if `player` were to move, until it returns `false`; returns `false` if it was stopped.
    #[inline(always)]
    fn for_each_move_of(
        &self,
        player: Player,
        from: Square,
        mut visit: impl FnMut(Move) -> bool,
    ) -> bool {
        let own = self.pieces[player.index()].bits();
        let enemy = self.pieces[player.opponent().index()].bits();
        let occupied = own | enemy;
        for axis in Direction::POSITIVE {
            let distance = (Bitboard::line(from, axis).bits() & occupied).count_ones();
            for dir in [axis, axis.opposite()] {
                let Jump { target, path } = JUMPS[dir.index()][from.index()][distance as usize - 1];
                if target & own != 0 || path & enemy != 0 || target == 0 {
                    continue;
                }
                let to = Square::from_index_unchecked(target.trailing_zeros());
                if !visit(Move {
                    from,
                    to,
                    capture: target & enemy != 0,
                }) {
                    return false;
                }
            }
        }
        true
    }

    #[inline(always)]
    fn for_each_move_from(&self, from: Square, visit: impl FnMut(Move) -> bool) -> bool {
        self.for_each_move_of(self.turn, from, visit)
    }

    /// The number of moves `player` would have if it were to move (its mobility), ignoring
    /// whether the game is over.
    #[must_use]
    pub fn mobility(&self, player: Player) -> usize {
        let mut count = 0;
        for from in self.pieces[player.index()] {
            self.for_each_move_of(player, from, |_| {
                count += 1;
                true
            });
        }
        count
    }

    /// The legal moves of the piece on `from`, if it belongs to the side to move.
    #[must_use]
    pub fn moves_from(&self, from: Square) -> Vec<Move> {
        let mut moves = Vec::new();
        if self.decided.is_none() && self.pieces[self.turn.index()].contains(from) {
            self.for_each_move_from(from, |mv| {
                moves.push(mv);
                true
            });
        }
        moves
    }

    fn has_legal_move(&self) -> bool {
        self.pieces[self.turn.index()]
            .into_iter()
            .any(|from| !self.for_each_move_from(from, |_| false))
    }

    /// The result decided by connection or the move limit, for the position just reached by
    /// the side not to move. The opponent (the side to move) can only have become connected
    /// through a capture: `check_side_to_move` may be false when there was none.
    fn decide(&self, check_side_to_move: bool) -> Option<Outcome> {
        let reason = EndReason::Connected;
        let mover = self.turn.opponent();
        if is_connected(self.pieces[mover.index()]) {
            Some(Outcome::Win {
                winner: mover,
                reason,
            })
        } else if check_side_to_move && is_connected(self.pieces[self.turn.index()]) {
            Some(Outcome::Win {
                winner: self.turn,
                reason,
            })
        } else if self.ply >= MOVE_LIMIT {
            Some(Outcome::Draw {
                reason: EndReason::MoveLimit,
            })
        } else {
            None
        }
    }
}

impl Game for Loa {
    type Geometry = Board8;
    type Move = Move;

    type EndReason = EndReason;
    type Event = Capture;

    fn start() -> Self {
        const EDGE: u64 = 0x7E;
        const SIDE: u64 = 0x0001_0101_0101_0100;
        let black = Bitboard::from_bits(EDGE | EDGE << 56);
        let white = Bitboard::from_bits(SIDE | SIDE << 7);
        let mut position = Loa {
            pieces: [white, black],
            turn: Player::Black,
            quiet: 0,
            ply: 0,
            hash: 0,
            decided: None,
        };
        position.hash = position.setup().zobrist();
        position
    }

    fn from_setup(setup: Setup<Board8>) -> Result<Self, ParseFenError> {
        setup.check_disjoint()?;
        setup.check_no_arrows()?;
        setup.check_counters(Player::Black)?;
        for player in Player::ALL {
            let count = setup.stones[player.index()].count();
            if !(1..=PIECES_PER_SIDE).contains(&count) {
                return Err(PositionError::PieceCount {
                    player,
                    found: count,
                    min: 1,
                    max: PIECES_PER_SIDE,
                }
                .into());
            }
        }
        if setup.ply > MOVE_LIMIT {
            return Err(PositionError::PastLimit {
                counter: Counter::Ply,
                found: setup.ply,
                limit: MOVE_LIMIT,
            }
            .into());
        }
        let mut position = Loa {
            pieces: setup.stones,
            turn: setup.turn,
            quiet: setup.quiet,
            ply: setup.ply,
            hash: 0,
            decided: None,
        };
        position.hash = position.setup().zobrist();
        position.decided = position.decide(true);
        Ok(position)
    }

    fn setup(&self) -> Setup<Board8> {
        Setup {
            stones: self.pieces,
            quiet: self.quiet,
            ply: self.ply,
            ..Setup::empty(self.turn)
        }
    }

    fn turn(&self) -> Player {
        self.turn
    }

    fn ply(&self) -> u32 {
        self.ply
    }

    fn piece_at(&self, sq: Square) -> Option<Piece> {
        Player::ALL
            .into_iter()
            .find(|p| self.pieces[p.index()].contains(sq))
            .map(Piece::Stone)
    }

    fn legal_moves(&self, moves: &mut Vec<Move>) {
        moves.clear();
        if self.decided.is_some() {
            return;
        }
        for from in self.pieces[self.turn.index()] {
            self.for_each_move_from(from, |mv| {
                moves.push(mv);
                true
            });
        }
    }

    fn count_legal_moves(&self) -> usize {
        if self.decided.is_some() {
            return 0;
        }
        self.mobility(self.turn)
    }

    fn is_legal(&self, mv: Move) -> bool {
        let mut found = false;
        if self.decided.is_none() && self.pieces[self.turn.index()].contains(mv.from) {
            self.for_each_move_from(mv.from, |legal| {
                found = legal == mv;
                !found
            });
        }
        found
    }

    fn play_recording(&mut self, mv: Move, events: &mut impl Events<Capture>) {
        let (mover, enemy) = (self.turn, self.turn.opponent());
        self.pieces[mover.index()].remove(mv.from);
        self.pieces[mover.index()].insert(mv.to);
        self.hash ^= piece_key(Piece::Stone(mover), mv.from.index())
            ^ piece_key(Piece::Stone(mover), mv.to.index())
            ^ side_key(Player::Black);
        if mv.capture {
            self.pieces[enemy.index()].remove(mv.to);
            self.hash ^= piece_key(Piece::Stone(enemy), mv.to.index());
            events.push(Capture {
                square: mv.to,
                owner: enemy,
            });
        }
        self.quiet = if mv.capture { 0 } else { self.quiet + 1 };
        self.ply += 1;
        self.turn = enemy;
        // The opponent's pieces only change on a capture, and they were not connected before
        // (the game would have ended), so only then can they be connected now.
        self.decided = self.decide(mv.capture);
    }

    fn outcome(&self) -> Option<Outcome> {
        self.decided.or_else(|| {
            (!self.has_legal_move()).then_some(Outcome::Win {
                winner: self.turn.opponent(),
                reason: EndReason::NoMoves,
            })
        })
    }

    fn zobrist(&self) -> u64 {
        self.hash
    }

    fn move_squares(mv: Move) -> MoveSquares<Board8> {
        MoveSquares {
            from: mv.from,
            to: mv.to,
            arrow: None,
            capture: mv.capture,
        }
    }

    fn complete_move(&self, mv: Move) -> Move {
        // A capture may be written with '-'.
        let capture = mv.capture || self.pieces[self.turn.opponent().index()].contains(mv.to);
        Move { capture, ..mv }
    }
}

skillgames_core::impl_position_traits!(impl[] Loa);
