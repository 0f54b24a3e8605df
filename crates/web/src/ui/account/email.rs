//! Email on the account page: the account's address (confirmed by the link sent to it) and
//! the "your turn" digest; for someone logged out, a link to choose a new password; and the
//! form that link opens (`#/reset/<secret>`). A site that sends no email says so.

use super::one_field::OneField;
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
                Err(()) => status.set(Some(net::UNREACHABLE.to_owned())),
            }
        });
    };
    // Said below the section: the settings read anew draw its inside again.
    let saved = Callback::new(move |text: String| {
        read(&text);
        status.set(Some(
            "Sent: open the link in the letter to confirm the address.".to_owned(),
        ));
        None
    });
    let body = Callback::new(|address| serde_json::to_string(&EmailAddress { address }).ok());
    view! {
        <section class="email">
            <h2>"Email"</h2>
            {move || settings.get().map(|now| if !now.sends {
                view! { <p class="help">"This site does not send email."</p> }.into_any()
            } else {
                let state = match (&now.address, now.verified) {
                    (None, _) => "No address yet: with one you can be told when it is your move, and choose a new password if you forget yours.".to_owned(),
                    (Some(address), true) => format!("{address}: confirmed."),
                    (Some(address), false) => format!("{address}: not confirmed yet. Open the link we sent to it."),
                };
                let has = now.address.is_some();
                let digest = now.digest;
                view! {
                    <p class="help">{state}</p>
                    <OneField id="email-address" label="Email address " kind="email" autocomplete="email"
                        button="Save" method="POST" path="/api/email"
                        start=now.address.clone().unwrap_or_default() body=body done=saved />
                    <Show when=move || has>
                        <label>
                            <input type="checkbox" prop:checked=digest on:change=move |e| {
                                let body = serde_json::to_string(&DigestChoice { digest: event_target_checked(&e) }).ok();
                                send("POST", "/api/email/digest", body);
                            } />
                            " Email me when it is my move (at most twice a day)"
                        </label>
                        <button class="quiet" on:click=move |_| send("DELETE", "/api/email", None)>"Remove the address"</button>
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
            <summary>"Forgot your password?"</summary>
            <Show when=move || sends.get() fallback=|| view! {
                <p class="help">"This site does not send email: a forgotten password cannot be reset here."</p>
            }>
            <OneField id="forgot" label="Your name or email address " kind="text" autocomplete="username"
                button="Send me a link" method="POST" path="/api/password/forgot"
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
            <h2>"Choose a new password"</h2>
            <OneField id="new-password" label="New password " kind="password" autocomplete="new-password"
                button="Save the password" method="POST" path="/api/password/reset"
                body=body done=done />
            <p class="help">"At least 8 characters. Every other device is logged out."</p>
        </section>
    }
}
