//! Tests of the shared kernel: circuits, laps, relay, endless-sowing detection and
//! capture chains.

use proptest::prelude::*;
use sowing::sow::{
    capture_chain, lap_holes, short_lap_landing, sow, sow_lap, take_holes, Chain, LapTable,
    LapVerdict, SowOptions,
};
use sowing::{Board, Circuit, HoleSet};
use std::collections::HashSet;

fn board(rows: usize, cols: usize, seeds: &[u8]) -> Board {
    let mut b = Board::empty(rows, cols).unwrap();
    for (i, &n) in seeds.iter().enumerate() {
        b.set_seeds(i, n);
    }
    b
}

#[test]
fn two_row_ring_is_counter_clockwise() {
    // docs/RULES.md, Common conventions: 6 → 7 → … → 11 → 5 → 4 → … → 0 → 6.
    let ring = Circuit::two_row_ring(6);
    let order: Vec<usize> = ring.cycle_from(6).collect();
    assert_eq!(order, vec![6, 7, 8, 9, 10, 11, 5, 4, 3, 2, 1, 0]);
    let back: Vec<usize> = ring.reversed().cycle_from(6).collect();
    assert_eq!(back, vec![6, 0, 1, 2, 3, 4, 5, 11, 10, 9, 8, 7]);
    for h in 0..12 {
        assert_eq!(ring.prev(ring.next(h)), h);
    }
}

#[test]
fn four_row_loops_are_one_per_player() {
    // docs/RULES.md, Bao Kigogo rule 2: South's loop is row 3 col 0 → 11, then row 2 col 11
    // → 0; North's is row 1 col 0 → 11, then row 0 col 11 → 0.
    let c = Circuit::four_row_loops(12);
    let south: Vec<usize> = c.cycle_from(36).collect();
    let expect: Vec<usize> = (36..48).chain((24..36).rev()).collect();
    assert_eq!(south, expect);
    let north: Vec<usize> = c.cycle_from(12).collect();
    let expect: Vec<usize> = (12..24).chain((0..12).rev()).collect();
    assert_eq!(north, expect);
    assert_eq!(c.reversed().next(36), 24);
}

#[test]
fn one_lap_drops_one_seed_per_hole_and_does_not_skip_the_origin() {
    let ring = Circuit::two_row_ring(2); // 2 → 3 → 1 → 0 → 2
    let mut b = board(2, 2, &[0, 0, 6, 0]);
    let last = sow_lap(&mut b, &ring, 2, SowOptions::default());
    // 6 seeds: 3, 1, 0, 2 (origin again), 3, 1.
    assert_eq!(last, 1);
    assert_eq!(b.holes(), &[1, 2, 1, 2]);
}

#[test]
fn origin_first_lap_puts_the_first_seed_back() {
    let ring = Circuit::two_row_ring(2);
    let mut b = board(2, 2, &[0, 0, 3, 0]);
    let opts = SowOptions {
        origin_first: true,
        skip_origin: false,
        first_seed_to: 0,
    };
    let last = sow_lap(&mut b, &ring, 2, opts);
    assert_eq!(last, 1);
    assert_eq!(b.holes(), &[0, 1, 1, 1]);
}

#[test]
fn first_seed_to_a_slot_sets_the_lap_s_first_seed_aside() {
    let ring = Circuit::two_row_ring(2);
    let mut b = board(2, 2, &[0, 0, 3, 0]);
    let opts = SowOptions {
        first_seed_to: 4,
        ..SowOptions::default()
    };
    // The first seed into slot 4 (past the holes), then 3 and 1.
    assert_eq!(short_lap_landing(&b, &ring, 2, opts), Some((1, 1)));
    assert_eq!(
        lap_holes(&b, &ring, 2, opts).iter().collect::<Vec<_>>(),
        vec![1, 3]
    );
    let last = sow_lap(&mut b, &ring, 2, opts);
    assert_eq!(last, 1);
    assert_eq!(b.holes(), &[0, 1, 0, 1]);
    assert_eq!(b.seeds(4), 1);
}

#[test]
fn skip_origin_lap_jumps_over_the_emptied_hole() {
    let ring = Circuit::two_row_ring(2);
    let mut b = board(2, 2, &[0, 0, 5, 0]);
    let opts = SowOptions {
        origin_first: false,
        skip_origin: true,
        first_seed_to: 0,
    };
    // 5 seeds: 3, 1, 0, (skip 2) 3, 1.
    let last = sow_lap(&mut b, &ring, 2, opts);
    assert_eq!(last, 1);
    assert_eq!(b.holes(), &[1, 2, 0, 2]);
}

#[test]
fn relay_continues_from_the_landing_hole() {
    let ring = Circuit::two_row_ring(3); // 3 → 4 → 5 → 2 → 1 → 0 → 3
    let mut b = board(2, 3, &[0, 0, 1, 2, 0, 0]);
    let rule = |b: &Board, h: usize| {
        if b.seeds(h) > 1 {
            LapVerdict::Relay
        } else {
            LapVerdict::End
        }
    };
    // Lap 1: 3 → 4, 5. 5 was empty: end.
    let r = sow(&mut b, &ring, 3, SowOptions::default(), rule).unwrap();
    assert_eq!((r.landing, r.laps, r.ended), (5, 1, LapVerdict::End));
    // Lap 1: 4 (1) → 5 (2): relay; lap 2: 5 (2) → 2 (2), 1 (1): end.
    let r = sow(&mut b, &ring, 4, SowOptions::default(), rule).unwrap();
    assert_eq!((r.landing, r.laps), (1, 2));
    assert_eq!(b.holes(), &[0, 1, 2, 0, 0, 0]);
}

#[test]
fn a_sowing_that_always_relays_is_reported_endless() {
    let ring = Circuit::two_row_ring(3);
    let mut b = Board::two_rows(3, 2);
    let r = sow(&mut b, &ring, 4, SowOptions::default(), |_, _| {
        LapVerdict::Relay
    });
    assert_eq!(r.unwrap_err().origin, 4);
}

/// Naive model of a relay sowing with the rule "relay while the landing hole holds a
/// count in `relay_on`", detecting cycles with a set of every state seen.
fn naive(
    mut holes: Vec<u8>,
    origin: usize,
    relay_on: &[u8],
    origin_first: bool,
) -> Option<(usize, u32)> {
    let n = holes.len() / 2;
    let ring = Circuit::two_row_ring(n);
    let mut seen = HashSet::new();
    let mut hole = origin;
    let mut laps = 0;
    loop {
        if !seen.insert((holes.clone(), hole)) {
            return None;
        }
        let mut k = std::mem::take(&mut holes[hole]);
        let mut cur = hole;
        if origin_first && k > 0 {
            holes[hole] += 1;
            k -= 1;
        }
        for _ in 0..k {
            cur = ring.next(cur);
            holes[cur] += 1;
        }
        laps += 1;
        if !relay_on.contains(&holes[cur]) {
            return Some((cur, laps));
        }
        hole = cur;
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    /// Endless detection is exact: the kernel ends exactly when a naive model with a
    /// set of all states seen ends, at the same hole after the same number of laps.
    #[test]
    fn endless_detection_agrees_with_a_naive_model(
        holes in proptest::collection::vec(0u8..8, 8),
        origin in 0usize..8,
        relay_on in proptest::collection::vec(2u8..10, 1..5),
        origin_first in any::<bool>(),
    ) {
        prop_assume!(holes[origin] > 0);
        let ring = Circuit::two_row_ring(4);
        let mut b = board(2, 4, &holes);
        let opts = SowOptions { origin_first, skip_origin: false, first_seed_to: 0 };
        let rule = |b: &Board, h: usize| if relay_on.contains(&b.seeds(h)) { LapVerdict::Relay } else { LapVerdict::End };
        let got = sow(&mut b, &ring, origin, opts, rule).ok().map(|r| (r.landing, r.laps));
        prop_assert_eq!(got, naive(holes, origin, &relay_on, origin_first));
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    /// A lap sown a word at a time ([`LapTable`]) leaves the board and lands where the
    /// lap sown seed by seed does, from every hole, on circuits of one to three cycles
    /// over up to 16 holes, with and without skipping the origin, for any count up to
    /// many rounds.
    #[test]
    fn lap_table_sows_as_the_lap_seed_by_seed(
        cols in 1usize..=8,
        order in Just((0u8..16).collect::<Vec<u8>>()).prop_shuffle(),
        cuts in proptest::collection::vec(1usize..16, 0..3),
        skip_origin in any::<bool>(),
        counts in proptest::collection::vec(0u8..16, 16),
        lifted in 0u8..=200,
    ) {
        let holes = 2 * cols;
        // The holes in a random order, cut into cycles.
        let order: Vec<u8> = order.into_iter().filter(|&h| (h as usize) < holes).collect();
        let mut cuts: Vec<usize> = cuts.into_iter().filter(|&c| c < holes).collect();
        cuts.sort_unstable();
        cuts.dedup();
        let mut bounds = vec![0];
        bounds.extend(cuts);
        bounds.push(holes);
        let cycles: Vec<&[u8]> = bounds.windows(2).map(|w| &order[w[0]..w[1]]).collect();
        let circuit = Circuit::from_cycles(holes, &cycles);
        let opts = SowOptions { skip_origin, ..SowOptions::default() };
        let Some(table) = LapTable::new(&circuit, opts) else {
            // Only a hole alone in its cycle, skipped, has no table.
            prop_assert!(skip_origin && cycles.iter().any(|c| c.len() == 1));
            return Ok(());
        };
        for from in 0..holes {
            let mut b = board(2, cols, &counts[..holes]);
            b.set_seeds(from, lifted);
            let mut expected = b;
            let landing = sow_lap(&mut expected, &circuit, from, opts);
            prop_assert_eq!(table.sow_lap(&mut b, from), landing, "from {}", from);
            prop_assert_eq!(b, expected, "from {}", from);
        }
    }
}

#[test]
fn capture_chain_backward_wraps_and_stops() {
    let ring = Circuit::two_row_ring(3); // 3 → 4 → 5 → 2 → 1 → 0 → 3
    let b0 = board(2, 3, &[2, 4, 3, 2, 2, 4]);
    let two_or_four = |b: &Board, h: usize| matches!(b.seeds(h), 2 | 4);
    let mut b = b0;
    // 5, then back 4, 3, wrapping to 0 and 1; 2 holds 3: stop.
    let c = capture_chain(&mut b, &ring, 5, Chain::Backward, two_or_four);
    assert_eq!(c.holes.iter().collect::<Vec<_>>(), vec![0, 1, 3, 4, 5]);
    assert_eq!(c.seeds, 14);
    assert_eq!(b.holes(), &[0, 0, 3, 0, 0, 0]);
    // Forward from 5: 2 holds 3, so only 5.
    let mut b = b0;
    let c = capture_chain(&mut b, &ring, 5, Chain::Forward, two_or_four);
    assert_eq!(c.holes.iter().collect::<Vec<_>>(), vec![5]);
    // Chain::None takes only the start.
    let mut b = b0;
    assert_eq!(
        capture_chain(&mut b, &ring, 1, Chain::None, two_or_four).seeds,
        4
    );
}

#[test]
fn two_way_chains_never_take_a_hole_twice() {
    let ring = Circuit::two_row_ring(3);
    // Every hole holds 2: backward from 3 goes all the way round to 4; forward then
    // meets holes already taken at once.
    let mut b = board(2, 3, &[2, 2, 2, 2, 2, 2]);
    let c = capture_chain(&mut b, &ring, 3, Chain::Both, |b, h| b.seeds(h) == 2);
    assert_eq!(c.holes.len(), 6);
    assert_eq!(c.seeds, 12);
    // Both ways at once: 5 ← 4 (start) → ... 3 stops backward at 3 (holds 1),
    // forward takes 5 and 2, stops at 1 (holds 3).
    let mut b = board(2, 3, &[0, 3, 2, 1, 2, 4]);
    let c = capture_chain(&mut b, &ring, 4, Chain::Both, |b, h| {
        matches!(b.seeds(h), 2 | 4)
    });
    assert_eq!(c.holes.iter().collect::<Vec<_>>(), vec![2, 4, 5]);
    assert_eq!(c.seeds, 8);
}

#[test]
fn take_holes_empties_any_set() {
    let mut b = board(2, 2, &[1, 2, 3, 4]);
    let c = take_holes(&mut b, HoleSet::EMPTY.with(0).with(3));
    assert_eq!(c.seeds, 5);
    assert_eq!(b.holes(), &[0, 2, 3, 0]);
}

#[test]
fn relay_next_lifts_the_hole_after_the_landing() {
    // Ring of 4 per row: 4 → 5 → 6 → 7 → 3 → 2 → 1 → 0 → 4. Hole 4's two seeds land
    // in 6; the next lap lifts 7 (not 6), whose three seeds land in 1; 0 is empty.
    let ring = Circuit::two_row_ring(4);
    let mut b = board(2, 4, &[0, 1, 1, 1, 2, 1, 0, 3]);
    let report = sow(&mut b, &ring, 4, SowOptions::default(), |b, h| {
        if b.seeds(ring.next(h)) > 0 {
            LapVerdict::RelayNext
        } else {
            LapVerdict::End
        }
    })
    .unwrap();
    assert_eq!((report.landing, report.laps), (1, 2));
    assert_eq!(b.holes(), &[0, 2, 2, 2, 0, 2, 1, 0]);
}
