//! The account page's personal API tokens: list them, make one (its secret shown once; only
//! a digest is kept), revoke one. Through the site's own session (the cookie), from a page of
//! this site only: a token is never made or revoked with a token.

use std::sync::Arc;

use axum::Json;
use axum::extract::{Path, State};
use axum::http::{HeaderMap, StatusCode};
use axum::response::IntoResponse;
use skillgames_online::http::{ApiToken, MadeApiToken, NewApiToken};

use super::auth::{Scope, TOKEN_PREFIX};
use super::{Reply, check_origin, refuse, refuse_with, unavailable};
use crate::Service;
use crate::identity;
use crate::store::{StoreError, StoredPlayer, StoredToken};

/// The most tokens an account may hold at once.
pub const MAX_TOKENS: usize = 20;
/// The longest name of a token, in characters.
pub const MAX_TOKEN_NAME: usize = 40;

fn view(token: &StoredToken) -> ApiToken {
    ApiToken {
        id: token.id.clone(),
        name: token.name.clone(),
        scopes: token.scopes.split(' ').map(str::to_owned).collect(),
        created: token.created,
        last_used: token.last_used,
    }
}

/// The account of the request's session; a visitor is refused with message `refusal` (403).
pub(super) async fn session_account(
    online: &Service,
    headers: &HeaderMap,
    refusal: &str,
) -> Result<StoredPlayer, super::Failure> {
    match super::viewer(online, headers).await? {
        Some(player) if player.password.is_some() => Ok(player),
        _ => Err(refuse(StatusCode::FORBIDDEN, refusal)),
    }
}

/// The account of the request's session; visitors have no tokens.
async fn account(online: &Service, headers: &HeaderMap) -> Result<StoredPlayer, super::Failure> {
    session_account(online, headers, "api-tokens-need-account").await
}

/// `GET /api/tokens`: the account's tokens, newest first.
pub(super) async fn list(State(online): State<Arc<Service>>, headers: HeaderMap) -> Reply {
    let player = account(&online, &headers).await?;
    let tokens = online
        .hub
        .store
        .tokens_of(player.id)
        .await
        .map_err(|e| unavailable(&e))?;
    Ok(Json(tokens.iter().map(view).collect::<Vec<_>>()).into_response())
}

/// `POST /api/tokens`: a new token with a name and scopes; its secret is in this answer only.
pub(super) async fn make(
    State(online): State<Arc<Service>>,
    headers: HeaderMap,
    Json(asked): Json<NewApiToken>,
) -> Reply {
    check_origin(&online, &headers)?;
    let player = account(&online, &headers).await?;
    let name = asked.name.trim();
    if name.is_empty()
        || name.chars().count() > MAX_TOKEN_NAME
        || name.chars().any(char::is_control)
    {
        return Err(refuse_with(
            StatusCode::BAD_REQUEST,
            "api-token-name",
            &[("most", MAX_TOKEN_NAME.into())],
        ));
    }
    let mut scopes = Vec::new();
    for word in &asked.scopes {
        let scope = Scope::of(word).ok_or_else(|| {
            refuse_with(
                StatusCode::BAD_REQUEST,
                "api-no-such-scope",
                &[("scope", word.as_str().into())],
            )
        })?;
        if !scopes.contains(&scope) {
            scopes.push(scope);
        }
    }
    if scopes.is_empty() {
        return Err(refuse(StatusCode::BAD_REQUEST, "api-token-no-scope"));
    }
    let words: Vec<&str> = scopes.iter().map(|s| s.word()).collect();
    let (secret, _) = identity::new_token();
    let secret = format!("{TOKEN_PREFIX}{secret}");
    let stored = StoredToken {
        id: identity::game_id().to_string(),
        player: player.id,
        name: name.to_owned(),
        scopes: words.join(" "),
        created: online.hub.clock.now(),
        last_used: None,
    };
    match online
        .hub
        .store
        .add_token(&stored, &identity::digest(&secret), MAX_TOKENS)
        .await
    {
        Ok(()) => {}
        Err(StoreError::Limit) => {
            return Err(refuse_with(
                StatusCode::BAD_REQUEST,
                "api-too-many-tokens",
                &[("most", MAX_TOKENS.into())],
            ));
        }
        Err(e) => return Err(unavailable(&e)),
    }
    let made = MadeApiToken {
        token: secret,
        about: view(&stored),
    };
    Ok((StatusCode::CREATED, Json(made)).into_response())
}

/// `DELETE /api/tokens/{id}`: revokes one of the account's tokens, at once.
pub(super) async fn revoke(
    State(online): State<Arc<Service>>,
    headers: HeaderMap,
    Path(id): Path<String>,
) -> Reply {
    check_origin(&online, &headers)?;
    let player = account(&online, &headers).await?;
    let now = online.hub.clock.now();
    let revoked = online
        .hub
        .store
        .revoke_token(player.id, &id, now)
        .await
        .map_err(|e| unavailable(&e))?;
    if revoked {
        Ok(Json(serde_json::json!({ "ok": true })).into_response())
    } else {
        Err(refuse(StatusCode::NOT_FOUND, "api-no-such-token"))
    }
}
