//! Whole sowings of relay laps, with exact endless-sowing detection.

use super::*;

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
#[inline(always)]
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
#[inline(always)]
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
#[inline(always)]
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
