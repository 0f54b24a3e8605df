//! Each page's code, downloaded when the page first opens.
//!
//! Every page but the home page is behind a split point (`wasm_split`): `cargo xtask dist`
//! cuts the app's WebAssembly at these functions into a main module (the shell and the home
//! page), a piece per group of pages named below, and chunks of code several pieces share, so
//! a first visit downloads only what the home page needs. A page's first opening fetches its
//! piece (and the chunks it needs) and then draws the page; later openings draw at once (see
//! `show`). Outside the split build the functions are ordinary calls.
//!
//! A piece that cannot be fetched (offline before the service worker kept it) is a
//! [`PageError`]: the page says so and offers to try again, instead of the app stopping.

use leptos::prelude::*;
use leptos::wasm_split::{SplitLoaderError, wasm_split};
use skillgames_play::GameInfo;

use super::account::{AccountPage, ProfilePage};
use super::learn::{LearnPage, LessonPage};
use super::live::LiveGame;
use super::lobby::{Lobby, WatchPage};
use super::play::Play;
use super::puzzles::PuzzlesPage;
use super::rules::Rules;
use super::stats::StatsPage;

/// A page's piece could not be downloaded.
#[derive(Clone, Copy, Debug)]
pub(super) struct PageError;

impl From<SplitLoaderError> for PageError {
    fn from(_: SplitLoaderError) -> Self {
        PageError
    }
}

/// The page a split function draws, or why it could not.
type Loaded = Result<AnyView, PageError>;

/// Where a page's piece is.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Phase {
    Loading,
    Here,
    Failed,
}

/// Draws the page `make` makes once its piece is here (`preload` fetches it): nothing while it
/// loads (a piece arrives in a moment, and a message flashing by would only distract), a plain
/// message if it could not be fetched.
///
/// The page is made in this render's own reactive scope, as a page built in with the app
/// would be, so that it is cleaned up when the player leaves; only the fetch is asynchronous
/// (and a fetch that ends after the player left changes nothing).
fn show<F, P>(
    make: impl Fn() -> F + Send + Sync + 'static,
    preload: impl FnOnce() -> P + 'static,
) -> AnyView
where
    F: Future<Output = Loaded>,
    P: Future<Output = Result<(), SplitLoaderError>> + 'static,
{
    let phase = RwSignal::new(Phase::Loading);
    leptos::task::spawn_local(async move {
        let here = match preload().await {
            Ok(()) => Phase::Here,
            Err(error) => {
                leptos::logging::warn!("a page's code could not be loaded: {error}");
                Phase::Failed
            }
        };
        phase.try_set(here);
    });
    (move || match phase.get() {
        Phase::Loading => ().into_any(),
        // Its piece is here: the split function returns at its first poll.
        Phase::Here => match ready(make()) {
            Some(Ok(view)) => view,
            Some(Err(PageError)) | None => view! { <LoadFailed /> }.into_any(),
        },
        Phase::Failed => view! { <LoadFailed /> }.into_any(),
    })
    .into_any()
}

/// The output of `future` if it is ready at its first poll.
fn ready<T>(future: impl Future<Output = T>) -> Option<T> {
    let mut context = std::task::Context::from_waker(std::task::Waker::noop());
    match std::pin::pin!(future).poll(&mut context) {
        std::task::Poll::Ready(value) => Some(value),
        std::task::Poll::Pending => None,
    }
}

/// What a page whose piece could not be downloaded shows.
#[component]
fn LoadFailed() -> impl IntoView {
    let retry = move |_| {
        if let Some(window) = web_sys::window() {
            let _ = window.location().reload();
        }
    };
    view! {
        <section class="page load-failed" role="alert">
            <h1>"This page could not be opened"</h1>
            <p>"Its part of the site has not been downloaded yet, and the connection seems to be off. Check it and try again."</p>
            <p class="actions">
                <button class="primary" on:click=retry>"Try again"</button>
                <a href="#/">"Back to the games"</a>
            </p>
        </section>
    }
}

// The split functions, by piece: `play` (the game page), `live` (an online game), `lobby`
// (the lobby, the games to watch, the account and the profiles), `puzzles`, `learn` (the
// lessons and the rules) and `stats`. The pages of a piece share most of their code, and fewer pieces
// share less among themselves: each name is a file `split_<name>` (`dist/sizes.txt`), code
// used by several pieces goes to `chunk_<n>` files.

#[wasm_split(
    play,
    wasm_split_path = ::leptos::wasm_split,
    fallible,
    preload(preload_play)
)]
fn load_play(info: &'static GameInfo, fresh: bool) -> Loaded {
    Ok(view! { <Play info=info fresh=fresh /> }.into_any())
}

#[wasm_split(
    live,
    wasm_split_path = ::leptos::wasm_split,
    fallible,
    preload(preload_live)
)]
fn load_live(id: String) -> Loaded {
    Ok(view! { <LiveGame id=id /> }.into_any())
}

#[wasm_split(
    lobby,
    wasm_split_path = ::leptos::wasm_split,
    fallible,
    preload(preload_lobby)
)]
fn load_lobby() -> Loaded {
    Ok(view! { <Lobby /> }.into_any())
}

#[wasm_split(
    lobby,
    wasm_split_path = ::leptos::wasm_split,
    fallible,
    preload(preload_watch)
)]
fn load_watch() -> Loaded {
    Ok(view! { <WatchPage /> }.into_any())
}

#[wasm_split(
    lobby,
    wasm_split_path = ::leptos::wasm_split,
    fallible,
    preload(preload_account)
)]
fn load_account() -> Loaded {
    Ok(view! { <AccountPage /> }.into_any())
}

#[wasm_split(
    lobby,
    wasm_split_path = ::leptos::wasm_split,
    fallible,
    preload(preload_profile)
)]
fn load_profile(name: String) -> Loaded {
    Ok(view! { <ProfilePage name=name /> }.into_any())
}

#[wasm_split(
    stats,
    wasm_split_path = ::leptos::wasm_split,
    fallible,
    preload(preload_stats)
)]
fn load_stats() -> Loaded {
    Ok(view! { <StatsPage /> }.into_any())
}

#[wasm_split(
    learn,
    wasm_split_path = ::leptos::wasm_split,
    fallible,
    preload(preload_rules)
)]
fn load_rules(info: &'static GameInfo) -> Loaded {
    Ok(view! { <Rules info=info /> }.into_any())
}

#[wasm_split(
    puzzles,
    wasm_split_path = ::leptos::wasm_split,
    fallible,
    preload(preload_puzzles)
)]
fn load_puzzles(start: Option<String>) -> Loaded {
    Ok(view! { <PuzzlesPage start=start /> }.into_any())
}

#[wasm_split(
    learn,
    wasm_split_path = ::leptos::wasm_split,
    fallible,
    preload(preload_learn)
)]
fn load_learn(info: &'static GameInfo) -> Loaded {
    Ok(view! { <LearnPage info=info /> }.into_any())
}

#[wasm_split(
    learn,
    wasm_split_path = ::leptos::wasm_split,
    fallible,
    preload(preload_lesson)
)]
fn load_lesson(info: &'static GameInfo, index: usize) -> Loaded {
    Ok(view! { <LessonPage info=info index=index /> }.into_any())
}

// What the router calls: the page, drawn when its piece is here.

pub(super) fn play(info: &'static GameInfo, fresh: bool) -> AnyView {
    show(move || load_play(info, fresh), preload_play)
}

pub(super) fn live(id: String) -> AnyView {
    show(move || load_live(id.clone()), preload_live)
}

pub(super) fn lobby() -> AnyView {
    show(load_lobby, preload_lobby)
}

pub(super) fn watch() -> AnyView {
    show(load_watch, preload_watch)
}

pub(super) fn account() -> AnyView {
    show(load_account, preload_account)
}

pub(super) fn profile(name: String) -> AnyView {
    show(move || load_profile(name.clone()), preload_profile)
}

pub(super) fn stats() -> AnyView {
    show(load_stats, preload_stats)
}

pub(super) fn rules(info: &'static GameInfo) -> AnyView {
    show(move || load_rules(info), preload_rules)
}

pub(super) fn puzzles(start: Option<String>) -> AnyView {
    show(move || load_puzzles(start.clone()), preload_puzzles)
}

pub(super) fn learn(info: &'static GameInfo) -> AnyView {
    show(move || load_learn(info), preload_learn)
}

pub(super) fn lesson(info: &'static GameInfo, index: usize) -> AnyView {
    show(move || load_lesson(info, index), preload_lesson)
}
