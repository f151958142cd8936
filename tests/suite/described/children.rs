//! Where children may be made, and a lap that leaves one seed, in described games
//! (docs/DESCRIPTIONS.md, `children.own_columns`, `opponent_columns`, `apart`, and
//! `sowing.origin: "leave-one"`): one scenario test per rule.

use crate::common::{described_at, legal, rules_over, with_children, with_fields};
use serde_json::{json, Value};
use sowing::described::{rules_page, Described, Description, DescriptionError, Rules};
use sowing::{Move, Player, Position};

/// The rules of a two-row board of 4 holes of 2 seeds with `fields`. Holes 0–3 are
/// North's (hole 3 is North's leftmost, column 0 from North's left), 4–7 South's
/// (hole 4 is column 0); counter-clockwise the ring is 4 → 5 → 6 → 7 → 3 → 2 → 1 → 0.
fn rules(fields: Value) -> &'static Rules {
    let base =
        json!({"name": "children-where", "board": {"holes_per_row": 4, "seeds_per_hole": 2}});
    rules_over(base, fields)
}

/// A position of `rules` holding `holes` (the other seeds captured by South), South
/// to move, with `children` (masks, South's then North's).
fn at(rules: &'static Rules, holes: &[u8], children: [u64; 2]) -> Described {
    with_children(
        described_at(rules, holes, Player::South, Player::South),
        children,
    )
}

fn error(fields: Value) -> DescriptionError {
    let base =
        json!({"name": "children-where", "board": {"holes_per_row": 4, "seeds_per_hole": 2}});
    Description::from_json(&with_fields(base, fields).to_string()).unwrap_err()
}

/// `sowing.origin: "leave-one"`: the first seed goes back into the hole lifted unless
/// it is the only one, which moves on into the next hole (and so may feed).
#[test]
fn origin_leave_one_moves_a_single_seed_on() {
    let leave = rules(json!({"sowing": {"origin": "leave-one"}}));
    let layout = [2, 2, 2, 2, 1, 3, 2, 2];
    let mut pos = at(leave, &layout, [0, 0]);
    pos.play(Move::Sow(4)).unwrap();
    assert_eq!(pos.board().holes(), &[2, 2, 2, 2, 0, 4, 2, 2]);
    let mut pos = at(leave, &layout, [0, 0]);
    pos.play(Move::Sow(5)).unwrap(); // 5 (back), 6, 7
    assert_eq!(pos.board().holes(), &[2, 2, 2, 2, 1, 1, 3, 3]);
    // Under `first-seed-back` the single seed goes back: the board is unchanged.
    let back = rules(json!({"sowing": {"origin": "first-seed-back"}}));
    let mut pos = at(back, &layout, [0, 0]);
    pos.play(Move::Sow(4)).unwrap();
    assert_eq!(pos.board().holes(), &layout);
    // Feeding: only hole 7's single seed reaches North's empty row.
    let feed = rules(json!({"sowing": {"origin": "leave-one"}, "moves": {"must_feed": true}}));
    let pos = at(feed, &[0, 0, 0, 0, 2, 2, 2, 1], [0, 0]);
    assert_eq!(legal(&pos), vec![Move::Sow(7)]);
    let pos = at(
        rules(json!({"sowing": {"origin": "first-seed-back"}, "moves": {"must_feed": true}})),
        &[0, 0, 0, 0, 2, 2, 2, 1],
        [0, 0],
    );
    assert!(!legal(&pos).contains(&Move::Sow(7)));
    // Single laps only.
    assert!(matches!(
        error(json!({"sowing": {"origin": "leave-one", "laps": "relay"}})),
        DescriptionError::Unsupported { .. }
    ));
    assert!(rules_page(leave.description()).contains("a single seed is sown into the next hole"));
}

/// `children.opponent_columns` and `own_columns`: a child only in the listed columns
/// of each row, counted from the row's owner's left.
#[test]
fn children_columns_limit_where_a_child_is_made() {
    // Hole 7's seed falls into hole 3, North's column 0, which then holds 3.
    let layout = [2, 2, 2, 2, 2, 2, 2, 1];
    let first = rules(json!({"children": {"convert": 3, "opponent_columns": [0]}}));
    let mut pos = at(first, &layout, [0, 0]);
    pos.play(Move::Sow(7)).unwrap();
    assert_eq!(pos.children_of(Player::South), 1 << 3);
    let second = rules(json!({"children": {"convert": 3, "opponent_columns": [1, 2, 3]}}));
    let mut pos = at(second, &layout, [0, 0]);
    pos.play(Move::Sow(7)).unwrap();
    assert_eq!(pos.children(), 0);
    // Own columns: hole 6's seed makes hole 7 (South's column 3) hold 3.
    let layout = [2, 2, 2, 2, 2, 2, 1, 2];
    for (columns, made) in [(json!([3]), 1u64 << 7), (json!([0, 1, 2]), 0)] {
        let r = rules(json!({"children": {"convert": 3, "own_columns": columns}}));
        let mut pos = at(r, &layout, [0, 0]);
        pos.play(Move::Sow(6)).unwrap();
        assert_eq!(pos.children(), made);
    }
    assert!(rules_page(first.description())
        .contains("In the opponent's row, a child can be made only in hole 1"));
    // Contradictions: a column past the row; no hole left with `rows`.
    assert!(matches!(
        error(json!({"children": {"convert": 3, "own_columns": [4]}})),
        DescriptionError::Contradiction(_)
    ));
    assert!(matches!(
        error(json!({"children": {"convert": 3, "rows": "own", "own_columns": []}})),
        DescriptionError::Contradiction(_)
    ));
    assert!(matches!(
        error(
            json!({"board": {"rows": 4, "holes_per_row": 4, "seeds_per_hole": 2},
            "children": {"convert": 3, "apart": "across"}})
        ),
        DescriptionError::Unsupported { .. }
    ));
}

/// `children.apart`: no child in the hole numbered like another child
/// (`same-column`), or across the board from one (`across`).
#[test]
fn children_apart_keeps_children_from_facing_or_mirroring() {
    // North has a child in hole 4 (South's column 0); hole 7's seed makes hole 3
    // (North's column 0, across from hole 7) hold 3.
    let layout = [2, 2, 2, 2, 0, 2, 2, 1];
    for (apart, made) in [("none", true), ("same-column", false), ("across", true)] {
        let r = rules(json!({"children": {"convert": 3, "apart": apart}}));
        let mut pos = at(r, &layout, [0, 1 << 4]);
        pos.play(Move::Sow(7)).unwrap();
        assert_eq!(pos.children_of(Player::South) == 1 << 3, made, "{apart}");
    }
    // A child across in hole 7's place: North's child in hole 7 keeps hole 3 free.
    let r = rules(json!({"children": {"convert": 3, "apart": "across"}}));
    let mut pos = at(r, &[2, 2, 2, 2, 0, 2, 2, 1], [0, 1 << 6]);
    pos.play(Move::Sow(7)).unwrap();
    assert_eq!(pos.children_of(Player::South), 1 << 3);
    let mut pos = at(r, &[2, 2, 2, 2, 0, 3, 0, 0], [0, 1 << 7]);
    pos.play(Move::Sow(5)).unwrap(); // 6, 7 (a child), 3: which holds 3
    assert_eq!(pos.children_of(Player::South), 0);
    assert!(rules_page(r.description()).contains("across the board from another child"));
}

/// `children.passed_by_opponent`: a sowing drops no seed into the opponent's
/// children, going on past them as past blocked holes; its own children it sows into.
#[test]
fn children_passed_by_opponent_are_not_sown_into() {
    let r = rules(json!({"children": {"convert": 5, "passed_by_opponent": true}}));
    // North has a child in hole 3: hole 7's two seeds fall into 2 and 1 instead of 3 and 2.
    let mut pos = at(r, &[2, 2, 2, 2, 2, 2, 2, 2], [0, 1 << 3]);
    pos.play(Move::Sow(7)).unwrap();
    assert_eq!(pos.board().holes(), &[2, 3, 3, 2, 2, 2, 2, 0]);
    // South's own child in hole 3 is sown into.
    let mut pos = at(r, &[2, 2, 2, 2, 2, 2, 2, 2], [1 << 3, 0]);
    pos.play(Move::Sow(7)).unwrap();
    assert_eq!(pos.board().holes(), &[2, 2, 3, 3, 2, 2, 2, 0]);
    // Without the rule the opponent's child is sown into like any hole.
    let plain = rules(json!({"children": {"convert": 5}}));
    let mut pos = at(plain, &[2, 2, 2, 2, 2, 2, 2, 2], [0, 1 << 3]);
    pos.play(Move::Sow(7)).unwrap();
    assert_eq!(pos.board().holes(), &[2, 2, 3, 3, 2, 2, 2, 0]);
    assert!(rules_page(r.description()).contains("passes over the opponent's children"));
    assert!(matches!(
        error(json!({"children": {"kind": "weg", "convert": 5, "passed_by_opponent": true}})),
        DescriptionError::Contradiction(_)
    ));
}
