//! Saved games: what is stored after every move, and how it is read back and checked.

use crate::settings::Opponent;
use serde::{Deserialize, Serialize};
use skillgames_catalogue::CATALOGUE;
use skillgames_search::{Session, Variant};

/// The save format written by this version. Older or newer saves are set aside, not guessed at.
pub const RECORD_VERSION: u32 = 1;

/// A game in progress as stored: enough to rebuild it exactly by replaying its moves.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameRecord {
    /// [`RECORD_VERSION`] when written.
    pub version: u32,
    /// The game's protocol name (`amazons`).
    pub game: String,
    /// Board size.
    pub size: u8,
    /// The difficulty level's name.
    pub level: String,
    /// Against the computer or a friend.
    pub opponent: Opponent,
    /// The starting position text, when the game did not start from the usual position.
    pub start: Option<String>,
    /// Every move played, in notation.
    pub moves: Vec<String>,
}

/// Why a stored game could not be used.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum RecordError {
    /// Not JSON of the right shape (truncated or damaged).
    #[error("the saved game is damaged ({0})")]
    Damaged(String),
    /// Written by another version of the app.
    #[error("the saved game was written in an older format (version {0})")]
    Version(u32),
    /// The game, board or level is not one this app has.
    #[error("the saved game names an unknown game, board or level")]
    Unknown,
    /// A move or the starting position is not legal.
    #[error("the saved game contains an illegal move or position")]
    Illegal,
}

impl GameRecord {
    /// Reads a record from its stored text.
    ///
    /// # Errors
    /// [`RecordError::Damaged`] or [`RecordError::Version`].
    pub fn parse(text: &str) -> Result<Self, RecordError> {
        #[derive(Deserialize)]
        struct VersionOnly {
            version: u32,
        }
        let version = serde_json::from_str::<VersionOnly>(text)
            .map_err(|e| RecordError::Damaged(e.to_string()))?
            .version;
        if version != RECORD_VERSION {
            return Err(RecordError::Version(version));
        }
        serde_json::from_str(text).map_err(|e| RecordError::Damaged(e.to_string()))
    }

    /// The stored text.
    #[must_use]
    pub fn to_json(&self) -> String {
        serde_json::to_string(self).unwrap_or_default()
    }

    /// The game's variant, if the record names a real one.
    ///
    /// # Errors
    /// [`RecordError::Unknown`].
    pub fn variant(&self) -> Result<Variant, RecordError> {
        CATALOGUE
            .find(&self.game)
            .and_then(|game| game.variant(self.size))
            .map_err(|_| RecordError::Unknown)
    }

    /// The position after replaying every move, checking each one.
    ///
    /// # Errors
    /// [`RecordError::Unknown`] or [`RecordError::Illegal`].
    pub fn replay(&self) -> Result<Box<dyn Session>, RecordError> {
        let variant = self.variant()?;
        let mut session = variant
            .session(self.start.as_deref())
            .map_err(|_| RecordError::Illegal)?;
        if variant.game().level(&self.level).is_none() {
            return Err(RecordError::Unknown);
        }
        let moves: Vec<&str> = self.moves.iter().map(String::as_str).collect();
        session.play(&moves).map_err(|_| RecordError::Illegal)?;
        Ok(session)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn record() -> GameRecord {
        GameRecord {
            version: RECORD_VERSION,
            game: "amazons".into(),
            size: 6,
            level: "normal".into(),
            opponent: Opponent::Computer,
            start: None,
            moves: vec!["b1-b4/b1".into(), "b6-c5/c2".into()],
        }
    }

    #[test]
    fn round_trips_and_replays() {
        let text = record().to_json();
        let back = GameRecord::parse(&text).unwrap();
        assert_eq!(back, record());
        assert_eq!(back.replay().unwrap().ply(), 2);
    }

    #[test]
    fn rejects_damage_of_every_kind() {
        let text = record().to_json();
        assert!(matches!(
            GameRecord::parse(&text[..text.len() / 2]),
            Err(RecordError::Damaged(_))
        ));
        assert!(matches!(
            GameRecord::parse("null"),
            Err(RecordError::Damaged(_))
        ));
        assert_eq!(
            GameRecord::parse(&text.replace("\"version\":1", "\"version\":0")),
            Err(RecordError::Version(0))
        );
        let mut bad = record();
        bad.moves.push("a1-a2/a3".into());
        assert_eq!(bad.replay().err(), Some(RecordError::Illegal));
        let mut bad = record();
        bad.level = "godlike".into();
        assert_eq!(bad.replay().err(), Some(RecordError::Unknown));
        let mut bad = record();
        bad.size = 7;
        assert_eq!(bad.replay().err(), Some(RecordError::Unknown));
        let mut bad = record();
        bad.start = Some("6/6/6/6/6/6 w 0 0".into());
        assert_eq!(bad.replay().err(), Some(RecordError::Illegal));
    }
}
