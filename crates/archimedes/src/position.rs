//! An Archimedes position and its rules.

use crate::moves::Move;
use skillgames_core::zobrist::{piece_key, side_key};
use skillgames_core::{
    Bitboard, Counter, Events, Game, Geometry, MoveSquares, ParseFenError, Piece, Player,
    PositionError, Setup, Square,
};

/// The result of a game of Archimedes.
pub type Outcome = skillgames_core::Outcome<EndReason>;

/// What decided a game of Archimedes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum EndReason {
    /// A fleet fell below [`MIN_FLEET`] ships (both at once: a draw).
    Fleet,
    /// [`QUIET_LIMIT`] plies in a row passed without a sinking: the larger fleet wins.
    Quiet,
    /// The side to move had no legal move, and lost.
    NoMoves,
}

impl skillgames_core::EndReason for EndReason {
    const ALL: &'static [Self] = &[EndReason::Fleet, EndReason::Quiet, EndReason::NoMoves];

    fn name(self) -> &'static str {
        match self {
            EndReason::Fleet => "fleet",
            EndReason::Quiet => "quiet",
            EndReason::NoMoves => "nomoves",
        }
    }
}

/// A ship sunk by a move: the event [`Game::play_recording`] reports.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Sinking<G: Geometry> {
    /// Where the ship stood.
    pub ship: Square<G>,
    /// Whose ship it was.
    pub owner: Player,
    /// The enemy ships that saw it (three or more).
    pub watchers: Bitboard<G>,
    /// 0 for ships sunk directly by the move, 1 for those sunk once the first wave was
    /// removed, and so on.
    pub wave: u8,
}

/// A ship that sees this many enemy ships is sunk.
pub const WATCHERS_TO_SINK: u32 = 3;
/// A fleet with fewer ships than this has lost.
pub const MIN_FLEET: u32 = 3;
/// This many plies in a row without a sinking end the game.
pub const QUIET_LIMIT: u32 = 50;

/// An Archimedes position on a board of geometry `G`.
///
/// White's fleet starts in the bottom-left corner and moves first. See the crate docs for the
/// rules.
#[derive(Clone, PartialEq, Eq, Hash)]
pub struct Archimedes<G: Geometry> {
    ships: [Bitboard<G>; 2],
    turn: Player,
    quiet: u32,
    ply: u32,
    hash: u64,
}

impl<G: Geometry> Archimedes<G> {
    /// The squares of White's starting fleet: with `k = SIZE / 2`, every `(x, y)` with
    /// `x + y <= k` except the corner `(0, 0)` and the edge squares `(k, 0)` and `(0, k)`.
    #[must_use]
    pub fn start_fleet() -> Bitboard<G> {
        let k = G::SIZE / 2;
        Square::<G>::all()
            .filter(|sq| {
                let (x, y) = (sq.file(), sq.rank());
                x + y <= k && ![(0, 0), (k, 0), (0, k)].contains(&(x, y))
            })
            .collect()
    }

    /// Ships in each fleet at the start: 7, 12 and 18 on 6x6, 8x8 and 10x10.
    #[must_use]
    pub fn fleet_size() -> u32 {
        Self::start_fleet().count()
    }

    /// The ships of `player`.
    #[must_use]
    pub fn ships(&self, player: Player) -> Bitboard<G> {
        self.ships[player.index()]
    }

    /// Every ship on the board.
    #[must_use]
    pub fn occupied(&self) -> Bitboard<G> {
        self.ships[0] | self.ships[1]
    }

    /// Plies since the last sinking (the game ends at [`QUIET_LIMIT`]).
    #[must_use]
    pub fn quiet(&self) -> u32 {
        self.quiet
    }

    /// The owner of the ship on `sq`, if any.
    #[must_use]
    pub fn owner(&self, sq: Square<G>) -> Option<Player> {
        Player::ALL
            .into_iter()
            .find(|p| self.ships[p.index()].contains(sq))
    }

    /// The enemy ships that the ship on `sq` sees (the first ship in each of the eight
    /// directions, if it is an enemy). Empty if no ship stands on `sq`.
    #[must_use]
    pub fn watchers(&self, sq: Square<G>) -> Bitboard<G> {
        match self.owner(sq) {
            Some(owner) => self.enemies_seen(sq, owner, self.occupied()),
            None => Bitboard::EMPTY,
        }
    }

    /// The enemy ships that would see a ship of `player` standing on `sq` (for instance a
    /// destination being considered), with the ship on `from` (if any) gone.
    #[must_use]
    pub fn watchers_of_square(
        &self,
        sq: Square<G>,
        player: Player,
        from: Option<Square<G>>,
    ) -> Bitboard<G> {
        let mut occupied = self.occupied();
        if let Some(from) = from {
            occupied.remove(from);
        }
        self.enemies_seen(sq, player, occupied)
    }

    #[inline]
    fn enemies_seen(&self, sq: Square<G>, owner: Player, occupied: Bitboard<G>) -> Bitboard<G> {
        Bitboard::visible(sq, occupied) & self.ships[owner.opponent().index()]
    }

    /// Moves the ship and returns whether anything sank.
    fn apply(&mut self, mv: Move<G>, events: &mut impl Events<Sinking<G>>) -> bool {
        let mover = self.turn.index();
        self.ships[mover].remove(mv.from);
        self.ships[mover].insert(mv.to);
        let piece = Piece::Stone(self.turn);
        self.hash ^= piece_key(piece, mv.from.index()) ^ piece_key(piece, mv.to.index());

        // Before the move no ship saw three enemies, so only ships whose view passes through
        // the vacated or the newly filled square can sink now.
        let occupied = self.occupied();
        let mut candidates = Bitboard::visible(mv.from, occupied)
            | Bitboard::visible(mv.to, occupied)
            | Bitboard::from_square(mv.to);
        let mut sank = false;
        let mut wave = 0u8;
        loop {
            let occupied = self.occupied();
            let mut doomed = [Bitboard::EMPTY; 2];
            for player in Player::ALL {
                for ship in candidates & self.ships[player.index()] {
                    let watchers = self.enemies_seen(ship, player, occupied);
                    if watchers.count() >= WATCHERS_TO_SINK {
                        doomed[player.index()].insert(ship);
                        events.push(Sinking {
                            ship,
                            owner: player,
                            watchers,
                            wave,
                        });
                    }
                }
            }
            let removed = doomed[0] | doomed[1];
            if removed.is_empty() {
                break;
            }
            sank = true;
            for player in Player::ALL {
                let gone = doomed[player.index()];
                self.ships[player.index()] = self.ships[player.index()] - gone;
                for sq in gone {
                    self.hash ^= piece_key(Piece::Stone(player), sq.index());
                }
            }
            // Removals open lines: the ships now seen through the removed squares may sink next.
            let occupied = self.occupied();
            candidates = removed.into_iter().fold(Bitboard::EMPTY, |acc, sq| {
                acc | Bitboard::visible(sq, occupied)
            });
            wave = wave.saturating_add(1);
        }
        self.quiet = if sank { 0 } else { self.quiet + 1 };
        self.ply += 1;
        self.hash ^= side_key(self.turn) ^ side_key(self.turn.opponent());
        self.turn = self.turn.opponent();
        sank
    }

    /// The outcome decided by the fleets and the quiet count, before looking for legal moves.
    fn decided(&self) -> Option<Outcome> {
        let [white, black] = self.ships.map(|s| s.count());
        let reason = EndReason::Fleet;
        match (white < MIN_FLEET, black < MIN_FLEET) {
            (true, true) => return Some(Outcome::Draw { reason }),
            (true, false) => {
                return Some(Outcome::Win {
                    winner: Player::Black,
                    reason,
                });
            }
            (false, true) => {
                return Some(Outcome::Win {
                    winner: Player::White,
                    reason,
                });
            }
            (false, false) => {}
        }
        if self.quiet >= QUIET_LIMIT {
            let reason = EndReason::Quiet;
            return Some(match white.cmp(&black) {
                std::cmp::Ordering::Greater => Outcome::Win {
                    winner: Player::White,
                    reason,
                },
                std::cmp::Ordering::Less => Outcome::Win {
                    winner: Player::Black,
                    reason,
                },
                std::cmp::Ordering::Equal => Outcome::Draw { reason },
            });
        }
        None
    }
}

impl<G: Geometry> Game for Archimedes<G> {
    type Geometry = G;
    type Move = Move<G>;

    type EndReason = EndReason;
    type Event = Sinking<G>;

    fn start() -> Self {
        let white = Self::start_fleet();
        let black = white.into_iter().map(Square::flip).collect();
        let mut position = Archimedes {
            ships: [white, black],
            turn: Player::White,
            quiet: 0,
            ply: 0,
            hash: 0,
        };
        position.hash = position.setup().zobrist();
        position
    }

    fn from_setup(setup: Setup<G>) -> Result<Self, ParseFenError> {
        setup.check_disjoint()?;
        setup.check_no_arrows()?;
        setup.check_counters(Player::White)?;
        let fleet = Self::fleet_size();
        for player in Player::ALL {
            let ships = setup.stones[player.index()].count();
            if ships > fleet {
                return Err(PositionError::PieceCount {
                    player,
                    found: ships,
                    min: 0,
                    max: fleet,
                }
                .into());
            }
        }
        if setup.quiet > QUIET_LIMIT {
            return Err(PositionError::PastLimit {
                counter: Counter::Quiet,
                found: setup.quiet,
                limit: QUIET_LIMIT,
            }
            .into());
        }
        let mut position = Archimedes {
            ships: setup.stones,
            turn: setup.turn,
            quiet: setup.quiet,
            ply: setup.ply,
            hash: 0,
        };
        position.hash = position.setup().zobrist();
        if let Some(ship) = position
            .occupied()
            .into_iter()
            .find(|&sq| position.watchers(sq).count() >= WATCHERS_TO_SINK)
        {
            return Err(PositionError::Unsettled(ship.coord()).into());
        }
        Ok(position)
    }

    fn setup(&self) -> Setup<G> {
        Setup {
            stones: self.ships,
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

    fn piece_at(&self, sq: Square<G>) -> Option<Piece> {
        self.owner(sq).map(Piece::Stone)
    }

    fn legal_moves(&self, moves: &mut Vec<Move<G>>) {
        moves.clear();
        if self.decided().is_some() {
            return;
        }
        let occupied = self.occupied();
        for from in self.ships[self.turn.index()] {
            for to in Bitboard::queen_moves(from, occupied) {
                moves.push(Move { from, to });
            }
        }
    }

    fn count_legal_moves(&self) -> usize {
        if self.decided().is_some() {
            return 0;
        }
        let occupied = self.occupied();
        self.ships[self.turn.index()]
            .into_iter()
            .map(|from| Bitboard::queen_moves(from, occupied).count() as usize)
            .sum()
    }

    fn is_legal(&self, mv: Move<G>) -> bool {
        self.decided().is_none()
            && self.ships[self.turn.index()].contains(mv.from)
            && Bitboard::queen_moves(mv.from, self.occupied()).contains(mv.to)
    }

    fn play_recording(&mut self, mv: Move<G>, events: &mut impl Events<Sinking<G>>) {
        self.apply(mv, events);
    }

    fn outcome(&self) -> Option<Outcome> {
        self.decided().or_else(|| {
            let own = self.ships[self.turn.index()];
            let stuck = (own.dilate() - self.occupied()).is_empty();
            stuck.then_some(Outcome::Win {
                winner: self.turn.opponent(),
                reason: EndReason::NoMoves,
            })
        })
    }

    fn zobrist(&self) -> u64 {
        self.hash
    }

    fn move_squares(mv: Move<G>) -> MoveSquares<G> {
        MoveSquares {
            from: mv.from,
            to: mv.to,
            arrow: None,
            capture: false,
        }
    }
}

skillgames_core::impl_position_traits!(impl[G: Geometry] Archimedes<G>);
