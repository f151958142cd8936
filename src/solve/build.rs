//! [`build`]: the layers by value iteration, one pass at a time, on every core.

use super::file::{layer_path, prepare_folder, stats_path, write_atomic, write_layer, Want};
use super::rank::{layer_size, next_board, rank, unrank, Holes, MAX_SEEDS};
use super::tablebase::Tablebase;
use super::value::{best_value, stored_size, Lookup};
use super::{Endless, Solvable, SolveError, Tables};
use crate::platform::Instant;
use crate::rules::Ruleset;
use serde::{Deserialize, Serialize};
use std::fs;
use std::path::Path;
use std::sync::atomic::{AtomicBool, AtomicI8, AtomicU64, Ordering};
use std::sync::Mutex;
use std::time::Duration;

/// How to build.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BuildOptions {
    /// Worker threads (at least 1).
    pub threads: usize,
    /// Boards a worker takes at a time.
    pub chunk: u64,
}

impl Default for BuildOptions {
    /// Every core the machine has, chunks of 65,536 boards.
    fn default() -> Self {
        BuildOptions {
            threads: crate::platform::threads(0),
            chunk: 1 << 16,
        }
    }
}

/// The statistics of a finished layer (its `.json` file).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct LayerStats {
    /// Seeds on the board.
    pub seeds: u32,
    /// Boards in the layer.
    pub positions: u64,
    /// Passes of value iteration, the last one changing nothing.
    pub passes: u32,
    /// Seconds the layer took to build.
    pub seconds: f64,
    /// Threads used.
    pub threads: usize,
    /// Boards with a child in the same layer (re-examined after the first pass).
    pub cyclic: u64,
    /// Boards with value above 0, equal to 0 and below 0 for the player to move.
    pub wins_draws_losses: [u64; 3],
    /// Whether the layer was read from the folder rather than built in this run.
    #[serde(skip)]
    pub resumed: bool,
}

/// Where a build is.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Progress {
    /// Layer being built (seeds).
    pub seeds: u32,
    /// Its pass (from 1).
    pub pass: u32,
    /// Boards of the layer done in this pass.
    pub done: u64,
    /// Boards of the layer.
    pub total: u64,
    /// Values changed so far in this pass.
    pub changed: u64,
    /// Time since the build began.
    pub elapsed: Duration,
    /// Estimated time left for the whole build (from the layers built so far, assuming
    /// time per board and passes per layer like the last layer's).
    pub eta: Option<Duration>,
}

struct Building<'a, G> {
    lower: &'a Tablebase<G>,
    cur: &'a [AtomicI8],
    n: u32,
    size: u64,
}

impl<G> Lookup for Building<'_, G> {
    #[inline]
    fn get(&self, n: u32, side: u32, h: &Holes) -> Option<i8> {
        if n == self.n {
            let idx = side as u64 * self.size + rank(h);
            Some(self.cur[idx as usize].load(Ordering::Relaxed))
        } else {
            self.lower.get(n, side, h)
        }
    }
}

/// Builds (or completes) the layers `0..=max_seeds` of `G`'s default tables
/// ([`Tables::of`]) in `dir`: [`build_for`] with them.
pub fn build<G: Solvable + Ruleset>(
    dir: &Path,
    max_seeds: u32,
    opts: &BuildOptions,
    progress: &mut dyn FnMut(&Progress),
) -> Result<Vec<LayerStats>, SolveError> {
    build_for::<G>(dir, max_seeds, &Tables::of::<G>(), opts, progress)
}

/// Builds (or completes) the layers `0..=max_seeds` of `G`'s `tables` in `dir`,
/// resuming after the layers already there (which must be of the same tables,
/// [`SolveError::WrongRules`] otherwise), and returns every layer's statistics.
/// `progress` is called every few seconds and after every pass.
///
/// Value iteration starts from 0 for tables of the Decision ([`Endless::Neither`]);
/// under [`Endless::Extremes`], from the extreme itself (all the seeds on the board
/// to the player lines that never end go to), where it converges to the value with
/// such lines counted that way: the values only fall (for that player) from there, and
/// stay at or above that value, which a fixed point cannot exceed (that player, moving
/// to a best child by the fixed point's values, keeps at least its value on every
/// line, ended or not).
pub fn build_for<G: Solvable + Ruleset>(
    dir: &Path,
    max_seeds: u32,
    tables: &Tables,
    opts: &BuildOptions,
    progress: &mut dyn FnMut(&Progress),
) -> Result<Vec<LayerStats>, SolveError> {
    build_game(&G::start(), dir, max_seeds, tables, opts, progress)
}

/// [`build_for`] for the game of `game` (any position of it): for a game whose rules
/// are known only at run time, a described game ([`crate::described`]). A described
/// game the tables cannot solve is refused ([`Solvable::check_solvable`]).
pub fn build_game<G: Solvable>(
    game: &G,
    dir: &Path,
    max_seeds: u32,
    tables: &Tables,
    opts: &BuildOptions,
    progress: &mut dyn FnMut(&Progress),
) -> Result<Vec<LayerStats>, SolveError> {
    game.check_solvable()?;
    if max_seeds > MAX_SEEDS {
        return Err(SolveError::TooManySeeds(max_seeds));
    }
    prepare_folder(dir)?;
    let began = Instant::now();
    let mut tb = Tablebase::open_layers(game, dir, max_seeds, Want::Tables(*tables))?;
    let mut stats = Vec::new();
    for n in 0..tb.layers.len() as u32 {
        let path = stats_path(dir, game.table_name(), n);
        let mut s = fs::read(&path)
            .ok()
            .and_then(|b| serde_json::from_slice::<LayerStats>(&b).ok())
            .unwrap_or_else(|| LayerStats {
                seeds: n,
                positions: stored_size(game, n, tables),
                passes: 0,
                seconds: 0.0,
                threads: 0,
                cyclic: 0,
                wins_draws_losses: count_wdl(&tb.layers[n as usize]),
                resumed: true,
            });
        s.resumed = true;
        stats.push(s);
    }
    // Seconds per board-pass and passes of the last layer built, for the estimate.
    let mut rate: Option<(f64, u32)> = stats
        .iter()
        .rev()
        .find(|s| s.passes > 0 && s.seconds > 0.5)
        .map(|s| (s.seconds / (s.positions as f64 * s.passes as f64), s.passes));
    for n in tb.layers.len() as u32..=max_seeds {
        let t0 = Instant::now();
        let size = stored_size(game, n, tables);
        let board_count = layer_size(n);
        let start = |i: u64| match tables.endless {
            Endless::Neither => 0,
            // The upper half: lines that never end go to the player to move.
            Endless::Extremes if i / board_count >= tables.rules.sides as u64 => n as i8,
            Endless::Extremes => -(n as i8),
        };
        let cur: Vec<AtomicI8> = (0..size).map(|i| AtomicI8::new(start(i))).collect();
        let cyclic: Vec<AtomicBool> = (0..size).map(|_| AtomicBool::new(true)).collect();
        let later: u64 = (n + 1..=max_seeds)
            .map(|m| stored_size(game, m, tables))
            .sum();
        let mut pass = 0;
        let mut n_cyclic = size;
        loop {
            pass += 1;
            let eta_of = |done: u64| {
                rate.map(|(spp, passes)| {
                    let left_passes = passes.saturating_sub(pass - 1).max(1) as f64;
                    let this = (left_passes * size as f64 - done as f64).max(0.0);
                    Duration::from_secs_f64(spp * (this + later as f64 * passes as f64))
                })
            };
            let changed = run_pass(&tb, &cur, &cyclic, n, pass, opts, &mut |done, changed| {
                progress(&Progress {
                    seeds: n,
                    pass,
                    done,
                    total: size,
                    changed,
                    elapsed: began.elapsed(),
                    eta: eta_of(done),
                })
            })?;
            if pass == 1 {
                n_cyclic = cyclic.iter().filter(|c| c.load(Ordering::Relaxed)).count() as u64;
            }
            if changed == 0 || size == 0 {
                break;
            }
        }
        let values: Vec<i8> = cur.into_iter().map(AtomicI8::into_inner).collect();
        drop(cyclic);
        let seconds = t0.elapsed().as_secs_f64();
        let s = LayerStats {
            seeds: n,
            positions: size,
            passes: pass,
            seconds,
            threads: opts.threads.max(1),
            cyclic: n_cyclic,
            wins_draws_losses: count_wdl(&values),
            resumed: false,
        };
        // The statistics first: the layer file is the mark of a finished layer (a
        // build stopped between the two writes builds the layer again).
        let json = serde_json::to_vec_pretty(&s).unwrap_or_default();
        write_atomic(&stats_path(dir, game.table_name(), n), &json)?;
        write_layer(
            game,
            &layer_path(dir, game.table_name(), n),
            n,
            tables,
            &values,
        )?;
        if seconds > 0.5 {
            rate = Some((seconds / (size as f64 * pass as f64), pass));
        }
        tb.layers.push(values);
        stats.push(s);
    }
    Ok(stats)
}

fn count_wdl(values: &[i8]) -> [u64; 3] {
    let mut c = [0u64; 3];
    for &v in values {
        c[match v.signum() {
            1 => 0,
            0 => 1,
            _ => 2,
        }] += 1;
    }
    c
}

/// One pass over the layer of `n` seeds; returns how many values changed.
fn run_pass<G: Solvable>(
    lower: &Tablebase<G>,
    cur: &[AtomicI8],
    cyclic: &[AtomicBool],
    n: u32,
    pass: u32,
    opts: &BuildOptions,
    report: &mut dyn FnMut(u64, u64),
) -> Result<u64, SolveError> {
    let size = cur.len() as u64;
    let next = AtomicU64::new(0);
    let done = AtomicU64::new(0);
    let changed = AtomicU64::new(0);
    let failure: Mutex<Option<SolveError>> = Mutex::new(None);
    let stop = AtomicBool::new(false);
    let board_count = layer_size(n);
    let table = Building {
        lower,
        cur,
        n,
        size: board_count,
    };
    let tables = lower.tables;
    let chunk = opts.chunk.max(1);
    // One worker's share: chunks claimed from `next` until the layer is done.
    let worker = || {
        let mut local_changed = 0;
        loop {
            if stop.load(Ordering::Relaxed) {
                break;
            }
            let start = next.fetch_add(chunk, Ordering::Relaxed);
            if start >= size {
                break;
            }
            let end = (start + chunk).min(size);
            let Some(mut h) = unrank(n, start % board_count) else {
                break;
            };
            for idx in start..end {
                let i = idx as usize;
                let side = (idx / board_count) as u32;
                if idx % board_count == 0 {
                    // The next side begins again from the first board.
                    h = unrank(n, 0).unwrap_or(h);
                }
                if pass == 1 || cyclic[i].load(Ordering::Relaxed) {
                    match best_value(&lower.game, &h, side, &tables, &table) {
                        Ok((v, stays)) => {
                            if pass == 1 {
                                cyclic[i].store(stays, Ordering::Relaxed);
                            }
                            if cur[i].load(Ordering::Relaxed) != v {
                                cur[i].store(v, Ordering::Relaxed);
                                local_changed += 1;
                            }
                        }
                        Err(e) => {
                            if let Ok(mut f) = failure.lock() {
                                f.get_or_insert(e);
                            }
                            stop.store(true, Ordering::Relaxed);
                            break;
                        }
                    }
                }
                next_board(&mut h);
            }
            done.fetch_add(end - start, Ordering::Relaxed);
            changed.fetch_add(std::mem::take(&mut local_changed), Ordering::Relaxed);
        }
    };
    if !crate::platform::CAN_SPAWN {
        worker();
    } else {
        std::thread::scope(|s| {
            for _ in 0..opts.threads.max(1) {
                s.spawn(worker);
            }
            let mut last = Instant::now();
            while done.load(Ordering::Relaxed) < size && !stop.load(Ordering::Relaxed) {
                std::thread::sleep(Duration::from_millis(2));
                if last.elapsed() >= Duration::from_secs(5) {
                    last = Instant::now();
                    report(
                        done.load(Ordering::Relaxed),
                        changed.load(Ordering::Relaxed),
                    );
                }
            }
        });
    }
    if let Some(e) = failure.into_inner().ok().flatten() {
        return Err(e);
    }
    let changed = changed.load(Ordering::Relaxed);
    report(size, changed);
    Ok(changed)
}
