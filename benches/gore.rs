//! Goré benchmarks: sowing with two-way capture chains, legal-move generation (offers
//! included) and random playouts of whole games.

use criterion::{black_box, criterion_group, criterion_main, Criterion};
use sowing::playout::{random_playout, Rng};
use sowing::Player::{North as N, South as S};
use sowing::{Gore, Move, MoveList, OfferHoles, Position, Ruleset};

const ROWS: [sowing::Player; 8] = [N, N, N, N, S, S, S, S];

fn sowing(c: &mut Criterion) {
    // A plain lap from the start (no capture).
    let start = Gore::start();
    c.bench_function("gore/sow_no_capture", |b| {
        b.iter(|| {
            let mut p = black_box(start);
            p.play(Move::Sow(5)).unwrap();
            p
        })
    });
    // Capture at 3 with chains both ways (4 holes taken; tests/suite/gore.rs
    // rule_2_chains_both_ways_at_once).
    let both = Gore::from_parts([4, 1, 2, 3, 4, 2, 3, 1], ROWS, [14, 14], S).unwrap();
    c.bench_function("gore/sow_two_way_chain", |b| {
        b.iter(|| {
            let mut p = black_box(both);
            p.play(Move::Sow(4)).unwrap();
            p
        })
    });
    // 17 seeds twice round, then the chains meet round the whole ring, ending the game.
    let meet = Gore::from_parts([2, 0, 2, 1, 0, 2, 0, 17], ROWS, [12, 12], S).unwrap();
    c.bench_function("gore/sow_chains_meet_and_end", |b| {
        b.iter(|| {
            let mut p = black_box(meet);
            p.play(Move::Sow(7)).unwrap();
            p
        })
    });
}

fn legal_moves(c: &mut Criterion) {
    let mut moves = MoveList::new();
    // 4 sowings + 14 offers.
    let start = Gore::start();
    c.bench_function("gore/legal_start_18", |b| {
        b.iter(|| {
            black_box(start).legal_moves(&mut moves);
            moves.len()
        })
    });
    // North controls 7 holes: 7 sowings + 7 + 21 + 35 offers.
    let own = [N, N, N, N, N, N, N, S];
    let wide = Gore::from_parts([6; 8], own, [0, 0], N).unwrap();
    c.bench_function("gore/legal_seven_holes_70", |b| {
        b.iter(|| {
            black_box(wide).legal_moves(&mut moves);
            moves.len()
        })
    });
    // Answering an offer: accept and decline.
    let mut answer = Gore::from_parts([6; 8], ROWS, [0, 0], S).unwrap();
    answer
        .play(Move::Offer(OfferHoles::new(&[4]).unwrap()))
        .unwrap();
    c.bench_function("gore/legal_answer", |b| {
        b.iter(|| {
            black_box(answer).legal_moves(&mut moves);
            moves.len()
        })
    });
}

fn playouts(c: &mut Criterion) {
    // Uniform random over legal moves (offers and answers included). Such games are
    // long (accepted trades put captured seeds back on the board); the limit of
    // 100 000 plies lets most of them finish.
    let mut seed = 0u64;
    c.bench_function("gore/playout_uniform_to_end", |b| {
        b.iter(|| {
            seed += 1;
            random_playout(Gore::start(), &mut Rng::new(seed), 100_000)
        })
    });
    // A fixed number of plies, for the cost per ply.
    let mut seed = 0u64;
    c.bench_function("gore/playout_uniform_1000_plies", |b| {
        b.iter(|| {
            seed += 1;
            random_playout(Gore::start(), &mut Rng::new(seed), 1000)
        })
    });
    // Random sowings only (no offers): short whole games.
    let mut seed = 0u64;
    let mut moves = MoveList::new();
    c.bench_function("gore/playout_sowings_only_to_end", |b| {
        b.iter(|| {
            seed += 1;
            let mut rng = Rng::new(seed);
            let mut p = Gore::start();
            let mut plies = 0u32;
            while !p.is_over() && plies < 10_000 {
                p.legal_moves(&mut moves);
                let n = moves
                    .iter()
                    .take_while(|m| !matches!(m, Move::Offer(_)))
                    .count();
                p.play(moves[rng.below(n)]).unwrap();
                plies += 1;
            }
            (p.result(), plies)
        })
    });
}

criterion_group!(benches, sowing, legal_moves, playouts);
criterion_main!(benches);
