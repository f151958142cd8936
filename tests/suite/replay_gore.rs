//! The docs/FORMAT.md replay contract for `gore`, end to end through
//! `sowing::replay::replay`, with hand-checked positions.

use crate::common;

use common::replay_lines as run;
use serde_json::{json, Value};

#[test]
fn a_negotiation_and_two_sowings_replay_exactly() {
    let (code, lines) = run(r#"{"game": "gore", "options": {},
            "moves": [{"offer": [4, 5]}, "decline", {"sow": 0}, {"sow": 4}]}"#);
    assert_eq!(code, 0);
    assert_eq!(lines.len(), 5);

    // Ply 0: the start. South to move: 4 sowings, then 14 offers.
    let l0 = &lines[0];
    assert_eq!(l0["ply"], 0);
    assert!(l0.get("move").is_none());
    let p0 = &l0["position"];
    assert_eq!(p0["game"], "gore");
    assert_eq!(
        (p0["rows"].clone(), p0["cols"].clone()),
        (json!(2), json!(4))
    );
    assert_eq!(p0["holes"], json!([6, 6, 6, 6, 6, 6, 6, 6]));
    assert_eq!(
        p0["owners"],
        json!(["north", "north", "north", "north", "south", "south", "south", "south"])
    );
    assert_eq!(p0["captured"], json!({"south": 0, "north": 0}));
    assert_eq!(p0["to_move"], "south");
    assert_eq!(p0["result"], Value::Null);
    assert_eq!(p0["pending_offer"], Value::Null);
    let legal0 = l0["legal"].as_array().unwrap();
    assert_eq!(legal0.len(), 18);
    assert_eq!(legal0[0], json!({"sow": 4}));
    assert_eq!(legal0[4], json!({"offer": [4]}));
    assert_eq!(legal0[17], json!({"offer": [5, 6, 7]}));

    // Ply 1: South's offer; North must answer and cannot pay 12: decline only.
    let l1 = &lines[1];
    assert_eq!(l1["move"], json!({"offer": [4, 5]}));
    assert_eq!(l1["position"]["to_move"], "north");
    assert_eq!(
        l1["position"]["pending_offer"],
        json!({"by": "south", "holes": [4, 5]})
    );
    assert_eq!(l1["position"]["holes"], p0["holes"]);
    assert_eq!(l1["legal"], json!(["decline"]));

    // Ply 2: declined; North goes on with a sowing (no offers).
    let l2 = &lines[2];
    assert_eq!(l2["move"], "decline");
    assert_eq!(l2["position"]["to_move"], "north");
    assert_eq!(l2["position"]["pending_offer"], Value::Null);
    assert_eq!(l2["position"]["answered"], true);
    assert_eq!(l2["position"]["declined"], json!(["north"]));
    assert_eq!(
        l2["legal"],
        json!([{"sow": 0}, {"sow": 1}, {"sow": 2}, {"sow": 3}])
    );

    // Ply 3: North sows 0: 4, 5, 6, 7, 3, 2 (its own hole: no capture).
    let l3 = &lines[3];
    assert_eq!(l3["position"]["holes"], json!([0, 6, 7, 7, 7, 7, 7, 7]));
    assert_eq!(l3["position"]["to_move"], "south");
    assert_eq!(l3["position"]["answered"], false);
    assert_eq!(l3["legal"].as_array().unwrap().len(), 18);

    // Ply 4: South sows 4 (7 seeds): 5, 6, 7, 3, 2, 1, 0; hole 0 now holds 1.
    let l4 = &lines[4];
    assert_eq!(l4["position"]["holes"], json!([1, 7, 8, 8, 0, 8, 8, 8]));
    assert_eq!(l4["position"]["captured"], json!({"south": 0, "north": 0}));
    assert_eq!(l4["position"]["to_move"], "north");
    assert_eq!(l4["position"]["result"], Value::Null);
}

#[test]
fn an_accept_that_cannot_be_paid_is_an_illegal_move() {
    let (code, lines) = run(r#"{"game": "gore", "moves": [{"offer": [7]}, "accept", {"sow": 0}]}"#);
    assert_eq!(code, 1);
    assert_eq!(lines.len(), 3);
    assert_eq!(lines[2]["ply"], 2);
    assert_eq!(lines[2]["move"], "accept");
    assert_eq!(lines[2]["error"]["kind"], "illegal-move");
    assert!(lines[2]["error"]["message"]
        .as_str()
        .unwrap()
        .contains("captured seeds"));
}

#[test]
fn out_of_phase_and_off_board_moves_are_illegal_moves() {
    let (code, lines) = run(r#"{"game": "gore", "moves": ["decline"]}"#);
    assert_eq!(code, 1);
    assert_eq!(lines[1]["error"]["kind"], "illegal-move");
    let (code, lines) = run(r#"{"game": "gore", "moves": [{"offer": [4, 9]}]}"#);
    assert_eq!(code, 1);
    assert_eq!(lines[1]["error"]["kind"], "illegal-move");
    let (code, lines) = run(r#"{"game": "gore", "moves": [{"offer": [4]}, {"sow": 0}]}"#);
    assert_eq!(code, 1);
    assert_eq!(lines.len(), 3);
    assert_eq!(lines[2]["error"]["kind"], "illegal-move");
}

#[test]
fn malformed_gore_requests_are_bad_input() {
    for input in [
        r#"{"game": "gore", "options": {"round": 3}}"#,
        r#"{"game": "gore", "moves": [{"offer": [5, 4]}]}"#,
        r#"{"game": "gore", "moves": ["offer"]}"#,
    ] {
        let (code, lines) = run(input);
        assert_eq!(code, 2, "{input}");
        assert_eq!(lines.len(), 1);
        assert_eq!(lines[0]["error"]["kind"], "bad-input", "{input}");
    }
}
