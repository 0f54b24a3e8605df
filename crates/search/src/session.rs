//! A game in progress behind an object-safe interface, so that the protocol and the app can
//! switch between games and board sizes at run time while each game runs its own
//! monomorphised rules and search.

use crate::engine::{Decision, Engine};
use crate::evaluate::Evaluate;
use crate::limits::Limits;
use crate::search::Info;
use crate::variant::Variant;
use skillgames_core::{
    Coord, Event, MoveError, Outcome, ParseFenError, Piece, Player, Square, perft, perft_divide,
};
use std::fmt::Write as _;
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
}

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
}

/// The computer's move and how it was found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Reply {
    /// The move, in notation.
    pub mv: String,
    /// `winning`, `random` or `searched`.
    pub decision: &'static str,
    /// Positions the search visited (0 when the move was found without one).
    pub nodes: u64,
}

/// A legal move, for drawing it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MoveInfo {
    /// Where the piece stands.
    pub from: Coord,
    /// Where it lands.
    pub to: Coord,
    /// Where its arrow lands (Amazons).
    pub arrow: Option<Coord>,
    /// Whether it captures the piece on `to` (Lines of Action).
    pub capture: bool,
    /// The move in notation.
    pub text: String,
}

/// Something a move caused, for animation and sound.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum EventInfo {
    /// Archimedes: a ship was sunk.
    Sunk {
        /// Where it stood.
        ship: Coord,
        /// Whose it was.
        owner: Player,
        /// The enemy ships that saw it.
        watchers: Vec<Coord>,
        /// 0 for the first wave of a chain reaction, 1 for the next, ...
        wave: u8,
    },
    /// Lines of Action: a piece was captured.
    Captured {
        /// Where it stood.
        square: Coord,
        /// Whose it was.
        owner: Player,
    },
}

/// A game in progress, whatever the game.
pub trait Session: Send + Sync {
    /// The game and board size.
    fn variant(&self) -> Variant;
    /// The position text.
    fn fen(&self) -> String;
    /// Replaces the position, keeping what the computer learnt.
    ///
    /// # Errors
    /// When `fen` is not a possible position of this variant; the position is then unchanged.
    fn set_position(&mut self, fen: &str) -> Result<(), ParseFenError>;
    /// Every legal move; none once the game is over.
    fn moves(&self) -> Vec<MoveInfo>;
    /// Every legal move, in notation; none once the game is over.
    fn legal_moves(&self) -> Vec<String> {
        self.moves().into_iter().map(|m| m.text).collect()
    }
    /// Plays the moves in order, all or nothing.
    ///
    /// # Errors
    /// The first move that cannot be read or played; the position is then unchanged.
    fn play(&mut self, moves: &[&str]) -> Result<(), MoveError>;
    /// Plays one move and reports what it caused (sinkings, captures).
    ///
    /// # Errors
    /// When the move cannot be read or played; the position is then unchanged.
    fn play_recording(&mut self, text: &str) -> Result<Vec<EventInfo>, MoveError>;
    /// What stands on `coord` (nothing off the board).
    fn piece_at(&self, coord: Coord) -> Option<Piece>;
    /// The number the score line shows for `player`.
    fn score_line(&self, player: Player) -> u32;
    /// A copy of the game (without the computer's memory).
    fn clone_session(&self) -> Box<dyn Session>;
    /// The result, once the game is over.
    fn outcome(&self) -> Option<Outcome>;
    /// The side to move.
    fn turn(&self) -> Player;
    /// Plies played since the start.
    fn ply(&self) -> u32;
    /// The perft count at `depth`.
    fn perft(&self, depth: u32) -> u64;
    /// The perft count below each legal move.
    fn perft_divide(&self, depth: u32) -> Vec<(String, u64)>;
    /// The names of the game's difficulty levels, easiest first.
    fn levels(&self) -> Vec<&'static str>;
    /// The computer's move (not played). Calls `on_info` with an `info ...` line after each
    /// finished search iteration.
    ///
    /// # Errors
    /// An unknown level, or a finished game.
    fn go(
        &mut self,
        request: &Go,
        stop: Option<&AtomicBool>,
        on_info: &mut dyn FnMut(String),
    ) -> Result<Reply, GoError>;
    /// Forgets what the computer learnt in earlier searches.
    fn clear(&mut self);
}

/// A [`Session`] over one game type.
pub struct GameSession<G: Evaluate> {
    variant: Variant,
    position: G,
    engine: Option<Engine<G>>,
}

impl<G: Evaluate> GameSession<G> {
    /// A session of `variant` at `position`.
    pub fn new(variant: Variant, position: G) -> Self {
        GameSession {
            variant,
            position,
            engine: None,
        }
    }

    fn engine(&mut self) -> &mut Engine<G> {
        self.engine
            .get_or_insert_with(|| Engine::new(DEFAULT_SEED, SESSION_TABLE_MEGABYTES))
    }
}

fn info_line<M: std::fmt::Display>(info: &Info<'_, M>) -> String {
    let mut line = format!(
        "info depth {} score {} nodes {} time {}",
        info.depth,
        info.score,
        info.nodes,
        info.elapsed.as_millis()
    );
    if !info.pv.is_empty() {
        line.push_str(" pv");
        for mv in info.pv {
            let _ = write!(line, " {mv}");
        }
    }
    line
}

impl<G: Evaluate> Session for GameSession<G> {
    fn variant(&self) -> Variant {
        self.variant
    }

    fn fen(&self) -> String {
        self.position.fen()
    }

    fn set_position(&mut self, fen: &str) -> Result<(), ParseFenError> {
        self.position = fen.parse()?;
        Ok(())
    }

    fn moves(&self) -> Vec<MoveInfo> {
        let mut moves = Vec::new();
        self.position.legal_moves(&mut moves);
        moves
            .into_iter()
            .map(|mv| {
                let squares = G::move_squares(mv);
                MoveInfo {
                    from: squares.from.coord(),
                    to: squares.to.coord(),
                    arrow: squares.arrow.map(Square::coord),
                    capture: squares.capture,
                    text: mv.to_string(),
                }
            })
            .collect()
    }

    fn play_recording(&mut self, text: &str) -> Result<Vec<EventInfo>, MoveError> {
        let mv = self.position.parse_move(text)?;
        let mut events = Vec::new();
        self.position.play_recording(mv, &mut events);
        Ok(events
            .into_iter()
            .map(|event| match event {
                Event::Sunk {
                    ship,
                    owner,
                    watchers,
                    wave,
                } => EventInfo::Sunk {
                    ship: ship.coord(),
                    owner,
                    watchers: watchers.into_iter().map(Square::coord).collect(),
                    wave,
                },
                Event::Captured { square, owner } => EventInfo::Captured {
                    square: square.coord(),
                    owner,
                },
            })
            .collect())
    }

    fn piece_at(&self, coord: Coord) -> Option<Piece> {
        Square::from_coord(coord).and_then(|sq| self.position.piece_at(sq))
    }

    fn score_line(&self, player: Player) -> u32 {
        self.position.score_line(player)
    }

    fn clone_session(&self) -> Box<dyn Session> {
        Box::new(GameSession::new(self.variant, self.position.clone()))
    }

    fn play(&mut self, moves: &[&str]) -> Result<(), MoveError> {
        let mut position = self.position.clone();
        for text in moves {
            let mv = position.parse_move(text)?;
            position.play_unchecked(mv);
        }
        self.position = position;
        Ok(())
    }

    fn outcome(&self) -> Option<Outcome> {
        self.position.outcome()
    }

    fn turn(&self) -> Player {
        self.position.turn()
    }

    fn ply(&self) -> u32 {
        self.position.ply()
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

    fn levels(&self) -> Vec<&'static str> {
        G::levels().iter().map(|l| l.name).collect()
    }

    fn go(
        &mut self,
        request: &Go,
        stop: Option<&AtomicBool>,
        on_info: &mut dyn FnMut(String),
    ) -> Result<Reply, GoError> {
        if self.position.outcome().is_some() {
            return Err(GoError::GameOver);
        }
        let position = self.position.clone();
        let mut report = |info: &Info<'_, G::Move>| on_info(info_line(info));
        let (mv, decision, nodes) = match request {
            Go::Level {
                name,
                movetime,
                seed,
            } => {
                let level =
                    crate::level::find(G::levels(), name).ok_or_else(|| GoError::UnknownLevel {
                        found: name.chars().take(24).collect(),
                        expected: self.levels().join(", "),
                    })?;
                let engine = self.engine();
                if let Some(seed) = seed {
                    engine.reseed(*seed);
                }
                let choice = engine
                    .choose(&position, level, *movetime, stop, &mut report)
                    .ok_or(GoError::GameOver)?;
                let decision = match choice.decision {
                    Decision::Winning => "winning",
                    Decision::Random => "random",
                    Decision::Searched => "searched",
                };
                let nodes = choice.search.as_ref().map_or(0, |search| search.nodes);
                (choice.mv, decision, nodes)
            }
            Go::Depth(depth) => {
                let result =
                    self.engine()
                        .search(&position, Limits::depth(*depth), stop, &mut report);
                (
                    result.best.ok_or(GoError::GameOver)?,
                    "searched",
                    result.nodes,
                )
            }
            Go::Nodes(nodes) => {
                let result =
                    self.engine()
                        .search(&position, Limits::nodes(*nodes), stop, &mut report);
                (
                    result.best.ok_or(GoError::GameOver)?,
                    "searched",
                    result.nodes,
                )
            }
        };
        Ok(Reply {
            mv: mv.to_string(),
            decision,
            nodes,
        })
    }

    fn clear(&mut self) {
        if let Some(engine) = &mut self.engine {
            engine.clear();
        }
    }
}
