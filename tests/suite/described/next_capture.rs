//! Captures of the hole after the landing hole (docs/DESCRIPTIONS.md, `capture.on:
//! next-hole`, Je ki n je) in described games: one scenario test per rule.

use crate::common::{described_at, rules_over, with_fields};
use serde_json::{json, Value};
use sowing::described::{rules_page, Described, Description, DescriptionError, Rules};
use sowing::{Move, Player, Position};

/// The rules of a two-row board of 4 holes of 2 seeds with relay laps, with
/// `fields`. Holes 0–3 are North's, 4–7 South's; counter-clockwise the ring is
/// 4 → 5 → 6 → 7 → 3 → 2 → 1 → 0.
fn rules(fields: Value) -> &'static Rules {
    let base = json!({"name": "next-capture", "board": {"holes_per_row": 4, "seeds_per_hole": 2},
                      "sowing": {"laps": "relay"},
                      "capture": {"on": "next-hole", "rows": "opponent"}});
    rules_over(base, fields)
}

fn at(rules: &'static Rules, holes: &[u8]) -> Described {
    described_at(rules, holes, Player::South, Player::South)
}

#[test]
fn next_hole_takes_the_hole_after_an_empty_landing() {
    let r = rules(json!({}));
    // Hole 7's seed falls into North's empty hole 3; hole 2 after it holds 2: taken.
    let mut pos = at(r, &[1, 0, 2, 0, 1, 0, 0, 1]);
    assert_eq!(pos.play(Move::Sow(7)).unwrap().captured.seeds, 2);
    assert_eq!(pos.board().holes(), &[1, 0, 0, 1, 1, 0, 0, 0]);
    // The last seed too, under also_landing.
    let also =
        rules(json!({"capture": {"on": "next-hole", "rows": "opponent", "also_landing": true}}));
    let mut pos = at(also, &[1, 0, 2, 0, 1, 0, 0, 1]);
    assert_eq!(pos.play(Move::Sow(7)).unwrap().captured.seeds, 3);
    assert_eq!(pos.board().holes(), &[1, 0, 0, 0, 1, 0, 0, 0]);
    // An empty landing in the mover's own row takes nothing.
    let mut pos = at(r, &[1, 0, 2, 0, 1, 0, 2, 0]);
    assert_eq!(pos.play(Move::Sow(4)).unwrap().captured.seeds, 0);
    // An occupied landing relays: 3 then holds 2, sown into 2 and the empty 1; hole
    // 0 after it holds 1: taken.
    let mut pos = at(r, &[1, 0, 2, 1, 1, 0, 0, 1]);
    assert_eq!(pos.play(Move::Sow(7)).unwrap().captured.seeds, 1);
    assert_eq!(pos.board().holes(), &[0, 1, 3, 0, 1, 0, 0, 0]);
}

#[test]
fn next_hole_contradictions_are_refused() {
    let d = |fields: Value| {
        with_fields(
            json!({"name": "x", "board": {"holes_per_row": 4, "seeds_per_hole": 2}}),
            fields,
        )
        .to_string()
    };
    let e = Description::from_json(&d(json!({"capture": {"on": "next-hole"}})));
    assert!(
        matches!(e, Err(DescriptionError::Contradiction(_))),
        "{e:?}"
    );
    let e = Description::from_json(&d(json!({"sowing": {"laps": "relay"},
        "board": {"holes_per_row": 4, "seeds_per_hole": 2, "stores": true},
        "capture": {"on": "next-hole"}})));
    assert!(
        matches!(e, Err(DescriptionError::Unsupported { .. })),
        "{e:?}"
    );
}

#[test]
fn next_hole_is_told_in_the_rules_page() {
    let d =
        rules(json!({"capture": {"on": "next-hole", "rows": "opponent", "also_landing": true}}))
            .description();
    let page = rules_page(d);
    assert!(
        page.contains("the mover takes that next hole's seeds"),
        "{page}"
    );
    assert!(page.contains("and the last seed too"), "{page}");
    assert_eq!(&Description::from_json(&d.to_json()).unwrap(), d);
}
