//! End-to-end tests of the search commands of `examples/mancala.rs` (`match`, `analyse`,
//! `play --ai` with hints) and of its help and error handling, through the built binary.

use crate::common;

use common::{last_json, run_mancala as run};
use serde_json::Value;
use std::collections::BTreeSet;

#[test]
fn match_ends_with_a_json_line_that_adds_up() {
    for (game, opening) in [("djenon-aboure", "0"), ("oware", "2")] {
        let args = [
            "match",
            game,
            "alphabeta:depth=2",
            "random",
            "--games",
            "4",
            "--seed",
            "7",
            "--opening",
            opening,
        ];
        let (code, out, err) = run(&args, "");
        assert_eq!(code, 0, "{err}");
        assert!(out.contains("A wins:"), "{out}");
        assert!(out.contains("95% Wilson interval"), "{out}");
        // Progress is for a terminal; stderr is a pipe here.
        assert!(err.is_empty(), "no progress in a log: {err}");
        // With --json, stdout holds the JSON summary alone.
        let mut json_args = args.to_vec();
        json_args.push("--json");
        let (code, only, err) = run(&json_args, "");
        assert_eq!(code, 0, "{err}");
        assert_eq!(only.lines().count(), 1, "{only}");
        assert!(err.contains("A wins:"), "{err}");
        let j = last_json(&out);
        let timeless = |mut v: Value| {
            v["ms_per_move"] = Value::Null;
            v
        };
        assert_eq!(timeless(last_json(&only)), timeless(j.clone()));
        assert_eq!(j["game"], game);
        assert_eq!(j["a"], "alphabeta:depth=2");
        assert_eq!(j["b"], "random");
        assert_eq!(j["games"], 4);
        let count = |k: &str| j[k].as_u64().unwrap();
        assert_eq!(
            count("a_wins") + count("b_wins") + count("draws") + count("unfinished"),
            4,
            "{j}"
        );
        let score = j["a_score"].as_f64().unwrap();
        assert!((0.0..=1.0).contains(&score), "{j}");
        let finished = 4 - count("unfinished");
        let expected = (count("a_wins") as f64 + count("draws") as f64 / 2.0) / finished as f64;
        assert!((score - expected).abs() < 1e-3, "{j}");
        let (lo, hi) = (
            j["ci95"][0].as_f64().unwrap(),
            j["ci95"][1].as_f64().unwrap(),
        );
        assert!(0.0 <= lo && lo <= score && score <= hi && hi <= 1.0, "{j}");
        let elo = j["elo"].as_f64().unwrap();
        assert_eq!(elo > 0.0, score > 0.5, "{j}");
        let (elo_lo, elo_hi) = (
            j["elo_ci95"][0].as_f64().unwrap(),
            j["elo_ci95"][1].as_f64().unwrap(),
        );
        assert!(elo_lo < elo && elo < elo_hi, "{j}");
        assert_eq!(j["ms_per_move"].as_array().unwrap().len(), 2);
        assert_eq!(j["opening"].to_string(), opening);
        // Without time limits a seed replays the same match.
        let (_, again, _) = run(&args, "");
        let again = last_json(&again);
        for k in ["a_wins", "b_wins", "draws", "unfinished", "plies_per_game"] {
            assert_eq!(again[k], j[k], "{k}");
        }
    }
}

/// The legal moves `show --json` lists after `moves` (a `--moves` list), and the
/// position there.
fn legal_after(game: &str, moves: &str) -> (BTreeSet<String>, Value) {
    let (code, out, err) = run(&["show", game, "--moves", moves, "--json"], "");
    assert_eq!(code, 0, "{err}");
    let j = last_json(&out);
    let legal = j["legal"]
        .as_array()
        .unwrap()
        .iter()
        .map(Value::to_string)
        .collect();
    (legal, j["position"].clone())
}

#[test]
fn analyse_lists_every_legal_move_with_its_line() {
    for (game, moves) in [
        ("djenon-aboure", "8"),
        ("bao-kigogo", "30,10"),
        ("gore", "4"),
    ] {
        let (legal, position) = legal_after(game, moves);
        let (code, out, err) = run(
            &["analyse", game, "--moves", moves, "--depth", "3", "--json"],
            "",
        );
        assert_eq!(code, 0, "{err}");
        // stdout holds one JSON document; the table is on stderr.
        assert_eq!(out.lines().count(), 1, "{out}");
        assert!(err.contains("limit depth 3"), "{err}");
        let j = last_json(&out);
        assert_eq!(j["position"], position);
        let list = j["moves"].as_array().unwrap();
        assert_eq!(list.len(), legal.len(), "{game}: {j}");
        let analysed: BTreeSet<String> = list.iter().map(|m| m["move"].to_string()).collect();
        assert_eq!(analysed, legal, "{game}");
        for m in list {
            assert_eq!(m["pv"][0], m["move"], "{m}");
            assert!(m["score"].is_object() || m["score"] == "draw", "{m}");
        }
        // The same position given as JSON analyses the same moves.
        let (code, out, err) = run(
            &[
                "analyse",
                game,
                "--position",
                &position.to_string(),
                "--depth",
                "3",
                "--json",
            ],
            "",
        );
        assert_eq!(code, 0, "{err}");
        assert_eq!(last_json(&out)["moves"], j["moves"]);
    }
    // A time limit instead of a depth.
    let (code, out, err) = run(&["analyse", "oware", "--ms", "60", "--json"], "");
    assert_eq!(code, 0, "{err}");
    assert!(err.contains("60 ms in all"), "{err}");
    assert_eq!(last_json(&out)["moves"].as_array().unwrap().len(), 6);
}

#[test]
fn play_against_medium_with_hint_and_undo() {
    let (code, out, err) = run(
        &["play", "djenon-aboure", "--ai", "medium", "--seed", "1"],
        "hint\n8\nundo\n9\nboard\nquit\n",
    );
    assert_eq!(code, 0, "{err}");
    // The board says which row is whose, with hole numbers.
    assert!(out.contains("north: holes 0-5 (top row), south: holes 6-11 (bottom row)"));
    assert!(
        out.contains("  hole    6    7    8    9   10   11"),
        "{out}"
    );
    let hint = out
        .lines()
        .find_map(|l| l.split("> ").find(|p| p.starts_with("hint: ")))
        .unwrap_or_else(|| panic!("no hint line: {out}"));
    assert!(hint.contains("score "), "{hint}");
    assert!(
        ["about ", "win in", "loss in", "draw"]
            .iter()
            .any(|s| hint.contains(s)),
        "{hint}"
    );
    assert!(hint.contains("alphabeta:depth=4"), "{hint}");
    assert!(
        out.contains("against the computer (medium: alphabeta:depth=4)"),
        "{out}"
    );
    // What each move did, from its trace.
    assert!(out.contains("you (south) play 8"), "{out}");
    assert!(
        out.contains("  4 laps, the last seed into hole 11"),
        "{out}"
    );
    assert!(out.contains("  south captures 2 from hole 11"), "{out}");
    assert!(out.contains("computer (north) plays "), "{out}");
    assert!(out.contains("took back: 8, "), "{out}");
    assert!(out.contains("you (south) play 9"), "{out}");
    assert!(out.trim_end().ends_with("bye"), "{out}");
    // Playing second, before the first move of one's own there is nothing to take back.
    let (code, out, err) = run(
        &["play", "oware", "--ai", "medium", "--as", "north"],
        "undo\nhint\nquit\n",
    );
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("computer (south) plays "), "{out}");
    assert!(out.contains("nothing to undo"), "{out}");
    assert!(out.contains("north> hint: "), "{out}");
}

#[test]
fn help_and_version_exit_0() {
    for flag in ["--help", "-h", "help"] {
        let (code, out, err) = run(&[flag], "");
        assert_eq!(code, 0);
        assert!(out.contains("Usage: mancala"), "{out}");
        for cmd in ["match", "analyse", "play", "--ai", "hint"] {
            assert!(out.contains(cmd), "{cmd}");
        }
        assert!(err.is_empty());
    }
    // Every command has its own help.
    for cmd in [
        "replay", "show", "random", "play", "match", "analyse", "solve", "prove",
    ] {
        let (code, out, err) = run(&[cmd, "--help"], "");
        assert_eq!(code, 0, "{cmd}: {err}");
        assert!(
            out.contains(&format!("Usage: mancala {cmd}")),
            "{cmd}: {out}"
        );
    }
    let (code, out, _) = run(&["--version"], "");
    assert_eq!(code, 0);
    assert_eq!(out.trim(), format!("mancala {}", env!("CARGO_PKG_VERSION")));
}

#[test]
fn errors_exit_2_with_one_line_on_stderr() {
    // Usage errors end with where to find the usage; errors of what was asked do not.
    let cases: &[(&[&str], &str, bool)] = &[
        (&["match", "oware", "foo", "random"], "\"foo\"", true),
        (
            &["play", "oware", "--ai", "alphabeta:depth=x"],
            "alphabeta:depth=x",
            true,
        ),
        (
            &["frobnicate"],
            "unrecognized subcommand 'frobnicate'",
            true,
        ),
        (&[], "missing command", true),
        (&["analyse", "chess"], "unknown game \"chess\"", true),
        (&["analyse", "oware", "--moves", "x"], "not a move", true),
        (
            &["analyse", "oware", "--depth", "2", "--ms", "9"],
            "cannot be used with",
            true,
        ),
        (&["match", "oware", "random"], "<B>", true),
        (
            &["match", "oware", "random", "random", "--games", "0"],
            "--games",
            true,
        ),
        (
            &["show", "oware", "--ai", "hard"],
            "unexpected argument '--ai'",
            true,
        ),
        (
            &["show", "oware", "--bogus"],
            "unexpected argument '--bogus'",
            true,
        ),
        (
            &["analyse", "oware", "--moves", "0"],
            "move 1 (0) refused",
            false,
        ),
        (
            &["analyse", "oware", "--position", "{}"],
            "--position",
            false,
        ),
        (
            &["random", "gore", "--options", "{\"round\": 2}"],
            "gore options",
            false,
        ),
    ];
    for (args, needle, usage) in cases {
        let (code, out, err) = run(args, "");
        assert_eq!(code, 2, "{args:?}");
        assert!(out.is_empty(), "{args:?}: {out}");
        assert_eq!(err.lines().count(), 1, "{args:?}: {err}");
        assert!(err.starts_with("mancala: "), "{err}");
        assert!(err.contains(needle), "{args:?}: {err}");
        assert_eq!(
            err.trim_end().ends_with("try mancala --help"),
            *usage,
            "{args:?}: {err}"
        );
    }
}

#[test]
fn a_closed_pipe_ends_quietly() {
    use std::io::Read;
    use std::process::{Command, Stdio};
    for args in [
        &["random", "bao-kigogo", "--seed", "1"][..],
        &["show", "oware", "--moves", "7,1,8"][..],
        &["match", "oware", "random", "random", "--games", "50"][..],
    ] {
        let mut child = Command::new(common::mancala())
            .args(args)
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        // Read one byte, then close the pipe, as `| head -c 1` does.
        let mut stdout = child.stdout.take().unwrap();
        let mut byte = [0u8; 1];
        stdout.read_exact(&mut byte).unwrap();
        drop(stdout);
        let mut err = String::new();
        child
            .stderr
            .take()
            .unwrap()
            .read_to_string(&mut err)
            .unwrap();
        let status = child.wait().unwrap();
        assert!(status.success(), "{args:?}: {status} {err}");
        assert!(err.is_empty(), "{args:?}: {err}");
    }
}
