//! The task's last step: telling what was stored. To the connections watching the game (a
//! move as a move, anything else as the whole game), and through the [`Announcer`] to the
//! rest of the server: the lobby and the games to watch, the players' pages (a game that
//! began), the other servers of a cluster and the counts. Only what the store has is told.

use std::sync::Arc;

use skillgames_online::{Colour, GameId, GameView, ServerMessage};

use super::decide::News;
use super::notices::Notice;
use super::view::{Listing, listing_of, view_of};
use super::{COUNT_EVERY, GameStore, GameTask};
use crate::bus::Played;
use crate::clock::Millis;
use crate::connection::ConnId;
use crate::round::{PlayerId, Status};

/// What a game's task tells the rest of the server: all it reaches beyond its own watchers
/// and the store. The hub implements it over its registry, lobby and bus; the tests record
/// it.
pub trait Announcer: Send + Sync + 'static {
    /// Whether other servers share the games (a cluster): the task then reads its game
    /// again when someone comes, and tells who watches it from here.
    fn clustered(&self) -> bool;
    /// Game `id` was stored at `version`, by playing `moved` if a move did it.
    fn changed(&self, id: &GameId, version: u64, moved: Option<Played>);
    /// These players watch game `id` from this server.
    fn presence(&self, id: &GameId, here: Vec<PlayerId>);
    /// This server holds game `id` now: who watches it from the others?
    fn ask(&self, id: &GameId);
    /// How game `id` is listed now (the lobby, the games to watch), here and elsewhere.
    fn list(&self, id: &GameId, listing: Listing);
    /// Game `id`, being played, has `ply` moves now (its line among the games to watch).
    fn moved_on(&self, id: &GameId, ply: u32);
    /// Game `game` began for `player`: their pages, here and elsewhere, go there.
    fn started(&self, player: PlayerId, game: &GameId);
    /// Game `game` of `player` is over: a page of theirs connecting later is not sent there.
    fn over(&self, player: PlayerId, game: &GameId);
    /// Tells `player` (wherever they are connected) that the challenge `game` from or to them
    /// was made, withdrawn or declined.
    fn challenged(&self, player: PlayerId, game: &GameId);
    /// Sends `message` to every connection of `player` (their plan of conditional moves).
    fn tell(&self, player: PlayerId, message: &ServerMessage);
    /// Notifies a player who is not watching the game (the bell, a push, an email).
    fn notify(&self, notice: Notice);
    /// A move was accepted.
    fn move_counted(&self);
    /// A game was ended by its clock.
    fn flag_counted(&self);
    /// The task of game `id` has stopped: it is forgotten (unless another took its place).
    fn task_ended(&self, id: &GameId);
}

impl<S: GameStore> GameTask<S> {
    /// The game as it is now, with `watchers` spectators.
    pub(super) async fn view(&self, watchers: u32) -> GameView {
        let mut view = view_of(
            &self.store,
            &self.round,
            self.presence.gone,
            watchers,
            self.clock.now(),
            self.rules.abandon_after,
        )
        .await;
        view.tournament.clone_from(&self.tournament);
        view
    }

    /// Sends `text` to every connection watching, forgetting those that are gone.
    pub(super) fn broadcast(&mut self, text: &Arc<str>) {
        self.presence.watchers.retain(|w| w.send_queue.send(text));
    }

    /// Sends the game as it is now to one connection watching it.
    pub(super) async fn show_to(&mut self, conn: ConnId) {
        let view = self.view(self.presence.watcher_count(&self.round)).await;
        let text: Arc<str> = ServerMessage::Game {
            game: Box::new(view),
        }
        .to_json()
        .into();
        if let Some(watcher) = self.presence.watchers.iter().find(|w| w.conn == conn) {
            watcher.send_queue.send(&text);
        }
    }

    /// Tells everyone the number of spectators at the next [`COUNT_EVERY`], once however
    /// many came and went meanwhile.
    pub(super) fn count_later(&mut self) {
        if self.count_due.is_none() {
            self.count_due = Some(tokio::time::Instant::now() + COUNT_EVERY);
        }
    }

    /// Sends the whole game to everyone watching, and lists it anew; once it is over, its
    /// players' pages connecting later are no longer sent to it.
    pub(super) async fn announce(&mut self) {
        self.count_due = None;
        let view = self.view(self.presence.watcher_count(&self.round)).await;
        self.list(&view).await;
        let text: Arc<str> = ServerMessage::Game {
            game: Box::new(view),
        }
        .to_json()
        .into();
        self.broadcast(&text);
        if self.round.status.is_over() {
            for side in [Colour::White, Colour::Black] {
                if let Some(player) = self.round.player(side) {
                    self.around.over(player, &self.round.id);
                }
            }
        }
    }

    /// Keeps the lobby and the games to watch in step with the game (shown as `view`).
    pub(super) async fn list(&self, view: &GameView) {
        let listing = listing_of(&self.store, &self.round, view).await;
        self.around.list(&self.round.id, listing);
    }

    /// Tells what a stored decision did, at `now`.
    pub(super) async fn tell(&mut self, news: News, now: Millis) {
        let moved = match &news {
            News::Moved { ply } => Some(Played {
                ply: *ply,
                mv: self.round.moves()[*ply as usize].clone(),
                at: now,
            }),
            News::Changed { .. } => None,
        };
        self.tell_changed(moved);
        match news {
            News::Moved { ply } => {
                self.around.move_counted();
                self.tell_move(ply, now).await;
            }
            News::Changed { started, rematch } => {
                // A challenge withdrawn, declined or accepted: both sides are told, wherever
                // they are (the accepted one's players are sent to the game as well).
                if let Some(invited) = self.round.invited
                    && (started || self.round.status == Status::Aborted)
                {
                    self.around.challenged(self.round.creator, &self.round.id);
                    self.around.challenged(invited, &self.round.id);
                }
                if started {
                    self.presence.gone = [None, None];
                    self.presence.update(&self.round, now);
                    self.send_players_to(&self.round.id);
                }
                if let Some(id) = rematch {
                    self.send_players_to(&id);
                }
                self.announce().await;
            }
        }
    }

    /// Hands `notices` on, but for the players watching the game: they see it happen.
    pub(super) fn notify(&self, notices: Vec<Notice>) {
        for notice in notices {
            if !self.presence.watching(notice.player) {
                self.around.notify(notice);
            }
        }
    }

    /// Sends both players (wherever they are connected) to game `game`.
    fn send_players_to(&self, game: &GameId) {
        for side in [Colour::White, Colour::Black] {
            if let Some(player) = self.round.player(side) {
                self.around.started(player, game);
            }
        }
    }

    /// Tells the other servers that the game was stored anew (by `moved`).
    pub(super) fn tell_changed(&self, moved: Option<Played>) {
        self.around
            .changed(&self.round.id, self.round.version, moved);
    }

    /// Tells the other servers who watches the game from here, when it changed (or always).
    pub(super) fn tell_presence(&mut self, always: bool) {
        if !self.around.clustered() {
            return;
        }
        let here = self.presence.here();
        if always || here != self.presence.told_here {
            self.presence.told_here.clone_from(&here);
            self.around.presence(&self.round.id, here);
        }
    }

    /// Sends this server's watchers the move after `ply` moves (and then the game, if the
    /// move ended it), and keeps the list of games to watch up to date.
    pub(super) async fn tell_move(&mut self, ply: u32, now: Millis) {
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
            self.around.moved_on(&self.round.id, self.round.ply());
        }
    }
}
