//! Accounts and profiles: logging in and creating an account (`#/account`, here, with its
//! forms in `forms.rs`; an account's API tokens there too, `tokens.rs`, and who may challenge it, `policy.rs`), and a player's page (`#/player/<name>`, `profile.rs`): ratings per
//! game and board with their history (`ratings.rs`), results, and recent games, each opening
//! in review (with analysis) and with its game record (`recent.rs`).

mod forms;
mod policy;
mod profile;
mod ratings;
mod recent;
mod tokens;

pub(super) use profile::ProfilePage;

use super::context::AppContext;
use super::online::OnlineBar;
use forms::CredentialsForm;
use leptos::prelude::*;
use policy::ChallengePolicyChoice;
use tokens::ApiTokens;

/// `#/account`: log in, or create an account; an account's API tokens.
#[component]
pub(super) fn AccountPage() -> impl IntoView {
    let online = expect_context::<AppContext>().online;
    online.refresh();
    let account = move || online.me.with(|m| m.as_ref().is_some_and(|m| m.account));
    view! {
        <div class="online-page account">
            <OnlineBar />
            <h1>"Your account"</h1>
            <Show
                when=account
                fallback=|| view! {
                    <p class="help">
                        "You can play casual games without an account. An account keeps your name on every device and lets you play rated games."
                    </p>
                    <div class="account-forms">
                        <CredentialsForm heading="Log in" id="login" path="/api/login" button="Log in" new_password=false />
                        <CredentialsForm heading="Create an account" id="signup" path="/api/signup" button="Create the account" new_password=true />
                    </div>
                }
            >
                <ChallengePolicyChoice />
                <ApiTokens />
            </Show>
        </div>
    }
}
