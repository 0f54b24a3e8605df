//! The app shell: the router (the only module that imports the pages), following the address,
//! and the notices. The shared context is in `context.rs`, the routes in `route.rs`.

use leptos::prelude::*;
use skillgames_catalogue::CATALOGUE;

use super::account::{AccountPage, ProfilePage};
use super::context::{AppContext, apply_preferences};
use super::home::Home;
use super::learn::{LearnPage, LessonPage};
use super::live::LiveGame;
use super::lobby::{Lobby, WatchPage};
use super::play::Play;
use super::puzzles::PuzzlesPage;
use super::route::Route;
use super::rules::Rules;
use super::stats::StatsPage;

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
