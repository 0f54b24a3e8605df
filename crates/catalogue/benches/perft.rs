//! Perft speed of every game on every board: `cargo bench -p skillgames-catalogue --bench perft`.
//! Reports leaves per second at each board's benchmark depth (the perft targets of
//! `docs/performance.md`).

#![allow(missing_docs)] // criterion_group! generates an undocumented public function

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use skillgames_catalogue::{CATALOGUE, StartSession};
use std::time::Duration;

fn benches(c: &mut Criterion) {
    let mut group = c.benchmark_group("perft");
    group
        .sample_size(10)
        .measurement_time(Duration::from_secs(8));
    for variant in CATALOGUE.variants() {
        let depth = variant.board().bench.perft;
        let start = variant.session(None).expect("the start position");
        group.throughput(Throughput::Elements(start.perft(depth)));
        group.bench_function(format!("{variant} perft {depth}"), |b| {
            b.iter(|| start.perft(depth))
        });
    }
    group.finish();
}

criterion_group!(perft_benches, benches);
criterion_main!(perft_benches);
