//! The computer's half of the catalogue: a session maker per board of each game, listed apart
//! from the games' descriptions (`skillgames_play::GameInfo`) so that a program that only plays
//! by the rules never links the search.

use crate::Session;
use skillgames_core::ParseFenError;
use skillgames_play::{GameInfo, Variant};

/// Makes a session (a game with the computer) on one board of a game (see
/// [`crate::session_of`]).
pub type MakeSession = fn(Variant, Option<&str>) -> Result<Box<dyn Session>, ParseFenError>;

/// The computer's side of one game: how to start a session on each of its boards.
#[derive(Debug)]
pub struct GameEngine {
    /// The game.
    pub game: &'static GameInfo,
    /// A session maker per board, in the order of [`GameInfo::boards`].
    pub sessions: &'static [MakeSession],
}

/// Every game's engine: the search's half of the catalogue. A program may be built with only
/// some games' engines (the browser's worker has one game's): the others are `None`.
#[derive(Clone, Copy, Debug)]
pub struct Engines {
    engines: &'static [Option<&'static GameEngine>],
}

impl Engines {
    /// The engines of a catalogue's games, `None` for a game whose engine is not built in.
    #[must_use]
    pub const fn new(engines: &'static [Option<&'static GameEngine>]) -> Self {
        Engines { engines }
    }

    /// The engines built in, in menu order.
    pub fn engines(&self) -> impl Iterator<Item = &'static GameEngine> + use<> {
        self.engines.iter().flatten().copied()
    }

    /// The variant of the game named `game` on the board written `size`, if this program
    /// has its engine: what a program with only some engines may be asked to play.
    #[must_use]
    pub fn variant(&self, game: &str, size: u8) -> Option<Variant> {
        self.engines()
            .find(|engine| engine.game.name == game)
            .and_then(|engine| engine.game.variant(size).ok())
    }

    /// A session of `variant`, at its start or at `fen`.
    ///
    /// # Errors
    /// When `fen` is not a possible position of `variant`.
    ///
    /// # Panics
    /// When `variant`'s game or board has no engine here: the catalogue crate registers a
    /// game's description and its engine together, and a generic test checks every board (a
    /// program built with some engines asks [`Engines::variant`] first).
    pub fn session(
        &self,
        variant: Variant,
        fen: Option<&str>,
    ) -> Result<Box<dyn Session>, ParseFenError> {
        let game = variant.game();
        let engine = self
            .engines()
            .find(|engine| std::ptr::eq(engine.game, game))
            .unwrap_or_else(|| panic!("{} has no engine registered", game.name));
        let board = game
            .boards
            .iter()
            .position(|board| board.size == variant.size())
            .and_then(|index| engine.sessions.get(index))
            .unwrap_or_else(|| panic!("{variant} has no engine registered"));
        board(variant, fen)
    }
}
