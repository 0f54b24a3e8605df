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

pub use arg::Arg;
#[cfg(feature = "catalogue")]
pub use catalogue::{Catalogue, CatalogueError};
pub use language::Language;

/// The English catalogue's text (the source language, and what a message missing from
/// another catalogue falls back to).
#[cfg(feature = "catalogue")]
pub const ENGLISH: &str = include_str!(concat!(env!("OUT_DIR"), "/en.ftl"));

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
