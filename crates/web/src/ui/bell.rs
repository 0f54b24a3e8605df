//! The bell of every page: the unread count on a button in the corner, and the list it opens
//! (each notification a link to its game, read when opened; "Mark all read"). Opening a game
//! reads its notifications. The model is `skillgames_page::notifications`; this draws it.
//! Below the list, push notifications on this device (Web Push through `offline.js`'s
//! `skillgamesPush`: the browser asks for permission only when the player turns them on) and
//! the kinds it wants. Drawn with the bar of challenges (`challenges.rs`), in the online game's
//! piece.

use super::context::AppContext;
use super::route::Route;
use crate::i18n::{say, t, tf};
use crate::net::Incoming;
use leptos::prelude::*;
use skillgames_online::{NotificationKind, ServerMessage};
use skillgames_page::notifications::{Bell as Model, ago};
use wasm_bindgen::{JsCast, JsValue};

/// Calls `skillgamesPush.<method>(arg)` (offline.js) and waits for its answer, in the page's
/// language: offline.js answers '' (done), a message's id (`bell-push-…`), or the server's
/// sentence (already in the page's language).
async fn push_call(method: &str, arg: JsValue) -> String {
    let answer = push_answer(method, arg).await;
    if answer.starts_with("bell-push-") {
        // The ids offline.js may answer, named here so the catalogues' checks see them:
        // "bell-push-blocked" "bell-push-not-sent" "bell-push-unreachable"
        // "bell-push-not-saved" "bell-push-not-on" "bell-push-not-off"
        t(&answer)
    } else {
        answer
    }
}

/// `skillgamesPush.<method>(arg)`'s answer, as text.
async fn push_answer(method: &str, arg: JsValue) -> String {
    let Some(window) = web_sys::window() else {
        return String::new();
    };
    let Ok(push) = js_sys::Reflect::get(&window, &JsValue::from_str("skillgamesPush")) else {
        return String::new();
    };
    let Ok(function) = js_sys::Reflect::get(&push, &JsValue::from_str(method)) else {
        return String::new();
    };
    let Ok(function) = function.dyn_into::<js_sys::Function>() else {
        return String::new();
    };
    let Ok(promise) = function.call1(&push, &arg) else {
        return String::new();
    };
    let Ok(promise) = promise.dyn_into::<js_sys::Promise>() else {
        return String::new();
    };
    wasm_bindgen_futures::JsFuture::from(promise)
        .await
        .ok()
        .and_then(|v| v.as_string())
        .unwrap_or_default()
}

fn kinds_value(kinds: &[NotificationKind]) -> JsValue {
    kinds
        .iter()
        .map(|k| JsValue::from_str(k.key()))
        .collect::<js_sys::Array>()
        .into()
}

/// The kinds this device wants, as kept on it (all, until the player chooses).
fn kept_kinds() -> Vec<NotificationKind> {
    let all = kinds_value(&NotificationKind::ALL);
    let kept = web_sys::window()
        .and_then(|w| js_sys::Reflect::get(&w, &JsValue::from_str("skillgamesPush")).ok())
        .and_then(|push| {
            let function = js_sys::Reflect::get(&push, &JsValue::from_str("kinds"))
                .ok()?
                .dyn_into::<js_sys::Function>()
                .ok()?;
            function.call1(&push, &all).ok()
        })
        .map(|value| js_sys::Array::from(&value));
    match kept {
        Some(kept) => kept
            .iter()
            .filter_map(|k| k.as_string())
            .filter_map(|k: String| NotificationKind::from_key(&k))
            .collect(),
        None => NotificationKind::ALL.to_vec(),
    }
}

/// Push notifications on this device: on or off, and which kinds.
#[component]
fn DevicePush() -> impl IntoView {
    // "unsupported", "denied", "off", "on", or "" while it is asked.
    let state = RwSignal::new(String::new());
    let error = RwSignal::new(String::new());
    let busy = RwSignal::new(false);
    let kinds = RwSignal::new(kept_kinds());
    let refresh = move || {
        leptos::task::spawn_local(async move {
            state.set(push_call("state", JsValue::UNDEFINED).await);
        });
    };
    refresh();
    let enable = move || {
        busy.set(true);
        let chosen = kinds.get_untracked();
        leptos::task::spawn_local(async move {
            error.set(push_call("enable", kinds_value(&chosen)).await);
            busy.set(false);
            refresh();
        });
    };
    let disable = move |_| {
        busy.set(true);
        leptos::task::spawn_local(async move {
            error.set(push_call("disable", JsValue::UNDEFINED).await);
            busy.set(false);
            refresh();
        });
    };
    let choices = NotificationKind::ALL
        .into_iter()
        .map(|kind| {
            let toggle = move |_| {
                kinds.update(|k| {
                    if let Some(at) = k.iter().position(|x| *x == kind) {
                        k.remove(at);
                    } else {
                        k.push(kind);
                    }
                });
                if state.get_untracked() == "on" {
                    enable();
                }
            };
            view! {
                <label class="bell-kind">
                    <input type="checkbox" prop:checked=move || kinds.with(|k| k.contains(&kind)) on:change=toggle />
                    {t(kind.label())}
                </label>
            }
        })
        .collect_view();
    view! {
        <details class="bell-push">
            <summary>{t("bell-device")}</summary>
            {move || match state.get().as_str() {
                "unsupported" => view! { <p class="help">{t("bell-unsupported")}</p> }.into_any(),
                "denied" => view! { <p class="help">{t("bell-denied")}</p> }.into_any(),
                "on" => view! {
                    <p class="help">{t("bell-on")}</p>
                    <button disabled=move || busy.get() on:click=disable>{t("bell-turn-off")}</button>
                }.into_any(),
                "off" => view! {
                    <p class="help">{t("bell-off")}</p>
                    <button class="primary" disabled=move || busy.get() on:click=move |_| enable()>{t("bell-turn-on")}</button>
                }.into_any(),
                _ => ().into_any(),
            }}
            <fieldset class="bell-kinds">
                <legend>{t("bell-kinds")}</legend>
                {choices}
            </fieldset>
            {move || (!error.get().is_empty()).then(|| view! { <p class="error" role="alert">{error.get()}</p> })}
        </details>
    }
}

/// The bell and its list.
#[component]
pub(super) fn Bell() -> impl IntoView {
    let context = expect_context::<AppContext>();
    let online = context.online;
    let model = RwSignal::new(Model::default());
    let open = RwSignal::new(false);
    let send_all = move |asks: Vec<skillgames_online::ClientMessage>| {
        for ask in asks {
            online.send(&ask);
        }
    };
    Effect::new(move |_| {
        if let Some(me) = online.me.get() {
            send_all(
                model
                    .try_update(|m| m.receive(&ServerMessage::Hello { me }))
                    .unwrap_or_default(),
            );
        }
    });
    online.listen(move |incoming| {
        let Incoming::Message(message) = incoming else {
            return;
        };
        if matches!(message.as_ref(), ServerMessage::Hello { .. }) {
            return;
        }
        if matches!(
            message.as_ref(),
            ServerMessage::Notifications { .. } | ServerMessage::Notified { .. }
        ) {
            send_all(model.try_update(|m| m.receive(message)).unwrap_or_default());
        }
    });
    // The game open now: its notifications are read (also those that come while it is open).
    Effect::new(move |_| {
        if let Route::Online(game) = context.route.get() {
            model.track();
            let asks = model
                .try_update_untracked(|m| m.opened_game(&game))
                .unwrap_or_default();
            if !asks.is_empty() {
                model.notify();
                send_all(asks);
            }
        }
    });
    let unread = move || model.with(Model::unread);
    let label = move || match unread() {
        0 => t("bell-title"),
        n => tf("bell-unread", &[("count", n.into())]),
    };
    let list = move || {
        let now = js_sys::Date::now() as u64;
        let items = model.with(|m| m.list().to_vec());
        if items.is_empty() {
            // An item of the list (a list holds only items).
            return view! { <li class="bell-empty">{t("bell-empty")}</li> }.into_any();
        }
        items
            .into_iter()
            .map(|n| {
                let id = n.id;
                // The sentence: its message, with the other player's name (or the words
                // standing for it).
                let (words, who) = n.words();
                let who = who.map_or_else(|| t("notice-someone"), str::to_owned);
                let sentence = tf(words, &[("who", who.into())]);
                let class = if n.read {
                    "bell-item"
                } else {
                    "bell-item unread"
                };
                view! {
                    <li class=class data-kind=n.kind.key()>
                        <a
                            href=n.link()
                            on:click=move |_| {
                                send_all(model.try_update(|m| m.opened(id)).unwrap_or_default());
                                open.set(false);
                            }
                        >
                            <span class="bell-text">{sentence}</span>
                            <span class="bell-when">{say(&ago(n.at, now))}</span>
                        </a>
                    </li>
                }
            })
            .collect_view()
            .into_any()
    };
    // Escape closes the list.
    let handle = window_event_listener(leptos::ev::keydown, move |ev| {
        if ev.key() == "Escape" {
            open.set(false);
        }
    });
    on_cleanup(move || handle.remove());
    view! {
        <div class="bell">
            <button
                class="bell-button"
                aria-label=label
                aria-expanded=move || open.get().to_string()
                aria-controls="bell-list"
                on:click=move |_| open.update(|o| *o = !*o)
            >
                <span aria-hidden="true">"🔔"</span>
                <Show when=move || { unread() > 0 }>
                    <span class="bell-count" aria-hidden="true">{move || match unread() {
                        n @ 0..=99 => n.to_string(),
                        _ => "99+".to_owned(),
                    }}</span>
                </Show>
            </button>
            <Show when=move || open.get()>
                <section id="bell-list" class="bell-panel" aria-label=t("bell-title")>
                    <header class="bell-head">
                        <h2>{t("bell-title")}</h2>
                        <button
                            class="quiet"
                            disabled=move || unread() == 0
                            on:click=move |_| send_all(model.try_update(Model::read_all).unwrap_or_default())
                        >
                            {t("bell-mark-all-read")}
                        </button>
                    </header>
                    <ul class="bell-items">{list}</ul>
                    <DevicePush />
                </section>
            </Show>
        </div>
    }
}
