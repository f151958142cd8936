//! A sowing played on the compiled path, a pass, and a sowing tried on a copy.

use super::{Described, Ended};
use crate::board::Board;
use crate::described::flags;
use crate::described::rules::{on_path, path, Lift};
use crate::error::MoveError;
use crate::rules::MoveReport;
use crate::trace::{note, Event, Observer};
use crate::types::{HoleSet, Player};

impl Described {
    /// [`SowOrPass::sow_unchecked`](crate::state::SowOrPass::sow_unchecked) on the
    /// compiled path `F` ([`path`]).
    #[inline(always)]
    pub(in crate::described) fn sow_on<const F: u32, O: Observer>(
        &mut self,
        hole: usize,
        obs: &mut O,
    ) -> Result<MoveReport, MoveError> {
        if path::is_kernel(F) {
            return self.sow_kernel::<F, O>(hole, obs);
        }
        let r = self.rules;
        let mover = self.st.to_move;
        // Blocked holes and captures off are rules of the general path only.
        let blocked = if path::has(F, path::ROUNDS) {
            self.skipped()
        } else {
            0
        };
        let live = r.live_for::<F>(
            !path::has(F, path::EXTRAS) || self.live(),
            self.st.board.seeds(hole),
        );
        let against = path::has(F, path::DIRECTIONS) && self.against();
        self.note_first_choice::<F>(mover, against);
        if path::has(F, path::DIRECTIONS) {
            self.set_against(false);
        }
        let mut kids = self.kids::<F>();
        // The seeds lifted, for the rules that remember the last move.
        let lifted = if path::has(F, path::DIR_MEMORY) {
            self.st.board.seeds(hole)
        } else {
            0
        };
        if r.stores_sown_from::<F>() {
            r.fill_store_slots(&mut self.st);
        }
        let opening = path::has(F, path::EXTRAS) && self.opening_pending();
        if opening {
            self.opening_played();
        }
        let done = if opening && !r.opening_sows_a_hole() {
            r.opening_on(&mut self.st.board, hole, mover, live, &mut kids, obs)
                .map(|(s, c)| (s, c, Default::default()))
        } else {
            let lift = Lift {
                hole,
                mover,
                live,
                blocked,
                against,
                bearing_off: flags::bears_off(self.flags),
                kids,
            };
            r.sow_on::<F, O>(&mut self.st.board, lift, &mut kids, obs)
        };
        if path::has(F, path::CHILDREN) {
            self.set_children(kids);
        }
        // The stores, or the seeds laps set aside, into the captures.
        if (path::has(F, path::STORES) && r.stores)
            || (path::has(F, path::MINOR) && r.sowing.opts.first_seed_to != 0)
        {
            // South's slot, then North's ([`Rules::store_of`]).
            let stored = self.st.board.take_two(r.len);
            for p in Player::BOTH {
                self.st.add_captured(p, stored[p.index()] as u32);
            }
        }
        let (sowing, mut captured, taken) = done?;
        self.st.add_captured(mover, captured.seeds);
        let mut again =
            r.earns_extra_turn::<F>(mover, sowing.landing, captured.seeds, || self.moved_again());
        if path::has(F, path::PASSING) && r.passing.is_some() {
            // What was taken as the sowing passed gives no extra turn; the report
            // counts the mover's share as captured.
            for p in Player::BOTH {
                self.st.add_captured(p, taken.seeds[p.index()]);
            }
            captured.seeds += taken.seeds[mover.index()];
            captured.holes = HoleSet(captured.holes.0 | taken.holes.0);
            if live {
                let starter = self.round_starter();
                let kids = self.kids::<F>();
                if let Some((to, n)) =
                    r.take_last_seeds(&mut self.st.board, mover, starter, kids, obs)
                {
                    self.st.add_captured(to, n);
                }
            }
        }
        if r.starts_bearing_off::<F>(&self.st.board) {
            self.start_bearing_off();
        }
        if !again {
            self.st.to_move = mover.opponent();
            if path::has(F, path::EXTRAS) {
                self.turn_ended();
            }
        }
        if path::has(F, path::TRADES) {
            // The turn is over: the next begins unanswered (0 without trades).
            self.set_answered(false);
        }
        self.note_single_back::<F>(hole, lifted, sowing.landing);
        let ended = self.check_end_on::<F, O>(mover, obs);
        if ended.any() {
            again = false;
        } else if again {
            note(obs, || Event::ExtraTurn);
        }
        if path::has(F, path::NEXT_HOLE) && r.extra_turn.capture_once {
            self.set_moved_again(again);
        }
        Ok(MoveReport {
            sowing: Some(sowing),
            captured,
            moves_again: again,
            round_ended: match ended {
                Ended::Round(outcome) => Some(outcome),
                _ => None,
            },
        })
    }

    /// A pass, and what [`Described::check_end`] found after it.
    pub(super) fn pass_ended<O: Observer>(&mut self, obs: &mut O) -> Ended {
        on_path!(self.rules.path, F => self.pass_ended_on::<F, O>(obs))
    }

    /// [`Described::pass_ended`] on the compiled path `F` ([`path`]).
    #[inline(always)]
    pub(in crate::described) fn pass_ended_on<const F: u32, O: Observer>(
        &mut self,
        obs: &mut O,
    ) -> Ended {
        let mover = self.st.to_move;
        self.st.to_move = mover.opponent();
        self.turn_ended();
        self.set_answered(false);
        self.check_end_on::<F, O>(mover, obs)
    }

    /// The board and the child holes after sowing `hole` and its capture on a copy
    /// (the rest of the move left out), or `None` if the sowing is refused (endless,
    /// a forbidden grand slam).
    pub(in crate::described) fn sown_copy(&self, hole: usize) -> Option<(Board, u64)> {
        let mut st = self.st;
        if self.rules.stores_sown_from::<{ path::ALL }>() {
            self.rules.fill_store_slots(&mut st);
        }
        let mut b = st.board;
        let mut kids = self.children();
        let lift = Lift {
            hole,
            mover: self.st.to_move,
            live: self
                .rules
                .live_for::<{ path::ALL }>(self.live(), self.st.board.seeds(hole)),
            blocked: self.skipped(),
            against: self.against(),
            bearing_off: self.bears_off(),
            kids,
        };
        self.rules
            .sow_on::<{ path::ALL }, _>(&mut b, lift, &mut kids, &mut ())
            .ok()
            .map(|_| (b, kids))
    }
}
