//! Sowing in described games (`sowing`): directions, the origin hole, the seeds a
//! hole needs, relay laps and endless sowings: one scenario test per mechanism.

use crate::common::{
    from_parts as at, legal, small_description as description, small_rules as rules, variant,
};
use serde_json::json;
use sowing::described::DescriptionError;
use sowing::{Move, MoveError, Player, Position};

#[test]
fn sowing_counter_clockwise_by_default_and_clockwise() {
    let mut pos = rules(json!({})).start();
    pos.play(Move::Sow(4)).unwrap(); // 2×3: 4 → 5, 2
    assert_eq!(pos.board().holes(), &[2, 2, 3, 2, 0, 3]);
    let mut pos = rules(json!({"sowing": {"direction": "clockwise"}})).start();
    pos.play(Move::Sow(4)).unwrap(); // 4 → 3, 0
    assert_eq!(pos.board().holes(), &[3, 2, 2, 3, 0, 2]);
}

#[test]
fn origin_sown_into_skipped_or_first_seed_back() {
    // 2×3 ring 3 → 4 → 5 → 2 → 1 → 0 → 3; hole 3 holds 7.
    let holes = [1, 1, 1, 7, 1, 1];
    let board = json!({"holes_per_row": 3, "seeds_per_hole": 2});
    let mut into = at(
        rules(json!({"board": board})),
        &holes,
        [0, 0],
        Player::South,
    );
    into.play(Move::Sow(3)).unwrap(); // 4 5 2 1 0 3 4
    assert_eq!(into.board().holes(), &[2, 2, 2, 1, 3, 2]);
    let skip = rules(json!({"board": board, "sowing": {"origin": "skip"}}));
    let mut pos = at(skip, &holes, [0, 0], Player::South);
    pos.play(Move::Sow(3)).unwrap(); // 4 5 2 1 0 (3 skipped) 4 5
    assert_eq!(pos.board().holes(), &[2, 2, 2, 0, 3, 3]);
    let back = rules(json!({"board": board, "sowing": {"origin": "first-seed-back"}}));
    let mut pos = at(back, &holes, [0, 0], Player::South);
    pos.play(Move::Sow(3)).unwrap(); // 3 4 5 2 1 0 3
    assert_eq!(pos.board().holes(), &[2, 2, 2, 2, 2, 2]);
}

#[test]
fn min_seeds_refuses_small_holes() {
    let r = rules(json!({"sowing": {"min_seeds": 2}}));
    let pos = at(r, &[2, 2, 2, 1, 3, 2], [0, 0], Player::South);
    let mut copy = pos;
    // A single seed is refused as Djenon-aboure's are.
    assert_eq!(
        copy.play(Move::Sow(3)),
        Err(MoveError::SingleSeed { hole: 3 })
    );
    assert_eq!(copy, pos);
    assert_eq!(legal(&pos), vec![Move::Sow(4), Move::Sow(5)]);
    let r = rules(json!({
        "board": {"holes_per_row": 3, "seeds_per_hole": 3},
        "sowing": {"min_seeds": 3}
    }));
    let pos = at(r, &[2, 2, 2, 1, 3, 2], [3, 3], Player::South);
    let mut copy = pos;
    assert_eq!(
        copy.play(Move::Sow(5)),
        Err(MoveError::TooFewSeeds {
            hole: 5,
            seeds: 2,
            min: 3
        })
    );
    assert_eq!(copy, pos);
    assert_eq!(legal(&pos), vec![Move::Sow(4)]);
}

#[test]
fn relay_laps_and_endless_sowings() {
    let hoyito = variant("hoyito-iii");
    // The kernel's endless example: hole 2's relay goes round for ever.
    let pos = at(
        hoyito,
        &[2, 0, 2, 1, 0, 1, 1, 0, 1, 0, 1, 0],
        [20, 19],
        Player::North,
    );
    let mut copy = pos;
    assert_eq!(
        copy.play(Move::Sow(2)),
        Err(MoveError::EndlessSowing { hole: 2 })
    );
    assert_eq!(copy, pos);
    assert!(!legal(&pos).contains(&Move::Sow(2)));
    // A relay: 2×3, hole 3's 2 seeds → 4, 5 (now 3): relay from 5 → 2, 1, 0 (empty: ends).
    let r = rules(json!({"sowing": {"laps": "relay"}}));
    let mut pos = at(r, &[0, 1, 1, 2, 1, 2], [3, 2], Player::South);
    let report = pos.play(Move::Sow(3)).unwrap();
    assert_eq!(report.sowing.unwrap().laps, 2);
    assert_eq!(pos.board().holes(), &[1, 2, 2, 0, 2, 0]);
}

#[test]
fn first_seed_of_every_lap_captured() {
    use sowing::trace::Event;
    let r = rules(
        json!({"sowing": {"laps": "relay", "origin": "first-seed-captured", "min_seeds": 2}}),
    );
    // Hole 3's three seeds: one captured, then 4 and 5; 5 held 1, now 2: relay, one
    // captured, the other into North's 2 (empty): the sowing ends there.
    // (North's hole 0 keeps the game going.)
    let mut pos = at(r, &[2, 0, 0, 3, 0, 1], [4, 2], Player::South);
    let report = pos.play(Move::Sow(3)).unwrap();
    assert_eq!(report.sowing.unwrap().laps, 2);
    assert_eq!(pos.board().holes(), &[2, 0, 1, 0, 1, 0]);
    assert_eq!(
        (pos.captured(Player::South), pos.captured(Player::North)),
        (6, 2)
    );
    // North's seed goes to North (its slot past the holes in a trace).
    let mut pos = at(r, &[2, 0, 0, 0, 2, 0], [5, 3], Player::North);
    let mut trace = Vec::new();
    pos.play_traced(Move::Sow(0), &mut trace).unwrap();
    assert_eq!(pos.board().holes(), &[0, 0, 0, 1, 2, 0]);
    assert_eq!(pos.captured(Player::North), 4);
    assert!(trace.contains(&Event::Drop { hole: 7 }));
    // A lap must sow a seed: single seeds may not be moved.
    assert!(matches!(
        description(json!({"sowing": {"origin": "first-seed-captured"}})).check(),
        Err(DescriptionError::Contradiction(_))
    ));
}

#[test]
fn direction_by_odd_or_even_seeds() {
    let r = rules(json!({"sowing": {"direction": "odd-counter-clockwise"}}));
    // One seed (odd): counter-clockwise, 4 → 5.
    let mut pos = at(r, &[2, 2, 2, 1, 1, 2], [1, 1], Player::South);
    pos.play(Move::Sow(4)).unwrap();
    assert_eq!(pos.board().holes(), &[2, 2, 2, 1, 0, 3]);
    // Two seeds (even): clockwise, 5 → 4, 3.
    let mut pos = at(r, &[2, 2, 2, 1, 1, 2], [1, 1], Player::South);
    pos.play(Move::Sow(5)).unwrap();
    assert_eq!(pos.board().holes(), &[2, 2, 2, 2, 2, 0]);
    // The capture chain runs against the move's own direction.
    let chain = rules(json!({"sowing": {"direction": "odd-counter-clockwise"},
        "capture": {"on": "counts", "counts": [2], "chain": "backward"}}));
    let mut pos = at(chain, &[1, 1, 1, 0, 0, 2], [3, 4], Player::South);
    pos.play(Move::Sow(5)).unwrap(); // 5 → 4, 3 (clockwise): 3 holds 1, no capture
    assert_eq!(pos.board().holes(), &[1, 1, 1, 1, 1, 0]);
    let mut pos = at(chain, &[1, 1, 1, 2, 0, 0], [3, 4], Player::South);
    // Clockwise, 3 → North's 0, then 1: 1 holds 2 and is taken, then 0 behind it.
    pos.play(Move::Sow(3)).unwrap();
    assert_eq!(pos.board().holes(), &[0, 0, 1, 0, 0, 0]);
    assert_eq!(pos.captured(Player::South), 7);
}

#[test]
fn relay_only_on_a_count_or_from_a_count() {
    for (laps, relays_on_two) in [
        (json!({"laps": "relay"}), true),
        (json!({"laps": "relay", "relay_on": 3}), false),
        (json!({"laps": "relay", "relay_from": 3}), false),
    ] {
        let r = rules(json!({ "sowing": laps }));
        // Hole 3's two seeds make hole 5 hold 2.
        let mut pos = at(r, &[0, 0, 0, 2, 2, 1], [4, 3], Player::South);
        let report = pos.play(Move::Sow(3)).unwrap();
        assert_eq!(report.sowing.unwrap().laps > 1, relays_on_two, "{laps}");
        // Hole 3's seed makes hole 4 hold 3: every rule relays (5, 2, 1; 1 was empty).
        let mut pos = at(r, &[0, 0, 0, 1, 2, 0], [5, 4], Player::South);
        let report = pos.play(Move::Sow(3)).unwrap();
        assert_eq!(report.sowing.unwrap().laps, 2, "{laps}");
        assert_eq!(pos.board().holes(), &[0, 1, 1, 0, 0, 1]);
    }
}
