//! The game page: renders the [`Controller`] (the settings window first, then the board, the
//! score line, the pause menu and the end screen) and performs the actions it asks for
//! (the worker, sounds, timers). Split by concern: how it performs them (`perform.rs`), the
//! handle its parts act through (`handle.rs`), what it listens to (`listen.rs`), the top bar
//! (`bar.rs`), the board with its players and the status line (`board_area.rs`), the review
//! and analysis under the board (`review.rs`), the window the controller asks for
//! (`overlay.rs`) and the windows the page opens itself (`windows.rs`).

mod bar;
mod board_area;
mod handle;
mod listen;
mod overlay;
mod perform;
mod review;
mod windows;

use super::context::AppContext;
use handle::GamePage;
use leptos::prelude::*;
use skillgames_page::controller::Controller;
use skillgames_play::GameInfo;

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

#[component]
pub(super) fn Play(info: &'static GameInfo, fresh: bool) -> impl IntoView {
    let context = expect_context::<AppContext>();
    // The computer's program starts downloading now, before the first move needs it.
    context.prepare_brain(info.name);
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
    listen::follow_route(game);
    listen::take_replies(game);
    listen::listen_keys(game);

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
            {overlay::overlay(game, windows, overlay)}
            {windows::dialogs(game, windows)}
        </div>
    }
}
