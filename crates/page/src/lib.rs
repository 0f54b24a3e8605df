//! The skillgames game page's logic, apart from any view and any browser: the game's history
//! ([`history`]: positions, moves, checkpoints, outcome, one value that review only reads),
//! the game on screen with its seats, what the player is doing and its move list ([`state`]),
//! the board model derived from both ([`board`]), the page's controller ([`controller`]), the
//! online game page's controller ([`live`], around [`online`]'s game), what the
//! page asks the computer in its worker ([`think`]), the analysis's bookkeeping
//! ([`analysis`]), what is stored ([`storage`] behind the [`storage::Store`] trait, [`record`],
//! [`stats`]), games as text and in links (`skillgames_play::transcript`, `skillgames_play::link`). Everything about each
//! game comes from its catalogue entry: this crate names no game, and plays by
//! `skillgames_play`'s rules only (it never compiles the search).
//!
//! ```
//! use skillgames_page::settings::{Opponent, Settings};
//! use skillgames_page::state::{GameState, Tap};
//! use skillgames_catalogue::CATALOGUE;
//! use skillgames_core::Coord;
//!
//! let variant = CATALOGUE.variant("amazons", Some("6")).unwrap();
//! let settings = Settings { level: "easy".into(), size: 6, opponent: Opponent::Computer };
//! let mut game = GameState::new(variant, settings, None).unwrap();
//! assert_eq!(game.tap(Coord::new(1, 0)), Tap::Selected); // b1
//! assert_eq!(game.tap(Coord::new(1, 3)), Tap::Landed); // b4: now SHOOT AN ARROW
//! assert!(game.must_shoot());
//! ```

pub mod analysis;
pub mod board;
pub mod challenges;
pub mod chat;
pub mod controller;
pub mod history;
pub mod leaderboard;
pub mod lessons;
pub mod live;
pub mod move_list;
pub mod notifications;
pub mod online;
pub mod planner;
pub mod preferences;
pub mod puzzles;
pub mod record;
pub mod settings;
pub mod sound;
pub mod state;
pub mod stats;
pub mod storage;
pub mod think;
pub mod tournaments;
