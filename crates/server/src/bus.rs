//! What the servers of one site tell each other, over Redis pub/sub: a game changed (the
//! others read it again from the database, the truth), the lobby changed, who is watching
//! a game from where, who is connected, a message for a player, and that a server is alive
//! or leaving. lila and lila-ws talk the same way, over a few fixed channels with the game's
//! id in the message: here one channel, [`CHANNEL`].
//!
//! Nothing on the bus is the only copy of anything: every change is in the database before
//! it is published. A message lost (Redis restarting) costs only its speed: when the bus
//! comes back, every server reads its games again ([`Incoming::Resubscribed`]).

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

use futures_util::StreamExt;
use serde::{Deserialize, Serialize};
use skillgames_online::{GameId, LobbyGame};
use tokio::sync::mpsc;

use crate::round::PlayerId;

/// The channel every server publishes on and listens to.
pub const CHANNEL: &str = "skillgames";
/// How often a server says it is alive.
pub const HEARTBEAT: Duration = Duration::from_millis(1000);
/// How long a silent server is taken to be alive: then its players count as gone.
pub const NODE_TIMEOUT: Duration = Duration::from_millis(4000);
/// The first wait before connecting to Redis again; it doubles up to [`MAX_BACKOFF`].
const FIRST_BACKOFF: Duration = Duration::from_millis(100);
/// The longest wait between tries to reach Redis.
const MAX_BACKOFF: Duration = Duration::from_secs(2);
/// Messages that may wait to be published; beyond, the newest are dropped (and the others
/// servers catch up from the database when the bus is back).
const PUBLISH_QUEUE_LEN: usize = 8192;
/// The largest message read from the bus: a lobby entry is well under 2 KiB.
const MAX_EVENT_LEN: usize = 64 * 1024;

/// What one server tells the others.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "e", rename_all = "snake_case")]
pub enum Event {
    /// Game `game` was stored at `version`: read it again, or play `moved` when that is
    /// all that changed since the version before.
    Changed {
        /// The game.
        game: GameId,
        /// Its new version.
        version: u64,
        /// The move that made it, if a move did.
        moved: Option<Played>,
    },
    /// How game `game` is listed now (in the lobby, among live games, or neither).
    Listed {
        /// The game.
        game: GameId,
        /// Its creator, while it is open.
        owner: Option<PlayerId>,
        /// Its lobby entry, while it is open and public.
        open: Option<Box<LobbyGame>>,
        /// Its entry among the games to watch, while it is played.
        live: Option<Box<LobbyGame>>,
    },
    /// The players watching game `game` from the sender (everyone it has there).
    Presence {
        /// The game.
        game: GameId,
        /// Who watches it from the sender.
        here: Vec<PlayerId>,
    },
    /// The sender began holding game `game`: who watches it from elsewhere?
    Ask {
        /// The game.
        game: GameId,
    },
    /// A player's first connection to the sender came, or their last went.
    #[serde(rename = "online")]
    Connected {
        /// The player.
        player: PlayerId,
        /// Whether they are connected to the sender now.
        here: bool,
    },
    /// Everyone connected to the sender (to a server it has just heard of).
    Roster {
        /// The players.
        players: Vec<PlayerId>,
    },
    /// A message for every connection of `player`.
    Tell {
        /// The player.
        player: PlayerId,
        /// The message, as sent.
        text: String,
    },
    /// A line of game `game`'s spectators' room, as sent: for the spectators every server
    /// has there.
    SpectatorsLine {
        /// The game.
        game: GameId,
        /// The message.
        text: String,
        /// Who blocked the writer: not sent to them.
        #[serde(default)]
        blockers: Vec<PlayerId>,
    },
    /// `player`'s account was closed: their connections end on every server.
    Closed {
        /// The player.
        player: PlayerId,
    },
    /// The sender is alive.
    Alive,
    /// The sender is going away.
    Bye,
}

/// A move as the server that accepted it played it: the same move at the same time gives
/// every other server the same game, without reading it from the database.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Played {
    /// Moves before it.
    pub ply: u32,
    /// The move.
    pub mv: String,
    /// When it was played (the game's clock).
    pub at: crate::clock::Millis,
}

/// An event and who sent it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Envelope {
    /// The sender's name.
    pub node: String,
    /// What it says.
    pub event: Event,
}

/// What the bus hands the server.
#[derive(Debug)]
pub enum Incoming {
    /// Another server's event.
    Event(Envelope),
    /// The subscription is (again) in place: what was published meanwhile was missed.
    Resubscribed,
}

/// A server's end of the bus: publish with [`Bus::publish`]; what the others say arrives on
/// the receiver [`Bus::connect`] returns.
#[derive(Clone, Debug)]
pub struct Bus {
    /// This server's name.
    pub node: String,
    publishing: mpsc::Sender<String>,
    subscribed: Arc<AtomicBool>,
}

/// Why the bus could not start.
#[derive(Debug, thiserror::Error)]
pub enum BusError {
    /// The URL does not read.
    #[error("the pub/sub URL does not read: {0}")]
    Url(#[from] redis::RedisError),
}

impl Bus {
    /// Connects to Redis at `url` as server `node`. It keeps trying in the background while
    /// Redis is away, so a server may start before Redis does.
    ///
    /// # Errors
    /// When `url` is not a Redis URL.
    pub fn connect(url: &str, node: &str) -> Result<(Bus, mpsc::Receiver<Incoming>), BusError> {
        let client = redis::Client::open(url)?;
        let (publishing, pending) = mpsc::channel(PUBLISH_QUEUE_LEN);
        let (deliver, incoming) = mpsc::channel(PUBLISH_QUEUE_LEN);
        let subscribed = Arc::new(AtomicBool::new(false));
        tokio::spawn(publish(client.clone(), pending));
        tokio::spawn(listen(client, node.to_owned(), deliver, subscribed.clone()));
        Ok((
            Bus {
                node: node.to_owned(),
                publishing,
                subscribed,
            },
            incoming,
        ))
    }

    /// Whether the server hears the others now (its subscription is in place).
    #[must_use]
    pub fn subscribed(&self) -> bool {
        self.subscribed.load(Ordering::Relaxed)
    }

    /// Tells the other servers `event` (in the background; never waits for Redis).
    pub fn publish(&self, event: Event) {
        let envelope = Envelope {
            node: self.node.clone(),
            event,
        };
        if let Ok(text) = serde_json::to_string(&envelope) {
            // Full: Redis is away or slow; the others catch up from the database.
            let _ = self.publishing.try_send(text);
        }
    }
}

/// The next wait after `wait`.
fn longer(wait: Duration) -> Duration {
    (wait * 2).min(MAX_BACKOFF)
}

/// Publishes what it is sent, connecting (again) to Redis as needed.
async fn publish(client: redis::Client, mut pending: mpsc::Receiver<String>) {
    let mut wait = FIRST_BACKOFF;
    let mut connection = None;
    let mut told = false;
    while let Some(text) = pending.recv().await {
        loop {
            if connection.is_none() {
                match client.get_multiplexed_async_connection().await {
                    Ok(c) => {
                        connection = Some(c);
                        wait = FIRST_BACKOFF;
                        if told {
                            eprintln!("skillgames: bus: publishing again");
                            told = false;
                        }
                    }
                    Err(e) => {
                        if !told {
                            eprintln!("skillgames: bus: cannot publish ({e}); trying again");
                            told = true;
                        }
                        // Drop what waits meanwhile but the newest: the others read the
                        // database again when the bus is back.
                        tokio::time::sleep(wait).await;
                        wait = longer(wait);
                        while pending.len() > PUBLISH_QUEUE_LEN / 2 {
                            let _ = pending.try_recv();
                        }
                        continue;
                    }
                }
            }
            let Some(c) = connection.as_mut() else {
                continue;
            };
            let sent: redis::RedisResult<i64> = redis::cmd("PUBLISH")
                .arg(CHANNEL)
                .arg(&text)
                .query_async(c)
                .await;
            match sent {
                Ok(_) => break,
                Err(e) => {
                    if !told {
                        eprintln!("skillgames: bus: publishing failed ({e}); connecting again");
                        told = true;
                    }
                    connection = None;
                }
            }
        }
    }
}

/// Listens to [`CHANNEL`], subscribing again whenever the connection to Redis is lost, and
/// hands the others' events to the server (its own are skipped).
async fn listen(
    client: redis::Client,
    node: String,
    deliver: mpsc::Sender<Incoming>,
    subscribed: Arc<AtomicBool>,
) {
    let mut wait = FIRST_BACKOFF;
    let mut told = false;
    loop {
        let attempt = async {
            let mut pubsub = client.get_async_pubsub().await?;
            pubsub.subscribe(CHANNEL).await?;
            Ok::<_, redis::RedisError>(pubsub)
        }
        .await;
        let mut pubsub = match attempt {
            Ok(pubsub) => pubsub,
            Err(e) => {
                if !told {
                    eprintln!("skillgames: bus: cannot subscribe ({e}); trying again");
                    told = true;
                }
                tokio::time::sleep(wait).await;
                wait = longer(wait);
                continue;
            }
        };
        if told {
            eprintln!("skillgames: bus: subscribed again");
        }
        wait = FIRST_BACKOFF;
        subscribed.store(true, Ordering::Relaxed);
        if deliver.send(Incoming::Resubscribed).await.is_err() {
            return;
        }
        let mut messages = pubsub.on_message();
        while let Some(message) = messages.next().await {
            let payload = message.get_payload_bytes();
            if payload.len() > MAX_EVENT_LEN {
                continue;
            }
            let Ok(envelope) = serde_json::from_slice::<Envelope>(payload) else {
                eprintln!("skillgames: bus: a message that does not read; skipped");
                continue;
            };
            if envelope.node == node {
                continue;
            }
            if deliver.send(Incoming::Event(envelope)).await.is_err() {
                return;
            }
        }
        subscribed.store(false, Ordering::Relaxed);
        eprintln!("skillgames: bus: the subscription was lost; subscribing again");
        told = true;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn events_read_back_as_written() {
        let envelope = Envelope {
            node: "node-1".into(),
            event: Event::Presence {
                game: "abc".into(),
                here: vec![1, 2],
            },
        };
        let text = serde_json::to_string(&envelope).unwrap();
        assert_eq!(serde_json::from_str::<Envelope>(&text).unwrap(), envelope);
        assert!(serde_json::from_str::<Envelope>(r#"{"node":"x","event":{"e":"nope"}}"#).is_err());
        // Written as before the rename, so that servers of two versions understand each other.
        let connected = Event::Connected {
            player: 7,
            here: true,
        };
        let text = serde_json::to_string(&connected).unwrap();
        assert_eq!(text, r#"{"e":"online","player":7,"here":true}"#);
    }

    #[test]
    fn backoff_doubles_to_its_limit() {
        let mut wait = FIRST_BACKOFF;
        for _ in 0..20 {
            wait = longer(wait);
        }
        assert_eq!(wait, MAX_BACKOFF);
    }
}
