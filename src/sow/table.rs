//! One lap sown a word at a time ([`LapTable`]).

use super::lap::step;
use super::*;

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
    /// `landing[r % 16]`: the hole the `r`-th seed falls into (`r` from 1 to a
    /// round); `landing[0]` the last of a round, where a lap of whole rounds ends.
    /// (Read by a masked index: no bounds check.)
    landing: [u8; 16],
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
            landing: [0; 16],
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
                e.landing[r % 16] = cur as u8;
                if r < 16 {
                    e.first[r] = word;
                }
                r += 1;
            }
            e.all = word;
            e.landing[0] = cur as u8;
            from += 1;
        }
        Some(t)
    }

    /// Sows one lap from `from` like [`sow_lap`] and returns the landing hole (`from`
    /// itself if it is empty).
    #[inline(always)]
    pub fn sow_lap(&self, board: &mut Board, from: usize) -> usize {
        // (`from` is below 16, the table's holes: the masks only spare bounds checks.)
        debug_assert!(from < 16);
        let e = &self.from[from & 15];
        let n = board.seeds(from & 15) as usize;
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
        // (A hole of the table's, below 16: masked, the callers' bounds checks go.)
        e.landing[r & 15] as usize & 15
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
