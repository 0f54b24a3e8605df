//! The registry: this server's game tasks by game, and every player's connections (here, and
//! as far as the bus says, on the other servers of a cluster), with the games that began for
//! a player who has not come to them yet. Two plain locks, each held only for a lookup, never
//! across an await: a game being loaded from the store holds up no other game.

use std::collections::{HashMap, HashSet};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};

use skillgames_online::{GameId, ServerMessage};
use tokio::time::Instant;

use super::{START_REMINDED, lock};
use crate::connection::{ConnId, SendQueue};
use crate::game::GameHandle;
use crate::round::PlayerId;

/// The connections of the players.
#[derive(Default)]
struct Connections {
    /// Every connection of each player to this server.
    players: HashMap<PlayerId, Vec<(ConnId, SendQueue)>>,
    /// The other servers each player is connected to (in a cluster).
    remote: HashMap<PlayerId, HashSet<String>>,
    /// Games that began for each player lately and that they have not come to yet.
    started: HashMap<PlayerId, Vec<(GameId, Instant)>>,
}

/// This server's game tasks and connections.
pub(crate) struct Registry {
    games: Mutex<HashMap<GameId, GameHandle>>,
    connections: Mutex<Connections>,
    next_conn: AtomicU64,
}

impl Registry {
    pub(super) fn new() -> Registry {
        Registry {
            games: Mutex::new(HashMap::new()),
            connections: Mutex::new(Connections::default()),
            next_conn: AtomicU64::new(1),
        }
    }

    // ---- games ----

    /// The running task of game `id`, if this server has one (a stopped one is forgotten).
    pub(super) fn running(&self, id: &GameId) -> Option<GameHandle> {
        let mut games = lock(&self.games);
        let handle = games.get(id)?;
        if handle.is_closed() {
            games.remove(id);
            return None;
        }
        Some(handle.clone())
    }

    /// The task of game `id` as registered, running or not.
    pub(super) fn game(&self, id: &GameId) -> Option<GameHandle> {
        lock(&self.games).get(id).cloned()
    }

    /// Every task registered.
    pub(super) fn games(&self) -> Vec<GameHandle> {
        lock(&self.games).values().cloned().collect()
    }

    /// How many game tasks are registered.
    pub(super) fn game_count(&self) -> usize {
        lock(&self.games).len()
    }

    /// Registers the task of a new game.
    pub(super) fn add_game(&self, id: GameId, handle: GameHandle) {
        lock(&self.games).insert(id, handle);
    }

    /// Registers `handle` as the task of game `id` unless a running one was registered
    /// meanwhile, which is then returned: one task per game.
    pub(super) fn add_game_once(&self, id: &GameId, handle: GameHandle) -> Option<GameHandle> {
        let mut games = lock(&self.games);
        if let Some(other) = games.get(id).filter(|h| !h.is_closed()) {
            return Some(other.clone());
        }
        games.insert(id.clone(), handle);
        None
    }

    /// Forgets the task of game `id` once it has stopped.
    pub(super) fn task_ended(&self, id: &GameId) {
        let mut games = lock(&self.games);
        if games.get(id).is_some_and(GameHandle::is_closed) {
            games.remove(id);
        }
    }

    // ---- connections ----

    /// A new connection's id.
    pub(super) fn connection(&self) -> ConnId {
        self.next_conn.fetch_add(1, Ordering::Relaxed)
    }

    /// Registers a connection of `player`; whether it is their first on this server.
    pub(super) fn connect(&self, player: PlayerId, conn: ConnId, send_queue: SendQueue) -> bool {
        let mut connections = lock(&self.connections);
        let list = connections.players.entry(player).or_default();
        let first = list.is_empty();
        list.push((conn, send_queue));
        first
    }

    /// Forgets a connection; whether `player` has none left on this server.
    pub(super) fn disconnect(&self, player: PlayerId, conn: ConnId) -> bool {
        let mut connections = lock(&self.connections);
        if let Some(list) = connections.players.get_mut(&player) {
            list.retain(|(c, _)| *c != conn);
            if list.is_empty() {
                connections.players.remove(&player);
            }
        }
        !connections.players.contains_key(&player)
    }

    /// Whether `player` is connected to this server or (as far as it knows) another.
    pub(super) fn connected(&self, player: PlayerId) -> bool {
        let connections = lock(&self.connections);
        connections.players.contains_key(&player) || connections.remote.contains_key(&player)
    }

    /// How many connections this server holds.
    pub(super) fn connection_count(&self) -> usize {
        lock(&self.connections).players.values().map(Vec::len).sum()
    }

    /// The players connected to this server.
    pub(super) fn roster(&self) -> Vec<PlayerId> {
        lock(&self.connections).players.keys().copied().collect()
    }

    /// Sends `text` to this server's connections of `player`.
    pub(super) fn deliver(&self, player: PlayerId, text: &Arc<str>) {
        let connections = lock(&self.connections);
        for (_, send_queue) in connections.players.get(&player).into_iter().flatten() {
            send_queue.send(text);
        }
    }

    /// Sends `text` to every connection, then closes it.
    pub(super) fn say_to_all_and_close(&self, text: &Arc<str>) {
        let connections = lock(&self.connections);
        for (_, send_queue) in connections.players.values().flatten() {
            send_queue.send(text);
            send_queue.close();
        }
    }

    /// Ends every connection of `player` on this server at once.
    pub(super) fn end_connections(&self, player: PlayerId) {
        let connections = lock(&self.connections);
        for (_, send_queue) in connections.players.get(&player).into_iter().flatten() {
            send_queue.end();
        }
    }

    /// Tells every connection of `player` on this server `text`, then closes them (their
    /// account was closed: they do not come back).
    pub(super) fn say_and_close(&self, player: PlayerId, text: &Arc<str>) {
        let connections = lock(&self.connections);
        for (_, send_queue) in connections.players.get(&player).into_iter().flatten() {
            send_queue.send(text);
            send_queue.close();
        }
    }

    // ---- games that began ----

    /// Keeps a game that began for `player` until they come to it, so that a page that was
    /// not connected when it began (a connection closed at that moment, a page reconnecting)
    /// is sent there when it connects: nobody misses the start of their own game and is then
    /// claimed to have left it.
    pub(super) fn note_started(&self, player: PlayerId, game: &GameId) {
        let mut connections = lock(&self.connections);
        let list = connections.started.entry(player).or_default();
        list.retain(|(g, at)| g != game && at.elapsed() < START_REMINDED);
        list.push((game.clone(), Instant::now()));
    }

    /// Sends a new connection of `player` the games that began for them lately and that they
    /// have not come to yet.
    pub(super) fn remind(&self, player: PlayerId, send_queue: &SendQueue) {
        let mut connections = lock(&self.connections);
        let Some(list) = connections.started.get_mut(&player) else {
            return;
        };
        list.retain(|(_, at)| at.elapsed() < START_REMINDED);
        for (game, _) in list.iter() {
            let text = ServerMessage::Started { game: game.clone() }.to_json();
            send_queue.send(&text.into());
        }
        if list.is_empty() {
            connections.started.remove(&player);
        }
    }

    /// `player` came to game `id`: no need to send them there again.
    pub(super) fn arrived(&self, player: PlayerId, id: &GameId) {
        let mut connections = lock(&self.connections);
        if let Some(list) = connections.started.get_mut(&player) {
            list.retain(|(g, _)| g != id);
            if list.is_empty() {
                connections.started.remove(&player);
            }
        }
    }

    // ---- the other servers' players ----

    /// `player`'s first connection to server `node` came (`here`), or their last went.
    pub(super) fn remote_online(&self, node: &str, player: PlayerId, here: bool) {
        let mut connections = lock(&self.connections);
        let nodes = connections.remote.entry(player).or_default();
        if here {
            nodes.insert(node.to_owned());
        } else {
            nodes.remove(node);
            if nodes.is_empty() {
                connections.remote.remove(&player);
            }
        }
    }

    /// Everyone connected to server `node` is `players`.
    pub(super) fn remote_roster(&self, node: &str, players: Vec<PlayerId>) {
        let mut connections = lock(&self.connections);
        connections.remote.retain(|_, nodes| {
            nodes.remove(node);
            !nodes.is_empty()
        });
        for player in players {
            connections
                .remote
                .entry(player)
                .or_default()
                .insert(node.to_owned());
        }
    }

    /// Server `node` is gone: the players it alone held, now connected nowhere.
    pub(super) fn remote_gone(&self, node: &str) -> Vec<PlayerId> {
        let mut connections = lock(&self.connections);
        let mut orphans = Vec::new();
        connections.remote.retain(|player, nodes| {
            if nodes.remove(node) && nodes.is_empty() {
                orphans.push(*player);
            }
            !nodes.is_empty()
        });
        orphans
    }
}
