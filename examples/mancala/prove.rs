//! `mancala prove`: proven bounds on the value of a position by alpha-beta over the
//! databases, deepening until they meet.

use crate::common::{after_moves, default_dir, open_db, CliResult, Moves};
use crate::{outln, say};
use sowing::search::capture_margin;
use sowing::{AnyGame, GameKind, Move, Position};
use std::io::Write;
use std::time::Instant;

#[derive(clap::Args)]
pub struct Args {
    /// The game: djenon-aboure or hoyito-iii.
    game: GameKind,
    /// The databases' folder (default target/tablebases/<game>).
    #[arg(long)]
    db: Option<String>,
    /// Moves to play from the start first, separated by commas.
    #[arg(long, default_value = "")]
    moves: Moves,
    /// Deepen to at most this many plies.
    #[arg(long, default_value_t = 30, value_parser = clap::value_parser!(u32).range(1..))]
    depth: u32,
    /// Write one JSON line on stdout (the bounds at each depth, the value and the
    /// line); the lines for people go to stderr.
    #[arg(long)]
    json: bool,
}

pub fn run(a: Args) -> CliResult {
    let dir = a.db.clone().unwrap_or_else(|| default_dir(a.game));
    let tb = open_db(&dir, a.game)?;
    let game = after_moves(AnyGame::start(a.game), &a.moves.0)?;
    let pos = *game.position();
    say!(a.json, "{pos}");
    let margin = capture_margin(&pos);
    let began = Instant::now();
    let mut depths = Vec::new();
    let mut last = None;
    for d in 1..=a.depth {
        let p = tb.prove(&pos, d).map_err(|e| e.to_string())?;
        say!(
            a.json,
            "depth {:>2}: final margin for {} in [{:+}, {:+}], {} nodes, {:.1} s",
            d,
            pos.to_move(),
            margin + p.lo,
            margin + p.hi,
            p.nodes,
            began.elapsed().as_secs_f64()
        );
        depths.push(p);
        last = Some(p);
        if p.lo == p.hi {
            break;
        }
    }
    let p = last.ok_or("prove needs --depth of at least 1")?;
    let exact = p.lo == p.hi;
    let pv = if exact {
        tb.principal_variation(&pos, p.depth)
            .map_err(|e| e.to_string())?
    } else {
        Vec::new()
    };
    if exact {
        let line: Vec<String> = pv.iter().map(Move::to_string).collect();
        say!(
            a.json,
            "value: {:+} for {} (final margin)",
            margin + p.lo,
            pos.to_move()
        );
        say!(a.json, "principal variation: {}", line.join(" "));
    }
    if a.json {
        let line = serde_json::json!({
            "to_move": pos.to_move(),
            "margin_now": margin,
            "lo": margin + p.lo,
            "hi": margin + p.hi,
            "exact": exact,
            "pv": pv,
            "db_seeds": tb.max_seeds(),
            "depths": depths,
            "seconds": began.elapsed().as_secs_f64(),
        });
        outln!("{line}");
    }
    Ok(0)
}
