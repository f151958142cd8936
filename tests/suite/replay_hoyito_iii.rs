//! The docs/FORMAT.md replay contract end to end for `hoyito-iii`, with its options.

use crate::common;

use common::replay_lines as run;
use serde_json::{json, Value};
use sowing::games::hoyito_iii::HoyitoOptions;
use sowing::playout::Rng;
use sowing::replay::{EXIT_BAD_INPUT, EXIT_OK, EXIT_REJECTED};
use sowing::{HoyitoIii, Move, MoveError, MoveList, Position, Ruleset};

fn move_json(m: Move) -> Value {
    serde_json::to_value(m).unwrap()
}

#[test]
fn replay_hoyito_iii_with_options_then_an_illegal_move() {
    let (code, lines) = run(
        r#"{"game": "hoyito-iii", "options": {"round": 3, "previous_winner": "north"},
            "moves": [{"sow": 9}, {"sow": 0}]}"#,
    );
    assert_eq!(code, EXIT_REJECTED);
    assert_eq!(lines.len(), 3);

    let start = &lines[0];
    assert_eq!(start["ply"], 0);
    let p = &start["position"];
    assert_eq!(p["game"], "hoyito-iii");
    assert_eq!(
        p["options"],
        json!({"round": 3, "previous_winner": "north"})
    );
    assert_eq!((p["rows"].clone(), p["cols"].clone()), (json!(2), json!(6)));
    assert_eq!(p["holes"], json!([4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4]));
    assert_eq!(p["owners"][0], "north");
    assert_eq!(p["owners"][11], "south");
    assert_eq!(p["captured"], json!({"south": 0, "north": 0}));
    assert_eq!(p["to_move"], "south");
    assert_eq!(p["result"], Value::Null);
    // From the start, every sowing of South's six holes ends (by hand, e.g. 9 below).
    assert_eq!(
        start["legal"],
        json!([{"sow": 6}, {"sow": 7}, {"sow": 8}, {"sow": 9}, {"sow": 10}, {"sow": 11}])
    );

    // South sows 9 (4): 10, 11, 5, 4 (each 4→5): relay; lift 5 from 4: 3, 2, 1, 0, 6
    // (each → 5): relay; lift 5 from 6: 7 (5), 8 (5), 9 (0→1), 10 (6), 11 (6): relay;
    // lift 6 from 11: 5 (6), 4 (0→1), 3 (6), 2 (6), 1 (6), 0 (6): relay; lift 6 from 0:
    // 6 (0→1), 7 (6), 8 (6), 9 (2), 10 (7), 11 (0→1): 1, the move ends. North to move.
    let one = &lines[1];
    assert_eq!(one["ply"], 1);
    assert_eq!(one["move"], json!({"sow": 9}));
    let p = &one["position"];
    assert_eq!(p["holes"], json!([0, 6, 6, 6, 1, 6, 1, 6, 6, 2, 7, 1]));
    assert_eq!(p["to_move"], "north");
    assert_eq!(
        p["options"],
        json!({"round": 3, "previous_winner": "north"})
    );
    // North's legal moves are among North's non-empty holes 1–5 (hole 0 is empty).
    let legal = one["legal"].as_array().unwrap();
    assert!(!legal.is_empty());
    for m in legal {
        let h = m["sow"].as_u64().unwrap();
        assert!((1..=5).contains(&h), "{m}");
    }

    // North sows the empty hole 0: refused as an illegal move, the replay stops.
    let two = &lines[2];
    assert_eq!(two["ply"], 2);
    assert_eq!(two["move"], json!({"sow": 0}));
    assert_eq!(two["error"]["kind"], "illegal-move");
    assert!(two["error"]["message"].as_str().unwrap().contains("empty"));
    assert!(two.get("position").is_none());
}

#[test]
fn replay_hoyito_iii_refuses_bad_options_as_bad_input() {
    for bad in [
        r#"{"game": "hoyito-iii", "options": {"round": 0}, "moves": []}"#,
        r#"{"game": "hoyito-iii", "options": {"round": 3, "previous_winner": "west"}, "moves": []}"#,
        r#"{"game": "hoyito-iii", "options": {"round": 3, "last_winner": "north"}, "moves": []}"#,
        r#"{"game": "hoyito-iii", "options": {"round": 1.5}, "moves": []}"#,
    ] {
        let (code, lines) = run(bad);
        assert_eq!(code, EXIT_BAD_INPUT, "{bad}");
        assert_eq!(lines.len(), 1);
        assert_eq!(lines[0]["error"]["kind"], "bad-input");
        assert!(lines[0]["error"]["message"]
            .as_str()
            .unwrap()
            .contains("invalid hoyito-iii options"));
    }
    // null, "none" and absent previous winners are all accepted; so is no options.
    for ok in [
        r#"{"game": "hoyito-iii", "options": {"round": 4, "previous_winner": null}}"#,
        r#"{"game": "hoyito-iii", "options": {"round": 4, "previous_winner": "none"}}"#,
        r#"{"game": "hoyito-iii", "options": {"round": 4}}"#,
    ] {
        let (code, lines) = run(ok);
        assert_eq!(code, EXIT_OK);
        assert_eq!(
            lines[0]["position"]["options"],
            json!({"round": 4, "previous_winner": null})
        );
    }
    let (code, lines) = run(r#"{"game": "hoyito-iii", "moves": []}"#);
    assert_eq!(code, EXIT_OK);
    assert_eq!(
        lines[0]["position"]["options"],
        json!({"round": 1, "previous_winner": null})
    );
}

/// A random game from `start`, stopped at the first position where the player to move
/// has an endless sowing: the moves up to there and that hole.
fn moves_to_an_endless_sowing(start: HoyitoIii) -> (Vec<Move>, u8) {
    let mut legal = MoveList::new();
    for seed in 0.. {
        let mut rng = Rng::new(seed);
        let mut pos = start;
        let mut moves = Vec::new();
        while !pos.is_over() && moves.len() < 2000 {
            for h in 0..12 {
                let mut copy = pos;
                if let Err(MoveError::EndlessSowing { .. }) = copy.play(Move::Sow(h)) {
                    return (moves, h);
                }
            }
            pos.legal_moves(&mut legal);
            let m = legal[rng.below(legal.len())];
            pos.play(m).unwrap();
            moves.push(m);
        }
    }
    unreachable!()
}

#[test]
fn replay_hoyito_iii_answers_endless_sowing() {
    let options = HoyitoOptions::new(2, Some(sowing::Player::South)).unwrap();
    let (moves, hole) = moves_to_an_endless_sowing(HoyitoIii::new(options).unwrap());
    let mut list: Vec<Value> = moves.iter().map(|&m| move_json(m)).collect();
    list.push(json!({ "sow": hole }));
    let request = json!({
        "game": "hoyito-iii",
        "options": {"round": 2, "previous_winner": "south"},
        "moves": list,
    });
    let (code, lines) = run(&request.to_string());
    assert_eq!(code, EXIT_REJECTED);
    assert_eq!(lines.len(), moves.len() + 2);
    let last = lines.last().unwrap();
    assert_eq!(last["ply"], moves.len() + 1);
    assert_eq!(last["move"], json!({ "sow": hole }));
    assert_eq!(last["error"]["kind"], "endless-sowing");
    // The endless hole is not among the legal moves the line before offered.
    let before = &lines[lines.len() - 2];
    assert!(!before["legal"]
        .as_array()
        .unwrap()
        .contains(&json!({ "sow": hole })));
}

#[test]
fn replay_hoyito_iii_whole_game_extra_turns_last_four_and_game_over() {
    // A random game played to its end (random games from the start always ended in our
    // runs), replayed, then one move too many.
    let options = HoyitoOptions::new(3, Some(sowing::Player::North)).unwrap();
    let mut pos = HoyitoIii::new(options).unwrap();
    let mut rng = Rng::new(2024);
    let mut legal = MoveList::new();
    let mut moves = Vec::new();
    while !pos.is_over() {
        assert!(moves.len() < 5000, "random game did not end");
        pos.legal_moves(&mut legal);
        let m = legal[rng.below(legal.len())];
        pos.play(m).unwrap();
        moves.push(move_json(m));
    }
    moves.push(json!("pass"));
    let request = json!({
        "game": "hoyito-iii",
        "options": {"round": 3, "previous_winner": "north"},
        "moves": moves,
    });
    let (code, lines) = run(&request.to_string());
    assert_eq!(code, EXIT_REJECTED);
    assert_eq!(lines.len(), moves.len() + 1);
    let seeds = |p: &Value| -> u64 {
        p["holes"]
            .as_array()
            .unwrap()
            .iter()
            .map(|n| n.as_u64().unwrap())
            .sum()
    };
    let mut seen_capture = false;
    for w in lines[..lines.len() - 1].windows(2) {
        let (a, b) = (&w[0]["position"], &w[1]["position"]);
        let mover = a["to_move"].as_str().unwrap();
        let gained =
            b["captured"][mover].as_u64().unwrap() - a["captured"][mover].as_u64().unwrap();
        let board = seeds(b);
        if b["result"].is_null() {
            // Rule 2: a capture takes exactly 4 and gives an extra turn; otherwise the
            // turn passes.
            assert!(gained == 0 || gained == 4);
            if gained == 4 {
                seen_capture = true;
                assert_eq!(b["to_move"], a["to_move"], "extra turn after a capture");
            } else {
                assert_ne!(b["to_move"], a["to_move"]);
            }
            assert!(board >= 8);
        } else {
            // Rules 4–5: the last capture left 4; round 3 after a North win gives them
            // to North; the board shows 0 and the result follows the captures.
            assert_eq!(board, 0);
            let gained_north =
                b["captured"]["north"].as_u64().unwrap() - a["captured"]["north"].as_u64().unwrap();
            let gained_south =
                b["captured"]["south"].as_u64().unwrap() - a["captured"]["south"].as_u64().unwrap();
            match mover {
                "north" => assert_eq!((gained_south, gained_north), (0, 8)),
                _ => assert_eq!((gained_south, gained_north), (4, 4)),
            }
            let (s, n) = (
                b["captured"]["south"].as_u64().unwrap(),
                b["captured"]["north"].as_u64().unwrap(),
            );
            let expected = match s.cmp(&n) {
                std::cmp::Ordering::Greater => json!({"winner": "south"}),
                std::cmp::Ordering::Less => json!({"winner": "north"}),
                std::cmp::Ordering::Equal => json!("draw"),
            };
            assert_eq!(b["result"], expected);
            assert_eq!(w[1]["legal"], json!([]));
        }
    }
    assert!(seen_capture);
    let last = lines.last().unwrap();
    assert_eq!(last["error"]["kind"], "game-over");
}
