//! What every chat room draws alike (a game's rooms, a tournament's): its lines as text, each
//! name a link to its player's page, and the line to write with its Send button.

use super::route::Route;
use crate::i18n::t;
use leptos::prelude::*;
use skillgames_online::MAX_CHAT_LEN;

/// `lines` (who wrote each, and its text), or a word that nothing has been said yet.
pub(super) fn chat_lines(lines: Vec<(String, String)>) -> AnyView {
    if lines.is_empty() {
        return view! { <p class="empty">{t("live-nothing-said")}</p> }.into_any();
    }
    lines
        .into_iter()
        .map(|(from, text)| {
            let href = Route::Player(from.clone()).href();
            view! { <p class="chat-line"><a class="chat-from" href=href>{from}</a> ": " {text}</p> }
        })
        .collect_view()
        .into_any()
}

/// The line to write (`label` names it), sent with Enter or the button by `send`.
pub(super) fn write_box(
    label: String,
    draft: RwSignal<String>,
    send: impl Fn() + Copy + Send + Sync + 'static,
) -> impl IntoView {
    view! {
        <div class="chat-write">
            <input
                type="text"
                aria-label=label
                maxlength=MAX_CHAT_LEN.to_string()
                prop:value=move || draft.get()
                on:input=move |ev| draft.set(event_target_value(&ev))
                on:keydown=move |ev| {
                    if ev.key() == "Enter" {
                        send();
                    }
                }
            />
            <button on:click=move |_| send()>{t("live-send")}</button>
        </div>
    }
}
