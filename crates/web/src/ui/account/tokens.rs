//! The account page's personal API tokens: a program (a bot, a board, a tool) plays for the
//! account through the API with one (`docs/api.md`). Make one with a name and what it may do
//! (its secret shown this once, with a button to copy it), see each one's last use, revoke one.

use crate::i18n::{t, tf};
use crate::net;
use crate::ui::share::copy_text;
use crate::ui::when::day_and_time;
use leptos::prelude::*;
use skillgames_online::http::{ApiToken, MadeApiToken, NewApiToken};

/// What a token may do, with the id of the page's words for it.
const SCOPES: [(&str, &str); 3] = [
    ("bot:play", "settings-token-scope-bot"),
    ("board:play", "settings-token-scope-board"),
    ("account:read", "settings-token-scope-read"),
];

/// The tokens, and the form that makes one.
#[component]
pub(super) fn ApiTokens() -> impl IntoView {
    let tokens = RwSignal::new(Vec::<ApiToken>::new());
    let error = RwSignal::new(None::<String>);
    let made = RwSignal::new(None::<String>);
    let name = RwSignal::new(String::new());
    let chosen = RwSignal::new(vec![SCOPES[0].0.to_owned()]);
    let busy = RwSignal::new(false);
    let copied = RwSignal::new(None::<bool>);
    let load = move || {
        leptos::task::spawn_local(async move {
            match net::api("GET", "/api/tokens", None).await {
                Ok(answer) if answer.ok() => {
                    tokens.set(serde_json::from_str(&answer.text).unwrap_or_default());
                }
                Ok(answer) => error.set(Some(answer.error())),
                Err(()) => error.set(Some(net::unreachable())),
            }
        });
    };
    load();
    let submit = move |event: leptos::ev::SubmitEvent| {
        event.prevent_default();
        if busy.get_untracked() {
            return;
        }
        busy.set(true);
        error.set(None);
        made.set(None);
        copied.set(None);
        let body = serde_json::to_string(&NewApiToken {
            name: name.get_untracked().trim().to_owned(),
            scopes: chosen.get_untracked(),
        })
        .unwrap_or_default();
        leptos::task::spawn_local(async move {
            match net::api("POST", "/api/tokens", Some(body)).await {
                Ok(answer) if answer.ok() => {
                    if let Ok(new) = serde_json::from_str::<MadeApiToken>(&answer.text) {
                        made.set(Some(new.token));
                        name.set(String::new());
                    }
                    load();
                }
                Ok(answer) => error.set(Some(answer.error())),
                Err(()) => error.set(Some(net::unreachable())),
            }
            busy.set(false);
        });
    };
    let revoke = move |id: String| {
        leptos::task::spawn_local(async move {
            match net::api("DELETE", &format!("/api/tokens/{id}"), None).await {
                Ok(answer) if answer.ok() => load(),
                Ok(answer) => error.set(Some(answer.error())),
                Err(()) => error.set(Some(net::unreachable())),
            }
        });
    };
    let copy = move |_| {
        if let Some(secret) = made.get_untracked() {
            copy_text(secret, move |ok| copied.set(Some(ok)));
        }
    };
    view! {
        <section class="api-tokens" aria-labelledby="tokens-title">
            <h2 id="tokens-title">{t("settings-tokens-title")}</h2>
            <p class="help">{t("settings-tokens-help")}</p>
            {move || made.get().map(|secret| view! {
                <div class="token-made" role="status">
                    <p>{t("settings-token-made")}</p>
                    <code id="new-token">{secret}</code>
                    <button type="button" on:click=copy>{t("settings-token-copy")}</button>
                    <span class="copied" aria-live="polite">{move || match copied.get() {
                        Some(true) => t("settings-token-copied"),
                        Some(false) => t("settings-token-not-copied"),
                        None => String::new(),
                    }}</span>
                </div>
            })}
            <ul class="token-list">
                {move || tokens.get().into_iter().map(|token| {
                    let id = token.id.clone();
                    let created = day_and_time(token.created);
                    let used = token.last_used.map_or_else(
                        || tf("settings-token-never-used", &[("made", created.as_str().into())]),
                        |at| tf("settings-token-used", &[("made", created.as_str().into()), ("used", day_and_time(at).into())]),
                    );
                    view! {
                        <li data-token=token.id.clone()>
                            <strong>{token.name.clone()}</strong>
                            <span class="token-scopes">{token.scopes.join(", ")}</span>
                            <span class="token-used">{used}</span>
                            <button type="button" class="quiet" aria-label=tf("settings-token-revoke-label", &[("name", token.name.as_str().into())]) on:click=move |_| revoke(id.clone())>{t("settings-token-revoke")}</button>
                        </li>
                    }
                }).collect_view()}
            </ul>
            <form class="token-form" on:submit=submit>
                <label>
                    {t("settings-token-name")}
                    <input type="text" id="token-name" required maxlength="40"
                        prop:value=move || name.get() on:input=move |e| name.set(event_target_value(&e)) />
                </label>
                <fieldset>
                    <legend>{t("settings-token-may")}</legend>
                    {SCOPES.into_iter().map(|(scope, id)| view! {
                        <label class="check">
                            <input type="checkbox" value=scope
                                prop:checked=move || chosen.with(|c| c.iter().any(|s| s == scope))
                                on:change=move |e| {
                                    let on = event_target_checked(&e);
                                    chosen.update(|c| {
                                        c.retain(|s| s != scope);
                                        if on {
                                            c.push(scope.to_owned());
                                        }
                                    });
                                } />
                            {t(id)}
                        </label>
                    }).collect_view()}
                </fieldset>
                <p class="error" role="alert">{move || error.get()}</p>
                <button class="primary" type="submit" disabled=move || busy.get()>{t("settings-token-make")}</button>
            </form>
        </section>
    }
}
