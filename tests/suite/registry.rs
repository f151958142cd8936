//! The registry of games (`__games!` in src/types/games.rs) is the one list of the games
//! (crate docs, *Adding a game*): what it states matches the games, and no other source
//! file lists them.

use sowing::{AnyGame, GameKind, Position};
use std::fs;
use std::path::{Path, PathBuf};

#[test]
fn board_shapes_known_without_a_position_are_the_starts() {
    for game in GameKind::ALL {
        let board = *AnyGame::start(game).board();
        assert_eq!(
            (game.rows(), game.cols(), game.holes()),
            (board.rows(), board.cols(), board.len()),
            "{game}"
        );
    }
}

#[test]
fn game_kinds_follow_the_registry_order_and_names() {
    for (i, game) in GameKind::ALL.into_iter().enumerate() {
        assert_eq!(game.index(), i);
        assert_eq!(game.name().parse::<GameKind>(), Ok(game));
        assert_eq!(serde_json::to_value(game).unwrap(), game.name());
    }
    let names: Vec<&str> = GameKind::ALL.iter().map(|g| g.name()).collect();
    let err = "chess".parse::<GameKind>().unwrap_err().to_string();
    assert_eq!(
        err,
        format!(
            "unknown game \"chess\" (the games are {}, and the described games of the library)",
            names.join(", ")
        )
    );
}

/// One line of the registry: the game's type name and its docs/FORMAT.md name.
struct Entry {
    ty: String,
    name: String,
}

/// The registry's lines and the byte range of the macro that holds them.
fn registry(types: &str) -> (Vec<Entry>, std::ops::Range<usize>) {
    let start = types
        .find("macro_rules! __games")
        .expect("src/types/games.rs defines the registry");
    let open = start + types[start..].find('{').unwrap();
    let mut depth = 0;
    let mut end = open;
    for (i, c) in types[open..].char_indices() {
        match c {
            '{' => depth += 1,
            '}' => depth -= 1,
            _ => {}
        }
        if depth == 0 {
            end = open + i + 1;
            break;
        }
    }
    // `Variant: module::Type = "name" {`
    let entries = types[start..end]
        .lines()
        .filter_map(|line| {
            let (lhs, rhs) = line.trim().split_once(" = \"")?;
            let (_, path) = lhs.split_once(": ")?;
            let (_, ty) = path.split_once("::")?;
            let name = rhs.split('"').next()?;
            Some(Entry {
                ty: ty.to_string(),
                name: name.to_string(),
            })
        })
        .collect();
    (entries, start..end)
}

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// The code of a source file without its comments.
fn code(text: &str) -> String {
    text.lines()
        .map(|l| l.find("//").map_or(l, |i| &l[..i]))
        .collect::<Vec<_>>()
        .join("\n")
}

/// Whether `word` occurs in `text` as a whole identifier.
fn has_identifier(text: &str, word: &str) -> bool {
    let ident = |c: char| c.is_alphanumeric() || c == '_';
    text.match_indices(word).any(|(i, _)| {
        !text[..i].chars().next_back().is_some_and(ident)
            && !text[i + word.len()..].chars().next().is_some_and(ident)
    })
}

/// `text` without the paths `GameOptions::Variant`: those name option types, whose
/// list is [`sowing::GameOptions`] (a game with options adds its variant there).
fn without_option_variants(text: &str) -> String {
    let mut out = String::new();
    let mut rest = text;
    while let Some(i) = rest.find("GameOptions::") {
        out.push_str(&rest[..i]);
        rest = rest[i + "GameOptions::".len()..].trim_start_matches(|c: char| c.is_alphanumeric());
    }
    out.push_str(rest);
    out
}

/// The games a piece of code names, by type or by docs/FORMAT.md name.
fn games_named<'a>(text: &str, entries: &'a [Entry]) -> Vec<&'a str> {
    let text = &without_option_variants(text);
    entries
        .iter()
        .filter(|e| has_identifier(text, &e.ty) || text.contains(&format!("\"{}\"", e.name)))
        .map(|e| e.ty.as_str())
        .collect()
}

/// Code about one or two particular games (Goré's negotiation fields, the games with
/// options, a search weight) is fine; code naming three or more games is a list of
/// them, which belongs in the registry. Only the registry itself and the crate root's
/// re-exports of the game types may name them all; [`sowing::GameOptions`]'s variants
/// are the list of option types, not of games.
#[test]
fn no_source_file_but_the_registry_lists_the_games() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let types = fs::read_to_string(root.join("src/types/games.rs")).unwrap();
    let (entries, span) = registry(&types);
    let names: Vec<&str> = entries.iter().map(|e| e.name.as_str()).collect();
    let expected: Vec<&str> = GameKind::ALL.iter().map(|g| g.name()).collect();
    assert_eq!(names, expected, "the registry as read here");
    let limit = entries.len().min(3);

    let mut files = Vec::new();
    rust_files(&root.join("src"), &mut files);
    rust_files(&root.join("python/src"), &mut files);
    assert!(files.len() > 20, "the scan is broken: {files:?}");
    let mut lists = Vec::new();
    for path in files {
        let mut text = fs::read_to_string(&path).unwrap();
        if path.ends_with("src/types/games.rs") {
            text.replace_range(span.clone(), "");
        }
        if path.ends_with("src/lib.rs") {
            text = text
                .lines()
                .filter(|l| !l.starts_with("pub use games::"))
                .collect::<Vec<_>>()
                .join("\n");
        }
        let named = games_named(&code(&text), &entries);
        if named.len() >= limit {
            let file = path.strip_prefix(root).unwrap().display();
            lists.push(format!("{file} names {}", named.join(", ")));
        }
    }
    assert!(
        lists.is_empty(),
        "lists of the games outside the registry (generate them from `__games!`, \
         crate docs, Adding a game):\n{}",
        lists.join("\n")
    );
}
