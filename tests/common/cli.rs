//! The command-line binary (examples/mancala.rs) and the replay contract
//! (docs/FORMAT.md) as the tests drive them, and the folders the tests write.

use serde_json::Value;
use std::io::Write;
use std::path::PathBuf;
use std::process::{Command, Stdio};
use std::sync::OnceLock;

/// Runs one docs/FORMAT.md replay request through the library and returns the exit status
/// and the output lines parsed as JSON.
pub fn replay_lines(input: &str) -> (i32, Vec<Value>) {
    let mut out = Vec::new();
    let code = i32::from(sowing::replay::replay(input, &mut out).unwrap().exit_code());
    let text = String::from_utf8(out).unwrap();
    let lines = text
        .lines()
        .map(|l| serde_json::from_str(l).unwrap_or_else(|e| panic!("{e}: {l}")))
        .collect();
    (code, lines)
}

/// The example binary, built (once per test run) with the profile `cargo test` builds
/// examples with (`test`; `release` under `--release`), so that `cargo test --test
/// suite cli_search::` never runs a stale one and a full `cargo test` finds it already
/// built.
pub fn mancala() -> PathBuf {
    static BUILT: OnceLock<PathBuf> = OnceLock::new();
    BUILT
        .get_or_init(|| {
            let exe = std::env::current_exe().unwrap();
            let dir = exe.parent().unwrap().parent().unwrap();
            let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".into());
            let profile = if dir.ends_with("debug") {
                "test"
            } else {
                "release"
            };
            let status = Command::new(cargo)
                .args([
                    "build",
                    "--quiet",
                    "--example",
                    "mancala",
                    "--profile",
                    profile,
                ])
                .status()
                .unwrap();
            assert!(status.success());
            dir.join("examples")
                .join(format!("mancala{}", std::env::consts::EXE_SUFFIX))
        })
        .clone()
}

/// Runs the binary with `args` and `stdin`: exit status, stdout, stderr.
pub fn run_mancala(args: &[&str], stdin: &str) -> (i32, String, String) {
    let mut child = Command::new(mancala())
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    child
        .stdin
        .take()
        .unwrap()
        .write_all(stdin.as_bytes())
        .unwrap();
    let out = child.wait_with_output().unwrap();
    (
        out.status.code().unwrap(),
        String::from_utf8(out.stdout).unwrap(),
        String::from_utf8(out.stderr).unwrap(),
    )
}

/// The last line of a command's output as JSON (the summary line every command
/// prints under `--json`).
pub fn last_json(text: &str) -> Value {
    serde_json::from_str(text.lines().last().expect("some output"))
        .unwrap_or_else(|e| panic!("{e}: {text}"))
}

/// A fresh folder `sowing-<area>-<name>-<process id>` in the system's temporary
/// folder, emptied if a run before left it (not created: the tests see that done).
pub fn temp_dir(area: &str, name: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!("sowing-{area}-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    d
}
