//! Challenges by name: `POST /api/challenge/{username}` (a game, board, clock or days per
//! move, colour and rated, as lichess's form fields or a JSON body), and the answers:
//! `/api/challenge/{id}/accept`, `/decline` (with a reason), `/cancel` (by the challenger).
//! A challenge is an open game kept out of the lobby with one invited player, the only one
//! who may take its seat: accepted, it is that game (its id is the game's, as on lichess).

use std::collections::BTreeMap;
use std::sync::Arc;

use axum::Json;
use axum::body::Bytes;
use axum::extract::{Path, State};
use axum::http::{HeaderMap, StatusCode, header};
use axum::response::IntoResponse;
use serde_json::Value;
use skillgames_catalogue::CATALOGUE;
use skillgames_i18n::{Catalogue, Language};
use skillgames_online::{
    ChallengeStatus, ClientMessage, ColourChoice, DeclineReason, GameId, Refusal, TimeControl,
    VariantId,
};

use super::auth::{Caller, PLAY, Peer, caller};
use super::lichess::{self, Challenge, ChallengeUser};
use super::{Failure, Reply, refuse, refuse_with, refused, unavailable};
use crate::Service;
use crate::game::Action;
use crate::hub::challenge_status;
use crate::round::{PlayerId, Round};

/// A request's fields, from a form (`a=1&b=2`, as lichess documents) or a JSON object (as
/// some clients send them; `null` is as good as missing).
pub(super) fn fields(headers: &HeaderMap, body: &[u8]) -> Result<BTreeMap<String, Value>, Failure> {
    let json = headers
        .get(header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|v| v.starts_with("application/json"));
    let unreadable = || refuse(StatusCode::BAD_REQUEST, "api-fields-unreadable");
    let map: BTreeMap<String, Value> = if json {
        serde_json::from_slice::<BTreeMap<String, Value>>(body).map_err(|_| unreadable())?
    } else {
        serde_urlencoded::from_bytes::<Vec<(String, String)>>(body)
            .map_err(|_| unreadable())?
            .into_iter()
            .map(|(k, v)| (k, Value::String(v)))
            .collect()
    };
    Ok(map.into_iter().filter(|(_, v)| !v.is_null()).collect())
}

pub(super) fn text<'a>(fields: &'a BTreeMap<String, Value>, key: &str) -> Option<&'a str> {
    fields.get(key).and_then(Value::as_str)
}

pub(super) fn number(fields: &BTreeMap<String, Value>, key: &str) -> Result<Option<u64>, Failure> {
    let read = match fields.get(key) {
        None => return Ok(None),
        Some(Value::Number(n)) => n.as_u64(),
        Some(Value::String(s)) => s.trim().parse().ok(),
        Some(_) => None,
    };
    read.map(Some).ok_or_else(|| {
        refuse_with(
            StatusCode::BAD_REQUEST,
            "api-field-not-number",
            &[("field", key.into())],
        )
    })
}

pub(super) fn flag(fields: &BTreeMap<String, Value>, key: &str) -> bool {
    match fields.get(key) {
        Some(Value::Bool(b)) => *b,
        Some(Value::String(s)) => s == "true",
        _ => false,
    }
}

/// The game and board a challenge names: `variant` as a game (`amazons`) with `size`, or as
/// both (`amazons-8`, `amazons8`); the game's default board without a size; the catalogue's
/// first game without a variant (or with lichess's `standard`).
pub(super) fn variant_of(fields: &BTreeMap<String, Value>) -> Result<(String, u8), Failure> {
    let no_such = || {
        // The games' protocol names: "archimedes, amazons" and "loa".
        let names: Vec<&str> = CATALOGUE.games().iter().map(|g| g.name).collect();
        let (others, last) = match names.split_last() {
            Some((last, others)) => (others.join(", "), (*last).to_owned()),
            None => (String::new(), String::new()),
        };
        refuse_with(
            StatusCode::BAD_REQUEST,
            "api-unknown-variant",
            &[("games", others.into()), ("last", last.into())],
        )
    };
    // No variant (lichess's clients then mean chess's standard): the catalogue's first game.
    let first = CATALOGUE.games()[0].name;
    let asked = text(fields, "variant")
        .filter(|v| !v.trim().is_empty() && *v != "standard")
        .unwrap_or(first)
        .trim()
        .to_lowercase();
    let split = asked
        .find(|c: char| c.is_ascii_digit())
        .map_or((asked.as_str(), ""), |at| asked.split_at(at));
    let name = split.0.trim_end_matches('-');
    let game = CATALOGUE.find(name).map_err(|_| no_such())?;
    let size = match (split.1, number(fields, "size")?) {
        ("", None) => game.boards[0].size,
        ("", Some(size)) => u8::try_from(size).map_err(|_| no_such())?,
        (digits, _) => digits.parse().map_err(|_| no_such())?,
    };
    game.variant(size).map_err(|_| no_such())?;
    Ok((game.name.to_owned(), size))
}

/// The time control a challenge asks: a clock (`clock.limit` seconds, a whole number of
/// minutes; `clock.increment` seconds) or `days` per move.
fn time_of(fields: &BTreeMap<String, Value>) -> Result<TimeControl, Failure> {
    let limit = number(fields, "clock.limit")?;
    let increment = number(fields, "clock.increment")?;
    let days = number(fields, "days")?;
    let bad = |text: &str| refuse(StatusCode::BAD_REQUEST, text);
    let time = match (limit, days) {
        (Some(limit), None) => {
            if limit % 60 != 0 || limit == 0 {
                return Err(bad("api-clock-limit-minutes"));
            }
            TimeControl::Live {
                minutes: u16::try_from(limit / 60).map_err(|_| bad("api-clock-too-long"))?,
                increment: u16::try_from(increment.unwrap_or(0))
                    .map_err(|_| bad("api-increment-too-long"))?,
            }
        }
        (None, Some(days)) => TimeControl::Correspondence {
            days: u8::try_from(days).map_err(|_| bad("api-too-many-days"))?,
        },
        (None, None) => return Err(bad("api-challenge-no-clock")),
        (Some(_), Some(_)) => return Err(bad("api-clock-and-days")),
    };
    time.check()
        .map_err(|e| refuse(StatusCode::BAD_REQUEST, e.message()))
}

async fn user(online: &Service, id: PlayerId, round: &Round) -> ChallengeUser {
    let store = &online.hub.store;
    let player = store.player(id).await.ok().flatten();
    let rating = match &player {
        Some(p) if p.password.is_some() => store
            .rating(id, round.terms.variant)
            .await
            .ok()
            .map(|r| crate::ratings::view(&r)),
        _ => None,
    };
    let name = player.as_ref().map_or_else(String::new, |p| p.name.clone());
    ChallengeUser {
        id: name.to_lowercase(),
        name,
        title: player.as_ref().is_some_and(|p| p.bot).then_some("BOT"),
        rating: rating.map(|r| r.rating),
        provisional: rating.is_some_and(|r| r.provisional),
        online: online.hub.is_connected(id),
    }
}

/// The catalogues' message for a reason to decline (lichess's sentences; the key beside it
/// is what programs read).
const fn decline_message(reason: DeclineReason) -> &'static str {
    match reason {
        DeclineReason::Generic => "api-decline-generic",
        DeclineReason::Later => "api-decline-later",
        DeclineReason::TooFast => "api-decline-too-fast",
        DeclineReason::TooSlow => "api-decline-too-slow",
        DeclineReason::TimeControl => "api-decline-time-control",
        DeclineReason::Rated => "api-decline-rated",
        DeclineReason::Casual => "api-decline-casual",
        DeclineReason::Standard => "api-decline-standard",
        DeclineReason::Variant => "api-decline-variant",
        DeclineReason::NoBot => "api-decline-no-bot",
        DeclineReason::OnlyBot => "api-decline-only-bot",
    }
}

/// The challenge `round` (an open game with an invited player), as `viewer` sees it, its
/// reason to decline in `language`.
///
/// # Errors
/// When it is no challenge.
pub(super) async fn challenge_of(
    online: &Service,
    round: &Round,
    viewer: PlayerId,
    language: Language,
) -> Result<Challenge, Failure> {
    let invited = round.invited.ok_or_else(super::no_such_challenge)?;
    let (status, reason) = challenge_status(round);
    let status = match status {
        ChallengeStatus::Open => "created",
        ChallengeStatus::Declined => "declined",
        ChallengeStatus::Canceled => "canceled",
        ChallengeStatus::Accepted => "accepted",
    };
    let declined = reason.map(|reason| {
        let words = Catalogue::shared(language).text(decline_message(reason));
        (words, reason.key().to_owned())
    });
    let final_color = match (round.white, round.black) {
        (Some(w), _) if w == round.creator => Some("white"),
        (_, Some(b)) if b == round.creator => Some("black"),
        _ => None,
    };
    Ok(Challenge {
        id: round.id.to_string(),
        url: format!("/#/online/{}", round.id),
        status,
        challenger: user(online, round.creator, round).await,
        dest_user: user(online, invited, round).await,
        variant: lichess::variant(&crate::game::view::variant_id(round.terms.variant)),
        rated: round.terms.rated,
        speed: lichess::speed(&round.terms.time),
        time_control: lichess::challenge_time(&round.terms.time),
        color: lichess::colour_choice(round.terms.colour),
        final_color,
        perf: lichess::challenge_perf(&round.terms.time),
        direction: if viewer == round.creator {
            Some("out")
        } else if viewer == invited {
            Some("in")
        } else {
            None
        },
        initial_fen: "startpos",
        decline_reason: declined.as_ref().map(|d| d.0.clone()),
        decline_reason_key: declined.map(|d| d.1),
    })
}

/// `POST /api/challenge/{username}`.
pub(super) async fn create(
    State(online): State<Arc<Service>>,
    headers: HeaderMap,
    peer: Peer,
    Path(username): Path<String>,
    body: Bytes,
) -> Reply {
    let Caller { player, .. } = caller(&online, &headers, &peer, PLAY).await?;
    let fields = fields(&headers, &body)?;
    let store = &online.hub.store;
    if let Some(fen) = text(&fields, "fen")
        && !fen.trim().is_empty()
        && fen.trim() != "startpos"
    {
        return Err(refuse(StatusCode::BAD_REQUEST, "api-no-fen"));
    }
    let (game, size) = variant_of(&fields)?;
    let time = time_of(&fields)?;
    let rated = flag(&fields, "rated");
    let colour = match text(&fields, "color").unwrap_or("random") {
        "white" => ColourChoice::White,
        "black" => ColourChoice::Black,
        "random" => ColourChoice::Random,
        _ => return Err(refuse(StatusCode::BAD_REQUEST, "api-color-choice")),
    };
    let message = ClientMessage::ChallengePlayer {
        name: username,
        variant: VariantId::new(game, size),
        time,
        rated,
        colour,
    };
    let id = online
        .hub
        .challenge_by_name(&player, &message)
        .await
        .map_err(|refusal| match refusal {
            Refusal::NoSuchPlayer => refuse(StatusCode::NOT_FOUND, refusal.message()),
            Refusal::SelfChallenge | Refusal::NotAccepting => {
                refuse(StatusCode::BAD_REQUEST, refusal.message())
            }
            Refusal::NeedAccount => refuse(StatusCode::BAD_REQUEST, "api-rated-needs-accounts"),
            Refusal::TooFast => refuse(StatusCode::TOO_MANY_REQUESTS, "api-too-many-challenges"),
            other => refused(other),
        })?;
    let stored = store
        .game(&id)
        .await
        .map_err(|e| unavailable(&e))?
        .ok_or_else(super::no_such_challenge)?;
    let language = crate::http::language_of(&headers);
    let challenge = challenge_of(&online, &stored.round, player.id, language).await?;
    Ok(Json(challenge).into_response())
}

/// What a challenge's answer does.
async fn answer(
    online: &Arc<Service>,
    headers: &HeaderMap,
    peer: &Peer,
    id: &GameId,
    action: Action,
) -> Reply {
    let Caller { player, .. } = caller(online, headers, peer, PLAY).await?;
    // A join goes through the lobby's door, which keeps blocked players apart.
    let done = match action {
        Action::Join => online.hub.join(id, player.id).await,
        action => online.hub.act(id, player.id, action).await,
    };
    done.map_err(|refusal| match refusal {
        Refusal::NoSuchGame | Refusal::NotInvited | Refusal::NotYourGame => {
            super::no_such_challenge()
        }
        Refusal::Taken | Refusal::NotNow | Refusal::GameOver => {
            refuse(StatusCode::BAD_REQUEST, "api-challenge-answered")
        }
        other => refused(other),
    })?;
    Ok(Json(serde_json::json!({ "ok": true })).into_response())
}

/// `POST /api/challenge/{id}/accept`.
pub(super) async fn accept(
    State(online): State<Arc<Service>>,
    headers: HeaderMap,
    peer: Peer,
    Path(id): Path<GameId>,
) -> Reply {
    answer(&online, &headers, &peer, &id, Action::Join).await
}

/// `POST /api/challenge/{id}/cancel`.
pub(super) async fn cancel(
    State(online): State<Arc<Service>>,
    headers: HeaderMap,
    peer: Peer,
    Path(id): Path<GameId>,
) -> Reply {
    answer(&online, &headers, &peer, &id, Action::Cancel).await
}

/// `POST /api/challenge/{id}/decline`, with a `reason` (lichess's keys; `generic` without one).
pub(super) async fn decline(
    State(online): State<Arc<Service>>,
    headers: HeaderMap,
    peer: Peer,
    Path(id): Path<GameId>,
    body: Bytes,
) -> Reply {
    let fields = fields(&headers, &body)?;
    let reason = text(&fields, "reason").unwrap_or("generic");
    let Some(reason) = DeclineReason::from_key(reason) else {
        let keys: Vec<&str> = DeclineReason::ALL.iter().map(|r| r.key()).collect();
        return Err(refuse_with(
            StatusCode::BAD_REQUEST,
            "api-decline-reason",
            &[("reasons", keys.join(", ").into())],
        ));
    };
    answer(
        &online,
        &headers,
        &peer,
        &id,
        Action::Decline(reason.key().to_owned()),
    )
    .await
}
