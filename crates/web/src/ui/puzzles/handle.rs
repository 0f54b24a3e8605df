//! [`PuzzlePage`], the handle every part of the trainer reads and acts through (the puzzles,
//! the progress, the trainer of the puzzle shown), and how it opens and saves puzzles.

use super::{fetch_book, today};
use crate::ui::context::AppContext;
use leptos::prelude::*;
use skillgames_page::puzzles::{Phase, Progress, Puzzle, PuzzleBook, Trainer};
use std::sync::Arc;

/// The trainer's page: what every part of it reads and acts through.
#[derive(Clone, Copy)]
pub(super) struct PuzzlePage {
    pub(super) context: AppContext,
    /// The puzzles of the game (and board) the filter chooses, once fetched.
    pub(super) book: RwSignal<Option<Arc<PuzzleBook>>>,
    /// Loads begun: only the last one's puzzles are kept, whatever order they arrive in.
    pub(super) loads: StoredValue<u64>,
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

    /// Fetches the puzzles the filter needs, then opens the puzzle `start` if they have it, or
    /// the next one.
    pub(super) fn load(self, start: Option<String>) {
        let boards = self.progress.with_untracked(|p| p.filter.boards());
        let load = self.loads.get_value() + 1;
        self.loads.set_value(load);
        self.book.set(None);
        self.trainer.set(None);
        leptos::task::spawn_local(async move {
            let book = fetch_book(&boards).await;
            // The player chose other puzzles meanwhile (or left): this load is of no use.
            if self.loads.try_get_value() != Some(load) {
                return;
            }
            match book {
                Ok(book) => {
                    let asked = start.as_deref().and_then(|id| book.find(id).cloned());
                    self.failed.set(false);
                    self.book.set(Some(Arc::new(book)));
                    match asked {
                        Some(puzzle) => self.open(Some(puzzle)),
                        None => self.next(None),
                    }
                }
                Err(()) => self.failed.set(true),
            }
        });
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
