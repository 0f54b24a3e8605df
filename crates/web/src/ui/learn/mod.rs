//! The lessons (`#/learn/<game>` lists a game's lessons, `#/learn/<game>/<n>` plays one):
//! each game's lessons come as data from its crate, played by the page's
//! [`LessonRun`](skillgames_page::lessons::LessonRun). Here the list of a game's lessons; one
//! lesson played step by step in `lesson.rs`, the offer of the lessons on a game's first
//! visit in `offer.rs`.

mod lesson;
mod offer;

pub(super) use lesson::LessonPage;
pub(super) use offer::LessonOffer;

use super::context::AppContext;
use super::route::Route;
use crate::i18n::{game_title, t, tf};
use leptos::prelude::*;
use skillgames_catalogue::LESSONS;
use skillgames_play::GameInfo;

/// A game's lessons, with what was finished.
#[component]
pub(super) fn LearnPage(info: &'static GameInfo) -> impl IntoView {
    let context = expect_context::<AppContext>();
    let progress = context.storage.with_value(|s| s.lesson_progress());
    let all = LESSONS.all_of(info);
    let lessons = LESSONS
        .of(info)
        .iter()
        .enumerate()
        .map(|(index, _)| {
            // In the page's language: the catalogues' texts of the game's lessons.
            let title = all.map(|a| t(&a.title_id(index))).unwrap_or_default();
            let summary = all.map(|a| t(&a.summary_id(index))).unwrap_or_default();
            let done = progress.is_done(info.name, index);
            let route = Route::Lesson(info.name, index);
            view! {
                <li class:done=done>
                    <button class="lesson-link" on:click=move |_| context.navigate(&route)>
                        {format!("{}. {title}", index + 1)}
                    </button>
                    <span class="lesson-summary">{summary}</span>
                    {done.then(|| view! { <span class="lesson-done">{format!(" {}", t("learn-done"))}</span> })}
                </li>
            }
        })
        .collect_view();
    view! {
        <article class="rules learn">
            <nav class="rules-nav">
                <button class="quiet" aria-label=t("learn-back-games-label") on:click=move |_| context.navigate(&Route::Home)>
                    {t("learn-back-games")}
                </button>
                <button class="quiet" on:click=move |_| context.navigate(&Route::Rules(info.name))>{t("learn-how-to-play")}</button>
            </nav>
            <h1>{tf("learn-title", &[("game", game_title(info.name).into())])}</h1>
            <ol class="lessons">{lessons}</ol>
        </article>
    }
}
