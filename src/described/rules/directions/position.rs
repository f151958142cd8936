//! The moves of a game whose players choose the sowing direction of some holes
//! (`sowing.direction: player-chooses`, `sowing.chosen_holes`): a chosen hole is
//! sown either way ([`Move::SowDir`]), the others as always ([`Move::Sow`]). Each
//! check of a sowing (feeding, the lap rules, an endless relay) is made for its
//! direction, on a copy of the position whose `against` says which way it goes.

use crate::described::rules::path;
use crate::described::Described;
use crate::error::MoveError;
use crate::rng::Rng;
use crate::rules::{MoveList, MoveReport};
use crate::state::SowOrPass;
use crate::trace::Observer;
use crate::types::{Direction, HoleSet, Move};

impl Described {
    /// This position about to sow against the game's direction, or along it.
    #[inline]
    pub(in crate::described) fn going(&self, against: bool) -> Described {
        let mut pos = *self;
        pos.set_against(against);
        pos
    }

    /// Whether the mover may sow a chosen hole against the game's direction: not in
    /// each player's first turn with `sowing.first_turn_unchosen` (the turns counted,
    /// [`Described::turns`]).
    #[inline]
    pub(in crate::described) fn may_turn(&self) -> bool {
        !(self.rules.directions.first_turn_unchosen && self.turns < 2)
    }

    /// The holes of `mine` (the mover's, holding enough seeds) that may be lifted in
    /// at least one of their directions: the single-seed and short-lap rules, and
    /// feeding an opponent without seeds, judged for each direction.
    pub(in crate::described) fn movable_either_way(&self, mine: u64, nonempty: u64) -> HoleSet {
        let r = self.rules;
        let them = r.holes_of::<{ path::ALL }>(&self.st.board, self.st.to_move.opponent());
        HoleSet(mine)
            .iter()
            .filter(|&h| {
                let ways: &[bool] = if r.chooses(h) && self.may_turn() {
                    &[false, true]
                } else {
                    &[false]
                };
                // A chosen hole: the directions still open to the mover.
                let open = |&&a: &&bool| !r.chooses(h) || self.direction_open(a);
                ways.iter().filter(open).any(|&against| {
                    let p = self.going(against);
                    p.single_seed_may_sow(h)
                        && p.short_lap_may_sow(h)
                        && (r.feeding.is_none() || nonempty & them.0 != 0 || p.feeds(h, them))
                })
            })
            .collect()
    }

    /// Calls `f` with each sowing the player to move may start (lifted and checked,
    /// not yet known to end): its move and the position set to sow it.
    fn for_each_sowing(&self, mut f: impl FnMut(Move, &Described)) {
        let r = self.rules;
        for h in HoleSet(self.movable).iter() {
            if r.chooses(h) {
                let ways = if self.may_turn() { 2 } else { 1 };
                for d in r.directions().into_iter().take(ways) {
                    if !self.direction_open(r.against(d)) {
                        continue;
                    }
                    let p = self.going(r.against(d));
                    if p.check_sow(h).is_ok() {
                        f(Move::SowDir(h as u8, d), &p);
                    }
                }
            } else if self.check_sow(h).is_ok() {
                f(Move::Sow(h as u8), self);
            }
        }
    }

    /// [`crate::Position::legal_moves`]: every sowing that ends, each chosen hole in
    /// both directions, or a pass.
    pub(in crate::described) fn legal_directed(&self, moves: &mut MoveList) {
        moves.clear();
        if self.st.result.is_some() {
            return;
        }
        self.for_each_sowing(|mv, p| {
            if let Some(h) = mv.hole() {
                if p.sowing_ends(h as usize) {
                    moves.push(mv);
                }
            }
        });
        if moves.is_empty() {
            moves.push(Move::Pass);
        }
    }

    /// Whether the player to move has a legal sowing in some direction.
    pub(in crate::described) fn can_sow_either_way(&self) -> bool {
        let mut any = false;
        self.for_each_sowing(|mv, p| {
            any = any || mv.hole().is_some_and(|h| p.sowing_ends(h as usize));
        });
        any
    }

    /// [`crate::Position::for_each_successor`]: each legal sowing done once, or a
    /// pass.
    pub(in crate::described) fn successors_directed<F: FnMut(Move, &Self, &MoveReport)>(
        &self,
        mut f: F,
    ) {
        if self.st.result.is_some() {
            return;
        }
        let mut any = false;
        self.for_each_sowing(|mv, p| {
            let mut next = *p;
            if let Some(h) = mv.hole() {
                if let Ok(report) = next.sow_unchecked(h as usize, &mut ()) {
                    any = true;
                    f(mv, &next, &report);
                }
            }
        });
        if !any {
            let mut next = *self;
            next.pass_unchecked(&mut ());
            f(Move::Pass, &next, &MoveReport::default());
        }
    }

    /// [`crate::Position::play_random`]: one of the legal moves, uniformly drawn.
    pub(in crate::described) fn play_random_directed(
        &mut self,
        rng: &mut Rng,
    ) -> Option<(Move, MoveReport)> {
        let mut moves = MoveList::new();
        self.legal_directed(&mut moves);
        if moves.is_empty() {
            return None;
        }
        let mv = moves[rng.below(moves.len())];
        let report = self.play_with(mv, &mut ());
        debug_assert!(report.is_ok(), "a legal move refused");
        report.ok().map(|r| (mv, r))
    }

    /// Plays hole `hole` sown in direction `d`: a chosen hole, lifted and sown that
    /// way; the position is left unchanged on refusal.
    pub(in crate::described) fn play_directed<O: Observer>(
        &mut self,
        hole: usize,
        d: Direction,
        obs: &mut O,
    ) -> Result<MoveReport, MoveError> {
        let r = self.rules;
        if hole >= r.len {
            return Err(MoveError::NoSuchHole { hole });
        }
        if !r.chooses(hole) {
            return Err(MoveError::DirectionFixed { hole });
        }
        if !self.direction_open(r.against(d)) {
            return Err(MoveError::DirectionTaken { hole });
        }
        if r.against(d) && !self.may_turn() {
            return Err(MoveError::FirstTurnDirection { hole });
        }
        let mut next = self.going(r.against(d));
        next.check_sow(hole)?;
        let report = next.sow_unchecked(hole, obs)?;
        *self = next;
        Ok(report)
    }
}
