//! The WebSocket: a stateless front over the hub. A connection reads the player's messages
//! (each checked for size and rate), hands them to the game's task or the lobby, and writes
//! whatever the tasks send it.

use std::collections::HashSet;
use std::net::IpAddr;
use std::num::NonZeroU32;
use std::sync::Arc;

use axum::extract::ws::{Message, Utf8Bytes, WebSocket};
use futures_util::{SinkExt, StreamExt};
use governor::{Quota, RateLimiter};
use skillgames_online::{
    ClientMessage, MessageError, PlayerView, Refusal, ServerMessage, parse_client,
};
use tokio::sync::mpsc;

use crate::hub::{Action, Hub, OUTBOX_LEN, Out};
use crate::store::Player;

/// Messages a connection may send per second, and in a burst.
pub const MESSAGES_PER_SECOND: u32 = 20;
/// The burst allowed above the rate.
pub const MESSAGE_BURST: u32 = 40;
/// After this many refused-for-speed messages in a row the connection is closed.
const FLOOD_CLOSE_AFTER: u32 = 200;
/// How many games one connection may watch at once.
const MAX_WATCHED: usize = 32;

/// Serves one upgraded connection of `player` until it closes.
pub async fn serve(hub: Arc<Hub>, player: Player, address: IpAddr, socket: WebSocket) {
    let conn = hub.connection();
    let (outbox, mut queue) = mpsc::channel::<Out>(OUTBOX_LEN);
    let (mut sink, mut stream) = socket.split();
    hub.connect(player.id, conn, outbox.clone());
    let hello = ServerMessage::Hello {
        me: PlayerView {
            name: player.name.clone(),
            account: player.password.is_some(),
        },
    };
    let _ = outbox.try_send(Out::Text(hello.to_json().into()));
    let writer = tokio::spawn(async move {
        while let Some(out) = queue.recv().await {
            match out {
                Out::Text(text) => {
                    if sink
                        .send(Message::Text(Utf8Bytes::from(&*text)))
                        .await
                        .is_err()
                    {
                        break;
                    }
                }
                Out::Close => {
                    let _ = sink.send(Message::Close(None)).await;
                    break;
                }
            }
        }
    });
    let limiter = RateLimiter::direct(
        Quota::per_second(NonZeroU32::new(MESSAGES_PER_SECOND).unwrap_or(NonZeroU32::MIN))
            .allow_burst(NonZeroU32::new(MESSAGE_BURST).unwrap_or(NonZeroU32::MIN)),
    );
    let mut watched: HashSet<String> = HashSet::new();
    let mut flooding = 0;
    let reply = |message: ServerMessage| {
        let _ = outbox.try_send(Out::Text(message.to_json().into()));
    };
    while let Some(Ok(frame)) = stream.next().await {
        let text = match frame {
            Message::Text(text) => text,
            Message::Close(_) => break,
            Message::Ping(_) | Message::Pong(_) => continue,
            Message::Binary(_) => {
                reply(ServerMessage::Error {
                    text: MessageError::Malformed.to_string(),
                });
                continue;
            }
        };
        if limiter.check().is_err() {
            flooding += 1;
            if flooding >= FLOOD_CLOSE_AFTER {
                eprintln!("skillgames: closing a flooding connection from {address}");
                break;
            }
            reply(ServerMessage::refused(None, Refusal::TooFast));
            continue;
        }
        flooding = 0;
        let message = match parse_client(text.as_str()) {
            Ok(message) => message,
            Err(error) => {
                reply(ServerMessage::Error {
                    text: error.to_string(),
                });
                continue;
            }
        };
        let game = message.game().map(str::to_owned);
        if game.as_ref().is_some_and(|g| g.len() > 32) {
            reply(ServerMessage::refused(None, Refusal::NoSuchGame));
            continue;
        }
        let result = match message {
            ClientMessage::Lobby => {
                hub.watch_lobby(conn, outbox.clone());
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
                    hub.watch(&game, conn, player.id, outbox.clone()).await;
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
            ClientMessage::Join { game } => hub.act(&game, player.id, Action::Join).await,
            ClientMessage::Move { game, ply, mv } => {
                hub.act(&game, player.id, Action::Move { ply, mv }).await
            }
            ClientMessage::Resign { game } => hub.act(&game, player.id, Action::Resign).await,
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
        };
        if let Err(refusal) = result {
            reply(ServerMessage::refused(game.as_deref(), refusal));
        }
    }
    for game in watched {
        hub.unwatch(&game, conn).await;
    }
    hub.disconnect(player.id, conn);
    writer.abort();
}
