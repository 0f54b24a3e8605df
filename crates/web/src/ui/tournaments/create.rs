//! The window with which an account makes a tournament: its name, kind, game and board, clock,
//! start, length (an arena's minutes, a Swiss's rounds, a round-robin once or twice), room,
//! a rating range, whether bots may join, and a password for a private one. The server checks it all again
//! and says in words what cannot be held.

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
                    error.try_set(Some(net::UNREACHABLE.to_owned()));
                }
            }
            // The window may have been closed meanwhile.
            sending.try_set(false);
        });
    };
    view! {
        <div class="overlay" role="dialog" aria-modal="true" aria-labelledby="tournament-title" on:keydown=window_keys(move || on_close.run(()))>
            <div class="dialog create-tournament">
                <h2 id="tournament-title">"Make a tournament"</h2>
                <label>"Name" <input type="text" maxlength="40" prop:value=move || form.name.get()
                    on:input=move |e| form.name.set(event_target_value(&e)) /></label>
                {group("Kind", (
                    choice(form.kind, TournamentKind::Arena, "Arena"),
                    choice(form.kind, TournamentKind::Swiss, "Swiss"),
                    choice(form.kind, TournamentKind::RoundRobin, "Round-robin"),
                ))}
                {game_and_board(form)}
                {form.time.fieldset()}
                {length(form)}
                {group("Starts in", (
                    choice(form.starts_in, 5, "5 minutes"),
                    choice(form.starts_in, 15, "15 minutes"),
                    choice(form.starts_in, 60, "1 hour"),
                    choice(form.starts_in, 1440, "1 day"),
                ))}
                {group("Counts for the ratings", (choice(form.rated, true, "Rated"), choice(form.rated, false, "Casual")))}
                {group("Bots", (choice(form.bots, true, "Welcome"), choice(form.bots, false, "Not allowed")))}
                <label>"Most players" <input type="number" min="2" max="1000" prop:value=move || form.max_players.get()
                    on:input=move |e| form.max_players.set(event_target_value(&e)) /></label>
                <label>"Lowest rating (empty for none)" <input type="number" min="0" max="4000" prop:value=move || form.min_rating.get()
                    on:input=move |e| form.min_rating.set(event_target_value(&e)) /></label>
                <label>"Highest rating (empty for none)" <input type="number" min="0" max="4000" prop:value=move || form.max_rating.get()
                    on:input=move |e| form.max_rating.set(event_target_value(&e)) /></label>
                <label>"Password (for a private tournament; leave empty for an open one)"
                    <input type="text" maxlength="64" prop:value=move || form.password.get()
                        on:input=move |e| form.password.set(event_target_value(&e)) /></label>
                <p class="error" role="alert">{move || error.get()}</p>
                <button class="primary wide" disabled=move || sending.get() on:click=make>"Make it"</button>
                <button class="wide quiet" on:click=move |_| on_close.run(())>"Cancel"</button>
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
                    aria-pressed=move || (form.game.get() == g.name).to_string() on:click=pick>{g.title}</button>
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
        {group("Game", games)}
        <fieldset><legend>"Board"</legend><div class="choices">{boards}</div></fieldset>
    }
}

/// How long it lasts, by its kind.
fn length(form: Form) -> impl IntoView {
    move || match form.kind.get() {
        TournamentKind::Arena => group(
            "Length",
            (
                choice(form.minutes, 30, "30 minutes"),
                choice(form.minutes, 60, "1 hour"),
                choice(form.minutes, 120, "2 hours"),
            ),
        )
        .into_any(),
        TournamentKind::Swiss => group(
            "Rounds",
            (
                choice(form.rounds, 3, "3"),
                choice(form.rounds, 5, "5"),
                choice(form.rounds, 7, "7"),
            ),
        )
        .into_any(),
        TournamentKind::RoundRobin => group(
            "Everyone plays everyone",
            (
                choice(form.twice, false, "Once"),
                choice(form.twice, true, "Twice, with each colour"),
            ),
        )
        .into_any(),
    }
}
