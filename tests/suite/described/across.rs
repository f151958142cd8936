//! Tests on the hole across of an empty-hole capture and its forward chain in
//! described games (docs/DESCRIPTIONS.md, `capture.on: empty-own-hole` with
//! `across_counts`, `across_rows`, `chain`; J'odu): one scenario test per rule.

use crate::common::{described_at, rules_over, with_fields};
use serde_json::{json, Value};
use sowing::described::{rules_page, Described, Description, DescriptionError, Rules};
use sowing::{Move, Player, Position};

/// The rules of a two-row board of 4 holes of 2 seeds capturing across an empty own
/// hole (the last seed staying), with `capture` fields. Holes 0–3 are North's, 4–7
/// South's, 4 across from 0, 7 from 3; counter-clockwise the ring is
/// 4 → 5 → 6 → 7 → 3 → 2 → 1 → 0.
fn rules(capture: Value) -> &'static Rules {
    let base = json!({"name": "across", "board": {"holes_per_row": 4, "seeds_per_hole": 2},
                      "capture": {"on": "empty-own-hole", "take": "opposite"}});
    let fields = json!({"capture": with_fields(base["capture"].clone(), capture)});
    rules_over(base, fields)
}

fn at(rules: &'static Rules, holes: &[u8]) -> Described {
    described_at(rules, holes, Player::South, Player::South)
}

/// South sows hole 4's seed into the empty hole 5, across from North's hole 1 (2
/// seeds); 6 and 7 after it are across from 2 (1 seed) and 3 (3 seeds).
const LAYOUT: [u8; 8] = [1, 2, 1, 3, 1, 0, 0, 0];

#[test]
fn across_counts_limit_the_hole_across_taken() {
    let mut pos = at(rules(json!({"across_counts": [1, 2]})), &LAYOUT);
    assert_eq!(pos.play(Move::Sow(4)).unwrap().captured.seeds, 2);
    assert_eq!(pos.board().holes(), &[1, 0, 1, 3, 0, 1, 0, 0]);
    let mut pos = at(rules(json!({"across_counts": [1, 3]})), &LAYOUT);
    assert_eq!(pos.play(Move::Sow(4)).unwrap().captured.seeds, 0);
    assert_eq!(pos.board().holes(), &[1, 2, 1, 3, 0, 1, 0, 0]);
}

#[test]
fn across_rows_limit_where_the_hole_across_is() {
    // The empty hole may be in either row, the hole across must be the mover's.
    let r = rules(json!({"rows": "any", "across_rows": "own"}));
    let mut pos = at(r, &LAYOUT);
    assert_eq!(pos.play(Move::Sow(4)).unwrap().captured.seeds, 0);
    // South's 7 sows into North's empty hole 2, across from South's 6 (2 seeds).
    let mut pos = at(r, &[1, 2, 0, 0, 1, 0, 2, 2]);
    assert_eq!(pos.play(Move::Sow(7)).unwrap().captured.seeds, 2);
    assert_eq!(pos.board().holes(), &[1, 2, 1, 1, 1, 0, 0, 0]);
}

#[test]
fn across_chain_forward_takes_the_holes_across_the_next_holes_in_turn() {
    // After hole 1, hole 6's across (2, 1 seed) is taken; hole 7's across (3, 3 seeds)
    // is not a count: the chain stops.
    let mut pos = at(
        rules(json!({"across_counts": [1, 2], "chain": "forward"})),
        &LAYOUT,
    );
    assert_eq!(pos.play(Move::Sow(4)).unwrap().captured.seeds, 3);
    assert_eq!(pos.board().holes(), &[1, 0, 0, 3, 0, 1, 0, 0]);
    // Without counts every hole across holding seeds is taken, up to an empty one.
    let mut pos = at(
        rules(json!({"chain": "forward"})),
        &[1, 2, 1, 3, 1, 0, 0, 0],
    );
    assert_eq!(pos.play(Move::Sow(4)).unwrap().captured.seeds, 6);
    assert_eq!(pos.board().holes(), &[1, 0, 0, 0, 0, 1, 0, 0]);
}

#[test]
fn across_contradictions_are_refused() {
    let d = |capture: Value| {
        json!({"name": "x", "board": {"holes_per_row": 4, "seeds_per_hole": 2}, "capture": capture})
            .to_string()
    };
    for bad in [
        json!({"on": "empty-own-hole", "across_counts": []}),
        json!({"on": "empty-own-hole", "across_counts": [0]}),
        json!({"on": "empty-own-hole", "across_counts": [2, 2]}),
        json!({"on": "empty-own-hole", "chain": "forward"}),
    ] {
        let e = Description::from_json(&d(bad));
        assert!(
            matches!(e, Err(DescriptionError::Contradiction(_))),
            "{e:?}"
        );
    }
    let e = Description::from_json(&d(
        json!({"on": "empty-own-hole", "take": "opposite", "chain": "backward"}),
    ));
    assert!(matches!(e, Err(DescriptionError::Unsupported { .. })));
}

#[test]
fn across_rules_are_told_in_the_rules_page() {
    let d = rules(json!({"across_counts": [1, 2], "across_rows": "opponent", "chain": "forward"}))
        .description();
    let page = rules_page(d);
    assert!(page.contains(
        "The hole across is taken only when it holds 1 or 2 seeds and is in the opponent's holes"
    ));
    assert!(page.contains("The capture goes on along the sowing"));
    assert_eq!(&Description::from_json(&d.to_json()).unwrap(), d);
}
