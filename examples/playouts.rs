//! A fixed amount of random playouts of one game, for instruction counts (valgrind's
//! callgrind counts instructions, which machine load does not change) and profiles.
//!
//! ```text
//! cargo build --release --example playouts
//! valgrind --tool=callgrind target/release/examples/playouts oware 2000
//! ```
//!
//! Runs `GAMES` playouts (game `i` seeded with `i`, at most 1000 plies each) through
//! one reused `Playout` and prints `{"game": …, "games": …, "plies": …}`.

use sowing::playout::{Playout, Rng};
use sowing::{AnyGame, GameKind, Position};

fn run<P: Position>(start: P, games: u64) -> u64 {
    let mut playout = Playout::new();
    (0..games)
        .map(|seed| playout.run(start, &mut Rng::new(seed), 1000).plies as u64)
        .sum()
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let (Some(name), Some(Ok(games))) = (args.first(), args.get(1).map(|g| g.parse::<u64>()))
    else {
        eprintln!("usage: playouts <game> <games>");
        std::process::exit(2);
    };
    let Ok(kind) = name.parse::<GameKind>() else {
        eprintln!("unknown game {name:?}");
        std::process::exit(2);
    };
    // The concrete types, so that each game's own fast paths are measured.
    let plies = match AnyGame::start(kind) {
        AnyGame::Gore(p) => run(p, games),
        AnyGame::HoyitoIii(p) => run(p, games),
        AnyGame::DjenonAboure(p) => run(p, games),
        AnyGame::BaoKigogo(p) => run(p, games),
        AnyGame::Oware(p) => run(p, games),
    };
    println!("{{\"game\": \"{name}\", \"games\": {games}, \"plies\": {plies}}}");
}
