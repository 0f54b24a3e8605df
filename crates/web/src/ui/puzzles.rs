//! The puzzle trainer (`#/puzzles`): the puzzles' file is fetched when the page opens (never
//! on the first visit's way in; the service worker keeps it for offline use), and the
//! [`Trainer`] of `skillgames-page` plays them on the usual board. The task ("Black to play
//! and win.") and the board come first, on the screen together on a phone and a desktop; the
//! standing, the puzzle's details and the filters (folded) follow.

use super::board::{Board, BoardInput};
use super::context::AppContext;
use super::route::Route;
use super::waiting::wait_for_worker;
use leptos::prelude::*;
use skillgames_catalogue::CATALOGUE;
use skillgames_page::puzzles::{
    Filter, Finder, Phase, Progress, PuzzleBook, Refutation, Trainer, Verdict,
};
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

#[component]
pub(super) fn PuzzlesPage(start: Option<String>) -> impl IntoView {
    let context = expect_context::<AppContext>();
    let book: RwSignal<Option<Arc<PuzzleBook>>> = RwSignal::new(None);
    let failed = RwSignal::new(false);
    let progress = RwSignal::new(context.storage.with_value(|s| s.puzzle_progress()));
    let trainer: RwSignal<Option<Trainer>> = RwSignal::new(None);
    let daily = RwSignal::new(false);
    let change = RwSignal::new(None::<i32>);

    let save = move || {
        let p = progress.get_untracked();
        context.storage.with_value(|s| s.save_puzzle_progress(&p));
        context.collect_notices();
    };
    let open = move |puzzle: Option<skillgames_page::puzzles::Puzzle>| {
        change.set(None);
        trainer.set(puzzle.and_then(|p| Trainer::new(p).ok()));
    };
    let next = move |skip: Option<String>| {
        daily.set(false);
        let entry = book.with_untracked(|b| {
            b.as_ref().and_then(|b| {
                progress.with_untracked(|p| b.next(&p.filter, p, skip.as_deref()).cloned())
            })
        });
        open(entry);
    };
    let open_daily = move || {
        let entry = book.with_untracked(|b| b.as_ref().and_then(|b| b.daily(&today()).cloned()));
        daily.set(true);
        open(entry);
    };

    leptos::task::spawn_local(async move {
        match fetch_text(PUZZLES_FILE)
            .await
            .ok()
            .and_then(|t| PuzzleBook::parse(&t).ok())
        {
            Some(parsed) => {
                let asked = start.as_deref().and_then(|id| parsed.find(id).cloned());
                book.set(Some(Arc::new(parsed)));
                match asked {
                    Some(puzzle) => open(Some(puzzle)),
                    None => next(None),
                }
            }
            None => failed.set(true),
        }
    });

    // The end of an attempt: rated once, the streak and the daily puzzle kept.
    let finish = move || {
        let Some((puzzle, clean)) =
            trainer.with_untracked(|t| t.as_ref().map(|t| (t.puzzle().clone(), t.clean())))
        else {
            return;
        };
        let mut delta = 0;
        progress.update(|p| {
            delta = p.record(&puzzle, clean);
            if clean && daily.get_untracked() {
                p.daily = Some(today());
            }
        });
        change.set(Some(delta));
        save();
    };

    let answer_later = move || {
        let pace = match context.motion() {
            skillgames_page::preferences::Motion::Normal => 1.0,
            skillgames_page::preferences::Motion::Fast => 0.5,
            skillgames_page::preferences::Motion::Off => 0.0,
        };
        set_timeout(
            move || {
                let played = trainer
                    .try_update(|t| t.as_mut().and_then(Trainer::answer))
                    .flatten();
                if played.is_some() {
                    context.play(Sound::Move);
                    if trainer.with_untracked(|t| t.as_ref().is_some_and(Trainer::finished)) {
                        finish();
                    }
                }
            },
            Duration::from_millis((ANSWER_MS * pace) as u64),
        );
    };

    let after_verdict = move |verdict: Verdict| match verdict {
        Verdict::Pending => {}
        Verdict::Right(_) => {
            context.play(Sound::Move);
            let phase = trainer.with_untracked(|t| t.as_ref().map(|t| t.phase().clone()));
            match phase {
                Some(Phase::Answering) => answer_later(),
                Some(Phase::Solved) => finish(),
                _ => {}
            }
        }
        Verdict::Wrong(_) => {
            context.play(Sound::Move);
            // What the wrong move allows: the engine's answer, from the worker.
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
            // The first wrong move ends the rated attempt.
            if let Some(puzzle) = trainer.with_untracked(|t| t.as_ref().map(|t| t.puzzle().clone()))
            {
                let mut delta = 0;
                progress.update(|p| delta = p.record(&puzzle, false));
                if delta != 0 {
                    change.set(Some(delta));
                }
                save();
            }
        }
    };

    // The worker's replies: the refutation of a wrong move (any other is not the trainer's).
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

    let board_model = Memo::new(move |_| {
        trainer.with(|t| {
            t.as_ref()
                .map(|t| t.state().board_model(t.phase().allows()))
        })
    });
    let refutation = Memo::new(move |_| {
        trainer.with(|t| match t.as_ref().and_then(|t| t.phase().wrong()) {
            Some((Refutation::Answer { mv, by, line, .. }, _)) => {
                Some((mv.text.clone(), *by, line.clone()))
            }
            _ => None,
        })
    });
    let on_input = Callback::new(move |input: BoardInput| {
        let verdict = trainer.try_update(|t| {
            let t = t.as_mut()?;
            Some(match input {
                BoardInput::Tap(at) => t.tap(at),
                BoardInput::Cursor(files, ranks) => {
                    t.move_cursor(files, ranks);
                    Verdict::Pending
                }
                BoardInput::Enter => {
                    let at = t.state().cursor();
                    t.tap(at)
                }
            })
        });
        if let Some(Some(verdict)) = verdict {
            after_verdict(verdict);
        }
    });

    let status = move || {
        trainer.with(|t| {
            let Some(t) = t.as_ref() else {
                return String::new();
            };
            match t.phase() {
                // The task above the board says whose move it is.
                Phase::Solving if t.state().history().is_empty() => {
                    "Find the best move.".to_owned()
                }
                Phase::Solving => "Right. Keep going: find the next move.".to_owned(),
                Phase::Answering => "Right! Now the answer…".to_owned(),
                Phase::Wrong { explanation, .. } => explanation.clone(),
                Phase::Solved => "Solved!".to_owned(),
                Phase::Shown => "The solution, played out.".to_owned(),
            }
        })
    };
    let phase_name = move || {
        trainer.with(|t| {
            t.as_ref().map_or("loading", |t| match t.phase() {
                Phase::Solving => "solving",
                Phase::Answering => "answering",
                Phase::Wrong { .. } => "wrong",
                Phase::Solved => "solved",
                Phase::Shown => "shown",
            })
        })
    };
    let task = move || trainer.with(|t| t.as_ref().map(Trainer::task));
    let board_key = move || {
        trainer.with(|t| {
            t.as_ref()
                .map(|t| (t.puzzle().id.clone(), t.state().variant().size()))
        })
    };
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

    // Filters: game, then board and theme among what that game has.
    let set_filter = move |f: &dyn Fn(&mut Filter)| {
        progress.update(|p| f(&mut p.filter));
        save();
        let current = trainer.with_untracked(|t| t.as_ref().map(|t| t.puzzle().id.clone()));
        next(current);
    };
    let games = move || {
        book.with(|b| {
            let mut games: Vec<String> = b
                .as_ref()
                .map(|b| b.boards().into_iter().map(|(g, _)| g).collect())
                .unwrap_or_default();
            games.dedup();
            games
        })
    };
    let sizes = move || {
        let game = progress.with(|p| p.filter.game.clone());
        book.with(|b| {
            let mut sizes: Vec<u8> = b
                .as_ref()
                .map(|b| {
                    b.boards()
                        .into_iter()
                        .filter(|(g, _)| game.as_ref().is_none_or(|w| w == g))
                        .map(|(_, s)| s)
                        .collect()
                })
                .unwrap_or_default();
            sizes.sort_unstable();
            sizes.dedup();
            sizes
        })
    };
    let themes = move || {
        let filter = progress.with(|p| p.filter.clone());
        book.with(|b| b.as_ref().map(|b| b.themes(&filter)).unwrap_or_default())
    };
    let value_of = |event: &leptos::ev::Event| event_target_value(event);

    let daily_done = move || progress.with(|p| p.daily.as_deref() == Some(today().as_str()));

    view! {
        <article class="puzzles" data-phase=phase_name>
            <nav class="rules-nav">
                <button class="quiet" aria-label="Back to the games" on:click=move |_| context.navigate(&Route::Home)>
                    "← Games"
                </button>
            </nav>
            <h1>"Puzzles"</h1>
            {move || failed.get().then(|| view! {
                <p class="notice" role="alert">"The puzzles could not be loaded. Open this page once with a network, and they stay for offline use."</p>
            })}
            // The task above the board, on the screen with it at every size.
            <p class="puzzle-task" id="puzzle-task">{task}</p>
            <div class="puzzle-board">
                {move || board_key().map(|_| view! { <Board model=board_model on_input=on_input /> })}
            </div>
            <p
                class="puzzle-status"
                id="puzzle-status"
                role="status"
                aria-live="polite"
                data-refutation=move || refutation.get().map(|(mv, _, _)| mv)
                data-found-by=move || refutation.get().map(|(_, by, _)| match by {
                    Finder::Engine => "engine",
                    Finder::Rules => "rules",
                })
            >
                {status}
            </p>
            {move || refutation.get().and_then(|(_, _, line)| (line.len() > 1).then(|| view! {
                <p class="puzzle-line" id="puzzle-line">
                    "The computer expects: " {line.join(" ")}
                </p>
            }))}
            <div class="puzzle-actions">
                {move || (phase_name() == "wrong").then(|| view! {
                    <button id="puzzle-retry" on:click=move |_| { trainer.update(|t| { if let Some(t) = t.as_mut() { t.retry(); } }); }>"Retry"</button>
                    <button id="puzzle-solution" on:click=move |_| {
                        trainer.update(|t| { if let Some(t) = t.as_mut() { t.show_solution(); } });
                        finish();
                    }>"Show the solution"</button>
                })}
                {move || matches!(phase_name(), "solved" | "shown").then(|| view! {
                    <button class="primary" id="puzzle-next" on:click=move |_| {
                        let current = trainer.with_untracked(|t| t.as_ref().map(|t| t.puzzle().id.clone()));
                        next(current);
                    }>"Next puzzle"</button>
                })}
                <button id="daily-puzzle" on:click=move |_| open_daily()>
                    {move || if daily_done() { "Daily puzzle (solved today)" } else { "Daily puzzle" }}
                </button>
            </div>
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
            // Folded: the board comes first on every screen.
            <details class="puzzle-fold">
                <summary>"Filters"</summary>
                <div class="puzzle-filters">
                    <label>
                        "Game "
                        <select id="filter-game" on:change=move |e| {
                            let v = value_of(&e);
                            set_filter(&|f| {
                                f.game = (!v.is_empty()).then(|| v.clone());
                                f.size = None;
                                f.theme = None;
                            });
                        }>
                            <option value="" selected=move || progress.with(|p| p.filter.game.is_none())>"All games"</option>
                            <For each=games key=|g| g.clone() let:game>
                                {
                                    let selected = {
                                        let game = game.clone();
                                        move || progress.with(|p| p.filter.game.as_deref() == Some(game.as_str()))
                                    };
                                    view! { <option value=game.clone() selected=selected>{title_of(&game)}</option> }
                                }
                            </For>
                        </select>
                    </label>
                    <label>
                        "Board "
                        <select id="filter-board" on:change=move |e| {
                            let v = value_of(&e).parse::<u8>().ok();
                            set_filter(&|f| f.size = v);
                        }>
                            <option value="" selected=move || progress.with(|p| p.filter.size.is_none())>"All boards"</option>
                            <For each=sizes key=|s| *s let:size>
                                <option value=size.to_string() selected=move || progress.with(|p| p.filter.size == Some(size))>{format!("{size} × {size}")}</option>
                            </For>
                        </select>
                    </label>
                    <label>
                        "Theme "
                        <select id="filter-theme" on:change=move |e| {
                            let v = value_of(&e);
                            set_filter(&|f| f.theme = (!v.is_empty()).then(|| v.clone()));
                        }>
                            <option value="" selected=move || progress.with(|p| p.filter.theme.is_none())>"All themes"</option>
                            <For each=themes key=|t| t.clone() let:theme>
                                {
                                    let selected = {
                                        let theme = theme.clone();
                                        move || progress.with(|p| p.filter.theme.as_deref() == Some(theme.as_str()))
                                    };
                                    view! { <option value=theme.clone() selected=selected>{theme.clone()}</option> }
                                }
                            </For>
                        </select>
                    </label>
                </div>
            </details>
        </article>
    }
}
