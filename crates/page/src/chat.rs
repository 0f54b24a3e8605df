//! The players' chat of an online game, apart from its view: the lines so far (the server's
//! history when the page opens the game, then each new line), what the player may write, and
//! the quick phrases. Lines are text; the view shows them as text, never as markup.
//!
//! ```
//! use skillgames_online::{ChatLine, ClientMessage, ServerMessage};
//! use skillgames_page::chat::GameChat;
//!
//! let mut chat = GameChat::new("g1".into());
//! let line = ChatLine { from: "Ada".into(), text: "Good luck".into() };
//! assert!(chat.receive(&ServerMessage::ChatLine { game: "g1".into(), line }));
//! assert_eq!(chat.lines()[0].text, "Good luck");
//! assert_eq!(
//!     chat.write("  Thanks! "),
//!     Ok(ClientMessage::Chat { game: "g1".into(), text: "Thanks!".into() })
//! );
//! ```

use skillgames_online::{ChatLine, ClientMessage, GameId, MAX_CHAT_LEN, ServerMessage};

/// The phrases a player sends with one tap.
pub const QUICK_PHRASES: [&str; 4] = ["Hello", "Good luck", "Good game", "Thank you"];

/// The most lines a page keeps (the server keeps no more for a game).
const MAX_LINES: usize = 200;

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

/// One game's chat.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameChat {
    game: GameId,
    lines: Vec<ChatLine>,
}

impl GameChat {
    /// The chat of `game`, nothing heard yet.
    #[must_use]
    pub fn new(game: GameId) -> GameChat {
        GameChat {
            game,
            lines: Vec::new(),
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

    /// The lines so far, oldest first.
    #[must_use]
    pub fn lines(&self) -> &[ChatLine] {
        &self.lines
    }

    /// The message that sends `text` (trimmed).
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
    fn what_may_be_written() {
        let chat = GameChat::new("g".into());
        assert_eq!(chat.write("   "), Err(ChatError::Empty));
        assert_eq!(
            chat.write(&"x".repeat(MAX_CHAT_LEN + 1)),
            Err(ChatError::TooLong)
        );
        assert!(chat.write(&"é".repeat(MAX_CHAT_LEN)).is_ok());
        for phrase in QUICK_PHRASES {
            assert!(chat.write(phrase).is_ok());
        }
    }
}
