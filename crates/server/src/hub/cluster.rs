//! The hub's side of the cluster's bus ([`crate::bus`]): what the other servers say, passed
//! to the lobby, the registry or the game's task it is about; this server's heartbeat, and
//! what it does when another goes silent; and the sweep that ends the games whose clock ran
//! out while no server held them.

use std::sync::Arc;

use skillgames_online::{GameId, ServerMessage};
use tokio::sync::mpsc;

use super::{Hub, SWEEP_EVERY, SWEEP_HOLD, SWEEP_LIMIT, lock, log_store};
use crate::bus::{self, Envelope, Event, Incoming};
use crate::game::{Command, Listing};

impl Hub {
    /// Sends a command to this server's task of game `id`, if it has one.
    async fn tell_game(&self, id: &GameId, command: Command) {
        if let Some(handle) = self.registry.game(id) {
            handle.send(command).await;
        }
    }

    /// Sends a command to every game task of this server.
    async fn tell_games(&self, command: impl Fn() -> Command) {
        for handle in self.registry.games() {
            handle.send(command()).await;
        }
    }

    /// Takes what the other servers say.
    pub(super) async fn run_bus(self: Arc<Self>, mut incoming: mpsc::Receiver<Incoming>) {
        while let Some(message) = incoming.recv().await {
            match message {
                Incoming::Resubscribed => {
                    // Whatever was said while the bus was away is in the database.
                    if let Err(e) = self.relist().await {
                        log_store("relist", &e);
                    }
                    self.tell_games(|| Command::Resync).await;
                    self.publish(Event::Roster {
                        players: self.registry.roster(),
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
                players: self.registry.roster(),
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
                self.lobby.apply(&game, listing);
            }
            Event::Presence { game, here } => {
                self.tell_game(&game, Command::Presence { node, here })
                    .await;
            }
            Event::Ask { game } => self.tell_game(&game, Command::Asked).await,
            Event::Connected { player, here } => self.registry.remote_online(&node, player, here),
            Event::Roster { players } => self.registry.remote_roster(&node, players),
            Event::Tell { player, text } => {
                if let Ok(ServerMessage::Started { game }) = serde_json::from_str(&text) {
                    self.registry.note_started(player, &game);
                }
                self.registry.deliver(player, &text.into());
            }
            Event::SpectatorsLine {
                game,
                text,
                blockers,
            } => {
                let blockers = blockers.into();
                self.tell_game(
                    &game,
                    Command::SpectatorsLine {
                        text: text.into(),
                        blockers,
                    },
                )
                .await;
            }
            Event::Closed { player } => self.sign_out_here(player),
            Event::Alive | Event::Bye => {}
        }
    }

    /// Server `node` died or left: its players count as gone until they come back here or
    /// elsewhere, and their open games leave the lobby after the usual grace.
    async fn node_gone(self: &Arc<Self>, node: &str) {
        lock(&self.nodes).remove(node);
        for player in self.registry.remote_gone(node) {
            self.withdraw_later(player);
        }
        let node = node.to_owned();
        self.tell_games(|| Command::NodeGone { node: node.clone() })
            .await;
    }

    /// Says this server is alive, and finds the servers that went silent.
    pub(super) async fn heartbeat(self: Arc<Self>) {
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
    pub(super) async fn sweep(self: Arc<Self>) {
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
}
