//! The bell of every page: the unread count on a button in the corner, and the list it opens
//! (each notification a link to its game, read when opened; "Mark all read"). Opening a game
//! reads its notifications. The model is `skillgames_page::notifications`; this draws it.
//! Drawn with the bar of challenges (`challenges.rs`), in the lobby's piece.

use super::context::AppContext;
use super::route::Route;
use crate::net::Incoming;
use leptos::prelude::*;
use skillgames_online::ServerMessage;
use skillgames_page::notifications::{Bell as Model, ago};

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
        0 => "Notifications".to_owned(),
        1 => "Notifications, 1 unread".to_owned(),
        n => format!("Notifications, {n} unread"),
    };
    let list = move || {
        let now = js_sys::Date::now() as u64;
        let items = model.with(|m| m.list().to_vec());
        if items.is_empty() {
            return view! { <p class="bell-empty">"Nothing yet. You will find your turns, results and challenges here."</p> }.into_any();
        }
        items
            .into_iter()
            .map(|n| {
                let id = n.id;
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
                            <span class="bell-text">{n.sentence()}</span>
                            <span class="bell-when">{ago(n.at, now)}</span>
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
                <section id="bell-list" class="bell-panel" aria-label="Notifications">
                    <header class="bell-head">
                        <h2>"Notifications"</h2>
                        <button
                            class="quiet"
                            disabled=move || unread() == 0
                            on:click=move |_| send_all(model.try_update(Model::read_all).unwrap_or_default())
                        >
                            "Mark all read"
                        </button>
                    </header>
                    <ul class="bell-items">{list}</ul>
                </section>
            </Show>
        </div>
    }
}
