//! The skillgames computer opponents: one search framework, generic over the
//! [`Game`](skillgames_core::Game) interface, with an evaluation and difficulty levels per game.
//!
//! ```
//! use skillgames_search::{Engine, Evaluate, Limits};
//! use skillgames_loa::Loa;
//! use skillgames_core::Game;
//!
//! let position = Loa::start();
//! let mut engine = Engine::<Loa>::new(7, 1);
//! let result = engine.search(&position, Limits::depth(3), None, &mut |_| {});
//! assert!(position.is_legal(result.best.unwrap()));
//!
//! let easy = &Loa::levels()[0];
//! let choice = engine.choose(&position, easy, None, None, &mut |_| {}).unwrap();
//! assert!(position.is_legal(choice.mv));
//! ```
//!
//! - [`Searcher`]: negamax alpha-beta with iterative deepening, principal variation search, a
//!   transposition table ([`TranspositionTable`]), and killer/history move ordering; limits on
//!   depth, nodes and time ([`Limits`], read through `web-time`, so it runs unchanged in the
//!   browser), and a stop flag. It always returns a legal move when there is one.
//! - [`Evaluate`]: what a game adds: its evaluation, move-ordering hints and [`Level`]s, in
//!   [`games`].
//! - [`Engine`]: plays a level: a move that wins at once if there is one, else sometimes a
//!   uniformly random move, else a search within the level's limits. Seeded, so a game
//!   replays exactly under depth and node limits.

mod engine;
mod evaluate;
pub mod games;
mod level;
mod limits;
mod ordering;
mod score;
mod search;
mod session;
mod tt;
mod variant;

pub use engine::{Choice, Decision, Engine};
pub use evaluate::Evaluate;
pub use level::{Level, find as find_level};
pub use limits::Limits;
pub use score::{INFINITY, WIN, WIN_BOUND, clamp_eval, is_decisive};
pub use search::{DEFAULT_TABLE_MEGABYTES, Info, SearchResult, Searcher, is_win};
pub use session::{
    DEFAULT_SEED, EventInfo, GameSession, Go, GoError, MoveInfo, Reply, SESSION_TABLE_MEGABYTES,
    Session,
};
pub use tt::{Bound, Entry, TranspositionTable};
pub use variant::{GameKind, Variant, VariantError};
