//! Feeding on a position ([`crate::described::rules::feeding`]): which of the mover's
//! holes feed an opponent without seeds, by its first lap (the holes it drops seeds
//! into) or by the whole move (sown on a copy), either way for a chosen hole; the
//! refusal of a move that does not; and whether a player could not feed at all.

use crate::described::rules::feeding::CompiledFeeding;
use crate::described::rules::path;
use crate::described::Described;
use crate::error::MoveError;
use crate::sow::lap_holes;
use crate::types::HoleSet;

impl Described {
    /// The holes of `mine` (the mover's that may be lifted, feeding aside) that the
    /// mover may lift under `feeding`, on the path `F`: all of them while the opponent
    /// holds seeds (`nonempty`: the holes holding seeds), else those that feed, or all
    /// where none does and any move is then legal.
    #[inline]
    pub(in crate::described) fn feeding_movable<const F: u32>(
        &self,
        feeding: CompiledFeeding,
        mine: u64,
        nonempty: u64,
    ) -> HoleSet {
        let r = self.rules;
        let them = r
            .holes_of::<F>(&self.st.board, self.st.to_move.opponent())
            .0
            & !self.kids::<F>();
        if nonempty & them != 0 {
            return HoleSet(mine);
        }
        let feeds: HoleSet = HoleSet(mine)
            .iter()
            .filter(|&h| self.feeds(h, HoleSet(them)))
            .collect();
        if feeds.0 == 0 && feeding.any_if_none_feeds {
            return HoleSet(mine);
        }
        feeds
    }

    /// The feeding rule of [`crate::state::SowOrPass::check_sow`] for `hole`
    /// (one of the mover's, otherwise legal): refused if the opponent has no seeds and
    /// it feeds them in neither direction open to it, unless any move is then legal
    /// and none feeds.
    pub(in crate::described) fn check_feeds(&self, hole: usize) -> Result<(), MoveError> {
        let r = self.rules;
        let Some(feeding) = r.feeding else {
            return Ok(());
        };
        let me = self.st.to_move;
        let them = HoleSet(
            r.holes_of::<{ path::ALL }>(&self.st.board, me.opponent()).0 & !self.children(),
        );
        // (Any move is legal where none feeds: `movable` holds those that may be lifted.)
        let any_legal = feeding.any_if_none_feeds && self.movable & 1 << hole != 0;
        if self.st.board.seeds_in(them) != 0
            || any_legal
            || self.feeds(hole, them)
            || self.feeds_other_way(hole, them)
        {
            return Ok(());
        }
        Err(MoveError::MustFeed {
            hole,
            opponent: me.opponent(),
        })
    }

    /// Whether sowing `hole` feeds the opponent, whose holes are `them`: its first
    /// lap drops a seed there, or (feeding by the whole move) they hold seeds after
    /// the sowing and its capture (the last seeds taken too), made on a copy. An
    /// endless sowing feeds nobody.
    #[inline]
    pub(in crate::described) fn feeds(&self, hole: usize, them: HoleSet) -> bool {
        let r = self.rules;
        let me = self.st.to_move;
        if !r.feeding.is_some_and(|f| f.by_move) {
            return r.with_circuits::<{ path::ALL }, _>(
                me,
                self.st.board.seeds(hole),
                self.skipped(),
                r.turned::<{ path::ALL }>(hole, self.against()),
                |circuit, _| {
                    lap_holes(
                        &self.st.board,
                        circuit,
                        hole,
                        r.lap_opts(&self.st.board, hole),
                    )
                    .0 & them.0
                        != 0
                },
            );
        }
        self.sown_copy(hole).is_some_and(|(mut b, kids)| {
            if r.passing.is_some()
                && r.live_for::<{ path::ALL }>(self.live(), self.st.board.seeds(hole))
            {
                // The last seeds (`end.last_seeds`) are part of the move.
                r.take_last_seeds(&mut b, me, self.round_starter(), kids, &mut ());
            }
            b.seeds_in(HoleSet(them.0 & !kids)) > 0
        })
    }

    /// With `moves.feed_either_direction`: whether the chosen hole `hole` feeds
    /// `them` sown the other way from the one this position is about to sow.
    pub(in crate::described) fn feeds_other_way(&self, hole: usize, them: HoleSet) -> bool {
        let r = self.rules;
        r.feeding.is_some_and(|f| f.either_direction)
            && r.chooses(hole)
            && self.may_turn()
            && self.going(!self.against()).feeds(hole, them)
    }

    /// Whether the player to move has a hole they may sow (holding at least
    /// `min_seeds`) while the opponent has none: a player without a legal move here
    /// could not feed the opponent (`end.unfed_takes_remaining`).
    pub(in crate::described) fn cannot_feed(&self) -> bool {
        let r = self.rules;
        let sowable = self
            .st
            .board
            .holding_at_least(r.key.words, r.sowing.min_seeds)
            & !self.children();
        let me = self.st.to_move;
        let b = &self.st.board;
        sowable & r.holes_of::<{ path::ALL }>(b, me).0 != 0
            && sowable & r.holes_of::<{ path::ALL }>(b, me.opponent()).0 == 0
    }
}
