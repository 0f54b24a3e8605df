//! Email on the account page: the account's address (confirmed by the link sent to it) and
//! the "your turn" digest; for someone logged out, a link to choose a new password; and the
//! form that link opens (`#/reset/<secret>`). A site that sends no email says so.

use super::one_field::OneField;
use crate::i18n::{t, tf};
use crate::net;
use crate::ui::context::AppContext;
use crate::ui::route::Route;
use leptos::prelude::*;
use skillgames_online::PlayerView;
use skillgames_online::http::{
    DigestChoice, EmailAddress, EmailSettings, ForgotPassword, NewPassword, Said,
};

fn said_of(text: &str) -> Option<String> {
    serde_json::from_str::<Said>(text).ok().map(|s| s.said)
}

/// The account's address and digest.
#[component]
pub(super) fn EmailChoice() -> impl IntoView {
    let settings = RwSignal::new(None::<EmailSettings>);
    let status = RwSignal::new(None::<String>);
    let read = move |text: &str| {
        if let Ok(now) = serde_json::from_str::<EmailSettings>(text) {
            settings.set(Some(now));
        }
    };
    leptos::task::spawn_local(async move {
        if let Ok(answer) = net::api("GET", "/api/email", None).await
            && answer.ok()
        {
            read(&answer.text);
        }
    });
    let send = move |method: &'static str, path: &'static str, body: Option<String>| {
        status.set(None);
        leptos::task::spawn_local(async move {
            match net::api(method, path, body).await {
                Ok(answer) if answer.ok() => read(&answer.text),
                Ok(answer) => status.set(Some(answer.error())),
                Err(()) => status.set(Some(net::unreachable())),
            }
        });
    };
    // Said below the section: the settings read anew draw its inside again.
    let saved = Callback::new(move |text: String| {
        read(&text);
        status.set(Some(t("settings-email-sent")));
        None
    });
    let body = Callback::new(|address| serde_json::to_string(&EmailAddress { address }).ok());
    view! {
        <section class="email">
            <h2>{t("settings-email-title")}</h2>
            {move || settings.get().map(|now| if !now.sends {
                view! { <p class="help">{t("settings-email-not-sent")}</p> }.into_any()
            } else {
                let state = match (&now.address, now.verified) {
                    (None, _) => t("settings-email-none"),
                    (Some(address), true) => tf("settings-email-confirmed", &[("address", address.as_str().into())]),
                    (Some(address), false) => tf("settings-email-unconfirmed", &[("address", address.as_str().into())]),
                };
                let has = now.address.is_some();
                let digest = now.digest;
                view! {
                    <p class="help">{state}</p>
                    <OneField id="email-address" label=t("settings-email-address") kind="email" autocomplete="email"
                        button=t("settings-email-save") method="POST" path="/api/email"
                        start=now.address.clone().unwrap_or_default() body=body done=saved />
                    <Show when=move || has>
                        <label>
                            <input type="checkbox" prop:checked=digest on:change=move |e| {
                                let body = serde_json::to_string(&DigestChoice { digest: event_target_checked(&e) }).ok();
                                send("POST", "/api/email/digest", body);
                            } />
                            " " {t("settings-email-digest")}
                        </label>
                        <button class="quiet" on:click=move |_| send("DELETE", "/api/email", None)>{t("settings-email-remove")}</button>
                    </Show>
                }.into_any()
            })}
            <p class="help" role="status">{move || status.get()}</p>
        </section>
    }
}

/// For someone logged out: a link to choose a new password, sent to the account's address
/// (on a site that sends email).
#[component]
pub(super) fn ForgotForm() -> impl IntoView {
    let sends = RwSignal::new(true);
    leptos::task::spawn_local(async move {
        if let Ok(answer) = net::api("GET", "/api/email", None).await
            && let Ok(now) = serde_json::from_str::<EmailSettings>(&answer.text)
        {
            sends.set(now.sends);
        }
    });
    view! {
        <details class="forgot">
            <summary>{t("settings-forgot-title")}</summary>
            <Show when=move || sends.get() fallback=|| view! {
                <p class="help">{t("settings-forgot-no-email")}</p>
            }>
            <OneField id="forgot" label=t("settings-forgot-who") kind="text" autocomplete="username"
                button=t("settings-forgot-send") method="POST" path="/api/password/forgot"
                body=Callback::new(|who| serde_json::to_string(&ForgotPassword { who }).ok())
                done=Callback::new(|text: String| said_of(&text)) />
            </Show>
        </details>
    }
}

/// The form the emailed link opens: a new password, and the account is logged in.
#[component]
pub(super) fn ResetForm(token: String) -> impl IntoView {
    let context = expect_context::<AppContext>();
    let online = context.online;
    let body = Callback::new(move |password| {
        serde_json::to_string(&NewPassword {
            token: token.clone(),
            password,
        })
        .ok()
    });
    let done = Callback::new(move |text: String| {
        if let Ok(me) = serde_json::from_str::<PlayerView>(&text) {
            online.me.set(Some(me));
        }
        online.refresh();
        online.reconnect();
        context.navigate(&Route::Account);
        None
    });
    view! {
        <section class="reset">
            <h2>{t("settings-reset-title")}</h2>
            <OneField id="new-password" label=t("settings-reset-password") kind="password" autocomplete="new-password"
                button=t("settings-reset-save") method="POST" path="/api/password/reset"
                body=body done=done />
            <p class="help">{t("settings-reset-help")}</p>
        </section>
    }
}
