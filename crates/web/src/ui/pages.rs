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

use crate::i18n::t;
use leptos::prelude::*;
use leptos::wasm_split::{SplitLoaderError, wasm_split};
use skillgames_online::GameId;
use skillgames_play::GameInfo;

use super::account::{AccountPage, AccountSettings, ProfilePage};
use super::bell::Bell;
use super::challenges::ChallengeBar;
use super::leaderboard::LeaderboardPage;
use super::learn::{LearnPage, LessonPage};
use super::live::LiveGame;
use super::lobby::{Lobby, WatchPage};
use super::moderation::ModerationPage;
use super::play::Play;
use super::puzzles::PuzzlesPage;
use super::rules::Rules;
use super::stats::StatsPage;
use super::tournaments::{CreateTournament, TournamentPage, TournamentsPage};

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

/// The parts of the catalogue page `page` of piece `piece` draws its words from, besides the
/// core every page has (`skillgames_i18n::part_of_source` says which code uses which; its
/// test checks that every page finds its messages): its piece's, and the games' own texts
/// for the pages that show them (the how-to-play pages, the lessons), which the piece's other
/// pages do not download.
fn words_of(piece: &str, page: &str) -> &'static [&'static str] {
    match (piece, page) {
        ("lobby" | "live", _) => &["online"],
        ("learn", "puzzles") => &["puzzles"],
        ("learn", "rules") => &["learn", "guides"],
        ("learn", "learn" | "lesson") => &["learn", "lessons"],
        ("learn", _) => &["learn"],
        _ => &[],
    }
}

/// Draws the page `make` makes once its piece is here (`preload` fetches it) with its words
/// (the parts of the catalogue it needs, fetched meanwhile): nothing while they load (a
/// piece arrives in a moment, and a message flashing by would only distract), a plain message
/// if either could not be fetched.
///
/// The page is made in this render's own reactive scope, as a page built in with the app
/// would be, so that it is cleaned up when the player leaves; only the fetch is asynchronous
/// (and a fetch that ends after the player left changes nothing).
fn show<F, P>(
    make: impl Fn() -> F + Send + Sync + 'static,
    preload: impl FnOnce() -> P + 'static,
    failed: fn() -> AnyView,
    parts: &'static [&'static str],
) -> AnyView
where
    F: Future<Output = Loaded>,
    P: Future<Output = Result<(), SplitLoaderError>> + 'static,
{
    let code = RwSignal::new(Phase::Loading);
    let words = RwSignal::new(Phase::Loading);
    leptos::task::spawn_local(async move {
        let here = match preload().await {
            Ok(()) => Phase::Here,
            Err(error) => {
                leptos::logging::warn!("a page's code could not be loaded: {error}");
                Phase::Failed
            }
        };
        code.try_set(here);
    });
    leptos::task::spawn_local(async move {
        let mut here = Phase::Here;
        for part in parts {
            if let Err(error) = crate::i18n::need(part).await {
                leptos::logging::warn!("{error}");
                here = Phase::Failed;
                break;
            }
        }
        words.try_set(here);
    });
    (move || match (code.get(), words.get()) {
        (Phase::Failed, _) | (_, Phase::Failed) => failed(),
        // Its piece is here: the split function returns at its first poll.
        (Phase::Here, Phase::Here) => match ready(make()) {
            Some(Ok(view)) => view,
            Some(Err(PageError)) | None => failed(),
        },
        _ => ().into_any(),
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

fn load_failed() -> AnyView {
    view! { <LoadFailed /> }.into_any()
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
            <h1>{t("common-load-failed")}</h1>
            <p>{t("common-load-failed-help")}</p>
            <p class="actions">
                <button class="primary" on:click=retry>{t("common-try-again")}</button>
                <a href="#/">{t("common-back-to-games")}</a>
            </p>
        </section>
    }
}

/// A page behind a split point: `$load` (in piece `$piece`) makes it, `$preload` fetches the
/// piece, and `$open` is what the router calls, with the page's arguments (cloned for each
/// drawing: an address, a name, or `Copy` values); `$failed` is drawn when the piece cannot be
/// fetched ([`LoadFailed`] unless given).
macro_rules! page {
    ($piece:ident: $open:ident, $load:ident, $preload:ident ($($arg:ident: $ty:ty),*) => $page:expr) => {
        page!($piece: $open, $load, $preload ($($arg: $ty),*) => $page, load_failed);
    };
    ($piece:ident: $open:ident, $load:ident, $preload:ident ($($arg:ident: $ty:ty),*) => $page:expr, $failed:expr) => {
        #[wasm_split($piece, wasm_split_path = ::leptos::wasm_split, fallible, preload($preload))]
        fn $load($($arg: $ty),*) -> Loaded {
            Ok($page.into_any())
        }

        #[allow(clippy::clone_on_copy)]
        pub(super) fn $open($($arg: $ty),*) -> AnyView {
            show(move || $load($($arg.clone()),*), $preload, $failed, words_of(stringify!($piece), stringify!($open)))
        }
    };
}

// The pieces: `play` (the game page), `live` (an online game and the tournaments, whose pages
// send their players into online games), `lobby` (the lobby, the games to watch, the account
// page and the profiles) and `learn` (the lessons, the rules, the statistics and
// the puzzles). The pages of a piece share most of their code. Each piece is a file
// `split_<name>` (`dist/sizes.txt`), and code used by several pieces goes to a `chunk_<n>` file
// per set of pieces that use it: more pieces make more such files, each with its own request
// (about 600 bytes of headers), so pages are grouped in few pieces (docs/performance.md: a
// game after the home page 405.8 KB with six pieces, 392.1 with these four; the tournaments in
// a fifth piece made 23 shared files and cost every other page 4 KB).
page!(play: play, load_play, preload_play(info: &'static GameInfo, fresh: bool)
    => view! { <Play info=info fresh=fresh /> });
page!(live: live, load_live, preload_live(id: GameId) => view! { <LiveGame id=id /> });
page!(lobby: lobby, load_lobby, preload_lobby() => view! { <Lobby /> });
page!(lobby: watch, load_watch, preload_watch() => view! { <WatchPage /> });
page!(live: tournaments, load_tournaments, preload_tournaments() => view! { <TournamentsPage /> });
page!(live: tournament, load_tournament, preload_tournament(id: String)
    => view! { <TournamentPage id=id /> });
page!(lobby: account, load_account, preload_account(reset: Option<String>)
    => view! { <AccountPage reset=reset /> });
page!(lobby: profile, load_profile, preload_profile(name: String)
    => view! { <ProfilePage name=name /> });
// The leaderboards link to the profiles, and weigh little: with them.
page!(lobby: leaderboard, load_leaderboard, preload_leaderboard() => view! { <LeaderboardPage /> });
// The moderators' desk: only moderators (accounts, whose pages load the bell's piece anyway)
// open it; in the lobby's piece it made every lobby page 8 KB heavier.
page!(live: moderation, load_moderation, preload_moderation() => view! { <ModerationPage /> });
// Not pages (nothing when a piece cannot be fetched: the page under it goes on): the bar of
// challenges on every page, for an account or once online; the bell, for an account or a
// visitor with games being played, in the online game's piece (such a player opens their games;
// a piece of its own would cost every page more, in shared chunks).
page!(lobby: challenge_bar, load_challenge_bar, preload_challenge_bar()
    => view! { <ChallengeBar /> }, || ().into_any());
page!(live: bell, load_bell, preload_bell() => view! { <Bell /> }, || ().into_any());
// An account's settings on the account page (follows, email, vacation, challenges, API tokens): with the
// bell, which every account's pages load anyway. In the lobby's piece they made it too heavy,
// and in a piece of their own made more shared chunks, which cost the lessons' piece 4 KB.
page!(live: account_settings, load_account_settings, preload_account_settings()
    => view! { <AccountSettings /> }, || ().into_any());
// The window that makes a tournament: only accounts open it.
page!(live: create_tournament, load_create_tournament, preload_create_tournament(on_close: Callback<()>)
    => view! { <CreateTournament on_close=on_close /> }, || ().into_any());
page!(learn: stats, load_stats, preload_stats() => view! { <StatsPage /> });
page!(learn: rules, load_rules, preload_rules(info: &'static GameInfo) => view! { <Rules info=info /> });
page!(learn: puzzles, load_puzzles, preload_puzzles(start: Option<String>)
    => view! { <PuzzlesPage start=start /> });
page!(learn: learn, load_learn, preload_learn(info: &'static GameInfo)
    => view! { <LearnPage info=info /> });
page!(learn: lesson, load_lesson, preload_lesson(info: &'static GameInfo, index: usize)
    => view! { <LessonPage info=info index=index /> });
