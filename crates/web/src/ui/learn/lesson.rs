//! One lesson, played step by step on the usual board: the prompt, what the move said, and
//! the way on (try again, continue, the next lesson or a game).

use crate::i18n::{game_title, t, tf};
use crate::ui::board::{Board, BoardInput};
use crate::ui::context::AppContext;
use crate::ui::route::Route;
use leptos::prelude::*;
use skillgames_catalogue::LESSONS;
use skillgames_page::lessons::{LessonPhase, LessonRun};
use skillgames_page::sound::Sound;
use skillgames_play::GameInfo;
use skillgames_play::StepText;

/// One lesson, step by step.
#[component]
pub(in crate::ui) fn LessonPage(info: &'static GameInfo, index: usize) -> impl IntoView {
    let context = expect_context::<AppContext>();
    let run: RwSignal<Option<LessonRun>> = RwSignal::new(LessonRun::new(info, index).ok());
    let board_model =
        Memo::new(move |_| run.with(|r| r.as_ref().map(|r| r.state().board_model(None))));
    let finish = move || {
        context.storage.with_value(|s| {
            let mut progress = s.lesson_progress();
            progress.finish(info.name, index);
            s.save_lesson_progress(&progress);
        });
        context.collect_notices();
    };
    let on_input = Callback::new(move |input: BoardInput| {
        let played = run.try_update(|r| {
            let r = r.as_mut()?;
            match input {
                BoardInput::Tap(at) => r.tap(at),
                BoardInput::Cursor(files, ranks) => {
                    r.move_cursor(files, ranks);
                    None
                }
                BoardInput::Enter => {
                    let at = r.state().cursor();
                    r.tap(at)
                }
            }
        });
        if let Some(Some(effects)) = played {
            context.play(if effects.removals.is_empty() {
                Sound::Move
            } else {
                Sound::Capture
            });
        }
    });
    let phase = move || run.with(|r| r.as_ref().map(|r| r.phase().clone()));
    let phase_name = move || match phase() {
        Some(LessonPhase::Trying) => "trying",
        Some(LessonPhase::Wrong(_)) => "wrong",
        Some(LessonPhase::Right(_)) => "right",
        Some(LessonPhase::Done) => "done",
        None => "missing",
    };
    let count = LESSONS.of(info).len();
    // The lesson's texts in the page's language (the catalogues' ids of the game's lessons).
    let all = LESSONS.all_of(info);
    let title = all.map(|a| t(&a.title_id(index))).unwrap_or_default();
    let step_text = move |text: StepText| {
        run.with(|r| {
            r.as_ref()
                .zip(all)
                .map(|(r, a)| t(&a.step_id(index, r.step_index(), text)))
                .unwrap_or_default()
        })
    };
    let step_line = move || {
        run.with(|r| {
            r.as_ref().map(|r| {
                tf(
                    "learn-step",
                    &[
                        ("step", (r.step_index() + 1).into()),
                        ("steps", r.lesson().steps.len().into()),
                    ],
                )
            })
        })
    };
    let prompt = move || step_text(StepText::Prompt);
    let said = move || match phase() {
        Some(LessonPhase::Wrong(_)) => step_text(StepText::Wrong),
        Some(LessonPhase::Right(_)) => step_text(StepText::Right),
        Some(LessonPhase::Done) => t("learn-complete"),
        _ => String::new(),
    };
    let board_key = move || {
        run.with(|r| {
            r.as_ref()
                .map(|r| (r.step_index(), r.state().variant().size()))
        })
    };
    view! {
        <article class="lesson" data-phase=phase_name>
            <nav class="rules-nav">
                <button class="quiet" on:click=move |_| context.navigate(&Route::Learn(info.name))>{t("learn-back-lessons")}</button>
            </nav>
            <h1>{tf("learn-lesson-title", &[("game", game_title(info.name).into()), ("lesson", title.into())])}</h1>
            <p class="lesson-step" id="lesson-step">{step_line}</p>
            <p class="lesson-prompt" id="lesson-prompt">{prompt}</p>
            <div class="puzzle-board">
                {move || board_key().map(|_| view! { <Board model=board_model on_input=on_input /> })}
            </div>
            <p class="puzzle-status" id="lesson-status" role="status" aria-live="polite">{said}</p>
            <div class="puzzle-actions">
                {move || (phase_name() == "wrong").then(|| view! {
                    <button id="lesson-retry" on:click=move |_| { run.update(|r| { if let Some(r) = r.as_mut() { r.retry(); } }); }>{t("learn-try-again")}</button>
                })}
                {move || (phase_name() == "right").then(|| view! {
                    <button class="primary" id="lesson-next" on:click=move |_| {
                        let done = run.try_update(|r| r.as_mut().is_some_and(LessonRun::advance)).unwrap_or(false);
                        if done {
                            finish();
                            context.play(Sound::Win);
                        }
                    }>{t("learn-continue")}</button>
                })}
                {move || (phase_name() == "done").then(|| {
                    let next = (index + 1 < count).then(|| Route::Lesson(info.name, index + 1));
                    view! {
                        {next.map(|route| view! {
                            <button class="primary" id="lesson-following" on:click=move |_| context.navigate(&route)>{t("learn-next-lesson")}</button>
                        })}
                        <button id="lesson-play" on:click=move |_| context.navigate(&Route::play(info, true))>{tf("learn-play-game", &[("game", game_title(info.name).into())])}</button>
                    }
                })}
            </div>
        </article>
    }
}
