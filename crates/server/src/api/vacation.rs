//! Vacation for the account page: `GET /api/vacation` (until when, and the days left this
//! year), `POST /api/vacation` with `{"days": n}` (from now; at most the days left of the
//! yearly [`VACATION_DAYS`]) and `POST /api/vacation/end` (back early: the whole days not
//! used are given back). Each correspondence game the account plays hears of it from its own
//! task (`Action::Away`): the clock of a side on vacation does not run, and the opponent sees
//! until when.

use std::sync::Arc;

use axum::Json;
use axum::extract::State;
use axum::http::{HeaderMap, StatusCode};
use axum::response::IntoResponse;
use skillgames_online::http::{VacationDays, VacationView};

use super::{Reply, check_origin, refuse, refuse_with, unavailable};
use crate::Service;
use crate::clock::Millis;
use crate::game::Action;
use crate::round::PlayerId;
use crate::store::{StoredPlayer, VACATION_DAYS, VacationStart};

const DAY_MS: u64 = 86_400_000;
const ALREADY_AWAY: &str = "api-vacation-already";

async fn account(online: &Service, headers: &HeaderMap) -> Result<StoredPlayer, super::Failure> {
    super::tokens::session_account(online, headers, "api-vacation-needs-account").await
}

async fn view_of(online: &Service, player: PlayerId) -> Result<VacationView, super::Failure> {
    let now = online.hub.clock.now();
    let kept = online
        .hub
        .store
        .vacation(player, now)
        .await
        .map_err(|e| unavailable(&e))?;
    Ok(VacationView {
        until: kept.until,
        days_left: VACATION_DAYS.saturating_sub(kept.taken),
    })
}

/// Tells each correspondence game of `player`'s that their clock stops until `until` (or
/// runs again, `until` being now).
async fn tell_games(online: &Service, player: PlayerId, until: Millis) {
    let games = match online.hub.store.correspondence_games_of(player).await {
        Ok(games) => games,
        Err(e) => return eprintln!("skillgames: a vacation's games: {e}"),
    };
    for id in games {
        // A game that ended meanwhile refuses: nothing to stop.
        let _ = online.hub.act(&id, player, Action::Away(until)).await;
    }
}

/// `GET /api/vacation`.
pub(super) async fn get(State(online): State<Arc<Service>>, headers: HeaderMap) -> Reply {
    let player = account(&online, &headers).await?;
    Ok(Json(view_of(&online, player.id).await?).into_response())
}

/// `POST /api/vacation` with `{"days": n}`: away from now for `n` days.
pub(super) async fn start(
    State(online): State<Arc<Service>>,
    headers: HeaderMap,
    Json(asked): Json<VacationDays>,
) -> Reply {
    check_origin(&online, &headers)?;
    let player = account(&online, &headers).await?;
    let before = view_of(&online, player.id).await?;
    if before.until.is_some() {
        return Err(refuse(StatusCode::BAD_REQUEST, ALREADY_AWAY));
    }
    if asked.days == 0 || asked.days > before.days_left {
        return Err(refuse_with(
            StatusCode::BAD_REQUEST,
            "api-vacation-days",
            &[("days", before.days_left.into())],
        ));
    }
    let now = online.hub.clock.now();
    // Checked again by the store's writes: another request may have come first.
    match online
        .hub
        .store
        .start_vacation(player.id, asked.days, now)
        .await
        .map_err(|e| unavailable(&e))?
    {
        VacationStart::Started => {}
        VacationStart::AlreadyAway => return Err(refuse(StatusCode::BAD_REQUEST, ALREADY_AWAY)),
        VacationStart::TooManyDays => {
            return Err(refuse(
                StatusCode::BAD_REQUEST,
                "api-vacation-too-many-days",
            ));
        }
    }
    tell_games(&online, player.id, now + u64::from(asked.days) * DAY_MS).await;
    Ok(Json(view_of(&online, player.id).await?).into_response())
}

/// `POST /api/vacation/end`: back now.
pub(super) async fn end(State(online): State<Arc<Service>>, headers: HeaderMap) -> Reply {
    check_origin(&online, &headers)?;
    let player = account(&online, &headers).await?;
    let now = online.hub.clock.now();
    online
        .hub
        .store
        .end_vacation(player.id, now)
        .await
        .map_err(|e| unavailable(&e))?;
    tell_games(&online, player.id, now).await;
    Ok(Json(view_of(&online, player.id).await?).into_response())
}
