//! Whether a sowing ends, for the legal moves of games whose sowings may be endless
//! (relay laps, a forbidden grand slam): told without sowing where the first lap
//! surely ends the sowing, else by the laps sown on a copy, else by the whole sowing
//! and its capture. On a compiled path ([`path`]).

use super::*;
use crate::circuit::Circuit;
use path::has;

/// What [`Described::end_told`] can tell of a sowing without making it.
enum Told {
    /// The sowing surely ends.
    Ends,
    /// Its laps alone tell: sown on a copy.
    ByLaps,
    /// Only the sowing with its capture tells (a forbidden grand slam, captures as the
    /// laps pass or before the sowing).
    ByMove,
}

impl Described {
    /// Whether sowing `hole` (one the player to move may lift) ends: the sowing made
    /// on a copy only where the first lap cannot tell.
    #[inline(always)]
    pub(super) fn sowing_ends_on<const F: u32>(&self, hole: usize) -> bool {
        match self.end_told::<F>(hole) {
            Told::Ends => true,
            Told::ByLaps => self.laps_end::<F>(hole),
            Told::ByMove => self.sown_copy(hole).is_some(),
        }
    }

    /// Whether sowing `hole` surely ends, told in constant time without sowing
    /// (`false`: only the sowing can tell).
    #[inline(always)]
    pub(super) fn ends_at_once<const F: u32>(&self, hole: usize) -> bool {
        matches!(self.end_told::<F>(hole), Told::Ends)
    }

    #[inline(always)]
    fn end_told<const F: u32>(&self, hole: usize) -> Told {
        if let Some(told) = self.told_for_every_hole::<F>() {
            return told;
        }
        let r = self.rules;
        let b = &self.st.board;
        let me = self.st.to_move;
        let live = r.live_for::<F>(self.live(), b.seeds(hole));
        let first = self.along::<F, _>(hole, |circuit| {
            short_lap_landing(b, circuit, hole, r.lap_opts(b, hole))
        });
        match first {
            Some((landing, seeds)) if !r.relays::<F>(b, landing, seeds, me, live) => Told::Ends,
            _ => Told::ByLaps,
        }
    }

    /// What [`Described::end_told`] says of every hole alike, where the rules say it
    /// without the hole's first lap (`None`: the first lap tells).
    #[inline(always)]
    fn told_for_every_hole<const F: u32>(&self) -> Option<Told> {
        let r = self.rules;
        if (has(F, path::EXTRAS) && self.opening_pending() && !r.opening_sows_a_hole())
            || (has(F, path::SIDES) && self.bears_off())
        {
            // The opening is no sowing, and bearing off every lap goes further
            // along the mover's row: they always end.
            return Some(Told::Ends);
        }
        if (has(F, path::ENDLESS) && r.capture.grand_slam == GrandSlam::Forbidden)
            || (r.relay.is_some()
                && ((has(F, path::PASSING) && r.passing.is_some())
                    || (has(F, path::RARE_CAPTURES) && r.takes_before_sowing())))
        {
            // The sowing and its capture, without the rest of the move (whose end
            // check asks this again of the next player); with captures between the
            // laps or as they pass, or before the sowing, only the whole sowing
            // tells.
            return Some(Told::ByMove);
        }
        if !(has(F, path::ENDLESS) && r.relay.is_some()) {
            return Some(Told::Ends);
        }
        if has(F, path::CHILDREN) && r.children.is_some() {
            // A child, or a landing making one, ends the sowing too: the laps see it.
            return Some(Told::ByLaps);
        }
        None
    }

    /// Whether one of the holes the player to move may lift surely ends its sowing,
    /// told in constant time a hole ([`Described::ends_at_once`]).
    #[inline(always)]
    pub(super) fn ends_at_once_somewhere<const F: u32>(&self) -> bool {
        HoleSet(self.movable)
            .iter()
            .any(|h| self.ends_at_once::<F>(h))
    }

    /// Whether one of the holes the player to move may lift ends its sowing, where
    /// none ends at once ([`Described::ends_at_once_somewhere`] said no): each sown
    /// on a copy, without asking its first lap again.
    #[inline(always)]
    pub(super) fn ends_after_first_lap_somewhere<const F: u32>(&self) -> bool {
        let by_move = matches!(self.told_for_every_hole::<F>(), Some(Told::ByMove));
        HoleSet(self.movable).iter().any(|h| {
            if by_move {
                self.sown_copy(h).is_some()
            } else {
                self.laps_end::<F>(h)
            }
        })
    }

    /// Whether the laps of sowing `hole` end, sown on a copy (the lap rule alone,
    /// nothing captured).
    fn laps_end<const F: u32>(&self, hole: usize) -> bool {
        let r = self.rules;
        let me = self.st.to_move;
        let live = r.live_for::<F>(self.live(), self.st.board.seeds(hole));
        let kids = self.kids::<F>();
        self.along::<F, _>(hole, |circuit| {
            let mut st = self.st;
            if r.stores_sown_from::<F>() {
                r.fill_store_slots(&mut st);
            }
            let mut b = st.board;
            sow(&mut b, circuit, hole, r.sowing.opts, |b, h| {
                r.lap_verdict_live::<F>(b, circuit, h, me, live, kids)
            })
            .is_ok()
        })
    }

    /// `f` on the circuit a sowing of `hole` by the player to move follows, its
    /// blocked holes left out.
    #[inline(always)]
    fn along<const F: u32, T>(&self, hole: usize, f: impl FnOnce(&Circuit) -> T) -> T {
        let r = self.rules;
        let blocked = if has(F, path::ROUNDS) {
            self.skipped()
        } else {
            0
        };
        r.with_circuits::<F, T>(
            self.st.to_move,
            self.st.board.seeds(hole),
            blocked,
            r.turned::<F>(hole, self.against()),
            |circuit, _| f(circuit),
        )
    }
}
