//! The puzzle trainer (`#/puzzles`): it shows one game at a time, and fetches that game's
//! puzzles (a file per board) when the page opens or the player picks another game or board
//! (never on the first visit's way in; the service worker keeps them for offline use), and the
//! [`Trainer`](skillgames_page::puzzles::Trainer) of `skillgames-page` plays them on the
//! usual board. The task ("Black to play and win.") and the board come first, on the screen
//! together on a phone and a desktop; the standing, the puzzle's details and the filters
//! (folded) follow. Split by concern: the page and the puzzles' file (here), the handle its
//! parts act through (`handle.rs`), what a move leads to (`verdict.rs`), the worker's
//! refutations (`worker.rs`), the board with its task and status (`board.rs`), the buttons
//! and the standing (`standing.rs`), the filters (`filters.rs`).

mod board;
mod filters;
mod handle;
mod standing;
mod verdict;
mod worker;

use super::context::AppContext;
use super::route::Route;
use crate::i18n::{game_title, t};
use handle::PuzzlePage;
use leptos::prelude::*;
use skillgames_catalogue::CATALOGUE;
use skillgames_page::puzzles::{Filter, PuzzleBook, board_file};
use wasm_bindgen::JsCast;
use wasm_bindgen_futures::JsFuture;
/// How long the answer waits after a right move, at the normal speed.
const ANSWER_MS: f64 = 450.0;

async fn fetch_text(path: &str) -> Result<String, ()> {
    let window = web_sys::window().ok_or(())?;
    let response: web_sys::Response = JsFuture::from(window.fetch_with_str(path))
        .await
        .map_err(|_| ())?
        .dyn_into()
        .map_err(|_| ())?;
    if !response.ok() {
        return Err(());
    }
    JsFuture::from(response.text().map_err(|_| ())?)
        .await
        .map_err(|_| ())?
        .as_string()
        .ok_or(())
}

/// The puzzles of `boards`, each board's file fetched in turn.
async fn fetch_book(boards: &[(&str, u8)]) -> Result<PuzzleBook, ()> {
    let mut text = String::new();
    for &(game, size) in boards {
        text.push_str(&fetch_text(&board_file(game, size)).await?);
        text.push('\n');
    }
    PuzzleBook::parse(&text).map_err(|_| ())
}

/// Today's date on this device, `2026-12-01`.
fn today() -> String {
    let date = js_sys::Date::new_0();
    format!(
        "{:04}-{:02}-{:02}",
        date.get_full_year(),
        date.get_month() + 1,
        date.get_date()
    )
}

fn title_of(game: &str) -> String {
    CATALOGUE
        .find(game)
        .map(|g| game_title(g.name))
        .unwrap_or_default()
}

#[component]
pub(super) fn PuzzlesPage(start: Option<String>) -> impl IntoView {
    let context = expect_context::<AppContext>();
    let page = PuzzlePage {
        context,
        book: RwSignal::new(None),
        loads: StoredValue::new(0),
        failed: RwSignal::new(false),
        progress: RwSignal::new(context.storage.with_value(|s| s.puzzle_progress())),
        trainer: RwSignal::new(None),
        daily: RwSignal::new(false),
        change: RwSignal::new(None),
    };
    // A puzzle asked for by its address shows its game and board, and the next ones follow it.
    let asked = start.as_deref().and_then(Filter::of_puzzle);
    page.progress
        .update(|p| p.filter = asked.unwrap_or_else(|| p.filter.settled()));
    page.load(start);
    page.take_replies();

    view! {
        <article class="puzzles" data-phase=move || page.phase_name()>
            <nav class="rules-nav">
                <button class="quiet" aria-label=t("puzzle-back-games-label") on:click=move |_| context.navigate(&Route::Home)>
                    {t("puzzle-back-games")}
                </button>
            </nav>
            <h1>{t("puzzle-title")}</h1>
            {move || page.failed.get().then(|| view! {
                <p class="notice" role="alert">{t("puzzle-load-failed")}</p>
            })}
            {board::puzzle_board(page)}
            {standing::actions(page)}
            {standing::standing(page)}
            {filters::filters(page)}
        </article>
    }
}
