//! No import circle in src/: **among the modules of one parent (siblings: the files and
//! folders of one folder, such as src/described/'s `position`, `rules` and `registry`,
//! or src/'s `actions` and `rules`; and the inline modules of one file), the imports
//! form no circle.** An edge A → B exists when code in the subtree of sibling A names an
//! item inside the subtree of sibling B, by a `crate::…`, `super::…` or `self::…` path
//! (or one through a name a `use` binds), in a `use` or inline in code; comments, doc
//! comments and strings are left out. The path is resolved as the compiler does,
//! through the modules' `use` bindings and glob re-exports, to the module that defines
//! the item: `crate::Position` names `rules`, `super::Rules` in src/described/position/
//! names `described::rules`. A module naming its own ancestor's items (`super::Thing`
//! defined in the parent's mod.rs) is no edge between siblings. A `crate::name!` macro
//! belongs to the module that defines it, as in `layers.rs`.
//!
//! The test reads the sources with `layers.rs`'s reader and fails naming each circle,
//! a → b → … → a, with the file, line and path of every edge.

use std::collections::{BTreeMap, BTreeSet, HashMap, VecDeque};
use std::fs;
use std::path::Path;

use super::layers::{code_only, macro_modules, sources};

/// A module's path below the crate root: `["described", "rules"]`; the root is empty.
type ModPath = Vec<String>;

/// A token of code: a word (identifiers, keywords, `$crate`) or one other character
/// (`::` is one token), with its line.
#[derive(Debug, Clone, PartialEq)]
enum Tok {
    Word(String),
    Sep,
    Punct(char),
}

fn tokens(code: &str) -> Vec<(Tok, usize)> {
    let chars: Vec<char> = code.chars().collect();
    let mut out = Vec::new();
    let mut line = 1;
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        if c == '\n' {
            line += 1;
            i += 1;
        } else if c.is_whitespace() {
            i += 1;
        } else if c.is_alphanumeric() || c == '_' || c == '$' {
            let start = i;
            i += 1;
            while i < chars.len() && (chars[i].is_alphanumeric() || chars[i] == '_') {
                i += 1;
            }
            out.push((Tok::Word(chars[start..i].iter().collect()), line));
        } else if c == ':' && chars.get(i + 1) == Some(&':') {
            out.push((Tok::Sep, line));
            i += 2;
        } else {
            out.push((Tok::Punct(c), line));
            i += 1;
        }
    }
    out
}

/// One `use` binding: the name it binds in its module (`None` for a glob) and the path
/// as written.
struct Binding {
    name: Option<String>,
    path: Vec<String>,
}

/// What the sources say about one module (a file's, or an inline `mod name { … }`).
#[derive(Default)]
struct Module {
    bindings: Vec<Binding>,
    /// The names of the items it defines (`fn`, `struct`, `enum`, …, `macro_rules!`).
    defines: BTreeSet<String>,
}

/// A path as written in code, in the module it is written in, with the file and line.
struct Reference {
    module: ModPath,
    path: Vec<String>,
    /// `crate::name!`: a macro, resolved to the module defining it.
    is_macro: bool,
    file: String,
    line: usize,
}

/// Parses a `use` tree from `toks[*i]` (after `use` or after a `{` of one): every path
/// it imports, with `prefix` in front, and the name each binds.
fn use_tree(toks: &[(Tok, usize)], i: &mut usize, prefix: &[String], out: &mut Vec<Binding>) {
    let mut path = prefix.to_vec();
    loop {
        match toks.get(*i).map(|t| &t.0) {
            Some(Tok::Word(w)) if w == "as" => {
                *i += 1;
                if let Some((Tok::Word(alias), _)) = toks.get(*i) {
                    out.push(Binding {
                        name: Some(alias.clone()),
                        path: path.clone(),
                    });
                    *i += 1;
                }
                return;
            }
            Some(Tok::Word(w)) => {
                path.push(w.clone());
                *i += 1;
            }
            Some(Tok::Sep) => *i += 1,
            Some(Tok::Punct('*')) => {
                *i += 1;
                out.push(Binding { name: None, path });
                return;
            }
            Some(Tok::Punct('{')) => {
                *i += 1;
                loop {
                    match toks.get(*i).map(|t| &t.0) {
                        Some(Tok::Punct('}')) | None => {
                            *i += 1;
                            return;
                        }
                        Some(Tok::Punct(',')) => *i += 1,
                        _ => use_tree(toks, i, &path, out),
                    }
                }
            }
            _ => {
                // The end of this path: `,`, `}` or `;`.
                if path.len() > prefix.len() {
                    let last = path.last().unwrap().clone();
                    if last == "self" {
                        path.pop();
                        let name = path.last().cloned();
                        out.push(Binding { name, path });
                    } else {
                        out.push(Binding {
                            name: Some(last),
                            path,
                        });
                    }
                }
                return;
            }
        }
    }
}

/// The crate's modules, their bindings and definitions, and every path in code that
/// starts at `crate`, `super` or `self`.
fn read(src: &Path) -> (BTreeMap<ModPath, Module>, Vec<Reference>, usize) {
    let mut files = Vec::new();
    sources(src, src, &mut files);
    let mut modules: BTreeMap<ModPath, Module> = BTreeMap::new();
    let mut references = Vec::new();
    for (_, path) in &files {
        let rel = path
            .strip_prefix(src)
            .unwrap()
            .to_string_lossy()
            .to_string();
        let mut own: ModPath = rel
            .trim_end_matches(".rs")
            .split('/')
            .map(str::to_string)
            .collect();
        if matches!(own.last().map(String::as_str), Some("mod" | "lib")) {
            own.pop();
        }
        let toks = tokens(&code_only(&fs::read_to_string(path).unwrap()));
        // The inline modules open at this file's point: (module, brace depth inside it).
        let mut inline: Vec<(ModPath, usize)> = Vec::new();
        let mut depth = 0;
        let here = |inline: &Vec<(ModPath, usize)>| {
            inline.last().map_or_else(|| own.clone(), |m| m.0.clone())
        };
        modules.entry(own.clone()).or_default();
        let mut i = 0;
        while i < toks.len() {
            let (tok, line) = &toks[i];
            let word = |k: usize| match toks.get(k) {
                Some((Tok::Word(w), _)) => Some(w.as_str()),
                _ => None,
            };
            match tok {
                Tok::Punct('{') => depth += 1,
                Tok::Punct('}') => {
                    depth -= 1;
                    if inline.last().is_some_and(|m| m.1 > depth) {
                        inline.pop();
                    }
                }
                Tok::Word(w) if w == "mod" => {
                    if let (Some(name), Some((Tok::Punct('{'), _))) = (word(i + 1), toks.get(i + 2))
                    {
                        let mut m = here(&inline);
                        m.push(name.to_string());
                        modules.entry(m.clone()).or_default();
                        inline.push((m, depth + 1));
                    }
                }
                Tok::Word(w)
                    if matches!(
                        w.as_str(),
                        "fn" | "struct" | "enum" | "trait" | "type" | "const" | "static" | "union"
                    ) || (w == "macro_rules"
                        && toks.get(i + 1).map(|t| &t.0) == Some(&Tok::Punct('!'))) =>
                {
                    let at = if w == "macro_rules" { i + 2 } else { i + 1 };
                    if let Some(name) = word(at) {
                        let m = here(&inline);
                        modules
                            .entry(m)
                            .or_default()
                            .defines
                            .insert(name.to_string());
                    }
                }
                Tok::Word(w) if w == "use" => {
                    let m = here(&inline);
                    let mut k = i + 1;
                    let mut bound = Vec::new();
                    use_tree(&toks, &mut k, &[], &mut bound);
                    for b in &bound {
                        references.push(Reference {
                            module: m.clone(),
                            path: b.path.clone(),
                            is_macro: false,
                            file: rel.clone(),
                            line: *line,
                        });
                    }
                    modules.entry(m).or_default().bindings.extend(bound);
                    i = k;
                    continue;
                }
                Tok::Word(w)
                    if matches!(w.as_str(), "crate" | "$crate" | "super" | "self")
                        && toks.get(i + 1).map(|t| &t.0) == Some(&Tok::Sep) =>
                {
                    let mut path = vec![w.clone()];
                    let mut k = i + 1;
                    while toks.get(k).map(|t| &t.0) == Some(&Tok::Sep) {
                        match word(k + 1) {
                            Some(next) => path.push(next.to_string()),
                            None => break, // `::<…>`
                        }
                        k += 2;
                    }
                    let is_macro = toks.get(k).map(|t| &t.0) == Some(&Tok::Punct('!'));
                    references.push(Reference {
                        module: here(&inline),
                        path,
                        is_macro,
                        file: rel.clone(),
                        line: *line,
                    });
                    i = k;
                    continue;
                }
                _ => {}
            }
            i += 1;
        }
    }
    (modules, references, files.len())
}

/// What a path names: a module, an item of a module, or something outside the crate.
#[derive(Debug, Clone, PartialEq)]
enum Named {
    Module(ModPath),
    Item(ModPath),
    Outside,
}

struct Crate {
    modules: BTreeMap<ModPath, Module>,
    /// The module of each `macro_rules!` macro (`#[macro_export]` ones sit at the root).
    macros: HashMap<String, ModPath>,
}

impl Crate {
    fn is_module(&self, m: &[String]) -> bool {
        self.modules.contains_key(m)
    }

    /// `path` as written in module `at`.
    fn resolve(&self, at: &[String], path: &[String], budget: usize) -> Named {
        if budget == 0 || path.is_empty() {
            return Named::Outside;
        }
        let (mut cur, rest): (ModPath, &[String]) = match path[0].as_str() {
            "crate" | "$crate" => (Vec::new(), &path[1..]),
            "self" => (at.to_vec(), &path[1..]),
            "super" => {
                let mut cur = at.to_vec();
                let supers = path.iter().take_while(|s| *s == "super").count();
                for _ in 0..supers {
                    cur.pop();
                }
                (cur, &path[supers..])
            }
            // A path of 2018 `use`: a child module or a name bound in `at`.
            first => {
                let mut child = at.to_vec();
                child.push(first.to_string());
                if self.is_module(&child) || self.binding(at, first).is_some() {
                    (at.to_vec(), path)
                } else {
                    return Named::Outside;
                }
            }
        };
        for (k, seg) in rest.iter().enumerate() {
            match self.lookup(&cur, seg, budget - 1) {
                Named::Module(m) => cur = m,
                Named::Item(m) => return Named::Item(m),
                Named::Outside => return Named::Outside,
            }
            if k + 1 == rest.len() {
                return Named::Module(cur);
            }
        }
        Named::Module(cur)
    }

    fn binding(&self, m: &[String], name: &str) -> Option<&Binding> {
        self.modules
            .get(m)?
            .bindings
            .iter()
            .find(|b| b.name.as_deref() == Some(name))
    }

    /// The name `seg` in module `m`: a child module, a name a `use` binds, an item it
    /// defines, a name a glob brings in, or (unknown) an item of `m` itself.
    fn lookup(&self, m: &[String], seg: &str, budget: usize) -> Named {
        let mut child = m.to_vec();
        child.push(seg.to_string());
        if self.is_module(&child) {
            return Named::Module(child);
        }
        if let Some(b) = self.binding(m, seg) {
            return self.resolve(m, &b.path, budget);
        }
        let Some(module) = self.modules.get(m) else {
            return Named::Item(m.to_vec());
        };
        if module.defines.contains(seg) {
            return Named::Item(m.to_vec());
        }
        for glob in module.bindings.iter().filter(|b| b.name.is_none()) {
            if let Named::Module(g) = self.resolve(m, &glob.path, budget.saturating_sub(1)) {
                if self.knows(&g, seg, budget.saturating_sub(1)) {
                    return self.lookup(&g, seg, budget.saturating_sub(1));
                }
            }
        }
        Named::Item(m.to_vec())
    }

    /// Whether module `m` has the name `seg` (a child, a binding, an item, by a glob).
    fn knows(&self, m: &[String], seg: &str, budget: usize) -> bool {
        if budget == 0 {
            return false;
        }
        let mut child = m.to_vec();
        child.push(seg.to_string());
        let Some(module) = self.modules.get(m) else {
            return false;
        };
        self.is_module(&child)
            || module.defines.contains(seg)
            || self.binding(m, seg).is_some()
            || module.bindings.iter().filter(|b| b.name.is_none()).any(|glob| {
                matches!(self.resolve(m, &glob.path, budget - 1), Named::Module(g) if self.knows(&g, seg, budget - 1))
            })
    }

    /// The module a reference names, macros by the module defining them.
    fn target(&self, r: &Reference) -> Option<ModPath> {
        let root_macro = r.path.len() == 2
            && matches!(r.path[0].as_str(), "crate" | "$crate")
            && (r.is_macro
                || (!self.is_module(&r.path[1..]) && self.binding(&[], &r.path[1]).is_none()));
        if root_macro {
            if let Some(m) = self.macros.get(&r.path[1]) {
                return Some(m.clone());
            }
        }
        match self.resolve(&r.module, &r.path, 32) {
            Named::Module(m) | Named::Item(m) => Some(m),
            Named::Outside => None,
        }
    }
}

/// An edge between two siblings, with where it is written.
struct Edge {
    from: String,
    to: String,
    at: String,
}

/// The circles among `edges` (the siblings of one parent): one per sibling that is on
/// one, the shortest through it, each circle once.
fn circles(edges: &[Edge]) -> Vec<Vec<usize>> {
    let nodes: BTreeSet<&str> = edges
        .iter()
        .flat_map(|e| [e.from.as_str(), e.to.as_str()])
        .collect();
    let mut found: Vec<Vec<usize>> = Vec::new();
    let mut seen: BTreeSet<Vec<&str>> = BTreeSet::new();
    for start in nodes {
        // Breadth first from `start` back to it: the edge that reached each node.
        let mut came: HashMap<&str, usize> = HashMap::new();
        let mut queue = VecDeque::from([start]);
        let mut back = None;
        'search: while let Some(n) = queue.pop_front() {
            for (k, e) in edges.iter().enumerate().filter(|(_, e)| e.from == n) {
                if e.to == start {
                    back = Some((n, k));
                    break 'search;
                }
                if !came.contains_key(e.to.as_str()) {
                    came.insert(&e.to, k);
                    queue.push_back(&e.to);
                }
            }
        }
        let Some((mut n, last)) = back else { continue };
        let mut circle = vec![last];
        while n != start {
            let k = came[n];
            circle.push(k);
            n = &edges[k].from;
        }
        circle.reverse();
        let mut key: Vec<&str> = circle.iter().map(|&k| edges[k].from.as_str()).collect();
        key.sort_unstable();
        if seen.insert(key) {
            found.push(circle);
        }
    }
    found
}

#[test]
fn the_imports_among_siblings_form_no_circle() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let (modules, references, files) = read(&src);
    let mut labelled = Vec::new();
    sources(&src, &src, &mut labelled);
    for (module, path) in &mut labelled {
        let rel = path
            .strip_prefix(&src)
            .unwrap()
            .to_string_lossy()
            .to_string();
        *module = rel
            .trim_end_matches(".rs")
            .trim_end_matches("/mod")
            .replace('/', "::");
    }
    let macros = macro_modules(&labelled)
        .into_iter()
        .map(|(name, m)| (name, m.split("::").map(str::to_string).collect()))
        .collect();
    let krate = Crate { modules, macros };

    // The edges between siblings, by parent; the first place each is written.
    let mut graphs: BTreeMap<ModPath, Vec<Edge>> = BTreeMap::new();
    let mut resolved = 0;
    for r in &references {
        let Some(target) = krate.target(r) else {
            continue;
        };
        resolved += 1;
        let common = r
            .module
            .iter()
            .zip(&target)
            .take_while(|(a, b)| a == b)
            .count();
        if common == r.module.len() || common == target.len() {
            continue; // an ancestor's items, or a descendant's
        }
        let (from, to) = (&r.module[common], &target[common]);
        let edges = graphs.entry(r.module[..common].to_vec()).or_default();
        if !edges.iter().any(|e| &e.from == from && &e.to == to) {
            edges.push(Edge {
                from: from.clone(),
                to: to.clone(),
                at: format!("src/{}:{} `{}`", r.file, r.line, r.path.join("::")),
            });
        }
    }
    let edges: usize = graphs.values().map(Vec::len).sum();
    assert!(
        files > 50 && resolved > 500 && edges > 100,
        "{files} files, {resolved} paths resolved, {edges} edges between siblings: the scan is broken"
    );

    let mut report = Vec::new();
    for (parent, edges) in &graphs {
        let parent = if parent.is_empty() {
            "the crate root".to_string()
        } else {
            format!("src/{}/", parent.join("/"))
        };
        for circle in circles(edges) {
            let names: Vec<&str> = circle
                .iter()
                .map(|&k| edges[k].from.as_str())
                .chain([edges[circle[0]].from.as_str()])
                .collect();
            report.push(format!("in {parent}: {}", names.join(" → ")));
            for &k in &circle {
                let e = &edges[k];
                report.push(format!("    {} → {}: {}", e.from, e.to, e.at));
            }
        }
    }
    assert!(
        report.is_empty(),
        "import circles among sibling modules:\n{}",
        report.join("\n")
    );
}

#[test]
fn a_circle_among_siblings_is_found_once_with_its_edges() {
    let edge = |from: &str, to: &str| Edge {
        from: from.to_string(),
        to: to.to_string(),
        at: format!("{from}.rs"),
    };
    // a → b → c → a, and d hanging off c: one circle, whichever sibling it starts at.
    let edges = [
        edge("a", "b"),
        edge("b", "c"),
        edge("c", "a"),
        edge("c", "d"),
    ];
    let found = circles(&edges);
    assert_eq!(found.len(), 1);
    let names: Vec<&str> = found[0].iter().map(|&k| edges[k].from.as_str()).collect();
    assert_eq!(names, ["a", "b", "c"]);
    // Without the edge back there is none.
    assert!(circles(&edges[..2]).is_empty());
}
