//! What a game's task is asked ([`Command`], through its [`GameHandle`]), and its loop: one
//! request at a time, the clock's deadlines (a flag, the moment an absent side may be
//! claimed) and the spectators' count in between, until the game is over and nobody watches.

use skillgames_online::Refusal;
use tokio::sync::{mpsc, oneshot};

use super::presence::Watcher;
use super::{Action, GameStore, GameTask};
use crate::bus::Played;
use crate::connection::{ConnId, SendQueue};
use crate::round::PlayerId;

/// A request to a game's task.
pub(crate) enum Command {
    /// A connection watches the game from now on.
    Watch {
        /// The connection.
        conn: ConnId,
        /// Whose it is.
        player: PlayerId,
        /// Its queue.
        send_queue: SendQueue,
    },
    /// A connection stops watching.
    Unwatch {
        /// The connection.
        conn: ConnId,
    },
    /// A player's action, and where its answer goes.
    Act {
        /// Who acts.
        player: PlayerId,
        /// What they do.
        action: Action,
        /// Done, or the refusal.
        reply: oneshot::Sender<Result<(), Refusal>>,
    },
    /// Another server stored the game at `version` (by playing `moved`).
    Changed {
        /// The stored version.
        version: u64,
        /// The move, if a move did it.
        moved: Option<Played>,
    },
    /// Who watches the game from server `node`.
    Presence {
        /// The server.
        node: String,
        /// Its watching players.
        here: Vec<PlayerId>,
    },
    /// Server `node` is gone (or went silent).
    NodeGone {
        /// The server.
        node: String,
    },
    /// Another server asks who watches the game from here.
    Asked,
    /// The bus was away: read the game again and say again who watches it from here.
    Resync,
    /// A line of the spectators' room (a `chat_line` as sent): to this server's watchers
    /// who do not play the game, but those who blocked its writer.
    SpectatorsLine {
        /// The message.
        text: std::sync::Arc<str>,
        /// Who blocked the writer: they never receive it.
        blockers: std::sync::Arc<[crate::round::PlayerId]>,
    },
}

/// How the rest of the server reaches a game's task.
#[derive(Clone)]
pub(crate) struct GameHandle {
    pub(super) inbox: mpsc::Sender<Command>,
}

impl GameHandle {
    /// Whether the task has stopped taking requests.
    pub(crate) fn is_closed(&self) -> bool {
        self.inbox.is_closed()
    }

    /// Sends `command`; `false` when the task has stopped.
    pub(crate) async fn send(&self, command: Command) -> bool {
        self.inbox.send(command).await.is_ok()
    }

    /// Asks the task to do `action` for `player`.
    ///
    /// # Errors
    /// The game's refusal ([`Refusal::GameOver`] when the task has stopped).
    pub(crate) async fn act(&self, player: PlayerId, action: Action) -> Result<(), Refusal> {
        let (reply, answer) = oneshot::channel();
        let command = Command::Act {
            player,
            action,
            reply,
        };
        if !self.send(command).await {
            return Err(Refusal::GameOver);
        }
        answer.await.unwrap_or(Err(Refusal::GameOver))
    }
}

impl<S: GameStore> GameTask<S> {
    /// Takes requests until the game is over and nobody watches it (nor waits for an answer
    /// to an offer).
    pub(super) async fn run(mut self, mut commands: mpsc::Receiver<Command>) {
        loop {
            let deadline = self
                .round
                .deadline()
                .map(|at| at.max(self.hold_until.unwrap_or(0)));
            let claim_at = self
                .presence
                .claim_at(&self.round, self.rules.abandon_after);
            let clock = self.clock.clone();
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
            if self.round.status.is_over()
                && self.presence.watchers.is_empty()
                && self.round.offer.is_none()
            {
                break;
            }
        }
        // Requests sent before the inbox closed are answered with the game as it ended.
        commands.close();
        while let Ok(command) = commands.try_recv() {
            self.handle(command).await;
        }
        self.around.task_ended(&self.round.id);
    }

    async fn handle(&mut self, command: Command) {
        match command {
            Command::Watch {
                conn,
                player,
                send_queue,
            } => {
                self.presence.watchers.retain(|w| w.conn != conn);
                self.presence.watchers.push(Watcher {
                    conn,
                    player,
                    send_queue,
                });
                if self.around.clustered() {
                    // A player coming from a dead server gets what it stored last, even if
                    // it died before telling anyone.
                    self.refresh().await;
                }
                let moved = self.presence.update(&self.round, self.clock.now());
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
                let before = self.presence.watchers.len();
                self.presence.watchers.retain(|w| w.conn != conn);
                // A connection closed for falling behind was already dropped by a broadcast:
                // its player's presence is counted again all the same.
                let moved = self.presence.update(&self.round, self.clock.now());
                if moved {
                    self.tell_presence(false);
                    self.announce().await;
                } else if self.presence.watchers.len() != before {
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
                    self.presence.remote.remove(&node).is_some()
                } else {
                    self.presence.remote.insert(node, here.clone()).as_ref() != Some(&here)
                };
                if changed {
                    if self.presence.update(&self.round, self.clock.now()) {
                        self.announce().await;
                    } else {
                        self.count_later();
                    }
                }
            }
            Command::NodeGone { node } => {
                // A server that died may have stored a change it never told: read again.
                self.refresh().await;
                if self.presence.remote.remove(&node).is_some() {
                    self.presence.update(&self.round, self.clock.now());
                    self.announce().await;
                }
            }
            Command::Asked => self.tell_presence(true),
            Command::SpectatorsLine { text, blockers } => {
                for watcher in &self.presence.watchers {
                    if self.round.side_of(watcher.player).is_none()
                        && !blockers.contains(&watcher.player)
                    {
                        watcher.send_queue.send(&text);
                    }
                }
            }
            Command::Resync => {
                self.refresh().await;
                self.tell_presence(true);
                self.around.ask(&self.round.id);
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
}
