//! End-to-end tests of `mancala` on described games: library names as the game
//! argument, `--game NAME`, `--game-file PATH`, `mancala games`, and the commands
//! (`show`, `random`, `match`, `analyse`, `replay`, `solve`) on them; `solve` refuses the games
//! its databases cannot hold in one clear line.

use crate::common;

use common::{last_json as json, run_mancala as run};
use serde_json::Value;
use std::path::Path;

#[test]
fn games_lists_the_built_in_games_and_the_library() {
    let (code, out, err) = run(&["games", "--json"], "");
    assert_eq!(code, 0, "{err}");
    let lines: Vec<Value> = out
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    let names: Vec<&str> = lines.iter().map(|l| l["name"].as_str().unwrap()).collect();
    assert!(
        names.contains(&"oware") && names.contains(&"kalah"),
        "{names:?}"
    );
    assert!(names.contains(&"described:oware"), "{names:?}");
    let described = lines.iter().filter(|l| l["described"] == true).count();
    assert_eq!(described, sowing::described::library().len());
    let (code, text, _) = run(&["games"], "");
    assert_eq!(code, 0);
    assert!(
        text.contains("kalah") && text.contains("built-in"),
        "{text}"
    );
}

#[test]
fn show_takes_a_library_name_as_the_game_argument_or_by_game() {
    let (code, out, err) = run(&["show", "kalah", "--moves", "8", "--json"], "");
    assert_eq!(code, 0, "{err}");
    let j = json(&out);
    assert_eq!(j["position"]["game"], "kalah", "{j}");
    // The last seed fell into South's store: South moves again and has 1 seed.
    assert_eq!(j["position"]["to_move"], "south", "{j}");
    assert_eq!(j["position"]["captured"]["south"], 1, "{j}");
    let (code, again, err) = run(&["show", "--game", "kalah", "--moves", "8", "--json"], "");
    assert_eq!(code, 0, "{err}");
    assert_eq!(json(&again), j);
}

#[test]
fn game_file_reads_any_description() {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR"));
    let path = dir.join("cli-described-tiny.json");
    std::fs::write(
        &path,
        r#"{"name": "cli-tiny", "board": {"holes_per_row": 3, "seeds_per_hole": 2},
            "capture": {"on": "counts", "counts": [2, 3], "rows": "opponent"},
            "end": {"majority": true}}"#,
    )
    .unwrap();
    let file = path.to_str().unwrap();
    let (code, out, err) = run(&["show", "--game-file", file, "--json"], "");
    assert_eq!(code, 0, "{err}");
    let j = json(&out);
    assert_eq!(j["position"]["game"], "cli-tiny", "{j}");
    assert_eq!(j["position"]["holes"].as_array().unwrap().len(), 6, "{j}");
    let (code, out, err) = run(
        &[
            "random",
            "--game-file",
            file,
            "--seed",
            "3",
            "--max-plies",
            "20",
        ],
        "",
    );
    assert_eq!(code, 0, "{err}");
    assert!(
        out.contains("game: cli-tiny") && out.contains("ply 1: south plays"),
        "{out}"
    );
    // A replay request names the file's game.
    let request = r#"{"game": "cli-tiny", "moves": [{"sow": 3}]}"#;
    let (code, out, err) = run(&["replay", "--game-file", file], request);
    assert_eq!(code, 0, "{err}");
    assert_eq!(json(&out)["position"]["game"], "cli-tiny", "{out}");
    // Errors: one line, status 2.
    let missing = dir.join("no-such-description.json");
    let (code, _, err) = run(&["show", "--game-file", missing.to_str().unwrap()], "");
    assert_eq!(code, 2);
    assert_eq!(err.lines().count(), 1, "{err}");
    let bad = dir.join("cli-described-bad.json");
    std::fs::write(
        &bad,
        r#"{"name": "bad", "board": {"holes_per_row": 3, "seeds_per_hole": 2}, "colour": 1}"#,
    )
    .unwrap();
    let (code, _, err) = run(&["show", "--game-file", bad.to_str().unwrap()], "");
    assert_eq!(code, 2);
    assert!(err.contains("colour"), "{err}");
    let (code, _, err) = run(&["show", "kalah", "--game", "kalah"], "");
    assert_eq!(code, 2, "{err}");
}

#[test]
fn random_match_and_analyse_play_described_games() {
    let (code, out, err) = run(&["random", "kalah", "--seed", "5"], "");
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("result:"), "{out}");
    let (code, out, err) = run(
        &[
            "match",
            "kalah",
            "alphabeta:depth=3",
            "random",
            "--games",
            "4",
            "--seed",
            "1",
            "--json",
        ],
        "",
    );
    assert_eq!(code, 0, "{err}");
    let j = json(&out);
    assert_eq!(j["game"], "kalah", "{j}");
    let n = |k: &str| j[k].as_u64().unwrap();
    assert_eq!(
        n("a_wins") + n("b_wins") + n("draws") + n("unfinished"),
        4,
        "{j}"
    );
    let (code, out, err) = run(
        &["analyse", "described:oware", "--depth", "3", "--json"],
        "",
    );
    assert_eq!(code, 0, "{err}");
    let j = json(&out);
    assert_eq!(j["position"]["game"], "described:oware", "{j}");
    assert_eq!(j["moves"].as_array().unwrap().len(), 6, "{j}");
}

#[test]
fn solve_builds_a_described_game_s_databases_or_refuses_in_one_line() {
    let dir = std::env::temp_dir().join(format!("sowing-cli-kalah-{}", std::process::id()));
    let d = dir.to_str().unwrap();
    let (code, out, err) = run(&["solve", "kalah", "--seeds", "3", "--dir", d], "");
    assert_eq!(code, 0, "{err}");
    let j = json(&out);
    assert_eq!(j["game"], "kalah", "{j}");
    assert_eq!(j["layers_built"], serde_json::json!([0, 1, 2, 3]), "{j}");
    assert!(dir.join("kalah-03.i8").is_file());
    std::fs::remove_dir_all(&dir).unwrap();
    // Oware's repetition rule makes a value depend on the game's history.
    let (code, _, err) = run(
        &["solve", "described:oware", "--seeds", "2", "--dry-run"],
        "",
    );
    assert_eq!(code, 2);
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(
        err.contains("described:oware") && err.contains("repetition"),
        "{err}"
    );
}
