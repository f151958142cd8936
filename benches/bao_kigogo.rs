//! Bao Kigogo benchmarks: long relays around a loop, endless-sowing detection,
//! legal-move generation, and random playouts of whole games (through `Game`, which
//! the repetition rule needs).

use criterion::{black_box, criterion_group, criterion_main, Criterion};
use sowing::games::bao_kigogo::{BaoKigogoOptions, Direction};
use sowing::playout::{random_playout, Rng};
use sowing::{BaoKigogo, Move, MoveList, Player, Position, Ruleset};

fn with_south(south: &[(usize, u8)], to_move: Player) -> BaoKigogo {
    let mut holes = [0u8; 48];
    holes[0] = 2; // North keeps a move
    for &(h, n) in south {
        holes[h] = n;
    }
    BaoKigogo::from_parts(holes, to_move, Direction::CounterClockwise).unwrap()
}

/// A position from a random counter-clockwise game (seed 879, ply 48) where South's
/// hole 32 sows for ever (a 220-lap cycle) and other sowings are legal.
fn with_endless_sowing() -> BaoKigogo {
    serde_json::from_str(
        r#"{"game":"bao-kigogo","options":{"direction":"counter-clockwise"},"rows":4,"cols":12,
        "holes":[0,0,0,1,0,1,0,1,1,0,2,1, 4,0,1,0,3,2,3,1,1,0,1,0,
                 0,1,0,1,2,1,2,0,2,1,2,5, 1,0,3,0,1,0,1,2,1,2,1,0],
        "owners":["north","north","north","north","north","north","north","north","north","north","north","north",
                  "north","north","north","north","north","north","north","north","north","north","north","north",
                  "south","south","south","south","south","south","south","south","south","south","south","south",
                  "south","south","south","south","south","south","south","south","south","south","south","south"],
        "captured":{"south":23,"north":17},"to_move":"south","result":null}"#,
    )
    .unwrap()
}

fn relays(c: &mut Criterion) {
    let mut g = c.benchmark_group("bao_kigogo_relay");
    // 25 seeds from hole 40: one lap round the loop, then 12 relays of 2 (13 laps).
    let lap25 = with_south(&[(40, 25)], Player::South);
    g.bench_function("25_seeds_13_laps", |b| {
        b.iter(|| {
            let mut p = black_box(lap25);
            p.play(Move::Sow(40)).unwrap()
        })
    });
    // The first move 25 from the start: 9 laps of 3 round South's loop.
    let start = BaoKigogo::start();
    g.bench_function("start_move_25_9_laps", |b| {
        b.iter(|| {
            let mut p = black_box(start);
            p.play(Move::Sow(25)).unwrap()
        })
    });
    // A refused endless sowing: detection of a 220-lap cycle.
    let endless = with_endless_sowing();
    g.bench_function("endless_220_lap_cycle_refused", |b| {
        b.iter(|| {
            let mut p = black_box(endless);
            p.play(Move::Sow(32)).unwrap_err()
        })
    });
    g.finish();
}

fn legal_moves(c: &mut Criterion) {
    let mut g = c.benchmark_group("bao_kigogo_legal_moves");
    let start = BaoKigogo::start();
    let mut moves = MoveList::new();
    g.bench_function("key_start", |b| b.iter(|| black_box(&start).key()));
    g.bench_function("start", |b| {
        b.iter(|| {
            black_box(start).legal_moves(&mut moves);
            moves.len()
        })
    });
    // A middle-game position reached by 40 random moves.
    let mut mid = start;
    let mut rng = Rng::new(7);
    for _ in 0..40 {
        mid.legal_moves(&mut moves);
        if moves.is_empty() {
            break;
        }
        mid.play(moves[rng.below(moves.len())]).unwrap();
    }
    g.bench_function("middle_game_ply_40", |b| {
        b.iter(|| {
            black_box(mid).legal_moves(&mut moves);
            moves.len()
        })
    });
    let endless = with_endless_sowing();
    g.bench_function("with_an_endless_sowing", |b| {
        b.iter(|| {
            black_box(endless).legal_moves(&mut moves);
            moves.len()
        })
    });
    g.finish();
}

fn playouts(c: &mut Criterion) {
    let mut g = c.benchmark_group("bao_kigogo_playout");
    for (name, direction) in [
        ("counter_clockwise", Direction::CounterClockwise),
        ("clockwise", Direction::Clockwise),
    ] {
        let start = BaoKigogo::new(BaoKigogoOptions { direction }).unwrap();
        let mut seed = 0u64;
        g.bench_function(name, |b| {
            b.iter(|| {
                seed += 1;
                random_playout(black_box(start), &mut Rng::new(seed), 2000)
            })
        });
    }
    g.finish();
}

criterion_group!(benches, relays, legal_moves, playouts);
criterion_main!(benches);
