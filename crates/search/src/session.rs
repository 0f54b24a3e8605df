//! The computer behind an object-safe interface: [`Session`] is `skillgames_play`'s [`Rules`]
//! with a search engine to ask for moves, so that the protocol, the tools and the browser's
//! worker switch between games and boards at run time while each game runs its own
//! monomorphised search. A program that never asks the computer (the page, the game server)
//! uses [`Rules`] alone and never compiles this crate.

use crate::Evaluate;
use crate::engine::{Decision, Engine};
use crate::limits::Limits;
#[cfg(feature = "mcts")]
use crate::mcts::{Mcts, MctsConfig, MctsResult, Proof};
use crate::search::{Info, SearchResult};
use skillgames_core::{MoveError, ParseFenError, perft, perft_divide};
use skillgames_play::{HoldsPosition, Present, Rules, Variant};
use std::sync::atomic::AtomicBool;
use std::time::Duration;

/// Transposition table size of a session's engine.
pub const SESSION_TABLE_MEGABYTES: usize = 16;

/// Seed of a session's engine until a `seed` is given.
pub const DEFAULT_SEED: u64 = 0x5EED;

/// What the computer is asked to do.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Go {
    /// Play at a difficulty level, optionally with another time budget and a fresh seed.
    Level {
        /// The level's name, e.g. `hard`.
        name: String,
        /// Replaces the level's time budget.
        movetime: Option<Duration>,
        /// Restarts the random sequence.
        seed: Option<u64>,
    },
    /// The top level's search (full width, with its quiescence) to this depth, without
    /// randomness.
    Depth(u32),
    /// The top level's search (full width, with its quiescence) of this many nodes, without
    /// randomness.
    Nodes(u64),
    /// The MCTS-Solver ([`crate::Mcts`]) for this long (or [`DEFAULT_MCTS_TIME`]) or this many
    /// simulations, whichever ends first; its random choices restarted from `seed` if given.
    Mcts {
        /// Time for the move.
        movetime: Option<Duration>,
        /// Simulations at most.
        simulations: Option<u64>,
        /// Restarts the random sequence.
        seed: Option<u64>,
    },
}

/// The MCTS-Solver's time per move when neither a time nor a simulation count is given.
pub const DEFAULT_MCTS_TIME: Duration = Duration::from_secs(1);

/// Why the computer could not move.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum GoError {
    /// No such level for this game.
    #[error("unknown level {found:?}: expected one of {expected}")]
    UnknownLevel {
        /// The name asked for.
        found: String,
        /// The levels of this game.
        expected: String,
    },
    /// The game is over.
    #[error("the game is over")]
    GameOver,
    /// The MCTS-Solver asked of a program built without it (the feature `mcts`).
    #[error("this program was built without the MCTS-Solver")]
    NoMcts,
}

/// The computer's move and how it was found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Reply {
    /// The move, in notation.
    pub mv: String,
    /// Why it was chosen.
    pub decision: Decision,
    /// Its score for the side to move, in the evaluation's units (0 without a search).
    pub score: i32,
    /// The deepest finished iteration (0 without a search, or if none finished).
    pub depth: u32,
    /// Positions the search visited (0 without one).
    pub nodes: u64,
    /// Time the search took.
    pub elapsed: Duration,
    /// The expected line of play, starting with the move.
    pub pv: Vec<String>,
}

/// Progress of a search after each finished iteration.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SearchInfo {
    /// Iteration depth, in plies.
    pub depth: u32,
    /// Score of the best move for the side to move.
    pub score: i32,
    /// Nodes visited so far.
    pub nodes: u64,
    /// Time since the search started.
    pub elapsed: Duration,
    /// The expected line of play.
    pub pv: Vec<String>,
}

/// What [`Session::go_window`] found, in notation.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct WindowReply {
    /// The best of the searched moves (the one that reached `beta`, when one did); `None`
    /// when no move was left to search.
    pub mv: Option<String>,
    /// Its score for the side to move, fail-soft: at most `alpha`, an upper bound of every
    /// searched move; at least `beta`, a lower bound of `mv`'s; between them, exact.
    pub score: i32,
    /// Positions the search visited.
    pub nodes: u64,
}

/// A game in progress with the computer to ask for moves ([`Rules`] and a search engine).
pub trait Session: Rules {
    /// A copy of the game (without the computer's memory).
    fn clone_session(&self) -> Box<dyn Session>;
    /// The perft count at `depth`.
    fn perft(&self, depth: u32) -> u64;
    /// The perft count below each legal move.
    fn perft_divide(&self, depth: u32) -> Vec<(String, u64)>;
    /// The computer's move (not played). Calls `on_info` after each finished search
    /// iteration.
    ///
    /// # Errors
    /// An unknown level, or a finished game.
    fn go(
        &mut self,
        request: &Go,
        stop: Option<&AtomicBool>,
        on_info: &mut dyn FnMut(&SearchInfo),
    ) -> Result<Reply, GoError>;
    /// Forgets what the computer learnt in earlier searches.
    fn clear(&mut self);
    /// The search of [`Go::Depth`] (full width, with its quiescence, no randomness) to
    /// `depth`, over every legal move but `excluded`, within `window` (`alpha`, `beta`):
    /// with a null window, a proof that no other move reaches `alpha + 1`, or one that does
    /// (e.g. that a puzzle's solution is the only good move). Keeps what the computer
    /// learnt, as [`Session::go`] does.
    ///
    /// # Errors
    /// A move of `excluded` that is not legal here.
    fn go_window(
        &mut self,
        excluded: &[String],
        depth: u32,
        window: (i32, i32),
        stop: Option<&AtomicBool>,
    ) -> Result<WindowReply, MoveError>;
}

/// Starts a session of game `G` on `variant`'s board, at its start or at `fen`: what a game's
/// engine entry registers for each of its boards.
///
/// # Errors
/// When `fen` is not a possible position of `G`.
pub fn session_of<G: Present + Evaluate>(
    variant: Variant,
    fen: Option<&str>,
) -> Result<Box<dyn Session>, ParseFenError> {
    Ok(Box::new(GameSession::<G>::at(variant, fen)?))
}

/// A [`Session`] over one game type.
pub struct GameSession<G: Present + Evaluate> {
    variant: Variant,
    position: G,
    engine: Option<Engine<G>>,
    #[cfg(feature = "mcts")]
    mcts: Option<Mcts<G>>,
}

impl<G: Present + Evaluate> GameSession<G> {
    /// A session of `variant` at `position`.
    pub fn new(variant: Variant, position: G) -> Self {
        GameSession {
            variant,
            position,
            engine: None,
            #[cfg(feature = "mcts")]
            mcts: None,
        }
    }

    fn at(variant: Variant, fen: Option<&str>) -> Result<Self, ParseFenError> {
        let position = match fen {
            Some(text) => text.parse::<G>()?,
            None => G::start(),
        };
        Ok(GameSession::new(variant, position))
    }

    fn engine(&mut self) -> &mut Engine<G> {
        self.engine
            .get_or_insert_with(|| Engine::new(DEFAULT_SEED, SESSION_TABLE_MEGABYTES))
    }
}

/// The MCTS-Solver's answer as a [`Reply`]: its score a win score when proven, else its value
/// read back through the sigmoid into the evaluation's units; its depth the line's length; its
/// nodes the simulations.
#[cfg(feature = "mcts")]
fn mcts_reply<G: Evaluate>(result: MctsResult<G::Move>, moves: usize) -> Result<Reply, GoError> {
    let mv = result.best.as_ref().ok_or(GoError::GameOver)?.to_string();
    let plies = result.pv.len() as i32;
    let score = match result.proof {
        Proof::Win => crate::WIN - plies,
        Proof::Loss => -(crate::WIN - plies),
        Proof::Draw => 0,
        Proof::Unknown => {
            let value = result.value.clamp(1e-6, 1.0 - 1e-6);
            let logit = (value / (1.0 - value)).ln() * f64::from(G::MCTS_EVAL_SCALE);
            crate::clamp_eval(logit.round() as i32)
        }
    };
    Ok(Reply {
        mv,
        decision: if moves == 1 {
            Decision::Forced
        } else {
            Decision::Searched
        },
        score,
        depth: result.pv.len() as u32,
        nodes: result.simulations,
        elapsed: result.elapsed,
        pv: texts(&result.pv),
    })
}

fn texts<M: std::fmt::Display>(moves: &[M]) -> Vec<String> {
    moves.iter().map(ToString::to_string).collect()
}

fn search_info<M: std::fmt::Display>(info: &Info<'_, M>) -> SearchInfo {
    SearchInfo {
        depth: info.depth,
        score: info.score,
        nodes: info.nodes,
        elapsed: info.elapsed,
        pv: texts(info.pv),
    }
}

fn searched<M: std::fmt::Display>(result: SearchResult<M>) -> Result<Reply, GoError> {
    let mv = result.best.as_ref().ok_or(GoError::GameOver)?.to_string();
    Ok(Reply {
        mv,
        decision: Decision::Searched,
        score: result.score,
        depth: result.depth,
        nodes: result.nodes,
        elapsed: result.elapsed,
        pv: texts(&result.pv),
    })
}

impl<G: Present + Evaluate> HoldsPosition for GameSession<G> {
    type Game = G;

    fn variant(&self) -> Variant {
        self.variant
    }

    fn position(&self) -> &G {
        &self.position
    }

    fn position_mut(&mut self) -> &mut G {
        &mut self.position
    }
}

impl<G: Present + Evaluate> Session for GameSession<G> {
    fn clone_session(&self) -> Box<dyn Session> {
        Box::new(GameSession::new(self.variant, self.position.clone()))
    }

    fn perft(&self, depth: u32) -> u64 {
        perft(&self.position, depth)
    }

    fn perft_divide(&self, depth: u32) -> Vec<(String, u64)> {
        perft_divide(&self.position, depth)
            .into_iter()
            .map(|(mv, n)| (mv.to_string(), n))
            .collect()
    }

    fn go(
        &mut self,
        request: &Go,
        stop: Option<&AtomicBool>,
        on_info: &mut dyn FnMut(&SearchInfo),
    ) -> Result<Reply, GoError> {
        if self.position.outcome().is_some() {
            return Err(GoError::GameOver);
        }
        let position = self.position.clone();
        let mut report = |info: &Info<'_, G::Move>| on_info(&search_info(info));
        match request {
            Go::Level {
                name,
                movetime,
                seed,
            } => {
                let game = self.variant.game();
                let level = game.level(name).ok_or_else(|| GoError::UnknownLevel {
                    found: name.chars().take(24).collect(),
                    expected: game
                        .levels
                        .iter()
                        .map(|l| l.name)
                        .collect::<Vec<_>>()
                        .join(", "),
                })?;
                let engine = self.engine();
                if let Some(seed) = seed {
                    engine.reseed(*seed);
                }
                let choice = engine
                    .choose(&position, level, *movetime, stop, &mut report)
                    .ok_or(GoError::GameOver)?;
                let mut reply = match choice.search {
                    Some(search) => searched(search)?,
                    None => Reply {
                        mv: String::new(),
                        decision: Decision::Searched,
                        score: 0,
                        depth: 0,
                        nodes: 0,
                        elapsed: Duration::ZERO,
                        pv: vec![choice.mv.to_string()],
                    },
                };
                reply.mv = choice.mv.to_string();
                reply.decision = choice.decision;
                Ok(reply)
            }
            Go::Depth(depth) => {
                searched(
                    self.engine()
                        .search(&position, Limits::depth(*depth), stop, &mut report),
                )
            }
            Go::Nodes(nodes) => {
                searched(
                    self.engine()
                        .search(&position, Limits::nodes(*nodes), stop, &mut report),
                )
            }
            #[cfg(not(feature = "mcts"))]
            Go::Mcts { .. } => Err(GoError::NoMcts),
            #[cfg(feature = "mcts")]
            Go::Mcts {
                movetime,
                simulations,
                seed,
            } => {
                let mcts = self
                    .mcts
                    .get_or_insert_with(|| Mcts::new(MctsConfig::default(), DEFAULT_SEED));
                if let Some(seed) = seed {
                    mcts.reseed(*seed);
                }
                let limits = Limits {
                    depth: None,
                    nodes: *simulations,
                    time: movetime.or(simulations.is_none().then_some(DEFAULT_MCTS_TIME)),
                };
                let result = mcts.search(&position, limits, stop);
                let reply = mcts_reply::<G>(result, position.count_legal_moves())?;
                on_info(&SearchInfo {
                    depth: reply.depth,
                    score: reply.score,
                    nodes: reply.nodes,
                    elapsed: reply.elapsed,
                    pv: reply.pv.clone(),
                });
                Ok(reply)
            }
        }
    }

    fn clear(&mut self) {
        if let Some(engine) = &mut self.engine {
            engine.clear();
        }
    }

    fn go_window(
        &mut self,
        excluded: &[String],
        depth: u32,
        window: (i32, i32),
        stop: Option<&AtomicBool>,
    ) -> Result<WindowReply, MoveError> {
        let excluded = excluded
            .iter()
            .map(|text| self.position.parse_move(text))
            .collect::<Result<Vec<_>, _>>()?;
        let position = self.position.clone();
        let result = self
            .engine()
            .search_window(&position, &excluded, depth, window, stop);
        Ok(WindowReply {
            mv: result.best.map(|mv| mv.to_string()),
            score: result.score,
            nodes: result.nodes,
        })
    }
}
