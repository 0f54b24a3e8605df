//! The puzzle's board with its task above and its status under it (and, after a wrong move,
//! the line the computer expects).

use super::PuzzlePage;
use crate::i18n::{say, t, tf};
use crate::ui::board::{Board, BoardInput};
use leptos::prelude::*;
use skillgames_page::puzzles::{Finder, Phase, Refutation, Trainer, Verdict};

/// The task, the board and the status line.
pub(super) fn puzzle_board(page: PuzzlePage) -> impl IntoView {
    let trainer = page.trainer;
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
            page.after_verdict(verdict);
        }
    });
    let task = move || trainer.with(|t| t.as_ref().map(|t| say(&t.task())));
    let board_key = move || {
        trainer.with(|t| {
            t.as_ref()
                .map(|t| (t.puzzle().id.clone(), t.state().variant().size()))
        })
    };
    view! {
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
            {move || trainer.with(|t| t.as_ref().map(status).unwrap_or_default())}
        </p>
        {move || refutation.get().and_then(|(_, _, line)| (line.len() > 1).then(|| view! {
            <p class="puzzle-line" id="puzzle-line">
                {tf("puzzle-computer-expects", &[("line", line.join(" ").into())])}
            </p>
        }))}
    }
}

/// The status line: how the attempt stands.
fn status(trainer: &Trainer) -> String {
    match trainer.phase() {
        // The task above the board says whose move it is.
        Phase::Solving if trainer.state().history().is_empty() => t("puzzle-find-best-move"),
        Phase::Solving => t("puzzle-keep-going"),
        Phase::Answering => t("puzzle-now-the-answer"),
        Phase::Wrong { explanation, .. } => say(explanation),
        Phase::Solved => t("puzzle-solved"),
        Phase::Shown => t("puzzle-solution-played"),
    }
}
