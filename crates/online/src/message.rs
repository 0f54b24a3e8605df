//! The messages between the page and the game server, as JSON over the WebSocket (and the
//! HTTP API's bodies). Every text a player may read is in plain words; the server logs the
//! details.

use serde::{Deserialize, Serialize};
use thiserror::Error;

use crate::challenge::{ChallengeView, DeclineReason};
use crate::clock::{Clocks, TimeControl};
use crate::ending::EndReason;
use crate::error::MessageError;
use crate::id::GameId;
use crate::notification::NotificationView;
use crate::side::{Colour, ColourChoice};
use crate::variant::{VariantId, with_variant};

/// The longest message either side sends or accepts, in bytes.
pub const MAX_MESSAGE_LEN: usize = 16 * 1024;

/// What one side may ask the other.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Offer {
    /// End the game as a draw (only in games that can end in one).
    Draw,
    /// Take back the asker's last move.
    Takeback,
    /// Play again with colours swapped (after the end).
    Rematch,
}

/// A message from the page.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "t", rename_all = "snake_case")]
pub enum ClientMessage {
    /// Send the open games now and whenever they change.
    Lobby,
    /// Stop sending the open games.
    LeaveLobby,
    /// Open a game for someone to join.
    Create {
        /// The game and board (written as the fields `game` and `size`).
        #[serde(flatten)]
        variant: VariantId,
        /// The time control.
        time: TimeControl,
        /// Whether it counts for the ratings (accounts only).
        rated: bool,
        /// The creator's side.
        colour: ColourChoice,
        /// Kept out of the lobby: a challenge the creator passes on as a link.
        private: bool,
    },
    /// Withdraw an open game of one's own.
    Cancel {
        /// The game's id.
        game: GameId,
    },
    /// Take the empty seat of an open game (or a friend's challenge).
    Join {
        /// The game's id.
        game: GameId,
    },
    /// Send the game now and everything that happens in it (players and spectators alike).
    Watch {
        /// The game's id.
        game: GameId,
    },
    /// Stop sending a game.
    Unwatch {
        /// The game's id.
        game: GameId,
    },
    /// Play a move: `ply` is the number of moves before it, which the server checks so that
    /// a repeated or late message never plays twice.
    Move {
        /// The game's id.
        game: GameId,
        /// Moves played before this one.
        ply: u32,
        /// The move in the rules' notation.
        mv: String,
    },
    /// Give up.
    Resign {
        /// The game's id.
        game: GameId,
    },
    /// End a game before both sides have moved, without a result.
    Abort {
        /// The game's id.
        game: GameId,
    },
    /// Ask the opponent for something.
    Offer {
        /// The game's id.
        game: GameId,
        /// What is asked.
        offer: Offer,
    },
    /// Answer the opponent's offer.
    Answer {
        /// The game's id.
        game: GameId,
        /// The offer answered.
        offer: Offer,
        /// Yes or no.
        accept: bool,
    },
    /// Halve one's own clock before one's first move in an arena game, for a point more if
    /// one wins.
    Berserk {
        /// The game's id.
        game: GameId,
    },
    /// Win a game whose opponent has gone for longer than the server waits.
    ClaimWin {
        /// The game's id.
        game: GameId,
    },
    /// Challenge a player by name (answered with `created`, the challenge's id).
    ChallengePlayer {
        /// The player's name.
        name: String,
        /// The game and board (written as the fields `game` and `size`).
        #[serde(flatten)]
        variant: VariantId,
        /// The time control.
        time: TimeControl,
        /// Whether it counts for the ratings (two accounts only).
        rated: bool,
        /// The challenger's side.
        colour: ColourChoice,
    },
    /// Decline a challenge to oneself.
    Decline {
        /// The challenge's id.
        game: GameId,
        /// Why.
        reason: DeclineReason,
    },
    /// Send the open challenges from and to oneself (`challenges`).
    Challenges,
    /// Send one challenge from or to oneself as it stands (`challenge_state`), answered or not.
    ChallengeOf {
        /// The challenge's id.
        game: GameId,
    },
    /// Write a line in a game's chat: the players' (one plays the game) or the spectators'
    /// room (one watches it being played).
    Chat {
        /// The game's id.
        game: GameId,
        /// The line (1 to [`MAX_CHAT_LEN`] characters).
        text: String,
        /// Which room (the players' when absent, as older pages write it).
        #[serde(default, skip_serializing_if = "ChatRoom::is_players")]
        room: ChatRoom,
    },
    /// Plan conditional moves in a correspondence game while the opponent is to move: lines
    /// of the opponent's move and one's answer, in turn, each line its moves separated by
    /// spaces (none: no plan). Answered with `conditional`, to oneself only.
    Conditional {
        /// The game's id.
        game: GameId,
        /// The lines ("b1-b4/b1 a5-a3/c1").
        plan: Vec<String>,
    },
    /// Send one's plan in a game (`conditional`).
    ConditionalOf {
        /// The game's id.
        game: GameId,
    },
    /// Send one's notifications (`notifications`).
    Notifications,
    /// Mark these notifications of one's own read (at most [`MAX_READ_IDS`]).
    ReadNotifications {
        /// Their ids.
        ids: Vec<u64>,
    },
    /// Mark all one's notifications read.
    ReadAllNotifications,
}

/// The most notifications one `read_notifications` names.
pub const MAX_READ_IDS: usize = 100;

/// The longest line of a game's chat, in characters.
pub const MAX_CHAT_LEN: usize = 140;

/// The rooms of a game's chat.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ChatRoom {
    /// The two players (private: what they write is kept as written).
    #[default]
    Players,
    /// The spectators of a game being played (public: bad words are hidden); its players
    /// read it once the game is over.
    Spectators,
}

impl ChatRoom {
    /// Whether it is the players' room (the default, not written).
    #[must_use]
    #[allow(clippy::trivially_copy_pass_by_ref)] // serde's skip_serializing_if passes a reference
    pub fn is_players(&self) -> bool {
        *self == ChatRoom::Players
    }

    /// The room's name in the store and the protocol.
    #[must_use]
    pub fn word(self) -> &'static str {
        match self {
            ChatRoom::Players => "players",
            ChatRoom::Spectators => "spectators",
        }
    }
}

/// A line of a game's chat.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ChatLine {
    /// Who wrote it.
    pub from: String,
    /// What they wrote (text, never markup).
    pub text: String,
    /// Its room (the players' when absent).
    #[serde(default, skip_serializing_if = "ChatRoom::is_players")]
    pub room: ChatRoom,
    /// The players' room: the line with its bad words hidden, when it has any, for a player
    /// who asked not to read them. (Public rooms hide them for everyone: never set there.)
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub clean: Option<String>,
}

/// Reads a message from the page.
///
/// # Errors
/// When it is too long or not a message of the protocol, its time control is out of range,
/// or it names a game by an id longer than any game's ([`MessageError::NoSuchGame`]).
pub fn parse_client(text: &str) -> Result<ClientMessage, MessageError> {
    if text.len() > MAX_MESSAGE_LEN {
        return Err(MessageError::TooLong);
    }
    let message: ClientMessage = serde_json::from_str(text).map_err(|_| MessageError::Malformed)?;
    if let ClientMessage::Create { time, .. } | ClientMessage::ChallengePlayer { time, .. } =
        &message
    {
        time.check()?;
    }
    if message.game().is_some_and(GameId::is_too_long) {
        return Err(MessageError::NoSuchGame);
    }
    if let ClientMessage::ReadNotifications { ids } = &message
        && ids.len() > MAX_READ_IDS
    {
        return Err(MessageError::Malformed);
    }
    Ok(message)
}

/// A player as others see them.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlayerView {
    /// The name (unique, case-insensitively).
    pub name: String,
    /// Whether it is an account (with a password) rather than an anonymous visitor.
    pub account: bool,
    /// Whether it is a bot (an account played by a program through the Bot API), shown
    /// "BOT" wherever its name is. Absent (false) from an older server's messages.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub bot: bool,
}

/// A rating as shown.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RatingView {
    /// The rating, rounded.
    pub rating: i32,
    /// Its deviation, rounded.
    pub deviation: i32,
    /// Shown with a `?`: too few games to be sure.
    pub provisional: bool,
}

impl std::fmt::Display for RatingView {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "{}{}",
            self.rating,
            if self.provisional { "?" } else { "" }
        )
    }
}

/// How a rated game moved a player's rating.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RatingChange {
    /// Before the game.
    pub before: RatingView,
    /// After it.
    pub after: RatingView,
}

/// One side of a game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SideView {
    /// Who plays it.
    pub player: PlayerView,
    /// Their rating in this game and board (accounts only).
    pub rating: Option<RatingView>,
    /// Whether they are connected now.
    pub here: bool,
    /// Until when they are on vacation (milliseconds since 1970), their correspondence clock
    /// stopped.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub away_until: Option<u64>,
}

/// How a game stands.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(
    tag = "status",
    rename_all = "lowercase",
    try_from = "crate::read::GameStatusFields"
)]
pub enum GameStatus {
    /// Waiting for an opponent.
    Open,
    /// Being played.
    Playing,
    /// Over, with a result.
    Ended {
        /// The winner (none for a draw).
        winner: Option<Colour>,
        /// How it ended.
        reason: EndReason,
        /// How the ratings moved (rated games).
        ratings: Option<[RatingChange; 2]>,
    },
    /// Ended before both sides moved: no result.
    Aborted,
}

/// A pending offer.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct OfferView {
    /// What is asked.
    pub offer: Offer,
    /// By whom.
    pub by: Colour,
}

with_variant! {
    /// A whole game, as sent when someone starts watching it and after anything but a move.
    pub struct GameView, written as GameViewWire = "GameViewWire" {
        /// The game's id.
        pub id: GameId,
        @variant,
        /// The time control.
        pub time: TimeControl,
        /// Whether it counts for the ratings.
        pub rated: bool,
        /// White's player (none while open for Black's creator).
        pub white: Option<SideView>,
        /// Black's player.
        pub black: Option<SideView>,
        /// The moves so far, in the rules' notation.
        pub moves: Vec<String>,
        /// The clocks now.
        pub clocks: Clocks,
        /// How it stands.
        pub status: GameStatus,
        /// An offer waiting for an answer.
        pub offer: Option<OfferView>,
        /// How many people watch (besides the players).
        pub watchers: u32,
        /// Milliseconds until the absent side may be claimed to have left (when one is gone).
        pub claim_in: Option<u64>,
        /// The rematch's id, once both agreed to one.
        pub rematch: Option<GameId>,
        /// The name of the player who created it (who has no seat yet in an open game whose
        /// colour is drawn by lot). Absent from an older server's messages.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        pub creator: Option<String>,
        /// The tournament it is a game of, if any. Absent otherwise (and from an older
        /// server's messages).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        pub tournament: Option<GameTournament>,
    }
}

/// The tournament a game belongs to: a link back to it, and whether its players may go
/// berserk (an arena's games).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameTournament {
    /// The tournament's id.
    pub id: String,
    /// Whether it is an arena.
    pub arena: bool,
}

with_variant! {
    /// A game in the lobby or the list of games to watch.
    pub struct LobbyGame, written as LobbyGameWire = "LobbyGameWire" {
        /// The game's id.
        pub id: GameId,
        @variant,
        /// The time control.
        pub time: TimeControl,
        /// Whether it counts for the ratings.
        pub rated: bool,
        /// The creator's side choice (open games).
        pub colour: ColourChoice,
        /// The creator (open games) or White (games being played).
        pub white: SideView,
        /// Black (games being played).
        pub black: Option<SideView>,
        /// Moves played.
        pub ply: u32,
    }
}

/// Why the server did not do what a message asked, in words for players.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, Error)]
#[serde(rename_all = "snake_case")]
pub enum Refusal {
    /// No game has this id.
    #[error("This game does not exist.")]
    NoSuchGame,
    /// The sender does not play in it.
    #[error("You do not play in this game.")]
    NotYourGame,
    /// Not the sender's turn.
    #[error("It is not your turn.")]
    NotYourTurn,
    /// The rules do not allow the move.
    #[error("That move is not allowed here.")]
    IllegalMove,
    /// The move was for another position (sent twice, or the opponent moved first).
    #[error("The game had already moved on, so this move was not played.")]
    StalePly,
    /// The game is over.
    #[error("This game is over.")]
    GameOver,
    /// A challenge to another player.
    #[error("This challenge is for another player.")]
    NotInvited,
    /// The game has not started.
    #[error("This game has not started yet.")]
    NotStarted,
    /// Someone else took the seat first.
    #[error("Someone else joined this game first.")]
    Taken,
    /// One's own game.
    #[error("This is your own game: wait for someone to join it.")]
    OwnGame,
    /// Rated games are for accounts.
    #[error("Rated games are for players with an account: create one, or play a casual game.")]
    NeedAccount,
    /// The game cannot end in a draw.
    #[error("This game cannot end in a draw.")]
    NoDraws,
    /// Nothing to answer, or the offer cannot be made now.
    #[error("That cannot be done at this point of the game.")]
    NotNow,
    /// Abort is only before both sides moved.
    #[error("A game can be aborted only before both sides have moved.")]
    CannotAbort,
    /// The opponent is here, or has not been gone long enough.
    #[error("You can claim the win only when your opponent has been gone for a while.")]
    CannotClaim,
    /// The game or board is not in the catalogue.
    #[error("There is no such game or board.")]
    NoSuchVariant,
    /// A challenge to a name nobody has.
    #[error("There is no player of that name.")]
    NoSuchPlayer,
    /// A challenge to oneself.
    #[error("You cannot challenge yourself.")]
    SelfChallenge,
    /// The player takes no challenges from the sender.
    #[error("This player is not taking challenges from you right now.")]
    NotAccepting,
    /// A chat line empty or too long.
    #[error("A chat message has 1 to 140 characters.")]
    BadChat,
    /// A chat line with markup in it (a tag such as `<b>` or `<script>`).
    #[error("Chat messages are plain text: markup such as <b> or <script> is not allowed.")]
    ChatMarkup,
    /// The room keeps no more lines.
    #[error("This chat is full: no more messages can be written here.")]
    ChatFull,
    /// The other player has blocked the sender.
    #[error("This player does not take messages or challenges from you.")]
    Blocked,
    /// A moderator stopped the sender from writing in public rooms for a while.
    #[error("A moderator has stopped you from writing in public rooms for a while.")]
    Muted,
    /// Too many open games, or too many messages.
    #[error("Slow down a little: too many requests.")]
    TooFast,
    /// The move could not be stored (the database is unreachable): it was not played.
    #[error("The server could not save this, so nothing changed. Try again in a moment.")]
    Unavailable,
}

impl Refusal {
    /// The catalogues' message for it (`skillgames-i18n`): the page words a refusal in the
    /// player's language; `text` beside it in a [`ServerMessage::Refused`] is its English, for
    /// clients without the catalogues.
    #[must_use]
    pub const fn message(self) -> &'static str {
        match self {
            Refusal::NoSuchGame => "refusal-no-such-game",
            Refusal::NotYourGame => "refusal-not-your-game",
            Refusal::NotYourTurn => "refusal-not-your-turn",
            Refusal::IllegalMove => "refusal-illegal-move",
            Refusal::StalePly => "refusal-stale-ply",
            Refusal::GameOver => "refusal-game-over",
            Refusal::NotInvited => "refusal-not-invited",
            Refusal::NotStarted => "refusal-not-started",
            Refusal::Taken => "refusal-taken",
            Refusal::OwnGame => "refusal-own-game",
            Refusal::NeedAccount => "refusal-need-account",
            Refusal::NoDraws => "refusal-no-draws",
            Refusal::NotNow => "refusal-not-now",
            Refusal::CannotAbort => "refusal-cannot-abort",
            Refusal::CannotClaim => "refusal-cannot-claim",
            Refusal::NoSuchVariant => "refusal-no-such-variant",
            Refusal::NoSuchPlayer => "refusal-no-such-player",
            Refusal::SelfChallenge => "refusal-self-challenge",
            Refusal::NotAccepting => "refusal-not-accepting",
            Refusal::BadChat => "refusal-bad-chat",
            Refusal::ChatMarkup => "refusal-chat-markup",
            Refusal::ChatFull => "refusal-chat-full",
            Refusal::Blocked => "refusal-blocked",
            Refusal::Muted => "refusal-muted",
            Refusal::TooFast => "refusal-too-fast",
            Refusal::Unavailable => "refusal-unavailable",
        }
    }
}

/// A message from the server.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(
    tag = "t",
    rename_all = "snake_case",
    try_from = "crate::read::ServerMessageFields"
)]
pub enum ServerMessage {
    /// Who the connection belongs to, sent first.
    Hello {
        /// The player.
        me: PlayerView,
    },
    /// The open games (to lobby subscribers, whenever they change).
    Lobby {
        /// Newest first.
        games: Vec<LobbyGame>,
    },
    /// A game was created: its id (the link of a challenge is `#/online/<id>`).
    Created {
        /// The game's id.
        game: GameId,
    },
    /// A game the receiver plays in has begun (its creator is sent there).
    Started {
        /// The game's id.
        game: GameId,
    },
    /// A challenge by name from or to the receiver was made, withdrawn or declined.
    Challenge {
        /// The challenge's id (the game's).
        game: GameId,
    },
    /// The open challenges from and to the receiver (the answer to `challenges`).
    Challenges {
        /// Newest first.
        challenges: Vec<ChallengeView>,
    },
    /// One challenge as it stands (the answer to `challenge_of`).
    ChallengeState {
        /// The challenge.
        challenge: ChallengeView,
    },
    /// A new line of the players' chat of a game the receiver plays.
    ChatLine {
        /// The game's id.
        game: GameId,
        /// The line.
        line: ChatLine,
    },
    /// The players' chat of a game so far (sent to a player who opens it).
    ChatHistory {
        /// The game's id.
        game: GameId,
        /// Oldest first.
        lines: Vec<ChatLine>,
    },
    /// The receiver's notifications (the answer to `notifications`, and again whenever some
    /// were read, on every page of theirs).
    Notifications {
        /// Newest first, at most the last fifty.
        notifications: Vec<NotificationView>,
        /// How many of all theirs are unread.
        unread: u32,
    },
    /// The receiver's plan of conditional moves in a game (only ever sent to them): when set,
    /// asked for, followed or dropped.
    Conditional {
        /// The game's id.
        game: GameId,
        /// The moves before the plan's first.
        ply: u32,
        /// The lines left, each its moves separated by spaces (none: no plan).
        plan: Vec<String>,
    },
    /// A new notification for the receiver.
    Notified {
        /// It.
        notification: NotificationView,
    },
    /// A whole game.
    Game {
        /// The game.
        game: Box<GameView>,
    },
    /// A move was played (to everyone watching the game).
    Moved {
        /// The game's id.
        game: GameId,
        /// Moves before it.
        ply: u32,
        /// The move.
        mv: String,
        /// The clocks after it.
        clocks: Clocks,
    },
    /// What the receiver asked was not done.
    Refused {
        /// The game, if the request named one.
        game: Option<GameId>,
        /// Why.
        reason: Refusal,
        /// The sentence for the player.
        text: String,
    },
    /// A message could not be read; the connection goes on.
    Error {
        /// The sentence for the player.
        text: String,
    },
    /// The server is going away: connect again (another node will answer).
    Reconnect,
    /// The receiver's session has ended (a moderator closed the account): the connection
    /// closes and does not come back.
    SignedOut {
        /// The sentence for the player.
        text: String,
    },
}

impl ServerMessage {
    /// A refusal with its sentence.
    #[must_use]
    pub fn refused(game: Option<&GameId>, reason: Refusal) -> ServerMessage {
        ServerMessage::Refused {
            game: game.cloned(),
            reason,
            text: reason.to_string(),
        }
    }

    /// The answer to a message that [`parse_client`] could not accept: an id longer than any
    /// game's is a game that does not exist (not named back: it is no game's), anything else
    /// an error in words.
    #[must_use]
    pub fn unreadable(error: &MessageError) -> ServerMessage {
        match error {
            MessageError::NoSuchGame => ServerMessage::refused(None, Refusal::NoSuchGame),
            MessageError::TooLong | MessageError::Malformed | MessageError::TimeControl => {
                ServerMessage::Error {
                    text: error.to_string(),
                }
            }
        }
    }

    /// The JSON text.
    #[must_use]
    pub fn to_json(&self) -> String {
        serde_json::to_string(self)
            .unwrap_or_else(|_| String::from("{\"t\":\"error\",\"text\":\"\"}"))
    }
}

impl ClientMessage {
    /// The JSON text.
    #[must_use]
    pub fn to_json(&self) -> String {
        serde_json::to_string(self).unwrap_or_default()
    }

    /// The game the message is about, if any.
    #[must_use]
    pub fn game(&self) -> Option<&GameId> {
        match self {
            ClientMessage::Lobby
            | ClientMessage::LeaveLobby
            | ClientMessage::Create { .. }
            | ClientMessage::ChallengePlayer { .. }
            | ClientMessage::Challenges
            | ClientMessage::Notifications
            | ClientMessage::ReadNotifications { .. }
            | ClientMessage::ReadAllNotifications => None,
            ClientMessage::Cancel { game }
            | ClientMessage::Join { game }
            | ClientMessage::Watch { game }
            | ClientMessage::Unwatch { game }
            | ClientMessage::Move { game, .. }
            | ClientMessage::Resign { game }
            | ClientMessage::Berserk { game }
            | ClientMessage::Abort { game }
            | ClientMessage::Offer { game, .. }
            | ClientMessage::Answer { game, .. }
            | ClientMessage::ClaimWin { game }
            | ClientMessage::Decline { game, .. }
            | ClientMessage::ChallengeOf { game }
            | ClientMessage::Chat { game, .. }
            | ClientMessage::Conditional { game, .. }
            | ClientMessage::ConditionalOf { game } => Some(game),
        }
    }
}

/// The HTTP API's bodies.
pub mod http {
    use super::{GameId, GameStatus, PlayerView, RatingView, TimeControl, with_variant};
    use serde::{Deserialize, Serialize};

    /// Sign up or log in.
    #[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
    pub struct Credentials {
        /// The name.
        pub name: String,
        /// The password.
        pub password: String,
    }

    /// An error of the HTTP API, in words for players: in the language the request asked
    /// for (`Accept-Language`), else English, with the catalogues' message and its values
    /// for clients that word it themselves.
    #[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
    pub struct ApiError {
        /// The sentence.
        pub error: String,
        /// Its message in the catalogues (`skillgames-i18n`), when it is one.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        pub code: Option<String>,
        /// The values of the message's variables.
        #[serde(default, skip_serializing_if = "serde_json::Map::is_empty")]
        pub args: serde_json::Map<String, serde_json::Value>,
    }

    with_variant! {
        /// A player's rating in one game and board.
        pub struct VariantRating, written as VariantRatingWire = "VariantRatingWire" {
            @variant,
            /// The rating now.
            pub rating: RatingView,
            /// Rated games played.
            pub games: u32,
            /// The rating after each rated game, oldest first.
            pub history: Vec<i32>,
        }
    }

    with_variant! {
        /// A finished (or running) game in a player's list.
        pub struct GameSummary, written as GameSummaryWire = "GameSummaryWire" {
            /// The game's id.
            pub id: GameId,
            @variant,
            /// The time control.
            pub time: TimeControl,
            /// Whether it was rated.
            pub rated: bool,
            /// White's name.
            pub white: String,
            /// Black's name.
            pub black: String,
            /// How it stands.
            pub status: GameStatus,
            /// The moves, for review.
            pub moves: Vec<String>,
        }
    }

    /// A personal API token, as the account page lists it (its secret is never shown again).
    #[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
    pub struct ApiToken {
        /// Its id, to revoke it.
        pub id: String,
        /// The name its owner gave it.
        pub name: String,
        /// What it may do (`bot:play`, `board:play`, `account:read`).
        pub scopes: Vec<String>,
        /// When it was made, in milliseconds since the epoch.
        pub created: u64,
        /// When it was last used.
        pub last_used: Option<u64>,
    }

    /// Who may challenge the account by name.
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
    pub struct ChallengePolicyBody {
        /// The policy.
        pub policy: crate::ChallengePolicy,
    }

    /// The server's public key for Web Push (`GET /api/push/key`).
    #[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
    pub struct PushKey {
        /// base64url, an uncompressed P-256 point.
        pub key: String,
    }

    /// A browser's push subscription's keys (as `PushSubscription.toJSON()` gives them).
    #[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
    pub struct PushKeys {
        /// Its public key, base64url.
        pub p256dh: String,
        /// Its secret, base64url.
        pub auth: String,
    }

    /// A device's subscription (`POST /api/push/subscribe`): the browser's `toJSON()` and the
    /// kinds of notification it wants (all when absent).
    #[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
    pub struct PushSubscription {
        /// The push service's address for the device.
        pub endpoint: String,
        /// Its keys.
        pub keys: PushKeys,
        /// What it wants to hear of.
        #[serde(default = "all_kinds")]
        pub kinds: Vec<crate::NotificationKind>,
    }

    fn all_kinds() -> Vec<crate::NotificationKind> {
        crate::NotificationKind::ALL.to_vec()
    }

    /// A device that wants no more pushes (`POST /api/push/unsubscribe`).
    #[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
    pub struct PushEndpoint {
        /// The push service's address for the device.
        pub endpoint: String,
    }

    /// An account's email settings (`GET /api/email`).
    #[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
    pub struct EmailSettings {
        /// Whether this site sends email at all.
        pub sends: bool,
        /// The account's address, if it gave one.
        pub address: Option<String>,
        /// Its owner opened the link sent to it.
        pub verified: bool,
        /// It wants the "your turn" digest.
        pub digest: bool,
    }

    /// An address to give the account (`POST /api/email`).
    #[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
    pub struct EmailAddress {
        /// The address.
        pub address: String,
    }

    /// The "your turn" digest on or off (`POST /api/email/digest`).
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
    pub struct DigestChoice {
        /// On.
        pub digest: bool,
    }

    /// A forgotten password (`POST /api/password/forgot`): the account's name or address.
    #[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
    pub struct ForgotPassword {
        /// The name or the address.
        pub who: String,
    }

    /// A new password, with the emailed link's secret (`POST /api/password/reset`).
    #[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
    pub struct NewPassword {
        /// The secret from the link.
        pub token: String,
        /// The new password.
        pub password: String,
    }

    /// An account's vacation (`GET /api/vacation`).
    #[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
    pub struct VacationView {
        /// Until when it is away (milliseconds since 1970), if it is.
        pub until: Option<u64>,
        /// The days it may still take this year.
        pub days_left: u32,
    }

    /// Days of vacation to take from now (`POST /api/vacation`).
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
    pub struct VacationDays {
        /// How many.
        pub days: u32,
    }

    /// What the server says back, in words for players.
    #[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
    pub struct Said {
        /// The sentence.
        pub said: String,
    }

    /// A token to make.
    #[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
    pub struct NewApiToken {
        /// Its name.
        pub name: String,
        /// What it may do.
        pub scopes: Vec<String>,
    }

    /// A token just made: its secret, shown this once.
    #[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
    pub struct MadeApiToken {
        /// The secret, for `Authorization: Bearer`.
        pub token: String,
        /// The token as listed.
        pub about: ApiToken,
    }

    /// A player's page.
    #[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
    pub struct Profile {
        /// Who.
        pub player: PlayerView,
        /// Ratings per game and board.
        pub ratings: Vec<VariantRating>,
        /// Wins, losses and draws.
        pub results: [u32; 3],
        /// Recent games, newest first.
        pub games: Vec<GameSummary>,
    }

    /// Games of the player asking: the ones where it is their turn first.
    #[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
    pub struct MyGames {
        /// Who asks.
        pub me: PlayerView,
        /// Games being played, the player's turn first.
        pub playing: Vec<MyGame>,
        /// A moderator (the page shows the moderation desk). Absent (false) otherwise.
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        pub moderator: bool,
    }

    with_variant! {
        /// A game being played, for the home page.
        pub struct MyGame, written as MyGameWire = "MyGameWire" {
            /// The game's id.
            pub id: GameId,
            @variant,
            /// The time control.
            pub time: TimeControl,
            /// The opponent's name.
            pub opponent: String,
            /// Whether the player is to move.
            pub your_turn: bool,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn messages_read_back_and_bad_ones_are_refused() {
        let create = ClientMessage::Create {
            variant: VariantId::new("loa", 8),
            time: TimeControl::Live {
                minutes: 3,
                increment: 2,
            },
            rated: true,
            colour: ColourChoice::Random,
            private: false,
        };
        assert_eq!(parse_client(&create.to_json()), Ok(create));
        assert_eq!(
            parse_client("{\"t\":\"move\"}"),
            Err(MessageError::Malformed)
        );
        assert_eq!(parse_client("not json"), Err(MessageError::Malformed));
        assert_eq!(
            parse_client(&" ".repeat(MAX_MESSAGE_LEN + 1)),
            Err(MessageError::TooLong)
        );
        let far = r#"{"t":"create","game":"loa","size":8,"time":{"kind":"live","minutes":999,"increment":0},"rated":false,"colour":"white","private":false}"#;
        assert_eq!(parse_client(far), Err(MessageError::TimeControl));
        let refused = ServerMessage::refused(Some(&"g".into()), Refusal::NotYourTurn);
        assert!(refused.to_json().contains("It is not your turn."));
        // An id longer than any game's: a game that does not exist, not named back, the
        // answer as the server has always written it.
        let long = format!(
            r#"{{"t":"watch","game":"{}"}}"#,
            "g".repeat(crate::MAX_GAME_ID_LEN + 1)
        );
        assert_eq!(parse_client(&long), Err(MessageError::NoSuchGame));
        assert_eq!(
            ServerMessage::unreadable(&MessageError::NoSuchGame).to_json(),
            r#"{"t":"refused","game":null,"reason":"no_such_game","text":"This game does not exist."}"#
        );
        let longest = format!(
            r#"{{"t":"watch","game":"{}"}}"#,
            "g".repeat(crate::MAX_GAME_ID_LEN)
        );
        assert!(parse_client(&longest).is_ok());
        assert_eq!(
            ServerMessage::unreadable(&MessageError::Malformed).to_json(),
            r#"{"t":"error","text":"This message could not be read."}"#
        );
        assert_eq!(Colour::to_move(3), Colour::Black);
    }
}
