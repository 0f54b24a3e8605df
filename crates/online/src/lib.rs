//! The words of the skillgames online service, shared by the page and the game server: the
//! messages over the WebSocket ([`ClientMessage`], [`ServerMessage`]), the time controls
//! ([`TimeControl`]), the clocks as the server sends them ([`Clocks`]), the rules for
//! players' names ([`check_name`]), a game's id ([`GameId`]) and the one mapping between the
//! protocol's seats and a game's sides ([`Colour::side`], [`ColourChoice::of_side`]). Nothing
//! here names a game of the catalogue: a game and its board are a [`VariantId`] (the catalogue
//! name and the board's size), and a move is the rules' text.
//!
//! ```
//! use skillgames_online::{ClientMessage, TimeControl, parse_client};
//!
//! let text = r#"{"t":"move","game":"k3f9a2","ply":4,"mv":"c1-c6/f3"}"#;
//! let message = parse_client(text)?;
//! assert_eq!(message, ClientMessage::Move { game: "k3f9a2".into(), ply: 4, mv: "c1-c6/f3".into() });
//! assert_eq!(TimeControl::parse("3+2")?.to_string(), "3+2");
//! # Ok::<(), skillgames_online::MessageError>(())
//! ```

mod challenge;
mod clock;
mod ending;
mod error;
mod id;
pub mod leaderboard;
mod message;
mod name;
mod notification;
mod plan;
mod read;
mod side;
pub mod tournament;
mod variant;
mod words;

pub use challenge::{ChallengePolicy, ChallengeStatus, ChallengeView, DeclineReason};
pub use clock::{CORRESPONDENCE_DAYS, Clocks, PRESETS, TimeControl, clock_text};
pub use ending::EndReason;
pub use error::MessageError;
pub use id::{GameId, MAX_GAME_ID_LEN};
pub use message::{
    ChatLine, ChatRoom, ClientMessage, GameStatus, GameTournament, GameView, LobbyGame,
    MAX_CHAT_LEN, MAX_MESSAGE_LEN, MAX_READ_IDS, Offer, OfferView, PlayerView, RatingChange,
    RatingView, Refusal, ServerMessage, SideView, http, parse_client,
};
pub use name::{
    MAX_NAME_LEN, MAX_PASSWORD_LEN, MIN_NAME_LEN, MIN_PASSWORD_LEN, NameError, check_name,
};
pub use notification::{NotificationKind, NotificationView, Outcome};
pub use plan::{plan_lines, plan_written};
pub use side::{Colour, ColourChoice};
pub use variant::VariantId;
