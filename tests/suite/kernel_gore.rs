//! The kernel and board capabilities Goré relies on, tested on their own: per-hole
//! control that changes ([`Board::set_owner`], [`Board::holes_of`]), single-lap sowing
//! that does not skip its origin, and two-way capture chains ([`Chain::Both`]).
//!
//! Ring of a 2×4 board: 4 → 5 → 6 → 7 → 3 → 2 → 1 → 0 → 4.

use crate::common::two_row_board as board;
use sowing::sow::{capture_chain, sow, Chain, LapVerdict, SowOptions};
use sowing::{Board, Circuit, HoleSet, Player};

const RING: Circuit = Circuit::two_row_ring(4);

fn two_or_four(b: &Board, h: usize) -> bool {
    matches!(b.seeds(h), 2 | 4)
}

#[test]
fn control_moves_between_players_and_every_hole_has_one_controller() {
    let mut b = Board::two_rows(4, 6);
    assert_eq!(b.holes_of(Player::North), HoleSet::first(4));
    b.set_owner(5, Player::North);
    b.set_owner(2, Player::South);
    assert_eq!(b.owner(5), Player::North);
    assert_eq!(b.owner(2), Player::South);
    let n = b.holes_of(Player::North);
    let s = b.holes_of(Player::South);
    assert_eq!(n, [0, 1, 3, 5].into_iter().collect());
    assert_eq!(n.len() + s.len(), 8);
    assert_eq!(n.0 & s.0, 0);
    assert_eq!(b.seeds_of(Player::North), 24);
    // Giving a hole to its current controller changes nothing.
    let before = b;
    b.set_owner(5, Player::North);
    assert_eq!(b, before);
}

#[test]
fn two_way_chain_runs_backward_and_forward_from_its_start() {
    // Start 3. Backward: 7 (2), 6 (4), 5 (1) stops. Forward: 2 (4), 1 (3) stops.
    let mut b = board([2, 3, 4, 2, 2, 1, 4, 2]);
    let cap = capture_chain(&mut b, &RING, 3, Chain::Both, two_or_four);
    assert_eq!(cap.holes, [2, 3, 6, 7].into_iter().collect());
    assert_eq!(cap.seeds, 12);
    assert_eq!(b.holes(), &[2, 3, 0, 0, 2, 1, 0, 0]);
}

#[test]
fn two_way_chain_wraps_and_meets_itself_taking_each_hole_once() {
    // Every hole qualifies: the backward chain goes all the way round to the hole after
    // the start; the forward chain finds it taken. Eight holes, each once.
    let mut b = board([2, 4, 2, 4, 2, 4, 2, 4]);
    let cap = capture_chain(&mut b, &RING, 1, Chain::Both, two_or_four);
    assert_eq!(cap.holes, HoleSet::first(8));
    assert_eq!(cap.seeds, 24);
    assert_eq!(b.total(), 0);
}

#[test]
fn two_way_chain_forward_crosses_the_end_of_the_ring() {
    // Start 1. Backward: 2 (3) stops. Forward: 0 (2), 4 (4), 5 (2), 6 (5) stops.
    let mut b = board([2, 2, 3, 1, 4, 2, 5, 1]);
    let cap = capture_chain(&mut b, &RING, 1, Chain::Both, two_or_four);
    assert_eq!(cap.holes, [0, 1, 4, 5].into_iter().collect());
    assert_eq!(cap.seeds, 10);
}

#[test]
fn a_single_lap_rule_never_relays_and_the_origin_is_not_skipped() {
    // Hole 5's 10 seeds: 6, 7, 3, 2, 1, 0, 4, 5 (origin), 6, 7. Landing 7.
    let mut b = board([0, 0, 0, 0, 0, 10, 0, 0]);
    let r = sow(&mut b, &RING, 5, SowOptions::default(), |_, _| {
        LapVerdict::End
    })
    .unwrap();
    assert_eq!((r.landing, r.laps), (7, 1));
    assert_eq!(b.holes(), &[1, 1, 1, 1, 1, 1, 2, 2]);
}
