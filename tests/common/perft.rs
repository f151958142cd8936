//! The perft tables of `tests/perft/*.txt` as text (the file format is in
//! `tests/suite/perft.rs`): read and checked for form here, without the crate, so
//! that each test builds the table's position with the API it tests.

use std::path::{Path, PathBuf};

/// One table as its file states it.
pub struct PerftFile {
    /// The docs/FORMAT.md name of the game.
    pub game: String,
    /// The docs/FORMAT.md options object, if the file has one.
    pub options: Option<serde_json::Value>,
    /// The docs/FORMAT.md position object on one line, or `None` for the start.
    pub position: Option<String>,
    /// (depth, leaves), depths ascending.
    pub counts: Vec<(u32, u64)>,
}

/// The folder of the tables.
pub fn dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests")
        .join("perft")
}

/// The table `tests/perft/<name>.txt`.
pub fn read(name: &str) -> PerftFile {
    let path = dir().join(format!("{name}.txt"));
    let text = std::fs::read_to_string(&path)
        .unwrap_or_else(|e| panic!("cannot read {}: {e}", path.display()));
    parse(name, &text)
}

/// Parses the text of `<name>.txt`; panics with the file's name and line on anything
/// malformed.
pub fn parse(name: &str, text: &str) -> PerftFile {
    let mut game: Option<String> = None;
    let mut options: Option<serde_json::Value> = None;
    let mut position: Option<String> = None;
    let mut counts: Vec<(u32, u64)> = Vec::new();
    for (i, raw) in text.lines().enumerate() {
        let at = format!("{name}.txt:{}", i + 1);
        let line = raw.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let (key, rest) = line.split_once(' ').unwrap_or((line, ""));
        let rest = rest.trim();
        match key {
            "game" => {
                assert!(game.is_none(), "{at}: a second game line");
                assert!(!rest.is_empty(), "{at}: game without a name");
                game = Some(rest.to_string());
            }
            "options" => {
                assert!(options.is_none(), "{at}: a second options line");
                let v: serde_json::Value = serde_json::from_str(rest)
                    .unwrap_or_else(|e| panic!("{at}: options are not JSON: {e}"));
                assert!(v.is_object(), "{at}: options must be a JSON object");
                options = Some(v);
            }
            "position" => {
                assert!(position.is_none(), "{at}: a second position line");
                assert!(!rest.is_empty(), "{at}: position without a value");
                position = Some(rest.to_string());
            }
            "perft" => {
                let nums: Vec<&str> = rest.split_whitespace().collect();
                assert_eq!(nums.len(), 2, "{at}: expected `perft DEPTH LEAVES`");
                let depth: u32 = nums[0]
                    .parse()
                    .unwrap_or_else(|e| panic!("{at}: bad depth: {e}"));
                let leaves: u64 = nums[1]
                    .parse()
                    .unwrap_or_else(|e| panic!("{at}: bad leaf count: {e}"));
                if let Some(&(prev, _)) = counts.last() {
                    assert!(depth > prev, "{at}: depths must be ascending");
                }
                counts.push((depth, leaves));
            }
            other => panic!("{at}: unknown line {other:?}"),
        }
    }
    let game = game.unwrap_or_else(|| panic!("{name}.txt: no game line"));
    let position = position.unwrap_or_else(|| panic!("{name}.txt: no position line"));
    assert!(!counts.is_empty(), "{name}.txt: no perft line");
    PerftFile {
        game,
        options,
        position: (position != "start").then_some(position),
        counts,
    }
}
