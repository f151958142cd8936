//! The playout and its floor, per game, side by side in one run.
//!
//! - `playout/<game>`: whole random games (`Playout::run`, repetition rules included),
//!   reported per ply (criterion's elements are plies).
//! - `floor/<game>`: the least any exact engine must do per position of those games:
//!   sow each legal move once, with the kernel alone (`sow::sow` and the game's lap
//!   verdict on a copy of the board: no captures, no turn, no end-of-game check), on
//!   positions sampled from the same random games; elements are positions. A relay
//!   sowing must be played out to know whether it ends, so a random move costs at
//!   least this.
//! - `successors/<game>`: `Position::successors` on the same positions.
//! - `legal_play/<game>`: the old way to play one random move, `legal_moves` then
//!   `play`, on the same positions.
//!
//! `scripts/perf-table` reads the results and prints, per game, ns per ply of the
//! playout, the floor per position and their ratio.

use criterion::{black_box, criterion_group, criterion_main, Criterion, Throughput};
use sowing::playout::{Playout, Rng};
use sowing::{
    BaoKigogo, DjenonAboure, Gore, HoyitoIii, MoveList, Oware, Position, Ruleset, Successors,
};

#[path = "support/floor.rs"]
mod floor;
use floor::{bao_floor, djenon_floor, floor_work, gore_floor, hoyito_floor, oware_floor, sample};
use floor::{FloorSow, GAMES, PLY_LIMIT};

fn game<P: Position>(c: &mut Criterion, name: &str, start: P, floor_sow: FloorSow) {
    let positions = sample(start);
    let mut playout = Playout::new();
    let plies: usize = (0..GAMES)
        .map(|seed| playout.run(start, &mut Rng::new(seed), PLY_LIMIT).plies)
        .sum();
    let mut g = c.benchmark_group(name);
    g.throughput(Throughput::Elements(plies as u64));
    g.bench_function("playout", |b| {
        b.iter(|| {
            (0..GAMES)
                .map(|seed| playout.run(start, &mut Rng::new(seed), PLY_LIMIT).plies)
                .sum::<usize>()
        })
    });
    g.throughput(Throughput::Elements(positions.len() as u64));
    g.bench_function("floor", |b| {
        b.iter(|| floor_work(black_box(&positions), floor_sow))
    });
    let mut succ = Successors::new();
    g.bench_function("successors", |b| {
        b.iter(|| {
            let mut n = 0;
            for (pos, _) in &positions {
                black_box(pos).successors(&mut succ);
                n += succ.len();
            }
            n
        })
    });
    g.bench_function("legal_play", |b| {
        let mut moves = MoveList::new();
        let mut rng = Rng::new(3);
        b.iter(|| {
            let mut n = 0u32;
            for (pos, _) in &positions {
                black_box(pos).legal_moves(&mut moves);
                let mut p = *pos;
                n += p
                    .play(moves[rng.below(moves.len())])
                    .unwrap()
                    .captured
                    .seeds;
            }
            n
        })
    });
    g.finish();
}

fn benches(c: &mut Criterion) {
    game(c, "gore", Gore::start(), gore_floor);
    game(c, "hoyito-iii", HoyitoIii::start(), hoyito_floor);
    game(c, "djenon-aboure", DjenonAboure::start(), djenon_floor);
    game(c, "bao-kigogo", BaoKigogo::start(), bao_floor);
    game(c, "oware", Oware::start(), oware_floor);
}

criterion_group!(successors, benches);
criterion_main!(successors);
