//! `moves.no_single_seed_back`: a single seed sown across a row's end (from the end
//! hole of one row into the end hole of the other, at the same end) may not be sown
//! straight back. The hole it fell into is barred, while it holds that seed alone,
//! until another sowing is made: three bits of [`Described::flags`] remember which
//! of the four end holes it is (`flags.rs`).

use crate::described::rules::path;
use crate::described::Described;

impl Described {
    /// The hole the player to move may not lift (bit `h` for hole `h`): the end hole
    /// a single seed was just sown into across a row's end, while it holds that seed
    /// alone. 0 on a path without [`path::DIR_MEMORY`].
    #[inline(always)]
    pub(in crate::described) fn barred<const F: u32>(&self) -> u64 {
        if !path::has(F, path::DIR_MEMORY) {
            return 0;
        }
        let Some(place) = self.bar_place() else {
            return 0;
        };
        let cols = self.rules.cols;
        // The places as the flags word numbers them.
        let hole = match place {
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
    pub(in crate::described) fn note_single_back<const F: u32>(
        &mut self,
        origin: usize,
        lifted: u8,
        landing: usize,
    ) {
        if !path::has(F, path::DIR_MEMORY) || !self.rules.directions.no_single_back {
            return;
        }
        self.set_bar(None);
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
            self.set_bar(Some(to));
        }
    }
}
