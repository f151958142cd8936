//! The sowing kernel shared by every game.
//!
//! A game module says *which* rules apply; this module says *how* to sow:
//!
//! - [`sow_lap`]: one lap — lift a hole, optionally drop the first seed back into it
//!   (Djenon-aboure), then drop the rest one by one along a [`Circuit`], optionally
//!   skipping the emptied origin (Oware). By default the origin is **not** skipped
//!   (docs/RULES.md, *Common conventions*, Decision).
//! - [`sow`]: a whole sowing of one or more laps, where a game-supplied rule looks at the
//!   landing hole after each lap and says [`LapVerdict::End`], [`LapVerdict::Capture`] or
//!   [`LapVerdict::Relay`]. Relay laps start from the landing hole, or from the hole after it
//!   ([`LapVerdict::RelayNext`]).
//! - [`sow_laps_observed`]: the same relay loop for lap rules that change the board
//!   between laps (a capture after which the sowing goes on) or lift another hole next
//!   ([`NextLap`]), and laps that take holes as they pass
//!   ([`sow_lap_passing_observed`]); [`sow`] is this loop with the plain lap.
//! - Endless-sowing detection (docs/RULES.md, *Endless sowing*, Decision): a relay sowing is a
//!   deterministic walk over the finite set of states (board, hole to lift next), so it
//!   either ends or enters a cycle. From lap [`CYCLE_CHECK_FROM`] on, [`sow`] runs
//!   Brent's cycle detection over those states: one board comparison per lap, and a
//!   copy at powers of two. A state seen again means the sowing can never end; a finite
//!   sowing, however long, always ends by itself first. No false positives, no misses,
//!   and ordinary moves (a few laps) never reach the check.
//! - [`capture_chain`]: take a hole and then walk backward and/or forward along the
//!   circuit through consecutive holes a game-supplied predicate accepts, never taking a
//!   hole twice. [`take_holes`] takes an arbitrary set (Bao Kigogo's cross-row capture).
//!
//! Everything here works on a `&mut Board` in place and never allocates. Each function
//! has an `_observed` twin that also reports every lift, drop and capture to a
//! [`crate::trace::Observer`]; the plain function is the twin with the observer `()`,
//! which compiles to nothing.
//!
//! The kernel is public so that new variants can be built on it: a game is a circuit,
//! [`SowOptions`], a lap rule and a capture rule. The crate's own games are written
//! exactly that way (see `examples/custom_game.rs` for a complete small game defined
//! outside the crate, with the [`crate::Position`] trait). The kernel works on bare
//! boards and knows no rules of turn or ownership: a board it returns is whatever the
//! closures asked for.
//!
//! ```
//! use sowing::{Board, Circuit};
//! use sowing::sow::{sow, LapVerdict, SowOptions};
//! let mut board = Board::two_rows(6, 4);
//! let ring = Circuit::two_row_ring(6);
//! // Sow hole 9 (row 1, col 3) one lap: holes 10, 11, 5, 4 get a seed each.
//! let report = sow(&mut board, &ring, 9, SowOptions::default(), |_, _| LapVerdict::End).unwrap();
//! assert_eq!(report.landing, 4);
//! assert_eq!(board.holes(), &[4, 4, 4, 4, 5, 5, 4, 4, 4, 0, 5, 5]);
//! ```

use crate::board::Board;
use crate::circuit::Circuit;
use crate::error::MoveError;
use crate::trace::{note, Event, Observer};
use crate::types::HoleSet;

/// How each lap is sown.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct SowOptions {
    /// Each lap drops its first seed back into the hole it was lifted from
    /// (Djenon-aboure, rule 1 and its relays).
    pub origin_first: bool,
    /// Laps that go all the way round skip the hole they were lifted from (Oware). The
    /// other four games leave this off (docs/RULES.md, *Common conventions*, Decision).
    pub skip_origin: bool,
    /// Each lap drops its first seed into this slot past the board's holes (a described
    /// game's store slot: the seed is captured) instead of sowing it; the lap's other
    /// seeds are sown on from the hole it was lifted from. 0 (the default, and the
    /// built-in games') for none: slot 0 is always a hole. (A plain byte rather than an
    /// `Option`, which cost the plain sowing paths instructions.)
    pub first_seed_to: u8,
}

/// What a game's lap rule says after each lap, looking at the landing hole.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum LapVerdict {
    /// The sowing ends here, nothing captured by the lap rule.
    End,
    /// The sowing ends here with a capture at the landing hole (the game then takes
    /// what its rules say, e.g. with [`capture_chain`]).
    Capture,
    /// Lift the landing hole and sow it as the next lap.
    Relay,
    /// Lift the hole after the landing hole on the circuit and sow it as the next lap
    /// (the relay "from the next hole" of South Indian games; the lap rule checks that
    /// hole holds seeds).
    RelayNext,
}

/// What a sowing did.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct SowReport {
    /// The hole first lifted.
    pub origin: usize,
    /// Where the last seed of the last lap fell.
    pub landing: usize,
    /// Number of laps sown (1 for a single-lap sowing).
    pub laps: u32,
    /// How the last lap ended: [`LapVerdict::End`] or [`LapVerdict::Capture`].
    pub ended: LapVerdict,
}

/// Laps sown before endless-sowing detection starts. Any finite value keeps detection
/// exact; this one keeps it out of ordinary moves.
pub const CYCLE_CHECK_FROM: u32 = 32;

/// Sows one lap from `from` and returns the landing hole.
///
/// Lifts every seed of `from`; with `origin_first` the first goes straight back into
/// `from`; the rest are dropped one per hole along `circuit`. If `from` is empty
/// nothing moves and `from` is returned.
#[inline]
pub fn sow_lap(board: &mut Board, circuit: &Circuit, from: usize, opts: SowOptions) -> usize {
    sow_lap_observed(board, circuit, from, opts, 1, &mut ())
}

/// [`sow_lap`], reporting the lift (as lap number `lap`) and every drop to `obs`.
#[inline]
pub fn sow_lap_observed<O: Observer>(
    board: &mut Board,
    circuit: &Circuit,
    from: usize,
    opts: SowOptions,
    lap: u32,
    obs: &mut O,
) -> usize {
    sow_lap_passing_observed(board, circuit, from, opts, lap, |_, _, _, _| {}, obs)
}

/// [`sow_lap_observed`], calling `dropped(board, hole, left, obs)` after each seed
/// dropped along the circuit, `left` being the seeds still in hand (0 after the
/// lap's last seed); the first seed given back to `from` (`origin_first`) is not
/// one of them. `dropped` may change the board (a game that captures while sowing
/// takes a hole there); the lap goes on along the circuit whatever it does.
///
/// ```
/// use sowing::{Board, Circuit};
/// use sowing::sow::{sow_lap_passing_observed, SowOptions};
/// let mut board = Board::two_rows(6, 3);
/// let ring = Circuit::two_row_ring(6);
/// // Hole 9's three seeds make 10, 11 and 5 hold 4: each is taken but the last.
/// let mut taken = 0;
/// let landing = sow_lap_passing_observed(&mut board, &ring, 9, SowOptions::default(), 1,
///     |b, h, left, _| if left > 0 && b.seeds(h) == 4 { taken += b.take(h); }, &mut ());
/// assert_eq!((landing, taken), (5, 8));
/// assert_eq!(board.seeds(5), 4);
/// ```
#[inline]
pub fn sow_lap_passing_observed<O: Observer>(
    board: &mut Board,
    circuit: &Circuit,
    from: usize,
    opts: SowOptions,
    lap: u32,
    mut dropped: impl FnMut(&mut Board, usize, u8, &mut O),
    obs: &mut O,
) -> usize {
    let mut n = board.take(from);
    let mut cur = from;
    if n == 0 {
        return from;
    }
    note(obs, || Event::Lift {
        hole: from as u8,
        seeds: n,
        lap,
    });
    if opts.origin_first {
        board.drop_seed(from);
        note(obs, || Event::Drop { hole: from as u8 });
        n -= 1;
    } else if opts.first_seed_to != 0 {
        set_aside(board, opts.first_seed_to, obs);
        n -= 1;
    }
    while n > 0 {
        cur = step(circuit, cur, from, opts);
        board.drop_seed(cur);
        note(obs, || Event::Drop { hole: cur as u8 });
        n -= 1;
        dropped(board, cur, n, obs);
    }
    cur
}

/// A lap's first seed set aside into `slot` ([`SowOptions::first_seed_to`]): out of
/// line, off the laps of the games that do not.
#[cold]
#[inline(never)]
fn set_aside<O: Observer>(board: &mut Board, slot: u8, obs: &mut O) {
    board.drop_seed(slot as usize);
    note(obs, || Event::Drop { hole: slot });
}

/// The hole after `cur` in a lap lifted from `from`: the next on the circuit, jumping
/// over `from` when the lap skips its origin.
#[inline(always)]
const fn step(circuit: &Circuit, cur: usize, from: usize, opts: SowOptions) -> usize {
    let next = circuit.next(cur);
    if opts.skip_origin && next == from {
        circuit.next(next)
    } else {
        next
    }
}

/// Where one lap sown from `from` would land and how many seeds that hole would then
/// hold, found in constant time without sowing, when the lap drops at most one seed
/// into each hole (it sows fewer seeds than `from`'s cycle has holes); `None` for a
/// longer lap or an empty `from`.
///
/// This proves many relay sowings end without playing them out: if the game's lap rule
/// ends the sowing on that count, the first lap is the last ([`ends_at_once`]).
///
/// ```
/// use sowing::{Board, Circuit};
/// use sowing::sow::{short_lap_landing, sow_lap, SowOptions};
/// let board = Board::two_rows(6, 4);
/// let ring = Circuit::two_row_ring(6);
/// // Hole 10's four seeds fall into 11, 5, 4 and 3, which then holds 5.
/// assert_eq!(short_lap_landing(&board, &ring, 10, SowOptions::default()), Some((3, 5)));
/// let mut sown = board;
/// assert_eq!(sow_lap(&mut sown, &ring, 10, SowOptions::default()), 3);
/// assert_eq!(sown.seeds(3), 5);
/// ```
#[inline]
pub fn short_lap_landing(
    board: &Board,
    circuit: &Circuit,
    from: usize,
    opts: SowOptions,
) -> Option<(usize, u8)> {
    let n = board.seeds(from) as usize;
    if n == 0 {
        return None;
    }
    // With `origin_first`, the first seed goes back into `from` (with `first_seed_to`,
    // aside), the rest are sown on.
    let sown = n - (opts.origin_first || opts.first_seed_to != 0) as usize;
    if sown == 0 {
        return Some((from, opts.origin_first as u8));
    }
    if sown >= circuit.cycle_len(from) {
        return None;
    }
    // Fewer seeds than holes in the cycle: the lap never comes back to `from` (so
    // skipping it changes nothing), and every hole it reaches gets one seed.
    let landing = circuit.ahead(from, sown);
    Some((landing, board.seeds(landing) + 1))
}

/// Whether a sowing from `origin` ends (is not endless), with as little work as the
/// board allows: a first lap short enough for [`short_lap_landing`] is judged by
/// `verdict` without sowing, and only if it relays is the sowing made, by [`sow`] on a
/// copy of the board.
///
/// `verdict` is the game's lap rule as a function of the seeds the landing hole holds
/// after the lap, the form every lap rule of the crate's games takes.
///
/// ```
/// use sowing::{Board, Circuit};
/// use sowing::sow::{sowing_ends, LapVerdict, SowOptions};
/// let ring = Circuit::two_row_ring(6);
/// // Hoyito III's lap rule: 4 is taken, 1 ends, anything else relays.
/// let rule = |seeds: u8| match seeds { 4 => LapVerdict::Capture, 1 => LapVerdict::End, _ => LapVerdict::Relay };
/// assert!(sowing_ends(&Board::two_rows(6, 4), &ring, 10, SowOptions::default(), rule));
/// // Nine seeds whose relay from hole 2 goes round for ever.
/// let mut board = Board::two_rows(6, 0);
/// for (h, n) in [2, 0, 2, 1, 0, 1, 1, 0, 1, 0, 1, 0].into_iter().enumerate() {
///     board.set_seeds(h, n);
/// }
/// assert!(!sowing_ends(&board, &ring, 2, SowOptions::default(), rule));
/// ```
#[inline]
pub fn sowing_ends(
    board: &Board,
    circuit: &Circuit,
    origin: usize,
    opts: SowOptions,
    verdict: impl Fn(u8) -> LapVerdict,
) -> bool {
    ends_at_once(board, circuit, origin, opts, &verdict) || {
        let mut copy = *board;
        sow(&mut copy, circuit, origin, opts, |b, h| verdict(b.seeds(h))).is_ok()
    }
}

/// Whether a sowing from `origin` surely ends with its first lap, found in constant
/// time without sowing: the lap is short enough for [`short_lap_landing`] and
/// `verdict` (the lap rule on the landing hole's count, as in [`sowing_ends`]) does
/// not relay there. `false` means only the sowing can tell.
///
/// ```
/// use sowing::{Board, Circuit};
/// use sowing::sow::{ends_at_once, LapVerdict, SowOptions};
/// let ring = Circuit::two_row_ring(6);
/// let rule = |seeds: u8| if seeds > 1 { LapVerdict::Relay } else { LapVerdict::End };
/// let mut board = Board::two_rows(6, 0);
/// board.set_seeds(6, 3); // falls into 7, 8, 9: 9 was empty
/// assert!(ends_at_once(&board, &ring, 6, SowOptions::default(), rule));
/// board.set_seeds(9, 1); // now it relays from 9
/// assert!(!ends_at_once(&board, &ring, 6, SowOptions::default(), rule));
/// ```
#[inline]
pub fn ends_at_once(
    board: &Board,
    circuit: &Circuit,
    origin: usize,
    opts: SowOptions,
    verdict: impl Fn(u8) -> LapVerdict,
) -> bool {
    short_lap_landing(board, circuit, origin, opts).is_some_and(|(_, seeds)| {
        !matches!(verdict(seeds), LapVerdict::Relay | LapVerdict::RelayNext)
    })
}

/// One lap sown by a few word operations instead of seed by seed: the same board and
/// landing hole as [`sow_lap`], for circuits of at most 16 holes and laps that do not
/// drop their first seed back (`origin_first` off). A lap of `n` seeds from `from`
/// gives every hole of `from`'s cycle it reaches `n / k` seeds (`k` the holes a
/// round drops into: the cycle, less `from` when the lap skips its origin) and one
/// more to the first `n % k` holes after `from`: two additions of precomputed words,
/// without a branch on the seeds. Built once per game as a constant.
///
/// ```
/// use sowing::{Board, Circuit};
/// use sowing::sow::{sow_lap, LapTable, SowOptions};
/// let ring = Circuit::two_row_ring(6);
/// let opts = SowOptions { skip_origin: true, ..SowOptions::default() };
/// let table = LapTable::new(&ring, opts).unwrap();
/// let mut board = Board::two_rows(6, 4);
/// board.set_seeds(9, 23); // two rounds of the 11 other holes, and one more seed
/// let (mut a, mut b) = (board, board);
/// assert_eq!(table.sow_lap(&mut a, 9), sow_lap(&mut b, &ring, 9, opts));
/// assert_eq!(a, b);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct LapTable {
    /// What a lap from each hole does, hole by hole (one entry's words together).
    from: [LapFrom; 16],
}

/// [`LapTable`]'s words for laps from one hole, as pairs of little-endian words of
/// the first 16 holes' counts (holes 0 to 7, then 8 to 15).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
struct LapFrom {
    /// `first[r]`: one seed in each of the first `r` holes the lap reaches.
    first: [[u64; 2]; 16],
    /// One seed in every hole a round drops into.
    all: [u64; 2],
    /// Every count kept but this hole's, which the lap lifts.
    keep: [u64; 2],
    /// `landing[r]`: the hole the `r`-th seed falls into (`r` from 1 to a round).
    landing: [u8; 17],
    /// The number of holes a round drops into.
    round: u8,
}

impl LapTable {
    /// The table of `circuit`'s laps sown with `opts`, or `None` for a circuit of more
    /// than 16 holes, laps that drop their first seed back (`origin_first`), or a hole
    /// alone in its cycle whose laps skip it (they drop nowhere else).
    pub const fn new(circuit: &Circuit, opts: SowOptions) -> Option<LapTable> {
        let holes = circuit.len();
        if holes > 16 || opts.origin_first || opts.first_seed_to != 0 {
            return None;
        }
        let empty = LapFrom {
            first: [[0; 2]; 16],
            all: [0; 2],
            keep: [u64::MAX; 2],
            landing: [0; 17],
            round: 0,
        };
        let mut t = LapTable { from: [empty; 16] };
        let mut from = 0;
        while from < holes {
            let k = circuit.cycle_len(from) - opts.skip_origin as usize;
            if k == 0 {
                return None;
            }
            let e = &mut t.from[from];
            e.round = k as u8;
            e.keep[from / 8] = !(0xFF << (8 * (from % 8)));
            let (mut cur, mut word, mut r) = (from, [0u64; 2], 1);
            while r <= k {
                cur = step(circuit, cur, from, opts);
                word[cur / 8] |= 1 << (8 * (cur % 8));
                e.landing[r] = cur as u8;
                if r < 16 {
                    e.first[r] = word;
                }
                r += 1;
            }
            e.all = word;
            from += 1;
        }
        Some(t)
    }

    /// Sows one lap from `from` like [`sow_lap`] and returns the landing hole (`from`
    /// itself if it is empty).
    #[inline(always)]
    pub fn sow_lap(&self, board: &mut Board, from: usize) -> usize {
        let e = &self.from[from];
        let n = board.seeds(from) as usize;
        if n == 0 {
            return from;
        }
        let k = e.round as usize;
        let (rounds, r) = if n < k { (0, n) } else { (n / k, n % k) };
        // The lifted hole emptied by a mask, in the words (a byte store before the
        // words' load would make the processor wait for it); each word added on its
        // own: no byte carries into the next, a hole holding at most 255 seeds.
        let w = board.low_seeds();
        let (lo, hi) = (w as u64, (w >> 64) as u64);
        // (`r` is below `k`, at most 16: the mask only spares a bounds check.)
        let first = &e.first[r & 15];
        let lo = (lo & e.keep[0]) + e.all[0] * rounds as u64 + first[0];
        let hi = (hi & e.keep[1]) + e.all[1] * rounds as u64 + first[1];
        board.set_low_seeds(lo as u128 | (hi as u128) << 64);
        // The last seed of a lap of whole rounds falls into a round's last hole.
        e.landing[if r == 0 { k } else { r }] as usize
    }

    /// [`sow`] for a sowing of a single lap (a game whose lap rule never relays):
    /// sows it with [`LapTable::sow_lap`] and asks `after_lap` how it ended.
    #[inline]
    pub fn sow(
        &self,
        board: &mut Board,
        origin: usize,
        after_lap: impl FnOnce(&Board, usize) -> LapVerdict,
    ) -> SowReport {
        let landing = self.sow_lap(board, origin);
        let ended = after_lap(board, landing);
        debug_assert_ne!(ended, LapVerdict::Relay, "a single-lap sowing relayed");
        SowReport {
            origin,
            landing,
            laps: 1,
            ended,
        }
    }
}

/// Returned by [`sow`] when a relay sowing would never end.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Endless {
    /// The hole whose sowing never ends.
    pub origin: usize,
}

impl From<Endless> for MoveError {
    fn from(e: Endless) -> Self {
        MoveError::EndlessSowing { hole: e.origin }
    }
}

/// Sows from `origin`, lap after lap, until `after_lap` says the sowing ends.
///
/// `after_lap(board, landing)` is called after every lap with the board as the lap left
/// it; it must depend only on its arguments (the kernel relies on that to detect
/// endless sowings exactly). On [`LapVerdict::Relay`] the landing hole is lifted and
/// sown as the next lap.
///
/// Returns [`Endless`] if the sowing can never end; the board is then left in some
/// state of the cycle, so callers sow on a copy (positions are `Copy`).
///
/// ```
/// use sowing::{Board, Circuit};
/// use sowing::sow::{sow, LapVerdict, SowOptions};
/// // Relay while the last seed lands in an occupied hole (Bao Kigogo's rule 3).
/// let mut board = Board::empty(2, 3).unwrap();
/// for (i, n) in [0, 0, 1, 2, 0, 0].into_iter().enumerate() { board.set_seeds(i, n); }
/// let ring = Circuit::two_row_ring(3);
/// let rule = |b: &Board, h: usize| if b.seeds(h) > 1 { LapVerdict::Relay } else { LapVerdict::End };
/// let r = sow(&mut board, &ring, 3, SowOptions::default(), rule).unwrap();
/// // Lap 1: 3 → 4, 5 (empty): ends there.
/// assert_eq!((r.landing, r.laps), (5, 1));
/// ```
#[inline]
pub fn sow(
    board: &mut Board,
    circuit: &Circuit,
    origin: usize,
    opts: SowOptions,
    after_lap: impl FnMut(&Board, usize) -> LapVerdict,
) -> Result<SowReport, Endless> {
    sow_checking_from(
        board,
        circuit,
        origin,
        opts,
        CYCLE_CHECK_FROM,
        after_lap,
        &mut (),
    )
}

/// [`sow`], reporting every lift and drop to `obs`. An endless sowing reports the laps
/// sown until the cycle was found.
#[inline]
pub fn sow_observed<O: Observer>(
    board: &mut Board,
    circuit: &Circuit,
    origin: usize,
    opts: SowOptions,
    after_lap: impl FnMut(&Board, usize) -> LapVerdict,
    obs: &mut O,
) -> Result<SowReport, Endless> {
    sow_checking_from(
        board,
        circuit,
        origin,
        opts,
        CYCLE_CHECK_FROM,
        after_lap,
        obs,
    )
}

/// [`sow`] with endless-sowing detection armed from lap `check_from` on instead of
/// [`CYCLE_CHECK_FROM`], reporting to `obs`. Any value gives the same results; it only
/// moves the cost of the check (benchmarks compare values side by side).
// Public, hidden from the docs, for benches/sowing.rs alone: it times the detection of
// endless sowings from several laps (a tuning experiment, not part of the API).
#[doc(hidden)]
#[inline]
pub fn sow_checking_from<O: Observer>(
    board: &mut Board,
    circuit: &Circuit,
    origin: usize,
    opts: SowOptions,
    check_from: u32,
    mut after_lap: impl FnMut(&Board, usize) -> LapVerdict,
    obs: &mut O,
) -> Result<SowReport, Endless> {
    sow_laps_observed(
        board,
        origin,
        check_from,
        |b, from, lap, obs| sow_lap_observed(b, circuit, from, opts, lap, obs),
        // Every verdict named: a new one must say here where the next lap starts.
        |b, landing, _| match after_lap(b, landing) {
            LapVerdict::Relay => NextLap::Lift(landing),
            LapVerdict::RelayNext => NextLap::Lift(circuit.next(landing)),
            LapVerdict::End => NextLap::Ends(LapVerdict::End),
            LapVerdict::Capture => NextLap::Ends(LapVerdict::Capture),
        },
        obs,
    )
}

/// What a lap rule that may change the board decides after a lap
/// ([`sow_laps_observed`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum NextLap {
    /// The sowing ends, as [`LapVerdict::End`] or [`LapVerdict::Capture`] says.
    Ends(LapVerdict),
    /// Lift this hole and sow it as the next lap (an empty hole sows nothing, and
    /// the lap rule then looks at it as the landing hole).
    Lift(usize),
}

/// The relay loop of every sowing, lap rules of any kind: `lap(board, from, lap, obs)`
/// sows lap number `lap` (from 1) from `from` and returns its landing hole (as
/// [`sow_lap_observed`] does, perhaps with [`sow_lap_passing_observed`]); then
/// `after_lap(board, landing, obs)` says how the sowing goes on, and may change the
/// board first (a capture after which the sowing goes on). Both must depend only on
/// their arguments: endless-sowing detection (Brent's, over the board and the hole to
/// lift next, from lap `check_from` on) relies on it, and stays exact.
///
/// ```
/// use sowing::{Board, Circuit};
/// use sowing::sow::{sow_lap_observed, sow_laps_observed, LapVerdict, NextLap, SowOptions};
/// let ring = Circuit::two_row_ring(6);
/// let mut board = Board::two_rows(6, 3);
/// // A landing on 4 is taken and the sowing goes on from the next hole; 1 ends it.
/// let mut taken = 0;
/// let r = sow_laps_observed(&mut board, 9, 32,
///     |b, from, lap, obs| sow_lap_observed(b, &ring, from, SowOptions::default(), lap, obs),
///     |b, h, _| match b.seeds(h) {
///         4 => { taken += b.take(h); NextLap::Lift(ring.next(h)) }
///         0 | 1 => NextLap::Ends(LapVerdict::End),
///         _ => NextLap::Lift(h),
///     },
///     &mut ()).unwrap();
/// assert!(taken >= 4 && r.laps > 1);
/// ```
#[inline]
pub fn sow_laps_observed<O: Observer>(
    board: &mut Board,
    origin: usize,
    check_from: u32,
    mut lap: impl FnMut(&mut Board, usize, u32, &mut O) -> usize,
    mut after_lap: impl FnMut(&mut Board, usize, &mut O) -> NextLap,
    obs: &mut O,
) -> Result<SowReport, Endless> {
    let mut hole = origin;
    let mut laps: u32 = 0;
    // Brent's cycle detection over (board, next hole to lift), armed late.
    let mut saved: Option<(Board, usize)> = None;
    let mut power: u32 = 1;
    let mut lam: u32 = 0;
    loop {
        let landing = lap(board, hole, laps + 1, obs);
        laps += 1;
        match after_lap(board, landing, obs) {
            NextLap::Lift(next) => hole = next,
            NextLap::Ends(ended) => {
                return Ok(SowReport {
                    origin,
                    landing,
                    laps,
                    ended,
                })
            }
        }
        if laps < check_from {
            continue;
        }
        match &saved {
            Some((b, h)) if *h == hole && b == board => return Err(Endless { origin }),
            _ => {}
        }
        if saved.is_none() || power == lam {
            saved = Some((*board, hole));
            power = power.saturating_mul(2);
            lam = 0;
        }
        lam += 1;
    }
}

/// Holes and seeds taken by a capture.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Capture {
    /// The holes emptied.
    pub holes: HoleSet,
    /// The seeds they held.
    pub seeds: u32,
}

impl Capture {
    /// Nothing captured.
    pub const NONE: Capture = Capture {
        holes: HoleSet::EMPTY,
        seeds: 0,
    };

    #[inline]
    fn take<O: Observer>(&mut self, board: &mut Board, hole: usize, obs: &mut O) {
        self.holes.insert(hole);
        let seeds = board.take(hole);
        note(obs, || Event::Capture {
            hole: hole as u8,
            seeds,
        });
        self.seeds += seeds as u32;
    }
}

/// Which ways a capture chain runs from its first hole, along the circuit.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Chain {
    /// Only the first hole.
    None,
    /// Against the sowing direction (Djenon-aboure, Oware).
    Backward,
    /// With the sowing direction.
    Forward,
    /// Backward, then forward (Goré).
    Both,
}

/// Captures `start`, then chains from it along `circuit`.
///
/// Backward: from the hole before `start`, every consecutive hole for which
/// `takes(board, hole)` holds, stopping at the first that does not. Forward: the same
/// from the hole after `start`. A hole is never taken twice, so chains that wrap round
/// the board stop where they meet what was already taken.
///
/// ```
/// use sowing::{Board, Circuit};
/// use sowing::sow::{capture_chain, Chain};
/// let mut board = Board::empty(2, 3).unwrap();
/// for (i, n) in [2, 4, 3, 2, 2, 4].into_iter().enumerate() { board.set_seeds(i, n); }
/// let ring = Circuit::two_row_ring(3); // 3 → 4 → 5 → 2 → 1 → 0 → 3
/// let two_or_four = |b: &Board, h: usize| matches!(b.seeds(h), 2 | 4);
/// let cap = capture_chain(&mut board, &ring, 5, Chain::Backward, two_or_four);
/// // 5, then back through 4 and 3 and round to 0 and 1; stops at 2 (holds 3).
/// assert_eq!(cap.holes.iter().collect::<Vec<_>>(), vec![0, 1, 3, 4, 5]);
/// assert_eq!(cap.seeds, 14);
/// ```
pub fn capture_chain(
    board: &mut Board,
    circuit: &Circuit,
    start: usize,
    chain: Chain,
    takes: impl Fn(&Board, usize) -> bool,
) -> Capture {
    capture_chain_observed(board, circuit, start, chain, takes, &mut ())
}

/// [`capture_chain`], reporting every hole taken to `obs`, in the order taken.
pub fn capture_chain_observed<O: Observer>(
    board: &mut Board,
    circuit: &Circuit,
    start: usize,
    chain: Chain,
    takes: impl Fn(&Board, usize) -> bool,
    obs: &mut O,
) -> Capture {
    capture_chain_limited_observed(board, circuit, start, chain, takes, u32::MAX, obs)
}

/// [`capture_chain_observed`] taking at most `max_holes` holes in all (`start`
/// included, at least 1): the chain stops once that many are taken.
///
/// ```
/// use sowing::{Board, Circuit};
/// use sowing::sow::{capture_chain_limited_observed, Chain};
/// let mut board = Board::empty(2, 3).unwrap();
/// for (i, n) in [2, 4, 3, 2, 2, 4].into_iter().enumerate() { board.set_seeds(i, n); }
/// let ring = Circuit::two_row_ring(3); // 3 → 4 → 5 → 2 → 1 → 0 → 3
/// let two_or_four = |b: &Board, h: usize| matches!(b.seeds(h), 2 | 4);
/// let cap = capture_chain_limited_observed(&mut board, &ring, 5, Chain::Backward, two_or_four, 2, &mut ());
/// // 5, then 4; the limit stops the chain before 3.
/// assert_eq!(cap.holes.iter().collect::<Vec<_>>(), vec![4, 5]);
/// ```
pub fn capture_chain_limited_observed<O: Observer>(
    board: &mut Board,
    circuit: &Circuit,
    start: usize,
    chain: Chain,
    takes: impl Fn(&Board, usize) -> bool,
    max_holes: u32,
    obs: &mut O,
) -> Capture {
    let mut cap = Capture::NONE;
    cap.take(board, start, obs);
    let mut left = max_holes.saturating_sub(1);
    if matches!(chain, Chain::Backward | Chain::Both) {
        let mut h = circuit.prev(start);
        while left > 0 && !cap.holes.contains(h) && takes(board, h) {
            cap.take(board, h, obs);
            left -= 1;
            h = circuit.prev(h);
        }
    }
    if matches!(chain, Chain::Forward | Chain::Both) {
        let mut h = circuit.next(start);
        while left > 0 && !cap.holes.contains(h) && takes(board, h) {
            cap.take(board, h, obs);
            left -= 1;
            h = circuit.next(h);
        }
    }
    cap
}

/// Empties every hole of `holes` and reports what was taken.
pub fn take_holes(board: &mut Board, holes: HoleSet) -> Capture {
    take_holes_observed(board, holes, &mut ())
}

/// [`take_holes`], reporting every hole taken to `obs`, ascending.
pub fn take_holes_observed<O: Observer>(board: &mut Board, holes: HoleSet, obs: &mut O) -> Capture {
    let mut cap = Capture::NONE;
    for h in holes.iter() {
        cap.take(board, h, obs);
    }
    cap
}

/// Takes at most `at_most` seeds from `hole` (all it holds when that is fewer) and
/// reports them to `obs`: a capture of part of a hole (a described game's `weg`
/// child). The hole counts as taken ([`Capture::holes`]) only when it is emptied.
///
/// ```
/// use sowing::Board;
/// use sowing::sow::take_some_observed;
/// let mut board = Board::two_rows(6, 4);
/// let cap = take_some_observed(&mut board, 3, 2, &mut ());
/// assert_eq!((cap.seeds, board.seeds(3), cap.holes.len()), (2, 2, 0));
/// ```
pub fn take_some_observed<O: Observer>(
    board: &mut Board,
    hole: usize,
    at_most: u8,
    obs: &mut O,
) -> Capture {
    let now = board.seeds(hole);
    let seeds = now.min(at_most);
    if seeds == now {
        let mut cap = Capture::NONE;
        cap.take(board, hole, obs);
        return cap;
    }
    board.set_seeds(hole, now - seeds);
    note(obs, || Event::Capture {
        hole: hole as u8,
        seeds,
    });
    Capture {
        holes: HoleSet::EMPTY,
        seeds: seeds as u32,
    }
}

/// The holes one lap sown from `from` would drop a seed into, found without sowing.
///
/// The same walk as [`sow_lap`] (the same `origin_first` and `skip_origin` handling),
/// but it only records where seeds would fall: games use it to filter moves by where
/// they reach before playing them (Oware's rule that a player whose opponent has no
/// seeds must sow into the opponent's row). An empty `from` reaches nothing. The walk
/// stops once it has gone round the whole circuit, so it costs at most one step per
/// hole of the circuit, however many seeds `from` holds.
///
/// ```
/// use sowing::{Board, Circuit};
/// use sowing::sow::{lap_holes, SowOptions};
/// let board = Board::two_rows(6, 4);
/// let ring = Circuit::two_row_ring(6);
/// // Hole 10's four seeds fall into 11, 5, 4 and 3.
/// let reach = lap_holes(&board, &ring, 10, SowOptions::default());
/// assert_eq!(reach.iter().collect::<Vec<_>>(), vec![3, 4, 5, 11]);
/// ```
pub fn lap_holes(board: &Board, circuit: &Circuit, from: usize, opts: SowOptions) -> HoleSet {
    let mut n = board.seeds(from) as usize;
    let mut reach = HoleSet::EMPTY;
    if n == 0 {
        return reach;
    }
    if opts.origin_first {
        reach.insert(from);
        n -= 1;
    } else if opts.first_seed_to != 0 {
        n -= 1;
    }
    // After `circuit.len()` steps every hole of `from`'s cycle has been visited.
    let mut cur = from;
    for _ in 0..n.min(circuit.len()) {
        cur = step(circuit, cur, from, opts);
        reach.insert(cur);
    }
    reach
}

/// Sows like [`sow`] and, if the last lap ends in [`LapVerdict::Capture`], captures from
/// the landing hole with [`capture_chain`] (`chain`, `takes`). The usual shape of a
/// whole move in the two-row games: one call, one report of what was sown and taken.
///
/// ```
/// use sowing::{Board, Circuit};
/// use sowing::sow::{sow_and_capture, Chain, LapVerdict, SowOptions};
/// let mut board = Board::two_rows(2, 1); // ring 2 → 3 → 1 → 0 → 2
/// let ring = Circuit::two_row_ring(2);
/// let rule = |b: &Board, h: usize| if b.seeds(h) == 2 { LapVerdict::Capture } else { LapVerdict::End };
/// let (s, cap) = sow_and_capture(&mut board, &ring, 2, Default::default(), rule, Chain::None, |_, _| false).unwrap();
/// assert_eq!((s.landing, cap.seeds), (3, 2));
/// assert_eq!(board.holes(), &[1, 1, 0, 0]);
/// ```
pub fn sow_and_capture(
    board: &mut Board,
    circuit: &Circuit,
    origin: usize,
    opts: SowOptions,
    after_lap: impl FnMut(&Board, usize) -> LapVerdict,
    chain: Chain,
    takes: impl Fn(&Board, usize) -> bool,
) -> Result<(SowReport, Capture), Endless> {
    sow_and_capture_observed(
        board,
        circuit,
        origin,
        opts,
        after_lap,
        chain,
        takes,
        &mut (),
    )
}

/// [`sow_and_capture`], reporting every lift, drop and capture to `obs`.
#[allow(clippy::too_many_arguments)]
#[inline]
pub fn sow_and_capture_observed<O: Observer>(
    board: &mut Board,
    circuit: &Circuit,
    origin: usize,
    opts: SowOptions,
    after_lap: impl FnMut(&Board, usize) -> LapVerdict,
    chain: Chain,
    takes: impl Fn(&Board, usize) -> bool,
    obs: &mut O,
) -> Result<(SowReport, Capture), Endless> {
    let sowing = sow_observed(board, circuit, origin, opts, after_lap, obs)?;
    let captured = if sowing.ended == LapVerdict::Capture {
        capture_chain_observed(board, circuit, sowing.landing, chain, takes, obs)
    } else {
        Capture::NONE
    };
    Ok((sowing, captured))
}
