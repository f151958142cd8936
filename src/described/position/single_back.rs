//! `moves.no_single_seed_back`: a single seed sown across a row's end (from the end
//! hole of one row into the end hole of the other, at the same end) may not be sown
//! straight back. The hole it fell into is barred, while it holds that seed alone,
//! until another sowing is made: three bits of [`Described::flags`] remember which
//! of the four end holes it is.

use super::Described;
use crate::described::rules::path;

/// [`Described::flags`]: a hole is barred ([`BAR_SHIFT`] says which).
const BARRED: u8 = 4;
/// [`Described::flags`]: the barred hole's place among the row ends (two bits):
/// 0 the top row's left end, 1 its right end, 2 the bottom row's left end, 3 its
/// right end.
const BAR_SHIFT: u32 = 3;

impl Described {
    /// The hole the player to move may not lift (bit `h` for hole `h`): the end hole
    /// a single seed was just sown into across a row's end, while it holds that seed
    /// alone. 0 on a path without [`path::DIR_MEMORY`].
    #[inline(always)]
    pub(super) fn barred<const F: u32>(&self) -> u64 {
        if !path::has(F, path::DIR_MEMORY) || self.flags & BARRED == 0 {
            return 0;
        }
        let cols = self.rules.cols;
        let hole = match self.flags >> BAR_SHIFT & 3 {
            0 => 0,
            1 => cols - 1,
            2 => cols,
            _ => 2 * cols - 1,
        };
        if self.st.board.seeds(hole) == 1 {
            1 << hole
        } else {
            0
        }
    }

    /// The hole a single seed was just sown into across a row's end, which the
    /// player to move may not lift while it holds that seed alone
    /// (`moves.no_single_seed_back`); `None` in other games.
    pub fn barred_hole(&self) -> Option<usize> {
        let b = self.barred::<{ path::ALL }>();
        (b != 0).then(|| b.trailing_zeros() as usize)
    }

    /// After a sowing that lifted `lifted` seeds from `origin`, its last seed falling
    /// into `landing` (the capture made): bars `landing` if one seed crossed a row's
    /// end there, and lifts any earlier bar. Nothing without
    /// `moves.no_single_seed_back`.
    #[inline(always)]
    pub(super) fn note_single_back<const F: u32>(
        &mut self,
        origin: usize,
        lifted: u8,
        landing: usize,
    ) {
        if !path::has(F, path::DIR_MEMORY) || !self.rules.no_single_back {
            return;
        }
        self.flags &= !(BARRED | 3 << BAR_SHIFT);
        let cols = self.rules.cols;
        let end = |h: usize| match h {
            0 => Some(0),
            h if h == cols - 1 => Some(1),
            h if h == cols => Some(2),
            h if h == 2 * cols - 1 => Some(3),
            _ => None,
        };
        let (Some(from), Some(to)) = (end(origin), end(landing)) else {
            return;
        };
        // The same end (left: 0 and 2, right: 1 and 3), the other row.
        if lifted == 1 && from ^ to == 2 && self.st.board.seeds(landing) == 1 {
            self.flags |= BARRED | to << BAR_SHIFT;
        }
    }
}
