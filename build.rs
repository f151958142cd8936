//! Embeds the library of described games: every `variants/*.json` file, found when
//! building, becomes one entry of `$OUT_DIR/library.rs` (its file name without
//! `.json`, and its text through `include_str!`), so a new file joins the library
//! without a line of code.

use std::fmt::Write as _;
use std::path::Path;

fn main() {
    // The manifest's folder when the script runs (not when it was compiled: a build
    // folder copied from another checkout would read that checkout's files).
    let root = std::env::var("CARGO_MANIFEST_DIR").expect("cargo sets CARGO_MANIFEST_DIR");
    let dir = Path::new(&root).join("variants");
    println!("cargo:rerun-if-changed={}", dir.display());
    let mut files: Vec<(String, String)> = std::fs::read_dir(&dir)
        .map(|entries| {
            entries
                .filter_map(Result::ok)
                .map(|e| e.path())
                .filter(|p| p.extension().is_some_and(|x| x == "json"))
                .filter_map(|p| {
                    let stem = p.file_stem()?.to_str()?.to_string();
                    Some((stem, p.to_str()?.to_string()))
                })
                .collect()
        })
        .unwrap_or_default();
    files.sort();
    let mut out = String::from(
        "/// The library's files, by name: (file name without `.json`, its text).\n\
         pub(super) static FILES: &[(&str, &str)] = &[\n",
    );
    for (name, path) in &files {
        println!("cargo:rerun-if-changed={path}");
        let _ = writeln!(out, "    ({name:?}, include_str!({path:?})),");
    }
    out.push_str("];\n");
    let target =
        Path::new(&std::env::var("OUT_DIR").expect("cargo sets OUT_DIR")).join("library.rs");
    std::fs::write(target, out).expect("OUT_DIR is writable");
}
