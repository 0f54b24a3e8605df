//! What the game page does with the controller's [`Actions`]: the worker asked to think (and
//! watched for silence), sounds, notices, the address once a game starts, and the timers
//! that call back into the controller.

use crate::ui::context::AppContext;
use crate::ui::route::Route;
use crate::ui::waiting::{now_ms, wait_for_worker};
use leptos::prelude::*;
use skillgames_page::controller::{Actions, Controller};
use std::time::Duration;

/// Does what the controller asked for; timers call back into it, and what they return is
/// performed in turn.
pub(super) fn perform(actions: Actions, page: RwSignal<Controller>, context: AppContext) {
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
    if let Some(id) = actions.notice {
        // A message's id: worded in the page's language.
        context.notices.update(|n| n.push(crate::i18n::t(&id)));
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
