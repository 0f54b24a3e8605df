//! Tournaments (`#/tournaments`): those starting soon, being played and over, each a link to
//! its page (`page.rs`), and the form with which an account makes one (`create.rs`).

mod create;
mod page;
mod room;

pub(in crate::ui) use create::CreateTournament;
pub(in crate::ui) use page::TournamentPage;

use crate::i18n::{Arg, t, tf};
use crate::net::{self, Service};
use crate::ui::context::AppContext;
use crate::ui::online::{OnlineBar, rated_words, time_words, variant_words};
use crate::ui::route::Route;
use crate::ui::when::day_and_time;
use leptos::prelude::*;
use skillgames_online::tournament::{
    TournamentKind, TournamentList, TournamentStatus, TournamentSummary,
};
use skillgames_page::tournaments::read_list;

/// A tournament's kind in words: "Arena", "Swiss", "Round-robin".
pub(super) fn kind_words(kind: TournamentKind) -> String {
    match kind {
        TournamentKind::Arena => t("tournament-arena"),
        TournamentKind::Swiss => t("tournament-swiss"),
        TournamentKind::RoundRobin => t("tournament-round-robin"),
    }
}

/// How many have joined of how many may: "12 of 50 players".
pub(super) fn players_words(players: u32, max_players: u32) -> String {
    tf(
        "tournament-players-count",
        &[("count", players.into()), ("max", max_players.into())],
    )
}

/// A tournament's kind, game and clock in words: "Arena · Amazons, 8 × 8 · 3+2 · Rated".
pub(super) fn summary_words(summary: &TournamentSummary) -> String {
    format!(
        "{} · {} · {} · {}",
        kind_words(summary.kind),
        variant_words(&summary.variant),
        time_words(summary.time),
        rated_words(summary.rated)
    )
}

/// When it starts, plays or ended, in words.
pub(in crate::ui) fn when_words(summary: &TournamentSummary) -> String {
    let when = |ms| [("when", Arg::from(day_and_time(ms)))];
    match summary.status {
        TournamentStatus::Upcoming => tf("when-starts", &when(summary.starts)),
        TournamentStatus::Running => match (summary.ends, summary.rounds) {
            (Some(ends), _) => tf("when-playing-until", &when(ends)),
            (None, Some(rounds)) => tf(
                "when-round",
                &[
                    ("round", summary.round.max(1).into()),
                    ("rounds", rounds.into()),
                ],
            ),
            (None, None) => t("when-playing-now"),
        },
        TournamentStatus::Finished => t("when-finished"),
        TournamentStatus::Cancelled => t("when-called-off"),
    }
}

fn lines(list: Vec<TournamentSummary>, empty: String) -> AnyView {
    if list.is_empty() {
        return view! { <p class="empty">{empty}</p> }.into_any();
    }
    let items = list
        .into_iter()
        .map(|summary| {
            let href = Route::Tournament(summary.id.clone()).href();
            let players = players_words(summary.players, summary.max_players);
            view! {
                <li class="tournament-line" data-tournament=summary.id.clone()>
                    <a href=href>{summary.name.clone()}</a>
                    {summary.private.then(|| view! { <span class="private">" " {t("tournament-private")}</span> })}
                    <span class="line-variant">{summary_words(&summary)}</span>
                    <span class="line-when">{when_words(&summary)}</span>
                    <span class="line-players">{players}</span>
                </li>
            }
        })
        .collect_view();
    view! { <ul class="tournament-lines">{items}</ul> }.into_any()
}

/// The tournaments: `#/tournaments`.
#[component]
pub(in crate::ui) fn TournamentsPage() -> impl IntoView {
    let context = expect_context::<AppContext>();
    let online = context.online;
    online.refresh();
    let list = RwSignal::new(None::<TournamentList>);
    let load = move || {
        leptos::task::spawn_local(async move {
            match net::api("GET", "/api/tournaments", None).await {
                Ok(answer) if answer.ok() => {
                    list.try_set(read_list(&answer.text));
                }
                _ => online.service.set(Service::Unreachable),
            }
        });
    };
    load();
    let creating = RwSignal::new(false);
    let account = move || online.me.with(|m| m.as_ref().is_some_and(|m| m.account));
    let section =
        move |title: String, empty: String, pick: fn(TournamentList) -> Vec<TournamentSummary>| {
            view! {
                <section class="tournament-list">
                    <h2>{title}</h2>
                    {move || list.get().map(|l| lines(pick(l), empty.clone()))}
                </section>
            }
        };
    view! {
        <div class="online-page tournaments">
            <OnlineBar />
            <h1>{t("tournament-list-title")}</h1>
            <p class="actions">
                <button on:click=move |_| load()>{t("tournament-refresh")}</button>
                {move || if account() {
                    view! { <button class="primary" on:click=move |_| creating.set(true)>{t("tournament-make")}</button> }.into_any()
                } else {
                    view! { <span class="hint">{t("tournament-log-in-to-make")}</span> }.into_any()
                }}
            </p>
            <Show when=move || creating.get()>
                {crate::ui::pages::create_tournament(Callback::new(move |()| creating.set(false)))}
            </Show>
            {section(t("tournament-playing-now"), t("tournament-none-playing"), |l| l.running)}
            {section(t("tournament-starting-soon"), t("tournament-none-planned"), |l| l.upcoming)}
            {section(t("tournament-finished"), t("tournament-none-finished"), |l| l.finished)}
        </div>
    }
}
