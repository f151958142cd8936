//! `mancala solve`: build (or resume) the endgame databases.

use crate::common::{default_dir, CliResult};
use crate::outln;
use sowing::solve::{AnyTablebase, BuildOptions, MAX_SEEDS};
use sowing::GameKind;
use std::io::Write;
use std::path::PathBuf;
use std::time::{Duration, Instant};

#[derive(clap::Args)]
pub struct Args {
    /// The game: djenon-aboure or hoyito-iii.
    game: GameKind,
    /// Build every layer from 0 up to this many seeds on the board.
    #[arg(long, value_parser = clap::value_parser!(u32).range(0..=MAX_SEEDS as i64))]
    seeds: u32,
    /// The folder of the databases (default target/tablebases/<game>); re-running
    /// resumes at the first missing layer.
    #[arg(long)]
    dir: Option<String>,
    /// Worker threads (default: one per core).
    #[arg(long, value_parser = clap::value_parser!(u64).range(1..))]
    threads: Option<u64>,
    /// Re-check every S-th board of each layer against its successors.
    #[arg(long, value_parser = clap::value_parser!(u64).range(1..))]
    check: Option<u64>,
}

fn hms(d: Duration) -> String {
    let s = d.as_secs();
    format!("{}:{:02}:{:02}", s / 3600, s / 60 % 60, s % 60)
}

/// Builds or resumes the layers, then one JSON line.
pub fn run(a: Args) -> CliResult {
    let k = a.seeds;
    let dir = PathBuf::from(a.dir.clone().unwrap_or_else(|| default_dir(a.game)));
    let mut build_opts = BuildOptions::default();
    if let Some(t) = a.threads {
        build_opts.threads = t as usize;
    }
    let began = Instant::now();
    let stats = AnyTablebase::build(a.game, &dir, k, &build_opts, &mut |p| {
        let eta = p.eta.map_or("?".to_string(), hms);
        eprintln!(
            "layer {:>2} pass {:>2}: {:>5.1}% of {} boards, {} changed; elapsed {}, about {} left",
            p.seeds,
            p.pass,
            100.0 * p.done as f64 / p.total.max(1) as f64,
            p.total,
            p.changed,
            hms(p.elapsed),
            eta
        );
    })
    .map_err(|e| e.to_string())?;
    for s in &stats {
        if !s.resumed {
            eprintln!(
                "layer {:>2} done: {} boards, {} passes, {:.1} s ({} with a child in the layer)",
                s.seeds, s.positions, s.passes, s.seconds, s.cyclic
            );
        }
    }
    let mut checked = serde_json::Value::Null;
    if let Some(stride) = a.check {
        let tb = AnyTablebase::open_up_to(a.game, &dir, k).map_err(|e| e.to_string())?;
        let mut total = 0;
        for n in 0..=k {
            let (count, bad) = tb
                .check_layer(n, stride, (n as u64 * 7919) % stride)
                .map_err(|e| e.to_string())?;
            if let Some(first) = bad.first() {
                return Err(format!(
                    "layer {n}: {} of {count} boards checked are not the best over their \
                     successors (first rank {first})",
                    bad.len()
                )
                .into());
            }
            total += count;
        }
        eprintln!("checked {total} boards against their successors: all agree");
        checked = serde_json::json!(total);
    }
    let bytes: u64 = stats.iter().map(|s| s.positions).sum();
    let line = serde_json::json!({
        "game": a.game,
        "dir": dir.display().to_string(),
        "seeds": k,
        "positions": bytes,
        "bytes": bytes,
        "seconds": began.elapsed().as_secs_f64(),
        "checked": checked,
        "layers": stats,
    });
    outln!("{line}");
    Ok(0)
}
