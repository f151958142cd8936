//! Hot paths do not allocate: legal moves, play, successors, random play and keys of
//! every game, on positions of random games, touch the heap not once; playouts (with
//! the repetition rules) and games through the driver allocate nothing once their
//! room is made; a search allocates per search, not per node (a counting global
//! allocator watches). Traces are the only per-move allocations, and they are asked
//! for.

use sowing::playout::{Playout, Rng};
use sowing::{
    AnyGame, BaoKigogo, DjenonAboure, Game, GameKind, Gore, HoyitoIii, MoveList, Oware, Position,
    Ruleset, Successors,
};
use std::alloc::{GlobalAlloc, Layout, System};
use std::cell::Cell;

/// The system allocator, counting allocations made by a thread while its `WATCHING`
/// is set.
struct Counting;

thread_local! {
    /// Per thread: the test harness's own thread allocates while a test runs (it
    /// reports, it waits), and those allocations are not the test's.
    static WATCHING: Cell<bool> = const { Cell::new(false) };
    /// Per thread too: tests run side by side, each watching its own thread.
    static ALLOCATIONS: Cell<usize> = const { Cell::new(0) };
}

/// Counts one allocation on this thread if it is watched.
fn count() {
    if watching() {
        let _ = ALLOCATIONS.try_with(|n| n.set(n.get() + 1));
    }
}

/// Whether this thread is watched (no thread is, while its locals are torn down).
fn watching() -> bool {
    WATCHING.try_with(Cell::get).unwrap_or(false)
}

// SAFETY: every call is forwarded unchanged to the system allocator; the counter is a
// side effect that touches no memory the allocator hands out.
unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        count();
        unsafe { System.alloc(layout) }
    }

    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        unsafe { System.dealloc(ptr, layout) }
    }

    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        count();
        unsafe { System.realloc(ptr, layout, new_size) }
    }
}

#[global_allocator]
static GLOBAL: Counting = Counting;

/// Allocations made by `f` on this thread (only the watched thread counts, so tests
/// running at the same time on other threads do not).
fn allocations(f: impl FnOnce()) -> usize {
    ALLOCATIONS.set(0);
    WATCHING.set(true);
    f();
    WATCHING.set(false);
    ALLOCATIONS.get()
}

#[test]
fn legal_moves_play_and_keys_allocate_nothing_in_any_game() {
    // One test function, so no other test allocates while the counter watches.
    for game in GameKind::ALL {
        let mut plies = 0;
        let mut succ = Successors::new();
        // A game played by its description compiles it once, at its first position.
        let _ = AnyGame::start(game);
        let n = allocations(|| {
            let mut moves = MoveList::new();
            let mut rng = Rng::new(game.index() as u64);
            for _ in 0..50 {
                let mut pos = AnyGame::start(game);
                for _ in 0..300 {
                    pos.legal_moves(&mut moves);
                    if moves.is_empty() {
                        break;
                    }
                    let mv = moves[rng.below(moves.len())];
                    let _ = pos.is_legal(mv);
                    let _ = pos.key();
                    pos.successors(&mut succ);
                    let mut copy = pos;
                    let _ = copy.play_random(&mut rng);
                    pos.play(mv).unwrap();
                    plies += 1;
                }
            }
        });
        assert_eq!(n, 0, "{game}: {n} allocations in {plies} plies");
        assert!(plies > 500, "{game}: only {plies} plies");
    }
    // Every concrete game too (their own `play_random` and successors), and playouts.
    playouts_allocate_nothing(Gore::start());
    playouts_allocate_nothing(HoyitoIii::start());
    playouts_allocate_nothing(DjenonAboure::start());
    playouts_allocate_nothing(BaoKigogo::start());
    playouts_allocate_nothing(Oware::start());
    for game in GameKind::ALL {
        playouts_allocate_nothing(AnyGame::start(game));
    }
    // A search allocates per search and per iteration (its result, its principal
    // variation, buffers for plies it has not reached before), never per node: ten
    // times the nodes costs only a few more allocations.
    for game in GameKind::ALL {
        let pos = AnyGame::start(game);
        let count = |nodes: u64| {
            let mut ab = sowing::search::AlphaBeta::with_table_bits(16);
            let limits = sowing::search::Limits::nodes(nodes);
            ab.search(&pos, limits);
            ab.clear();
            let mut searched = 0;
            let n = allocations(|| searched = ab.search(&pos, limits).nodes);
            (n, searched)
        };
        let (small, small_nodes) = count(5_000);
        let (large, large_nodes) = count(50_000);
        assert!(
            large_nodes >= 10 * small_nodes.min(5_000) - 100,
            "{game}: {large_nodes}"
        );
        assert!(
            large < small + 200,
            "{game}: {small} allocations in {small_nodes} nodes, {large} in {large_nodes}"
        );
    }
}

/// Successors and random play of `start`'s random games allocate nothing; a `Playout`
/// allocates nothing once it has run the same playouts (its repetition table has
/// grown to the longest history it needs); and a `Game` with a ply limit, made before
/// watching, plays a whole random game without allocating.
fn playouts_allocate_nothing<P: Position>(start: P) {
    let mut succ = Successors::new();
    let mut rng = Rng::new(5);
    let mut plies = 0;
    let n = allocations(|| {
        for _ in 0..30 {
            let mut pos = start;
            while plies < 1_000_000 && pos.play_random(&mut rng).is_some() {
                pos.successors(&mut succ);
                plies += 1;
                if plies % 500 == 0 {
                    break;
                }
            }
        }
    });
    assert_eq!(n, 0, "{start:?}: {n} allocations in {plies} random plies");
    let mut playout = Playout::new();
    let run = |playout: &mut Playout<P>| {
        (0..30)
            .map(|seed| playout.run(start, &mut Rng::new(seed), 2000).plies)
            .sum::<usize>()
    };
    run(&mut playout);
    let mut plies = 0;
    let n = allocations(|| plies = run(&mut playout));
    assert_eq!(n, 0, "{start:?}: {n} allocations in {plies} playout plies");
    assert!(plies > 300);
    let mut moves = MoveList::new();
    for seed in 0..10 {
        let mut game = Game::new(start).with_ply_limit(Some(2000));
        let mut rng = Rng::new(seed);
        let n = allocations(|| loop {
            game.legal_moves(&mut moves);
            if moves.is_empty() {
                break;
            }
            game.play(moves[rng.below(moves.len())]).unwrap();
        });
        assert_eq!(
            n,
            0,
            "{start:?}: {n} allocations in a game of {}",
            game.ply()
        );
    }
}

/// The vectorized environment: once every game has met its longest history, stepping
/// (with its resets, observations and masks) allocates nothing, into its own arrays or
/// the caller's, nor does drawing random actions; on one thread, and on two (the
/// calling thread watched: a step lends the work to the other on its stack).
#[test]
fn vector_environment_steps_allocate_nothing() {
    use sowing::env::{EnvConfig, VecEnv};
    fn check<P: sowing::FromSetup + Send + Sync>(start: P, threads: usize) {
        let config = EnvConfig {
            envs: 16,
            ply_limit: Some(200),
            opening: 1,
            threads,
        };
        let mut env = VecEnv::new(start, config);
        let mut rng = Rng::new(3);
        let mut actions = vec![0u32; env.len()];
        let step = |env: &mut VecEnv<P>, actions: &mut Vec<u32>, rng: &mut Rng| {
            for (i, m) in env.masks().chunks(env.num_actions()).enumerate() {
                let legal = m.iter().filter(|&&x| x == 1).count();
                let k = rng.below(legal);
                actions[i] = m
                    .iter()
                    .enumerate()
                    .filter(|&(_, &x)| x == 1)
                    .nth(k)
                    .unwrap()
                    .0 as u32;
            }
            env.step(actions).unwrap();
        };
        // Warm up: the longest history (200 plies) is met within the first games.
        for _ in 0..2000 {
            step(&mut env, &mut actions, &mut rng);
        }
        let n = allocations(|| {
            for _ in 0..1000 {
                step(&mut env, &mut actions, &mut rng);
            }
        });
        assert_eq!(n, 0, "{:?}", env.kind());
        // The same through the caller's buffers, with the actions drawn in Rust.
        let (o, a, e) = (env.observation_len(), env.num_actions(), env.len());
        let mut bufs = (
            vec![0.0; e * o],
            vec![0; e * a],
            vec![0.0; 2 * e],
            vec![0; e],
            vec![0; e],
            vec![0; e],
        );
        let n = allocations(|| {
            for _ in 0..1000 {
                env.random_actions(&mut rng, &mut actions).unwrap();
                let out = sowing::env::Outputs {
                    observations: &mut bufs.0,
                    masks: &mut bufs.1,
                    rewards: &mut bufs.2,
                    terminated: &mut bufs.3,
                    truncated: &mut bufs.4,
                    to_move: &mut bufs.5,
                };
                env.step_into(&actions, out).unwrap();
            }
        });
        assert_eq!(n, 0, "{:?} step_into", env.kind());
    }
    for threads in [1, 2] {
        check(Oware::start(), threads);
        check(Gore::start(), threads);
        check(BaoKigogo::start(), threads);
    }
}
