//! Every skillgames game, registered once. The protocol, `perft`, `bench`, `match`, the
//! fixtures test and the web app iterate over [`CATALOGUE`]; adding a game is adding its crate
//! and one line here.
//!
//! ```
//! use skillgames_catalogue::CATALOGUE;
//!
//! let amazons = CATALOGUE.find("amazons")?;
//! assert_eq!(amazons.title, "Amazons");
//! let mut game = amazons.variant(8)?.session(None)?;
//! game.play(&["c1-c6/f3"])?;
//! assert_eq!((game.ply(), game.turn()), (1, skillgames_core::Player::Black));
//! assert!(CATALOGUE.find("chess").is_err());
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

pub use skillgames_search::{Catalogue, GameInfo, Variant, VariantError};

/// Every game, in menu order.
pub static CATALOGUE: Catalogue = Catalogue::new(&[
    &skillgames_archimedes::GAME,
    &skillgames_amazons::GAME,
    &skillgames_loa::GAME,
]);
