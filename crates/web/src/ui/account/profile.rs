//! A player's page, `#/player/<name>`: fetched from the service, then their name, kind and
//! results, their ratings (`ratings.rs`) and their recent games (`recent.rs`).

use super::ratings::ratings;
use super::recent::recent_games;
use crate::net::{self, Service};
use crate::ui::context::AppContext;
use crate::ui::online::OnlineBar;
use leptos::prelude::*;
use skillgames_online::http::Profile;

/// `#/player/<name>`.
#[component]
pub(in crate::ui) fn ProfilePage(name: String) -> impl IntoView {
    let context = expect_context::<AppContext>();
    let online = context.online;
    online.refresh();
    let profile = RwSignal::new(None::<Result<Profile, String>>);
    {
        let path = format!(
            "/api/players/{}",
            String::from(js_sys::encode_uri_component(&name))
        );
        leptos::task::spawn_local(async move {
            let result = match net::api("GET", &path, None).await {
                Ok(answer) if answer.ok() => serde_json::from_str::<Profile>(&answer.text)
                    .map_err(|_| "This profile could not be read.".to_owned()),
                Ok(answer) => Err(answer.error()),
                Err(()) => {
                    online.service.set(Service::Unreachable);
                    Err(net::UNREACHABLE.to_owned())
                }
            };
            profile.set(Some(result));
        });
    }
    let shown = move || {
        profile.get().map(|result| match result {
            Err(text) => view! { <p class="error" role="alert">{text}</p> }.into_any(),
            Ok(profile) => {
                let who = profile.player.name.clone();
                let [wins, losses, draws] = profile.results;
                let kind = if profile.player.account {
                    "An account"
                } else {
                    "A visitor without an account"
                };
                view! {
                    <h1>{who.clone()}</h1>
                    <p class="help">{kind}</p>
                    <p class="results" data-results=format!("{wins} {losses} {draws}")>
                        {format!("{wins} won, {losses} lost, {draws} drawn")}
                    </p>
                    <h2>"Ratings"</h2>
                    {ratings(&profile)}
                    <h2>"Recent games"</h2>
                    {recent_games(&profile, &who)}
                }
                .into_any()
            }
        })
    };
    view! {
        <div class="online-page profile">
            <OnlineBar />
            {shown}
        </div>
    }
}
