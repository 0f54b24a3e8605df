//! Move path enumeration: the standard test of move generation.
//!
//! `perft(depth)` counts the positions reached after `depth` plies. A finished game is a leaf:
//! it counts once, at whatever depth it ends.

use crate::game::Game;

/// Counts the leaves of the game tree `depth` plies deep.
///
/// At depth 1 it asks the game for [`Game::count_legal_moves`], so games can count the last
/// ply in bulk without playing it.
#[must_use]
pub fn perft<G: Game>(position: &G, depth: u32) -> u64 {
    let mut buffers = vec![Vec::new(); depth as usize];
    count(position, depth, &mut buffers)
}

/// The perft count below each legal move, for finding where two move generators disagree.
#[must_use]
pub fn perft_divide<G: Game>(position: &G, depth: u32) -> Vec<(G::Move, u64)> {
    let mut moves = Vec::new();
    if depth == 0 || position.outcome().is_some() {
        return Vec::new();
    }
    position.legal_moves(&mut moves);
    let mut buffers = vec![Vec::new(); depth as usize];
    moves
        .into_iter()
        .map(|mv| {
            let mut child = position.clone();
            child.play_unchecked(mv);
            (mv, count(&child, depth - 1, &mut buffers))
        })
        .collect()
}

// A finished game has no legal moves, so an empty move list (or count) marks a leaf: no
// separate look at the outcome is needed.
fn count<G: Game>(position: &G, depth: u32, buffers: &mut [Vec<G::Move>]) -> u64 {
    if depth == 0 {
        return 1;
    }
    if depth == 1 {
        return position.count_legal_moves().max(1) as u64;
    }
    let Some((moves, rest)) = buffers.split_first_mut() else {
        return 1;
    };
    position.legal_moves(moves);
    if moves.is_empty() {
        return 1;
    }
    let mut total = 0;
    for &mv in moves.iter() {
        let mut child = position.clone();
        child.play_unchecked(mv);
        total += count(&child, depth - 1, rest);
    }
    total
}
