//! The holes the player to move may lift: found once per position
//! ([`Described::find_movable`]) and checked one by one with the error that names the
//! rule ([`SowOrPass::check_sow`]).

use super::Described;
use crate::described::rules::{on_path, path};
use crate::error::MoveError;
use crate::rules::MoveReport;
use crate::sow::short_lap_landing;
use crate::state::{SowOrPass, State};
use crate::trace::Observer;
use crate::types::HoleSet;

impl Described {
    /// The holes the player to move may lift ([`SowOrPass::check_sow`] accepts), found
    /// at once from `nonempty` (the holes holding seeds, [`Board::holding_at_least`](crate::board::Board::holding_at_least)):
    /// their own holes holding at least `min_seeds` (a word of seed counts at
    /// a time), and when feeding is required and the opponent's holes are empty, those
    /// whose first lap reaches them.
    #[inline(always)]
    pub(in crate::described) fn find_movable<const F: u32>(&self, nonempty: u64) -> HoleSet {
        let r = self.rules;
        let seeded = if path::has(F, path::MIN_SEEDS) && r.sowing.min_seeds > 1 {
            self.st
                .board
                .holding_at_least(r.words::<F>(), r.sowing.min_seeds)
        } else {
            nonempty
        };
        self.find_movable_seeded::<F>(seeded, nonempty)
    }

    /// [`Described::find_movable`] from `seeded` too: the holes holding at least
    /// `min_seeds` (children among them or not).
    #[inline(always)]
    pub(super) fn find_movable_seeded<const F: u32>(&self, seeded: u64, nonempty: u64) -> HoleSet {
        let r = self.rules;
        let b = &self.st.board;
        let me = self.st.to_move;
        let seeded = seeded & !self.kids::<F>();
        let mut mine = seeded & r.sowable::<F>(b, me).0 & !self.barred::<F>();
        if path::has(F, path::EXTRAS) && self.opening_pending() {
            if let Some(hole) = r.opening_hole(me) {
                mine &= 1 << hole;
            }
        }
        if path::has(F, path::DIRECTIONS) && r.directions.chosen != 0 {
            return self.movable_either_way(mine, nonempty);
        }
        if path::has(F, path::SINGLETONS) && r.single_seed.last_resort {
            mine = r.singletons_movable(b, mine, |h| self.next_of_single(h));
        }
        if path::has(F, path::EXTRAS) && (r.single_seed.into_empty || r.single_seed.short_lap) {
            mine = HoleSet(mine)
                .iter()
                .filter(|&h| self.single_seed_may_sow(h) && self.short_lap_may_sow(h))
                .fold(0, |m, h| m | 1 << h);
        }
        match r.feeding {
            Some(feeding) => self.feeding_movable::<F>(feeding, mine, nonempty),
            None => HoleSet(mine),
        }
    }
}

impl SowOrPass for Described {
    fn state(&self) -> &State {
        &self.st
    }

    /// Exactly the holes [`SowOrPass::check_sow`] accepts ([`Described::find_movable`],
    /// kept in the position).
    #[inline]
    fn candidate_holes(&self) -> HoleSet {
        HoleSet(self.movable)
    }

    /// The candidates are the holes that may be lifted already.
    #[inline]
    fn may_sow(&self, _hole: usize) -> bool {
        true
    }

    /// Your own hole, holding at least `min_seeds`; when feeding is required and the
    /// opponent has no seeds, a first lap that reaches them.
    fn check_sow(&self, hole: usize) -> Result<(), MoveError> {
        let kids = self.children();
        if kids >> hole & 1 == 1 {
            return Err(MoveError::ChildHole { hole });
        }
        let r = self.rules;
        // On a board without sides every hole is the mover's to sow.
        let sower = if r.any_hole() {
            self.st.board.owner(hole)
        } else {
            self.st.to_move
        };
        self.st.check_seeded_hole_of(sower, hole)?;
        let seeds = self.st.board.seeds(hole);
        if seeds < r.sowing.min_seeds {
            // A single seed of a game that sows 2 or more has the error its rule
            // is known by (Djenon-aboure's rule 1).
            if seeds == 1 {
                return Err(MoveError::SingleSeed { hole });
            }
            return Err(MoveError::TooFewSeeds {
                hole,
                seeds,
                min: r.sowing.min_seeds,
            });
        }
        r.check_singleton(
            &self.st.board,
            self.st.to_move,
            hole,
            self.next_of_single(hole),
        )?;
        if !self.single_seed_may_sow(hole) {
            return Err(MoveError::SingleSeedIntoOccupied { hole });
        }
        if self.barred::<{ path::ALL }>() >> hole & 1 == 1 {
            return Err(MoveError::SingleSeedBack { hole });
        }
        if !self.short_lap_may_sow(hole) {
            return Err(MoveError::ShortLapEndsOccupied { hole });
        }
        let me = self.st.to_move;
        if let Some(required) = r.opening_hole(me).filter(|&h| h != hole) {
            if self.opening_pending() {
                return Err(MoveError::OpeningHole { hole, required });
            }
        }
        self.check_feeds(hole)
    }

    /// A single lap always ends; relay laps are sown on a copy, on the compiled path
    /// ([`Described::sowing_ends_on`]).
    #[inline]
    fn sowing_ends(&self, hole: usize) -> bool {
        on_path!(self.rules.path, F => self.sowing_ends_on::<F>(hole))
    }

    /// The sowing on the board (with stores, into its store slots, then emptied into
    /// the captures), the capture, the extra turn, and the end. Inlined in optimised
    /// builds only: in a test build, each binary would compile its own copy.
    #[cfg_attr(not(debug_assertions), inline)]
    fn sow_unchecked<O: Observer>(
        &mut self,
        hole: usize,
        obs: &mut O,
    ) -> Result<MoveReport, MoveError> {
        on_path!(self.rules.path, F => self.sow_on::<F, O>(hole, obs))
    }

    fn pass_unchecked<O: Observer>(&mut self, obs: &mut O) {
        self.pass_ended(obs);
    }
}

impl Described {
    /// `moves.single_seed_into_empty`: a hole holding one seed may be sown only when
    /// the hole that seed falls into is empty.
    #[inline]
    pub(in crate::described) fn single_seed_may_sow(&self, hole: usize) -> bool {
        let r = self.rules;
        let b = &self.st.board;
        if !r.single_seed.into_empty || b.seeds(hole) != 1 {
            return true;
        }
        b.seeds(self.next_of_single(hole)) == 0
    }

    /// The hole a single seed lifted from `hole` by the player to move falls into.
    #[inline]
    pub(super) fn next_of_single(&self, hole: usize) -> usize {
        let r = self.rules;
        let turned = r.turned::<{ path::ALL }>(hole, self.against());
        let (circuit, _) = r.circuits::<{ path::ALL }>(self.st.to_move, 1, turned);
        circuit.next(hole)
    }

    /// `moves.short_lap_ends_across_or_empty`: a hole holding at most a row's length
    /// of seeds may be sown only when its first lap ends in the opponent's rows, in a
    /// store, or in a hole of the mover's that was empty before the move.
    #[inline]
    pub(in crate::described) fn short_lap_may_sow(&self, hole: usize) -> bool {
        let r = self.rules;
        let b = &self.st.board;
        let seeds = b.seeds(hole);
        if !r.single_seed.short_lap || seeds as usize > r.cols {
            return true;
        }
        let me = self.st.to_move;
        let turned = r.turned::<{ path::ALL }>(hole, self.against());
        let (circuit, _) = r.circuits::<{ path::ALL }>(me, seeds, turned);
        // At most a row's length of seeds: shorter than any sowing cycle.
        match short_lap_landing(b, circuit, hole, r.lap_opts(b, hole)) {
            Some((landing, _)) => {
                landing >= r.len
                    || !r.holes_of::<{ path::ALL }>(b, me).contains(landing)
                    || b.seeds(landing) == 0
            }
            None => true,
        }
    }
}
