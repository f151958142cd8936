//! Oware benchmarks: whole random games (the speed race's workload), legal moves and
//! single moves.
//!
//! `cargo bench --bench oware -- --warm-up-time 1 --measurement-time 3`
//!
//! The playout benchmarks play a fixed batch of games (fixed seeds) per iteration and
//! report throughput in plies, so criterion's "elem/s" is plies per second.

use criterion::{black_box, criterion_group, criterion_main, Criterion, Throughput};
use sowing::playout::{random_playout, Rng};
use sowing::{Move, MoveList, Oware, Position, Ruleset};

const GAMES: u64 = 64;

/// Whole games through `random_playout`, which plays Oware through a `Game` so that
/// the repetition rule (rule 7) applies: the complete rules, as in the cross-check.
fn batch_with_history() -> usize {
    (0..GAMES)
        .map(|seed| random_playout(Oware::start(), &mut Rng::new(seed), usize::MAX).plies)
        .sum()
}

/// The same kind of games on bare positions (no history, so no repetition rule; games
/// that would have ended by repetition run on to the ply limit of 1000).
fn batch_bare() -> usize {
    let mut moves = MoveList::new();
    let mut plies = 0;
    for seed in 0..GAMES {
        let mut rng = Rng::new(seed);
        let mut pos = Oware::start();
        let mut n = 0;
        while n < 1000 && !pos.is_over() {
            pos.legal_moves(&mut moves);
            pos.play(moves[rng.below(moves.len())]).unwrap();
            n += 1;
        }
        plies += n;
    }
    plies
}

fn playouts(c: &mut Criterion) {
    let mut g = c.benchmark_group("oware_playouts");
    g.throughput(Throughput::Elements(batch_with_history() as u64));
    g.bench_function("64_random_games_through_game", |b| {
        b.iter(|| black_box(batch_with_history()))
    });
    g.throughput(Throughput::Elements(batch_bare() as u64));
    g.bench_function("64_random_games_bare_positions", |b| {
        b.iter(|| black_box(batch_bare()))
    });
    g.finish();
}

fn moves(c: &mut Criterion) {
    let start = Oware::start();
    c.bench_function("oware_legal_moves_start", |b| {
        let mut moves = MoveList::new();
        b.iter(|| {
            black_box(&start).legal_moves(&mut moves);
            black_box(moves.len())
        })
    });
    c.bench_function("oware_key_start", |b| b.iter(|| black_box(&start).key()));
    c.bench_function("oware_play_start_sow_9", |b| {
        b.iter(|| {
            let mut p = *black_box(&start);
            p.play(black_box(Move::Sow(9))).unwrap();
            p
        })
    });
}

criterion_group!(benches, playouts, moves);
criterion_main!(benches);
