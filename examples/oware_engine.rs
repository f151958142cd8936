//! An Oware engine process for `scripts/vs-openspiel`: positions in, moves out, one JSON
//! line each.
//!
//! Each request is one line on standard input:
//!
//! ```text
//! {"moves": [8, 3, 10], "spec": "alphabeta:ms=100"}
//! ```
//!
//! `moves` are the holes sown so far from Oware's start (this crate's numbering);
//! `spec` is a player spec (`sowing::search::Spec`: `alphabeta:ms=T`,
//! `alphabeta:depth=D`, `mcts:sims=N`, `random`, …; default `alphabeta:ms=100`);
//! optional `"new_game": true` drops every engine kept so far, so the spec gets a fresh
//! one (empty transposition table), and optional `"seed": S` seeds a new engine
//! (default 1).
//! The game is rebuilt with `Game::from_moves` from the start, so the repetition rule
//! sees the whole history. One engine is kept per spec for the life of the process, so
//! alpha-beta's transposition table carries over from move to move.
//!
//! The answer is one line:
//!
//! ```text
//! {"move": 9, "score": "+2 seeds", "depth": 11, "nodes": 123456, "ms": 100.2, "pv": [9, 2, 7]}
//! ```
//!
//! (`ms` is the engine's own thinking time; `depth`, `nodes` and `pv` are those of the
//! search, 0 and empty for `random` and `greedy`.) A request that cannot be answered
//! (bad JSON, an illegal record, a finished game) gets `{"error": "..."}`. Blank lines
//! are skipped; standard output is flushed after every answer.
//!
//! ```text
//! echo '{"moves": [], "spec": "alphabeta:depth=8"}' | cargo run --release --example oware_engine
//! ```

use serde_json::{json, Value};
use sowing::search::{Engine, Spec};
use sowing::{Game, Move, Oware, Ruleset};
use std::collections::HashMap;
use std::io::{self, BufRead, BufWriter, Write};
use std::time::Instant;

const DEFAULT_SPEC: &str = "alphabeta:ms=100";

/// A hole number for a sowing, the move's text otherwise.
fn move_json(m: Move) -> Value {
    match m {
        Move::Sow(h) => json!(h),
        other => json!(other.to_string()),
    }
}

fn answer(engines: &mut HashMap<String, Engine<Oware>>, line: &str) -> Result<Value, String> {
    let req: Value = serde_json::from_str(line).map_err(|e| format!("bad JSON: {e}"))?;
    let spec_text = match req.get("spec") {
        None | Some(Value::Null) => DEFAULT_SPEC,
        Some(Value::String(s)) => s.as_str(),
        Some(other) => return Err(format!("spec must be a string, not {other}")),
    };
    let spec: Spec = spec_text.parse().map_err(|e| format!("{e}"))?;
    let seed = req.get("seed").and_then(Value::as_u64).unwrap_or(1);
    let moves = match req.get("moves") {
        None | Some(Value::Null) => Vec::new(),
        Some(Value::Array(a)) => a
            .iter()
            .map(|m| match m.as_u64() {
                Some(h) if h < 12 => Ok(Move::Sow(h as u8)),
                _ => Err(format!("not a hole (0-11): {m}")),
            })
            .collect::<Result<Vec<_>, _>>()?,
        Some(other) => return Err(format!("moves must be an array of holes, not {other}")),
    };
    let game = Game::from_moves(Oware::start(), moves).map_err(|e| format!("{e}"))?;
    if game.is_finished() {
        return Err("the game is over".to_string());
    }
    if req.get("new_game").and_then(Value::as_bool) == Some(true) {
        // A new game: fresh engines (and no engine of an earlier spec left in memory).
        engines.clear();
    }
    let engine = engines
        .entry(spec_text.to_string())
        .or_insert_with(|| Engine::new(spec, seed));
    let started = Instant::now();
    let (mv, score, depth, nodes, pv) = match engine.think(&game) {
        Some(r) => (
            r.best,
            r.score.to_string(),
            r.depth,
            r.nodes,
            r.pv.iter().map(|&m| move_json(m)).collect::<Vec<_>>(),
        ),
        None => (engine.choose(&game), String::new(), 0, 0, Vec::new()),
    };
    let ms = started.elapsed().as_secs_f64() * 1000.0;
    let hole = match mv {
        Some(Move::Sow(h)) => h,
        Some(other) => return Err(format!("the engine chose a non-sowing move {other}")),
        None => return Err("the engine found no move".to_string()),
    };
    Ok(json!({
        "move": hole,
        "score": score,
        "depth": depth,
        "nodes": nodes,
        "ms": (ms * 100.0).round() / 100.0,
        "pv": pv,
    }))
}

fn main() -> io::Result<()> {
    let stdin = io::stdin();
    let mut out = BufWriter::new(io::stdout().lock());
    let mut engines: HashMap<String, Engine<Oware>> = HashMap::new();
    for line in stdin.lock().lines() {
        let line = line?;
        if line.trim().is_empty() {
            continue;
        }
        let reply = answer(&mut engines, &line).unwrap_or_else(|e| json!({ "error": e }));
        writeln!(out, "{reply}")?;
        out.flush()?;
    }
    Ok(())
}
