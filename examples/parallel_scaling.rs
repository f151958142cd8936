//! How batches of playouts and root-split searches scale with threads on this machine.
//!
//! For each game: a batch of random playouts (`playout::playout_batch`) and an analysis
//! of the start position at a fixed depth (`search::analyse_parallel`), each timed
//! with 1 thread and with every core, in alternating rounds so that both see the same
//! machine load. Both give the same answer for any number of threads (checked here).
//! Prints a table for people, then one JSON line.
//!
//! ```text
//! cargo run --release --example parallel_scaling -- [--rounds 3] [--games 20000] [--threads N]
//! ```

use sowing::playout::playout_batch;
use sowing::search::{analyse_parallel, Limits};
use sowing::{BaoKigogo, DjenonAboure, Gore, HoyitoIii, Oware, Ruleset};
use std::time::Instant;

struct Row {
    game: &'static str,
    what: &'static str,
    one: f64,
    many: f64,
}

fn median(mut v: Vec<f64>) -> f64 {
    v.sort_by(f64::total_cmp);
    v[v.len() / 2]
}

fn measure<P: Ruleset + Send + Sync + 'static>(
    game: &'static str,
    start: P,
    depth: u32,
    games: u64,
    rounds: usize,
    threads: usize,
    rows: &mut Vec<Row>,
) {
    let (mut p1, mut pn, mut s1, mut sn) = (vec![], vec![], vec![], vec![]);
    for round in 0..rounds {
        let seed = round as u64;
        let t = Instant::now();
        let a = playout_batch(start, games, seed, 1000, 1);
        p1.push(t.elapsed().as_secs_f64());
        let t = Instant::now();
        let b = playout_batch(start, games, seed, 1000, threads);
        pn.push(t.elapsed().as_secs_f64());
        assert_eq!(a, b, "{game}: the same totals on any number of threads");
        let t = Instant::now();
        let a = analyse_parallel(&start, &[], Limits::depth(depth), 1, 16);
        s1.push(t.elapsed().as_secs_f64());
        let t = Instant::now();
        let b = analyse_parallel(&start, &[], Limits::depth(depth), threads, 16);
        sn.push(t.elapsed().as_secs_f64());
        let scores = |v: &Vec<(sowing::Move, sowing::search::SearchResult)>| {
            v.iter().map(|(m, r)| (*m, r.score)).collect::<Vec<_>>()
        };
        assert_eq!(scores(&a), scores(&b), "{game}: the same analysis");
    }
    rows.push(Row {
        game,
        what: "playouts",
        one: median(p1),
        many: median(pn),
    });
    rows.push(Row {
        game,
        what: "analysis",
        one: median(s1),
        many: median(sn),
    });
}

fn main() {
    let mut rounds = 3usize;
    let mut games = 20_000u64;
    let mut threads = std::thread::available_parallelism().map_or(1, |n| n.get());
    let args: Vec<String> = std::env::args().skip(1).collect();
    for pair in args.chunks(2) {
        let value = pair.get(1).and_then(|v| v.parse().ok());
        match (pair[0].as_str(), value) {
            ("--rounds", Some(v)) => rounds = v as usize,
            ("--games", Some(v)) => games = v,
            ("--threads", Some(v)) => threads = v as usize,
            _ => {
                eprintln!("usage: parallel_scaling [--rounds R] [--games N] [--threads T]");
                std::process::exit(2);
            }
        }
    }
    let mut rows = Vec::new();
    measure(
        "gore",
        Gore::start(),
        11,
        games / 4,
        rounds,
        threads,
        &mut rows,
    );
    measure(
        "hoyito-iii",
        HoyitoIii::start(),
        9,
        games,
        rounds,
        threads,
        &mut rows,
    );
    measure(
        "djenon-aboure",
        DjenonAboure::start(),
        19,
        games,
        rounds,
        threads,
        &mut rows,
    );
    measure(
        "bao-kigogo",
        BaoKigogo::start(),
        7,
        games / 4,
        rounds,
        threads,
        &mut rows,
    );
    measure(
        "oware",
        Oware::start(),
        15,
        games,
        rounds,
        threads,
        &mut rows,
    );
    println!("threads: 1 against {threads}; medians of {rounds} alternating rounds (wall clock)");
    println!(
        "{:<14} {:<9} {:>10} {:>10} {:>8}",
        "game", "work", "1 thread", "threads", "speedup"
    );
    let mut json = Vec::new();
    for r in &rows {
        println!(
            "{:<14} {:<9} {:>8.3} s {:>8.3} s {:>7.2}x",
            r.game,
            r.what,
            r.one,
            r.many,
            r.one / r.many
        );
        json.push(format!(
            "{{\"game\":\"{}\",\"work\":\"{}\",\"one_thread_s\":{:.4},\"threads_s\":{:.4},\"speedup\":{:.3}}}",
            r.game,
            r.what,
            r.one,
            r.many,
            r.one / r.many
        ));
    }
    println!("{{\"threads\":{threads},\"rows\":[{}]}}", json.join(","));
}
