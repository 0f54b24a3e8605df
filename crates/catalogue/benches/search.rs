//! Search speed of every game on every board: `cargo bench -p skillgames-catalogue --bench
//! search`. Reports nodes per second of the top level's fixed-depth search from each start
//! position (the depths `skillgames bench` uses).

#![allow(missing_docs)] // criterion_group! generates an undocumented public function

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use skillgames_catalogue::{CATALOGUE, StartSession};
use skillgames_search::Go;
use std::time::Duration;

fn benches(c: &mut Criterion) {
    let mut group = c.benchmark_group("search");
    group
        .sample_size(10)
        .measurement_time(Duration::from_secs(6));
    for variant in CATALOGUE.variants() {
        let depth = variant.board().bench.search;
        let search = || {
            // A fresh session each time, so the table does not carry results over.
            let mut session = variant.session(None).expect("the start position");
            session
                .go(&Go::Depth(depth), None, &mut |_| {})
                .expect("a move")
        };
        group.throughput(Throughput::Elements(search().nodes));
        group.bench_function(format!("{variant} depth {depth}"), |b| b.iter(search));
    }
    group.finish();
}

criterion_group!(search_benches, benches);
criterion_main!(search_benches);
