//! A game in progress behind an object-safe interface, so that the protocol can switch between
//! games and board sizes at run time while each game runs its own monomorphised code.

use crate::variant::Variant;
use skillgames_core::{Game, MoveError, Outcome, perft, perft_divide};

/// A game in progress, whatever the game.
pub trait Session: Send {
    /// The game and board size.
    fn variant(&self) -> Variant;
    /// The position text.
    fn fen(&self) -> String;
    /// Every legal move, in notation; none once the game is over.
    fn legal_moves(&self) -> Vec<String>;
    /// Plays the moves in order, all or nothing.
    ///
    /// # Errors
    /// The first move that cannot be read or played; the position is then unchanged.
    fn play(&mut self, moves: &[&str]) -> Result<(), MoveError>;
    /// The result, once the game is over.
    fn outcome(&self) -> Option<Outcome>;
    /// Plies played since the start.
    fn ply(&self) -> u32;
    /// The perft count at `depth`.
    fn perft(&self, depth: u32) -> u64;
    /// The perft count below each legal move.
    fn perft_divide(&self, depth: u32) -> Vec<(String, u64)>;
}

/// A [`Session`] over one game type.
#[derive(Clone, Debug)]
pub struct GameSession<G: Game> {
    variant: Variant,
    position: G,
}

impl<G: Game> GameSession<G> {
    /// A session of `variant` at `position`.
    pub fn new(variant: Variant, position: G) -> Self {
        GameSession { variant, position }
    }
}

impl<G: Game> Session for GameSession<G> {
    fn variant(&self) -> Variant {
        self.variant
    }

    fn fen(&self) -> String {
        self.position.fen()
    }

    fn legal_moves(&self) -> Vec<String> {
        let mut moves = Vec::new();
        self.position.legal_moves(&mut moves);
        moves.iter().map(ToString::to_string).collect()
    }

    fn play(&mut self, moves: &[&str]) -> Result<(), MoveError> {
        let mut position = self.position.clone();
        for text in moves {
            let mv = position.parse_move(text)?;
            position.play_unchecked(mv);
        }
        self.position = position;
        Ok(())
    }

    fn outcome(&self) -> Option<Outcome> {
        self.position.outcome()
    }

    fn ply(&self) -> u32 {
        self.position.ply()
    }

    fn perft(&self, depth: u32) -> u64 {
        perft(&self.position, depth)
    }

    fn perft_divide(&self, depth: u32) -> Vec<(String, u64)> {
        perft_divide(&self.position, depth).into_iter().map(|(mv, n)| (mv.to_string(), n)).collect()
    }
}
