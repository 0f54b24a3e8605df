//! Tournaments over HTTP. The page (its session): `GET /api/tournaments` (upcoming, running,
//! finished), `POST /api/tournaments` (an account makes one), `GET /api/tournaments/{id}`
//! (standings, games, one's entry), `POST /api/tournaments/{id}/join` (`{"password": …}` for
//! a private one), `…/withdraw`, `…/pause`, `…/resume`. Bots and Board API players (a token):
//! lichess's `POST /api/tournament/{id}/join` and `/withdraw` (arenas) and
//! `POST /api/swiss/{id}/join` and `/withdraw`, with the form field `password`; all of them
//! the same tournaments. Refusals are sentences for players (`TournamentError`).

use std::sync::Arc;

use axum::Json;
use axum::body::Bytes;
use axum::extract::{Path, State};
use axum::http::{HeaderMap, StatusCode};
use axum::response::IntoResponse;
use skillgames_online::tournament::{Created, JoinRequest, NewTournament, NextTournament};

use super::auth::{Caller, PLAY, Peer, caller};
use super::challenge::{fields, text};
use super::{Failure, Reply, check_origin, refuse, refuse_with};
use crate::Service;
use crate::http::too_busy;
use crate::identity;
use crate::store::StoredPlayer;
use crate::tournament::{Infeasible, MAX_PASSWORD, TournamentError};

/// A tournament's error as an answer.
fn failed(error: &TournamentError) -> Failure {
    let status = match error {
        TournamentError::NotFound => StatusCode::NOT_FOUND,
        TournamentError::Unavailable => StatusCode::SERVICE_UNAVAILABLE,
        TournamentError::NeedAccount => StatusCode::FORBIDDEN,
        _ => StatusCode::BAD_REQUEST,
    };
    refuse_with(status, error.message(), &error.args())
}

async fn viewer(online: &Service, headers: &HeaderMap) -> Result<Option<StoredPlayer>, Failure> {
    online
        .identify(headers)
        .await
        .map_err(|_| failed(&TournamentError::Unavailable))
}

/// The player acting (joining, leaving, a break): a visitor not stored yet is stored now, as
/// when they connect to play.
async fn player(online: &Service, headers: &HeaderMap) -> Result<StoredPlayer, Failure> {
    let player = online
        .identify_or_store(headers)
        .await
        .map_err(|_| failed(&TournamentError::Unavailable))?;
    player.ok_or_else(|| refuse(StatusCode::FORBIDDEN, "api-needs-a-name"))
}

/// `GET /api/tournaments`.
pub(super) async fn list(State(online): State<Arc<Service>>) -> Reply {
    let list = online.hub.tournament_list().await.map_err(|e| failed(&e))?;
    Ok(Json(list).into_response())
}

/// `GET /api/tournaments/next`: the one the home page shows.
pub(super) async fn next(State(online): State<Arc<Service>>) -> Reply {
    let next = online.hub.next_tournament().await.map_err(|e| failed(&e))?;
    Ok(Json(NextTournament { next }).into_response())
}

/// `POST /api/tournaments`: an account makes a tournament.
pub(super) async fn create(
    State(online): State<Arc<Service>>,
    headers: HeaderMap,
    Json(asked): Json<NewTournament>,
) -> Reply {
    check_origin(&online, &headers)?;
    let creator =
        super::tokens::session_account(&online, &headers, "api-tournament-needs-account").await?;
    let password = match asked.password.as_deref().map(str::trim) {
        Some(p) if !p.is_empty() => {
            if p.chars().count() > MAX_PASSWORD {
                return Err(failed(&TournamentError::Impossible(
                    Infeasible::PasswordTooLong,
                )));
            }
            let p = p.to_owned();
            let hash = online
                .hashing
                .run(move || identity::hash_password(&p))
                .await
                .map_err(|busy| too_busy(&busy))?
                .map_err(|_| failed(&TournamentError::Unavailable))?;
            Some(hash)
        }
        _ => None,
    };
    let id = online
        .hub
        .create_tournament(&creator, &asked, password)
        .await
        .map_err(|e| failed(&e))?;
    Ok((StatusCode::CREATED, Json(Created { id })).into_response())
}

/// `GET /api/tournaments/{id}`.
pub(super) async fn show(
    State(online): State<Arc<Service>>,
    headers: HeaderMap,
    Path(id): Path<String>,
) -> Reply {
    let viewer = viewer(&online, &headers).await?;
    let view = online
        .hub
        .tournament_view(&id, viewer.as_ref())
        .await
        .map_err(|e| failed(&e))?;
    Ok(Json(view).into_response())
}

/// Joins `player` to tournament `id`, checking its password: each try counts against the
/// caller's address as a call without a valid token does (before the hash, so that tries at
/// once count too), so that nobody guesses at speed.
async fn join_as(
    online: &Service,
    id: &str,
    player: &StoredPlayer,
    password: Option<&str>,
    Peer(address): &Peer,
) -> Result<(), Failure> {
    let t = online
        .hub
        .store
        .tournament(id)
        .await
        .map_err(|_| failed(&TournamentError::Unavailable))?
        .ok_or_else(|| failed(&TournamentError::NotFound))?;
    if let Some(hash) = t.password.clone() {
        let failures = &online.api.failures;
        failures.failed(*address);
        if failures.paused(*address) {
            return Err(refuse(
                StatusCode::TOO_MANY_REQUESTS,
                "api-too-many-wrong-passwords",
            ));
        }
        let given = password.unwrap_or_default();
        if given.is_empty() || given.chars().count() > MAX_PASSWORD {
            return Err(failed(&TournamentError::WrongPassword));
        }
        let given = given.to_owned();
        let right = online
            .hashing
            .run(move || identity::verify_password(&given, &hash))
            .await
            .map_err(|busy| too_busy(&busy))?;
        if !right {
            return Err(failed(&TournamentError::WrongPassword));
        }
    }
    online
        .hub
        .join_tournament(&t, player)
        .await
        .map_err(|e| failed(&e))
}

/// `POST /api/tournaments/{id}/join`.
pub(super) async fn join(
    State(online): State<Arc<Service>>,
    headers: HeaderMap,
    peer: Peer,
    Path(id): Path<String>,
    body: Bytes,
) -> Reply {
    check_origin(&online, &headers)?;
    let player = player(&online, &headers).await?;
    // No body, or `{"password": …}`.
    let body: JoinRequest = if body.iter().all(u8::is_ascii_whitespace) {
        JoinRequest::default()
    } else {
        serde_json::from_slice(&body)
            .map_err(|_| refuse(StatusCode::BAD_REQUEST, "api-unreadable"))?
    };
    join_as(&online, &id, &player, body.password.as_deref(), &peer).await?;
    show_to(&online, &id, &player).await
}

async fn show_to(online: &Service, id: &str, player: &StoredPlayer) -> Reply {
    let view = online
        .hub
        .tournament_view(id, Some(player))
        .await
        .map_err(|e| failed(&e))?;
    Ok(Json(view).into_response())
}

async fn entry(
    online: Arc<Service>,
    headers: HeaderMap,
    id: String,
    withdraw: bool,
    pause: bool,
) -> Reply {
    check_origin(&online, &headers)?;
    let player = player(&online, &headers).await?;
    online
        .hub
        .set_entry(&id, &player, withdraw, pause)
        .await
        .map_err(|e| failed(&e))?;
    show_to(&online, &id, &player).await
}

/// `POST /api/tournaments/{id}/withdraw`: gone for good (a game being played goes on).
pub(super) async fn withdraw(
    State(online): State<Arc<Service>>,
    headers: HeaderMap,
    Path(id): Path<String>,
) -> Reply {
    entry(online, headers, id, true, false).await
}

/// `POST /api/tournaments/{id}/pause`: not paired until resumed.
pub(super) async fn pause(
    State(online): State<Arc<Service>>,
    headers: HeaderMap,
    Path(id): Path<String>,
) -> Reply {
    entry(online, headers, id, false, true).await
}

/// `POST /api/tournaments/{id}/resume`: paired again.
pub(super) async fn resume(
    State(online): State<Arc<Service>>,
    headers: HeaderMap,
    Path(id): Path<String>,
) -> Reply {
    entry(online, headers, id, false, false).await
}

/// lichess's `POST /api/tournament/{id}/join` (and `/api/swiss/{id}/join`) with a token.
pub(super) async fn token_join(
    State(online): State<Arc<Service>>,
    headers: HeaderMap,
    peer: Peer,
    Path(id): Path<String>,
    body: Bytes,
) -> Reply {
    let Caller { player, .. } = caller(&online, &headers, &peer, PLAY).await?;
    let fields = fields(&headers, &body)?;
    join_as(&online, &id, &player, text(&fields, "password"), &peer).await?;
    Ok(Json(serde_json::json!({ "ok": true })).into_response())
}

/// lichess's `POST /api/tournament/{id}/withdraw` (and `/api/swiss/{id}/withdraw`).
pub(super) async fn token_withdraw(
    State(online): State<Arc<Service>>,
    headers: HeaderMap,
    peer: Peer,
    Path(id): Path<String>,
) -> Reply {
    let Caller { player, .. } = caller(&online, &headers, &peer, PLAY).await?;
    online
        .hub
        .set_entry(&id, &player, true, false)
        .await
        .map_err(|e| failed(&e))?;
    Ok(Json(serde_json::json!({ "ok": true })).into_response())
}
