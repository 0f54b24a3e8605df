//! The games in play: one task per game owns its [`Round`] (lila's "one actor per game"),
//! takes the players' requests in turn, stores every change before announcing it, watches the
//! clock for flags, and sends what happens to everyone watching. The hub finds (or loads)
//! a game's task, keeps the lobby and the list of games to watch, and knows every player's
//! connections (to tell both players that their game began).

use std::collections::HashMap;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};

use skillgames_catalogue::CATALOGUE;
use skillgames_online::{
    ClientMessage, Colour, ColourChoice, GameView, LobbyGame, Offer, PlayerView, RatingChange,
    Refusal, ServerMessage, SideView,
};
use tokio::sync::{mpsc, oneshot};

use crate::clock::{Clock, Millis};
use crate::identity;
use crate::ratings;
use crate::round::{Change, PlayerId, Round, Status, Terms};
use crate::store::{Player, Store, StoreError};

/// A connection's id, for the hub's books.
pub type ConnId = u64;

/// What a connection is sent: a message's text, or the end.
#[derive(Clone, Debug)]
pub enum Out {
    /// A message (JSON), shared by every receiver.
    Text(Arc<str>),
    /// Close the connection (it fell too far behind).
    Close,
}

/// A connection's outgoing queue.
pub type Outbox = mpsc::Sender<Out>;

/// How many messages may wait for a slow connection before it is dropped.
pub const OUTBOX_LEN: usize = 256;
/// How many open games a player may have in the lobby at once.
pub const MAX_OPEN_GAMES: usize = 3;
/// How long a player who left may take to come back before their open games are withdrawn.
pub const LEAVE_GRACE: std::time::Duration = std::time::Duration::from_secs(5);
/// How many requests may wait for a game's task.
const INBOX_LEN: usize = 64;

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
}

/// The server's games and connections.
pub struct Hub {
    /// The store.
    pub store: Store,
    /// The time.
    pub clock: Clock,
    rules: GameRules,
    games: tokio::sync::Mutex<HashMap<String, GameHandle>>,
    books: Mutex<Books>,
    next_conn: AtomicU64,
    /// Moves accepted since the server started (for the load tool and the health page).
    pub moves: AtomicU64,
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
    match outbox.try_send(Out::Text(text.clone())) {
        Ok(()) => true,
        Err(mpsc::error::TrySendError::Full(_)) => {
            // Too far behind: the connection is closed and its client connects again.
            let _ = outbox.try_send(Out::Close);
            false
        }
        Err(mpsc::error::TrySendError::Closed(_)) => false,
    }
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
    ) -> Result<Arc<Hub>, StoreError> {
        let hub = Arc::new(Hub {
            store,
            clock,
            rules,
            games: tokio::sync::Mutex::new(HashMap::new()),
            books: Mutex::new(Books::default()),
            next_conn: AtomicU64::new(1),
            moves: AtomicU64::new(0),
        });
        let active = hub.store.active_games().await?;
        let mut games = hub.games.lock().await;
        for stored in active {
            let mut round = stored.round;
            round.resume(hub.clock.now());
            let id = round.id.clone();
            let handle = hub.spawn(round).await;
            games.insert(id, handle);
        }
        drop(games);
        Ok(hub)
    }

    /// A new connection's id.
    pub fn connection(&self) -> ConnId {
        self.next_conn.fetch_add(1, Ordering::Relaxed)
    }

    /// Registers a connection of `player`.
    pub fn connect(&self, player: PlayerId, conn: ConnId, outbox: Outbox) {
        lock(&self.books)
            .players
            .entry(player)
            .or_default()
            .push((conn, outbox));
    }

    /// Forgets a connection.
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
        let open: Vec<String> = books
            .owners
            .iter()
            .filter(|(id, owner)| **owner == player && books.open.contains_key(*id))
            .map(|(id, _)| id.clone())
            .collect();
        drop(books);
        if gone && !open.is_empty() {
            let hub = self.clone();
            tokio::spawn(async move {
                tokio::time::sleep(LEAVE_GRACE).await;
                if lock(&hub.books).players.contains_key(&player) {
                    return;
                }
                for id in open {
                    let _ = hub.act(&id, player, Action::Cancel).await;
                }
            });
        }
    }

    /// How many connections and games the server holds.
    pub async fn counts(&self) -> (usize, usize) {
        let connections = lock(&self.books).players.values().map(Vec::len).sum();
        (connections, self.games.lock().await.len())
    }

    /// Tells every connection that the server is going away (connect again, elsewhere).
    pub fn say_goodbye(&self) {
        let text: Arc<str> = ServerMessage::Reconnect.to_json().into();
        let books = lock(&self.books);
        for (_, outbox) in books.players.values().flatten() {
            send(outbox, &text);
            let _ = outbox.try_send(Out::Close);
        }
    }

    fn tell_player(&self, player: PlayerId, message: &ServerMessage) {
        let text: Arc<str> = message.to_json().into();
        let books = lock(&self.books);
        for (_, outbox) in books.players.get(&player).into_iter().flatten() {
            send(outbox, &text);
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
        {
            let books = lock(&self.books);
            let mine = books.owners.values().filter(|&&p| p == player.id).count();
            if mine >= MAX_OPEN_GAMES {
                return Err(Refusal::TooFast);
            }
        }
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
        if let Err(e) = self.store.add_game(&round, now).await {
            log_store("create", &e);
            return Err(Refusal::Unavailable);
        }
        let id = round.id.clone();
        let handle = self.spawn(round).await;
        self.games.lock().await.insert(id.clone(), handle);
        Ok(id)
    }

    /// The task of game `id`, started from the store if it is active there.
    async fn handle(self: &Arc<Self>, id: &str) -> Option<GameHandle> {
        let mut games = self.games.lock().await;
        if let Some(handle) = games.get(id) {
            if !handle.inbox.is_closed() {
                return Some(handle.clone());
            }
            games.remove(id);
        }
        let stored = self.store.game(id).await.ok().flatten()?;
        if stored.round.status.is_over() {
            return None;
        }
        let mut round = stored.round;
        round.resume(self.clock.now());
        let handle = self.spawn(round).await;
        games.insert(id.to_owned(), handle.clone());
        Some(handle)
    }

    /// Sends a connection game `id` and everything that happens in it.
    pub async fn watch(self: &Arc<Self>, id: &str, conn: ConnId, player: PlayerId, outbox: Outbox) {
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
        let handle = self.games.lock().await.get(id).cloned();
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

    /// Keeps the lobby and the live list in step with a game.
    async fn list(&self, round: &Round, view: &GameView) {
        let creator = if round.status == Status::Open {
            self.side_view(Some(round.creator), round).await
        } else {
            None
        };
        let mut books = lock(&self.books);
        if round.status == Status::Open {
            books.owners.insert(round.id.clone(), round.creator);
        } else {
            books.owners.remove(&round.id);
        }
        let was_open = books.open.remove(&round.id).is_some();
        books.live.remove(&round.id);
        match round.status {
            Status::Open if !round.terms.private => {
                if let Some(entry) = Self::listing(view, round.terms.colour, creator.clone()) {
                    books.open.insert(round.id.clone(), entry);
                }
                Self::lobby_changed(&mut books);
            }
            Status::Playing => {
                if let Some(entry) = Self::listing(view, round.terms.colour, creator.clone()) {
                    books.live.insert(round.id.clone(), entry);
                }
                if was_open {
                    Self::lobby_changed(&mut books);
                }
            }
            _ if was_open => Self::lobby_changed(&mut books),
            _ => {}
        }
    }

    async fn spawn(self: &Arc<Self>, round: Round) -> GameHandle {
        let (inbox, commands) = mpsc::channel(INBOX_LEN);
        let mut task = GameTask {
            hub: self.clone(),
            round,
            watchers: Vec::new(),
            gone: [None, None],
            claim_told: false,
            pending_ratings: None,
        };
        let now = self.clock.now();
        for side in [Colour::White, Colour::Black] {
            if task.round.player(side).is_some() {
                task.gone[side_index(side)] = Some(now);
            }
        }
        let view = self.view_of(&task.round, task.gone, 0).await;
        self.list(&task.round, &view).await;
        tokio::spawn(task.run(commands));
        GameHandle { inbox }
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
    pending_ratings: Option<[(PlayerId, crate::store::StoredRating); 2]>,
}

/// What to restore when the store refuses a change.
struct Snapshot {
    round: Round,
}

impl GameTask {
    async fn run(mut self, mut commands: mpsc::Receiver<Command>) {
        loop {
            let deadline = self.round.deadline();
            let claim_at = self.claim_at();
            let clock = self.hub.clock.clone();
            let next = [deadline, claim_at].into_iter().flatten().min();
            tokio::select! {
                command = commands.recv() => match command {
                    Some(command) => self.handle(command).await,
                    None => break,
                },
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
        let mut games = self.hub.games.lock().await;
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
            .filter(|p| self.round.side_of(*p).is_none())
            .collect();
        seen.sort_unstable();
        seen.dedup();
        u32::try_from(seen.len()).unwrap_or(u32::MAX)
    }

    fn broadcast(&mut self, text: &Arc<str>) {
        self.watchers.retain(|w| send(&w.outbox, text));
    }

    async fn announce(&mut self) {
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
            let here = self.watchers.iter().any(|w| w.player == player);
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
                self.presence(self.hub.clock.now());
                self.announce().await;
            }
            Command::Unwatch { conn } => {
                let before = self.watchers.len();
                self.watchers.retain(|w| w.conn != conn);
                if self.watchers.len() != before {
                    self.presence(self.hub.clock.now());
                    self.announce().await;
                }
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

    async fn act(&mut self, player: PlayerId, action: Action) -> Result<(), Refusal> {
        let now = self.hub.clock.now();
        // A flag that fell before this request ends the game first.
        if self.round.flag(now) {
            self.finish(now).await;
            return Err(Refusal::GameOver);
        }
        let before = self.snapshot();
        let change = match &action {
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
        let stored = match (&change, &action) {
            (Change::Moved { ply, ended }, _) => self.store_move(*ply, *ended, now).await,
            (_, Action::Answer(Offer::Takeback, true)) => {
                self.hub.store.take_back(&self.round, now).await
            }
            (Change::Rematch, _) => self.rematch().await,
            _ if matches!(self.round.status, Status::Ended { .. }) && self.round.terms.rated => {
                self.rate_and_store(now).await
            }
            _ => self.hub.store.save_game(&self.round, now).await,
        };
        if let Err(error) = stored {
            log_store("change", &error);
            self.round = before.round;
            return Err(match error {
                StoreError::Conflict => Refusal::StalePly,
                _ => Refusal::Unavailable,
            });
        }
        match change {
            Change::Moved { ply, .. } => {
                self.hub.moves.fetch_add(1, Ordering::Relaxed);
                let mv = self.round.moves()[ply as usize].clone();
                let message = ServerMessage::Moved {
                    game: self.round.id.clone(),
                    ply,
                    mv,
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
            _ => {
                if matches!(action, Action::Join) {
                    self.gone = [None, None];
                    self.presence(now);
                    let started = ServerMessage::Started {
                        game: self.round.id.clone(),
                    };
                    for side in [Colour::White, Colour::Black] {
                        if let Some(p) = self.round.player(side) {
                            self.hub.tell_player(p, &started);
                        }
                    }
                }
                if let Some(id) = self
                    .round
                    .rematch
                    .clone()
                    .filter(|_| matches!(change, Change::Rematch))
                {
                    let started = ServerMessage::Started { game: id };
                    for side in [Colour::White, Colour::Black] {
                        if let Some(p) = self.round.player(side) {
                            self.hub.tell_player(p, &started);
                        }
                    }
                }
                self.announce().await;
            }
        }
        Ok(())
    }

    /// Stores a move (with the new ratings, when it ended a rated game).
    async fn store_move(&mut self, ply: u32, ended: bool, now: Millis) -> Result<(), StoreError> {
        if ended && self.round.terms.rated {
            self.rate(now).await?;
        }
        self.hub.store.add_move(&self.round, ply, now).await?;
        if let Some(new) = self.pending_ratings.take() {
            // The move (and the game's end) is stored: a failure here loses only the
            // ratings' update, which the log records.
            if let Err(e) = self.hub.store.end_rated(&self.round, new, now).await {
                log_store("ratings", &e);
            }
        }
        Ok(())
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
        self.pending_ratings = Some([(white, w2), (black, b2)]);
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
        self.hub.store.add_game(&round, now).await?;
        self.hub.store.save_game(&round, now).await?;
        self.round.rematch = Some(round.id.clone());
        self.hub.store.save_game(&self.round, now).await?;
        // Its task starts when its players come to watch it (as after a restart).
        Ok(())
    }

    /// Stores and announces a game the clock ended.
    async fn finish(&mut self, now: Millis) {
        let stored = if self.round.terms.rated {
            self.rate_and_store(now).await
        } else {
            self.hub.store.save_game(&self.round, now).await
        };
        if let Err(e) = stored {
            // The flag is found again when the game is next loaded: its clock stays run out.
            log_store("flag", &e);
        }
        self.announce().await;
    }

    async fn on_time(&mut self) {
        let now = self.hub.clock.now();
        if self.round.flag(now) {
            self.finish(now).await;
        } else if self.claim_at().is_some_and(|at| now >= at) {
            // The absent side may now be claimed to have left: the players see it.
            self.claim_told = true;
            self.announce().await;
        }
    }
}
