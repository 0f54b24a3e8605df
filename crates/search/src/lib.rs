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
//! assert_eq!(easy.name, "easy");
//! let choice = engine.choose(&position, easy, None, None, &mut |_| {}).unwrap();
//! assert!(position.is_legal(choice.mv));
//! ```
//!
//! # Design
//!
//! - [`Searcher`]: negamax alpha-beta with iterative deepening and principal variation search
//!   (null windows after the first move); a Zobrist-keyed [`TranspositionTable`] (depth-preferred
//!   replacement, aged by search); move ordering by the table move, then forcing moves (the
//!   game's [`Evaluate::move_hint`], e.g. Lines of Action captures, and its
//!   [`Evaluate::noisy_moves`], e.g. Archimedes sinkings), then two killers per ply, then a
//!   history table. The root moves are first ordered by a static look at each. Levels whose
//!   [`Shape`] asks for them also reduce late quiet moves ([`Shape::reductions`]), prune
//!   null-window nodes near the horizon whose evaluation beats beta by a margin per ply
//!   (reverse futility pruning), and search each iteration first in a narrow aspiration window
//!   around the previous score ([`Shape::pruning`]); with the game's [`LateMoves`], they also
//!   leave late quiet moves unsearched near the horizon (late-move pruning). A quiescence
//!   search follows only noisy moves past the horizon (with the side to move free to stand
//!   pat), as far as the level's [`Shape::quiescence`] allows. Limits are data ([`Limits`]:
//!   depth, nodes, time) plus a stop flag that another thread (or the browser) may set; the
//!   clock is read through `web-time`, every 512 nodes and every 32 root moves, so the search
//!   runs unchanged on `wasm32-unknown-unknown` and answers within its time even when
//!   interrupted mid-iteration: with the best move of the last finished iteration, or a move
//!   of the unfinished one that already beat it, or (if nothing finished) the statically best
//!   move. No threads are needed.
//! - [`Searcher::search_window`]: the same tree over the root moves but some, within a given
//!   window, fail-soft ([`WindowResult`]): with a null window, one search proves that no other
//!   move reaches a bound (or finds one that does), which is how a puzzle's solution is shown
//!   to be the only good move without an exact score for every alternative. A separate entry
//!   point: [`Searcher::search`], which the levels and the bench use, is unchanged.
//! - [`Evaluate`]: what a game adds: its evaluation (in the game's crate, every weight a
//!   named, documented constant), ordering hints, noisy moves, the key its positions are
//!   stored under in the table, and its [`Level`]s.
//! - [`Engine`]: plays a [`Level`]: a move that wins at once if there is one, else now and
//!   then a uniformly random legal move (the level's `random_per_mille`), else a search within
//!   the level's depth and time budget, over the level's [`Shape`] (widths per ply: only the
//!   statically best moves; quiescence plies). Seeded, so a game replays exactly under depth
//!   and node limits (a time limit makes the depth reached, and so the move, depend on the
//!   machine).
//! - [`Session`]: `skillgames_play`'s `Rules` (a game behind an object-safe interface) with the
//!   computer added (`go <level>`, `go depth <n>`, `go nodes <n>`), answering with a typed
//!   [`Reply`] (move, score, depth, nodes, principal variation and the [`Decision`] behind it).
//! - [`Mcts`]: an MCTS-Solver (UCT, solver backpropagation after Winands, Björnsson and Saito,
//!   short play-outs cut off by the evaluation through a sigmoid), the yardstick the levels are
//!   measured against; `go mcts` in the engine protocol ([`Go::Mcts`]). See `mcts`. Only with the
//!   feature `mcts` (the command-line tools have it, the browser's computer players do not).
//! - The engines ([`Engines`], [`GameEngine`]): the computer's half of the catalogue, a
//!   session maker per board of each game, listed apart from the games' descriptions
//!   (`skillgames_play::GameInfo`) so that a description leads to no search code. The
//!   `skillgames-catalogue` crate registers every game; nothing here names one.
//!
//! # Levels
//!
//! Levels are data ([`Level`]); every level first takes a move that wins at once. Budgets are
//! the browser's (WebAssembly runs about 1.5-2x slower than native): easy and normal answer
//! within 0.3 s, hard within 1 s, crazy uses about 2 s. Depths are in plies.
//!
//! | game | level | random | depth | quiescence | widths | time |
//! |------|-------|--------|-------|------------|--------|------|
//! | Archimedes | easy | 33.3% | 1 | - | all | 0.25 s |
//! | Archimedes | normal | 10% | 2 | - | all | 0.25 s |
//! | Archimedes | hard | 1.5% | 2 | 8 plies of sinkings | all | 0.9 s |
//! | Archimedes | crazy | 0 | iterative deepening | 8 plies of sinkings | all | 2 s |
//! | Amazons | easy | 33.3% | 1 | - | all | 0.25 s |
//! | Amazons | normal | 4% | 1 | - | all | 0.25 s |
//! | Amazons | hard | 1% | 2 | - | 10 best at the root | 0.9 s |
//! | Amazons | crazy | 0 | iterative deepening | - | all | 2 s |
//! | Lines of Action | easy | 15% | 2 | - | all | 0.25 s |
//! | Lines of Action | medium | 0 | 3 | - | all | 0.25 s |
//! | Lines of Action | hard | 0 | iterative deepening | 1 ply of captures | all | 0.95 s |
//!
//! The measured ladder (each level against the one below, 100 games per board) and the match
//! against OpenSpiel's MCTS are in `docs/strength.md`; search speed in `docs/performance.md`.

pub mod catalogue;
pub mod conformance;
mod engine;
mod evaluate;
mod late_moves;
mod limits;
#[cfg(feature = "mcts")]
pub mod mcts;
mod ordering;
mod score;
mod search;
mod session;
pub mod texel;
mod tt;

pub use catalogue::{Engines, GameEngine, MakeSession};
pub use engine::{Choice, Decision, Engine};
pub use evaluate::Evaluate;
pub use late_moves::LateMoves;
pub use limits::Limits;
#[cfg(feature = "mcts")]
pub use mcts::{Mcts, MctsConfig, MctsResult, Proof};
pub use score::{INFINITY, WIN, WIN_BOUND, clamp_eval, is_decisive};
pub use search::{DEFAULT_TABLE_MEGABYTES, Info, SearchResult, Searcher, WindowResult};
pub use session::{
    DEFAULT_MCTS_TIME, DEFAULT_SEED, GameSession, Go, GoError, Reply, SESSION_TABLE_MEGABYTES,
    SearchInfo, Session, WindowReply, session_of,
};
pub use skillgames_core::ParseFenError;
// The levels are data of the catalogue's (`skillgames_play`); the search is what plays them.
pub use skillgames_play::{Level, Shape};
pub use tt::{Bound, Entry, TranspositionTable};
