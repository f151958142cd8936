//! Steps a vectorized environment with random legal actions and prints environment
//! steps per second (observations and masks included), for profiling `sowing::env`:
//! the time in `step` alone, and with the choice of the actions
//! (`VecEnv::random_actions`).
//!
//! ```sh
//! cargo run --release --example env_steps -- oware 1024 200 2
//! ```

use sowing::env::{EnvConfig, VecEnv};
use sowing::{with_game, AnyGame, FromSetup, GameKind, Rng};
use std::time::Instant;

fn run<P: FromSetup + Send + Sync>(start: P, envs: usize, steps: usize, threads: usize) {
    let mut env = VecEnv::new(
        start,
        EnvConfig {
            envs,
            ply_limit: Some(1000),
            opening: 0,
            threads,
        },
    );
    env.reset(1);
    let mut rng = Rng::new(2);
    let mut actions = vec![0u32; envs];
    let mut in_step = 0.0;
    let t0 = Instant::now();
    for _ in 0..steps {
        // A uniformly random legal action per game (VecEnv::random_actions).
        env.random_actions(&mut rng, &mut actions)
            .expect("one per game");
        let s = Instant::now();
        env.step(&actions).expect("legal");
        in_step += s.elapsed().as_secs_f64();
    }
    let total = t0.elapsed().as_secs_f64();
    let n = (envs * steps) as f64;
    println!(
        "{:?}: {:.0} steps/s in step ({:.0} with action choice), {} threads",
        env.kind(),
        n / in_step,
        n / total,
        threads
    );
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let kind: GameKind = args
        .first()
        .map_or("oware", String::as_str)
        .parse()
        .expect("a game");
    let num = |i: usize, d: usize| args.get(i).map_or(d, |s| s.parse().expect("a number"));
    let (envs, steps, threads) = (num(1, 1024), num(2, 200), num(3, 1));
    with_game!(AnyGame::start(kind), p => run(p, envs, steps, threads));
}
