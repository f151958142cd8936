//! A move lifting a single seed (`single_seed_move`): no capture, or a capture
//! across its hole before it sows (docs/DESCRIPTIONS.md, *single_seed_move*); and
//! the rules on lifting a hole of a single seed or of a short lap, compiled with it
//! ([`CompiledSingleSeed`]).

use super::{path, Rules, NONE};
use crate::board::Board;
use crate::described::{Description, DescriptionError, Singletons};
use crate::sow::{take_holes_observed, Capture};
use crate::trace::Observer;
use crate::types::{HoleSet, Player};
use path::has;
use serde::{Deserialize, Serialize};

/// What a move lifting a single seed from its hole does differently (Kale,
/// Achochodi). The default: nothing.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SingleSeedMoveSpec {
    /// Whether it may capture: `false`, captures are off for the move, as in the
    /// game's first turns (`capture.off_first_turns`; passing captures and the last
    /// seeds too). Default true.
    #[serde(default = "crate::described::yes", skip_serializing_if = "is_true")]
    pub captures: bool,
    /// Before it sows, it captures the seeds of the hole across from its hole (the
    /// other row's hole of the same column; on four rows the opponent's front-row
    /// hole across a front-row hole), unless that hole is a child. Captures being off
    /// (either way) does not stop it. Default false.
    #[serde(default, skip_serializing_if = "crate::described::is_default")]
    pub takes_across: bool,
    /// Before every move sows, each of the mover's holes holding a single seed (the
    /// hole sown too) captures the seeds of the hole across, unless that hole is a
    /// child; as `takes_across`, captures being off does not stop it (Huroy).
    /// Default false.
    #[serde(default, skip_serializing_if = "crate::described::is_default")]
    pub singles_take_across: bool,
}

fn is_true(v: &bool) -> bool {
    *v
}

impl Default for SingleSeedMoveSpec {
    fn default() -> Self {
        SingleSeedMoveSpec {
            captures: true,
            takes_across: false,
            singles_take_across: false,
        }
    }
}

/// The contradictions of `single_seed_move` with the rest of a description.
pub(in crate::described) fn check(d: &Description) -> Result<(), DescriptionError> {
    use DescriptionError::{Contradiction, Unsupported};
    let s = d.single_seed_move;
    if s == Default::default() {
        return Ok(());
    }
    if d.sowing.min_seeds > 1 && (!s.captures || s.takes_across) {
        return Err(Contradiction(
            "single_seed_move with sowing.min_seeds above 1: no move lifts a single seed",
        ));
    }
    if d.moves.opening.is_some() {
        return Err(Unsupported {
            feature: "single_seed_move with a prescribed opening",
        });
    }
    Ok(())
}

/// The rules of a move lifting few seeds: what a single seed's move captures, and
/// which holes of a single seed or of a short lap may be lifted (all off by default).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(in crate::described) struct CompiledSingleSeed {
    /// What a move lifting a single seed does differently (`single_seed_move`).
    pub(in crate::described) spec: SingleSeedMoveSpec,
    /// A single seed is sown only into an empty hole (`moves.single_seed_into_empty`).
    pub(in crate::described) into_empty: bool,
    /// A single seed is sown only when no hole of the mover's holds two or more
    /// (`moves.singletons: last-resort`, [`super::singletons`]).
    pub(in crate::described) last_resort: bool,
    /// A short first lap must end across, in a store, or in an empty own hole
    /// (`moves.short_lap_ends_across_or_empty`).
    pub(in crate::described) short_lap: bool,
}

impl CompiledSingleSeed {
    /// The single-seed rules of `d` (checked).
    pub(super) fn new(d: &Description) -> CompiledSingleSeed {
        CompiledSingleSeed {
            spec: d.single_seed_move,
            into_empty: d.moves.single_seed_into_empty,
            last_resort: d.moves.singletons == Singletons::LastResort,
            short_lap: d.moves.short_lap_ends_across_or_empty,
        }
    }
}

impl Rules {
    /// Whether the rules of `single_seed_move` change anything ([`path::RARE_CAPTURES`]).
    pub(super) fn single_seed_rules(&self) -> bool {
        self.single_seed.spec != Default::default()
    }

    /// Whether a move sowing `hole` (holding `seeds`) may capture, captures being on
    /// (`live`) for the game's turn: `single_seed_move.captures`.
    #[inline(always)]
    pub(in crate::described) fn live_for<const F: u32>(&self, live: bool, seeds: u8) -> bool {
        live && !(has(F, path::RARE_CAPTURES) && !self.single_seed.spec.captures && seeds == 1)
    }

    /// Whether a sowing may capture before its first seed is sown
    /// (`single_seed_move.takes_across` or `singles_take_across`).
    pub(in crate::described) fn takes_before_sowing(&self) -> bool {
        self.single_seed.spec.takes_across || self.single_seed.spec.singles_take_across
    }

    /// `single_seed_move.takes_across`: before a single seed is sown from `hole`, the
    /// hole across from it is captured (unless it is a child, bit `h` of `children`).
    #[inline(always)]
    pub(super) fn take_across_first<const F: u32, O: Observer>(
        &self,
        b: &mut Board,
        hole: usize,
        mover: Player,
        children: u64,
        obs: &mut O,
    ) -> Capture {
        if !has(F, path::RARE_CAPTURES) {
            return Capture::NONE;
        }
        if self.single_seed.spec.singles_take_across {
            return self.take_singles_across(b, mover, children, obs);
        }
        if !self.single_seed.spec.takes_across || b.seeds(hole) != 1 {
            return Capture::NONE;
        }
        self.take_across_cold(b, hole, children, obs)
    }

    /// `single_seed_move.singles_take_across`: every hole of the mover's holding a
    /// single seed (children aside) takes the hole across, unless that is a child.
    #[cold]
    #[inline(never)]
    fn take_singles_across<O: Observer>(
        &self,
        b: &mut Board,
        mover: Player,
        children: u64,
        obs: &mut O,
    ) -> Capture {
        let taken: HoleSet = HoleSet(self.own[mover.index()].0 & !children)
            .iter()
            .filter(|&h| b.seeds(h) == 1)
            .filter_map(|h| self.across_to_take(b, h, children))
            .collect();
        take_holes_observed(b, taken, obs)
    }

    /// The hole across from `hole` when it holds seeds and is not a child.
    fn across_to_take(&self, b: &Board, hole: usize, children: u64) -> Option<usize> {
        let across = self.capture.across[hole];
        (across != NONE && children >> across & 1 == 0 && b.seeds(across as usize) > 0)
            .then_some(across as usize)
    }

    #[cold]
    #[inline(never)]
    fn take_across_cold<O: Observer>(
        &self,
        b: &mut Board,
        hole: usize,
        children: u64,
        obs: &mut O,
    ) -> Capture {
        match self.across_to_take(b, hole, children) {
            Some(across) => take_holes_observed(b, HoleSet::EMPTY.with(across), obs),
            None => Capture::NONE,
        }
    }
}

/// `single_seed_move`, in sentences for the captures section.
pub(in crate::described) fn single_seed_prose(s: SingleSeedMoveSpec) -> Vec<String> {
    let SingleSeedMoveSpec {
        captures,
        takes_across,
        singles_take_across,
    } = s;
    let mut v = Vec::new();
    if singles_take_across {
        v.push(
            "Before every move sows, each of the mover's holes holding a single seed \
             captures the seeds of the hole across from it (unless that hole is a child), \
             whether captures are on or not."
                .to_string(),
        );
    }
    if takes_across {
        v.push(
            "A move that lifts a single seed first captures the seeds of the hole across \
             from its hole (unless that hole is a child), whether captures are on or not, \
             then sows its seed."
                .to_string(),
        );
    }
    if !captures {
        v.push(
            "A move that lifts a single seed captures nothing at its end; a last seed that \
             would capture is sown on or stays as if it did not."
                .to_string(),
        );
    }
    v
}

/// The rules page's sentences on the holes of a short lap or a single seed that may be
/// lifted (`moves.short_lap_ends_across_or_empty`, `moves.single_seed_into_empty`).
pub(in crate::described) fn lifting_prose(
    short_lap_ends_across_or_empty: bool,
    single_seed_into_empty: bool,
) -> Vec<String> {
    let mut v = Vec::new();
    if short_lap_ends_across_or_empty {
        v.push(
            "A hole holding no more seeds than a row has holes may be sown only when its \
             first lap ends in the opponent's holes, in a store, or in a hole of the \
             mover's that was empty."
                .to_string(),
        );
    }
    if single_seed_into_empty {
        v.push(
            "A hole holding a single seed may be sown only when the hole that seed would \
             fall into is empty."
                .to_string(),
        );
    }
    v
}
