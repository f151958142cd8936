//! Endgame databases by retrograde analysis, and proofs from them.
//!
//! For games whose seeds leave the board only by capture (Djenon-aboure first; the
//! trait [`Solvable`] says what a game must provide), a **layer** holds the value of
//! every board with `n` seeds on it, for the player to move.
//!
//! **The value** of a position is the best final capture margin the player to move can
//! force from it, counting only the seeds still on the board: seeds that player will
//! still capture (the end-of-game sweep included) minus seeds the opponent will. It
//! depends on the holes and the player to move only, not on the captures so far, and
//! lies in `-n..=n`. **Decision** (docs/RULES.md, Djenon-aboure): a line of play that
//! never ends (the game has no repetition rule) counts the seeds left on the board for
//! neither side, so it is worth 0.
//!
//! **The index.** Djenon-aboure looks the same to both players after a half turn of the
//! board (South's row and North's swap along the counter-clockwise ring
//! 6 → 11 → 5 → 0), so a layer is indexed by the board as the player to move sees it
//! ([`Solvable::mover_board`]: their own row in holes 6–11). The boards with `n` seeds
//! are the compositions of `n` into 12 parts, ranked lexicographically with hole 0 the
//! most significant ([`rank`], [`unrank`]): `C(n + 11, 11)` of them ([`layer_size`]);
//! 417,225,900 for 24 seeds, 1,251,677,700 for all layers up to 24.
//!
//! **The method.** Within a layer, a move that captures nothing keeps the seed count,
//! so play can cycle; a capture drops to a lower layer, solved before. Each layer is
//! solved by value iteration from 0: every position's value becomes the best, over its
//! moves, of what the move captures (and the sweep if it ends the game) minus the
//! child's value for the opponent (plus it when the same player moves again), children
//! in lower layers read from their finished tables, children in the layer from the
//! values being computed (in place, Gauss–Seidel). Passes repeat until one changes
//! nothing. Why this is exact, cycles included: after `k` passes each value is the
//! value of the game cut off (at 0) somewhere at least `k` plies deep on every line.
//! With `N` the number of positions of the layer, once every cut is `N` or more plies
//! deep the cut-off game has the true value `V` (infinite play counted 0): a player who
//! can force `V > 0` does so with a positional strategy whose every line ends within
//! `N` plies (a longer line repeats a position, and the opponent could then repeat
//! the cycle for ever and get 0), so the cut never touches it, while the opponent's
//! optimal strategy keeps every ended line `≤ V` and the cut lines give 0 `≤ V`; the
//! same holds with the roles swapped for `V < 0`, and for `V = 0` both bounds are 0. A
//! pass that changes nothing reaches a fixed point that every later pass keeps, so it
//! is already that limit. Values are integers in `-n..=n`, so the passes stop.
//!
//! **Hoyito III** uses the same builder: every capture takes 4 seeds and a game in
//! progress has at least 8 on the board, so only the layers of 8, 12, 16, … seeds
//! hold positions ([`Solvable::has_layer`]); a capture gives an extra turn, so the
//! child's value is added instead of subtracted. Its tables cover games whose last
//! four seeds go to the capturer ([`Solvable::covered`]). Oware does not fit: its
//! repetition rule makes a value depend on the game's history.
//!
//! **Proofs above the tables** ([`prove`]): alpha-beta over values of the seeds on the
//! board, positions the tables hold as exact leaves, run twice with the horizon
//! counted as badly and as well as it could be for the root's player. The results are
//! proven bounds; where they meet, the value is exact, whatever a line that never ends
//! would be worth above the tables (inside them the Decision above holds).
//!
//! **Files.** A folder holds, per layer, `<game>-NN.i8` (one signed byte per board, in
//! rank order) and `<game>-NN.json` (the layer's statistics). Both are written to a
//! temporary name and renamed, so an interrupted build restarts at the first layer
//! missing ([`build`]).
//!
//! ```
//! use sowing::solve::{build, layer_size, BuildOptions, Tablebase};
//! use sowing::{DjenonAboure, Player};
//! let dir = std::env::temp_dir().join(format!("sowing-doc-{}", std::process::id()));
//! let stats = build::<DjenonAboure>(&dir, 4, &BuildOptions::default(), &mut |_| {}).unwrap();
//! assert_eq!(stats.len(), 5);
//! assert_eq!(stats[4].positions, layer_size(4));
//! let tb = Tablebase::<DjenonAboure>::open(&dir).unwrap();
//! // South to move with 2 + 2 in front of an empty row: the value is exact.
//! let pos = DjenonAboure::from_parts([0, 0, 0, 0, 0, 0, 2, 2, 0, 0, 0, 0], [20, 24], Player::South).unwrap();
//! assert!(tb.exact(&pos).is_some());
//! std::fs::remove_dir_all(&dir).unwrap();
//! ```

use crate::games::djenon_aboure::DjenonAboure;
use crate::games::hoyito_iii::HoyitoIii;
use crate::rules::{MoveList, Position, Ruleset};
use crate::search::{capture_margin, ExactLeaves};
use crate::types::HoyitoOptions;
use crate::types::{Move, Player};
use crate::SetupError;
use serde::{Deserialize, Serialize};
use std::collections::HashMap;
use std::fs;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, AtomicI8, AtomicU64, Ordering};
use std::sync::Mutex;
use std::time::{Duration, Instant};

/// Holes of the boards the databases cover (2×6).
pub const HOLES: usize = 12;

/// A board of [`HOLES`] holes, seeds per hole.
pub type Holes = [u8; HOLES];

/// The most seeds a layer may have (the seeds of the 2×6 games).
pub const MAX_SEEDS: u32 = 48;

/// Why building, opening or reading databases failed.
#[derive(Debug, thiserror::Error)]
pub enum SolveError {
    /// A file could not be read or written.
    #[error("{path}: {source}")]
    Io {
        /// The file.
        path: PathBuf,
        /// What went wrong.
        source: std::io::Error,
    },
    /// A layer file has the wrong length for its seed count.
    #[error("{path}: {found} bytes, a layer of {seeds} seeds has {expected}")]
    BadLayer {
        /// The file.
        path: PathBuf,
        /// Its seed count.
        seeds: u32,
        /// Its length.
        found: u64,
        /// The length it should have.
        expected: u64,
    },
    /// More seeds than [`MAX_SEEDS`] were asked for.
    #[error("at most {MAX_SEEDS} seeds, not {0}")]
    TooManySeeds(u32),
    /// A board could not be made into a position.
    #[error("a board of the databases is not a position: {0}")]
    Setup(#[from] SetupError),
    /// A move put seeds on the board: the game is not one whose seeds leave the board
    /// only by capture.
    #[error("a move from a board of {from} seeds led to one of {to}")]
    SeedsIncreased {
        /// Seeds before the move.
        from: u32,
        /// Seeds after.
        to: u32,
    },
}

fn io_err(path: &Path) -> impl FnOnce(std::io::Error) -> SolveError + '_ {
    move |source| SolveError::Io {
        path: path.to_path_buf(),
        source,
    }
}

// ---------------------------------------------------------------------------------
// Ranking

/// `C(a, b)` for `a ≤ MAX_SEEDS + 13`, `b ≤ 12`.
const BINOM: [[u64; HOLES + 1]; MAX_SEEDS as usize + 14] = {
    let mut t = [[0u64; HOLES + 1]; MAX_SEEDS as usize + 14];
    let mut a = 0;
    while a < t.len() {
        t[a][0] = 1;
        let mut b = 1;
        while b <= HOLES && b <= a {
            t[a][b] = t[a - 1][b - 1] + if b < a { t[a - 1][b] } else { 0 };
            b += 1;
        }
        a += 1;
    }
    t
};

/// Boards with `n` seeds in 12 holes: `C(n + 11, 11)`.
///
/// ```
/// assert_eq!(sowing::solve::layer_size(24), 417_225_900);
/// ```
pub fn layer_size(n: u32) -> u64 {
    BINOM[(n.min(MAX_SEEDS) + 11) as usize][11]
}

/// The rank of a board among those with as many seeds, lexicographic with hole 0 the
/// most significant: `0..layer_size(n)`.
#[inline]
pub fn rank(h: &Holes) -> u64 {
    let mut r: usize = h.iter().map(|&x| x as usize).sum();
    let mut idx = 0u64;
    for (i, &x) in h.iter().take(HOLES - 1).enumerate() {
        // Boards whose hole i holds fewer than x, the holes before it as here: the
        // compositions of r − y into the 11 − i holes after it, summed over y < x,
        // which is C(r + k + 1, k + 1) − C(r − x + k + 1, k + 1) with k = 10 − i.
        let k = HOLES - 2 - i;
        let x = x as usize;
        idx += BINOM[r + k + 1][k + 1] - BINOM[r - x + k + 1][k + 1];
        r -= x;
    }
    idx
}

/// The board of rank `idx` among those with `n` seeds (`None` past the last).
pub fn unrank(n: u32, mut idx: u64) -> Option<Holes> {
    if n > MAX_SEEDS || idx >= layer_size(n) {
        return None;
    }
    let mut h = [0u8; HOLES];
    let mut r = n as usize;
    for (i, slot) in h.iter_mut().take(HOLES - 1).enumerate() {
        let k = HOLES - 2 - i;
        let mut x = 0;
        loop {
            let c = BINOM[r - x + k][k];
            if idx < c {
                break;
            }
            idx -= c;
            x += 1;
        }
        *slot = x as u8;
        r -= x;
    }
    h[HOLES - 1] = r as u8;
    Some(h)
}

/// Steps `h` to the board of the next rank; false (and `h` unchanged) at the last.
#[inline]
pub fn next_board(h: &mut Holes) -> bool {
    // The last hole after hole 0 that holds seeds gives one to the hole before it and
    // the rest to the last hole.
    let Some(j) = (1..HOLES).rev().find(|&j| h[j] > 0) else {
        return false;
    };
    let s = h[j];
    h[j] = 0;
    h[j - 1] += 1;
    h[HOLES - 1] = s - 1;
    true
}

// ---------------------------------------------------------------------------------
// Games

/// A game the databases can solve: 12 holes, seeds leave the board only by capture,
/// and the value of a position depends on its board and player to move only.
pub trait Solvable: Position + Send + Sync + 'static {
    /// The game's name in file names.
    const NAME: &'static str;

    /// The position with this board as its player to move sees it (their row in holes
    /// 6–11), and that player's capture margin in it before any move. A final board
    /// has the game's end already applied.
    fn from_mover_board(holes: &Holes) -> Result<(Self, i32), SetupError>;

    /// The board as the player to move sees it: South's as it is; North's turned half
    /// a turn (row-major reversed), which puts North's row in holes 6–11 and keeps
    /// the counter-clockwise ring.
    fn mover_board(&self) -> Holes {
        let mut h = [0u8; HOLES];
        h.copy_from_slice(&self.board().holes()[..HOLES]);
        if self.to_move() == Player::North {
            h.reverse();
        }
        h
    }

    /// Whether positions with `n` seeds on the board exist (a layer with none is
    /// empty). All of them by default.
    fn has_layer(n: u32) -> bool {
        n <= MAX_SEEDS
    }

    /// Whether the tables hold this position's value: its options (if any) must play
    /// like those of [`Solvable::from_mover_board`]. All positions by default.
    fn covered(&self) -> bool {
        true
    }

    /// Calls `f` with every legal move and the position after it. The default plays
    /// each of [`Position::legal_moves`].
    fn for_each_child<F: FnMut(Move, &Self)>(&self, mut f: F) {
        let mut moves = MoveList::new();
        self.legal_moves(&mut moves);
        for &mv in moves.iter() {
            let mut child = *self;
            if child.play(mv).is_ok() {
                f(mv, &child);
            }
        }
    }
}

/// Hoyito III as a single game (and rounds 1 and 2 of a match, or any round after a
/// draw): the last four seeds go to the capturer, the same for both players. Every
/// capture takes 4 and a game in progress has at least 8 seeds on the board, so only
/// the layers of 8, 12, 16, … seeds hold positions; a capture gives an extra turn.
impl Solvable for HoyitoIii {
    const NAME: &'static str = "hoyito-iii";

    fn from_mover_board(holes: &Holes) -> Result<(Self, i32), SetupError> {
        let on_board: u32 = holes.iter().map(|&x| x as u32).sum();
        let taken = Self::TOTAL_SEEDS.saturating_sub(on_board);
        let pos = HoyitoIii::from_parts(
            *holes,
            [taken as u8, 0],
            Player::South,
            HoyitoOptions::default(),
        )?;
        Ok((pos, taken as i32))
    }

    fn has_layer(n: u32) -> bool {
        (8..=MAX_SEEDS).contains(&n) && n % 4 == 0
    }

    fn covered(&self) -> bool {
        self.last_four_to(Player::South) == Player::South
            && self.last_four_to(Player::North) == Player::North
    }
}

impl Solvable for DjenonAboure {
    const NAME: &'static str = "djenon-aboure";

    fn from_mover_board(holes: &Holes) -> Result<(Self, i32), SetupError> {
        let on_board: u32 = holes.iter().map(|&x| x as u32).sum();
        let taken = Self::TOTAL_SEEDS.saturating_sub(on_board);
        let pos = DjenonAboure::from_parts(*holes, [taken as u8, 0], Player::South)?;
        Ok((pos, taken as i32))
    }

    /// Tries every hole of the mover's row with [`Position::play`] (which refuses
    /// single seeds and endless sowings), and passes if none is legal: the legal moves
    /// without sowing each twice.
    fn for_each_child<F: FnMut(Move, &Self)>(&self, mut f: F) {
        if self.is_over() {
            return;
        }
        let own = if self.to_move() == Player::South {
            6..12
        } else {
            0..6
        };
        let mut any = false;
        for h in own {
            if self.board().seeds(h) < 2 {
                continue;
            }
            let mut child = *self;
            if child.play(Move::Sow(h as u8)).is_ok() {
                any = true;
                f(Move::Sow(h as u8), &child);
            }
        }
        if !any {
            let mut child = *self;
            if child.play(Move::Pass).is_ok() {
                f(Move::Pass, &child);
            }
        }
    }
}

/// Seeds on a board.
fn seeds(h: &Holes) -> u32 {
    h.iter().map(|&x| x as u32).sum()
}

/// Where a child's value comes from.
trait Lookup {
    /// The value of the board `h` (as its mover sees it) with `n` seeds.
    fn get(&self, n: u32, h: &Holes) -> Option<i8>;
}

/// What a move is worth to the player who made it: captures, the sweep, and the
/// child's value; `None` when the child's value is unknown. Also says whether the
/// child kept the seed count.
fn move_value<G: Solvable, L: Lookup>(
    me: Player,
    base: i32,
    n: u32,
    child: &G,
    table: &L,
) -> Result<(Option<i32>, bool), SolveError> {
    let gained = capture_margin_for(child, me) - base;
    if child.is_over() {
        return Ok((Some(gained), false));
    }
    let ch = child.mover_board();
    let m = seeds(&ch);
    if m > n {
        return Err(SolveError::SeedsIncreased { from: n, to: m });
    }
    let w = table.get(m, &ch).map(i32::from);
    let same = child.to_move() == me;
    Ok((
        w.map(|w| if same { gained + w } else { gained - w }),
        m == n,
    ))
}

fn capture_margin_for<P: Position>(pos: &P, me: Player) -> i32 {
    pos.captured(me) as i32 - pos.captured(me.opponent()) as i32
}

/// The best over the moves of the board `h` (as its mover sees it), children read from
/// `table`; whether some child stays in the layer. A child with no value counts as 0
/// (the start of the iteration).
fn best_value<G: Solvable, L: Lookup>(h: &Holes, table: &L) -> Result<(i8, bool), SolveError> {
    let (pos, base) = G::from_mover_board(h)?;
    let me = pos.to_move();
    if pos.is_over() {
        return Ok(((capture_margin_for(&pos, me) - base) as i8, false));
    }
    let n = seeds(h);
    let mut best = i32::MIN;
    let mut in_layer = false;
    let mut err = None;
    pos.for_each_child(|_, child| match move_value(me, base, n, child, table) {
        Ok((v, stays)) => {
            in_layer |= stays;
            best = best.max(v.unwrap_or(0));
        }
        Err(e) => err = Some(e),
    });
    if let Some(e) = err {
        return Err(e);
    }
    // A position without moves and without a result (not in these games): nothing more
    // happens, worth 0.
    Ok((if best == i32::MIN { 0 } else { best as i8 }, in_layer))
}

// ---------------------------------------------------------------------------------
// Tablebases

/// Finished layers `0..=max_seeds()` of a game, in memory.
pub struct Tablebase<G> {
    layers: Vec<Vec<i8>>,
    _game: std::marker::PhantomData<fn() -> G>,
}

impl<G> std::fmt::Debug for Tablebase<G> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Tablebase")
            .field("layers", &self.layers.len())
            .finish()
    }
}

impl<G> Lookup for Tablebase<G> {
    #[inline]
    fn get(&self, n: u32, h: &Holes) -> Option<i8> {
        self.layers.get(n as usize)?.get(rank(h) as usize).copied()
    }
}

/// Boards the layer of `n` seeds of `G` holds: [`layer_size`], or 0 if the game has
/// no position with `n` seeds on the board.
pub fn stored_size<G: Solvable>(n: u32) -> u64 {
    if G::has_layer(n) {
        layer_size(n)
    } else {
        0
    }
}

/// The file of the layer of `n` seeds.
pub fn layer_path(dir: &Path, game: &str, n: u32) -> PathBuf {
    dir.join(format!("{game}-{n:02}.i8"))
}

/// The statistics file of the layer of `n` seeds.
pub fn stats_path(dir: &Path, game: &str, n: u32) -> PathBuf {
    dir.join(format!("{game}-{n:02}.json"))
}

fn read_layer<G: Solvable>(dir: &Path, n: u32) -> Result<Option<Vec<i8>>, SolveError> {
    let path = layer_path(dir, G::NAME, n);
    let bytes = match fs::read(&path) {
        Ok(b) => b,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(None),
        Err(e) => return Err(io_err(&path)(e)),
    };
    if bytes.len() as u64 != stored_size::<G>(n) {
        return Err(SolveError::BadLayer {
            path,
            seeds: n,
            found: bytes.len() as u64,
            expected: stored_size::<G>(n),
        });
    }
    Ok(Some(bytes.into_iter().map(|b| b as i8).collect()))
}

fn write_atomic(path: &Path, bytes: &[u8]) -> Result<(), SolveError> {
    let tmp = path.with_extension("tmp");
    let mut f = fs::File::create(&tmp).map_err(io_err(&tmp))?;
    f.write_all(bytes).map_err(io_err(&tmp))?;
    f.sync_all().map_err(io_err(&tmp))?;
    drop(f);
    fs::rename(&tmp, path).map_err(io_err(path))
}

impl<G: Solvable> Tablebase<G> {
    /// The layers found in `dir`, from 0 up to the first one missing.
    pub fn open(dir: &Path) -> Result<Tablebase<G>, SolveError> {
        Self::open_up_to(dir, MAX_SEEDS)
    }

    /// The layers found in `dir` from 0 up to `max` seeds or the first one missing.
    pub fn open_up_to(dir: &Path, max: u32) -> Result<Tablebase<G>, SolveError> {
        let mut layers = Vec::new();
        for n in 0..=max.min(MAX_SEEDS) {
            match read_layer::<G>(dir, n)? {
                Some(l) => layers.push(l),
                None => break,
            }
        }
        Ok(Tablebase {
            layers,
            _game: std::marker::PhantomData,
        })
    }

    /// A copy of the layers up to `max` seeds (for experiments and tests).
    pub fn up_to(&self, max: u32) -> Tablebase<G> {
        Tablebase {
            layers: self.layers.iter().take(max as usize + 1).cloned().collect(),
            _game: std::marker::PhantomData,
        }
    }

    /// The most seeds on a board the tables cover (`None`: no layer at all).
    pub fn max_seeds(&self) -> Option<u32> {
        self.layers.len().checked_sub(1).map(|n| n as u32)
    }

    /// The value of a board as its player to move sees it, if covered.
    pub fn value(&self, h: &Holes) -> Option<i8> {
        self.get(seeds(h), h)
    }

    /// The value of `pos` (seeds on the board only, for the player to move), if the
    /// tables cover its seed count; a finished game is worth 0.
    pub fn exact(&self, pos: &G) -> Option<i32> {
        if pos.is_over() {
            return Some(0);
        }
        if !pos.covered() {
            return None;
        }
        self.value(&pos.mover_board()).map(i32::from)
    }

    /// Each legal move of `pos` with its value for the player to move at `pos` (seeds
    /// on the board only), if the tables cover `pos`.
    pub fn move_values(&self, pos: &G) -> Result<Option<Vec<(Move, i32)>>, SolveError> {
        if pos.is_over() || self.exact(pos).is_none() {
            return Ok(None);
        }
        let me = pos.to_move();
        let base = capture_margin_for(pos, me);
        let n = pos.board().total();
        let mut out = Vec::new();
        let mut err = None;
        pos.for_each_child(|mv, child| match move_value(me, base, n, child, self) {
            Ok((Some(v), _)) => out.push((mv, v)),
            Ok((None, _)) => {}
            Err(e) => err = Some(e),
        });
        match err {
            Some(e) => Err(e),
            None => Ok(Some(out)),
        }
    }

    /// A line of perfect play from `pos` (at most `max` plies): at each step a move
    /// that keeps the value, captures and ends first (a line worth 0 may go round a
    /// cycle for ever, hence the bound).
    pub fn best_line(&self, pos: &G, max: usize) -> Result<Vec<Move>, SolveError> {
        let mut line = Vec::new();
        let mut p = *pos;
        while line.len() < max {
            let Some(v) = self.exact(&p) else { break };
            let Some(moves) = self.move_values(&p)? else {
                break;
            };
            let n = p.board().total();
            let mut pick = None;
            for (mv, w) in moves {
                if w != v {
                    continue;
                }
                let mut c = p;
                if c.play(mv).is_err() {
                    continue;
                }
                let leaves = c.is_over() || c.board().total() < n;
                if pick.is_none() || leaves {
                    pick = Some((mv, c));
                    if leaves {
                        break;
                    }
                }
            }
            let Some((mv, c)) = pick else { break };
            line.push(mv);
            p = c;
        }
        Ok(line)
    }

    /// Checks the layer of `n` seeds: every `stride`-th board (offset `offset`) must
    /// hold the best over its successors. Returns how many were checked and the ranks
    /// that fail.
    pub fn check_layer(
        &self,
        n: u32,
        stride: u64,
        offset: u64,
    ) -> Result<(u64, Vec<u64>), SolveError> {
        let size = stored_size::<G>(n);
        let mut bad = Vec::new();
        let mut checked = 0;
        let mut idx = offset;
        while idx < size {
            let h = unrank(n, idx).unwrap_or([0; HOLES]);
            let (v, _) = best_value::<G, _>(&h, self)?;
            if Some(v) != self.value(&h) {
                bad.push(idx);
            }
            checked += 1;
            idx += stride.max(1);
        }
        Ok((checked, bad))
    }
}

impl<G: Solvable> ExactLeaves<G> for Tablebase<G> {
    fn exact(&self, pos: &G) -> Option<i32> {
        Tablebase::exact(self, pos)
    }
}


// ---------------------------------------------------------------------------------
// Building

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
            threads: crate::playout::thread_count(0),
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
}

impl<G> Lookup for Building<'_, G> {
    #[inline]
    fn get(&self, n: u32, h: &Holes) -> Option<i8> {
        if n == self.n {
            Some(self.cur[rank(h) as usize].load(Ordering::Relaxed))
        } else {
            self.lower.get(n, h)
        }
    }
}

/// Builds (or completes) the layers `0..=max_seeds` of `G` in `dir`, resuming after
/// the layers already there, and returns every layer's statistics. `progress` is
/// called every few seconds and after every pass.
pub fn build<G: Solvable>(
    dir: &Path,
    max_seeds: u32,
    opts: &BuildOptions,
    progress: &mut dyn FnMut(&Progress),
) -> Result<Vec<LayerStats>, SolveError> {
    if max_seeds > MAX_SEEDS {
        return Err(SolveError::TooManySeeds(max_seeds));
    }
    fs::create_dir_all(dir).map_err(io_err(dir))?;
    let began = Instant::now();
    let mut tb = Tablebase::<G>::open_up_to(dir, max_seeds)?;
    let mut stats = Vec::new();
    for n in 0..tb.layers.len() as u32 {
        let path = stats_path(dir, G::NAME, n);
        let mut s = fs::read(&path)
            .ok()
            .and_then(|b| serde_json::from_slice::<LayerStats>(&b).ok())
            .unwrap_or_else(|| LayerStats {
                seeds: n,
                positions: stored_size::<G>(n),
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
        let size = stored_size::<G>(n);
        let cur: Vec<AtomicI8> = (0..size).map(|_| AtomicI8::new(0)).collect();
        let cyclic: Vec<AtomicBool> = (0..size).map(|_| AtomicBool::new(true)).collect();
        let later: u64 = (n + 1..=max_seeds).map(stored_size::<G>).sum();
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
            let changed =
                run_pass::<G>(&tb, &cur, &cyclic, n, pass, opts, &mut |done, changed| {
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
        let bytes: Vec<u8> = values.iter().map(|&v| v as u8).collect();
        write_atomic(&layer_path(dir, G::NAME, n), &bytes)?;
        drop(bytes);
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
        let json = serde_json::to_vec_pretty(&s).unwrap_or_default();
        write_atomic(&stats_path(dir, G::NAME, n), &json)?;
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
#[allow(clippy::too_many_arguments)]
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
    let table = Building { lower, cur, n };
    let chunk = opts.chunk.max(1);
    std::thread::scope(|s| {
        for _ in 0..opts.threads.max(1) {
            s.spawn(|| {
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
                    let Some(mut h) = unrank(n, start) else { break };
                    for idx in start..end {
                        let i = idx as usize;
                        if pass == 1 || cyclic[i].load(Ordering::Relaxed) {
                            match best_value::<G, _>(&h, &table) {
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
            });
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
    if let Some(e) = failure.into_inner().ok().flatten() {
        return Err(e);
    }
    let changed = changed.load(Ordering::Relaxed);
    report(size, changed);
    Ok(changed)
}

// ---------------------------------------------------------------------------------
// Proofs above the tables

/// What [`prove`] found at one depth.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct Proof {
    /// Depth searched (plies).
    pub depth: u32,
    /// Proven lower bound of the value of the root (seeds on the board only).
    pub lo: i32,
    /// Proven upper bound.
    pub hi: i32,
    /// Positions visited by both searches.
    pub nodes: u64,
}

#[derive(Clone, Copy)]
struct ProofEntry {
    depth: u8,
    lower: i8,
    upper: i8,
    best: Move,
}

/// A depth-limited alpha-beta over values of seeds on the board, with the tables as
/// exact leaves and the horizon valued as badly (or as well) as it could be for the
/// root's player, all `n` seeds to the opponent (or to them): each returns a proven
/// bound of the true value.
struct Prover<'a, G> {
    tb: &'a Tablebase<G>,
    optimistic: bool,
    root: Player,
    table: HashMap<u64, ProofEntry>,
    nodes: u64,
}

impl<G: Solvable> Prover<'_, G> {
    fn search(
        &mut self,
        pos: &G,
        depth: u32,
        mut alpha: i32,
        mut beta: i32,
    ) -> Result<i32, SolveError> {
        self.nodes += 1;
        if pos.is_over() {
            return Ok(0);
        }
        if let Some(v) = self.tb.exact(pos) {
            return Ok(v);
        }
        let n = pos.board().total() as i32;
        // Whether the horizon is good for the player to move here.
        let good = (pos.to_move() == self.root) == self.optimistic;
        if depth == 0 {
            return Ok(if good { n } else { -n });
        }
        let h = pos.mover_board();
        let (norm, _) = G::from_mover_board(&h)?;
        // The horizon's value depends on whose move it is relative to the root.
        let key = norm.key() ^ if good { 0x5bd1_e995_1234_5678 } else { 0 };
        let mut first = None;
        if let Some(e) = self.table.get(&key) {
            first = Some(e.best);
            if e.depth as u32 >= depth {
                let (lo, hi) = (e.lower as i32, e.upper as i32);
                if lo >= beta || lo == hi {
                    return Ok(lo);
                }
                if hi <= alpha {
                    return Ok(hi);
                }
                alpha = alpha.max(lo);
                beta = beta.min(hi);
            }
        }
        let me = pos.to_move();
        let base = capture_margin(pos);
        let mut kids: Vec<(Move, G, i32)> = Vec::with_capacity(8);
        pos.for_each_child(|mv, c| {
            let gained = capture_margin_for(c, me) - base;
            let order = if Some(mv) == first { 1000 } else { gained };
            kids.push((mv, *c, order));
        });
        kids.sort_by_key(|k| std::cmp::Reverse(k.2));
        let a0 = alpha;
        let mut best = -(MAX_SEEDS as i32) - 1;
        let mut best_move = kids.first().map_or(Move::Pass, |k| k.0);
        for (mv, c, _) in kids {
            let gained = capture_margin_for(&c, me) - base;
            let v = if c.is_over() {
                gained
            } else if c.to_move() == me {
                gained + self.search(&c, depth - 1, alpha - gained, beta - gained)?
            } else {
                gained - self.search(&c, depth - 1, gained - beta, gained - alpha)?
            };
            if v > best {
                best = v;
                best_move = mv;
            }
            alpha = alpha.max(v);
            if alpha >= beta {
                break;
            }
        }
        if best == -(MAX_SEEDS as i32) - 1 {
            best = 0;
        }
        let mut e = self
            .table
            .get(&key)
            .copied()
            .filter(|e| e.depth as u32 == depth)
            .unwrap_or(ProofEntry {
                depth: depth.min(255) as u8,
                lower: -(MAX_SEEDS as i8),
                upper: MAX_SEEDS as i8,
                best: best_move,
            });
        if best <= a0 {
            e.upper = e.upper.min(best as i8);
        } else if best >= beta {
            e.lower = e.lower.max(best as i8);
        } else {
            e.lower = best as i8;
            e.upper = best as i8;
        }
        e.best = best_move;
        self.table.insert(key, e);
        Ok(best)
    }
}

/// Proves bounds on the value of `pos` (seeds on the board only, for its player to
/// move) by alpha-beta to `depth` plies with the tables as exact leaves: positions the
/// tables do not cover at the horizon count as the worst (`-n`) and the best (`+n`)
/// they could be, in two searches. `lo == hi` is the exact value.
pub fn prove<G: Solvable>(tb: &Tablebase<G>, pos: &G, depth: u32) -> Result<Proof, SolveError> {
    let mut out = [0; 2];
    let mut nodes = 0;
    for (i, optimistic) in [false, true].into_iter().enumerate() {
        let mut p = Prover {
            tb,
            optimistic,
            root: pos.to_move(),
            table: HashMap::new(),
            nodes: 0,
        };
        let m = MAX_SEEDS as i32 + 1;
        out[i] = p.search(pos, depth, -m, m)?;
        nodes += p.nodes;
    }
    Ok(Proof {
        depth,
        lo: out[0],
        hi: out[1],
        nodes,
    })
}

/// A principal variation of `pos` whose value [`prove`] finds exact at `depth`: at each
/// step a move whose own proof gives the same value, then the tables' line
/// ([`Tablebase::best_line`]) once the position is in them. Empty if the value is not
/// exact at `depth`.
pub fn principal_variation<G: Solvable>(
    tb: &Tablebase<G>,
    pos: &G,
    depth: u32,
) -> Result<Vec<Move>, SolveError> {
    let mut line = Vec::new();
    let mut p = *pos;
    let mut d = depth;
    loop {
        if p.is_over() {
            return Ok(line);
        }
        if tb.exact(&p).is_some() {
            line.extend(tb.best_line(&p, 60)?);
            return Ok(line);
        }
        let root = prove(tb, &p, d)?;
        if root.lo != root.hi || d == 0 {
            return Ok(line);
        }
        let me = p.to_move();
        let base = capture_margin(&p);
        let mut kids = Vec::new();
        p.for_each_child(|mv, c| kids.push((mv, *c)));
        let mut next = None;
        for (mv, c) in kids {
            let gained = capture_margin_for(&c, me) - base;
            let v = if c.is_over() {
                Some(gained)
            } else {
                let q = prove(tb, &c, d - 1)?;
                (q.lo == q.hi).then(|| {
                    if c.to_move() == me {
                        gained + q.lo
                    } else {
                        gained - q.lo
                    }
                })
            };
            if v == Some(root.lo) {
                next = Some((mv, c));
                break;
            }
        }
        let Some((mv, c)) = next else { return Ok(line) };
        line.push(mv);
        p = c;
        d -= 1;
    }
}
