//! The end of a move on the kernel's path ([`path::KERNEL`]): what the general code
//! ([`Described::check_end_on`]) finds, told at once where it is plain. No end
//! condition holds (word tests) and one of the holes the player to move may lift
//! surely ends its sowing, its first lap landing where it does not relay: the game
//! goes on, and those holes are the position's. Where single seeds are a last
//! resort, the holes that may be lifted are found from the mover's words alone, and
//! where every first lap relays, the laps are sown on a copy before the general
//! code is asked. Anything else (an end, or a player without a sowing that ends) is
//! the general code's.

use super::*;
use crate::described::rules::relay::relays_from;
use crate::described::rules::CaptureKind;
use crate::described::rules::Rules;
use crate::sow::{capture_chain_limited_observed, sow, sow_observed, Capture, LapVerdict};

impl Described {
    /// [`Described::check_end_on`] on [`path::KERNEL`], as the module says.
    /// `captured`: whether the move may have changed the captures.
    #[inline(always)]
    pub(in crate::described) fn check_end_kernel<const F: u32, O: Observer>(
        &mut self,
        mover: Player,
        mover_holds: bool,
        captured: bool,
        obs: &mut O,
    ) -> Ended {
        if path::has(F, path::SINGLETONS) && self.rules.single_seed.last_resort {
            if self.goes_on_singletons::<F>(mover, mover_holds) {
                return Ended::No;
            }
            return self.ends_on::<F, O>(mover, obs);
        }
        let r = self.rules;
        let b = &self.st.board;
        let nonempty = || b.holding_at_least(r.words::<F>(), 1);
        // A condition on the captures alone did not hold before the move, or the game
        // would be over: it cannot hold after a move that left them (no rounds, no
        // children on this path).
        let by_captures = !captured && r.ends_by_captures_alone();
        // A goal of empty holes: where a player's holes are empty, the general code
        // tells who won.
        let won = path::has(F, path::EMPTY_GOAL) && r.end.spec.goal.by_empty_holes() && {
            let held = nonempty();
            held & r.own[0].0 == 0 || held & r.own[1].0 == 0
        };
        // Where one seed is not enough to lift a hole, the holes holding enough (and
        // where the game ends when every hole holds fewer, that end is their being
        // none); else the holes holding seeds.
        let (ends, seeded) = if r.sowing.min_seeds > 1 {
            let seeded = b.holding_at_least(r.words::<F>(), r.sowing.min_seeds);
            let ends = if r.end.test.unliftable {
                debug_assert_eq!(seeded == 0, r.ends::<F>(&self.st, nonempty, mover, 0));
                seeded == 0
            } else {
                !by_captures && r.ends::<F>(&self.st, nonempty, mover, 0)
            };
            (ends, Some(seeded))
        } else {
            (
                !by_captures && r.ends::<F>(&self.st, nonempty, mover, 0),
                None,
            )
        };
        if !won && !ends {
            let movable = match seeded {
                Some(seeded) => self.find_movable_seeded::<F>(seeded, 0).0,
                None => self.find_movable::<F>(nonempty()).0,
            };
            // (A player without a move passes, whoever else can move.)
            if r.end.no_move == NoMove::PassForever
                || self.first_lap_ends_somewhere::<F>(self.st.to_move, movable)
                || self.laps_end_somewhere::<F>(movable)
            {
                self.movable = movable;
                return Ended::No;
            }
            if r.end.no_move == NoMove::Pass {
                let other = self.st.to_move.opponent();
                let theirs = self
                    .st
                    .board
                    .holding_at_least(r.words::<F>(), r.sowing.min_seeds)
                    & r.own[other.index()].0;
                if self.first_lap_ends_somewhere::<F>(other, theirs) {
                    self.movable = movable;
                    return Ended::No;
                }
            }
        }
        self.ends_on::<F, O>(mover, obs)
    }

    /// Where single seeds are a last resort ([`path::SINGLETONS`]): whether the game
    /// surely goes on, the holes that may be lifted then kept. Those holes are found
    /// from the words of the player to move alone: their holes of two or more, else
    /// their single seeds whose next hole is empty ([`Rules::singletons_movable`]).
    /// `mover_holds`: the mover's holes surely hold seeds, so that a goal of empty
    /// holes reads only the others'. `false` leaves the answer to the general code.
    #[inline(always)]
    fn goes_on_singletons<const F: u32>(&mut self, mover: Player, mover_holds: bool) -> bool {
        let r = self.rules;
        let b = &self.st.board;
        let me = self.st.to_move;
        let own = r.own[me.index()].0;
        let circuit = &r.circuits.sow[me.index()];
        let movable = r.singletons_movable(b, own, |h| circuit.next(h));
        if movable == 0 {
            return false;
        }
        // The player to move holds seeds (a hole to lift); the other is the mover,
        // or, after an extra turn, the mover's opponent.
        let other = me.opponent();
        let theirs = r.own[other.index()].0;
        if path::has(F, path::EMPTY_GOAL)
            && r.end.spec.goal.by_empty_holes()
            && !(other == mover && mover_holds)
            && b.holding_at_least_of(theirs, 1) == 0
        {
            return false;
        }
        let nonempty = || b.holding_at_least(r.words::<F>(), 1);
        if r.ends::<F>(&self.st, nonempty, mover, 0) {
            return false;
        }
        let goes_on =
            r.end.no_move == NoMove::PassForever || self.first_lap_ends_somewhere::<F>(me, movable);
        self.movable = movable;
        // Else one of them sown on a copy ends (where every first lap relays).
        goes_on || self.laps_end_somewhere::<F>(movable)
    }

    /// Whether the first lap of one of `holes` (holes `me` may lift) lands where it
    /// does not relay: [`Described::ends_at_once`] on the kernel's path
    /// ([`short_lap_landing`] and [`Rules::relays`] for one hole at a time, with
    /// what they read of the rules read once), until one says so.
    #[inline(always)]
    fn first_lap_ends_somewhere<const F: u32>(&self, me: Player, holes: u64) -> bool {
        let r = self.rules;
        let b = &self.st.board;
        let circuit = &r.circuits.sow[me.index()];
        let c = &r.capture;
        let rows = if c.kind == CaptureKind::Counts {
            c.rows[me.index()].0
        } else {
            0
        };
        // (Past any count where laps never relay.)
        let relay_from = relays_from(r.relay);
        let (back, leave_one) = (r.sowing.opts.origin_first, r.sowing.leave_one);
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
                // (A store is empty between moves on this path, and in no capture
                // row: a lap ending there holds one seed, which ends the sowing.)
                debug_assert!(landing < r.len || b.seeds(landing) == 0);
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

/// The kernel's lap rule for `mover`'s sowing: by the landing hole's count, a capture by counts where the mover's capture rows hold
/// it, a relay from the relay count on, else the end. (On an empty own hole the last seed lies alone, which
/// never relays: the sowing tells whether it captures once the laps end.)
#[inline(always)]
fn lap_rule<const F: u32>(r: &Rules, mover: Player) -> impl Fn(&Board, usize) -> LapVerdict + '_ {
    let c = &r.capture;
    let rows = if c.kind == CaptureKind::Counts {
        c.rows[mover.index()].0
    } else {
        0
    };
    // (Past any count where laps never relay.)
    let relay_from = relays_from(r.relay);
    let counts = c.counts;
    let len = r.len;
    move |b: &Board, landing: usize| {
        let seeds = b.seeds(landing);
        // (A store is in no capture row. The count is tested before the row, as
        // fewer landings hold a capturing count than lie in a capture row; without a
        // capture by count there are no rows, told before either.)
        if rows != 0 && counts.contains(seeds) && rows >> landing & 1 == 1 {
            LapVerdict::Capture
        } else if seeds as u16 >= relay_from && !(path::has(F, path::STORES) && landing >= len) {
            LapVerdict::Relay
        } else {
            LapVerdict::End
        }
    }
}

impl Described {
    /// Whether the sowing of one of `holes` (holes the player to move may lift) ends,
    /// each sown on a copy of the board by the kernel's lap rule until one does.
    #[inline(always)]
    fn laps_end_somewhere<const F: u32>(&self, holes: u64) -> bool {
        let r = self.rules;
        let me = self.st.to_move;
        let b = &self.st.board;
        let circuit = &r.circuits.sow[me.index()];
        let verdict = lap_rule::<F>(r, me);
        HoleSet(holes).iter().any(|h| {
            let mut copy = *b;
            sow(&mut copy, circuit, h, r.lap_opts(b, h), &verdict).is_ok()
        })
    }
}

impl Described {
    /// [`SowOrPass::sow_unchecked`] on [`path::KERNEL`]: the kernel's relay sowing
    /// by its lap rule ([`lap_rule`]), the stores emptied into the captures, then the
    /// capture: the chain by counts in the
    /// mover's chain rows, or what an empty own hole takes ([`Rules::take`]: across,
    /// and behind on four rows); the extra turn of a capture; the end
    /// ([`Described::check_end_kernel`]). What the general code does with every other
    /// rule left out, which this path's rules lack. A sowing refused (endless) has
    /// changed the board alone, which random playouts restore.
    #[inline(always)]
    pub(super) fn sow_kernel<const F: u32, O: Observer>(
        &mut self,
        hole: usize,
        obs: &mut O,
    ) -> Result<MoveReport, MoveError> {
        let r = self.rules;
        let mover = self.st.to_move;
        let c = &r.capture;
        let verdict = lap_rule::<F>(r, mover);
        let b = &mut self.st.board;
        let opts = r.lap_opts(b, hole);
        let circuit = &r.circuits.sow[mover.index()];
        let mut sowing = sow_observed(b, circuit, hole, opts, verdict, obs)?;
        // On an empty own hole the last seed lies alone, which never relays (a relay
        // needs two or more): whether it captures is told once, when the laps end.
        if path::has(F, path::EMPTY_OWN)
            && c.kind == CaptureKind::EmptyOwnHole
            && r.captures_at::<F>(b, sowing.landing, mover)
        {
            sowing.ended = LapVerdict::Capture;
        }
        let captured = if path::has(F, path::EMPTY_OWN)
            && sowing.ended == LapVerdict::Capture
            && c.kind == CaptureKind::EmptyOwnHole
        {
            r.take::<F, O>(b, &r.circuits.chain, sowing.landing, mover, 0, obs)
        } else if sowing.ended == LapVerdict::Capture {
            let chain_rows = c.chain_rows[mover.index()].0;
            capture_chain_limited_observed(
                b,
                &r.circuits.chain,
                sowing.landing,
                c.chain,
                |b: &Board, h: usize| chain_rows >> h & 1 == 1 && c.count_captures(b.seeds(h)),
                c.chain_limit,
                obs,
            )
        } else {
            Capture::NONE
        };
        // (Seeds sown into a store are captured: with stores, the captures are taken
        // to have changed, which most sowings do.)
        let changed = captured.seeds > 0 || (path::has(F, path::STORES) && r.stores);
        if path::has(F, path::STORES) && r.stores {
            // The seeds sown into the stores (in no capture row), into the captures:
            // South's slot, then North's ([`Rules::store_of`]).
            let stored = self.st.board.take_two(r.len);
            for p in Player::BOTH {
                self.st.add_captured(p, stored[p.index()] as u32);
            }
        }
        self.st.add_captured(mover, captured.seeds);
        let mut again = r.earns_extra_turn::<F>(mover, sowing.landing, captured.seeds, || false);
        if !again {
            self.st.to_move = mover.opponent();
        }
        // The mover's last seed lies in a hole of theirs, not taken: their holes hold
        // seeds.
        let mover_holds = path::has(F, path::SINGLETONS)
            && r.own[mover.index()].0 >> sowing.landing & 1 == 1
            && captured.holes.0 >> sowing.landing & 1 == 0;
        if self
            .check_end_kernel::<F, O>(mover, mover_holds, changed, obs)
            .any()
        {
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
