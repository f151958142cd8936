//! Sowing orders as data.
//!
//! A [`Circuit`] says, for every hole, which hole comes next when sowing and which came
//! before. It is a permutation of the board's holes made of one or more disjoint
//! cycles: one shared ring for the two-row games, one 24-hole loop per player for Bao
//! Kigogo. Games never walk holes themselves; they hand a circuit to the kernel
//! ([`crate::sow`]).

use crate::board::MAX_HOLES;

/// A sowing order: `next` and `prev` for every hole, as lookup tables.
///
/// ```
/// use sowing::Circuit;
/// // docs/RULES.md, Common conventions: 6 → 7 → … → 11 → 5 → 4 → … → 0 → 6.
/// let ring = Circuit::two_row_ring(6);
/// assert_eq!(ring.next(6), 7);
/// assert_eq!(ring.next(11), 5);
/// assert_eq!(ring.next(0), 6);
/// assert_eq!(ring.prev(6), 0);
/// // Clockwise is the same ring reversed.
/// assert_eq!(ring.reversed().next(7), 6);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Circuit {
    holes: u8,
    next: [u8; MAX_HOLES],
    prev: [u8; MAX_HOLES],
    /// The holes cycle after cycle, each in sowing order (for [`Circuit::ahead`]).
    order: [u8; MAX_HOLES],
    /// Where each hole stands in `order`.
    index: [u8; MAX_HOLES],
    /// Where each hole's cycle starts in `order`, and its length.
    start: [u8; MAX_HOLES],
    cycle_len: [u8; MAX_HOLES],
}

impl Circuit {
    /// A circuit over `holes` holes from a single cycle listing every hole once in
    /// sowing order, e.g. `[6, 7, 8, 9, 10, 11, 5, 4, 3, 2, 1, 0]`.
    ///
    /// # Panics
    /// If the list is not a permutation of `0..holes` (a programming error: circuits are
    /// constants of the games). In `const` context the panic is a compile error.
    pub const fn from_cycles(holes: usize, cycles: &[&[u8]]) -> Circuit {
        assert!(holes <= MAX_HOLES, "too many holes");
        let mut next = [u8::MAX; MAX_HOLES];
        let mut prev = [u8::MAX; MAX_HOLES];
        let mut c = 0;
        let mut seen = 0usize;
        while c < cycles.len() {
            let cyc = cycles[c];
            let n = cyc.len();
            assert!(n > 0, "empty cycle");
            let mut k = 0;
            while k < n {
                let a = cyc[k] as usize;
                let b = cyc[(k + 1) % n] as usize;
                assert!(a < holes && b < holes, "hole out of range");
                assert!(next[a] == u8::MAX, "hole listed twice");
                next[a] = b as u8;
                prev[b] = a as u8;
                k += 1;
            }
            seen += n;
            c += 1;
        }
        assert!(seen == holes, "every hole must be on the circuit");
        Circuit::with_tables(holes, next, prev)
    }

    /// The circuit with `next` and `prev`, and the cycle tables [`Circuit::ahead`]
    /// reads, walked from `next`.
    const fn with_tables(holes: usize, next: [u8; MAX_HOLES], prev: [u8; MAX_HOLES]) -> Circuit {
        let mut order = [0u8; MAX_HOLES];
        let mut index = [0u8; MAX_HOLES];
        let mut start = [0u8; MAX_HOLES];
        let mut cycle_len = [0u8; MAX_HOLES];
        let mut done = [false; MAX_HOLES];
        let mut k = 0;
        let mut h = 0;
        while h < holes {
            if !done[h] {
                let first = k;
                let mut c = h;
                loop {
                    order[k] = c as u8;
                    index[c] = k as u8;
                    done[c] = true;
                    k += 1;
                    c = next[c] as usize;
                    if c == h {
                        break;
                    }
                }
                let mut i = first;
                while i < k {
                    start[order[i] as usize] = first as u8;
                    cycle_len[order[i] as usize] = (k - first) as u8;
                    i += 1;
                }
            }
            h += 1;
        }
        Circuit {
            holes: holes as u8,
            next,
            prev,
            order,
            index,
            start,
            cycle_len,
        }
    }

    /// The counter-clockwise ring of a two-row board with `cols` columns: along South's
    /// row (row 1) left to right, then along North's row (row 0) right to left.
    pub const fn two_row_ring(cols: usize) -> Circuit {
        assert!(cols > 0 && 2 * cols <= MAX_HOLES, "bad ring size");
        let mut order = [0u8; MAX_HOLES];
        let mut k = 0;
        while k < cols {
            order[k] = (cols + k) as u8; // row 1, col k
            order[cols + k] = (cols - 1 - k) as u8; // row 0, col cols-1-k
            k += 1;
        }
        let (ring, _) = order.split_at(2 * cols);
        Circuit::from_cycles(2 * cols, &[ring])
    }

    /// Counter-clockwise per-player loops of a four-row board (Bao Kigogo, docs/RULES.md rule
    /// 2): South's runs along row 3 from col 0 to the last column, then row 2 back to
    /// col 0; North's along row 1 from col 0 to the last column, then row 0 back.
    pub const fn four_row_loops(cols: usize) -> Circuit {
        assert!(cols > 0 && 4 * cols <= MAX_HOLES, "bad loop size");
        let mut south = [0u8; MAX_HOLES];
        let mut north = [0u8; MAX_HOLES];
        let mut k = 0;
        while k < cols {
            south[k] = (3 * cols + k) as u8; // row 3, col k
            south[cols + k] = (2 * cols + cols - 1 - k) as u8; // row 2, col cols-1-k
            north[k] = (cols + k) as u8; // row 1, col k
            north[cols + k] = (cols - 1 - k) as u8; // row 0, col cols-1-k
            k += 1;
        }
        let (s, _) = south.split_at(2 * cols);
        let (n, _) = north.split_at(2 * cols);
        Circuit::from_cycles(4 * cols, &[s, n])
    }

    /// The same cycles run the other way (clockwise for a counter-clockwise circuit).
    #[must_use]
    pub const fn reversed(self) -> Circuit {
        Circuit::with_tables(self.holes as usize, self.prev, self.next)
    }

    /// The same circuit with the holes of `left_out` (bit `h` for hole `h`) taken out
    /// of their cycles: a sowing passes over them (the blocked holes of a round,
    /// docs/DESCRIPTIONS.md, *rounds*). Each hole left out becomes a cycle of its
    /// own, so that it is never reached from another hole. A cycle whose every hole is
    /// left out stays as it is.
    ///
    /// ```
    /// use sowing::Circuit;
    /// // Holes 7 and 5 blocked: 6 → 8, 11 → 4.
    /// let ring = Circuit::two_row_ring(6).without(1 << 7 | 1 << 5);
    /// assert_eq!(ring.next(6), 8);
    /// assert_eq!(ring.next(11), 4);
    /// assert_eq!(ring.prev(4), 11);
    /// assert_eq!(ring.cycle_len(6), 10);
    /// assert_eq!(ring.next(7), 7);
    /// ```
    #[must_use]
    pub fn without(self, left_out: u64) -> Circuit {
        let holes = self.holes as usize;
        let out = |h: usize| h < 64 && left_out >> h & 1 == 1;
        let mut next = self.next;
        let mut prev = self.prev;
        for h in 0..holes {
            if out(h) {
                // A cycle of its own, unless its whole cycle is left out.
                let mut n = self.next[h] as usize;
                while n != h && out(n) {
                    n = self.next[n] as usize;
                }
                if n != h {
                    next[h] = h as u8;
                    prev[h] = h as u8;
                }
                continue;
            }
            let mut n = self.next[h] as usize;
            while out(n) {
                n = self.next[n] as usize;
            }
            next[h] = n as u8;
            prev[n] = h as u8;
        }
        Circuit::with_tables(holes, next, prev)
    }

    /// The number of holes the circuit covers.
    #[inline]
    pub const fn len(&self) -> usize {
        self.holes as usize
    }

    /// Always false: a circuit covers at least one hole.
    #[inline]
    pub const fn is_empty(&self) -> bool {
        self.holes == 0
    }

    /// The hole after `hole` in sowing order.
    #[inline(always)]
    pub const fn next(&self, hole: usize) -> usize {
        self.next[hole] as usize
    }

    /// The hole before `hole` in sowing order (one step against sowing).
    #[inline(always)]
    pub const fn prev(&self, hole: usize) -> usize {
        self.prev[hole] as usize
    }

    /// The length of the cycle through `hole` (a lap of at least this many seeds passes
    /// some hole twice).
    ///
    /// ```
    /// use sowing::Circuit;
    /// assert_eq!(Circuit::two_row_ring(6).cycle_len(3), 12);
    /// assert_eq!(Circuit::four_row_loops(12).cycle_len(40), 24);
    /// ```
    #[inline]
    pub const fn cycle_len(&self, hole: usize) -> usize {
        self.cycle_len[hole] as usize
    }

    /// The hole `n` steps after `hole` along its cycle, in constant time (where a
    /// lap of `n` seeds sown from `hole` lands, when the origin is not skipped).
    ///
    /// ```
    /// use sowing::Circuit;
    /// let ring = Circuit::two_row_ring(6);
    /// assert_eq!(ring.ahead(10, 3), 4); // 10 → 11 → 5 → 4
    /// assert_eq!(ring.ahead(10, 12), 10);
    /// assert_eq!(ring.reversed().ahead(4, 3), 10);
    /// ```
    #[inline]
    pub const fn ahead(&self, hole: usize, n: usize) -> usize {
        let start = self.start[hole] as usize;
        let len = self.cycle_len[hole] as usize;
        let mut at = self.index[hole] as usize - start + n;
        // A lap shorter than the cycle (the usual case) needs no division.
        if at >= len {
            at = if at < 2 * len { at - len } else { at % len };
        }
        self.order[start + at] as usize
    }

    /// The holes of the cycle through `start`, in sowing order, beginning with `start`.
    pub fn cycle_from(&self, start: usize) -> impl Iterator<Item = usize> + '_ {
        let mut cur = Some(start);
        std::iter::from_fn(move || {
            let h = cur?;
            let n = self.next(h);
            cur = if n == start { None } else { Some(n) };
            Some(h)
        })
    }
}
