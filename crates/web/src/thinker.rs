//! The computer's side of the app: a Web Worker that receives positions and answers with the
//! move the chosen level plays, so the page never freezes while it thinks.

use gloo_worker::{HandlerId, Worker, WorkerScope};
use serde::{Deserialize, Serialize};
use skillgames_catalogue::{CATALOGUE, StartSession};
use skillgames_search::{Go, Session, Variant};

/// Where the worker's loader script is served (it loads the worker's wasm).
pub const WORKER_LOADER: &str = "./worker-loader.js";

/// "Find a move in this position at this level."
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ThinkRequest {
    /// Matches the reply to the request; stale replies are dropped.
    pub id: u64,
    /// The game's protocol name (`amazons`).
    pub game: String,
    /// Board size.
    pub size: u8,
    /// The position text.
    pub fen: String,
    /// The level's name.
    pub level: String,
    /// Seed for the level's random moves.
    pub seed: u64,
}

/// The answer to a [`ThinkRequest`].
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ThinkReply {
    /// The request's id.
    pub id: u64,
    /// The move in notation, or why there is none.
    pub result: Result<String, String>,
    /// Milliseconds spent.
    pub millis: u32,
    /// Positions the search visited (0 without a search): with `millis`, the computer's speed
    /// in this browser.
    #[serde(default)]
    pub nodes: u64,
}

/// Keeps one session per board and level, so the computer's memory (its transposition table)
/// carries over from move to move, and hints (the top level's search) never clear the table
/// of the computer's own level (a search of another shape would).
#[derive(Default)]
pub struct Brain {
    sessions: Vec<(Variant, String, Box<dyn Session>)>,
}

impl Brain {
    /// Answers a request.
    pub fn think(&mut self, request: &ThinkRequest) -> ThinkReply {
        let start = web_time::Instant::now();
        let chosen = self.choose(request);
        let nodes = chosen.as_ref().map_or(0, |&(_, nodes)| nodes);
        ThinkReply {
            id: request.id,
            result: chosen.map(|(mv, _)| mv),
            millis: start.elapsed().as_millis().min(u128::from(u32::MAX)) as u32,
            nodes,
        }
    }

    /// The move and the positions searched for it.
    fn choose(&mut self, request: &ThinkRequest) -> Result<(String, u64), String> {
        let variant = CATALOGUE
            .find(&request.game)
            .and_then(|game| game.variant(request.size))
            .map_err(|e| e.to_string())?;
        let index = match self
            .sessions
            .iter()
            .position(|(v, level, _)| *v == variant && *level == request.level)
        {
            Some(index) => index,
            None => {
                let session = variant.session(None).map_err(|e| e.to_string())?;
                self.sessions
                    .push((variant, request.level.clone(), session));
                self.sessions.len() - 1
            }
        };
        let session = &mut self.sessions[index].2;
        session
            .set_position(&request.fen)
            .map_err(|e| e.to_string())?;
        let go = Go::Level {
            name: request.level.clone(),
            movetime: None,
            seed: Some(request.seed),
        };
        session
            .go(&go, None, &mut |_| {})
            .map(|reply| (reply.mv, reply.nodes))
            .map_err(|e| e.to_string())
    }
}

/// The worker: one [`Brain`] answering requests in order.
pub struct Thinker {
    brain: Brain,
}

impl Worker for Thinker {
    type Message = ();
    type Input = ThinkRequest;
    type Output = ThinkReply;

    fn create(_scope: &WorkerScope<Self>) -> Self {
        Thinker {
            brain: Brain::default(),
        }
    }

    fn update(&mut self, _scope: &WorkerScope<Self>, _msg: Self::Message) {}

    fn received(&mut self, scope: &WorkerScope<Self>, request: Self::Input, id: HandlerId) {
        scope.respond(id, self.brain.think(&request));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn request(fen: &str, level: &str) -> ThinkRequest {
        ThinkRequest {
            id: 7,
            game: "loa".into(),
            size: 8,
            fen: fen.into(),
            level: level.into(),
            seed: 1,
        }
    }

    #[test]
    fn answers_with_a_legal_move_and_reports_bad_requests() {
        let mut brain = Brain::default();
        let start = "1BBBBBB1/W6W/W6W/W6W/W6W/W6W/W6W/1BBBBBB1 b 0 0";
        let reply = brain.think(&request(start, "easy"));
        assert_eq!(reply.id, 7);
        let searched = brain.think(&request(start, "medium"));
        assert!(
            searched.nodes > 0,
            "a search reports the positions it visited"
        );
        let mv = reply.result.unwrap();
        assert!(
            CATALOGUE
                .variant("loa", None)
                .unwrap()
                .session(Some(start))
                .unwrap()
                .play(&[&mv])
                .is_ok()
        );
        assert!(brain.think(&request(start, "godlike")).result.is_err());
        assert!(brain.think(&request("junk", "easy")).result.is_err());
        let over = "8/8/8/8/8/8/2B5/W6W w 0 1"; // Black is connected: the game is over
        assert!(brain.think(&request(over, "easy")).result.is_err());
    }

    #[test]
    fn hints_and_the_computers_moves_keep_their_own_memory() {
        let mut brain = Brain::default();
        let start = "1BBBBBB1/W6W/W6W/W6W/W6W/W6W/W6W/1BBBBBB1 b 0 0";
        for _ in 0..3 {
            assert!(brain.think(&request(start, "easy")).result.is_ok());
            assert!(brain.think(&request(start, "medium")).result.is_ok());
        }
        // One session (and transposition table) per level: a hint at the top level never
        // clears the table of the level the computer plays.
        let levels: Vec<&str> = brain.sessions.iter().map(|(_, l, _)| l.as_str()).collect();
        assert_eq!(levels, ["easy", "medium"]);
    }
}
