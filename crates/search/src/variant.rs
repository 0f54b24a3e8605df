//! Which game on which board: the one place that maps names and sizes to game types.

use skillgames_amazons::{Amazons6, Amazons8, Amazons10};
use skillgames_archimedes::{Archimedes6, Archimedes8, Archimedes10};
use skillgames_core::ParseFenError;
use skillgames_loa::Loa;
use std::fmt;
use std::str::FromStr;

use crate::session::{GameSession, Session};

/// One of the three games.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum GameKind {
    /// Archimedes, the naval game of lines of sight.
    Archimedes,
    /// Amazons.
    Amazons,
    /// Lines of Action.
    Loa,
}

impl GameKind {
    /// All games, in menu order.
    pub const ALL: [GameKind; 3] = [GameKind::Archimedes, GameKind::Amazons, GameKind::Loa];

    /// The protocol name: `archimedes`, `amazons` or `loa`.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            GameKind::Archimedes => "archimedes",
            GameKind::Amazons => "amazons",
            GameKind::Loa => "loa",
        }
    }

    /// The board sizes the game is played on, the default first.
    #[must_use]
    pub const fn sizes(self) -> &'static [u8] {
        match self {
            GameKind::Archimedes | GameKind::Amazons => &[6, 8, 10],
            GameKind::Loa => &[8],
        }
    }

    /// The default board size.
    #[must_use]
    pub const fn default_size(self) -> u8 {
        self.sizes()[0]
    }
}

impl fmt::Display for GameKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// Why a game name or size was refused.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum VariantError {
    /// Not one of the games.
    #[error("unknown game {0:?}: expected archimedes, amazons or loa")]
    UnknownGame(String),
    /// The game is not played on that board.
    #[error("{game} is played on {sizes}, not {found:?}")]
    UnsupportedSize {
        /// The game.
        game: GameKind,
        /// The sizes it supports, as text.
        sizes: String,
        /// The size asked for.
        found: String,
    },
}

impl FromStr for GameKind {
    type Err = VariantError;

    fn from_str(text: &str) -> Result<Self, VariantError> {
        GameKind::ALL
            .into_iter()
            .find(|g| g.name() == text)
            .ok_or_else(|| VariantError::UnknownGame(text.chars().take(24).collect()))
    }
}

/// A game and its board size.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Variant {
    /// The game.
    pub kind: GameKind,
    /// Files (and ranks) of the board.
    pub size: u8,
}

impl Variant {
    /// `kind` on a `size` x `size` board, if the game is played on it.
    ///
    /// # Errors
    /// [`VariantError::UnsupportedSize`] for a size the game is not played on.
    pub fn new(kind: GameKind, size: u8) -> Result<Variant, VariantError> {
        Self::parse_size(kind, &size.to_string())
    }

    /// `kind` on the board written `size` (e.g. `8`), or its default board when `None`.
    ///
    /// # Errors
    /// [`VariantError::UnsupportedSize`] for anything but one of the game's sizes.
    pub fn with_size_text(kind: GameKind, size: Option<&str>) -> Result<Variant, VariantError> {
        match size {
            Some(text) => Self::parse_size(kind, text),
            None => Ok(Variant {
                kind,
                size: kind.default_size(),
            }),
        }
    }

    fn parse_size(kind: GameKind, text: &str) -> Result<Variant, VariantError> {
        kind.sizes()
            .iter()
            .find(|s| s.to_string() == text)
            .map(|&size| Variant { kind, size })
            .ok_or_else(|| VariantError::UnsupportedSize {
                game: kind,
                sizes: kind
                    .sizes()
                    .iter()
                    .map(|s| format!("{s}x{s}"))
                    .collect::<Vec<_>>()
                    .join(", "),
                found: text.chars().take(24).collect(),
            })
    }

    /// Every variant, game by game.
    pub fn all() -> impl Iterator<Item = Variant> {
        GameKind::ALL
            .into_iter()
            .flat_map(|kind| kind.sizes().iter().map(move |&size| Variant { kind, size }))
    }

    /// A game of this variant at its start, or at `fen`.
    ///
    /// # Errors
    /// When `fen` is not a possible position of this variant.
    pub fn session(self, fen: Option<&str>) -> Result<Box<dyn Session>, ParseFenError> {
        fn make<G: crate::Evaluate>(
            variant: Variant,
            fen: Option<&str>,
        ) -> Result<Box<dyn Session>, ParseFenError> {
            let position = match fen {
                Some(text) => text.parse::<G>()?,
                None => G::start(),
            };
            Ok(Box::new(GameSession::new(variant, position)))
        }
        match (self.kind, self.size) {
            (GameKind::Archimedes, 6) => make::<Archimedes6>(self, fen),
            (GameKind::Archimedes, 8) => make::<Archimedes8>(self, fen),
            (GameKind::Archimedes, _) => make::<Archimedes10>(self, fen),
            (GameKind::Amazons, 6) => make::<Amazons6>(self, fen),
            (GameKind::Amazons, 8) => make::<Amazons8>(self, fen),
            (GameKind::Amazons, _) => make::<Amazons10>(self, fen),
            (GameKind::Loa, _) => make::<Loa>(self, fen),
        }
    }
}

impl fmt::Display for Variant {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} {}x{}", self.kind, self.size, self.size)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sizes_are_checked() {
        assert!(Variant::new(GameKind::Loa, 8).is_ok());
        assert!(Variant::new(GameKind::Loa, 6).is_err());
        assert!(Variant::with_size_text(GameKind::Amazons, Some("08")).is_err());
        assert_eq!(
            Variant::with_size_text(GameKind::Amazons, None).map(|v| v.size),
            Ok(6)
        );
        assert_eq!(Variant::all().count(), 7);
        assert!("chess".parse::<GameKind>().is_err());
    }

    #[test]
    fn every_variant_starts() {
        for variant in Variant::all() {
            let session = variant.session(None).unwrap();
            assert_eq!(session.variant(), variant);
            assert!(!session.legal_moves().is_empty());
        }
    }
}
