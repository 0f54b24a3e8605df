//! Search speed: `cargo bench -p skillgames-search`. Reports nodes per second of a fixed-depth
//! search from each start position.

#![allow(missing_docs)] // criterion_group! generates an undocumented public function

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use skillgames_amazons::{Amazons6, Amazons8, Amazons10};
use skillgames_archimedes::{Archimedes6, Archimedes8, Archimedes10};
use skillgames_loa::Loa;
use skillgames_search::{Engine, Evaluate, Limits};
use std::time::Duration;

fn bench<G: Evaluate>(c: &mut Criterion, name: &str, depth: u32) {
    let start = G::start();
    let nodes = Engine::<G>::new(1, 16)
        .search(&start, Limits::depth(depth), None, &mut |_| {})
        .nodes;
    let mut group = c.benchmark_group("search");
    group
        .sample_size(10)
        .measurement_time(Duration::from_secs(6));
    group.throughput(Throughput::Elements(nodes));
    group.bench_function(format!("{name} depth {depth}"), |b| {
        // A fresh engine each time, so the table does not carry results over.
        b.iter(|| Engine::<G>::new(1, 16).search(&start, Limits::depth(depth), None, &mut |_| {}))
    });
    group.finish();
}

fn benches(c: &mut Criterion) {
    bench::<Archimedes6>(c, "archimedes 6x6", 4);
    bench::<Archimedes8>(c, "archimedes 8x8", 4);
    bench::<Archimedes10>(c, "archimedes 10x10", 3);
    bench::<Amazons6>(c, "amazons 6x6", 3);
    bench::<Amazons8>(c, "amazons 8x8", 2);
    bench::<Amazons10>(c, "amazons 10x10", 2);
    bench::<Loa>(c, "loa", 5);
}

criterion_group!(search_benches, benches);
criterion_main!(search_benches);
