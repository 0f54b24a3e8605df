//! The WebSocket: a stateless front over the hub. A connection reads the player's messages
//! (each checked for size and rate), hands them to the game's task or the lobby, and writes
//! whatever the tasks send it.

use std::collections::HashSet;
use std::net::IpAddr;
use std::num::NonZeroU32;
use std::sync::{Arc, Mutex};

use axum::extract::ws::{Message, Utf8Bytes, WebSocket};
use futures_util::{SinkExt, StreamExt};
use governor::{Quota, RateLimiter};
use skillgames_online::{
    ClientMessage, GameId, MessageError, PlayerView, Refusal, ServerMessage, parse_client,
};

use crate::Limits;
use crate::connection::{Out, SendQueue};
use crate::game::Action;
use crate::hub::Hub;
use crate::store::StoredPlayer;

/// One message a connection may send per this period (20 a second), by default, after the
/// burst ([`crate::Limits::message_every`]).
pub const MESSAGE_EVERY: std::time::Duration = std::time::Duration::from_millis(50);
/// The burst allowed above the rate, by default ([`crate::Limits::message_burst`]).
pub const MESSAGE_BURST: u32 = 40;
/// Refusals for speed a connection may earn at once before it is closed: a client a little
/// over the rate is only refused, a flood (at any speed above the rate's) is closed.
const FLOOD_STRIKES_BURST: u32 = 200;
/// How fast earned refusals are forgiven, per second.
const FLOOD_STRIKES_PER_SECOND: u32 = 5;
/// How long a connection closed for flooding may take to be sent what it was told.
const FLUSH_PATIENCE: std::time::Duration = std::time::Duration::from_secs(2);
/// How long a closed connection's page may take to answer the close (reading first what
/// was sent before it), ignoring whatever else it sends.
const CLOSE_PATIENCE: std::time::Duration = std::time::Duration::from_secs(5);
/// How many games one connection may watch at once.
const MAX_WATCHED: usize = 32;

/// Whether a connection is alive: a ping it has not answered (any frame counts as an
/// answer) for too long means its network is gone. A ping counts only once it is written:
/// a slow link whose writes wait is not silent for that (if it falls too far behind, the
/// full queue closes it).
struct Liveness {
    /// When the last frame came from the client.
    heard: tokio::time::Instant,
    /// When a ping written after that frame finished going out.
    unanswered: Option<tokio::time::Instant>,
}

impl Liveness {
    fn new() -> Liveness {
        Liveness {
            heard: tokio::time::Instant::now(),
            unanswered: None,
        }
    }

    /// A frame came.
    fn heard(&mut self) {
        self.heard = tokio::time::Instant::now();
        self.unanswered = None;
    }

    /// A ping whose writing began at `started` is out.
    fn pinged(&mut self, started: tokio::time::Instant) {
        // A frame heard since it began answers it already.
        if self.heard < started && self.unanswered.is_none() {
            self.unanswered = Some(tokio::time::Instant::now());
        }
    }

    /// Whether a ping has been out unanswered for `patience`.
    fn dead(&self, patience: std::time::Duration) -> bool {
        self.unanswered
            .is_some_and(|at| self.heard < at && at.elapsed() >= patience)
    }
}

/// Serves one upgraded connection of `player` until it closes, goes silent for
/// [`Limits::idle_after`] after a ping (a dead network: no pong) or falls too far behind.
pub async fn serve(
    hub: Arc<Hub>,
    player: StoredPlayer,
    address: IpAddr,
    socket: WebSocket,
    limits: Limits,
) {
    let conn = hub.connection();
    let (send_queue, mut queue, cut) = SendQueue::new(limits.send_queue);
    let (mut sink, mut stream) = socket.split();
    hub.connect(player.id, conn, send_queue.clone());
    let hello = ServerMessage::Hello {
        me: PlayerView {
            name: player.name.clone(),
            account: player.password.is_some(),
            bot: player.bot,
        },
    };
    send_queue.send(&hello.to_json().into());
    hub.remind(player.id, &send_queue);
    let liveness = Arc::new(Mutex::new(Liveness::new()));
    // The writer's end, apart from the queue's cut: it ends when the connection's end is said
    // (a close after what was queued) or the network is gone, and says which (`true`: a close).
    let writer_done = tokio_util::sync::CancellationToken::new();
    let writer_ended = writer_done.clone();
    let writer_liveness = liveness.clone();
    let mut writer = tokio::spawn(async move {
        let _ended = writer_ended.drop_guard();
        let mut ping = tokio::time::interval(limits.ping_every);
        ping.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
        ping.tick().await;
        loop {
            let frame = tokio::select! {
                out = queue.recv() => match out {
                    Some(Out::Text(text)) => Message::Text(Utf8Bytes::from(&*text)),
                    Some(Out::Close) => return sink.send(Message::Close(None)).await.is_ok(),
                    None => return false,
                },
                _ = ping.tick() => Message::Ping(Vec::new().into()),
            };
            let ping = matches!(frame, Message::Ping(_));
            let started = tokio::time::Instant::now();
            if sink.send(frame).await.is_err() {
                return false;
            }
            if ping {
                writer_liveness
                    .lock()
                    .unwrap_or_else(std::sync::PoisonError::into_inner)
                    .pinged(started);
            }
        }
    });
    let limiter = RateLimiter::direct(
        Quota::with_period(limits.message_every)
            .unwrap_or_else(|| Quota::per_second(NonZeroU32::MIN))
            .allow_burst(NonZeroU32::new(limits.message_burst).unwrap_or(NonZeroU32::MIN)),
    );
    let mut watched: HashSet<GameId> = HashSet::new();
    // A refusal takes a strike; with none left the connection is closed. Not "so many in a
    // row": a flood slower than the rate's refill would let one message through now and then
    // and never be closed.
    let strikes = RateLimiter::direct(
        Quota::per_second(NonZeroU32::new(FLOOD_STRIKES_PER_SECOND).unwrap_or(NonZeroU32::MIN))
            .allow_burst(NonZeroU32::new(FLOOD_STRIKES_BURST).unwrap_or(NonZeroU32::MIN)),
    );
    let mut flushing = false;
    let reply = |message: ServerMessage| {
        send_queue.send(&message.to_json().into());
    };
    loop {
        let frame = tokio::select! {
            () = cut.cancelled() => {
                eprintln!(
                    "skillgames: closing a connection from {address} (it fell behind, or its session ended)"
                );
                break;
            }
            // The reader stops too: nothing more can be said on this connection.
            () = writer_done.cancelled() => break,
            frame = tokio::time::timeout(limits.ping_every, stream.next()) => match frame {
                Ok(Some(Ok(frame))) => frame,
                Ok(None | Some(Err(_))) => break,
                Err(_) => {
                    let dead = liveness
                        .lock()
                        .unwrap_or_else(std::sync::PoisonError::into_inner)
                        .dead(limits.idle_after);
                    if dead {
                        eprintln!("skillgames: closing a silent connection from {address}");
                        break;
                    }
                    continue;
                }
            },
        };
        liveness
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
            .heard();
        // Every frame the player chooses to send counts against the rate, whatever its kind.
        let text = match frame {
            Message::Close(_) => break,
            Message::Pong(_) => continue,
            _ if limiter.check().is_err() => {
                if strikes.check().is_err() {
                    eprintln!("skillgames: closing a flooding connection from {address}");
                    // What it was told goes out first, then the end.
                    send_queue.close();
                    flushing = true;
                    break;
                }
                reply(ServerMessage::refused(None, Refusal::TooFast));
                continue;
            }
            Message::Text(text) => text,
            Message::Ping(_) => continue,
            Message::Binary(_) => {
                reply(ServerMessage::Error {
                    text: MessageError::Malformed.to_string(),
                });
                continue;
            }
        };
        // An id longer than any game's is refused here too, unnamed (parse_client).
        let message = match parse_client(text.as_str()) {
            Ok(message) => message,
            Err(error) => {
                reply(ServerMessage::unreadable(&error));
                continue;
            }
        };
        let game = message.game().cloned();
        let result = match message {
            ClientMessage::Lobby => {
                hub.watch_lobby(conn, send_queue.clone());
                Ok(())
            }
            ClientMessage::LeaveLobby => {
                hub.leave_lobby(conn);
                Ok(())
            }
            ClientMessage::Create { .. } => match hub.create(&player, &message).await {
                Ok(id) => {
                    reply(ServerMessage::Created { game: id });
                    Ok(())
                }
                Err(refusal) => Err(refusal),
            },
            ClientMessage::Watch { game } => {
                if watched.len() >= MAX_WATCHED && !watched.contains(&game) {
                    Err(Refusal::TooFast)
                } else {
                    hub.watch(&game, conn, player.id, send_queue.clone()).await;
                    // The chat so far: a player's room to its players, the spectators' to the
                    // others.
                    if let Ok(lines) = hub.chat_of(&game, player.id).await {
                        reply(ServerMessage::ChatHistory {
                            game: game.clone(),
                            lines,
                        });
                    }
                    watched.insert(game);
                    Ok(())
                }
            }
            ClientMessage::Unwatch { game } => {
                hub.unwatch(&game, conn).await;
                watched.remove(&game);
                Ok(())
            }
            ClientMessage::Cancel { game } => hub.act(&game, player.id, Action::Cancel).await,
            ClientMessage::Join { game } => hub.join(&game, player.id).await,
            ClientMessage::Move { game, ply, mv } => {
                hub.act(&game, player.id, Action::Move { ply, mv }).await
            }
            ClientMessage::Resign { game } => hub.act(&game, player.id, Action::Resign).await,
            ClientMessage::Berserk { game } => hub.berserk(&game, player.id).await,
            ClientMessage::Abort { game } => hub.act(&game, player.id, Action::Abort).await,
            ClientMessage::Offer { game, offer } => {
                hub.act(&game, player.id, Action::Offer(offer)).await
            }
            ClientMessage::Answer {
                game,
                offer,
                accept,
            } => {
                hub.act(&game, player.id, Action::Answer(offer, accept))
                    .await
            }
            ClientMessage::ClaimWin { game } => hub.act(&game, player.id, Action::Claim).await,
            ClientMessage::ChallengePlayer { .. } => hub
                .challenge_by_name(&player, &message)
                .await
                .map(|id| reply(ServerMessage::Created { game: id })),
            ClientMessage::Decline { game, reason } => {
                hub.act(&game, player.id, Action::Decline(reason.key().to_owned()))
                    .await
            }
            ClientMessage::Challenges => hub
                .challenges_of(player.id)
                .await
                .map(|challenges| reply(ServerMessage::Challenges { challenges })),
            ClientMessage::Chat { game, text, room } => hub.chat(&player, &game, room, &text).await,
            ClientMessage::Conditional { game, plan } => {
                let lines = skillgames_online::plan_lines(&plan);
                hub.act(&game, player.id, Action::Plan(lines)).await
            }
            ClientMessage::ConditionalOf { game } => {
                hub.conditional_of(&game, player.id).await.map(reply)
            }
            ClientMessage::Notifications => hub.notifications(player.id).await.map(reply),
            ClientMessage::ReadNotifications { ids } => {
                hub.read_notifications(player.id, Some(&ids)).await
            }
            ClientMessage::ReadAllNotifications => hub.read_notifications(player.id, None).await,
            ClientMessage::ChallengeOf { game } => hub
                .challenge_state(&game, player.id)
                .await
                .map(|challenge| reply(ServerMessage::ChallengeState { challenge })),
        };
        if let Err(refusal) = result {
            reply(ServerMessage::refused(game.as_ref(), refusal));
        }
    }
    for game in watched {
        hub.unwatch(&game, conn).await;
    }
    hub.disconnect(player.id, conn);
    let said_close = (flushing || writer_done.is_cancelled())
        && matches!(
            tokio::time::timeout(FLUSH_PATIENCE, &mut writer).await,
            Ok(Ok(true))
        );
    if said_close {
        // The closing handshake: the page answers the close once it has read all that came
        // before it. A socket dropped sooner could have its last messages thrown away by the
        // page's network (a reset), the message saying why it was closed among them.
        let _ = tokio::time::timeout(CLOSE_PATIENCE, async {
            while let Some(Ok(frame)) = stream.next().await {
                if matches!(frame, Message::Close(_)) {
                    break;
                }
            }
        })
        .await;
    }
    // Closing the writer drops the socket's other half: the connection ends for real.
    cut.cancel();
    writer.abort();
}

#[cfg(test)]
mod tests {
    use super::Liveness;
    use std::time::Duration;

    #[test]
    fn only_a_ping_out_and_unanswered_for_the_patience_is_death() {
        let patience = Duration::from_millis(30);
        let mut liveness = Liveness::new();
        std::thread::sleep(Duration::from_millis(2));
        // No ping out yet (a slow link whose writes wait): never dead for silence alone.
        std::thread::sleep(patience);
        assert!(!liveness.dead(patience));
        let started = tokio::time::Instant::now();
        liveness.pinged(started);
        assert!(!liveness.dead(patience), "just sent");
        std::thread::sleep(patience);
        assert!(liveness.dead(patience), "unanswered");
        liveness.heard();
        assert!(!liveness.dead(patience), "answered");
        // A ping answered while it was still being written is no unanswered ping.
        let started = tokio::time::Instant::now();
        std::thread::sleep(Duration::from_millis(2));
        liveness.heard();
        liveness.pinged(started);
        std::thread::sleep(patience);
        assert!(!liveness.dead(patience));
    }
}
