//! The puzzle trainer (`#/puzzles`): the puzzles' file is fetched when the page opens (never
//! on the first visit's way in; the service worker keeps it for offline use), and the
//! [`Trainer`] of `skillgames-page` plays them on the usual board. The task ("Black to play
//! and win.") and the board come first, on the screen together on a phone and a desktop; the
//! standing, the puzzle's details and the filters (folded) follow. Split by concern: the
//! trainer's state and what a move leads to (here), the board with its task and status
//! (`board.rs`), the buttons and the standing (`standing.rs`), the filters (`filters.rs`).

mod board;
mod filters;
mod standing;

use super::context::AppContext;
use super::route::Route;
use super::waiting::wait_for_worker;
use leptos::prelude::*;
use skillgames_catalogue::CATALOGUE;
use skillgames_page::puzzles::{Phase, Progress, Puzzle, PuzzleBook, Trainer, Verdict};
use skillgames_page::sound::Sound;
use std::sync::Arc;
use std::time::Duration;
use wasm_bindgen::JsCast;
use wasm_bindgen_futures::JsFuture;

/// The puzzles' file, beside the page (`cargo xtask dist` writes it).
const PUZZLES_FILE: &str = "puzzles.txt";
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

fn title_of(game: &str) -> &'static str {
    CATALOGUE.find(game).map_or("", |g| g.title)
}

/// The trainer's page: what every part of it reads and acts through.
#[derive(Clone, Copy)]
struct PuzzlePage {
    context: AppContext,
    /// The puzzles, once fetched.
    book: RwSignal<Option<Arc<PuzzleBook>>>,
    /// Whether they could not be fetched.
    failed: RwSignal<bool>,
    progress: RwSignal<Progress>,
    trainer: RwSignal<Option<Trainer>>,
    /// Whether the puzzle shown is the daily one.
    daily: RwSignal<bool>,
    /// How the last attempt moved the rating.
    change: RwSignal<Option<i32>>,
}

impl PuzzlePage {
    fn save(self) {
        let p = self.progress.get_untracked();
        self.context
            .storage
            .with_value(|s| s.save_puzzle_progress(&p));
        self.context.collect_notices();
    }

    fn open(self, puzzle: Option<Puzzle>) {
        self.change.set(None);
        self.trainer.set(puzzle.and_then(|p| Trainer::new(p).ok()));
    }

    /// The next puzzle the filter allows, other than `skip`.
    fn next(self, skip: Option<String>) {
        self.daily.set(false);
        let entry = self.book.with_untracked(|b| {
            b.as_ref().and_then(|b| {
                self.progress
                    .with_untracked(|p| b.next(&p.filter, p, skip.as_deref()).cloned())
            })
        });
        self.open(entry);
    }

    fn open_daily(self) {
        let entry = self
            .book
            .with_untracked(|b| b.as_ref().and_then(|b| b.daily(&today()).cloned()));
        self.daily.set(true);
        self.open(entry);
    }

    /// The id of the puzzle shown.
    fn current(self) -> Option<String> {
        self.trainer
            .with_untracked(|t| t.as_ref().map(|t| t.puzzle().id.clone()))
    }

    /// The end of an attempt: rated once, the streak and the daily puzzle kept.
    fn finish(self) {
        let Some((puzzle, clean)) = self
            .trainer
            .with_untracked(|t| t.as_ref().map(|t| (t.puzzle().clone(), t.clean())))
        else {
            return;
        };
        let mut delta = 0;
        self.progress.update(|p| {
            delta = p.record(&puzzle, clean);
            if clean && self.daily.get_untracked() {
                p.daily = Some(today());
            }
        });
        self.change.set(Some(delta));
        self.save();
    }

    fn answer_later(self) {
        let pace = match self.context.motion() {
            skillgames_page::preferences::Motion::Normal => 1.0,
            skillgames_page::preferences::Motion::Fast => 0.5,
            skillgames_page::preferences::Motion::Off => 0.0,
        };
        let trainer = self.trainer;
        set_timeout(
            move || {
                let played = trainer
                    .try_update(|t| t.as_mut().and_then(Trainer::answer))
                    .flatten();
                if played.is_some() {
                    self.context.play(Sound::Move);
                    if trainer.with_untracked(|t| t.as_ref().is_some_and(Trainer::finished)) {
                        self.finish();
                    }
                }
            },
            Duration::from_millis((ANSWER_MS * pace) as u64),
        );
    }

    fn after_verdict(self, verdict: Verdict) {
        let PuzzlePage {
            context, trainer, ..
        } = self;
        match verdict {
            Verdict::Pending => {}
            Verdict::Right(_) => {
                context.play(Sound::Move);
                let phase = trainer.with_untracked(|t| t.as_ref().map(|t| t.phase().clone()));
                match phase {
                    Some(Phase::Answering) => self.answer_later(),
                    Some(Phase::Solved) => self.finish(),
                    _ => {}
                }
            }
            Verdict::Wrong(_) => {
                context.play(Sound::Move);
                self.refute();
                // The first wrong move ends the rated attempt.
                if let Some(puzzle) =
                    trainer.with_untracked(|t| t.as_ref().map(|t| t.puzzle().clone()))
                {
                    let mut delta = 0;
                    self.progress.update(|p| delta = p.record(&puzzle, false));
                    if delta != 0 {
                        self.change.set(Some(delta));
                    }
                    self.save();
                }
            }
        }
    }

    /// What the wrong move allows: the engine's answer, asked of the worker.
    fn refute(self) {
        let PuzzlePage {
            context, trainer, ..
        } = self;
        if let Some(request) = trainer
            .try_update(|t| t.as_mut().and_then(Trainer::refutation_request))
            .flatten()
        {
            // As on the game page: given its time again if the page slept meanwhile.
            let patience = request.patience_ms();
            wait_for_worker(
                &request,
                move |id| {
                    trainer
                        .try_with_untracked(|t| t.as_ref().is_some_and(|t| t.awaiting(id)))
                        .unwrap_or(false)
                },
                move |id| {
                    let gave_up = trainer
                        .try_update(|t| t.as_mut().is_some_and(|t| t.stop_looking(id)))
                        .unwrap_or(false);
                    if gave_up {
                        // Taken for dead, as the game page does: a fresh worker takes the
                        // next request.
                        leptos::logging::warn!(
                            "puzzle: no refutation from the worker for request {id} in {patience} ms; restarted"
                        );
                        context.cancel_thinking();
                    }
                },
            );
            context.think(request);
        }
    }

    /// The worker's replies: the refutation of a wrong move (any other is not the trainer's).
    fn take_replies(self) {
        let PuzzlePage {
            context, trainer, ..
        } = self;
        Effect::new(move |_| {
            let Some(reply) = context.reply.get() else {
                return;
            };
            let taken = trainer
                .try_update_untracked(|t| t.as_mut().is_some_and(|t| t.refuted(&reply)))
                .unwrap_or(false);
            if taken {
                if let Err(why) = &reply.result {
                    leptos::logging::warn!("puzzle: the worker found no refutation: {why}");
                }
                trainer.notify();
            }
        });
    }

    /// The phase of the puzzle shown, as the page's `data-phase` names it.
    fn phase_name(self) -> &'static str {
        self.trainer.with(|t| {
            t.as_ref().map_or("loading", |t| match t.phase() {
                Phase::Solving => "solving",
                Phase::Answering => "answering",
                Phase::Wrong { .. } => "wrong",
                Phase::Solved => "solved",
                Phase::Shown => "shown",
            })
        })
    }
}

#[component]
pub(super) fn PuzzlesPage(start: Option<String>) -> impl IntoView {
    let context = expect_context::<AppContext>();
    let page = PuzzlePage {
        context,
        book: RwSignal::new(None),
        failed: RwSignal::new(false),
        progress: RwSignal::new(context.storage.with_value(|s| s.puzzle_progress())),
        trainer: RwSignal::new(None),
        daily: RwSignal::new(false),
        change: RwSignal::new(None),
    };

    leptos::task::spawn_local(async move {
        match fetch_text(PUZZLES_FILE)
            .await
            .ok()
            .and_then(|t| PuzzleBook::parse(&t).ok())
        {
            Some(parsed) => {
                let asked = start.as_deref().and_then(|id| parsed.find(id).cloned());
                page.book.set(Some(Arc::new(parsed)));
                match asked {
                    Some(puzzle) => page.open(Some(puzzle)),
                    None => page.next(None),
                }
            }
            None => page.failed.set(true),
        }
    });
    page.take_replies();

    view! {
        <article class="puzzles" data-phase=move || page.phase_name()>
            <nav class="rules-nav">
                <button class="quiet" aria-label="Back to the games" on:click=move |_| context.navigate(&Route::Home)>
                    "← Games"
                </button>
            </nav>
            <h1>"Puzzles"</h1>
            {move || page.failed.get().then(|| view! {
                <p class="notice" role="alert">"The puzzles could not be loaded. Open this page once with a network, and they stay for offline use."</p>
            })}
            {board::puzzle_board(page)}
            {standing::actions(page)}
            {standing::standing(page)}
            {filters::filters(page)}
        </article>
    }
}
