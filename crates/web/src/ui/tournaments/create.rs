//! The window with which an account makes a tournament: its name, kind, game and board, clock,
//! start, length (an arena's minutes, a Swiss's rounds, a round-robin once or twice), room,
//! a rating range, whether bots may join, and a password for a private one. The server checks it all again
//! and says in words what cannot be held.

use super::kind_words;
use crate::i18n::{game_title, t, tf};
use crate::net;
use crate::ui::context::AppContext;
use crate::ui::dialogs::{choice, group, window_keys};
use crate::ui::lobby::TimeInput;
use crate::ui::route::Route;
use leptos::prelude::*;
use skillgames_catalogue::CATALOGUE;
use skillgames_online::VariantId;
use skillgames_online::tournament::{Created, NewTournament, TournamentKind};

const MINUTE_MS: f64 = 60_000.0;

/// The tournament being made, as chosen so far.
#[derive(Clone, Copy)]
struct Form {
    name: RwSignal<String>,
    kind: RwSignal<TournamentKind>,
    game: RwSignal<&'static str>,
    size: RwSignal<u8>,
    time: TimeInput,
    rated: RwSignal<bool>,
    starts_in: RwSignal<u32>,
    minutes: RwSignal<u32>,
    rounds: RwSignal<u32>,
    twice: RwSignal<bool>,
    max_players: RwSignal<String>,
    min_rating: RwSignal<String>,
    max_rating: RwSignal<String>,
    bots: RwSignal<bool>,
    password: RwSignal<String>,
}

impl Form {
    fn new() -> Form {
        let first = CATALOGUE.games()[0];
        Form {
            name: RwSignal::new(String::new()),
            kind: RwSignal::new(TournamentKind::Arena),
            game: RwSignal::new(first.name),
            size: RwSignal::new(first.boards[0].size),
            time: TimeInput::new(),
            rated: RwSignal::new(true),
            starts_in: RwSignal::new(5),
            minutes: RwSignal::new(60),
            rounds: RwSignal::new(5),
            twice: RwSignal::new(false),
            max_players: RwSignal::new("50".into()),
            min_rating: RwSignal::new(String::new()),
            max_rating: RwSignal::new(String::new()),
            bots: RwSignal::new(true),
            password: RwSignal::new(String::new()),
        }
    }

    /// What is asked of the server.
    fn asked(self) -> NewTournament {
        let kind = self.kind.get_untracked();
        let now = js_sys::Date::now();
        let starts = now + f64::from(self.starts_in.get_untracked()) * MINUTE_MS;
        let password = self.password.get_untracked();
        NewTournament {
            name: self.name.get_untracked(),
            kind,
            variant: VariantId::new(self.game.get_untracked(), self.size.get_untracked()),
            time: self.time.control(),
            rated: self.rated.get_untracked(),
            starts: starts as u64,
            minutes: (kind == TournamentKind::Arena).then(|| self.minutes.get_untracked()),
            rounds: (kind == TournamentKind::Swiss).then(|| self.rounds.get_untracked()),
            twice: kind == TournamentKind::RoundRobin && self.twice.get_untracked(),
            // A correspondence round: a week, time for several moves of days each.
            round_days: Some(7),
            max_players: self.max_players.get_untracked().trim().parse().unwrap_or(0),
            // Empty: no bound. A bound that is not a number is sent as none and the server
            // says nothing of it; the field itself allows numbers only.
            min_rating: self.min_rating.get_untracked().trim().parse().ok(),
            max_rating: self.max_rating.get_untracked().trim().parse().ok(),
            bots: self.bots.get_untracked(),
            password: (!password.trim().is_empty()).then_some(password),
        }
    }
}

/// `count` minutes, in words: "5 minutes".
fn minutes(count: u32) -> String {
    tf("tournament-minutes", &[("count", count.into())])
}

/// `count` hours, in words: "1 hour".
fn hours(count: u32) -> String {
    tf("tournament-hours", &[("count", count.into())])
}

/// The window that makes a tournament.
#[component]
pub(in crate::ui) fn CreateTournament(on_close: Callback<()>) -> impl IntoView {
    let context = expect_context::<AppContext>();
    let form = Form::new();
    let error = RwSignal::new(None::<String>);
    let sending = RwSignal::new(false);
    let make = move |_| {
        let body = serde_json::to_string(&form.asked()).unwrap_or_default();
        sending.set(true);
        leptos::task::spawn_local(async move {
            match net::api("POST", "/api/tournaments", Some(body)).await {
                Ok(answer) if answer.ok() => {
                    if let Ok(Created { id }) = serde_json::from_str(&answer.text) {
                        context.navigate(&Route::Tournament(id));
                    }
                }
                Ok(answer) => {
                    error.try_set(Some(answer.error()));
                }
                Err(()) => {
                    error.try_set(Some(net::unreachable()));
                }
            }
            // The window may have been closed meanwhile.
            sending.try_set(false);
        });
    };
    view! {
        <div class="overlay" role="dialog" aria-modal="true" aria-labelledby="tournament-title" on:keydown=window_keys(move || on_close.run(()))>
            <div class="dialog create-tournament">
                <h2 id="tournament-title">{t("tournament-make")}</h2>
                <label>{t("tournament-name")} <input type="text" maxlength="40" prop:value=move || form.name.get()
                    on:input=move |e| form.name.set(event_target_value(&e)) /></label>
                {group(t("tournament-kind"), (
                    choice(form.kind, TournamentKind::Arena, kind_words(TournamentKind::Arena)),
                    choice(form.kind, TournamentKind::Swiss, kind_words(TournamentKind::Swiss)),
                    choice(form.kind, TournamentKind::RoundRobin, kind_words(TournamentKind::RoundRobin)),
                ))}
                {game_and_board(form)}
                {form.time.fieldset()}
                {length(form)}
                {group(t("tournament-starts-in"), (
                    choice(form.starts_in, 5, minutes(5)),
                    choice(form.starts_in, 15, minutes(15)),
                    choice(form.starts_in, 60, hours(1)),
                    choice(form.starts_in, 1440, tf("tournament-days", &[("count", 1_u32.into())])),
                ))}
                {group(t("tournament-counts-for-ratings"), (choice(form.rated, true, t("tournament-rated")), choice(form.rated, false, t("tournament-casual"))))}
                {group(t("tournament-bots"), (choice(form.bots, true, t("tournament-bots-welcome")), choice(form.bots, false, t("tournament-bots-not-allowed"))))}
                <label>{t("tournament-most-players")} <input type="number" min="2" max="1000" prop:value=move || form.max_players.get()
                    on:input=move |e| form.max_players.set(event_target_value(&e)) /></label>
                <label>{t("tournament-lowest-rating")} <input type="number" min="0" max="4000" prop:value=move || form.min_rating.get()
                    on:input=move |e| form.min_rating.set(event_target_value(&e)) /></label>
                <label>{t("tournament-highest-rating")} <input type="number" min="0" max="4000" prop:value=move || form.max_rating.get()
                    on:input=move |e| form.max_rating.set(event_target_value(&e)) /></label>
                <label>{t("tournament-password-help")}
                    <input type="text" maxlength="64" prop:value=move || form.password.get()
                        on:input=move |e| form.password.set(event_target_value(&e)) /></label>
                <p class="error" role="alert">{move || error.get()}</p>
                <button class="primary wide" disabled=move || sending.get() on:click=make>{t("tournament-make-it")}</button>
                <button class="wide quiet" on:click=move |_| on_close.run(())>{t("tournament-cancel")}</button>
            </div>
        </div>
    }
}

/// The game and its board.
fn game_and_board(form: Form) -> impl IntoView {
    let games = CATALOGUE
        .games()
        .iter()
        .map(|&g| {
            let pick = move |_| {
                form.game.set(g.name);
                form.size.set(g.boards[0].size);
            };
            view! {
                <button class="choice" class:chosen=move || form.game.get() == g.name
                    aria-pressed=move || (form.game.get() == g.name).to_string() on:click=pick>{game_title(g.name)}</button>
            }
        })
        .collect_view();
    let boards = move || {
        CATALOGUE
            .find(form.game.get())
            .map(|info| {
                info.boards
                    .iter()
                    .map(|b| choice(form.size, b.size, format!("{0} × {0}", b.size)))
                    .collect_view()
            })
            .ok()
    };
    view! {
        {group(t("tournament-choose-game"), games)}
        <fieldset><legend>{t("tournament-board")}</legend><div class="choices">{boards}</div></fieldset>
    }
}

/// How long it lasts, by its kind.
fn length(form: Form) -> impl IntoView {
    move || match form.kind.get() {
        TournamentKind::Arena => group(
            t("tournament-length"),
            (
                choice(form.minutes, 30, minutes(30)),
                choice(form.minutes, 60, hours(1)),
                choice(form.minutes, 120, hours(2)),
            ),
        )
        .into_any(),
        TournamentKind::Swiss => group(
            t("tournament-rounds"),
            (
                choice(form.rounds, 3, "3"),
                choice(form.rounds, 5, "5"),
                choice(form.rounds, 7, "7"),
            ),
        )
        .into_any(),
        TournamentKind::RoundRobin => group(
            t("tournament-everyone-plays-everyone"),
            (
                choice(form.twice, false, t("tournament-once")),
                choice(form.twice, true, t("tournament-twice")),
            ),
        )
        .into_any(),
    }
}
