//! What the app shows about each game: names, board sizes, levels, and the how-to-play text.
//! Everything game-specific in the app lives here, one module per game.

mod amazons;
mod archimedes;
mod loa;

use skillgames_core::Player;
use skillgames_search::GameKind;

/// A section of the how-to-play page: a heading and its paragraphs or bullets.
pub struct Section {
    /// The heading.
    pub title: &'static str,
    /// Paragraphs; those starting with "- " are shown as bullets.
    pub paragraphs: &'static [&'static str],
}

/// The app's description of one game.
pub struct GameInfo {
    /// Which game.
    pub kind: GameKind,
    /// Its name.
    pub title: &'static str,
    /// One line for the home page.
    pub tagline: &'static str,
    /// Board sizes with their names, the default first.
    pub sizes: &'static [(u8, &'static str)],
    /// Difficulty levels (engine name, label), easiest first.
    pub levels: &'static [(&'static str, &'static str)],
    /// Whether two people can play on one device.
    pub friend_mode: bool,
    /// The side that moves first (the player, against the computer).
    pub first: Player,
    /// What a piece is called ("ship").
    pub piece: &'static str,
    /// What the score line counts ("ships left").
    pub score_label: &'static str,
    /// The how-to-play page.
    pub rules: &'static [Section],
}

impl GameInfo {
    /// The name shown for a board size.
    #[must_use]
    pub fn size_label(&self, size: u8) -> String {
        match self.sizes.iter().find(|s| s.0 == size) {
            Some((_, name)) if !name.is_empty() => format!("{size} × {size} {name}"),
            _ => format!("{size} × {size}"),
        }
    }

    /// The label of a level.
    #[must_use]
    pub fn level_label(&self, level: &str) -> &'static str {
        self.levels
            .iter()
            .find(|l| l.0 == level)
            .map_or("", |l| l.1)
    }
}

/// Every game, in home-page order.
pub const GAMES: [&GameInfo; 3] = [&archimedes::INFO, &amazons::INFO, &loa::INFO];

/// The description of `kind`.
#[must_use]
pub fn info(kind: GameKind) -> &'static GameInfo {
    GAMES
        .into_iter()
        .find(|g| g.kind == kind)
        .unwrap_or(GAMES[0])
}
