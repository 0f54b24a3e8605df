//! What the page asks the computer (in its Web Worker) and what it answers: the messages
//! between the two, apart from both, so that the page never compiles the search.

use serde::{Deserialize, Serialize};
use std::sync::atomic::{AtomicU64, Ordering};

/// Where the worker's loader script is served (it loads the worker's wasm).
pub const WORKER_LOADER: &str = "./worker-loader.js";

/// How long the worker may take over one [`Ask::Evaluate`] (a position of the analysis, or a
/// wrong puzzle move's refutation: a budget of about a quarter of a second to a second) before
/// the page takes it for dead.
pub const EVALUATION_PATIENCE_MS: u64 = 15_000;

/// Request ids, unique for the page's lifetime (not per controller or puzzle): a reply to a
/// request of a page since left can never pass for a reply to the page open now.
static NEXT_REQUEST_ID: AtomicU64 = AtomicU64::new(1);

/// A new request id.
#[must_use]
pub fn next_request_id() -> u64 {
    NEXT_REQUEST_ID.fetch_add(1, Ordering::Relaxed)
}

/// What the worker is asked about a position.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Ask {
    /// The move a level plays.
    Move {
        /// The level's name.
        level: String,
        /// Seed for the level's random moves.
        seed: u64,
    },
    /// The engine's verdict for the analysis: the top level's search, without randomness,
    /// of `nodes` positions (the same answer in every browser).
    Evaluate {
        /// The budget.
        nodes: u64,
        /// The first position of an analysis: forget what earlier searches learnt, so that an
        /// analysis does not depend on what was asked before it.
        fresh: bool,
    },
}

/// "Find a move in this position" (at a level, or for the analysis).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ThinkRequest {
    /// Matches the reply to the request; stale replies are dropped.
    pub id: u64,
    /// The position asked about (its reply names it again).
    pub position: Position,
    /// What is wanted.
    pub ask: Ask,
}

/// The answer to a [`ThinkRequest`].
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ThinkReply {
    /// The request's id.
    pub id: u64,
    /// The position it answers (the request's game, board and position text): the page
    /// drops a reply about any other position than the one it asked about.
    pub position: Position,
    /// The move in notation, or why there is none.
    pub result: Result<String, String>,
    /// Milliseconds spent.
    pub millis: u32,
    /// Positions the search visited (0 without a search): with `millis`, the computer's speed
    /// in this browser.
    #[serde(default)]
    pub nodes: u64,
    /// The move's score for the side to move (0 without a search).
    #[serde(default)]
    pub score: i32,
    /// The line of play the search expects, the move first.
    #[serde(default)]
    pub line: Vec<String>,
    /// The worker's memory when it answered, in bytes (0 where it cannot tell): for the tools
    /// that check it stays bounded.
    #[serde(default)]
    pub memory: u64,
}

/// A position of one game on one board, as the page and the worker name it.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Position {
    /// The game's protocol name (`amazons`).
    pub game: String,
    /// Board size.
    pub size: u8,
    /// The position text.
    pub fen: String,
}

impl ThinkReply {
    /// The answer "no move", and why, to `request`.
    #[must_use]
    pub fn failed(request: &ThinkRequest, why: &str) -> Self {
        ThinkReply {
            id: request.id,
            position: request.position.clone(),
            result: Err(why.to_owned()),
            millis: 0,
            nodes: 0,
            score: 0,
            line: Vec::new(),
            memory: 0,
        }
    }

    /// Whether this answers `request` (its id and its position).
    #[must_use]
    pub fn answers(&self, request: &ThinkRequest) -> bool {
        self.id == request.id && self.position == request.position
    }
}
