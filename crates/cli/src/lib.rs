//! The `skillgames` command: the engine protocol, perft, and (in later parts) matches and the
//! web server.
//!
//! ```
//! use skillgames::protocol::{Engine, Reply};
//!
//! let mut engine = Engine::new();
//! assert_eq!(engine.handle("new amazons 8"), Reply::Line("ok".into()));
//! assert_eq!(engine.handle("perft 1"), Reply::Line("perft 1232".into()));
//! assert_eq!(engine.handle("quit"), Reply::Quit);
//! ```

pub mod protocol;
pub mod session;
pub mod variant;

pub use session::Session;
pub use variant::{GameKind, Variant, VariantError};
