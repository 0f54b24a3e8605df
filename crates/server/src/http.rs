//! The HTTP side of the online service: who the visitor is, accounts, profiles, the games
//! to watch, a game and its record, health, and the WebSocket's upgrade.

use std::net::{IpAddr, Ipv6Addr, SocketAddr};
use std::sync::Arc;

use axum::extract::ws::WebSocketUpgrade;
use axum::extract::{ConnectInfo, DefaultBodyLimit, Path, State};
use axum::http::{HeaderMap, HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};
use axum::routing::{any, get, post};
use axum::{Json, Router};
use skillgames_i18n::{Arg, Catalogue, Language};
use skillgames_online::http::{
    ApiError, Credentials, GameSummary, MyGame, MyGames, Profile, VariantRating,
};
use skillgames_online::{
    GameId, MAX_MESSAGE_LEN, MAX_PASSWORD_LEN, MIN_PASSWORD_LEN, PlayerView, VariantId, check_name,
};
use skillgames_play::transcript::{self, Side, Transcript};
use tower_governor::governor::GovernorConfigBuilder;
use tower_governor::key_extractor::KeyExtractor;
use tower_governor::{GovernorError, GovernorLayer};
use tower_http::set_header::SetResponseHeaderLayer;
use tower_http::timeout::TimeoutLayer;

use crate::identity;
use crate::ratings;
use crate::round::Status;
use crate::store::{Database, StoreError, StoredPlayer};
use crate::{Service, socket};

/// The largest request body the API reads.
const MAX_BODY: usize = 4 * 1024;
/// Recent games on a profile.
const PROFILE_GAMES: i64 = 20;
/// Names a visitor being stored may try before giving up (their cookie's, then random ones).
const VISITOR_NAME_TRIES: usize = 8;
/// The Content-Security-Policy of the API's answers (JSON and text: nothing in them may run
/// or be framed). The app's own files carry the page's policy.
pub const API_CONTENT_SECURITY_POLICY: &str = "default-src 'none'; frame-ancestors 'none'";

/// A refusal of the API: its status, and its sentence as JSON (`{"error": "..."}`).
pub(crate) type Failure = (StatusCode, Json<ApiError>);

/// An answer of the API.
pub(crate) type Reply = Result<Response, Failure>;

/// A refusal with message `id` of the catalogues (`crates/i18n/locales/*/server/api.ftl`):
/// written in English here, and in the language the request asked for by [`word_errors`].
pub(crate) fn refuse(status: StatusCode, id: &str) -> (StatusCode, Json<ApiError>) {
    refuse_with(status, id, &[])
}

/// A refusal with message `id` and the values of its variables.
pub(crate) fn refuse_with(
    status: StatusCode,
    id: &str,
    args: &[(&str, Arg)],
) -> (StatusCode, Json<ApiError>) {
    (status, Json(api_error(id, args)))
}

/// The body of a refusal with message `id`: its English sentence, its id and values. Text that
/// is no message (a sentence from elsewhere) is kept as it is, without an id.
pub(crate) fn api_error(id: &str, args: &[(&str, Arg)]) -> ApiError {
    let english = Catalogue::shared(Language::English);
    if !english.has(id) {
        return ApiError {
            error: id.to_owned(),
            code: None,
            args: serde_json::Map::new(),
        };
    }
    ApiError {
        error: english.format(id, args),
        code: Some(id.to_owned()),
        args: args
            .iter()
            .map(|(name, value)| {
                let value = match value {
                    Arg::Text(text) => serde_json::Value::from(text.as_str()),
                    Arg::Number(n) => serde_json::Value::from(*n),
                    // Worded in English here; the reader's language words the sentence only.
                    Arg::Words(message) => serde_json::Value::from(english.say(message)),
                };
                ((*name).to_owned(), value)
            })
            .collect(),
    }
}

/// The language a request asks for: its `Accept-Language` (the page sends the player's
/// choice), else English.
pub(crate) fn language_of(headers: &HeaderMap) -> Language {
    let wanted = headers
        .get(header::ACCEPT_LANGUAGE)
        .and_then(|v| v.to_str().ok())
        .unwrap_or_default();
    Language::negotiate(
        wanted
            .split(',')
            .map(|tag| tag.split(';').next().unwrap_or_default().trim())
            .filter(|tag| !tag.is_empty()),
    )
}

/// The largest refusal [`word_errors`] words again (refusals are a sentence; anything larger
/// is not one).
const MAX_REFUSAL_BYTES: usize = 16 * 1024;

/// Words every refusal of the API with a message ([`ApiError::code`]) in the language the
/// request asks for: the handlers write English, and never need to know the reader's
/// language.
async fn word_errors(request: axum::extract::Request, next: axum::middleware::Next) -> Response {
    let language = language_of(request.headers());
    let response = next.run(request).await;
    let json = response
        .headers()
        .get(header::CONTENT_TYPE)
        .is_some_and(|v| v.as_bytes().starts_with(b"application/json"));
    if language == Language::English || response.status().is_success() || !json {
        return response;
    }
    let (mut parts, body) = response.into_parts();
    let Ok(bytes) = axum::body::to_bytes(body, MAX_REFUSAL_BYTES).await else {
        // Not a refusal of ours (too large to be one): the body is gone, so say it plainly.
        return refuse(parts.status, error_words(parts.status)).into_response();
    };
    let worded = serde_json::from_slice::<ApiError>(&bytes)
        .ok()
        .and_then(|mut error| {
            let id = error.code.as_deref()?;
            let args: Vec<(&str, Arg)> = error
                .args
                .iter()
                .filter_map(|(name, value)| {
                    let value = match value {
                        serde_json::Value::String(text) => Arg::from(text.as_str()),
                        serde_json::Value::Number(n) => Arg::Number(n.as_f64()?),
                        _ => return None,
                    };
                    Some((name.as_str(), value))
                })
                .collect();
            error.error = Catalogue::shared(language).format(id, &args);
            serde_json::to_vec(&error).ok()
        });
    parts.headers.remove(header::CONTENT_LENGTH);
    Response::from_parts(
        parts,
        axum::body::Body::from(worded.unwrap_or(bytes.to_vec())),
    )
}

pub(crate) fn unavailable(error: &StoreError) -> (StatusCode, Json<ApiError>) {
    eprintln!("skillgames: store: {error}");
    unavailable_now()
}

pub(crate) fn unavailable_now() -> (StatusCode, Json<ApiError>) {
    refuse(StatusCode::SERVICE_UNAVAILABLE, "api-unavailable")
}

/// A sign-up or login that found no turn for its password's hash.
pub(crate) fn too_busy(busy: &identity::Busy) -> (StatusCode, Json<ApiError>) {
    match busy {
        identity::Busy::Full => refuse(StatusCode::SERVICE_UNAVAILABLE, "api-too-many-sign-ins"),
        identity::Busy::Failed => {
            eprintln!("skillgames: {busy}");
            unavailable_now()
        }
    }
}

/// Whether a browser's request comes from a page of this site (requests without `Origin`
/// come from programs, which a cookie's SameSite rules do not concern).
fn same_origin(online: &Service, headers: &HeaderMap) -> bool {
    let Some(origin) = headers.get(header::ORIGIN).and_then(|v| v.to_str().ok()) else {
        return true;
    };
    if online.config.origins.iter().any(|o| o == origin) {
        return true;
    }
    let host = headers
        .get(header::HOST)
        .and_then(|v| v.to_str().ok())
        .unwrap_or("");
    origin
        .strip_prefix("http://")
        .or_else(|| origin.strip_prefix("https://"))
        .is_some_and(|rest| !host.is_empty() && rest == host)
}

/// Refuses a browser's request from a page of another origin.
pub(crate) fn check_origin(
    online: &Service,
    headers: &HeaderMap,
) -> Result<(), (StatusCode, Json<ApiError>)> {
    if same_origin(online, headers) {
        Ok(())
    } else {
        Err(refuse(StatusCode::FORBIDDEN, "api-not-allowed"))
    }
}

impl Service {
    /// The player of the request's session.
    pub(crate) async fn identify(
        &self,
        headers: &HeaderMap,
    ) -> Result<Option<StoredPlayer>, StoreError> {
        let Some(token) = identity::token_of(headers) else {
            return Ok(None);
        };
        self.hub
            .store
            .session(&identity::digest(&token), self.hub.clock.now())
            .await
    }

    /// A new session for `player`: the cookie that carries it.
    pub(crate) async fn open_session(
        &self,
        player: &StoredPlayer,
    ) -> Result<HeaderValue, StoreError> {
        let (token, digest) = identity::new_token();
        let expires = self.hub.clock.now() + identity::SESSION_DAYS * 86_400_000;
        self.hub
            .store
            .add_session(&digest, player.id, expires)
            .await?;
        Ok(self.cookie_carrying(&token))
    }

    /// The `Set-Cookie` header carrying the session secret `token`.
    fn cookie_carrying(&self, token: &str) -> HeaderValue {
        HeaderValue::from_str(&identity::cookie(token, self.config.secure_cookies))
            .unwrap_or(HeaderValue::from_static(""))
    }

    /// The request's visitor cookie not stored yet (signed by this server), if it carries one.
    fn visitor_token(&self, headers: &HeaderMap) -> Option<String> {
        identity::token_of(headers)
            .filter(|token| identity::is_visitor_token(&self.visitor_key, token))
    }

    /// The player of the request's session; or, for a visitor not stored yet, the visitor,
    /// stored now with their cookie as their session (they are connecting: from now on they
    /// can be seen, play and be played).
    pub(crate) async fn identify_or_store(
        &self,
        headers: &HeaderMap,
    ) -> Result<Option<StoredPlayer>, StoreError> {
        if let Some(player) = self.identify(headers).await? {
            return Ok(Some(player));
        }
        let Some(token) = self.visitor_token(headers) else {
            return Ok(None);
        };
        let store = &self.hub.store;
        let now = self.hub.clock.now();
        let digest = identity::digest(&token);
        // The name their cookie gave them, unless another player has taken it (or one
        // looking like it) meanwhile.
        let mut name = identity::visitor_name_of(&token);
        for _ in 0..VISITOR_NAME_TRIES {
            let player = StoredPlayer {
                id: identity::new_id(),
                name: name.clone(),
                password: None,
                bot: false,
            };
            match store.add_player(&player, now).await {
                Ok(()) => {}
                Err(StoreError::Conflict) => {
                    let taken = std::mem::replace(&mut name, identity::visitor_name());
                    // The page showed the visitor the name taken: it changes on the socket's
                    // Hello.
                    eprintln!("skillgames: a visitor's name ({taken}) was taken: now {name}");
                    continue;
                }
                Err(e) => return Err(e),
            }
            let expires = now + identity::SESSION_DAYS * 86_400_000;
            return match store.add_session(&digest, player.id, expires).await {
                Ok(()) => Ok(Some(player)),
                Err(error) => {
                    // Another connection with the same cookie stored its visitor first: that
                    // one is this visitor.
                    store.forget_visitor(player.id).await?;
                    match store.session(&digest, now).await? {
                        Some(first) => Ok(Some(first)),
                        None => Err(error),
                    }
                }
            };
        }
        Err(StoreError::Conflict)
    }

    /// A new session for `player` in place of the request's, which ends: a session's secret
    /// never changes hands, so a cookie known before a sign-up or a login (one planted in the
    /// browser) is worth nothing after it.
    async fn renew_session(
        &self,
        player: &StoredPlayer,
        headers: &HeaderMap,
    ) -> Result<HeaderValue, StoreError> {
        let cookie = self.open_session(player).await?;
        if let Some(token) = identity::token_of(headers) {
            self.hub
                .store
                .drop_session(&identity::digest(&token))
                .await?;
        }
        Ok(cookie)
    }
}

/// The first cookie of `mint`'s whose name no player has (the last tried, when
/// [`VISITOR_NAME_TRIES`] are all taken): the name a visitor's first page shows is then the one
/// they keep when they connect, unless another player takes it in between.
async fn free_visitor_token(
    store: &Database,
    mut mint: impl FnMut() -> String,
) -> Result<String, StoreError> {
    let mut token = mint();
    for _ in 1..VISITOR_NAME_TRIES {
        let name = identity::visitor_name_of(&token);
        if store.player_named(&name).await?.is_none() {
            break;
        }
        token = mint();
    }
    Ok(token)
}

pub(crate) fn view(player: &StoredPlayer) -> PlayerView {
    PlayerView {
        name: player.name.clone(),
        account: player.password.is_some(),
        bot: player.bot,
    }
}

pub(crate) fn with_cookie(body: impl IntoResponse, cookie: Option<HeaderValue>) -> Response {
    let mut response = body.into_response();
    if let Some(cookie) = cookie {
        response.headers_mut().insert(header::SET_COOKIE, cookie);
    }
    response
        .headers_mut()
        .insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
    response
}

/// Who the visitor is and the games they play. A visitor the store does not know is stored
/// nothing: they get a signed cookie (unless they have one) and the name it gives them, and
/// are stored when they connect (see `Service::identify_or_store`).
async fn me(State(online): State<Arc<Service>>, headers: HeaderMap) -> Reply {
    let player = match online
        .identify(&headers)
        .await
        .map_err(|e| unavailable(&e))?
    {
        Some(player) => player,
        None => {
            let (token, cookie) = match online.visitor_token(&headers) {
                Some(token) => (token, None),
                None => {
                    let mint = || identity::new_visitor_token(&online.visitor_key);
                    let token = free_visitor_token(&online.hub.store, mint)
                        .await
                        .map_err(|e| unavailable(&e))?;
                    let cookie = online.cookie_carrying(&token);
                    (token, Some(cookie))
                }
            };
            let body = Json(MyGames {
                me: PlayerView {
                    name: identity::visitor_name_of(&token),
                    account: false,
                    bot: false,
                },
                playing: Vec::new(),
                moderator: false,
            });
            return Ok(with_cookie(body, cookie));
        }
    };
    let store = &online.hub.store;
    let games = store
        .games_of(player.id, 50)
        .await
        .map_err(|e| unavailable(&e))?;
    let mut playing = Vec::new();
    for stored in games {
        let round = &stored.round;
        if round.status != Status::Playing {
            continue;
        }
        let Some(side) = round.side_of(player.id) else {
            continue;
        };
        let opponent = match round.player(side.other()) {
            Some(id) => store.player(id).await.ok().flatten().map(|p| p.name),
            None => None,
        };
        playing.push(MyGame {
            id: round.id.clone(),
            variant: crate::game::view::variant_id(round.terms.variant),
            time: round.terms.time,
            opponent: opponent.unwrap_or_default(),
            your_turn: round.to_move() == side,
        });
    }
    playing.sort_by_key(|g| !g.your_turn);
    let moderator = store
        .standing(player.id)
        .await
        .map_err(|e| unavailable(&e))?
        .moderator;
    let body = Json(MyGames {
        me: view(&player),
        playing,
        moderator,
    });
    Ok(with_cookie(body, None))
}

fn check_credentials(credentials: &Credentials) -> Result<String, (StatusCode, Json<ApiError>)> {
    let name = check_name(&credentials.name).map_err(|e| {
        // Markup, script or a name otherwise unfit: said in words, kept in the log.
        eprintln!(
            "skillgames: refused: a name of {} characters: {e:?}",
            credentials.name.chars().count()
        );
        refuse(StatusCode::BAD_REQUEST, e.message())
    })?;
    let length = credentials.password.chars().count();
    if !(MIN_PASSWORD_LEN..=MAX_PASSWORD_LEN).contains(&length) {
        return Err(refuse(StatusCode::BAD_REQUEST, "api-password-length"));
    }
    Ok(name)
}

async fn signup(
    State(online): State<Arc<Service>>,
    headers: HeaderMap,
    Json(credentials): Json<Credentials>,
) -> Reply {
    check_origin(&online, &headers)?;
    let name = check_credentials(&credentials)?;
    let current = online
        .identify(&headers)
        .await
        .map_err(|e| unavailable(&e))?;
    if current.as_ref().is_some_and(|p| p.password.is_some()) {
        return Err(refuse(StatusCode::BAD_REQUEST, "api-signup-logged-in"));
    }
    let password = credentials.password.clone();
    let hash = online
        .hashing
        .run(move || identity::hash_password(&password))
        .await
        .map_err(|busy| too_busy(&busy))?
        .map_err(|e| {
            eprintln!("skillgames: a password could not be hashed: {e}");
            unavailable_now()
        })?;
    let taken = || refuse(StatusCode::CONFLICT, "api-name-taken");
    let (player, cookie) = match current {
        // The visitor's games become the account's.
        Some(visitor) => {
            match online
                .hub
                .store
                .make_account(visitor.id, &name, &hash)
                .await
            {
                Ok(()) => {}
                Err(StoreError::Conflict) => return Err(taken()),
                Err(e) => return Err(unavailable(&e)),
            }
            let player = StoredPlayer {
                id: visitor.id,
                name,
                password: Some(hash),
                bot: false,
            };
            // A new session for the account, and the visitor's ends: whoever else knew the
            // visitor's cookie (one planted in this browser) does not hold the account.
            let cookie = online
                .renew_session(&player, &headers)
                .await
                .map_err(|e| unavailable(&e))?;
            // The connections opened as the visitor now act for the account: they close,
            // and the page connects again with the new cookie.
            online.hub.close_connections(player.id);
            (player, Some(cookie))
        }
        None => {
            let player = StoredPlayer {
                id: identity::new_id(),
                name,
                password: Some(hash),
                bot: false,
            };
            match online
                .hub
                .store
                .add_player(&player, online.hub.clock.now())
                .await
            {
                Ok(()) => {}
                Err(StoreError::Conflict) => return Err(taken()),
                Err(e) => return Err(unavailable(&e)),
            }
            let cookie = online
                .open_session(&player)
                .await
                .map_err(|e| unavailable(&e))?;
            (player, Some(cookie))
        }
    };
    eprintln!("skillgames: account created: {}", player.id);
    Ok(with_cookie(Json(view(&player)), cookie))
}

async fn login(
    State(online): State<Arc<Service>>,
    headers: HeaderMap,
    Json(credentials): Json<Credentials>,
) -> Reply {
    check_origin(&online, &headers)?;
    let wrong = || refuse(StatusCode::UNAUTHORIZED, "api-login-wrong");
    if credentials.password.len() > MAX_PASSWORD_LEN * 4 || credentials.name.len() > 200 {
        return Err(wrong());
    }
    let found = online
        .hub
        .store
        .player_named(credentials.name.trim())
        .await
        .map_err(|e| unavailable(&e))?;
    let hash = found.as_ref().and_then(|p| p.password.clone());
    let password = credentials.password.clone();
    let matches = online
        .hashing
        .run(move || {
            let hash = hash.as_deref().unwrap_or_else(|| identity::dummy_hash());
            identity::verify_password(&password, hash)
        })
        .await
        .map_err(|busy| too_busy(&busy))?;
    let Some(player) = found.filter(|p| matches && p.password.is_some()) else {
        return Err(wrong());
    };
    if online
        .hub
        .store
        .standing(player.id)
        .await
        .map_err(|e| unavailable(&e))?
        .closed
    {
        return Err(refuse(StatusCode::FORBIDDEN, "api-account-closed"));
    }
    let cookie = online
        .renew_session(&player, &headers)
        .await
        .map_err(|e| unavailable(&e))?;
    Ok(with_cookie(Json(view(&player)), Some(cookie)))
}

async fn logout(State(online): State<Arc<Service>>, headers: HeaderMap) -> Reply {
    check_origin(&online, &headers)?;
    if let Some(token) = identity::token_of(&headers) {
        online
            .hub
            .store
            .drop_session(&identity::digest(&token))
            .await
            .map_err(|e| unavailable(&e))?;
    }
    let clear = HeaderValue::from_str(&identity::cookie("", online.config.secure_cookies)).ok();
    Ok(with_cookie(StatusCode::NO_CONTENT, clear))
}

async fn profile(State(online): State<Arc<Service>>, Path(name): Path<String>) -> Reply {
    let store = &online.hub.store;
    let not_found = || refuse(StatusCode::NOT_FOUND, "api-player-not-found");
    if name.len() > 100 {
        return Err(not_found());
    }
    let player = store
        .player_named(&name)
        .await
        .map_err(|e| unavailable(&e))?
        .ok_or_else(not_found)?;
    let ratings = store
        .ratings_of(player.id)
        .await
        .map_err(|e| unavailable(&e))?
        .into_iter()
        .map(|(game, size, rating, history)| VariantRating {
            variant: VariantId::new(game, size),
            rating: ratings::view(&rating),
            games: u32::try_from(rating.games).unwrap_or(0),
            #[allow(clippy::cast_possible_truncation)]
            history: history.iter().map(|r| r.round() as i32).collect(),
        })
        .collect();
    let results = store
        .results(player.id)
        .await
        .map_err(|e| unavailable(&e))?;
    let mut games = Vec::new();
    for stored in store
        .games_of(player.id, PROFILE_GAMES)
        .await
        .map_err(|e| unavailable(&e))?
    {
        games.push(summary(&online, &stored.round).await);
    }
    Ok(Json(Profile {
        player: view(&player),
        ratings,
        results,
        games,
    })
    .into_response())
}

async fn name_of(online: &Service, id: Option<i64>) -> String {
    match id {
        Some(id) => online
            .hub
            .store
            .player(id)
            .await
            .ok()
            .flatten()
            .map(|p| p.name)
            .unwrap_or_default(),
        None => String::new(),
    }
}

async fn summary(online: &Service, round: &crate::round::Round) -> GameSummary {
    GameSummary {
        id: round.id.clone(),
        variant: crate::game::view::variant_id(round.terms.variant),
        time: round.terms.time,
        rated: round.terms.rated,
        white: name_of(online, round.white).await,
        black: name_of(online, round.black).await,
        status: round.status_view(),
        moves: round.moves().to_vec(),
    }
}

async fn live(State(online): State<Arc<Service>>) -> Response {
    Json(online.hub.live_games()).into_response()
}

/// Game `id` from the store, or the reply that says why not.
async fn stored_game(
    online: &Service,
    id: &GameId,
) -> Result<crate::store::StoredGame, (StatusCode, Json<ApiError>)> {
    online
        .hub
        .store
        .game(id)
        .await
        .map_err(|e| unavailable(&e))?
        .ok_or_else(|| refuse(StatusCode::NOT_FOUND, "api-no-such-game"))
}

async fn game(State(online): State<Arc<Service>>, Path(id): Path<GameId>) -> Reply {
    let stored = stored_game(&online, &id).await?;
    Ok(Json(online.hub.stored_view(&stored.round).await).into_response())
}

async fn record(State(online): State<Arc<Service>>, Path(id): Path<GameId>) -> Reply {
    let stored = stored_game(&online, &id).await?;
    let round = &stored.round;
    let text = transcript::write(&Transcript {
        variant: round.terms.variant,
        start: None,
        moves: round.moves().to_vec(),
        white: Side::Person,
        black: Side::Person,
        date: None,
    });
    Ok(([(header::CONTENT_TYPE, "text/plain; charset=utf-8")], text).into_response())
}

async fn health(State(online): State<Arc<Service>>) -> Response {
    let (connections, games) = online.hub.counts().await;
    let (pairings, pairing_p50, pairing_p99) = online.hub.counters.pairing_times();
    let body = serde_json::json!({
        "node": online.config.node,
        "bus": online.hub.bus_subscribed(),
        "connections": connections,
        "games": games,
        "moves": online.hub.counters.moves.load(std::sync::atomic::Ordering::Relaxed),
        "tournament_pairings": pairings,
        "tournament_pairing_ms_p50": pairing_p50,
        "tournament_pairing_ms_p99": pairing_p99,
        "hashing": online.hashing.running(),
        "hashing_peak": online.hashing.peak(),
        "rss_bytes": resident_bytes(),
    });
    Json(body).into_response()
}

async fn ready(State(online): State<Arc<Service>>) -> Response {
    if !online.hub.store.ready().await {
        (StatusCode::SERVICE_UNAVAILABLE, "database unreachable\n").into_response()
    } else if online.hub.bus_subscribed() == Some(false) {
        // Serving alone, its players would not see the other servers' moves live.
        (StatusCode::SERVICE_UNAVAILABLE, "pub/sub unreachable\n").into_response()
    } else {
        (StatusCode::OK, "ready\n").into_response()
    }
}

/// The process's resident memory, from Linux's `/proc` (0 elsewhere).
#[must_use]
pub fn resident_bytes() -> u64 {
    std::fs::read_to_string("/proc/self/statm")
        .ok()
        .and_then(|s| s.split_whitespace().nth(1)?.parse::<u64>().ok())
        .map_or(0, |pages| pages * 4096)
}

/// What every limit per address counts by: an IPv4 address, or an IPv6 address's /64 (the
/// smallest network a provider gives one subscriber, whose 2^64 addresses one client can
/// spread its requests over). An IPv4 address written as IPv6 (`::ffff:a.b.c.d`) is that
/// IPv4 address.
#[must_use]
pub fn address_key(address: IpAddr) -> IpAddr {
    match address {
        IpAddr::V4(_) => address,
        IpAddr::V6(v6) => match v6.to_ipv4_mapped() {
            Some(v4) => IpAddr::V4(v4),
            None => IpAddr::V6(Ipv6Addr::from(u128::from(v6) & IPV6_NETWORK_MASK)),
        },
    }
}

/// The first 64 bits of an IPv6 address: the network one subscriber is given.
const IPV6_NETWORK_MASK: u128 = !((1 << 64) - 1);

/// The player's address: the peer's, or behind a trusted proxy the last one it forwarded.
pub(crate) fn client_address(online: &Service, headers: &HeaderMap, peer: SocketAddr) -> IpAddr {
    forwarded_or_peer(online.config.trust_proxy, headers, peer)
}

/// The last address a trusted proxy forwarded (the one nginx appended), else the peer's.
fn forwarded_or_peer(trust_proxy: bool, headers: &HeaderMap, peer: SocketAddr) -> IpAddr {
    if trust_proxy {
        let forwarded = headers
            .get("x-forwarded-for")
            .and_then(|v| v.to_str().ok())
            .and_then(|v| v.rsplit(',').next())
            .and_then(|v| v.trim().parse::<IpAddr>().ok());
        if let Some(address) = forwarded {
            return address;
        }
    }
    peer.ip()
}

async fn socket_upgrade(
    State(online): State<Arc<Service>>,
    ConnectInfo(peer): ConnectInfo<SocketAddr>,
    headers: HeaderMap,
    upgrade: WebSocketUpgrade,
) -> Reply {
    if !same_origin(&online, &headers) {
        eprintln!("skillgames: refused a WebSocket from another origin ({peer})");
        return Err(refuse(StatusCode::FORBIDDEN, "api-not-allowed"));
    }
    let player = online
        .identify_or_store(&headers)
        .await
        .map_err(|e| unavailable(&e))?
        .ok_or_else(|| refuse(StatusCode::UNAUTHORIZED, "api-open-the-page-first"))?;
    let address = client_address(&online, &headers, peer);
    let Some(permit) = online.admit(address_key(address)) else {
        return Err(refuse(
            StatusCode::TOO_MANY_REQUESTS,
            "api-too-many-connections",
        ));
    };
    let hub = online.hub.clone();
    let limits = online.config.limits;
    Ok(upgrade
        .max_message_size(MAX_MESSAGE_LEN)
        .max_frame_size(MAX_MESSAGE_LEN)
        .on_upgrade(move |socket| async move {
            socket::serve(hub, player, address, socket, limits).await;
            drop(permit);
        }))
}

/// A connection's place in its address's allowance, given back when dropped.
pub struct Permit {
    online: Arc<Service>,
    address: IpAddr,
}

impl Drop for Permit {
    fn drop(&mut self) {
        let mut counts = self
            .online
            .per_address
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        if let Some(count) = counts.get_mut(&self.address) {
            *count -= 1;
            if *count == 0 {
                counts.remove(&self.address);
            }
        }
    }
}

impl Service {
    fn admit(self: &Arc<Self>, address: IpAddr) -> Option<Permit> {
        let mut counts = self
            .per_address
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        let count = counts.entry(address).or_insert(0);
        if *count >= self.config.limits.connections_per_address {
            return None;
        }
        *count += 1;
        Some(Permit {
            online: self.clone(),
            address,
        })
    }
}

fn too_many(_: GovernorError) -> Response {
    refuse(StatusCode::TOO_MANY_REQUESTS, "api-too-many-tries").into_response()
}

/// The rate limits' key: the [`address_key`] of the player's address (the peer's, or behind a
/// trusted proxy the one it forwarded), as the connection limits count.
#[derive(Clone, Copy, Debug)]
struct AddressKey {
    trust_proxy: bool,
}

impl KeyExtractor for AddressKey {
    type Key = IpAddr;

    fn extract<T>(&self, request: &axum::http::Request<T>) -> Result<IpAddr, GovernorError> {
        let ConnectInfo(peer) = request
            .extensions()
            .get::<ConnectInfo<SocketAddr>>()
            .ok_or(GovernorError::UnableToExtractKey)?;
        Ok(address_key(forwarded_or_peer(
            self.trust_proxy,
            request.headers(),
            *peer,
        )))
    }
}

/// `routes` limited to `burst` requests at once and one per `every` after, per address (see
/// [`AddressKey`]).
fn limited(
    routes: Router<Arc<Service>>,
    trust_proxy: bool,
    every: std::time::Duration,
    burst: u32,
) -> Router<Arc<Service>> {
    match GovernorConfigBuilder::default()
        .key_extractor(AddressKey { trust_proxy })
        .period(every)
        .burst_size(burst)
        .finish()
    {
        Some(config) => routes.layer(GovernorLayer::new(Arc::new(config)).error_handler(too_many)),
        None => routes,
    }
}

/// What an error of the HTTP layer (one of axum's own refusals: a body that is not JSON, too
/// large or of the wrong type, a path or method the API does not have) means, in plain words.
fn error_words(status: StatusCode) -> &'static str {
    match status {
        StatusCode::NOT_FOUND => "api-not-found",
        StatusCode::METHOD_NOT_ALLOWED => "api-method-not-allowed",
        StatusCode::PAYLOAD_TOO_LARGE => "api-too-large",
        StatusCode::UNSUPPORTED_MEDIA_TYPE => "api-not-json",
        StatusCode::UNPROCESSABLE_ENTITY => "api-wrong-form",
        StatusCode::REQUEST_TIMEOUT => "api-too-slow",
        _ => "api-unreadable",
    }
}

/// Every refusal of the API is JSON `{"error": "..."}` in plain words: axum's own (plain text,
/// technical) are replaced, keeping their status and headers such as `Allow`.
async fn plain_errors(response: Response) -> Response {
    let status = response.status();
    // JSON, or the pages of words opened from a letter's link (`api/email.rs`).
    let json = response
        .headers()
        .get(header::CONTENT_TYPE)
        .is_some_and(|v| {
            v.as_bytes().starts_with(b"application/json") || v.as_bytes().starts_with(b"text/html")
        });
    if !status.is_client_error() || json {
        return response;
    }
    let (parts, _) = response.into_parts();
    let mut plain = refuse(status, error_words(status)).into_response();
    for (name, value) in &parts.headers {
        if name != header::CONTENT_TYPE && name != header::CONTENT_LENGTH {
            plain.headers_mut().insert(name.clone(), value.clone());
        }
    }
    plain
}

/// A path under `/api` that names nothing.
async fn no_such_route() -> (StatusCode, Json<ApiError>) {
    refuse(StatusCode::NOT_FOUND, error_words(StatusCode::NOT_FOUND))
}

/// The online service's routes, under `/api`.
pub fn routes(online: Arc<Service>) -> Router {
    let limits = online.config.limits;
    let account_routes = Router::new()
        .route("/api/signup", post(signup))
        .route("/api/login", post(login))
        .merge(crate::api::password_routes());
    let account_routes = limited(
        account_routes,
        online.config.trust_proxy,
        limits.login_every,
        limits.login_burst,
    );
    let api = Router::new()
        .route("/api/me", get(me))
        .route("/api/logout", post(logout))
        .route("/api/players/{name}", get(profile))
        .route("/api/live", get(live))
        .route("/api/games/{id}", get(game))
        .route("/api/games/{id}/record", get(record))
        .route("/api", any(no_such_route))
        .route("/api/", any(no_such_route))
        .route("/api/{*rest}", any(no_such_route))
        .merge(account_routes)
        .merge(crate::api::page_routes());
    let api = limited(
        api,
        online.config.trust_proxy,
        limits.request_every,
        limits.request_burst,
    )
    // The page's JSON (the games to watch, a profile, a game) compressed for browsers that
    // take it; the API's streams and the WebSocket, added below, are never held back by it.
    .layer(tower_http::compression::CompressionLayer::new());
    // The API's calls with a token are limited per token (and calls without a valid one per
    // address), not per address: many bots may play from one machine.
    api.merge(crate::api::token_routes())
        .route("/api/socket", get(socket_upgrade))
        .route("/api/health", get(health))
        .route("/api/ready", get(ready))
        .layer(DefaultBodyLimit::max(MAX_BODY))
        // A request whose body trickles in is answered (408) and its connection closed.
        .layer(TimeoutLayer::with_status_code(
            StatusCode::REQUEST_TIMEOUT,
            limits.request_timeout,
        ))
        .layer(axum::middleware::map_response(plain_errors))
        .layer(axum::middleware::from_fn(word_errors))
        // Every answer: no type sniffing, nothing in it runs.
        .layer(SetResponseHeaderLayer::if_not_present(
            header::X_CONTENT_TYPE_OPTIONS,
            HeaderValue::from_static("nosniff"),
        ))
        .layer(SetResponseHeaderLayer::if_not_present(
            header::CONTENT_SECURITY_POLICY,
            HeaderValue::from_static(API_CONTENT_SECURITY_POLICY),
        ))
        .with_state(online)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A first visit's cookie names a visitor no player is: one whose name is taken is passed
    /// over; when every one tried is taken, the last is given (its visitor is renamed when
    /// stored).
    #[tokio::test]
    async fn a_first_visit_gets_a_name_no_player_has() {
        let store = Database::open("sqlite::memory:").await.unwrap();
        let key = identity::new_visitor_key();
        // Cookies of different names.
        let mut tokens: Vec<String> = Vec::new();
        while tokens.len() <= VISITOR_NAME_TRIES {
            let token = identity::new_visitor_token(&key);
            let name = identity::visitor_name_of(&token);
            if tokens.iter().all(|t| identity::visitor_name_of(t) != name) {
                tokens.push(token);
            }
        }
        let take = |token: &String| StoredPlayer {
            id: identity::new_id(),
            // Another case: names are one whatever their case.
            name: identity::visitor_name_of(token).to_uppercase(),
            password: Some("hash".into()),
            bot: false,
        };
        let mut minted = tokens.iter().cloned();
        let first = free_visitor_token(&store, || minted.next().unwrap()).await;
        assert_eq!(first.unwrap(), tokens[0]);
        store.add_player(&take(&tokens[0]), 0).await.unwrap();
        let mut minted = tokens.iter().cloned();
        let second = free_visitor_token(&store, || minted.next().unwrap()).await;
        assert_eq!(second.unwrap(), tokens[1]);
        for token in &tokens[1..VISITOR_NAME_TRIES] {
            store.add_player(&take(token), 0).await.unwrap();
        }
        let mut minted = tokens.iter().cloned();
        let last = free_visitor_token(&store, || minted.next().unwrap()).await;
        assert_eq!(last.unwrap(), tokens[VISITOR_NAME_TRIES - 1]);
    }

    fn ip(text: &str) -> IpAddr {
        text.parse().unwrap()
    }

    /// Every address of one IPv6 /64 is one client to the limits; another /64, another;
    /// IPv4 addresses are themselves, however written.
    #[test]
    fn limits_count_an_ipv6_network_as_one_address() {
        let key = address_key(ip("2001:db8:1:2::1"));
        assert_eq!(key, ip("2001:db8:1:2::"));
        for same in ["2001:db8:1:2::ffff", "2001:db8:1:2:ab:cd:ef:1"] {
            assert_eq!(address_key(ip(same)), key, "{same}");
        }
        assert_ne!(address_key(ip("2001:db8:1:3::1")), key);
        assert_eq!(address_key(ip("203.0.113.7")), ip("203.0.113.7"));
        assert_eq!(address_key(ip("::ffff:203.0.113.7")), ip("203.0.113.7"));
        assert_ne!(address_key(ip("203.0.113.8")), ip("203.0.113.7"));
    }

    /// The rate limits' key is the same function's, of the peer or of the address a trusted
    /// proxy forwarded.
    #[test]
    fn rate_limits_key_on_the_same_network() {
        let request = |peer: &str, forwarded: Option<&str>| {
            let mut request = axum::http::Request::new(());
            request
                .extensions_mut()
                .insert(ConnectInfo(SocketAddr::new(ip(peer), 40_000)));
            if let Some(forwarded) = forwarded {
                request
                    .headers_mut()
                    .insert("x-forwarded-for", HeaderValue::from_str(forwarded).unwrap());
            }
            request
        };
        let direct = AddressKey { trust_proxy: false };
        let proxied = AddressKey { trust_proxy: true };
        let peer = request("2001:db8::5", Some("198.51.100.1"));
        assert_eq!(direct.extract(&peer).unwrap(), ip("2001:db8::"));
        let forwarded = request("127.0.0.1", Some("198.51.100.1, 2001:db8:7:7::9"));
        assert_eq!(proxied.extract(&forwarded).unwrap(), ip("2001:db8:7:7::"));
        assert_eq!(direct.extract(&forwarded).unwrap(), ip("127.0.0.1"));
        assert!(direct.extract(&axum::http::Request::new(())).is_err());
    }
}
