//! One tournament (`#/tournament/<id>`): what it is, joining (with its password when it is
//! private), a break or leaving, the standings (each player's games, streak and tie-breaks)
//! and its games to watch. Read again every [`REFRESH`]; when the player's next game begins,
//! the page opens it, as the site's arenas do.

use std::time::Duration;

use super::room::TournamentRoom;
use super::{players_words, summary_words, when_words};
use crate::i18n::{t, tf};
use crate::net::{self, Service};
use crate::ui::context::AppContext;
use crate::ui::online::OnlineBar;
use crate::ui::route::Route;
use leptos::prelude::*;
use skillgames_online::GameId;
use skillgames_online::tournament::{
    JoinRequest, StandingLine, TournamentKind, TournamentStatus, TournamentView,
};
use skillgames_page::tournaments::read_view;

/// How often the page reads the tournament again.
const REFRESH: Duration = Duration::from_secs(2);

/// One tournament: `#/tournament/<id>`.
#[component]
pub(in crate::ui) fn TournamentPage(id: String) -> impl IntoView {
    let context = expect_context::<AppContext>();
    let online = context.online;
    online.refresh();
    let id = StoredValue::new(id);
    let seen = RwSignal::new(None::<TournamentView>);
    let missing = RwSignal::new(false);
    let error = RwSignal::new(None::<String>);
    // The game the player was last sent to, so that it opens once; the first reading only
    // notes it (a game that just ended may still be named until the director counts it, and
    // a game already begun was opened by the server's `Started`).
    let opened = StoredValue::new(None::<Option<GameId>>);
    // Each reading of the tournament reads its room again.
    let (tick, set_tick) = signal(0_u64);
    let load = move || {
        set_tick.try_update(|t| *t += 1);
        leptos::task::spawn_local(async move {
            let Some(id) = id.try_get_value() else {
                return;
            };
            let path = format!("/api/tournaments/{id}");
            match net::api("GET", &path, None).await {
                Ok(answer) if answer.ok() => {
                    let view = read_view(&answer.text);
                    // A live game opens at once; a correspondence one waits in the list.
                    let playing = view
                        .as_ref()
                        .filter(|v| !v.info.time.is_correspondence())
                        .and_then(|v| v.me.as_ref()?.playing.clone());
                    // The page may have been left while the answer came (`try_`: then
                    // nothing is done).
                    match (opened.try_get_value(), playing) {
                        (Some(None), playing) => {
                            opened.try_set_value(Some(playing));
                        }
                        (Some(Some(before)), Some(game)) if before.as_ref() != Some(&game) => {
                            opened.try_set_value(Some(Some(game.clone())));
                            context.navigate(&Route::Online(game));
                        }
                        _ => {}
                    }
                    seen.try_set(view);
                }
                Ok(answer) if answer.status == 404 => {
                    missing.try_set(true);
                }
                _ => online.service.set(Service::Unreachable),
            }
        });
    };
    load();
    if let Ok(every) = set_interval_with_handle(load, REFRESH) {
        on_cleanup(move || every.clear());
    }
    let act = move |what: &'static str, body: Option<String>| {
        leptos::task::spawn_local(async move {
            let Some(id) = id.try_get_value() else {
                return;
            };
            let path = format!("/api/tournaments/{id}/{what}");
            match net::api("POST", &path, body).await {
                Ok(answer) if answer.ok() => {
                    error.try_set(None);
                    seen.try_set(read_view(&answer.text));
                }
                Ok(answer) => {
                    error.try_set(Some(answer.error()));
                }
                Err(()) => {
                    error.try_set(Some(net::unreachable()));
                }
            }
        });
    };
    view! {
        <div class="online-page tournament">
            <OnlineBar />
            <Show when=move || missing.get()>
                <h1>{t("tournament-missing")}</h1>
                <p>{t("tournament-missing-help")} " " <a href=Route::Tournaments.href()>{t("tournament-see-all")}</a></p>
            </Show>
            {move || seen.get().map(|tournament| view! {
                <h1>{tournament.info.name.clone()}</h1>
                <p class="tournament-what">{summary_words(&tournament.info)}</p>
                <p class="tournament-when" role="status">{when_words(&tournament.info)}</p>
                <p class="tournament-players">{players_words(tournament.info.players, tournament.info.max_players)}</p>
                <p class="tournament-terms">{terms_words(&tournament)}</p>
                {podium(&tournament)}
                {entry(&tournament, act)}
                <p class="error" role="alert">{move || error.get()}</p>
                {standings(&tournament.standings, tournament.info.kind == TournamentKind::RoundRobin)}
                {games(&tournament)}
            })}
            <Show when=move || seen.with(Option::is_some)>
                <TournamentRoom id=id tick=tick />
            </Show>
            <p><a href=Route::Tournaments.href()>{t("tournament-all")}</a></p>
        </div>
    }
}

/// Who may join, in words: "Ratings 1200 to 1800 · bots welcome".
fn terms_words(tournament: &TournamentView) -> String {
    // Ratings as they are written (no digit grouping).
    let rating = |r: i32| r.to_string();
    let range = match (tournament.min_rating, tournament.max_rating) {
        (Some(low), Some(high)) => tf(
            "tournament-ratings-between",
            &[("low", rating(low).into()), ("high", rating(high).into())],
        ),
        (Some(low), None) => tf("tournament-ratings-from", &[("low", rating(low).into())]),
        (None, Some(high)) => tf("tournament-ratings-up-to", &[("high", rating(high).into())]),
        (None, None) => t("tournament-any-rating"),
    };
    let bots = if tournament.bots {
        t("tournament-terms-bots-welcome")
    } else {
        t("tournament-terms-no-bots")
    };
    let mut terms = vec![range, bots];
    if tournament.info.private {
        terms.push(t("tournament-terms-private"));
    }
    terms.join(" · ")
}

/// The first three of a finished tournament.
fn podium(tournament: &TournamentView) -> Option<impl IntoView + use<>> {
    if tournament.info.status != TournamentStatus::Finished || tournament.standings.is_empty() {
        return None;
    }
    let places = tournament
        .standings
        .iter()
        .take(3)
        .map(|l| {
            let words = format!("{} ({})", l.player.name, l.score);
            view! { <li>{words}</li> }
        })
        .collect_view();
    Some(view! {
        <section class="podium" aria-label=t("tournament-podium")>
            <h2>{t("tournament-podium")}</h2>
            <ol>{places}</ol>
        </section>
    })
}

/// Joining, taking a break or leaving, as the player's entry allows.
fn entry(
    tournament: &TournamentView,
    act: impl Fn(&'static str, Option<String>) + Copy + Send + Sync + 'static,
) -> AnyView {
    let open = matches!(
        tournament.info.status,
        TournamentStatus::Upcoming | TournamentStatus::Running
    );
    if !open {
        return ().into_any();
    }
    match &tournament.me {
        Some(me) if !me.withdrawn => {
            let pause = if me.paused {
                view! { <button on:click=move |_| act("resume", None)>{t("tournament-back-from-break")}</button> }.into_any()
            } else {
                view! { <button on:click=move |_| act("pause", None)>{t("tournament-take-break")}</button> }
                    .into_any()
            };
            let state = if me.paused {
                t("tournament-on-break")
            } else {
                t("tournament-you-are-in")
            };
            view! {
                <p class="tournament-entry">{state}</p>
                <p class="actions">
                    {pause}
                    <button on:click=move |_| act("withdraw", None)>{t("tournament-leave")}</button>
                </p>
            }
            .into_any()
        }
        _ => {
            let password = RwSignal::new(String::new());
            let private = tournament.info.private;
            let join = move |_| {
                let body = private.then(|| {
                    let request = JoinRequest {
                        password: Some(password.get_untracked()),
                    };
                    serde_json::to_string(&request).unwrap_or_default()
                });
                act("join", body);
            };
            view! {
                <p class="actions">
                    {private.then(|| view! {
                        <label>{t("tournament-password")} " " <input type="password" prop:value=move || password.get()
                            on:input=move |e| password.set(event_target_value(&e)) /></label>
                    })}
                    <button class="primary" on:click=join>{t("tournament-join")}</button>
                </p>
            }
            .into_any()
        }
    }
}

/// The standings table. A round-robin's is its crosstable: a column for each opponent, in
/// the table's order (numbered by rank), each cell the results against them ("x" oneself).
fn standings(lines: &[StandingLine], crosstable: bool) -> AnyView {
    if lines.is_empty() {
        return view! { <p class="empty">{t("tournament-nobody-yet")}</p> }.into_any();
    }
    let rows = lines
        .iter()
        .map(|l| {
            let name = l.player.name.clone();
            let href = Route::Player(name.clone()).href();
            let note = match (l.withdrawn, l.paused, l.fire) {
                (true, _, _) => format!(" {}", t("tournament-note-left")),
                (_, true, _) => format!(" {}", t("tournament-note-on-break")),
                (_, _, true) => " 🔥".to_owned(),
                _ => String::new(),
            };
            let key = name.clone();
            let sheet = if crosstable {
                l.sheet
                    .iter()
                    .map(|cell| view! { <td class="cell">{cell.clone()}</td> })
                    .collect_view()
                    .into_any()
            } else {
                view! { <td class="sheet">{l.sheet.join(" ")}</td> }.into_any()
            };
            view! {
                <tr data-player=key>
                    <td>{l.rank}</td>
                    <th scope="row"><a href=href>{name}</a>{note}</th>
                    <td>{l.rating}</td>
                    <td class="score">{l.score.clone()}</td>
                    {sheet}
                    <td>{l.tiebreaks.join(" · ")}</td>
                </tr>
            }
        })
        .collect_view();
    let games = if crosstable {
        lines
            .iter()
            .map(|l| {
                let against = tf("tournament-against", &[("name", l.player.name.as_str().into())]);
                view! { <th scope="col" class="cell" title=against.clone() aria-label=against>{l.rank}</th> }
            })
            .collect_view()
            .into_any()
    } else {
        view! { <th scope="col">{t("tournament-games-heading")}</th> }.into_any()
    };
    let caption = if crosstable {
        t("tournament-crosstable")
    } else {
        t("tournament-standings")
    };
    view! {
        <div class="table-wrap"><table class="standings">
            <caption>{caption}</caption>
            <thead><tr>
                <th scope="col">"#"</th><th scope="col">{t("tournament-player")}</th><th scope="col">{t("tournament-rating")}</th>
                <th scope="col">{t("tournament-score")}</th>{games}<th scope="col">{t("tournament-tie-breaks")}</th>
            </tr></thead>
            <tbody>{rows}</tbody>
        </table></div>
    }
    .into_any()
}

/// Its games, the latest first, each to watch or review.
fn games(tournament: &TournamentView) -> AnyView {
    if tournament.games.is_empty() {
        return ().into_any();
    }
    let items = tournament
        .games
        .iter()
        .map(|g| {
            let href = Route::Online(g.id.clone()).href();
            let round = (g.round > 0).then(|| {
                format!(
                    "{} ",
                    tf("tournament-game-round", &[("round", g.round.into())])
                )
            });
            let result = g
                .result
                .clone()
                .unwrap_or_else(|| t("tournament-game-playing"));
            view! {
                <li class="tournament-game" data-game-id=g.id.to_string()>
                    {round}
                    <a href=href>{format!("{} – {}", g.white, g.black)}</a>
                    " "
                    <span class="result">{result}</span>
                </li>
            }
        })
        .collect_view();
    view! {
        <section class="tournament-games">
            <h2>{t("tournament-games-heading")}</h2>
            <ul>{items}</ul>
        </section>
    }
    .into_any()
}
