//! Who calls the API: a personal API token in `Authorization: Bearer <token>`, its scopes,
//! and its rate. A token missing, unknown or revoked is a 401 with a JSON error; one without
//! the scope an action needs a 403; one too fast a 429. Nothing is changed then.

use std::collections::HashMap;
use std::net::{IpAddr, SocketAddr};
use std::num::NonZeroU32;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use axum::Json;
use axum::extract::{ConnectInfo, FromRequestParts};
use axum::http::request::Parts;
use axum::http::{HeaderMap, StatusCode, header};
use governor::{DefaultKeyedRateLimiter, Quota, RateLimiter};
use skillgames_online::http::ApiError;

use super::{refuse, refuse_with};
use crate::Service;
use crate::identity;
use crate::store::StoredPlayer;

/// A token's requests per second, after its burst.
const TOKEN_PER_SECOND: u32 = 50;
/// The requests a token may make at once.
const TOKEN_BURST: u32 = 200;
/// The longest token read (ours are 47 characters).
const MAX_TOKEN_LEN: usize = 100;
/// What every token starts with, so that a token is recognised in a leak (as lichess's `lip_`).
pub const TOKEN_PREFIX: &str = "sgp_";

/// What a token may do.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Scope {
    /// Play as a bot (the Bot API, challenges, the bot upgrade).
    BotPlay,
    /// Play with the Board API (challenges too).
    BoardPlay,
    /// Read the account.
    AccountRead,
}

impl Scope {
    /// Every scope, in the order the account page lists them.
    pub const ALL: [Scope; 3] = [Scope::BotPlay, Scope::BoardPlay, Scope::AccountRead];

    /// The scope's word, as lichess writes its scopes.
    #[must_use]
    pub const fn word(self) -> &'static str {
        match self {
            Scope::BotPlay => "bot:play",
            Scope::BoardPlay => "board:play",
            Scope::AccountRead => "account:read",
        }
    }

    /// The scope written `word`.
    #[must_use]
    pub fn of(word: &str) -> Option<Scope> {
        Scope::ALL.into_iter().find(|s| s.word() == word)
    }
}

/// The scopes a request needs: any one of them.
pub(super) type Needs = &'static [Scope];

/// Either play scope: challenges are made and answered by bots and board players alike.
pub(super) const PLAY: Needs = &[Scope::BotPlay, Scope::BoardPlay];

/// The tokens' rates, one bucket per token.
pub struct TokenRates(DefaultKeyedRateLimiter<String>);

impl Default for TokenRates {
    fn default() -> Self {
        let quota = Quota::per_second(NonZeroU32::new(TOKEN_PER_SECOND).unwrap_or(NonZeroU32::MIN))
            .allow_burst(NonZeroU32::new(TOKEN_BURST).unwrap_or(NonZeroU32::MIN));
        TokenRates(RateLimiter::keyed(quota))
    }
}

/// Calls without a valid token an address may make at once, and then one per second: a
/// flood of made-up tokens is refused before it reaches the store.
const FAILURE_BURST: u32 = 30;
/// How long an address that spent its calls without a valid token is refused at once.
const FAILURE_PAUSE: Duration = Duration::from_secs(10);

/// The addresses' calls without a valid token, and the addresses refused for a while.
pub struct Failures {
    buckets: DefaultKeyedRateLimiter<IpAddr>,
    paused: Mutex<HashMap<IpAddr, Instant>>,
}

impl Default for Failures {
    fn default() -> Self {
        let quota = Quota::per_second(NonZeroU32::MIN)
            .allow_burst(NonZeroU32::new(FAILURE_BURST).unwrap_or(NonZeroU32::MIN));
        Failures {
            buckets: RateLimiter::keyed(quota),
            paused: Mutex::new(HashMap::new()),
        }
    }
}

impl Failures {
    /// Whether `address` is refused for now.
    pub(super) fn paused(&self, address: IpAddr) -> bool {
        let mut paused = self
            .paused
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        let now = Instant::now();
        paused.retain(|_, until| *until > now);
        paused.contains_key(&address)
    }

    /// Counts a call of `address` without a valid token (or a wrong tournament password).
    pub(super) fn failed(&self, address: IpAddr) {
        if self.buckets.check_key(&address).is_err() {
            self.paused
                .lock()
                .unwrap_or_else(std::sync::PoisonError::into_inner)
                .insert(address, Instant::now() + FAILURE_PAUSE);
        }
    }
}

/// The caller's address (the one a trusted proxy forwarded, else the peer's).
pub struct Peer(pub IpAddr);

impl FromRequestParts<Arc<Service>> for Peer {
    type Rejection = std::convert::Infallible;

    async fn from_request_parts(
        parts: &mut Parts,
        online: &Arc<Service>,
    ) -> Result<Peer, Self::Rejection> {
        let peer = parts
            .extensions
            .get::<ConnectInfo<SocketAddr>>()
            .map_or(SocketAddr::from(([0, 0, 0, 0], 0)), |c| c.0);
        Ok(Peer(crate::http::client_address(
            online,
            &parts.headers,
            peer,
        )))
    }
}

/// A caller of the API.
#[derive(Clone, Debug)]
pub(super) struct Caller {
    /// Whose token it is.
    pub(super) player: StoredPlayer,
}

type Refusal = (StatusCode, Json<ApiError>);

/// The token's secret of a request, if it carries one.
fn bearer(headers: &HeaderMap) -> Option<&str> {
    let value = headers.get(header::AUTHORIZATION)?.to_str().ok()?;
    let (scheme, token) = value.split_once(' ')?;
    scheme.eq_ignore_ascii_case("bearer").then(|| token.trim())
}

/// The caller of a request with a token that has one of the scopes `needs`.
///
/// # Errors
/// 401 without a valid token, 403 without the scope, 429 too fast, 503 when the store fails.
pub(super) async fn caller(
    online: &Arc<Service>,
    headers: &HeaderMap,
    Peer(address): &Peer,
    needs: Needs,
) -> Result<Caller, Refusal> {
    let failures = &online.api.failures;
    if failures.paused(*address) {
        return Err(refuse(
            StatusCode::TOO_MANY_REQUESTS,
            "api-too-many-without-token",
        ));
    }
    let unknown = || {
        failures.failed(*address);
        refuse(StatusCode::UNAUTHORIZED, "api-no-valid-token")
    };
    let Some(token) = bearer(headers) else {
        return Err(unknown());
    };
    // Not one of ours (or too long to be): not worth a digest or a query.
    if !token.starts_with(TOKEN_PREFIX) || token.len() > MAX_TOKEN_LEN {
        return Err(unknown());
    }
    let now = online.hub.clock.now();
    let found = online
        .hub
        .store
        .token(&identity::digest(token), now)
        .await
        .map_err(|e| super::unavailable(&e))?;
    let Some((stored, player)) = found else {
        return Err(unknown());
    };
    if online.api.rates.0.check_key(&stored.id).is_err() {
        return Err(refuse(StatusCode::TOO_MANY_REQUESTS, "api-token-too-fast"));
    }
    let granted: Vec<Scope> = stored.scopes.split(' ').filter_map(Scope::of).collect();
    if !needs.is_empty() && !needs.iter().any(|n| granted.contains(n)) {
        let words: Vec<&str> = needs.iter().map(|n| n.word()).collect();
        // One scope, or either of several ("bot:play or board:play").
        return Err(match words.split_last() {
            Some((last, others)) if !others.is_empty() => refuse_with(
                StatusCode::FORBIDDEN,
                "api-token-needs-scopes",
                &[
                    ("scopes", others.join(", ").into()),
                    ("last", (*last).into()),
                ],
            ),
            _ => refuse_with(
                StatusCode::FORBIDDEN,
                "api-token-needs-scope",
                &[("scope", words.concat().into())],
            ),
        });
    }
    Ok(Caller { player })
}

#[cfg(test)]
mod tests {
    use super::*;
    use axum::http::HeaderValue;

    #[test]
    fn scopes_read_as_they_are_written() {
        for scope in Scope::ALL {
            assert_eq!(Scope::of(scope.word()), Some(scope));
        }
        assert_eq!(Scope::of("email:read"), None);
    }

    #[test]
    fn only_a_bearer_token_is_read() {
        let mut headers = HeaderMap::new();
        assert_eq!(bearer(&headers), None);
        headers.insert(
            header::AUTHORIZATION,
            HeaderValue::from_static("Bearer sgp_abc"),
        );
        assert_eq!(bearer(&headers), Some("sgp_abc"));
        headers.insert(
            header::AUTHORIZATION,
            HeaderValue::from_static("bearer  sgp_abc "),
        );
        assert_eq!(bearer(&headers), Some("sgp_abc"));
        headers.insert(
            header::AUTHORIZATION,
            HeaderValue::from_static("Basic dXNlcjpwYXNz"),
        );
        assert_eq!(bearer(&headers), None);
    }
}
