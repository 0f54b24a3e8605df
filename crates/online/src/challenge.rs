//! Challenges by name, as the page sees them: who challenged whom to what, and what became of
//! it. A challenge is an open game kept out of the lobby that only the invited player may
//! take ([`crate::ClientMessage::Join`] accepts it); its id is the game's.
//!
//! ```
//! use skillgames_online::DeclineReason;
//!
//! // lichess's keys, and the sentence each stands for.
//! let reason = DeclineReason::from_key("tooFast").unwrap();
//! assert_eq!(reason, DeclineReason::TooFast);
//! assert_eq!(reason.key(), "tooFast");
//! assert!(reason.to_string().contains("too fast"));
//! assert_eq!(DeclineReason::from_key("nope"), None);
//! ```

use serde::{Deserialize, Serialize};
use thiserror::Error;

use crate::clock::TimeControl;
use crate::id::GameId;
use crate::message::PlayerView;
use crate::side::ColourChoice;
use crate::variant::with_variant;

/// Why a challenge was declined: lichess's reasons (the same keys on the wire).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, Error)]
#[serde(rename_all = "camelCase")]
pub enum DeclineReason {
    /// No reason given.
    #[error("I'm not accepting challenges at the moment.")]
    Generic,
    /// Not now.
    #[error("This is not the right time for me, please ask again later.")]
    Later,
    /// The clock is too short.
    #[error("This time control is too fast for me, please challenge again with a slower game.")]
    TooFast,
    /// The clock is too long.
    #[error("This time control is too slow for me, please challenge again with a faster game.")]
    TooSlow,
    /// Not this time control.
    #[error("I'm not accepting challenges with this time control.")]
    TimeControl,
    /// A rated game instead.
    #[error("Please send me a rated challenge instead.")]
    Rated,
    /// A casual game instead.
    #[error("Please send me a casual challenge instead.")]
    Casual,
    /// Not this game.
    #[error("I'm not accepting challenges of this game right now.")]
    Standard,
    /// Not this game or board.
    #[error("I'm not willing to play this game or board right now.")]
    Variant,
    /// Not from a bot.
    #[error("I'm not accepting challenges from bots.")]
    NoBot,
    /// Only from bots.
    #[error("I'm only accepting challenges from bots.")]
    OnlyBot,
}

impl DeclineReason {
    /// Every reason, in lichess's order.
    pub const ALL: [DeclineReason; 11] = [
        DeclineReason::Generic,
        DeclineReason::Later,
        DeclineReason::TooFast,
        DeclineReason::TooSlow,
        DeclineReason::TimeControl,
        DeclineReason::Rated,
        DeclineReason::Casual,
        DeclineReason::Standard,
        DeclineReason::Variant,
        DeclineReason::NoBot,
        DeclineReason::OnlyBot,
    ];

    /// lichess's key: `tooFast`.
    #[must_use]
    pub fn key(self) -> &'static str {
        match self {
            DeclineReason::Generic => "generic",
            DeclineReason::Later => "later",
            DeclineReason::TooFast => "tooFast",
            DeclineReason::TooSlow => "tooSlow",
            DeclineReason::TimeControl => "timeControl",
            DeclineReason::Rated => "rated",
            DeclineReason::Casual => "casual",
            DeclineReason::Standard => "standard",
            DeclineReason::Variant => "variant",
            DeclineReason::NoBot => "noBot",
            DeclineReason::OnlyBot => "onlyBot",
        }
    }

    /// The catalogues' message for it (`skillgames-i18n`): the page words a reason in the
    /// player's language (its `Display` is the English, for logs and clients without the
    /// catalogues).
    #[must_use]
    pub const fn message(self) -> &'static str {
        match self {
            DeclineReason::Generic => "online-decline-generic",
            DeclineReason::Later => "online-decline-later",
            DeclineReason::TooFast => "online-decline-too-fast",
            DeclineReason::TooSlow => "online-decline-too-slow",
            DeclineReason::TimeControl => "online-decline-time-control",
            DeclineReason::Rated => "online-decline-rated",
            DeclineReason::Casual => "online-decline-casual",
            DeclineReason::Standard => "online-decline-standard",
            DeclineReason::Variant => "online-decline-variant",
            DeclineReason::NoBot => "online-decline-no-bot",
            DeclineReason::OnlyBot => "online-decline-only-bot",
        }
    }

    /// The reason of a key, in any case (`toofast` too); `None` for no reason of ours.
    #[must_use]
    pub fn from_key(key: &str) -> Option<DeclineReason> {
        DeclineReason::ALL
            .into_iter()
            .find(|r| r.key().eq_ignore_ascii_case(key))
    }
}

/// What became of a challenge.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ChallengeStatus {
    /// Waiting for the invited player's answer.
    Open,
    /// Accepted: the game has begun (its id is the challenge's).
    Accepted,
    /// Withdrawn by the challenger.
    Canceled,
    /// Declined by the invited player.
    Declined,
}

with_variant! {
    /// A challenge as its two players see it.
    pub struct ChallengeView, written as ChallengeViewWire = "ChallengeViewWire" {
        /// Its id (the game's).
        pub id: GameId,
        /// Who challenged.
        pub from: PlayerView,
        /// Who is challenged.
        pub to: PlayerView,
        @variant,
        /// The time control.
        pub time: TimeControl,
        /// Whether it counts for the ratings.
        pub rated: bool,
        /// The challenger's side.
        pub colour: ColourChoice,
        /// What became of it.
        pub status: ChallengeStatus,
        /// Why it was declined (when it was).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        pub reason: Option<DeclineReason>,
    }
}

/// Who may challenge a player by name.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ChallengePolicy {
    /// Anyone, visitors too.
    #[default]
    Anyone,
    /// Only players with an account.
    Accounts,
    /// Nobody.
    Nobody,
}

impl ChallengePolicy {
    /// How it is stored: `anyone`, `accounts`, `nobody`.
    #[must_use]
    pub fn key(self) -> &'static str {
        match self {
            ChallengePolicy::Anyone => "anyone",
            ChallengePolicy::Accounts => "accounts",
            ChallengePolicy::Nobody => "nobody",
        }
    }

    /// The policy stored as `key` (anyone for anything else: the default).
    #[must_use]
    pub fn from_key(key: &str) -> ChallengePolicy {
        match key {
            "accounts" => ChallengePolicy::Accounts,
            "nobody" => ChallengePolicy::Nobody,
            _ => ChallengePolicy::Anyone,
        }
    }

    /// Whether a challenge from a player with (or without) an account is let through.
    #[must_use]
    pub fn allows(self, from_account: bool) -> bool {
        match self {
            ChallengePolicy::Anyone => true,
            ChallengePolicy::Accounts => from_account,
            ChallengePolicy::Nobody => false,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_reason_is_written_as_its_key() {
        for reason in DeclineReason::ALL {
            let json = serde_json::to_string(&reason).unwrap();
            assert_eq!(json, format!("\"{}\"", reason.key()));
            assert_eq!(DeclineReason::from_key(reason.key()), Some(reason));
            assert_eq!(
                serde_json::from_str::<DeclineReason>(&json).unwrap(),
                reason
            );
        }
    }

    #[test]
    fn every_reason_has_its_own_message() {
        let mut ids: Vec<&str> = DeclineReason::ALL.iter().map(|r| r.message()).collect();
        assert!(ids.iter().all(|id| id.starts_with("online-decline-")));
        ids.sort_unstable();
        ids.dedup();
        assert_eq!(ids.len(), DeclineReason::ALL.len());
    }

    #[test]
    fn policies_let_through_whom_they_say() {
        for policy in [
            ChallengePolicy::Anyone,
            ChallengePolicy::Accounts,
            ChallengePolicy::Nobody,
        ] {
            assert_eq!(ChallengePolicy::from_key(policy.key()), policy);
        }
        assert!(ChallengePolicy::Anyone.allows(false));
        assert!(!ChallengePolicy::Accounts.allows(false));
        assert!(ChallengePolicy::Accounts.allows(true));
        assert!(!ChallengePolicy::Nobody.allows(true));
    }
}
