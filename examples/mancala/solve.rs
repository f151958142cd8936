//! `mancala solve`: build (or resume) the endgame databases, after saying which layers
//! it builds, skips and resumes and what that takes, and refusing what the machine
//! cannot hold.

use crate::common::{default_dir, json_object, start_position, CliResult};
use crate::outln;
use sowing::solve::{
    layer_size, prepare_folder, AnyTablebase, BuildOptions, Endless, Estimate, Tables, MAX_SEEDS,
};
use sowing::GameKind;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

/// The end of `solve --help`: what the files hold and what the output says.
const AFTER_HELP: &str = "\
Each layer file holds, for every board with that many seeds, its board value: the best
final capture margin the player to move can force counting only the seeds still on the
board (the captures so far left out), from -n to n. The JSON line's wins_draws_losses
count boards whose board value is above 0, 0 and below 0.
The tables are for the rules the game's --options decide (Hoyito III: the last four
seeds to the capturer, last-four-to-capturer, in a single game and rounds 1 and 2; to
the previous game's winner, last-four-to-winner, from round 3 after a won game, one set
of tables for either winner, each board held twice: for the player to move receiving
the last four and for the opponent); the layer files' header records them, and a folder
of other rules is refused. --endless extremes builds tables that hold every board twice
more, with a line of play that never ends giving all the seeds on the board to the
player to move and to the opponent (the Decision counts it for neither): a value that is
the same at both extremes does not depend on the Decision.
Before building, solve prints on stderr the layers it builds, those it skips (no
position of the game has that many seeds: an empty file is written) and those already
in the folder, and an estimate of the disk, the memory at the peak and the time; it
refuses when the free disk or the available memory is short of the estimate, unless
--force (--dry-run stops there). The estimate's time counts every board once and the
boards with a move that stays in the layer once more in each later pass, at the time
per board measured on a sample of each layer, on free cores.
The last line on stdout is one JSON object: game, options, rules, endless, sides, dir,
seeds, positions, bytes (of the
layer files, headers included), seconds, checked, layers (each layer's statistics),
layers_built, layers_skipped, layers_resumed, estimate (disk_bytes, memory_bytes,
seconds, threads, passes, sampled, seconds_per_board, free_disk_bytes and
available_memory_bytes, null when unknown) and peak_memory_bytes (null when unknown).";

#[derive(clap::Args)]
#[command(after_help = AFTER_HELP)]
pub struct Args {
    /// The game: djenon-aboure, hoyito-iii, or a described game of two rows of six
    /// whose seeds leave the board only by capture (e.g. kalah, ayoayo).
    game: GameKind,
    /// The game's options, a docs/FORMAT.md options object, e.g. '{"round": 3,
    /// "previous_winner": "south"}': they decide the rules the tables are built for.
    #[arg(long, value_parser = json_object)]
    options: Option<serde_json::Value>,
    /// How a line of play that never ends counts: neither (the Decision: the seeds left
    /// count for neither side) or extremes (both extremes at once, twice the boards).
    #[arg(long, default_value = "neither", value_parser = ["neither", "extremes"])]
    endless: String,
    /// Build every layer from 0 up to this many seeds on the board.
    #[arg(long, value_parser = clap::value_parser!(u32).range(0..=MAX_SEEDS as i64))]
    seeds: u32,
    /// The folder of the databases (default target/tablebases/<game>); created with
    /// its missing parents; re-running resumes at the first missing layer.
    #[arg(long)]
    dir: Option<String>,
    /// Worker threads (default: one per core).
    #[arg(long, value_parser = clap::value_parser!(u64).range(1..))]
    threads: Option<u64>,
    /// Re-check every S-th board of each layer against its successors.
    #[arg(long, value_parser = clap::value_parser!(u64).range(1..))]
    check: Option<u64>,
    /// Build even when the estimate says the free disk or the available memory is
    /// short.
    #[arg(long)]
    force: bool,
    /// Say what would be built and the estimate, then stop: nothing is created or
    /// written, and the JSON line has dry_run true and, instead of the build's
    /// results, short (why the build would be refused without --force, if it would).
    #[arg(long)]
    dry_run: bool,
}

fn hms(d: Duration) -> String {
    let s = d.as_secs();
    format!("{}:{:02}:{:02}", s / 3600, s / 60 % 60, s % 60)
}

/// Bytes for people: 1.4 MB, 63.0 GB (powers of 1000).
fn size(bytes: u64) -> String {
    const UNITS: [&str; 6] = ["B", "kB", "MB", "GB", "TB", "PB"];
    let mut x = bytes as f64;
    let mut u = 0;
    while x >= 1000.0 && u + 1 < UNITS.len() {
        x /= 1000.0;
        u += 1;
    }
    if u == 0 {
        format!("{bytes} B")
    } else {
        format!("{x:.1} {}", UNITS[u])
    }
}

/// Seed counts as ranges: `0-7, 9-11`.
fn ranges(seeds: &[u32]) -> String {
    let mut parts: Vec<String> = Vec::new();
    let mut i = 0;
    while i < seeds.len() {
        let mut j = i;
        while j + 1 < seeds.len() && seeds[j + 1] == seeds[j] + 1 {
            j += 1;
        }
        parts.push(if i == j {
            seeds[i].to_string()
        } else {
            format!("{}-{}", seeds[i], seeds[j])
        });
        i = j + 1;
    }
    parts.join(", ")
}

/// `layer 8` or `layers 8, 12`.
fn layers(seeds: &[u32]) -> String {
    match seeds {
        [] => "none".to_string(),
        [n] => format!("layer {n}"),
        _ => format!("layers {}", ranges(seeds)),
    }
}

/// Bytes free for an unprivileged user on the file system that holds `dir` (or its
/// nearest existing ancestor), or why it cannot be told.
fn free_disk(dir: &Path) -> Result<u64, String> {
    let existing = dir
        .ancestors()
        .find(|p| p.is_dir())
        .unwrap_or(Path::new("."));
    free_disk_at(existing)
}

#[cfg(unix)]
#[allow(clippy::unnecessary_cast)]
fn free_disk_at(dir: &Path) -> Result<u64, String> {
    let s = rustix::fs::statvfs(dir).map_err(|e| format!("statvfs {}: {e}", dir.display()))?;
    Ok((s.f_bavail as u64).saturating_mul(s.f_frsize as u64))
}

#[cfg(not(unix))]
fn free_disk_at(_dir: &Path) -> Result<u64, String> {
    Err("not read on this system".to_string())
}

/// The memory available to a new program (`MemAvailable` of /proc/meminfo), or why
/// it cannot be told.
fn available_memory() -> Result<u64, String> {
    let text =
        std::fs::read_to_string("/proc/meminfo").map_err(|e| format!("/proc/meminfo: {e}"))?;
    kib_field(&text, "MemAvailable:").ok_or_else(|| "no MemAvailable in /proc/meminfo".to_string())
}

/// This program's peak resident memory so far (`VmHWM` of /proc/self/status).
fn peak_memory() -> Option<u64> {
    kib_field(
        &std::fs::read_to_string("/proc/self/status").ok()?,
        "VmHWM:",
    )
}

/// The value of a `Name:   123 kB` line, in bytes.
fn kib_field(text: &str, name: &str) -> Option<u64> {
    let line = text.lines().find(|l| l.starts_with(name))?;
    let kib: u64 = line[name.len()..].split_whitespace().next()?.parse().ok()?;
    Some(kib * 1024)
}

/// What the build will do, on stderr.
fn print_plan(game: GameKind, k: u32, dir: &Path, tables: &Tables, e: &Estimate) {
    eprintln!("solve {game}: layers 0 to {k} in {}", dir.display());
    let rules = if tables.rules.name.is_empty() {
        String::new()
    } else {
        format!("\"{}\" ({}); ", tables.rules.name, tables.rules.about)
    };
    let endless = match tables.endless {
        Endless::Neither => "a line of play that never ends counts for neither side",
        Endless::Extremes => {
            "a line of play that never ends gives all the seeds on the board to the \
             player to move, and again to the opponent (both extremes)"
        }
    };
    eprintln!("  rules: {rules}{endless}");
    let sides = tables.sides();
    if sides > 1 {
        eprintln!(
            "  each layer holds every board {sides} times: C(n + 11, 11) x {sides} bytes \
             (layer {k}: {})",
            layer_size(k) * sides as u64
        );
    }
    eprintln!("  build: {}", layers(&e.build));
    for s in &e.skipped {
        eprintln!(
            "  skip (an empty file each): {}: no position has that many seeds on the board, \
             since {}",
            layers(&s.seeds),
            s.why
        );
    }
    eprintln!("  already in the folder (resumed): {}", layers(&e.resumed));
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
    let start = start_position(a.game, a.options.as_ref())?;
    let endless = if a.endless == "extremes" {
        Endless::Extremes
    } else {
        Endless::Neither
    };
    let tables = AnyTablebase::tables_for(&start, endless).map_err(|e| e.to_string())?;
    let est =
        AnyTablebase::estimate(&start, &dir, k, endless, &build_opts).map_err(|e| e.to_string())?;
    print_plan(a.game, k, &dir, &tables, &est);
    let free = free_disk(&dir);
    let avail = available_memory();
    let known = |r: &Result<u64, String>| match r {
        Ok(b) => size(*b),
        Err(why) => format!("unknown: {why}"),
    };
    eprintln!(
        "estimate: disk {} (free: {}), memory {} at the peak (available: {}), time about {} \
         on {} free thread{}",
        size(est.disk_bytes),
        known(&free),
        size(est.memory_bytes),
        known(&avail),
        hms(Duration::from_secs_f64(est.seconds)),
        est.threads,
        if est.threads == 1 { "" } else { "s" },
    );
    if est.sampled > 0 {
        eprintln!(
            "  (time: {} boards timed, {:.2} us each on one thread, {} passes a layer; reads \
             of the tables are left out, so it runs low on layers larger than the \
             processor's caches, and on a busy machine)",
            est.sampled,
            est.seconds_per_board * 1e6,
            est.passes
        );
    }
    let mut short = Vec::new();
    if let Ok(f) = free {
        if est.disk_bytes > f {
            short.push(format!(
                "the files need about {} of disk, {} has {} free",
                size(est.disk_bytes),
                dir.display(),
                size(f)
            ));
        }
    }
    if let Ok(m) = avail {
        if est.memory_bytes > m {
            short.push(format!(
                "the build needs about {} of memory at the peak, {} is available",
                size(est.memory_bytes),
                size(m)
            ));
        }
    }
    // The numbers of the estimate (its layers are given apart) and what was free.
    let estimate = serde_json::json!({
        "disk_bytes": est.disk_bytes,
        "memory_bytes": est.memory_bytes,
        "seconds": est.seconds,
        "threads": est.threads,
        "passes": est.passes,
        "sampled": est.sampled,
        "seconds_per_board": est.seconds_per_board,
        "free_disk_bytes": free.ok(),
        "available_memory_bytes": avail.ok(),
    });
    // The fields both JSON lines (the dry run's and the build's) start with.
    let with_head = |rest: serde_json::Value| {
        let mut line = serde_json::json!({
            "game": a.game,
            "options": a.options,
            "rules": tables.rules.name,
            "endless": tables.endless,
            "sides": tables.sides(),
            "dir": dir.display().to_string(),
            "seeds": k,
        });
        if let (Some(head), serde_json::Value::Object(rest)) = (line.as_object_mut(), rest) {
            head.extend(rest);
        }
        line
    };
    if a.dry_run {
        if !short.is_empty() {
            eprintln!(
                "without --force, the build would be refused: {}",
                short.join("; ")
            );
        }
        let line = with_head(serde_json::json!({
            "dry_run": true,
            "short": short,
            "layers_built": est.build,
            "layers_skipped": est.skipped,
            "layers_resumed": est.resumed,
            "estimate": estimate,
        }));
        outln!("{line}");
        return Ok(0);
    }
    if !short.is_empty() {
        if !a.force {
            return Err(format!(
                "solve {} --seeds {k} refused: {}; --force to build anyway",
                a.game,
                short.join("; ")
            )
            .into());
        }
        eprintln!("--force: building anyway ({})", short.join("; "));
    }
    if prepare_folder(&dir).map_err(|e| e.to_string())? {
        eprintln!("created the folder {}", dir.display());
    }
    let stats = AnyTablebase::build(&start, &dir, k, endless, &build_opts, &mut |p| {
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
        if tb.tables() != tables {
            return Err(
                format!("{}: the layers are not of the tables built", dir.display()).into(),
            );
        }
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
    let positions: u64 = stats.iter().map(|s| s.positions).sum();
    let bytes = positions + stats.len() as u64 * sowing::solve::LAYER_HEADER_BYTES;
    let line = with_head(serde_json::json!({
        "positions": positions,
        "bytes": bytes,
        "seconds": began.elapsed().as_secs_f64(),
        "checked": checked,
        "layers": stats,
        "layers_built": est.build,
        "layers_skipped": est.skipped,
        "layers_resumed": est.resumed,
        "estimate": estimate,
        "peak_memory_bytes": peak_memory(),
    }));
    outln!("{line}");
    Ok(0)
}
