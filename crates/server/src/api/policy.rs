//! The account page's choice of who may challenge the account by name: anyone, accounts
//! only, or nobody (`GET` and `POST /api/challenge-policy`, through the site's session).

use std::sync::Arc;

use axum::Json;
use axum::extract::State;
use axum::http::HeaderMap;
use axum::response::IntoResponse;
use skillgames_online::http::ChallengePolicyBody;

use super::{Reply, check_origin, unavailable};
use crate::Service;
use crate::store::StoredPlayer;

async fn account(online: &Service, headers: &HeaderMap) -> Result<StoredPlayer, super::Failure> {
    super::tokens::session_account(online, headers, "api-policy-needs-account").await
}

/// `GET /api/challenge-policy`.
pub(super) async fn get(State(online): State<Arc<Service>>, headers: HeaderMap) -> Reply {
    let player = account(&online, &headers).await?;
    let policy = online
        .hub
        .store
        .challenge_policy(player.id)
        .await
        .map_err(|e| unavailable(&e))?;
    Ok(Json(ChallengePolicyBody { policy }).into_response())
}

/// `POST /api/challenge-policy` with `{"policy": "anyone" | "accounts" | "nobody"}`.
pub(super) async fn set(
    State(online): State<Arc<Service>>,
    headers: HeaderMap,
    Json(asked): Json<ChallengePolicyBody>,
) -> Reply {
    check_origin(&online, &headers)?;
    let player = account(&online, &headers).await?;
    online
        .hub
        .store
        .set_challenge_policy(player.id, asked.policy)
        .await
        .map_err(|e| unavailable(&e))?;
    Ok(Json(asked).into_response())
}
