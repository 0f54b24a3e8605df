//! An MCTS-Solver with evaluation cut-offs, generic over [`Evaluate`]: the yardstick the
//! alpha-beta levels are measured against (issue 34).
//!
//! - **Tree.** One arena `Vec` of nodes; a node's children are a contiguous index range,
//!   created together when the node is expanded (after [`EXPANSION_VISITS`] visits). Each child
//!   keeps a prior: the game's evaluation of the position it leads to, through a sigmoid to
//!   [0, 1] (the game's [`Evaluate::MCTS_EVAL_SCALE`]), counted as [`PRIOR_VISITS`] virtual
//!   visits. The arena is kept between searches (cleared, not freed) and capped at
//!   [`MctsConfig::max_nodes`]: once full, leaves are no longer expanded and the search goes on
//!   with play-outs only. A simulation allocates nothing.
//! - **Selection.** UCT: mean reward (with the prior's virtual visits) plus
//!   [`EXPLORATION`] `* sqrt(ln N / (n + 1))`; children proven lost for the side to move are
//!   never chosen.
//! - **Play-out.** At most [`PLAYOUT_PLIES`] plies, each a move that wins at once if there is
//!   one, else ε-greedy ([`PLAYOUT_EPSILON`]) over the game's move hint (captures first); then
//!   cut off and scored by the evaluation through the sigmoid.
//! - **Solver** (Winands, Björnsson and Saito, "Monte-Carlo Tree Search Solver", 2008): game
//!   ends found on expansion are proven values; a node is a proven win when any child is a
//!   proven loss for the opponent, a proven loss (or draw) when every child is proven and none
//!   is better. A proven root win is played at once; otherwise the final move is the secure
//!   child, a lower confidence bound: mean reward minus [`SECURE_A`]` / sqrt(n)` (the paper
//!   writes `v + A / sqrt(n)` with A = 1; its "secure" intent is the lower bound).
//!
//! Limits are the search's [`Limits`]: `nodes` counts simulations, `time` the wall clock (read
//! through `web-time` before every simulation: a play-out costs far more than a look at the
//! clock, and a slow one, in a debug build or on a busy machine, must not overrun), `depth` is
//! ignored; the stop flag is honoured. Under a simulation limit the result depends on the seed
//! alone.

use crate::evaluate::Evaluate;
use crate::limits::{Clock, Limits};
use rand::{Rng, SeedableRng};
use rand_pcg::Pcg64Mcg;
use skillgames_core::Outcome;
use std::sync::atomic::AtomicBool;
use std::time::Duration;

/// UCT's exploration constant C (rewards are in [0, 1]).
pub const EXPLORATION: f64 = 0.7;

/// Visits a leaf gets (play-outs from it) before its children are created.
pub const EXPANSION_VISITS: u32 = 1;

/// Virtual visits the evaluation's prior of a child counts for in its mean.
pub const PRIOR_VISITS: f64 = 2.0;

/// Plies a play-out runs before it is cut off and scored by the evaluation.
pub const PLAYOUT_PLIES: u32 = 2;

/// Chance, in a play-out, of a uniformly random move instead of one the move hint likes best.
pub const PLAYOUT_EPSILON: f64 = 0.5;

/// The secure child's margin A in `mean - A / sqrt(visits)` (after Winands et al.).
pub const SECURE_A: f64 = 1.0;

/// Nodes the tree may hold by default (about 40 bytes each).
pub const DEFAULT_MAX_NODES: usize = 1 << 21;

/// Longest principal variation reported.
const MAX_PV_LENGTH: usize = 16;

/// Index of no node (the root's parent).
const NONE: u32 = u32::MAX;

/// What is proven about a node, for the side to move there.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Proof {
    /// Not proven.
    Unknown,
    /// The side to move wins with best play.
    Win,
    /// A draw with best play.
    Draw,
    /// The side to move loses whatever it plays.
    Loss,
}

impl Proof {
    /// The proof of a finished game for `turn`, the side to move in it.
    fn of_outcome<R: Copy>(outcome: Outcome<R>, turn: skillgames_core::Player) -> Self {
        match outcome.winner() {
            Some(winner) if winner == turn => Proof::Win,
            Some(_) => Proof::Loss,
            None => Proof::Draw,
        }
    }

    /// The reward of a proven node for its side to move.
    fn reward(self) -> Option<f64> {
        match self {
            Proof::Unknown => None,
            Proof::Win => Some(1.0),
            Proof::Draw => Some(0.5),
            Proof::Loss => Some(0.0),
        }
    }

    /// `unknown`, `win`, `draw` or `loss`.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Proof::Unknown => "unknown",
            Proof::Win => "win",
            Proof::Draw => "draw",
            Proof::Loss => "loss",
        }
    }
}

/// The solver's tunable settings; [`MctsConfig::default`] uses the named constants.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct MctsConfig {
    /// UCT's exploration constant.
    pub exploration: f64,
    /// Visits before a leaf is expanded.
    pub expansion_visits: u32,
    /// Plies of a play-out before its cut-off.
    pub playout_plies: u32,
    /// Chance of a random play-out move.
    pub playout_epsilon: f64,
    /// Most nodes the tree may hold.
    pub max_nodes: usize,
}

impl Default for MctsConfig {
    fn default() -> Self {
        MctsConfig {
            exploration: EXPLORATION,
            expansion_visits: EXPANSION_VISITS,
            playout_plies: PLAYOUT_PLIES,
            playout_epsilon: PLAYOUT_EPSILON,
            max_nodes: DEFAULT_MAX_NODES,
        }
    }
}

/// What a search found.
#[derive(Clone, Debug, PartialEq)]
pub struct MctsResult<M> {
    /// The move to play; `None` only when there is no legal move.
    pub best: Option<M>,
    /// Simulations through the best move.
    pub visits: u32,
    /// The best move's mean reward for the side to move, in [0, 1] (1, 0.5 or 0 when proven).
    pub value: f64,
    /// What is proven about the root for the side to move.
    pub proof: Proof,
    /// Simulations run.
    pub simulations: u64,
    /// Nodes in the tree.
    pub nodes: usize,
    /// Time taken.
    pub elapsed: Duration,
    /// The most visited line, starting with `best`.
    pub pv: Vec<M>,
}

#[derive(Clone, Copy, Debug)]
struct Node<M> {
    /// The move from the parent (unused at the root).
    mv: Option<M>,
    /// The parent, [`NONE`] at the root.
    parent: u32,
    /// First child; meaningful once `expanded`.
    first_child: u32,
    /// Number of children.
    children: u32,
    expanded: bool,
    proof: Proof,
    /// Simulations through this node.
    visits: u32,
    /// Sum of rewards for the player who moved into this node.
    reward: f64,
    /// The evaluation's prior of this node for the player who moved into it.
    prior: f64,
}

impl<M> Node<M> {
    fn new(mv: Option<M>, parent: u32, proof: Proof, prior: f64) -> Self {
        Node {
            mv,
            parent,
            first_child: 0,
            children: 0,
            expanded: false,
            proof,
            visits: 0,
            reward: 0.0,
            prior,
        }
    }

    /// Mean reward for the mover into the node, the prior counted as virtual visits.
    fn mean(&self) -> f64 {
        (self.reward + PRIOR_VISITS * self.prior) / (f64::from(self.visits) + PRIOR_VISITS)
    }
}

/// Proves `node` from its children if they decide it; true when it is (newly or already)
/// proven.
fn update_proofs<M: Copy>(nodes: &mut [Node<M>], node: u32) -> bool {
    let current = nodes[node as usize];
    if current.proof != Proof::Unknown {
        return true;
    }
    if !current.expanded {
        return false;
    }
    let children = current.first_child..current.first_child + current.children;
    let mut all_proven = true;
    let mut any_draw = false;
    for index in children {
        match nodes[index as usize].proof {
            Proof::Loss => {
                nodes[node as usize].proof = Proof::Win;
                return true;
            }
            Proof::Draw => any_draw = true,
            Proof::Unknown => all_proven = false,
            Proof::Win => {}
        }
    }
    if all_proven {
        nodes[node as usize].proof = if any_draw { Proof::Draw } else { Proof::Loss };
    }
    all_proven
}

/// The root's child to play: a proven win at once; else the secure child among those
/// not proven lost (the most visited when every one is).
fn final_child<M>(nodes: &[Node<M>], node: u32) -> Option<u32> {
    let parent = &nodes[node as usize];
    if !parent.expanded || parent.children == 0 {
        return None;
    }
    let children = parent.first_child..parent.first_child + parent.children;
    if let Some(win) = children
        .clone()
        .find(|&i| nodes[i as usize].proof == Proof::Loss)
    {
        return Some(win);
    }
    let score = |i: u32| {
        let child = &nodes[i as usize];
        match child.proof {
            // Lost: the longest resistance, by visits.
            Proof::Win => -2.0 + f64::from(child.visits) * 1e-9,
            Proof::Draw => 0.5,
            _ if child.visits == 0 => child.prior - 1.0,
            _ => child.reward / f64::from(child.visits) - SECURE_A / f64::from(child.visits).sqrt(),
        }
    };
    children.max_by(|&a, &b| score(a).total_cmp(&score(b)).then(b.cmp(&a)))
}

/// `eval` (for the side to move) as a reward in [0, 1].
fn sigmoid<G: Evaluate>(eval: i32) -> f64 {
    1.0 / (1.0 + (-f64::from(eval) / f64::from(G::MCTS_EVAL_SCALE)).exp())
}

/// An MCTS-Solver for game `G`, with a seeded random number generator and a tree kept
/// allocated between searches.
pub struct Mcts<G: Evaluate> {
    config: MctsConfig,
    nodes: Vec<Node<G::Move>>,
    rng: Pcg64Mcg,
    /// Reused move lists: the expansion's and the play-out's.
    moves: Vec<G::Move>,
    playout_moves: Vec<G::Move>,
    /// The nodes of the current simulation, root first.
    path: Vec<u32>,
}

impl<G: Evaluate> Mcts<G> {
    /// A solver with `config` whose random choices follow `seed`.
    #[must_use]
    pub fn new(config: MctsConfig, seed: u64) -> Self {
        Mcts {
            config,
            nodes: Vec::new(),
            rng: Pcg64Mcg::seed_from_u64(seed),
            moves: Vec::new(),
            playout_moves: Vec::new(),
            path: Vec::new(),
        }
    }

    /// Restarts the random sequence from `seed`.
    pub fn reseed(&mut self, seed: u64) {
        self.rng = Pcg64Mcg::seed_from_u64(seed);
    }

    /// Searches `position` within `limits` (`nodes`: simulations; `time`), stopping early
    /// when `stop` becomes true or the root is proven.
    pub fn search(
        &mut self,
        position: &G,
        limits: Limits,
        stop: Option<&AtomicBool>,
    ) -> MctsResult<G::Move> {
        let clock = Clock::new(limits, stop);
        self.nodes.clear();
        self.nodes.push(Node::new(None, NONE, Proof::Unknown, 0.5));
        let mut simulations = 0;
        if let Some(outcome) = position.outcome() {
            self.nodes[0].proof = Proof::of_outcome(outcome, position.turn());
        } else {
            // The root is always expanded, so that a win in one is proven before any simulation.
            self.expand(0, position);
            update_proofs(&mut self.nodes, 0);
            while self.nodes[0].proof == Proof::Unknown {
                if limits.nodes.is_some_and(|limit| simulations >= limit) || clock.out_of_time() {
                    break;
                }
                self.simulate(position);
                simulations += 1;
            }
        }
        self.result(simulations, clock.elapsed())
    }

    /// One simulation: selection, expansion, play-out and backpropagation.
    fn simulate(&mut self, root: &G) {
        let mut position = root.clone();
        self.path.clear();
        self.path.push(0);
        let mut node = 0;
        loop {
            let current = self.nodes[node as usize];
            if current.proof != Proof::Unknown {
                break;
            }
            if !current.expanded {
                if current.visits < self.config.expansion_visits || !self.expand(node, &position) {
                    break;
                }
                if update_proofs(&mut self.nodes, node) {
                    // Its children decided it: back up the proof from here.
                    break;
                }
            }
            node = self.select(node);
            let mv = self.nodes[node as usize].mv.expect("a child has a move");
            position.play_unchecked(mv);
            self.path.push(node);
        }
        let leaf = &self.nodes[node as usize];
        let reward = match leaf.proof.reward() {
            Some(reward) => reward,
            None => self.playout(&mut position),
        };
        self.backpropagate(reward);
    }

    /// Creates the children of `node` at `position`; false when the tree is full.
    fn expand(&mut self, node: u32, position: &G) -> bool {
        position.legal_moves(&mut self.moves);
        if node != 0 && self.nodes.len() + self.moves.len() > self.config.max_nodes {
            return false;
        }
        let first = self.nodes.len() as u32;
        for &mv in &self.moves {
            let mut child = position.clone();
            child.play_unchecked(mv);
            let (proof, prior) = match child.outcome() {
                Some(outcome) => {
                    let proof = Proof::of_outcome(outcome, child.turn());
                    (proof, 1.0 - proof.reward().unwrap_or(0.5))
                }
                None => (Proof::Unknown, 1.0 - sigmoid::<G>(child.evaluate())),
            };
            self.nodes.push(Node::new(Some(mv), node, proof, prior));
        }
        let parent = &mut self.nodes[node as usize];
        parent.first_child = first;
        parent.children = self.moves.len() as u32;
        parent.expanded = true;
        true
    }

    /// The child of `node` that UCT picks (a child proven lost for the side to move there
    /// only when every child is).
    fn select(&self, node: u32) -> u32 {
        let parent = &self.nodes[node as usize];
        let log_visits = (f64::from(parent.visits) + 1.0).ln();
        let (first, count) = (parent.first_child, parent.children);
        let mut best = first;
        let mut best_score = f64::NEG_INFINITY;
        for index in first..first + count {
            let child = &self.nodes[index as usize];
            let score = if child.proof == Proof::Win {
                // Lost for the side to move here: chosen only if all are.
                -1.0
            } else {
                child.mean()
                    + self.config.exploration
                        * (log_visits / (f64::from(child.visits) + 1.0)).sqrt()
            };
            if score > best_score {
                best_score = score;
                best = index;
            }
        }
        best
    }

    /// Plays out from `position` (not finished) and returns the reward for its side to move.
    fn playout(&mut self, position: &mut G) -> f64 {
        let mover = position.turn();
        let reward_for_mover = |reward_for_turn: f64, position: &G| {
            if position.turn() == mover {
                reward_for_turn
            } else {
                1.0 - reward_for_turn
            }
        };
        for _ in 0..self.config.playout_plies {
            if let Some(outcome) = position.outcome() {
                let proof = Proof::of_outcome(outcome, position.turn());
                return reward_for_mover(proof.reward().unwrap_or(0.5), position);
            }
            position.legal_moves(&mut self.playout_moves);
            let turn = position.turn();
            // A move that wins at once.
            let winning = self.playout_moves.iter().any(|&mv| {
                let mut child = position.clone();
                child.play_unchecked(mv);
                child.outcome().is_some_and(|o| o.winner() == Some(turn))
            });
            if winning {
                return reward_for_mover(1.0, position);
            }
            let count = self.playout_moves.len();
            let mv = if self.rng.random_bool(self.config.playout_epsilon) {
                self.playout_moves[self.rng.random_range(0..count)]
            } else {
                // The move hint's favourite, ties broken from a random start.
                let start = self.rng.random_range(0..count);
                let mut best = self.playout_moves[start];
                let mut best_hint = position.move_hint(best);
                for offset in 1..count {
                    let mv = self.playout_moves[(start + offset) % count];
                    let hint = position.move_hint(mv);
                    if hint > best_hint {
                        best = mv;
                        best_hint = hint;
                    }
                }
                best
            };
            position.play_unchecked(mv);
        }
        match position.outcome() {
            Some(outcome) => {
                let proof = Proof::of_outcome(outcome, position.turn());
                reward_for_mover(proof.reward().unwrap_or(0.5), position)
            }
            None => reward_for_mover(sigmoid::<G>(position.evaluate()), position),
        }
    }

    /// Adds `reward` (for the side to move at the path's last node) along the path, and
    /// propagates proofs upwards.
    fn backpropagate(&mut self, reward: f64) {
        // `reward` is for the side to move at the leaf; a node keeps it for its mover.
        let mut for_mover = 1.0 - reward;
        for &node in self.path.iter().rev() {
            let node = &mut self.nodes[node as usize];
            node.visits += 1;
            node.reward += for_mover;
            for_mover = 1.0 - for_mover;
        }
        let leaf = *self.path.last().expect("the path holds the root");
        let mut node = self.nodes[leaf as usize].parent;
        while node != NONE && update_proofs(&mut self.nodes, node) {
            node = self.nodes[node as usize].parent;
        }
    }

    fn result(&self, simulations: u64, elapsed: Duration) -> MctsResult<G::Move> {
        let root = &self.nodes[0];
        let best = final_child(&self.nodes, 0);
        let mut pv = Vec::new();
        let mut node = best;
        while let Some(index) = node {
            if pv.len() >= MAX_PV_LENGTH {
                break;
            }
            pv.extend(self.nodes[index as usize].mv);
            node = final_child(&self.nodes, index);
        }
        let (visits, value) = match best {
            Some(index) => {
                let child = &self.nodes[index as usize];
                let value = match child.proof {
                    Proof::Unknown if child.visits > 0 => child.reward / f64::from(child.visits),
                    Proof::Unknown => child.prior,
                    proof => 1.0 - proof.reward().unwrap_or(0.5),
                };
                (child.visits, value)
            }
            None => (0, root.proof.reward().unwrap_or(0.5)),
        };
        MctsResult {
            best: best.and_then(|index| self.nodes[index as usize].mv),
            visits,
            value,
            proof: root.proof,
            simulations,
            nodes: self.nodes.len(),
            elapsed,
            pv,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A root (index 0) whose children have these proofs and (visits, reward sum).
    fn tree(children: &[(Proof, u32, f64)]) -> Vec<Node<u8>> {
        let mut root = Node::new(None, NONE, Proof::Unknown, 0.5);
        root.expanded = true;
        root.first_child = 1;
        root.children = children.len() as u32;
        let mut nodes = vec![root];
        for (i, &(proof, visits, reward)) in children.iter().enumerate() {
            let mut child = Node::new(Some(i as u8), 0, proof, 0.5);
            child.visits = visits;
            child.reward = reward;
            nodes.push(child);
        }
        nodes
    }

    #[test]
    fn proofs_follow_the_solver_rules() {
        use Proof::*;
        let cases = [
            (&[Unknown, Loss, Win][..], Win, true),
            (&[Win, Win][..], Loss, true),
            (&[Win, Draw][..], Draw, true),
            (&[Win, Unknown][..], Unknown, false),
            (&[Unknown][..], Unknown, false),
        ];
        for (proofs, expected, proven) in cases {
            let children: Vec<_> = proofs.iter().map(|&p| (p, 1, 0.5)).collect();
            let mut nodes = tree(&children);
            assert_eq!(update_proofs(&mut nodes, 0), proven, "{proofs:?}");
            assert_eq!(nodes[0].proof, expected, "{proofs:?}");
        }
    }

    #[test]
    fn a_proof_climbs_the_tree() {
        // Root -> a (one child: b); b's only child is lost for its side to move, so b is won,
        // a (whose only move leads to b) is lost, and the root, with a move to a, is won.
        let mut nodes = tree(&[(Proof::Unknown, 3, 1.0), (Proof::Unknown, 5, 4.0)]);
        let a = 1;
        nodes[a].expanded = true;
        nodes[a].first_child = 3;
        nodes[a].children = 1;
        let mut b = Node::new(Some(7), a as u32, Proof::Unknown, 0.5);
        b.expanded = true;
        b.first_child = 4;
        b.children = 1;
        nodes.push(b);
        nodes.push(Node::new(Some(9), 3, Proof::Loss, 1.0));
        let mut node = 3;
        while node != NONE && update_proofs(&mut nodes, node) {
            node = nodes[node as usize].parent;
        }
        assert_eq!(nodes[3].proof, Proof::Win);
        assert_eq!(nodes[a].proof, Proof::Loss);
        assert_eq!(nodes[0].proof, Proof::Win);
        // The proven win is chosen although the other child has more visits and reward.
        assert_eq!(final_child(&nodes, 0), Some(a as u32));
    }

    #[test]
    fn the_secure_child_is_chosen() {
        // Mean 0.9 over 2 visits against 0.7 over 400: the secure child is the well-tried one.
        let nodes = tree(&[(Proof::Unknown, 2, 1.8), (Proof::Unknown, 400, 280.0)]);
        assert_eq!(final_child(&nodes, 0), Some(2));
        // A child proven won for the opponent is avoided while another move remains.
        let nodes = tree(&[(Proof::Win, 500, 400.0), (Proof::Unknown, 10, 1.0)]);
        assert_eq!(final_child(&nodes, 0), Some(2));
    }

    #[test]
    fn rewards_of_proofs() {
        assert_eq!(Proof::Win.reward(), Some(1.0));
        assert_eq!(Proof::Loss.reward(), Some(0.0));
        assert_eq!(Proof::Draw.reward(), Some(0.5));
        assert_eq!(Proof::Unknown.reward(), None);
    }
}
