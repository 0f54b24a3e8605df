//! The app shell: shared context, hash routing and notices.

use crate::remote::Remote;
use crate::sound::Sounds;
use crate::store::BrowserStore;
use gloo_worker::{Spawnable, WorkerBridge};
use leptos::prelude::*;
use skillgames_catalogue::CATALOGUE;
use skillgames_page::preferences::{Motion, Preferences};
use skillgames_page::sound::Sound;
use skillgames_page::storage::AppStorage;
use skillgames_page::think::{ThinkReply, ThinkRequest, WORKER_LOADER};
use skillgames_play::GameInfo;
use skillgames_play::link::{GameLink, LinkError};

use crate::net::Online;

use super::account::{AccountPage, ProfilePage};
use super::home::Home;
use super::learn::{LearnPage, LessonPage};
use super::live::LiveGame;
use super::lobby::{Lobby, WatchPage};
use super::play::Play;
use super::puzzles::PuzzlesPage;
use super::rules::Rules;
use super::stats::StatsPage;

/// Which page is shown, from the address's `#` part.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Route {
    /// `#/`: the games.
    Home,
    /// `#/stats`: the statistics of every game.
    Stats,
    /// `#/rules/<game>`: how to play (the game's protocol name, from the catalogue).
    Rules(&'static str),
    /// `#/play/<game>` resumes the saved game; `#/play/<game>/new` opens the settings window.
    Play {
        /// The game's protocol name, from the catalogue.
        game: &'static str,
        /// Whether to start a new game.
        fresh: bool,
        /// Test-only start position (`?position=...`, honoured only when testing is enabled).
        position: Option<String>,
    },
    /// `#/view/<game>/<size>?...` (a shared game) or `#/turn/<game>/<size>?...` (a friend's
    /// move to answer): see [`skillgames_play::link`]. Checked by the rules when the address
    /// is read; a link that does not check out never becomes a route.
    Link(GameLink),
    /// `#/online`: the lobby of games to join.
    Lobby,
    /// `#/online/<id>`: a game on the game server (played, or watched).
    Online(String),
    /// `#/watch`: the games being played, to watch.
    Watch,
    /// `#/player/<name>`: a player's profile.
    Player(String),
    /// `#/account`: log in, or create an account.
    Account,
    /// `#/puzzles`: the puzzle trainer; `#/puzzles/<id>` opens one puzzle.
    Puzzles(Option<String>),
    /// `#/learn/<game>`: a game's lessons.
    Learn(&'static str),
    /// `#/learn/<game>/<n>`: one lesson (from 1 in the address, from 0 here).
    Lesson(&'static str, usize),
}

/// The catalogue's name for `text`, if it is a game.
fn game_name(text: &str) -> Option<&'static str> {
    CATALOGUE.find(text).ok().map(|info| info.name)
}

impl Route {
    /// The game page of `info`: a new game, or the saved one resumed.
    pub(crate) fn play(info: &GameInfo, fresh: bool) -> Route {
        Route::Play {
            game: info.name,
            fresh,
            position: None,
        }
    }

    /// The page an address's `#` part leads to; a link to a game that does not check out
    /// says why, in words for players.
    pub(crate) fn parse(hash: &str) -> Result<Route, LinkError> {
        if let Some(link) = GameLink::from_fragment(hash, &CATALOGUE) {
            return link.map(Route::Link);
        }
        let hash = hash.trim_start_matches('#');
        let (path, query) = hash.split_once('?').unwrap_or((hash, ""));
        let parts: Vec<&str> = path.split('/').filter(|p| !p.is_empty()).collect();
        let position = query
            .split('&')
            .find_map(|pair| pair.strip_prefix("position="))
            .and_then(|v| js_sys::decode_uri_component(v).ok())
            .and_then(|v| v.as_string());
        Ok(match parts[..] {
            ["stats"] => Route::Stats,
            ["online"] => Route::Lobby,
            ["online", id] => Route::Online(id.to_owned()),
            ["watch"] => Route::Watch,
            ["account"] => Route::Account,
            ["player", name] => Route::Player(
                js_sys::decode_uri_component(name)
                    .ok()
                    .and_then(|v| v.as_string())
                    .unwrap_or_default(),
            ),
            ["rules", game] => game_name(game).map_or(Route::Home, Route::Rules),
            ["puzzles"] => Route::Puzzles(None),
            ["puzzles", id] => Route::Puzzles(Some(id.to_owned())),
            ["learn", game] => game_name(game).map_or(Route::Home, Route::Learn),
            ["learn", game, n] => match (game_name(game), n.parse::<usize>()) {
                (Some(game), Ok(n)) if n >= 1 => Route::Lesson(game, n - 1),
                (Some(game), _) => Route::Learn(game),
                _ => Route::Home,
            },
            ["play", game] => game_name(game).map_or(Route::Home, |game| Route::Play {
                game,
                fresh: false,
                position,
            }),
            ["play", game, "new"] => game_name(game).map_or(Route::Home, |game| Route::Play {
                game,
                fresh: true,
                position,
            }),
            _ => Route::Home,
        })
    }

    /// The page shown: routes that differ only in how a game was opened show the same page,
    /// so switching the address from `.../new` to the resumable one keeps the game on screen.
    fn page(&self) -> Route {
        match self {
            Route::Play { game, .. } => Route::Play {
                game,
                fresh: false,
                position: None,
            },
            Route::Link(link) => Route::Play {
                game: link.variant.game().name,
                fresh: false,
                position: None,
            },
            other => other.clone(),
        }
    }

    pub(crate) fn href(&self) -> String {
        match self {
            Route::Home => "#/".into(),
            Route::Stats => "#/stats".into(),
            Route::Rules(game) => format!("#/rules/{game}"),
            Route::Play {
                game,
                fresh,
                position,
            } => {
                let new = if *fresh { "/new" } else { "" };
                let query = position
                    .as_deref()
                    .map(|p| {
                        format!(
                            "?position={}",
                            String::from(js_sys::encode_uri_component(p))
                        )
                    })
                    .unwrap_or_default();
                format!("#/play/{game}{new}{query}")
            }
            Route::Link(link) => link.href(),
            Route::Lobby => "#/online".into(),
            Route::Online(id) => format!("#/online/{id}"),
            Route::Watch => "#/watch".into(),
            Route::Account => "#/account".into(),
            Route::Puzzles(None) => "#/puzzles".into(),
            Route::Puzzles(Some(id)) => format!("#/puzzles/{id}"),
            Route::Learn(game) => format!("#/learn/{game}"),
            Route::Lesson(game, index) => format!("#/learn/{game}/{}", index + 1),
            Route::Player(name) => format!(
                "#/player/{}",
                String::from(js_sys::encode_uri_component(name))
            ),
        }
    }
}

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
        self.brain.with_value(|brain| {
            if let Some(brain) = brain {
                brain.bridge.send(request);
            }
        });
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

/// Whether the device matches the media query `query`.
fn media_matches(query: &str) -> Option<web_sys::MediaQueryList> {
    web_sys::window()?.match_media(query).ok().flatten()
}

/// Puts the preferences on the page's root element, where the stylesheet reads them
/// (`data-theme`, `data-motion`, `data-coords`).
fn apply_preferences(context: AppContext) {
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

/// Shows the page the address leads to. A link that does not check out says why and shows
/// the home page, whose address replaces it (so a reload does not say it again).
fn follow_address(context: AppContext) {
    let route = match Route::parse(&current_hash()) {
        Ok(route) => route,
        Err(err) => {
            leptos::logging::warn!("refused link: {err:?}");
            context.notices.update(|n| n.push(err.to_string()));
            if let Some(window) = web_sys::window() {
                let _ = window.location().replace("#/");
            }
            Route::Home
        }
    };
    if context.route.get_untracked() != route {
        context.route.set(route);
    }
}

fn current_hash() -> String {
    web_sys::window()
        .and_then(|w| w.location().hash().ok())
        .unwrap_or_default()
}

/// Mounts the app on the page.
pub fn start() {
    console_error_panic_hook::set_once();
    leptos::mount::mount_to_body(App);
    // Lets tools measure the time from navigation to a working page.
    if let Some(performance) = web_sys::window().and_then(|w| w.performance()) {
        let _ = performance.mark("skillgames-interactive");
    }
}

/// A worker for the computer, its answers going to `reply`.
fn spawn_brain(reply: RwSignal<Option<ThinkReply>>) -> Brain {
    let bridge = Remote::spawner()
        .callback(move |answer: ThinkReply| reply.set(Some(answer)))
        .spawn_with_loader(WORKER_LOADER);
    Brain { bridge }
}

#[component]
fn App() -> impl IntoView {
    let reply = RwSignal::new(None::<ThinkReply>);
    let storage = AppStorage::new(Box::new(BrowserStore::open()));
    let preferences = RwSignal::new(storage.preferences());
    let context = AppContext {
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
        brain: StoredValue::new_local(Some(spawn_brain(reply))),
        reply,
        import: RwSignal::new(None),
        online: Online::new(),
    };
    provide_context(context);
    apply_preferences(context);
    follow_address(context);
    let handle = window_event_listener(leptos::ev::hashchange, move |_| follow_address(context));
    on_cleanup(move || handle.remove());
    context.collect_notices();
    let page = Memo::new(move |_| context.route.get().page());

    view! {
        <Notices />
        <main class="app">
            {move || match page.get() {
                // A link is shown on its game's page (`Route::page`).
                Route::Home | Route::Link(_) => view! { <Home /> }.into_any(),
                Route::Stats => view! { <StatsPage /> }.into_any(),
                Route::Lobby => view! { <Lobby /> }.into_any(),
                Route::Watch => view! { <WatchPage /> }.into_any(),
                Route::Account => view! { <AccountPage /> }.into_any(),
                Route::Online(id) => view! { <LiveGame id=id /> }.into_any(),
                Route::Player(name) => view! { <ProfilePage name=name /> }.into_any(),
                Route::Rules(game) => match CATALOGUE.find(game) {
                    Ok(info) => view! { <Rules info=info /> }.into_any(),
                    Err(_) => view! { <Home /> }.into_any(),
                },
                Route::Puzzles(id) => view! { <PuzzlesPage start=id /> }.into_any(),
                Route::Learn(game) => match CATALOGUE.find(game) {
                    Ok(info) => view! { <LearnPage info=info /> }.into_any(),
                    Err(_) => view! { <Home /> }.into_any(),
                },
                Route::Lesson(game, index) => match CATALOGUE.find(game) {
                    Ok(info) => view! { <LessonPage info=info index=index /> }.into_any(),
                    Err(_) => view! { <Home /> }.into_any(),
                },
                Route::Play { game, .. } => match CATALOGUE.find(game) {
                    Ok(info) => {
                        let fresh = matches!(context.route.get_untracked(), Route::Play { fresh: true, .. });
                        view! { <Play info=info fresh=fresh /> }.into_any()
                    }
                    Err(_) => view! { <Home /> }.into_any(),
                },
            }}
        </main>
    }
}

/// Messages for the player (a damaged save set aside, storage unavailable).
#[component]
fn Notices() -> impl IntoView {
    let context = expect_context::<AppContext>();
    let notices = move || {
        context
            .notices
            .get()
            .into_iter()
            .enumerate()
            .collect::<Vec<_>>()
    };
    view! {
        <div class="notices" role="status" aria-live="polite">
            <For
                each=notices
                key=|(index, text)| (*index, text.clone())
                let:notice
            >
                <div class="notice">
                    <span>{notice.1.clone()}</span>
                    <button
                        class="notice-close"
                        aria-label="Dismiss notice"
                        on:click=move |_| context.notices.update(|n| {
                            if notice.0 < n.len() {
                                n.remove(notice.0);
                            }
                        })
                    >
                        "×"
                    </button>
                </div>
            </For>
        </div>
    }
}
