//! Notifications: what the server tells a player about their games while they are elsewhere
//! (the bell of every page, a push notification, an email). One message of the catalogues
//! (`skillgames-i18n`) per kind, chosen here, so that the page, the service worker's push and
//! the email say the same thing, each in the player's language.
//!
//! ```
//! use skillgames_online::{NotificationKind, NotificationView, Outcome};
//!
//! let notice = NotificationView {
//!     id: 7,
//!     kind: NotificationKind::GameOver,
//!     game: Some("k3f9a2".into()),
//!     opponent: Some("Ada".into()),
//!     outcome: Some(Outcome::Won),
//!     at: 0,
//!     read: false,
//! };
//! assert_eq!(notice.words(), ("notice-won", Some("Ada")));
//! assert_eq!(serde_json::to_string(&NotificationKind::YourTurn).unwrap(), r#""your_turn""#);
//! ```

use serde::{Deserialize, Serialize};

use crate::id::GameId;

/// What a notification is about.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum NotificationKind {
    /// It is the player's move in a correspondence game.
    YourTurn,
    /// The opponent moved in a live game the player had left.
    OpponentMoved,
    /// A game of theirs ended (with the player's [`Outcome`]).
    GameOver,
    /// The opponent offers a draw.
    DrawOffer,
    /// The opponent asks to take a move back.
    TakebackOffer,
    /// Someone challenged the player by name.
    Challenge,
    /// The player's correspondence clock is nearly out.
    TimeAlmostUp,
    /// The player's next game in a tournament has begun.
    TournamentGame,
    /// A player one follows has begun a tournament game (to watch).
    FollowedPlaying,
    /// A moderator warned the player.
    Warning,
}

impl NotificationKind {
    /// Every kind, in the order the preferences list them.
    pub const ALL: [NotificationKind; 10] = [
        NotificationKind::YourTurn,
        NotificationKind::OpponentMoved,
        NotificationKind::GameOver,
        NotificationKind::DrawOffer,
        NotificationKind::TakebackOffer,
        NotificationKind::Challenge,
        NotificationKind::TimeAlmostUp,
        NotificationKind::TournamentGame,
        NotificationKind::FollowedPlaying,
        NotificationKind::Warning,
    ];

    /// The key on the wire and in the database (`your_turn`).
    #[must_use]
    pub const fn key(self) -> &'static str {
        match self {
            NotificationKind::YourTurn => "your_turn",
            NotificationKind::OpponentMoved => "opponent_moved",
            NotificationKind::GameOver => "game_over",
            NotificationKind::DrawOffer => "draw_offer",
            NotificationKind::TakebackOffer => "takeback_offer",
            NotificationKind::Challenge => "challenge",
            NotificationKind::TimeAlmostUp => "time_almost_up",
            NotificationKind::TournamentGame => "tournament_game",
            NotificationKind::FollowedPlaying => "followed_playing",
            NotificationKind::Warning => "warning",
        }
    }

    /// The kind a key names.
    #[must_use]
    pub fn from_key(key: &str) -> Option<NotificationKind> {
        NotificationKind::ALL.into_iter().find(|k| k.key() == key)
    }

    /// The message naming the kind, for the preferences ("Your turn in a correspondence
    /// game").
    #[must_use]
    pub const fn label(self) -> &'static str {
        match self {
            NotificationKind::YourTurn => "notice-kind-your-turn",
            NotificationKind::OpponentMoved => "notice-kind-opponent-moved",
            NotificationKind::GameOver => "notice-kind-game-over",
            NotificationKind::DrawOffer => "notice-kind-draw-offer",
            NotificationKind::TakebackOffer => "notice-kind-takeback-offer",
            NotificationKind::Challenge => "notice-kind-challenge",
            NotificationKind::TimeAlmostUp => "notice-kind-time-almost-up",
            NotificationKind::TournamentGame => "notice-kind-tournament-game",
            NotificationKind::FollowedPlaying => "notice-kind-followed-playing",
            NotificationKind::Warning => "notice-kind-warning",
        }
    }
}

/// How a game ended for the player told.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Outcome {
    /// They won.
    Won,
    /// They lost.
    Lost,
    /// A draw.
    Drawn,
}

/// A notification as the player sees it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct NotificationView {
    /// Its number (below 2^53: exact in JavaScript).
    pub id: u64,
    /// What it is about.
    pub kind: NotificationKind,
    /// The game it links to.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub game: Option<GameId>,
    /// The other player's name.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub opponent: Option<String>,
    /// How the game ended for the player ([`NotificationKind::GameOver`]).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub outcome: Option<Outcome>,
    /// When, in milliseconds since the Unix epoch.
    pub at: u64,
    /// Whether the player has opened it.
    #[serde(default)]
    pub read: bool,
}

impl NotificationView {
    /// The message of the sentence shown for it, and the value of its variable `who`: the
    /// other player's name (without one, the words of the message `notice-someone` stand for
    /// it: the catalogues phrase every sentence so that either reads).
    #[must_use]
    pub fn words(&self) -> (&'static str, Option<&str>) {
        let id = match self.kind {
            NotificationKind::YourTurn => "notice-your-turn",
            NotificationKind::OpponentMoved => "notice-opponent-moved",
            NotificationKind::GameOver => match self.outcome {
                Some(Outcome::Won) => "notice-won",
                Some(Outcome::Lost) => "notice-lost",
                Some(Outcome::Drawn) => "notice-drawn",
                None => "notice-ended",
            },
            NotificationKind::DrawOffer => "notice-draw-offer",
            NotificationKind::TakebackOffer => "notice-takeback-offer",
            NotificationKind::Challenge => "notice-challenge",
            NotificationKind::TimeAlmostUp => "notice-time-almost-up",
            NotificationKind::TournamentGame => "notice-tournament-game",
            NotificationKind::FollowedPlaying => "notice-followed-playing",
            NotificationKind::Warning => "notice-warning",
        };
        (id, self.opponent.as_deref())
    }

    /// The page it opens: its game, or the lobby.
    #[must_use]
    pub fn link(&self) -> String {
        self.game
            .as_ref()
            .map_or_else(|| "#/lobby".to_owned(), |g| format!("#/online/{g}"))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_kind_has_a_key_a_label_and_a_sentence() {
        for kind in NotificationKind::ALL {
            assert_eq!(NotificationKind::from_key(kind.key()), Some(kind));
            assert_eq!(
                serde_json::to_string(&kind).unwrap(),
                format!("\"{}\"", kind.key())
            );
            let notice = NotificationView {
                id: 1,
                kind,
                game: Some("g".into()),
                opponent: Some("Ada".into()),
                outcome: None,
                at: 5,
                read: false,
            };
            let (id, who) = notice.words();
            assert!(id.starts_with("notice-"));
            assert_eq!(who, Some("Ada"));
            assert!(kind.label().starts_with("notice-kind-"));
            assert_eq!(notice.link(), "#/online/g");
        }
        assert_eq!(NotificationKind::from_key("nope"), None);
    }

    #[test]
    fn reads_back_and_without_optional_fields() {
        let notice = NotificationView {
            id: (1 << 52) + 3,
            kind: NotificationKind::GameOver,
            game: Some("g".into()),
            opponent: Some("Bo".into()),
            outcome: Some(Outcome::Drawn),
            at: 99,
            read: true,
        };
        let text = serde_json::to_string(&notice).unwrap();
        assert_eq!(
            serde_json::from_str::<NotificationView>(&text).unwrap(),
            notice
        );
        let bare: NotificationView =
            serde_json::from_str(r#"{"id":1,"kind":"challenge","at":2}"#).unwrap();
        assert_eq!(bare.words(), ("notice-challenge", None));
        assert_eq!(bare.link(), "#/lobby");
    }
}
