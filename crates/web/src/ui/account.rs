//! Accounts and profiles: logging in and creating an account (`#/account`), and a player's
//! page (`#/player/<name>`): ratings per game and board with their history, results, and
//! recent games, each opening in review (with analysis) and with its game record.

use super::context::AppContext;
use super::online::{OnlineBar, rated_words, time_words, variant_words};
use super::route::Route;
use crate::net::{self, Service};
use leptos::prelude::*;
use skillgames_catalogue::CATALOGUE;
use skillgames_online::http::{Credentials, GameSummary, Profile};
use skillgames_online::{Colour, GameStatus, PlayerView};
use skillgames_page::online::{player_name, player_of};
use skillgames_play::link::{GameLink, LinkKind};

/// One form: a name and a password, sent to `path`.
#[component]
fn CredentialsForm(
    heading: &'static str,
    id: &'static str,
    path: &'static str,
    button: &'static str,
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
                Err(()) => error.set(Some(net::UNREACHABLE.to_owned())),
            }
            busy.set(false);
        });
    };
    let error_id = format!("{id}-error");
    view! {
        <form class="credentials" aria-labelledby=format!("{id}-title") on:submit=submit>
            <h2 id=format!("{id}-title")>{heading}</h2>
            <label>
                "Name"
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
                "Password"
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
                <p class="help">"A name of 3 to 20 letters, digits, spaces, - or _; a password of at least 8 characters."</p>
            })}
            <p id=error_id class="error" role="alert">{move || error.get()}</p>
            <button class="primary wide" type="submit" disabled=move || busy.get()>{button}</button>
        </form>
    }
}

/// `#/account`: log in, or create an account.
#[component]
pub(super) fn AccountPage() -> impl IntoView {
    let online = expect_context::<AppContext>().online;
    online.refresh();
    view! {
        <div class="online-page account">
            <OnlineBar />
            <h1>"Your account"</h1>
            <p class="help">
                "You can play casual games without an account. An account keeps your name on every device and lets you play rated games."
            </p>
            <div class="account-forms">
                <CredentialsForm heading="Log in" id="login" path="/api/login" button="Log in" new_password=false />
                <CredentialsForm heading="Create an account" id="signup" path="/api/signup" button="Create the account" new_password=true />
            </div>
        </div>
    }
}

/// A small line of a rating's history.
fn history_line(history: &[i32]) -> impl IntoView + use<> {
    let (width, height) = (120.0_f64, 32.0_f64);
    let low = history.iter().copied().min().unwrap_or(0);
    let high = history.iter().copied().max().unwrap_or(0);
    let span = f64::from((high - low).max(1));
    let step = if history.len() > 1 {
        width / (history.len() - 1) as f64
    } else {
        0.0
    };
    let points = history
        .iter()
        .enumerate()
        .map(|(i, &r)| {
            let x = i as f64 * step;
            let y = height - 2.0 - f64::from(r - low) / span * (height - 4.0);
            format!("{x:.1},{y:.1}")
        })
        .collect::<Vec<_>>()
        .join(" ");
    view! {
        <svg class="rating-history" viewBox=format!("0 0 {width} {height}") width="120" height="32" aria-hidden="true">
            <polyline points=points></polyline>
        </svg>
    }
}

/// How a game of the list stands for the player named `name`: "Won", "Lost", "Draw".
fn outcome_words(game: &GameSummary, name: &str) -> &'static str {
    match &game.status {
        GameStatus::Ended { winner: None, .. } => "Draw",
        GameStatus::Ended {
            winner: Some(winner),
            ..
        } => {
            let won_by = match winner {
                Colour::White => &game.white,
                Colour::Black => &game.black,
            };
            if won_by == name { "Won" } else { "Lost" }
        }
        GameStatus::Aborted => "Aborted",
        GameStatus::Playing => "Being played",
        GameStatus::Open => "Open",
    }
}

/// `#/player/<name>`.
#[component]
pub(super) fn ProfilePage(name: String) -> impl IntoView {
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
                let ratings = profile
                    .ratings
                    .iter()
                    .map(|r| {
                        let games = if r.games == 1 {
                            "1 game".to_owned()
                        } else {
                            format!("{} games", r.games)
                        };
                        view! {
                            <tr data-rating=format!("{}-{}", r.game, r.size)>
                                <th scope="row">{variant_words(&r.game, r.size)}</th>
                                <td class="rating">{r.rating.to_string()}</td>
                                <td>{games}</td>
                                <td>{history_line(&r.history)}</td>
                            </tr>
                        }
                    })
                    .collect_view();
                let games = profile
                    .games
                    .iter()
                    .map(|g| {
                        let review = CATALOGUE
                            .find(&g.game)
                            .ok()
                            .and_then(|info| info.variant(g.size).ok())
                            .map(|variant| {
                                GameLink::new(LinkKind::View, variant, None, g.moves.clone()).href()
                            });
                        let record = format!("/api/games/{}/record", g.id);
                        let opponent = if g.white == who { &g.black } else { &g.white };
                        // The protocol's White moves first (Black in Lines of Action).
                        let side = if g.white == who { Colour::White } else { Colour::Black };
                        let colour = CATALOGUE.find(&g.game).map_or("White", |info| {
                            player_name(player_of(info, side))
                        });
                        view! {
                            <li class="game-line" data-game-id=g.id.to_string()>
                                <span class="line-variant">{variant_words(&g.game, g.size)}</span>
                                <span class="line-time">{time_words(g.time)}</span>
                                <span class="line-rated">{rated_words(g.rated)}</span>
                                <span class="line-players">{format!("{colour} against {opponent}")}</span>
                                <span class="line-outcome">{outcome_words(g, &who)}</span>
                                {review.map(|href| view! { <a class="button" href=href>"Review"</a> })}
                                <a class="button" href=record>"Game record"</a>
                            </li>
                        }
                    })
                    .collect_view();
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
                    {if profile.ratings.is_empty() {
                        view! { <p class="empty">"No rated games yet."</p> }.into_any()
                    } else {
                        view! {
                            <div class="table-wrap">
                                <table class="stats-table ratings">
                                    <thead><tr><th scope="col">"Game"</th><th scope="col">"Rating"</th><th scope="col">"Rated games"</th><th scope="col">"History"</th></tr></thead>
                                    <tbody>{ratings}</tbody>
                                </table>
                            </div>
                            <p class="help">"A rating with ? is provisional: too few games to be sure."</p>
                        }
                        .into_any()
                    }}
                    <h2>"Recent games"</h2>
                    {if profile.games.is_empty() {
                        view! { <p class="empty">"No games yet."</p> }.into_any()
                    } else {
                        view! { <ul class="game-lines" aria-label="Recent games">{games}</ul> }.into_any()
                    }}
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
