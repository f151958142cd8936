//! The fuzz targets' checks (`fuzz/src/checks.rs`, shared with the cargo-fuzz crate in
//! `fuzz/`) over the curated seed corpus (`fuzz/seeds/<target>/`) and every saved
//! finding (`fuzz/regressions/<target>/`), on stable: what the fuzzers found stays
//! fixed without running them.

#[path = "../fuzz/src/checks.rs"]
mod checks;

use sowing::{BaoKigogo, Game, MoveList, Rng, Ruleset};
use std::fs;
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::path::{Path, PathBuf};

/// The files of `fuzz/<folder>/<target>/`, sorted (none if the folder is absent).
fn inputs(folder: &str, target: &str) -> Vec<PathBuf> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("fuzz")
        .join(folder)
        .join(target);
    let mut files: Vec<PathBuf> = match fs::read_dir(&dir) {
        Ok(entries) => entries
            .map(|e| e.unwrap().path())
            .filter(|p| p.is_file())
            .collect(),
        Err(_) => Vec::new(),
    };
    files.sort();
    files
}

/// Runs `target`'s check on every file of `folder`; returns the files it failed on.
fn run(folder: &str, target: &str, check: checks::Check) -> (usize, Vec<String>) {
    let files = inputs(folder, target);
    let failed = files
        .iter()
        .filter(|path| {
            let data = fs::read(path).unwrap();
            catch_unwind(AssertUnwindSafe(|| check(&data))).is_err()
        })
        .map(|path| path.display().to_string())
        .collect();
    (files.len(), failed)
}

#[test]
fn every_target_has_seeds_and_passes_them() {
    let mut failed = Vec::new();
    for &(target, check) in checks::TARGETS {
        let (n, mut bad) = run("seeds", target, check);
        assert!(n > 0, "fuzz/seeds/{target}/ has no seed");
        failed.append(&mut bad);
    }
    assert!(
        failed.is_empty(),
        "checks failed on:\n{}",
        failed.join("\n")
    );
}

#[test]
fn every_finding_stays_fixed() {
    let mut failed = Vec::new();
    for &(target, check) in checks::TARGETS {
        failed.append(&mut run("regressions", target, check).1);
    }
    assert!(
        failed.is_empty(),
        "checks failed on:\n{}",
        failed.join("\n")
    );
}

/// Input far longer or deeper than the fuzzers' (4 KB at most): deep nesting, a long
/// line, a long number, a long move and a long legal game, each through its target.
#[test]
fn long_and_deep_inputs() {
    let check = |name: &str, input: &str| {
        let (_, check) = checks::TARGETS.iter().find(|&&(t, _)| t == name).unwrap();
        check(input.as_bytes());
    };
    let deep = format!("{}{}", "[".repeat(100_000), "]".repeat(100_000));
    for target in ["replay", "position_json", "options"] {
        check(target, &deep);
    }
    check(
        "options",
        &format!("{}1{}", r#"{"round":"#.repeat(50_000), "}".repeat(50_000)),
    );
    check(
        "position_json",
        &format!(
            r#"{{"game":"oware","rows":{},"cols":2}}"#,
            "9".repeat(10_000)
        ),
    );
    check(
        "position_text",
        &format!(
            "game: oware\nto move: south\ncaptured: south 0, north 0\nresult: none\n 0: {}\n",
            "4 ".repeat(100_000)
        ),
    );
    check("move_text", &format!("offer {}", "1,".repeat(100_000)));
    check("move_text", &"7".repeat(100_000));

    // The longest of a few random Bao Kigogo games, replayed.
    let longest = (0..8)
        .map(|seed| {
            let mut game = Game::new(BaoKigogo::start());
            let mut rng = Rng::new(seed);
            let mut moves = MoveList::new();
            while !game.is_finished() && game.ply() < 2_000 {
                game.legal_moves(&mut moves);
                game.play(moves[rng.below(moves.len())]).unwrap();
            }
            game.moves().to_vec()
        })
        .max_by_key(Vec::len)
        .unwrap();
    assert!(longest.len() > 100, "{}", longest.len());
    let request = serde_json::json!({"game": "bao-kigogo", "moves": longest});
    check("replay", &request.to_string());
}

#[test]
fn the_folders_name_only_targets() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("fuzz");
    for folder in ["seeds", "regressions"] {
        let Ok(entries) = fs::read_dir(root.join(folder)) else {
            continue;
        };
        for entry in entries {
            let name = entry.unwrap().file_name().into_string().unwrap();
            assert!(
                checks::TARGETS.iter().any(|&(t, _)| t == name),
                "fuzz/{folder}/{name} is not a target"
            );
        }
    }
}
