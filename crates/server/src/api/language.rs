//! The language a player chose in the page's Preferences: `POST /api/language` with
//! `{"language": "de"}` keeps it with their account (or visitor's name), so that their emails
//! and pushes are written in it; `GET /api/language` reads it (`null` until they choose).
//! A page without a session yet keeps its choice on the device only: answered, nothing kept.

use std::sync::Arc;

use axum::Json;
use axum::extract::State;
use axum::http::{HeaderMap, StatusCode};
use axum::response::IntoResponse;
use serde::{Deserialize, Serialize};
use skillgames_i18n::Language;

use super::{Reply, check_origin, refuse, unavailable};
use crate::Service;

/// The body of both routes.
#[derive(Deserialize, Serialize)]
pub(super) struct Chosen {
    /// A tag of [`Language::code`], or none.
    language: Option<String>,
}

/// `GET /api/language`.
pub(super) async fn get(State(online): State<Arc<Service>>, headers: HeaderMap) -> Reply {
    let player = online
        .identify(&headers)
        .await
        .map_err(|e| unavailable(&e))?;
    let language = match player {
        Some(player) => online
            .hub
            .store
            .language(player.id)
            .await
            .map_err(|e| unavailable(&e))?,
        None => None,
    };
    Ok(Json(Chosen {
        language: language.map(|l| l.code().to_owned()),
    })
    .into_response())
}

/// `POST /api/language`.
pub(super) async fn set(
    State(online): State<Arc<Service>>,
    headers: HeaderMap,
    Json(chosen): Json<Chosen>,
) -> Reply {
    check_origin(&online, &headers)?;
    let Some(language) = chosen.language.as_deref().and_then(Language::from_code) else {
        return Err(refuse(StatusCode::BAD_REQUEST, "api-unknown-language"));
    };
    if let Some(player) = online
        .identify(&headers)
        .await
        .map_err(|e| unavailable(&e))?
    {
        online
            .hub
            .store
            .set_language(player.id, language)
            .await
            .map_err(|e| unavailable(&e))?;
    }
    Ok(StatusCode::NO_CONTENT.into_response())
}
