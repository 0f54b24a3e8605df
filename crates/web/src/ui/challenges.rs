//! The challenges by name, on every page: a challenge to the player with Accept and Decline
//! (with a reason), the player's own waiting for an answer (with Cancel), and what became of
//! them (a decline and its reason). The model is `skillgames_page::challenges`; this draws it.
//! An account's connection opens with the app, so that a challenge reaches any page at once;
//! the bar's code (in the lobby's piece, `pages.rs`) is fetched only for an account or once
//! the connection is open: a visitor who never plays online downloads none of it.

use super::appearance::root_element;
use super::context::AppContext;
use super::online::{bot_badge, rated_words, time_words, variant_words};
use crate::i18n::{say, t, tf};
use crate::net::{Incoming, Link};
use crate::store::BrowserStore;
use leptos::prelude::*;
use skillgames_online::{ChallengeView, ClientMessage, ColourChoice, DeclineReason, ServerMessage};
use skillgames_page::challenges::Challenges;
use skillgames_page::storage::Store;

/// What the challenge asks, in words: "Amazons, 8 × 8 · 5+3 · Rated".
fn terms(c: &ChallengeView) -> String {
    format!(
        "{} · {} · {}",
        variant_words(&c.variant),
        time_words(c.time),
        rated_words(c.rated)
    )
}

/// What the challenge asks of the invited player, with their side, in words: "challenges you:
/// Amazons, 8 × 8 · 5+3 · Rated (you move first)".
fn invitation(c: &ChallengeView) -> String {
    let id = match c.colour {
        ColourChoice::Random => "challenge-incoming-by-lot",
        ColourChoice::White => "challenge-incoming-second",
        ColourChoice::Black => "challenge-incoming-first",
    };
    tf(id, &[("terms", terms(c).into())])
}

/// Where the bar of challenges and the bell go: both drawn (their code fetched) for an account
/// or a visitor with games being played, whose connection opens at once so that a challenge or
/// a move reaches any page; the bar also once the connection is open. Then for good.
#[component]
pub(super) fn ChallengeSpot() -> impl IntoView {
    let online = expect_context::<AppContext>().online;
    // An account, or a visitor with games being played: someone to tell of a move.
    let known = move || {
        online.me.with(|m| m.as_ref().is_some_and(|m| m.account))
            || online.games.with(|g| !g.is_empty())
    };
    let wanted = Memo::new(move |was: Option<&bool>| {
        was.copied().unwrap_or(false) || known() || online.link.get() == Link::Open
    });
    Effect::new(move |_| {
        if known() {
            online.connect();
        }
    });
    let bell = Memo::new(move |was: Option<&bool>| was.copied().unwrap_or(false) || known());
    if bell_remembered() {
        make_room_for_bell(true);
    }
    // Whether this device has the bell: yes once it is drawn, no once the server answered
    // with nobody to tell, unknown before. Remembered on a change only.
    let has_bell = Memo::new(move |_| {
        if bell.get() {
            Some(true)
        } else {
            online.me.with(Option::is_some).then_some(false)
        }
    });
    Effect::new(move |_| {
        if let Some(on) = has_bell.get() {
            remember_bell(on);
        }
    });
    view! {
        {move || wanted.get().then(super::pages::challenge_bar)}
        {move || bell.get().then(super::pages::bell)}
    }
}

/// Where this device remembers that its last page had the bell.
const BELL_KEY: &str = "skillgames/v1/bell";

fn bell_remembered() -> bool {
    BrowserStore::open()
        .get(BELL_KEY)
        .is_ok_and(|value| value.is_some())
}

/// Remembers whether this device's pages have the bell, and makes its room or gives it back.
fn remember_bell(on: bool) {
    let store = BrowserStore::open();
    if on {
        let _ = store.set(BELL_KEY, "1");
    } else {
        store.remove(BELL_KEY);
    }
    make_room_for_bell(on);
}

/// The bars at the top of the pages keep the bell's corner free while the root element says
/// `data-bell` (style.css). Said from a page's first draw when the last page had the bell:
/// the bell's piece arrives after the page is drawn, and making its room then would move the
/// bars' buttons under the player's finger.
fn make_room_for_bell(on: bool) {
    let Some(root) = root_element() else {
        return;
    };
    let _ = if on {
        root.set_attribute("data-bell", "")
    } else {
        root.remove_attribute("data-bell")
    };
}

/// The bar of challenges.
#[component]
pub(super) fn ChallengeBar() -> impl IntoView {
    let online = expect_context::<AppContext>().online;
    let model = RwSignal::new(Challenges::default());
    // Drawn after the connection said who the player is (its code fetched later): the model
    // learns it here, and asks for the open challenges.
    Effect::new(move |_| {
        if let Some(me) = online.me.get() {
            let asks = model
                .try_update(|m| m.receive(&ServerMessage::Hello { me }))
                .unwrap_or_default();
            for ask in asks {
                online.send(&ask);
            }
        }
    });
    online.listen(move |incoming| {
        let Incoming::Message(message) = incoming else {
            return;
        };
        // A hello sets `online.me`, which the effect above reads: one request, not two.
        if matches!(message.as_ref(), ServerMessage::Hello { .. }) {
            return;
        }
        let asks = model.try_update(|m| m.receive(message)).unwrap_or_default();
        for ask in asks {
            online.send(&ask);
        }
    });
    let answer = move |message: ClientMessage| {
        if let Some(game) = message.game().cloned() {
            online.send(&message);
            model.update(|m| m.answered(&game));
        }
    };
    // A few challenges at most: a list, not a map (no hashing code in the page).
    let reasons = StoredValue::new(Vec::<(skillgames_online::GameId, DeclineReason)>::new());
    let incoming = move || {
        model.with(|m| m.incoming().into_iter().cloned().collect::<Vec<_>>())
            .into_iter()
            .map(|c| {
                let id = c.id.clone();
                // The reason chosen is kept apart from the row: a row drawn again (the list
                // came anew) shows it still.
                let chosen = reasons
                    .with_value(|r| r.iter().find(|(c, _)| *c == id).map(|(_, r)| *r))
                    .unwrap_or(DeclineReason::Generic);
                let options = DeclineReason::ALL
                    .iter()
                    .map(|r| view! { <option value=r.key() selected=*r == chosen>{t(r.message())}</option> })
                    .collect_view();
                let (change_id, reason_id) = (id.clone(), id.clone());
                let (accept_id, decline_id) = (id.clone(), id.clone());
                view! {
                    <div class="challenge incoming" data-challenge=id.to_string()>
                        <p>
                            <strong>{c.from.name.clone()}</strong>
                            {bot_badge(c.from.bot)}
                            " "
                            {invitation(&c)}
                        </p>
                        <div class="challenge-buttons">
                            <button class="primary" on:click=move |_| answer(ClientMessage::Join { game: accept_id.clone() })>
                                {t("challenge-accept")}
                            </button>
                            <label>
                                <span class="visually-hidden">{t("challenge-reason")}</span>
                                <select
                                    aria-label=t("challenge-reason-to-decline")
                                    on:change=move |ev| {
                                        if let Some(r) = DeclineReason::from_key(&event_target_value(&ev)) {
                                            reasons.update_value(|all| {
                                                all.retain(|(c, _)| *c != change_id);
                                                all.push((change_id.clone(), r));
                                            });
                                        }
                                    }
                                >
                                    {options}
                                </select>
                            </label>
                            <button on:click=move |_| answer(ClientMessage::Decline {
                                game: decline_id.clone(),
                                reason: reasons
                                    .with_value(|r| r.iter().find(|(c, _)| *c == reason_id).map(|(_, r)| *r))
                                    .unwrap_or(DeclineReason::Generic),
                            })>
                                {t("challenge-decline")}
                            </button>
                        </div>
                    </div>
                }
            })
            .collect_view()
    };
    let outgoing = move || {
        model.with(|m| m.outgoing().into_iter().cloned().collect::<Vec<_>>())
            .into_iter()
            .map(|c| {
                let id = c.id.clone();
                let shown = id.to_string();
                view! {
                    <div class="challenge outgoing" data-challenge=shown>
                        <p>
                            {tf(
                                "challenge-waiting",
                                &[("name", c.to.name.as_str().into()), ("terms", terms(&c).into())],
                            )}
                        </p>
                        <button on:click=move |_| answer(ClientMessage::Cancel { game: id.clone() })>
                            {t("challenge-cancel")}
                        </button>
                    </div>
                }
            })
            .collect_view()
    };
    let notices = move || {
        model
            .with(|m| m.notices().to_vec())
            .into_iter()
            .map(|n| {
                let id = n.id.clone();
                view! {
                    <div class="challenge answered">
                        <p>{say(&n.text)}</p>
                        <button
                            class="notice-close"
                            aria-label=t("challenge-dismiss")
                            on:click=move |_| model.update(|m| m.dismiss(&id))
                        >
                            "×"
                        </button>
                    </div>
                }
            })
            .collect_view()
    };
    view! {
        <section class="challenges" aria-label=t("challenge-challenges") aria-live="polite">
            {incoming}
            {outgoing}
            {notices}
        </section>
    }
}
