//! The crate's layers (drawn in the crate docs) are true: every module imports only
//! from its own layer or the layers below it. The test reads the sources: every
//! `crate::…` path in code (comments left out) must name a module of a layer no higher
//! than the one of the file that uses it; `crate::name!` (or `crate::name` handed to a
//! macro as a callback) names a macro exported at the crate root, which belongs to the
//! module that defines it.

use std::collections::HashMap;
use std::fs;
use std::path::Path;

/// The layers, bottom to top, as the crate docs draw them: the lines of the `text`
/// block under "## Layers" in src/lib.rs, top layer first, each starting with its
/// modules (`games/` is the folder `games`), separated by commas. Written once, there.
fn layers(lib: &str) -> Vec<Vec<String>> {
    let docs: Vec<&str> = lib
        .lines()
        .filter_map(|l| l.strip_prefix("//!"))
        .map(|l| l.strip_prefix(' ').unwrap_or(l))
        .collect();
    let from = docs
        .iter()
        .position(|l| l.trim() == "## Layers")
        .expect("the crate docs have a Layers section");
    let open = from
        + docs[from..]
            .iter()
            .position(|l| l.trim() == "```text")
            .expect("the Layers section draws the layers in a text block");
    let mut out: Vec<Vec<String>> = docs[open + 1..]
        .iter()
        .take_while(|l| l.trim() != "```")
        .map(|l| {
            let names = l.split("  ").next().unwrap_or("");
            names
                .split(',')
                .map(|n| n.trim().trim_end_matches('/').to_string())
                .filter(|n| !n.is_empty())
                .collect()
        })
        .collect();
    out.reverse();
    // The crate root sits above every layer.
    out.push(vec!["lib".to_string()]);
    out
}

fn layer_of(layers: &[Vec<String>], module: &str) -> Option<usize> {
    layers.iter().position(|l| l.iter().any(|m| m == module))
}

/// Every `.rs` file under `dir`, with the module of the crate it belongs to: the file's
/// stem at the top of src/, the folder's name below it.
pub(crate) fn sources(src: &Path, dir: &Path, out: &mut Vec<(String, std::path::PathBuf)>) {
    for entry in fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            sources(src, &path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            let rel = path.strip_prefix(src).unwrap();
            let first = rel
                .components()
                .next()
                .unwrap()
                .as_os_str()
                .to_string_lossy();
            let module = first.trim_end_matches(".rs").to_string();
            out.push((module, path));
        }
    }
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

/// The module of every macro defined in the crate (`macro_rules! name`): a
/// `#[macro_export]` macro sits at the crate root but belongs to that module's layer.
pub(crate) fn macro_modules(files: &[(String, std::path::PathBuf)]) -> HashMap<String, String> {
    let mut map = HashMap::new();
    for (module, path) in files {
        let text = code(&fs::read_to_string(path).unwrap());
        for (i, _) in text.match_indices("macro_rules!") {
            let name: String = text[i + "macro_rules!".len()..]
                .trim_start()
                .chars()
                .take_while(|c| c.is_alphanumeric() || *c == '_')
                .collect();
            map.insert(name, module.clone());
        }
    }
    map
}

/// The code of a source file without its comments (line, block and doc comments;
/// the newlines stay, so that lines keep their numbers). Strings are kept: a `//` in
/// one does not start a comment.
pub(crate) fn code(text: &str) -> String {
    strip(text, false)
}

/// The code of a source file without its comments and with the contents of its string
/// and character literals blanked (the quotes stay): what is left is only code.
pub(crate) fn code_only(text: &str) -> String {
    strip(text, true)
}

fn strip(text: &str, blank_literals: bool) -> String {
    let chars: Vec<char> = text.chars().collect();
    let mut out = String::with_capacity(text.len());
    let mut i = 0;
    // Inside a literal, a character is kept, or blanked to a space (newlines stay).
    let lit = |c: char, out: &mut String| match c {
        '\n' => out.push('\n'),
        _ if blank_literals => out.push(' '),
        _ => out.push(c),
    };
    let ident = |c: char| c.is_alphanumeric() || c == '_';
    while i < chars.len() {
        let c = chars[i];
        let next = chars.get(i + 1).copied();
        if c == '/' && next == Some('/') {
            while i < chars.len() && chars[i] != '\n' {
                i += 1;
            }
        } else if c == '/' && next == Some('*') {
            let mut depth = 0;
            while i < chars.len() {
                if chars[i] == '/' && chars.get(i + 1) == Some(&'*') {
                    depth += 1;
                    i += 2;
                } else if chars[i] == '*' && chars.get(i + 1) == Some(&'/') {
                    depth -= 1;
                    i += 2;
                    if depth == 0 {
                        break;
                    }
                } else {
                    if chars[i] == '\n' {
                        out.push('\n');
                    }
                    i += 1;
                }
            }
        } else if c == 'r'
            && (i == 0 || !ident(chars[i - 1]) || chars[i - 1] == 'b')
            && matches!(next, Some('"') | Some('#'))
            && chars[i + 1..].iter().find(|&&c| c != '#') == Some(&'"')
        {
            // A raw string, r"…" or r#"…"#: it ends at a quote and as many hashes.
            let hashes = chars[i + 1..].iter().take_while(|&&c| c == '#').count();
            let open = i + 1 + hashes;
            out.extend(&chars[i..=open]);
            i = open + 1;
            while i < chars.len() {
                if chars[i] == '"'
                    && chars[i + 1..]
                        .iter()
                        .take(hashes)
                        .filter(|&&c| c == '#')
                        .count()
                        == hashes
                {
                    out.extend(&chars[i..=i + hashes]);
                    i += hashes + 1;
                    break;
                }
                lit(chars[i], &mut out);
                i += 1;
            }
        } else if c == '"' {
            out.push(c);
            i += 1;
            while i < chars.len() && chars[i] != '"' {
                if chars[i] == '\\' && i + 1 < chars.len() {
                    lit(chars[i], &mut out);
                    i += 1;
                }
                lit(chars[i], &mut out);
                i += 1;
            }
            out.push('"');
            i += 1;
        } else if c == '\'' && (next == Some('\\') || chars.get(i + 2) == Some(&'\'')) {
            // A character literal ('x', '\n', '\u{…}'), not a lifetime ('a).
            out.push(c);
            i += 1;
            while i < chars.len() && chars[i] != '\'' {
                if chars[i] == '\\' {
                    lit(chars[i], &mut out);
                    i += 1;
                }
                lit(chars[i], &mut out);
                i += 1;
            }
            out.push('\'');
            i += 1;
        } else {
            out.push(c);
            i += 1;
        }
    }
    out
}

#[test]
fn every_module_imports_only_from_its_layer_or_below() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let lib = fs::read_to_string(src.join("lib.rs")).unwrap();
    let roots = root_reexports(&lib);
    let layers = layers(&lib);
    assert!(
        layers.len() > 8,
        "the layers drawing was not found: {layers:?}"
    );
    let mut files = Vec::new();
    sources(&src, &src, &mut files);
    let macros = macro_modules(&files);
    let mut checked = 0;
    let mut violations = Vec::new();
    for (module, path) in &files {
        let rel = path
            .strip_prefix(&src)
            .unwrap()
            .to_string_lossy()
            .to_string();
        let own = layer_of(&layers, module)
            .unwrap_or_else(|| panic!("{rel}: module {module} has no layer"));
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
                    check(&layers, &rel, own, name, &roots, &mut violations);
                    checked += 1;
                }
                continue;
            }
            // `crate::name!`, or `crate::name` passed to a macro as a callback: a
            // `#[macro_export]` macro, of the module defining it.
            let is_macro = rest[first.len()..].starts_with('!')
                || (macros.contains_key(&first) && layer_of(&layers, &first).is_none());
            let module = if is_macro {
                macros
                    .get(&first)
                    .unwrap_or_else(|| panic!("{rel}: no module defines macro {first}!"))
                    .clone()
            } else {
                first
            };
            check(&layers, &rel, own, &module, &roots, &mut violations);
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
    layers: &[Vec<String>],
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
    match layer_of(layers, &module) {
        Some(l) if l <= own => {}
        Some(l) => violations.push(format!(
            "{file} (layer {own}) uses crate::{name} (module {module}, layer {l})"
        )),
        None => violations.push(format!(
            "{file} uses crate::{name}: unknown module {module}"
        )),
    }
}
