//! The end of a move on the kernel's path ([`path::KERNEL`]): what the general code
//! ([`Described::check_end_on`]) finds, told at once where it is plain. No end
//! condition holds (word tests) and one of the holes the player to move may lift
//! surely ends its sowing, its first lap landing where it does not relay: the game
//! goes on, and those holes are the position's. Anything else (an end, or a player
//! whose every first lap relays) is the general code's.

use super::*;
use crate::described::rules::relay::relays_from;
use crate::described::rules::CaptureKind;
use crate::sow::{capture_chain_limited_observed, sow_observed, Capture, LapVerdict};

impl Described {
    /// [`Described::check_end_on`] on [`path::KERNEL`], as the module says.
    #[inline(always)]
    pub(super) fn check_end_kernel<const F: u32, O: Observer>(
        &mut self,
        mover: Player,
        obs: &mut O,
    ) -> Ended {
        let r = self.rules;
        let b = &self.st.board;
        let nonempty = || b.holding_at_least(r.words::<F>(), 1);
        if !r.ends::<F>(&self.st, nonempty, mover, 0) {
            // (Where a hole needs more than one seed to be lifted, `find_movable` does
            // not read the holes holding seeds.)
            let movable = self
                .find_movable::<F>(if r.min_seeds > 1 { 0 } else { nonempty() })
                .0;
            // (A player without a move passes, whoever else can move.)
            if r.no_move == NoMove::PassForever
                || self.first_lap_ends_somewhere(self.st.to_move, movable)
            {
                self.movable = movable;
                return Ended::No;
            }
            if r.no_move == NoMove::Pass {
                let other = self.st.to_move.opponent();
                let theirs = self.st.board.holding_at_least(r.words::<F>(), r.min_seeds)
                    & r.own[other.index()].0;
                if self.first_lap_ends_somewhere(other, theirs) {
                    self.movable = movable;
                    return Ended::No;
                }
            }
        }
        self.ends_on::<F, O>(mover, obs)
    }

    /// Whether the first lap of one of `holes` (holes `me` may lift) lands where it
    /// does not relay: [`Described::ends_at_once`] on the kernel's path
    /// ([`short_lap_landing`] and [`Rules::relays`] for one hole at a time, with
    /// what they read of the rules read once), until one says so.
    #[inline(always)]
    fn first_lap_ends_somewhere(&self, me: Player, holes: u64) -> bool {
        let r = self.rules;
        let b = &self.st.board;
        let circuit = &r.sow[me.index()];
        let c = &r.capture;
        let rows = if c.kind == CaptureKind::Counts {
            c.rows[me.index()].0
        } else {
            0
        };
        // (Past any count where laps never relay.)
        let relay_from = relays_from(r.relay);
        let (back, leave_one) = (r.opts.origin_first, r.leave_one);
        let mut left = holes;
        while left != 0 {
            let h = left.trailing_zeros() as usize;
            left &= left - 1;
            let n = b.seeds(h);
            // The first seed back into the hole, but for a single seed left to sow on.
            let first_back = back && !(leave_one && n == 1);
            let sown = (n - first_back as u8) as usize;
            let (landing, seeds) = if sown == 0 {
                (h, first_back as u8)
            } else if sown < circuit.cycle_len(h) {
                let landing = circuit.ahead(h, sown);
                (landing, b.seeds(landing) + 1)
            } else {
                // A lap round the whole cycle: only its sowing tells.
                continue;
            };
            let captures = rows >> landing & 1 == 1 && c.count_captures(seeds);
            if captures || (seeds as u16) < relay_from {
                return true;
            }
        }
        false
    }
}

impl Described {
    /// [`SowOrPass::sow_unchecked`] on [`path::KERNEL`]: the kernel's relay sowing,
    /// each lap judged by the landing hole's count and row (a capture by counts where
    /// the mover's capture rows hold it, a relay from the relay count on, else the
    /// end), the chain by counts in the mover's chain rows; the extra turn of a
    /// capture; the end ([`Described::check_end_kernel`]). What the general code does
    /// with every other rule left out, which this path's rules lack.
    #[inline(always)]
    pub(super) fn sow_kernel<const F: u32, O: Observer>(
        &mut self,
        hole: usize,
        obs: &mut O,
    ) -> Result<MoveReport, MoveError> {
        let r = self.rules;
        let mover = self.st.to_move;
        let c = &r.capture;
        let rows = if c.kind == CaptureKind::Counts {
            c.rows[mover.index()].0
        } else {
            0
        };
        // (Past any count where laps never relay.)
        let relay_from = relays_from(r.relay);
        let b = &mut self.st.board;
        let opts = r.lap_opts(b, hole);
        let circuit = &r.sow[mover.index()];
        let verdict = |b: &Board, landing: usize| {
            let seeds = b.seeds(landing);
            if rows >> landing & 1 == 1 && c.count_captures(seeds) {
                LapVerdict::Capture
            } else if seeds as u16 >= relay_from {
                LapVerdict::Relay
            } else {
                LapVerdict::End
            }
        };
        let sowing = sow_observed(b, circuit, hole, opts, verdict, obs)?;
        let captured = if sowing.ended == LapVerdict::Capture {
            let chain_rows = c.chain_rows[mover.index()].0;
            capture_chain_limited_observed(
                b,
                &r.chain_circuit,
                sowing.landing,
                c.chain,
                |b: &Board, h: usize| chain_rows >> h & 1 == 1 && c.count_captures(b.seeds(h)),
                c.chain_limit,
                obs,
            )
        } else {
            Capture::NONE
        };
        self.st.add_captured(mover, captured.seeds);
        let mut again = r.earns_extra_turn::<F>(mover, sowing.landing, captured.seeds, || false);
        if !again {
            self.st.to_move = mover.opponent();
        }
        if self.check_end_kernel::<F, O>(mover, obs).any() {
            again = false;
        } else if again {
            note(obs, || Event::ExtraTurn);
        }
        Ok(MoveReport {
            sowing: Some(sowing),
            captured,
            moves_again: again,
            round_ended: None,
        })
    }
}
