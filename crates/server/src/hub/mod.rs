//! The hub: what the connections and the HTTP API reach to find a game. It finds (or loads
//! from the store) a game's task ([`crate::game`], one per game) and passes requests to it,
//! and holds the parts the tasks share: the registry of tasks and connections
//! (`registry.rs`), the lobby and the games to watch (`lobby.rs`), the cluster's bus
//! (`cluster.rs`), challenges by name (`challenges.rs`), the players' chat (`chat.rs`), the
//! notifications (`notifications.rs`), and what a task may tell of them (`around.rs`).

mod around;
mod challenges;
mod chat;
mod cluster;
mod community;
mod lobby;
mod notifications;
mod plans;
mod registry;
mod tournaments;

pub use tournaments::LEASE_MS;

use std::collections::HashMap;
use std::sync::{Arc, Mutex};

use skillgames_online::{GameId, GameView, LobbyGame, Refusal, ServerMessage};
use tokio::sync::mpsc;

use around::Around;
pub use around::Counters;
pub use challenges::challenge_status;
pub use chat::{ChatRates, MAX_CHAT_LINES, MAX_PUBLIC_LINES, censored, clean_line};
pub use community::{
    ActionRequest, CommunityError, FollowView, MAX_MUTE_MINUTES, MAX_REASON_LEN, PlayerRecord,
    RelationsView,
};
use lobby::Lobby;
use registry::Registry;

use crate::bus::{Bus, Event, Incoming};
use crate::clock::{Clock, Millis};
use crate::connection::{ConnId, SendQueue};
use crate::game::view::view_of;
use crate::game::{self, Action, Command, GameHandle, GameRules, Launch};
use crate::round::{PlayerId, Round};
use crate::store::{Database, StoreError};

/// How many open games a player may have in the lobby at once.
pub const MAX_OPEN_GAMES: usize = 3;
/// How long a player who left may take to come back before their open games are withdrawn.
pub const LEAVE_GRACE: std::time::Duration = std::time::Duration::from_secs(5);
/// How often a server of a cluster looks for games whose clock ran out that no server holds.
const SWEEP_EVERY: std::time::Duration = std::time::Duration::from_millis(1000);
/// How long a sweep's claim on a game keeps the other servers' sweeps off it.
const SWEEP_HOLD: Millis = 10_000;
/// The most games one sweep takes.
const SWEEP_LIMIT: u32 = 64;
/// How long a server of a cluster starting waits for the bus before it serves anyway.
const BUS_WAIT: std::time::Duration = std::time::Duration::from_secs(5);
/// How long a page that connects is still sent to a game that began for its player (and
/// that they have not come to): longer than a page takes to come back after any outage,
/// shorter than a player's patience with being taken back to an old game.
const START_REMINDED: std::time::Duration = std::time::Duration::from_secs(60);

/// The server's games and connections.
pub struct Hub {
    /// The store.
    pub store: Database,
    /// The time.
    pub clock: Clock,
    rules: GameRules,
    registry: Arc<Registry>,
    lobby: Arc<Lobby>,
    /// The other servers of the cluster, when there are (Redis pub/sub).
    bus: Option<Bus>,
    /// What the tasks tell.
    around: Arc<Around>,
    /// Moves accepted and flags since the server started.
    pub counters: Arc<Counters>,
    /// When each other server was last heard from.
    nodes: Mutex<HashMap<String, tokio::time::Instant>>,
    /// Each player's pace of chat lines.
    chat_rates: ChatRates,
    /// Web Push, once the service set it (`Service::start`).
    push: std::sync::OnceLock<Arc<crate::push::Push>>,
    /// How many pushes may be on their way at once.
    pushing: Arc<tokio::sync::Semaphore>,
}

fn lock<T>(mutex: &Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    mutex
        .lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner)
}

fn log_store(what: &str, error: &StoreError) {
    eprintln!("skillgames: store: {what}: {error}");
}

impl Hub {
    /// A hub over `store`, loading the games open or being played.
    ///
    /// # Errors
    /// When the store cannot be read.
    pub async fn start(
        store: Database,
        clock: Clock,
        rules: GameRules,
        bus: Option<(Bus, mpsc::Receiver<Incoming>)>,
    ) -> Result<Arc<Hub>, StoreError> {
        let (bus, incoming) = bus.unzip();
        let (notices, queued) = mpsc::channel(notifications::NOTICE_QUEUE);
        let around = Arc::new(Around {
            registry: Arc::new(Registry::new()),
            lobby: Arc::new(Lobby::default()),
            bus: bus.clone(),
            counters: Arc::new(Counters::default()),
            notices,
        });
        let hub = Arc::new(Hub {
            store,
            clock,
            rules,
            registry: around.registry.clone(),
            lobby: around.lobby.clone(),
            bus,
            counters: around.counters.clone(),
            around,
            nodes: Mutex::new(HashMap::new()),
            chat_rates: ChatRates::default(),
            push: std::sync::OnceLock::new(),
            pushing: Arc::new(tokio::sync::Semaphore::new(notifications::PUSHES_AT_ONCE)),
        });
        tokio::spawn(hub.clone().deliver_notices(queued));
        tokio::spawn(hub.clone().alarms());
        tokio::spawn(hub.clone().direct_tournaments());
        if let Some(mut incoming) = incoming {
            // One of several servers: the games stay in the database until someone comes
            // to them, and their clocks run on (no server's start is a restart of the site).
            // It serves once it hears the others (or, with Redis away, after a while: it
            // catches up when the bus comes).
            match tokio::time::timeout(BUS_WAIT, incoming.recv()).await {
                Ok(Some(Incoming::Resubscribed)) => {}
                _ => eprintln!("skillgames: bus: not subscribed yet; serving anyway"),
            }
            hub.relist().await?;
            tokio::spawn(hub.clone().run_bus(incoming));
            tokio::spawn(hub.clone().heartbeat());
            tokio::spawn(hub.clone().sweep());
            return Ok(hub);
        }
        let active = hub.store.active_games().await?;
        for stored in active {
            let mut round = stored.round;
            round.resume(hub.clock.now());
            let id = round.id.clone();
            let (handle, launch) = hub.prepare(round);
            hub.registry.add_game(id, handle);
            launch.launch().await;
        }
        Ok(hub)
    }

    /// A task for `round` and its handle; the task runs once launched.
    fn prepare(&self, round: Round) -> (GameHandle, Launch<Database>) {
        game::prepare(
            round,
            self.store.clone(),
            self.around.clone(),
            self.clock.clone(),
            self.rules,
        )
    }

    /// Tells the other servers `event` (nothing when there are none).
    fn publish(&self, event: Event) {
        self.around.publish(event);
    }

    /// A new connection's id.
    pub fn connection(&self) -> ConnId {
        self.registry.connection()
    }

    /// Registers a connection of `player`.
    pub fn connect(&self, player: PlayerId, conn: ConnId, send_queue: SendQueue) {
        if self.registry.connect(player, conn, send_queue) {
            self.publish(Event::Connected { player, here: true });
        }
    }

    /// Forgets a connection. When a player's last one goes and does not come back within
    /// [`LEAVE_GRACE`] (a reload comes back at once), their open games leave the lobby:
    /// nobody should join a game whose creator has gone. A friend's challenge stays.
    pub fn disconnect(self: &Arc<Self>, player: PlayerId, conn: ConnId) {
        let gone = self.registry.disconnect(player, conn);
        self.lobby.leave(conn);
        if gone {
            self.publish(Event::Connected {
                player,
                here: false,
            });
            self.withdraw_later(player);
        }
    }

    /// Whether `player` is connected to this server or (as far as it knows) another: the
    /// clean-up keeps a connected visitor.
    pub fn is_connected(&self, player: PlayerId) -> bool {
        self.registry.connected(player)
    }

    /// Closes every connection of `player` on this server: the visitor became an account
    /// with a new session, and a connection opened with the old one must not go on acting
    /// for it. Their pages connect again with the new cookie.
    pub fn close_connections(&self, player: PlayerId) {
        self.registry.end_connections(player);
    }

    /// Sends a new connection of `player` the games that began for them lately and that they
    /// have not come to yet.
    pub fn remind(&self, player: PlayerId, send_queue: &SendQueue) {
        self.registry.remind(player, send_queue);
    }

    /// Subscribes a connection to the lobby (and sends it now).
    pub fn watch_lobby(&self, conn: ConnId, send_queue: SendQueue) {
        self.lobby.watch(conn, send_queue);
    }

    /// Unsubscribes a connection from the lobby.
    pub fn leave_lobby(&self, conn: ConnId) {
        self.lobby.leave(conn);
    }

    /// The games being played, for spectators.
    pub fn live_games(&self) -> Vec<LobbyGame> {
        self.lobby.live_games()
    }

    /// Whether this server hears the others (`None` when it is alone).
    #[must_use]
    pub fn bus_subscribed(&self) -> Option<bool> {
        self.bus.as_ref().map(Bus::subscribed)
    }

    /// This server's name in its cluster (`None` when it is alone).
    #[must_use]
    pub fn node(&self) -> Option<&str> {
        self.bus.as_ref().map(|bus| bus.node.as_str())
    }

    /// How many connections and games the server holds.
    pub async fn counts(&self) -> (usize, usize) {
        (self.registry.connection_count(), self.registry.game_count())
    }

    /// Tells every connection that the server is going away (connect again, elsewhere).
    pub fn say_goodbye(&self) {
        self.publish(Event::Bye);
        let text: Arc<str> = ServerMessage::Reconnect.to_json().into();
        self.registry.say_to_all_and_close(&text);
    }

    /// The task of game `id`, started from the store if it is active there. The store is
    /// read with no lock held; two requests loading the same game at once start one task.
    async fn handle(&self, id: &GameId) -> Option<GameHandle> {
        if let Some(handle) = self.registry.running(id) {
            return Some(handle);
        }
        let stored = self.store.game(id).await.ok().flatten()?;
        if stored.round.status.is_over() {
            return None;
        }
        let mut round = stored.round;
        if self.bus.is_none() {
            round.resume(self.clock.now());
        }
        let (handle, launch) = self.prepare(round);
        if let Some(other) = self.registry.add_game_once(id, handle.clone()) {
            // Loaded by another request meanwhile: that task is the game's.
            return Some(other);
        }
        launch.launch().await;
        Some(handle)
    }

    /// Sends a connection game `id` and everything that happens in it.
    pub async fn watch(&self, id: &GameId, conn: ConnId, player: PlayerId, send_queue: SendQueue) {
        self.registry.arrived(player, id);
        if let Some(handle) = self.handle(id).await {
            let command = Command::Watch {
                conn,
                player,
                send_queue: send_queue.clone(),
            };
            if handle.send(command).await {
                return;
            }
        }
        // Over (or gone): the stored game as it ended.
        let message = match self.store.game(id).await {
            Ok(Some(stored)) => ServerMessage::Game {
                game: Box::new(self.stored_view(&stored.round).await),
            },
            Ok(None) => ServerMessage::refused(Some(id), Refusal::NoSuchGame),
            Err(e) => {
                log_store("watch", &e);
                ServerMessage::refused(Some(id), Refusal::Unavailable)
            }
        };
        send_queue.send(&message.to_json().into());
    }

    /// Stops sending game `id` to a connection.
    pub async fn unwatch(&self, id: &GameId, conn: ConnId) {
        if let Some(handle) = self.registry.game(id) {
            handle.send(Command::Unwatch { conn }).await;
        }
    }

    /// Asks game `id` to do `action` for `player`.
    ///
    /// # Errors
    /// The game's refusal, or [`Refusal::NoSuchGame`].
    pub async fn act(&self, id: &GameId, player: PlayerId, action: Action) -> Result<(), Refusal> {
        let Some(handle) = self.handle(id).await else {
            return Err(match self.store.game(id).await {
                Ok(Some(_)) => Refusal::GameOver,
                Ok(None) => Refusal::NoSuchGame,
                Err(_) => Refusal::Unavailable,
            });
        };
        handle.act(player, action).await
    }

    /// `player` takes the empty seat of game `id`, unless they and its creator blocked each
    /// other (nobody is matched with a player who keeps them away).
    ///
    /// # Errors
    /// [`Refusal::Blocked`], and as [`Hub::act`].
    pub async fn join(&self, id: &GameId, player: PlayerId) -> Result<(), Refusal> {
        // The lobby knows who opened a listed game; the store only for one it has not heard of.
        let creator = match self.lobby.owner_of(id) {
            Some(creator) => creator,
            None => match self.store.game(id).await {
                Ok(Some(stored)) => stored.round.creator,
                Ok(None) => return Err(Refusal::NoSuchGame),
                Err(e) => {
                    log_store("join", &e);
                    return Err(Refusal::Unavailable);
                }
            },
        };
        match self.store.blocked_between(creator, player).await {
            Ok(false) => self.act(id, player, Action::Join).await,
            Ok(true) => Err(Refusal::Blocked),
            Err(e) => {
                log_store("join", &e);
                Err(Refusal::Unavailable)
            }
        }
    }

    /// A stored game as sent, with nobody marked gone or watching.
    pub async fn stored_view(&self, round: &Round) -> GameView {
        let mut view = view_of(
            &self.store,
            round,
            [None, None],
            0,
            self.clock.now(),
            self.rules.abandon_after,
        )
        .await;
        view.tournament = self
            .store
            .game_tournament(&round.id)
            .await
            .unwrap_or_else(|e| {
                log_store("tournament", &e);
                None
            });
        view
    }
}
