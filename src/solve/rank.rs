//! The index of a layer: boards of `n` seeds in [`HOLES`] holes, ranked
//! lexicographically, and the walk from one board to the next.

/// Holes of the boards the databases cover (2×6).
pub const HOLES: usize = 12;

/// A board of [`HOLES`] holes, seeds per hole.
pub type Holes = [u8; HOLES];

/// The most seeds a layer may have (the seeds of the 2×6 games).
pub const MAX_SEEDS: u32 = 48;

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
pub(super) fn next_board(h: &mut Holes) -> bool {
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

/// Seeds on a board.
pub(super) fn seeds(h: &Holes) -> u32 {
    h.iter().map(|&x| x as u32).sum()
}

#[cfg(test)]
mod tests {
    use super::{layer_size, next_board, rank, unrank};

    #[test]
    fn next_board_walks_the_ranks_in_order() {
        for n in 0..=6 {
            let mut h = unrank(n, 0).unwrap();
            let mut count = 0u64;
            loop {
                assert_eq!(rank(&h), count);
                count += 1;
                if !next_board(&mut h) {
                    break;
                }
            }
            assert_eq!(count, layer_size(n));
            assert_eq!(unrank(n, count), None);
        }
    }
}
