//! What differs between a native build and the browser (`wasm32-unknown-unknown`),
//! in one place: the clock and threads.
//!
//! - The clock: `std::time::Instant::now` panics in a browser (that target has no
//!   clock of its own), so the time limits of the searches (`alphabeta:ms=…`,
//!   `mcts:ms=…`) and the solver's timings read the clock through [`Instant`], which
//!   is `std`'s natively and `web-time`'s (`performance.now()`) in the browser.
//! - Threads: spawning one panics in a browser, so [`threads`] answers 1 there and
//!   every parallel call of the crate runs on the calling thread.

#[cfg(not(all(target_arch = "wasm32", target_os = "unknown")))]
pub(crate) use std::time::Instant;
#[cfg(all(target_arch = "wasm32", target_os = "unknown"))]
pub(crate) use web_time::Instant;

/// Whether this platform can spawn threads.
pub(crate) const CAN_SPAWN: bool = !cfg!(all(target_arch = "wasm32", target_os = "unknown"));

/// The threads to use when `requested` are asked for: `requested`, or one per
/// available core for 0 (the convention of every parallel call of the crate); always 1
/// where threads cannot be spawned.
pub(crate) fn threads(requested: usize) -> usize {
    if !CAN_SPAWN {
        return 1;
    }
    match requested {
        0 => std::thread::available_parallelism().map_or(1, |n| n.get()),
        n => n,
    }
}
