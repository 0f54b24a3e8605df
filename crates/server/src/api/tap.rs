//! A stream's line into the hub: a connection of the caller's, registered as a page's
//! WebSocket would be, through which the hub and the games' tasks send it what they send a
//! page. The API's streams are one more front over the same round logic: they watch games
//! and read the same messages, and are forgotten (their games unwatched, the connection
//! dropped) when the client goes.

use std::sync::Arc;
use std::time::Duration;

use skillgames_online::{GameId, ServerMessage};
use tokio::sync::mpsc;
use tokio_util::sync::CancellationToken;

use crate::connection::{ConnId, Out, SendQueue};
use crate::hub::Hub;
use crate::round::PlayerId;

/// How often a stream with nothing to say writes an empty line: lichess's clients (and the
/// proxies between) take a silence of more than a few seconds for a dead stream.
pub(super) const KEEP_ALIVE: Duration = Duration::from_secs(6);

/// A connection of `player`'s for a stream.
pub(super) struct Tap {
    hub: Arc<Hub>,
    player: PlayerId,
    conn: ConnId,
    queue: SendQueue,
    receiver: mpsc::Receiver<Out>,
    cut: CancellationToken,
    watched: Vec<GameId>,
}

impl Tap {
    /// A new connection of `player`, holding up to `len` messages for a slow reader.
    pub(super) fn open(hub: Arc<Hub>, player: PlayerId, len: usize) -> Tap {
        let conn = hub.connection();
        let (queue, receiver, cut) = SendQueue::new(len);
        hub.connect(player, conn, queue.clone());
        Tap {
            hub,
            player,
            conn,
            queue,
            receiver,
            cut,
            watched: Vec::new(),
        }
    }

    /// Sends this stream game `id` now and everything that happens in it.
    pub(super) async fn watch(&mut self, id: &GameId) {
        if !self.watched.contains(id) {
            self.watched.push(id.clone());
        }
        self.hub
            .watch(id, self.conn, self.player, self.queue.clone())
            .await;
    }

    /// Stops sending game `id`.
    pub(super) async fn unwatch(&mut self, id: &GameId) {
        self.watched.retain(|w| w != id);
        self.hub.unwatch(id, self.conn).await;
    }

    /// Whether game `id` is watched.
    pub(super) fn watches(&self, id: &GameId) -> bool {
        self.watched.contains(id)
    }

    /// The next message sent to this connection; `None` once it is closed (the server is
    /// going away, or this reader fell too far behind).
    pub(super) async fn next(&mut self) -> Option<ServerMessage> {
        loop {
            let out = tokio::select! {
                out = self.receiver.recv() => out,
                () = self.cut.cancelled() => None,
            };
            match out? {
                Out::Text(text) => match serde_json::from_str::<ServerMessage>(&text) {
                    Ok(message) => return Some(message),
                    Err(error) => {
                        eprintln!("skillgames: api: an unreadable message of ours: {error}")
                    }
                },
                Out::Close => return None,
            }
        }
    }
}

impl Drop for Tap {
    fn drop(&mut self) {
        let hub = self.hub.clone();
        let (player, conn) = (self.player, self.conn);
        let watched = std::mem::take(&mut self.watched);
        self.cut.cancel();
        if let Ok(runtime) = tokio::runtime::Handle::try_current() {
            runtime.spawn(async move {
                for id in watched {
                    hub.unwatch(&id, conn).await;
                }
                hub.disconnect(player, conn);
            });
        }
    }
}
