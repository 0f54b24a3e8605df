//! The bell of every page: the player's notifications and how many are unread, kept in step
//! with the server (the list when connected, each new one as it comes, the list again when
//! some were read on another page). It knows no view: it reads the server's messages and says
//! what to send when the player opens a notification, opens a game or marks all read.
//!
//! ```
//! use skillgames_online::{ClientMessage, NotificationKind, NotificationView, PlayerView, ServerMessage};
//! use skillgames_page::notifications::Bell;
//!
//! let mut bell = Bell::default();
//! let me = PlayerView { name: "Bo".into(), account: false, bot: false };
//! assert_eq!(bell.receive(&ServerMessage::Hello { me }), vec![ClientMessage::Notifications]);
//! let notification = NotificationView {
//!     id: 4, kind: NotificationKind::YourTurn, game: Some("g".into()),
//!     opponent: Some("Ada".into()), outcome: None, at: 0, read: false,
//! };
//! bell.receive(&ServerMessage::Notified { notification });
//! assert_eq!(bell.unread(), 1);
//! // Opening the game reads it.
//! assert_eq!(bell.opened_game(&"g".into()), vec![ClientMessage::ReadNotifications { ids: vec![4] }]);
//! assert_eq!(bell.unread(), 0);
//! ```

use skillgames_i18n::Message;
use skillgames_online::{ClientMessage, GameId, MAX_READ_IDS, NotificationView, ServerMessage};

/// The most notifications the bell lists.
const MAX_LISTED: usize = 50;

/// The player's notifications.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Bell {
    me: Option<String>,
    list: Vec<NotificationView>,
    unread: u32,
}

impl Bell {
    /// Reads a message from the server; returns what to send.
    pub fn receive(&mut self, message: &ServerMessage) -> Vec<ClientMessage> {
        match message {
            ServerMessage::Hello { me } => {
                if self.me.as_deref() != Some(me.name.as_str()) {
                    // Another player at this device: nothing of the last one's.
                    *self = Bell {
                        me: Some(me.name.clone()),
                        ..Bell::default()
                    };
                }
                vec![ClientMessage::Notifications]
            }
            ServerMessage::Notifications {
                notifications,
                unread,
            } => {
                self.list.clone_from(notifications);
                self.list.truncate(MAX_LISTED);
                self.unread = *unread;
                Vec::new()
            }
            ServerMessage::Notified { notification } => {
                // It replaces the one of its kind about the same game, as on the server.
                let mut replaced_unread = 0;
                self.list.retain(|n| {
                    let same = n.id == notification.id
                        || (n.game.is_some()
                            && n.game == notification.game
                            && n.kind == notification.kind);
                    if same && !n.read {
                        replaced_unread += 1;
                    }
                    !same
                });
                self.list.insert(0, notification.clone());
                self.list.truncate(MAX_LISTED);
                self.unread =
                    self.unread.saturating_sub(replaced_unread) + u32::from(!notification.read);
                Vec::new()
            }
            _ => Vec::new(),
        }
    }

    /// How many are unread.
    #[must_use]
    pub fn unread(&self) -> u32 {
        self.unread
    }

    /// The newest notifications, newest first.
    #[must_use]
    pub fn list(&self) -> &[NotificationView] {
        &self.list
    }

    /// Marks the notifications that `pick` chooses read here; what to tell the server.
    fn read_where(&mut self, pick: impl Fn(&NotificationView) -> bool) -> Vec<ClientMessage> {
        let mut ids = Vec::new();
        for n in &mut self.list {
            if !n.read && pick(n) {
                n.read = true;
                ids.push(n.id);
            }
        }
        if ids.is_empty() {
            return Vec::new();
        }
        self.unread = self
            .unread
            .saturating_sub(u32::try_from(ids.len()).unwrap_or(u32::MAX));
        ids.chunks(MAX_READ_IDS)
            .map(|ids| ClientMessage::ReadNotifications { ids: ids.to_vec() })
            .collect()
    }

    /// The player opened notification `id`.
    pub fn opened(&mut self, id: u64) -> Vec<ClientMessage> {
        self.read_where(|n| n.id == id)
    }

    /// The player opened game `game`: its notifications are read.
    pub fn opened_game(&mut self, game: &GameId) -> Vec<ClientMessage> {
        self.read_where(|n| n.game.as_ref() == Some(game))
    }

    /// The player marked all read.
    pub fn read_all(&mut self) -> Vec<ClientMessage> {
        if self.unread == 0 && self.list.iter().all(|n| n.read) {
            return Vec::new();
        }
        for n in &mut self.list {
            n.read = true;
        }
        self.unread = 0;
        vec![ClientMessage::ReadAllNotifications]
    }
}

/// How long ago `at` was at `now` (both in milliseconds), in words: "just now", "5 min ago",
/// "3 h ago", "yesterday", "2 days ago" (for the view to word in the player's language).
#[must_use]
pub fn ago(at: u64, now: u64) -> Message {
    let minutes = now.saturating_sub(at) / 60_000;
    match minutes {
        0 => Message::new("online-ago-now"),
        1..=59 => Message::new("online-ago-minutes").with("count", minutes),
        60..=1439 => Message::new("online-ago-hours").with("count", minutes / 60),
        1440..=2879 => Message::new("online-ago-yesterday"),
        _ => Message::new("online-ago-days").with("count", minutes / 1440),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use skillgames_online::{NotificationKind, PlayerView};

    fn hello(name: &str) -> ServerMessage {
        ServerMessage::Hello {
            me: PlayerView {
                name: name.into(),
                account: true,
                bot: false,
            },
        }
    }

    fn notice(id: u64, kind: NotificationKind, game: &str) -> NotificationView {
        NotificationView {
            id,
            kind,
            game: Some(game.into()),
            opponent: Some("Ada".into()),
            outcome: None,
            at: id,
            read: false,
        }
    }

    #[test]
    fn the_list_then_each_new_one() {
        let mut bell = Bell::default();
        assert_eq!(
            bell.receive(&hello("Bo")),
            vec![ClientMessage::Notifications]
        );
        let old = NotificationView {
            read: true,
            ..notice(1, NotificationKind::GameOver, "a")
        };
        bell.receive(&ServerMessage::Notifications {
            notifications: vec![notice(2, NotificationKind::YourTurn, "b"), old.clone()],
            unread: 1,
        });
        assert_eq!(bell.unread(), 1);
        // A new turn in game b replaces the last.
        bell.receive(&ServerMessage::Notified {
            notification: notice(3, NotificationKind::YourTurn, "b"),
        });
        assert_eq!(bell.unread(), 1);
        assert_eq!(
            bell.list().iter().map(|n| n.id).collect::<Vec<_>>(),
            vec![3, 1]
        );
        bell.receive(&ServerMessage::Notified {
            notification: notice(4, NotificationKind::DrawOffer, "b"),
        });
        assert_eq!(bell.unread(), 2);
        // Opening one, then the game, then all: each read once.
        assert_eq!(
            bell.opened(4),
            vec![ClientMessage::ReadNotifications { ids: vec![4] }]
        );
        assert!(bell.opened(4).is_empty());
        assert_eq!(bell.unread(), 1);
        assert_eq!(
            bell.opened_game(&"b".into()),
            vec![ClientMessage::ReadNotifications { ids: vec![3] }]
        );
        assert!(bell.opened_game(&"b".into()).is_empty());
        assert!(bell.read_all().is_empty());
        bell.receive(&ServerMessage::Notified {
            notification: notice(5, NotificationKind::Challenge, "c"),
        });
        assert_eq!(bell.read_all(), vec![ClientMessage::ReadAllNotifications]);
        assert_eq!(bell.unread(), 0);
        // Another player here: nothing of Bo's.
        bell.receive(&hello("Cy"));
        assert!(bell.list().is_empty());
    }

    #[test]
    fn times_in_words() {
        let english = skillgames_i18n::Catalogue::english();
        let ago = |at, now| english.say(&ago(at, now));
        assert_eq!(ago(0, 30_000), "just now");
        assert_eq!(ago(0, 60_000), "1 min ago");
        assert_eq!(ago(0, 5 * 60_000), "5 min ago");
        assert_eq!(ago(0, 3_600_000), "1 h ago");
        assert_eq!(ago(0, 3 * 3_600_000), "3 h ago");
        assert_eq!(ago(0, 30 * 3_600_000), "yesterday");
        assert_eq!(ago(0, 2 * 86_400_000), "2 days ago");
        assert_eq!(ago(0, 5 * 86_400_000), "5 days ago");
        assert_eq!(ago(10, 0), "just now");
    }
}
