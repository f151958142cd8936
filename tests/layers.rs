//! The crate's layers (drawn in the crate docs) are true: every module imports only
//! from its own layer or the layers below it. The test reads the sources: every
//! `crate::…` path in code (comments left out) must name a module of a layer no higher
//! than the one of the file that uses it.

use std::collections::HashMap;
use std::fs;
use std::path::Path;

/// Bottom to top. A module may use its own layer and the ones before it.
const LAYERS: &[&[&str]] = &[
    &["types", "rng", "error"],
    &["board"],
    &["circuit"],
    &["trace"],
    &["sow"],
    &["rules"],
    &["games"],
    &["any_game"],
    &["game"],
    &["perft", "playout"],
    &["search"],
    &["solve"],
    &["format", "replay"],
    &["docs", "lib"],
];

fn layer_of(module: &str) -> Option<usize> {
    LAYERS.iter().position(|l| l.contains(&module))
}

/// `Name` re-exported at the crate root by `pub use module::…Name…` in lib.rs.
fn root_reexports(lib: &str) -> HashMap<String, String> {
    let mut map = HashMap::new();
    let mut stmt = String::new();
    for line in lib.lines() {
        let line = line.trim();
        if line.starts_with("pub use ") || !stmt.is_empty() {
            stmt.push_str(line);
            stmt.push(' ');
            if line.ends_with(';') {
                let body = stmt
                    .trim_start_matches("pub use ")
                    .trim()
                    .trim_end_matches(';');
                let module = body.split("::").next().unwrap_or("").trim().to_string();
                for name in body
                    .split(|c: char| !(c.is_alphanumeric() || c == '_'))
                    .filter(|w| w.chars().next().is_some_and(char::is_uppercase))
                {
                    map.insert(name.to_string(), module.clone());
                }
                stmt.clear();
            }
        }
    }
    map
}

/// The code of a source file without its comments.
fn code(text: &str) -> String {
    text.lines()
        .map(|l| match l.find("//") {
            Some(i) => &l[..i],
            None => l,
        })
        .collect::<Vec<_>>()
        .join("\n")
}

#[test]
fn every_module_imports_only_from_its_layer_or_below() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let lib = fs::read_to_string(src.join("lib.rs")).unwrap();
    let roots = root_reexports(&lib);
    let mut files = Vec::new();
    for entry in fs::read_dir(&src).unwrap() {
        files.push(entry.unwrap().path());
    }
    for entry in fs::read_dir(src.join("games")).unwrap() {
        files.push(entry.unwrap().path());
    }
    let mut checked = 0;
    let mut violations = Vec::new();
    for path in files
        .iter()
        .filter(|p| p.extension().is_some_and(|e| e == "rs"))
    {
        let rel = path
            .strip_prefix(&src)
            .unwrap()
            .to_string_lossy()
            .to_string();
        let module = if rel.starts_with("games") {
            "games".to_string()
        } else {
            rel.trim_end_matches(".rs").to_string()
        };
        let own =
            layer_of(&module).unwrap_or_else(|| panic!("{rel}: module {module} has no layer"));
        let text = code(&fs::read_to_string(path).unwrap());
        for (i, _) in text.match_indices("crate::") {
            let rest = &text[i + "crate::".len()..];
            let first: String = rest
                .chars()
                .take_while(|c| c.is_alphanumeric() || *c == '_')
                .collect();
            if first.is_empty() {
                // `use crate::{a, b}`: each name in the braces.
                let inner = rest.trim_start_matches('{');
                let end = inner.find('}').unwrap_or(inner.len());
                for name in inner[..end].split(',') {
                    let name = name.trim().split("::").next().unwrap_or("").trim();
                    check(&rel, own, name, &roots, &mut violations);
                    checked += 1;
                }
                continue;
            }
            check(&rel, own, &first, &roots, &mut violations);
            checked += 1;
        }
    }
    assert!(
        checked > 50,
        "only {checked} crate paths found: the scan is broken"
    );
    assert!(
        violations.is_empty(),
        "imports from a higher layer:\n{}",
        violations.join("\n")
    );
}

fn check(
    file: &str,
    own: usize,
    name: &str,
    roots: &HashMap<String, String>,
    violations: &mut Vec<String>,
) {
    if name.is_empty() {
        return;
    }
    let module = if name.chars().next().is_some_and(char::is_uppercase) {
        match roots.get(name) {
            Some(m) => m.clone(),
            None => return, // a macro-local name such as `$crate::…` expansions
        }
    } else {
        name.to_string()
    };
    match layer_of(&module) {
        Some(l) if l <= own => {}
        Some(l) => violations.push(format!(
            "{file} (layer {own}) uses crate::{name} (module {module}, layer {l})"
        )),
        None => violations.push(format!(
            "{file} uses crate::{name}: unknown module {module}"
        )),
    }
}
