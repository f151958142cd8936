//! The crate's layers (drawn in the crate docs) are true: every module imports only
//! from its own layer or the layers below it. The test reads the sources: every
//! `crate::…` path in code (comments left out) must name a module of a layer no higher
//! than the one of the file that uses it.

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
fn sources(src: &Path, dir: &Path, out: &mut Vec<(String, std::path::PathBuf)>) {
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
    let layers = layers(&lib);
    assert!(
        layers.len() > 8,
        "the layers drawing was not found: {layers:?}"
    );
    let mut files = Vec::new();
    sources(&src, &src, &mut files);
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
            check(&layers, &rel, own, &first, &roots, &mut violations);
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
