//! End-to-end tests of `mancala solve`, `mancala prove` and `mancala analyse --db`
//! (examples/mancala.rs), through the built binary.

use crate::common;

use common::run_mancala as run;
use serde_json::Value;
use sowing::solve::{layer_size, Tablebase};
use sowing::{DjenonAboure, Player, Position};
use std::path::PathBuf;

fn last_json(text: &str) -> Value {
    serde_json::from_str(text.lines().last().expect("some output")).expect("a JSON last line")
}

fn temp_dir(name: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!("sowing-cli-solve-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    d
}

#[test]
fn solve_builds_checks_and_resumes_then_analyse_marks_exact_values() {
    let dir = temp_dir("e2e");
    let d = dir.to_str().unwrap();
    let (code, out, err) = run(
        &[
            "solve",
            "djenon-aboure",
            "--seeds",
            "6",
            "--dir",
            d,
            "--check",
            "1",
        ],
        "",
    );
    assert_eq!(code, 0, "{err}");
    assert!(
        err.contains("layer  6 pass  1") && err.contains("left"),
        "{err}"
    );
    assert!(err.contains("layer  6 done"), "{err}");
    let j = last_json(&out);
    let total: u64 = (0..=6).map(layer_size).sum();
    assert_eq!(j["seeds"], 6);
    assert_eq!(j["positions"], total);
    assert_eq!(j["checked"], total);
    let layers = j["layers"].as_array().unwrap();
    assert_eq!(layers.len(), 7);
    for (n, l) in layers.iter().enumerate() {
        assert_eq!(l["seeds"], n);
        assert_eq!(l["positions"], layer_size(n as u32));
        assert!(l["passes"].as_u64().unwrap() >= 1);
    }
    // Again: nothing left to build, the same layers.
    let (code, out, err) = run(&["solve", "djenon-aboure", "--seeds", "6", "--dir", d], "");
    assert_eq!(code, 0, "{err}");
    assert!(!err.contains("done"), "{err}");
    assert_eq!(last_json(&out)["layers"], j["layers"]);

    // analyse --db: a position of 6 seeds, every move exact.
    let tb = Tablebase::<DjenonAboure>::open(&dir).unwrap();
    let pos = DjenonAboure::from_parts(
        [0, 2, 0, 1, 0, 0, 0, 0, 2, 0, 1, 0],
        [20, 22],
        Player::South,
    )
    .unwrap();
    let position = serde_json::to_string(&pos).unwrap();
    let args = [
        "analyse",
        "djenon-aboure",
        "--position",
        &position,
        "--depth",
        "4",
        "--db",
        d,
        "--json",
    ];
    let (code, out, err) = run(&args, "");
    assert_eq!(code, 0, "{err}");
    let j = last_json(&out);
    let moves = j["moves"].as_array().unwrap();
    assert!(!moves.is_empty());
    let best = moves[0]["score"]["margin"].as_i64().unwrap() as i32;
    assert_eq!(best, -2 + tb.exact(&pos).unwrap(), "{j}");
    for m in moves {
        assert_eq!(m["exact"], true, "{m}");
        assert_eq!(m["pv"][0], m["move"], "{m}");
        assert!(m["score"]["margin"].as_i64().unwrap() as i32 <= best, "{m}");
        assert!(m["depth"].is_number() && m["nodes"].is_number(), "{m}");
    }
    assert!(out.contains("exact"), "{out}");
    // Without --db nothing is exact.
    let (code, out, err) = run(
        &args[..args.len() - 3]
            .iter()
            .chain(&["--json"])
            .copied()
            .collect::<Vec<_>>(),
        "",
    );
    assert_eq!(code, 0, "{err}");
    assert!(last_json(&out)["moves"]
        .as_array()
        .unwrap()
        .iter()
        .all(|m| m["exact"] == false));

    // prove over these few layers from a position of 8 seeds: bounds that hold.
    let (code, out, err) = run(
        &[
            "prove",
            "djenon-aboure",
            "--db",
            d,
            "--moves",
            "8",
            "--depth",
            "3",
            "--json",
        ],
        "",
    );
    assert_eq!(code, 0, "{err}");
    let p = last_json(&out);
    assert!(
        p["lo"].as_i64().unwrap() <= p["hi"].as_i64().unwrap(),
        "{p}"
    );
    assert_eq!(p["db_seeds"], 6);
    assert_eq!(p["depths"].as_array().unwrap().len(), 3);
    // A match whose alpha-beta player has the databases.
    let (code, out, err) = run(
        &[
            "match",
            "djenon-aboure",
            "alphabeta:depth=2",
            "random",
            "--games",
            "2",
            "--db",
            d,
        ],
        "",
    );
    assert_eq!(code, 0, "{err}");
    assert_eq!(last_json(&out)["games"], 2);
    std::fs::remove_dir_all(&dir).unwrap();
    assert!(pos.board().total() == 6);
}

#[test]
fn solve_and_db_errors_are_one_line_with_status_2() {
    let missing = temp_dir("missing");
    let m = missing.to_str().unwrap();
    for (args, needle) in [
        (
            vec!["solve", "oware", "--seeds", "4"],
            "djenon-aboure and hoyito-iii only",
        ),
        (vec!["solve", "djenon-aboure"], "--seeds"),
        (
            vec!["solve", "djenon-aboure", "--seeds", "60"],
            "--seeds takes 0 to 48",
        ),
        (
            vec!["solve", "djenon-aboure", "--seeds", "4", "--threads", "0"],
            "--threads",
        ),
        (vec!["analyse", "oware", "--db", m], "djenon-aboure only"),
        (
            vec!["match", "oware", "random", "random", "--db", m],
            "djenon-aboure only",
        ),
        (vec!["play", "gore", "--db", m], "djenon-aboure only"),
        (
            vec!["match", "djenon-aboure", "random", "random", "--db", m],
            "no databases",
        ),
        (vec!["analyse", "djenon-aboure", "--db", m], "no databases"),
        (vec!["prove", "djenon-aboure", "--db", m], "no databases"),
        (
            vec!["solve", "djenon-aboure", "--seeds", "4", "--json"],
            "does not take --json",
        ),
    ] {
        let (code, out, err) = run(&args, "");
        assert_eq!(code, 2, "{args:?}: {out}");
        assert_eq!(err.lines().count(), 1, "{args:?}: {err}");
        assert!(err.contains(needle), "{args:?}: {err}");
    }
}
