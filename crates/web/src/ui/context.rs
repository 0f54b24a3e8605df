//! What every view shares ([`AppContext`]): storage, preferences, sounds, notices, the route,
//! the worker and the game server. Imports no page, so that every page can use it and only the
//! router (`app.rs`) imports pages.

use crate::net::Online;
use crate::remote::Remote;
use crate::sound::Sounds;
use crate::store::BrowserStore;
use gloo_worker::{Spawnable, WorkerBridge};
use leptos::prelude::*;
use skillgames_page::preferences::{Motion, Preferences};
use skillgames_page::sound::Sound;
use skillgames_page::storage::AppStorage;
use skillgames_page::think::{ThinkReply, ThinkRequest, WORKER_LOADER};

use super::route::Route;

/// Sends positions to the worker and hands its replies to whoever asked.
pub(crate) struct Brain {
    bridge: WorkerBridge<Remote>,
}

/// Shared by every view.
#[derive(Clone, Copy)]
pub(crate) struct AppContext {
    pub(crate) storage: StoredValue<AppStorage, LocalStorage>,
    sounds: StoredValue<Sounds, LocalStorage>,
    /// The player's preferences, applied to the page whenever they change.
    pub(crate) preferences: RwSignal<Preferences>,
    /// Whether the device asks for reduced motion (the animation speed's default).
    reduced_motion: bool,
    /// Whether the device prefers light colours (what "follow the system" draws).
    system_light: RwSignal<bool>,
    pub(crate) notices: RwSignal<Vec<String>>,
    pub(crate) route: RwSignal<Route>,
    brain: StoredValue<Option<Brain>, LocalStorage>,
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
            self.notices.update(|n| n.extend(new));
        }
    }

    /// Asks the worker for a move; the answer arrives in [`AppContext::reply`].
    pub(crate) fn think(&self, request: ThinkRequest) {
        self.prepare_brain();
        self.brain.with_value(|brain| {
            if let Some(brain) = brain {
                brain.bridge.send(request);
            }
        });
    }

    /// Starts the worker if it is not running: its program (the search, about 100 KB) is
    /// downloaded only when a page that may need the computer opens, not on the home page.
    pub(crate) fn prepare_brain(&self) {
        if self.brain.with_value(Option::is_none) {
            let reply = self.reply;
            self.brain
                .update_value(|brain| *brain = Some(spawn_brain(reply)));
        }
    }

    /// Stops the computer's search under way: the busy worker is let go (it is told to close,
    /// and does once its search ends, its answer unread) and a fresh one takes the next
    /// request at once.
    pub(crate) fn cancel_thinking(&self) {
        let reply = self.reply;
        self.brain
            .update_value(|brain| *brain = Some(spawn_brain(reply)));
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
fn media_matches(query: &str) -> Option<web_sys::MediaQueryList> {
    web_sys::window()?.match_media(query).ok().flatten()
}

/// Puts the preferences on the page's root element, where the stylesheet reads them
/// (`data-theme`, `data-motion`, `data-coords`).
pub(super) fn apply_preferences(context: AppContext) {
    Effect::new(move |_| {
        let preferences = context.preferences.get();
        let theme = preferences.theme.resolved(context.system_light.get());
        let motion = preferences.motion(context.reduced_motion);
        let Some(root) = web_sys::window()
            .and_then(|w| w.document())
            .and_then(|d| d.document_element())
        else {
            return;
        };
        let coords = if preferences.coordinates { "on" } else { "off" };
        for (name, value) in [
            ("data-theme", theme.attribute()),
            ("data-motion", motion.attribute()),
            ("data-coords", coords),
        ] {
            let _ = root.set_attribute(name, value);
        }
    });
    // "Follow the system" follows a change of the device's colours while the page is open.
    if let Some(light) = media_matches("(prefers-color-scheme: light)") {
        let system_light = context.system_light;
        let list = light.clone();
        let changed = wasm_bindgen::closure::Closure::<dyn Fn()>::new(move || {
            system_light.set(list.matches());
        });
        light.set_onchange(Some(wasm_bindgen::JsCast::unchecked_ref(changed.as_ref())));
        // The page's lifetime: the app is mounted once.
        changed.forget();
    }
}

/// A worker for the computer, its answers going to `reply`.
fn spawn_brain(reply: RwSignal<Option<ThinkReply>>) -> Brain {
    let bridge = Remote::spawner()
        .callback(move |answer: ThinkReply| reply.set(Some(answer)))
        .spawn_with_loader(WORKER_LOADER);
    Brain { bridge }
}
