//! Descriptions refused with typed errors: unknown fields at every level, impossible
//! boards and contradictions.

use crate::common::with_fields;
use serde_json::{json, Value};
use sowing::described::{DescriptionError, Rules};

fn error(fields: Value) -> DescriptionError {
    let base = json!({"name": "test", "board": {"holes_per_row": 3, "seeds_per_hole": 2}});
    Rules::from_json(&with_fields(base, fields).to_string()).unwrap_err()
}

#[test]
fn unknown_fields_are_refused_at_every_level() {
    for fields in [
        json!({"colour": 1}),
        json!({"board": {"holes_per_row": 3, "seeds_per_hole": 2, "shape": 1}}),
        json!({"sowing": {"speed": 1}}),
        json!({"capture": {"on": "counts", "counts": [2], "depth": 1}}),
        json!({"capture": {"on": "none", "counts": [2]}}),
        json!({"capture": {"on": "sometimes"}}),
        json!({"extra_turn": {"store": false, "pass": true}}),
        json!({"moves": {"feed": true}}),
        json!({"end": {"never": true}}),
        json!({"repetition": "twice"}),
    ] {
        let e = error(fields.clone());
        assert!(matches!(e, DescriptionError::Parse { .. }), "{fields}: {e}");
    }
    assert!(matches!(
        Rules::from_json("{\"name\": \"x\"}"),
        Err(DescriptionError::Parse { .. })
    ));
}

#[test]
fn impossible_boards_and_contradictions_are_typed_errors() {
    use DescriptionError::*;
    let board = |b: Value| json!({"board": b});
    assert_eq!(
        error(board(
            json!({"rows": 3, "holes_per_row": 3, "seeds_per_hole": 2})
        )),
        Rows { rows: 3 }
    );
    assert_eq!(
        error(board(json!({"holes_per_row": 0, "seeds_per_hole": 2}))),
        NoHoles
    );
    assert_eq!(
        error(board(json!({"holes_per_row": 3, "seeds_per_hole": 0}))),
        NoSeeds
    );
    assert_eq!(
        error(board(
            json!({"holes_per_row": 24, "seeds_per_hole": 1, "stores": true})
        )),
        TooManyHoles { holes: 50, max: 48 }
    );
    assert_eq!(
        error(board(
            json!({"rows": 4, "holes_per_row": 4000000000u32, "seeds_per_hole": 1})
        )),
        TooManyHoles {
            holes: 16_000_000_000,
            max: 48
        }
    );
    assert_eq!(
        error(board(json!({"holes_per_row": 12, "seeds_per_hole": 11}))),
        TooManySeeds {
            total: 264,
            max: 255
        }
    );
    assert_eq!(
        error(board(
            json!({"rows": 4, "holes_per_row": 3, "seeds_per_hole": 2, "stores": true})
        )),
        StoresOnFourRows
    );
    assert!(matches!(error(json!({"name": "Oware"})), BadName { .. }));
    assert!(matches!(error(json!({"name": ""})), BadName { .. }));
    for fields in [
        json!({"sowing": {"direction": "player-chooses", "chosen_holes": [0]}}),
        json!({"sowing": {"direction": "odd-counter-clockwise", "chosen_holes": [0]}}),
        json!({"sowing": {"chosen_holes": [3]}}),
        json!({"sowing": {"direction": "split"}}),
        json!({"sowing": {"direction": "split", "chosen_holes": [0]}}),
        json!({"board": {"rows": 4, "holes_per_row": 4, "seeds_per_hole": 2},
               "sowing": {"direction": "split"}}),
        json!({"sowing": {"direction": "towards-centre"}}),
        json!({"board": {"rows": 4, "holes_per_row": 4, "seeds_per_hole": 2},
               "sowing": {"direction": "towards-centre"}}),
        json!({"sowing": {"stores": "own"}}),
        json!({"sowing": {"min_seeds": 0}}),
        json!({"sowing": {"min_seeds": 3}}),
        json!({"extra_turn": {"store": true}}),
        json!({"board": {"holes_per_row": 3, "seeds_per_hole": 2, "stores": true},
               "extra_turn": {"any_store": true}}),
        json!({"capture": {"on": "counts", "counts": []}}),
        json!({"capture": {"on": "counts", "counts": [0]}}),
        json!({"capture": {"on": "counts", "counts": [2, 2]}}),
        json!({"capture": {"on": "counts", "counts": [2], "take": "opposite", "chain": "backward"}}),
        json!({"capture": {"on": "counts", "counts": [2], "chain_rows": "own"}}),
        json!({"capture": {"on": "empty-own-hole", "take": "landing"}}),
        json!({"capture": {"on": "counts", "counts": [2], "take": "pull-across"}}),
        json!({"capture": {"on": "counts", "counts": [2], "chain": "backward", "chain_limit": 1}}),
        json!({"capture": {"on": "counts", "counts": [2], "chain_limit": 2}}),
        json!({"capture": {"on": "counts", "counts": [2], "chain": "both", "chain_limit": 2}}),
        json!({"board": {"rows": 4, "holes_per_row": 3, "seeds_per_hole": 2},
               "capture": {"on": "counts", "counts": [2], "grand_slam": "leave-rightmost"}}),
        json!({"capture": {"on": "empty-own-hole", "behind": true}}),
        json!({"moves": {"feed": "move"}}),
        json!({"end": {"goal": "empty-own-holes", "majority": true}}),
        json!({"end": {"every_hole_at_most": 2}}),
        json!({"end": {"seeds_on_board_at_most": 12}}),
        json!({"end": {"captured_above": 12}}),
        json!({"end": {"captured_above": 5, "goal": "empty-own-holes"}}),
        json!({"rounds": {"min_holes": 0}}),
        json!({"rounds": {"min_holes": 4}}),
        json!({"rounds": {}, "end": {"goal": "empty-own-holes"}}),
        json!({"rounds": {}, "moves": {"no_move": "lose"}}),
        json!({"rounds": {}, "board": {"rows": 4, "holes_per_row": 3, "seeds_per_hole": 2}}),
        json!({"sowing": {"relay_on": 3}}),
        json!({"sowing": {"laps": "relay", "relay_on": 1}}),
        json!({"sowing": {"laps": "relay", "relay_from": 0}}),
        json!({"sowing": {"laps": "relay", "relay_on": 3, "relay_from": 3}}),
        json!({"end": {"unfed_takes_remaining": true}}),
        json!({"moves": {"must_feed": true}, "end": {"unfed_takes_remaining": true}}),
        json!({"sowing": {"origin": "first-seed-back"}, "moves": {"single_seed_into_empty": true}}),
    ] {
        let e = error(fields.clone());
        assert!(matches!(e, Contradiction(_)), "{fields}: {e}");
        assert!(!e.to_string().is_empty());
    }
}
