//! Perft speed: `cargo bench -p skillgames-loa`. Reports nodes (leaves) per second.

#![allow(missing_docs)] // criterion_group! generates an undocumented public function

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use skillgames_core::{Game, perft};
use skillgames_loa::Loa;
use std::hint::black_box;
use std::time::Duration;

fn benches(c: &mut Criterion) {
    let start = Loa::start();
    let mut group = c.benchmark_group("loa");
    group
        .sample_size(10)
        .measurement_time(Duration::from_secs(8));
    for depth in [4, 5] {
        group.throughput(Throughput::Elements(perft(&start, depth)));
        group.bench_function(format!("perft {depth}"), |b| {
            b.iter(|| perft(black_box(&start), depth))
        });
    }
    group.finish();
}

criterion_group!(perft_benches, benches);
criterion_main!(perft_benches);
