//! A uniformly random legal move, drawn on a compiled path ([`path`]).

use super::Described;
use crate::described::bits::NTH_BIT;
use crate::described::rules::path;
use crate::rng::Rng;
use crate::rules::MoveReport;
use crate::rules::OnRandomMove;
use crate::state::{play_random_sow_or_pass, sown_or_legal};
use crate::types::{Move, Player};

impl Described {
    /// One random move on the compiled path `F` (its [`path::on_narrow_path!`]), as
    /// [`crate::Position::play_random`] plays it (`APART`) and as each path's loop in
    /// [`Described::play_random_while_in`] does: the one place that says which code
    /// plays a path's random move. With trades ([`path::TRADING`], or the general
    /// path with trades) one of the legal moves, offers among them; with directions
    /// the player chooses, one of the legal moves; otherwise
    /// [`Described::play_random_on`]. Out of line ([`Described::play_random_apart`])
    /// on the general path, and with `APART` on every path but the plain ones, whose
    /// bodies are small: `play_random` sits in a caller's loop (a playout's), whereas
    /// each path's loop is a function of its own, whose registers are its own.
    #[inline(always)]
    pub(super) fn play_random_step<const F: u32, const APART: bool>(
        &mut self,
        rng: &mut Rng,
    ) -> Option<(Move, MoveReport)> {
        if F == path::ALL {
            if self.rules.directions.chosen != 0 {
                return self.play_random_directed(rng);
            }
            // Offers and answers among the moves: one of the legal moves.
            if self.rules.trades.is_some() {
                return self.play_random_trades::<F>(rng);
            }
            return self.play_random_apart::<F>(rng);
        }
        if F == path::TRADING {
            return self.play_random_trades::<F>(rng);
        }
        if APART && F != path::PLAIN_COUNTS && F != path::PLAIN_STORES {
            return self.play_random_apart::<F>(rng);
        }
        self.play_random_on::<F>(rng)
    }

    /// [`Described::play_random_on`] on the path `F`, out of line: inlined, its large
    /// body would share the registers of the plain paths' loops it sits in (a
    /// playout's), which then keep fewer values at hand. (The kernel's narrower
    /// paths, [`path::KERNEL_SMALL`] and [`path::KERNEL_HOLES`], are apart from the
    /// kernel's other games for the same reason, and so that the games without
    /// stores do not test for a store at each lap.)
    #[inline(never)]
    fn play_random_apart<const F: u32>(&mut self, rng: &mut Rng) -> Option<(Move, MoveReport)> {
        self.play_random_on::<F>(rng)
    }

    /// [`crate::Position::play_random_with`] on `w`, a position whose game is the
    /// `Described` that `at` finds in it (itself, or a built-in game's wrapper): the
    /// compiled path chosen once ([`path::on_narrow_path!`]), and each path's loop a
    /// function of its own, whose registers are its own, each move
    /// [`Described::play_random_step`] as [`crate::Position::play_random`] plays it,
    /// but for the out-of-line bodies.
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
        path::on_narrow_path!(at(w).rules.path, F => {
            random_loop::<F, _, _, _>(w, at, rng, limit, each)
        })
    }

    /// [`crate::Position::play_random`] on the compiled path `F`
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

/// The loop of [`Described::play_random_while_in`] on the path `F`, each move
/// [`Described::play_random_step`]. Out of line: each path's loop keeps its own
/// values in registers, and so plays its moves in line.
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
        let Some((mv, report)) = pos.play_random_step::<F, false>(rng) else {
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
