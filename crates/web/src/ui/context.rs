//! What every view shares ([`AppContext`]): storage, preferences, sounds, notices, the route,
//! the worker (its methods in `brain.rs`) and the game server (how the preferences reach the
//! page is `appearance.rs`). Imports no page, so that every page can use it and only the
//! router (`app.rs`) imports pages.

use crate::net::Online;
use crate::sound::Sounds;
use crate::store::BrowserStore;
use leptos::prelude::*;
use skillgames_page::preferences::{Motion, Preferences};
use skillgames_page::sound::Sound;
use skillgames_page::storage::AppStorage;
use skillgames_page::think::ThinkReply;

use super::brain::Brain;
use super::route::Route;

/// Shared by every view.
#[derive(Clone, Copy)]
pub(crate) struct AppContext {
    pub(crate) storage: StoredValue<AppStorage, LocalStorage>,
    sounds: StoredValue<Sounds, LocalStorage>,
    /// The player's preferences, applied to the page whenever they change.
    pub(crate) preferences: RwSignal<Preferences>,
    /// Whether the device asks for reduced motion (the animation speed's default).
    pub(super) reduced_motion: bool,
    /// Whether the device prefers light colours (what "follow the system" draws).
    pub(super) system_light: RwSignal<bool>,
    pub(crate) notices: RwSignal<Vec<String>>,
    pub(crate) route: RwSignal<Route>,
    pub(super) brain: StoredValue<Option<Brain>, LocalStorage>,
    /// The latest reply from the worker.
    pub(crate) reply: RwSignal<Option<ThinkReply>>,
    /// A game record opened from the home page, for its game's page to open (taken once).
    pub(crate) import: RwSignal<Option<String>>,
    /// The game server: who the player is there, and the connection.
    pub(crate) online: Online,
}

impl AppContext {
    /// Plays a sound if the player wants sound.
    pub(crate) fn play(&self, sound: Sound) {
        if self.preferences.with_untracked(|p| p.sound) {
            self.sounds.with_value(|s| s.play(sound));
        }
    }

    /// The animation speed in force.
    pub(crate) fn motion(&self) -> Motion {
        self.preferences
            .with_untracked(|p| p.motion(self.reduced_motion))
    }

    /// Changes the preferences: applied at once, and remembered.
    pub(crate) fn update_preferences(&self, change: impl FnOnce(&mut Preferences)) {
        self.preferences.update(change);
        let preferences = self.preferences.get_untracked();
        self.storage
            .with_value(|s| s.save_preferences(&preferences));
        self.collect_notices();
    }

    /// Moves notices gathered by storage onto the screen.
    pub(crate) fn collect_notices(&self) {
        for detail in self.storage.with_value(AppStorage::take_details) {
            leptos::logging::warn!("{detail}");
        }
        let new = self.storage.with_value(AppStorage::take_notices);
        if !new.is_empty() {
            // Message ids: worded in the page's language.
            self.notices
                .update(|n| n.extend(new.iter().map(|id| crate::i18n::t(id))));
        }
    }

    /// Goes to `route`.
    pub(crate) fn navigate(&self, route: &Route) {
        if let Some(window) = web_sys::window() {
            let _ = window.location().set_hash(&route.href());
        }
        self.route.set(route.clone());
    }
}

impl AppContext {
    /// The context of a page just opened: the stored preferences, no worker yet (see
    /// [`AppContext::prepare_brain`]), the server not yet reached, the home page.
    pub(super) fn new() -> AppContext {
        let reply = RwSignal::new(None::<ThinkReply>);
        let storage = AppStorage::new(Box::new(BrowserStore::open()));
        let preferences = RwSignal::new(storage.preferences());
        AppContext {
            storage: StoredValue::new_local(storage),
            sounds: StoredValue::new_local(Sounds::default()),
            preferences,
            reduced_motion: media_matches("(prefers-reduced-motion: reduce)")
                .is_some_and(|m| m.matches()),
            system_light: RwSignal::new(
                media_matches("(prefers-color-scheme: light)").is_some_and(|m| m.matches()),
            ),
            notices: RwSignal::new(Vec::new()),
            route: RwSignal::new(Route::Home),
            brain: StoredValue::new_local(None),
            reply,
            import: RwSignal::new(None),
            online: Online::new(),
        }
    }
}

/// Whether the device matches the media query `query`.
pub(super) fn media_matches(query: &str) -> Option<web_sys::MediaQueryList> {
    web_sys::window()?.match_media(query).ok().flatten()
}
