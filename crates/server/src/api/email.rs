//! Email for the account page: the address (`GET`/`POST`/`DELETE /api/email`), verified by the
//! link sent to it (`GET /api/email/verify?token=`), the digest on or off
//! (`POST /api/email/digest`, and the letters' one-click `GET`/`POST
//! /api/email/unsubscribe?player=&key=`); and the password reset by an emailed link
//! (`POST /api/password/forgot`, then `POST /api/password/reset`).
//!
//! A link's secret is kept only as its digest, works once, and for a while
//! ([`crate::email::VERIFY_FOR`], [`crate::email::RESET_FOR`]). Asking for a reset gets the
//! same answer, as fast, whether or not the name or address is known: the letters go out
//! from a task of their own. Each account gets at most a few links a day, one a minute.

use std::collections::HashMap;
use std::sync::Arc;

use axum::Json;
use axum::extract::{Query, State};
use axum::http::{HeaderMap, StatusCode, header};
use axum::response::{IntoResponse, Response};
use skillgames_i18n::Catalogue;
use skillgames_online::http::{
    DigestChoice, EmailAddress, EmailSettings, ForgotPassword, NewPassword, Said,
};
use skillgames_online::{MAX_PASSWORD_LEN, MIN_PASSWORD_LEN};

use super::{Reply, check_origin, refuse, unavailable};
use crate::Service;
use crate::email::{self, LINKS_A_DAY, MAX_ADDRESS_LEN, Mail, RESEND_AFTER, millis};
use crate::identity;
use crate::round::PlayerId;
use crate::store::{LinkPurpose, StoredPlayer};

const NO_EMAIL: &str = "api-no-email";
const SENT_RESET: &str = "api-reset-sent";
const DEAD_LINK: &str = "api-dead-link";
const DAY_MS: u64 = 86_400_000;

fn mail_of(online: &Service) -> Result<&Arc<Mail>, super::Failure> {
    online
        .mail
        .as_ref()
        .ok_or_else(|| refuse(StatusCode::SERVICE_UNAVAILABLE, NO_EMAIL))
}

async fn account(online: &Service, headers: &HeaderMap) -> Result<StoredPlayer, super::Failure> {
    super::tokens::session_account(online, headers, "api-email-needs-account").await
}

async fn settings_of(online: &Service, player: PlayerId) -> Result<EmailSettings, super::Failure> {
    let kept = online
        .hub
        .store
        .email_of(player)
        .await
        .map_err(|e| unavailable(&e))?;
    Ok(EmailSettings {
        sends: online.mail.is_some(),
        address: kept.as_ref().map(|k| k.address.clone()),
        verified: kept.as_ref().is_some_and(|k| k.verified),
        digest: kept.as_ref().is_some_and(|k| k.digest),
    })
}

/// Whether another link for `purpose` may go to `player` now: not more than
/// [`LINKS_A_DAY`] a day, nor within [`RESEND_AFTER`] of the last.
async fn may_send(
    online: &Service,
    player: PlayerId,
    purpose: LinkPurpose,
) -> Result<bool, crate::store::StoreError> {
    let now = online.hub.clock.now();
    let (sent, last) = online
        .hub
        .store
        .email_links_since(player, purpose, now.saturating_sub(DAY_MS))
        .await?;
    Ok(sent < LINKS_A_DAY && last.is_none_or(|last| now >= last + millis(RESEND_AFTER)))
}

/// Keeps a new link for `purpose` to `address` and sends its letter.
async fn send_link(
    online: &Service,
    mail: &Mail,
    player: &StoredPlayer,
    purpose: LinkPurpose,
    address: &str,
) -> Result<(), String> {
    let now = online.hub.clock.now();
    let (token, digest) = identity::new_token();
    let words = crate::words::words_of(&online.hub.store, player.id).await;
    let (lasts, letter) = match purpose {
        LinkPurpose::Verify => (
            email::VERIFY_FOR,
            email::verify_letter(
                words,
                &player.name,
                &mail.link(&format!("/api/email/verify?token={token}")),
            ),
        ),
        LinkPurpose::Reset => (
            email::RESET_FOR,
            email::reset_letter(
                words,
                &player.name,
                &mail.link(&format!("/#/reset/{token}")),
            ),
        ),
    };
    online
        .hub
        .store
        .add_email_link(
            &digest,
            player.id,
            purpose,
            address,
            now,
            now + millis(lasts),
        )
        .await
        .map_err(|e| e.to_string())?;
    mail.send(address, letter).await.map_err(|e| e.to_string())
}

/// `GET /api/email`: whether this site sends email at all, and an account's address.
pub(super) async fn get(State(online): State<Arc<Service>>, headers: HeaderMap) -> Reply {
    let player = super::viewer(&online, &headers)
        .await?
        .filter(|p| p.password.is_some());
    let settings = match player {
        Some(player) => settings_of(&online, player.id).await?,
        // Logged out: whether "Forgot your password?" can work here.
        None => EmailSettings {
            sends: online.mail.is_some(),
            ..EmailSettings::default()
        },
    };
    Ok(Json(settings).into_response())
}

/// `POST /api/email` with an address: kept unconfirmed, and a link sent to confirm it.
pub(super) async fn set(
    State(online): State<Arc<Service>>,
    headers: HeaderMap,
    Json(asked): Json<EmailAddress>,
) -> Reply {
    check_origin(&online, &headers)?;
    let mail = mail_of(&online)?;
    let player = account(&online, &headers).await?;
    let address = asked.address.trim();
    let bad = || refuse(StatusCode::BAD_REQUEST, "api-not-an-address");
    if address.len() > MAX_ADDRESS_LEN || address.parse::<lettre::Address>().is_err() {
        return Err(bad());
    }
    if !may_send(&online, player.id, LinkPurpose::Verify)
        .await
        .map_err(|e| unavailable(&e))?
    {
        return Err(refuse(StatusCode::TOO_MANY_REQUESTS, "api-letter-too-soon"));
    }
    online
        .hub
        .store
        .set_email(player.id, address)
        .await
        .map_err(|e| unavailable(&e))?;
    if let Err(e) = send_link(&online, mail, &player, LinkPurpose::Verify, address).await {
        eprintln!("skillgames: a confirmation letter for {}: {e}", player.id);
        return Err(refuse(
            StatusCode::SERVICE_UNAVAILABLE,
            "api-letter-not-sent",
        ));
    }
    Ok(Json(settings_of(&online, player.id).await?).into_response())
}

/// `DELETE /api/email`: the address forgotten.
pub(super) async fn remove(State(online): State<Arc<Service>>, headers: HeaderMap) -> Reply {
    check_origin(&online, &headers)?;
    let player = account(&online, &headers).await?;
    online
        .hub
        .store
        .drop_email(player.id)
        .await
        .map_err(|e| unavailable(&e))?;
    Ok(Json(settings_of(&online, player.id).await?).into_response())
}

/// `POST /api/email/digest` with `{"digest": true}` or `false`.
pub(super) async fn digest(
    State(online): State<Arc<Service>>,
    headers: HeaderMap,
    Json(asked): Json<DigestChoice>,
) -> Reply {
    check_origin(&online, &headers)?;
    let player = account(&online, &headers).await?;
    let had = online
        .hub
        .store
        .set_digest(player.id, asked.digest)
        .await
        .map_err(|e| unavailable(&e))?;
    if !had {
        return Err(refuse(StatusCode::BAD_REQUEST, "api-digest-needs-address"));
    }
    Ok(Json(settings_of(&online, player.id).await?).into_response())
}

/// Text of the catalogues for an HTML page: only our own words go in it, but a translation
/// could hold a character that means something in HTML.
fn escaped(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
}

/// A page of plain words for a link opened from a letter, with a way back to the site: its
/// title and sentence are messages `title` and `sentence` of `words`, the catalogue of the
/// language the request asks for.
fn letter_page(words: &Catalogue, status: StatusCode, title: &str, sentence: &str) -> Response {
    let lang = words.language().code();
    let title = escaped(&words.text(title));
    let sentence = escaped(&words.text(sentence));
    let account = escaped(&words.text("api-page-your-account"));
    let body = format!(
        "<!doctype html><html lang=\"{lang}\"><head><meta charset=\"utf-8\">\
         <meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\
         <link rel=\"icon\" href=\"/favicon.svg\" type=\"image/svg+xml\">\
         <title>{title} - skillgames</title></head><body>\
         <main><h1>{title}</h1><p>{sentence}</p><p><a href=\"/#/account\">{account}</a></p>\
         </main></body></html>"
    );
    (
        status,
        [
            (header::CONTENT_TYPE, "text/html; charset=utf-8"),
            (header::CACHE_CONTROL, "no-store"),
            // The link's secret stays out of any Referer the page could send.
            (header::REFERRER_POLICY, "no-referrer"),
        ],
        body,
    )
        .into_response()
}

/// `GET /api/email/verify?token=...`: the link in the confirmation letter.
pub(super) async fn verify(
    State(online): State<Arc<Service>>,
    headers: HeaderMap,
    Query(query): Query<HashMap<String, String>>,
) -> Response {
    let words = Catalogue::shared(crate::http::language_of(&headers));
    let dead = || {
        letter_page(
            words,
            StatusCode::BAD_REQUEST,
            "api-page-link-not-valid",
            DEAD_LINK,
        )
    };
    let Some(token) = query.get("token").filter(|t| t.len() <= 64) else {
        return dead();
    };
    let store = &online.hub.store;
    let taken = store
        .take_email_link(
            &identity::digest(token),
            LinkPurpose::Verify,
            online.hub.clock.now(),
        )
        .await;
    match taken {
        Ok(Some(link)) => match store.verify_email(link.player, &link.address).await {
            Ok(true) => letter_page(
                words,
                StatusCode::OK,
                "api-page-address-confirmed",
                "api-page-address-confirmed-text",
            ),
            Ok(false) => dead(),
            Err(e) => {
                eprintln!("skillgames: confirming an address: {e}");
                letter_page(
                    words,
                    StatusCode::SERVICE_UNAVAILABLE,
                    "api-page-try-again",
                    "api-page-confirm-failed-new-link",
                )
            }
        },
        Ok(None) => dead(),
        Err(e) => {
            eprintln!("skillgames: confirming an address: {e}");
            letter_page(
                words,
                StatusCode::SERVICE_UNAVAILABLE,
                "api-page-try-again",
                "api-page-confirm-failed-open-again",
            )
        }
    }
}

/// `GET` or `POST /api/email/unsubscribe?player=&key=`: the digest's link (and RFC 8058's
/// one-click `POST` from mail programs), signed for its player.
pub(super) async fn unsubscribe(
    State(online): State<Arc<Service>>,
    headers: HeaderMap,
    Query(query): Query<HashMap<String, String>>,
) -> Response {
    let words = Catalogue::shared(crate::http::language_of(&headers));
    let not_whole = || {
        letter_page(
            words,
            StatusCode::BAD_REQUEST,
            "api-page-link-not-valid",
            "api-page-link-not-whole",
        )
    };
    let player = query.get("player").and_then(|p| p.parse::<PlayerId>().ok());
    let key = query.get("key");
    let (Some(mail), Some(player), Some(key)) = (online.mail.as_ref(), player, key) else {
        return not_whole();
    };
    if !mail.is_unsubscribe_key(player, key) {
        return not_whole();
    }
    match online.hub.store.set_digest(player, false).await {
        Ok(_) => letter_page(
            words,
            StatusCode::OK,
            "api-page-unsubscribed",
            "api-page-unsubscribed-text",
        ),
        Err(e) => {
            eprintln!("skillgames: unsubscribing: {e}");
            letter_page(
                words,
                StatusCode::SERVICE_UNAVAILABLE,
                "api-page-try-again",
                "api-page-unsubscribe-failed",
            )
        }
    }
}

/// `POST /api/password/forgot` with a name or an address: the same answer whatever it is.
pub(super) async fn forgot(
    State(online): State<Arc<Service>>,
    headers: HeaderMap,
    Json(asked): Json<ForgotPassword>,
) -> Reply {
    check_origin(&online, &headers)?;
    let mail = mail_of(&online)?.clone();
    let who = asked.who.trim();
    if who.is_empty() || who.len() > MAX_ADDRESS_LEN {
        return Err(refuse(StatusCode::BAD_REQUEST, "api-forgot-who"));
    }
    // An answer, not a refusal: worded here in the language the request asks for.
    let said = Json(Said {
        said: Catalogue::shared(crate::http::language_of(&headers)).text(SENT_RESET),
    });
    let found = match online.hub.store.addressees(who).await {
        Ok(found) => found,
        Err(e) => return Err(unavailable(&e)),
    };
    // Sent from a task of its own: the answer takes as long whoever was named.
    let online = online.clone();
    tokio::spawn(async move {
        for to in found {
            match may_send(&online, to.player, LinkPurpose::Reset).await {
                Ok(true) => {}
                Ok(false) => continue,
                Err(e) => return eprintln!("skillgames: a reset link: {e}"),
            }
            let player = StoredPlayer {
                id: to.player,
                name: to.name.clone(),
                password: None,
                bot: false,
            };
            if let Err(e) =
                send_link(&online, &mail, &player, LinkPurpose::Reset, &to.address).await
            {
                eprintln!("skillgames: a reset letter for {}: {e}", to.player);
            }
        }
    });
    Ok((StatusCode::ACCEPTED, said).into_response())
}

/// `POST /api/password/reset` with the link's secret and a new password: the password
/// changed, every session of the account ended, and this browser logged in.
pub(super) async fn reset(
    State(online): State<Arc<Service>>,
    headers: HeaderMap,
    Json(asked): Json<NewPassword>,
) -> Reply {
    check_origin(&online, &headers)?;
    let length = asked.password.chars().count();
    if !(MIN_PASSWORD_LEN..=MAX_PASSWORD_LEN).contains(&length) {
        return Err(refuse(StatusCode::BAD_REQUEST, "api-password-length"));
    }
    if asked.token.len() > 64 {
        return Err(refuse(StatusCode::BAD_REQUEST, DEAD_LINK));
    }
    // Hashed before the link is taken: a server too busy to hash leaves the link working.
    let password = asked.password.clone();
    let hash = online
        .hashing
        .run(move || identity::hash_password(&password))
        .await
        .map_err(|busy| crate::http::too_busy(&busy))?
        .map_err(|e| {
            eprintln!("skillgames: a password could not be hashed: {e}");
            crate::http::unavailable_now()
        })?;
    let store = &online.hub.store;
    let link = store
        .take_email_link(
            &identity::digest(&asked.token),
            LinkPurpose::Reset,
            online.hub.clock.now(),
        )
        .await
        .map_err(|e| unavailable(&e))?
        .ok_or_else(|| refuse(StatusCode::BAD_REQUEST, DEAD_LINK))?;
    store
        .reset_password(link.player, &hash)
        .await
        .map_err(|e| unavailable(&e))?;
    // Whoever was logged in elsewhere (perhaps with the stolen password) is no more.
    online.hub.close_connections(link.player);
    let player = store
        .player(link.player)
        .await
        .map_err(|e| unavailable(&e))?
        .ok_or_else(|| refuse(StatusCode::BAD_REQUEST, DEAD_LINK))?;
    eprintln!("skillgames: password reset: {}", player.id);
    let cookie = online
        .open_session(&player)
        .await
        .map_err(|e| unavailable(&e))?;
    Ok(crate::http::with_cookie(
        Json(crate::http::view(&player)),
        Some(cookie),
    ))
}
