//! What the page asks the computer (in its Web Worker) and what it answers: the messages
//! between the two, apart from both, so that the page never compiles the search; and how long
//! a page waits for an answer ([`ThinkRequest::patience_ms`], [`Wait`]), one way for the game
//! page, its analysis and the puzzle trainer.

use serde::{Deserialize, Serialize};
use skillgames_catalogue::CATALOGUE;
use std::sync::atomic::{AtomicU64, Ordering};

/// Where the loader of `game`'s worker is served (it loads that worker's wasm): each game has
/// a worker of its own, with only its own search, so a game downloads one game's computer.
///
/// ```
/// assert_eq!(skillgames_page::think::worker_loader("loa"), "./worker-loader-loa.js");
/// ```
#[must_use]
pub fn worker_loader(game: &str) -> String {
    format!("./worker-loader-{game}.js")
}

/// How long the worker may take over one [`Ask::Evaluate`] (a position of the analysis, or a
/// wrong puzzle move's refutation: a budget of about a quarter of a second to a second) before
/// the page takes it for dead.
pub const EVALUATION_PATIENCE_MS: u64 = 15_000;

/// How long the worker may take beyond its level's time budget before the page takes it for
/// dead (a panic in its WebAssembly ends it without a word): the budget times this factor,
/// plus [`WORKER_GRACE_MS`]. Slow phones search well within it.
pub const WORKER_PATIENCE_FACTOR: u64 = 3;
/// See [`WORKER_PATIENCE_FACTOR`].
pub const WORKER_GRACE_MS: u64 = 3000;

/// How late a timer may fire before the page takes it that it was asleep (a tab in the
/// background, a phone's screen off), and its worker with it.
pub const ASLEEP_MS: f64 = 1000.0;

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

impl ThinkRequest {
    /// How long to wait for the answer before taking the worker for dead: a level's move gets
    /// its time budget with room to spare ([`WORKER_PATIENCE_FACTOR`], [`WORKER_GRACE_MS`]),
    /// an evaluation [`EVALUATION_PATIENCE_MS`].
    #[must_use]
    pub fn patience_ms(&self) -> u64 {
        match &self.ask {
            Ask::Move { level, .. } => {
                let budget = CATALOGUE
                    .find(&self.position.game)
                    .ok()
                    .and_then(|info| info.level(level))
                    .map_or(0, |l| l.time.as_millis() as u64);
                budget * WORKER_PATIENCE_FACTOR + WORKER_GRACE_MS
            }
            Ask::Evaluate { .. } => EVALUATION_PATIENCE_MS,
        }
    }
}

/// The page's wait for the worker's answer to one request. The view sets a timer for
/// [`Wait::patience_ms`] and, when it fires, asks [`Wait::expired`] what to do. A page that was
/// asleep meanwhile (hidden, or its timer late) gives the worker its time again: the worker
/// slept too, and is not dead.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Wait {
    /// The request's id.
    pub id: u64,
    /// How long the worker has (from the request: [`ThinkRequest::patience_ms`]).
    pub patience_ms: u64,
    /// When the timer should fire, on the page's clock (`performance.now()`, milliseconds).
    due_ms: f64,
}

/// What the end of a [`Wait`] calls for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Waited {
    /// The answer is no longer awaited (it came, or the page moved on): nothing.
    Over,
    /// The page was asleep: wait again, as long.
    Again,
    /// The worker is silent: take it for dead.
    Silent,
}

impl Wait {
    /// The wait for `request`, sent at `now_ms`.
    #[must_use]
    pub fn new(request: &ThinkRequest, now_ms: f64) -> Self {
        let patience_ms = request.patience_ms();
        Wait {
            id: request.id,
            patience_ms,
            due_ms: now_ms + patience_ms as f64,
        }
    }

    /// The timer fired at `now_ms`, the answer still `awaited` or not, the page `hidden` or
    /// not. After [`Waited::Again`] the wait runs from `now_ms`.
    pub fn expired(&mut self, awaited: bool, hidden: bool, now_ms: f64) -> Waited {
        if !awaited {
            return Waited::Over;
        }
        if hidden || now_ms > self.due_ms + ASLEEP_MS {
            self.due_ms = now_ms + self.patience_ms as f64;
            return Waited::Again;
        }
        Waited::Silent
    }
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

#[cfg(test)]
mod tests {
    use super::*;

    fn request(ask: Ask) -> ThinkRequest {
        ThinkRequest {
            id: 7,
            position: Position {
                game: "amazons".into(),
                size: 6,
                fen: String::new(),
            },
            ask,
        }
    }

    #[test]
    fn a_move_has_its_levels_time_with_room_and_an_evaluation_its_own() {
        let info = CATALOGUE.find("amazons").unwrap();
        let easy = info.level("easy").unwrap().time.as_millis() as u64;
        let mv = request(Ask::Move {
            level: "easy".into(),
            seed: 1,
        });
        assert_eq!(
            mv.patience_ms(),
            easy * WORKER_PATIENCE_FACTOR + WORKER_GRACE_MS
        );
        let evaluate = request(Ask::Evaluate {
            nodes: 1000,
            fresh: true,
        });
        assert_eq!(evaluate.patience_ms(), EVALUATION_PATIENCE_MS);
        // A level this app does not have still gets the grace.
        let unknown = request(Ask::Move {
            level: "nonesuch".into(),
            seed: 1,
        });
        assert_eq!(unknown.patience_ms(), WORKER_GRACE_MS);
    }

    #[test]
    fn a_silent_worker_is_noticed_on_time_unless_the_page_slept() {
        let evaluate = request(Ask::Evaluate {
            nodes: 1000,
            fresh: true,
        });
        let patience = EVALUATION_PATIENCE_MS as f64;
        let mut wait = Wait::new(&evaluate, 100.0);
        assert_eq!(wait.id, 7);
        assert_eq!(wait.expired(false, false, 100.0 + patience), Waited::Over);
        assert_eq!(wait.expired(true, false, 100.0 + patience), Waited::Silent);
        // Hidden when the timer fired: the worker gets its time again, from then.
        let mut wait = Wait::new(&evaluate, 100.0);
        assert_eq!(wait.expired(true, true, 100.0 + patience), Waited::Again);
        assert_eq!(
            wait.expired(true, false, 100.0 + 2.0 * patience),
            Waited::Silent
        );
        // The timer fired late (the phone's screen was off): the same.
        let mut wait = Wait::new(&evaluate, 100.0);
        let late = 100.0 + patience + ASLEEP_MS + 1.0;
        assert_eq!(wait.expired(true, false, late), Waited::Again);
        assert_eq!(wait.expired(true, false, late + patience), Waited::Silent);
        // A little late is only a busy page.
        let mut wait = Wait::new(&evaluate, 100.0);
        assert_eq!(
            wait.expired(true, false, 100.0 + patience + ASLEEP_MS),
            Waited::Silent
        );
    }
}
