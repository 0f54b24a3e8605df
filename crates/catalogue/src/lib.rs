//! Every skillgames game, registered once. The protocol, `perft`, `bench`, `match`, the
//! fixtures test, the app and the game server iterate over [`CATALOGUE`] (what each game is,
//! played by the rules); with the feature `engines`, [`ENGINES`] lists the computer that
//! plays each. Adding a game is adding its crate and one line here.
//!
//! ```
//! use skillgames_catalogue::CATALOGUE;
//! use skillgames_play::Rules;
//!
//! let amazons = CATALOGUE.find("amazons")?;
//! assert_eq!(amazons.title, "Amazons");
//! let mut game = amazons.variant(8)?.rules(None)?;
//! game.play(&["c1-c6/f3"])?;
//! assert_eq!((game.ply(), game.turn()), (1, skillgames_core::Player::Black));
//! assert!(CATALOGUE.find("chess").is_err());
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

pub use skillgames_play::{Catalogue, GameInfo, Guides, Lessons, Themes, Variant, VariantError};
#[cfg(feature = "search")]
pub use skillgames_search::Engines;
#[cfg(feature = "search")]
use skillgames_search::{ParseFenError, Session};

/// Registers games, in menu order: each crate's `GAME` in [`CATALOGUE`], its `GUIDE` in
/// [`GUIDES`], its `THEMES` in [`THEMES`], its `LESSONS` in
/// [`LESSONS`] and (with the game's feature `engine-<name>`, which `engines` turns on for
/// every game) its `ENGINE` in `ENGINES`.
macro_rules! register {
    ($($game:ident => $engine:literal),+ $(,)?) => {
        /// Every game, in menu order.
        pub static CATALOGUE: Catalogue = Catalogue::new(&[$(&$game::GAME),+]);

        /// Every game's how-to-play page (only the page shows them).
        pub static GUIDES: Guides = Guides::new(&[$(&$game::GUIDE),+]);

        /// Every game's puzzle themes (what the puzzle generator tags its lines with).
        pub static THEMES: Themes = Themes::new(&[$(&$game::THEMES),+]);

        /// Every game's lessons (only the page shows them).
        pub static LESSONS: Lessons = Lessons::new(&[$(&$game::LESSONS),+]);

        /// Every game's engine whose feature is on, in menu order (with `engines`, all).
        #[cfg(feature = "search")]
        pub static ENGINES: Engines = Engines::new(&ENGINE_LIST);

        /// Each game's engine, or `None` when its feature is off.
        #[cfg(feature = "search")]
        static ENGINE_LIST: [Option<&skillgames_search::GameEngine>; [$(stringify!($game)),+].len()] = [$({
            #[cfg(feature = $engine)]
            let engine = Some(&$game::ENGINE);
            #[cfg(not(feature = $engine))]
            let engine = None;
            engine
        }),+];
    };
}

register!(
    skillgames_archimedes => "engine-archimedes",
    skillgames_amazons => "engine-amazons",
    skillgames_loa => "engine-loa",
);

/// A session (the game with the computer) of a variant, for the programs that ask the
/// computer for moves. A program that only plays by the rules uses [`Variant::rules`] and
/// never compiles the search.
#[cfg(feature = "search")]
pub trait StartSession {
    /// A session at the start, or at `fen`.
    ///
    /// # Errors
    /// When `fen` is not a possible position of the variant.
    fn session(self, fen: Option<&str>) -> Result<Box<dyn Session>, ParseFenError>;
}

#[cfg(feature = "search")]
impl StartSession for Variant {
    fn session(self, fen: Option<&str>) -> Result<Box<dyn Session>, ParseFenError> {
        ENGINES.session(self, fen)
    }
}
