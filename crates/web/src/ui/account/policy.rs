//! The account page's choice of who may challenge the account by name.

use crate::i18n::t;
use crate::net;
use leptos::prelude::*;
use skillgames_online::ChallengePolicy;
use skillgames_online::http::ChallengePolicyBody;

/// Each choice, with the id of its words.
const CHOICES: [(ChallengePolicy, &str); 3] = [
    (ChallengePolicy::Anyone, "settings-policy-anyone"),
    (ChallengePolicy::Accounts, "settings-policy-accounts"),
    (ChallengePolicy::Nobody, "settings-policy-nobody"),
];

/// Who may challenge the account: read from the service, saved when changed.
#[component]
pub(super) fn ChallengePolicyChoice() -> impl IntoView {
    let policy = RwSignal::new(None::<ChallengePolicy>);
    let status = RwSignal::new(None::<String>);
    leptos::task::spawn_local(async move {
        if let Ok(answer) = net::api("GET", "/api/challenge-policy", None).await
            && answer.ok()
            && let Ok(body) = serde_json::from_str::<ChallengePolicyBody>(&answer.text)
        {
            policy.set(Some(body.policy));
        }
    });
    let choose = move |chosen: ChallengePolicy| {
        policy.set(Some(chosen));
        status.set(None);
        leptos::task::spawn_local(async move {
            let body = serde_json::to_string(&ChallengePolicyBody { policy: chosen }).ok();
            let text = match net::api("POST", "/api/challenge-policy", body).await {
                Ok(answer) if answer.ok() => t("settings-policy-saved"),
                Ok(answer) => answer.error(),
                Err(()) => net::unreachable(),
            };
            status.set(Some(text));
        });
    };
    let options = CHOICES
        .iter()
        .map(|&(value, id)| {
            view! {
                <option value=value.key() selected=move || policy.get() == Some(value)>{t(id)}</option>
            }
        })
        .collect_view();
    view! {
        <section class="challenge-policy">
            <h2>{t("settings-policy-title")}</h2>
            <label>
                {t("settings-policy-who")} " "
                <select
                    disabled=move || policy.get().is_none()
                    on:change=move |ev| choose(ChallengePolicy::from_key(&event_target_value(&ev)))
                >
                    {options}
                </select>
            </label>
            <p class="help" role="status">{move || status.get()}</p>
        </section>
    }
}
