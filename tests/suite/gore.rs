//! Goré scenarios, one or more per rule of docs/RULES.md, on hand-built positions.
//!
//! Every expectation is worked out by hand from the rules; the reasoning is in the
//! comments. Board indices (2×4):
//!
//! ```text
//!  0  1  2  3     North's row
//!  4  5  6  7     South's row
//! ```
//!
//! Sowing order (counter-clockwise): 4 → 5 → 6 → 7 → 3 → 2 → 1 → 0 → 4 …
//! "Backward" is the reverse: 3 → 7 → 6 → 5 → 4 → 0 → 1 → 2 → 3 …

use crate::common::{hole_set as set, legal, seeds_in_play};
use sowing::games::gore::Phase;
use sowing::PendingOffer;
use sowing::Player::{North as N, South as S};
use sowing::{
    AnyGame, GameKind, Gore, HoleSet, Move, MoveError, OfferHoles, Outcome, Player, Position,
    Ruleset,
};

/// Hole owners before any trade: North row 0, South row 1.
const ROWS: [Player; 8] = [N, N, N, N, S, S, S, S];

fn pos(holes: [u8; 8], owners: [Player; 8], captured: [u8; 2], to_move: Player) -> Gore {
    Gore::from_parts(holes, owners, captured, to_move).unwrap()
}

fn offer(holes: &[usize]) -> Move {
    Move::Offer(OfferHoles::new(holes).unwrap())
}

fn sowings(holes: &[u8]) -> Vec<Move> {
    holes.iter().map(|&h| Move::Sow(h)).collect()
}

fn owners(p: &Gore) -> Vec<Player> {
    p.board().owners().collect()
}

/// Plays `mv`, expecting a refusal that leaves the position unchanged.
fn refused(p: &Gore, mv: Move) -> MoveError {
    let mut copy = *p;
    let e = copy.play(mv).expect_err("move should be refused");
    assert_eq!(&copy, p, "refused move {mv} changed the position");
    e
}

// ---------------------------------------------------------------- rule 1: move

#[test]
fn rule_1_sowing_is_a_single_counter_clockwise_lap_without_relay() {
    // South lifts hole 5's six seeds: 6, 7, 3, 2, 1, 0 get one each. The last seed
    // makes 7 in hole 0: not 2 or 4, and Goré has no relay, so the move ends there.
    let mut p = Gore::start();
    let r = p.play(Move::Sow(5)).unwrap();
    let sowing = r.sowing.unwrap();
    assert_eq!((sowing.landing, sowing.laps), (0, 1));
    assert_eq!(p.board().holes(), &[7, 7, 7, 7, 6, 0, 7, 7]);
    assert_eq!((p.captured(S), p.captured(N)), (0, 0));
    assert_eq!(p.to_move(), N);
    assert!(!r.moves_again);
}

#[test]
fn rule_1_only_holes_the_mover_controls_and_not_empty_ones() {
    // Hole 4 is empty; holes 0–3 are North's; there is no hole 8.
    let p = pos([6, 6, 6, 6, 0, 8, 8, 8], ROWS, [0, 0], S);
    assert_eq!(
        refused(&p, Move::Sow(0)),
        MoveError::NotYourHole { hole: 0, player: S }
    );
    assert_eq!(refused(&p, Move::Sow(4)), MoveError::EmptyHole { hole: 4 });
    assert_eq!(refused(&p, Move::Sow(8)), MoveError::NoSuchHole { hole: 8 });
    assert_eq!(&legal(&p)[..3], &sowings(&[5, 6, 7])[..]);
}

#[test]
fn rule_1_a_hole_received_in_a_trade_is_sown_from_the_other_row() {
    // South controls hole 2 (North's row). Its 3 seeds go to 1, 0, then round the
    // corner to 4: [7, 7, 0, 6, 7, 6, 6, 6]; hole 4 is South's own, so no capture.
    let own = [N, N, S, N, S, S, S, S];
    let mut p = pos([6, 6, 3, 6, 6, 6, 6, 6], own, [3, 0], S);
    assert_eq!(&legal(&p)[..5], &sowings(&[2, 4, 5, 6, 7])[..]);
    assert_eq!(
        refused(&p, Move::Sow(3)),
        MoveError::NotYourHole { hole: 3, player: S }
    );
    p.play(Move::Sow(2)).unwrap();
    assert_eq!(p.board().holes(), &[7, 7, 0, 6, 7, 6, 6, 6]);
    assert_eq!(p.captured(S), 3);
    // North may not sow the hole it gave away.
    assert_eq!(
        refused(&p, Move::Sow(2)),
        MoveError::NotYourHole { hole: 2, player: N }
    );
}

#[test]
fn rule_1_a_lap_of_eight_seeds_ends_in_its_own_origin() {
    // Hole 6's 8 seeds go to 7, 3, 2, 1, 0, 4, 5 and — the origin is not skipped —
    // 6 itself. Skipping it would have put the 8th seed into 7 instead.
    let mut p = pos([3, 3, 3, 3, 3, 3, 8, 3], ROWS, [10, 9], S);
    let r = p.play(Move::Sow(6)).unwrap();
    assert_eq!(r.sowing.unwrap().landing, 6);
    assert_eq!(p.board().holes(), &[4, 4, 4, 4, 4, 4, 1, 4]);
    assert_eq!(p.captured(S), 10);
}

#[test]
fn rule_1_a_lap_of_nine_seeds_passes_its_emptied_origin_and_can_capture() {
    // Hole 7's 9 seeds: 3, 2, 1, 0, 4, 5, 6, 7 (the origin gets the 8th), 3.
    // Before [0,3,1,0, 2,2,2,9] → after [1,4,2,2, 3,3,3,1]. The last seed makes 2 in
    // North's hole 3: capture. Backward: hole 7 holds 1, stop. Forward: 2 (2) and 1
    // (4) taken, 0 (1) stops. South takes 2 + 2 + 4 = 8.
    let mut p = pos([0, 3, 1, 0, 2, 2, 2, 9], ROWS, [15, 14], S);
    let r = p.play(Move::Sow(7)).unwrap();
    assert_eq!(r.sowing.unwrap().landing, 3);
    assert_eq!(r.captured.holes, set(&[1, 2, 3]));
    assert_eq!(r.captured.seeds, 8);
    assert_eq!(p.board().holes(), &[1, 0, 0, 0, 3, 3, 3, 1]);
    assert_eq!((p.captured(S), p.captured(N)), (23, 14));
    assert_eq!(p.result(), None);
}

// ---------------------------------------------------------------- rule 2: capture

#[test]
fn rule_2_chain_forward_with_the_sowing() {
    // South sows hole 7's single seed into North's 3: 1 → 2, capture. Backward: 7
    // (just emptied) stops at once. Forward: 2 (4) and 1 (2) taken; 0 (3) stops.
    let mut p = pos([3, 2, 4, 1, 5, 5, 5, 1], ROWS, [11, 11], S);
    let r = p.play(Move::Sow(7)).unwrap();
    assert_eq!(r.captured.holes, set(&[1, 2, 3]));
    assert_eq!(r.captured.seeds, 8);
    assert_eq!(p.board().holes(), &[3, 0, 0, 0, 5, 5, 5, 0]);
    assert_eq!(p.captured(S), 19);
}

#[test]
fn rule_2_chain_backward_against_the_sowing_into_the_movers_own_holes() {
    // South sows hole 5 (3 seeds): 6 → 4, 7 → 2, 3 → 4. North's 3 now holds 4:
    // capture. Backward: South's own 7 (2) and 6 (4) taken, 5 (0) stops; hole 4 (2)
    // is beyond the gap and stays. Forward: 2 holds 3, stop. 4 + 2 + 4 = 10.
    let mut p = pos([5, 5, 3, 3, 2, 3, 3, 1], ROWS, [12, 11], S);
    let r = p.play(Move::Sow(5)).unwrap();
    assert_eq!(r.captured.holes, set(&[3, 6, 7]));
    assert_eq!(r.captured.seeds, 10);
    assert_eq!(p.board().holes(), &[5, 5, 3, 0, 2, 0, 0, 0]);
    assert_eq!(p.captured(S), 22);
}

#[test]
fn rule_2_chains_both_ways_at_once() {
    // South sows hole 4 (4 seeds): 5 → 3, 6 → 4, 7 → 2, 3 → 4: capture at 3.
    // Backward: 7 (2), 6 (4) taken, 5 (3) stops. Forward: 2 (2) taken, 1 (1) stops;
    // hole 0 (4) is past the stop and stays. 4 + 2 + 4 + 2 = 12.
    let mut p = pos([4, 1, 2, 3, 4, 2, 3, 1], ROWS, [14, 14], S);
    let r = p.play(Move::Sow(4)).unwrap();
    assert_eq!(r.captured.holes, set(&[2, 3, 6, 7]));
    assert_eq!(r.captured.seeds, 12);
    assert_eq!(p.board().holes(), &[4, 1, 0, 0, 0, 3, 0, 0]);
    assert_eq!((p.captured(S), p.captured(N)), (26, 14));
    assert_eq!(p.result(), None);
}

#[test]
fn rule_2_chain_stops_at_a_hole_of_one() {
    // Hole 7's seed makes 4 in 3: capture. Forward: 2 (4) taken, 1 (1) stops, so
    // hole 0's 2 stays. Backward: 7 is empty. 4 + 4 = 8.
    let mut p = pos([2, 1, 4, 3, 6, 6, 6, 1], ROWS, [10, 9], S);
    let r = p.play(Move::Sow(7)).unwrap();
    assert_eq!(r.captured.holes, set(&[2, 3]));
    assert_eq!(p.board().holes(), &[2, 1, 0, 0, 6, 6, 6, 0]);
    assert_eq!(p.captured(S), 18);
}

#[test]
fn rule_2_chain_stops_at_a_hole_of_three() {
    // As above with 3 in hole 1: the chain stops there, hole 0's 2 stays.
    let mut p = pos([2, 3, 4, 3, 6, 6, 6, 1], ROWS, [9, 8], S);
    let r = p.play(Move::Sow(7)).unwrap();
    assert_eq!(r.captured.holes, set(&[2, 3]));
    assert_eq!(p.board().holes(), &[2, 3, 0, 0, 6, 6, 6, 0]);
    assert_eq!(p.captured(S), 17);
}

#[test]
fn rule_2_landing_that_makes_two_in_the_movers_own_hole_captures_nothing() {
    // South sows hole 4 (2 seeds): 5 → 4, 6 → 2. Hole 6 is South's own: no capture,
    // even though 5 (4) and 7 (2) would qualify for a chain.
    let mut p = pos([3, 3, 3, 3, 2, 3, 1, 2], ROWS, [14, 14], S);
    let r = p.play(Move::Sow(4)).unwrap();
    assert_eq!(r.captured.seeds, 0);
    assert!(r.captured.holes.is_empty());
    assert_eq!(p.board().holes(), &[3, 3, 3, 3, 0, 4, 2, 2]);
    assert_eq!((p.captured(S), p.captured(N)), (14, 14));
    assert_eq!(p.to_move(), N);
}

#[test]
fn rule_2_capture_follows_control_not_rows() {
    // After trades South controls 3 (North's row) and North controls 7 (South's row).
    let own = [N, N, N, S, S, S, S, N];
    let holes = [5, 5, 2, 1, 3, 3, 3, 1];
    // South sows 5 (3 seeds): 6 → 4, 7 → 2, 3 → 2. Hole 3 is South's own now: no
    // capture, though it is on North's row (and North's 7 holds 2).
    let mut p = pos(holes, own, [13, 12], S);
    let r = p.play(Move::Sow(5)).unwrap();
    assert_eq!(r.captured.seeds, 0);
    assert_eq!(p.board().holes(), &[5, 5, 2, 2, 3, 0, 4, 2]);
    // North sows 7 (its hole on South's row, 1 seed) into South's 3: 1 → 2, capture.
    // Backward: 7 is empty. Forward: North's own 2 (2) taken, 1 (5) stops. 2 + 2 = 4.
    let mut p = pos(holes, own, [13, 12], N);
    let r = p.play(Move::Sow(7)).unwrap();
    assert_eq!(r.captured.holes, set(&[2, 3]));
    assert_eq!(p.board().holes(), &[5, 5, 0, 0, 3, 3, 3, 0]);
    assert_eq!((p.captured(S), p.captured(N)), (13, 16));
}

#[test]
fn rule_2_chain_wraps_round_the_board() {
    // South sows 6 (2 seeds): 7 → 3, 3 → 2: capture at North's 3. Backward: 7 holds 3,
    // stop. Forward: 2 (4), 1 (2), 0 (4), then round the end of the ring into South's
    // row: 4 (2), 5 (4); 6 (just emptied) stops. 2 + 4 + 2 + 4 + 2 + 4 = 18.
    let mut p = pos([4, 2, 4, 1, 2, 4, 2, 2], ROWS, [14, 13], S);
    let r = p.play(Move::Sow(6)).unwrap();
    assert_eq!(r.captured.holes, set(&[0, 1, 2, 3, 4, 5]));
    assert_eq!(r.captured.seeds, 18);
    assert_eq!(p.board().holes(), &[0, 0, 0, 0, 0, 0, 0, 3]);
    assert_eq!(p.captured(S), 32);
    assert_eq!(p.result(), None); // hole 7 holds 3
}

#[test]
fn rule_2_chains_that_meet_take_each_hole_once() {
    // Hole 7's 17 seeds go twice round (every hole +2, the origin included) and the
    // 17th lands in 3: [2,0,2,1, 0,2,0,17] → [4,2,4,4, 2,4,2,2]. Capture at North's 3
    // (4). Backward: 7, 6, 5, 4, 0, 1, 2 all hold 2 or 4; the chain reaches 3, already
    // taken, and stops; forward starts at 2, already taken. Every hole once: 24 seeds
    // (not more). The board is then empty: game over, South 12 + 24 = 36 to 12.
    let mut p = pos([2, 0, 2, 1, 0, 2, 0, 17], ROWS, [12, 12], S);
    let r = p.play(Move::Sow(7)).unwrap();
    assert_eq!(r.captured.holes, HoleSet::first(8));
    assert_eq!(r.captured.seeds, 24);
    assert_eq!((p.captured(S), p.captured(N)), (36, 12));
    assert_eq!(p.result(), Some(Outcome::win(S)));
}

#[test]
fn rule_2_chains_from_both_sides_stop_at_the_same_hole() {
    // As above but hole 0 starts with 1: [1,0,2,1, 0,2,0,17] → [3,2,4,4, 2,4,2,2].
    // Backward: 7, 6, 5, 4 taken, 0 (3) stops. Forward: 2, 1 taken, 0 (3) stops.
    // 23 − 3 = 20 seeds taken; hole 0 keeps its 3, so the game goes on.
    let mut p = pos([1, 0, 2, 1, 0, 2, 0, 17], ROWS, [13, 12], S);
    let r = p.play(Move::Sow(7)).unwrap();
    assert_eq!(r.captured.holes, set(&[1, 2, 3, 4, 5, 6, 7]));
    assert_eq!(r.captured.seeds, 20);
    assert_eq!(p.board().holes(), &[3, 0, 0, 0, 0, 0, 0, 0]);
    assert_eq!((p.captured(S), p.captured(N)), (33, 12));
    assert_eq!(p.result(), None);
}

// ---------------------------------------------------------------- rule 3: pass

#[test]
fn rule_3_a_player_who_controls_no_seeds_must_pass() {
    let mut p = pos([0, 0, 0, 0, 3, 3, 3, 3], ROWS, [20, 16], N);
    assert_eq!(legal(&p), vec![Move::Pass]);
    assert_eq!(refused(&p, Move::Sow(0)), MoveError::EmptyHole { hole: 0 });
    p.play(Move::Pass).unwrap();
    assert_eq!(p.to_move(), S);
    assert_eq!(p.board().holes(), &[0, 0, 0, 0, 3, 3, 3, 3]);
    assert_eq!(p.phase(), Phase::Turn);
}

#[test]
fn rule_3_a_player_who_can_sow_may_not_pass() {
    let p = Gore::start();
    assert_eq!(refused(&p, Move::Pass), MoveError::CannotPass { player: S });
}

#[test]
fn rule_3_their_side_means_the_holes_they_control_now() {
    // South's own row is empty but South controls 3 (4 seeds); North's row is empty
    // but North controls 7 (3 seeds). Neither passes; each sows the traded hole.
    let own = [N, N, N, S, S, S, S, N];
    let p = pos([0, 0, 0, 4, 0, 0, 0, 3], own, [21, 20], S);
    let l = legal(&p);
    assert_eq!(l[0], Move::Sow(3));
    // South controls 3, 4, 5, 6: 4 + 6 + 4 offers.
    assert_eq!(l.len(), 1 + 14);
    assert_eq!(refused(&p, Move::Pass), MoveError::CannotPass { player: S });
    let p = pos([0, 0, 0, 4, 0, 0, 0, 3], own, [21, 20], N);
    assert_eq!(legal(&p)[0], Move::Sow(7));
    assert!(!legal(&p).contains(&Move::Pass));
}

// ---------------------------------------------------------------- rule 4: offers

#[test]
fn rule_4_an_offer_ends_the_offerers_turn_and_awaits_the_answer() {
    let mut p = Gore::start();
    let r = p.play(offer(&[4, 5])).unwrap();
    assert!(!r.moves_again);
    assert_eq!(p.to_move(), N);
    assert_eq!(
        p.pending_offer(),
        Some(PendingOffer {
            by: S,
            holes: OfferHoles::new(&[4, 5]).unwrap()
        })
    );
    // Nothing else changed.
    assert_eq!(p.board(), Gore::start().board());
    assert_eq!((p.captured(S), p.captured(N)), (0, 0));
    // North holds no captures, so cannot pay 12: decline is its only answer.
    assert_eq!(legal(&p), vec![Move::Decline]);
}

#[test]
fn rule_4_every_set_of_one_to_three_controlled_holes_may_be_offered() {
    // South controls 4–7: 4 sowings, then 4 single, 6 pair and 4 triple offers.
    let l = legal(&Gore::start());
    let mut expected = sowings(&[4, 5, 6, 7]);
    for o in [
        &[4][..],
        &[5],
        &[6],
        &[7],
        &[4, 5],
        &[4, 6],
        &[4, 7],
        &[5, 6],
        &[5, 7],
        &[6, 7],
        &[4, 5, 6],
        &[4, 5, 7],
        &[4, 6, 7],
        &[5, 6, 7],
    ] {
        expected.push(offer(o));
    }
    assert_eq!(l, expected);
}

#[test]
fn rule_4_the_offerer_keeps_at_least_one_hole() {
    // South controls 4, 5, 6 only: offers of at most 2 holes (3 + 3 of them).
    let own = [N, N, N, N, S, S, S, N];
    let p = pos([6; 8], own, [0, 0], S);
    let offers = legal(&p)
        .into_iter()
        .filter(|m| matches!(m, Move::Offer(_)))
        .count();
    assert_eq!(offers, 6);
    assert_eq!(
        refused(&p, offer(&[4, 5, 6])),
        MoveError::MustKeepAHole {
            player: S,
            controls: 3,
            offered: 3
        }
    );
    // North controls 0, 1, 2, 3, 7: 5 sowings and 5 + 10 + 10 offers.
    let p = pos([6; 8], own, [0, 0], N);
    assert_eq!(legal(&p).len(), 5 + 25);
    // A player who controls a single hole cannot offer at all.
    let own = [N, N, N, N, N, N, N, S];
    let p = pos([6; 8], own, [0, 0], S);
    assert_eq!(legal(&p), vec![Move::Sow(7)]);
    assert!(matches!(
        refused(&p, offer(&[7])),
        MoveError::MustKeepAHole { controls: 1, .. }
    ));
}

#[test]
fn rule_4_empty_holes_may_be_offered() {
    let mut p = pos([6, 6, 6, 6, 0, 8, 8, 8], ROWS, [0, 0], S);
    assert!(legal(&p).contains(&offer(&[4])));
    p.play(offer(&[4])).unwrap();
    assert_eq!(p.pending_offer().unwrap().holes.holes(), &[4]);
}

#[test]
fn rule_4_offers_name_holes_the_offerer_controls() {
    let p = Gore::start();
    assert_eq!(
        refused(&p, offer(&[3])),
        MoveError::NotYourHole { hole: 3, player: S }
    );
    assert_eq!(
        refused(&p, offer(&[4, 9])),
        MoveError::NoSuchHole { hole: 9 }
    );
}

#[test]
fn rule_4_a_player_who_must_pass_cannot_offer() {
    let p = pos([0, 0, 0, 0, 3, 3, 3, 3], ROWS, [20, 16], N);
    assert_eq!(refused(&p, offer(&[0])), MoveError::MustPass { player: N });
    assert!(!legal(&p).iter().any(|m| matches!(m, Move::Offer(_))));
}

#[test]
fn rule_4_offers_are_not_limited_in_number() {
    // South offers, North declines and sows 0 (6 seeds: 4, 5, 6, 7, 3, 2 → landing on
    // its own 2), then South offers the same hole again, and again after that.
    let mut p = Gore::start();
    for _ in 0..3 {
        assert!(legal(&p).contains(&offer(&[4])));
        p.play(offer(&[4])).unwrap();
        p.play(Move::Decline).unwrap();
        let sow = legal(&p)[0];
        p.play(sow).unwrap();
        assert_eq!(p.to_move(), S);
    }
    assert!(p.has_declined(N));
    assert!(!p.has_declined(S));
}

// ---------------------------------------------------------------- rule 5: answers

#[test]
fn rule_5_accept_moves_six_captured_seeds_into_each_received_hole() {
    // South offers its holes 4 (empty) and 6 (3). North holds 14 ≥ 12 and accepts:
    // North keeps 2 captured, hole 4 becomes 0 + 6 and hole 6 becomes 3 + 6, both
    // North's. North then sows (its turn goes on): any non-empty hole it controls.
    let mut p = pos([1, 1, 1, 1, 0, 5, 3, 5], ROWS, [17, 14], S);
    p.play(offer(&[4, 6])).unwrap();
    assert_eq!(legal(&p), vec![Move::Accept, Move::Decline]);
    let r = p.play(Move::Accept).unwrap();
    assert!(r.moves_again);
    assert_eq!(p.to_move(), N);
    assert_eq!(p.phase(), Phase::Answered);
    assert_eq!((p.captured(S), p.captured(N)), (17, 2));
    assert_eq!(p.board().holes(), &[1, 1, 1, 1, 6, 5, 9, 5]);
    assert_eq!(owners(&p), vec![N, N, N, N, N, S, N, S]);
    assert_eq!(seeds_in_play(&p), 48);
    assert!(!p.has_declined(N));
    // Sowings only: no offer in the turn of the answer, no pass.
    assert_eq!(legal(&p), sowings(&[0, 1, 2, 3, 4, 6]));
    // North sows its new hole 4 (6 seeds): 5, 6, 7, 3, 2, 1. Hole 1 is North's own.
    p.play(Move::Sow(4)).unwrap();
    assert_eq!(p.board().holes(), &[1, 2, 2, 2, 0, 6, 10, 6]);
    assert_eq!(p.to_move(), S);
    assert_eq!(p.phase(), Phase::Turn);
    // South no longer controls 4 and 6.
    assert_eq!(
        refused(&p, Move::Sow(6)),
        MoveError::NotYourHole { hole: 6, player: S }
    );
    assert_eq!(&legal(&p)[..2], &sowings(&[5, 7])[..]);
}

#[test]
fn rule_5_accept_needs_six_captured_seeds_per_offered_hole() {
    // North holds 11: not enough for two holes (12), enough for one (6).
    let p = pos([1, 1, 1, 1, 0, 5, 3, 7], ROWS, [18, 11], S);
    let mut two = p;
    two.play(offer(&[4, 6])).unwrap();
    assert_eq!(legal(&two), vec![Move::Decline]);
    assert!(matches!(
        refused(&two, Move::Accept),
        MoveError::CannotPay {
            cost: 12,
            holds: 11,
            ..
        }
    ));
    let mut one = p;
    one.play(offer(&[6])).unwrap();
    assert_eq!(legal(&one), vec![Move::Accept, Move::Decline]);
    // Exactly 12 pays for two holes, leaving 0.
    let mut p = pos([1, 1, 1, 1, 0, 5, 3, 6], ROWS, [18, 12], S);
    p.play(offer(&[4, 6])).unwrap();
    p.play(Move::Accept).unwrap();
    assert_eq!(p.captured(N), 0);
    assert_eq!(p.board().holes(), &[1, 1, 1, 1, 6, 5, 9, 6]);
}

#[test]
fn rule_5_after_declining_the_answerer_sows_and_may_not_offer() {
    let mut p = Gore::start();
    p.play(offer(&[5])).unwrap();
    let r = p.play(Move::Decline).unwrap();
    assert!(r.moves_again);
    assert_eq!(p.to_move(), N);
    assert_eq!(p.phase(), Phase::Answered);
    assert!(p.has_declined(N));
    assert_eq!(legal(&p), sowings(&[0, 1, 2, 3]));
    for m in [offer(&[0]), Move::Accept, Move::Decline, Move::Pass] {
        refused(&p, m);
    }
    // North sows 0 (6 seeds): 4, 5, 6, 7, 3, 2. Hole 5 stayed South's.
    p.play(Move::Sow(0)).unwrap();
    assert_eq!(p.board().holes(), &[0, 6, 7, 7, 7, 7, 7, 7]);
    assert_eq!(owners(&p), ROWS.to_vec());
    assert_eq!(p.to_move(), S);
    assert_eq!(p.phase(), Phase::Turn);
}

#[test]
fn rule_5_an_answerer_who_controls_no_seeds_passes_after_declining() {
    let start = pos([0, 0, 0, 0, 3, 3, 3, 3], ROWS, [20, 16], S);
    let mut p = start;
    p.play(offer(&[4])).unwrap();
    assert_eq!(legal(&p), vec![Move::Accept, Move::Decline]);
    p.play(Move::Decline).unwrap();
    assert_eq!(legal(&p), vec![Move::Pass]);
    p.play(Move::Pass).unwrap();
    assert_eq!(p.to_move(), S);
    // Accepting instead gives North 3 + 6 = 9 seeds in hole 4 to sow.
    let mut p = start;
    p.play(offer(&[4])).unwrap();
    p.play(Move::Accept).unwrap();
    assert_eq!(p.captured(N), 10);
    assert_eq!(legal(&p), vec![Move::Sow(4)]);
}

#[test]
fn rule_5_moves_out_of_phase_are_refused_and_change_nothing() {
    let p = Gore::start();
    // No offer pending: no answer.
    for m in [Move::Accept, Move::Decline] {
        let e = refused(&p, m);
        assert_eq!(e, MoveError::NoOfferPending);
        assert!(e.to_string().contains("no offer"), "{e}");
        assert_eq!(e.kind(), "illegal-move");
    }
    // An offer pending: only an answer; the phase is checked before the hole.
    let mut p = p;
    p.play(offer(&[4])).unwrap();
    for m in [Move::Sow(0), Move::Pass, offer(&[0]), Move::Sow(99)] {
        let e = refused(&p, m);
        assert!(e.to_string().contains("accept or decline"), "{e}");
    }
}

// ---------------------------------------------------------------- rule 6: end

#[test]
fn rule_6_the_end_sweeps_each_hole_to_its_controller_and_equal_is_a_draw() {
    // South controls 3–6, North 0–2 and 7. South sows 5 (3 seeds): 6 → 1, 7 → 1,
    // 3 → 2 (South's own: no capture). Board [2,1,0,2, 0,0,1,1]: every hole below 3,
    // game over. North sweeps 0,1,2,7: 2+1+0+1 = 4 → 24; South 3,4,5,6: 2+0+0+1 = 3 →
    // 24. A draw (sweeping by rows would have given North 25 to 23).
    let own = [N, N, N, S, S, S, S, N];
    let mut p = pos([2, 1, 0, 1, 0, 3, 0, 0], own, [21, 20], S);
    p.play(Move::Sow(5)).unwrap();
    assert_eq!(p.result(), Some(Outcome::Draw));
    assert_eq!((p.captured(S), p.captured(N)), (24, 24));
    assert_eq!(p.board().holes(), &[0; 8]);
    assert!(legal(&p).is_empty());
    assert_eq!(refused(&p, Move::Sow(4)), MoveError::GameOver);
    assert_eq!(refused(&p, Move::Accept), MoveError::GameOver);
}

#[test]
fn rule_6_more_seeds_wins() {
    // South sows 7 (3 seeds): 3 → 1, 2 → 2, 1 → 1 (not 2 or 4: no capture). Board
    // [0,1,2,1, 0,0,0,0]: over. North sweeps 4 → 23; South 25. South wins, plainly.
    let mut p = pos([0, 0, 1, 0, 0, 0, 0, 3], ROWS, [25, 19], S);
    assert_eq!(p.result(), None); // hole 7 holds 3
    p.play(Move::Sow(7)).unwrap();
    assert_eq!((p.captured(S), p.captured(N)), (25, 23));
    assert_eq!(p.result(), Some(Outcome::win(S)));
    assert_eq!(p.result().unwrap().to_string(), "south wins");
    // A board already final is over at once.
    let p = pos([2, 2, 2, 2, 2, 2, 2, 2], ROWS, [16, 16], S);
    assert_eq!(p.result(), Some(Outcome::Draw));
}

// ---------------------------------------------------------------- rule 7: glory

#[test]
fn rule_7_a_winner_who_declined_wins_without_glory() {
    // North (1 seed in hole 2, so it could sow) offers hole 0; South could pay but
    // declines, then sows 7 as in rule 6: 25 to 23, South wins without glory.
    let mut p = pos([0, 0, 1, 0, 0, 0, 0, 3], ROWS, [25, 19], N);
    p.play(offer(&[0])).unwrap();
    assert_eq!(legal(&p), vec![Move::Accept, Move::Decline]);
    p.play(Move::Decline).unwrap();
    p.play(Move::Sow(7)).unwrap();
    let won = Outcome::Win {
        winner: S,
        without_glory: true,
    };
    assert_eq!(p.result(), Some(won));
    let j = serde_json::to_value(p).unwrap();
    assert_eq!(
        j["result"],
        serde_json::json!({"winner": "south", "without_glory": true})
    );
    assert!(p.to_string().contains("result: south wins without glory"));
}

#[test]
fn rule_7_a_winner_who_never_declined_wins_with_glory() {
    // South offers hole 4 (empty); North declines and sows its only seed, 2 → 1.
    // Board [0,1,0,0, 0,0,0,3]. South sows 7: 3 → 1, 2 → 1, 1 → 2 in North's hole:
    // capture 2 (neighbours 2 (1) and 0 (0) stop both chains). Board [0,0,1,1, 0,0,0,0]:
    // over; North sweeps 2 → 21, South 27. North declined, but South won: plain win.
    let mut p = pos([0, 0, 1, 0, 0, 0, 0, 3], ROWS, [25, 19], S);
    p.play(offer(&[4])).unwrap();
    p.play(Move::Decline).unwrap();
    assert_eq!(legal(&p), vec![Move::Sow(2)]);
    p.play(Move::Sow(2)).unwrap();
    assert_eq!(p.board().holes(), &[0, 1, 0, 0, 0, 0, 0, 3]);
    let r = p.play(Move::Sow(7)).unwrap();
    assert_eq!(r.captured.holes, set(&[1]));
    assert_eq!((p.captured(S), p.captured(N)), (27, 21));
    assert_eq!(p.result(), Some(Outcome::win(S)));
    assert!(p.has_declined(N));
}

// ---------------------------------------------------------------- the position

#[test]
fn the_negotiation_is_part_of_the_position_json_text_and_equality() {
    let start = Gore::start();
    let j = serde_json::to_value(start).unwrap();
    assert_eq!(j["game"], "gore");
    assert_eq!(j["pending_offer"], serde_json::Value::Null);
    assert_eq!(j["answered"], false);
    assert_eq!(j["declined"], serde_json::json!([]));

    let mut offered = start;
    offered.play(offer(&[4, 5])).unwrap();
    let j = serde_json::to_value(offered).unwrap();
    assert_eq!(
        j["pending_offer"],
        serde_json::json!({"by": "south", "holes": [4, 5]})
    );
    assert_eq!(j["to_move"], "north");

    let mut answered = offered;
    answered.play(Move::Decline).unwrap();
    let j = serde_json::to_value(answered).unwrap();
    assert_eq!(j["pending_offer"], serde_json::Value::Null);
    assert_eq!(j["answered"], true);
    assert_eq!(j["declined"], serde_json::json!(["north"]));

    for p in [start, offered, answered] {
        let back: Gore = serde_json::from_value(serde_json::to_value(p).unwrap()).unwrap();
        assert_eq!(back, p);
        let text = p.to_string();
        assert_eq!(text.parse::<Gore>().unwrap(), p, "{text}");
    }
    assert!(offered
        .to_string()
        .contains("pending offer: south offers 4 5"));

    // Same board, captures and player to move; only the phase differs.
    let mut turn = answered;
    turn = {
        let text = turn.to_string().replace("answered: yes", "answered: no");
        text.parse::<Gore>().unwrap()
    };
    assert_ne!(turn, answered);
    let set: std::collections::HashSet<Gore> = [turn, answered].into_iter().collect();
    assert_eq!(set.len(), 2);
    assert_eq!(legal(&turn).len(), 4 + 14);
    assert_eq!(legal(&answered).len(), 4);

    // Ownership shows in the text board with `*` and survives the round trip.
    let own = [N, N, S, N, S, S, S, N];
    let p = pos([6; 8], own, [0, 0], S);
    let text = p.to_string();
    assert!(text.contains("6*"), "{text}");
    assert_eq!(text.parse::<Gore>().unwrap(), p);
}

#[test]
fn a_format_md_position_without_the_extension_fields_reads() {
    let j = serde_json::json!({
        "game": "gore", "rows": 2, "cols": 4,
        "holes": [6, 6, 6, 6, 6, 6, 6, 6],
        "owners": ["north", "north", "north", "north", "south", "south", "south", "south"],
        "captured": {"south": 0, "north": 0},
        "to_move": "north",
        "result": null,
        "pending_offer": {"by": "south", "holes": [5, 6]}
    });
    let p: Gore = serde_json::from_value(j).unwrap();
    assert_eq!(legal(&p), vec![Move::Decline]);
    assert!(!p.has_declined(S) && !p.has_declined(N));
}

#[test]
fn impossible_negotiations_are_refused_when_reading() {
    let base = serde_json::to_value(Gore::start()).unwrap();
    let with = |k: &str, v: serde_json::Value| {
        let mut j = base.clone();
        j[k] = v;
        serde_json::from_value::<Gore>(j)
    };
    // South is to move, so an offer by South is not awaiting South's answer.
    assert!(with(
        "pending_offer",
        serde_json::json!({"by": "south", "holes": [4]})
    )
    .is_err());
    // North's offer of a hole North does not control.
    assert!(with(
        "pending_offer",
        serde_json::json!({"by": "north", "holes": [4]})
    )
    .is_err());
    // North may offer three of its four holes, but not all three of three.
    assert!(with(
        "pending_offer",
        serde_json::json!({"by": "north", "holes": [0, 1, 2]})
    )
    .is_ok());
    let mut j = base.clone();
    j["owners"] =
        serde_json::json!(["north", "north", "north", "south", "south", "south", "south", "south"]);
    assert!(serde_json::from_value::<Gore>(j.clone()).is_ok());
    j["pending_offer"] = serde_json::json!({"by": "north", "holes": [0, 1, 2]});
    j["to_move"] = serde_json::json!("south");
    assert!(serde_json::from_value::<Gore>(j).is_err());
    assert!(with("declined", serde_json::json!(["north", "north"])).is_err());
    let mut j = base.clone();
    j["pending_offer"] = serde_json::json!({"by": "north", "holes": [0]});
    j["answered"] = serde_json::json!(true);
    assert!(serde_json::from_value::<Gore>(j).is_err());
    // A final board must carry its result.
    let mut j = base.clone();
    j["holes"] = serde_json::json!([2, 2, 2, 2, 2, 2, 2, 2]);
    j["captured"] = serde_json::json!({"south": 16, "north": 16});
    assert!(serde_json::from_value::<Gore>(j).is_err());
    // Every player keeps a hole.
    let mut j = base.clone();
    j["owners"] = serde_json::json!(vec!["south"; 8]);
    assert!(serde_json::from_value::<Gore>(j).is_err());
    // A finished game with its seeds swept and the declined winner marked.
    let mut j = base;
    j["holes"] = serde_json::json!(vec![0; 8]);
    j["captured"] = serde_json::json!({"south": 25, "north": 23});
    j["declined"] = serde_json::json!(["south"]);
    j["result"] = serde_json::json!({"winner": "south"});
    assert!(serde_json::from_value::<Gore>(j.clone()).is_err());
    j["result"] = serde_json::json!({"winner": "south", "without_glory": true});
    assert!(serde_json::from_value::<Gore>(j).is_ok());
}

#[test]
fn any_game_runs_gore() {
    let mut p = AnyGame::start(GameKind::Gore);
    assert_eq!(p.board().total(), 48);
    p.play("offer 6,5".parse().unwrap()).unwrap();
    p.play("decline".parse().unwrap()).unwrap();
    p.play("0".parse().unwrap()).unwrap();
    assert_eq!(p.to_move(), S);
    let back: AnyGame = p.to_string().parse().unwrap();
    assert_eq!(back, p);
}
