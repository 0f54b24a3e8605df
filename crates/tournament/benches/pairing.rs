//! How long a Swiss round of a thousand players and an arena wave of five hundred take to pair:
//! `cargo bench -p skillgames-tournament --bench pairing` (the figures of `docs/performance.md`).

#![allow(missing_docs)] // criterion_group! generates an undocumented public function

use criterion::{Criterion, criterion_group, criterion_main};
use skillgames_online::Colour;
use skillgames_tournament::arena::{self, Waiting};
use skillgames_tournament::swiss::{SwissEntrant, pair_round, record_round};
use skillgames_tournament::{EntrantId, PlayerResult};

/// A thousand players after `rounds` rounds paired by the crate, the results by a fixed rule
/// (the higher rating wins, one game in five drawn).
fn swiss_field(players: i64, rounds: usize) -> Vec<SwissEntrant> {
    let mut field: Vec<SwissEntrant> = (0..players)
        .map(|id| {
            SwissEntrant::new(
                EntrantId(id),
                1000 + i32::try_from((id * 7919) % 1500).unwrap(),
            )
        })
        .collect();
    for round in 0..rounds {
        let pairing = pair_round(&field).unwrap();
        let ratings: std::collections::HashMap<EntrantId, i32> =
            field.iter().map(|e| (e.entrant, e.rating)).collect();
        record_round(&mut field, &pairing, |board, pair| {
            if (board + round) % 5 == 0 {
                PlayerResult::Draw
            } else if ratings[&pair.white] >= ratings[&pair.black] {
                PlayerResult::Win
            } else {
                PlayerResult::Loss
            }
        });
    }
    field
}

fn pairing(c: &mut Criterion) {
    let fresh = swiss_field(1000, 0);
    c.bench_function("swiss: round 1 of 1,000 players", |b| {
        b.iter(|| pair_round(&fresh).unwrap())
    });
    let later = swiss_field(1000, 6);
    c.bench_function("swiss: round 7 of 1,000 players", |b| {
        b.iter(|| pair_round(&later).unwrap())
    });
    let waiting: Vec<Waiting> = (0..500)
        .map(|i| Waiting {
            entrant: EntrantId(i),
            rank: usize::try_from(i).unwrap(),
            last_opponent: Some(EntrantId(i ^ 1)),
            colour_balance: i32::try_from(i % 3).unwrap() - 1,
            last_colour: Some(if i % 2 == 0 {
                Colour::White
            } else {
                Colour::Black
            }),
        })
        .collect();
    c.bench_function("arena: a wave of 500 free players", |b| {
        b.iter(|| arena::pair(&waiting, true))
    });
}

criterion_group!(benches, pairing);
criterion_main!(benches);
