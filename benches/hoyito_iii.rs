//! Hoyito III benchmarks: a long relay sowing, endless-sowing detection on endless
//! positions found in random games, legal-move generation, and whole random playouts.
//!
//! `cargo bench --bench hoyito_iii -- --warm-up-time 1 --measurement-time 3`

use criterion::{black_box, criterion_group, criterion_main, BatchSize, Criterion};
use sowing::games::hoyito_iii::HoyitoOptions;
use sowing::playout::{random_playout, Rng};
use sowing::{HoyitoIii, Move, MoveError, MoveList, Player, Position, Ruleset};

fn pos(holes: [u8; 12], captured: [u8; 2], to_move: Player) -> HoyitoIii {
    HoyitoIii::from_parts(holes, captured, to_move, HoyitoOptions::SINGLE).unwrap()
}

/// The longest finite sowing met in 3000 random games: North sows 5, 73 laps.
fn long_relay() -> (HoyitoIii, Move) {
    let p = pos([6, 1, 0, 1, 0, 2, 1, 7, 6, 0, 4, 0], [4, 16], Player::North);
    let mut q = p;
    let laps = q.play(Move::Sow(5)).unwrap().sowing.unwrap().laps;
    assert_eq!(laps, 73);
    (p, Move::Sow(5))
}

/// Endless positions found by searching random games (tests/suite/hoyito_iii.rs keeps them
/// as scenario tests): the shortest cycle met (41 laps) and the longest (308 934 laps).
fn endless_short() -> (HoyitoIii, Move) {
    let p = pos([3, 2, 3, 4, 5, 0, 2, 1, 3, 2, 1, 2], [16, 4], Player::South);
    (p, Move::Sow(11))
}

fn endless_long() -> (HoyitoIii, Move) {
    let p = pos([1, 4, 0, 1, 7, 16, 5, 0, 2, 4, 0, 4], [4, 0], Player::South);
    (p, Move::Sow(6))
}

fn bench(c: &mut Criterion) {
    let (p, m) = long_relay();
    c.bench_function("hoyito_iii/long_relay_sowing_73_laps", |b| {
        b.iter(|| {
            let mut q = black_box(p);
            q.play(black_box(m)).unwrap()
        })
    });

    let start = HoyitoIii::start();
    c.bench_function("hoyito_iii/first_move_sow_9", |b| {
        b.iter(|| {
            let mut q = black_box(start);
            q.play(black_box(Move::Sow(9))).unwrap()
        })
    });

    for (name, (p, m)) in [
        (
            "hoyito_iii/endless_detection_cycle_41_laps",
            endless_short(),
        ),
        (
            "hoyito_iii/endless_detection_cycle_308934_laps",
            endless_long(),
        ),
    ] {
        let mut q = p;
        assert!(matches!(q.play(m), Err(MoveError::EndlessSowing { .. })));
        c.bench_function(name, |b| {
            b.iter(|| {
                let mut q = black_box(p);
                q.play(black_box(m)).unwrap_err()
            })
        });
    }

    let mut moves = MoveList::new();
    c.bench_function("hoyito_iii/legal_moves_start", |b| {
        b.iter(|| {
            black_box(start).legal_moves(&mut moves);
            moves.len()
        })
    });
    let (p, _) = endless_short();
    c.bench_function("hoyito_iii/legal_moves_with_an_endless_sowing_41", |b| {
        b.iter(|| {
            black_box(p).legal_moves(&mut moves);
            moves.len()
        })
    });

    let mut seed = 0u64;
    c.bench_function("hoyito_iii/random_playout_whole_game", |b| {
        b.iter_batched(
            || {
                seed += 1;
                Rng::new(seed)
            },
            |mut rng| random_playout(black_box(start), &mut rng, 10_000),
            BatchSize::SmallInput,
        )
    });
}

criterion_group!(benches, bench);
criterion_main!(benches);
