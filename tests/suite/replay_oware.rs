//! The docs/FORMAT.md replay contract for Oware (game name `"oware"`), end to end through
//! `sowing::replay::replay`.

use crate::common::replay_lines as run;
use serde_json::{json, Value};
use sowing::playout::Rng;
use sowing::{Game, Move, MoveList, Oware, Ruleset};

#[test]
fn replay_plays_oware_moves_and_lists_legal_moves() {
    // South sows 11 into North's 5, 4, 3, 2; North sows 0 into South's 6, 7, 8, 9.
    let (code, lines) =
        run(r#"{"game": "oware", "options": {}, "moves": [{"sow": 11}, {"sow": 0}]}"#);
    assert_eq!(code, 0);
    assert_eq!(lines.len(), 3);
    assert_eq!(lines[0]["ply"], 0);
    assert_eq!(lines[0]["position"]["game"], "oware");
    assert_eq!(lines[0]["position"]["holes"], json!(vec![4; 12]));
    assert_eq!(
        lines[0]["legal"],
        json!([{"sow": 6}, {"sow": 7}, {"sow": 8}, {"sow": 9}, {"sow": 10}, {"sow": 11}])
    );
    assert_eq!(lines[1]["move"], json!({"sow": 11}));
    assert_eq!(
        lines[1]["position"]["holes"],
        json!([4, 4, 5, 5, 5, 5, 4, 4, 4, 4, 4, 0])
    );
    assert_eq!(lines[1]["position"]["to_move"], "north");
    assert_eq!(
        lines[2]["position"]["holes"],
        json!([0, 4, 5, 5, 5, 5, 5, 5, 5, 5, 4, 0])
    );
    assert_eq!(
        lines[2]["position"]["captured"],
        json!({"south": 0, "north": 0})
    );
    assert_eq!(lines[2]["position"]["result"], Value::Null);
    // Hole 11 is empty now.
    assert_eq!(
        lines[2]["legal"],
        json!([{"sow": 6}, {"sow": 7}, {"sow": 8}, {"sow": 9}, {"sow": 10}])
    );
}

#[test]
fn replay_rejects_illegal_oware_moves() {
    // North's hole on South's turn, a pass, a hole off the board: each an illegal move.
    for bad in [json!({"sow": 3}), json!("pass"), json!({"sow": 12})] {
        let input = json!({"game": "oware", "moves": [{"sow": 8}, {"sow": 2}, bad]});
        let (code, lines) = run(&input.to_string());
        assert_eq!(code, 1, "{bad}");
        assert_eq!(lines.len(), 4);
        assert_eq!(lines[3]["ply"], 3);
        assert_eq!(lines[3]["move"], bad);
        assert_eq!(lines[3]["error"]["kind"], "illegal-move", "{bad}");
    }
}

#[test]
fn replay_refuses_malformed_oware_requests() {
    for input in [
        r#"{"game": "oware", "options": {"round": 2}, "moves": []}"#,
        r#"{"game": "oware", "moves": [{"sow": "x"}]}"#,
        r#"{"game": "owari", "moves": []}"#,
    ] {
        let (code, lines) = run(input);
        assert_eq!(code, 2, "{input}");
        assert_eq!(lines.len(), 1);
        assert_eq!(lines[0]["error"]["kind"], "bad-input");
    }
}

#[test]
fn replay_of_a_finished_oware_game_collects_the_board_and_refuses_more_moves() {
    // A whole random game (through a Game, so that repetition ends it too), then one
    // move more.
    let mut rng = Rng::new(5);
    let mut game = Game::new(Oware::start());
    let mut moves = MoveList::new();
    while !game.is_finished() {
        game.legal_moves(&mut moves);
        game.play(moves[rng.below(moves.len())]).unwrap();
    }
    let mut played: Vec<Value> = game
        .moves()
        .iter()
        .map(|m| serde_json::to_value(m).unwrap())
        .collect();
    let n = played.len();
    played.push(serde_json::to_value(Move::Sow(6)).unwrap());
    let (code, lines) = run(&json!({"game": "oware", "moves": played}).to_string());
    assert_eq!(code, 1);
    assert_eq!(lines.len(), n + 2);
    let last = &lines[n];
    assert_ne!(last["position"]["result"], Value::Null);
    assert_eq!(last["position"]["holes"], json!(vec![0; 12]));
    let c = &last["position"]["captured"];
    assert_eq!(
        c["south"].as_u64().unwrap() + c["north"].as_u64().unwrap(),
        48
    );
    assert_eq!(last["legal"], json!([]));
    assert_eq!(lines[n + 1]["error"]["kind"], "game-over");
}
