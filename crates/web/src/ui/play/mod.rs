//! The game page: renders the [`Controller`] (the settings window first, then the board, the
//! score line, the pause menu and the end screen) and performs the actions it asks for
//! (the worker, sounds, timers). Split by concern: the top bar (`bar.rs`), the board with its
//! players and the status line (`board_area.rs`), the review and analysis under the board
//! (`review.rs`), and the windows over the page (`windows.rs`).

mod bar;
mod board_area;
mod review;
mod windows;

use super::context::AppContext;
use super::moves::Step;
use super::route::Route;
use super::waiting::{now_ms, wait_for_worker};
use leptos::prelude::*;
use skillgames_core::Player;
use skillgames_page::controller::{Actions, Controller, Overlay};
use skillgames_page::settings::Opponent;
use skillgames_page::state::GameState;
use skillgames_page::storage::AppStorage;
use skillgames_play::GameInfo;
use std::time::Duration;

fn random_seed() -> u64 {
    (js_sys::Math::random() * 9_007_199_254_740_991.0) as u64
}

/// The whole address of a link whose fragment is `href`, to send to someone.
pub(super) fn absolute(href: &str) -> String {
    let location = web_sys::window().map(|w| w.location());
    let origin = location
        .as_ref()
        .and_then(|l| l.origin().ok())
        .unwrap_or_default();
    let path = location
        .as_ref()
        .and_then(|l| l.pathname().ok())
        .unwrap_or_default();
    format!("{origin}{path}{href}")
}

/// Does what the controller asked for; timers call back into it, and what they return is
/// performed in turn.
fn perform(actions: Actions, page: RwSignal<Controller>, context: AppContext) {
    if actions.cancel_thinking {
        context.cancel_thinking();
    }
    if let Some(request) = actions.think {
        // A worker that never answers (its WebAssembly panicked) is noticed in time.
        wait_for_worker(
            &request,
            move |id| page.try_with_untracked(|p| p.awaiting(id)).unwrap_or(false),
            move |id| {
                if let Some(next) = page.try_update(|p| p.worker_silent(id)) {
                    perform(next, page, context);
                }
            },
        );
        context.think(request);
    }
    if let Some(sound) = actions.sound {
        context.play(sound);
    }
    if let Some(text) = actions.notice {
        context.notices.update(|n| n.push(text));
    }
    if let Some(detail) = actions.log {
        leptos::logging::warn!("{detail}");
    }
    if actions.started {
        // From now on a reload resumes this game (a test position stays in the address, so
        // that "Play again" starts from it again).
        let name = page.with_untracked(|p| p.info().name);
        let position = match context.route.get_untracked() {
            Route::Play { position, .. } => position,
            _ => None,
        };
        if let Some(window) = web_sys::window() {
            let route = Route::Play {
                game: name,
                fresh: false,
                position,
            };
            // In place of the settings' address, so that Back goes where the player came
            // from instead of reopening the settings (and Forward returns to the game).
            let _ = window.location().replace(&route.href());
        }
    }
    if let Some((delivery, wait)) = actions.deliver_after {
        set_timeout(
            move || {
                let next = context.storage.with_value(|storage| {
                    page.try_update(|p| p.deliver(delivery, now_ms(), storage))
                });
                perform(next.unwrap_or_default(), page, context);
            },
            Duration::from_millis(wait),
        );
    }
    if let Some(wait) = actions.end_screen_after {
        set_timeout(
            move || {
                if let Some(sound) = page.try_update(Controller::show_end).flatten() {
                    context.play(sound);
                }
            },
            Duration::from_millis(wait),
        );
    }
    context.collect_notices();
}

/// What every part of the game page acts through: the controller, the app's context and the
/// game shown.
#[derive(Clone, Copy)]
struct GamePage {
    page: RwSignal<Controller>,
    context: AppContext,
    info: &'static GameInfo,
    /// Whether testing is on (a test start position in the address is honoured only then).
    testing: bool,
}

impl GamePage {
    /// Performs the controller's `actions`.
    fn perform(self, actions: Actions) {
        perform(actions, self.page, self.context);
    }

    /// Runs a controller method that needs the storage, then performs its actions.
    fn act(self, f: &dyn Fn(&mut Controller, &AppStorage) -> Actions) {
        let actions = self
            .context
            .storage
            .with_value(|storage| self.page.try_update(|p| f(p, storage)))
            .unwrap_or_default();
        self.perform(actions);
    }

    /// Runs a controller method that needs nothing else, then performs its actions.
    fn act_alone(self, f: fn(&mut Controller) -> Actions) {
        let actions = self.page.try_update(f).unwrap_or_default();
        self.perform(actions);
    }

    /// The test-only start position in the address (used only when testing is on).
    fn start_position(self) -> Option<String> {
        match self.context.route.get_untracked() {
            Route::Play { position, .. } => position.filter(|_| self.testing),
            _ => None,
        }
    }

    /// Steps through the game.
    fn step(self, step: Step) {
        self.act(&|p, s| match step {
            Step::First => p.review_at(0, now_ms(), s),
            Step::Back => p.review_step(-1, now_ms(), s),
            Step::Forward => p.review_step(1, now_ms(), s),
            Step::Last => p.review_end(now_ms(), s),
        });
    }

    /// `f` of the game shown, or nothing before there is one.
    fn with_game<T: Default>(self, f: impl FnOnce(&GameState) -> T) -> T {
        self.page.with(|p| p.game().map(f).unwrap_or_default())
    }

    /// The side the player plays (the one shown at the bottom).
    fn human(self) -> Player {
        self.page
            .with(|p| p.game().map_or(self.info.first, GameState::human))
    }

    /// How `player` is named on the page.
    fn name_of(self, player: Player) -> &'static str {
        self.page.with(|p| match p.game() {
            Some(g) if g.settings().opponent == Opponent::Friend => {
                if player == Player::White {
                    "White"
                } else {
                    "Black"
                }
            }
            Some(g) if g.human() == player => "You",
            Some(_) => "Computer",
            None => "",
        })
    }
}

#[component]
pub(super) fn Play(info: &'static GameInfo, fresh: bool) -> impl IntoView {
    let context = expect_context::<AppContext>();
    // The computer's program starts downloading now, before the first move needs it.
    context.prepare_brain();
    let testing = context.storage.with_value(|s| s.testing());
    let (mut controller, first) = context
        .storage
        .with_value(|storage| Controller::new(info, storage, fresh, random_seed()));
    controller.set_motion(context.motion());
    let page = RwSignal::new(controller);
    let game = GamePage {
        page,
        context,
        info,
        testing,
    };
    // The animation speed scales the page's waits, and follows the preferences.
    Effect::new(move |_| {
        context.preferences.track();
        let motion = context.motion();
        page.update_untracked(|p| p.set_motion(motion));
    });
    game.perform(first);
    // A record opened from the home page (already checked there).
    if let Some(text) = context.import.try_update(Option::take).flatten() {
        let actions = page
            .try_update(|p| p.import(&text))
            .and_then(Result::ok)
            .unwrap_or_default();
        game.perform(actions);
    }
    follow_route(game);
    take_replies(game);
    listen_keys(game);

    let windows = windows::Windows::new();
    // Memos, so that the views they decide are built again only when they change, not at every
    // change of the page.
    let has_game = Memo::new(move |_| page.with(|p| p.game().is_some()));
    let overlay = Memo::new(move |_| page.with(Controller::overlay));
    view! {
        <div class=format!("play play-{}", info.name)>
            {bar::top_bar(game, has_game)}
            <Show when=move || has_game.get()>
                {board_area::board_area(game)}
                {review::review(game, windows)}
            </Show>
            {windows::overlay(game, windows, overlay)}
            {windows::dialogs(game, windows)}
        </div>
    }
}

/// Follows the address: a new game of the same game, or a link to a game.
fn follow_route(game: GamePage) {
    let GamePage { page, context, .. } = game;
    // Asking for a new game of the same game (an address ending in /new) opens the settings.
    Effect::new(move |_| {
        if let Route::Play { fresh: true, .. } = context.route.get() {
            page.update(Controller::new_game);
        }
    });

    // A link to a game: checked, then opened (a bad one says so and goes home, touching
    // nothing).
    Effect::new(move |_| {
        if let Route::Link(link) = context.route.get()
            && link.variant.game().name == game.info.name
        {
            game.act(&|p, s| p.open_link(link.clone(), s));
        }
    });
}

/// Hands the worker's answers to the controller.
fn take_replies(game: GamePage) {
    let context = game.context;
    // Each answer is taken once: a reply left in the signal by a page since left is not
    // handed to this one when it opens.
    context.reply.update_untracked(|r| *r = None);
    Effect::new(move |_| {
        let Some(reply) = context.reply.get() else {
            return;
        };
        context.reply.update_untracked(|r| *r = None);
        game.act(&|p, s| p.reply(reply.clone(), now_ms(), s));
    });
}

/// Escape opens the pause menu, and closes it again; the arrow keys, Home and End step
/// through the game (unless the board has used them for its cursor).
fn listen_keys(game: GamePage) {
    let keys = window_event_listener(leptos::ev::keydown, move |event| {
        let key = event.key();
        if key == "Escape" {
            game.act(&|p, s| p.escape(now_ms(), s));
            return;
        }
        // The board's own keys move its cursor; text fields keep theirs.
        let elsewhere = event
            .target()
            .and_then(|t| wasm_bindgen::JsCast::dyn_into::<web_sys::Element>(t).ok())
            .is_some_and(|e| {
                e.closest(".board, input, textarea")
                    .ok()
                    .flatten()
                    .is_some()
            });
        if elsewhere
            || event.default_prevented()
            || game.page.with_untracked(|p| p.overlay()) != Overlay::None
        {
            return;
        }
        let chosen = match key.as_str() {
            "ArrowLeft" => Step::Back,
            "ArrowRight" => Step::Forward,
            "Home" => Step::First,
            "End" => Step::Last,
            _ => return,
        };
        event.prevent_default();
        game.step(chosen);
    });
    on_cleanup(move || keys.remove());
}
