//! Search benchmarks: alpha-beta to a fixed depth and MCTS with a fixed number of
//! simulations, from the starting position of every game.
//!
//! `cargo bench --bench search -- --warm-up-time 1 --measurement-time 3`
//!
//! Alpha-beta: every iteration searches from the start with an empty transposition
//! table (a searcher of 2^20 entries, cleared outside the timed part), so iterations
//! are comparable. The throughput is set to the nodes one search visits (printed once
//! per game), so criterion's "elem/s" is nodes per second. MCTS: a fresh searcher with
//! the same seed per iteration, 1,000 simulations; its "elem/s" is simulations per
//! second.

use criterion::{black_box, criterion_group, criterion_main, Criterion, Throughput};
use sowing::search::{AlphaBeta, Limits, Mcts};
use sowing::{BaoKigogo, DjenonAboure, Gore, HoyitoIii, Oware, Position, Ruleset};
use std::time::{Duration, Instant};

/// Alpha-beta depth per game (in turns: an extra turn uses no depth), chosen so that
/// one search takes a few milliseconds to a few hundred on the development machine.
/// (Djenon-aboure: from depth 18 on, the search reports a win in 18 plies for South,
/// the first player, so deeper searches would measure a different workload.)
const DEPTH_GORE: u32 = 10;
const DEPTH_HOYITO: u32 = 7;
const DEPTH_DJENON: u32 = 15;
const DEPTH_BAO: u32 = 7;
const DEPTH_OWARE: u32 = 12;

const SIMULATIONS: u64 = 1_000;
const TABLE_BITS: u32 = 20;

fn alpha_beta_one<P: Position + Ruleset + 'static>(c: &mut Criterion, name: &str, depth: u32) {
    let mut ab = AlphaBeta::with_table_bits(TABLE_BITS);
    let r = ab.search(&P::start(), Limits::depth(depth));
    eprintln!(
        "alphabeta {name}: depth {} nodes {} ({:.2} ms untimed run, best {:?}, score {})",
        r.depth,
        r.nodes,
        r.elapsed.as_secs_f64() * 1000.0,
        r.best,
        r.score
    );
    assert_eq!(r.depth, depth, "{name}: the search stopped early (proven?)");
    let mut g = c.benchmark_group("search_alphabeta");
    g.sample_size(20);
    g.throughput(Throughput::Elements(r.nodes));
    g.bench_function(format!("{name}_depth_{depth}"), |b| {
        b.iter_custom(|iters| {
            let mut total = Duration::ZERO;
            for _ in 0..iters {
                ab.clear();
                let t = Instant::now();
                black_box(ab.search(black_box(&P::start()), Limits::depth(depth)));
                total += t.elapsed();
            }
            total
        })
    });
    g.finish();
}

fn mcts_one<P: Position + Ruleset + 'static>(c: &mut Criterion, name: &str) {
    let r = Mcts::new(1).search(&P::start(), Limits::nodes(SIMULATIONS));
    eprintln!(
        "mcts {name}: {} simulations ({:.2} ms untimed run, best {:?}, score {})",
        r.nodes,
        r.elapsed.as_secs_f64() * 1000.0,
        r.best,
        r.score
    );
    let mut g = c.benchmark_group("search_mcts");
    g.sample_size(10);
    g.throughput(Throughput::Elements(SIMULATIONS));
    g.bench_function(format!("{name}_{SIMULATIONS}_sims"), |b| {
        b.iter(|| {
            black_box(Mcts::new(1).search(black_box(&P::start()), Limits::nodes(SIMULATIONS)))
        })
    });
    g.finish();
}

fn alpha_beta(c: &mut Criterion) {
    alpha_beta_one::<Gore>(c, "gore", DEPTH_GORE);
    alpha_beta_one::<HoyitoIii>(c, "hoyito_iii", DEPTH_HOYITO);
    alpha_beta_one::<DjenonAboure>(c, "djenon_aboure", DEPTH_DJENON);
    alpha_beta_one::<BaoKigogo>(c, "bao_kigogo", DEPTH_BAO);
    alpha_beta_one::<Oware>(c, "oware", DEPTH_OWARE);
}

fn mcts(c: &mut Criterion) {
    mcts_one::<Gore>(c, "gore");
    mcts_one::<HoyitoIii>(c, "hoyito_iii");
    mcts_one::<DjenonAboure>(c, "djenon_aboure");
    mcts_one::<BaoKigogo>(c, "bao_kigogo");
    mcts_one::<Oware>(c, "oware");
}

criterion_group!(benches, alpha_beta, mcts);
criterion_main!(benches);
