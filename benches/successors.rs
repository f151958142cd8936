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
use sowing::board::Board;
use sowing::circuit::Circuit;
use sowing::playout::{Playout, Rng};
use sowing::sow::{sow, LapVerdict, SowOptions};
use sowing::{
    BaoKigogo, DjenonAboure, Gore, HoyitoIii, Move, MoveList, Oware, Player, Position, Ruleset,
    Successors,
};

/// Games per playout measurement, and their ply limit (Goré and Hoyito III have no
/// repetition rule: a random game could go on for ever).
const GAMES: u64 = 64;
const PLY_LIMIT: usize = 1000;

/// Sows `hole` of `board` with the kernel alone, for the floor.
type FloorSow = fn(&Board, Player, usize) -> u32;

const RING: Circuit = Circuit::two_row_ring(6);
const RING4: Circuit = Circuit::two_row_ring(4);

fn plain_lap(board: &Board, ring: &Circuit, hole: usize, opts: SowOptions) -> u32 {
    let mut b = *board;
    sow(&mut b, ring, hole, opts, |_, _| LapVerdict::End).map_or(0, |r| r.landing as u32)
}

fn gore_floor(board: &Board, _: Player, hole: usize) -> u32 {
    plain_lap(board, &RING4, hole, SowOptions::default())
}

fn oware_floor(board: &Board, _: Player, hole: usize) -> u32 {
    let opts = SowOptions {
        origin_first: false,
        skip_origin: true,
    };
    plain_lap(board, &RING, hole, opts)
}

fn hoyito_floor(board: &Board, _: Player, hole: usize) -> u32 {
    let mut b = *board;
    let rule = |b: &Board, h: usize| match b.seeds(h) {
        4 => LapVerdict::Capture,
        1 => LapVerdict::End,
        _ => LapVerdict::Relay,
    };
    sow(&mut b, &RING, hole, SowOptions::default(), rule).map_or(0, |r| r.landing as u32)
}

fn djenon_floor(board: &Board, _: Player, hole: usize) -> u32 {
    let mut b = *board;
    let opts = SowOptions {
        origin_first: true,
        skip_origin: false,
    };
    let rule = |b: &Board, h: usize| match b.seeds(h) {
        1 => LapVerdict::End,
        2 | 4 => LapVerdict::Capture,
        _ => LapVerdict::Relay,
    };
    sow(&mut b, &RING, hole, opts, rule).map_or(0, |r| r.landing as u32)
}

fn bao_floor(board: &Board, _: Player, hole: usize) -> u32 {
    let mut b = *board;
    let rule = |b: &Board, h: usize| {
        if b.seeds(h) > 1 {
            LapVerdict::Relay
        } else {
            LapVerdict::End
        }
    };
    let circuit = sowing::Direction::CounterClockwise.circuit();
    sow(&mut b, circuit, hole, SowOptions::default(), rule).map_or(0, |r| r.landing as u32)
}

/// Positions met in random games from `start` (not finished), with their legal
/// sowings.
fn sample<P: Position>(start: P) -> Vec<(P, Vec<usize>)> {
    let mut out = Vec::new();
    let mut moves = MoveList::new();
    for seed in 0..GAMES {
        let mut rng = Rng::new(seed);
        let mut pos = start;
        for _ in 0..PLY_LIMIT {
            pos.legal_moves(&mut moves);
            if moves.is_empty() {
                break;
            }
            let holes = moves
                .iter()
                .filter_map(|m| match m {
                    Move::Sow(h) => Some(*h as usize),
                    _ => None,
                })
                .collect();
            out.push((pos, holes));
            pos.play(moves[rng.below(moves.len())]).unwrap();
        }
    }
    out
}

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
        b.iter(|| {
            let mut x = 0u32;
            for (pos, holes) in &positions {
                let board = pos.board();
                for &h in holes {
                    x = x.wrapping_add(floor_sow(black_box(board), pos.to_move(), h));
                }
            }
            x
        })
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
