//! Waiting for the worker's answer, one way for every page that asks it (the game page and
//! its analysis, the puzzle trainer): a timer for the request's patience, and at its end
//! [`Wait::expired`] says whether the worker is silent, or the page slept (hidden, or its timer
//! late) and the worker is given its time again.

use leptos::prelude::set_timeout;
use skillgames_page::think::{ThinkRequest, Wait, Waited};
use std::time::Duration;

/// The page's clock, in milliseconds (`performance.now()`).
pub(super) fn now_ms() -> f64 {
    web_sys::window()
        .and_then(|w| w.performance())
        .map_or(0.0, |p| p.now())
}

/// Whether the page is hidden (a tab in the background, a phone's screen off).
fn hidden() -> bool {
    web_sys::window()
        .and_then(|w| w.document())
        .is_some_and(|d| d.hidden())
}

/// Waits for the answer to `request`, just sent: if `awaited(id)` still holds when its time is
/// up, and the page did not sleep meanwhile, calls `silent(id)` (the page then takes the worker
/// for dead).
pub(super) fn wait_for_worker<A, S>(request: &ThinkRequest, awaited: A, silent: S)
where
    A: Fn(u64) -> bool + Copy + 'static,
    S: Fn(u64) + Copy + 'static,
{
    schedule(Wait::new(request, now_ms()), awaited, silent);
}

fn schedule<A, S>(mut wait: Wait, awaited: A, silent: S)
where
    A: Fn(u64) -> bool + Copy + 'static,
    S: Fn(u64) + Copy + 'static,
{
    set_timeout(
        move || match wait.expired(awaited(wait.id), hidden(), now_ms()) {
            Waited::Over => {}
            Waited::Again => schedule(wait, awaited, silent),
            Waited::Silent => silent(wait.id),
        },
        Duration::from_millis(wait.patience_ms),
    );
}
