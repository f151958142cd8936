//! One lap: sown seed by seed along a circuit, and what a lap would do, found
//! without sowing it (its landing when short, the holes it reaches).

use super::*;

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
pub(super) const fn step(circuit: &Circuit, cur: usize, from: usize, opts: SowOptions) -> usize {
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
