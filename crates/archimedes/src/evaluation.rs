//! Archimedes: the evaluation and the difficulty levels.
//!
//! The evaluation counts, for the side to move and its opponent: the fleets (weighted more as
//! the 50-ply quiet limit nears, since the larger fleet then wins), ships watched by two
//! enemies (one more watcher sinks them; worth more to the side to move, which acts first),
//! ships watched by one, open lines (directions a future watcher could use; a friendly ship
//! or the board edge shields), and mobility. Units: a ship is worth [`SHIP`].
//!
//! The noisy moves are the sinkings: the hard and crazy levels search them past their horizon
//! (quiescence search), and every searching level tries them first.

use crate::levels::LEVELS;
pub use crate::levels::SHIP;
use crate::{Archimedes, Move, QUIET_LIMIT, WATCHERS_TO_SINK};
use skillgames_core::{Bitboard, Game, Geometry, Player};
use skillgames_play::Level;
use skillgames_search::Evaluate;

/// How much more the fleet difference weighs at the quiet limit than after a sinking, in
/// percent: near the limit, being ahead is close to winning.
const QUIET_URGENCY_PERCENT: i32 = 60;
/// An enemy ship watched by two of ours when we are to move: a third watcher sinks it.
const THREAT_TO_MOVE: i32 = 380;
/// One of our ships watched by two enemies when we are to move: we still have time to react.
const THREATENED_TO_MOVE: i32 = 180;
/// A ship watched by exactly one enemy ship.
const WATCHED_ONCE: i32 = 45;
/// Each direction in which a ship sees an enemy or open water (no shield).
const OPEN_LINE: i32 = 14;
/// Each square a fleet can sail to.
const MOBILITY: i32 = 3;

/// Per-fleet counts the evaluation weighs.
#[derive(Default)]
struct FleetFeatures {
    ships: i32,
    watched_twice: i32,
    watched_once: i32,
    open_lines: i32,
    mobility: i32,
}

fn features<G: Geometry>(position: &Archimedes<G>, player: Player) -> FleetFeatures {
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

impl<G: Geometry> Evaluate for Archimedes<G> {
    const HISTORY_SLOTS: usize = skillgames_core::MAX_SQUARES * skillgames_core::MAX_SQUARES;
    /// The MCTS-Solver's sigmoid scale (a guess, not tuned yet).
    const MCTS_EVAL_SCALE: i32 = SHIP / 2;

    fn evaluate(&self) -> i32 {
        let us = features(self, self.turn());
        let them = features(self, self.turn().opponent());
        let quiet = self.quiet().min(QUIET_LIMIT) as i32;
        let urgency = 100 + QUIET_URGENCY_PERCENT * quiet / QUIET_LIMIT as i32;
        (us.ships - them.ships) * SHIP * urgency / 100 + them.watched_twice * THREAT_TO_MOVE
            - us.watched_twice * THREATENED_TO_MOVE
            + (them.watched_once - us.watched_once) * WATCHED_ONCE
            + (them.open_lines - us.open_lines) * OPEN_LINE
            + (us.mobility - them.mobility) * MOBILITY
    }

    fn history_slot(mv: Move<G>) -> usize {
        mv.from.index() * skillgames_core::MAX_SQUARES + mv.to.index()
    }

    /// The moves that sink at least one enemy ship, most sinkings first.
    ///
    /// One move adds at most one watcher to an enemy ship (the moved ship, or the ship it
    /// uncovers, but a watcher that moves away also stops watching), so only enemy ships
    /// watched by exactly two of ours can sink, and only by a ship landing on one of their open
    /// lines or by one of their watchers moving. Those candidates are played to confirm.
    fn noisy_moves(&self, moves: &mut Vec<Move<G>>) {
        moves.clear();
        if self.outcome().is_some() {
            return;
        }
        let us = self.turn();
        let (own, enemy) = (self.ships(us), self.ships(us.opponent()));
        let occupied = self.occupied();
        let (mut landing, mut movers) = (Bitboard::<G>::EMPTY, Bitboard::<G>::EMPTY);
        for ship in enemy {
            let watchers = Bitboard::visible(ship, occupied) & own;
            if watchers.count() + 1 == WATCHERS_TO_SINK {
                landing |= Bitboard::queen_moves(ship, occupied);
                movers |= watchers;
            }
        }
        if movers.is_empty() {
            return; // no enemy ship is one watcher short of sinking
        }
        let before = enemy.count();
        let mut sinking: Vec<(u32, Move<G>)> = Vec::new();
        for from in own {
            let targets = Bitboard::queen_moves(from, occupied);
            let candidates = if movers.contains(from) {
                targets
            } else {
                targets & landing
            };
            for to in candidates {
                let mv = Move { from, to };
                let mut child = self.clone();
                child.play_unchecked(mv);
                let sunk = before - child.ships(us.opponent()).count();
                if sunk > 0 {
                    sinking.push((sunk, mv));
                }
            }
        }
        sinking.sort_by_key(|&(sunk, _)| std::cmp::Reverse(sunk));
        moves.extend(sinking.into_iter().map(|(_, mv)| mv));
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
