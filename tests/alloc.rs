//! Hot paths do not allocate: legal moves and play of every game, on positions of random
//! games, touch the heap not once, and a search allocates per search, not per node (a
//! counting global allocator watches). Traces and the driver's record are the only
//! per-move allocations, and they are asked for.

use sowing::playout::Rng;
use sowing::{AnyGame, GameKind, MoveList, Position};
use std::alloc::{GlobalAlloc, Layout, System};
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};

/// The system allocator, counting allocations made while `WATCHING` is set.
struct Counting;

static ALLOCATIONS: AtomicUsize = AtomicUsize::new(0);
static WATCHING: AtomicBool = AtomicBool::new(false);

// SAFETY: every call is forwarded unchanged to the system allocator; the counter is a
// side effect that touches no memory the allocator hands out.
unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        if WATCHING.load(Ordering::Relaxed) {
            ALLOCATIONS.fetch_add(1, Ordering::Relaxed);
        }
        System.alloc(layout)
    }

    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        System.dealloc(ptr, layout)
    }

    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        if WATCHING.load(Ordering::Relaxed) {
            ALLOCATIONS.fetch_add(1, Ordering::Relaxed);
        }
        System.realloc(ptr, layout, new_size)
    }
}

#[global_allocator]
static GLOBAL: Counting = Counting;

/// Allocations made by `f` (this test file runs its tests one at a time: see `main`).
fn allocations(f: impl FnOnce()) -> usize {
    ALLOCATIONS.store(0, Ordering::SeqCst);
    WATCHING.store(true, Ordering::SeqCst);
    f();
    WATCHING.store(false, Ordering::SeqCst);
    ALLOCATIONS.load(Ordering::SeqCst)
}

#[test]
fn legal_moves_play_and_keys_allocate_nothing_in_any_game() {
    // One test function, so no other test allocates while the counter watches.
    for game in GameKind::ALL {
        let mut plies = 0;
        let n = allocations(|| {
            let mut moves = MoveList::new();
            let mut rng = Rng::new(game as u64);
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
                    pos.play(mv).unwrap();
                    plies += 1;
                }
            }
        });
        assert_eq!(n, 0, "{game}: {n} allocations in {plies} plies");
        assert!(plies > 500, "{game}: only {plies} plies");
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
