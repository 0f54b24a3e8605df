//! Under the puzzle's board: the buttons (retry, the solution, the next puzzle, the daily
//! one), what the puzzle is, and the player's rating and streak.

use super::{PuzzlePage, title_of, today};
use leptos::prelude::*;
use skillgames_page::puzzles::Progress;

/// Retry, the solution, the next puzzle and the daily puzzle.
pub(super) fn actions(page: PuzzlePage) -> impl IntoView {
    let PuzzlePage {
        trainer, progress, ..
    } = page;
    let daily_done = move || progress.with(|p| p.daily.as_deref() == Some(today().as_str()));
    view! {
        <div class="puzzle-actions">
            {move || (page.phase_name() == "wrong").then(|| view! {
                <button id="puzzle-retry" on:click=move |_| { trainer.update(|t| { if let Some(t) = t.as_mut() { t.retry(); } }); }>"Retry"</button>
                <button id="puzzle-solution" on:click=move |_| {
                    trainer.update(|t| { if let Some(t) = t.as_mut() { t.show_solution(); } });
                    page.finish();
                }>"Show the solution"</button>
            })}
            {move || matches!(page.phase_name(), "solved" | "shown").then(|| view! {
                <button class="primary" id="puzzle-next" on:click=move |_| page.next(page.current())>"Next puzzle"</button>
            })}
            <button id="daily-puzzle" on:click=move |_| page.open_daily()>
                {move || if daily_done() { "Daily puzzle (solved today)" } else { "Daily puzzle" }}
            </button>
        </div>
    }
}

/// What the puzzle is, and the player's rating and streak.
pub(super) fn standing(page: PuzzlePage) -> impl IntoView {
    let PuzzlePage {
        trainer,
        progress,
        daily,
        change,
        ..
    } = page;
    let about = move || {
        trainer.with(|t| {
            t.as_ref().map(|t| {
                let p = t.puzzle();
                let themes = if p.themes.is_empty() {
                    String::new()
                } else {
                    format!(" · {}", p.themes.join(", "))
                };
                format!(
                    "{} {}×{} · rated {}{}",
                    title_of(&p.game),
                    p.size,
                    p.size,
                    p.rating,
                    themes
                )
            })
        })
    };
    view! {
        <p class="puzzle-about" id="puzzle-about" data-puzzle=move || trainer.with(|t| t.as_ref().map(|t| t.puzzle().id.clone()))>
            {move || daily.get().then(|| format!("Daily puzzle, {} · ", today()))}
            {about}
        </p>
        <p class="puzzle-standing">
            "Your puzzle rating: "
            <strong id="puzzle-rating">{move || progress.with(Progress::shown_rating)}</strong>
            {move || change.get().map(|d| view! {
                <span class="rating-change" id="rating-change">{if d >= 0 { format!(" (+{d})") } else { format!(" ({d})") }}</span>
            })}
            " · Streak: "
            <strong id="puzzle-streak">{move || progress.with(|p| p.streak)}</strong>
            " (best " {move || progress.with(|p| p.best_streak)} ")"
        </p>
    }
}
