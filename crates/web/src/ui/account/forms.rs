//! The account page's forms: a name and a password, to log in or to create an account.

use crate::i18n::t;
use crate::net;
use crate::ui::context::AppContext;
use crate::ui::route::Route;
use leptos::prelude::*;
use skillgames_online::PlayerView;
use skillgames_online::http::Credentials;

/// One form: a name and a password, sent to `path`.
#[component]
pub(super) fn CredentialsForm(
    heading: String,
    id: &'static str,
    path: &'static str,
    button: String,
    new_password: bool,
) -> impl IntoView {
    let context = expect_context::<AppContext>();
    let online = context.online;
    let name = RwSignal::new(String::new());
    let password = RwSignal::new(String::new());
    let error = RwSignal::new(None::<String>);
    let busy = RwSignal::new(false);
    let submit = move |event: leptos::ev::SubmitEvent| {
        event.prevent_default();
        if busy.get_untracked() {
            return;
        }
        busy.set(true);
        error.set(None);
        let body = serde_json::to_string(&Credentials {
            name: name.get_untracked().trim().to_owned(),
            password: password.get_untracked(),
        })
        .unwrap_or_default();
        leptos::task::spawn_local(async move {
            match net::api("POST", path, Some(body)).await {
                Ok(answer) if answer.ok() => {
                    if let Ok(me) = serde_json::from_str::<PlayerView>(&answer.text) {
                        online.me.set(Some(me));
                    }
                    online.refresh();
                    online.reconnect();
                    context.navigate(&Route::Lobby);
                }
                Ok(answer) => error.set(Some(answer.error())),
                Err(()) => error.set(Some(net::unreachable())),
            }
            busy.set(false);
        });
    };
    let error_id = format!("{id}-error");
    view! {
        <form class="credentials" aria-labelledby=format!("{id}-title") on:submit=submit>
            <h2 id=format!("{id}-title")>{heading}</h2>
            <label>
                {t("account-name")}
                <input
                    type="text"
                    name="name"
                    autocomplete="username"
                    required
                    maxlength="20"
                    aria-describedby=error_id.clone()
                    prop:value=move || name.get()
                    on:input=move |e| name.set(event_target_value(&e))
                />
            </label>
            <label>
                {t("account-password")}
                <input
                    type="password"
                    name="password"
                    autocomplete=if new_password { "new-password" } else { "current-password" }
                    required
                    aria-describedby=error_id.clone()
                    prop:value=move || password.get()
                    on:input=move |e| password.set(event_target_value(&e))
                />
            </label>
            {new_password.then(|| view! {
                <p class="help">{t("account-credentials-help")}</p>
            })}
            <p id=error_id class="error" role="alert">{move || error.get()}</p>
            <button class="primary wide" type="submit" disabled=move || busy.get()>{button}</button>
        </form>
    }
}
