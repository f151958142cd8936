//! Extra turns (docs/DESCRIPTIONS.md, *extra_turn*): the mover plays again after a
//! sowing whose last seed fell into their store (`store`) or into either store
//! (`any_store`), or after a move that captured (`capture`, or `capture_once`: not
//! after a move that was itself an extra turn). The description type
//! ([`ExtraTurnSpec`], which is also its compiled form), the checks of its fields, the
//! rule that tells whether a move earned one, and its prose.

use super::path::{self, has};
use super::Rules;
use crate::described::{is_default, Description, DescriptionError, StoreSowing};
use crate::types::Player;
use serde::{Deserialize, Serialize};

/// When the mover plays again.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ExtraTurnSpec {
    /// After a sowing whose last seed fell into the mover's store. Default false.
    #[serde(default)]
    pub store: bool,
    /// After a move that captured seeds. Default false.
    #[serde(default)]
    pub capture: bool,
    /// After a move that captured seeds, once: a sowing that earned an extra turn is
    /// not followed by another extra turn (a capture made in an extra turn earns none;
    /// a pass in between changes nothing). Default false.
    #[serde(default, skip_serializing_if = "is_default")]
    pub capture_once: bool,
    /// After a sowing whose last seed fell into either store (with `sowing.stores:
    /// both`), the opponent's included. Default false.
    #[serde(default, skip_serializing_if = "is_default")]
    pub any_store: bool,
}

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

pub(in crate::described) fn extra_turn_prose(e: &ExtraTurnSpec) -> Vec<String> {
    let ExtraTurnSpec {
        store,
        capture,
        capture_once,
        any_store,
    } = *e;
    let mut v = Vec::new();
    if any_store {
        v.push(
            "When the last seed falls into either store, the opponent's too, the mover \
             plays again."
                .to_string(),
        );
    } else if store {
        v.push(
            "When the last seed falls into the mover's own store, the mover plays again."
                .to_string(),
        );
    }
    if capture {
        v.push("After a move that captured seeds, the mover plays again.".to_string());
    }
    if capture_once {
        v.push(
            "After a move that captured seeds, the mover plays again, but not twice in a \
             row: a capture made in an extra turn gives no other (a pass in between \
             changes nothing)."
                .to_string(),
        );
    }
    if v.is_empty() {
        v.push("There are no extra turns: players move in turn.".to_string());
    } else {
        v.push("A move that ends the game gives no extra turn.".to_string());
    }
    v
}
