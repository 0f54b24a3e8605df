//! Keeping a game's task in step with the store, the truth, when someone else changed the
//! game: another server of a cluster (which says so on the bus, with the move when a move
//! did it), or a server that died before telling anyone.

use super::{GameStore, GameTask, log_store};
use crate::bus::Played;
use crate::round::{Done, Status};

impl<S: GameStore> GameTask<S> {
    /// Plays a move another server accepted, when it is all that changed since this server's
    /// version (otherwise `false`: the game is to be read again). The same move at the same
    /// time on the same game gives the same game, clocks included.
    pub(super) async fn play_remote(&mut self, version: u64, moved: Option<Played>) -> bool {
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
        let Ok(Done::Moved { ended, .. }) = next.play(player, ply, &mv, at) else {
            return false;
        };
        if ended {
            // Its end may carry ratings: those are in the database.
            return false;
        }
        next.version = version;
        self.round = next;
        self.tell_move(ply, self.clock.now()).await;
        true
    }

    /// Reads the game again from the store, where another server changed it, and tells this
    /// server's watchers what changed: one move as a move, anything else as the whole game.
    /// Returns whether the stored game was newer.
    pub(super) async fn refresh(&mut self) -> bool {
        let stored = match self.store.game(&self.round.id).await {
            Ok(Some(stored)) => stored,
            Ok(None) => return false,
            Err(e) => {
                // The next change (or the bus's return) brings it.
                log_store("refresh", &e);
                return false;
            }
        };
        if stored.round.version <= self.round.version {
            return false;
        }
        let (old_ply, old_version) = (self.round.ply(), self.round.version);
        self.round = stored.round;
        let now = self.clock.now();
        let one_move = self.round.ply() == old_ply + 1 && self.round.version == old_version + 1;
        if one_move {
            // As the mover's server sends it.
            self.tell_move(old_ply, now).await;
        } else {
            if self.round.status == Status::Playing && self.round.ply() == 0 {
                // Just joined elsewhere: the clock of absence starts now.
                self.presence.gone = [None, None];
            }
            self.presence.update(&self.round, now);
            self.announce().await;
        }
        true
    }
}
