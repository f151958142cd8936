//! Random playouts of whole games.

use criterion::{black_box, criterion_group, criterion_main, Criterion, Throughput};
use sowing::playout::{random_playout, Rng};
use sowing::{DjenonAboure, Ruleset};

fn playouts(c: &mut Criterion) {
    let mut g = c.benchmark_group("playout");
    // Plies per game vary; report per game, and print the mean plies once.
    let mut rng = Rng::new(1);
    let n = 2000;
    let plies: usize = (0..n)
        .map(|_| random_playout(DjenonAboure::start(), &mut rng, 10_000).plies)
        .sum();
    eprintln!(
        "djenon-aboure: {:.1} plies per random game",
        plies as f64 / n as f64
    );
    g.throughput(Throughput::Elements(1));
    g.bench_function("djenon-aboure", |b| {
        let mut rng = Rng::new(7);
        b.iter(|| black_box(random_playout(DjenonAboure::start(), &mut rng, 10_000)))
    });
    g.finish();
}

criterion_group!(benches, playouts);
criterion_main!(benches);
