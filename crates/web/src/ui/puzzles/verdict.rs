//! What a move on the puzzle leads to: a right one the answer after a pause, a wrong one the
//! engine's refutation, and the end of the attempt rated once.

use super::{ANSWER_MS, PuzzlePage, today};
use leptos::prelude::*;
use skillgames_page::puzzles::{Phase, Trainer, Verdict};
use skillgames_page::sound::Sound;
use std::time::Duration;

impl PuzzlePage {
    /// The end of an attempt: rated once, the streak and the daily puzzle kept.
    pub(super) fn finish(self) {
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

    pub(super) fn answer_later(self) {
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

    pub(super) fn after_verdict(self, verdict: Verdict) {
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
}
