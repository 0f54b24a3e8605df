//! A game on the game server, `#/online/<id>`: played by its two players, watched by anyone.
//! The logic is [`LiveController`] (`skillgames-page`): it takes the server's messages, taps
//! and buttons and says what to do as [`LiveActions`]; this view performs them over the
//! connection and the browser's storage, and draws the game with the same board, move list
//! and review as offline play, its clocks ticking. Split by concern: the board with the
//! players' strips and the status (`board_area.rs`), the buttons of the game (`actions.rs`),
//! the result (`result.rs`), the review (`review.rs`), the planner of conditional moves
//! (`planner.rs`) and the players' chat (`chat.rs`); the handle they act through, and
//! how the page performs the controller's actions, in `handle.rs`.

mod actions;
mod board_area;
mod chat;
mod handle;
mod planner;
mod result;
mod review;

use super::context::AppContext;
use super::online::{OnlineBar, rated_words, time_words, variant_words};
use super::play::absolute;
use super::route::Route;
use crate::i18n::{t, tf};
use crate::net::{Incoming, Service};
use handle::{LivePage, connected, with_game};
use leptos::prelude::*;
use skillgames_online::GameId;
use skillgames_page::live::LiveController;
use std::time::Duration;
use web_time::Instant;

/// The game `id`, live.
#[component]
pub(super) fn LiveGame(id: GameId) -> impl IntoView {
    let context = expect_context::<AppContext>();
    let online = context.online;
    let game_id = id.clone();
    let saved = context.storage.with_value(|s| s.load_outbox(&game_id));
    let page = RwSignal::new(LiveController::new(game_id.clone(), saved));
    let problem = RwSignal::new(None::<String>);
    let now = RwSignal::new(Instant::now());
    let live = LivePage {
        page,
        problem,
        context,
        now,
        confirming_resign: RwSignal::new(false),
    };
    if let Ok(ticking) =
        set_interval_with_handle(move || now.set(Instant::now()), Duration::from_millis(250))
    {
        on_cleanup(move || ticking.clear());
    }
    // The last ten seconds of one's own live clock: a tick each second, if the player wants it.
    let low_time =
        Memo::new(move |_| live.with_game(|g| g.and_then(|g| g.low_time_second(now.get()))));
    Effect::new(move |_| {
        if low_time.get().is_some() && context.preferences.with_untracked(|p| p.low_time) {
            context.play(skillgames_page::sound::Sound::LowTime);
        }
    });
    online.listen(move |incoming| {
        let actions = match incoming {
            Incoming::Message(message) => {
                let me = online
                    .me
                    .with_untracked(|m| m.as_ref().map(|m| m.name.clone()));
                page.try_update(|p| {
                    p.message(message, me.as_deref(), connected(online), Instant::now())
                })
            }
            Incoming::Connected => None,
            Incoming::Disconnected => {
                page.update(LiveController::disconnected);
                None
            }
            Incoming::BackOnline => page.try_update(|p| p.back_online(connected(online))),
        };
        if let Some(actions) = actions {
            live.perform(actions);
        }
    });
    // Before the game is asked for: its chat so far comes with it.
    let chat = chat::listen(
        online,
        game_id.clone(),
        context.preferences.with_untracked(|p| p.clean_chat),
    );
    online.subscribe(
        skillgames_online::ClientMessage::Watch {
            game: game_id.clone(),
        },
        skillgames_online::ClientMessage::Unwatch { game: game_id },
    );

    // By name: the catalogue's entries do not compare.
    let info_name = Memo::new(move |_| with_game(page, |g| g.map(|g| g.info().name)));
    let watchers = move || {
        with_game(page, |g| {
            g.map(|g| g.view().watchers)
                .filter(|n| *n > 0)
                .map(|n| tf("live-watching", &[("count", n.into())]))
        })
    };
    let record_href = StoredValue::new(format!("/api/games/{id}/record"));
    let invite = StoredValue::new(absolute(&Route::Online(id.clone()).href()));

    view! {
        <div class="online-page live">
            <OnlineBar />
            {move || match (with_game(page, |g| g.is_some()), problem.get(), online.service.get()) {
                (false, Some(text), _) => Some(view! { <p class="error" role="alert">{text}</p> }.into_any()),
                (false, None, Service::Unreachable) => None,
                (false, None, _) => Some(view! { <p class="empty">{t("live-opening")}</p> }.into_any()),
                (true, _, _) => None,
            }}
        </div>
        <Show when=move || with_game(page, |g| g.is_some())>
            <div class=move || format!("play online-play play-{}", info_name.get().unwrap_or_default())>
                <p class="game-title">
                    {move || with_game(page, |g| g.map(|g| {
                        let v = g.view();
                        format!("{} · {} · {}", variant_words(&v.variant), time_words(v.time), rated_words(v.rated))
                    }))}
                    " "
                    <span class="watchers">{watchers}</span>
                </p>
                {board_area::board_area(live)}
                {actions::actions(live, invite, record_href)}
                {planner::planner_panel(live)}
                {review::review(live, info_name)}
                <Show when=move || context.preferences.with(|p| p.chat)>
                    {chat::chat_panel(
                        online,
                        chat,
                        Signal::derive(move || with_game(page, |g| g.is_some_and(|g| g.mine().is_some()))),
                        Signal::derive(move || with_game(page, |g| g.is_some_and(|g| matches!(g.view().status, skillgames_online::GameStatus::Ended { .. } | skillgames_online::GameStatus::Aborted)))),
                    )}
                </Show>
            </div>
        </Show>
    }
}
