//! A game and board's leaderboard as the HTTP API shows it (`GET /api/leaderboard/{game}/{size}`):
//! the best accounts with established ratings who played a rated game lately, bots apart, and
//! the asking player's own place.
//!
//! ```
//! use skillgames_online::leaderboard::Leaderboard;
//!
//! let text = r#"{"game":"amazons","size":8,
//!     "players":[{"rank":1,"name":"Ada","rating":1873,"deviation":62,"games":41}],
//!     "bots":[],"me":{"rank":12,"rating":1604}}"#;
//! let board: Leaderboard = serde_json::from_str(text)?;
//! assert_eq!(board.players[0].name, "Ada");
//! assert_eq!(board.me.map(|m| m.rank), Some(12));
//! # Ok::<(), serde_json::Error>(())
//! ```

use serde::{Deserialize, Serialize};

/// How many players (and how many bots) a leaderboard lists at most.
pub const LEADERBOARD_SIZE: usize = 100;

/// One line of a leaderboard.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct LeaderLine {
    /// The place, from 1 (players of equal ratings share one).
    pub rank: u32,
    /// The account's name.
    pub name: String,
    /// The rating, rounded.
    pub rating: i32,
    /// Its deviation, rounded.
    pub deviation: i32,
    /// Rated games played on this game and board.
    pub games: u32,
}

/// The asking player's own place (among people, or among bots for a bot).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct MyPlace {
    /// The place, from 1: one more than the number of better ratings.
    pub rank: u32,
    /// The rating, rounded.
    pub rating: i32,
}

/// A game and board's leaderboard.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Leaderboard {
    /// The game's protocol name.
    pub game: String,
    /// The board's size.
    pub size: u8,
    /// The best people, best first.
    pub players: Vec<LeaderLine>,
    /// The best bots, best first.
    pub bots: Vec<LeaderLine>,
    /// The asking player's place, if they have an established rating here and played lately.
    pub me: Option<MyPlace>,
}
