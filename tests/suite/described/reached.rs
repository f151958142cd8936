//! Captures on reaching the opponent's row in described games (docs/DESCRIPTIONS.md,
//! `capture.on: opponent-row-reached`, Kâra): one scenario test per rule.

use crate::common::{described_at, rules_over};
use serde_json::{json, Value};
use sowing::described::{rules_page, Described, Description, DescriptionError, Rules};
use sowing::{Move, Player, Position};

/// The rules of a two-row board of 4 holes of 2 seeds taking the opponent's 2s on
/// reaching their row, with `fields`. Holes 0–3 are North's, 4–7 South's;
/// counter-clockwise the ring is 4 → 5 → 6 → 7 → 3 → 2 → 1 → 0: South's last hole
/// before North's row is 7, North's is 0.
fn rules(fields: Value) -> &'static Rules {
    let base = json!({"name": "reached", "board": {"holes_per_row": 4, "seeds_per_hole": 2},
                      "capture": {"on": "opponent-row-reached", "counts": [2]}});
    rules_over(base, fields)
}

fn at(rules: &'static Rules, holes: &[u8], to_move: Player) -> Described {
    described_at(rules, holes, to_move, Player::South)
}

#[test]
fn opponent_row_reached_takes_every_opponents_hole_on_the_counts() {
    let r = rules(json!({}));
    // South's seed from 6 ends in 7, South's last hole before North's row: North's
    // holes holding 2 (0 and 2) are taken, not hole 3 (1 seed).
    let mut pos = at(r, &[2, 0, 2, 1, 1, 0, 1, 0], Player::South);
    let report = pos.play(Move::Sow(6)).unwrap();
    assert_eq!(report.captured.seeds, 4);
    assert_eq!(pos.board().holes(), &[0, 0, 0, 1, 1, 0, 0, 1]);
    // A last seed in the opponent's row takes the same way, the landing hole too
    // when it holds a count: 7's two seeds make 3 hold 2 and 2 hold 3.
    let mut pos = at(r, &[2, 0, 2, 1, 1, 0, 0, 2], Player::South);
    assert_eq!(pos.play(Move::Sow(7)).unwrap().captured.seeds, 4);
    assert_eq!(pos.board().holes(), &[0, 0, 3, 0, 1, 0, 0, 0]);
    // A last seed in any other hole of the mover's takes nothing.
    let mut pos = at(r, &[2, 0, 2, 1, 1, 0, 1, 0], Player::South);
    assert_eq!(pos.play(Move::Sow(4)).unwrap().captured.seeds, 0);
    // North's last hole before South's row is 0: its seed from 1 ends there and
    // takes South's 2s.
    let mut pos = at(r, &[0, 1, 0, 0, 2, 1, 2, 0], Player::North);
    assert_eq!(pos.play(Move::Sow(1)).unwrap().captured.seeds, 4);
    assert_eq!(pos.board().holes(), &[1, 0, 0, 0, 0, 1, 0, 0]);
}

#[test]
fn opponent_row_reached_contradictions_are_refused() {
    let d = |capture: Value, rows: u32| {
        json!({"name": "x", "board": {"rows": rows, "holes_per_row": 4, "seeds_per_hole": 2},
               "capture": capture})
        .to_string()
    };
    for bad in [json!([]), json!([0, 2]), json!([2, 2])] {
        let e = Description::from_json(&d(json!({"on": "opponent-row-reached", "counts": bad}), 2));
        assert!(
            matches!(e, Err(DescriptionError::Contradiction(_))),
            "{e:?}"
        );
    }
    let e = Description::from_json(&d(json!({"on": "opponent-row-reached", "counts": [2]}), 4));
    assert!(matches!(e, Err(DescriptionError::Unsupported { .. })));
}

#[test]
fn opponent_row_reached_is_told_in_the_rules_page() {
    let d = rules(json!({})).description();
    let page = rules_page(d);
    assert!(page.contains("or into the mover's last hole"), "{page}");
    assert_eq!(&Description::from_json(&d.to_json()).unwrap(), d);
}
