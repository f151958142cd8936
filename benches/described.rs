//! Described games against hand-written ones: random playouts of the hand-written
//! `Oware` and of the library's described Oware (`variants/oware.json`, the same
//! rules) in one run, so that load affects both alike; and the described Kalah.
//! Issue 22's goal: the described Oware within 1.5× of the hand-written one
//! (docs/PERFORMANCE.md, *Described games*, has the figures).
//!
//! `cargo bench --bench described -- --warm-up-time 1 --measurement-time 3`
//!
//! Each iteration plays the same 64 games (fixed seeds) through one reused
//! [`Playout`] (the complete rules, repetition included) and reports throughput in
//! plies, so criterion's "elem/s" is plies per second.

use criterion::{black_box, criterion_group, criterion_main, Criterion, Throughput};
use sowing::described::library;
use sowing::playout::{Playout, Rng};
use sowing::{Oware, Position, Ruleset};

const GAMES: u64 = 64;

fn batch<P: Position>(playout: &mut Playout<P>, start: P) -> usize {
    (0..GAMES)
        .map(|seed| playout.run(start, &mut Rng::new(seed), 1000).plies)
        .sum()
}

fn playouts(c: &mut Criterion) {
    let described_oware = library().get("oware").expect("variants/oware.json").start();
    let kalah = library().get("kalah").expect("variants/kalah.json").start();
    let mut g = c.benchmark_group("described_playouts");
    let mut hand = Playout::new();
    g.throughput(Throughput::Elements(batch(&mut hand, Oware::start()) as u64));
    g.bench_function("oware_hand_written", |b| {
        b.iter(|| black_box(batch(&mut hand, Oware::start())))
    });
    let mut described = Playout::new();
    g.throughput(Throughput::Elements(
        batch(&mut described, described_oware) as u64
    ));
    g.bench_function("oware_described", |b| {
        b.iter(|| black_box(batch(&mut described, described_oware)))
    });
    g.throughput(Throughput::Elements(batch(&mut described, kalah) as u64));
    g.bench_function("kalah_described", |b| {
        b.iter(|| black_box(batch(&mut described, kalah)))
    });
    g.finish();
}

criterion_group!(benches, playouts);
criterion_main!(benches);
