//! The computer opponent: plays a level as its data says (a move that wins at once, else
//! sometimes a random move, else a search within the level's limits).

use crate::evaluate::Evaluate;
use crate::limits::Limits;
use crate::search::{Info, SearchResult, Searcher, WindowResult};
use rand::{Rng, SeedableRng};
use rand_pcg::Pcg64Mcg;
use skillgames_play::{Level, Shape};
use std::sync::atomic::AtomicBool;

/// Chances are given in thousandths.
const PER_MILLE: u32 = 1000;

/// Why the computer chose its move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Decision {
    /// A search chose it.
    Searched,
    /// A uniformly random legal move, as the level asks for now and then.
    Random,
    /// It was the only legal move.
    Forced,
    /// It wins the game at once.
    Winning,
}

impl Decision {
    /// `searched`, `random`, `forced` or `winning`.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Decision::Searched => "searched",
            Decision::Random => "random",
            Decision::Forced => "forced",
            Decision::Winning => "winning",
        }
    }
}

/// A chosen move and how it was chosen.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Choice<M> {
    /// The move.
    pub mv: M,
    /// Why.
    pub decision: Decision,
    /// The search behind it, when there was one.
    pub search: Option<SearchResult<M>>,
}

/// A computer player for one game: a searcher plus a seeded random number generator.
pub struct Engine<G: Evaluate> {
    searcher: Searcher<G>,
    rng: Pcg64Mcg,
}

impl<G: Evaluate> Engine<G> {
    /// An engine whose random choices follow `seed`, with a transposition table of about
    /// `table_megabytes` MiB.
    #[must_use]
    pub fn new(seed: u64, table_megabytes: usize) -> Self {
        Engine {
            searcher: Searcher::new(table_megabytes),
            rng: Pcg64Mcg::seed_from_u64(seed),
        }
    }

    /// Restarts the random sequence from `seed`.
    pub fn reseed(&mut self, seed: u64) {
        self.rng = Pcg64Mcg::seed_from_u64(seed);
    }

    /// Forgets what earlier searches learnt (for a new game).
    pub fn clear(&mut self) {
        self.searcher.clear();
    }

    /// A move that ends the game at once with a win for the side to move, if any.
    #[must_use]
    pub fn winning_move(position: &G, moves: &[G::Move]) -> Option<G::Move> {
        let mover = position.turn();
        moves.iter().copied().find(|&mv| {
            let mut child = position.clone();
            child.play_unchecked(mv);
            child.outcome().is_some_and(|o| o.winner() == Some(mover))
        })
    }

    /// Chooses a move at `level`, or `None` when there is no legal move. `time` overrides the
    /// level's time budget. Stops searching early when `stop` becomes true.
    pub fn choose(
        &mut self,
        position: &G,
        level: &Level,
        time: Option<std::time::Duration>,
        stop: Option<&AtomicBool>,
        on_info: &mut dyn FnMut(&Info<'_, G::Move>),
    ) -> Option<Choice<G::Move>> {
        if position.outcome().is_some() {
            return None;
        }
        let mut moves = Vec::new();
        position.legal_moves(&mut moves);
        // The random draw below happens whether or not the move is forced, so that a game
        // replays the same under a seed.
        let forced = moves.len() == 1;
        if let Some(mv) = Self::winning_move(position, &moves) {
            return Some(Choice {
                mv,
                decision: Decision::Winning,
                search: None,
            });
        }
        if self.rng.random_range(0..PER_MILLE) < level.random_per_mille {
            let mv = *moves.get(self.rng.random_range(0..moves.len()))?;
            return Some(Choice {
                mv,
                decision: if forced {
                    Decision::Forced
                } else {
                    Decision::Random
                },
                search: None,
            });
        }
        let limits = Limits {
            depth: Some(level.depth),
            nodes: None,
            time: Some(time.unwrap_or(level.time)),
        };
        let result = self
            .searcher
            .search(position, limits, level.shape(), stop, on_info);
        Some(Choice {
            mv: result.best?,
            decision: if forced {
                Decision::Forced
            } else {
                Decision::Searched
            },
            search: Some(result),
        })
    }

    /// The full-strength search (the top level's shape: its widths and quiescence) within
    /// `limits`, with no randomness and no winning-move shortcut (for analysis, tests and
    /// tuning).
    pub fn search(
        &mut self,
        position: &G,
        limits: Limits,
        stop: Option<&AtomicBool>,
        on_info: &mut dyn FnMut(&Info<'_, G::Move>),
    ) -> SearchResult<G::Move> {
        let shape = G::levels().last().map_or(Shape::FULL_WIDTH, Level::shape);
        self.searcher.search(position, limits, shape, stop, on_info)
    }

    /// The full-strength search's tree (as [`Engine::search`]) over every legal move but
    /// `excluded`, to `depth`, within `window` (`alpha`, `beta`): see
    /// [`Searcher::search_window`].
    pub fn search_window(
        &mut self,
        position: &G,
        excluded: &[G::Move],
        depth: u32,
        window: (i32, i32),
        stop: Option<&AtomicBool>,
    ) -> WindowResult<G::Move> {
        let shape = G::levels().last().map_or(Shape::FULL_WIDTH, Level::shape);
        self.searcher
            .search_window(position, excluded, depth, shape, window, stop)
    }
}
