//! Web Push for the page: the server's public key, and a device subscribing (with the kinds
//! it wants) or leaving, through the site's session (a visitor's or an account's).
//! `crate::push` checks what a subscription names; the hub sends.

use std::sync::Arc;

use axum::Json;
use axum::extract::State;
use axum::http::{HeaderMap, StatusCode};
use axum::response::IntoResponse;
use skillgames_online::http::{PushEndpoint, PushKey, PushSubscription};

use super::{Reply, check_origin, refuse, unavailable};
use crate::Service;
use crate::push::{Push, SubscriptionError};
use crate::store::{StoredPlayer, StoredSubscription};

fn push_of(online: &Service) -> Result<&Arc<Push>, super::Failure> {
    online
        .hub
        .push()
        .ok_or_else(|| refuse(StatusCode::SERVICE_UNAVAILABLE, "api-no-push"))
}

/// The catalogues' message for a subscription refused (`crate::push` words it in English for
/// the logs).
const fn subscription_message(error: SubscriptionError) -> &'static str {
    match error {
        SubscriptionError::Host => "api-push-host",
        SubscriptionError::Endpoint => "api-push-endpoint",
        SubscriptionError::Keys => "api-push-keys",
    }
}

async fn player(online: &Service, headers: &HeaderMap) -> Result<StoredPlayer, super::Failure> {
    super::session_player(
        online,
        headers,
        StatusCode::FORBIDDEN,
        "api-push-needs-player",
    )
    .await
}

/// `GET /api/push/key`.
pub(super) async fn key(State(online): State<Arc<Service>>) -> Reply {
    let push = push_of(&online)?;
    Ok(Json(PushKey {
        key: push.public_key().to_owned(),
    })
    .into_response())
}

/// `POST /api/push/subscribe` with the browser's subscription and the kinds it wants.
pub(super) async fn subscribe(
    State(online): State<Arc<Service>>,
    headers: HeaderMap,
    Json(asked): Json<PushSubscription>,
) -> Reply {
    check_origin(&online, &headers)?;
    let push = push_of(&online)?;
    let player = player(&online, &headers).await?;
    let bad = |e: SubscriptionError| refuse(StatusCode::BAD_REQUEST, subscription_message(e));
    push.check_endpoint(&asked.endpoint).map_err(bad)?;
    Push::check_keys(&asked.keys.p256dh, &asked.keys.auth).map_err(bad)?;
    let mut kinds = asked.kinds.clone();
    kinds.sort_by_key(|k| k.key());
    kinds.dedup();
    let subscription = StoredSubscription {
        endpoint: asked.endpoint.clone(),
        p256dh: asked.keys.p256dh.clone(),
        auth: asked.keys.auth.clone(),
        kinds,
    };
    online
        .hub
        .store
        .subscribe(player.id, &subscription, online.hub.clock.now())
        .await
        .map_err(|e| unavailable(&e))?;
    Ok(Json(asked).into_response())
}

/// `POST /api/push/unsubscribe` with the device's endpoint.
pub(super) async fn unsubscribe(
    State(online): State<Arc<Service>>,
    headers: HeaderMap,
    Json(asked): Json<PushEndpoint>,
) -> Reply {
    check_origin(&online, &headers)?;
    let player = player(&online, &headers).await?;
    online
        .hub
        .store
        .unsubscribe(&asked.endpoint, Some(player.id))
        .await
        .map_err(|e| unavailable(&e))?;
    Ok(Json(asked).into_response())
}
