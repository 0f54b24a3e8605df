//! Perft speed: `cargo bench -p skillgames-amazons`. Reports nodes (leaves) per second.

#![allow(missing_docs)] // criterion_group! generates an undocumented public function

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use skillgames_amazons::{Amazons6, Amazons8, Amazons10};
use skillgames_core::{Game, perft};
use std::hint::black_box;
use std::time::Duration;

fn bench<G: Game>(c: &mut Criterion, name: &str, depth: u32) {
    let start = G::start();
    let mut group = c.benchmark_group("amazons");
    group
        .sample_size(10)
        .measurement_time(Duration::from_secs(8));
    group.throughput(Throughput::Elements(perft(&start, depth)));
    group.bench_function(format!("{name} perft {depth}"), |b| {
        b.iter(|| perft(black_box(&start), depth))
    });
    group.finish();
}

fn benches(c: &mut Criterion) {
    bench::<Amazons6>(c, "6x6", 3);
    bench::<Amazons8>(c, "8x8", 3);
    bench::<Amazons10>(c, "10x10", 2);
}

criterion_group!(perft_benches, benches);
criterion_main!(perft_benches);
