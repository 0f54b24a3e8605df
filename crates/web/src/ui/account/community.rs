//! A player and the others: on someone's page, follow them, mute their chat, block them (no
//! challenge, chat, follow or lobby game between the two) or report them to the moderators; on
//! one's own account page, the players one follows with who is online, playing (watch) or in a
//! tournament, and a challenge from there. The server keeps all of it (`/api/relations`,
//! `/api/reports`); refusals are shown in its words.

use crate::i18n::{t, tf};
use crate::net;
use crate::ui::route::Route;
use leptos::prelude::*;
use serde_json::{Value, json};

/// Whom the player follows, blocks and mutes (`GET /api/relations`), or `None` when it cannot
/// be read (no session yet).
async fn relations() -> Option<Value> {
    let answer = net::api("GET", "/api/relations", None).await.ok()?;
    if !answer.ok() {
        return None;
    }
    serde_json::from_str(&answer.text).ok()
}

fn names(value: &Value, key: &str) -> Vec<String> {
    value[key]
        .as_array()
        .map(|a| {
            a.iter()
                .filter_map(|v| v.as_str().or_else(|| v["name"].as_str()).map(str::to_owned))
                .collect()
        })
        .unwrap_or_default()
}

/// Sets (`on`) or ends `relation` to `name`; the server's refusal in words.
async fn relate(name: &str, relation: &str, on: bool) -> Result<(), String> {
    let body = json!({ "name": name, "relation": relation, "on": on }).to_string();
    match net::api("POST", "/api/relations", Some(body)).await {
        Ok(answer) if answer.ok() => Ok(()),
        Ok(answer) => Err(answer.error()),
        Err(()) => Err(net::unreachable()),
    }
}

/// One switch (follow, mute, block) for `name`: its state, read once and then as set.
fn switch(
    name: &str,
    relation: &'static str,
    on_words: String,
    off_words: String,
    state: RwSignal<bool>,
    touched: RwSignal<bool>,
    error: RwSignal<Option<String>>,
) -> impl IntoView {
    let name = name.to_owned();
    let toggle = move |_| {
        let name = name.clone();
        let on = !state.get_untracked();
        touched.set(true);
        leptos::task::spawn_local(async move {
            match relate(&name, relation, on).await {
                Ok(()) => {
                    state.try_set(on);
                    error.try_set(None);
                }
                Err(text) => {
                    error.try_set(Some(text));
                }
            }
        });
    };
    view! {
        <button
            class="quiet"
            aria-pressed=move || state.get().to_string()
            on:click=toggle
        >
            {move || if state.get() { off_words.clone() } else { on_words.clone() }}
        </button>
    }
}

/// The reasons a report may give, with the ids of their words.
const REASONS: [(&str, &str); 4] = [
    ("cheating", "moderation-reason-cheating"),
    ("chat", "moderation-reason-chat"),
    ("name", "moderation-reason-name"),
    ("other", "moderation-reason-other"),
];

/// The report form for `name`, folded until asked for.
#[component]
fn ReportForm(name: String) -> impl IntoView {
    let open = RwSignal::new(false);
    let reason = RwSignal::new(String::new());
    let game = RwSignal::new(String::new());
    let text = RwSignal::new(String::new());
    let said = RwSignal::new(None::<Result<String, String>>);
    let send = move |_| {
        let body = json!({
            "name": name.clone(),
            "reason": (!reason.get_untracked().is_empty()).then(|| reason.get_untracked()),
            "game": game.get_untracked(),
            "text": text.get_untracked(),
        })
        .to_string();
        leptos::task::spawn_local(async move {
            let result = match net::api("POST", "/api/reports", Some(body)).await {
                Ok(answer) if answer.ok() => {
                    open.try_set(false);
                    Ok(t("settings-report-sent"))
                }
                Ok(answer) => Err(answer.error()),
                Err(()) => Err(net::unreachable()),
            };
            said.try_set(Some(result));
        });
    };
    let options = || {
        REASONS
            .iter()
            .map(|(key, id)| view! { <option value=*key>{t(id)}</option> })
            .collect_view()
    };
    view! {
        <Show when=move || !open.get()>
            <button class="quiet" on:click=move |_| { open.set(true); said.set(None); }>{t("settings-report-open")}</button>
        </Show>
        <Show when=move || open.get()>
            <form class="report-form" on:submit=|ev| ev.prevent_default()>
                <label>{t("settings-report-why")}
                    <select on:change=move |ev| reason.set(event_target_value(&ev)) prop:value=move || reason.get()>
                        <option value="">{t("settings-report-choose")}</option>
                        {options()}
                    </select>
                </label>
                <label>{t("settings-report-game")}
                    <input type="text" maxlength="100" prop:value=move || game.get()
                        on:input=move |ev| game.set(event_target_value(&ev)) />
                </label>
                <label>{t("settings-report-text")}
                    <textarea maxlength="500" prop:value=move || text.get()
                        on:input=move |ev| text.set(event_target_value(&ev))></textarea>
                </label>
                <p class="actions">
                    <button class="primary" type="button" on:click=send.clone()>{t("settings-report-send")}</button>
                    <button class="quiet" type="button" on:click=move |_| open.set(false)>{t("settings-report-cancel")}</button>
                </p>
            </form>
        </Show>
        {move || said.get().map(|r| match r {
            Ok(words) => view! { <p class="help" role="status">{words}</p> }.into_any(),
            Err(words) => view! { <p class="error" role="alert">{words}</p> }.into_any(),
        })}
    }
}

/// On `name`'s page (someone else's): follow, mute, block, report.
#[component]
pub(super) fn PlayerActions(name: String) -> impl IntoView {
    let follow = RwSignal::new(false);
    let mute = RwSignal::new(false);
    let block = RwSignal::new(false);
    let error = RwSignal::new(None::<String>);
    // Which switches the player used before the relations arrived: the answer, read before the
    // change was stored, must not turn them back.
    let touched = [
        RwSignal::new(false),
        RwSignal::new(false),
        RwSignal::new(false),
    ];
    {
        let name = name.clone();
        leptos::task::spawn_local(async move {
            if let Some(value) = relations().await {
                let has = |key: &str| names(&value, key).contains(&name);
                for ((state, key), touched) in
                    [(follow, "follows"), (mute, "mutes"), (block, "blocks")]
                        .into_iter()
                        .zip(touched)
                {
                    if touched.try_get_untracked() == Some(false) {
                        state.try_set(has(key));
                    }
                }
            }
        });
    }
    // A block ends the follow (the server's rule): shown at once.
    Effect::new(move |_| {
        if block.get() {
            follow.set(false);
        }
    });
    view! {
        <div class="player-actions" role="group" aria-label=t("settings-player-actions")>
            {switch(&name, "follow", t("settings-player-follow"), t("settings-player-unfollow"), follow, touched[0], error)}
            {switch(&name, "mute", t("settings-player-mute"), t("settings-player-unmute"), mute, touched[1], error)}
            {switch(&name, "block", t("settings-player-block"), t("settings-player-unblock"), block, touched[2], error)}
            <ReportForm name=name.clone() />
        </div>
        {move || error.get().map(|text| view! { <p class="error" role="alert">{text}</p> })}
    }
}

/// On one's account page: the players one follows and what they are doing.
#[component]
pub(in crate::ui) fn Follows() -> impl IntoView {
    let value = RwSignal::new(None::<Value>);
    let alerts = RwSignal::new(true);
    let load = move || {
        leptos::task::spawn_local(async move {
            if let Some(v) = relations().await {
                alerts.try_set(v["follow_alerts"].as_bool().unwrap_or(true));
                value.try_set(Some(v));
            }
        });
    };
    load();
    let set_alerts = move |on: bool| {
        alerts.set(on);
        leptos::task::spawn_local(async move {
            let body = json!({ "on": on }).to_string();
            let _ = net::api("POST", "/api/relations/alerts", Some(body)).await;
        });
    };
    let rows = move || {
        value.with(|v| {
            let follows = v
                .as_ref()
                .and_then(|v| v["follows"].as_array().cloned())
                .unwrap_or_default();
            if follows.is_empty() {
                // An item of the list (a list holds only items).
                return view! {
                    <li class="empty">{t("settings-follows-none")}</li>
                }
                .into_any();
            }
            follows
                .iter()
                .map(|f| {
                    let name = f["name"].as_str().unwrap_or_default().to_owned();
                    let status = if let Some(game) = f["game"].as_str() {
                        let href = Route::Online(game.into()).href();
                        view! { <a href=href>{t("settings-follow-playing")}</a> }.into_any()
                    } else if let Some(id) = f["tournament"].as_str() {
                        let href = Route::Tournament(id.to_owned()).href();
                        view! { <a href=href>{t("settings-follow-tournament")}</a> }.into_any()
                    } else if f["online"].as_bool() == Some(true) {
                        view! { <span class="online-now">{t("settings-follow-online")}</span> }
                            .into_any()
                    } else {
                        view! { <span class="help">{t("settings-follow-away")}</span> }.into_any()
                    };
                    // Their page has the challenge window (with the lobby's code, not loaded here).
                    let href = Route::Player(name.clone()).href();
                    let label = tf(
                        "settings-follow-challenge-label",
                        &[("name", name.as_str().into())],
                    );
                    view! {
                        <li class="follow">
                            <a href=href.clone()>{name}</a> " · " {status} " · "
                            <a href=href aria-label=label>{t("settings-follow-challenge")}</a>
                        </li>
                    }
                })
                .collect_view()
                .into_any()
        })
    };
    view! {
        <section class="follows" aria-labelledby="follows-title">
            <h2 id="follows-title">{t("settings-follows-title")}</h2>
            <ul class="follow-list">{rows}</ul>
            <label class="check">
                <input
                    type="checkbox"
                    prop:checked=move || alerts.get()
                    on:change=move |ev| set_alerts(event_target_checked(&ev))
                />
                " " {t("settings-follow-alerts")}
            </label>
        </section>
    }
}
