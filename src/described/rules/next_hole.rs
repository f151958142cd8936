//! The rules at play of relays from the next hole (`sowing.laps: relay-next`) and of
//! captures past an empty hole (`capture.on: past-empty-hole`), on the compiled path
//! [`path::NEXT_HOLE`]: the lap rule that looks past the landing hole, and the capture
//! that takes the hole past an empty one, hole after hole in a chain, and the hole
//! across. The checks of the first two fields are here (the extra turn's are
//! `extra_turn.rs`'s).

use super::{path, CaptureKind, Rules, NONE};
use crate::board::Board;
use crate::circuit::Circuit;
use crate::described::{CaptureSpec, ChainSpec, Description, DescriptionError, Laps};
use crate::sow::{take_holes_observed, Capture, Chain, LapVerdict};
use crate::state::State;
use crate::trace::Observer;
use crate::types::{HoleSet, Player};
use path::has;

/// The checks of the fields: a chain past empty holes only forward and only after
/// relay laps, no capture past an empty hole with stores (the hole after the landing
/// could be a store), and no relay from the next hole with children.
pub(super) fn check(d: &Description) -> Result<(), DescriptionError> {
    use DescriptionError::{Contradiction, Unsupported};
    if let CaptureSpec::PastEmptyHole { chain, .. } = &d.capture {
        match chain {
            ChainSpec::None => {}
            ChainSpec::Forward if d.sowing.laps != Laps::Single => {}
            ChainSpec::Forward => {
                return Err(Contradiction(
                    "a chain past empty holes needs relay laps (after a single lap the hole taken would have to hold seeds)",
                ))
            }
            ChainSpec::Backward | ChainSpec::Both => {
                return Err(Contradiction(
                    "a chain past empty holes runs forward only (capture.chain \"forward\")",
                ))
            }
        }
        if d.board.stores {
            return Err(Unsupported {
                feature: "captures past an empty hole on a board with stores",
            });
        }
    }
    if d.sowing.laps == Laps::RelayNext && d.children.is_some() {
        return Err(Unsupported {
            feature: "relays from the next hole with children",
        });
    }
    Ok(())
}

impl Rules {
    /// Whether a sowing starts with each store's slot holding all its owner has
    /// captured: relays from the next hole on a board with stores, where the hole
    /// after a lap's last one may be the mover's store, whose seeds are then lifted.
    #[inline(always)]
    pub(in crate::described) fn stores_sown_from<const F: u32>(&self) -> bool {
        has(F, path::NEXT_HOLE)
            && has(F, path::STORES)
            && self.relay.is_some_and(|l| l.next)
            && self.stores
    }

    /// Moves each player's captured seeds into their store's slot, for a sowing that
    /// may lift them ([`Rules::stores_sown_from`]); the end of the sowing empties the
    /// slots back into the captures.
    #[inline]
    pub(in crate::described) fn fill_store_slots(&self, st: &mut State) {
        for p in Player::BOTH {
            // The slots past the holes are empty between moves.
            for _ in 0..std::mem::take(&mut st.captured[p.index()]) {
                st.board.drop_seed(self.store_of(p));
            }
        }
    }

    /// Whether the lap rule is [`Rules::next_hole_verdict`]'s: relays from the next
    /// hole, or captures past an empty hole.
    #[inline(always)]
    pub(in crate::described) fn looks_past_landing<const F: u32>(&self) -> bool {
        has(F, path::NEXT_HOLE)
            && (self.relay.is_some_and(|l| l.next)
                || self.capture.kind == CaptureKind::PastEmptyHole)
    }

    /// The lap rule after a lap landing on `hole` (not a store) of `circuit`, for
    /// relays from the next hole or captures past an empty hole: a capture at the
    /// landing hole (on counts, or an empty own hole) first; then the relay (from the
    /// next hole when it holds seeds, or from the landing hole by the relay counts);
    /// then, where the sowing ends, a capture past an empty next hole.
    #[inline]
    pub(in crate::described) fn next_hole_verdict<const F: u32>(
        &self,
        b: &Board,
        circuit: &Circuit,
        hole: usize,
        mover: Player,
        live: bool,
    ) -> LapVerdict {
        if live && self.captures_at::<F>(b, hole, mover) {
            return LapVerdict::Capture;
        }
        if self.relay.is_some_and(|l| l.next) {
            if b.seeds(circuit.next(hole)) > 0 {
                return LapVerdict::RelayNext;
            }
        } else if has(F, path::ENDLESS) && self.relay.is_some_and(|l| l.count(b.seeds(hole))) {
            return LapVerdict::Relay;
        }
        if live
            && self.capture.kind == CaptureKind::PastEmptyHole
            && (self.relay.is_some() || b.seeds(hole) > 1)
            && self.past_empty_target(b, circuit, hole, mover).is_some()
        {
            LapVerdict::Capture
        } else {
            LapVerdict::End
        }
    }

    /// The hole a capture past an empty hole takes after `from`: the hole past the
    /// next one on `circuit`, when the next is empty and it holds seeds, in the
    /// capture's rows (not a store).
    #[inline]
    fn past_empty_target(
        &self,
        b: &Board,
        circuit: &Circuit,
        from: usize,
        mover: Player,
    ) -> Option<usize> {
        let gap = circuit.next(from);
        let target = circuit.next(gap);
        (b.seeds(gap) == 0
            && target < self.len
            && b.seeds(target) > 0
            && self.capture.rows[mover.index()].contains(target))
        .then_some(target)
    }

    /// The capture past an empty hole from the landing hole `landing` of `circuit`
    /// (the sowing ended there, [`Rules::next_hole_verdict`]): the hole past the empty
    /// next one, then with a forward chain the hole past the next empty one from there,
    /// and so on (at most `chain_limit` holes); with `also_across`, the hole across
    /// from the first hole taken, if it holds seeds and is in the capture's rows.
    pub(in crate::described) fn take_past_empty<O: Observer>(
        &self,
        b: &mut Board,
        circuit: &Circuit,
        landing: usize,
        mover: Player,
        obs: &mut O,
    ) -> Capture {
        let c = &self.capture;
        let mut total = Capture::NONE;
        let mut from = landing;
        let mut first = None;
        let mut taken = 0u32;
        while let Some(target) = self.past_empty_target(b, circuit, from, mover) {
            let cap = take_holes_observed(b, HoleSet::EMPTY.with(target), obs);
            total.holes.insert(target);
            total.seeds += cap.seeds;
            first.get_or_insert(target);
            taken += 1;
            if c.chain != Chain::Forward || taken >= c.chain_limit {
                break;
            }
            from = target;
        }
        if let Some(first) = first.filter(|_| c.also_across) {
            let across = c.across[first];
            if across != NONE
                && b.seeds(across as usize) > 0
                && c.rows[mover.index()].contains(across as usize)
            {
                let cap = take_holes_observed(b, HoleSet::EMPTY.with(across as usize), obs);
                total.holes.insert(across as usize);
                total.seeds += cap.seeds;
            }
        }
        total
    }
}
