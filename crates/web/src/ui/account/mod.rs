//! Accounts and profiles: logging in and creating an account (`#/account`, here, with its
//! forms in `forms.rs`, a forgotten password and the form its letter's link opens in
//! `email.rs`); an account's settings ([`AccountSettings`]: its email address and digest,
//! `email.rs`, its vacation, `vacation.rs`, who may challenge it, `policy.rs`, its API tokens,
//! `tokens.rs`; small forms share `one_field.rs`); and a player's page (`#/player/<name>`,
//! `profile.rs`): ratings per game and board with their history (`ratings.rs`), results, and
//! recent games, each opening in review (with analysis) and with its game record
//! (`recent.rs`); following, muting, blocking and reporting players, and the list of those
//! one follows (`community.rs`).

mod community;
mod email;
mod forms;
mod one_field;
mod policy;
mod profile;
mod ratings;
mod recent;
mod tokens;
mod vacation;

pub(super) use profile::ProfilePage;

use super::context::AppContext;
use super::online::OnlineBar;
use crate::i18n::t;
use community::Follows;
use email::{EmailChoice, ForgotForm, ResetForm};
use forms::CredentialsForm;
use leptos::prelude::*;
use policy::ChallengePolicyChoice;
use tokens::ApiTokens;
use vacation::VacationChoice;

/// `#/account`: log in, or create an account; an account's email, API tokens and who may
/// challenge it. With `reset` (`#/reset/<secret>`, a password reset letter's link), the form
/// that chooses a new password.
#[component]
pub(super) fn AccountPage(reset: Option<String>) -> impl IntoView {
    let online = expect_context::<AppContext>().online;
    online.refresh();
    let account = move || online.me.with(|m| m.as_ref().is_some_and(|m| m.account));
    view! {
        <div class="online-page account">
            <OnlineBar />
            <h1>{t("account-title")}</h1>
            {reset.map(|token| view! { <ResetForm token /> })}
            <Show
                when=account
                fallback=|| view! {
                    <p class="help">
                        {t("account-why")}
                    </p>
                    <div class="account-forms">
                        <CredentialsForm heading=t("account-log-in") id="login" path="/api/login" button=t("account-log-in") new_password=false />
                        <CredentialsForm heading=t("account-create-heading") id="signup" path="/api/signup" button=t("account-create-button") new_password=true />
                    </div>
                    <ForgotForm />
                }
            >
                {super::pages::account_settings()}
            </Show>
        </div>
    }
}

/// An account's settings: the players it follows, its email, vacation, who may challenge it,
/// its API tokens (in the online game's piece, with the bell: see `pages.rs`).
#[component]
pub(super) fn AccountSettings() -> impl IntoView {
    view! {
        <Follows />
        <EmailChoice />
        <VacationChoice />
        <ChallengePolicyChoice />
        <ApiTokens />
    }
}
