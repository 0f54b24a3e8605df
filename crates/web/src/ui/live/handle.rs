//! [`LivePage`], the handle every part of the live game's page reads and acts through (the
//! controller, what went wrong, the ticking time), and how the page performs the
//! controller's [`LiveActions`]: the notice, the sound, the messages (one that cannot go out
//! handed back), the outbox kept or cleared, and where to go.

use crate::i18n::t;
use crate::net::{self, Online};
use crate::ui::context::AppContext;
use crate::ui::route::Route;
use leptos::prelude::*;
use skillgames_page::live::{Command, KeepOutbox, LiveActions, LiveController, Notice};
use skillgames_page::online::OnlineGame;
use web_time::Instant;

/// `f` of the game on the page, once the server has shown it (tracked).
pub(super) fn with_game<T>(
    page: RwSignal<LiveController>,
    f: impl FnOnce(Option<&OnlineGame>) -> T,
) -> T {
    page.with(|p| f(p.game()))
}

/// Whether a message can go out now: the connection open and the browser on the network.
pub(super) fn connected(online: Online) -> bool {
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
        // The server's refusals are worded here, in the page's language.
        Some(Notice::Refused(reason)) => problem.set(Some(t(reason.message()))),
        Some(Notice::Offline) => problem.set(Some(t("live-offline"))),
        Some(Notice::Unshowable(error)) => problem.set(Some(t(error.message()))),
        Some(Notice::Unread(text)) => {
            leptos::logging::warn!("the server could not read a message: {text}");
            problem.set(Some(t("live-unread")));
        }
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
        context.navigate(&Route::Online(next));
    }
}

/// What every part of the live game's page reads and acts through.
#[derive(Clone, Copy)]
pub(super) struct LivePage {
    pub(super) page: RwSignal<LiveController>,
    /// What went wrong, in words for players.
    pub(super) problem: RwSignal<Option<String>>,
    pub(super) context: AppContext,
    /// The time, ticking for the clocks.
    pub(super) now: RwSignal<Instant>,
    /// Whether the player is asked to confirm their resignation.
    pub(super) confirming_resign: RwSignal<bool>,
}

impl LivePage {
    /// Performs the controller's `actions`.
    pub(super) fn perform(self, actions: LiveActions) {
        perform(actions, self.page, self.problem, self.context);
    }

    /// Hands a button's `command` to the controller, and performs what it says.
    pub(super) fn command(self, command: Command) {
        if let Some(actions) = self.page.try_update(|p| p.command(command)) {
            self.perform(actions);
        }
    }

    /// `f` of the game on the page, once the server has shown it (tracked).
    pub(super) fn with_game<T>(self, f: impl FnOnce(Option<&OnlineGame>) -> T) -> T {
        with_game(self.page, f)
    }

    /// Whether there is a game and `f` holds of it (tracked).
    pub(super) fn has(self, f: &dyn Fn(&OnlineGame) -> bool) -> bool {
        self.with_game(|g| g.is_some_and(f))
    }
}
