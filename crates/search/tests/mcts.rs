//! The MCTS-Solver on every game: legal moves, wins in one taken (and proven) at once, forced
//! wins and losses proven as the alpha-beta search finds them, seeded determinism, and the
//! node, simulation and time limits.

use rand::{Rng, SeedableRng};
use rand_pcg::Pcg64Mcg;
use skillgames_amazons::Amazons6;
use skillgames_archimedes::Archimedes8;
use skillgames_loa::Loa;
use skillgames_search::conformance::{positions_with_a_winning_move, winning_moves};
use skillgames_search::{
    Engine, Evaluate, Limits, Mcts, MctsConfig, Proof, WIN_BOUND, conformance::random_positions,
};
use std::time::Duration;

fn solver<G: Evaluate>(seed: u64) -> Mcts<G> {
    Mcts::new(MctsConfig::default(), seed)
}

fn returns_legal_moves<G: Evaluate>() {
    for position in random_positions::<G>(3, 6) {
        let result = solver::<G>(1).search(&position, Limits::nodes(100), None);
        let best = result.best.expect("a move");
        assert!(position.is_legal(best), "{position}: {best}");
        assert_eq!(result.pv.first(), Some(&best));
        assert!((0.0..=1.0).contains(&result.value));
    }
}

fn takes_wins_in_one<G: Evaluate>() {
    let positions = positions_with_a_winning_move::<G>(7, 3);
    assert!(!positions.is_empty());
    for position in positions {
        let result = solver::<G>(1).search(&position, Limits::nodes(1000), None);
        let best = result.best.expect("a move");
        assert!(
            winning_moves(&position).contains(&best),
            "{position}: {best}"
        );
        assert_eq!(result.proof, Proof::Win);
        assert_eq!(result.simulations, 0, "proven on the root's expansion");
    }
}

fn is_deterministic<G: Evaluate>() {
    for position in random_positions::<G>(11, 3) {
        let a = solver::<G>(42).search(&position, Limits::nodes(300), None);
        let b = solver::<G>(42).search(&position, Limits::nodes(300), None);
        assert_eq!(
            (a.best, a.visits, a.pv.clone()),
            (b.best, b.visits, b.pv.clone())
        );
        assert_eq!(a.value.to_bits(), b.value.to_bits());
        assert_eq!(a.nodes, b.nodes);
        assert_eq!(a.simulations, 300);
    }
}

fn respects_limits<G: Evaluate>() {
    let position = random_positions::<G>(5, 1).remove(0);
    let mut moves = Vec::new();
    position.legal_moves(&mut moves);
    let cap = 200;
    let config = MctsConfig {
        max_nodes: cap,
        ..MctsConfig::default()
    };
    let result = Mcts::<G>::new(config, 1).search(&position, Limits::nodes(2000), None);
    assert!(
        result.nodes <= cap.max(moves.len() + 1),
        "{} nodes over a cap of {cap}",
        result.nodes
    );
    assert_eq!(
        result.simulations, 2000,
        "the search goes on when the tree is full"
    );
    // Long enough for a first play-out of a debug build on a busy machine (30 ms once gave an
    // Amazons search none, beside the browser tests).
    let time = Duration::from_millis(250);
    let result = solver::<G>(1).search(&position, Limits::time(time), None);
    assert!(result.simulations > 0);
    if result.proof == Proof::Unknown {
        assert!(
            result.elapsed >= time,
            "stopped early: {:?}",
            result.elapsed
        );
    }
    // The clock is read before every simulation, so the overrun is one play-out; the bound is
    // loose on purpose (a debug build on a busy machine), it only catches an ignored limit.
    assert!(
        result.elapsed < time + Duration::from_secs(5),
        "{:?}",
        result.elapsed
    );
    let stop = std::sync::atomic::AtomicBool::new(true);
    let result = solver::<G>(1).search(&position, Limits::nodes(1000), Some(&stop));
    assert_eq!(result.simulations, 0, "a set stop flag stops at once");
    assert!(result.best.is_some_and(|mv| position.is_legal(mv)));
}

/// Positions a few plies before the end of seeded random games that a depth-3 alpha-beta
/// search finds won or lost for the side to move (and that have no win in one).
fn decided_positions<G: Evaluate>(seed: u64, games: usize) -> Vec<(G, bool)> {
    let mut rng = Pcg64Mcg::seed_from_u64(seed);
    let mut engine = Engine::<G>::new(1, 1);
    let mut found = Vec::new();
    let mut moves = Vec::new();
    for _ in 0..games {
        let mut line = vec![G::start()];
        loop {
            let position = line.last().expect("a position").clone();
            if position.outcome().is_some() || position.ply() > 400 {
                break;
            }
            position.legal_moves(&mut moves);
            let mut next = position.clone();
            next.play_unchecked(moves[rng.random_range(0..moves.len())]);
            line.push(next);
        }
        if line.last().is_none_or(|p| p.outcome().is_none()) {
            continue;
        }
        for position in line.iter().rev().skip(2).take(3) {
            if !winning_moves(position).is_empty() {
                continue;
            }
            let score = engine
                .search(position, Limits::depth(3), None, &mut |_| {})
                .score;
            if score.abs() >= WIN_BOUND {
                found.push((position.clone(), score > 0));
            }
        }
    }
    found
}

/// Checks that the solver proves what a depth-3 search finds decided within `simulations`
/// (or, when `strict` is false, at least never proves the opposite); returns how many
/// positions it proved.
fn proves_forced_results<G: Evaluate>(games: usize, simulations: u64, strict: bool) -> usize {
    let positions = decided_positions::<G>(21, games);
    let mut proved = 0;
    for (position, won) in &positions {
        let result = solver::<G>(1).search(position, Limits::nodes(simulations), None);
        let expected = if *won { Proof::Win } else { Proof::Loss };
        if strict || result.proof != Proof::Unknown {
            assert_eq!(result.proof, expected, "{position} {result:?}");
        }
        if result.proof == Proof::Unknown {
            continue;
        }
        proved += 1;
        if *won {
            // The proven move wins: after it, the opponent is lost at depth 2.
            let mut child = position.clone();
            child.play_unchecked(result.best.expect("a move"));
            let reply = Engine::<G>::new(1, 1).search(&child, Limits::depth(2), None, &mut |_| {});
            assert!(reply.score <= -WIN_BOUND, "{position}: {:?}", result.best);
        }
    }
    proved
}

#[test]
fn lines_of_action() {
    returns_legal_moves::<Loa>();
    takes_wins_in_one::<Loa>();
    is_deterministic::<Loa>();
    respects_limits::<Loa>();
    assert!(
        proves_forced_results::<Loa>(12, 50_000, true) > 0,
        "none proved"
    );
}

#[test]
fn archimedes() {
    returns_legal_moves::<Archimedes8>();
    takes_wins_in_one::<Archimedes8>();
    is_deterministic::<Archimedes8>();
    respects_limits::<Archimedes8>();
    // Archimedes' losses in four plies (a chain of sinkings) take the solver about a million
    // simulations to prove in full (checked by hand): here it must only never contradict them.
    proves_forced_results::<Archimedes8>(4, 20_000, false);
}

#[test]
fn amazons() {
    returns_legal_moves::<Amazons6>();
    takes_wins_in_one::<Amazons6>();
    is_deterministic::<Amazons6>();
    respects_limits::<Amazons6>();
    assert!(
        proves_forced_results::<Amazons6>(6, 50_000, true) > 0,
        "none proved"
    );
}
