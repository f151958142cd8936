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

mod capture;
mod lap;
mod relay;
mod table;

pub use capture::*;
pub use lap::*;
pub use relay::*;
pub use table::*;

/// Sows like [`sow`] and, if the last lap ends in [`LapVerdict::Capture`], captures from
/// the landing hole with [`capture_chain`] as `capture` says. The usual shape of a
/// whole move in the two-row games: one call, one report of what was sown and taken.
///
/// ```
/// use sowing::{Board, Circuit};
/// use sowing::sow::{sow_and_capture, CaptureRule, Chain, LapVerdict, SowOptions};
/// let mut board = Board::two_rows(2, 1); // ring 2 → 3 → 1 → 0 → 2
/// let ring = Circuit::two_row_ring(2);
/// let rule = |b: &Board, h: usize| if b.seeds(h) == 2 { LapVerdict::Capture } else { LapVerdict::End };
/// let capture = CaptureRule { chain: Chain::None, takes: |_: &Board, _| false };
/// let (s, cap) = sow_and_capture(&mut board, &ring, 2, Default::default(), rule, capture).unwrap();
/// assert_eq!((s.landing, cap.seeds), (3, 2));
/// assert_eq!(board.holes(), &[1, 1, 0, 0]);
/// ```
pub fn sow_and_capture<T: Fn(&Board, usize) -> bool>(
    board: &mut Board,
    circuit: &Circuit,
    origin: usize,
    opts: SowOptions,
    after_lap: impl FnMut(&Board, usize) -> LapVerdict,
    capture: CaptureRule<T>,
) -> Result<(SowReport, Capture), Endless> {
    sow_and_capture_observed(board, circuit, origin, opts, after_lap, capture, &mut ())
}

/// [`sow_and_capture`], reporting every lift, drop and capture to `obs`.
#[inline(always)]
pub fn sow_and_capture_observed<T: Fn(&Board, usize) -> bool, O: Observer>(
    board: &mut Board,
    circuit: &Circuit,
    origin: usize,
    opts: SowOptions,
    after_lap: impl FnMut(&Board, usize) -> LapVerdict,
    capture: CaptureRule<T>,
    obs: &mut O,
) -> Result<(SowReport, Capture), Endless> {
    let sowing = sow_observed(board, circuit, origin, opts, after_lap, obs)?;
    let captured = if sowing.ended == LapVerdict::Capture {
        let CaptureRule { chain, takes } = capture;
        capture_chain_observed(board, circuit, sowing.landing, chain, takes, obs)
    } else {
        Capture::NONE
    };
    Ok((sowing, captured))
}
