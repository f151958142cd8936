//! Captures: a hole and its chain along the circuit, a set of holes, part of a hole.

use super::*;

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

    /// Takes `hole` whole into this capture and reports it to `obs`.
    #[inline]
    pub(crate) fn take<O: Observer>(&mut self, board: &mut Board, hole: usize, obs: &mut O) {
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

/// How a capture goes on from the hole where a sowing ended ([`sow_and_capture`]):
/// the chain's direction and which holes it takes, as [`capture_chain`] reads them.
#[derive(Clone, Copy, Debug)]
pub struct CaptureRule<T> {
    /// Which way the capture runs on from the landing hole.
    pub chain: Chain,
    /// Whether a hole is taken (the landing hole's test too).
    pub takes: T,
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
// Always inlined: the described kernel's ply holds the rules in registers, which a
// call would spill.
#[inline(always)]
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
