//! The threads of a [`VecEnv`](super::VecEnv): kept from step to step, and awake
//! between steps.
//!
//! A step of 1,024 Oware games takes some 100 to 160 µs on one core; between two steps
//! a Python caller spends some 20 µs choosing actions. A pool whose threads go to
//! sleep as soon as they run out of work (rayon's, after a few µs) pays a wake-up in
//! the kernel at every step, 20 to 60 µs, and two threads ended up slower than one.
//! Here a worker waits for the next round by watching a counter for up to [`SPIN`]
//! (spinning with [`std::hint::spin_loop`], then yielding its core at every turn:
//! on an idle machine a yield returns at once), and only then sleeps on a condition
//! variable: steps that follow each other cost no wake-up, and an environment left
//! idle costs no CPU.
//!
//! A round cuts the caller's work into one contiguous run per thread (the caller's
//! first), the same from round to round, so that each thread finds its games in its
//! own caches, and each run into pieces. A thread takes the pieces of its own run
//! from the front, then those left in the others' from the back. A worker joins a
//! round only while it is open: the caller closes it once its own share and all it
//! could take are done, and then waits only for the workers that joined, to finish
//! their piece. A worker that is late (asleep, or descheduled on a busy machine)
//! holds nothing up: the caller does its share.
//!
//! Safe Rust lends borrowed data to threads only through `std::thread::scope`, which
//! spawns them anew each time (more than a step costs): this is the crate's one module
//! with `unsafe`, the lending of the round's closure to the workers, and each unsafe
//! block says why it holds. Crates that keep threads for borrowed work were weighed:
//! paralight's caller and workers wait on a condition variable at every round (its
//! source), chili and forte hand work over on a heartbeat (heartbeat scheduling,
//! about a step's time apart), and rayon's workers sleep as said.
//!
//! Natively, Oware, 1,024 games, steps per second in `step`, this pool against
//! rayon's side by side (the machine shared with compiles at a load average of 6 to
//! 7.5, the benchmark at the highest priority): 7.7 M to 8.5 M on 2 threads against
//! 3.9 M to 4.8 M (5.6 M to 5.8 M on 1 thread, the same code).

use crate::platform::Instant;
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::sync::atomic::{AtomicBool, AtomicU64, AtomicUsize, Ordering};
use std::sync::{Arc, Condvar, Mutex, MutexGuard, PoisonError};
use std::thread::JoinHandle;
use std::time::Duration;

/// How long a worker spins for the next round before it sleeps.
pub(crate) const SPIN: Duration = Duration::from_micros(300);

/// Spins between two looks at the clock.
const SPINS_PER_LOOK: u32 = 64;

/// Spins before a waiting thread starts to yield its core at every turn.
const SPINS_BEFORE_YIELD: u32 = 64;

/// One turn of a wait that does not sleep: a pause for the first
/// [`SPINS_BEFORE_YIELD`] turns (a few µs), then the core is yielded to any other
/// thread that can run. On an idle machine a yield returns at once; on a busy one the
/// thread that is to start the round, or finish it, can have the core.
fn pause(turn: u32) {
    if turn < SPINS_BEFORE_YIELD {
        std::hint::spin_loop();
    } else {
        std::thread::yield_now();
    }
}

/// The gate's bit that says a round is open: workers may join it. The other bits
/// count the workers in the round, in steps of [`JOINED`].
const OPEN: usize = 1;
/// One worker in the round, in the gate.
const JOINED: usize = 2;

/// Work that a round cuts into pieces.
pub(crate) trait Pieces: Send + Sized {
    /// The items left.
    fn len(&self) -> usize;
    /// The first `k` items, and the others.
    fn split_at(self, k: usize) -> (Self, Self);
}

/// A pool of threads that run rounds of borrowed work, awake between rounds.
#[derive(Debug)]
pub(crate) struct Pool {
    shared: Arc<Shared>,
    workers: Vec<JoinHandle<()>>,
    /// One round at a time (clones of an environment share the pool).
    round: Mutex<()>,
}

/// The round's closure, lent to the workers: a pointer to the caller's closure and
/// the function that calls it (its type erased).
#[derive(Clone, Copy)]
struct Job {
    data: *const (),
    call: unsafe fn(*const (), usize),
}

// SAFETY: a `Job` is only made (in `Pool::round`) from a closure that is `Sync`, so
// calling it from another thread through a shared reference is sound; the pointer is
// only followed while the caller keeps the closure alive (see `Pool::round`).
unsafe impl Send for Job {}

impl std::fmt::Debug for Job {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Job")
    }
}

/// What the caller and the workers share.
#[derive(Debug)]
struct Shared {
    /// Rounds started: a worker looks for a round to join when this moves on.
    epoch: Padded<AtomicU64>,
    /// [`OPEN`] while the current round takes workers, plus [`JOINED`] per worker in it.
    gate: Padded<AtomicUsize>,
    /// The current round's closure (`None` between rounds).
    job: Mutex<Option<Job>>,
    /// Whether a piece of the current round panicked on a worker.
    panicked: AtomicBool,
    /// Set when the pool is dropped: the workers return.
    stop: AtomicBool,
    /// Workers asleep (or about to be) on `wake`.
    sleepers: AtomicUsize,
    sleep: Mutex<()>,
    wake: Condvar,
}

/// A value alone on its cache line (two lines: the neighbour prefetcher), so that the
/// workers spinning on one counter do not slow the writes to the other.
#[derive(Debug, Default)]
#[repr(align(128))]
struct Padded<T>(T);

impl<T> std::ops::Deref for Padded<T> {
    type Target = T;
    fn deref(&self) -> &T {
        &self.0
    }
}

/// Locks `m`, whether or not a thread panicked while holding it (what it guards
/// stays consistent: a copied value, a piece of work, or nothing).
fn lock<T>(m: &Mutex<T>) -> MutexGuard<'_, T> {
    m.lock().unwrap_or_else(PoisonError::into_inner)
}

impl Pool {
    /// A pool of `threads` threads in all: the caller and `threads - 1` workers named
    /// `name-1`, `name-2`… `None` if the system refuses a thread (those already
    /// started are stopped).
    pub(crate) fn new(threads: usize, name: &str) -> Option<Pool> {
        let shared = Arc::new(Shared {
            epoch: Padded::default(),
            gate: Padded::default(),
            job: Mutex::new(None),
            panicked: AtomicBool::new(false),
            stop: AtomicBool::new(false),
            sleepers: AtomicUsize::new(0),
            sleep: Mutex::new(()),
            wake: Condvar::new(),
        });
        let mut pool = Pool {
            shared,
            workers: Vec::with_capacity(threads.saturating_sub(1)),
            round: Mutex::new(()),
        };
        for i in 1..threads.max(1) {
            let shared = Arc::clone(&pool.shared);
            let handle = std::thread::Builder::new()
                .name(format!("{name}-{i}"))
                .spawn(move || shared.work(i))
                .ok()?;
            pool.workers.push(handle);
        }
        Some(pool)
    }

    /// The threads of a round: the workers and the caller.
    pub(crate) fn threads(&self) -> usize {
        self.workers.len() + 1
    }

    /// Runs `f` on every piece of `whole`, on the calling thread and the workers, and
    /// returns once all are done. `whole` is cut into one run per thread ([`Pool::threads`],
    /// contiguous, in order: the caller's first, then worker 1's…), and each run into
    /// pieces of `piece` items: a thread takes the pieces of its own run from the front,
    /// then those left in the others' runs from the back. The same items go to the same
    /// thread from round to round (they stay in its caches), unless it is late. Panics
    /// (once every thread is out of the round) if a piece panicked.
    pub(crate) fn run<T: Pieces>(&self, whole: T, piece: usize, f: impl Fn(T) + Sync) {
        let piece = piece.max(1);
        let n = self.threads();
        let per = whole.len().div_ceil(n);
        Run::spread(whole, 0, None, n, per, &|last: &Run<'_, T>| {
            self.round(&|me| {
                for k in 0..n {
                    let Some(run) = last.find((me + k) % n) else {
                        continue;
                    };
                    while let Some(next) = run.take(piece, k == 0) {
                        f(next);
                    }
                }
            });
        });
    }

    /// Calls `job(i)` on worker `i` for the workers that join in time and `job(0)` on
    /// the calling thread, and returns once every call has returned (or panicked: then
    /// this panics, after all of them).
    fn round<F: Fn(usize) + Sync>(&self, job: &F) {
        /// Calls the `F` that `data` points to.
        ///
        /// # Safety
        /// `data` points to a live `F`.
        unsafe fn call<F: Fn(usize) + Sync>(data: *const (), i: usize) {
            // SAFETY: the caller guarantees that `data` points to a live `F`.
            let f = unsafe { &*data.cast::<F>() };
            f(i);
        }
        let _one_round = lock(&self.round);
        if self.workers.is_empty() {
            job(0);
            return;
        }
        let shared = &*self.shared;
        *lock(&shared.job) = Some(Job {
            data: (job as *const F).cast(),
            call: call::<F>,
        });
        shared.panicked.store(false, Ordering::Relaxed);
        // The round opens: a worker that joins it (an acquiring exchange on the gate)
        // sees the job above.
        shared.gate.store(OPEN, Ordering::Release);
        shared.epoch.fetch_add(1, Ordering::SeqCst);
        shared.wake_sleepers();
        // Whatever happens to the caller's share (a panic unwinds through here), the
        // round is closed and the workers in it are waited for before `job`, which
        // they borrow, can go out of scope.
        let close = CloseAndWait(shared);
        let mine = catch_unwind(AssertUnwindSafe(|| job(0)));
        drop(close);
        *lock(&shared.job) = None;
        if mine.is_err() || shared.panicked.load(Ordering::Acquire) {
            panic!("a thread of the environment panicked");
        }
    }
}

/// One thread's run of a round, kept on the caller's stack, with the runs before it.
struct Run<'a, T> {
    index: usize,
    /// What is left of it.
    left: Mutex<Option<T>>,
    prev: Option<&'a Run<'a, T>>,
}

impl<T: Pieces> Run<'_, T> {
    /// Cuts `rest` into runs `index..n` of `per` items (after the runs in `prev`),
    /// each on the stack, then calls `then` with the last.
    fn spread(
        rest: T,
        index: usize,
        prev: Option<&Run<'_, T>>,
        n: usize,
        per: usize,
        then: &dyn Fn(&Run<'_, T>),
    ) {
        if index + 1 >= n {
            then(&Run {
                index,
                left: Mutex::new(Some(rest)),
                prev,
            });
            return;
        }
        let k = per.min(rest.len());
        let (run, rest) = rest.split_at(k);
        let run = Run {
            index,
            left: Mutex::new(Some(run)),
            prev,
        };
        Run::spread(rest, index + 1, Some(&run), n, per, then);
    }

    /// The run of thread `i`: this one or one before.
    fn find(&self, i: usize) -> Option<&Self> {
        let mut run = Some(self);
        while let Some(r) = run {
            if r.index == i {
                return Some(r);
            }
            run = r.prev;
        }
        None
    }

    /// The next piece of up to `piece` items left, from the front or from the back.
    fn take(&self, piece: usize, front: bool) -> Option<T> {
        let mut left = lock(&self.left);
        let all = left.take()?;
        let len = all.len();
        if len <= piece {
            return (len > 0).then_some(all);
        }
        let (next, rest) = if front {
            all.split_at(piece)
        } else {
            let (rest, next) = all.split_at(len - piece);
            (next, rest)
        };
        *left = Some(rest);
        Some(next)
    }
}

/// Closes the round, when dropped, and waits until every worker in it has left.
struct CloseAndWait<'a>(&'a Shared);

impl Drop for CloseAndWait<'_> {
    fn drop(&mut self) {
        let gate = &self.0.gate;
        gate.fetch_and(!OPEN, Ordering::AcqRel);
        let mut spins = 0u32;
        while gate.load(Ordering::Acquire) != 0 {
            pause(spins);
            spins = spins.saturating_add(1);
        }
    }
}

impl Shared {
    /// Wakes the workers asleep on `wake`.
    fn wake_sleepers(&self) {
        // Against a worker going to sleep at this moment: it counts itself in
        // `sleepers` and then reads `epoch`; this wrote `epoch` and then reads
        // `sleepers` (all sequentially consistent), so either it sees the new epoch
        // or this sees it counted, and takes the lock it holds until it waits.
        if self.sleepers.load(Ordering::SeqCst) > 0 {
            let _guard = lock(&self.sleep);
            self.wake.notify_all();
        }
    }

    /// A worker's life: waits for each round, joins it if it is still open, takes
    /// pieces until none is left, leaves; returns when the pool stops.
    fn work(&self, index: usize) {
        // The epoch the pool started at, not the one read now: a round may have
        // started before this thread did.
        let mut seen = 0;
        loop {
            seen = self.next_round(seen);
            if self.stop.load(Ordering::SeqCst) {
                return;
            }
            if !self.join() {
                // Late: the caller and the others have done it all.
                continue;
            }
            // Joined: the job cannot change until this worker leaves the gate.
            let job = *lock(&self.job);
            if let Some(job) = job {
                // SAFETY: the job of the open round this worker joined: the caller set
                // it before opening the round, made it from a `Sync` closure, and
                // keeps the closure alive until every worker has left the gate
                // (below, after the call).
                let ran = catch_unwind(AssertUnwindSafe(|| unsafe { (job.call)(job.data, index) }));
                if ran.is_err() {
                    self.panicked.store(true, Ordering::Release);
                }
            }
            self.gate.fetch_sub(JOINED, Ordering::AcqRel);
        }
    }

    /// Joins the current round if it is open.
    fn join(&self) -> bool {
        let mut gate = self.gate.load(Ordering::Acquire);
        while gate & OPEN != 0 {
            match self.gate.compare_exchange_weak(
                gate,
                gate + JOINED,
                Ordering::AcqRel,
                Ordering::Acquire,
            ) {
                Ok(_) => return true,
                Err(now) => gate = now,
            }
        }
        false
    }

    /// Waits until the epoch moves on from `seen` (or the pool stops), spinning up to
    /// [`SPIN`] and then asleep; returns the new epoch.
    fn next_round(&self, seen: u64) -> u64 {
        let start = Instant::now();
        let mut spins = 0u32;
        loop {
            let now = self.epoch.load(Ordering::Acquire);
            if now != seen || self.stop.load(Ordering::Relaxed) {
                return now;
            }
            pause(spins);
            spins += 1;
            if spins % SPINS_PER_LOOK == 0 && start.elapsed() >= SPIN {
                break;
            }
        }
        let mut guard = lock(&self.sleep);
        self.sleepers.fetch_add(1, Ordering::SeqCst);
        loop {
            let now = self.epoch.load(Ordering::SeqCst);
            if now != seen || self.stop.load(Ordering::SeqCst) {
                self.sleepers.fetch_sub(1, Ordering::SeqCst);
                return now;
            }
            guard = self
                .wake
                .wait(guard)
                .unwrap_or_else(PoisonError::into_inner);
        }
    }
}

impl Drop for Pool {
    fn drop(&mut self) {
        self.shared.stop.store(true, Ordering::SeqCst);
        self.shared.epoch.fetch_add(1, Ordering::SeqCst);
        {
            let _guard = lock(&self.shared.sleep);
            self.shared.wake.notify_all();
        }
        for w in self.workers.drain(..) {
            let _ = w.join();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Values, each piece's first one telling which piece it is.
    impl Pieces for &mut [u32] {
        fn len(&self) -> usize {
            <[u32]>::len(self)
        }
        fn split_at(self, k: usize) -> (Self, Self) {
            self.split_at_mut(k)
        }
    }

    #[test]
    fn every_piece_runs_once() {
        let pool = Pool::new(3, "test-pool").unwrap();
        assert_eq!(pool.threads(), 3);
        let mut data = [0u32; 100];
        for round in 0..2000 {
            if round == 1000 {
                // The workers fall asleep, and are woken by the next round.
                std::thread::sleep(SPIN * 10);
            }
            pool.run(&mut data[..], 7, |piece| {
                assert!((1..=7).contains(&piece.len()));
                for x in piece {
                    *x += 1;
                }
            });
        }
        assert_eq!(data, [2000; 100]);
    }

    #[test]
    fn the_workers_take_their_share() {
        let pool = Pool::new(2, "test-pool").unwrap();
        let mut data = [0u32; 20];
        let mut helped = 0;
        for round in 0..50 {
            if round % 10 == 9 {
                // Asleep at the next round.
                std::thread::sleep(SPIN * 10);
            }
            let threads = Mutex::new(Vec::new());
            pool.run(&mut data[..], 1, |piece| {
                lock(&threads).push(std::thread::current().id());
                // Long enough for a worker to join, even on a busy machine.
                std::thread::sleep(Duration::from_micros(100));
                piece[0] += 1;
            });
            let threads = threads.into_inner().unwrap();
            assert_eq!(threads.len(), 20);
            helped += usize::from(threads.iter().any(|&t| t != std::thread::current().id()));
        }
        assert_eq!(data, [50; 20]);
        assert!(helped > 10, "the worker joined {helped} rounds of 50");
    }

    #[test]
    fn a_piece_that_panics_panics_the_round_and_runs_no_piece_twice() {
        let pool = Pool::new(2, "test-pool").unwrap();
        for _ in 0..20 {
            let mut data: Vec<u32> = (0..40).collect();
            let ran = catch_unwind(AssertUnwindSafe(|| {
                pool.run(&mut data[..], 1, |piece| {
                    piece[0] += 100;
                    // On whichever thread takes it.
                    assert_ne!(piece[0], 113, "piece 13 panics");
                })
            }));
            assert!(ran.is_err());
            // No piece ran twice (the thread that panicked took no more; the round
            // closed once the caller was out of it).
            assert!(data
                .iter()
                .enumerate()
                .all(|(i, &x)| x == i as u32 || x == i as u32 + 100));
            assert_eq!(data[13], 113);
            // The pool goes on.
            pool.run(&mut data[..], 3, |piece| piece.fill(7));
            assert_eq!(data, [7; 40]);
        }
    }
}
