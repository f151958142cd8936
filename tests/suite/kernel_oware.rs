//! Kernel pieces Oware relies on: laps that skip their origin (`SowOptions::skip_origin`),
//! where a lap reaches ([`lap_holes`], added for Oware's feeding rule), and capture
//! chains whose predicate keeps them inside the opponent's row.

use crate::common::{hole_set as set, two_row_board as board};
use sowing::sow::{capture_chain, lap_holes, sow_lap, Chain, SowOptions};
use sowing::{Board, Circuit, HoleSet, Player};

const SKIP: SowOptions = SowOptions {
    origin_first: false,
    skip_origin: true,
    first_seed_to: 0,
};
const PLAIN: SowOptions = SowOptions {
    origin_first: false,
    skip_origin: false,
    first_seed_to: 0,
};
const ORIGIN_FIRST: SowOptions = SowOptions {
    origin_first: true,
    skip_origin: false,
    first_seed_to: 0,
};

#[test]
fn skip_origin_lap_of_fifteen_passes_over_the_emptied_origin() {
    // Hole 9 holds 15 on an otherwise empty 2×6 board. Ring: 6→…→11→5→…→0→6.
    // Seeds 1–11 go to 10, 11, 5, 4, 3, 2, 1, 0, 6, 7, 8; hole 9 is skipped; seeds
    // 12–15 go to 10, 11, 5, 4. Landing: 4.
    let ring = Circuit::two_row_ring(6);
    let mut b = board([0, 0, 0, 0, 0, 0, 0, 0, 0, 15, 0, 0]);
    let landing = sow_lap(&mut b, &ring, 9, SKIP);
    assert_eq!(landing, 4);
    assert_eq!(b.holes(), &[1, 1, 1, 1, 2, 2, 1, 1, 1, 0, 2, 2]);
}

#[test]
fn without_skip_origin_a_lap_of_twelve_refills_its_origin() {
    // Hole 6 holds 12: 7…11 (5), 5…0 (6), and the 12th seed back into 6.
    let ring = Circuit::two_row_ring(6);
    let mut b = board([0, 0, 0, 0, 0, 0, 12, 0, 0, 0, 0, 0]);
    assert_eq!(sow_lap(&mut b, &ring, 6, PLAIN), 6);
    assert_eq!(b.holes(), &[1; 12]);
    // With skip_origin the 12th seed passes 6 and falls into 7.
    let mut b = board([0, 0, 0, 0, 0, 0, 12, 0, 0, 0, 0, 0]);
    assert_eq!(sow_lap(&mut b, &ring, 6, SKIP), 7);
    assert_eq!(b.holes(), &[1, 1, 1, 1, 1, 1, 0, 2, 1, 1, 1, 1]);
}

#[test]
fn lap_holes_of_an_empty_hole_is_empty() {
    let ring = Circuit::two_row_ring(6);
    let b = board([0, 0, 0, 0, 0, 0, 0, 4, 0, 0, 0, 0]);
    assert_eq!(lap_holes(&b, &ring, 6, SKIP), HoleSet::EMPTY);
}

#[test]
fn lap_holes_names_the_holes_a_short_lap_reaches() {
    let ring = Circuit::two_row_ring(6);
    // Hole 6 with 5 seeds reaches 7–11 and stays in South's row; with 6 it reaches 5.
    let b = board([0, 0, 0, 0, 0, 0, 5, 0, 0, 0, 0, 0]);
    assert_eq!(lap_holes(&b, &ring, 6, SKIP), set(&[7, 8, 9, 10, 11]));
    let b = board([0, 0, 0, 0, 0, 0, 6, 0, 0, 0, 0, 0]);
    assert_eq!(lap_holes(&b, &ring, 6, SKIP), set(&[5, 7, 8, 9, 10, 11]));
    // North's hole 1 with 3 seeds: 0, then round the corner to 6 and 7.
    let b = board([0, 3, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
    assert_eq!(lap_holes(&b, &ring, 1, SKIP), set(&[0, 6, 7]));
}

#[test]
fn lap_holes_follows_the_origin_options() {
    let ring = Circuit::two_row_ring(6);
    // 12 seeds from 6: every other hole, plus 6 itself only when the origin is not
    // skipped.
    let b = board([0, 0, 0, 0, 0, 0, 12, 0, 0, 0, 0, 0]);
    let all_but_6 = set(&[0, 1, 2, 3, 4, 5, 7, 8, 9, 10, 11]);
    assert_eq!(lap_holes(&b, &ring, 6, SKIP), all_but_6);
    assert_eq!(lap_holes(&b, &ring, 6, PLAIN), HoleSet::first(12));
    // A huge lap costs no more than one round and still never names the origin.
    let b = board([0, 0, 0, 0, 0, 0, 200, 0, 0, 0, 0, 0]);
    assert_eq!(lap_holes(&b, &ring, 6, SKIP), all_but_6);
    // origin_first: the first seed goes back into the origin; 2 seeds reach 6 and 7.
    let b = board([0, 0, 0, 0, 0, 0, 2, 0, 0, 0, 0, 0]);
    assert_eq!(lap_holes(&b, &ring, 6, ORIGIN_FIRST), set(&[6, 7]));
}

#[test]
fn lap_holes_agrees_with_sow_lap_on_every_hole_of_many_boards() {
    // Where seeds fall is exactly where counts rise when the lap is really sown.
    let ring = Circuit::two_row_ring(6);
    let mut rng = sowing::playout::Rng::new(11);
    for _ in 0..2000 {
        let mut holes = [0u8; 12];
        for h in holes.iter_mut() {
            *h = rng.below(30) as u8;
        }
        let b = board(holes);
        for opts in [SKIP, PLAIN, ORIGIN_FIRST] {
            for from in 0..12 {
                let mut after = b;
                sow_lap(&mut after, &ring, from, opts);
                let risen: HoleSet = (0..12)
                    .filter(|&i| after.seeds(i) > b.seeds(i) || (i == from && after.seeds(i) > 0))
                    .collect();
                assert_eq!(
                    lap_holes(&b, &ring, from, opts),
                    risen,
                    "{holes:?} from {from} {opts:?}"
                );
            }
        }
    }
}

#[test]
fn capture_chain_with_an_owner_predicate_stops_at_the_row_boundary() {
    // Backward from North's hole 3: 4 and 5 (North's, 3 and 2 seeds) are taken; the
    // next hole back is South's 11, which holds 2 but is the mover's own.
    let ring = Circuit::two_row_ring(6);
    let mut b = board([1, 1, 1, 2, 3, 2, 4, 4, 4, 4, 2, 2]);
    let north_two_or_three =
        |b: &Board, h: usize| b.owner(h) == Player::North && matches!(b.seeds(h), 2 | 3);
    let cap = capture_chain(&mut b, &ring, 3, Chain::Backward, north_two_or_three);
    assert_eq!(cap.holes, set(&[3, 4, 5]));
    assert_eq!(cap.seeds, 7);
    assert_eq!(b.holes(), &[1, 1, 1, 0, 0, 0, 4, 4, 4, 4, 2, 2]);
    // Without the owner test the chain runs on into 11 and 10 (2 each) and stops at 9.
    let mut b = board([1, 1, 1, 2, 3, 2, 4, 4, 4, 4, 2, 2]);
    let cap = capture_chain(&mut b, &ring, 3, Chain::Backward, |b, h| {
        matches!(b.seeds(h), 2 | 3)
    });
    assert_eq!(cap.holes, set(&[3, 4, 5, 10, 11]));
}
