//! What the game page listens to while it is open: the address (a new game, a link to a
//! game), the worker's answers and the keyboard.

use super::GamePage;
use crate::ui::moves::Step;
use crate::ui::route::Route;
use crate::ui::waiting::now_ms;
use leptos::prelude::*;
use skillgames_page::controller::{Controller, Overlay};

/// Follows the address: a new game of the same game, or a link to a game.
pub(super) fn follow_route(game: GamePage) {
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
pub(super) fn take_replies(game: GamePage) {
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
pub(super) fn listen_keys(game: GamePage) {
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
