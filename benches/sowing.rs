//! Sowing hot loops: one lap, long relay sowings (with endless detection armed at
//! different laps, side by side), endless-sowing detection, legal-move generation.

use criterion::{black_box, criterion_group, criterion_main, Criterion};
use sowing::sow::{sow_checking_from, sow_lap, LapVerdict, SowOptions, CYCLE_CHECK_FROM};
use sowing::{Board, Circuit, DjenonAboure, Move, MoveList, Player, Position, Ruleset};

const ORIGIN_FIRST: SowOptions = SowOptions {
    origin_first: true,
    skip_origin: false,
    first_seed_to: 0,
};

/// Djenon-aboure's lap rule (rule 2): 1 ends, 2 or 4 captures, anything else relays.
fn lap_rule(board: &Board, landing: usize) -> LapVerdict {
    match board.seeds(landing) {
        1 => LapVerdict::End,
        2 | 4 => LapVerdict::Capture,
        _ => LapVerdict::Relay,
    }
}

fn board(holes: [u8; 12]) -> Board {
    let mut b = Board::two_rows(6, 0);
    for (i, n) in holes.into_iter().enumerate() {
        b.set_seeds(i, n);
    }
    b
}

fn laps(c: &mut Criterion) {
    let ring = Circuit::two_row_ring(6);
    let start = Board::two_rows(6, 4);
    c.bench_function("sow_lap/4_seeds", |b| {
        b.iter(|| {
            let mut board = start;
            black_box(sow_lap(
                &mut board,
                &ring,
                black_box(8),
                SowOptions::default(),
            ));
            board
        })
    });
    let big = board([0, 0, 0, 0, 0, 0, 24, 0, 0, 0, 0, 0]);
    c.bench_function("sow_lap/24_seeds", |b| {
        b.iter(|| {
            let mut board = big;
            black_box(sow_lap(
                &mut board,
                &ring,
                black_box(6),
                SowOptions::default(),
            ));
            board
        })
    });
}

fn relays(c: &mut Criterion) {
    let ring = Circuit::two_row_ring(6);
    // Djenon-aboure: a finite sowing of 309 laps (tests/suite/djenon_aboure.rs).
    let long = board([1, 6, 1, 4, 5, 4, 6, 5, 2, 1, 4, 8]);
    // An endless one (same file).
    let endless = board([5, 2, 3, 6, 3, 4, 2, 1, 4, 8, 1, 2]);
    // From the start, hole 8: 4 laps.
    let short = Board::two_rows(6, 4);
    let mut g = c.benchmark_group("djenon_relay");
    for (name, b0, hole) in [
        ("4_laps", short, 8),
        ("309_laps", long, 11),
        ("endless", endless, 9),
    ] {
        for check_from in [0, CYCLE_CHECK_FROM, u32::MAX] {
            if name == "endless" && check_from == u32::MAX {
                continue; // never detected without the check
            }
            let label = if check_from == u32::MAX {
                format!("{name}/no_check")
            } else {
                format!("{name}/check_from_{check_from}")
            };
            g.bench_function(label, |b| {
                b.iter(|| {
                    let mut board = b0;
                    let r = sow_checking_from(
                        &mut board,
                        &ring,
                        black_box(hole),
                        ORIGIN_FIRST,
                        check_from,
                        lap_rule,
                        &mut (),
                    );
                    black_box(r.is_ok())
                })
            });
        }
    }
    g.finish();
}

fn moves(c: &mut Criterion) {
    let start = DjenonAboure::start();
    let mid = DjenonAboure::from_parts([5, 2, 3, 6, 3, 4, 2, 1, 4, 8, 1, 2], [3, 4], Player::South)
        .unwrap();
    let mut g = c.benchmark_group("djenon_legal_moves");
    g.bench_function("start", |b| {
        let mut list = MoveList::new();
        b.iter(|| {
            black_box(&start).legal_moves(&mut list);
            list.len()
        })
    });
    g.bench_function("with_endless_sowing", |b| {
        let mut list = MoveList::new();
        b.iter(|| {
            black_box(&mid).legal_moves(&mut list);
            list.len()
        })
    });
    g.finish();
    c.bench_function("djenon_play/start_sow_8", |b| {
        b.iter(|| {
            let mut p = start;
            p.play(black_box(Move::Sow(8))).unwrap();
            p
        })
    });
    // The same move traced (24 events into a reused vector): what asking for a trace
    // costs; the untraced line above is the path every other caller takes.
    c.bench_function("djenon_play/start_sow_8_traced", |b| {
        let mut trace = Vec::with_capacity(64);
        b.iter(|| {
            let mut p = start;
            trace.clear();
            p.play_traced(black_box(Move::Sow(8)), &mut trace).unwrap();
            (p, trace.len())
        })
    });
    c.bench_function("djenon_key/start", |b| b.iter(|| black_box(&start).key()));
}

criterion_group!(benches, laps, relays, moves);
criterion_main!(benches);
