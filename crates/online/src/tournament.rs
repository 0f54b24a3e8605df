//! Tournaments as the HTTP API shows them (`/api/tournaments`): what a creator asks for, the
//! list, and one tournament with its standings and games.
//!
//! ```
//! use skillgames_online::tournament::{NewTournament, TournamentKind};
//!
//! let text = r#"{"name":"Friday Amazons","kind":"swiss","game":"amazons","size":8,
//!     "time":{"kind":"live","minutes":3,"increment":2},"rated":true,"starts":1767225600000,
//!     "rounds":5,"max_players":64,"bots":false}"#;
//! let asked: NewTournament = serde_json::from_str(text)?;
//! assert_eq!(asked.kind, TournamentKind::Swiss);
//! assert_eq!((asked.variant.game(), asked.rounds), ("amazons", Some(5)));
//! assert_eq!(asked.password, None);
//! # Ok::<(), serde_json::Error>(())
//! ```

use serde::{Deserialize, Serialize};

use crate::clock::TimeControl;
use crate::id::GameId;
use crate::message::PlayerView;
use crate::variant::with_variant;

/// The kinds of tournament.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum TournamentKind {
    /// A fixed time in which free players are paired again at once.
    Arena,
    /// A set number of rounds, players of equal scores paired.
    Swiss,
    /// Everyone plays everyone.
    RoundRobin,
}

impl TournamentKind {
    /// The key on the wire and in the database.
    #[must_use]
    pub const fn key(self) -> &'static str {
        match self {
            TournamentKind::Arena => "arena",
            TournamentKind::Swiss => "swiss",
            TournamentKind::RoundRobin => "round_robin",
        }
    }

    /// The kind a key names.
    #[must_use]
    pub fn from_key(key: &str) -> Option<TournamentKind> {
        [
            TournamentKind::Arena,
            TournamentKind::Swiss,
            TournamentKind::RoundRobin,
        ]
        .into_iter()
        .find(|k| k.key() == key)
    }

    /// Its name for players.
    #[must_use]
    pub const fn label(self) -> &'static str {
        match self {
            TournamentKind::Arena => "Arena",
            TournamentKind::Swiss => "Swiss",
            TournamentKind::RoundRobin => "Round-robin",
        }
    }
}

/// Where a tournament stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum TournamentStatus {
    /// Not started: players may join.
    Upcoming,
    /// Being played.
    Running,
    /// Over: the standings are final.
    Finished,
    /// Called off (fewer than two players at its start).
    Cancelled,
}

impl TournamentStatus {
    /// The key in the database.
    #[must_use]
    pub const fn key(self) -> &'static str {
        match self {
            TournamentStatus::Upcoming => "upcoming",
            TournamentStatus::Running => "running",
            TournamentStatus::Finished => "finished",
            TournamentStatus::Cancelled => "cancelled",
        }
    }

    /// The status a key names.
    #[must_use]
    pub fn from_key(key: &str) -> Option<TournamentStatus> {
        [
            TournamentStatus::Upcoming,
            TournamentStatus::Running,
            TournamentStatus::Finished,
            TournamentStatus::Cancelled,
        ]
        .into_iter()
        .find(|s| s.key() == key)
    }
}

with_variant! {
    /// A tournament as its creator asks for it (`POST /api/tournaments`).
    pub struct NewTournament, written as NewTournamentWire = "NewTournamentWire" {
        /// Its name.
        pub name: String,
        /// Its kind.
        pub kind: TournamentKind,
        @variant,
        /// The time control.
        pub time: TimeControl,
        /// Whether its games count for the ratings.
        pub rated: bool,
        /// When it starts, in milliseconds since the Unix epoch.
        pub starts: u64,
        /// An arena's length in minutes.
        #[serde(default)]
        pub minutes: Option<u32>,
        /// A Swiss's rounds.
        #[serde(default)]
        pub rounds: Option<u32>,
        /// A round-robin played with both colours.
        #[serde(default)]
        pub twice: bool,
        /// A correspondence Swiss: days from one round's start to the next's.
        #[serde(default)]
        pub round_days: Option<u32>,
        /// The most players.
        pub max_players: u32,
        /// The lowest rating that may join.
        #[serde(default)]
        pub min_rating: Option<i32>,
        /// The highest rating that may join.
        #[serde(default)]
        pub max_rating: Option<i32>,
        /// Whether bots may join.
        pub bots: bool,
        /// A password to join (a private event).
        #[serde(default)]
        pub password: Option<String>,
    }
}

/// What `POST /api/tournaments` answers: the new tournament's id.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Created {
    /// Its id.
    pub id: String,
}

/// What `POST /api/tournaments/{id}/join` may carry: a private tournament's password.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct JoinRequest {
    /// The password.
    #[serde(default)]
    pub password: Option<String>,
}

with_variant! {
    /// A tournament in a list.
    pub struct TournamentSummary, written as TournamentSummaryWire = "TournamentSummaryWire" {
        /// Its id.
        pub id: String,
        /// Its name.
        pub name: String,
        /// Its kind.
        pub kind: TournamentKind,
        @variant,
        /// The time control.
        pub time: TimeControl,
        /// Whether its games count for the ratings.
        pub rated: bool,
        /// When it starts (milliseconds since the Unix epoch).
        pub starts: u64,
        /// When an arena ends.
        pub ends: Option<u64>,
        /// A Swiss's or round-robin's rounds (a round-robin's once it started).
        pub rounds: Option<u32>,
        /// The round being played (0 before the first).
        pub round: u32,
        /// Where it stands.
        pub status: TournamentStatus,
        /// Players who joined (and did not withdraw).
        pub players: u32,
        /// The most players.
        pub max_players: u32,
        /// Whether a password is needed to join.
        pub private: bool,
        /// Who made it (none: the site).
        pub by: Option<String>,
    }
}

/// The tournament the home page shows (`GET /api/tournaments/next`): the open one starting
/// soonest, else one being played; none if there is neither.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct NextTournament {
    /// That tournament.
    pub next: Option<TournamentSummary>,
}

/// The tournaments to show (`GET /api/tournaments`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TournamentList {
    /// Starting soon, the soonest first.
    pub upcoming: Vec<TournamentSummary>,
    /// Being played.
    pub running: Vec<TournamentSummary>,
    /// Recently over, the latest first.
    pub finished: Vec<TournamentSummary>,
}

/// One player's line in the standings.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct StandingLine {
    /// Their place (1 is first; equal lines share it only in the order given).
    pub rank: u32,
    /// Who.
    pub player: PlayerView,
    /// Their rating when they joined.
    pub rating: i32,
    /// Their score, as written ("11" in an arena, "2½" in a Swiss).
    pub score: String,
    /// Their games' marks in order: an arena's points per game ("2", "4" on fire), a Swiss's
    /// "1", "½", "0", "+" (bye), "-" (missed).
    pub sheet: Vec<String>,
    /// An arena player on fire (their next game counts double).
    pub fire: bool,
    /// The tie-breaks, as written (a Swiss's Buchholz and Sonneborn-Berger; a round-robin's
    /// Sonneborn-Berger).
    pub tiebreaks: Vec<String>,
    /// Gone from the tournament.
    pub withdrawn: bool,
    /// Taking a break (an arena: not paired meanwhile).
    pub paused: bool,
}

/// One game of a tournament.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TournamentGame {
    /// The game's id (to watch or review it).
    pub id: GameId,
    /// The round (0 in an arena).
    pub round: u32,
    /// White's name.
    pub white: String,
    /// Black's name.
    pub black: String,
    /// "1-0", "0-1", "½-½", or none while it is played.
    pub result: Option<String>,
}

/// The player's own entry, when they joined.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct MyEntry {
    /// Gone from the tournament.
    pub withdrawn: bool,
    /// Taking a break.
    pub paused: bool,
    /// The game they play now in it.
    pub playing: Option<GameId>,
}

/// One tournament (`GET /api/tournaments/{id}`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TournamentView {
    /// What it is.
    pub info: TournamentSummary,
    /// Ratings allowed (none: any).
    pub min_rating: Option<i32>,
    /// The highest rating allowed.
    pub max_rating: Option<i32>,
    /// Whether bots may join.
    pub bots: bool,
    /// A round-robin played with both colours.
    pub twice: bool,
    /// The standings, the first first.
    pub standings: Vec<StandingLine>,
    /// The games, the latest first.
    pub games: Vec<TournamentGame>,
    /// The viewer's own entry (none when they have not joined).
    pub me: Option<MyEntry>,
}
