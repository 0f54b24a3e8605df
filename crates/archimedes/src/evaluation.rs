//! Archimedes: the evaluation and the difficulty levels.
//!
//! The evaluation counts, for the side to move and its opponent: the fleets (on the larger
//! boards weighted more as the 50-ply quiet limit nears, since the larger fleet then wins),
//! ships watched by two enemies (one more watcher sinks them; worth more to the side to move,
//! which acts first), ships watched by one, open lines (directions a future watcher could use;
//! a friendly ship or the board edge shields), and mobility. Units: a ship is worth [`SHIP`].
//!
//! A position is first measured ([`measure`]), then weighed ([`weigh`]) by its board's
//! [`Weights`] ([`weights_of`]), so that a tuner (`examples/tune_archimedes.rs`) can fit them
//! to self-play results.
//!
//! ```
//! use skillgames_archimedes::Archimedes;
//! use skillgames_archimedes::evaluation::{measure, weigh, weights_of};
//! use skillgames_core::{Board8, Game};
//! use skillgames_search::Evaluate;
//!
//! let start = Archimedes::<Board8>::start();
//! let features = measure(&start);
//! assert_eq!(features.us.ships, features.them.ships);
//! assert_eq!(weigh(&features, weights_of(8)), start.evaluate());
//! ```
//!
//! The noisy moves are the sinkings: the hard and crazy levels search them past their horizon
//! (quiescence search), and every searching level tries them first.

use crate::levels::LEVELS;
pub use crate::levels::SHIP;
use crate::{Archimedes, Move, QUIET_LIMIT, WATCHERS_TO_SINK};
use skillgames_core::{Bitboard, Game, Geometry, Player};
use skillgames_play::Level;
use skillgames_search::Evaluate;

/// The weights of the evaluation's terms (a ship, [`SHIP`], is the unit and is not weighed).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Weights {
    /// How much more the fleet difference weighs at the quiet limit than after a sinking, in
    /// percent: near the limit, being ahead is close to winning.
    pub quiet_urgency_percent: i32,
    /// An enemy ship watched by two of ours when we are to move: a third watcher sinks it.
    pub threat_to_move: i32,
    /// One of our ships watched by two enemies when we are to move: we still have time to react.
    pub threatened_to_move: i32,
    /// A ship watched by exactly one enemy ship.
    pub watched_once: i32,
    /// Each direction in which a ship sees an enemy or open water (no shield).
    pub open_line: i32,
    /// Each square a fleet can sail to.
    pub mobility: i32,
}

/// The hand-set weights, played on 8x8 and 10x10.
pub const WEIGHTS: Weights = Weights {
    quiet_urgency_percent: 60,
    threat_to_move: 380,
    threatened_to_move: 180,
    watched_once: 45,
    open_line: 14,
    mobility: 3,
};

/// The weights fitted to depth-4 self-play on 6x6 (`examples/tune_archimedes.rs`): the fleets
/// weigh the same however near the quiet limit, threats to either side about alike, and
/// mobility four times the hand-set weight.
pub const WEIGHTS_6: Weights = Weights {
    quiet_urgency_percent: 0,
    threat_to_move: 253,
    threatened_to_move: 252,
    watched_once: 56,
    open_line: 7,
    mobility: 13,
};

/// The weights a board of `size` squares a side plays with.
#[must_use]
pub const fn weights_of(size: u8) -> &'static Weights {
    match size {
        6 => &WEIGHTS_6,
        // The 8x8 fit lost its match and the 10x10 fit did not predict held-out games any
        // better (`docs/strength.md`).
        _ => &WEIGHTS,
    }
}

/// Per-fleet counts the evaluation weighs.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct FleetFeatures {
    /// Ships afloat.
    pub ships: i32,
    /// Ships watched by two enemy ships (one more sinks them).
    pub watched_twice: i32,
    /// Ships watched by exactly one enemy ship.
    pub watched_once: i32,
    /// Directions in which a ship has no friendly shield, over the fleet.
    pub open_lines: i32,
    /// Squares the fleet can sail to.
    pub mobility: i32,
}

/// What the evaluation weighs in a position: each fleet's counts, from the side to move's
/// view, and how near the quiet limit the game is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Features {
    /// The side to move's fleet.
    pub us: FleetFeatures,
    /// The other fleet.
    pub them: FleetFeatures,
    /// Plies since the last sinking, at most the quiet limit.
    pub quiet: i32,
}

fn fleet<G: Geometry>(position: &Archimedes<G>, player: Player) -> FleetFeatures {
    let occupied = position.occupied();
    let own = position.ships(player);
    let enemy = position.ships(player.opponent());
    let mut f = FleetFeatures {
        ships: own.count() as i32,
        ..FleetFeatures::default()
    };
    for ship in own {
        let attacks = Bitboard::queen_attacks(ship, occupied);
        let watchers = (attacks & enemy).count() as i32;
        match watchers {
            0 => {}
            1 => f.watched_once += 1,
            _ => f.watched_twice += 1,
        }
        let directions = Bitboard::neighbours(ship).count() as i32;
        f.open_lines += directions - (attacks & own).count() as i32;
        f.mobility += (attacks - occupied).count() as i32;
    }
    f
}

/// Counts what the evaluation weighs in `position`.
#[must_use]
pub fn measure<G: Geometry>(position: &Archimedes<G>) -> Features {
    Features {
        us: fleet(position, position.turn()),
        them: fleet(position, position.turn().opponent()),
        quiet: position.quiet().min(QUIET_LIMIT) as i32,
    }
}

/// The value of measured `features` for the side to move under `weights`.
#[must_use]
pub fn weigh(features: &Features, weights: &Weights) -> i32 {
    let (us, them) = (&features.us, &features.them);
    let urgency = 100 + weights.quiet_urgency_percent * features.quiet / QUIET_LIMIT as i32;
    (us.ships - them.ships) * SHIP * urgency / 100 + them.watched_twice * weights.threat_to_move
        - us.watched_twice * weights.threatened_to_move
        + (them.watched_once - us.watched_once) * weights.watched_once
        + (them.open_lines - us.open_lines) * weights.open_line
        + (us.mobility - them.mobility) * weights.mobility
}

/// Whether `mv` (by the side owning `own`) leaves one of the enemy ships in `short`, each
/// watched by one ship fewer than sinks it, watched by enough to sink.
///
/// A move sinks an enemy ship exactly when it does so at once: later waves of a chain only
/// remove ships, and an enemy ship that loses one of ours from view sees at most one other
/// ship in its place, so it never gains a watcher from them.
fn completes_a_watch<G: Geometry>(
    short: Bitboard<G>,
    own: Bitboard<G>,
    occupied: Bitboard<G>,
    mv: Move<G>,
) -> bool {
    let moved = Bitboard::from_square(mv.from) | Bitboard::from_square(mv.to);
    let own = own ^ moved;
    let occupied = occupied ^ moved;
    short.into_iter().any(|ship| {
        // A ship sees what it saw unless the move starts or ends on one of its lines.
        !(Bitboard::queen_attacks(ship, Bitboard::EMPTY) & moved).is_empty()
            && (Bitboard::visible(ship, occupied) & own).count() >= WATCHERS_TO_SINK
    })
}

impl<G: Geometry> Archimedes<G> {
    /// Calls `sink` with each move that sinks at least one enemy ship, in generation order.
    ///
    /// One move adds at most one watcher to an enemy ship (the moved ship, or the ship it
    /// uncovers, but a watcher that moves away also stops watching), so only enemy ships
    /// watched by exactly two of ours can sink, and only by a ship landing on one of their open
    /// lines or by one of their watchers moving. A move sinks an enemy ship exactly when it
    /// completes such a watch at once (later waves only follow from earlier sinkings), so
    /// [`completes_a_watch`] decides without playing the move.
    fn for_each_sinking(&self, mut sink: impl FnMut(Move<G>)) {
        if self.outcome().is_some() {
            return;
        }
        let us = self.turn();
        let (own, enemy) = (self.ships(us), self.ships(us.opponent()));
        let occupied = self.occupied();
        let (mut landing, mut movers) = (Bitboard::<G>::EMPTY, Bitboard::<G>::EMPTY);
        let mut short = Bitboard::<G>::EMPTY;
        for ship in enemy {
            let watchers = Bitboard::visible(ship, occupied) & own;
            if watchers.count() + 1 == WATCHERS_TO_SINK {
                landing |= Bitboard::queen_moves(ship, occupied);
                movers |= watchers;
                short.insert(ship);
            }
        }
        if movers.is_empty() {
            return; // no enemy ship is one watcher short of sinking
        }
        for from in own {
            let targets = Bitboard::queen_moves(from, occupied);
            let candidates = if movers.contains(from) {
                targets
            } else {
                targets & landing
            };
            for to in candidates {
                let mv = Move { from, to };
                if completes_a_watch(short, own, occupied, mv) {
                    sink(mv);
                }
            }
        }
    }
}

impl<G: Geometry> Evaluate for Archimedes<G> {
    const HISTORY_SLOTS: usize = skillgames_core::MAX_SQUARES * skillgames_core::MAX_SQUARES;
    /// The MCTS-Solver's sigmoid scale (a guess, not tuned yet).
    const MCTS_EVAL_SCALE: i32 = SHIP / 2;

    fn evaluate(&self) -> i32 {
        weigh(&measure(self), weights_of(G::SIZE))
    }

    fn history_slot(mv: Move<G>) -> usize {
        mv.from.index() * skillgames_core::MAX_SQUARES + mv.to.index()
    }

    /// The moves that sink at least one enemy ship, most sinkings first: each is played, to
    /// count what it sinks.
    fn noisy_moves(&self, moves: &mut Vec<Move<G>>) {
        moves.clear();
        let enemy = self.turn().opponent();
        let before = self.ships(enemy).count();
        let mut sinking: Vec<(u32, Move<G>)> = Vec::new();
        self.for_each_sinking(|mv| {
            let mut child = self.clone();
            child.play_unchecked(mv);
            sinking.push((before - child.ships(enemy).count(), mv));
        });
        sinking.sort_by_key(|&(sunk, _)| std::cmp::Reverse(sunk));
        moves.extend(sinking.into_iter().map(|(_, mv)| mv));
    }

    /// The same moves, none played: the main search only asks whether a move sinks.
    fn noisy_moves_unordered(&self, moves: &mut Vec<Move<G>>) {
        moves.clear();
        self.for_each_sinking(|mv| moves.push(mv));
    }

    /// The evaluation weighs the fleets by the quiet count, and the quiet rule ends the game:
    /// positions with other quiet counts have other values.
    fn table_key(&self) -> u64 {
        self.zobrist() ^ skillgames_core::zobrist::counter_key(self.quiet())
    }

    fn levels() -> &'static [Level] {
        &LEVELS
    }
}
