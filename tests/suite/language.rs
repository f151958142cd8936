//! The description language is data of its own: **every type of a description (the
//! types `sowing::described` exports beside `Description`, each defined in the
//! module of its mechanism under src/described/rules/) is built from plain values and
//! other description types only**, never from the compiled rules, the positions or
//! the kernel. A mechanism module holds its description type beside its compiled form;
//! this test keeps the first from leaning on the second.
//!
//! The test reads the sources: the list of description types is the `pub use
//! rules::{…}` of src/described/mod.rs; each type's definition is found under
//! src/described/, and every type named in it (a field's type, a tuple variant's or
//! a tuple struct's) must be a description type or a plain one.

use std::collections::BTreeSet;
use std::fs;
use std::path::Path;

use super::layers::{code_only, sources};

/// What a description type may be built from besides description types.
const PLAIN: &[&str] = &["Option", "Vec", "String", "Self"];

/// The description types: the names of src/described/mod.rs's `pub use rules::{…}`,
/// with `Description` and `DescriptionError`.
fn description_types(root: &str) -> BTreeSet<String> {
    let code = code_only(root);
    let from = code
        .find("pub use rules::{")
        .expect("src/described/mod.rs re-exports the description types from rules");
    let list = &code[from + "pub use rules::{".len()..];
    let list = &list[..list.find('}').unwrap()];
    let mut names: BTreeSet<String> = list
        .split(',')
        .map(|n| n.trim().to_string())
        .filter(|n| !n.is_empty() && n.chars().any(|c| c.is_ascii_lowercase()))
        .collect();
    names.insert("Description".to_string());
    names.insert("DescriptionError".to_string());
    names
}

/// The text of `kind NAME …` up to its end, attributes removed; `None` if `code` does
/// not define it.
fn definition(code: &str, kind: &str, name: &str) -> Option<String> {
    let head = format!("pub {kind} {name}");
    let mut at = 0;
    let start = loop {
        let i = at + code[at..].find(&head)?;
        let next = code[i + head.len()..].chars().next();
        if next.is_some_and(|c| !(c.is_alphanumeric() || c == '_')) {
            break i + head.len();
        }
        at = i + head.len();
    };
    let body = &code[start..];
    let mut depth = 0usize;
    let mut end = body.len();
    for (i, c) in body.char_indices() {
        match c {
            '{' | '(' | '[' => depth += 1,
            '}' | ')' | ']' => {
                depth -= 1;
                if depth == 0 && c == '}' {
                    end = i + 1;
                    break;
                }
            }
            ';' if depth == 0 => {
                end = i + 1;
                break;
            }
            _ => {}
        }
    }
    let mut text = body[..end].to_string();
    // Attributes (`#[serde(…)]`, `#[default]`) name no type of the definition.
    while let Some(i) = text.find("#[") {
        let mut d = 0;
        let mut j = i + 1;
        for (k, c) in text[i + 1..].char_indices() {
            match c {
                '[' => d += 1,
                ']' => {
                    d -= 1;
                    if d == 0 {
                        j = i + 1 + k + 1;
                        break;
                    }
                }
                _ => {}
            }
        }
        text.replace_range(i..j, " ");
    }
    Some(text)
}

/// The types a definition names: the capitalised words after a field's `:` (up to
/// its `,` or the end of its braces) and inside parentheses (tuple variants, tuple
/// structs). Variants' own names, which stand before `{`, `(` or `,`, are not types.
fn named_types(def: &str) -> BTreeSet<String> {
    let chars: Vec<char> = def.chars().collect();
    let mut out = BTreeSet::new();
    // Nesting of the places where types are written: a field after `:`, at the depth
    // it was opened; or parentheses.
    let mut field_depth: Option<usize> = None;
    let mut parens = 0usize;
    let mut depth = 0usize;
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        if c.is_alphabetic() || c == '_' {
            let s = i;
            while i < chars.len() && (chars[i].is_alphanumeric() || chars[i] == '_') {
                i += 1;
            }
            let word: String = chars[s..i].iter().collect();
            let in_type = field_depth.is_some() || parens > 0;
            if in_type && word.starts_with(|c: char| c.is_ascii_uppercase()) {
                out.insert(word);
            }
            continue;
        }
        match c {
            ':' if chars.get(i + 1) == Some(&':') => i += 1,
            ':' if parens == 0 => field_depth = Some(depth),
            '{' | '<' | '[' => depth += 1,
            '}' | '>' | ']' => {
                depth = depth.saturating_sub(1);
                if field_depth.is_some_and(|d| d > depth) {
                    field_depth = None;
                }
            }
            '(' => parens += 1,
            ')' => parens = parens.saturating_sub(1),
            ',' if field_depth == Some(depth) => field_depth = None,
            _ => {}
        }
        i += 1;
    }
    out
}

#[test]
fn description_types_are_built_from_description_types_only() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let root = fs::read_to_string(src.join("described/mod.rs")).unwrap();
    let types = description_types(&root);
    assert!(
        types.len() > 30,
        "the re-export list was not read: {types:?}"
    );
    let mut files = Vec::new();
    sources(&src, &src.join("described"), &mut files);
    let codes: Vec<(std::path::PathBuf, String)> = files
        .into_iter()
        .map(|(_, p)| {
            let text = fs::read_to_string(&p).unwrap();
            (p, code_only(&text))
        })
        .collect();
    let mut faults = Vec::new();
    for name in &types {
        let found = codes.iter().find_map(|(p, code)| {
            ["struct", "enum", "const"]
                .iter()
                .find_map(|k| definition(code, k, name))
                .map(|d| (p, d))
        });
        let Some((path, def)) = found else {
            faults.push(format!("{name}: no definition found under src/described/"));
            continue;
        };
        for t in named_types(&def) {
            if !types.contains(&t) && !PLAIN.contains(&t.as_str()) {
                faults.push(format!(
                    "{name} ({}) names {t}, which is not a description type",
                    path.strip_prefix(&src).unwrap().display()
                ));
            }
        }
    }
    assert!(faults.is_empty(), "{}", faults.join("\n"));
}

#[test]
fn the_reader_finds_the_types_a_definition_names() {
    let def = definition(
        "pub struct A { pub x: Option<Vec<B>>, #[serde(default)] pub y: C, }",
        "struct",
        "A",
    )
    .unwrap();
    let want: BTreeSet<String> = ["B", "C", "Option", "Vec"].map(String::from).into();
    assert_eq!(named_types(&def), want);
    let def = definition(
        "pub enum E { One, Two { n: u8, h: HoleSet }, Three(Rows) }",
        "enum",
        "E",
    )
    .unwrap();
    let want: BTreeSet<String> = ["HoleSet", "Rows"].map(String::from).into();
    assert_eq!(named_types(&def), want);
    let def = definition("pub struct Columns(pub u32);", "struct", "Columns").unwrap();
    assert!(named_types(&def).is_empty());
}
