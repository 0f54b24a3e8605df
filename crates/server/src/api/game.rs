//! A game through the Bot and Board API: `GET /api/{bot|board}/game/stream/{id}` (`gameFull`,
//! then `gameState` after every change, `opponentGone`; the stream ends with the game), and
//! the player's actions: a move, resign, abort, a draw or takeback answered or offered, the
//! claim of a win from an absent opponent. Every action goes to the game's task as the
//! page's WebSocket sends it: the same checks, the same store.

use std::sync::Arc;

use axum::Json;
use axum::body::Body;
use axum::body::Bytes;
use axum::extract::{Path, State};
use axum::http::HeaderMap;
use axum::response::{IntoResponse, Response};
use skillgames_online::{Colour, GameId, GameStatus, GameView, Offer, ServerMessage};

use super::auth::{Caller, PLAY, Peer, caller};
use super::lichess;
use super::tap::{KEEP_ALIVE, Tap};
use super::{Reply, ndjson, refused, unavailable};
use crate::Service;
use crate::game::Action;
use skillgames_play::{Rules, Variant};

/// Messages a game's stream may hold for a slow reader.
const STREAM_QUEUE: usize = 256;

/// What a game's stream keeps between messages.
struct GameStream {
    tap: Tap,
    id: GameId,
    /// The caller's side.
    side: Colour,
    bots: lichess::Bots,
    created_at: u64,
    /// The game as last sent (none before the first).
    view: Option<GameView>,
    /// Its position, to tell whether a move ended it: the server sends such a move, then the
    /// whole game ended; its state is sent once, with the end (a bot told "started" after the
    /// last move would look for a move to play).
    rules: Box<dyn Rules>,
    /// The game on its board, to set the position up again.
    variant: Variant,
    /// The state last sent.
    said: Option<lichess::State>,
    /// Whether the opponent was last said to be gone.
    gone: bool,
    /// The game ended: its last state is out.
    done: bool,
    /// When an empty line is due if nothing is said before.
    quiet_until: tokio::time::Instant,
}

impl GameStream {
    /// The lines for `message`, if it is about this game.
    fn lines(&mut self, message: ServerMessage) -> Vec<String> {
        let mut lines = Vec::new();
        match message {
            ServerMessage::Game { game } if game.id == self.id => {
                let first = self.view.is_none();
                let state = lichess::state(&game, 0);
                if first {
                    let full = lichess::full(&game, self.bots, self.created_at, 0);
                    lines.extend(serde_json::to_string(&full).ok());
                } else if self
                    .said
                    .as_ref()
                    .is_none_or(|said| !said.same_turn(&state))
                {
                    // A whole game is sent again for other news too (who is here, watchers):
                    // a state is sent only when the game changed, so that a bot never sees
                    // the same turn twice.
                    lines.extend(serde_json::to_string(&state).ok());
                }
                self.said = Some(state);
                let gone = lichess::opponent_gone(&game, self.side);
                if gone.gone != self.gone {
                    self.gone = gone.gone;
                    lines.extend(serde_json::to_string(&gone).ok());
                }
                self.done = matches!(game.status, GameStatus::Ended { .. } | GameStatus::Aborted);
                if let Ok(mut rules) = self.variant.rules(None) {
                    for mv in &game.moves {
                        if rules.play_move(mv).is_err() {
                            break;
                        }
                    }
                    self.rules = rules;
                }
                self.view = Some(*game);
            }
            ServerMessage::Moved {
                game,
                ply,
                mv,
                clocks,
            } if game == self.id => {
                if let Some(view) = self.view.as_mut()
                    && view.moves.len() == ply as usize
                {
                    let ended = self.rules.play_move(&mv).is_ok() && self.rules.outcome().is_some();
                    view.moves.push(mv);
                    view.clocks = clocks;
                    view.offer = view.offer.filter(|o| o.offer != Offer::Takeback);
                    // The whole game, ended, follows at once.
                    if !ended {
                        let state = lichess::state(view, 0);
                        lines.extend(serde_json::to_string(&state).ok());
                        self.said = Some(state);
                    }
                }
            }
            ServerMessage::ChatLine { game, line } if game == self.id => {
                let chat = lichess::ChatLineEvent::player(line);
                lines.extend(serde_json::to_string(&chat).ok());
            }
            _ => {}
        }
        lines
    }
}

/// `GET /api/{bot|board}/game/stream/{id}`: the caller's game, as it goes.
pub(super) async fn stream(
    State(online): State<Arc<Service>>,
    headers: HeaderMap,
    peer: Peer,
    Path(id): Path<GameId>,
) -> Reply {
    let Caller { player, .. } = caller(&online, &headers, &peer, PLAY).await?;
    let store = &online.hub.store;
    let stored = store
        .game(&id)
        .await
        .map_err(|e| unavailable(&e))?
        .ok_or_else(super::no_such_game)?;
    let round = &stored.round;
    let side = round.side_of(player.id).ok_or_else(super::no_such_game)?;
    let mut bots = [false; 2];
    for (slot, seat) in bots.iter_mut().zip([round.white, round.black]) {
        if let Some(id) = seat {
            *slot = store
                .player(id)
                .await
                .map_err(|e| unavailable(&e))?
                .is_some_and(|p| p.bot);
        }
    }
    let created_at = store.created_at(&id).await.map_err(|e| unavailable(&e))?;
    let variant = round.terms.variant;
    let rules = variant.rules(None).map_err(|_| super::no_such_game())?;
    let mut tap = Tap::open(online.hub.clone(), player.id, STREAM_QUEUE);
    tap.watch(&id).await;
    let state = GameStream {
        tap,
        id,
        side,
        bots,
        created_at,
        view: None,
        said: None,
        rules,
        variant,
        gone: false,
        done: false,
        quiet_until: tokio::time::Instant::now() + KEEP_ALIVE,
    };
    let lines = futures_util::stream::unfold(state, |mut state| async move {
        loop {
            if state.done {
                return None;
            }
            tokio::select! {
                message = state.tap.next() => {
                    let lines = state.lines(message?);
                    if !lines.is_empty() {
                        state.quiet_until = tokio::time::Instant::now() + KEEP_ALIVE;
                        return Some((Ok::<_, std::convert::Infallible>(Bytes::from(ndjson(&lines))), state));
                    }
                }
                () = tokio::time::sleep_until(state.quiet_until) => {
                    state.quiet_until = tokio::time::Instant::now() + KEEP_ALIVE;
                    return Some((Ok(Bytes::from_static(b"\n")), state));
                }
            }
        }
    });
    Ok(super::ndjson_response(Body::from_stream(lines)))
}

/// An action of the caller's in game `id`.
async fn act(
    online: &Arc<Service>,
    headers: &HeaderMap,
    peer: &Peer,
    id: &GameId,
    action: Action,
) -> Reply {
    let Caller { player, .. } = caller(online, headers, peer, PLAY).await?;
    online
        .hub
        .act(id, player.id, action)
        .await
        .map_err(refused)?;
    Ok(ok())
}

/// lichess's answer to an action done.
fn ok() -> Response {
    Json(serde_json::json!({ "ok": true })).into_response()
}

/// `POST /api/{bot|board}/game/{id}/move/{move}`: the rest of the path is the move (an Amazons
/// move has a `/`), written plainly or percent-encoded.
pub(super) async fn play(
    State(online): State<Arc<Service>>,
    headers: HeaderMap,
    peer: Peer,
    Path((id, mv)): Path<(GameId, String)>,
) -> Reply {
    act(&online, &headers, &peer, &id, Action::PlayNow { mv }).await
}

/// `POST /api/{bot|board}/game/{id}/chat`: a line (`text`) in the players' room (`room`:
/// `player`) or, for a bot watching a game it does not play, the spectators' (`spectator`).
pub(super) async fn chat(
    State(online): State<Arc<Service>>,
    headers: HeaderMap,
    peer: Peer,
    Path(id): Path<GameId>,
    body: Bytes,
) -> Reply {
    let Caller { player, .. } = caller(&online, &headers, &peer, PLAY).await?;
    let fields = super::challenge::fields(&headers, &body)?;
    let room = match super::challenge::text(&fields, "room").unwrap_or("player") {
        "player" => skillgames_online::ChatRoom::Players,
        "spectator" => skillgames_online::ChatRoom::Spectators,
        _ => {
            return Err(super::refuse(
                axum::http::StatusCode::BAD_REQUEST,
                "api-chat-room",
            ));
        }
    };
    let text = super::challenge::text(&fields, "text").unwrap_or("");
    online
        .hub
        .chat(&player, &id, room, text)
        .await
        .map_err(refused)?;
    Ok(ok())
}

/// `POST /api/{bot|board}/game/{id}/{resign|abort|claim-victory}`.
pub(super) async fn end(
    State(online): State<Arc<Service>>,
    headers: HeaderMap,
    peer: Peer,
    Path((id, what)): Path<(GameId, String)>,
) -> Reply {
    let action = match what.as_str() {
        "resign" => Action::Resign,
        "abort" => Action::Abort,
        "claim-victory" => Action::Claim,
        "berserk" => {
            let Caller { player, .. } = caller(&online, &headers, &peer, PLAY).await?;
            online.hub.berserk(&id, player.id).await.map_err(refused)?;
            return Ok(ok());
        }
        _ => return Err(super::no_such_route()),
    };
    act(&online, &headers, &peer, &id, action).await
}

/// `POST /api/{bot|board}/game/{id}/{draw|takeback}/{yes|no}`: yes offers it (or accepts the
/// opponent's), no declines the opponent's (or does nothing).
pub(super) async fn offer(
    State(online): State<Arc<Service>>,
    headers: HeaderMap,
    peer: Peer,
    Path((id, what, answer)): Path<(GameId, String, String)>,
) -> Reply {
    let offer = match what.as_str() {
        "draw" => Offer::Draw,
        "takeback" => Offer::Takeback,
        _ => return Err(super::no_such_route()),
    };
    let yes = match answer.as_str() {
        "yes" | "true" => true,
        "no" | "false" => false,
        _ => return Err(super::no_such_route()),
    };
    // A yes to the same offer the opponent made accepts it (the round's own rule).
    let action = if yes {
        Action::Offer(offer)
    } else {
        Action::Answer(offer, false)
    };
    act(&online, &headers, &peer, &id, action).await
}
