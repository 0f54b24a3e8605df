//! Players with each other, for the page (its session): `GET /api/relations` (whom one
//! follows, with who is online, playing or in a tournament; blocks; mutes),
//! `POST /api/relations` (`{"name", "relation": "follow"|"block"|"mute", "on"}`),
//! `POST /api/relations/alerts` (`{"on"}`: told when a followed player begins a tournament
//! game), `POST /api/reports` (`{"name", "reason", "game", "text"}`), a game's chat for its
//! review (`GET /api/games/{id}/chat`), and a tournament's room (`GET` and `POST
//! /api/tournaments/{id}/chat`). Moderators: `GET /api/mod/desk` (open reports, latest
//! actions), `GET /api/mod/players/{name}` (a player's record), `POST /api/mod/act`. Every
//! change checks the page's origin; the moderators' changes require it (a forged request from
//! another site, or one that names no origin, is refused and logged).

use std::sync::Arc;

use axum::Json;
use axum::extract::{Path, State};
use axum::http::{HeaderMap, StatusCode, header};
use axum::response::IntoResponse;
use serde::Deserialize;
use skillgames_online::{GameId, Refusal};

use super::{Failure, Reply, check_origin, refuse, unavailable};
use crate::Service;
use crate::hub::{ActionRequest, CommunityError};
use crate::store::{ModAction, Relation, ReportReason, StoredPlayer};

fn failed(error: CommunityError) -> Failure {
    let status = match error {
        CommunityError::NoSuchPlayer
        | CommunityError::NoSuchReport
        | CommunityError::NoSuchGame => StatusCode::NOT_FOUND,
        CommunityError::NotModerator | CommunityError::Blocked => StatusCode::FORBIDDEN,
        CommunityError::TooManyReports => StatusCode::TOO_MANY_REQUESTS,
        CommunityError::Unavailable => StatusCode::SERVICE_UNAVAILABLE,
        _ => StatusCode::BAD_REQUEST,
    };
    refuse(status, error.message())
}

fn chat_failed(refusal: Refusal) -> Failure {
    let status = match refusal {
        Refusal::NoSuchGame => StatusCode::NOT_FOUND,
        Refusal::TooFast => StatusCode::TOO_MANY_REQUESTS,
        Refusal::Muted => StatusCode::FORBIDDEN,
        Refusal::Unavailable => StatusCode::SERVICE_UNAVAILABLE,
        _ => StatusCode::BAD_REQUEST,
    };
    refuse(status, refusal.message())
}

/// The player of the request's session.
async fn session(online: &Service, headers: &HeaderMap) -> Result<StoredPlayer, Failure> {
    super::session_player(
        online,
        headers,
        StatusCode::UNAUTHORIZED,
        "api-needs-a-name",
    )
    .await
}

/// The player acting: a first-time visitor is stored now, as when they connect to play.
async fn acting(online: &Service, headers: &HeaderMap) -> Result<StoredPlayer, Failure> {
    online
        .identify_or_store(headers)
        .await
        .map_err(|e| unavailable(&e))?
        .ok_or_else(|| refuse(StatusCode::UNAUTHORIZED, "api-open-the-site-first"))
}

/// A moderator's change must come from a page of this site, saying so (`Origin`): a form or
/// a script of another site, or a request naming no origin, is refused, and logged.
fn check_page_origin(online: &Service, headers: &HeaderMap) -> Result<(), Failure> {
    let named = headers.contains_key(header::ORIGIN);
    match check_origin(online, headers) {
        Ok(()) if named => Ok(()),
        _ => {
            eprintln!(
                "skillgames: refused: a moderation request from origin {:?}",
                headers.get(header::ORIGIN)
            );
            Err(refuse(StatusCode::FORBIDDEN, "api-not-allowed"))
        }
    }
}

/// `GET /api/relations` (empty lists for a first-time visitor, who has none yet).
pub(super) async fn relations(State(online): State<Arc<Service>>, headers: HeaderMap) -> Reply {
    let Some(player) = super::viewer(&online, &headers).await? else {
        return Ok(Json(crate::hub::RelationsView::default()).into_response());
    };
    let view = online.hub.relations(player.id).await.map_err(failed)?;
    Ok(Json(view).into_response())
}

#[derive(Deserialize)]
pub(super) struct RelationChange {
    name: String,
    relation: String,
    on: bool,
}

/// `POST /api/relations`.
pub(super) async fn set_relation(
    State(online): State<Arc<Service>>,
    headers: HeaderMap,
    Json(change): Json<RelationChange>,
) -> Reply {
    check_origin(&online, &headers)?;
    let player = acting(&online, &headers).await?;
    let relation = Relation::from_word(&change.relation)
        .ok_or_else(|| refuse(StatusCode::BAD_REQUEST, "api-relation-choice"))?;
    online
        .hub
        .set_relation(&player, &change.name, relation, change.on)
        .await
        .map_err(failed)?;
    Ok(Json(serde_json::json!({ "ok": true })).into_response())
}

#[derive(Deserialize)]
pub(super) struct Switch {
    on: bool,
}

/// `POST /api/relations/alerts`.
pub(super) async fn alerts(
    State(online): State<Arc<Service>>,
    headers: HeaderMap,
    Json(switch): Json<Switch>,
) -> Reply {
    check_origin(&online, &headers)?;
    let player = session(&online, &headers).await?;
    online
        .hub
        .set_follow_alerts(player.id, switch.on)
        .await
        .map_err(failed)?;
    Ok(Json(serde_json::json!({ "ok": true })).into_response())
}

#[derive(Deserialize)]
pub(super) struct ReportForm {
    name: String,
    reason: Option<ReportReason>,
    #[serde(default)]
    game: Option<String>,
    #[serde(default)]
    text: String,
}

/// `POST /api/reports`.
pub(super) async fn report(
    State(online): State<Arc<Service>>,
    headers: HeaderMap,
    Json(form): Json<ReportForm>,
) -> Reply {
    check_origin(&online, &headers)?;
    let player = session(&online, &headers).await?;
    let reason = form.reason.ok_or_else(|| {
        eprintln!(
            "skillgames: refused: a report without its reason from player {}",
            player.id
        );
        refuse(StatusCode::BAD_REQUEST, "api-report-reason")
    })?;
    online
        .hub
        .report(
            &player,
            &form.name,
            reason,
            form.game.as_deref(),
            &form.text,
        )
        .await
        .map_err(failed)?;
    Ok(Json(serde_json::json!({ "ok": true })).into_response())
}

/// `GET /api/games/{id}/chat`: what the asker may read of a game's chat (its players their
/// room; everyone the spectators' once the game is over, or while they watch it).
pub(super) async fn game_chat(
    State(online): State<Arc<Service>>,
    headers: HeaderMap,
    Path(id): Path<GameId>,
) -> Reply {
    let viewer = super::viewer(&online, &headers).await?.map_or(0, |p| p.id);
    let lines = online.hub.chat_of(&id, viewer).await.map_err(chat_failed)?;
    Ok(Json(serde_json::json!({ "lines": lines })).into_response())
}

/// `GET /api/tournaments/{id}/chat`: its room, without the lines of players the asker
/// blocked.
pub(super) async fn tournament_chat(
    State(online): State<Arc<Service>>,
    headers: HeaderMap,
    Path(id): Path<String>,
) -> Reply {
    let viewer = super::viewer(&online, &headers).await?.map(|p| p.id);
    let lines = online
        .hub
        .tournament_chat_of(&id, viewer)
        .await
        .map_err(chat_failed)?;
    Ok(Json(serde_json::json!({ "lines": lines })).into_response())
}

#[derive(Deserialize)]
pub(super) struct Line {
    text: String,
}

/// `POST /api/tournaments/{id}/chat`.
pub(super) async fn write_tournament_chat(
    State(online): State<Arc<Service>>,
    headers: HeaderMap,
    Path(id): Path<String>,
    Json(line): Json<Line>,
) -> Reply {
    check_origin(&online, &headers)?;
    let player = acting(&online, &headers).await?;
    online
        .hub
        .tournament_chat(&player, &id, &line.text)
        .await
        .map_err(chat_failed)?;
    Ok(Json(serde_json::json!({ "ok": true })).into_response())
}

/// `GET /api/mod/desk`.
pub(super) async fn desk(State(online): State<Arc<Service>>, headers: HeaderMap) -> Reply {
    let player = session(&online, &headers).await?;
    online
        .hub
        .moderator(&player, "desk")
        .await
        .map_err(failed)?;
    let (reports, actions) = online.hub.moderation_desk().await.map_err(failed)?;
    Ok(Json(serde_json::json!({ "reports": reports, "actions": actions })).into_response())
}

/// `GET /api/mod/players/{name}`.
pub(super) async fn record(
    State(online): State<Arc<Service>>,
    headers: HeaderMap,
    Path(name): Path<String>,
) -> Reply {
    let player = session(&online, &headers).await?;
    online
        .hub
        .moderator(&player, "record")
        .await
        .map_err(failed)?;
    let record = online.hub.player_record(&name).await.map_err(failed)?;
    Ok(Json(record).into_response())
}

#[derive(Deserialize)]
pub(super) struct ActionForm {
    name: String,
    action: Option<ModAction>,
    #[serde(default)]
    reason: String,
    #[serde(default)]
    minutes: Option<u64>,
    #[serde(default)]
    report: Option<u64>,
}

/// The largest moderator's action read (a reason of 500 characters, in any script, and
/// the rest of the form).
const MAX_ACTION_BYTES: usize = 4 * 1024;

/// `POST /api/mod/act`: the origin and the session are checked before the body is read.
pub(super) async fn act(
    State(online): State<Arc<Service>>,
    headers: HeaderMap,
    body: axum::body::Body,
) -> Reply {
    check_page_origin(&online, &headers)?;
    let player = session(&online, &headers).await?;
    let body = axum::body::to_bytes(body, MAX_ACTION_BYTES)
        .await
        .map_err(|_| refuse(StatusCode::BAD_REQUEST, "api-mod-form"))?;
    let form: ActionForm = serde_json::from_slice(&body)
        .map_err(|_| refuse(StatusCode::BAD_REQUEST, "api-mod-form"))?;
    let action = form
        .action
        .ok_or_else(|| refuse(StatusCode::BAD_REQUEST, "api-mod-action"))?;
    let done = online
        .hub
        .moderate(
            &player,
            ActionRequest {
                name: form.name,
                action,
                reason: form.reason,
                minutes: form.minutes,
                report: form.report,
            },
        )
        .await
        .map_err(failed)?;
    Ok(Json(done).into_response())
}
