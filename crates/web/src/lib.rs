//! The skillgames browser app: Leptos with client-side rendering, compiled to WebAssembly.
//!
//! The app is two programs: `app` (the pages and the board, this package's binary) and `worker`
//! (the computer, thinking in a Web Worker so the page never freezes: the `skillgames-worker`
//! package runs this crate's [`thinker`]). The page plays by the rules through
//! [`skillgames_search::Rules`] (so its WebAssembly holds no search), the worker asks the
//! computer through [`skillgames_search::Session`], and everything about each game comes from
//! its catalogue entry (`skillgames_catalogue`): this crate names no game. It adds the state of
//! a game on screen with its move list and review ([`state`]), the game page's logic
//! ([`controller`]), what is stored in the browser ([`storage`], [`record`], [`stats`]), games
//! as text ([`transcript`]) and in links ([`link`]), and the views (`ui`, with the feature
//! `app`: only the page's program compiles Leptos), which only render.
//!
//! ```
//! use skillgames_web::settings::{Opponent, Settings};
//! use skillgames_web::state::{GameState, Tap};
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
pub mod controller;
pub mod link;
pub mod move_list;
pub mod preferences;
pub mod record;
pub mod settings;
pub mod sound;
pub mod state;
pub mod stats;
pub mod storage;
pub mod thinker;
pub mod transcript;
#[cfg(feature = "app")]
pub mod ui;
