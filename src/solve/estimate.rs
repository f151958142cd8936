//! [`estimate`]: what a build will do and take before it starts: the layers it builds,
//! skips and resumes, and the disk, memory and time it needs.

use super::file::{check_folder, open_layer, Want, LAYER_HEADER_BYTES};
use super::rank::{layer_size, rank, unrank, Holes, MAX_SEEDS};
use super::value::{best_value, stored_size, Lookup};
use super::{BuildOptions, LayerStats, Solvable, SolveError, Tables};
use crate::platform::Instant;
use crate::rules::Ruleset;
use serde::Serialize;
use std::path::Path;

/// Boards of each layer timed for the estimate (all of a smaller layer).
const SAMPLE: u64 = 1000;

/// Bytes a layer's statistics file takes, at most (its JSON is about 160).
const STATS_BYTES: u64 = 256;

/// Memory the program needs besides the tables and the working arrays (code, thread
/// stacks in use, buffers): the peak resident memory of a build of a few seeds,
/// rounded up.
pub const BASE_MEMORY_BYTES: u64 = 8 << 20;

/// Layers of a build's range that hold no position of the game, and why
/// ([`Solvable::empty_layer`]): each is written as a file with a header and no board.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct SkippedLayers {
    /// Their seed counts, ascending.
    pub seeds: Vec<u32>,
    /// Why no position has that many seeds on the board.
    pub why: &'static str,
}

/// What building the layers up to some seed count in a folder will do and take,
/// worked out before anything is built ([`estimate`]).
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Estimate {
    /// Layers already in the folder (from 0 up to the first one missing): read, not
    /// built.
    pub resumed: Vec<u32>,
    /// Layers to build (each holds positions).
    pub build: Vec<u32>,
    /// Layers of the range that hold no position, grouped by the reason.
    pub skipped: Vec<SkippedLayers>,
    /// Bytes of the files still to write: every layer not in the folder (header and
    /// one byte per board) and its statistics file.
    pub disk_bytes: u64,
    /// The most memory the build holds at once: while building the layer of `n`
    /// seeds, every layer below it (one byte per board) plus two working bytes per
    /// board of layer `n` (its values and whether a board has a move that stays in the
    /// layer), the largest over the layers to build, plus [`BASE_MEMORY_BYTES`].
    pub memory_bytes: u64,
    /// The time the build should take, in seconds: each layer's boards, each
    /// examined once in the first pass and, if it has a move that stays in the layer,
    /// once in each later pass ([`Estimate::passes`] in all), at the time per board
    /// measured on a sample of the layer, shared by [`Estimate::threads`] threads.
    pub seconds: f64,
    /// Threads the time assumes: the build's, at most the cores the machine has.
    pub threads: usize,
    /// Passes assumed for each layer: the game's [`Solvable::PASSES`], or more if
    /// the last layer in the folder took more ([`LayerStats::passes`]).
    pub passes: u32,
    /// Boards timed (up to 1,000 per layer to build, spread evenly over its ranks).
    pub sampled: u64,
    /// Mean seconds to examine a sampled board on one thread (its moves generated
    /// and played, each child ranked), over all the samples. It leaves out the
    /// reads of children in the tables, so it runs low once the tables outgrow the
    /// processor's caches.
    pub seconds_per_board: f64,
}

/// Children valued 0 without reading any table, their rank still computed: the work
/// of examining a board without the memory traffic.
struct Stand;

impl Lookup for Stand {
    #[inline]
    fn get(&self, _n: u32, _side: u32, h: &Holes) -> Option<i8> {
        std::hint::black_box(rank(h));
        Some(0)
    }
}

/// What building the layers `0..=max_seeds` of `G` in `dir` with `opts` will do and
/// take ([`Estimate`]). Reads no table: it checks the header and length of each layer
/// file there (not the checksum, which the build checks as it reads them: the errors
/// of [`Tablebase::open`](super::Tablebase::open)), sums sizes, reads the statistics
/// of the last layer there, and times a sample of boards of each layer to build (a
/// few milliseconds per layer). A `dir` that is a file (or lies under one) is refused
/// ([`SolveError::NotAFolder`]); a missing one holds nothing yet.
pub fn estimate<G: Solvable + Ruleset>(
    dir: &Path,
    max_seeds: u32,
    opts: &BuildOptions,
) -> Result<Estimate, SolveError> {
    estimate_for::<G>(dir, max_seeds, &Tables::of::<G>(), opts)
}

/// What building the layers `0..=max_seeds` of `G`'s `tables` in `dir` with `opts`
/// will do and take, as [`estimate`] works it out; layers in the folder of other
/// tables are refused ([`SolveError::WrongRules`]).
pub fn estimate_for<G: Solvable + Ruleset>(
    dir: &Path,
    max_seeds: u32,
    tables: &Tables,
    opts: &BuildOptions,
) -> Result<Estimate, SolveError> {
    estimate_game(&G::start(), dir, max_seeds, tables, opts)
}

/// [`estimate_for`] for the game of `game` (any position of it): for a game whose
/// rules are known only at run time, a described game ([`crate::described`]).
pub fn estimate_game<G: Solvable>(
    game: &G,
    dir: &Path,
    max_seeds: u32,
    tables: &Tables,
    opts: &BuildOptions,
) -> Result<Estimate, SolveError> {
    game.check_solvable()?;
    if max_seeds > MAX_SEEDS {
        return Err(SolveError::TooManySeeds(max_seeds));
    }
    check_folder(dir)?;
    let mut resumed = Vec::new();
    for n in 0..=max_seeds {
        if open_layer(game, dir, n, Want::Tables(*tables))?.is_none() {
            break;
        }
        resumed.push(n);
    }
    let first = resumed.len() as u32;
    // The last layer in the folder that records its passes, if it took more than the
    // game's usual number.
    let folder_passes = resumed
        .iter()
        .rev()
        .find_map(|&n| {
            let path = super::file::stats_path(dir, game.table_name(), n);
            let stats: LayerStats = serde_json::from_slice(&std::fs::read(path).ok()?).ok()?;
            (stats.passes > 0 && stats.positions > 0).then_some(stats.passes)
        })
        .unwrap_or(0);
    let passes = G::PASSES.max(folder_passes).max(1);
    let mut build = Vec::new();
    let mut skipped: Vec<SkippedLayers> = Vec::new();
    let mut disk_bytes = 0;
    let mut memory_bytes = 0;
    let stored = |n: u32| stored_size(game, n, tables);
    let below = |n: u32| (0..n).map(stored).sum::<u64>();
    let threads = crate::platform::threads(opts.threads.max(1)).min(crate::platform::threads(0));
    let (mut seconds, mut sampled, mut sample_seconds) = (0.0, 0u64, 0.0);
    for n in first..=max_seeds {
        disk_bytes += LAYER_HEADER_BYTES + stored(n) + STATS_BYTES;
        memory_bytes = memory_bytes.max(below(n) + 2 * stored(n));
        match game.empty_layer(n) {
            Some(why) => match skipped.iter_mut().find(|s| s.why == why) {
                Some(s) => s.seeds.push(n),
                None => skipped.push(SkippedLayers {
                    seeds: vec![n],
                    why,
                }),
            },
            None => {
                build.push(n);
                let (k, secs, cyclic) = time_sample(game, n, tables)?;
                let size = stored(n);
                let visits = size as f64 * (1.0 + (passes - 1) as f64 * cyclic);
                seconds += visits * secs / k as f64 / threads as f64;
                sampled += k;
                sample_seconds += secs;
            }
        }
    }
    Ok(Estimate {
        resumed,
        build,
        skipped,
        disk_bytes,
        memory_bytes: memory_bytes + BASE_MEMORY_BYTES,
        seconds,
        threads,
        passes,
        sampled,
        seconds_per_board: if sampled == 0 {
            0.0
        } else {
            sample_seconds / sampled as f64
        },
    })
}

/// Times the first pass's work on up to [`SAMPLE`] boards of the layer of `n` seeds,
/// spread evenly over its ranks: how many, the seconds they took, and the share of
/// them with a move that stays in the layer.
fn time_sample<G: Solvable>(
    game: &G,
    n: u32,
    tables: &Tables,
) -> Result<(u64, f64, f64), SolveError> {
    let size = layer_size(n);
    let k = size.min(SAMPLE);
    let boards: Vec<Holes> = (0..k)
        .filter_map(|i| unrank(n, (i as u128 * size as u128 / k as u128) as u64))
        .collect();
    let mut cyclic = 0u64;
    let t0 = Instant::now();
    for h in &boards {
        let (v, stays) = best_value(game, h, 0, tables, &Stand)?;
        std::hint::black_box(v);
        cyclic += stays as u64;
    }
    let secs = t0.elapsed().as_secs_f64();
    Ok((k, secs, cyclic as f64 / k.max(1) as f64))
}
