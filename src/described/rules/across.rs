//! Tests on the hole across of an empty-hole capture, and its chain
//! (`capture.on: empty-own-hole` with `across_counts`, `across_rows`, `chain`;
//! docs/DESCRIPTIONS.md): J'odu's cross captures of ones and twos, going on along the
//! sowing.

use super::{path, CompiledCapture, Rules, NONE};
use crate::board::Board;
use crate::circuit::Circuit;
use crate::described::rules::capture::check_counts;
use crate::described::{CaptureSpec, ChainSpec, Description, DescriptionError, Take};
use crate::sow::{take_holes_observed, Capture, Chain};
use crate::trace::Observer;
use crate::types::{HoleSet, Player};

/// The contradictions of the tests on the hole across with the rest of a description.
pub(in crate::described) fn check(d: &Description) -> Result<(), DescriptionError> {
    use DescriptionError::{Contradiction, Unsupported};
    let CaptureSpec::EmptyOwnHole {
        take,
        across_counts,
        chain,
        ..
    } = &d.capture
    else {
        return Ok(());
    };
    if let Some(counts) = across_counts {
        check_counts(counts, "capture.across_counts names at least one count")?;
    }
    match chain {
        ChainSpec::None => Ok(()),
        ChainSpec::Forward if *take != Take::Opposite => Err(Contradiction(
            "an empty-hole capture's chain takes the holes across only (take \"opposite\")",
        )),
        ChainSpec::Forward if d.board.rows != 2 => Err(Unsupported {
            feature: "an empty-hole capture's chain on four rows",
        }),
        ChainSpec::Forward => Ok(()),
        ChainSpec::Backward | ChainSpec::Both => Err(Unsupported {
            feature: "an empty-hole capture's chain other than forward",
        }),
    }
}

/// Sets the compiled capture's counts (`across_counts`, in its count mask), chain and
/// whether the hole across is tested; `across_rows` goes into its chain rows.
pub(super) fn compile(capture: &mut CompiledCapture, counts: &Option<Vec<u8>>, chain: ChainSpec) {
    capture.counts.extend(counts.as_deref().unwrap_or_default());
    if chain == ChainSpec::Forward {
        capture.chain = Chain::Forward;
    }
}

impl Rules {
    /// Whether an empty-hole capture tests its hole across beyond holding seeds, or
    /// chains ([`path::RARE_CAPTURES`]).
    pub(super) fn across_rules(&self) -> bool {
        let c = &self.capture;
        let all = HoleSet::first(self.len);
        c.kind == super::CaptureKind::EmptyOwnHole
            && (!c.counts.is_empty()
                || c.chain != Chain::None
                || c.chain_rows != [all; 2]
                || c.chain_rows_by != super::Owned::Rows)
    }

    /// Whether the hole `across` may be taken by `mover`'s empty-hole capture: it holds
    /// one of `across_counts` if given, and is in `across_rows` (whether it must hold
    /// seeds otherwise is `opposite_must_hold_seeds`, or the chain's rule).
    #[inline(always)]
    pub(super) fn across_passes<const F: u32>(
        &self,
        b: &Board,
        across: usize,
        mover: Player,
    ) -> bool {
        let c = &self.capture;
        if !path::has(F, path::RARE_CAPTURES) {
            return true;
        }
        (c.counts.is_empty() || c.count_captures(b.seeds(across)))
            && Rules::in_rows::<F>(
                c.chain_rows[mover.index()],
                c.chain_rows_by,
                b,
                across,
                mover,
            )
    }

    /// An empty-hole capture with a forward chain from `landing` along `chain`: the
    /// hole across from it, then from each next hole in turn the hole across while it
    /// holds seeds and passes [`Rules::across_passes`] (not a child, not taken
    /// already).
    #[cold]
    #[inline(never)]
    pub(super) fn take_across_chain<const F: u32, O: Observer>(
        &self,
        b: &mut Board,
        chain: &Circuit,
        landing: usize,
        mover: Player,
        children: u64,
        obs: &mut O,
    ) -> Capture {
        let c = &self.capture;
        let mut set = HoleSet::EMPTY;
        let mut h = landing;
        loop {
            let a = c.across[h];
            if a == NONE
                || b.seeds(a as usize) == 0
                || children >> a & 1 == 1
                || set.contains(a as usize)
                || !self.across_passes::<F>(b, a as usize, mover)
            {
                break;
            }
            set.insert(a as usize);
            h = chain.next(h);
            if h == landing {
                break;
            }
        }
        take_holes_observed(b, set, obs)
    }
}
