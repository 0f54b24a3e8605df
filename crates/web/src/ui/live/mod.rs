//! A game on the game server, `#/online/<id>`: played by its two players, watched by anyone.
//! The logic is [`LiveController`] (`skillgames-page`): it takes the server's messages, taps
//! and buttons and says what to do as [`LiveActions`]; this view performs them over the
//! connection and the browser's storage, and draws the game with the same board, move list
//! and review as offline play, its clocks ticking. Split by concern: the board with the
//! players' strips and the status (`board_area.rs`), the buttons of the game (`actions.rs`),
//! the result (`result.rs`) and the review (`review.rs`).

mod actions;
mod board_area;
mod result;
mod review;

use super::context::AppContext;
use super::online::{OnlineBar, rated_words, time_words, variant_words};
use super::play::absolute;
use super::route::Route;
use crate::net::{self, Incoming, Online, Service};
use leptos::prelude::*;
use skillgames_page::live::{Command, KeepOutbox, LiveActions, LiveController, Notice};
use skillgames_page::online::OnlineGame;
use std::time::Duration;
use web_time::Instant;

/// `f` of the game on the page, once the server has shown it (tracked).
fn with_game<T>(page: RwSignal<LiveController>, f: impl FnOnce(Option<&OnlineGame>) -> T) -> T {
    page.with(|p| f(p.game()))
}

/// Whether a message can go out now: the connection open and the browser on the network.
fn connected(online: Online) -> bool {
    online.is_open() && net::online()
}

/// Does what the controller asked for; a message that cannot go out is handed back to it, and
/// what it says then is done in turn.
fn perform(
    actions: LiveActions,
    page: RwSignal<LiveController>,
    problem: RwSignal<Option<String>>,
    context: AppContext,
) {
    match actions.notice {
        Some(Notice::Show(text)) => problem.set(Some(text)),
        Some(Notice::Clear) => problem.set(None),
        None => {}
    }
    if let Some(sound) = actions.sound {
        context.play(sound);
    }
    for message in &actions.send {
        if !context.online.send(message)
            && let Some(next) = page.try_update(|p| p.unsent(message))
        {
            perform(next, page, problem, context);
        }
    }
    match actions.keep {
        Some(KeepOutbox::Save(outbox)) => context.storage.with_value(|s| s.save_outbox(&outbox)),
        Some(KeepOutbox::Clear(id)) => context.storage.with_value(|s| s.clear_outbox(&id)),
        None => {}
    }
    if let Some(next) = actions.go_to {
        context.navigate(&Route::Online(next.into()));
    }
}

/// What every part of the live game's page reads and acts through.
#[derive(Clone, Copy)]
struct LivePage {
    page: RwSignal<LiveController>,
    /// What went wrong, in words for players.
    problem: RwSignal<Option<String>>,
    context: AppContext,
    /// The time, ticking for the clocks.
    now: RwSignal<Instant>,
    /// Whether the player is asked to confirm their resignation.
    confirming_resign: RwSignal<bool>,
}

impl LivePage {
    /// Performs the controller's `actions`.
    fn perform(self, actions: LiveActions) {
        perform(actions, self.page, self.problem, self.context);
    }

    /// Hands a button's `command` to the controller, and performs what it says.
    fn command(self, command: Command) {
        if let Some(actions) = self.page.try_update(|p| p.command(command)) {
            self.perform(actions);
        }
    }

    /// `f` of the game on the page, once the server has shown it (tracked).
    fn with_game<T>(self, f: impl FnOnce(Option<&OnlineGame>) -> T) -> T {
        with_game(self.page, f)
    }

    /// Whether there is a game and `f` holds of it (tracked).
    fn has(self, f: &dyn Fn(&OnlineGame) -> bool) -> bool {
        self.with_game(|g| g.is_some_and(f))
    }
}

/// The game `id`, live.
#[component]
pub(super) fn LiveGame(id: String) -> impl IntoView {
    let context = expect_context::<AppContext>();
    let online = context.online;
    let game_id = skillgames_online::GameId::from(id.as_str());
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
                .map(|n| format!("{n} watching"))
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
                (false, None, _) => Some(view! { <p class="empty">"Opening the game…"</p> }.into_any()),
                (true, _, _) => None,
            }}
        </div>
        <Show when=move || with_game(page, |g| g.is_some())>
            <div class=move || format!("play online-play play-{}", info_name.get().unwrap_or_default())>
                <p class="game-title">
                    {move || with_game(page, |g| g.map(|g| {
                        let v = g.view();
                        format!("{} · {} · {}", variant_words(&v.game, v.size), time_words(v.time), rated_words(v.rated))
                    }))}
                    " "
                    <span class="watchers">{watchers}</span>
                </p>
                {board_area::board_area(live)}
                {actions::actions(live, invite, record_href)}
                {review::review(live, info_name)}
            </div>
        </Show>
    }
}
