//! Extra turns (docs/DESCRIPTIONS.md, *extra_turn*): the mover plays again after a
//! sowing whose last seed fell into their store (`store`) or into either store
//! (`any_store`), or after a move that captured (`capture`, or `capture_once`: not
//! after a move that was itself an extra turn). The checks of those fields, and the
//! rule that tells whether a move earned one; the compiled rules are the section
//! itself ([`crate::described::ExtraTurnSpec`]).

use super::path::{self, has};
use super::Rules;
use crate::described::description::{Description, DescriptionError, StoreSowing};
use crate::types::Player;

/// The checks of the section: a store for `store`, sowing into both stores for
/// `any_store`, and one rule for captures.
pub(in crate::described) fn check(d: &Description) -> Result<(), DescriptionError> {
    use DescriptionError::Contradiction;
    let e = &d.extra_turn;
    if e.store && !d.board.stores {
        return Err(Contradiction("extra_turn.store on a board without stores"));
    }
    if e.any_store && d.sowing.stores != Some(StoreSowing::Both) {
        return Err(Contradiction(
            "extra_turn.any_store needs sowing into both stores (sowing.stores \"both\")",
        ));
    }
    if e.capture_once && e.capture {
        return Err(Contradiction(
            "extra_turn.capture and capture_once together (one says always, the other once a turn)",
        ));
    }
    Ok(())
}

impl Rules {
    /// Whether `mover`'s move earned an extra turn under [`Rules::extra_turn`], on the
    /// path `F`: its last seed fell into `landing` (a store is a slot past the
    /// holes), it captured `captured` seeds, and `moved_again` tells (asked only for
    /// `capture_once`) whether the move was itself an extra turn.
    #[inline(always)]
    pub(in crate::described) fn earns_extra_turn<const F: u32>(
        &self,
        mover: Player,
        landing: usize,
        captured: u32,
        moved_again: impl FnOnce() -> bool,
    ) -> bool {
        let e = &self.extra_turn;
        (has(F, path::STORES) && e.store && self.stores && landing == self.store_of(mover))
            || (has(F, path::MINOR) && e.any_store && landing >= self.len)
            || (e.capture && captured > 0)
            || (has(F, path::NEXT_HOLE) && e.capture_once && captured > 0 && !moved_again())
    }
}
