//! The Bot and Board API, shaped like lichess's (the same routes, methods, form fields and
//! newline-delimited JSON events, with our games in place of chess), so that lichess's client
//! libraries work against skillgames by changing only the base address. It is one more front
//! over the same round logic as the page's WebSocket: every move and answer goes to the
//! game's task ([`crate::hub::Hub::act`]), and the streams read what the tasks send a page.
//! `docs/api.md` lists the routes, our variants and notation, and what differs from lichess.
//!
//! One file per concern: who calls (`auth.rs`, personal API tokens in `Authorization:
//! Bearer`), the account page's tokens (`tokens.rs`), the account routes (`account.rs`), the
//! streams' line into the hub (`tap.rs`), a game's stream and actions (`game.rs`), the event
//! stream (`events.rs`), challenges by name (`challenge.rs`), who may challenge an account (`policy.rs`), a device's Web Push
//! subscription (`push.rs`), seeks in the lobby (`seek.rs`), tournaments (`tournaments.rs`), the leaderboards
//! (`leaderboard.rs`), follows, blocks, reports, rooms and moderation (`community.rs`),
//! and lichess's shapes filled from
//! our games (`lichess.rs`, pure).

mod account;
mod auth;
mod challenge;
mod community;
mod email;
mod events;
mod game;
mod language;
mod leaderboard;
pub mod lichess;
mod policy;
mod push;
mod seek;
mod tap;
mod tokens;
mod tournaments;
mod vacation;

use std::sync::Arc;

use axum::Json;
use axum::body::Body;
use axum::http::{HeaderValue, StatusCode, header};
use axum::response::Response;
use axum::routing::{delete, get, post};
use skillgames_online::Refusal;

pub use auth::{Failures, Peer, Scope, TOKEN_PREFIX, TokenRates};
pub use tokens::{MAX_TOKEN_NAME, MAX_TOKENS};

use crate::Service;
pub(crate) use crate::http::{Failure, Reply, check_origin, refuse, refuse_with, unavailable};

/// What the API keeps besides the store: the tokens' rates, and the addresses that sent
/// too many calls without a valid token.
#[derive(Default)]
pub struct ApiState {
    /// One bucket per token.
    pub rates: TokenRates,
    /// One bucket per address, taken from only by calls without a valid token.
    pub failures: auth::Failures,
}

/// The player of the request's session, if it has one.
async fn viewer(
    online: &Service,
    headers: &axum::http::HeaderMap,
) -> Result<Option<crate::store::StoredPlayer>, Failure> {
    online.identify(headers).await.map_err(|e| unavailable(&e))
}

/// The player of the request's session; a request without one is refused with `status` and
/// message `refusal` (an id of the catalogues).
async fn session_player(
    online: &Service,
    headers: &axum::http::HeaderMap,
    status: StatusCode,
    refusal: &str,
) -> Result<crate::store::StoredPlayer, Failure> {
    viewer(online, headers)
        .await?
        .ok_or_else(|| refuse(status, refusal))
}

/// The lines `lines`, each ended by a newline.
fn ndjson(lines: &[String]) -> String {
    let mut text = String::new();
    for line in lines {
        text.push_str(line);
        text.push('\n');
    }
    text
}

/// An answer of newline-delimited JSON lines.
fn ndjson_lines(lines: &[String]) -> Response {
    ndjson_response(Body::from(ndjson(lines)))
}

/// A streamed answer of newline-delimited JSON, never kept by a cache or a proxy's buffer.
fn ndjson_response(body: Body) -> Response {
    let mut response = Response::new(body);
    let headers = response.headers_mut();
    headers.insert(
        header::CONTENT_TYPE,
        HeaderValue::from_static("application/x-ndjson"),
    );
    headers.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
    // nginx passes a stream on as it comes instead of buffering it.
    headers.insert("x-accel-buffering", HeaderValue::from_static("no"));
    response
}

/// lichess's answer to a game that is not the caller's, or not there.
fn no_such_game() -> Failure {
    refuse(StatusCode::NOT_FOUND, "api-no-such-game-of-yours")
}

/// The answer to a challenge that is not there (or not the caller's to answer).
fn no_such_challenge() -> Failure {
    refuse(StatusCode::NOT_FOUND, "api-no-such-challenge")
}

/// The answer to a route that does not exist.
fn no_such_route() -> Failure {
    refuse(StatusCode::NOT_FOUND, "api-nothing-here")
}

/// A game's refusal with the HTTP status lichess would use: 404 for a game that is not there,
/// 429 too fast, 503 when the store failed, 400 for the rest (an illegal or late move, not
/// the caller's turn or game, an offer that cannot be made now), with the sentence.
fn refused(refusal: Refusal) -> Failure {
    let status = match refusal {
        Refusal::NoSuchGame => StatusCode::NOT_FOUND,
        Refusal::TooFast => StatusCode::TOO_MANY_REQUESTS,
        Refusal::Unavailable => StatusCode::SERVICE_UNAVAILABLE,
        _ => StatusCode::BAD_REQUEST,
    };
    (status, Json(crate::http::api_error(refusal.message(), &[])))
}

/// Forgetting a password (limited per address as logging in is).
pub fn password_routes() -> axum::Router<Arc<Service>> {
    axum::Router::new()
        .route("/api/password/forgot", post(email::forgot))
        .route("/api/password/reset", post(email::reset))
}

/// The account page's routes (through the site's session, limited per address as the rest
/// of the page's requests).
pub fn page_routes() -> axum::Router<Arc<Service>> {
    axum::Router::new()
        .route("/api/tokens", get(tokens::list).post(tokens::make))
        .route("/api/tokens/{id}", delete(tokens::revoke))
        .route("/api/challenge-policy", get(policy::get).post(policy::set))
        .route("/api/push/key", get(push::key))
        .route("/api/push/subscribe", post(push::subscribe))
        .route("/api/push/unsubscribe", post(push::unsubscribe))
        .route(
            "/api/email",
            get(email::get).post(email::set).delete(email::remove),
        )
        .route("/api/email/digest", post(email::digest))
        .route("/api/vacation", get(vacation::get).post(vacation::start))
        .route("/api/language", get(language::get).post(language::set))
        .route("/api/vacation/end", post(vacation::end))
        .route(
            "/api/tournaments",
            get(tournaments::list).post(tournaments::create),
        )
        .route("/api/tournaments/next", get(tournaments::next))
        .route("/api/tournaments/{id}", get(tournaments::show))
        .route("/api/tournaments/{id}/join", post(tournaments::join))
        .route(
            "/api/tournaments/{id}/withdraw",
            post(tournaments::withdraw),
        )
        .route("/api/tournaments/{id}/pause", post(tournaments::pause))
        .route("/api/tournaments/{id}/resume", post(tournaments::resume))
        .route("/api/leaderboard/{game}/{size}", get(leaderboard::show))
        .route(
            "/api/relations",
            get(community::relations).post(community::set_relation),
        )
        .route("/api/relations/alerts", post(community::alerts))
        .route("/api/reports", post(community::report))
        .route("/api/games/{id}/chat", get(community::game_chat))
        .route(
            "/api/tournaments/{id}/chat",
            get(community::tournament_chat).post(community::write_tournament_chat),
        )
        .route("/api/mod/desk", get(community::desk))
        .route("/api/mod/players/{name}", get(community::record))
        .route("/api/mod/act", post(community::act))
        .route("/api/email/verify", get(email::verify))
        .route(
            "/api/email/unsubscribe",
            get(email::unsubscribe).post(email::unsubscribe),
        )
}

/// The routes called with a token (limited per token, see `auth.rs`).
pub fn token_routes() -> axum::Router<Arc<Service>> {
    let mut router = axum::Router::new()
        .route("/api/account", get(account::account))
        .route("/api/bot/account/upgrade", post(account::upgrade))
        .route("/api/bot/online", get(account::online_bots))
        .route("/api/stream/event", get(events::stream))
        .route("/api/challenge/{id}", post(challenge::create))
        .route("/api/challenge/{id}/accept", post(challenge::accept))
        .route("/api/challenge/{id}/decline", post(challenge::decline))
        .route("/api/challenge/{id}/cancel", post(challenge::cancel))
        .route("/api/board/seek", post(seek::seek))
        .route("/api/tournament/{id}/join", post(tournaments::token_join))
        .route(
            "/api/tournament/{id}/withdraw",
            post(tournaments::token_withdraw),
        )
        .route("/api/swiss/{id}/join", post(tournaments::token_join))
        .route(
            "/api/swiss/{id}/withdraw",
            post(tournaments::token_withdraw),
        );
    // The Bot API and the Board API play alike here.
    for api in ["bot", "board"] {
        router = router
            .route(&format!("/api/{api}/game/stream/{{id}}"), get(game::stream))
            .route(
                &format!("/api/{api}/game/{{id}}/move/{{*mv}}"),
                post(game::play),
            )
            .route(&format!("/api/{api}/game/{{id}}/chat"), post(game::chat))
            .route(&format!("/api/{api}/game/{{id}}/{{what}}"), post(game::end))
            .route(
                &format!("/api/{api}/game/{{id}}/{{what}}/{{answer}}"),
                post(game::offer),
            );
    }
    router
}
