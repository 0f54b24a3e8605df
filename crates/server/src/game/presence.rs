//! Who is with a game: the connections watching it from this server, the players watching it
//! from the other servers of a cluster, and since when each side has had nobody watching (a
//! live game's absent side may be claimed to have left). Plain bookkeeping, apart from the
//! task's steps, so that it reads as what it is.

use std::collections::HashMap;

use skillgames_online::Colour;

use super::decide::side_index;
use crate::clock::Millis;
use crate::connection::{ConnId, SendQueue};
use crate::round::{PlayerId, Round, Status};

/// One connection watching the game (its player's or a spectator's).
pub(crate) struct Watcher {
    /// The connection.
    pub conn: ConnId,
    /// Whose it is.
    pub player: PlayerId,
    /// Its queue.
    pub send_queue: SendQueue,
}

/// Who is with a game.
#[derive(Default)]
pub(crate) struct Presence {
    /// The connections watching it from this server.
    pub watchers: Vec<Watcher>,
    /// Since when each side has had no connection watching (while the game is played).
    pub gone: [Option<Millis>; 2],
    /// Whether the players were told that the absent side may now be claimed to have left.
    pub claim_told: bool,
    /// Who watches the game from each other server.
    pub remote: HashMap<String, Vec<PlayerId>>,
    /// Who this server last told the others watches the game from here.
    pub told_here: Vec<PlayerId>,
}

impl Presence {
    /// A game's presence when its task starts at `now`: every seated player counts as gone
    /// until a connection of theirs comes.
    pub(super) fn new(round: &Round, now: Millis) -> Presence {
        let mut presence = Presence::default();
        for side in [Colour::White, Colour::Black] {
            if round.player(side).is_some() {
                presence.gone[side_index(side)] = Some(now);
            }
        }
        presence
    }

    /// When the absent side may be claimed to have left (live games being played), unless
    /// the players were told already.
    pub(super) fn claim_at(&self, round: &Round, abandon_after: Millis) -> Option<Millis> {
        if round.status != Status::Playing || round.terms.time.is_correspondence() {
            return None;
        }
        let at = self.gone.iter().flatten().min()? + abandon_after;
        (!self.claim_told).then_some(at)
    }

    /// How many people watch `round` besides its players.
    pub(super) fn watcher_count(&self, round: &Round) -> u32 {
        let mut seen: Vec<PlayerId> = self
            .watchers
            .iter()
            .map(|w| w.player)
            .chain(self.remote.values().flatten().copied())
            // The players are not spectators, nor is the creator of a game still open
            // (seated only once someone joins, when the colour is drawn by lot).
            .filter(|p| round.side_of(*p).is_none() && *p != round.creator)
            .collect();
        seen.sort_unstable();
        seen.dedup();
        u32::try_from(seen.len()).unwrap_or(u32::MAX)
    }

    /// Counts again which sides of `round` are here at `now`; whether that changed.
    pub(super) fn update(&mut self, round: &Round, now: Millis) -> bool {
        let mut changed = false;
        for side in [Colour::White, Colour::Black] {
            let Some(player) = round.player(side) else {
                continue;
            };
            let here = self.watching(player);
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

    /// Whether `player` watches the game, from this server or another.
    pub(super) fn watching(&self, player: PlayerId) -> bool {
        self.watchers.iter().any(|w| w.player == player)
            || self.remote.values().flatten().any(|p| *p == player)
    }

    /// The players watching from this server, each once, in order.
    pub(super) fn here(&self) -> Vec<PlayerId> {
        let mut here: Vec<PlayerId> = self.watchers.iter().map(|w| w.player).collect();
        here.sort_unstable();
        here.dedup();
        here
    }
}
