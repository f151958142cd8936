//! Single seeds as a last resort (`moves.singletons: "last-resort"`, Bao Kigogo rule
//! 4; docs/DESCRIPTIONS.md, *moves*): a hole holding a single seed may be sown only
//! when none of the mover's holes holds two or more seeds, and then only when the
//! hole its seed falls into is empty. Such a move is an ordinary sowing of one seed
//! (it ends there, and captures like any other); only which holes may be lifted
//! changes.

use super::Rules;
use crate::board::Board;
use crate::described::{Description, DescriptionError, Origin};
use crate::error::MoveError;
use crate::types::{HoleSet, Player};
use serde::{Deserialize, Serialize};

/// When a hole holding a single seed may be sown ([`MovesSpec::singletons`](crate::described::MovesSpec::singletons)).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Singletons {
    /// Like any other hole. The default.
    #[default]
    Any,
    /// Only when none of the mover's holes holds two or more seeds, and then only when
    /// the hole the seed falls into is empty: a one-step sowing, which captures like
    /// any other (Bao Kigogo rule 4).
    LastResort,
}

/// The contradictions of `moves.singletons` with the rest of a description.
pub(in crate::described) fn check(d: &Description) -> Result<(), DescriptionError> {
    use DescriptionError::{Contradiction, Unsupported};
    if d.moves.singletons == Singletons::Any {
        return Ok(());
    }
    if d.sowing.min_seeds > 1 {
        return Err(Contradiction(
            "moves.singletons \"last-resort\" with sowing.min_seeds above 1: no single seed is ever sown",
        ));
    }
    if d.sowing.origin == Origin::FirstSeedBack {
        return Err(Contradiction(
            "moves.singletons \"last-resort\" with origin \"first-seed-back\" (a single seed goes back into its hole, never into the next)",
        ));
    }
    let chosen = crate::described::rules::directions::chosen_holes(d) != 0;
    if chosen
        || d.rounds.is_some()
        || d.children.is_some()
        || d.moves.any_hole
        || d.moves.opening.is_some()
        || d.sowing.bear_off
    {
        // Chosen directions give a single seed two next holes; in rounds a round
        // could start without a move for its starter; children and a board without
        // sides blur which holes are the mover's; an opening and bearing off change
        // what a lift of one seed does.
        return Err(Unsupported {
            feature: "moves.singletons \"last-resort\" with chosen directions, rounds, children, moves.any_hole, an opening or bearing off",
        });
    }
    Ok(())
}

impl Rules {
    /// Of the holes `mine` that the player to move may otherwise lift (their holes but
    /// a barred single seed; empty ones among them are left out here), those
    /// `moves.singletons` leaves: their holes of two or more while there is one, else
    /// the single seeds whose next hole (`next`) is empty. A word of counts at a
    /// time, only the words holding `mine` read.
    #[inline(always)]
    pub(in crate::described) fn singletons_movable(
        &self,
        b: &Board,
        mine: u64,
        next: impl Fn(usize) -> usize,
    ) -> u64 {
        if !self.single_seed.last_resort {
            return mine;
        }
        let big = b.holding_at_least_of(mine, 2);
        if big != 0 {
            return big;
        }
        HoleSet(b.holding_at_least_of(mine, 1))
            .iter()
            .filter(|&h| b.seeds(next(h)) == 0)
            .fold(0, |m, h| m | 1 << h)
    }

    /// `moves.singletons`: whether `mover` may lift `hole` (one of theirs, holding
    /// seeds), whose seed would fall into `next`; refused as the hand-written Bao
    /// Kigogo refuses it.
    pub(in crate::described) fn check_singleton(
        &self,
        b: &Board,
        mover: Player,
        hole: usize,
        next: usize,
    ) -> Result<(), MoveError> {
        if !self.single_seed.last_resort || b.seeds(hole) != 1 {
            return Ok(());
        }
        if self.own[mover.index()].iter().any(|h| b.seeds(h) >= 2) {
            return Err(MoveError::SingletonWhileBigHole { hole });
        }
        if b.seeds(next) != 0 {
            return Err(MoveError::SingletonBlocked { hole, next });
        }
        Ok(())
    }
}

/// The rules page's sentence on single seeds as a last resort (`moves.singletons`).
pub(in crate::described) fn prose(singletons: Singletons) -> Option<String> {
    (singletons == Singletons::LastResort).then(|| {
        "A hole holding a single seed may be sown only when none of the mover's holes \
         holds two or more seeds, and then only when the hole that seed would fall into \
         is empty: the seed steps into it, and captures as a last seed does."
            .to_string()
    })
}
