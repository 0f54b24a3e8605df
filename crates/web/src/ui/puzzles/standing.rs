//! Under the puzzle's board: the buttons (retry, the solution, the next puzzle, the daily
//! one), what the puzzle is, and the player's rating and streak.

use super::{PuzzlePage, title_of, today};
use crate::i18n::{say, t, tf};
use leptos::prelude::*;
use skillgames_page::puzzles::{Progress, theme_words};

/// Retry, the solution, the next puzzle and the daily puzzle.
pub(super) fn actions(page: PuzzlePage) -> impl IntoView {
    let PuzzlePage {
        trainer, progress, ..
    } = page;
    let daily_done = move || progress.with(|p| p.daily.as_deref() == Some(today().as_str()));
    view! {
        <div class="puzzle-actions">
            {move || (page.phase_name() == "wrong").then(|| view! {
                <button id="puzzle-retry" on:click=move |_| { trainer.update(|t| { if let Some(t) = t.as_mut() { t.retry(); } }); }>{t("puzzle-retry")}</button>
                <button id="puzzle-solution" on:click=move |_| {
                    trainer.update(|t| { if let Some(t) = t.as_mut() { t.show_solution(); } });
                    page.finish();
                }>{t("puzzle-show-solution")}</button>
            })}
            {move || matches!(page.phase_name(), "solved" | "shown").then(|| view! {
                <button class="primary" id="puzzle-next" on:click=move |_| page.next(page.current())>{t("puzzle-next")}</button>
            })}
            <button id="daily-puzzle" on:click=move |_| page.open_daily()>
                {move || if daily_done() { t("puzzle-daily-solved") } else { t("puzzle-daily") }}
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
                let game = title_of(&p.game);
                // As text: a rating is written without a thousands separator (1500).
                let rating = p.rating.to_string();
                // Each theme in the player's language (its key stays the filter's).
                let themes: Vec<String> = p
                    .themes
                    .iter()
                    .map(|theme| say(&theme_words(theme)))
                    .collect();
                if p.themes.is_empty() {
                    tf(
                        "puzzle-about",
                        &[
                            ("game", game.into()),
                            ("size", p.size.into()),
                            ("rating", rating.into()),
                        ],
                    )
                } else {
                    tf(
                        "puzzle-about-themes",
                        &[
                            ("game", game.into()),
                            ("size", p.size.into()),
                            ("rating", rating.into()),
                            ("themes", themes.join(", ").into()),
                        ],
                    )
                }
            })
        })
    };
    view! {
        <p class="puzzle-about" id="puzzle-about" data-puzzle=move || trainer.with(|t| t.as_ref().map(|t| t.puzzle().id.clone()))>
            {move || daily.get().then(|| format!("{} · ", tf("puzzle-daily-of", &[("date", today().into())])))}
            {about}
        </p>
        <p class="puzzle-standing">
            {t("puzzle-your-rating")} " "
            <strong id="puzzle-rating">{move || progress.with(Progress::shown_rating)}</strong>
            {move || change.get().map(|d| view! {
                <span class="rating-change" id="rating-change">{if d >= 0 { format!(" (+{d})") } else { format!(" ({d})") }}</span>
            })}
            " · " {t("puzzle-streak")} " "
            <strong id="puzzle-streak">{move || progress.with(|p| p.streak)}</strong>
            " " {move || tf("puzzle-best-streak", &[("best", progress.with(|p| p.best_streak).into())])}
        </p>
    }
}
