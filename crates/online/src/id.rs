//! A game's id: the server makes it (a few letters and digits) and every message about a game
//! names it. Written on the wire as the plain string it holds, as before it had a type.

use std::borrow::Borrow;
use std::fmt;
use std::ops::Deref;

use serde::{Deserialize, Serialize};

/// The longest id the server answers about, in bytes: a longer one names no game (the
/// server's own ids are far shorter), and is refused before anything looks it up.
pub const MAX_GAME_ID_LEN: usize = 32;

/// A game's id.
///
/// ```
/// use skillgames_online::GameId;
///
/// let id = GameId::from("k3f9a2");
/// assert_eq!(id, "k3f9a2");
/// assert_eq!(serde_json::to_string(&id).unwrap(), r#""k3f9a2""#);
/// assert_eq!(format!("#/online/{id}"), "#/online/k3f9a2");
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(transparent)]
pub struct GameId(String);

impl GameId {
    /// The id as text.
    #[must_use]
    pub fn as_str(&self) -> &str {
        &self.0
    }

    /// Whether it is longer than any game's id may be ([`MAX_GAME_ID_LEN`]).
    #[must_use]
    pub fn is_too_long(&self) -> bool {
        self.0.len() > MAX_GAME_ID_LEN
    }
}

impl From<String> for GameId {
    fn from(id: String) -> GameId {
        GameId(id)
    }
}

impl From<&str> for GameId {
    fn from(id: &str) -> GameId {
        GameId(id.to_owned())
    }
}

impl From<GameId> for String {
    fn from(id: GameId) -> String {
        id.0
    }
}

impl Deref for GameId {
    type Target = str;

    fn deref(&self) -> &str {
        &self.0
    }
}

impl Borrow<str> for GameId {
    fn borrow(&self) -> &str {
        &self.0
    }
}

impl AsRef<str> for GameId {
    fn as_ref(&self) -> &str {
        &self.0
    }
}

impl fmt::Display for GameId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl PartialEq<str> for GameId {
    fn eq(&self, other: &str) -> bool {
        self.0 == other
    }
}

impl PartialEq<&str> for GameId {
    fn eq(&self, other: &&str) -> bool {
        self.0 == *other
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_id_is_written_and_read_as_its_text() {
        let id = GameId::from("k3f9a2");
        let json = serde_json::to_string(&id).unwrap();
        assert_eq!(json, r#""k3f9a2""#);
        assert_eq!(serde_json::from_str::<GameId>(&json).unwrap(), id);
        assert!(serde_json::from_str::<GameId>("3").is_err());
        assert_eq!(id.to_string(), "k3f9a2");
        assert_eq!(&*id, "k3f9a2");
        assert!(!id.is_too_long());
        assert!(!GameId::from("a".repeat(MAX_GAME_ID_LEN)).is_too_long());
        assert!(GameId::from("a".repeat(MAX_GAME_ID_LEN + 1)).is_too_long());
        // Looked up by its text in a map keyed by ids.
        let map = std::collections::HashMap::from([(id.clone(), 1)]);
        assert_eq!(map.get("k3f9a2"), Some(&1));
    }
}
