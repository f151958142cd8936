//! End-to-end tests of `examples/mancala.rs replay`: the docs/FORMAT.md replay contract as
//! other programs see it (stdin in, JSON Lines out, exit status).

use crate::common;

use serde_json::{json, Value};

fn run(args: &[&str], stdin: &str) -> (i32, Vec<Value>, String) {
    let (code, text, _) = common::run_mancala(args, stdin);
    let lines = if args[0] == "replay" {
        text.lines()
            .map(|l| serde_json::from_str(l).unwrap())
            .collect()
    } else {
        Vec::new()
    };
    (code, lines, text)
}

#[test]
fn replay_of_djenon_aboure_moves() {
    let (code, lines, _) = run(
        &["replay"],
        r#"{"game": "djenon-aboure", "options": {}, "moves": [{"sow": 8}, {"sow": 0}]}"#,
    );
    assert_eq!(code, 0);
    assert_eq!(lines.len(), 3);
    assert_eq!(lines[0]["ply"], 0);
    assert!(lines[0].get("move").is_none());
    assert_eq!(
        lines[0]["position"],
        json!({
            "game": "djenon-aboure", "rows": 2, "cols": 6,
            "holes": [4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4],
            "owners": ["north", "north", "north", "north", "north", "north",
                       "south", "south", "south", "south", "south", "south"],
            "captured": {"south": 0, "north": 0},
            "to_move": "south",
            "result": null
        })
    );
    assert_eq!(
        lines[0]["legal"],
        json!([{"sow": 6}, {"sow": 7}, {"sow": 8}, {"sow": 9}, {"sow": 10}, {"sow": 11}])
    );
    // Sowing 8 from the start: four laps, capture of 2 at hole 11 (see
    // tests/suite/djenon_aboure.rs for the hand trace).
    assert_eq!(lines[1]["ply"], 1);
    assert_eq!(lines[1]["move"], json!({"sow": 8}));
    assert_eq!(
        lines[1]["position"]["holes"],
        json!([5, 5, 1, 5, 5, 5, 5, 1, 2, 6, 6, 0])
    );
    assert_eq!(
        lines[1]["position"]["captured"],
        json!({"south": 2, "north": 0})
    );
    assert_eq!(lines[1]["position"]["to_move"], "north");
    // North's hole 2 holds a single seed: not legal.
    assert_eq!(
        lines[1]["legal"],
        json!([{"sow": 0}, {"sow": 1}, {"sow": 3}, {"sow": 4}, {"sow": 5}])
    );
    assert_eq!(lines[2]["ply"], 2);
    assert_eq!(lines[2]["position"]["to_move"], "south");
}

#[test]
fn replay_rejected_moves_stop_with_exit_1() {
    let (code, lines, _) = run(
        &["replay"],
        r#"{"game": "djenon-aboure", "moves": [{"sow": 8}, {"sow": 2}]}"#,
    );
    assert_eq!(code, 1);
    assert_eq!(lines.len(), 3);
    assert_eq!(lines[2]["ply"], 2);
    assert_eq!(lines[2]["move"], json!({"sow": 2}));
    assert_eq!(lines[2]["error"]["kind"], "illegal-move");
    assert!(lines[2]["error"]["message"]
        .as_str()
        .unwrap()
        .contains("single seed"));
    assert!(lines[2].get("position").is_none());

    // A well-formed move naming a hole the board does not have is illegal, not bad input.
    let (code, lines, _) = run(
        &["replay"],
        r#"{"game": "djenon-aboure", "moves": [{"sow": 99}]}"#,
    );
    assert_eq!(code, 1);
    assert_eq!(lines[1]["error"]["kind"], "illegal-move");
    // Pass while a sowing is possible; an offer in a game without offers.
    for m in [r#""pass""#, r#"{"offer": [6]}"#, r#""accept""#] {
        let (code, lines, _) = run(
            &["replay"],
            &format!(r#"{{"game": "djenon-aboure", "moves": [{m}]}}"#),
        );
        assert_eq!(code, 1, "{m}");
        assert_eq!(lines[1]["error"]["kind"], "illegal-move", "{m}");
    }
}

#[test]
fn replay_after_the_end_is_game_over() {
    // South: 8 then play on until the game ends, then one more move.
    let mut moves = Vec::new();
    let mut pos = <sowing::DjenonAboure as sowing::Ruleset>::start();
    let mut list = sowing::MoveList::new();
    use sowing::Position;
    while !pos.is_over() {
        pos.legal_moves(&mut list);
        moves.push(list[0]);
        pos.play(list[0]).unwrap();
    }
    moves.push(sowing::Move::Pass);
    let req = json!({"game": "djenon-aboure", "moves": moves});
    let (code, lines, _) = run(&["replay"], &req.to_string());
    assert_eq!(code, 1);
    let n = moves.len();
    assert_eq!(lines.len(), n + 1);
    assert!(
        lines[n - 1]["position"]["result"].is_object()
            || lines[n - 1]["position"]["result"] == "draw"
    );
    assert_eq!(lines[n - 1]["legal"], json!([]));
    assert_eq!(lines[n]["error"]["kind"], "game-over");
}

#[test]
fn malformed_input_is_bad_input_with_exit_2() {
    for input in [
        "not json",
        "[]",
        r#"{"game": "chess"}"#,
        r#"{"game": "djenon-aboure", "options": {"round": 2}}"#,
        r#"{"game": "djenon-aboure", "moves": [{"sow": "x"}]}"#,
        r#"{"game": "djenon-aboure", "moves": [{"sow": -1}]}"#,
        r#"{"game": "djenon-aboure", "moves": [{"sow": 8}, "jump"]}"#,
        r#"{"game": "djenon-aboure", "moves": [{"offer": [7, 6]}]}"#,
        r#"{"game": "djenon-aboure", "moves": {"sow": 8}}"#,
    ] {
        let (code, lines, _) = run(&["replay"], input);
        assert_eq!(code, 2, "{input}");
        assert_eq!(lines.len(), 1, "{input}");
        assert_eq!(lines[0]["error"]["kind"], "bad-input", "{input}");
        assert!(lines[0]["error"]["message"].as_str().unwrap().len() > 3);
    }
}

#[test]
fn show_random_and_play_run() {
    let (code, _, text) = run(&["show", "djenon-aboure"], "");
    assert_eq!(code, 0);
    assert!(text.contains("legal moves: 6  7  8  9  10  11"));
    let (code, _, text) = run(&["random", "djenon-aboure", "--seed", "3"], "");
    assert_eq!(code, 0);
    assert!(text.contains("result: "), "{text}");
    // The same seed plays the same game.
    assert_eq!(run(&["random", "djenon-aboure", "--seed", "3"], "").2, text);
    // Bad input at the prompt gets a message, then the game goes on; EOF ends it.
    let (code, _, text) = run(
        &["play", "djenon-aboure", "--seed", "1"],
        "hello\n0\n99\n6\n",
    );
    assert_eq!(code, 0);
    assert!(text.contains("not a move"), "{text}");
    assert!(text.contains("not allowed"), "{text}");
    let (code, _, _) = run(&["show", "no-such-game"], "");
    assert_eq!(code, 2);
}

#[test]
fn show_prints_moves_with_their_traces_and_ends_with_a_json_line() {
    let (code, _, text) = run(
        &[
            "show",
            "djenon-aboure",
            "--moves",
            "8,5",
            "--trace",
            "--json",
        ],
        "",
    );
    assert_eq!(code, 0, "{text}");
    assert!(text.contains("ply 1: south plays 8"), "{text}");
    assert!(text.contains("  lap 4: south lifts 5 from hole 7, sows 7 8 9 10 11"));
    assert!(text.contains("  south captures 2 from hole 11"));
    let last: Value = serde_json::from_str(text.lines().last().unwrap()).unwrap();
    assert_eq!(last["moves"], serde_json::json!([{"sow": 8}, {"sow": 5}]));
    assert_eq!(
        last["traces"][0][0],
        serde_json::json!({"lift": {"hole": 8, "seeds": 4, "lap": 1}})
    );
    assert_eq!(
        last["position"]["captured"],
        serde_json::json!({"south": 2, "north": 2})
    );
    // A refused move is an error naming it.
    let (code, _, _) = run(&["show", "djenon-aboure", "--moves", "0"], "");
    assert_eq!(code, 2);
}

#[test]
fn play_takes_back_moves_and_traces_them() {
    let (code, _, text) = run(
        &["play", "djenon-aboure", "--seed", "1", "--trace"],
        "undo\n8\nundo\n9\n",
    );
    assert_eq!(code, 0);
    assert!(text.contains("nothing to undo"), "{text}");
    assert!(text.contains("south captures 2 from hole 11"), "{text}");
    assert!(text.contains("took back: 8, "), "{text}");
    assert!(text.contains("lap 1: south lifts 4 from hole 9"), "{text}");
}
