//! The games in play: one task per game owns its [`Round`] (lila's "one actor per game"),
//! takes the players' requests in turn, stores every change before announcing it, watches the
//! clock for flags, and sends what happens to everyone watching. The hub finds (or loads)
//! a game's task, keeps the lobby and the list of games to watch, and knows every player's
//! connections (to tell both players that their game began).

use std::collections::{HashMap, HashSet};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};

use skillgames_catalogue::CATALOGUE;
use skillgames_online::{
    ClientMessage, Colour, ColourChoice, GameView, LobbyGame, Offer, PlayerView, RatingChange,
    Refusal, ServerMessage, SideView,
};
use tokio::sync::{mpsc, oneshot};
use tokio_util::sync::CancellationToken;

use crate::bus::{self, Bus, Envelope, Event, Incoming, Played};
use crate::clock::{Clock, Millis};
use crate::identity;
use crate::ratings;
use crate::round::{Change, PlayerId, Round, Status, Terms};
use crate::store::{Player, RatingUpdate, Store, StoreError};

/// A connection's id, for the hub's books.
pub type ConnId = u64;

/// What a connection is sent: a message's text, or the end.
#[derive(Clone, Debug)]
pub enum Out {
    /// A message (JSON), shared by every receiver.
    Text(Arc<str>),
    /// Close the connection after what is already queued (the server is going away).
    Close,
}

/// A connection's outgoing queue, and the switch that ends the connection when the queue
/// is full: the end must not wait in the queue it ends (a connection that falls too far
/// behind is closed for real, its page connects again and catches up, never kept
/// half-alive with messages lost).
#[derive(Clone, Debug)]
pub struct Outbox {
    queue: mpsc::Sender<Out>,
    cut: CancellationToken,
}

impl Outbox {
    /// A queue of `len` messages, and what its connection reads it from.
    #[must_use]
    pub fn new(len: usize) -> (Outbox, mpsc::Receiver<Out>, CancellationToken) {
        let (queue, receiver) = mpsc::channel(len.max(1));
        let cut = CancellationToken::new();
        (
            Outbox {
                queue,
                cut: cut.clone(),
            },
            receiver,
            cut,
        )
    }

    /// Queues `text`; `false` when the connection is gone, or was too far behind and is
    /// now being closed.
    pub fn send(&self, text: &Arc<str>) -> bool {
        if self.cut.is_cancelled() {
            return false;
        }
        match self.queue.try_send(Out::Text(text.clone())) {
            Ok(()) => true,
            Err(mpsc::error::TrySendError::Full(_)) => {
                self.cut.cancel();
                false
            }
            Err(mpsc::error::TrySendError::Closed(_)) => false,
        }
    }

    /// Closes the connection after what is queued (at once, if the queue is full).
    pub fn close(&self) {
        if self.queue.try_send(Out::Close).is_err() {
            self.cut.cancel();
        }
    }

    /// Ends the connection at once, whatever is queued (its session ended: nothing more
    /// may be said or done on it, even by a client that stopped reading).
    pub fn end(&self) {
        self.cut.cancel();
    }

    /// Whether the connection has been ended.
    #[must_use]
    pub fn is_cut(&self) -> bool {
        self.cut.is_cancelled()
    }
}

/// How many messages may wait for a slow connection before it is closed (the default of
/// [`crate::Limits::send_queue`]).
pub const OUTBOX_LEN: usize = 256;
/// How many open games a player may have in the lobby at once.
pub const MAX_OPEN_GAMES: usize = 3;
/// How long a player who left may take to come back before their open games are withdrawn.
pub const LEAVE_GRACE: std::time::Duration = std::time::Duration::from_secs(5);
/// How many requests may wait for a game's task.
const INBOX_LEN: usize = 64;
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
/// How often at most a game's watchers are told that spectators came or went.
const COUNT_EVERY: std::time::Duration = std::time::Duration::from_secs(1);
/// How long a game waits before storing its flag again when the store failed.
const FLAG_RETRY: Millis = 1000;

/// How long the server waits for a player who left a live game before the opponent may
/// claim the win, and other settings of the games.
#[derive(Clone, Copy, Debug)]
pub struct GameRules {
    /// Milliseconds a live game's player may be gone before the opponent may claim the win.
    pub abandon_after: Millis,
}

impl Default for GameRules {
    fn default() -> Self {
        GameRules {
            abandon_after: 30_000,
        }
    }
}

/// A request to a game's task.
enum Command {
    Watch {
        conn: ConnId,
        player: PlayerId,
        outbox: Outbox,
    },
    Unwatch {
        conn: ConnId,
    },
    Act {
        player: PlayerId,
        action: Action,
        reply: oneshot::Sender<Result<(), Refusal>>,
    },
    /// Another server stored the game at `version` (by playing `moved`).
    Changed {
        version: u64,
        moved: Option<Played>,
    },
    /// Who watches the game from server `node`.
    Presence {
        node: String,
        here: Vec<PlayerId>,
    },
    /// Server `node` is gone (or went silent).
    NodeGone {
        node: String,
    },
    /// Another server asks who watches the game from here.
    Asked,
    /// The bus was away: read the game again and say again who watches it from here.
    Resync,
}

/// What a player asks of a game.
#[derive(Clone, Debug)]
pub enum Action {
    /// Take the empty seat.
    Join,
    /// Withdraw the open game.
    Cancel,
    /// A move after `ply` moves.
    Move {
        /// Moves before it.
        ply: u32,
        /// The move.
        mv: String,
    },
    /// Give up.
    Resign,
    /// End without a result.
    Abort,
    /// Ask for something.
    Offer(Offer),
    /// Answer the opponent.
    Answer(Offer, bool),
    /// Claim the win from an absent opponent.
    Claim,
}

#[derive(Clone)]
struct GameHandle {
    inbox: mpsc::Sender<Command>,
}

/// The books of every connection of the server.
#[derive(Default)]
struct Books {
    /// Every connection of each player.
    players: HashMap<PlayerId, Vec<(ConnId, Outbox)>>,
    /// Connections that want the lobby.
    lobby: HashMap<ConnId, Outbox>,
    /// Open public games, by id.
    open: HashMap<String, LobbyGame>,
    /// The creator of every open game, public or private, by id.
    owners: HashMap<String, PlayerId>,
    /// Games being played (public or not, all are watchable), by id.
    live: HashMap<String, LobbyGame>,
    /// The other servers each player is connected to (in a cluster).
    remote_players: HashMap<PlayerId, HashSet<String>>,
    /// Games each player is creating right now (counted with their open games).
    creating: HashMap<PlayerId, usize>,
    /// Games that began for each player lately and that they have not come to yet.
    started: HashMap<PlayerId, Vec<(String, tokio::time::Instant)>>,
}

/// A player's place among the games being created, given back when dropped (also when the
/// request is dropped half-way, its connection gone).
struct Reservation {
    hub: Arc<Hub>,
    player: PlayerId,
}

impl Drop for Reservation {
    fn drop(&mut self) {
        let mut books = lock(&self.hub.books);
        if let Some(count) = books.creating.get_mut(&self.player) {
            *count = count.saturating_sub(1);
            if *count == 0 {
                books.creating.remove(&self.player);
            }
        }
    }
}

/// How a game is listed: its creator while open, its lobby entry, its entry to watch.
struct Listing {
    owner: Option<PlayerId>,
    open: Option<LobbyGame>,
    live: Option<LobbyGame>,
}

/// The server's games and connections.
pub struct Hub {
    /// The store.
    pub store: Store,
    /// The time.
    pub clock: Clock,
    rules: GameRules,
    /// The game tasks of this server. A plain lock, never held across an await: a game
    /// being loaded from the store holds up no other game's requests.
    games: Mutex<HashMap<String, GameHandle>>,
    books: Mutex<Books>,
    next_conn: AtomicU64,
    /// Moves accepted since the server started (for the load tool and the health page).
    pub moves: AtomicU64,
    /// Games this server ended because a clock ran out.
    pub flags: AtomicU64,
    /// The other servers of the cluster, when there are (Redis pub/sub).
    bus: Option<Bus>,
    /// When each other server was last heard from.
    nodes: Mutex<HashMap<String, tokio::time::Instant>>,
}

fn lock<T>(mutex: &Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    mutex
        .lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner)
}

fn log_store(what: &str, error: &StoreError) {
    eprintln!("skillgames: store: {what}: {error}");
}

fn send(outbox: &Outbox, text: &Arc<str>) -> bool {
    outbox.send(text)
}

impl Hub {
    /// A hub over `store`, loading the games open or being played.
    ///
    /// # Errors
    /// When the store cannot be read.
    pub async fn start(
        store: Store,
        clock: Clock,
        rules: GameRules,
        bus: Option<(Bus, mpsc::Receiver<Incoming>)>,
    ) -> Result<Arc<Hub>, StoreError> {
        let (bus, incoming) = bus.unzip();
        let hub = Arc::new(Hub {
            store,
            clock,
            rules,
            games: Mutex::new(HashMap::new()),
            books: Mutex::new(Books::default()),
            next_conn: AtomicU64::new(1),
            moves: AtomicU64::new(0),
            flags: AtomicU64::new(0),
            bus,
            nodes: Mutex::new(HashMap::new()),
        });
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
            let (handle, task) = hub.prepare(round);
            lock(&hub.games).insert(id, handle);
            task.launch().await;
        }
        Ok(hub)
    }

    /// A new connection's id.
    pub fn connection(&self) -> ConnId {
        self.next_conn.fetch_add(1, Ordering::Relaxed)
    }

    /// Registers a connection of `player`.
    pub fn connect(&self, player: PlayerId, conn: ConnId, outbox: Outbox) {
        let mut books = lock(&self.books);
        let list = books.players.entry(player).or_default();
        let first = list.is_empty();
        list.push((conn, outbox));
        drop(books);
        if first {
            self.publish(Event::Online { player, here: true });
        }
    }

    /// Forgets a connection. When a player's last one goes and does not come back within
    /// [`LEAVE_GRACE`] (a reload comes back at once), their open games leave the lobby:
    /// nobody should join a game whose creator has gone. A friend's challenge stays.
    pub fn disconnect(self: &Arc<Self>, player: PlayerId, conn: ConnId) {
        let mut books = lock(&self.books);
        if let Some(list) = books.players.get_mut(&player) {
            list.retain(|(c, _)| *c != conn);
            if list.is_empty() {
                books.players.remove(&player);
            }
        }
        books.lobby.remove(&conn);
        let gone = !books.players.contains_key(&player);
        drop(books);
        if gone {
            self.publish(Event::Online {
                player,
                here: false,
            });
            self.withdraw_later(player);
        }
    }

    /// Whether `player` is connected to this server or (as far as it knows) another.
    fn connected(&self, player: PlayerId) -> bool {
        let books = lock(&self.books);
        books.players.contains_key(&player) || books.remote_players.contains_key(&player)
    }

    /// Withdraws `player`'s open games from the lobby unless they are back within
    /// [`LEAVE_GRACE`], here or on another server.
    fn withdraw_later(self: &Arc<Self>, player: PlayerId) {
        let owns_open = {
            let books = lock(&self.books);
            books
                .owners
                .iter()
                .any(|(id, owner)| *owner == player && books.open.contains_key(id))
        };
        if !owns_open || self.connected(player) {
            return;
        }
        let hub = self.clone();
        tokio::spawn(async move {
            tokio::time::sleep(LEAVE_GRACE).await;
            if hub.connected(player) {
                return;
            }
            let open: Vec<String> = {
                let books = lock(&hub.books);
                books
                    .owners
                    .iter()
                    .filter(|(id, owner)| **owner == player && books.open.contains_key(*id))
                    .map(|(id, _)| id.clone())
                    .collect()
            };
            for id in open {
                let _ = hub.act(&id, player, Action::Cancel).await;
            }
        });
    }

    /// Tells the other servers `event` (nothing when there are none).
    fn publish(&self, event: Event) {
        if let Some(bus) = &self.bus {
            bus.publish(event);
        }
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
        let connections = lock(&self.books).players.values().map(Vec::len).sum();
        (connections, lock(&self.games).len())
    }

    /// Tells every connection that the server is going away (connect again, elsewhere).
    pub fn say_goodbye(&self) {
        self.publish(Event::Bye);
        let text: Arc<str> = ServerMessage::Reconnect.to_json().into();
        let books = lock(&self.books);
        for (_, outbox) in books.players.values().flatten() {
            send(outbox, &text);
            outbox.close();
        }
    }

    /// Tells `player` (on every server) that game `game` has begun: their page goes there.
    fn tell_started(&self, player: PlayerId, game: &str) {
        let text = ServerMessage::Started {
            game: game.to_owned(),
        }
        .to_json();
        self.note_started(player, game);
        self.deliver(player, &text.clone().into());
        self.publish(Event::Tell { player, text });
    }

    /// Keeps a game that began for `player` until they come to it, so that a page that was
    /// not connected when it began (a connection closed at that moment, a page reconnecting)
    /// is sent there when it connects: nobody misses the start of their own game and is then
    /// claimed to have left it.
    fn note_started(&self, player: PlayerId, game: &str) {
        let mut books = lock(&self.books);
        let list = books.started.entry(player).or_default();
        list.retain(|(g, at)| g != game && at.elapsed() < START_REMINDED);
        list.push((game.to_owned(), tokio::time::Instant::now()));
    }

    /// Sends a new connection of `player` the games that began for them lately and that they
    /// have not come to yet.
    pub fn remind(&self, player: PlayerId, outbox: &Outbox) {
        let mut books = lock(&self.books);
        let Some(list) = books.started.get_mut(&player) else {
            return;
        };
        list.retain(|(_, at)| at.elapsed() < START_REMINDED);
        for (game, _) in list.iter() {
            let text = ServerMessage::Started { game: game.clone() }.to_json();
            send(outbox, &text.into());
        }
        if list.is_empty() {
            books.started.remove(&player);
        }
    }

    /// `player` came to game `id`: no need to send them there again.
    fn arrived(&self, player: PlayerId, id: &str) {
        let mut books = lock(&self.books);
        if let Some(list) = books.started.get_mut(&player) {
            list.retain(|(g, _)| g != id);
            if list.is_empty() {
                books.started.remove(&player);
            }
        }
    }

    /// Sends `text` to this server's connections of `player`.
    fn deliver(&self, player: PlayerId, text: &Arc<str>) {
        let books = lock(&self.books);
        for (_, outbox) in books.players.get(&player).into_iter().flatten() {
            send(outbox, text);
        }
    }

    fn lobby_message(books: &Books) -> Arc<str> {
        let mut games: Vec<LobbyGame> = books.open.values().cloned().collect();
        games.sort_by(|a, b| a.id.cmp(&b.id));
        ServerMessage::Lobby { games }.to_json().into()
    }

    /// Subscribes a connection to the lobby (and sends it now).
    pub fn watch_lobby(&self, conn: ConnId, outbox: Outbox) {
        let mut books = lock(&self.books);
        send(&outbox, &Self::lobby_message(&books));
        books.lobby.insert(conn, outbox);
    }

    /// Unsubscribes a connection from the lobby.
    pub fn leave_lobby(&self, conn: ConnId) {
        lock(&self.books).lobby.remove(&conn);
    }

    fn lobby_changed(books: &mut Books) {
        let text = Self::lobby_message(books);
        books.lobby.retain(|_, outbox| send(outbox, &text));
    }

    /// The games being played, for spectators.
    pub fn live_games(&self) -> Vec<LobbyGame> {
        let mut games: Vec<LobbyGame> = lock(&self.books).live.values().cloned().collect();
        games.sort_by(|a, b| b.ply.cmp(&a.ply).then(a.id.cmp(&b.id)));
        games
    }

    async fn side_view(&self, player: Option<PlayerId>, round: &Round) -> Option<SideView> {
        let id = player?;
        let stored = self.store.player(id).await.ok().flatten()?;
        let rating = if stored.password.is_some() {
            let variant = round.terms.variant;
            self.store
                .rating(id, variant.game().name, variant.size())
                .await
                .ok()
                .map(|r| ratings::view(&r))
        } else {
            None
        };
        Some(SideView {
            player: PlayerView {
                name: stored.name,
                account: stored.password.is_some(),
            },
            rating,
            here: true,
        })
    }

    /// Opens a game for `player`.
    ///
    /// # Errors
    /// When the variant is unknown, a rated game is asked by a visitor, the player has too
    /// many open games, or the store fails.
    pub async fn create(
        self: &Arc<Self>,
        player: &Player,
        message: &ClientMessage,
    ) -> Result<String, Refusal> {
        let ClientMessage::Create {
            game,
            size,
            time,
            rated,
            colour,
            private,
        } = message
        else {
            return Err(Refusal::NotNow);
        };
        let variant = CATALOGUE
            .variant(game, Some(&size.to_string()))
            .map_err(|_| Refusal::NoSuchVariant)?;
        let time = time.check().map_err(|_| Refusal::NotNow)?;
        if *rated && player.password.is_none() {
            return Err(Refusal::NeedAccount);
        }
        // The count and the reservation are made together under the books' lock, so that
        // requests at once from many connections of one player cannot all pass the limit;
        // the store checks it again for the servers of a cluster.
        let _reservation = {
            let mut books = lock(&self.books);
            let open = books.owners.values().filter(|&&p| p == player.id).count();
            let creating = books.creating.entry(player.id).or_default();
            if open + *creating >= MAX_OPEN_GAMES {
                return Err(Refusal::TooFast);
            }
            *creating += 1;
            Reservation {
                hub: self.clone(),
                player: player.id,
            }
        };
        let terms = Terms {
            variant,
            time,
            rated: *rated,
            private: *private,
            colour: *colour,
        };
        self.open_game(terms, player.id).await
    }

    async fn open_game(
        self: &Arc<Self>,
        terms: Terms,
        creator: PlayerId,
    ) -> Result<String, Refusal> {
        let round = Round::open(identity::game_id(), terms, creator)?;
        let now = self.clock.now();
        match self.store.add_open_game(&round, now, MAX_OPEN_GAMES).await {
            Ok(()) => {}
            Err(StoreError::Limit) => return Err(Refusal::TooFast),
            Err(e) => {
                log_store("create", &e);
                return Err(Refusal::Unavailable);
            }
        }
        let id = round.id.clone();
        let (handle, task) = self.prepare(round);
        lock(&self.games).insert(id.clone(), handle);
        // Listed (so counted among its creator's open games) before the reservation goes.
        task.launch().await;
        Ok(id)
    }

    /// This server's running task of game `id`, if it has one.
    fn running(&self, id: &str) -> Option<GameHandle> {
        let mut games = lock(&self.games);
        let handle = games.get(id)?;
        if handle.inbox.is_closed() {
            games.remove(id);
            return None;
        }
        Some(handle.clone())
    }

    /// The task of game `id`, started from the store if it is active there. The store is
    /// read with no lock held; two requests loading the same game at once start one task.
    async fn handle(self: &Arc<Self>, id: &str) -> Option<GameHandle> {
        if let Some(handle) = self.running(id) {
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
        let (handle, task) = self.prepare(round);
        {
            let mut games = lock(&self.games);
            if let Some(other) = games.get(id).filter(|h| !h.inbox.is_closed()) {
                // Loaded by another request meanwhile: that task is the game's.
                return Some(other.clone());
            }
            games.insert(id.to_owned(), handle.clone());
        }
        task.launch().await;
        Some(handle)
    }

    /// Sends a connection game `id` and everything that happens in it.
    pub async fn watch(self: &Arc<Self>, id: &str, conn: ConnId, player: PlayerId, outbox: Outbox) {
        self.arrived(player, id);
        if let Some(handle) = self.handle(id).await {
            let command = Command::Watch {
                conn,
                player,
                outbox: outbox.clone(),
            };
            if handle.inbox.send(command).await.is_ok() {
                return;
            }
        }
        // Over (or gone): the stored game as it ended.
        let message = match self.store.game(id).await {
            Ok(Some(stored)) => ServerMessage::Game {
                game: Box::new(self.view_of(&stored.round, [None, None], 0).await),
            },
            Ok(None) => ServerMessage::refused(Some(id), Refusal::NoSuchGame),
            Err(e) => {
                log_store("watch", &e);
                ServerMessage::refused(Some(id), Refusal::Unavailable)
            }
        };
        send(&outbox, &message.to_json().into());
    }

    /// Stops sending game `id` to a connection.
    pub async fn unwatch(&self, id: &str, conn: ConnId) {
        let handle = lock(&self.games).get(id).cloned();
        if let Some(handle) = handle {
            let _ = handle.inbox.send(Command::Unwatch { conn }).await;
        }
    }

    /// Asks game `id` to do `action` for `player`.
    ///
    /// # Errors
    /// The game's refusal, or [`Refusal::NoSuchGame`].
    pub async fn act(
        self: &Arc<Self>,
        id: &str,
        player: PlayerId,
        action: Action,
    ) -> Result<(), Refusal> {
        let handle = match self.handle(id).await {
            Some(handle) => handle,
            None => {
                return Err(match self.store.game(id).await {
                    Ok(Some(_)) => Refusal::GameOver,
                    Ok(None) => Refusal::NoSuchGame,
                    Err(_) => Refusal::Unavailable,
                });
            }
        };
        let (reply, answer) = oneshot::channel();
        handle
            .inbox
            .send(Command::Act {
                player,
                action,
                reply,
            })
            .await
            .map_err(|_| Refusal::GameOver)?;
        answer.await.unwrap_or(Err(Refusal::GameOver))
    }

    async fn view_of(&self, round: &Round, gone: [Option<Millis>; 2], watchers: u32) -> GameView {
        let now = self.clock.now();
        let mut white = self.side_view(round.white, round).await;
        let mut black = self.side_view(round.black, round).await;
        if round.status == Status::Playing {
            for (side, gone_since) in [(&mut white, gone[0]), (&mut black, gone[1])] {
                if let Some(side) = side {
                    side.here = gone_since.is_none();
                }
            }
        }
        let claim_in = (round.status == Status::Playing && !round.terms.time.is_correspondence())
            .then(|| gone.iter().flatten().min().copied())
            .flatten()
            .map(|since| (since + self.rules.abandon_after).saturating_sub(now));
        let status = round.status_view();
        GameView {
            id: round.id.clone(),
            game: round.terms.variant.game().name.to_owned(),
            size: round.terms.variant.size(),
            time: round.terms.time,
            rated: round.terms.rated,
            white,
            black,
            moves: round.moves().to_vec(),
            clocks: round.clocks_at(now),
            status,
            offer: round.offer,
            watchers,
            claim_in,
            rematch: round.rematch.clone(),
            // Named even before they have a seat (an open game whose colour is drawn by lot).
            creator: self
                .store
                .player(round.creator)
                .await
                .ok()
                .flatten()
                .map(|p| p.name),
        }
    }

    /// A stored game as sent, with nobody marked gone or watching.
    pub async fn stored_view(&self, round: &Round) -> GameView {
        self.view_of(round, [None, None], 0).await
    }

    fn listing(
        view: &GameView,
        colour: ColourChoice,
        creator: Option<SideView>,
    ) -> Option<LobbyGame> {
        // An open game lists its creator first, whatever side they will play.
        let white = creator
            .or_else(|| view.white.clone())
            .or_else(|| view.black.clone())?;
        Some(LobbyGame {
            id: view.id.clone(),
            game: view.game.clone(),
            size: view.size,
            time: view.time,
            rated: view.rated,
            colour,
            white,
            black: if view.white.is_some() {
                view.black.clone()
            } else {
                None
            },
            ply: u32::try_from(view.moves.len()).unwrap_or(u32::MAX),
        })
    }

    /// How a game is to be listed now.
    async fn listing_of(&self, round: &Round, view: &GameView) -> Listing {
        let creator = if round.status == Status::Open {
            self.side_view(Some(round.creator), round).await
        } else {
            None
        };
        let open = (round.status == Status::Open && !round.terms.private)
            .then(|| Self::listing(view, round.terms.colour, creator.clone()))
            .flatten();
        let live = (round.status == Status::Playing)
            .then(|| Self::listing(view, round.terms.colour, creator))
            .flatten();
        Listing {
            owner: (round.status == Status::Open).then_some(round.creator),
            open,
            live,
        }
    }

    /// Puts a game's listing in this server's books, telling the lobby's watchers.
    fn apply_listing(&self, id: &str, listing: Listing) {
        let mut books = lock(&self.books);
        match listing.owner {
            Some(owner) => books.owners.insert(id.to_owned(), owner),
            None => books.owners.remove(id),
        };
        let was_open = books.open.remove(id).is_some();
        books.live.remove(id);
        let is_open = listing.open.is_some();
        if let Some(entry) = listing.open {
            books.open.insert(id.to_owned(), entry);
        }
        if let Some(entry) = listing.live {
            books.live.insert(id.to_owned(), entry);
        }
        if was_open || is_open {
            Self::lobby_changed(&mut books);
        }
    }

    /// Keeps the lobby and the live list in step with a game, here and on the other servers.
    async fn list(&self, round: &Round, view: &GameView) {
        let listing = self.listing_of(round, view).await;
        self.publish(Event::Listed {
            game: round.id.clone(),
            owner: listing.owner,
            open: listing.open.clone().map(Box::new),
            live: listing.live.clone().map(Box::new),
        });
        self.apply_listing(&round.id, listing);
    }

    /// Lists every game open or played from the database (a server of a cluster starting,
    /// or its bus back after an outage), forgetting listings of games that ended meanwhile.
    async fn relist(&self) -> Result<(), StoreError> {
        let active = self.store.active_games().await?;
        let mut seen = HashSet::new();
        for stored in active {
            let view = self.view_of(&stored.round, [None, None], 0).await;
            let listing = self.listing_of(&stored.round, &view).await;
            seen.insert(stored.round.id.clone());
            self.apply_listing(&stored.round.id, listing);
        }
        let stale: Vec<String> = {
            let books = lock(&self.books);
            let ids = books
                .open
                .keys()
                .chain(books.live.keys())
                .chain(books.owners.keys());
            ids.filter(|id| !seen.contains(*id)).cloned().collect()
        };
        for id in stale {
            let none = Listing {
                owner: None,
                open: None,
                live: None,
            };
            self.apply_listing(&id, none);
        }
        Ok(())
    }

    /// Sends a command to this server's task of game `id`, if it has one.
    async fn tell_game(&self, id: &str, command: Command) {
        let handle = lock(&self.games).get(id).cloned();
        if let Some(handle) = handle {
            let _ = handle.inbox.send(command).await;
        }
    }

    /// Sends a command to every game task of this server.
    async fn tell_games(&self, command: impl Fn() -> Command) {
        let handles: Vec<GameHandle> = lock(&self.games).values().cloned().collect();
        for handle in handles {
            let _ = handle.inbox.send(command()).await;
        }
    }

    /// Takes what the other servers say.
    async fn run_bus(self: Arc<Self>, mut incoming: mpsc::Receiver<Incoming>) {
        while let Some(message) = incoming.recv().await {
            match message {
                Incoming::Resubscribed => {
                    // Whatever was said while the bus was away is in the database.
                    if let Err(e) = self.relist().await {
                        log_store("relist", &e);
                    }
                    self.tell_games(|| Command::Resync).await;
                    self.publish(Event::Roster {
                        players: lock(&self.books).players.keys().copied().collect(),
                    });
                }
                Incoming::Event(envelope) => self.on_event(envelope).await,
            }
        }
    }

    async fn on_event(self: &Arc<Self>, Envelope { node, event }: Envelope) {
        if event == Event::Bye {
            self.node_gone(&node).await;
            return;
        }
        let new = lock(&self.nodes)
            .insert(node.clone(), tokio::time::Instant::now())
            .is_none();
        if new {
            // A server we had not heard of: it learns who is connected here.
            self.publish(Event::Roster {
                players: lock(&self.books).players.keys().copied().collect(),
            });
        }
        match event {
            Event::Changed {
                game,
                version,
                moved,
            } => {
                self.tell_game(&game, Command::Changed { version, moved })
                    .await;
            }
            Event::Listed {
                game,
                owner,
                open,
                live,
            } => {
                let listing = Listing {
                    owner,
                    open: open.map(|entry| *entry),
                    live: live.map(|entry| *entry),
                };
                self.apply_listing(&game, listing);
            }
            Event::Presence { game, here } => {
                self.tell_game(&game, Command::Presence { node, here })
                    .await;
            }
            Event::Ask { game } => self.tell_game(&game, Command::Asked).await,
            Event::Online { player, here } => {
                let mut books = lock(&self.books);
                let nodes = books.remote_players.entry(player).or_default();
                if here {
                    nodes.insert(node);
                } else {
                    nodes.remove(&node);
                    if nodes.is_empty() {
                        books.remote_players.remove(&player);
                    }
                }
            }
            Event::Roster { players } => {
                let mut books = lock(&self.books);
                books.remote_players.retain(|_, nodes| {
                    nodes.remove(&node);
                    !nodes.is_empty()
                });
                for player in players {
                    books
                        .remote_players
                        .entry(player)
                        .or_default()
                        .insert(node.clone());
                }
            }
            Event::Tell { player, text } => {
                if let Ok(ServerMessage::Started { game }) = serde_json::from_str(&text) {
                    self.note_started(player, &game);
                }
                self.deliver(player, &text.into());
            }
            Event::Alive | Event::Bye => {}
        }
    }

    /// Server `node` died or left: its players count as gone until they come back here or
    /// elsewhere, and their open games leave the lobby after the usual grace.
    async fn node_gone(self: &Arc<Self>, node: &str) {
        lock(&self.nodes).remove(node);
        let orphans: Vec<PlayerId> = {
            let mut books = lock(&self.books);
            let mut orphans = Vec::new();
            books.remote_players.retain(|player, nodes| {
                if nodes.remove(node) && nodes.is_empty() {
                    orphans.push(*player);
                }
                !nodes.is_empty()
            });
            orphans
        };
        for player in orphans {
            self.withdraw_later(player);
        }
        let node = node.to_owned();
        self.tell_games(|| Command::NodeGone { node: node.clone() })
            .await;
    }

    /// Says this server is alive, and finds the servers that went silent.
    async fn heartbeat(self: Arc<Self>) {
        let mut beat = tokio::time::interval(bus::HEARTBEAT);
        loop {
            beat.tick().await;
            self.publish(Event::Alive);
            if self.bus_subscribed() == Some(false) {
                // This server hears nobody while its bus is away: the others are not silent
                // for that, and their players stay as they were (nobody may claim a win from
                // an absence this server cannot see). They have the usual time once it is back.
                let now = tokio::time::Instant::now();
                lock(&self.nodes)
                    .values_mut()
                    .for_each(|heard| *heard = now);
                continue;
            }
            let silent: Vec<String> = lock(&self.nodes)
                .iter()
                .filter(|(_, heard)| heard.elapsed() > bus::NODE_TIMEOUT)
                .map(|(node, _)| node.clone())
                .collect();
            for node in silent {
                eprintln!("skillgames: server {node} went silent; its players count as gone");
                self.node_gone(&node).await;
            }
        }
    }

    /// Finds the games whose clock ran out that no server holds (their players gone, their
    /// server dead) and ends them here: the sweeps of all servers share the work and never
    /// take the same game at once, and the game's own task stores the end once.
    async fn sweep(self: Arc<Self>) {
        let mut every = tokio::time::interval(SWEEP_EVERY);
        loop {
            every.tick().await;
            let now = self.clock.now();
            match self.store.overdue(now, now + SWEEP_HOLD, SWEEP_LIMIT).await {
                Ok(ids) => {
                    for id in ids {
                        // Loading the game starts its task, whose clock has run out.
                        let _ = self.handle(&id).await;
                    }
                }
                Err(e) => log_store("sweep", &e),
            }
        }
    }

    /// A task for `round` and its handle; the task runs once launched.
    fn prepare(self: &Arc<Self>, round: Round) -> (GameHandle, Launch) {
        let (inbox, commands) = mpsc::channel(INBOX_LEN);
        let mut task = GameTask {
            hub: self.clone(),
            round,
            watchers: Vec::new(),
            gone: [None, None],
            claim_told: false,
            pending_ratings: None,
            remote: HashMap::new(),
            told_here: Vec::new(),
            hold_until: None,
            count_due: None,
        };
        let now = self.clock.now();
        for side in [Colour::White, Colour::Black] {
            if task.round.player(side).is_some() {
                task.gone[side_index(side)] = Some(now);
            }
        }
        (GameHandle { inbox }, Launch { task, commands })
    }
}

/// A game task ready to run: its listing is made (and the other servers asked who watches
/// it) before it takes its first request, which waits in its inbox meanwhile.
struct Launch {
    task: GameTask,
    commands: mpsc::Receiver<Command>,
}

impl Launch {
    async fn launch(self) {
        let Launch { task, commands } = self;
        let hub = task.hub.clone();
        let view = hub.view_of(&task.round, task.gone, 0).await;
        hub.list(&task.round, &view).await;
        // Who watches it from the other servers? Their answers come to the task.
        hub.publish(Event::Ask {
            game: task.round.id.clone(),
        });
        tokio::spawn(task.run(commands));
    }
}

const fn side_index(side: Colour) -> usize {
    match side {
        Colour::White => 0,
        Colour::Black => 1,
    }
}

struct Watcher {
    conn: ConnId,
    player: PlayerId,
    outbox: Outbox,
}

/// The task that owns one game.
struct GameTask {
    hub: Arc<Hub>,
    round: Round,
    watchers: Vec<Watcher>,
    /// Since when each side has had no connection watching (while the game is played).
    gone: [Option<Millis>; 2],
    /// Whether the players were told that the absent side may now be claimed to have left.
    claim_told: bool,
    /// New ratings to store with the end of a rated game.
    pending_ratings: Option<[RatingUpdate; 2]>,
    /// Who watches the game from each other server.
    remote: HashMap<String, Vec<PlayerId>>,
    /// Who this server last told the others watches the game from here.
    told_here: Vec<PlayerId>,
    /// Not before this may the flag be stored again (the store failed).
    hold_until: Option<Millis>,
    /// When to tell everyone how many spectators there are (some came or went).
    count_due: Option<tokio::time::Instant>,
}

/// Why an attempt at an action failed.
enum Attempt {
    /// The game's (or the store's) refusal.
    Refused(Refusal),
    /// Another server changed the game first: read it again and try once more.
    Conflict,
}

impl From<Refusal> for Attempt {
    fn from(refusal: Refusal) -> Self {
        Attempt::Refused(refusal)
    }
}

/// What to restore when the store refuses a change.
struct Snapshot {
    round: Round,
}

impl GameTask {
    async fn run(mut self, mut commands: mpsc::Receiver<Command>) {
        loop {
            let deadline = self
                .round
                .deadline()
                .map(|at| at.max(self.hold_until.unwrap_or(0)));
            let claim_at = self.claim_at();
            let clock = self.hub.clock.clone();
            let next = [deadline, claim_at].into_iter().flatten().min();
            let count_due = self.count_due;
            tokio::select! {
                command = commands.recv() => match command {
                    Some(command) => self.handle(command).await,
                    None => break,
                },
                () = async {
                    tokio::time::sleep_until(count_due.unwrap_or_else(tokio::time::Instant::now))
                        .await;
                }, if count_due.is_some() => {
                    self.announce().await;
                }
                () = async { clock.sleep_until(next.unwrap_or(0)).await }, if next.is_some() => {
                    self.on_time().await;
                }
            }
            if self.round.status.is_over() && self.watchers.is_empty() && self.round.offer.is_none()
            {
                break;
            }
        }
        // Requests sent before the inbox closed are answered with the game as it ended.
        commands.close();
        while let Ok(command) = commands.try_recv() {
            self.handle(command).await;
        }
        let mut games = lock(&self.hub.games);
        if games
            .get(&self.round.id)
            .is_some_and(|h| h.inbox.is_closed())
        {
            games.remove(&self.round.id);
        }
    }

    /// When the absent side may be claimed to have left (live games being played).
    fn claim_at(&self) -> Option<Millis> {
        if self.round.status != Status::Playing || self.round.terms.time.is_correspondence() {
            return None;
        }
        let at = self.gone.iter().flatten().min()? + self.hub.rules.abandon_after;
        (!self.claim_told).then_some(at)
    }

    fn watcher_count(&self) -> u32 {
        let mut seen: Vec<PlayerId> = self
            .watchers
            .iter()
            .map(|w| w.player)
            .chain(self.remote.values().flatten().copied())
            // The players are not spectators, nor is the creator of a game still open
            // (seated only once someone joins, when the colour is drawn by lot).
            .filter(|p| self.round.side_of(*p).is_none() && *p != self.round.creator)
            .collect();
        seen.sort_unstable();
        seen.dedup();
        u32::try_from(seen.len()).unwrap_or(u32::MAX)
    }

    fn broadcast(&mut self, text: &Arc<str>) {
        self.watchers.retain(|w| send(&w.outbox, text));
    }

    /// Sends the game as it is now to one connection watching it.
    async fn show_to(&mut self, conn: ConnId) {
        let view = self
            .hub
            .view_of(&self.round, self.gone, self.watcher_count())
            .await;
        let text: Arc<str> = ServerMessage::Game {
            game: Box::new(view),
        }
        .to_json()
        .into();
        if let Some(watcher) = self.watchers.iter().find(|w| w.conn == conn) {
            send(&watcher.outbox, &text);
        }
    }

    /// Tells everyone the number of spectators at the next [`COUNT_EVERY`], once however
    /// many came and went meanwhile.
    fn count_later(&mut self) {
        if self.count_due.is_none() {
            self.count_due = Some(tokio::time::Instant::now() + COUNT_EVERY);
        }
    }

    async fn announce(&mut self) {
        self.count_due = None;
        let view = self
            .hub
            .view_of(&self.round, self.gone, self.watcher_count())
            .await;
        self.hub.list(&self.round, &view).await;
        let text: Arc<str> = ServerMessage::Game {
            game: Box::new(view),
        }
        .to_json()
        .into();
        self.broadcast(&text);
    }

    fn presence(&mut self, now: Millis) -> bool {
        let mut changed = false;
        for side in [Colour::White, Colour::Black] {
            let Some(player) = self.round.player(side) else {
                continue;
            };
            let here = self.watchers.iter().any(|w| w.player == player)
                || self.remote.values().flatten().any(|p| *p == player);
            let slot = &mut self.gone[side_index(side)];
            match (here, *slot) {
                (true, Some(_)) => {
                    *slot = None;
                    changed = true;
                }
                (false, None) => {
                    *slot = Some(now);
                    changed = true;
                }
                _ => {}
            }
        }
        if changed {
            self.claim_told = false;
        }
        changed
    }

    async fn handle(&mut self, command: Command) {
        match command {
            Command::Watch {
                conn,
                player,
                outbox,
            } => {
                self.watchers.retain(|w| w.conn != conn);
                self.watchers.push(Watcher {
                    conn,
                    player,
                    outbox,
                });
                if self.hub.bus.is_some() {
                    // A player coming from a dead server gets what it stored last, even if
                    // it died before telling anyone.
                    self.refresh().await;
                }
                let moved = self.presence(self.hub.clock.now());
                self.tell_presence(false);
                if moved {
                    self.announce().await;
                } else {
                    // Only a spectator more: the game to them now, the count to the others
                    // soon (spectators coming and going send nobody a flood).
                    self.show_to(conn).await;
                    self.count_later();
                }
            }
            Command::Unwatch { conn } => {
                let before = self.watchers.len();
                self.watchers.retain(|w| w.conn != conn);
                // A connection closed for falling behind was already dropped by a broadcast:
                // its player's presence is counted again all the same.
                let moved = self.presence(self.hub.clock.now());
                if moved {
                    self.tell_presence(false);
                    self.announce().await;
                } else if self.watchers.len() != before {
                    self.tell_presence(false);
                    self.count_later();
                }
            }
            Command::Changed { version, moved } => {
                if version > self.round.version && !self.play_remote(version, moved).await {
                    self.refresh().await;
                }
            }
            Command::Presence { node, here } => {
                let changed = if here.is_empty() {
                    self.remote.remove(&node).is_some()
                } else {
                    self.remote.insert(node, here.clone()).as_ref() != Some(&here)
                };
                if changed {
                    if self.presence(self.hub.clock.now()) {
                        self.announce().await;
                    } else {
                        self.count_later();
                    }
                }
            }
            Command::NodeGone { node } => {
                // A server that died may have stored a change it never told: read again.
                self.refresh().await;
                if self.remote.remove(&node).is_some() {
                    self.presence(self.hub.clock.now());
                    self.announce().await;
                }
            }
            Command::Asked => self.tell_presence(true),
            Command::Resync => {
                self.refresh().await;
                self.tell_presence(true);
                self.hub.publish(Event::Ask {
                    game: self.round.id.clone(),
                });
            }
            Command::Act {
                player,
                action,
                reply,
            } => {
                let result = self.act(player, action).await;
                let _ = reply.send(result);
            }
        }
    }

    fn snapshot(&self) -> Snapshot {
        Snapshot {
            round: self.round.duplicate(),
        }
    }

    /// Tells the other servers who watches the game from here, when it changed (or always).
    fn tell_presence(&mut self, always: bool) {
        if self.hub.bus.is_none() {
            return;
        }
        let mut here: Vec<PlayerId> = self.watchers.iter().map(|w| w.player).collect();
        here.sort_unstable();
        here.dedup();
        if always || here != self.told_here {
            self.told_here.clone_from(&here);
            self.hub.publish(Event::Presence {
                game: self.round.id.clone(),
                here,
            });
        }
    }

    /// Tells the other servers that the game was stored anew (by `moved`).
    fn tell_changed(&self, moved: Option<Played>) {
        self.hub.publish(Event::Changed {
            game: self.round.id.clone(),
            version: self.round.version,
            moved,
        });
    }

    /// Plays a move another server accepted, when it is all that changed since this server's
    /// version (otherwise `false`: the game is to be read again). The same move at the same
    /// time on the same game gives the same game, clocks included.
    async fn play_remote(&mut self, version: u64, moved: Option<Played>) -> bool {
        let Some(Played { ply, mv, at }) = moved else {
            return false;
        };
        if version != self.round.version + 1 || ply != self.round.ply() {
            return false;
        }
        let Some(player) = self.round.player(self.round.to_move()) else {
            return false;
        };
        let mut next = self.round.duplicate();
        let Ok(Change::Moved { ended, .. }) = next.play(player, ply, &mv, at) else {
            return false;
        };
        if ended {
            // Its end may carry ratings: those are in the database.
            return false;
        }
        next.version = version;
        self.round = next;
        self.tell_move(ply, self.hub.clock.now()).await;
        true
    }

    /// Sends this server's watchers the move after `ply` moves (and then the game, if the
    /// move ended it), and keeps the list of games to watch up to date.
    async fn tell_move(&mut self, ply: u32, now: Millis) {
        let message = ServerMessage::Moved {
            game: self.round.id.clone(),
            ply,
            mv: self.round.moves()[ply as usize].clone(),
            clocks: self.round.clocks_at(now),
        };
        let text: Arc<str> = message.to_json().into();
        self.broadcast(&text);
        if self.round.status.is_over() {
            self.announce().await;
        } else {
            let mut books = lock(&self.hub.books);
            if let Some(entry) = books.live.get_mut(&self.round.id) {
                entry.ply = self.round.ply();
            }
        }
    }

    /// Reads the game again from the store, where another server changed it, and tells this
    /// server's watchers what changed: one move as a move, anything else as the whole game.
    async fn refresh(&mut self) {
        let stored = match self.hub.store.game(&self.round.id).await {
            Ok(Some(stored)) => stored,
            Ok(None) => return,
            Err(e) => {
                // The next change (or the bus's return) brings it.
                log_store("refresh", &e);
                return;
            }
        };
        if stored.round.version <= self.round.version {
            return;
        }
        let (old_ply, old_version) = (self.round.ply(), self.round.version);
        self.round = stored.round;
        let now = self.hub.clock.now();
        let one_move = self.round.ply() == old_ply + 1 && self.round.version == old_version + 1;
        if one_move {
            // As the mover's server sends it.
            self.tell_move(old_ply, now).await;
        } else {
            if self.round.status == Status::Playing && self.round.ply() == 0 {
                // Just joined elsewhere: the clock of absence starts now.
                self.gone = [None, None];
            }
            self.presence(now);
            self.announce().await;
        }
    }

    async fn act(&mut self, player: PlayerId, action: Action) -> Result<(), Refusal> {
        match self.attempt(player, &action).await {
            Ok(()) => Ok(()),
            Err(Attempt::Refused(refusal)) => Err(refusal),
            Err(Attempt::Conflict) => {
                // Another server changed the game first: try again on what it stored (a
                // move made for the old position is then refused as stale).
                self.refresh().await;
                match self.attempt(player, &action).await {
                    Ok(()) => Ok(()),
                    Err(Attempt::Refused(refusal)) => Err(refusal),
                    Err(Attempt::Conflict) => Err(Refusal::StalePly),
                }
            }
        }
    }

    async fn attempt(&mut self, player: PlayerId, action: &Action) -> Result<(), Attempt> {
        let now = self.hub.clock.now();
        // A flag that fell before this request ends the game first.
        if self.round.status == Status::Playing && self.round.deadline().is_some_and(|at| now >= at)
        {
            self.on_time().await;
            if self.round.status.is_over() {
                return Err(Refusal::GameOver.into());
            }
        }
        if matches!(action, Action::Join) && self.round.terms.rated {
            // A rated game is between two accounts: the creator's was checked at creation.
            let account = self.hub.store.player(player).await.map_err(|error| {
                log_store("join", &error);
                Refusal::Unavailable
            })?;
            if account.is_none_or(|p| p.password.is_none()) {
                return Err(Refusal::NeedAccount.into());
            }
        }
        let before = self.snapshot();
        let change = match action {
            Action::Join => self.round.join(player, now, rand::random()),
            Action::Cancel => self.round.cancel(player),
            Action::Move { ply, mv } => self.round.play(player, *ply, mv, now),

            Action::Resign => self.round.resign(player),
            Action::Abort => self.round.abort(player),
            Action::Offer(offer) => self.round.propose(player, *offer, now),
            Action::Answer(offer, accept) => self.round.answer(player, *offer, *accept, now),
            Action::Claim => {
                let side = self.round.side_of(player).ok_or(Refusal::NotYourGame)?;
                let gone = self.gone[side_index(side.other())];
                self.round
                    .claim(player, now, gone, self.hub.rules.abandon_after)
            }
        }?;
        self.round.version += 1;
        let stored = match (&change, action) {
            (Change::Moved { ply, ended }, _) => self.store_move(*ply, *ended, now).await,
            (_, Action::Answer(Offer::Takeback, true)) => {
                self.hub.store.take_back(&self.round, now).await
            }
            (Change::Rematch, _) => self.rematch().await,
            // Rated once, by the change that ended it (a later offer of a rematch is no
            // second result).
            _ if matches!(self.round.status, Status::Ended { .. })
                && !before.round.status.is_over()
                && self.round.terms.rated =>
            {
                self.rate_and_store(now).await
            }
            _ => self.hub.store.save_game(&self.round, now).await,
        };
        if let Err(error) = stored {
            self.round = before.round;
            self.pending_ratings = None;
            return Err(match error {
                StoreError::Conflict => Attempt::Conflict,
                _ => {
                    log_store("change", &error);
                    Refusal::Unavailable.into()
                }
            });
        }
        let moved = match &change {
            Change::Moved { ply, .. } => Some(Played {
                ply: *ply,
                mv: self.round.moves()[*ply as usize].clone(),
                at: now,
            }),
            _ => None,
        };
        self.tell_changed(moved);
        match change {
            Change::Moved { ply, .. } => {
                self.hub.moves.fetch_add(1, Ordering::Relaxed);
                self.tell_move(ply, now).await;
            }
            _ => {
                if matches!(action, Action::Join) {
                    self.gone = [None, None];
                    self.presence(now);
                    for side in [Colour::White, Colour::Black] {
                        if let Some(p) = self.round.player(side) {
                            self.hub.tell_started(p, &self.round.id);
                        }
                    }
                }
                if let Some(id) = self
                    .round
                    .rematch
                    .clone()
                    .filter(|_| matches!(change, Change::Rematch))
                {
                    for side in [Colour::White, Colour::Black] {
                        if let Some(p) = self.round.player(side) {
                            self.hub.tell_started(p, &id);
                        }
                    }
                }
                self.announce().await;
            }
        }
        Ok(())
    }

    /// Stores a move (with the game's end and the new ratings in the same transaction, when
    /// it ended a rated game).
    async fn store_move(&mut self, ply: u32, ended: bool, now: Millis) -> Result<(), StoreError> {
        if ended && self.round.terms.rated {
            self.rate(now).await?;
            if let Some(new) = self.pending_ratings.take() {
                return self
                    .hub
                    .store
                    .add_rated_end(&self.round, ply, new, now)
                    .await;
            }
        }
        self.hub.store.add_move(&self.round, ply, now).await
    }

    /// Rates a rated game that just ended (the ratings are stored with its end).
    async fn rate(&mut self, _now: Millis) -> Result<(), StoreError> {
        let (Some(white), Some(black)) = (self.round.white, self.round.black) else {
            return Ok(());
        };
        let Status::Ended { winner, .. } = &self.round.status else {
            return Ok(());
        };
        let winner = *winner;
        let variant = self.round.terms.variant;
        let (game, size) = (variant.game().name, variant.size());
        let w = self.hub.store.rating(white, game, size).await?;
        let b = self.hub.store.rating(black, game, size).await?;
        let (w2, b2) = ratings::update(&w, &b, winner);
        self.round.ratings = Some([
            RatingChange {
                before: ratings::view(&w),
                after: ratings::view(&w2),
            },
            RatingChange {
                before: ratings::view(&b),
                after: ratings::view(&b2),
            },
        ]);
        self.pending_ratings = Some([
            RatingUpdate {
                player: white,
                before: w,
                after: w2,
            },
            RatingUpdate {
                player: black,
                before: b,
                after: b2,
            },
        ]);
        Ok(())
    }

    async fn rate_and_store(&mut self, now: Millis) -> Result<(), StoreError> {
        self.rate(now).await?;
        match self.pending_ratings.take() {
            Some(new) => self.hub.store.end_rated(&self.round, new, now).await,
            None => self.hub.store.save_game(&self.round, now).await,
        }
    }

    async fn rematch(&mut self) -> Result<(), StoreError> {
        let (Some(white), Some(black)) = (self.round.white, self.round.black) else {
            return Ok(());
        };
        let terms = Terms {
            colour: ColourChoice::White,
            ..self.round.terms
        };
        // The old Black opens it as White, and the old White joins as Black.
        let mut round =
            Round::open(identity::game_id(), terms, black).map_err(|_| StoreError::Conflict)?;
        let now = self.hub.clock.now();
        round
            .join(white, now, false)
            .map_err(|_| StoreError::Conflict)?;
        round.version += 1;
        self.round.rematch = Some(round.id.clone());
        self.hub.store.add_rematch(&self.round, &round, now).await?;
        // Its task starts when its players come to watch it (as after a restart).
        Ok(())
    }

    /// Stores and announces a game the clock ended, once: if another server stored it first,
    /// its end is read back; if the store fails, the game is as before and tried again soon.
    async fn finish(&mut self, before: Snapshot, now: Millis) {
        self.round.version += 1;
        let stored = if self.round.terms.rated {
            self.rate_and_store(now).await
        } else {
            self.hub.store.save_game(&self.round, now).await
        };
        match stored {
            Ok(()) => {
                self.hub.flags.fetch_add(1, Ordering::Relaxed);
                self.hold_until = None;
                self.tell_changed(None);
                self.announce().await;
            }
            Err(StoreError::Conflict) => {
                self.round = before.round;
                self.pending_ratings = None;
                self.refresh().await;
            }
            Err(e) => {
                log_store("flag", &e);
                self.round = before.round;
                self.pending_ratings = None;
                self.hold_until = Some(now + FLAG_RETRY);
            }
        }
    }

    async fn on_time(&mut self) {
        let now = self.hub.clock.now();
        let before = self.snapshot();
        if self.round.flag(now) {
            self.finish(before, now).await;
        } else if self.claim_at().is_some_and(|at| now >= at) {
            // The absent side may now be claimed to have left: the players see it.
            self.claim_told = true;
            self.announce().await;
        }
    }
}

impl Hub {
    /// Closes every connection of `player` on this server: the visitor became an account
    /// with a new session, and a connection opened with the old one must not go on acting
    /// for it. Their pages connect again with the new cookie.
    pub fn close_connections(&self, player: PlayerId) {
        let books = lock(&self.books);
        for (_, outbox) in books.players.get(&player).into_iter().flatten() {
            outbox.end();
        }
    }

    /// Whether `player` is connected to this server or (as far as it knows) another: the
    /// clean-up keeps a connected visitor.
    pub fn is_connected(&self, player: PlayerId) -> bool {
        self.connected(player)
    }
}
