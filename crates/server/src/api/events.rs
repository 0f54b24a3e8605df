//! `GET /api/stream/event`: what happens to the caller, one event a line, as lichess writes
//! them: `gameStart` for each game being played when the stream opens and each that begins,
//! `gameFinish` when one ends, `challenge` for each challenge from or to them (open ones when
//! the stream opens), `challengeCanceled` and `challengeDeclined`; an empty line when there has
//! been nothing to say for a few seconds. The stream watches the caller's games as a page
//! would (so the caller counts as present in them while it is open).

use std::collections::HashSet;
use std::sync::Arc;

use axum::body::Body;
use axum::body::Bytes;
use axum::extract::State;
use axum::http::HeaderMap;
use skillgames_i18n::Language;
use skillgames_online::{ChallengeStatus, GameId, GameStatus, ServerMessage};

use super::auth::{Caller, PLAY, Peer, caller};
use super::challenge::challenge_of;
use super::lichess::{self, Event};
use super::tap::{KEEP_ALIVE, Tap};
use super::{Reply, ndjson, unavailable};
use crate::Service;
use crate::hub::challenge_status;
use crate::round::PlayerId;

/// Messages the event stream may hold for a slow reader (it watches all the caller's games).
const STREAM_QUEUE: usize = 1024;

struct Events {
    online: Arc<Service>,
    tap: Tap,
    me: PlayerId,
    /// The language the stream's request asked for (a declined challenge's reason).
    language: Language,
    /// Games whose `gameStart` was sent.
    started: HashSet<GameId>,
    /// Lines waiting to go out (the open challenges, at the start).
    waiting: Vec<String>,
    /// When an empty line is due if nothing is said before.
    quiet_until: tokio::time::Instant,
}

impl Events {
    /// The event of `game` for the caller (`None` when they do not play it).
    async fn game_event(
        &self,
        view: &skillgames_online::GameView,
        finished: bool,
    ) -> Option<String> {
        let stored = self.online.hub.store.game(&view.id).await.ok().flatten()?;
        let side = stored.round.side_of(self.me)?;
        let info = lichess::game_info(view, side, stored.round.terms.private);
        let event = if finished {
            Event::GameFinish { game: info }
        } else {
            Event::GameStart { game: info }
        };
        serde_json::to_string(&event).ok()
    }

    /// The lines for `message`.
    async fn lines(&mut self, message: ServerMessage) -> Vec<String> {
        let mut lines = Vec::new();
        match message {
            ServerMessage::Started { game } if !self.tap.watches(&game) => {
                self.tap.watch(&game).await;
            }
            ServerMessage::Game { game } if self.tap.watches(&game.id) => match game.status {
                GameStatus::Playing if !self.started.contains(&game.id) => {
                    self.started.insert(game.id.clone());
                    lines.extend(self.game_event(&game, false).await);
                }
                GameStatus::Ended { .. } | GameStatus::Aborted => {
                    if self.started.remove(&game.id) {
                        lines.extend(self.game_event(&game, true).await);
                    }
                    self.tap.unwatch(&game.id).await;
                }
                _ => {}
            },
            ServerMessage::Challenge { game } => {
                if let Ok(Some(stored)) = self.online.hub.store.game(&game).await {
                    let round = &stored.round;
                    // An accepted challenge is its game's gameStart, sent with the game.
                    let (status, _) = challenge_status(round);
                    if status != ChallengeStatus::Accepted
                        && let Ok(challenge) =
                            challenge_of(&self.online, round, self.me, self.language).await
                    {
                        let event = match status {
                            ChallengeStatus::Open => Event::Challenge { challenge },
                            ChallengeStatus::Declined => Event::ChallengeDeclined { challenge },
                            _ => Event::ChallengeCanceled { challenge },
                        };
                        lines.extend(serde_json::to_string(&event).ok());
                    }
                }
            }
            _ => {}
        }
        lines
    }
}

/// `GET /api/stream/event`.
pub(super) async fn stream(
    State(online): State<Arc<Service>>,
    headers: HeaderMap,
    peer: Peer,
) -> Reply {
    let Caller { player, .. } = caller(&online, &headers, &peer, PLAY).await?;
    let language = crate::http::language_of(&headers);
    let (playing, challenges) = online
        .hub
        .store
        .current_of(player.id)
        .await
        .map_err(|e| unavailable(&e))?;
    let mut tap = Tap::open(online.hub.clone(), player.id, STREAM_QUEUE);
    let mut waiting = Vec::new();
    for id in challenges {
        let id = GameId::from(id);
        if let Ok(Some(stored)) = online.hub.store.game(&id).await
            && let Ok(challenge) = challenge_of(&online, &stored.round, player.id, language).await
        {
            waiting.extend(serde_json::to_string(&Event::Challenge { challenge }).ok());
        }
    }
    // Each game being played: its first whole view is its gameStart.
    for id in playing {
        tap.watch(&GameId::from(id)).await;
    }
    let state = Events {
        online,
        tap,
        me: player.id,
        language,
        started: HashSet::new(),
        waiting,
        quiet_until: tokio::time::Instant::now() + KEEP_ALIVE,
    };
    let lines = futures_util::stream::unfold(state, |mut state| async move {
        if !state.waiting.is_empty() {
            let lines = std::mem::take(&mut state.waiting);
            return Some((
                Ok::<_, std::convert::Infallible>(Bytes::from(ndjson(&lines))),
                state,
            ));
        }
        loop {
            tokio::select! {
                message = state.tap.next() => {
                    let lines = state.lines(message?).await;
                    if !lines.is_empty() {
                        state.quiet_until = tokio::time::Instant::now() + KEEP_ALIVE;
                        return Some((Ok(Bytes::from(ndjson(&lines))), state));
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
