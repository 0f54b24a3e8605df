//! The computer's side of the app: a Web Worker that receives positions and answers with the
//! move the chosen level plays, or with its verdict on a position for the analysis, so the
//! page never freezes while it thinks. [`Brain`] is plain Rust, tested natively; the worker's
//! glue ([`Thinker`], for `gloo-worker`) is behind the feature `browser`.
//!
//! ```
//! use skillgames_page::think::{Ask, Position, ThinkRequest};
//! use skillgames_worker::Brain;
//!
//! let request = ThinkRequest {
//!     id: 7,
//!     position: Position {
//!         game: "amazons".into(),
//!         size: 6,
//!         fen: "1B2B1/B4B/6/6/W4W/1W2W1 w 0 0".into(),
//!     },
//!     ask: Ask::Move { level: "easy".into(), seed: 1 },
//! };
//! let reply = Brain::default().think(&request);
//! assert!(reply.answers(&request), "it names the position it answers");
//! assert!(reply.result.is_ok());
//! ```

#[cfg(feature = "browser")]
use gloo_worker::{HandlerId, Worker, WorkerScope};
use skillgames_catalogue::{ENGINES, StartSession};
pub use skillgames_page::think::{Ask, Position, ThinkReply, ThinkRequest};
use skillgames_play::Variant;
use skillgames_search::{Go, Reply, Session, is_decisive};

/// The worker's memory in bytes: on WebAssembly its linear memory (which never shrinks, so
/// this is the most it has used); elsewhere 0.
fn memory_bytes() -> u64 {
    #[cfg(target_arch = "wasm32")]
    {
        (core::arch::wasm32::memory_size(0) as u64) * 65_536
    }
    #[cfg(not(target_arch = "wasm32"))]
    {
        0
    }
}

/// The session key of the analysis (levels are keyed by their names).
const ANALYSIS: &str = "";

/// The analysis's score of a position: the mean of the last two finished iterations' scores.
/// A search's score swings between odd and even depths (the side that moves last gains), and
/// a fixed budget finishes an odd depth in one position and an even one in the next: their
/// mean keeps that swing from looking like a lost move. A decided score is taken as it is.
fn steady_score(iterations: &[i32], last: i32) -> i32 {
    match iterations {
        [.., a, b] if !is_decisive(*a) && !is_decisive(*b) => {
            ((i64::from(*a) + i64::from(*b)) / 2) as i32
        }
        _ => last,
    }
}

/// The most sessions (each with its transposition table) the worker keeps: the computer's
/// level, the hint's (the top level) and the analysis's, on one board.
pub const MAX_SESSIONS: usize = 3;

/// Keeps a session per level on the board in play, so the computer's memory (its
/// transposition table) carries over from move to move, and hints (the top level's search)
/// never clear the table of the computer's own level (a search of another shape would). The
/// memory is bounded: a request on another board lets the sessions of the last one go, and no
/// more than [`MAX_SESSIONS`] are kept (the one used longest ago goes first), so a visit that
/// plays every board keeps at most that many tables, not one per board and level.
#[derive(Default)]
pub struct Brain {
    /// Least recently used first.
    sessions: Vec<(Variant, String, Box<dyn Session>)>,
}

impl Brain {
    /// Answers a request.
    pub fn think(&mut self, request: &ThinkRequest) -> ThinkReply {
        let start = web_time::Instant::now();
        let chosen = self.choose(request);
        let millis = start.elapsed().as_millis().min(u128::from(u32::MAX)) as u32;
        let (result, nodes, score, line) = match chosen {
            Ok(reply) => (Ok(reply.mv), reply.nodes, reply.score, reply.pv),
            Err(err) => (Err(err), 0, 0, Vec::new()),
        };
        ThinkReply {
            id: request.id,
            position: request.position.clone(),
            result,
            millis,
            nodes,
            score,
            line,
            memory: memory_bytes(),
        }
    }

    /// The search's answer.
    fn choose(&mut self, request: &ThinkRequest) -> Result<Reply, String> {
        self.choose_with(request, None)
    }

    /// The search's answer, with `instead` searched in place of what the request asks (for
    /// tests that need a session, not a level's full search).
    fn choose_with(
        &mut self,
        request: &ThinkRequest,
        instead: Option<Go>,
    ) -> Result<Reply, String> {
        let position = &request.position;
        // Only the games whose engine this worker was built with (one, in the browser).
        let variant = ENGINES
            .variant(&position.game, position.size)
            .ok_or_else(|| {
                format!(
                    "this worker has no computer player for {} on {}",
                    position.game, position.size
                )
            })?;
        let (key, go, fresh) = match &request.ask {
            Ask::Move { level, seed } => (
                level.as_str(),
                Go::Level {
                    name: level.clone(),
                    movetime: None,
                    seed: Some(*seed),
                },
                false,
            ),
            Ask::Evaluate { nodes, fresh } => (ANALYSIS, Go::Nodes(*nodes), *fresh),
        };
        let go = instead.unwrap_or(go);
        self.sessions.retain(|(v, _, _)| *v == variant);
        let used = match self.sessions.iter().position(|(_, name, _)| name == key) {
            Some(index) => self.sessions.remove(index),
            None => {
                // The oldest goes before the new one's table is made, so that no more than
                // MAX_SESSIONS tables are ever held at once (a WebAssembly memory never
                // shrinks: its peak is what counts).
                if self.sessions.len() >= MAX_SESSIONS {
                    self.sessions.remove(0);
                }
                let session = variant.session(None).map_err(|e| e.to_string())?;
                (variant, key.to_owned(), session)
            }
        };
        self.sessions.push(used);
        let session = &mut self.sessions.last_mut().expect("the session just used").2;
        session
            .set_position(&position.fen)
            .map_err(|e| e.to_string())?;
        if fresh {
            session.clear();
        }
        let mut scores = Vec::new();
        let mut reply = session
            .go(&go, None, &mut |info| scores.push(info.score))
            .map_err(|e| e.to_string())?;
        if matches!(request.ask, Ask::Evaluate { .. }) {
            reply.score = steady_score(&scores, reply.score);
        }
        Ok(reply)
    }
}

/// The worker: one [`Brain`] answering requests in order.
#[cfg(feature = "browser")]
pub struct Thinker {
    brain: Brain,
}

#[cfg(feature = "browser")]
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
    use skillgames_catalogue::CATALOGUE;

    fn request(fen: &str, level: &str) -> ThinkRequest {
        ThinkRequest {
            id: 7,
            position: Position {
                game: "loa".into(),
                size: 8,
                fen: fen.into(),
            },
            ask: Ask::Move {
                level: level.into(),
                seed: 1,
            },
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
        // A game (or board) this worker has no engine for is refused in words, not a panic.
        let mut elsewhere = request(start, "easy");
        elsewhere.position.game = "chess".into();
        let refused = brain.think(&elsewhere).result.unwrap_err();
        assert!(
            refused.contains("no computer player for chess"),
            "{refused}"
        );
        elsewhere.position.game = "loa".into();
        elsewhere.position.size = 9;
        assert!(brain.think(&elsewhere).result.is_err());
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

    #[test]
    fn a_visit_to_every_board_and_level_keeps_a_bounded_number_of_tables() {
        let mut brain = Brain::default();
        for variant in CATALOGUE.variants() {
            let start = variant.rules(None).unwrap().fen();
            for level in variant.game().levels {
                let request = ThinkRequest {
                    id: 1,
                    position: Position {
                        game: variant.game().name.into(),
                        size: variant.size(),
                        fen: start.clone(),
                    },
                    ask: Ask::Move {
                        level: level.name.into(),
                        seed: 1,
                    },
                };
                // A short search is enough: what is kept, not how well it plays.
                let _ = brain.choose_with(&request, Some(Go::Depth(1)));
                assert!(brain.sessions.len() <= MAX_SESSIONS);
                assert!(brain.sessions.iter().all(|(v, _, _)| *v == variant));
            }
            let analysis = ThinkRequest {
                id: 2,
                position: Position {
                    game: variant.game().name.into(),
                    size: variant.size(),
                    fen: start.clone(),
                },
                ask: Ask::Evaluate {
                    nodes: 200,
                    fresh: true,
                },
            };
            assert!(brain.think(&analysis).result.is_ok());
            assert!(brain.sessions.len() <= MAX_SESSIONS);
        }
        // The analysis and the two levels used last, on the last board.
        let kept: Vec<&str> = brain.sessions.iter().map(|(_, l, _)| l.as_str()).collect();
        assert_eq!(kept, ["medium", "hard", ANALYSIS]);
    }

    #[test]
    fn the_analysis_evens_out_the_swing_between_depths() {
        assert_eq!(steady_score(&[40, -110, 30], 30), -40);
        assert_eq!(steady_score(&[50], 50), 50);
        let win = skillgames_search::WIN - 5;
        assert_eq!(steady_score(&[200, win], win), win);
        assert_eq!(steady_score(&[], 0), 0);
    }

    #[test]
    fn an_evaluation_is_the_same_search_every_time_with_its_score_and_line() {
        let start = "1BBBBBB1/W6W/W6W/W6W/W6W/W6W/W6W/1BBBBBB1 b 0 0";
        let ask = |brain: &mut Brain, fresh: bool| {
            brain.think(&ThinkRequest {
                ask: Ask::Evaluate {
                    nodes: 20_000,
                    fresh,
                },
                ..request(start, "")
            })
        };
        let mut brain = Brain::default();
        let first = ask(&mut brain, true);
        assert!(first.result.is_ok() && first.nodes >= 20_000 && first.line.len() > 1);
        assert_eq!(first.line[0], *first.result.as_ref().unwrap());
        // Another search in between, then a fresh start: the very same verdict.
        assert!(brain.think(&request(start, "hard")).result.is_ok());
        let again = ask(&mut brain, true);
        assert_eq!(
            (&again.result, again.score, &again.line, again.nodes),
            (&first.result, first.score, &first.line, first.nodes)
        );
    }
}
