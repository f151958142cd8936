//! Relay laps (docs/DESCRIPTIONS.md, *sowing*: `sowing.laps` `"relay"` or
//! `"relay-next"`, `sowing.relay_on`, `sowing.relay_from`): a lap whose last seed
//! lands in a hole that then holds enough seeds (at least `relay_from`, 2 by default,
//! or exactly `relay_on`) and captures nothing lifts that hole, or the hole after it,
//! and sows on. The checks of those fields and their compiled form ([`CompiledRelay`]);
//! the relay loop itself is the kernel's ([`crate::sow::sow_observed`]).

use crate::described::{Description, DescriptionError};
use serde::{Deserialize, Serialize};

/// One lap or relay laps.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Laps {
    /// One lap: the move's seeds are sown once. The default.
    #[default]
    Single,
    /// Relay: after a lap, unless it captured or its last seed fell into a store or an
    /// empty hole (which now holds 1), the landing hole's seeds are lifted and sown as
    /// the next lap. A relay that would never end is not a legal move.
    Relay,
    /// Relay from the next hole (the South Indian way): after a lap, unless it
    /// captured or its last seed fell into a store, the hole after the landing hole is
    /// looked at; if it holds seeds, they are lifted and sown as the next lap,
    /// otherwise the sowing ends. With stores sown into, the hole after a lap's last
    /// hole may be the mover's store, whose seeds (all the mover has captured) are
    /// then lifted and sown. A relay that would never end is not a legal move.
    RelayNext,
}

/// The checks of the fields: the counts only with relay laps, one of them, each of
/// at least 2 (a landing hole holds the seed just sown).
pub(in crate::described) fn check(d: &Description) -> Result<(), DescriptionError> {
    use DescriptionError::Contradiction;
    let s = &d.sowing;
    if (s.relay_on.is_some() || s.relay_from.is_some()) && s.laps != Laps::Relay {
        return Err(Contradiction(
            "sowing.relay_on or relay_from without relay laps",
        ));
    }
    if s.relay_on.is_some() && s.relay_from.is_some() {
        return Err(Contradiction("sowing.relay_on and relay_from together"));
    }
    if s.relay_on.is_some_and(|n| n < 2) || s.relay_from.is_some_and(|n| n < 2) {
        return Err(Contradiction(
            "a relay needs at least 2 seeds in the landing hole (sowing.relay_on, relay_from)",
        ));
    }
    Ok(())
}

/// The relay rules of a description with relay laps (`None` in [`super::Rules`] for
/// single laps).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(in crate::described) struct CompiledRelay {
    /// Laps go on from the hole after the landing hole (`relay-next`).
    pub(in crate::described) next: bool,
    /// The count a landing hole must hold to relay (0: any count from `from`).
    pub(in crate::described) on: u8,
    /// The least count a landing hole must hold to relay.
    pub(in crate::described) from: u8,
}

impl CompiledRelay {
    /// The relay rules of `d` (checked), if its laps relay.
    pub(super) fn new(d: &Description) -> Option<CompiledRelay> {
        let s = &d.sowing;
        (s.laps != Laps::Single).then_some(CompiledRelay {
            next: s.laps == Laps::RelayNext,
            on: s.relay_on.unwrap_or(0),
            from: s.relay_from.unwrap_or(2),
        })
    }

    /// Whether a landing hole holding `seeds` (after the lap) relays, captures aside:
    /// at least `from`, and exactly `on` where that is given.
    #[inline(always)]
    pub(in crate::described) fn count(&self, seeds: u8) -> bool {
        seeds >= self.from && (self.on == 0 || seeds == self.on)
    }
}

/// The least count at which a landing relays under `relay` (captures aside, with the
/// `on` count not given): past any count where laps never relay.
#[inline(always)]
pub(in crate::described) fn relays_from(relay: Option<CompiledRelay>) -> u16 {
    relay.map_or(256, |l| l.from as u16)
}
