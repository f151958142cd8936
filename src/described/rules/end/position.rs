//! The end of a move in a described game: the end conditions, no move for the player
//! to move (or for either, where they pass), and the seeds left swept as
//! `end.remaining` says.

use super::Ended;
use crate::described::rules::path;
use crate::described::{Described, Goal, NoMove, Remaining};
use crate::state::State;
use crate::trace::{note, Event, Observer};
use crate::types::{HoleSet, Outcome, Player};

impl Described {
    /// After a move by `mover` (the player to move already set): ends the game if an
    /// end condition holds, or if the player to move has no move where that ends the
    /// game. Returns whether it ended.
    pub(in crate::described) fn check_end<O: Observer>(
        &mut self,
        mover: Player,
        obs: &mut O,
    ) -> Ended {
        self.check_end_on::<{ path::ALL }, O>(mover, obs)
    }

    /// [`Described::check_end`] on the compiled path `F` ([`path`]); with trades, a
    /// game that ended closes the negotiation and marks a victory without glory.
    #[inline(always)]
    pub(in crate::described) fn check_end_on<const F: u32, O: Observer>(
        &mut self,
        mover: Player,
        obs: &mut O,
    ) -> Ended {
        if path::is_kernel(F) {
            return self.check_end_kernel::<F, O>(mover, false, true, obs);
        }
        let ended = self.ends_on::<F, O>(mover, obs);
        if path::has(F, path::TRADES) && ended == Ended::Game {
            self.trades_ended();
        }
        ended
    }

    /// The end of a move on the path `F`, as [`Described::check_end_on`] says.
    #[inline(always)]
    pub(in crate::described) fn ends_on<const F: u32, O: Observer>(
        &mut self,
        mover: Player,
        obs: &mut O,
    ) -> Ended {
        let r = self.rules;
        let kids = self.kids::<F>();
        // Children are nobody's holes to sow: left out.
        let nonempty = self.st.board.holding_at_least(r.words::<F>(), 1) & !kids;
        if path::has(F, path::EMPTY_GOAL) && r.end.spec.goal.by_empty_holes() {
            let empty = |p: Player| nonempty & r.holes_of::<F>(&self.st.board, p).0 == 0;
            // The player whose empty holes win: the mover if their goal is their own.
            let first = if r.end.spec.goal == Goal::EmptyOwnHoles {
                mover
            } else {
                mover.opponent()
            };
            let winner = if empty(first) {
                Some(mover)
            } else if empty(first.opponent()) {
                Some(mover.opponent())
            } else {
                None
            };
            if let Some(w) = winner {
                self.st.result = Some(Outcome::win(w));
                return Ended::Game;
            }
        }
        // (The end is tested after every move, even one that left the captures where
        // the end reads them alone: skipping it there made Kalah's playouts 1.3x
        // slower in time, a branch the processor could not predict, for fewer
        // instructions.)
        if r.ends::<F>(&self.st, || nonempty, mover, kids) {
            self.sweep(mover, obs);
            return self.round_end::<F, O>(mover, obs);
        }
        self.movable = self.find_movable::<F>(nonempty).0;
        // A player without a move passes, whoever else can move: nothing to find.
        if r.end.no_move == NoMove::PassForever {
            return Ended::No;
        }
        // Where every sowing ends, a hole that may be lifted is a legal move.
        let stuck = if !path::has(F, path::ENDLESS) || r.sowing.sowings_end {
            self.movable == 0
        } else {
            !self.has_sowing_on::<F>()
        };
        // Passing: the game ends once neither player has a legal move (passes would
        // go on for ever).
        let stuck = stuck && (r.end.no_move != NoMove::Pass || self.other_stuck::<F>(nonempty));
        if stuck {
            if r.end.no_move == NoMove::Lose {
                self.st.result = Some(Outcome::win(self.st.to_move.opponent()));
                return Ended::Game;
            }
            if r.end.spec.unfed_takes_remaining && self.cannot_feed() {
                let unfed = self.st.to_move.opponent();
                self.st.sweep(|_, _| unfed, State::outcome_by_captures, obs);
                return self.round_end::<F, O>(mover, obs);
            }
            self.sweep(mover, obs);
            return self.round_end::<F, O>(mover, obs);
        }
        Ended::No
    }

    /// Whether the player not to move would have no legal move either on this board
    /// (`nonempty`: the holes holding seeds, children aside).
    #[cold]
    #[inline(never)]
    fn other_stuck<const F: u32>(&self, nonempty: u64) -> bool {
        let mut other = *self;
        other.st.to_move = self.st.to_move.opponent();
        other.movable = other.find_movable::<F>(nonempty).0;
        if !path::has(F, path::ENDLESS) || self.rules.sowing.sowings_end {
            other.movable == 0
        } else {
            !other.has_sowing_on::<F>()
        }
    }

    /// The end: the seeds in children go to their owners, the seeds left where
    /// `end.remaining` says, and more seeds wins.
    pub(in crate::described) fn sweep<O: Observer>(&mut self, mover: Player, obs: &mut O) {
        let kids = self.children();
        for hole in HoleSet(kids).iter() {
            let to = self.st.board.owner(hole);
            let seeds = self.st.board.take(hole);
            if seeds > 0 {
                note(obs, || Event::Sweep {
                    hole: hole as u8,
                    seeds,
                    to,
                });
                self.st.add_captured(to, seeds as u32);
            }
        }
        match self.rules.end.spec.remaining {
            Remaining::Owner => self.st.sweep_to_owners(obs),
            Remaining::Nobody => self.st.result = Some(self.st.outcome_by_captures()),
            one @ (Remaining::Mover | Remaining::South | Remaining::North) => {
                let to = match one {
                    Remaining::South => Player::South,
                    Remaining::North => Player::North,
                    _ => mover,
                };
                self.st.sweep(|_, _| to, State::outcome_by_captures, obs)
            }
            Remaining::Divided => {
                // Half each; an odd seed to the player who has captured fewer (the
                // total is even, so never as many; North if it were). South's share is
                // swept first, hole by hole.
                let left = self.st.board.total();
                let (s, n) = (
                    self.st.captured(Player::South),
                    self.st.captured(Player::North),
                );
                let south_share = left / 2 + (left % 2 == 1 && n > s) as u32;
                let mut given = 0u32;
                for hole in 0..self.st.board.len() {
                    let seeds = self.st.board.seeds(hole) as u32;
                    let to_south = seeds.min(south_share - given);
                    given += to_south;
                    for (p, k) in [(Player::South, to_south), (Player::North, seeds - to_south)] {
                        if k > 0 {
                            let now = self.st.board.seeds(hole);
                            self.st.board.set_seeds(hole, now - k as u8);
                            note(obs, || Event::Sweep {
                                hole: hole as u8,
                                seeds: k as u8,
                                to: p,
                            });
                            self.st.add_captured(p, k);
                        }
                    }
                }
                self.st.result = Some(self.st.outcome_by_captures());
            }
        }
    }
}
