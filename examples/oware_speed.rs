//! Random playouts for `scripts/speed-race`: whole games of uniformly random legal
//! moves, timed in rounds, printed as JSON lines. Oware by default; `--game NAME`
//! races any game, a library's described game included (`--game kalah`).
//!
//! Each game is a `sowing::playout::Playout` run from the starting position with no
//! ply limit (one `Playout` reused, so nothing is allocated per game): it applies the
//! repetition rule (rule 7 of `src/games/oware.rs`) exactly as a [`sowing::Game`] and
//! the cross-check do, and every game ends.
//!
//! ```text
//! cargo run --release --example oware_speed -- [--seconds 1.0] [--rounds 5] [--seed 1]
//! cargo run --release --example oware_speed -- --games 2000   # fixed work, for valgrind
//! cargo run --release --example oware_speed -- --game kalah
//! ```
//!
//! Output, one line per round:
//! `{"round": 0, "games": …, "plies": …, "seconds": …, "cpu_seconds": …, "plies_per_sec": …,
//! "plies_per_cpu_sec": …}`. `seconds` is wall-clock time; `cpu_seconds` is the time
//! this thread actually ran (Linux `/proc/thread-self/schedstat`, `null` elsewhere),
//! which other processes on a busy machine disturb much less.

use sowing::playout::{Playout, Rng};
use sowing::{with_game, AnyGame, GameKind, Position};
use std::time::Instant;

fn main() {
    let mut seconds = 1.0f64;
    let mut rounds = 5u32;
    let mut seed = 1u64;
    let mut games_only: Option<u64> = None;
    let mut game = GameKind::Oware;
    let args: Vec<String> = std::env::args().skip(1).collect();
    let mut i = 0;
    while i < args.len() {
        let value = args.get(i + 1).map(String::as_str).unwrap_or("");
        match args[i].as_str() {
            "--seconds" => seconds = value.parse().unwrap_or_else(|_| usage()),
            "--rounds" => rounds = value.parse().unwrap_or_else(|_| usage()),
            "--seed" => seed = value.parse().unwrap_or_else(|_| usage()),
            "--games" => games_only = Some(value.parse().unwrap_or_else(|_| usage())),
            "--game" => game = value.parse().unwrap_or_else(|_| usage()),
            _ => usage(),
        }
        i += 2;
    }
    // The game's own type (a described game's is `Described`), not `AnyGame`.
    with_game!(AnyGame::start(game), start => race(start, seconds, rounds, seed, games_only));
}

fn race<P: Position>(start: P, seconds: f64, rounds: u32, seed: u64, games_only: Option<u64>) {
    let mut rng = Rng::new(seed);
    let mut playout = Playout::new();
    if let Some(n) = games_only {
        // A fixed amount of work, for instruction counts (valgrind).
        let plies: u64 = (0..n)
            .map(|_| playout.run(start, &mut rng, usize::MAX).plies as u64)
            .sum();
        println!("{{\"games\": {n}, \"plies\": {plies}}}");
        return;
    }
    for round in 0..rounds {
        let began = Instant::now();
        let cpu_start = cpu_ns();
        let (mut games, mut plies) = (0u64, 0u64);
        loop {
            // Check the clock every 64 games.
            for _ in 0..64 {
                let end = playout.run(start, &mut rng, usize::MAX);
                assert!(end.result.is_some(), "every game ends");
                plies += end.plies as u64;
                games += 1;
            }
            if began.elapsed().as_secs_f64() >= seconds {
                break;
            }
        }
        let secs = began.elapsed().as_secs_f64();
        let cpu = cpu_start
            .zip(cpu_ns())
            .map(|(a, b)| b.saturating_sub(a) as f64 / 1e9);
        let cpu_json = |x: Option<f64>| x.map_or("null".to_string(), |v| format!("{v:.6}"));
        println!(
            "{{\"round\": {round}, \"games\": {games}, \"plies\": {plies}, \"seconds\": {secs:.6}, \"cpu_seconds\": {}, \"plies_per_sec\": {:.1}, \"plies_per_cpu_sec\": {}}}",
            cpu_json(cpu),
            plies as f64 / secs,
            cpu_json(cpu.map(|c| plies as f64 / c)),
        );
    }
}

/// Nanoseconds this thread has spent on a CPU, from Linux's
/// `/proc/thread-self/schedstat` (first field); `None` where that is not available.
fn cpu_ns() -> Option<u64> {
    std::fs::read_to_string("/proc/thread-self/schedstat")
        .ok()?
        .split_whitespace()
        .next()?
        .parse()
        .ok()
}

fn usage() -> ! {
    eprintln!("usage: oware_speed [--seconds S] [--rounds R] [--seed N] [--games N] [--game NAME]");
    std::process::exit(2)
}
