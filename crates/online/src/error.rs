//! Why a message, or a part of one, could not be read: shared by the messages and the time
//! controls, so that neither module needs the other for it.

use thiserror::Error;

/// Why a message could not be read.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum MessageError {
    /// Longer than [`MAX_MESSAGE_LEN`](crate::MAX_MESSAGE_LEN).
    #[error("This message is too long.")]
    TooLong,
    /// Not a message of the protocol.
    #[error("This message could not be read.")]
    Malformed,
    /// A time control out of range.
    #[error(
        "Choose a time control of 1 to 180 minutes and 0 to 180 seconds a move, or 1, 3 or 7 days a move."
    )]
    TimeControl,
    /// A game's id longer than any game's ([`MAX_GAME_ID_LEN`](crate::MAX_GAME_ID_LEN)):
    /// answered as a game that does not exist ([`ServerMessage::unreadable`](crate::ServerMessage::unreadable)).
    #[error("This game does not exist.")]
    NoSuchGame,
}

impl MessageError {
    /// The catalogues' message for it (`skillgames-i18n`, `server/api.ftl`): the server's API
    /// words a refusal in the language the request asks for.
    #[must_use]
    pub const fn message(&self) -> &'static str {
        match self {
            MessageError::TooLong => "api-message-too-long",
            MessageError::Malformed => "api-message-unreadable",
            MessageError::TimeControl => "api-time-control",
            MessageError::NoSuchGame => "api-no-such-game",
        }
    }
}
