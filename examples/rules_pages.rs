//! Writes the rules pages of the library: docs/variants/<name>.md for every
//! variants/<name>.json, and the index docs/VARIANTS.md, from the descriptions
//! themselves (`sowing::described::rules_page`, `index_page`). Pages of games no longer
//! in variants/ are removed. The test variants::rules_pages_are_up_to_date fails when a
//! page is stale.
//!
//! Usage: cargo run --example rules_pages

use sowing::described::{index_page, rules_page, Description};
use std::path::Path;
use std::process::ExitCode;

fn main() -> ExitCode {
    match run() {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("rules_pages: {e}");
            ExitCode::FAILURE
        }
    }
}

fn run() -> Result<(), String> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut paths: Vec<_> = std::fs::read_dir(root.join("variants"))
        .map_err(|e| format!("variants/: {e}"))?
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "json"))
        .collect();
    paths.sort();
    let mut descriptions = Vec::new();
    for path in &paths {
        let text = std::fs::read_to_string(path).map_err(|e| format!("{}: {e}", path.display()))?;
        let d = Description::from_json(&text).map_err(|e| format!("{}: {e}", path.display()))?;
        descriptions.push(d);
    }
    let pages = root.join("docs/variants");
    std::fs::create_dir_all(&pages).map_err(|e| format!("{}: {e}", pages.display()))?;
    for old in std::fs::read_dir(&pages)
        .map_err(|e| e.to_string())?
        .flatten()
    {
        let p = old.path();
        let stem = p.file_stem().and_then(|s| s.to_str()).unwrap_or("");
        if p.extension().is_some_and(|x| x == "md") && !descriptions.iter().any(|d| d.name == stem)
        {
            std::fs::remove_file(&p).map_err(|e| format!("{}: {e}", p.display()))?;
        }
    }
    for d in &descriptions {
        let path = pages.join(format!("{}.md", d.name));
        std::fs::write(&path, rules_page(d)).map_err(|e| format!("{}: {e}", path.display()))?;
    }
    let index = root.join("docs/VARIANTS.md");
    std::fs::write(&index, index_page(&descriptions))
        .map_err(|e| format!("{}: {e}", index.display()))?;
    println!(
        "{} rules pages and docs/VARIANTS.md written",
        descriptions.len()
    );
    Ok(())
}
