//! Saved games: what is stored after every move, and how it is read back and checked.

use crate::analysis::Analysis;
use crate::settings::Opponent;
use serde::{Deserialize, Serialize};
use skillgames_catalogue::CATALOGUE;
use skillgames_play::{Rules, Variant};

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
    /// The day the game started (`2026-12-01`, UTC); saves before it was kept have none.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub date: Option<String>,
    /// Whether its result goes into the statistics: not for a game started with "Play from
    /// here" (saves before this was kept are counted).
    #[serde(default = "counted", skip_serializing_if = "is_counted")]
    pub counted: bool,
    /// The after-game analysis, as far as it has come (a damaged one is dropped, never the
    /// game).
    #[serde(
        default,
        deserialize_with = "crate::analysis::lenient",
        skip_serializing_if = "Option::is_none"
    )]
    pub analysis: Option<Analysis>,
    /// The side a friend plays on another device (`white` or `black`), in play by link.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub remote: Option<String>,
}

fn counted() -> bool {
    true
}

#[allow(clippy::trivially_copy_pass_by_ref)] // serde's signature
fn is_counted(counted: &bool) -> bool {
    *counted
}

/// Today's date (UTC) as `YYYY-MM-DD`.
#[must_use]
pub fn today() -> String {
    let seconds = web_time::SystemTime::now()
        .duration_since(web_time::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs());
    civil_date(seconds / 86_400)
}

/// The date `days` after 1970-01-01 (Howard Hinnant's `civil_from_days`).
fn civil_date(days: u64) -> String {
    let z = days as i64 + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = doy - (153 * mp + 2) / 5 + 1;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    let year = yoe + era * 400 + i64::from(month <= 2);
    format!("{year:04}-{month:02}-{day:02}")
}

/// Why a stored game could not be used.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum RecordError {
    /// Not JSON of the right shape (truncated or damaged).
    #[error("the saved game is damaged ({0})")]
    Damaged(String),
    /// Written by another version of the app.
    #[error(
        "the saved game was written by another version of the app (format {0}, this one reads format {RECORD_VERSION})"
    )]
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
    pub fn replay(&self) -> Result<Box<dyn Rules>, RecordError> {
        let variant = self.variant()?;
        let mut session = variant
            .rules(self.start.as_deref())
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
            date: Some("2026-12-01".into()),
            counted: true,
            analysis: None,
            remote: None,
        }
    }

    #[test]
    fn dates_are_written_as_the_calendar_has_them() {
        assert_eq!(civil_date(0), "1970-01-01");
        assert_eq!(civil_date(20_423), "2025-12-01");
        assert_eq!(civil_date(11_016), "2000-02-29");
        assert_eq!(today().len(), 10);
    }

    /// A save written by the version before dates were kept (the format of 2026-12-01)
    /// loads unchanged.
    #[test]
    fn saves_of_the_earlier_version_load() {
        let text = r#"{"version":1,"game":"loa","size":8,"level":"medium","opponent":"Computer","start":null,"moves":["b1-b3","a2-c2"]}"#;
        let record = GameRecord::parse(text).unwrap();
        assert_eq!(record.moves, ["b1-b3", "a2-c2"]);
        assert_eq!(record.date, None);
        assert_eq!(record.replay().unwrap().ply(), 2);
        let friend = r#"{"version":1,"game":"archimedes","size":6,"level":"normal","opponent":"Friend","start":"4BB/5B/W1B3/6/6/W1W1W1 w 0 0","moves":["e1-e2"]}"#;
        assert_eq!(
            GameRecord::parse(friend).unwrap().replay().unwrap().ply(),
            1
        );
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
