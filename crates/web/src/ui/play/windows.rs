//! The windows the game page opens itself, over the page: sharing a link or the record,
//! opening a game record, and the preferences.

use super::GamePage;
use super::absolute;
use crate::i18n::{game_title, tf};
use crate::ui::preferences::PreferencesDialog;
use crate::ui::share::{ImportDialog, ShareDialog, Sharing};
use leptos::prelude::*;
use skillgames_page::controller::Controller;

/// Which of the page's own windows are open (the controller decides the others).
#[derive(Clone, Copy)]
pub(super) struct Windows {
    pub(super) sharing: RwSignal<Option<Sharing>>,
    pub(super) importing: RwSignal<bool>,
    pub(super) preferring: RwSignal<bool>,
}

impl Windows {
    /// All closed.
    pub(super) fn new() -> Windows {
        Windows {
            sharing: RwSignal::new(None),
            importing: RwSignal::new(false),
            preferring: RwSignal::new(false),
        }
    }

    /// Opens the window showing `text` (from `what`, the controller's link or record) to copy.
    pub(super) fn offer(
        self,
        page: RwSignal<Controller>,
        title: String,
        help: String,
        what: fn(&Controller) -> Option<String>,
        link: bool,
    ) {
        if let Some(text) = page.with_untracked(what) {
            let text = if link { absolute(&text) } else { text };
            self.sharing.set(Some(Sharing { title, help, text }));
        }
    }
}

/// The windows the page opens itself: sharing, opening a game, the preferences.
pub(super) fn dialogs(game: GamePage, windows: Windows) -> impl IntoView {
    let GamePage { page, info, .. } = game;
    let Windows {
        sharing,
        importing,
        preferring,
    } = windows;
    let on_import = Callback::new(move |text: String| {
        let result = page.try_update(|p| p.import(&text));
        match result {
            Some(Ok(actions)) => {
                importing.set(false);
                game.perform(actions);
                None
            }
            Some(Err(err)) => Some(crate::i18n::record_error(&err)),
            None => None,
        }
    });
    view! {
        {move || sharing.get().map(|shared| view! {
            <ShareDialog sharing=shared on_close=Callback::new(move |()| sharing.set(None)) />
        })}
        <Show when=move || preferring.get()>
            <PreferencesDialog on_close=Callback::new(move |()| preferring.set(false)) />
        </Show>
        <Show when=move || importing.get()>
            <ImportDialog
                heading=tf("play-open-game-of", &[("game", game_title(info.name).into())])
                on_open=on_import
                on_close=Callback::new(move |()| importing.set(false))
            />
        </Show>
    }
}
