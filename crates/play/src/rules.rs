//! A game in progress behind an object-safe interface, so that the page, the server and the
//! tools can switch between games and board sizes at run time while each game runs its own
//! monomorphised rules. [`Rules`] plays by the rules; the search's `Session` adds the computer
//! on top of it.

use crate::catalogue::Variant;
use crate::present::{Effects, Ending, Present};
use skillgames_core::{Coord, Game, MoveError, ParseFenError, Piece, Player, Square};

/// A legal move, for drawing it: made only by the rules ([`Rules::moves`], [`Rules::resolve`],
/// [`Rules::play_move`]), so one in hand was checked when it was made.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct MoveInfo {
    /// Where the piece stands.
    pub from: Coord,
    /// Where it lands.
    pub to: Coord,
    /// Where its arrow lands (in games with arrows).
    pub arrow: Option<Coord>,
    /// Whether it captures the piece on `to`.
    pub capture: bool,
    /// The move in notation, as the game writes it.
    pub text: String,
}

impl MoveInfo {
    /// The squares to mark for it, each once: from, to and (in games with arrows) the arrow,
    /// which may land where the piece stood.
    #[must_use]
    pub fn squares(&self) -> Vec<Coord> {
        let mut squares = vec![self.from, self.to];
        if let Some(arrow) = self.arrow.filter(|a| !squares.contains(a)) {
            squares.push(arrow);
        }
        squares
    }

    /// Whether `other` is the same move (the same squares), whatever its notation.
    #[must_use]
    pub fn same_move(&self, other: &MoveInfo) -> bool {
        (self.from, self.to, self.arrow) == (other.from, other.to, other.arrow)
    }
}

/// A move just played and what it caused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Played {
    /// The move, as the game writes it.
    pub mv: MoveInfo,
    /// What it caused.
    pub effects: Effects,
}

/// A game in progress, whatever the game: its position, moves and ending, without the
/// computer.
pub trait Rules: Send + Sync {
    /// The game and board size.
    fn variant(&self) -> Variant;
    /// The position text.
    fn fen(&self) -> String;
    /// Replaces the position, keeping what the computer learnt.
    ///
    /// # Errors
    /// When `fen` is not a possible position of this variant; the position is then unchanged.
    fn set_position(&mut self, fen: &str) -> Result<(), ParseFenError>;
    /// Every legal move; none once the game is over.
    fn moves(&self) -> Vec<MoveInfo>;
    /// Every legal move, in notation; none once the game is over.
    fn legal_moves(&self) -> Vec<String> {
        self.moves().into_iter().map(|m| m.text).collect()
    }
    /// The legal move `text` names (in any form the notation allows), as the game writes it.
    ///
    /// # Errors
    /// When the text is not a move, or not a legal one here.
    fn resolve(&self, text: &str) -> Result<MoveInfo, MoveError>;
    /// Plays the moves in order, all or nothing.
    ///
    /// # Errors
    /// The first move that cannot be read or played; the position is then unchanged.
    fn play(&mut self, moves: &[&str]) -> Result<(), MoveError>;
    /// Plays one move and reports it as the game writes it, with what it caused.
    ///
    /// # Errors
    /// When the move cannot be read or played; the position is then unchanged.
    fn play_move(&mut self, text: &str) -> Result<Played, MoveError>;
    /// What stands on `coord` (nothing off the board).
    fn piece_at(&self, coord: Coord) -> Option<Piece>;
    /// The number the score line shows for `player`.
    fn score(&self, player: Player) -> u32;
    /// A copy of the game (without the computer's memory, if it has one).
    fn clone_rules(&self) -> Box<dyn Rules>;
    /// How the game ended, once it is over.
    fn outcome(&self) -> Option<Ending>;
    /// The side to move.
    fn turn(&self) -> Player;
    /// Plies played since the start.
    fn ply(&self) -> u32;
}

/// A value that holds a position of one game on one board: everything [`Rules`] needs, so
/// that the rules-only game ([`Playing`]) and the search's session share one implementation.
pub trait HoldsPosition: Send + Sync {
    /// The game.
    type Game: Present;
    /// The game and board.
    fn variant(&self) -> Variant;
    /// The position.
    fn position(&self) -> &Self::Game;
    /// The position, to change it.
    fn position_mut(&mut self) -> &mut Self::Game;
}

/// A game `G` played by the rules alone.
#[derive(Clone, Debug)]
pub struct Playing<G> {
    variant: Variant,
    position: G,
}

impl<G: Present> Playing<G> {
    /// `variant` at `position`.
    pub fn new(variant: Variant, position: G) -> Self {
        Playing { variant, position }
    }

    /// `variant` at its start, or at `fen`.
    ///
    /// # Errors
    /// When `fen` is not a possible position of `G`.
    pub fn at(variant: Variant, fen: Option<&str>) -> Result<Self, ParseFenError> {
        let position = match fen {
            Some(text) => text.parse::<G>()?,
            None => G::start(),
        };
        Ok(Playing::new(variant, position))
    }
}

impl<G: Present> HoldsPosition for Playing<G> {
    type Game = G;

    fn variant(&self) -> Variant {
        self.variant
    }

    fn position(&self) -> &G {
        &self.position
    }

    fn position_mut(&mut self) -> &mut G {
        &mut self.position
    }
}

/// Starts a game `G` on `variant`'s board, at its start or at `fen`: what a game's catalogue
/// entry registers for each of its boards.
///
/// # Errors
/// When `fen` is not a possible position of `G`.
pub fn rules_of<G: Present>(
    variant: Variant,
    fen: Option<&str>,
) -> Result<Box<dyn Rules>, ParseFenError> {
    Ok(Box::new(Playing::<G>::at(variant, fen)?))
}

fn move_info<G: Present>(mv: G::Move) -> MoveInfo {
    let squares = G::move_squares(mv);
    MoveInfo {
        from: squares.from.coord(),
        to: squares.to.coord(),
        arrow: squares.arrow.map(Square::coord),
        capture: squares.capture,
        text: mv.to_string(),
    }
}

impl<T: HoldsPosition> Rules for T {
    fn variant(&self) -> Variant {
        HoldsPosition::variant(self)
    }

    fn fen(&self) -> String {
        self.position().fen()
    }

    fn set_position(&mut self, fen: &str) -> Result<(), ParseFenError> {
        *self.position_mut() = fen.parse()?;
        Ok(())
    }

    fn moves(&self) -> Vec<MoveInfo> {
        let mut moves = Vec::new();
        self.position().legal_moves(&mut moves);
        moves.into_iter().map(move_info::<T::Game>).collect()
    }

    fn resolve(&self, text: &str) -> Result<MoveInfo, MoveError> {
        self.position().parse_move(text).map(move_info::<T::Game>)
    }

    fn play(&mut self, moves: &[&str]) -> Result<(), MoveError> {
        let mut position = self.position().clone();
        for text in moves {
            let mv = position.parse_move(text)?;
            position.play_unchecked(mv);
        }
        *self.position_mut() = position;
        Ok(())
    }

    fn play_move(&mut self, text: &str) -> Result<Played, MoveError> {
        let mv = self.position().parse_move(text)?;
        let mut events = Vec::new();
        self.position_mut().play_recording(mv, &mut events);
        Ok(Played {
            mv: move_info::<T::Game>(mv),
            effects: T::Game::effects(mv, &events),
        })
    }

    fn piece_at(&self, coord: Coord) -> Option<Piece> {
        Square::from_coord(coord).and_then(|sq| self.position().piece_at(sq))
    }

    fn score(&self, player: Player) -> u32 {
        self.position().score(player)
    }

    fn clone_rules(&self) -> Box<dyn Rules> {
        Box::new(Playing::new(
            HoldsPosition::variant(self),
            self.position().clone(),
        ))
    }

    fn outcome(&self) -> Option<Ending> {
        self.position().outcome().map(Ending::of::<T::Game>)
    }

    fn turn(&self) -> Player {
        self.position().turn()
    }

    fn ply(&self) -> u32 {
        self.position().ply()
    }
}
