//! The native half of `scripts/wasm-speed`: the same fixed search as the
//! WebAssembly build's `speed` (every legal move of a game's start analysed to a
//! depth), run RUNS times (default 3), each run printed as one JSON line
//! `{"nodes", "ms"}`.
//!
//! `cargo run -p sowing-web --profile wasm --example speed -- oware 9 3`

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let (Some(game), Some(depth)) = (args.first(), args.get(1).and_then(|d| d.parse().ok())) else {
        eprintln!("usage: speed GAME DEPTH");
        std::process::exit(2);
    };
    let runs: usize = args.get(2).and_then(|r| r.parse().ok()).unwrap_or(3);
    for _ in 0..runs {
        println!("{}", sowing_web::speed(game, depth));
    }
}
