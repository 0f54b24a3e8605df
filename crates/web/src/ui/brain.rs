//! The computer's worker as the views see it: started when a page first needs it, asked for
//! moves and verdicts, replaced when a search must stop. Its answers arrive in
//! [`AppContext::reply`]. Each game has a worker of its own (only its own search, 61-71 KB
//! compressed): one runs at a time, replaced when a request is for another game.

use crate::remote::Remote;
use gloo_worker::{Spawnable, WorkerBridge};
use leptos::prelude::*;
use skillgames_page::think::{ThinkReply, ThinkRequest, worker_loader};

use super::context::AppContext;

/// Sends positions to a game's worker and hands its replies to whoever asked.
pub(crate) struct Brain {
    /// The game whose computer the worker is.
    game: String,
    bridge: WorkerBridge<Remote>,
}

impl AppContext {
    /// Asks the worker for a move; the answer arrives in [`AppContext::reply`].
    pub(crate) fn think(&self, request: ThinkRequest) {
        self.prepare_brain(&request.position.game);
        self.brain.with_value(|brain| {
            if let Some(brain) = brain {
                brain.bridge.send(request);
            }
        });
    }

    /// Starts `game`'s worker if it is not the one running: its program (that game's search)
    /// is downloaded only when a page that may need the computer opens, not on the home page.
    /// A worker of another game is let go (a request on another board would let its memory
    /// go anyway).
    pub(crate) fn prepare_brain(&self, game: &str) {
        if self
            .brain
            .with_value(|brain| brain.as_ref().is_none_or(|brain| brain.game != game))
        {
            let reply = self.reply;
            self.brain
                .update_value(|brain| *brain = Some(spawn_brain(game, reply)));
        }
    }

    /// Stops the computer's search under way: the busy worker is let go (it is told to close,
    /// and does once its search ends, its answer unread) and a fresh one of the same game
    /// takes the next request at once.
    pub(crate) fn cancel_thinking(&self) {
        let reply = self.reply;
        self.brain.update_value(|brain| {
            if let Some(game) = brain.as_ref().map(|brain| brain.game.clone()) {
                *brain = Some(spawn_brain(&game, reply));
            }
        });
    }
}

/// A worker for `game`'s computer, its answers going to `reply`.
fn spawn_brain(game: &str, reply: RwSignal<Option<ThinkReply>>) -> Brain {
    let bridge = Remote::spawner()
        .callback(move |answer: ThinkReply| reply.set(Some(answer)))
        .spawn_with_loader(&worker_loader(game));
    Brain {
        game: game.to_owned(),
        bridge,
    }
}
