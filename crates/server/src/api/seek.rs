//! `POST /api/board/seek`: an open game in the lobby, as lichess's Board API seeks one (the
//! fields `variant` and `size` as a challenge names them, `time` in minutes and `increment` in
//! seconds, or `days`, `color`, `rated`). Its id is answered at once, live or correspondence
//! (lichess holds a live seek's request open until it is taken): the game stays in the lobby
//! while the caller is connected (its event stream counts), and goes when it leaves, as a
//! page's open game does.

use std::sync::Arc;

use axum::Json;
use axum::body::Bytes;
use axum::extract::State;
use axum::http::{HeaderMap, StatusCode};
use axum::response::IntoResponse;
use skillgames_online::{ClientMessage, ColourChoice, Refusal, TimeControl, VariantId};

use super::auth::{Caller, PLAY, Peer, caller};
use super::challenge::{fields, flag, number, text, variant_of};
use super::{Reply, refuse, refused};
use crate::Service;

/// `POST /api/board/seek`.
pub(super) async fn seek(
    State(online): State<Arc<Service>>,
    headers: HeaderMap,
    peer: Peer,
    body: Bytes,
) -> Reply {
    let Caller { player, .. } = caller(&online, &headers, &peer, PLAY).await?;
    let fields = fields(&headers, &body)?;
    let (game, size) = variant_of(&fields)?;
    let bad = |text: &str| refuse(StatusCode::BAD_REQUEST, text);
    let time = match (number(&fields, "time")?, number(&fields, "days")?) {
        (Some(minutes), None) => TimeControl::Live {
            minutes: u16::try_from(minutes).map_err(|_| bad("api-clock-too-long"))?,
            increment: u16::try_from(number(&fields, "increment")?.unwrap_or(0))
                .map_err(|_| bad("api-increment-too-long"))?,
        },
        (None, Some(days)) => TimeControl::Correspondence {
            days: u8::try_from(days).map_err(|_| bad("api-too-many-days"))?,
        },
        _ => return Err(bad("api-seek-no-clock")),
    };
    let time = time
        .check()
        .map_err(|e| refuse(StatusCode::BAD_REQUEST, e.message()))?;
    let colour = match text(&fields, "color").unwrap_or("random") {
        "white" => ColourChoice::White,
        "black" => ColourChoice::Black,
        "random" => ColourChoice::Random,
        _ => return Err(bad("api-color-choice")),
    };
    let message = ClientMessage::Create {
        variant: VariantId::new(game, size),
        time,
        rated: flag(&fields, "rated"),
        colour,
        private: false,
    };
    let id = online
        .hub
        .create(&player, &message)
        .await
        .map_err(|refusal| match refusal {
            Refusal::TooFast => refuse(StatusCode::TOO_MANY_REQUESTS, "api-too-many-seeks"),
            other => refused(other),
        })?;
    Ok(Json(serde_json::json!({ "id": id })).into_response())
}
