//! A tournament's room, on its page: the lines so far (read with the page, every few
//! seconds), and a line to write. A public room: the server hides bad words and refuses a
//! muted writer; the lines of players the viewer muted or blocked are not shown. Lines are
//! drawn as text.

use crate::i18n::t;
use crate::net;
use crate::ui::chat_view::{chat_lines, write_box};
use leptos::prelude::*;
use serde_json::Value;

/// The room of tournament `id`; `tick` changes each time the page reads the tournament again.
#[component]
pub(super) fn TournamentRoom(id: StoredValue<String>, tick: ReadSignal<u64>) -> impl IntoView {
    let lines = RwSignal::new(Vec::<(String, String)>::new());
    let hidden = RwSignal::new(Vec::<String>::new());
    let draft = RwSignal::new(String::new());
    let error = RwSignal::new(None::<String>);
    leptos::task::spawn_local(async move {
        if let Ok(answer) = net::api("GET", "/api/relations", None).await
            && answer.ok()
            && let Ok(value) = serde_json::from_str::<Value>(&answer.text)
        {
            let mut names: Vec<String> = Vec::new();
            for key in ["mutes", "blocks"] {
                if let Some(list) = value[key].as_array() {
                    names.extend(list.iter().filter_map(|n| n.as_str().map(str::to_owned)));
                }
            }
            hidden.try_set(names);
        }
    });
    let load = move || {
        leptos::task::spawn_local(async move {
            let Some(id) = id.try_get_value() else {
                return;
            };
            let path = format!("/api/tournaments/{id}/chat");
            if let Ok(answer) = net::api("GET", &path, None).await
                && answer.ok()
                && let Ok(value) = serde_json::from_str::<Value>(&answer.text)
            {
                let read = value["lines"]
                    .as_array()
                    .map(|a| {
                        a.iter()
                            .map(|l| {
                                let text = |k: &str| l[k].as_str().unwrap_or_default().to_owned();
                                (text("from"), text("text"))
                            })
                            .collect()
                    })
                    .unwrap_or_default();
                lines.try_set(read);
            }
        });
    };
    Effect::new(move |_| {
        tick.track();
        load();
    });
    let send = move || {
        let text = draft.get_untracked();
        if text.trim().is_empty() {
            error.set(Some(t("tournament-write-first")));
            return;
        }
        leptos::task::spawn_local(async move {
            let Some(id) = id.try_get_value() else {
                return;
            };
            let path = format!("/api/tournaments/{id}/chat");
            let body = serde_json::json!({ "text": text }).to_string();
            match net::api("POST", &path, Some(body)).await {
                Ok(answer) if answer.ok() => {
                    draft.try_set(String::new());
                    error.try_set(None);
                    load();
                }
                Ok(answer) => {
                    error.try_set(Some(answer.error()));
                }
                Err(()) => {
                    error.try_set(Some(net::unreachable()));
                }
            }
        });
    };
    let shown = move || {
        let hidden = hidden.get();
        let lines: Vec<(String, String)> = lines
            .get()
            .into_iter()
            .filter(|(from, _)| !hidden.contains(from))
            .collect();
        chat_lines(lines)
    };
    view! {
        <section class="game-chat tournament-room" aria-labelledby="room-title">
            <h2 id="room-title">{t("tournament-chat")}</h2>
            <div class="chat-lines">{shown}</div>
            {write_box(t("tournament-your-message"), draft, send)}
            <p class="error" role="alert">{move || error.get()}</p>
        </section>
    }
}
