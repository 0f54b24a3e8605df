//! The home page: the three games, each with PLAY, CONTINUE and HOW TO PLAY, the ways online
//! and the next tournament.

use super::context::AppContext;
use super::online::Unreachable;
use super::preferences::PreferencesDialog;
use super::route::Route;
use super::share::ImportDialog;
use super::tournaments::when_words;
use super::your_turn::YourTurn;
use crate::i18n::{game_tagline, game_title, t, tf};
use crate::net;
use leptos::prelude::*;
use skillgames_catalogue::CATALOGUE;
use skillgames_online::tournament::TournamentSummary;
use skillgames_page::tournaments::read_next;
use skillgames_play::GameInfo;
use skillgames_play::transcript;

/// PLAY: opens the settings window of a new game of `kind`.
#[component]
pub(super) fn PlayButton(info: &'static GameInfo) -> impl IntoView {
    let context = expect_context::<AppContext>();
    view! {
        <button
            class="primary"
            aria-label=tf("home-play-game", &[("game", game_title(info.name).into())])
            on:click=move |_| context.navigate(&Route::play(info, true))
        >
            {t("home-play")}
        </button>
    }
}

/// The next tournament, under the ways online: read once as the home page opens; nothing when
/// there is none or the server cannot be reached (the games come first here). Not asked at all
/// while the browser is offline (the request would only fail, and say so in the console).
#[component]
fn NextTournament() -> impl IntoView {
    let next = RwSignal::new(None::<TournamentSummary>);
    leptos::task::spawn_local(async move {
        if !net::online() {
            return;
        }
        if let Ok(answer) = net::api("GET", "/api/tournaments/next", None).await
            && answer.ok()
        {
            next.try_set(read_next(&answer.text).flatten());
        }
    });
    move || {
        next.get().map(|summary| {
            let href = Route::Tournament(summary.id.clone()).href();
            view! {
                <p class="next-tournament">
                    {t("home-next-tournament")} " " <a href=href>{summary.name.clone()}</a> " · " {when_words(&summary)}
                </p>
            }
        })
    }
}

#[component]
pub(super) fn Home() -> impl IntoView {
    let context = expect_context::<AppContext>();
    let cards = CATALOGUE
        .games()
        .iter()
        .map(|&info| {
            let kind = info.name;
            let saved = context.storage.with_value(|s| s.has_game(kind));
            context.collect_notices();
            view! {
                <section class=format!("card card-{kind}") aria-labelledby=format!("title-{kind}")>
                    <div class=format!("card-art art-{kind}") aria-hidden="true"></div>
                    <h2 id=format!("title-{kind}")>{game_title(kind)}</h2>
                    <p class="tagline">{game_tagline(kind)}</p>
                    <div class="card-buttons">
                        <PlayButton info=info />
                        <Show when=move || saved>
                            <button
                                aria-label=tf("home-continue-game", &[("game", game_title(kind).into())])
                                on:click=move |_| context.navigate(&Route::play(info, false))
                            >
                                {t("home-continue")}
                            </button>
                        </Show>
                        <button
                            class="quiet"
                            aria-label=tf("home-how-to-play-game", &[("game", game_title(kind).into())])
                            on:click=move |_| context.navigate(&Route::Rules(info.name))
                        >
                            {t("home-how-to-play")}
                        </button>
                        <button
                            class="quiet"
                            aria-label=tf("home-learn-game", &[("game", game_title(kind).into())])
                            on:click=move |_| context.navigate(&Route::Learn(info.name))
                        >
                            {t("home-learn")}
                        </button>
                    </div>
                </section>
            }
        })
        .collect_view();
    let strapline = t("home-strapline");
    context.online.refresh();
    let preferring = RwSignal::new(false);
    let importing = RwSignal::new(false);
    // A record of any game (or a position) opens on its game's page, in review.
    let open_record =
        Callback::new(
            move |text: String| match transcript::read_any(&text, &CATALOGUE) {
                // Read again on its game's page, as its own import reads it (who played,
                // the date).
                Ok(game) => {
                    context.import.set(Some(text.clone()));
                    context.navigate(&Route::play(game.variant.game(), false));
                    None
                }
                Err(err) => Some(crate::i18n::record_error(&err)),
            },
        );
    view! {
        <header class="masthead">
            <h1>"skill" <span>"games"</span></h1>
            <p>{strapline}</p>
            <div class="online-home">
                <button class="primary" on:click=move |_| context.navigate(&Route::Lobby)>{t("home-play-online")}</button>
                <button class="quiet" on:click=move |_| context.navigate(&Route::Watch)>{t("home-watch")}</button>
                <button class="quiet" on:click=move |_| context.navigate(&Route::Tournaments)>{t("home-tournaments")}</button>
                <button class="quiet" on:click=move |_| context.navigate(&Route::Leaderboard(None))>{t("home-leaderboards")}</button>
                <button class="quiet" id="open-puzzles" on:click=move |_| context.navigate(&Route::Puzzles(None))>{t("home-puzzles")}</button>
            </div>
            <NextTournament />
            <Unreachable />
            <YourTurn />
        </header>
        <div class="cards">{cards}</div>
        <footer class="foot">
            <p>{t("home-kept-here")}</p>
            <div class="foot-buttons">
                <button class="quiet" on:click=move |_| context.navigate(&Route::Stats)>{t("home-statistics")}</button>
                <button class="quiet" on:click=move |_| importing.set(true)>{t("home-open-record")}</button>
                <button class="quiet" on:click=move |_| preferring.set(true)>{t("home-preferences")}</button>
            </div>
        </footer>
        <Show when=move || preferring.get()>
            <PreferencesDialog on_close=Callback::new(move |()| preferring.set(false)) />
        </Show>
        <Show when=move || importing.get()>
            <ImportDialog
                heading=t("home-open-record")
                on_open=open_record
                on_close=Callback::new(move |()| importing.set(false))
            />
        </Show>
    }
}
