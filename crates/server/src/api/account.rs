//! The API's account routes: `GET /api/account` (who the token belongs to, as lichess writes a
//! user), `POST /api/bot/account/upgrade` (a new account becomes a bot, for good) and
//! `GET /api/bot/online` (the bots connected now, one per line).

use std::sync::Arc;

use axum::Json;
use axum::extract::State;
use axum::http::{HeaderMap, StatusCode};
use axum::response::IntoResponse;
use serde::Serialize;

use super::auth::{Peer, Scope, caller};
use super::{Reply, ndjson_lines, refuse, unavailable};
use crate::Service;
use crate::store::StoredPlayer;

/// A player's rating in one game and board, as lichess writes a perf.
#[derive(Serialize)]
struct Perf {
    games: i64,
    rating: i64,
    rd: i64,
    prov: bool,
}

/// A user, as lichess writes one.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct User {
    id: String,
    username: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    title: Option<&'static str>,
    /// Ratings by game and board: `amazons-8`.
    perfs: std::collections::BTreeMap<String, Perf>,
    url: String,
}

async fn user(online: &Service, player: &StoredPlayer) -> Result<User, super::Failure> {
    let ratings = online
        .hub
        .store
        .ratings_of(player.id)
        .await
        .map_err(|e| unavailable(&e))?;
    let perfs = ratings
        .into_iter()
        .map(|(game, size, rating, _)| {
            let view = crate::ratings::view(&rating);
            (
                format!("{game}-{size}"),
                Perf {
                    games: rating.games,
                    rating: i64::from(view.rating),
                    rd: i64::from(view.deviation),
                    prov: view.provisional,
                },
            )
        })
        .collect();
    Ok(User {
        id: player.name.to_lowercase(),
        username: player.name.clone(),
        title: player.bot.then_some("BOT"),
        perfs,
        url: format!("/#/player/{}", player.name),
    })
}

/// `GET /api/account`: the token's account (any scope).
pub(super) async fn account(
    State(online): State<Arc<Service>>,
    headers: HeaderMap,
    peer: Peer,
) -> Reply {
    let caller = caller(&online, &headers, &peer, &[]).await?;
    Ok(Json(user(&online, &caller.player).await?).into_response())
}

/// `POST /api/bot/account/upgrade`: the account becomes a bot, for good; only an account that
/// has played no game.
pub(super) async fn upgrade(
    State(online): State<Arc<Service>>,
    headers: HeaderMap,
    peer: Peer,
) -> Reply {
    let caller = caller(&online, &headers, &peer, &[Scope::BotPlay]).await?;
    if caller.player.bot {
        return Err(refuse(StatusCode::BAD_REQUEST, "api-bot-already"));
    }
    let made = online
        .hub
        .store
        .make_bot(caller.player.id)
        .await
        .map_err(|e| unavailable(&e))?;
    if made {
        Ok(Json(serde_json::json!({ "ok": true })).into_response())
    } else {
        Err(refuse(StatusCode::BAD_REQUEST, "api-bot-has-played"))
    }
}

/// `GET /api/bot/online`: the bots connected now, one user a line.
pub(super) async fn online_bots(State(online): State<Arc<Service>>) -> Reply {
    let bots = online.hub.store.bots().await.map_err(|e| unavailable(&e))?;
    let mut lines = Vec::new();
    for bot in bots.iter().filter(|b| online.hub.is_connected(b.id)) {
        lines.push(serde_json::to_string(&user(&online, bot).await?).unwrap_or_default());
    }
    Ok(ndjson_lines(&lines))
}
