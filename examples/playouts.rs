//! A fixed amount of random playouts of one game, for instruction counts (valgrind's
//! callgrind counts instructions, which machine load does not change) and profiles.
//!
//! ```text
//! cargo build --release --example playouts
//! valgrind --tool=callgrind target/release/examples/playouts oware 2000
//! valgrind --tool=callgrind target/release/examples/playouts described:oware 2000
//! ```
//!
//! Runs `GAMES` playouts (game `i` seeded with `i`, at most 1000 plies each) through
//! one reused `Playout` and prints `{"game": …, "games": …, "plies": …}`.
//!
//! With `--floor R`, instead samples the positions of the same 64 games
//! (`benches/support/floor.rs`) and sows every legal move of each with the kernel
//! alone, `R` times over. The instructions of `--floor 10` less those of `--floor 0`,
//! divided by 10 and by the positions, are the floor per position, load-independent;
//! `scripts/instructions` does the arithmetic.

use sowing::playout::{Playout, Rng};
use sowing::{AnyGame, GameKind, Position};

#[path = "../benches/support/floor.rs"]
mod floor;

fn run<P: Position>(start: P, games: u64) -> u64 {
    let mut playout = Playout::new();
    (0..games)
        .map(|seed| playout.run(start, &mut Rng::new(seed), 1000).plies as u64)
        .sum()
}

/// The floor `repeat` times over the sampled positions of `start`'s games; the number
/// of positions.
fn floor_of<P: Position>(start: P, floor_sow: floor::FloorSow, repeat: u32) -> usize {
    let positions = floor::sample(start);
    let mut x = 0u32;
    for _ in 0..repeat {
        x = x.wrapping_add(floor::floor_work(
            std::hint::black_box(&positions),
            floor_sow,
        ));
    }
    std::hint::black_box(x);
    positions.len()
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let (Some(name), Some(Ok(games))) = (args.first(), args.get(1).map(|g| g.parse::<u64>()))
    else {
        eprintln!("usage: playouts <game> <games> [--floor REPEAT]");
        std::process::exit(2);
    };
    let Ok(kind) = name.parse::<GameKind>() else {
        eprintln!("unknown game {name:?}");
        std::process::exit(2);
    };
    if let (Some("--floor"), Some(Ok(repeat))) = (
        args.get(2).map(String::as_str),
        args.get(3).map(|r| r.parse::<u32>()),
    ) {
        let positions = match AnyGame::start(kind) {
            AnyGame::Gore(p) => floor_of(p, floor::gore_floor, repeat),
            AnyGame::HoyitoIii(p) => floor_of(p, floor::hoyito_floor, repeat),
            AnyGame::DjenonAboure(p) => floor_of(p, floor::djenon_floor, repeat),
            AnyGame::BaoKigogo(p) => floor_of(p, floor::bao_floor, repeat),
            AnyGame::Oware(p) => floor_of(p, floor::oware_floor, repeat),
            AnyGame::Described(_) => {
                eprintln!("no floor for a described game");
                std::process::exit(2);
            }
        };
        println!("{{\"game\": \"{name}\", \"positions\": {positions}, \"repeat\": {repeat}}}");
        return;
    }
    // The concrete types, so that each game's own fast paths are measured.
    let plies = match AnyGame::start(kind) {
        AnyGame::Gore(p) => run(p, games),
        AnyGame::HoyitoIii(p) => run(p, games),
        AnyGame::DjenonAboure(p) => run(p, games),
        AnyGame::BaoKigogo(p) => run(p, games),
        AnyGame::Oware(p) => run(p, games),
        AnyGame::Described(p) => run(p, games),
    };
    println!("{{\"game\": \"{name}\", \"games\": {games}, \"plies\": {plies}}}");
}
