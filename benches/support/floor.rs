//! The floor of a random move, shared by `benches/successors.rs` and
//! `examples/playouts.rs`: each legal move of a position sown once with the kernel
//! alone (`sow::sow` and the game's lap verdict on a copy of the board: no captures,
//! no turn, no end-of-game check), on positions met in random games.
#![allow(dead_code)]

use sowing::board::Board;
use sowing::circuit::Circuit;
use sowing::playout::Rng;
use sowing::sow::{sow, LapVerdict, SowOptions};
use sowing::{Move, MoveList, Player, Position};

/// Games per measurement, and their ply limit (Goré and Hoyito III have no
/// repetition rule: a random game could go on for ever).
pub const GAMES: u64 = 64;
pub const PLY_LIMIT: usize = 1000;

/// Sows `hole` of `board` with the kernel alone, for the floor.
pub type FloorSow = fn(&Board, Player, usize) -> u32;

const RING: Circuit = Circuit::two_row_ring(6);
const RING4: Circuit = Circuit::two_row_ring(4);

pub fn plain_lap(board: &Board, ring: &Circuit, hole: usize, opts: SowOptions) -> u32 {
    let mut b = *board;
    sow(&mut b, ring, hole, opts, |_, _| LapVerdict::End).map_or(0, |r| r.landing as u32)
}

pub fn gore_floor(board: &Board, _: Player, hole: usize) -> u32 {
    plain_lap(board, &RING4, hole, SowOptions::default())
}

pub fn oware_floor(board: &Board, _: Player, hole: usize) -> u32 {
    let opts = SowOptions {
        origin_first: false,
        skip_origin: true,
        first_seed_to: 0,
    };
    plain_lap(board, &RING, hole, opts)
}

pub fn hoyito_floor(board: &Board, _: Player, hole: usize) -> u32 {
    let mut b = *board;
    let rule = |b: &Board, h: usize| match b.seeds(h) {
        4 => LapVerdict::Capture,
        1 => LapVerdict::End,
        _ => LapVerdict::Relay,
    };
    sow(&mut b, &RING, hole, SowOptions::default(), rule).map_or(0, |r| r.landing as u32)
}

pub fn djenon_floor(board: &Board, _: Player, hole: usize) -> u32 {
    let mut b = *board;
    let opts = SowOptions {
        origin_first: true,
        skip_origin: false,
        first_seed_to: 0,
    };
    let rule = |b: &Board, h: usize| match b.seeds(h) {
        1 => LapVerdict::End,
        2 | 4 => LapVerdict::Capture,
        _ => LapVerdict::Relay,
    };
    sow(&mut b, &RING, hole, opts, rule).map_or(0, |r| r.landing as u32)
}

pub fn bao_floor(board: &Board, _: Player, hole: usize) -> u32 {
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
pub fn sample<P: Position>(start: P) -> Vec<(P, Vec<usize>)> {
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

/// The floor over `positions`: every legal sowing of each sown once.
pub fn floor_work<P: Position>(positions: &[(P, Vec<usize>)], floor_sow: FloorSow) -> u32 {
    let mut x = 0u32;
    for (pos, holes) in positions {
        let board = pos.board();
        for &h in holes {
            x = x.wrapping_add(floor_sow(board, pos.to_move(), h));
        }
    }
    x
}
