//! A player's page, `#/player/<name>`: fetched from the service, then their name, kind and
//! results, their ratings (`ratings.rs`) and their recent games (`recent.rs`); a button to
//! challenge them (the window of the lobby's games, sending a challenge by name); follow, mute,
//! block or report them (`community.rs`).

use super::community::PlayerActions;
use super::ratings::ratings;
use super::recent::recent_games;
use crate::i18n::{game_title, level_description, level_label, t, tf};
use crate::net::{self, Incoming, Service};
use crate::ui::context::AppContext;
use crate::ui::lobby::CreateDialog;
use crate::ui::online::{OnlineBar, bot_badge};
use leptos::prelude::*;
use skillgames_catalogue::CATALOGUE;
use skillgames_online::ServerMessage;
use skillgames_online::http::Profile;

/// A house bot's game and level (found by its name), with its measured strength on each
/// board: "Plays Amazons at the level Hard (…). Measured against the level below on each board
/// (docs/strength.md): 6 × 6 +471 Elo above Easy, …".
fn house_bot_words(name: &str) -> Option<String> {
    CATALOGUE.games().iter().find_map(|game| {
        let index = game.house_bot_level(name)?;
        let level = &game.levels[index];
        let first = level_label(game.levels.first()?.name);
        let description = level_description(game.name, level.name);
        let description = description.trim_end_matches(['.', '。']).to_owned();
        let (game_name, level_name) = (game_title(game.name), level_label(level.name));
        if index == 0 {
            return Some(tf(
                "profile-house-bot-first",
                &[
                    ("game", game_name.into()),
                    ("level", level_name.into()),
                    ("description", description.into()),
                    ("first", first.into()),
                ],
            ));
        }
        let strength = game
            .boards
            .iter()
            .filter_map(|b| {
                let elo = b.elo.get(index)?;
                Some(tf(
                    "profile-house-bot-board",
                    &[
                        ("size", b.size.into()),
                        // As written ("1500", not "1,500").
                        ("elo", elo.to_string().into()),
                        ("first", first.as_str().into()),
                    ],
                ))
            })
            .collect::<Vec<_>>()
            .join(t("profile-house-bot-separator").as_str());
        Some(tf(
            "profile-house-bot",
            &[
                ("game", game_name.into()),
                ("level", level_name.into()),
                ("description", description.into()),
                ("strength", strength.into()),
            ],
        ))
    })
}

/// Where a challenge sent from this page stands.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Sent {
    /// On its way to the server.
    Sending,
    /// Made: waiting for the player's answer (the bar of challenges shows it).
    Made,
    /// Refused, in words.
    Refused(String),
}

/// The button that challenges `name`, and what became of the challenge sent.
#[component]
fn ChallengeButton(name: String) -> impl IntoView {
    let online = expect_context::<AppContext>().online;
    online.connect();
    let open = RwSignal::new(false);
    let sent = RwSignal::new(None::<Sent>);
    online.listen(move |incoming| {
        let Incoming::Message(message) = incoming else {
            return;
        };
        if sent.get_untracked() != Some(Sent::Sending) {
            return;
        }
        match message.as_ref() {
            ServerMessage::Created { .. } => sent.set(Some(Sent::Made)),
            ServerMessage::Refused {
                game: None, reason, ..
            } => sent.set(Some(Sent::Refused(t(reason.message())))),
            _ => {}
        }
    });
    let label = tf("profile-challenge", &[("name", name.as_str().into())]);
    let waiting = tf("profile-challenge-sent", &[("name", name.clone().into())]);
    view! {
        <div class="challenge-player">
            <button class="primary" on:click=move |_| open.set(true)>{label}</button>
            {move || match sent.get() {
                Some(Sent::Made) => Some(view! { <p class="help" role="status">{waiting.clone()}</p> }.into_any()),
                Some(Sent::Refused(text)) => Some(view! { <p class="error" role="alert">{text}</p> }.into_any()),
                _ => None,
            }}
        </div>
        {move || open.get().then(|| view! {
            <CreateDialog
                private=true
                opponent=name.clone()
                on_sent=Callback::new(move |()| sent.set(Some(Sent::Sending)))
                on_close=Callback::new(move |()| open.set(false))
            />
        })}
    }
}

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
                    .map_err(|_| t("profile-unreadable")),
                Ok(answer) => Err(answer.error()),
                Err(()) => {
                    online.service.set(Service::Unreachable);
                    Err(net::unreachable())
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
                let kind = match (profile.player.bot, profile.player.account) {
                    (true, _) => t("profile-kind-bot"),
                    (false, true) => t("profile-kind-account"),
                    (false, false) => t("profile-kind-visitor"),
                };
                // Once the page knows who the player is (the profile may come first). Names
                // are ASCII (the server's rule): Unicode's case tables would weigh the page.
                let key = who.clone();
                let others = Memo::new(move |_| {
                    online.me.with(|m| {
                        m.as_ref()
                            .is_some_and(|m| !m.name.eq_ignore_ascii_case(&key))
                    })
                });
                let challenged = who.clone();
                view! {
                    <h1>{who.clone()} {bot_badge(profile.player.bot)}</h1>
                    <p class="help">{kind}</p>
                    {profile.player.bot.then(|| house_bot_words(&who)).flatten().map(|words| view! {
                        <p class="house-bot">{words}</p>
                    })}
                    {move || others.get().then(|| view! {
                        <ChallengeButton name=challenged.clone() />
                        <PlayerActions name=challenged.clone() />
                    })}
                    <p class="results" data-results=format!("{wins} {losses} {draws}")>
                        {tf(
                            "profile-results",
                            &[("wins", wins.into()), ("losses", losses.into()), ("draws", draws.into())],
                        )}
                    </p>
                    <h2>{t("profile-ratings")}</h2>
                    {ratings(&profile)}
                    <h2>{t("profile-recent-games")}</h2>
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
