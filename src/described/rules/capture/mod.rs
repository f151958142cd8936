//! The capture rule at play: whether a landing captures, and what it takes (the
//! kernel's chains, the hole across and the one behind it, pulling the seeds across),
//! each on a compiled path ([`path`]); the rarer kinds are in their own modules
//! ([`super::next_hole`], [`super::next_capture`], [`super::reached`],
//! [`super::across`]), the grand slam in [`super::grand_slam`].

mod prose;
mod spec;
pub(in crate::described) use prose::*;
pub use spec::*;

use super::territory::Owned;
use super::{path, Rules, NONE};
use crate::board::{Board, MAX_HOLES};
use crate::circuit::Circuit;
use crate::described::GrandSlam;
use crate::sow::{capture_chain_limited_observed, take_holes_observed, Capture, Chain};
use crate::trace::{note, Event, Observer};
use crate::types::{HoleSet, Player};
use path::has;

/// [`CaptureSpec`] as the moves read it.
#[derive(Clone, Copy)]
pub(in crate::described) struct CompiledCapture {
    pub(in crate::described) kind: CaptureKind,
    /// The counts that capture.
    pub(in crate::described) counts: SeedCounts,
    /// Per mover: where the landing hole must be.
    pub(in crate::described) rows: [HoleSet; 2],
    /// Whether `rows` is read from the board's owners instead (territory).
    pub(in crate::described) rows_by: Owned,
    pub(in crate::described) take: Take,
    pub(in crate::described) chain: Chain,
    /// Per mover: where a chain may run.
    pub(in crate::described) chain_rows: [HoleSet; 2],
    /// Whether `chain_rows` is read from the board's owners instead (territory).
    pub(in crate::described) chain_rows_by: Owned,
    /// The most holes a capture takes (`u32::MAX`: no limit).
    pub(in crate::described) chain_limit: u32,
    pub(in crate::described) must_hold: bool,
    pub(in crate::described) behind: bool,
    /// Past an empty hole: also take the hole across from the first hole taken.
    pub(in crate::described) also_across: bool,
    pub(in crate::described) grand_slam: GrandSlam,
    /// The game's first turns during which nothing is captured.
    pub(in crate::described) off_turns: u8,
    /// The hole across from each hole, or [`NONE`].
    pub(in crate::described) across: [u8; MAX_HOLES],
    /// The back-row hole behind each front-row hole (four rows), or [`NONE`].
    pub(in crate::described) behind_of: [u8; MAX_HOLES],
}

#[derive(Clone, Copy, PartialEq, Eq)]
pub(in crate::described) enum CaptureKind {
    None,
    Counts,
    EmptyOwnHole,
    /// The hole past an empty next hole ([`next_hole`](super::next_hole)).
    PastEmptyHole,
    /// The opponent's row reached: their holes on counts taken ([`reached`](super::reached)).
    OpponentRowReached,
    /// The hole after the landing hole ([`next_capture`](super::next_capture)).
    NextHole,
}

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
}

impl CompiledCapture {
    #[inline]
    pub(in crate::described) fn count_captures(&self, seeds: u8) -> bool {
        self.counts.contains(seeds)
    }
}

/// A set of seed counts, bit `n` of word `n / 64` for count `n`: `Copy`, so that a
/// sowing's lap rule holds it in registers rather than reading the rules at each lap.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(in crate::described) struct SeedCounts([u64; 4]);

impl SeedCounts {
    /// The set of `counts`.
    pub(in crate::described) fn of(counts: &[u8]) -> SeedCounts {
        let mut set = SeedCounts::default();
        set.extend(counts);
        set
    }

    /// Adds `counts` to the set.
    pub(in crate::described) fn extend(&mut self, counts: &[u8]) {
        for &n in counts {
            self.0[n as usize / 64] |= 1 << (n % 64);
        }
    }

    /// Whether `seeds` is one of the counts.
    #[inline(always)]
    pub(in crate::described) fn contains(self, seeds: u8) -> bool {
        self.0[seeds as usize / 64] >> (seeds % 64) & 1 == 1
    }

    /// Whether the set holds no count.
    pub(in crate::described) fn is_empty(self) -> bool {
        self.0 == [0; 4]
    }
}
