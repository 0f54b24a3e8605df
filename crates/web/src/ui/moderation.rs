//! `#/mod`, the moderators' desk: the reports no moderator has handled (oldest first), a
//! player's record (the reports about them and what moderators did, with who and why), the
//! actions (warn, mute in public rooms for a time, replace a visitor's name, close an account,
//! dismiss a report), each with its reason, and what moderators did lately. The server decides
//! who is a moderator (granted with `skillgames admin moderator` on its machine) and refuses
//! everyone else; the page reads its answers through `serde_json::Value` (light in the app).

use super::online::OnlineBar;
use crate::i18n::{t, tf};
use crate::net;
use crate::ui::context::AppContext;
use crate::ui::route::Route;
use leptos::prelude::*;
use serde_json::{Value, json};

async fn get(path: &str) -> Result<Value, String> {
    match net::api("GET", path, None).await {
        Ok(answer) if answer.ok() => {
            serde_json::from_str(&answer.text).map_err(|_| t("moderation-unreadable"))
        }
        Ok(answer) => Err(answer.error()),
        Err(()) => Err(net::unreachable()),
    }
}

fn text(value: &Value, key: &str) -> String {
    match &value[key] {
        Value::String(s) => s.clone(),
        Value::Number(n) => n.to_string(),
        _ => String::new(),
    }
}

/// The words of a report's reason.
fn reason_words(key: &str) -> String {
    match key {
        "cheating" => t("moderation-reason-cheating"),
        "chat" => t("moderation-reason-chat"),
        "name" => t("moderation-reason-name"),
        _ => t("moderation-reason-other"),
    }
}

/// The words of an action.
fn action_words(key: &str) -> String {
    match key {
        "warn" => t("moderation-done-warn"),
        "mute" => t("moderation-done-mute"),
        "rename" => t("moderation-done-rename"),
        "close" => t("moderation-done-close"),
        _ => t("moderation-done-dismiss"),
    }
}

fn report_row(
    report: &Value,
    open: impl Fn(String, Option<u64>) + Copy + 'static,
) -> impl IntoView {
    let player = text(report, "player");
    let id = report["id"].as_u64();
    let game = text(report, "game");
    let handled = text(report, "handled_by");
    let label = tf(
        "moderation-open-record",
        &[("name", player.as_str().into())],
    );
    view! {
        <li class="report">
            <p>
                <strong>{reason_words(report["reason"].as_str().unwrap_or_default())}</strong>
                " · " {player.clone()} " · " {tf("moderation-by", &[("name", text(report, "reporter").into())])}
                {(!game.is_empty()).then(|| view! { " · " {t("moderation-game")} " " <a href=Route::Online(game.as_str().into()).href()>{game.clone()}</a> })}
                {(!handled.is_empty()).then(|| format!(" · {}", tf("moderation-handled-by", &[("name", handled.as_str().into())])))}
            </p>
            <p class="report-text">{text(report, "text")}</p>
            <button class="quiet" aria-label=label on:click=move |_| open(player.clone(), id)>{t("moderation-open")}</button>
        </li>
    }
}

fn action_row(action: &Value) -> impl IntoView {
    let detail = text(action, "detail");
    view! {
        <li class="mod-action">
            <strong>{action_words(action["action"].as_str().unwrap_or_default())}</strong>
            " · " {text(action, "player")} " · " {tf("moderation-by", &[("name", text(action, "moderator").into())])} ": " {text(action, "reason")}
            {(!detail.is_empty()).then(|| format!(" ({detail})"))}
        </li>
    }
}

/// The actions a moderator may take on the open record, with their reason.
#[component]
fn ActionForm(
    name: String,
    report: Option<u64>,
    done: Callback<String>,
    said: RwSignal<Option<Result<String, String>>>,
) -> impl IntoView {
    let action = RwSignal::new(String::from("warn"));
    let minutes = RwSignal::new(String::from("60"));
    let reason = RwSignal::new(String::new());
    let act = move |_| {
        let body = json!({
            "name": name.clone(),
            "action": action.get_untracked(),
            "reason": reason.get_untracked(),
            "minutes": minutes.get_untracked().trim().parse::<u64>().ok(),
            "report": report,
        })
        .to_string();
        leptos::task::spawn_local(async move {
            let result = match net::api("POST", "/api/mod/act", Some(body)).await {
                Ok(answer) if answer.ok() => {
                    reason.try_set(String::new());
                    // The player as now named (a renamed visitor's record follows the name).
                    let now_named = serde_json::from_str::<serde_json::Value>(&answer.text)
                        .ok()
                        .and_then(|done| done["player"].as_str().map(str::to_owned));
                    done.run(now_named.unwrap_or_default());
                    Ok(t("moderation-acted"))
                }
                Ok(answer) => Err(answer.error()),
                Err(()) => Err(net::unreachable()),
            };
            said.try_set(Some(result));
        });
    };
    let choices = [
        ("warn", "moderation-do-warn"),
        ("mute", "moderation-do-mute"),
        ("rename", "moderation-do-rename"),
        ("close", "moderation-do-close"),
        ("dismiss", "moderation-do-dismiss"),
    ]
    .map(|(key, id)| view! { <option value=key>{t(id)}</option> })
    .into_iter()
    .collect_view();
    view! {
        <form class="mod-form" on:submit=|ev| ev.prevent_default()>
            <label>{t("moderation-action")}
                <select prop:value=move || action.get() on:change=move |ev| action.set(event_target_value(&ev))>
                    {choices}
                </select>
            </label>
            <Show when=move || action.get() == "mute">
                <label>{t("moderation-minutes")}
                    <input type="number" min="1" max="43200" prop:value=move || minutes.get()
                        on:input=move |ev| minutes.set(event_target_value(&ev)) />
                </label>
            </Show>
            <label>{t("moderation-reason")}
                <input type="text" maxlength="500" prop:value=move || reason.get()
                    on:input=move |ev| reason.set(event_target_value(&ev)) />
            </label>
            <button class="primary" type="button" on:click=act.clone()>{t("moderation-do-it")}</button>
        </form>
    }
}

/// `#/mod`.
#[component]
pub(super) fn ModerationPage() -> impl IntoView {
    let online = expect_context::<AppContext>().online;
    online.refresh();
    let desk = RwSignal::new(None::<Result<Value, String>>);
    let record = RwSignal::new(None::<(String, Option<u64>, Result<Value, String>)>);
    let search = RwSignal::new(String::new());
    // What became of the last action (kept while the record is read again after it).
    let said = RwSignal::new(None::<Result<String, String>>);
    let load_desk = move || {
        leptos::task::spawn_local(async move {
            let answer = get("/api/mod/desk").await;
            desk.try_set(Some(answer));
        });
    };
    load_desk();
    let open = move |name: String, report: Option<u64>| {
        leptos::task::spawn_local(async move {
            let path = format!(
                "/api/mod/players/{}",
                String::from(js_sys::encode_uri_component(&name))
            );
            let answer = get(&path).await;
            record.try_set(Some((name, report, answer)));
        });
    };
    let refreshed = Callback::new(move |now_named: String| {
        load_desk();
        if let Some((name, report, _)) = record.get_untracked() {
            open(
                if now_named.is_empty() {
                    name
                } else {
                    now_named
                },
                report,
            );
        }
    });
    let desk_view = move || {
        desk.get().map(|answer| match answer {
            Err(words) => view! { <p class="error" role="alert">{words}</p> }.into_any(),
            Ok(value) => {
                let reports = value["reports"].as_array().cloned().unwrap_or_default();
                let actions = value["actions"].as_array().cloned().unwrap_or_default();
                view! {
                    <section aria-labelledby="reports-title">
                        <h2 id="reports-title">{t("moderation-reports-waiting")}</h2>
                        {if reports.is_empty() {
                            view! { <p class="empty">{t("moderation-no-report")}</p> }.into_any()
                        } else {
                            view! { <ul class="reports">{reports.iter().map(|r| report_row(r, open)).collect_view()}</ul> }.into_any()
                        }}
                    </section>
                    <section aria-labelledby="log-title">
                        <h2 id="log-title">{t("moderation-lately")}</h2>
                        {if actions.is_empty() {
                            view! { <p class="empty">{t("moderation-nothing-yet")}</p> }.into_any()
                        } else {
                            view! { <ul class="mod-log">{actions.iter().map(action_row).collect_view()}</ul> }.into_any()
                        }}
                    </section>
                }
                .into_any()
            }
        })
    };
    let record_view = move || {
        record.get().map(|(name, report, answer)| match answer {
            Err(words) => view! { <p class="error" role="alert">{words}</p> }.into_any(),
            Ok(value) => {
                let reports = value["reports"].as_array().cloned().unwrap_or_default();
                let actions = value["actions"].as_array().cloned().unwrap_or_default();
                let state = match (value["closed"].as_bool(), value["account"].as_bool()) {
                    (Some(true), _) => t("moderation-closed-account"),
                    (_, Some(true)) => t("moderation-account"),
                    _ => t("moderation-visitor"),
                };
                let href = Route::Player(name.clone()).href();
                view! {
                    <section class="record" aria-labelledby="record-title">
                        <h2 id="record-title">{tf("moderation-record-of", &[("name", name.as_str().into())])}</h2>
                        <p>{state} " · " <a href=href>{t("moderation-their-page")}</a></p>
                        <h3>{t("moderation-reports-about")}</h3>
                        <ul class="reports">{reports.iter().map(|r| report_row(r, open)).collect_view()}</ul>
                        <h3>{t("moderation-what-done")}</h3>
                        {if actions.is_empty() {
                            view! { <p class="empty">{t("moderation-nothing-yet")}</p> }.into_any()
                        } else {
                            view! { <ul class="mod-log">{actions.iter().map(action_row).collect_view()}</ul> }.into_any()
                        }}
                        <ActionForm name=text(&value, "name") report=report done=refreshed said=said />
                    </section>
                }
                .into_any()
            }
        })
    };
    view! {
        <div class="online-page moderation">
            <OnlineBar />
            <h1>{t("moderation-title")}</h1>
            <form class="find-player" on:submit=move |ev| {
                ev.prevent_default();
                open(search.get_untracked(), None);
            }>
                <label>{t("moderation-find-record")}
                    <input type="text" maxlength="40" prop:value=move || search.get()
                        on:input=move |ev| search.set(event_target_value(&ev)) />
                </label>
                <button type="submit">{t("moderation-find")}</button>
            </form>
            {record_view}
            {move || said.get().map(|r| match r {
                Ok(words) => view! { <p class="help" role="status">{words}</p> }.into_any(),
                Err(words) => view! { <p class="error" role="alert">{words}</p> }.into_any(),
            })}
            {desk_view}
        </div>
    }
}
