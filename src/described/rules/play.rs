//! The rules at play: the lap rule, captures and grand slams, a whole sowing on the
//! kernel, the circuits a sowing follows, and the end of a move, each on a compiled
//! path ([`path`]).

use super::lift::{Lift, Route};
use super::passing::Taken;
use super::{path, CaptureKind, CompiledCapture, Rules, NONE};
use crate::board::{Board, MAX_HOLES};
use crate::circuit::Circuit;
use crate::described::description::{GrandSlam, Take};
use crate::error::MoveError;
use crate::sow::{
    capture_chain_limited_observed, sow_lap_observed, sow_observed, take_holes_observed, Capture,
    Chain, LapTable, LapVerdict, SowOptions, SowReport,
};
use crate::trace::{note, Event, Observer};
use crate::types::{HoleSet, Player};
use path::has;

impl Rules {
    /// Whether the mover's sowing captures at `hole` (a hole, not a store), looking at
    /// its count after the last seed.
    #[inline(always)]
    pub(in crate::described) fn captures_at<const F: u32>(
        &self,
        b: &Board,
        hole: usize,
        mover: Player,
    ) -> bool {
        let c = &self.capture;
        match c.kind {
            CaptureKind::Counts if has(F, path::COUNTS) && F & !path::PLAIN == 0 => {
                // (One number, as below for an empty own hole.)
                c.rows[mover.index()].0 >> (hole & 63) & c.count_captures(b.seeds(hole)) as u64 == 1
            }
            CaptureKind::Counts if has(F, path::COUNTS) => {
                Rules::in_rows::<F>(c.rows[mover.index()], c.rows_by, b, hole, mover)
                    && c.count_captures(b.seeds(hole))
            }
            CaptureKind::EmptyOwnHole if has(F, path::EMPTY_OWN) && F & !path::PLAIN == 0 => {
                // The plain paths: every test made as a number, none skipped (the hole
                // across read even where there is none, then not counted), and one
                // answer: whether a landing captures is a coin toss the processor
                // would often guess wrong test by test.
                let across = c.across[hole];
                let own = c.rows[mover.index()].0 >> (hole & 63);
                let single = (b.seeds(hole) == 1) as u64;
                let held = (b.seeds((across as usize).min(MAX_HOLES - 1)) > 0) as u64;
                let there = (across != NONE) as u64;
                own & single & there & (held | !c.must_hold as u64) & 1 == 1
            }
            CaptureKind::EmptyOwnHole if has(F, path::EMPTY_OWN) => {
                let across = c.across[hole];
                Rules::in_rows::<F>(c.rows[mover.index()], c.rows_by, b, hole, mover)
                    && b.seeds(hole) == 1
                    && across != NONE
                    && (!c.must_hold || b.seeds(across as usize) > 0)
                    && self.across_passes::<F>(b, across as usize, mover)
            }
            CaptureKind::OpponentRowReached if has(F, path::RARE_CAPTURES) => {
                c.rows[mover.index()].contains(hole)
            }
            _ => false,
        }
    }

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

    /// Takes what the capture rule takes from `landing`, never a child.
    #[inline]
    pub(in crate::described) fn take<const F: u32, O: Observer>(
        &self,
        b: &mut Board,
        chain: &Circuit,
        landing: usize,
        mover: Player,
        children: u64,
        obs: &mut O,
    ) -> Capture {
        let children = if has(F, path::CHILDREN) { children } else { 0 };
        let c = &self.capture;
        let across = c.across[landing];
        if has(F, path::CHILDREN)
            && c.kind == CaptureKind::EmptyOwnHole
            && across != NONE
            && children >> across & 1 == 1
        {
            // Across an empty hole from a child: nothing happens.
            return Capture::NONE;
        }
        if has(F, path::NEXT_HOLE) && c.kind == CaptureKind::PastEmptyHole {
            return self.take_past_empty(b, chain, landing, mover, obs);
        }
        if has(F, path::RARE_CAPTURES) && c.kind == CaptureKind::NextHole {
            return self.take_next(b, chain, landing, children, obs);
        }
        if has(F, path::RARE_CAPTURES) && c.kind == CaptureKind::OpponentRowReached {
            return self.take_reached(b, mover, children, obs);
        }
        if has(F, path::RARE_CAPTURES)
            && c.kind == CaptureKind::EmptyOwnHole
            && c.chain == Chain::Forward
        {
            return self.take_across_chain::<F, O>(b, chain, landing, mover, children, obs);
        }
        let mut set = HoleSet::EMPTY;
        match (c.kind, c.take) {
            (CaptureKind::Counts, Take::Landing) if has(F, path::COUNTS) => {
                let rows = c.chain_rows[mover.index()];
                return capture_chain_limited_observed(
                    b,
                    chain,
                    landing,
                    c.chain,
                    |b: &Board, h: usize| {
                        Rules::in_rows::<F>(rows, c.chain_rows_by, b, h, mover)
                            && c.count_captures(b.seeds(h))
                            && children >> h & 1 == 0
                    },
                    c.chain_limit,
                    obs,
                );
            }
            (_, Take::PullAcross) => {
                // The seeds across move into the landing hole; nothing is captured.
                if across != NONE && children >> across & 1 == 0 {
                    let seeds = b.take(across as usize);
                    if seeds > 0 {
                        note(obs, || Event::Lift {
                            hole: across,
                            seeds,
                            lap: 0,
                        });
                        for _ in 0..seeds {
                            b.drop_seed(landing);
                            note(obs, || Event::Drop {
                                hole: landing as u8,
                            });
                        }
                    }
                }
                return Capture::NONE;
            }
            (_, Take::Landing) => set.insert(landing),
            (_, Take::Opposite) => {}
            (_, Take::LandingAndOpposite) => set.insert(landing),
        }
        // The hole behind is taken after the one across, as the rules tell it (Bao
        // Kigogo's rule 5: front row first), whichever has the lower index.
        let mut behind_set = HoleSet::EMPTY;
        if across != NONE {
            set.insert(across as usize);
            let behind = c.behind_of[across as usize];
            if has(F, path::FOUR_ROWS) && c.behind && behind != NONE && b.seeds(behind as usize) > 0
            {
                behind_set.insert(behind as usize);
            }
        }
        let set = HoleSet(set.0 & !children);
        let behind_set = HoleSet(behind_set.0 & !children);
        if self.lap_table::<F, O>(mover).is_some() {
            // The plain paths sow a lap a word at a time ([`Rules::lap_table`]), and
            // take the holes the same way: one word read and written. (After a lap
            // sown seed by seed, a word read would wait for the seeds' stores.)
            let all = HoleSet(set.0 | behind_set.0);
            if let Some(seeds) = b.take_low_set(all.0) {
                return Capture { holes: all, seeds };
            }
        }
        let mut cap = take_holes_observed(b, set, obs);
        for h in behind_set.iter() {
            cap.take(b, h, obs);
        }
        cap
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
        with_blocked(self.tag, laps, chain, lift.blocked, |laps, chain| {
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
        // The opponent's holes, their children aside: their rows, even in a
        // territory match (a grand slam empties the opponent's row).
        let them = HoleSet(self.own[mover.opponent().index()].0 & !kids);
        let fed = matches!(
            self.capture.grand_slam,
            GrandSlam::CapturesNothingUnlessFed
                | GrandSlam::LeaveRightmost
                | GrandSlam::LeaveLeftmost
                | GrandSlam::OpponentTakesMoversSeeds
        ) && b.seeds_in(them) == 0;
        let opts = SowOptions {
            origin_first: has(F, path::ORIGIN_FIRST) && self.origin_first_from(b, hole),
            // The first seed of a lap into the mover's slot past the holes.
            first_seed_to: if has(F, path::MINOR) && self.opts.first_seed_to != 0 {
                self.opts.first_seed_to + mover.index() as u8
            } else {
                0
            },
            ..self.opts
        };
        // (The last seeds alone leave the sowing plain: they are taken after it. A
        // first seed captured at every lap keeps the passing laps' options.)
        let passing = self.passing.as_ref().filter(|p| {
            has(F, path::PASSING) && (p.while_sowing() || self.opts.first_seed_to != 0)
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
        if self.capture.grand_slam == GrandSlam::Allowed || fed {
            return Ok((
                sowing,
                self.take::<F, O>(b, chain, sowing.landing, mover, kids, obs),
            ));
        }
        // The capture on a copy, untraced; kept (and redone traced) unless it is a
        // grand slam.
        let mut after = *b;
        let cap = self.take::<F, ()>(&mut after, chain, sowing.landing, mover, kids, &mut ());
        if cap.seeds > 0 && after.seeds_in(them) == 0 {
            return match self.capture.grand_slam {
                GrandSlam::Forbidden if has(F, path::ENDLESS) => {
                    Err(MoveError::GrandSlamForbidden { hole })
                }
                GrandSlam::LeaveRightmost | GrandSlam::LeaveLeftmost if has(F, path::EXTRAS) => {
                    let kept = self.take_but_one(b, mover, kids, obs);
                    if kept.is_none() {
                        // One hole of theirs held seeds: the capture stands.
                        if O::ACTIVE {
                            self.take::<F, O>(b, chain, sowing.landing, mover, kids, obs);
                        }
                        *b = after;
                    }
                    Ok((sowing, kept.unwrap_or(cap)))
                }
                GrandSlam::OpponentTakesMoversSeeds if has(F, path::EXTRAS) => {
                    if O::ACTIVE {
                        self.take::<F, O>(b, chain, sowing.landing, mover, kids, obs);
                    }
                    *b = after;
                    self.give_movers_seeds(b, mover, kids, obs);
                    Ok((sowing, cap))
                }
                _ => {
                    note(obs, || Event::GrandSlam);
                    Ok((sowing, Capture::NONE))
                }
            };
        }
        if O::ACTIVE {
            self.take::<F, O>(b, chain, sowing.landing, mover, kids, obs);
        }
        *b = after;
        Ok((sowing, cap))
    }

    /// A grand slam under `opponent-takes-movers-seeds`: every seed left in the
    /// mover's own holes (children aside) goes into the opponent's store slot, which
    /// the move's end empties into their captures.
    #[cold]
    #[inline(never)]
    fn give_movers_seeds<O: Observer>(&self, b: &mut Board, mover: Player, kids: u64, obs: &mut O) {
        let to = mover.opponent();
        let store = self.store_of(to);
        for hole in HoleSet(self.own[mover.index()].0 & !kids).iter() {
            let seeds = b.take(hole);
            if seeds > 0 {
                // (A store slot, past the holes: seed by seed.)
                for _ in 0..seeds {
                    b.drop_seed(store);
                }
                note(obs, || Event::Sweep {
                    hole: hole as u8,
                    seeds,
                    to,
                });
            }
        }
    }

    /// A grand slam that leaves one hole (`leave-rightmost`, `leave-leftmost`, two
    /// rows), on the board before the capture: takes every opponent's hole holding
    /// seeds but the first from the mover's right (or left); `None` (nothing done)
    /// when only one holds seeds. Children are not the opponent's holes here.
    fn take_but_one<O: Observer>(
        &self,
        b: &mut Board,
        mover: Player,
        children: u64,
        obs: &mut O,
    ) -> Option<Capture> {
        let them = HoleSet(self.own[mover.opponent().index()].0 & !children);
        let seeded: HoleSet = them.iter().filter(|&h| b.seeds(h) > 0).collect();
        // North's row (South's opponent) seen from South runs right to left from its
        // last column; South's row seen from North, from its first.
        let from_right =
            (mover == Player::South) == (self.capture.grand_slam == GrandSlam::LeaveRightmost);
        let keeper = if from_right {
            seeded.iter().last()
        } else {
            seeded.iter().next()
        };
        let keeper = keeper.filter(|_| seeded.len() > 1)?;
        note(obs, || Event::GrandSlam);
        let set: HoleSet = seeded.iter().filter(|&h| h != keeper).collect();
        Some(take_holes_observed(b, set, obs))
    }

    /// The circuits a sowing of `seeds` by `mover` follows: its sowing circuit and
    /// the circuit its capture chain walks; reversed for a sowing `turned` against
    /// the game's direction ([`Rules::turned`]).
    #[inline(always)]
    pub(in crate::described) fn circuits<const F: u32>(
        &self,
        mover: Player,
        seeds: u8,
        turned: bool,
    ) -> (&Circuit, &Circuit) {
        let even = has(F, path::EVEN_ODD) && self.even_odd && seeds % 2 == 0;
        let turned = has(F, path::DIRECTIONS) && turned;
        if even != turned {
            // (Never with seeds sowing by their parity: `chain_ignores_choice` is
            // refused there.)
            let chain = if turned && self.directions.chain_ignores_choice {
                &self.chain_circuit
            } else {
                &self.chain_even
            };
            (&self.sow_even[mover.index()], chain)
        } else {
            (&self.sow[mover.index()], &self.chain_circuit)
        }
    }

    /// The mover's laps sown a word at a time ([`Rules::laps`]), on the plain paths
    /// only (whose circuit is always `sow[mover]` and whose laps drop every seed
    /// along it), and untraced.
    #[inline(always)]
    fn lap_table<const F: u32, O: Observer>(&self, mover: Player) -> Option<&LapTable> {
        if O::ACTIVE || F & !path::PLAIN != 0 {
            return None;
        }
        self.laps.as_ref().map(|t| &t[mover.index()])
    }

    /// [`Rules::circuits`] with the `blocked` holes left out (a copy only when some
    /// hole is blocked), handed to `f`.
    #[inline(always)]
    pub(in crate::described) fn with_circuits<const F: u32, T>(
        &self,
        mover: Player,
        seeds: u8,
        blocked: u64,
        turned: bool,
        f: impl FnOnce(&Circuit, &Circuit) -> T,
    ) -> T {
        if blocked == 0 {
            let (circuit, chain) = self.circuits::<F>(mover, seeds, turned);
            f(circuit, chain)
        } else {
            self.with_blocked_circuits(mover, seeds, blocked, turned, f)
        }
    }

    /// The blocked case of [`Rules::with_circuits`], out of line.
    #[cold]
    #[inline(never)]
    fn with_blocked_circuits<T>(
        &self,
        mover: Player,
        seeds: u8,
        blocked: u64,
        turned: bool,
        f: impl FnOnce(&Circuit, &Circuit) -> T,
    ) -> T {
        let (circuit, chain) = self.circuits::<{ path::ALL }>(mover, seeds, turned);
        with_blocked(self.tag, circuit, chain, blocked, f)
    }

    /// The mover's store slot (meaningful only with stores).
    #[inline]
    pub(in crate::described) fn store_of(&self, p: Player) -> usize {
        self.len + p.index()
    }
}

impl CompiledCapture {
    #[inline]
    pub(in crate::described) fn count_captures(&self, seeds: u8) -> bool {
        self.counts[seeds as usize / 64] >> (seeds % 64) & 1 == 1
    }
}

/// `f` on `circuit` and `chain` (circuits of the rules whose tag is `tag`) without
/// the `blocked` holes. A match of rounds blocks the same holes all through a round,
/// so the last few are kept, a thread's own, and lent to `f` where they are: building
/// them again (their cycle tables) and copying them cost a relay match with blocked
/// holes most of its time (Hoyito I: 1,740 instructions a ply of 3,900). A call
/// from within `f` that finds no kept circuits builds its own.
fn with_blocked<T>(
    tag: u64,
    circuit: &Circuit,
    chain: &Circuit,
    blocked: u64,
    f: impl FnOnce(&Circuit, &Circuit) -> T,
) -> T {
    use std::cell::RefCell;
    /// The key of an entry: the rules' tag, the two circuits' addresses (in rules
    /// kept for the program's life) and the holes blocked.
    type Key = (u64, usize, usize, u64);
    const SLOTS: usize = 4;
    thread_local! {
        static KEPT: RefCell<[Option<(Key, Circuit, Circuit)>; SLOTS]> =
            const { RefCell::new([None; SLOTS]) };
    }
    let key = (
        tag,
        circuit as *const Circuit as usize,
        chain as *const Circuit as usize,
        blocked,
    );
    // The mover's circuits and the reversed ones lie side by side in the rules: a
    // slot each.
    let slot = key.1 / std::mem::size_of::<Circuit>() % SLOTS;
    KEPT.with(|kept| {
        let hit = kept.borrow()[slot]
            .as_ref()
            .is_some_and(|(k, _, _)| *k == key);
        if !hit {
            match kept.try_borrow_mut() {
                Ok(mut kept) => {
                    kept[slot] = Some((key, circuit.without(blocked), chain.without(blocked)))
                }
                // Lent out to an outer call: built here, not kept.
                Err(_) => return f(&circuit.without(blocked), &chain.without(blocked)),
            }
        }
        let kept = kept.borrow();
        let (_, circuit, chain) = kept[slot].as_ref().expect("kept just now");
        f(circuit, chain)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The kept circuits are those `Circuit::without` builds, from the first call and
    /// from the kept ones, also when asked again from within `f` (kept or not).
    #[test]
    fn blocked_circuits_are_kept_as_built() {
        let ring = Circuit::two_row_ring(6);
        let back = ring.reversed();
        let (a, b) = (1u64 << 3 | 1 << 8, 1u64 << 0);
        let expect = |blocked| (ring.without(blocked), back.without(blocked));
        for _ in 0..2 {
            with_blocked(7, &ring, &back, a, |c, ch| {
                assert_eq!((*c, *ch), expect(a));
                // Nested: the same key (kept), then another (built, the slot lent).
                with_blocked(7, &ring, &back, a, |c, ch| assert_eq!((*c, *ch), expect(a)));
                with_blocked(7, &ring, &back, b, |c, ch| assert_eq!((*c, *ch), expect(b)));
            });
        }
        with_blocked(7, &ring, &back, b, |c, ch| assert_eq!((*c, *ch), expect(b)));
    }
}
