//! What a game's task reaches of the server, and nothing more: the registry (players' pages
//! to send to a game that began, its own entry to forget), the lobby (its listing), the bus
//! (the other servers) and the counts. The task sees it only as an [`Announcer`].

use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};

use skillgames_online::{GameId, ServerMessage};

use super::lobby::Lobby;
use super::registry::Registry;
use crate::bus::{Bus, Event, Played};
use crate::game::{Announcer, Listing, Notice};
use crate::round::PlayerId;

/// What the server counts since it started (the load tool and the health page read them).
#[derive(Debug, Default)]
pub struct Counters {
    /// Moves accepted.
    pub moves: AtomicU64,
    /// Games this server ended because a clock ran out.
    pub flags: AtomicU64,
    /// How long each tournament pairing this server made took (the rows read, the pairs made,
    /// stored, the games started), in microseconds: the latest [`PAIRINGS_KEPT`].
    pub pairings: std::sync::Mutex<std::collections::VecDeque<u64>>,
}

/// How many pairing times [`Counters::pairings`] keeps.
pub(super) const PAIRINGS_KEPT: usize = 1_000;

impl Counters {
    /// Counts a pairing that took `micros`.
    pub fn paired(&self, micros: u64) {
        let mut kept = self
            .pairings
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        if kept.len() == PAIRINGS_KEPT {
            kept.pop_front();
        }
        kept.push_back(micros);
    }

    /// The pairings kept: how many, and their median and 99th percentile in milliseconds.
    #[must_use]
    pub fn pairing_times(&self) -> (usize, f64, f64) {
        let mut kept: Vec<u64> = self
            .pairings
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
            .iter()
            .copied()
            .collect();
        if kept.is_empty() {
            return (0, 0.0, 0.0);
        }
        kept.sort_unstable();
        let at = |q: f64| {
            #[allow(
                clippy::cast_possible_truncation,
                clippy::cast_sign_loss,
                clippy::cast_precision_loss
            )]
            let i = ((kept.len() - 1) as f64 * q).round() as usize;
            #[allow(clippy::cast_precision_loss)]
            let ms = kept[i] as f64 / 1000.0;
            ms
        };
        (kept.len(), at(0.5), at(0.99))
    }
}

/// The parts of the hub a game's task tells.
pub(super) struct Around {
    pub registry: Arc<Registry>,
    pub lobby: Arc<Lobby>,
    pub bus: Option<Bus>,
    pub counters: Arc<Counters>,
    /// The notifications to keep and send (`notifications.rs`).
    pub notices: tokio::sync::mpsc::Sender<Notice>,
}

impl Around {
    /// Sends `text` to every connection of `player`, on every server.
    pub(super) fn tell(&self, player: PlayerId, text: &std::sync::Arc<str>) {
        self.registry.deliver(player, text);
        self.publish(Event::Tell {
            player,
            text: text.to_string(),
        });
    }

    /// Tells the other servers `event` (nothing when there are none).
    pub(super) fn publish(&self, event: Event) {
        if let Some(bus) = &self.bus {
            bus.publish(event);
        }
    }
}

impl Announcer for Around {
    fn clustered(&self) -> bool {
        self.bus.is_some()
    }

    fn changed(&self, id: &GameId, version: u64, moved: Option<Played>) {
        self.publish(Event::Changed {
            game: id.clone(),
            version,
            moved,
        });
    }

    fn presence(&self, id: &GameId, here: Vec<PlayerId>) {
        self.publish(Event::Presence {
            game: id.clone(),
            here,
        });
    }

    fn ask(&self, id: &GameId) {
        self.publish(Event::Ask { game: id.clone() });
    }

    fn list(&self, id: &GameId, listing: Listing) {
        self.publish(Event::Listed {
            game: id.clone(),
            owner: listing.owner,
            open: listing.open.clone().map(Box::new),
            live: listing.live.clone().map(Box::new),
        });
        self.lobby.apply(id, listing);
    }

    fn moved_on(&self, id: &GameId, ply: u32) {
        self.lobby.moved_on(id, ply);
    }

    fn started(&self, player: PlayerId, game: &GameId) {
        let text = ServerMessage::Started { game: game.clone() }.to_json();
        self.registry.note_started(player, game);
        self.registry.deliver(player, &text.clone().into());
        self.publish(Event::Tell { player, text });
    }

    fn over(&self, player: PlayerId, game: &GameId) {
        self.registry.arrived(player, game);
    }

    fn challenged(&self, player: PlayerId, game: &GameId) {
        self.tell(
            player,
            &ServerMessage::Challenge { game: game.clone() }
                .to_json()
                .into(),
        );
    }

    fn tell(&self, player: PlayerId, message: &ServerMessage) {
        Around::tell(self, player, &message.to_json().into());
    }

    fn notify(&self, notice: Notice) {
        if self.notices.try_send(notice).is_err() {
            eprintln!("skillgames: notifications: the queue is full; one was dropped");
        }
    }

    fn move_counted(&self) {
        self.counters.moves.fetch_add(1, Ordering::Relaxed);
    }

    fn flag_counted(&self) {
        self.counters.flags.fetch_add(1, Ordering::Relaxed);
    }

    fn task_ended(&self, id: &GameId) {
        self.registry.task_ended(id);
    }
}
