//! The fuzz targets' checks (`fuzz/src/checks.rs`, shared with the cargo-fuzz crate in
//! `fuzz/`) over the curated seed corpus (`fuzz/seeds/<target>/`) and every saved
//! finding (`fuzz/regressions/<target>/`), on stable: what the fuzzers found stays
//! fixed without running them.

#[path = "../fuzz/src/checks.rs"]
mod checks;

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
