//! The docs/FORMAT.md replay contract, end to end, for `bao-kigogo`: options, captures, the
//! refusals (pass, endless sowing, bad options, moves after the end) and the draw by
//! repetition, which needs the game's history.

use crate::common;

use common::replay_lines as run;
use serde_json::{json, Value};
use sowing::replay::{EXIT_BAD_INPUT, EXIT_OK, EXIT_REJECTED};

fn request(options: Option<Value>, moves: &[u8]) -> String {
    let mut r = json!({
        "game": "bao-kigogo",
        "moves": moves.iter().map(|h| json!({ "sow": h })).collect::<Vec<_>>(),
    });
    if let Some(o) = options {
        r["options"] = o;
    }
    r.to_string()
}

fn start_holes() -> Vec<u64> {
    let mut h = vec![2u64; 48];
    h[23] = 0;
    h[24] = 0;
    h
}

#[test]
fn replay_default_direction_first_move() {
    let (code, lines) = run(&request(None, &[25]));
    assert_eq!(code, EXIT_OK);
    assert_eq!(lines.len(), 2);
    let first = &lines[0];
    assert_eq!(first["ply"], 0);
    assert!(first.get("move").is_none());
    let pos = &first["position"];
    assert_eq!(pos["game"], "bao-kigogo");
    assert_eq!(pos["options"], json!({"direction": "counter-clockwise"}));
    assert_eq!(
        (pos["rows"].as_u64(), pos["cols"].as_u64()),
        (Some(4), Some(12))
    );
    let holes: Vec<u64> = serde_json::from_value(pos["holes"].clone()).unwrap();
    assert_eq!(holes, start_holes());
    assert_eq!(pos["owners"][23], "north");
    assert_eq!(pos["owners"][24], "south");
    assert_eq!(pos["to_move"], "south");
    assert_eq!(pos["result"], Value::Null);
    // South's legal moves are among its holes of 2 (25–47); no pass.
    let legal = first["legal"].as_array().unwrap();
    assert!(!legal.is_empty());
    for m in legal {
        let h = m["sow"].as_u64().unwrap();
        assert!((25..48).contains(&h), "{m}");
    }
    assert!(legal.contains(&json!({"sow": 25})));

    // Worked out in tests/suite/bao_kigogo.rs (rule_2_first_move_from_the_start_in_each_
    // direction): 9 laps, ending in South's back row at hole 36, no capture.
    let second = &lines[1];
    assert_eq!(second["ply"], 1);
    assert_eq!(second["move"], json!({"sow": 25}));
    let pos = &second["position"];
    let holes: Vec<u64> = serde_json::from_value(pos["holes"].clone()).unwrap();
    assert_eq!(&holes[..24], &start_holes()[..24]);
    assert_eq!(
        &holes[24..],
        &[2, 1, 0, 3, 3, 0, 3, 3, 0, 3, 3, 0, 1, 3, 3, 0, 3, 3, 0, 3, 3, 0, 3, 3]
    );
    assert_eq!(pos["captured"], json!({"south": 0, "north": 0}));
    assert_eq!(pos["to_move"], "north");
    for m in second["legal"].as_array().unwrap() {
        assert!(m["sow"].as_u64().unwrap() < 24, "North's holes now: {m}");
    }
}

#[test]
fn replay_clockwise_option_changes_the_move_and_captures() {
    // Clockwise, the same first move ends at hole 24 (row 2 col 0) and captures North's
    // holes 12 and 0 (2 seeds each).
    let (code, lines) = run(&request(Some(json!({"direction": "clockwise"})), &[25]));
    assert_eq!(code, EXIT_OK);
    assert_eq!(
        lines[0]["position"]["options"],
        json!({"direction": "clockwise"})
    );
    let pos = &lines[1]["position"];
    assert_eq!(pos["options"], json!({"direction": "clockwise"}));
    assert_eq!(pos["captured"], json!({"south": 4, "north": 0}));
    let holes: Vec<u64> = serde_json::from_value(pos["holes"].clone()).unwrap();
    assert_eq!((holes[0], holes[12]), (0, 0));
    assert_eq!(
        &holes[24..],
        &[1, 0, 3, 0, 3, 3, 0, 3, 3, 0, 3, 3, 3, 3, 0, 3, 3, 0, 3, 3, 0, 3, 3, 0]
    );
    // Explicit default spelling.
    let (code, lines) = run(&request(
        Some(json!({"direction": "counter-clockwise"})),
        &[25],
    ));
    assert_eq!(code, EXIT_OK);
    assert_eq!(lines[1]["position"]["captured"]["south"], 0);
}

#[test]
fn replay_refuses_unknown_options() {
    for bad in [
        json!({"direction": "sideways"}),
        json!({"direction": null}),
        json!({"dir": "clockwise"}),
        json!({"direction": "clockwise", "round": 2}),
    ] {
        let (code, lines) = run(&request(Some(bad.clone()), &[25]));
        assert_eq!(code, EXIT_BAD_INPUT, "{bad}");
        assert_eq!(lines.len(), 1);
        assert_eq!(lines[0]["error"]["kind"], "bad-input", "{bad}");
    }
}

#[test]
fn replay_refuses_pass_and_foreign_holes() {
    let input = json!({"game": "bao-kigogo", "moves": ["pass"]}).to_string();
    let (code, lines) = run(&input);
    assert_eq!(code, EXIT_REJECTED);
    assert_eq!(lines.len(), 2);
    assert_eq!(lines[1]["ply"], 1);
    assert_eq!(lines[1]["move"], "pass");
    assert_eq!(lines[1]["error"]["kind"], "illegal-move");

    for h in [3u8, 24, 48, 200] {
        let (code, lines) = run(&request(None, &[h]));
        assert_eq!(code, EXIT_REJECTED, "hole {h}");
        assert_eq!(lines[1]["error"]["kind"], "illegal-move", "hole {h}");
    }
}

/// A random counter-clockwise game (seed 989) whose 19th move, South's hole 37
/// (row 3 col 1, 9 seeds), would sow for ever.
const TO_ENDLESS: [u8; 18] = [
    36, 10, 43, 14, 28, 3, 45, 15, 42, 11, 32, 10, 24, 20, 46, 17, 30, 16,
];

#[test]
fn replay_reports_an_endless_sowing() {
    let mut moves = TO_ENDLESS.to_vec();
    moves.push(37);
    let (code, lines) = run(&request(None, &moves));
    assert_eq!(code, EXIT_REJECTED);
    assert_eq!(lines.len(), 20);
    let before = &lines[18];
    assert_eq!(before["position"]["to_move"], "south");
    assert_eq!(before["position"]["holes"][37], 9);
    assert!(
        !before["legal"]
            .as_array()
            .unwrap()
            .contains(&json!({"sow": 37})),
        "an endless sowing is not a legal move"
    );
    let last = &lines[19];
    assert_eq!(last["ply"], 19);
    assert_eq!(last["move"], json!({"sow": 37}));
    assert_eq!(last["error"]["kind"], "endless-sowing");
}

/// A random counter-clockwise game (seed 4965) that ends in a draw by repetition at
/// ply 131.
const TO_DRAW: [u8; 131] = [
    30, 15, 41, 2, 45, 3, 35, 21, 32, 6, 29, 9, 24, 5, 47, 8, 41, 13, 25, 2, 38, 1, 42, 16, 39, 13,
    32, 23, 47, 14, 25, 16, 45, 5, 38, 20, 29, 7, 47, 5, 33, 12, 37, 2, 41, 6, 42, 0, 38, 12, 47,
    23, 39, 7, 40, 2, 42, 9, 45, 6, 46, 8, 47, 12, 36, 7, 37, 23, 38, 11, 43, 2, 39, 12, 40, 8, 43,
    4, 46, 7, 47, 1, 36, 2, 37, 12, 38, 13, 39, 15, 40, 17, 43, 19, 46, 21, 47, 10, 36, 23, 37, 9,
    38, 8, 39, 7, 40, 2, 43, 12, 46, 10, 47, 9, 25, 8, 24, 7, 36, 2, 37, 1, 38, 0, 39, 12, 40, 13,
    43, 14, 46,
];

/// Rule 6's "position": all holes and the player to move.
fn key(line: &Value) -> (Value, Value) {
    (
        line["position"]["holes"].clone(),
        line["position"]["to_move"].clone(),
    )
}

#[test]
fn replay_reports_the_draw_by_repetition() {
    let (code, lines) = run(&request(None, &TO_DRAW));
    assert_eq!(code, EXIT_OK);
    assert_eq!(lines.len(), 132);
    // Checked on the output itself: the last position repeats an earlier one, no
    // earlier position repeats, and nothing ended the game before.
    let last = &lines[131];
    let first_seen = lines[..131]
        .iter()
        .position(|l| key(l) == key(last))
        .expect("the final position was seen before");
    assert_eq!(first_seen, 111, "a 20-ply cycle");
    for (i, l) in lines[..131].iter().enumerate() {
        assert_eq!(l["position"]["result"], Value::Null, "ply {i}");
        assert!(!l["legal"].as_array().unwrap().is_empty(), "ply {i}");
        assert!(
            lines[..i].iter().all(|e| key(e) != key(l)),
            "ply {i} repeats an earlier position"
        );
    }
    assert_eq!(last["position"]["result"], "draw");
    assert_eq!(last["legal"], json!([]));
    // Seeds are conserved through the whole replay.
    for l in &lines {
        let p = &l["position"];
        let on_board: u64 = p["holes"]
            .as_array()
            .unwrap()
            .iter()
            .map(|h| h.as_u64().unwrap())
            .sum();
        let captured =
            p["captured"]["south"].as_u64().unwrap() + p["captured"]["north"].as_u64().unwrap();
        assert_eq!(on_board + captured, 92);
    }

    // One move more is refused: the game is over.
    let mut moves = TO_DRAW.to_vec();
    moves.push(36);
    let (code, lines) = run(&request(None, &moves));
    assert_eq!(code, EXIT_REJECTED);
    assert_eq!(lines.len(), 133);
    assert_eq!(lines[132]["error"]["kind"], "game-over");
}
