//! Single seeds as a last resort in described games (docs/DESCRIPTIONS.md, *moves*,
//! `singletons`; Bao Kigogo rule 4): a single seed moves only when the mover has no
//! hole of two or more, one step, into an empty hole, and captures as a last seed does.

use crate::common::{described_at, with_fields};
use serde_json::{json, Value};
use sowing::described::{rules_page, Described, Description, DescriptionError, Rules};
use sowing::{Move, MoveError, MoveList, Outcome, Player, Position};

/// The rules of a two-row board of 4 holes of 2 seeds, capturing across an empty own
/// hole (the last seed stays), with `fields`. Holes 0–3 are North's, 4–7 South's;
/// counter-clockwise the ring is 4 → 5 → 6 → 7 → 3 → 2 → 1 → 0; hole 4 is across from
/// 0, 6 from 2.
fn rules(fields: Value) -> &'static Rules {
    let base = json!({"name": "singletons", "board": {"holes_per_row": 4, "seeds_per_hole": 2},
                      "capture": {"on": "empty-own-hole", "take": "opposite"}});
    Rules::from_json(&with_fields(base, fields).to_string()).unwrap()
}

/// [`rules`] with `moves.singletons: "last-resort"`, then `fields`.
fn last_resort(fields: Value) -> &'static Rules {
    rules(with_fields(
        json!({"moves": {"singletons": "last-resort"}}),
        fields,
    ))
}

/// A position of `rules` holding `holes`, South to move, the other seeds captured by
/// South.
fn at(rules: &'static Rules, holes: &[u8]) -> Described {
    described_at(rules, holes, Player::South, Player::South)
}

fn legal_holes(pos: &Described) -> Vec<u8> {
    let mut moves = MoveList::new();
    pos.legal_moves(&mut moves);
    moves.iter().filter_map(|m| m.hole()).collect()
}

#[test]
fn singletons_last_resort_single_seeds_wait_while_a_hole_holds_two() {
    let layout = [1, 1, 1, 1, 1, 0, 2, 1];
    let mut pos = at(last_resort(json!({})), &layout);
    assert_eq!(legal_holes(&pos), vec![6]);
    let before = pos;
    assert_eq!(
        pos.play(Move::Sow(4)),
        Err(MoveError::SingletonWhileBigHole { hole: 4 })
    );
    assert_eq!(pos, before);
    // Without the rule every seeded hole of South's may be sown.
    assert_eq!(legal_holes(&at(rules(json!({})), &layout)), vec![4, 6, 7]);
}

#[test]
fn singletons_last_resort_a_single_seed_steps_into_an_empty_hole_and_captures() {
    // South holds single seeds only: 4's next hole (5) is occupied, and 7's (North's
    // 3); 5's (6) is empty.
    let layout = [1, 1, 1, 1, 1, 1, 0, 1];
    let r = last_resort(json!({}));
    let mut pos = at(r, &layout);
    assert_eq!(legal_holes(&pos), vec![5]);
    let before = pos;
    assert_eq!(
        pos.play(Move::Sow(4)),
        Err(MoveError::SingletonBlocked { hole: 4, next: 5 })
    );
    assert_eq!(
        pos.play(Move::Sow(7)),
        Err(MoveError::SingletonBlocked { hole: 7, next: 3 })
    );
    assert_eq!(pos, before);
    // The step lands in the empty hole 6 and takes North's 2 across from it.
    let report = pos.play(Move::Sow(5)).unwrap();
    let sowing = report.sowing.unwrap();
    assert_eq!((sowing.landing, sowing.laps), (6, 1));
    assert_eq!(report.captured.seeds, 1);
    assert_eq!(pos.board().holes(), &[1, 1, 0, 1, 1, 0, 1, 1]);
    // Clockwise (4 → 0 → 1 → 2 → 3 → 7 → 6 → 5) the same seeds step the other way:
    // only 7 → 6 is open.
    let cw = last_resort(json!({"sowing": {"direction": "clockwise"}}));
    assert_eq!(legal_holes(&at(cw, &layout)), vec![7]);
}

#[test]
fn singletons_last_resort_every_single_seed_blocked_is_no_move() {
    // South's single seeds in 6 and 7 both step into occupied holes (7, North's 3).
    let r = last_resort(json!({"moves": {"singletons": "last-resort", "no_move": "lose"}}));
    let pos = at(r, &[1, 1, 1, 1, 0, 0, 1, 1]);
    assert!(legal_holes(&pos).is_empty());
    assert_eq!(pos.result(), Some(Outcome::win(Player::North)));
}

#[test]
fn singletons_last_resort_contradictions_are_refused() {
    let with = |fields: Value| {
        let base = json!({"name": "x", "board": {"holes_per_row": 4, "seeds_per_hole": 2},
                          "moves": {"singletons": "last-resort"}});
        Description::from_json(&with_fields(base, fields).to_string())
    };
    assert!(matches!(
        with(json!({"sowing": {"min_seeds": 2}})),
        Err(DescriptionError::Contradiction(_))
    ));
    assert!(matches!(
        with(json!({"sowing": {"origin": "first-seed-back"}})),
        Err(DescriptionError::Contradiction(_))
    ));
    assert!(matches!(
        with(json!({"sowing": {"direction": "player-chooses"}})),
        Err(DescriptionError::Unsupported { .. })
    ));
    assert!(matches!(
        with(json!({"moves": {"singletons": "last-resort", "any_hole": true, "no_move": "end"}})),
        Err(DescriptionError::Unsupported { .. })
    ));
    // The default is written by no field.
    let d = rules(json!({})).description();
    assert!(!d.to_json().contains("\"singletons\":"));
}

#[test]
fn singletons_last_resort_is_told_in_the_rules_page() {
    let d = last_resort(json!({})).description();
    let page = rules_page(d);
    assert!(page.contains("only when none of the mover's holes holds two or more seeds"));
    assert_eq!(&Description::from_json(&d.to_json()).unwrap(), d);
}
