//! How a lap is sown, compiled once ([`CompiledSowing`]): the kernel's options, the
//! `leave-one` origin ([`super::origin`]), the fewest seeds a hole needs to be lifted,
//! whether every sowing ends, and the laps sown a word at a time.

use crate::described::{Description, GrandSlam, Laps, Origin};
mod prose;
mod spec;
pub(in crate::described) use prose::*;
pub use spec::*;

use super::circuits::CompiledCircuits;
use crate::sow::{LapTable, SowOptions};

/// A description's sowing as every lap reads it (the relays apart:
/// [`super::relay::CompiledRelay`]).
pub(in crate::described) struct CompiledSowing {
    /// The kernel's options for a lap ([`crate::sow`]), `origin_first` as the game
    /// has it before `leave_one` ([`super::Rules::lap_opts`]).
    pub(in crate::described) opts: SowOptions,
    /// `sowing.origin: leave-one`: a lap of a single seed sows it on ([`super::origin`]).
    pub(in crate::described) leave_one: bool,
    /// Every sowing ends and is legal: single laps, and no forbidden grand slam.
    pub(in crate::described) sowings_end: bool,
    /// The fewest seeds a hole must hold to be lifted (`sowing.min_seeds`).
    pub(in crate::described) min_seeds: u8,
    /// Each player's single laps along `circuits.sow` sown a word at a time (the
    /// kernel's [`LapTable`]), for the plain paths: `None` where a circuit has more
    /// than 16 slots or a lap's first seed goes back or aside.
    pub(in crate::described) laps: Option<Box<[LapTable; 2]>>,
}

impl CompiledSowing {
    /// The sowing of `d` (checked) on a board of `len` holes, along `circuits`, under
    /// the capture's `grand_slam` rule.
    pub(super) fn new(
        d: &Description,
        len: usize,
        circuits: &CompiledCircuits,
        grand_slam: GrandSlam,
    ) -> CompiledSowing {
        let s = &d.sowing;
        let opts = SowOptions {
            origin_first: matches!(s.origin, Origin::FirstSeedBack | Origin::LeaveOne),
            skip_origin: s.origin == Origin::Skip,
            // The first slot past the holes (0: none); each mover's own at play.
            first_seed_to: if s.origin == Origin::FirstSeedCaptured {
                len as u8
            } else {
                0
            },
        };
        let laps = match (
            LapTable::new(&circuits.sow[0], opts),
            LapTable::new(&circuits.sow[1], opts),
        ) {
            (Some(south), Some(north)) => Some(Box::new([south, north])),
            _ => None,
        };
        CompiledSowing {
            opts,
            leave_one: s.origin == Origin::LeaveOne,
            sowings_end: s.laps == Laps::Single && grand_slam != GrandSlam::Forbidden,
            min_seeds: s.min_seeds as u8,
            laps,
        }
    }
}
