//! The worker's part in the trainer: the refutation of a wrong move, asked of it and waited
//! for (a worker that stays silent is restarted), and its replies taken.

use super::PuzzlePage;
use crate::ui::waiting::wait_for_worker;
use leptos::prelude::*;
use skillgames_page::puzzles::Trainer;

impl PuzzlePage {
    /// What the wrong move allows: the engine's answer, asked of the worker.
    pub(super) fn refute(self) {
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
    pub(super) fn take_replies(self) {
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
}
