//! A game's chat, apart from its view: the lines so far of both rooms (the server's history
//! when the page opens the game, then each new line), the room the viewer writes in (the
//! players' for its players, the spectators' for everyone else), the names whose lines the
//! viewer does not read (muted or blocked), whether to read a players' line without its bad
//! words, and the quick phrases. Lines are text; the view shows them as text, never as markup.
//!
//! ```
//! use skillgames_online::{ChatLine, ChatRoom, ClientMessage, ServerMessage};
//! use skillgames_page::chat::GameChat;
//!
//! let mut chat = GameChat::new("g1".into());
//! let line = ChatLine {
//!     from: "Ada".into(),
//!     text: "Good luck".into(),
//!     room: ChatRoom::Players,
//!     clean: None,
//! };
//! assert!(chat.receive(&ServerMessage::ChatLine { game: "g1".into(), line }));
//! assert_eq!(chat.shown(ChatRoom::Players)[0].1, "Good luck");
//! assert_eq!(
//!     chat.write("  Thanks! "),
//!     Ok(ClientMessage::Chat {
//!         game: "g1".into(),
//!         text: "Thanks!".into(),
//!         room: ChatRoom::Players,
//!     })
//! );
//! ```

use skillgames_online::{ChatLine, ChatRoom, ClientMessage, GameId, MAX_CHAT_LEN, ServerMessage};

/// The phrases a player sends with one tap: messages of the catalogues (`skillgames-i18n`),
/// sent in the writer's language.
pub const QUICK_PHRASES: [&str; 4] = [
    "live-quick-hello",
    "live-quick-good-luck",
    "live-quick-good-game",
    "live-quick-thank-you",
];

/// The most lines a page keeps (the server keeps no more for a game's two rooms).
const MAX_LINES: usize = 700;

/// Why a line cannot be sent.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ChatError {
    /// Nothing to send.
    #[error("Write something first.")]
    Empty,
    /// Over the length a line may have.
    #[error("A chat message has at most 140 characters.")]
    TooLong,
}

impl ChatError {
    /// The catalogues' message for it (`skillgames-i18n`): the page's words.
    #[must_use]
    pub const fn message(&self) -> &'static str {
        match self {
            ChatError::Empty => "live-chat-empty",
            ChatError::TooLong => "live-chat-too-long",
        }
    }
}

/// One game's chat.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameChat {
    game: GameId,
    lines: Vec<ChatLine>,
    room: ChatRoom,
    hidden: Vec<String>,
    clean: bool,
}

impl GameChat {
    /// The chat of `game`, nothing heard yet, written in the players' room.
    #[must_use]
    pub fn new(game: GameId) -> GameChat {
        GameChat {
            game,
            lines: Vec::new(),
            room: ChatRoom::Players,
            hidden: Vec::new(),
            clean: false,
        }
    }

    /// Reads a message from the server; whether the chat changed.
    pub fn receive(&mut self, message: &ServerMessage) -> bool {
        match message {
            ServerMessage::ChatHistory { game, lines } if *game == self.game => {
                // The whole chat so far (the page opened the game, or connected again).
                self.lines = lines.clone();
                let extra = self.lines.len().saturating_sub(MAX_LINES);
                self.lines.drain(..extra);
                true
            }
            ServerMessage::ChatLine { game, line } if *game == self.game => {
                self.lines.push(line.clone());
                if self.lines.len() > MAX_LINES {
                    self.lines.remove(0);
                }
                true
            }
            _ => false,
        }
    }

    /// The game.
    #[must_use]
    pub fn game(&self) -> &GameId {
        &self.game
    }

    /// The room the viewer writes in: the players' for a player of the game, the spectators'
    /// for anyone else.
    pub fn set_room(&mut self, room: ChatRoom) {
        self.room = room;
    }

    /// The room the viewer writes in.
    #[must_use]
    pub fn room(&self) -> ChatRoom {
        self.room
    }

    /// The names whose lines the viewer does not read (muted or blocked).
    pub fn set_hidden(&mut self, names: Vec<String>) {
        self.hidden = names;
    }

    /// Whether a players' line is read without its bad words.
    pub fn set_clean(&mut self, clean: bool) {
        self.clean = clean;
    }

    /// Every line kept, oldest first.
    #[must_use]
    pub fn lines(&self) -> &[ChatLine] {
        &self.lines
    }

    /// Whether any line of `room` has been written.
    #[must_use]
    pub fn has(&self, room: ChatRoom) -> bool {
        self.lines.iter().any(|l| l.room == room)
    }

    /// The lines of `room` the viewer reads, oldest first: who wrote each, and its text (its
    /// clean copy when the viewer asked for one); none of a hidden name's.
    #[must_use]
    pub fn shown(&self, room: ChatRoom) -> Vec<(String, String)> {
        self.lines
            .iter()
            .filter(|l| l.room == room && !self.hidden.contains(&l.from))
            .map(|l| {
                let text = match (&l.clean, self.clean) {
                    (Some(clean), true) => clean.clone(),
                    _ => l.text.clone(),
                };
                (l.from.clone(), text)
            })
            .collect()
    }

    /// The message that sends `text` (trimmed) to the viewer's room.
    ///
    /// # Errors
    /// [`ChatError`] for nothing to send or a line too long (the server checks again).
    pub fn write(&self, text: &str) -> Result<ClientMessage, ChatError> {
        let text = text.trim();
        if text.is_empty() {
            return Err(ChatError::Empty);
        }
        if text.chars().count() > MAX_CHAT_LEN {
            return Err(ChatError::TooLong);
        }
        Ok(ClientMessage::Chat {
            game: self.game.clone(),
            text: text.to_owned(),
            room: self.room,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn line(from: &str, text: &str) -> ChatLine {
        ChatLine {
            from: from.into(),
            text: text.into(),
            room: ChatRoom::Players,
            clean: None,
        }
    }

    #[test]
    fn history_replaces_and_lines_add() {
        let mut chat = GameChat::new("g".into());
        assert!(chat.receive(&ServerMessage::ChatLine {
            game: "g".into(),
            line: line("Ada", "hi"),
        }));
        assert!(chat.receive(&ServerMessage::ChatHistory {
            game: "g".into(),
            lines: vec![line("Ada", "hi"), line("Bo", "hello")],
        }));
        assert_eq!(chat.lines().len(), 2);
        // Another game's lines are not this chat's.
        assert!(!chat.receive(&ServerMessage::ChatLine {
            game: "other".into(),
            line: line("Cy", "psst"),
        }));
        assert_eq!(chat.lines().len(), 2);
    }

    #[test]
    fn lines_are_bounded() {
        let mut chat = GameChat::new("g".into());
        for i in 0..MAX_LINES + 5 {
            chat.receive(&ServerMessage::ChatLine {
                game: "g".into(),
                line: line("Ada", &i.to_string()),
            });
        }
        assert_eq!(chat.lines().len(), MAX_LINES);
        assert_eq!(chat.lines()[0].text, "5");
    }

    #[test]
    fn what_may_be_written_and_where() {
        let mut chat = GameChat::new("g".into());
        assert_eq!(chat.write("   "), Err(ChatError::Empty));
        assert_eq!(
            chat.write(&"x".repeat(MAX_CHAT_LEN + 1)),
            Err(ChatError::TooLong)
        );
        assert!(chat.write(&"é".repeat(MAX_CHAT_LEN)).is_ok());
        for phrase in QUICK_PHRASES {
            assert!(chat.write(phrase).is_ok());
        }
        chat.set_room(ChatRoom::Spectators);
        assert!(matches!(
            chat.write("hi"),
            Ok(ClientMessage::Chat {
                room: ChatRoom::Spectators,
                ..
            })
        ));
    }

    #[test]
    fn rooms_hidden_names_and_clean_copies() {
        let mut chat = GameChat::new("g".into());
        let mut rude = line("Bo", "shit move");
        rude.clean = Some("**** move".into());
        let mut watcher = line("Cy", "nice");
        watcher.room = ChatRoom::Spectators;
        chat.receive(&ServerMessage::ChatHistory {
            game: "g".into(),
            lines: vec![line("Ada", "hi"), rude, watcher],
        });
        assert_eq!(chat.shown(ChatRoom::Players).len(), 2);
        assert_eq!(
            chat.shown(ChatRoom::Spectators),
            [("Cy".into(), "nice".into())]
        );
        assert_eq!(chat.shown(ChatRoom::Players)[1].1, "shit move");
        chat.set_clean(true);
        assert_eq!(chat.shown(ChatRoom::Players)[1].1, "**** move");
        chat.set_hidden(vec!["Bo".into()]);
        assert_eq!(chat.shown(ChatRoom::Players), [("Ada".into(), "hi".into())]);
        assert!(chat.has(ChatRoom::Spectators));
    }
}
