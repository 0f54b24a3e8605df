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
use skillgames_online::tournament::{TournamentList, TournamentStatus, TournamentSummary};
use skillgames_page::tournaments::read_list;

/// A tournament's kind, game and clock in words: "Arena · Amazons, 8 × 8 · 3+2 · Rated".
pub(super) fn summary_words(t: &TournamentSummary) -> String {
    format!(
        "{} · {} · {} · {}",
        t.kind.label(),
        variant_words(&t.variant),
        time_words(t.time),
        rated_words(t.rated)
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

fn lines(list: Vec<TournamentSummary>, empty: &'static str) -> AnyView {
    if list.is_empty() {
        return view! { <p class="empty">{empty}</p> }.into_any();
    }
    let items = list
        .into_iter()
        .map(|t| {
            let href = Route::Tournament(t.id.clone()).href();
            let players = format!("{} of {} players", t.players, t.max_players);
            view! {
                <li class="tournament-line" data-tournament=t.id.clone()>
                    <a href=href>{t.name.clone()}</a>
                    {t.private.then(|| view! { <span class="private">" (private)"</span> })}
                    <span class="line-variant">{summary_words(&t)}</span>
                    <span class="line-when">{when_words(&t)}</span>
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
    let section = move |title: &'static str,
                        empty: &'static str,
                        pick: fn(TournamentList) -> Vec<TournamentSummary>| {
        view! {
            <section class="tournament-list">
                <h2>{title}</h2>
                {move || list.get().map(|l| lines(pick(l), empty))}
            </section>
        }
    };
    view! {
        <div class="online-page tournaments">
            <OnlineBar />
            <h1>"Tournaments"</h1>
            <p class="actions">
                <button on:click=move |_| load()>"Refresh"</button>
                {move || if account() {
                    view! { <button class="primary" on:click=move |_| creating.set(true)>"Make a tournament"</button> }.into_any()
                } else {
                    view! { <span class="hint">"Log in to an account to make a tournament."</span> }.into_any()
                }}
            </p>
            <Show when=move || creating.get()>
                {crate::ui::pages::create_tournament(Callback::new(move |()| creating.set(false)))}
            </Show>
            {section("Playing now", "No tournament is being played right now.", |l| l.running)}
            {section("Starting soon", "None is planned yet.", |l| l.upcoming)}
            {section("Finished", "None has finished yet.", |l| l.finished)}
        </div>
    }
}
