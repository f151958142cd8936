//! The board: a grid of holes with seed counts and an owner per hole.
//!
//! docs/RULES.md, *Common conventions*: boards are seen from South's side, row 0 is the top
//! (North's side), the last row is South's, column 0 is South's left, and a hole's
//! **index** is `row * cols + col`.

use crate::types::{HoleSet, Player};
use std::fmt;

/// The largest board any game uses (Bao Kigogo, 4×12).
pub const MAX_HOLES: usize = 48;

/// A grid of holes: seed counts and the player who controls each hole.
///
/// Fixed-size storage (no heap), `Copy`; holes beyond `rows * cols` are always empty
/// and owned by South, so derived `Eq` and `Hash` compare only the real board.
///
/// ```
/// use sowing::{Board, Player};
/// // 2×6, North owns row 0, South row 1, 4 seeds everywhere.
/// let b = Board::two_rows(6, 4);
/// assert_eq!(b.len(), 12);
/// assert_eq!(b.index(1, 2), 8);
/// assert_eq!(b.row_col(8), (1, 2));
/// assert_eq!(b.owner(8), Player::South);
/// assert_eq!(b.total(), 48);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Board {
    rows: u8,
    cols: u8,
    seeds: [u8; MAX_HOLES],
    /// Bit `i` set: hole `i` is North's.
    north: u64,
}

impl Board {
    /// An empty board of `rows × cols` holes, all owned by South.
    ///
    /// Returns `None` if the board would have more than [`MAX_HOLES`] holes or none,
    /// however large `rows` and `cols` are.
    ///
    /// ```
    /// use sowing::Board;
    /// assert!(Board::empty(4, 12).is_some());
    /// assert!(Board::empty(7, 7).is_none());
    /// assert!(Board::empty(usize::MAX / 2 + 2, 2).is_none()); // not the 2 of a wrapped product
    /// ```
    pub const fn empty(rows: usize, cols: usize) -> Option<Board> {
        // Each side first, so that the product cannot overflow.
        let too_big = rows > MAX_HOLES || cols > MAX_HOLES || rows * cols > MAX_HOLES;
        if rows == 0 || cols == 0 || too_big {
            return None;
        }
        Some(Board {
            rows: rows as u8,
            cols: cols as u8,
            seeds: [0; MAX_HOLES],
            north: 0,
        })
    }

    /// A two-row board: North owns row 0, South row 1, `seeds` in every hole.
    ///
    /// # Panics
    /// If `cols` is 0 or above 24 (a programming error: every game's size is a constant).
    pub const fn two_rows(cols: usize, seeds: u8) -> Board {
        let mut b = match Board::empty(2, cols) {
            Some(b) => b,
            None => panic!("bad two-row board size"),
        };
        let mut i = 0;
        while i < 2 * cols {
            b.seeds[i] = seeds;
            i += 1;
        }
        b.north = (1u64 << cols) - 1;
        b
    }

    /// Number of rows.
    #[inline]
    pub const fn rows(&self) -> usize {
        self.rows as usize
    }

    /// Number of columns.
    #[inline]
    pub const fn cols(&self) -> usize {
        self.cols as usize
    }

    /// Number of holes (`rows * cols`).
    #[inline]
    pub const fn len(&self) -> usize {
        self.rows as usize * self.cols as usize
    }

    /// Always false: a board has at least one hole. (Here for API symmetry.)
    #[inline]
    pub const fn is_empty(&self) -> bool {
        false
    }

    /// The index of `(row, col)`: `row * cols + col`.
    #[inline]
    pub const fn index(&self, row: usize, col: usize) -> usize {
        row * self.cols as usize + col
    }

    /// The `(row, col)` of hole `index`.
    #[inline]
    pub const fn row_col(&self, index: usize) -> (usize, usize) {
        (index / self.cols as usize, index % self.cols as usize)
    }

    /// Seeds in hole `i`.
    #[inline]
    pub fn seeds(&self, i: usize) -> u8 {
        self.seeds[i]
    }

    /// Seeds per hole, row-major.
    #[inline]
    pub fn holes(&self) -> &[u8] {
        &self.seeds[..self.len()]
    }

    /// The seed counts of holes `8 * i` to `8 * i + 7` as one little-endian word (holes
    /// past the board count 0: they are always empty). `i` is below 6.
    #[inline]
    pub fn seed_word(&self, i: usize) -> u64 {
        let mut w = [0u8; 8];
        w.copy_from_slice(&self.seeds[8 * i..8 * i + 8]);
        u64::from_le_bytes(w)
    }

    /// The seed counts of holes `start` to `start + 7` as one little-endian word
    /// (holes past the board count 0). `start` is at most 40.
    #[inline]
    pub fn seed_bytes(&self, start: usize) -> u64 {
        let mut w = [0u8; 8];
        w.copy_from_slice(&self.seeds[start..start + 8]);
        u64::from_le_bytes(w)
    }

    /// The seed counts of holes 0 to 15 as one little-endian word (holes past the
    /// board count 0), for the kernel's word-wide sowing ([`crate::sow::LapTable`]).
    #[inline]
    pub(crate) fn low_seeds(&self) -> u128 {
        let mut w = [0u8; 16];
        w.copy_from_slice(&self.seeds[..16]);
        u128::from_le_bytes(w)
    }

    /// Sets the seed counts of holes 0 to 15 from one little-endian word; the bytes of
    /// holes past the board and its two store slots must be 0.
    #[inline]
    pub(crate) fn set_low_seeds(&mut self, w: u128) {
        // (A described game's two store slots follow its holes.)
        debug_assert!(self.len() + 2 >= 16 || w >> (8 * (self.len() + 2)) == 0);
        self.seeds[..16].copy_from_slice(&w.to_le_bytes());
    }

    /// Empties the holes of `set` (bit `h` for hole `h`) and returns the seeds they
    /// held, when all are among the first 16 slots: by one word read and written,
    /// without a loop, so that the board's next word reads take the word straight
    /// from the store (byte stores would make them wait). `None` (nothing done) for
    /// a hole past them.
    #[inline]
    pub(crate) fn take_low_set(&mut self, set: u64) -> Option<u32> {
        let (lo, hi) = self.clear_low(set)?;
        // The bytes taken, added byte by byte and then across: no sum passes 255,
        // the board holding at most 255 seeds.
        let taken = lo + hi;
        Some((taken.wrapping_mul(0x0101_0101_0101_0101) >> 56) as u32)
    }

    /// Empties slots `i` and `i + 1` and returns what they held (a described game's
    /// two store slots, past its holes): within the first 16 slots by one word read
    /// and written, as [`Board::take_low_set`].
    #[inline]
    pub(crate) fn take_two(&mut self, i: usize) -> [u8; 2] {
        match self.clear_low(0b11 << i) {
            Some((lo, hi)) => ((((hi as u128) << 64 | lo as u128) >> (8 * i)) as u16).to_le_bytes(),
            None => [self.take(i), self.take(i + 1)],
        }
    }

    /// Empties the slots of `set` among the first 16 by one word read and written,
    /// and returns the counts they held in place (holes 0 to 7, then 8 to 15), the
    /// other bytes 0; `None` (nothing done) for a slot past them.
    #[inline(always)]
    fn clear_low(&mut self, set: u64) -> Option<(u64, u64)> {
        /// `BYTES[b]`: the bytes of a word whose bit in `b` is set, all ones.
        static BYTES: [u64; 256] = {
            let mut t = [0; 256];
            let mut b = 0;
            while b < 256 {
                let mut i = 0;
                while i < 8 {
                    if b >> i & 1 == 1 {
                        t[b] |= 0xFF << (8 * i);
                    }
                    i += 1;
                }
                b += 1;
            }
            t
        };
        if set >> 16 != 0 {
            return None;
        }
        let w = self.low_seeds();
        let (lo, hi) = (w as u64, (w >> 64) as u64);
        let (mlo, mhi) = (BYTES[set as usize & 0xFF], BYTES[set as usize >> 8]);
        self.set_low_seeds((lo & !mlo) as u128 | ((hi & !mhi) as u128) << 64);
        Some((lo & mlo, hi & mhi))
    }

    /// The holes North controls, as a bit mask (bit `i`: hole `i`).
    #[inline]
    pub const fn north_mask(&self) -> u64 {
        self.north
    }

    /// Sets the seeds in hole `i`.
    #[inline]
    ///
    /// # Panics
    /// If `i` is not a hole of the board (holes past `rows × cols` stay empty).
    pub fn set_seeds(&mut self, i: usize, n: u8) {
        assert!(
            i < self.len(),
            "hole {i} is not on a board of {} holes",
            self.len()
        );
        self.seeds[i] = n;
    }

    /// Sets the seeds of holes `0..holes.len()` to `holes` at once.
    ///
    /// # Panics
    ///
    /// If `holes` is longer than the board.
    #[inline]
    pub(crate) fn set_holes(&mut self, holes: &[u8]) {
        assert!(holes.len() <= self.len(), "more counts than holes");
        self.seeds[..holes.len()].copy_from_slice(holes);
    }

    /// Adds one seed to hole `i` and returns the new count.
    ///
    /// A described game with stores sows them as the two slots right after the holes
    /// (`len()` and `len() + 1`) and empties them into the captures before the move
    /// ends, so that between moves the slots past the board stay empty.
    #[inline]
    pub fn drop_seed(&mut self, i: usize) -> u8 {
        debug_assert!(i < self.len() + 2, "a circuit larger than the board");
        self.seeds[i] += 1;
        self.seeds[i]
    }

    /// Empties hole `i` and returns what it held.
    #[inline]
    pub fn take(&mut self, i: usize) -> u8 {
        std::mem::take(&mut self.seeds[i])
    }

    /// The player a row belongs to when nothing has been traded: the top half of the
    /// rows is North's, the bottom half South's (docs/RULES.md, *Common conventions*).
    /// The one place this is written.
    ///
    /// ```
    /// use sowing::{Board, Player};
    /// let b = Board::empty(4, 12).unwrap();
    /// assert_eq!(b.row_owner(1), Player::North);
    /// assert_eq!(b.row_owner(2), Player::South);
    /// ```
    #[inline]
    pub const fn row_owner(&self, row: usize) -> Player {
        if row < self.rows() / 2 {
            Player::North
        } else {
            Player::South
        }
    }

    /// The player hole `i` belongs to when nothing has been traded: the owner of its
    /// row ([`Board::row_owner`]).
    #[inline]
    pub const fn default_owner(&self, i: usize) -> Player {
        self.row_owner(i / self.cols())
    }

    /// The player who controls hole `i`.
    #[inline]
    pub const fn owner(&self, i: usize) -> Player {
        if self.north >> i & 1 == 1 {
            Player::North
        } else {
            Player::South
        }
    }

    /// Gives hole `i` to `p`.
    #[inline]
    ///
    /// # Panics
    /// If `i` is not a hole of the board.
    pub fn set_owner(&mut self, i: usize, p: Player) {
        assert!(
            i < self.len(),
            "hole {i} is not on a board of {} holes",
            self.len()
        );
        match p {
            Player::North => self.north |= 1 << i,
            Player::South => self.north &= !(1 << i),
        }
    }

    /// The holes `p` controls.
    #[inline]
    pub const fn holes_of(&self, p: Player) -> HoleSet {
        let all = HoleSet::first(self.len()).0;
        match p {
            Player::North => HoleSet(self.north & all),
            Player::South => HoleSet(!self.north & all),
        }
    }

    /// The holes holding at least `min` seeds (`min` at least 1) among the first
    /// `words` words of eight seed counts ([`Board::seed_word`]), as a bit mask: a
    /// word at a time, without a loop over the holes.
    #[inline(always)]
    pub(crate) fn holding_at_least(&self, words: usize, min: u8) -> u64 {
        let mut mask = 0;
        for i in 0..words {
            mask |= Self::byte_at_least(self.seed_word(i), min) << (8 * i);
        }
        mask
    }

    /// [`Board::holding_at_least`] of the holes `holes` alone: only the words that
    /// hold one of them read, each word's place known at compile time.
    #[inline(always)]
    pub(crate) fn holding_at_least_of(&self, holes: u64, min: u8) -> u64 {
        // A player's holes mostly lie within three words: those alone read, from a
        // window that fits the board whatever its place.
        let first = (holes.trailing_zeros() as usize / 8).min(MAX_HOLES / 8 - 3);
        if holes >> (8 * first) >> 24 == 0 {
            let mut mask = 0;
            for i in first..first + 3 {
                mask |= Self::byte_at_least(self.seed_word(i), min) << (8 * i);
            }
            return mask & holes;
        }
        let mut mask = 0;
        for i in 0..MAX_HOLES / 8 {
            if holes >> (8 * i) & 0xFF != 0 {
                mask |= Self::byte_at_least(self.seed_word(i), min) << (8 * i);
            }
        }
        mask & holes
    }

    /// Of a word of eight seed counts, a bit for each count of at least `min`.
    #[inline(always)]
    fn byte_at_least(w: u64, min: u8) -> u64 {
        const LOW7: u64 = 0x7F7F_7F7F_7F7F_7F7F;
        const HIGH: u64 = 0x8080_8080_8080_8080;
        // The high bit of each byte: set where the count is at least `min` (at least
        // 128, or its low seven bits lifted past 127 by `128 - min`, which no byte
        // carries out of).
        let high = if min <= 0x80 {
            (((w & LOW7) + (0x80 - min as u64) * 0x0101_0101_0101_0101) | w) & HIGH
        } else {
            (0..8)
                .filter(|&k| (w >> (8 * k)) as u8 >= min)
                .fold(0, |m, k| m | (0x80 << (8 * k)))
        };
        // Gather the eight high bits into one byte, hole order kept.
        (high >> 7).wrapping_mul(0x0102_0408_1020_4080) >> 56
    }

    /// Whether a slot of the first `words` words holds at least `min` seeds, `min`
    /// from 1 to 128: the words' high bits tested together, not gathered (slots past
    /// the board hold none: stores emptied, or none). One test a ply where a game
    /// ends when every hole holds at most a few.
    #[inline(always)]
    pub(crate) fn any_slot_at_least(&self, words: usize, min: u8) -> bool {
        const LOW7: u64 = 0x7F7F_7F7F_7F7F_7F7F;
        const HIGH: u64 = 0x8080_8080_8080_8080;
        debug_assert!((1..=0x80).contains(&min));
        let lift = (0x80 - min as u64) * 0x0101_0101_0101_0101;
        let mut high = 0;
        for i in 0..words {
            let w = self.seed_word(i);
            high |= ((w & LOW7) + lift) | w;
        }
        high & HIGH != 0
    }

    /// Whether a hole of `0..len` holds at least `min` seeds (`min` at least 1), read
    /// `words` words of eight counts at a time (`words` covering `len`).
    #[inline(always)]
    pub(crate) fn any_holding_at_least(&self, words: usize, len: usize, min: u8) -> bool {
        self.holding_at_least(words, min) & crate::types::HoleSet::first(len).0 != 0
    }

    /// The seeds in holes `0..len` ([`Board::total`]), read `words` words of eight
    /// counts at a time (`words` covering `len`): the slots past `len` left out.
    #[inline(always)]
    pub(crate) fn total_in(&self, words: usize, len: usize) -> u32 {
        const PAIRS: u64 = 0x00FF_00FF_00FF_00FF;
        let mut sum = 0;
        for i in 0..words {
            // The word's slots past `len`, none kept.
            let past = (8 * (i + 1)).saturating_sub(len);
            let keep = if past >= 8 { 0 } else { u64::MAX >> (8 * past) };
            let w = self.seed_word(i) & keep;
            // Four lanes of two counts (at most 510 each), then the lanes summed.
            let lanes = (w & PAIRS) + (w >> 8 & PAIRS);
            sum += (lanes.wrapping_mul(0x0001_0001_0001_0001) >> 48) as u32;
        }
        sum
    }

    /// Total seeds on the board.
    pub fn total(&self) -> u32 {
        self.holes().iter().map(|&s| s as u32).sum()
    }

    /// Seeds in the holes of `set`.
    pub fn seeds_in(&self, set: HoleSet) -> u32 {
        set.iter().map(|i| self.seeds[i] as u32).sum()
    }

    /// Seeds in the holes `p` controls.
    pub fn seeds_of(&self, p: Player) -> u32 {
        self.seeds_in(self.holes_of(p))
    }

    /// Builds a board from row-major seed counts and owners.
    ///
    /// Returns `None` if the lengths do not match `rows * cols` or the size is invalid.
    pub fn from_parts(rows: usize, cols: usize, seeds: &[u8], owners: &[Player]) -> Option<Board> {
        let mut b = Board::empty(rows, cols)?;
        if seeds.len() != b.len() || owners.len() != b.len() {
            return None;
        }
        for i in 0..b.len() {
            b.seeds[i] = seeds[i];
            b.set_owner(i, owners[i]);
        }
        Some(b)
    }

    /// The owner of every hole, row-major.
    pub fn owners(&self) -> impl Iterator<Item = Player> + '_ {
        (0..self.len()).map(|i| self.owner(i))
    }
}

impl fmt::Display for Board {
    /// The board as rows of right-aligned counts under column numbers, row 0 on top,
    /// each row labelled with its number. A hole controlled by the player who does not
    /// own its row by default (the top half of the rows is North's) is marked with `*`
    /// (Goré trades).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut line = String::from("    ");
        for c in 0..self.cols() {
            line.push_str(&format!("{c:>4}"));
        }
        writeln!(f, "{}", line.trim_end())?;
        for r in 0..self.rows() {
            let row_owner = self.row_owner(r);
            let mut line = format!("{r:>2}: ");
            for c in 0..self.cols() {
                let i = self.index(r, c);
                let mark = if self.owner(i) != row_owner { '*' } else { ' ' };
                line.push_str(&format!("{:>3}{mark}", self.seeds[i]));
            }
            write!(f, "{}", line.trim_end())?;
            if r + 1 < self.rows() {
                writeln!(f)?;
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Found by the `position_json` fuzz target (fuzz/regressions/position_json/):
    /// sizes whose product overflows `usize` panicked with overflow checks, and without
    /// them wrapped to a small product and built a board of another shape (on 64 bits,
    /// 2^63 + 1 rows of 2 became 1 row of 2, and 2^32 × 2^32 a board of no hole).
    #[test]
    fn empty_refuses_sizes_whose_product_overflows() {
        let half = 1 << (usize::BITS / 2);
        let huge = [half, usize::MAX / 2 + 2, usize::MAX, MAX_HOLES + 1, 256];
        for rows in huge {
            for cols in [1, 2, half, usize::MAX] {
                assert_eq!(Board::empty(rows, cols), None, "{rows}×{cols}");
                assert_eq!(Board::empty(cols, rows), None, "{cols}×{rows}");
            }
        }
        assert_eq!(Board::empty(MAX_HOLES, 1).map(|b| b.len()), Some(MAX_HOLES));
        assert_eq!(Board::empty(1, MAX_HOLES).map(|b| b.len()), Some(MAX_HOLES));
    }

    /// The word tests agree with a loop over the holes: `holding_at_least` over every
    /// word, and `holding_at_least_of` for sets of holes within three words and wider.
    #[test]
    fn holding_at_least_agrees_with_the_holes_one_by_one() {
        let mut rng = crate::rng::Rng::new(7);
        for _ in 0..500 {
            let mut b = Board::empty(4, 12).unwrap();
            for h in 0..MAX_HOLES {
                b.set_seeds(h, [0, 1, 2, 3, 127, 128, 200][rng.below(7)]);
            }
            let holes = (rng.next_u64() >> rng.below(64) << rng.below(16)) & ((1 << MAX_HOLES) - 1);
            for min in [1, 2, 3, 128, 129] {
                let one_by_one = (0..MAX_HOLES)
                    .filter(|&h| b.seeds(h) >= min)
                    .fold(0u64, |m, h| m | 1 << h);
                assert_eq!(b.holding_at_least(MAX_HOLES / 8, min), one_by_one);
                assert_eq!(
                    b.holding_at_least_of(holes, min),
                    one_by_one & holes,
                    "{holes:x}"
                );
            }
        }
    }
}
