//! The app shell: the router (the only module that opens pages: the home page here, the others
//! through `pages.rs`, which downloads each page's code when it first opens), following the
//! address, the notices and the challenges by name (`challenges.rs`). The shared context is
//! in `context.rs`, the routes in `route.rs`.

use leptos::prelude::*;
use skillgames_catalogue::CATALOGUE;

use super::appearance::apply_preferences;
use super::challenges::ChallengeSpot;
use super::context::AppContext;
use super::home::Home;
use super::pages;
use super::route::Route;
use crate::i18n::t;
use crate::store::BrowserStore;
use skillgames_page::storage::AppStorage;

/// Shows the page the address leads to. A link that does not check out says why and shows
/// the home page, whose address replaces it (so a reload does not say it again).
fn follow_address(context: AppContext) {
    let route = match Route::parse(&current_hash()) {
        Ok(route) => route,
        Err(err) => {
            leptos::logging::warn!("refused link: {err:?}");
            context
                .notices
                .update(|n| n.push(crate::i18n::say(&err.message())));
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
///
/// The page's language is chosen and its catalogue fetched first: every text is drawn once,
/// in that language.
pub fn start() {
    console_error_panic_hook::set_once();
    let preferences = AppStorage::new(Box::new(BrowserStore::open()))
        .peek_preferences()
        .unwrap_or_default();
    wasm_bindgen_futures::spawn_local(async move {
        crate::i18n::start(crate::i18n::chosen(&preferences)).await;
        leptos::mount::mount_to_body(App);
        // Lets tools measure the time from navigation to a working page.
        if let Some(performance) = web_sys::window().and_then(|w| w.performance()) {
            let _ = performance.mark("skillgames-interactive");
        }
    });
}

#[component]
fn App() -> impl IntoView {
    let context = AppContext::new();
    provide_context(context);
    apply_preferences(context);
    follow_address(context);
    let handle = window_event_listener(leptos::ev::hashchange, move |_| follow_address(context));
    on_cleanup(move || handle.remove());
    context.collect_notices();
    let page = Memo::new(move |_| context.route.get().page());

    view! {
        <Notices />
        <ChallengeSpot />
        <main class="app">
            {move || match page.get() {
                // A link is shown on its game's page (`Route::page`).
                Route::Home | Route::Link(_) => view! { <Home /> }.into_any(),
                Route::Stats => pages::stats(),
                Route::Lobby => pages::lobby(),
                Route::Watch => pages::watch(),
                Route::Tournaments => pages::tournaments(),
                Route::Tournament(id) => pages::tournament(id),
                Route::Account => pages::account(None),
                Route::Moderation => pages::moderation(),
                Route::Reset(token) => pages::account(Some(token)),
                Route::Online(id) => pages::live(id),
                Route::Player(name) => pages::profile(name),
                Route::Leaderboard(_) => pages::leaderboard(),
                Route::Rules(game) => match CATALOGUE.find(game) {
                    Ok(info) => pages::rules(info),
                    Err(_) => view! { <Home /> }.into_any(),
                },
                Route::Puzzles(id) => pages::puzzles(id),
                Route::Learn(game) => match CATALOGUE.find(game) {
                    Ok(info) => pages::learn(info),
                    Err(_) => view! { <Home /> }.into_any(),
                },
                Route::Lesson(game, index) => match CATALOGUE.find(game) {
                    Ok(info) => pages::lesson(info, index),
                    Err(_) => view! { <Home /> }.into_any(),
                },
                Route::Play { game, .. } => match CATALOGUE.find(game) {
                    Ok(info) => {
                        let fresh = matches!(context.route.get_untracked(), Route::Play { fresh: true, .. });
                        pages::play(info, fresh)
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
                        aria-label=t("common-dismiss")
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
