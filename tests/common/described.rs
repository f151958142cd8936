//! Described games (src/described, docs/DESCRIPTIONS.md) as the tests build them:
//! descriptions from JSON fields, the repository's `variants/`, and positions from
//! their parts.

use serde_json::{json, Value};
use sowing::described::{Described, Description, Rules};
use sowing::{FromSetup, Player};
use std::path::Path;

/// The description `base` (JSON) with each top-level field of `fields` set over it.
pub fn with_fields(mut base: Value, fields: Value) -> Value {
    for (k, v) in fields.as_object().expect("fields are a JSON object") {
        base[k] = v.clone();
    }
    base
}

/// The rules of the description `d` (JSON), which must be valid.
pub fn compile(d: Value) -> &'static Rules {
    Rules::compile(&serde_json::from_value::<Description>(d).unwrap()).unwrap()
}

/// The rules of the description `base` with `fields` set over it, read as JSON text.
pub fn rules_over(base: Value, fields: Value) -> &'static Rules {
    Rules::from_json(&with_fields(base, fields).to_string()).unwrap()
}

/// A description named `test` of a small board (two rows of 3 holes of 2 seeds) with
/// `fields` (top-level fields added or replaced).
pub fn small_description(fields: Value) -> Description {
    let base = json!({"name": "test", "board": {"holes_per_row": 3, "seeds_per_hole": 2}});
    serde_json::from_value(with_fields(base, fields)).unwrap()
}

/// The rules of [`small_description`]`(fields)`.
pub fn small_rules(fields: Value) -> &'static Rules {
    Rules::compile(&small_description(fields)).unwrap()
}

/// The rules of `variants/<name>.json`.
pub fn variant(name: &str) -> &'static Rules {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join(format!("variants/{name}.json"));
    let text = std::fs::read_to_string(&path).unwrap();
    Rules::from_json(&text).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// A position of `rules` from its parts.
pub fn from_parts(
    rules: &'static Rules,
    holes: &[u8],
    captured: [u32; 2],
    to_move: Player,
) -> Described {
    Described::from_parts(rules, holes, captured, to_move).unwrap()
}

/// A position of the described game `rules` holding `holes`, `to_move` to move, the
/// seeds not on the board captured by `captor`.
pub fn described_at(
    rules: &'static Rules,
    holes: &[u8],
    to_move: Player,
    captor: Player,
) -> Described {
    let off_board = rules.total_seeds() - holes.iter().map(|&n| n as u32).sum::<u32>();
    let mut captured = [0; 2];
    captured[captor.index()] = off_board;
    Described::from_parts(rules, holes, captured, to_move).unwrap()
}

/// `pos` with `children` (masks, South's then North's), through its setup.
pub fn with_children(pos: Described, children: [u64; 2]) -> Described {
    let mut setup = pos.to_setup();
    setup.children = children;
    Described::from_setup(&setup).unwrap()
}
