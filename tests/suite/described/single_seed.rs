//! A move lifting a single seed in described games (docs/DESCRIPTIONS.md,
//! `single_seed_move`): no capture after it, or a capture across its hole before it
//! sows; one scenario test per rule.

use crate::common::{described_at, rules_over, with_fields};
use serde_json::{json, Value};
use sowing::described::{rules_page, Described, Description, DescriptionError, Rules};
use sowing::{Move, Player, Position};

/// The rules of a two-row board of 4 holes of 2 seeds capturing 2s in the opponent's
/// row, with `fields`. Holes 0–3 are North's, 4–7 South's; counter-clockwise the ring
/// is 4 → 5 → 6 → 7 → 3 → 2 → 1 → 0; hole 4 is across from 0, 7 from 3.
fn rules(fields: Value) -> &'static Rules {
    let base = json!({"name": "single-seed", "board": {"holes_per_row": 4, "seeds_per_hole": 2},
                      "capture": {"on": "counts", "counts": [2], "rows": "opponent"}});
    rules_over(base, fields)
}

/// A position of `rules` holding `holes`, the other seeds captured by South.
fn at(rules: &'static Rules, holes: &[u8]) -> Described {
    described_at(rules, holes, Player::South, Player::South)
}

#[test]
fn single_seed_move_captures_false_makes_a_single_seed_capture_nothing() {
    let layout = [1, 0, 0, 1, 0, 0, 2, 1];
    let off = rules(json!({"single_seed_move": {"captures": false}}));
    // Hole 7's single seed makes North's hole 3 hold 2: no capture under the rule.
    let mut pos = at(off, &layout);
    assert_eq!(pos.play(Move::Sow(7)).unwrap().captured.seeds, 0);
    assert_eq!(pos.board().holes(), &[1, 0, 0, 2, 0, 0, 2, 0]);
    // Without the rule the same move captures the 2.
    let mut plain = at(rules(json!({})), &layout);
    assert_eq!(plain.play(Move::Sow(7)).unwrap().captured.seeds, 2);
    // Two seeds lifted capture as usual: hole 6's last seed makes hole 3 hold 2.
    let mut pos = at(off, &layout);
    assert_eq!(pos.play(Move::Sow(6)).unwrap().captured.seeds, 2);
    assert_eq!(pos.board().holes(), &[1, 0, 0, 0, 0, 0, 0, 2]);
}

#[test]
fn single_seed_move_takes_across_captures_the_hole_across_before_sowing() {
    let layout = [3, 1, 0, 0, 1, 0, 2, 0];
    let across = rules(json!({"single_seed_move": {"takes_across": true}}));
    // Hole 4's single seed: North's hole 0 across from it is taken first, then the
    // seed is sown into 5.
    let mut pos = at(across, &layout);
    let report = pos.play(Move::Sow(4)).unwrap();
    assert_eq!(report.captured.seeds, 3);
    assert_eq!(pos.board().holes(), &[0, 1, 0, 0, 0, 1, 2, 0]);
    assert_eq!(pos.captured(Player::South), 16 - 7 + 3);
    // Without the rule nothing is taken.
    let mut plain = at(rules(json!({})), &layout);
    assert_eq!(plain.play(Move::Sow(4)).unwrap().captured.seeds, 0);
    // Two seeds lifted take nothing across: hole 6 sows into 7 and 3.
    let mut pos = at(across, &layout);
    assert_eq!(pos.play(Move::Sow(6)).unwrap().captured.seeds, 0);
    assert_eq!(pos.board().holes(), &[3, 1, 0, 1, 1, 0, 0, 1]);
    // Captures off for single seeds do not stop the capture across.
    let both = rules(json!({"single_seed_move": {"takes_across": true, "captures": false}}));
    let mut pos = at(both, &[3, 1, 0, 1, 0, 0, 0, 1]);
    // Hole 7's seed: hole 3 across is taken (1), then the seed is sown into it.
    let report = pos.play(Move::Sow(7)).unwrap();
    assert_eq!(report.captured.seeds, 1);
    assert_eq!(pos.board().holes(), &[3, 1, 0, 1, 0, 0, 0, 0]);
}

#[test]
fn single_seed_move_contradictions_are_refused() {
    let base = json!({"name": "x", "board": {"holes_per_row": 4, "seeds_per_hole": 2},
                      "sowing": {"min_seeds": 2}, "single_seed_move": {"captures": false}});
    assert!(matches!(
        Description::from_json(&base.to_string()),
        Err(DescriptionError::Contradiction(_))
    ));
    let opening = json!({"name": "x", "board": {"holes_per_row": 4, "seeds_per_hole": 2},
                         "moves": {"opening": "plus-one-minus-one"},
                         "single_seed_move": {"takes_across": true}});
    assert!(matches!(
        Description::from_json(&opening.to_string()),
        Err(DescriptionError::Unsupported { .. })
    ));
    // Unknown fields are refused; the default is left out of the JSON.
    let bad = json!({"name": "x", "board": {"holes_per_row": 4, "seeds_per_hole": 2},
                     "single_seed_move": {"capture": false}});
    assert!(Description::from_json(&bad.to_string()).is_err());
    let d = rules(json!({})).description();
    assert!(!d.to_json().contains("single_seed_move"));
}

#[test]
fn single_seed_move_is_told_in_the_rules_page() {
    let d =
        rules(json!({"single_seed_move": {"captures": false, "takes_across": true}})).description();
    let page = rules_page(d);
    assert!(page.contains("A move that lifts a single seed captures nothing"));
    assert!(page.contains("first captures the seeds of the hole across"));
    let round = Description::from_json(&d.to_json()).unwrap();
    assert_eq!(&round, d);
}

/// `single_seed_move.singles_take_across`: before every move sows, each of the
/// mover's holes holding a single seed takes the hole across (Huroy).
#[test]
fn singles_take_across_before_every_sowing() {
    let r = rules(
        json!({"capture": {"on": "none"}, "single_seed_move": {"singles_take_across": true}}),
    );
    // South's 4 and 7 hold one seed each, across from North's 0 (3 seeds) and 3
    // (1 seed). South sows hole 6 (two seeds): both are taken first, then 6 sows
    // into 7 and North's 3.
    let mut pos = at(r, &[3, 1, 0, 1, 1, 0, 2, 1]);
    let report = pos.play(Move::Sow(6)).unwrap();
    assert_eq!(report.captured.seeds, 4);
    assert_eq!(pos.board().holes(), &[0, 1, 0, 1, 1, 0, 0, 2]);
    // Without the rule the same move captures nothing.
    let plain = rules(json!({"capture": {"on": "none"}}));
    let mut pos = at(plain, &[3, 1, 0, 1, 1, 0, 2, 1]);
    assert_eq!(pos.play(Move::Sow(6)).unwrap().captured.seeds, 0);
    assert!(rules_page(r.description()).contains("each of the mover's holes holding a single seed"));
    // With sowing.min_seeds above 1 it still applies (single seeds stay in place).
    let d = with_fields(
        json!({"name": "x", "board": {"holes_per_row": 4, "seeds_per_hole": 2}}),
        json!({"sowing": {"min_seeds": 2}, "single_seed_move": {"singles_take_across": true}}),
    );
    assert!(Description::from_json(&d.to_string()).is_ok());
}

#[test]
fn singles_take_across_counts_before_a_relay_sowing_is_judged_endless() {
    // Two holes a row: North's 0 and 1, South's 2 and 3; counter-clockwise
    // 2 → 3 → 1 → 0. Each lap drops its first seed back into its hole and relays
    // from the hole after its last, unless it reached North's row, which captures
    // there.
    let r = Rules::from_json(
        &json!({"name": "x", "board": {"holes_per_row": 2, "seeds_per_hole": 2},
                "capture": {"on": "opponent-row-reached", "counts": [1]}, "moves": {"no_move": "pass"},
                "sowing": {"laps": "relay-next", "origin": "first-seed-back"},
                "single_seed_move": {"singles_take_across": true, "captures": false}})
        .to_string(),
    )
    .unwrap();
    // South's 3 holds one seed, across from North's 1 (3 seeds): sowing 3 takes
    // hole 1 first, drops the seed back into 3, and finds the next hole (1) empty.
    // Judged on the board before the capture, the relay from 1 (a single seed's
    // move captures nothing) would never end.
    let pos = at(r, &[0, 3, 2, 1]);
    let mut moves = sowing::MoveList::new();
    pos.legal_moves(&mut moves);
    assert!(moves.contains(&Move::Sow(3)), "{moves:?}");
    let mut after = pos;
    assert_eq!(after.play(Move::Sow(3)).unwrap().captured.seeds, 3);
    assert_eq!(after.board().holes(), &[0, 0, 2, 1]);
}
