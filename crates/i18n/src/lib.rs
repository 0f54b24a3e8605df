//! Every text a person reads, in their language: one [Fluent](https://projectfluent.org)
//! catalogue per [`Language`] (`locales/<code>/*.ftl`, one file per part of the site), with CLDR plural rules and variables.
//! The code names messages by id; the catalogues hold the words.
//!
//! ```
//! use skillgames_i18n::{Arg, Catalogue, Language};
//!
//! let english = Catalogue::english();
//! assert_eq!(english.text("home-play"), "PLAY");
//! // A browser asking for Austrian German, then English, gets German.
//! assert_eq!(Language::negotiate(["de-AT", "en"]), Language::German);
//! // A language nobody offers falls back to English.
//! assert_eq!(Language::negotiate(["tlh"]), Language::English);
//! // Plural forms come from the language's CLDR rules.
//! let ru = Catalogue::parse(Language::Russian, "n = { $n ->\n [one] {$n} ход\n [few] {$n} хода\n *[other] {$n} ходов\n}\n").unwrap();
//! assert_eq!(ru.format("n", &[("n", Arg::from(3))]), "3 хода");
//! assert_eq!(ru.format("n", &[("n", Arg::from(11))]), "11 ходов");
//! ```

mod arg;
#[cfg(feature = "catalogue")]
pub mod audit;
#[cfg(feature = "catalogue")]
mod catalogue;
mod language;

pub use arg::{Arg, Message};
#[cfg(feature = "catalogue")]
pub use catalogue::{Catalogue, CatalogueError};
pub use language::Language;

/// The English catalogue's text (the source language, and what a message missing from
/// another catalogue falls back to).
#[cfg(feature = "catalogue")]
pub const ENGLISH: &str = include_str!(concat!(env!("OUT_DIR"), "/en.ftl"));

#[cfg(feature = "catalogue")]
mod parts {
    include!(concat!(env!("OUT_DIR"), "/parts.rs"));
}

/// The part of every catalogue every page needs (`locales/<code>/*.ftl`).
pub const CORE: &str = "core";

/// The part of every catalogue only the server uses (its letters and the API's refusals):
/// never served to a page.
pub const SERVER_ONLY: &str = "server";

/// The parts of `language`'s catalogue, as (part, text): [`CORE`], fetched before the page is
/// drawn, and one per sub-folder of `locales/<code>/`, fetched with the pages that use it
/// (see [`part_of_source`]).
#[cfg(feature = "catalogue")]
pub fn parts(language: Language) -> impl Iterator<Item = (&'static str, &'static str)> {
    parts::PARTS
        .iter()
        .filter(move |(code, _, _)| *code == language.code())
        .map(|(_, part, text)| (*part, *text))
}

/// The web page's code and the catalogue part it draws its texts from, besides [`CORE`]: the
/// pages behind the `lobby` and `live` pieces of the page's code (`crates/web/src/ui/pages.rs`)
/// use `online`, the `learn` piece `learn`, but for the puzzle trainer, `puzzles`. A source in
/// none of these uses [`CORE`] only.
const PART_OF_SOURCE: [(&str, &str); 14] = [
    ("crates/web/src/ui/lobby/", "online"),
    ("crates/web/src/ui/account/", "online"),
    ("crates/web/src/ui/leaderboard.rs", "online"),
    ("crates/web/src/ui/challenges.rs", "online"),
    ("crates/web/src/ui/live/", "online"),
    ("crates/web/src/ui/tournaments/", "online"),
    ("crates/web/src/ui/moderation.rs", "online"),
    ("crates/web/src/ui/bell.rs", "online"),
    ("crates/web/src/ui/chat_view.rs", "online"),
    ("crates/web/src/ui/learn/mod.rs", "learn"),
    ("crates/web/src/ui/learn/lesson.rs", "learn"),
    ("crates/web/src/ui/puzzles/", "puzzles"),
    ("crates/web/src/ui/rules.rs", "learn"),
    ("crates/web/src/ui/stats.rs", "learn"),
];

/// The catalogue part the source at `path` (from the workspace's root) may name messages of
/// besides [`CORE`]'s, which every page has.
#[must_use]
pub fn part_of_source(path: &str) -> &'static str {
    let path = path.replace('\\', "/");
    PART_OF_SOURCE
        .iter()
        .find(|(prefix, _)| path.starts_with(prefix))
        .map_or(CORE, |(_, part)| part)
}

/// The catalogue text of `language`, built in.
#[cfg(feature = "catalogue")]
#[must_use]
pub fn source(language: Language) -> &'static str {
    match language {
        Language::English => ENGLISH,
        Language::French => include_str!(concat!(env!("OUT_DIR"), "/fr.ftl")),
        Language::German => include_str!(concat!(env!("OUT_DIR"), "/de.ftl")),
        Language::Spanish => include_str!(concat!(env!("OUT_DIR"), "/es.ftl")),
        Language::Portuguese => include_str!(concat!(env!("OUT_DIR"), "/pt-BR.ftl")),
        Language::Russian => include_str!(concat!(env!("OUT_DIR"), "/ru.ftl")),
        Language::Chinese => include_str!(concat!(env!("OUT_DIR"), "/zh-CN.ftl")),
    }
}
