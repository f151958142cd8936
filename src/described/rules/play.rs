//! The rules at play: the lap rule and a whole sowing on the kernel, on a compiled
//! path ([`path`]); what the capture takes is in [`super::capture`], the grand slam
//! in [`super::grand_slam`], the circuits in [`super::circuits`].

use super::circuits::with_blocked;
use super::lift::{Lift, Route};
use super::passing::Taken;
use super::{path, CaptureKind, Rules};
use crate::board::Board;
use crate::circuit::Circuit;
use crate::error::MoveError;
use crate::sow::{sow_lap_observed, sow_observed, Capture, LapVerdict, SowOptions, SowReport};
use crate::trace::Observer;
use crate::types::{HoleSet, Player};
use path::has;

impl Rules {
    /// The lap rule, after each lap: a store ends the sowing; a capture ends it with
    /// a capture; a relay game lifts an occupied landing hole; otherwise it ends.
    /// Captures on (`live`) or off (the game's first turns, `capture.off_first_turns`:
    /// a landing that would capture is judged as any other). A child, or a landing
    /// that makes one, is judged first ([`Rules::child_verdict`]). Relays from the
    /// next hole and captures past an empty hole look further along `circuit`
    /// ([`Rules::next_hole_verdict`]).
    #[inline(always)]
    pub(in crate::described) fn lap_verdict_live<const F: u32>(
        &self,
        b: &Board,
        circuit: &Circuit,
        hole: usize,
        mover: Player,
        live: bool,
        children: u64,
    ) -> LapVerdict {
        // (On the plain paths a store is in no row a capture takes from: the capture
        // test, one number there, ends the sowing in it without a guess of its own.)
        if has(F, path::STORES) && F & !path::PLAIN != 0 && hole >= self.len {
            return LapVerdict::End;
        }
        if has(F, path::CHILDREN) {
            if let Some(verdict) = self.child_verdict(b, hole, mover, live, children) {
                return verdict;
            }
        }
        if self.looks_past_landing::<F>() {
            return self.next_hole_verdict::<F>(b, circuit, hole, mover, live);
        }
        if has(F, path::RARE_CAPTURES) && self.capture.kind == CaptureKind::NextHole {
            return self.next_capture_verdict::<F>(b, circuit, hole, mover, live);
        }
        if live && self.captures_at::<F>(b, hole, mover) {
            LapVerdict::Capture
        } else if has(F, path::ENDLESS) && self.relay.is_some_and(|l| l.count(b.seeds(hole))) {
            LapVerdict::Relay
        } else {
            LapVerdict::End
        }
    }

    /// [`Rules::lap_verdict_live`] is `Relay` for a landing on `hole` that then holds
    /// `seeds`. (An empty-own-hole capture needs a count of 1, which never relays, so
    /// the count and the hole decide.) Relays from the next hole look past the
    /// landing hole: taken as relaying, for the sowing to tell.
    #[inline(always)]
    pub(in crate::described) fn relays<const F: u32>(
        &self,
        b: &Board,
        hole: usize,
        seeds: u8,
        mover: Player,
        live: bool,
    ) -> bool {
        let c = &self.capture;
        if has(F, path::NEXT_HOLE) && self.relay.is_some_and(|l| l.next) {
            return true;
        }
        self.relay.is_some_and(|l| l.count(seeds))
            && hole < self.len
            && !(live
                && c.kind == CaptureKind::Counts
                && Rules::in_rows::<F>(c.rows[mover.index()], c.rows_by, b, hole, mover)
                && c.count_captures(seeds))
    }

    /// One whole sowing of `lift.hole` by `lift.mover` on `b` (with stores, its slots
    /// past the holes are the stores): the kernel's laps, then the capture with the
    /// grand-slam rule. `children` (the child holes) may gain children. Besides the
    /// report and the mover's capture (between laps too, and the seeds borne off),
    /// what each player took as the sowing passed ([`super::passing`]).
    #[inline(always)]
    pub(in crate::described) fn sow_on<const F: u32, O: Observer>(
        &self,
        b: &mut Board,
        lift: Lift,
        children: &mut u64,
        obs: &mut O,
    ) -> Result<(SowReport, Capture, Taken), MoveError> {
        let Lift { hole, mover, .. } = lift;
        let turned = self.turned::<F>(hole, lift.against);
        let mut taken = Taken::default();
        let first = self.take_across_first::<F, O>(b, hole, mover, *children, obs);
        let (sowing, mut cap) = if lift.blocked != 0 {
            self.sow_blocked::<F, O>(b, lift, turned, children, &mut taken, obs)?
        } else {
            let (laps, chain) = self.circuits::<F>(mover, b.seeds(hole), turned);
            let lift = Lift {
                bearing_off: has(F, path::SIDES) && lift.bearing_off,
                ..lift
            };
            self.sow_along::<F, O>(b, lift, Route { laps, chain }, children, &mut taken, obs)?
        };
        if has(F, path::RARE_CAPTURES) {
            cap.seeds += first.seeds;
            cap.holes = HoleSet(cap.holes.0 | first.holes.0);
        }
        if has(F, path::PASSING) || has(F, path::SIDES) {
            cap.seeds += taken.laps.seeds;
            cap.holes = HoleSet(cap.holes.0 | taken.laps.holes.0);
        }
        Ok((sowing, cap, taken))
    }

    /// [`Rules::sow_on`] with blocked holes (rounds): the same circuits with those
    /// holes left out. Kept out of line, off the path of games without blocks.
    #[cold]
    #[inline(never)]
    fn sow_blocked<const F: u32, O: Observer>(
        &self,
        b: &mut Board,
        lift: Lift,
        turned: bool,
        children: &mut u64,
        taken: &mut Taken,
        obs: &mut O,
    ) -> Result<(SowReport, Capture), MoveError> {
        let (laps, chain) = self.circuits::<F>(lift.mover, b.seeds(lift.hole), turned);
        let lift = Lift {
            bearing_off: false,
            ..lift
        };
        with_blocked(self.key.tag, laps, chain, lift.blocked, |laps, chain| {
            self.sow_along::<F, O>(b, lift, Route { laps, chain }, children, taken, obs)
        })
    }

    /// [`Rules::sow_on`] along the given circuits.
    #[inline(always)]
    fn sow_along<const F: u32, O: Observer>(
        &self,
        b: &mut Board,
        lift: Lift,
        route: Route<'_>,
        children: &mut u64,
        taken: &mut Taken,
        obs: &mut O,
    ) -> Result<(SowReport, Capture), MoveError> {
        let Lift {
            hole, mover, live, ..
        } = lift;
        let Route {
            laps: circuit,
            chain,
        } = route;
        let kids = if has(F, path::CHILDREN) { *children } else { 0 };
        let slam = self.grand_slam_watch(b, mover, kids);
        let opts = SowOptions {
            origin_first: has(F, path::ORIGIN_FIRST) && self.origin_first_from(b, hole),
            // The first seed of a lap into the mover's slot past the holes.
            first_seed_to: if has(F, path::MINOR) && self.sowing.opts.first_seed_to != 0 {
                self.sowing.opts.first_seed_to + mover.index() as u8
            } else {
                0
            },
            ..self.sowing.opts
        };
        // (The last seeds alone leave the sowing plain: they are taken after it. A
        // first seed captured at every lap keeps the passing laps' options.)
        let passing = self.passing.as_ref().filter(|p| {
            has(F, path::PASSING) && (p.while_sowing() || self.sowing.opts.first_seed_to != 0)
        });
        let sowing = if let Some(p) = passing {
            let lift = Lift { kids, ..lift };
            self.sow_passing::<F, O>(p, b, lift, route, taken, obs)?
        } else if lift.bearing_off {
            let lift = Lift { kids, ..lift };
            let (sowing, borne) = self.sow_bearing_off::<F, O>(b, lift, circuit, obs)?;
            taken.laps.seeds += borne;
            sowing
        } else if has(F, path::ENDLESS) && self.relay.is_some() {
            let verdict =
                |b: &Board, h| self.lap_verdict_live::<F>(b, circuit, h, mover, live, kids);
            sow_observed(b, circuit, hole, opts, verdict, obs)?
        } else {
            // A single lap: the kernel's lap and the lap rule once (what `sow_observed`
            // does for a lap that does not relay, without its endless-sowing watch).
            let landing = match self.lap_table::<F, O>(mover) {
                Some(table) => table.sow_lap(b, hole),
                None => sow_lap_observed(b, circuit, hole, opts, 1, obs),
            };
            SowReport {
                origin: hole,
                landing,
                laps: 1,
                ended: self.lap_verdict_live::<F>(b, circuit, landing, mover, live, kids),
            }
        };
        if sowing.ended != LapVerdict::Capture {
            return Ok((sowing, Capture::NONE));
        }
        if has(F, path::CHILDREN) {
            if let Some(cap) = self.child_landing(b, sowing.landing, mover, children, obs) {
                return Ok((sowing, cap));
            }
        }
        let cap = self.capture_under_grand_slam::<F, O>(b, chain, &sowing, slam, obs)?;
        Ok((sowing, cap))
    }
}
