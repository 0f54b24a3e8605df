//! How a game ended, as the protocol (and the server's store) writes it: one word. The server's
//! own endings are named here; the rules' endings are the rules' own words (`fleet`,
//! `connected`, `nomoves`, ...), which this crate does not list: it names no game.

use std::convert::Infallible;
use std::fmt;
use std::str::FromStr;

use serde::de::{self, Deserializer, Visitor};
use serde::{Deserialize, Serialize, Serializer};

/// Why a game ended.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum EndReason {
    /// The loser resigned: `resigned`.
    Resigned,
    /// The loser's clock ran out: `time`.
    Time,
    /// The loser left, and the winner claimed the game: `abandoned`.
    Abandoned,
    /// The players agreed to a draw: `agreed`.
    Agreed,
    /// The rules ended it, in their own word (`fleet`, `connected`, ...).
    Rules(String),
}

impl EndReason {
    /// The word written for it.
    #[must_use]
    pub fn word(&self) -> &str {
        match self {
            EndReason::Resigned => "resigned",
            EndReason::Time => "time",
            EndReason::Abandoned => "abandoned",
            EndReason::Agreed => "agreed",
            EndReason::Rules(word) => word,
        }
    }
}

impl From<&str> for EndReason {
    /// The reason written `word`: one of the server's, or else the rules' own.
    fn from(word: &str) -> EndReason {
        match word {
            "resigned" => EndReason::Resigned,
            "time" => EndReason::Time,
            "abandoned" => EndReason::Abandoned,
            "agreed" => EndReason::Agreed,
            rules => EndReason::Rules(rules.to_owned()),
        }
    }
}

impl FromStr for EndReason {
    type Err = Infallible;

    fn from_str(word: &str) -> Result<EndReason, Infallible> {
        Ok(EndReason::from(word))
    }
}

impl fmt::Display for EndReason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.word())
    }
}

impl PartialEq<str> for EndReason {
    fn eq(&self, word: &str) -> bool {
        self.word() == word
    }
}

impl Serialize for EndReason {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(self.word())
    }
}

impl<'de> Deserialize<'de> for EndReason {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<EndReason, D::Error> {
        struct Word;
        impl Visitor<'_> for Word {
            type Value = EndReason;

            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str("the word of a game's ending")
            }

            fn visit_str<E: de::Error>(self, word: &str) -> Result<EndReason, E> {
                Ok(EndReason::from(word))
            }
        }
        deserializer.deserialize_str(Word)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_reason_is_written_as_its_word_and_read_back() {
        for word in [
            "resigned",
            "time",
            "abandoned",
            "agreed",
            "fleet",
            "connected",
        ] {
            let reason = EndReason::from(word);
            assert_eq!(reason.to_string(), word);
            assert_eq!(word.parse::<EndReason>(), Ok(reason.clone()));
            let json = serde_json::to_string(&reason).unwrap();
            assert_eq!(json, format!("\"{word}\""));
            assert_eq!(serde_json::from_str::<EndReason>(&json).unwrap(), reason);
        }
        assert_eq!(EndReason::from("time"), EndReason::Time);
        assert_eq!(EndReason::from("fleet"), EndReason::Rules("fleet".into()));
    }
}
