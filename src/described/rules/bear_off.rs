//! Bearing off (docs/DESCRIPTIONS.md, *Sides*, `sowing.bear_off`): once a move
//! leaves no hole holding more than one seed, a lap sows only as far as the end of
//! the mover's row and takes the seeds it would sow on off the board. A lap is the
//! kernel's ([`sow_lap_observed`]) from a hole first trimmed to the holes left in
//! the row, and the laps are the kernel's relay loop ([`sow_laps_observed`]), with
//! the game's lap rule; whether the game bears off yet is a flag of the position.

use super::lift::Lift;
use super::{path, Rules};
use crate::board::Board;
use crate::circuit::Circuit;
use crate::error::MoveError;
use crate::sow::{
    sow_lap_observed, sow_laps_observed, LapVerdict, NextLap, SowReport, CYCLE_CHECK_FROM,
};
use crate::trace::{note, Event, Observer};

impl Rules {
    /// Sows `lift.hole` for `lift.mover` bearing off, along `circuit`: before each lap the
    /// lifted hole keeps only as many seeds as there are holes after it in the
    /// mover's row, the rest taken off the board (reported as taken by the mover);
    /// after each lap the lap rule (a relay on an occupied landing, a capture).
    /// Returns the sowing and the seeds borne off, which count as the mover's
    /// captures.
    #[inline(never)]
    pub(super) fn sow_bearing_off<const F: u32, O: Observer>(
        &self,
        b: &mut Board,
        lift: Lift,
        circuit: &Circuit,
        obs: &mut O,
    ) -> Result<(SowReport, u32), MoveError> {
        let Lift {
            hole,
            mover,
            live,
            kids,
            ..
        } = lift;
        let own = self.own[mover.index()];
        let mut borne = 0u32;
        let sowing = sow_laps_observed(
            b,
            hole,
            CYCLE_CHECK_FROM,
            |b, from, lap, obs| {
                // The holes after `from` before the sowing would leave the row.
                let mut room = 0u8;
                let mut h = circuit.next(from);
                while own.contains(h) && h != from {
                    room += 1;
                    h = circuit.next(h);
                }
                let seeds = b.seeds(from);
                if seeds > room {
                    b.set_seeds(from, room);
                    borne += (seeds - room) as u32;
                    note(obs, || Event::Take {
                        hole: from as u8,
                        seeds: seeds - room,
                        to: mover,
                    });
                }
                sow_lap_observed(b, circuit, from, self.sowing.opts, lap, obs)
            },
            |b, landing, _| match self.lap_verdict_live::<F>(b, circuit, landing, mover, live, kids)
            {
                LapVerdict::Relay => NextLap::Lift(landing),
                LapVerdict::RelayNext => NextLap::Lift(circuit.next(landing)),
                ended => NextLap::Ends(ended),
            },
            obs,
        )?;
        Ok((sowing, borne))
    }

    /// Whether a game that bears off does so after a move that left `b`: no hole
    /// holds more than one seed.
    #[inline]
    pub(in crate::described) fn starts_bearing_off<const F: u32>(&self, b: &Board) -> bool {
        path::has(F, path::SIDES)
            && self.sides.is_some_and(|s| s.bear_off)
            && b.holes().iter().all(|&n| n <= 1)
    }
}
