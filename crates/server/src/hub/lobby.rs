//! The lobby: the open games (public ones listed to the connections that want the lobby,
//! every one counted among its creator's open games), the games being played (to watch), and
//! creating a game within a player's cap. The lists follow the games' listings, from this
//! server's tasks and from the other servers' (the bus), and are read again from the store
//! when the bus comes back.

use std::collections::{HashMap, HashSet};
use std::sync::{Arc, Mutex};

use skillgames_catalogue::CATALOGUE;
use skillgames_online::{
    ClientMessage, GameId, LobbyGame, NotificationKind, Refusal, ServerMessage,
};

use super::{Hub, LEAVE_GRACE, MAX_OPEN_GAMES, lock};
use crate::connection::{ConnId, SendQueue};
use crate::game::view::{listing_of, view_of};
use crate::game::{Action, Announcer, Listing, Notice};
use crate::identity;
use crate::round::{PlayerId, Round, Terms};
use crate::store::{StoreError, StoredPlayer};

/// The most games the list of games to watch holds (the longest ones): a site with thousands
/// of games going on sends a page no more than it can show.
pub(super) const MAX_LIVE_LISTED: usize = 100;

/// The lists.
#[derive(Default)]
struct Lists {
    /// Connections that want the lobby.
    watching: HashMap<ConnId, SendQueue>,
    /// Open public games, by id.
    open: HashMap<GameId, LobbyGame>,
    /// The creator of every open game, public or private, by id.
    owners: HashMap<GameId, PlayerId>,
    /// Games being played (public or not, all are watchable), by id.
    live: HashMap<GameId, LobbyGame>,
    /// Games each player is creating right now (counted with their open games).
    creating: HashMap<PlayerId, usize>,
}

impl Lists {
    fn message(&self) -> Arc<str> {
        let mut games: Vec<LobbyGame> = self.open.values().cloned().collect();
        games.sort_by(|a, b| a.id.cmp(&b.id));
        ServerMessage::Lobby { games }.to_json().into()
    }
}

/// The lobby and the games to watch.
#[derive(Default)]
pub(crate) struct Lobby {
    lists: Mutex<Lists>,
}

/// A player's place among the games being created, given back when dropped (also when the
/// request is dropped half-way, its connection gone).
pub(crate) struct Reservation {
    lobby: Arc<Lobby>,
    player: PlayerId,
}

impl Drop for Reservation {
    fn drop(&mut self) {
        let mut lists = lock(&self.lobby.lists);
        if let Some(count) = lists.creating.get_mut(&self.player) {
            *count = count.saturating_sub(1);
            if *count == 0 {
                lists.creating.remove(&self.player);
            }
        }
    }
}

impl Lobby {
    /// Subscribes a connection to the lobby (and sends it now).
    pub(super) fn watch(&self, conn: ConnId, send_queue: SendQueue) {
        let mut lists = lock(&self.lists);
        send_queue.send(&lists.message());
        lists.watching.insert(conn, send_queue);
    }

    /// Unsubscribes a connection from the lobby.
    pub(super) fn leave(&self, conn: ConnId) {
        lock(&self.lists).watching.remove(&conn);
    }

    /// The games being played, for spectators: the longest first, at most [`MAX_LIVE_LISTED`].
    pub(super) fn live_games(&self) -> Vec<LobbyGame> {
        let mut games: Vec<LobbyGame> = lock(&self.lists).live.values().cloned().collect();
        games.sort_by(|a, b| b.ply.cmp(&a.ply).then(a.id.cmp(&b.id)));
        games.truncate(MAX_LIVE_LISTED);
        games
    }

    /// Puts a game's listing in the lists, telling the lobby's watchers.
    pub(super) fn apply(&self, id: &GameId, listing: Listing) {
        let mut lists = lock(&self.lists);
        match listing.owner {
            Some(owner) => lists.owners.insert(id.clone(), owner),
            None => lists.owners.remove(id),
        };
        let was_open = lists.open.remove(id).is_some();
        lists.live.remove(id);
        let is_open = listing.open.is_some();
        if let Some(entry) = listing.open {
            lists.open.insert(id.clone(), entry);
        }
        if let Some(entry) = listing.live {
            lists.live.insert(id.clone(), entry);
        }
        if was_open || is_open {
            let text = lists.message();
            lists
                .watching
                .retain(|_, send_queue| send_queue.send(&text));
        }
    }

    /// Game `id`, being played, has `ply` moves now.
    pub(super) fn moved_on(&self, id: &GameId, ply: u32) {
        if let Some(entry) = lock(&self.lists).live.get_mut(id) {
            entry.ply = ply;
        }
    }

    /// A place for `player` among the games being created, if their open games and those
    /// they are creating leave one: counted and taken under one lock, so that requests at
    /// once from many connections of one player cannot all pass the cap.
    fn reserve(self: &Arc<Self>, player: PlayerId) -> Option<Reservation> {
        let mut lists = lock(&self.lists);
        let open = lists.owners.values().filter(|&&p| p == player).count();
        let creating = lists.creating.entry(player).or_default();
        if open + *creating >= MAX_OPEN_GAMES {
            return None;
        }
        *creating += 1;
        Some(Reservation {
            lobby: self.clone(),
            player,
        })
    }

    /// The public open games of `player`.
    /// Who created open game `id`, if it is listed.
    pub(super) fn owner_of(&self, id: &GameId) -> Option<PlayerId> {
        lock(&self.lists).owners.get(id).copied()
    }

    fn open_games_of(&self, player: PlayerId) -> Vec<GameId> {
        let lists = lock(&self.lists);
        lists
            .owners
            .iter()
            .filter(|(id, owner)| **owner == player && lists.open.contains_key(*id))
            .map(|(id, _)| id.clone())
            .collect()
    }

    /// Every game listed in any way.
    fn listed(&self) -> Vec<GameId> {
        let lists = lock(&self.lists);
        let ids = lists
            .open
            .keys()
            .chain(lists.live.keys())
            .chain(lists.owners.keys());
        ids.cloned().collect()
    }
}

impl Hub {
    /// Opens a game for `player`.
    ///
    /// # Errors
    /// When the variant is unknown, a rated game is asked by a visitor, the player has too
    /// many open games, or the store fails.
    pub async fn create(
        self: &Arc<Self>,
        player: &StoredPlayer,
        message: &ClientMessage,
    ) -> Result<GameId, Refusal> {
        self.open_game(player, message, None).await
    }

    /// Opens the game `message` asks for (kept out of the lobby) as a challenge to `invited`,
    /// the only player who may take its seat, and tells both of it, wherever they are.
    ///
    /// # Errors
    /// As [`Hub::create`].
    pub async fn challenge(
        self: &Arc<Self>,
        player: &StoredPlayer,
        message: &ClientMessage,
        invited: PlayerId,
    ) -> Result<GameId, Refusal> {
        let id = self.open_game(player, message, Some(invited)).await?;
        for told in [player.id, invited] {
            self.around.challenged(told, &id);
        }
        self.around.notify(Notice {
            player: invited,
            kind: NotificationKind::Challenge,
            game: Some(id.clone()),
            opponent: Some(player.id),
            outcome: None,
        });
        Ok(id)
    }

    async fn open_game(
        self: &Arc<Self>,
        player: &StoredPlayer,
        message: &ClientMessage,
        invited: Option<PlayerId>,
    ) -> Result<GameId, Refusal> {
        let ClientMessage::Create {
            variant,
            time,
            rated,
            colour,
            private,
        } = message
        else {
            return Err(Refusal::NotNow);
        };
        let variant = CATALOGUE
            .find(variant.game())
            .and_then(|game| game.variant(variant.size()))
            .map_err(|_| Refusal::NoSuchVariant)?;
        let time = time.check().map_err(|_| Refusal::NotNow)?;
        if *rated && player.password.is_none() {
            return Err(Refusal::NeedAccount);
        }
        // The store checks the cap again, for the servers of a cluster.
        let _reservation = self.lobby.reserve(player.id).ok_or(Refusal::TooFast)?;
        let terms = Terms {
            variant,
            time,
            rated: *rated,
            private: *private,
            colour: *colour,
        };
        let mut round = Round::open(identity::game_id(), terms, player.id)?;
        round.invited = invited;
        let now = self.clock.now();
        match self.store.add_open_game(&round, now, MAX_OPEN_GAMES).await {
            Ok(()) => {}
            Err(StoreError::Limit) => return Err(Refusal::TooFast),
            Err(e) => {
                super::log_store("create", &e);
                return Err(Refusal::Unavailable);
            }
        }
        let id = round.id.clone();
        let (handle, launch) = self.prepare(round);
        self.registry.add_game(id.clone(), handle);
        // Listed (so counted among its creator's open games) before the reservation goes.
        launch.launch().await;
        Ok(id)
    }

    /// Withdraws `player`'s open games from the lobby unless they are back within
    /// [`LEAVE_GRACE`], here or on another server.
    pub(super) fn withdraw_later(self: &Arc<Self>, player: PlayerId) {
        if self.lobby.open_games_of(player).is_empty() || self.registry.connected(player) {
            return;
        }
        let hub = self.clone();
        tokio::spawn(async move {
            tokio::time::sleep(LEAVE_GRACE).await;
            if hub.registry.connected(player) {
                return;
            }
            for id in hub.lobby.open_games_of(player) {
                let _ = hub.act(&id, player, Action::Cancel).await;
            }
        });
    }

    /// Lists every game open or played from the database (a server of a cluster starting,
    /// or its bus back after an outage), forgetting listings of games that ended meanwhile.
    pub(super) async fn relist(&self) -> Result<(), StoreError> {
        let active = self.store.active_games().await?;
        let mut seen = HashSet::new();
        let now = self.clock.now();
        for stored in active {
            let round = &stored.round;
            let view = view_of(
                &self.store,
                round,
                [None, None],
                0,
                now,
                self.rules.abandon_after,
            )
            .await;
            let listing = listing_of(&self.store, round, &view).await;
            seen.insert(round.id.clone());
            self.lobby.apply(&round.id, listing);
        }
        for id in self.lobby.listed() {
            if !seen.contains(&id) {
                self.lobby.apply(&id, Listing::default());
            }
        }
        Ok(())
    }
}
