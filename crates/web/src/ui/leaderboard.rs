//! The leaderboards (`#/leaderboard`, `#/leaderboard/<game>/<size>`): a game and board chosen
//! in one list (the address follows, so a board's leaderboard can be linked; two lists, the
//! boards' drawn again for each game, weighed a kilobyte more), then its best players with
//! established ratings who played lately, each a link to their profile, the bots in a table
//! of their own, and the player's own place. The answer is read by
//! [`skillgames_page::leaderboard`].

use crate::i18n::{game_title, say, t, tf};
use crate::net::{self, Service};
use crate::ui::context::AppContext;
use crate::ui::online::OnlineBar;
use crate::ui::route::Route;
use leptos::prelude::*;
use skillgames_catalogue::CATALOGUE;
use skillgames_online::PlayerView;
use skillgames_online::leaderboard::LeaderLine;
use skillgames_page::leaderboard::{place_words, read_leaderboard};
use wasm_bindgen::JsCast;
use web_sys::HtmlSelectElement;

/// The id of the choice of game and board.
const CHOICE: &str = "leaderboard-variant";

/// The game and board of `route`, or the first game's default board.
fn chosen_of(route: &Route) -> (&'static str, u8) {
    match route {
        Route::Leaderboard(Some(variant)) => *variant,
        _ => {
            let game = CATALOGUE.games()[0];
            (game.name, game.boards[0].size)
        }
    }
}

/// One leaderboard's table (people or bots), or the words saying it is empty; `me` is the
/// player's name, whose line stands out. (Every cell and attribute is text, whose code the
/// other pages of the piece already have: the page weighs less.)
fn table(lines: &[LeaderLine], label: String, empty: String, me: &str) -> AnyView {
    if lines.is_empty() {
        return view! { <p class="empty">{empty}</p> }.into_any();
    }
    let rows = lines
        .iter()
        .map(|line| {
            let mine = line.name == me;
            let href = Route::Player(line.name.clone()).href();
            view! {
                <tr class=if mine { "mine" } else { "" } aria-current=if mine { "true" } else { "false" } data-name=line.name.clone()>
                    <td class="number">{line.rank.to_string()}</td>
                    <th scope="row"><a href=href>{line.name.clone()}</a></th>
                    <td class="number">{line.rating.to_string()}</td>
                    <td class="number">{line.games.to_string()}</td>
                </tr>
            }
        })
        .collect_view();
    view! {
        <div class="table-wrap">
            <table class="leaders" aria-label=label>
                <thead><tr>
                    <th scope="col" class="number">{t("leaderboard-place")}</th>
                    <th scope="col">{t("leaderboard-name")}</th>
                    <th scope="col" class="number">{t("leaderboard-rating")}</th>
                    <th scope="col" class="number">{t("leaderboard-rated-games")}</th>
                </tr></thead>
                <tbody>{rows}</tbody>
            </table>
        </div>
    }
    .into_any()
}

/// The answer drawn: one's place, the people's table, the bots'.
fn drawn(text: &str, me: Option<PlayerView>) -> AnyView {
    let Some(board) = read_leaderboard(text) else {
        let unreadable = t("leaderboard-unreadable");
        return view! { <p class="error" role="alert">{unreadable}</p> }.into_any();
    };
    let account = me.as_ref().is_some_and(|m| m.account);
    let name = me.map(|m| m.name).unwrap_or_default();
    view! {
        <p class="my-place">{say(&place_words(board.me, account))}</p>
        <h2>{t("leaderboard-players")}</h2>
        {table(&board.players, t("leaderboard-players"), t("leaderboard-no-players"), &name)}
        <h2>{t("leaderboard-bots")}</h2>
        {table(&board.bots, t("leaderboard-bots"), t("leaderboard-no-bots"), &name)}
    }
    .into_any()
}

/// `#/leaderboard`.
#[component]
pub(in crate::ui) fn LeaderboardPage() -> impl IntoView {
    let context = expect_context::<AppContext>();
    let online = context.online;
    online.refresh();
    let chosen = move || chosen_of(&context.route.get());
    // The chosen board's answer (none while it comes), or why there is none.
    let answer = RwSignal::new(None::<String>);
    let error = RwSignal::new(None::<String>);
    Effect::new(move |_| {
        let (game, size) = chosen();
        if let Some(select) = document().get_element_by_id(CHOICE) {
            select
                .unchecked_ref::<HtmlSelectElement>()
                .set_value(&format!("{game}/{size}"));
        }
        answer.set(None);
        error.set(None);
        leptos::task::spawn_local(async move {
            let path = format!("/api/leaderboard/{game}/{size}");
            let result = net::api("GET", &path, None).await;
            // A board chosen meanwhile has its own answer coming (and a page left, none).
            let here = context.route.try_with_untracked(chosen_of) == Some((game, size));
            match result {
                _ if !here => {}
                Ok(got) if got.ok() => answer.set(Some(got.text)),
                Ok(got) => error.set(Some(got.error())),
                Err(()) => {
                    online.service.set(Service::Unreachable);
                    error.set(Some(net::unreachable()));
                }
            }
        });
    });
    // One choice of game and board, its options written once; the choice follows the
    // address (going back and forth too) through the effect above.
    let on_change = move |event: leptos::ev::Event| {
        let value = event_target_value(&event);
        let chosen = value.split_once('/').and_then(|(game, size)| {
            let variant = CATALOGUE
                .find(game)
                .ok()?
                .variant(size.parse().ok()?)
                .ok()?;
            Some((variant.game().name, variant.size()))
        });
        if chosen.is_some() {
            context.navigate(&Route::Leaderboard(chosen));
        }
    };
    let first = chosen_of(&context.route.get_untracked());
    let options = CATALOGUE
        .variants()
        .map(|v| {
            let (game, size) = (v.game().name, v.size());
            view! {
                <option value=format!("{game}/{size}") selected=(game, size) == first>
                    {tf("leaderboard-option", &[("game", game_title(game).into()), ("size", size.into())])}
                </option>
            }
        })
        .collect_view();
    let shown = move || {
        if let Some(text) = error.get() {
            return view! { <p class="error" role="alert">{text}</p> }.into_any();
        }
        answer.with(|text| {
            text.as_deref()
                .map(|t| drawn(t, online.me.get()))
                .unwrap_or_else(|| ().into_any())
        })
    };
    view! {
        <div class="online-page leaderboard">
            <OnlineBar />
            <h1>{t("leaderboard-title")}</h1>
            <p class="help">{t("leaderboard-help")}</p>
            <p class="leaderboard-choice">
                <label>{t("leaderboard-game-and-board")} " " <select id=CHOICE on:change=on_change>{options}</select></label>
            </p>
            {shown}
        </div>
    }
}
