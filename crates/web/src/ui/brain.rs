//! The computer's worker as the views see it: started when a page first needs it, asked for
//! moves and verdicts, replaced when a search must stop. Its answers arrive in
//! [`AppContext::reply`].

use crate::remote::Remote;
use gloo_worker::{Spawnable, WorkerBridge};
use leptos::prelude::*;
use skillgames_page::think::{ThinkReply, ThinkRequest, WORKER_LOADER};

use super::context::AppContext;

/// Sends positions to the worker and hands its replies to whoever asked.
pub(crate) struct Brain {
    bridge: WorkerBridge<Remote>,
}

impl AppContext {
    /// Asks the worker for a move; the answer arrives in [`AppContext::reply`].
    pub(crate) fn think(&self, request: ThinkRequest) {
        self.prepare_brain();
        self.brain.with_value(|brain| {
            if let Some(brain) = brain {
                brain.bridge.send(request);
            }
        });
    }

    /// Starts the worker if it is not running: its program (the search, about 100 KB) is
    /// downloaded only when a page that may need the computer opens, not on the home page.
    pub(crate) fn prepare_brain(&self) {
        if self.brain.with_value(Option::is_none) {
            let reply = self.reply;
            self.brain
                .update_value(|brain| *brain = Some(spawn_brain(reply)));
        }
    }

    /// Stops the computer's search under way: the busy worker is let go (it is told to close,
    /// and does once its search ends, its answer unread) and a fresh one takes the next
    /// request at once.
    pub(crate) fn cancel_thinking(&self) {
        let reply = self.reply;
        self.brain
            .update_value(|brain| *brain = Some(spawn_brain(reply)));
    }
}

/// A worker for the computer, its answers going to `reply`.
fn spawn_brain(reply: RwSignal<Option<ThinkReply>>) -> Brain {
    let bridge = Remote::spawner()
        .callback(move |answer: ThinkReply| reply.set(Some(answer)))
        .spawn_with_loader(WORKER_LOADER);
    Brain { bridge }
}
