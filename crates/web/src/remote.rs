//! The computer as the page sees it: a Web Worker that takes [`ThinkRequest`]s and answers
//! [`ThinkReply`]s. The worker's program (`skillgames-worker`) registers the one that thinks,
//! with the same messages; the page only spawns it, so it never compiles the search.

use gloo_worker::{HandlerId, Worker, WorkerScope};
use skillgames_page::think::{ThinkReply, ThinkRequest};

/// The page's handle type for the worker (see the module's documentation).
pub(crate) struct Remote;

impl Worker for Remote {
    type Message = ();
    type Input = ThinkRequest;
    type Output = ThinkReply;

    fn create(_scope: &WorkerScope<Self>) -> Self {
        Remote
    }

    fn update(&mut self, _scope: &WorkerScope<Self>, _msg: Self::Message) {}

    /// Never runs in the page: only the worker's program handles requests. Were it
    /// registered, it would answer that there is no computer here.
    fn received(&mut self, scope: &WorkerScope<Self>, request: Self::Input, id: HandlerId) {
        scope.respond(
            id,
            ThinkReply::failed(&request, "no computer in this program"),
        );
    }
}
