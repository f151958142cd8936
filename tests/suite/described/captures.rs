//! Captures in described games (`capture`): on counts with their rows and chains, the
//! hole across, an empty own hole, captures off in the first turns, chain limits: one
//! scenario test per mechanism.

use crate::common::{
    from_parts as at, small_description as description, small_rules as rules, variant,
};
use serde_json::{json, Value};
use sowing::{Move, Player, Position};

#[test]
fn capture_on_counts_with_rows_and_chains() {
    // Backward chain on the opponent's row (Oware's rule).
    let oware = rules(
        json!({"capture": {"on": "counts", "counts": [2, 3], "rows": "opponent", "chain": "backward"}}),
    );
    // 2×3: hole 5's 3 seeds → 2, 1, 0; 0 and 1 hold 2 after, 2 holds 3.
    let mut pos = at(oware, &[1, 1, 2, 1, 1, 3], [0, 3], Player::South);
    let report = pos.play(Move::Sow(5)).unwrap();
    // The landing hole 0 (2), then back: 1 (2), 2 (3); the chain stops at South's row.
    assert_eq!(report.captured.seeds, 7);
    assert_eq!(pos.board().holes(), &[0, 0, 0, 1, 1, 0]);
    // Forward: from landing hole 2 on to 1 and 0.
    let fwd = rules(json!({"capture": {"on": "counts", "counts": [2], "chain": "forward"}}));
    let mut pos = at(fwd, &[1, 1, 1, 0, 2, 7], [0, 0], Player::South);
    pos.play(Move::Sow(4)).unwrap(); // 5, 2: hole 2 now 2; forward 1, 0 hold 1: no chain
    assert_eq!(pos.captured(Player::South), 2);
    let mut pos = at(fwd, &[2, 2, 1, 0, 2, 5], [0, 0], Player::South);
    pos.play(Move::Sow(4)).unwrap(); // 5 (6), 2 (2): forward 1 (2), 0 (2), then 3 (0) stops
    assert_eq!(pos.captured(Player::South), 6);
    // Both ways, the chain limited by chain_rows: hole 4's 2 seeds → 5 (2), 2 (2).
    // Hole 2 is taken; backward, hole 5 holds 2 but is South's; forward, hole 1 (2) is
    // taken and hole 0 (1) stops the chain.
    let both = rules(
        json!({"capture": {"on": "counts", "counts": [2], "rows": "any", "chain": "both", "chain_rows": "opponent"}}),
    );
    let mut pos = at(both, &[1, 2, 1, 3, 2, 1], [2, 0], Player::South);
    assert_eq!(pos.play(Move::Sow(4)).unwrap().captured.seeds, 4);
    assert_eq!(pos.board().holes(), &[1, 0, 0, 3, 0, 2]);
}

#[test]
fn capture_takes_the_hole_across() {
    let r = rules(json!({"capture": {"on": "counts", "counts": [3], "take": "opposite"}}));
    // Hole 3's 2 seeds → 4, 5: hole 5 holds 3; across from it is hole 2.
    let mut pos = at(r, &[1, 1, 4, 2, 1, 2], [1, 0], Player::South);
    let report = pos.play(Move::Sow(3)).unwrap();
    assert_eq!(report.captured.seeds, 4);
    assert_eq!(pos.board().holes(), &[1, 1, 0, 0, 2, 3]);
}

#[test]
fn empty_own_hole_capture_and_behind_on_four_rows() {
    let kalah = variant("kalah");
    // South's hole 6 holds 1: it falls into 7 (empty); across is hole 1 (4 seeds).
    let mut holes = [4; 12];
    holes[6] = 1;
    holes[7] = 0;
    let mut pos = at(kalah, &holes, [4, 3], Player::South);
    let report = pos.play(Move::Sow(6)).unwrap();
    assert_eq!(report.captured.seeds, 5);
    assert_eq!(pos.captured(Player::South), 9);
    assert_eq!(pos.board().seeds(1), 0);
    // Four rows: South's front row is row 2; across is North's front row 1, behind it 0.
    let bao = rules(json!({
        "board": {"rows": 4, "holes_per_row": 3, "seeds_per_hole": 2},
        "capture": {"on": "empty-own-hole", "take": "opposite", "behind": true}
    }));
    // South's loop: 9 → 10 → 11 → 8 → 7 → 6 → 9. Hole 11's 2 seeds → 8, 7 (empty).
    let mut pos = at(
        bao,
        &[2, 3, 2, 2, 4, 2, 1, 0, 2, 2, 2, 2],
        [0, 0],
        Player::South,
    );
    let report = pos.play(Move::Sow(11)).unwrap();
    // 8 (3), 7 (empty, now 1): across is hole 4 (4), behind it hole 1 (3).
    assert_eq!(report.captured.seeds, 7);
    assert_eq!(pos.board().seeds(7), 1); // the last seed stays
}

#[test]
fn captures_off_in_the_first_turns() {
    let capture = |off: u8| json!({"on": "counts", "counts": [3], "off_first_turns": off});
    // South's first move makes hole 5 hold 3: no capture during the first turn.
    let mut pos = rules(json!({ "capture": capture(1) })).start();
    let report = pos.play(Move::Sow(3)).unwrap();
    assert_eq!(report.captured.seeds, 0);
    assert_eq!(pos.board().holes(), &[2, 2, 2, 0, 3, 3]);
    // North's turn, the second, captures: hole 2 makes hole 0 hold 3.
    let report = pos.play(Move::Sow(2)).unwrap();
    assert_eq!(report.captured.seeds, 3);
    // Without the rule South captures at once.
    let mut pos = rules(json!({ "capture": capture(0) })).start();
    assert_eq!(pos.play(Move::Sow(3)).unwrap().captured.seeds, 3);
    // Two turns off: North's first move captures nothing either.
    let mut pos = rules(json!({ "capture": capture(2) })).start();
    pos.play(Move::Sow(3)).unwrap();
    assert_eq!(pos.play(Move::Sow(2)).unwrap().captured.seeds, 0);
    // With relay laps, a landing that would capture relays while captures are off:
    // 5 (3 seeds) to 2, 1, 0; 0 (3 seeds) to 3, 4, 5, which held none.
    let relay = rules(json!({"sowing": {"laps": "relay"}, "capture": capture(1)}));
    let mut pos = relay.start();
    let report = pos.play(Move::Sow(3)).unwrap();
    assert_eq!((report.sowing.unwrap().laps, report.captured.seeds), (3, 0));
    assert_eq!(pos.board().holes(), &[0, 3, 3, 1, 4, 1]);
    // The turn counted is part of the position: the same board after the first
    // turns is another position.
    let off = rules(json!({ "capture": capture(1) }));
    let first = off.start();
    let later = at(off, &[2, 2, 2, 2, 2, 2], [0, 0], Player::South);
    assert_ne!(first, later);
    assert_ne!(first.key(), later.key());
}

#[test]
fn empty_hole_capture_in_either_row() {
    let any =
        rules(json!({"capture": {"on": "empty-own-hole", "take": "opposite", "rows": "any"}}));
    // South's last seed falls into North's empty hole 2: South's 5 across is taken.
    let mut pos = at(any, &[1, 1, 0, 1, 2, 3], [2, 2], Player::South);
    pos.play(Move::Sow(4)).unwrap(); // 5, then 2
    assert_eq!(pos.board().holes(), &[1, 1, 1, 1, 0, 0]);
    assert_eq!(pos.captured(Player::South), 6);
    // In the mover's own row as usual: North's 1 into its empty 0, South's 3 taken.
    let mut pos = at(any, &[0, 1, 1, 1, 0, 2], [3, 4], Player::North);
    pos.play(Move::Sow(1)).unwrap();
    assert_eq!(pos.board().holes(), &[1, 0, 1, 0, 0, 2]);
    assert_eq!(pos.captured(Player::North), 5);
    // Only in the opponent's row.
    let opp =
        rules(json!({"capture": {"on": "empty-own-hole", "take": "opposite", "rows": "opponent"}}));
    let mut pos = at(opp, &[1, 1, 0, 1, 2, 3], [2, 2], Player::South);
    pos.play(Move::Sow(4)).unwrap();
    assert_eq!(pos.captured(Player::South), 6);
    // Its own empty hole captures nothing there.
    let mut pos = at(opp, &[1, 1, 1, 2, 0, 0], [3, 4], Player::South);
    pos.play(Move::Sow(3)).unwrap(); // 4, then 5 (empty)
    assert_eq!(pos.board().holes(), &[1, 1, 1, 0, 1, 1]);
    assert_eq!(pos.captured(Player::South), 3);
    // Not on four rows, nor pulling across.
    for bad in [
        json!({"board": {"rows": 4, "holes_per_row": 3, "seeds_per_hole": 2},
            "capture": {"on": "empty-own-hole", "rows": "any"}}),
        json!({"capture": {"on": "empty-own-hole", "take": "pull-across", "rows": "any"}}),
    ] {
        assert!(description(bad).check().is_err());
    }
}

#[test]
fn empty_own_hole_pulls_the_seeds_across() {
    let r = rules(json!({"capture": {"on": "empty-own-hole", "take": "pull-across"}}));
    // Hole 4's seed falls into the empty hole 5; hole 2's three seeds move into it.
    let mut pos = at(r, &[0, 1, 3, 0, 1, 0], [3, 4], Player::South);
    let report = pos.play(Move::Sow(4)).unwrap();
    assert_eq!(report.captured.seeds, 0);
    assert_eq!(pos.board().holes(), &[0, 1, 0, 0, 0, 4]);
    assert_eq!(
        (pos.captured(Player::South), pos.captured(Player::North)),
        (3, 4)
    );
}

#[test]
fn capture_chain_limited_to_a_number_of_holes() {
    let counts = |limit: Value| json!({"on": "counts", "counts": [2, 3], "chain": "backward", "chain_limit": limit});
    // Hole 3's three seeds make holes 4, 5 and 2 hold 2 each: the capture of 2 chains
    // back through 5 and 4, unless the limit stops it after two holes.
    for (limit, taken) in [(json!(null), 3), (json!(2), 2)] {
        let r = rules(json!({ "capture": counts(limit.clone()) }));
        let mut pos = at(r, &[0, 0, 1, 3, 1, 1], [3, 3], Player::South);
        let report = pos.play(Move::Sow(3)).unwrap();
        assert_eq!(report.captured.holes.len(), taken, "{limit}");
    }
}
