//! How the internally tagged enums ([`ServerMessage`], [`GameStatus`], [`TimeControl`]) are
//! read: the same JSON as serde's `tag = "..."` representation (which writes them), but read
//! in one pass into a struct of every variant's fields, then checked against the tag. serde's
//! own reading first copies each message into a buffer and reads every type inside it a second
//! way; that code was a tenth of the page's download.

use serde::Deserialize;
use serde::de::{self, Deserializer, MapAccess, Visitor};
use std::fmt;

use crate::challenge::ChallengeView;
use crate::clock::{Clocks, TimeControl};
use crate::ending::EndReason;
use crate::id::GameId;
use crate::message::{
    ChatLine, GameStatus, GameView, LobbyGame, PlayerView, RatingChange, Refusal, ServerMessage,
};
use crate::notification::NotificationView;
use crate::side::Colour;

/// A missing field of the variant named by the tag.
fn missing<T>(field: Option<T>, name: &'static str) -> Result<T, String> {
    field.ok_or_else(|| format!("missing field `{name}`"))
}

/// The kinds of [`TimeControl`].
#[derive(Deserialize)]
#[serde(rename_all = "lowercase")]
enum TimeKind {
    Live,
    Correspondence,
}

/// A [`TimeControl`] as written.
#[derive(Deserialize)]
pub(crate) struct TimeControlFields {
    kind: TimeKind,
    minutes: Option<u16>,
    increment: Option<u16>,
    days: Option<u8>,
}

impl TryFrom<TimeControlFields> for TimeControl {
    type Error = String;

    fn try_from(f: TimeControlFields) -> Result<TimeControl, String> {
        Ok(match f.kind {
            TimeKind::Live => TimeControl::Live {
                minutes: missing(f.minutes, "minutes")?,
                increment: missing(f.increment, "increment")?,
            },
            TimeKind::Correspondence => TimeControl::Correspondence {
                days: missing(f.days, "days")?,
            },
        })
    }
}

/// The kinds of [`GameStatus`].
#[derive(Deserialize)]
#[serde(rename_all = "lowercase")]
enum StatusKind {
    Open,
    Playing,
    Ended,
    Aborted,
}

/// A [`GameStatus`] as written.
#[derive(Deserialize)]
pub(crate) struct GameStatusFields {
    status: StatusKind,
    winner: Option<Colour>,
    reason: Option<EndReason>,
    ratings: Option<[RatingChange; 2]>,
}

impl TryFrom<GameStatusFields> for GameStatus {
    type Error = String;

    fn try_from(f: GameStatusFields) -> Result<GameStatus, String> {
        Ok(match f.status {
            StatusKind::Open => GameStatus::Open,
            StatusKind::Playing => GameStatus::Playing,
            StatusKind::Ended => GameStatus::Ended {
                winner: f.winner,
                reason: missing(f.reason, "reason")?,
                ratings: f.ratings,
            },
            StatusKind::Aborted => GameStatus::Aborted,
        })
    }
}

/// The kinds of [`ServerMessage`].
#[derive(Deserialize)]
#[serde(rename_all = "snake_case")]
enum ServerKind {
    Hello,
    Lobby,
    Created,
    Started,
    Challenge,
    Challenges,
    ChallengeState,
    ChatLine,
    ChatHistory,
    Conditional,
    Notifications,
    Notified,
    Game,
    Moved,
    Refused,
    Error,
    Reconnect,
    SignedOut,
}

/// A message's `game`: an id (most messages) or a whole game (`game`).
enum GameField {
    Id(GameId),
    View(Box<GameView>),
}

impl<'de> Deserialize<'de> for GameField {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<GameField, D::Error> {
        struct GameFieldVisitor;
        impl<'de> Visitor<'de> for GameFieldVisitor {
            type Value = GameField;

            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str("a game's id or a game")
            }

            fn visit_str<E: de::Error>(self, id: &str) -> Result<GameField, E> {
                Ok(GameField::Id(id.into()))
            }

            fn visit_string<E: de::Error>(self, id: String) -> Result<GameField, E> {
                Ok(GameField::Id(id.into()))
            }

            fn visit_map<A: MapAccess<'de>>(self, map: A) -> Result<GameField, A::Error> {
                GameView::deserialize(de::value::MapAccessDeserializer::new(map))
                    .map(|view| GameField::View(Box::new(view)))
            }
        }
        deserializer.deserialize_any(GameFieldVisitor)
    }
}

/// A [`ServerMessage`] as written.
#[derive(Deserialize)]
pub(crate) struct ServerMessageFields {
    t: ServerKind,
    me: Option<PlayerView>,
    games: Option<Vec<LobbyGame>>,
    challenges: Option<Vec<ChallengeView>>,
    challenge: Option<ChallengeView>,
    line: Option<ChatLine>,
    lines: Option<Vec<ChatLine>>,
    notifications: Option<Vec<NotificationView>>,
    notification: Option<NotificationView>,
    unread: Option<u32>,
    plan: Option<Vec<String>>,
    game: Option<GameField>,
    ply: Option<u32>,
    mv: Option<String>,
    clocks: Option<Clocks>,
    reason: Option<Refusal>,
    text: Option<String>,
}

impl TryFrom<ServerMessageFields> for ServerMessage {
    type Error = String;

    fn try_from(f: ServerMessageFields) -> Result<ServerMessage, String> {
        let id = |game: Option<GameField>| match game {
            Some(GameField::Id(id)) => Ok(Some(id)),
            None => Ok(None),
            Some(GameField::View(_)) => Err("invalid type: map, expected a game's id".to_owned()),
        };
        Ok(match f.t {
            ServerKind::Hello => ServerMessage::Hello {
                me: missing(f.me, "me")?,
            },
            ServerKind::Lobby => ServerMessage::Lobby {
                games: missing(f.games, "games")?,
            },
            ServerKind::Created => ServerMessage::Created {
                game: missing(id(f.game)?, "game")?,
            },
            ServerKind::Started => ServerMessage::Started {
                game: missing(id(f.game)?, "game")?,
            },
            ServerKind::Challenge => ServerMessage::Challenge {
                game: missing(id(f.game)?, "game")?,
            },
            ServerKind::Challenges => ServerMessage::Challenges {
                challenges: missing(f.challenges, "challenges")?,
            },
            ServerKind::ChallengeState => ServerMessage::ChallengeState {
                challenge: missing(f.challenge, "challenge")?,
            },
            ServerKind::ChatLine => ServerMessage::ChatLine {
                game: missing(id(f.game)?, "game")?,
                line: missing(f.line, "line")?,
            },
            ServerKind::ChatHistory => ServerMessage::ChatHistory {
                game: missing(id(f.game)?, "game")?,
                lines: missing(f.lines, "lines")?,
            },
            ServerKind::Conditional => ServerMessage::Conditional {
                game: missing(id(f.game)?, "game")?,
                ply: missing(f.ply, "ply")?,
                plan: missing(f.plan, "plan")?,
            },
            ServerKind::Notifications => ServerMessage::Notifications {
                notifications: missing(f.notifications, "notifications")?,
                unread: missing(f.unread, "unread")?,
            },
            ServerKind::Notified => ServerMessage::Notified {
                notification: missing(f.notification, "notification")?,
            },
            ServerKind::Game => ServerMessage::Game {
                game: match f.game {
                    Some(GameField::View(view)) => view,
                    Some(GameField::Id(_)) => {
                        return Err("invalid type: string, expected a game".to_owned());
                    }
                    None => return Err("missing field `game`".to_owned()),
                },
            },
            ServerKind::Moved => ServerMessage::Moved {
                game: missing(id(f.game)?, "game")?,
                ply: missing(f.ply, "ply")?,
                mv: missing(f.mv, "mv")?,
                clocks: missing(f.clocks, "clocks")?,
            },
            ServerKind::Refused => ServerMessage::Refused {
                game: id(f.game)?,
                reason: missing(f.reason, "reason")?,
                text: missing(f.text, "text")?,
            },
            ServerKind::Error => ServerMessage::Error {
                text: missing(f.text, "text")?,
            },
            ServerKind::Reconnect => ServerMessage::Reconnect,
            ServerKind::SignedOut => ServerMessage::SignedOut {
                text: missing(f.text, "text")?,
            },
        })
    }
}

// The serde attributes above must keep reading what the derived `Serialize` writes: the
// tests below write every kind and read it back.
#[cfg(test)]
mod tests {
    use super::*;
    use crate::message::{OfferView, SideView};
    use crate::{Offer, RatingView, VariantId};
    use serde::Serialize;

    fn round_trip<T: Serialize + for<'de> Deserialize<'de> + PartialEq + fmt::Debug>(value: T) {
        let text = serde_json::to_string(&value).unwrap();
        assert_eq!(serde_json::from_str::<T>(&text).unwrap(), value, "{text}");
    }

    #[test]
    fn every_tagged_kind_reads_back() {
        let rating = RatingView {
            rating: 1500,
            deviation: 350,
            provisional: true,
        };
        let side = SideView {
            player: PlayerView {
                name: "Ada".into(),
                account: true,
                bot: false,
            },
            rating: Some(rating),
            here: true,
            away_until: Some(5),
        };
        let clocks = Clocks {
            white: 1000,
            black: 2000,
            running: Some(Colour::Black),
        };
        let ended = GameStatus::Ended {
            winner: Some(Colour::White),
            reason: "resigned".into(),
            ratings: Some(
                [RatingChange {
                    before: rating,
                    after: rating,
                }; 2],
            ),
        };
        for status in [
            GameStatus::Open,
            GameStatus::Playing,
            GameStatus::Aborted,
            ended.clone(),
            GameStatus::Ended {
                winner: None,
                reason: "agreed".into(),
                ratings: None,
            },
        ] {
            round_trip(status);
        }
        let live = TimeControl::Live {
            minutes: 3,
            increment: 2,
        };
        let days = TimeControl::Correspondence { days: 3 };
        round_trip(live);
        round_trip(days);
        let view = GameView {
            id: "g".into(),
            variant: VariantId::new("loa", 8),
            time: days,
            rated: true,
            white: Some(side.clone()),
            black: None,
            moves: vec!["a1-a2".into()],
            clocks,
            status: ended,
            offer: Some(OfferView {
                offer: Offer::Draw,
                by: Colour::Black,
            }),
            watchers: 2,
            claim_in: Some(5),
            rematch: None,
            creator: Some("Ada".into()),
            tournament: None,
        };
        // Without the creator (an older server's view): read as none, and written without it.
        let mut older = view.clone();
        older.creator = None;
        let text = serde_json::to_string(&older).unwrap();
        assert!(!text.contains("creator"), "{text}");
        assert_eq!(serde_json::from_str::<GameView>(&text).unwrap(), older);
        let challenge = crate::ChallengeView {
            id: "g".into(),
            from: side.player.clone(),
            to: PlayerView {
                name: "Bot".into(),
                account: true,
                bot: true,
            },
            variant: VariantId::new("amazons", 8),
            time: live,
            rated: true,
            colour: crate::ColourChoice::Black,
            status: crate::ChallengeStatus::Open,
            reason: None,
        };
        let notice = NotificationView {
            id: 12,
            kind: crate::NotificationKind::GameOver,
            game: Some("g".into()),
            opponent: Some("Ada".into()),
            outcome: Some(crate::Outcome::Lost),
            at: 5,
            read: false,
        };
        for message in [
            ServerMessage::Hello {
                me: side.player.clone(),
            },
            ServerMessage::Lobby {
                games: vec![LobbyGame {
                    id: "g".into(),
                    variant: VariantId::new("amazons", 6),
                    time: live,
                    rated: false,
                    colour: crate::ColourChoice::Random,
                    white: side.clone(),
                    black: Some(side.clone()),
                    ply: 3,
                }],
            },
            ServerMessage::Created { game: "g".into() },
            ServerMessage::Started { game: "g".into() },
            ServerMessage::Challenge { game: "g".into() },
            ServerMessage::Challenges {
                challenges: vec![challenge.clone()],
            },
            ServerMessage::ChallengeState {
                challenge: crate::ChallengeView {
                    status: crate::ChallengeStatus::Declined,
                    reason: Some(crate::DeclineReason::TooFast),
                    ..challenge
                },
            },
            ServerMessage::ChatLine {
                game: "g".into(),
                line: ChatLine {
                    from: "Ada".into(),
                    text: "good game".into(),
                    room: crate::ChatRoom::Players,
                    clean: None,
                },
            },
            ServerMessage::ChatLine {
                game: "g".into(),
                line: ChatLine {
                    from: "Bo".into(),
                    text: "well ****".into(),
                    room: crate::ChatRoom::Spectators,
                    clean: Some("x".into()),
                },
            },
            ServerMessage::ChatHistory {
                game: "g".into(),
                lines: vec![],
            },
            ServerMessage::Notifications {
                notifications: vec![notice.clone()],
                unread: 3,
            },
            ServerMessage::Notified {
                notification: notice,
            },
            ServerMessage::Conditional {
                game: "g".into(),
                ply: 3,
                plan: vec!["a b".into()],
            },
            ServerMessage::Game {
                game: Box::new(view),
            },
            ServerMessage::Moved {
                game: "g".into(),
                ply: 4,
                mv: "c1-c6/f3".into(),
                clocks,
            },
            ServerMessage::refused(Some(&"g".into()), Refusal::StalePly),
            ServerMessage::refused(None, Refusal::TooFast),
            ServerMessage::Error { text: "no".into() },
            ServerMessage::Reconnect,
            ServerMessage::SignedOut { text: "bye".into() },
        ] {
            round_trip(message);
        }
    }

    #[test]
    fn fields_in_any_order_are_read_and_wrong_ones_refused() {
        let moved: ServerMessage = serde_json::from_str(
            r#"{"clocks":{"white":1,"black":2,"running":null},"mv":"a","ply":1,"game":"g","t":"moved"}"#,
        )
        .unwrap();
        assert!(matches!(moved, ServerMessage::Moved { ply: 1, .. }));
        for bad in [
            r#"{"t":"moved","game":"g"}"#,
            r#"{"t":"game","game":"g"}"#,
            r#"{"t":"created","game":{"id":"g"}}"#,
            r#"{"t":"nothing"}"#,
            r#"{"game":"g"}"#,
        ] {
            assert!(serde_json::from_str::<ServerMessage>(bad).is_err(), "{bad}");
        }
        assert!(serde_json::from_str::<TimeControl>(r#"{"kind":"live","minutes":3}"#).is_err());
        assert!(serde_json::from_str::<GameStatus>(r#"{"status":"ended"}"#).is_err());
    }
}
