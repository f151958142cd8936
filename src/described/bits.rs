//! The set bits of a mask, as the hot paths of random play read them (the
//! random moves, and the offers of a game with trades).

/// `NTH_BIT[byte][k]`: the position of the `k`-th set bit of `byte` (from bit 0),
/// for `k` below 8; `NTH_BIT[byte][8]`: how many bits `byte` has set.
pub(in crate::described) static NTH_BIT: [[u8; 9]; 256] = {
    let mut table = [[0u8; 9]; 256];
    let mut byte = 0;
    while byte < 256 {
        let (mut bit, mut k) = (0, 0);
        while bit < 8 {
            if byte >> bit & 1 == 1 {
                table[byte][k] = bit as u8;
                k += 1;
            }
            bit += 1;
        }
        table[byte][8] = k as u8;
        byte += 1;
    }
    table
};

/// The bits set in `mask`: for masks of up to 16 bits (small boards) two reads of
/// [`NTH_BIT`], which the baseline x86-64 does faster than `count_ones` (it has no
/// instruction for it).
#[inline(always)]
pub(in crate::described) fn bits_set(mask: u64) -> usize {
    if mask >> 16 == 0 {
        (NTH_BIT[mask as u8 as usize][8] + NTH_BIT[(mask >> 8) as u8 as usize][8]) as usize
    } else {
        mask.count_ones() as usize
    }
}
