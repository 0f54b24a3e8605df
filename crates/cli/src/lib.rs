//! The `skillgames` command: the engine protocol, perft, benchmarks, matches between engines,
//! the web server for the app and the online service, and the online service's load tool.
//!
//! ```
//! use skillgames::protocol::{Engine, Reply};
//!
//! let mut engine = Engine::new();
//! assert_eq!(engine.handle("new amazons 8"), Reply::Lines(vec!["ok".into()]));
//! assert_eq!(engine.handle("perft 1"), Reply::Lines(vec!["perft 1232".into()]));
//! assert_eq!(engine.handle("quit"), Reply::Quit);
//! ```

pub mod admin;
pub mod arena;
pub mod bench;
pub mod bot;
pub mod load;
pub mod load_api;
pub mod load_arena;
pub mod load_chat;
pub mod protocol;
pub mod puzzles;
pub mod serve;

pub use skillgames_catalogue::CATALOGUE;
pub use skillgames_play::{GameInfo, Variant, VariantError};
pub use skillgames_search::Session;
