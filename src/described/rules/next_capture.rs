//! Captures of the hole after the landing hole (`capture.on: next-hole`,
//! docs/DESCRIPTIONS.md): after relay laps, a last seed in an empty hole takes the
//! seeds of the next hole along the sowing, and perhaps itself (Je ki n je).

use super::Rules;
use crate::board::Board;
use crate::circuit::Circuit;
use crate::described::{AfterCapture, CaptureSpec, Description, DescriptionError, Laps, Take};
use crate::sow::{take_holes_observed, Capture, LapVerdict};
use crate::trace::Observer;
use crate::types::{HoleSet, Player};

/// The contradictions of a `next-hole` capture with the rest of a description.
pub(in crate::described) fn check(d: &Description) -> Result<(), DescriptionError> {
    use DescriptionError::{Contradiction, Unsupported};
    if !matches!(d.capture, CaptureSpec::NextHole { .. }) {
        return Ok(());
    }
    if d.sowing.laps != Laps::Relay {
        return Err(Contradiction(
            "a capture of the next hole needs relay laps (sowing.laps \"relay\")",
        ));
    }
    if d.board.stores || d.board.rows != 2 || d.children.is_some() {
        return Err(Unsupported {
            feature: "a capture of the next hole with stores, on four rows or with children",
        });
    }
    if d.sowing.after_capture != AfterCapture::Ends {
        return Err(Unsupported {
            feature: "a capture of the next hole between laps",
        });
    }
    Ok(())
}

impl Rules {
    /// The lap rule under a `next-hole` capture: an occupied landing relays; an
    /// empty one (now holding the last seed) in `capture.rows` captures when the next
    /// hole along `circuit` holds seeds, captures being on (`live`); otherwise the
    /// sowing ends.
    #[inline(never)]
    pub(super) fn next_capture_verdict<const F: u32>(
        &self,
        b: &Board,
        circuit: &Circuit,
        hole: usize,
        mover: Player,
        live: bool,
    ) -> LapVerdict {
        let c = &self.capture;
        let seeds = b.seeds(hole);
        if self.relay.is_some_and(|l| l.count(seeds)) {
            return LapVerdict::Relay;
        }
        let next = circuit.next(hole);
        if live
            && seeds == 1
            && Rules::in_rows::<F>(c.rows[mover.index()], c.rows_by, b, hole, mover)
            && next < self.len
            && b.seeds(next) > 0
        {
            return LapVerdict::Capture;
        }
        LapVerdict::End
    }

    /// Takes the hole after `landing` along `chain`, and the landing hole too under
    /// `also_landing`, children aside.
    #[cold]
    #[inline(never)]
    pub(super) fn take_next<O: Observer>(
        &self,
        b: &mut Board,
        chain: &Circuit,
        landing: usize,
        children: u64,
        obs: &mut O,
    ) -> Capture {
        let mut set = HoleSet::EMPTY.with(chain.next(landing));
        if self.capture.take == Take::LandingAndOpposite {
            set.insert(landing);
        }
        take_holes_observed(b, HoleSet(set.0 & !children), obs)
    }
}
