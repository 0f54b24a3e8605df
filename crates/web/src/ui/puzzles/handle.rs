//! [`PuzzlePage`], the handle every part of the trainer reads and acts through (the puzzles,
//! the progress, the trainer of the puzzle shown), and how it opens and saves puzzles.

use super::today;
use crate::ui::context::AppContext;
use leptos::prelude::*;
use skillgames_page::puzzles::{Phase, Progress, Puzzle, PuzzleBook, Trainer};
use std::sync::Arc;

/// The trainer's page: what every part of it reads and acts through.
#[derive(Clone, Copy)]
pub(super) struct PuzzlePage {
    pub(super) context: AppContext,
    /// The puzzles, once fetched.
    pub(super) book: RwSignal<Option<Arc<PuzzleBook>>>,
    /// Whether they could not be fetched.
    pub(super) failed: RwSignal<bool>,
    pub(super) progress: RwSignal<Progress>,
    pub(super) trainer: RwSignal<Option<Trainer>>,
    /// Whether the puzzle shown is the daily one.
    pub(super) daily: RwSignal<bool>,
    /// How the last attempt moved the rating.
    pub(super) change: RwSignal<Option<i32>>,
}

impl PuzzlePage {
    pub(super) fn save(self) {
        let p = self.progress.get_untracked();
        self.context
            .storage
            .with_value(|s| s.save_puzzle_progress(&p));
        self.context.collect_notices();
    }

    pub(super) fn open(self, puzzle: Option<Puzzle>) {
        self.change.set(None);
        self.trainer.set(puzzle.and_then(|p| Trainer::new(p).ok()));
    }

    /// The next puzzle the filter allows, other than `skip`.
    pub(super) fn next(self, skip: Option<String>) {
        self.daily.set(false);
        let entry = self.book.with_untracked(|b| {
            b.as_ref().and_then(|b| {
                self.progress
                    .with_untracked(|p| b.next(&p.filter, p, skip.as_deref()).cloned())
            })
        });
        self.open(entry);
    }

    pub(super) fn open_daily(self) {
        let entry = self
            .book
            .with_untracked(|b| b.as_ref().and_then(|b| b.daily(&today()).cloned()));
        self.daily.set(true);
        self.open(entry);
    }

    /// The id of the puzzle shown.
    pub(super) fn current(self) -> Option<String> {
        self.trainer
            .with_untracked(|t| t.as_ref().map(|t| t.puzzle().id.clone()))
    }

    /// The phase of the puzzle shown, as the page's `data-phase` names it.
    pub(super) fn phase_name(self) -> &'static str {
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
