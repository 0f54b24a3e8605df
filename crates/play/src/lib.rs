//! The skillgames games behind one interface, without the computer: what the page, the game
//! server and the tools need to play by the rules. Each game describes itself once
//! ([`GameInfo`]: names, boards, levels as data, texts, endings) and registers a
//! [`Rules`] maker per board; [`Variant`] names a game on one of its boards; [`Present`] is
//! its game-neutral view (what a move removed, how it sounds, the sentence of each ending).
//! Games as text ([`record`]) and in links ([`link`]) are read and written here, checked by the
//! rules.
//!
//! Nothing here searches: the computer (`skillgames-search`) builds on this crate, and a
//! program that only plays by the rules never compiles it.
//!
//! ```
//! use skillgames_play::Rules;
//!
//! let amazons = &skillgames_amazons::GAME;
//! let mut game = amazons.variant(8)?.rules(None)?;
//! let played = game.play_move("c1-c6/f3")?;
//! assert_eq!(played.mv.arrow.map(|a| a.to_string()), Some("f3".to_owned()));
//! assert_eq!((game.ply(), game.turn()), (1, skillgames_core::Player::Black));
//! assert!(game.resolve("c6-c7/c8").is_err(), "Black moves now");
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

pub mod catalogue;
mod details;
mod level;
pub mod link;
mod present;
mod rules;
mod score;
pub mod teach;
pub mod transcript;

pub use catalogue::{
    BenchDepths, Board, Catalogue, GameInfo, Guide, Guides, MakeRules, MarkRules, Noun,
    OpeningPolicy, RemovalTally, Section, Variant, VariantError,
};
pub use level::{Level, Shape};
pub use present::{
    Cue, Effects, Ending, Name, Present, Removal, Sides, capitalised, fill, number_word,
};
pub use rules::{HoldsPosition, MoveInfo, Played, Playing, Rules, rules_of};
pub use score::{INFINITY, WIN, WIN_BOUND, clamp_eval, is_decisive};
pub use skillgames_core::ParseFenError;
pub use teach::{
    GameLessons, Goal, Lesson, Lessons, PuzzleThemes, Step, StepText, ThemeLine, Themes, pass_turn,
    replay,
};
