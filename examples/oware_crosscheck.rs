//! Batch replays for `scripts/crosscheck-openspiel`: many docs/FORMAT.md replay requests in,
//! their JSON Lines out, through one process.
//!
//! Reads one replay request per line on standard input (e.g.
//! `{"game": "oware", "moves": [{"sow": 8}, {"sow": 3}]}`), runs each through
//! [`sowing::replay::replay`] — the same code as the replay contract — and writes its
//! output lines followed by one line `{"end": <exit status>}`. Standard output is
//! flushed after every game, so a driver can send a game and read its answer in
//! lock-step. Blank lines are skipped.
//!
//! ```text
//! cargo run --release --example oware_crosscheck < requests.jsonl
//! ```

use std::io::{self, BufRead, BufWriter, Write};

fn main() -> io::Result<()> {
    let stdin = io::stdin();
    let mut out = BufWriter::new(io::stdout().lock());
    for line in stdin.lock().lines() {
        let line = line?;
        if line.trim().is_empty() {
            continue;
        }
        let code = sowing::replay::replay(&line, &mut out)?.exit_code();
        writeln!(out, "{{\"end\": {code}}}")?;
        out.flush()?;
    }
    Ok(())
}
