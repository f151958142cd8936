//! Analysis split at the root over threads.

use super::{AlphaBeta, Evaluate, Limits, SearchResult};
use crate::platform::{self, Instant};
use crate::rules::MoveList;
use crate::types::Move;

/// [`AlphaBeta::analyse`] with the root moves shared among `threads` threads (0: one
/// per available core): each thread has its own searcher with a table of
/// 2^`table_bits` entries, cleared before each move, so every move gets the same
/// search whichever thread takes it and the answer is the same for any number of
/// threads. Threads claim moves from one atomic counter; nothing shared is locked.
/// The threads are `std::thread::scope`'s (as in [`crate::playout::playout_batch`]):
/// a handful of long, independent searches need no work-stealing pool.
///
/// ```
/// use sowing::search::{analyse_parallel, Limits};
/// use sowing::{DjenonAboure, Ruleset};
/// let one = analyse_parallel(&DjenonAboure::start(), &[], Limits::depth(4), 1, 16);
/// let two = analyse_parallel(&DjenonAboure::start(), &[], Limits::depth(4), 2, 16);
/// let scores = |v: &Vec<(sowing::Move, sowing::search::SearchResult)>| {
///     v.iter().map(|(m, r)| (*m, r.score)).collect::<Vec<_>>()
/// };
/// assert_eq!(scores(&one), scores(&two));
/// assert_eq!(one.len(), 6);
/// ```
pub fn analyse_parallel<P: Evaluate + Send + Sync + 'static>(
    pos: &P,
    history: &[u64],
    limits: Limits,
    threads: usize,
    table_bits: u32,
) -> Vec<(Move, SearchResult)> {
    use std::sync::atomic::{AtomicUsize, Ordering};
    let threads = platform::threads(threads);
    let mut moves = MoveList::new();
    pos.legal_moves(&mut moves);
    let mut seen = history.to_vec();
    seen.push(pos.key());
    let next = AtomicUsize::new(0);
    let work = || {
        let mut ab = AlphaBeta::with_table_bits(table_bits);
        let mut mine = Vec::new();
        loop {
            let i = next.fetch_add(1, Ordering::Relaxed);
            let Some(&mv) = moves.get(i) else {
                return mine;
            };
            ab.clear();
            mine.extend(ab.analyse_move(pos, mv, &seen, limits).map(|r| (i, r)));
        }
    };
    let mut out: Vec<(usize, (Move, SearchResult))> = if threads <= 1 {
        work()
    } else {
        std::thread::scope(|s| {
            let handles: Vec<_> = (0..threads.min(moves.len().max(1)))
                .map(|_| s.spawn(work))
                .collect();
            let mut all = Vec::new();
            for h in handles {
                match h.join() {
                    Ok(mine) => all.extend(mine),
                    Err(panic) => std::panic::resume_unwind(panic),
                }
            }
            all
        })
    };
    // Legal-move order, then best first (stable), as the serial analysis orders them.
    super::sort_stable_by(&mut out, |a, b| a.0.cmp(&b.0));
    let mut out: Vec<(Move, SearchResult)> = out.into_iter().map(|(_, r)| r).collect();
    super::sort_stable_by(&mut out, |a, b| {
        b.1.score.rank().total_cmp(&a.1.score.rank())
    });
    out
}

/// A search of `pos` split at the root over `threads` threads: the best move of
/// [`analyse_parallel`], with the nodes of every thread and the wall-clock time.
pub fn search_parallel<P: Evaluate + Send + Sync + 'static>(
    pos: &P,
    history: &[u64],
    limits: Limits,
    threads: usize,
    table_bits: u32,
) -> SearchResult {
    let started = Instant::now();
    let all = analyse_parallel(pos, history, limits, threads, table_bits);
    let nodes = all.iter().map(|(_, r)| r.nodes).sum();
    let depth = all.iter().map(|(_, r)| r.depth + 1).max().unwrap_or(0);
    match all.into_iter().next() {
        Some((_, mut best)) => {
            best.nodes = nodes;
            best.depth = depth;
            best.elapsed = started.elapsed();
            best
        }
        None => AlphaBeta::with_table_bits(0).search_with_history(pos, history, Limits::depth(1)),
    }
}
