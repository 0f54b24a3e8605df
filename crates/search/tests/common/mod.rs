//! Helpers shared by the search tests: seeded random positions and colour mirrors.

#![allow(dead_code)] // each test file uses its own subset

use rand::{Rng, SeedableRng};
use rand_pcg::Pcg64Mcg;
use skillgames_core::{Bitboard, Game, Setup, Square};

/// Plies after which a random game is abandoned and a new one started (Lines of Action ends
/// in a draw at ply 300; the mirror needs one more ply to spare).
const MAX_PLAYOUT_PLIES: u32 = 200;

/// `count` positions (not finished) taken from seeded uniformly random games from the start.
pub(crate) fn random_positions<G: Game>(seed: u64, count: usize) -> Vec<G> {
    let mut rng = Pcg64Mcg::seed_from_u64(seed);
    let mut positions = Vec::with_capacity(count);
    let mut moves = Vec::new();
    while positions.len() < count {
        let mut position = G::start();
        while position.outcome().is_none()
            && position.ply() < MAX_PLAYOUT_PLIES
            && positions.len() < count
        {
            positions.push(position.clone());
            position.legal_moves(&mut moves);
            let mv = moves[rng.random_range(0..moves.len())];
            position.play_unchecked(mv);
        }
    }
    positions
}

/// Positions from seeded random games where the side to move has a move that wins at once,
/// up to `count` of them (at most one per game).
pub(crate) fn positions_with_a_winning_move<G: Game>(seed: u64, count: usize) -> Vec<G> {
    let mut rng = Pcg64Mcg::seed_from_u64(seed);
    let mut found = Vec::new();
    let mut moves = Vec::new();
    for _ in 0..count * 20 {
        if found.len() >= count {
            break;
        }
        let mut position = G::start();
        while position.outcome().is_none() && position.ply() < MAX_PLAYOUT_PLIES {
            position.legal_moves(&mut moves);
            if let Some(mv) = winning_moves(&position).first() {
                assert!(position.is_legal(*mv));
                found.push(position.clone());
                break;
            }
            let mv = moves[rng.random_range(0..moves.len())];
            position.play_unchecked(mv);
        }
    }
    found
}

/// Every move that ends the game at once with a win for the side to move (found by playing
/// them all, independently of the engine).
pub(crate) fn winning_moves<G: Game>(position: &G) -> Vec<G::Move> {
    let mut moves = Vec::new();
    position.legal_moves(&mut moves);
    moves.retain(|&mv| {
        let mut child = position.clone();
        child.play_unchecked(mv);
        child
            .outcome()
            .is_some_and(|o| o.winner() == Some(position.turn()))
    });
    moves
}

/// The colour mirror of `position`: the board turned half a turn, the colours swapped, and the
/// other side to move (one more ply played, so that the ply count still says whose turn it
/// is). It is the same position for the other colour, so its evaluation for the side to move
/// is the same.
pub(crate) fn mirror<G: Game>(position: &G) -> G {
    let setup = position.setup();
    let turn = |b: Bitboard<G::Geometry>| -> Bitboard<G::Geometry> {
        b.into_iter().map(Square::flip).collect()
    };
    let mirrored = Setup {
        stones: [turn(setup.stones[1]), turn(setup.stones[0])],
        arrows: turn(setup.arrows),
        turn: setup.turn.opponent(),
        quiet: setup.quiet,
        ply: setup.ply + 1,
    };
    G::from_setup(mirrored).expect("the mirror of a position is a position")
}
