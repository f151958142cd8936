//! Djenon-aboure scenario tests: one or more per rule of docs/RULES.md, on hand-built
//! positions whose results were worked out by hand (the reasoning is in the comments).
//!
//! Ring (docs/RULES.md, Common conventions): 6 → 7 → 8 → 9 → 10 → 11 → 5 → 4 → 3 → 2 → 1 →
//! 0 → 6; "backward" is the reverse. North owns 0–5, South 6–11.

use crate::common::legal;
use sowing::sow::LapVerdict;
use sowing::{DjenonAboure, Move, MoveError, Outcome, Player, Position, Ruleset};
use std::collections::HashSet;

fn pos(holes: [u8; 12], south: u8, north: u8, to_move: Player) -> DjenonAboure {
    DjenonAboure::from_parts(holes, [south, north], to_move).unwrap()
}

#[test]
fn start_is_2x6_with_4_seeds_per_hole_and_south_to_move() {
    let p = DjenonAboure::start();
    assert_eq!(p.board().holes(), &[4; 12]);
    assert_eq!(p.to_move(), Player::South);
    assert_eq!(legal(&p), (6..12).map(Move::Sow).collect::<Vec<_>>());
}

#[test]
fn rule_1_single_seeds_never_move() {
    // South's hole 7 holds a single seed.
    let p = pos([5, 0, 0, 0, 0, 0, 2, 1, 0, 0, 0, 0], 20, 20, Player::South);
    let mut q = p;
    assert!(matches!(
        q.play(Move::Sow(7)),
        Err(MoveError::SingleSeed { hole: 7, .. })
    ));
    assert_eq!(q, p, "refused move leaves the position untouched");
    assert!(matches!(
        q.play(Move::Sow(8)),
        Err(MoveError::EmptyHole { hole: 8 })
    ));
    assert!(matches!(
        q.play(Move::Sow(0)),
        Err(MoveError::NotYourHole { hole: 0, .. })
    ));
    assert!(matches!(
        q.play(Move::Sow(12)),
        Err(MoveError::NoSuchHole { hole: 12 })
    ));
    assert_eq!(q, p);
    assert_eq!(legal(&p), vec![Move::Sow(6)]);
}

#[test]
fn rule_1_first_seed_goes_back_into_the_origin() {
    // South lifts 3 from hole 6: one back into 6, then 7 and 8 (both empty). The last
    // seed makes 8 hold 1: the move ends (rule 2), nothing captured.
    let mut p = pos([5, 0, 0, 0, 0, 0, 3, 0, 0, 0, 0, 0], 20, 20, Player::South);
    let r = p.play(Move::Sow(6)).unwrap();
    assert_eq!(p.board().holes(), &[5, 0, 0, 0, 0, 0, 1, 1, 1, 0, 0, 0]);
    let s = r.sowing.unwrap();
    assert_eq!((s.landing, s.laps, s.ended), (8, 1, LapVerdict::End));
    assert_eq!(r.captured.seeds, 0);
    assert_eq!(p.to_move(), Player::North);
    assert_eq!(p.result(), None);
}

#[test]
fn rule_2_relay_on_three() {
    // South sows 7 (2): 1 back into 7, 1 into 8 (2 → 3): relay. Lift 3 from 8: 1 back
    // into 8, then 9 and 10; 10 was empty (now 1): the move ends after 2 laps.
    let mut p = pos([5, 0, 0, 0, 0, 0, 0, 2, 2, 0, 0, 0], 20, 19, Player::South);
    let r = p.play(Move::Sow(7)).unwrap();
    assert_eq!(p.board().holes(), &[5, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 0]);
    let s = r.sowing.unwrap();
    assert_eq!((s.landing, s.laps), (10, 2));
    assert_eq!(p.captured(Player::South), 20);
}

#[test]
fn rule_2_relay_of_several_laps_ending_in_a_capture() {
    // From the start, South sows 8 (4 seeds):
    //   lap 1: 8←1, 9, 10, 11 → 11 holds 5: relay;
    //   lap 2: 11←1, 5, 4, 3, 2 → 2 holds 5: relay;
    //   lap 3: 2←1, 1, 0, 6, 7 → 7 holds 5: relay;
    //   lap 4: 7←1, 8 (1→2), 9 (5→6), 10 (5→6), 11 (1→2) → 11 holds 2: capture it;
    //   backward: 10 holds 6, the chain stops. South captures 2.
    let mut p = DjenonAboure::start();
    let r = p.play(Move::Sow(8)).unwrap();
    let s = r.sowing.unwrap();
    assert_eq!((s.landing, s.laps, s.ended), (11, 4, LapVerdict::Capture));
    assert_eq!(p.board().holes(), &[5, 5, 1, 5, 5, 5, 5, 1, 2, 6, 6, 0]);
    assert_eq!(r.captured.holes.iter().collect::<Vec<_>>(), vec![11]);
    assert_eq!(p.captured(Player::South), 2);
}

#[test]
fn rule_2_capture_of_four_in_the_movers_own_row() {
    // South sows 7 (2): 7←1, 8 (3 → 4): capture 4 in South's own row. Backward: 7
    // holds 1, the chain stops.
    let mut p = pos([5, 0, 0, 0, 0, 0, 0, 2, 3, 0, 0, 0], 19, 19, Player::South);
    let r = p.play(Move::Sow(7)).unwrap();
    assert_eq!(p.board().holes(), &[5, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0]);
    assert_eq!(r.captured.seeds, 4);
    assert_eq!(p.captured(Player::South), 23);
}

#[test]
fn rule_2_backward_chain_crosses_into_the_other_row_and_stops_at_a_three() {
    // South sows 11 (8): 11←1, then 5, 4, 3, 2, 1, 0, 6. Holes 0 (1→2), 1 (3→4),
    // 2 (2→3), 6 (1→2). The last seed makes 6 hold 2: capture; backward from 6 the ring
    // goes to 0 (2: take), 1 (4: take), 2 (3: stop). South captures 2 + 2 + 4 = 8.
    let mut p = pos([1, 3, 2, 0, 0, 0, 1, 0, 0, 0, 0, 8], 16, 17, Player::South);
    let r = p.play(Move::Sow(11)).unwrap();
    assert_eq!(r.captured.holes.iter().collect::<Vec<_>>(), vec![0, 1, 6]);
    assert_eq!(r.captured.seeds, 8);
    assert_eq!(p.board().holes(), &[0, 0, 3, 1, 1, 1, 0, 0, 0, 0, 0, 1]);
    assert_eq!(p.captured(Player::South), 24);
    assert_eq!(p.result(), None, "hole 2 still holds 3");
}

#[test]
fn rule_2_backward_chain_stops_at_a_one() {
    // South sows 8 (2): 8←1, 9 (1 → 2): capture; backward: 8 holds 1, stop — even
    // though 7 holds 2.
    let mut p = pos([5, 0, 0, 0, 0, 0, 0, 2, 2, 1, 0, 0], 19, 19, Player::South);
    let r = p.play(Move::Sow(8)).unwrap();
    assert_eq!(r.captured.seeds, 2);
    assert_eq!(p.board().holes(), &[5, 0, 0, 0, 0, 0, 0, 2, 1, 0, 0, 0]);
}

#[test]
fn rule_2_lap_of_13_seeds_passes_the_origin_and_lands_in_it() {
    // South sows 6 (13): 6←1, then 12 seeds round the whole ring: 7, 8, 9, 10, 11, 5,
    // 4, 3, 2, 1, 0 and 6 again (the origin is not skipped). 6 holds 2: capture;
    // backward: 0 holds 1, stop.
    let mut p = pos([0, 0, 0, 5, 0, 0, 13, 0, 0, 0, 0, 0], 15, 15, Player::South);
    let r = p.play(Move::Sow(6)).unwrap();
    let s = r.sowing.unwrap();
    assert_eq!((s.landing, s.laps), (6, 1));
    assert_eq!(r.captured.seeds, 2);
    assert_eq!(p.board().holes(), &[1, 1, 1, 6, 1, 1, 0, 1, 1, 1, 1, 1]);
    assert_eq!(p.captured(Player::South), 17);
}

#[test]
fn rule_3_forced_pass_when_no_hole_holds_two() {
    // South holds only single seeds: the only legal move is pass.
    let p = pos([3, 0, 0, 0, 0, 0, 1, 1, 0, 0, 0, 0], 22, 21, Player::South);
    assert_eq!(legal(&p), vec![Move::Pass]);
    let mut q = p;
    q.play(Move::Pass).unwrap();
    assert_eq!(q.to_move(), Player::North);
    assert_eq!(q.board(), p.board());
    // North can sow hole 0, so may not pass.
    let before = q;
    assert!(matches!(
        q.play(Move::Pass),
        Err(MoveError::CannotPass { .. })
    ));
    assert_eq!(q, before);
}

/// An independent, naive model of a Djenon-aboure sowing (rules 1–2), with a set of
/// seen states: `Some(laps)` if it ends, `None` if it cycles.
fn naive_sowing_laps(mut holes: [u8; 12], origin: usize) -> Option<u32> {
    let ring = [6, 7, 8, 9, 10, 11, 5, 4, 3, 2, 1, 0];
    let next = |h: usize| ring[(ring.iter().position(|&x| x == h).unwrap() + 1) % 12];
    let mut seen = HashSet::new();
    let mut hole = origin;
    let mut laps = 0;
    loop {
        if !seen.insert((holes, hole)) {
            return None;
        }
        let n = holes[hole];
        holes[hole] = 1;
        let mut cur = hole;
        for _ in 1..n {
            cur = next(cur);
            holes[cur] += 1;
        }
        laps += 1;
        match holes[cur] {
            1 | 2 | 4 => return Some(laps),
            _ => hole = cur,
        }
    }
}

#[test]
fn endless_sowing_is_refused_and_left_out_of_the_legal_moves() {
    // Found by searching random boards; the naive model above confirms the cycle.
    let holes = [5, 2, 3, 6, 3, 4, 2, 1, 4, 8, 1, 2];
    assert_eq!(naive_sowing_laps(holes, 9), None);
    let p = pos(holes, 3, 4, Player::South);
    let mut q = p;
    assert_eq!(
        q.play(Move::Sow(9)),
        Err(MoveError::EndlessSowing { hole: 9 })
    );
    assert_eq!(q, p);
    let l = legal(&p);
    assert!(!l.contains(&Move::Sow(9)));
    // The other sowings end, and are legal.
    for h in [6, 8, 11] {
        assert!(naive_sowing_laps(holes, h).is_some());
        assert!(l.contains(&Move::Sow(h as u8)));
    }
}

#[test]
fn a_long_but_finite_sowing_is_legal() {
    // 309 laps, found by searching random boards; the naive model agrees it ends.
    let holes = [1, 6, 1, 4, 5, 4, 6, 5, 2, 1, 4, 8];
    assert_eq!(naive_sowing_laps(holes, 11), Some(309));
    let mut p = pos(holes, 0, 1, Player::South);
    let r = p.play(Move::Sow(11)).unwrap();
    assert_eq!(r.sowing.unwrap().laps, 309);
}

#[test]
fn rule_3_decision_a_player_whose_every_sowing_is_endless_must_pass() {
    // South's only hole of 2 or more is 6, and its sowing never ends.
    let holes = [4, 3, 4, 9, 6, 5, 7, 1, 0, 1, 0, 1];
    assert_eq!(naive_sowing_laps(holes, 6), None);
    let p = pos(holes, 3, 4, Player::South);
    assert_eq!(legal(&p), vec![Move::Pass]);
    let mut q = p;
    q.play(Move::Pass).unwrap();
    assert_eq!(q.to_move(), Player::North);
}

#[test]
fn rule_4_end_sweeps_each_row_to_its_owner() {
    // South sows 6 (2): 6←1, 7 (0 → 1): the move ends. Every hole now holds 0 or 1:
    // North's row has 2 seeds (holes 0, 2), South's 3 (6, 7, 11). North 23 + 2 = 25,
    // South 20 + 3 = 23: North wins.
    let mut p = pos([1, 0, 1, 0, 0, 0, 2, 0, 0, 0, 0, 1], 20, 23, Player::South);
    p.play(Move::Sow(6)).unwrap();
    assert_eq!(p.result(), Some(Outcome::win(Player::North)));
    assert_eq!(
        (p.captured(Player::South), p.captured(Player::North)),
        (23, 25)
    );
    assert_eq!(p.board().total(), 0, "swept seeds move into the captures");
    assert!(legal(&p).is_empty());
    let before = p;
    assert_eq!(p.play(Move::Pass), Err(MoveError::GameOver));
    assert_eq!(p, before);
}

#[test]
fn rule_4_24_24_is_a_draw() {
    // As above with captures 21 / 22: 21 + 3 = 24, 22 + 2 = 24.
    let mut p = pos([1, 0, 1, 0, 0, 0, 2, 0, 0, 0, 0, 1], 21, 22, Player::South);
    p.play(Move::Sow(6)).unwrap();
    assert_eq!(p.result(), Some(Outcome::Draw));
    assert_eq!(
        (p.captured(Player::South), p.captured(Player::North)),
        (24, 24)
    );
}

#[test]
fn position_text_and_json_forms_round_trip_and_check_their_input() {
    let p = pos([1, 3, 2, 0, 0, 0, 1, 0, 0, 0, 0, 8], 16, 17, Player::North);
    let text = p.to_string();
    assert!(text.contains("to move: north"));
    assert_eq!(text.parse::<DjenonAboure>().unwrap(), p);
    let json = serde_json::to_value(p).unwrap();
    assert_eq!(
        json["holes"],
        serde_json::json!([1, 3, 2, 0, 0, 0, 1, 0, 0, 0, 0, 8])
    );
    assert_eq!(
        json["captured"],
        serde_json::json!({"south": 16, "north": 17})
    );
    assert_eq!(
        serde_json::from_value::<DjenonAboure>(json.clone()).unwrap(),
        p
    );
    // Seeds that do not add up to 48 are refused.
    let mut bad = json.clone();
    bad["captured"]["south"] = 0.into();
    assert!(serde_json::from_value::<DjenonAboure>(bad).is_err());
    // A board whose holes all hold 0 or 1 with no result is refused (rule 4).
    assert!(DjenonAboure::from_parts([1; 12], [18, 18], Player::South)
        .unwrap()
        .is_over());
}
