//! Captures on reaching the opponent's row (`capture.on: opponent-row-reached`,
//! docs/DESCRIPTIONS.md): a last seed in the opponent's holes, or in the mover's last
//! hole before them counter-clockwise, takes every opponent's hole holding one of the
//! counts (Kâra).

use super::Rules;
use crate::board::Board;
use crate::described::rules::capture::check_counts;
use crate::described::{CaptureSpec, Description, DescriptionError};
use crate::sow::{take_holes_observed, Capture};
use crate::trace::Observer;
use crate::types::{HoleSet, Player};

/// The contradictions of an `opponent-row-reached` capture with the rest of a
/// description.
pub(in crate::described) fn check(d: &Description) -> Result<(), DescriptionError> {
    use DescriptionError::Unsupported;
    let CaptureSpec::OpponentRowReached { counts, .. } = &d.capture else {
        return Ok(());
    };
    check_counts(
        counts,
        "a capture on reaching the opponent's row names at least one count",
    )?;
    if d.board.rows != 2 {
        return Err(Unsupported {
            feature: "a capture on reaching the opponent's row on four rows",
        });
    }
    Ok(())
}

/// Per mover (by [`Player::index`]): the holes a last seed must fall into, the
/// opponent's holes and the mover's last before them counter-clockwise (South's
/// rightmost, hole `2 * cols - 1`; North's, seen from North, hole 0). `own` are the
/// players' holes, South's first.
pub(super) fn landings(cols: usize, own: [HoleSet; 2]) -> [HoleSet; 2] {
    [own[1].with(2 * cols - 1), own[0].with(0)]
}

impl Rules {
    /// Takes every hole of the mover's opponent (not a child) holding one of the
    /// capture's counts.
    #[cold]
    #[inline(never)]
    pub(super) fn take_reached<O: Observer>(
        &self,
        b: &mut Board,
        mover: Player,
        children: u64,
        obs: &mut O,
    ) -> Capture {
        let c = &self.capture;
        let them = HoleSet(self.own[mover.opponent().index()].0 & !children);
        let set: HoleSet = them
            .iter()
            .filter(|&h| c.count_captures(b.seeds(h)))
            .collect();
        take_holes_observed(b, set, obs)
    }
}
