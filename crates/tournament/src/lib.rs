//! The rules of skillgames tournaments, apart from any game, store or clock: who meets whom and
//! how it scores. The server's tournament director reads the entrants and results from the
//! store, asks this crate for the next pairings or the standings, and writes them back.
//!
//! - [`arena`]: lichess's arena scoring (streaks, berserk) and the pairing of free players.
//! - [`swiss`]: Swiss rounds (a documented simplification of the FIDE Dutch system) and the
//!   Buchholz and Sonneborn-Berger tie-breaks.
//! - [`round_robin`]: Berger tables and the crosstable.
//!
//! ```
//! use skillgames_tournament::round_robin::schedule;
//! use skillgames_tournament::swiss::{SwissEntrant, pair_round};
//! use skillgames_tournament::EntrantId;
//!
//! // Four players meet each other in three rounds of two games.
//! assert_eq!(schedule(4, false).iter().map(|r| r.games.len()).sum::<usize>(), 6);
//! // Their first Swiss round: the top half against the bottom half.
//! let players: Vec<_> = (1..=4).map(|id| SwissEntrant::new(EntrantId(id), 2000 - id as i32)).collect();
//! let round = pair_round(&players)?;
//! assert!(round.pairs[0].has(EntrantId(1)) && round.pairs[0].has(EntrantId(3)));
//! # Ok::<(), skillgames_tournament::swiss::SwissError>(())
//! ```

pub mod arena;
mod entrant;
mod points;
pub mod round_robin;
pub mod swiss;

pub use entrant::{EntrantId, GameResult, Pairing, PlayerResult};
pub use points::Points;
