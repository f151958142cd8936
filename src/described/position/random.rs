//! A uniformly random legal move, drawn on a compiled path ([`path`]).

use super::Described;
use crate::described::rules::path;
use crate::rng::Rng;
use crate::rules::MoveReport;
use crate::rules::{OnRandomMove, Position};
use crate::state::{play_random_sow_or_pass, sown_or_legal};
use crate::types::{Move, Player};

/// `NTH_BIT[byte][k]`: the position of the `k`-th set bit of `byte` (from bit 0),
/// for `k` below 8; `NTH_BIT[byte][8]`: how many bits `byte` has set.
static NTH_BIT: [[u8; 9]; 256] = {
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
pub(super) fn bits_set(mask: u64) -> usize {
    if mask >> 16 == 0 {
        (NTH_BIT[mask as u8 as usize][8] + NTH_BIT[(mask >> 8) as u8 as usize][8]) as usize
    } else {
        mask.count_ones() as usize
    }
}

impl Described {
    /// [`Described::play_random_on`] on the general path, out of line: inlined, its
    /// large body would share the registers of the plain paths' loops it sits in
    /// (a playout's), which then keep fewer values at hand.
    #[inline(never)]
    pub(super) fn play_random_general(&mut self, rng: &mut Rng) -> Option<(Move, MoveReport)> {
        self.play_random_on::<{ path::ALL }>(rng)
    }

    /// [`Described::play_random_on`] on the relay path, out of line for the same
    /// reason.
    #[inline(never)]
    pub(super) fn play_random_relay(&mut self, rng: &mut Rng) -> Option<(Move, MoveReport)> {
        self.play_random_on::<{ path::RELAY }>(rng)
    }

    /// [`Described::play_random_on`] on the wide path, out of line for the same
    /// reason.
    #[inline(never)]
    pub(super) fn play_random_wide(&mut self, rng: &mut Rng) -> Option<(Move, MoveReport)> {
        self.play_random_on::<{ path::WIDE }>(rng)
    }

    /// [`Described::play_random_on`] on the kernel's path, out of line for the same
    /// reason.
    #[inline(never)]
    pub(super) fn play_random_kernel(&mut self, rng: &mut Rng) -> Option<(Move, MoveReport)> {
        self.play_random_on::<{ path::KERNEL }>(rng)
    }

    /// [`Described::play_random_on`] on [`path::KERNEL_HOLES`], where the rules need
    /// no more ([`Path::Kernel`](crate::described::rules::Path)): out of line, and
    /// apart from the kernel's games with stores, which test for a store at each lap.
    #[inline(never)]
    pub(super) fn play_random_kernel_holes(&mut self, rng: &mut Rng) -> Option<(Move, MoveReport)> {
        self.play_random_on::<{ path::KERNEL_HOLES }>(rng)
    }

    /// [`Described::play_random_on`] on [`path::KERNEL_SMALL`], where the rules need
    /// no more ([`Path::KernelSmall`](crate::described::rules::Path)): out of line, and
    /// apart from the kernel's other games, whose larger body would share its
    /// registers.
    #[inline(never)]
    pub(super) fn play_random_kernel_small(&mut self, rng: &mut Rng) -> Option<(Move, MoveReport)> {
        self.play_random_on::<{ path::KERNEL_SMALL }>(rng)
    }

    /// [`Position::play_random_with`] on `w`, a position whose game is the
    /// `Described` that `at` finds in it (itself, or a built-in game's wrapper): the
    /// compiled path chosen once, and each path's loop a function of its own, whose
    /// registers are its own. The paths are those [`Position::play_random`] takes at
    /// each move, where it takes [`Described::play_random_on`]; on the others, the
    /// loop of `play_random` itself.
    #[inline]
    pub(crate) fn play_random_while_in<W: Copy, A, E>(
        w: &mut W,
        at: A,
        rng: &mut Rng,
        limit: usize,
        each: E,
    ) -> usize
    where
        A: Fn(&mut W) -> &mut Described + Copy,
        E: OnRandomMove<W>,
    {
        use path::*;
        match at(w).rules.path {
            Path::PlainCounts => random_loop::<PLAIN_COUNTS, _, _, _>(w, at, rng, limit, each),
            Path::PlainStores => random_loop::<PLAIN_STORES, _, _, _>(w, at, rng, limit, each),
            Path::KernelSmall => random_loop::<KERNEL_SMALL, _, _, _>(w, at, rng, limit, each),
            Path::Kernel => random_loop::<KERNEL_HOLES, _, _, _>(w, at, rng, limit, each),
            Path::KernelStores => random_loop::<KERNEL, _, _, _>(w, at, rng, limit, each),
            Path::Relay => random_loop::<RELAY, _, _, _>(w, at, rng, limit, each),
            Path::Wide => random_loop::<WIDE, _, _, _>(w, at, rng, limit, each),
            Path::Trading => random_loop::<TRADING, _, _, _>(w, at, rng, limit, each),
            Path::General => random_loop::<ALL, _, _, _>(w, at, rng, limit, each),
        }
    }

    /// [`Position::play_random`] on the compiled path `F`
    /// ([`path`]).
    #[inline(always)]
    pub(super) fn play_random_on<const F: u32>(
        &mut self,
        rng: &mut Rng,
    ) -> Option<(Move, MoveReport)> {
        if self.st.result.is_some() {
            return None;
        }
        if (!path::has(F, path::ENDLESS) || self.rules.sowing.sowings_end) && self.movable != 0 {
            let hole = self.random_movable::<F>(rng);
            // Single laps and no forbidden grand slam: the sowing cannot be refused
            // (`sow_on` refuses only an endless relay or a forbidden grand slam), so no
            // copy of the position is kept to restore.
            let report = self.sow_on::<F, ()>(hole, &mut ());
            debug_assert!(report.is_ok(), "a sowing refused where every sowing ends");
            if let Ok(report) = report {
                return Some((Move::Sow(hole as u8), report));
            }
        }
        if path::has(F, path::ENDLESS) && F != path::ALL {
            return self.play_random_endless::<F>(rng);
        }
        play_random_sow_or_pass(self, rng)
    }

    /// [`Described::play_random_on`] where a sowing may be endless, on a compiled
    /// path: one of the holes that may be lifted drawn, then played as
    /// [`play_random_drawn`](crate::state::play_random_drawn) plays it. The
    /// same draws as
    /// [`play_random_sow_or_pass`] (the `k`-th hole that may be lifted, `k` drawn
    /// once), without listing the holes.
    #[inline(always)]
    fn play_random_endless<const F: u32>(&mut self, rng: &mut Rng) -> Option<(Move, MoveReport)> {
        if self.movable == 0 {
            // The one legal move is a pass (one draw, as for any move).
            rng.below(1);
            let ended = self.pass_ended_on::<F, ()>(&mut ());
            return Some((Move::Pass, ended.report_of_pass()));
        }
        let hole = self.random_movable::<F>(rng);
        let pos = self;
        if path::is_kernel(F) {
            // A sowing the kernel refuses has changed the board alone
            // ([`Described::sow_kernel`]).
            return sown_or_legal!(
                pos,
                rng,
                hole,
                pos.st.board,
                pos.sow_on::<F, ()>(hole, &mut ())
            );
        }
        sown_or_legal!(pos, rng, hole, pos.sow_on::<F, ()>(hole, &mut ()))
    }

    /// One of the holes the player to move may lift, uniformly drawn: the `k`-th of
    /// them, `k` drawn once. On two rows of at most eight holes the mover's holes are
    /// one row, a byte whose count of bits and `k`-th bit one table row gives,
    /// without branches (a loop over the bits, `count_ones` on the baseline x86-64,
    /// and counting by multiplications cost more: each ply waits for this).
    #[inline(always)]
    fn random_movable<const F: u32>(&self, rng: &mut Rng) -> usize {
        let r = self.rules;
        // (Off the large paths a board of two rows has at most 16 holes.)
        if path::has(F, path::FOUR_ROWS) || (path::has(F, path::LARGE) && r.cols > 8) {
            // Whole bytes of the mask passed by their counts, then the `k`-th bit
            // of one byte.
            let mut k = rng.below(self.movable.count_ones() as usize);
            let mut hole = self.movable.trailing_zeros() as usize & !7;
            let mut mask = self.movable >> hole;
            loop {
                let bits = &NTH_BIT[mask as u8 as usize];
                if k < bits[8] as usize {
                    return hole + bits[k & 7] as usize;
                }
                k -= bits[8] as usize;
                mask >>= 8;
                hole += 8;
            }
        }
        let row = match self.st.to_move {
            Player::South => r.cols,
            Player::North => 0,
        };
        let bits = &NTH_BIT[(self.movable >> row) as u8 as usize];
        let k = rng.below(bits[8] as usize);
        // (Two rows of at most eight holes: below 16, masked so that the callers'
        // bounds checks go.)
        (row + bits[k & 7] as usize) & 15
    }
}

/// The loop of [`Described::play_random_while_in`] on the path `F`, each move as
/// [`Position::play_random`] plays it there ([`path::ALL`]: `play_random` itself,
/// which tells the general path's cases apart).
/// Out of line: each path's loop keeps its own values in registers.
#[inline(never)]
fn random_loop<const F: u32, W: Copy, A, E>(
    back: &mut W,
    at: A,
    rng: &mut Rng,
    limit: usize,
    mut each: E,
) -> usize
where
    A: Fn(&mut W) -> &mut Described,
    E: OnRandomMove<W>,
{
    // A copy of the position, the loop's own (kept in registers, not written back
    // at each move), given back at the end.
    let mut here = *back;
    let w = &mut here;
    let mut plies = 0;
    while plies < limit {
        let pos = at(w);
        let played = if F == path::ALL {
            pos.play_random(rng)
        } else if F == path::TRADING {
            pos.play_random_trades::<F>(rng)
        } else {
            pos.play_random_on::<F>(rng)
        };
        let Some((mv, report)) = played else {
            break;
        };
        plies += 1;
        if !each.on_move(w, mv, &report) {
            break;
        }
    }
    *back = here;
    plies
}
