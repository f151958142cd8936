//! A match of rounds ([`super::super::RoundsSpec`]): the round part of a setup, and
//! the next round set up at a round's end (the round word's layout:
//! [`crate::described::round_word`]). In a match of won rounds (`rounds.wins`) every
//! round starts afresh from the start layout, and the first player to win the rounds
//! the match asks for wins it; the rounds each player has won are four bits each of
//! the round word.

use crate::described::round_word::{round_word, with_rounds_won};
use crate::described::rules::end::Ended;
use crate::described::rules::{path, Rules};
use crate::described::{Described, RoundStarter};
use crate::state::{can_sow, State};
use crate::trace::{Event, Observer};
use crate::types::{Outcome, Player};

impl Rules {
    /// The starting position: every hole holding `seeds_per_hole` (or as `board.start`
    /// says), South to move.
    pub fn start(&'static self) -> Described {
        let mut pos = Described {
            rules: self,
            st: State::new(self.start),
            movable: 0,
            round: self.opening_word(),
            turns: 0,
            children: [0; 3],
            flags: 0,
        };
        pos.check_end(Player::North, &mut ());
        pos
    }
}

impl Described {
    /// The holes a sowing of the player to move passes over: the blocked holes, and
    /// the opponent's children where `children.passed_by_opponent`.
    pub(in crate::described) fn skipped(&self) -> u64 {
        self.blocked()
            | self
                .rules
                .passed_children(&self.st.board, self.children(), self.st.to_move)
    }

    /// The round part of a setup ([`crate::Setup::blocked`], `round_starter`): only a
    /// match of rounds has a starter other than South, only one with `rounds.blocks`
    /// blocked holes, and those hold no seeds.
    pub(in crate::described) fn round_of(
        rules: &'static Rules,
        s: &crate::rules::Setup,
    ) -> Result<u64, crate::error::SetupError> {
        let bad = |reason| Err(crate::error::SetupError::BadRound { reason });
        let Some(rounds) = rules.rounds else {
            if s.blocked != 0 || s.round_starter != Player::South {
                return bad("the game is not played in rounds");
            }
            let fresh = s.captured == [0, 0]
                && s.children == [0, 0]
                && (0..rules.len).all(|h| s.board.seeds(h) == rules.start.seeds(h));
            return Ok(if fresh { rules.opening_word() } else { 0 });
        };
        if s.blocked != 0 && !rounds.blocks {
            return bad("the game's rounds block no holes");
        }
        if (0..64).any(|h| s.blocked >> h & 1 == 1 && (h >= rules.len || s.board.seeds(h) > 0)) {
            return bad("a blocked hole holds no seeds");
        }
        // A setup does not say whether the opening was played: it is still to come
        // exactly where the board is the start layout (as the starter sees it),
        // with nothing captured and no children.
        let layout = Described::layout_for(rules, s.round_starter);
        let fresh = s.captured == [0, 0]
            && s.children == [0, 0]
            && (0..rules.len).all(|h| s.board.seeds(h) == layout.seeds(h));
        let opening = if fresh { rules.opening_word() } else { 0 };
        Ok(round_word(s.blocked, s.round_starter) | opening)
    }

    /// The start layout as `starter` sees it: turned round when North starts (a
    /// territory round; the first round, South's, as the description lays it out).
    pub(in crate::described) fn layout_for(
        rules: &'static Rules,
        starter: Player,
    ) -> crate::board::Board {
        let mut board = rules.start;
        if starter == Player::North {
            for h in 0..rules.len {
                board.set_seeds(h, rules.start.seeds(rules.len - 1 - h));
            }
        }
        board
    }

    /// The end of a game on the path `F`: [`Described::next_round`] where the rules
    /// have rounds.
    #[inline(always)]
    pub(in crate::described) fn round_end<const F: u32, O: Observer>(
        &mut self,
        mover: Player,
        obs: &mut O,
    ) -> Ended {
        if path::has(F, path::ROUNDS) {
            self.next_round(mover, obs)
        } else {
            Ended::Game
        }
    }

    /// After the end of a game by `mover`'s move (its result set): in a match of
    /// rounds, the round's end. Each player holds what they captured and what is left
    /// in their holes; if either holds fewer than `rounds.min_holes` full holes, the
    /// match is over with the round's result. Otherwise the next round: each player's
    /// holes filled `seeds_per_hole` at a time in the fill order as far as their seeds
    /// go (the rest counted as captured), the others empty (and blocked with
    /// `rounds.blocks`), the starter to move. If the starter would have no legal move
    /// there (and the rules do not let them pass), the match ends with this round.
    #[inline(never)]
    fn next_round<O: Observer>(&mut self, mover: Player, obs: &mut O) -> Ended {
        let r = self.rules;
        let (Some(rounds), Some(outcome)) = (r.rounds, self.st.result) else {
            return Ended::Game;
        };
        if r.territory.is_some() {
            return self.next_territory_round(mover, outcome, obs);
        }
        if rounds.wins > 0 {
            return self.next_counted_round(mover, outcome, rounds.wins, obs);
        }
        let held =
            Player::BOTH.map(|p| self.st.captured(p) + self.st.board.seeds_in(r.own[p.index()]));
        if held.iter().any(|&n| n < rounds.min_seeds) {
            return Ended::Game;
        }
        let starter = self.next_starter(rounds.starter, outcome, mover);
        let finished = *self;
        let per_hole = r.description.board.seeds_per_hole;
        let mut board = r.start;
        let mut blocked = 0u64;
        for p in Player::BOTH {
            let filled = (held[p.index()] / per_hole).min(r.cols as u32) as usize;
            for &h in &rounds.fill[p.index()][filled..r.cols] {
                board.set_seeds(h as usize, 0);
                if rounds.blocks {
                    blocked |= 1 << h;
                }
            }
            // At most the seeds in play, which fit a byte.
            self.st.captured[p.index()] = (held[p.index()] - filled as u32 * per_hole) as u8;
        }
        self.begin_round(
            finished,
            board,
            starter,
            round_word(blocked, starter),
            outcome,
            obs,
        )
    }

    /// Who starts the round after one that ended with `outcome` by `mover`'s move.
    /// A drawn round counts the player whose turn it would be as its winner.
    pub(in crate::described) fn next_starter(
        &self,
        rule: RoundStarter,
        outcome: Outcome,
        mover: Player,
    ) -> Player {
        let winner = match outcome {
            Outcome::Win { winner, .. } => winner,
            Outcome::Draw => self.st.to_move,
        };
        match rule {
            RoundStarter::Alternate => self.round_starter().opponent(),
            RoundStarter::Loser => winner.opponent(),
            RoundStarter::Winner => winner,
            RoundStarter::LastMover => mover,
        }
    }

    /// Starts the next round on `board` (captures and children already set), `starter`
    /// to move under the round word `round`, tracing the round's end and the refill;
    /// if the starter could not move (every sowing endless, say), the match ends with
    /// the round just played (`finished`).
    pub(in crate::described) fn begin_round<O: Observer>(
        &mut self,
        finished: Described,
        board: crate::board::Board,
        starter: Player,
        round: u64,
        outcome: Outcome,
        obs: &mut O,
    ) -> Ended {
        if O::ACTIVE {
            self.note_next_round(&board, outcome, starter, obs);
        }
        self.st.board = board;
        self.st.to_move = starter;
        self.st.result = None;
        self.round = round;
        // Captures are off again in the round's first turns (`capture.off_first_turns`).
        self.turns = 0;
        // The directions are chosen again, and no hole is barred.
        self.forget_round_flags();
        self.movable = self
            .find_movable::<{ path::ALL }>(self.st.board.holding_at_least(self.rules.key.words, 1))
            .0;
        if !self.rules.end.no_move.passes() && !can_sow(self) {
            *self = finished;
            return Ended::Game;
        }
        Ended::Round(outcome)
    }

    /// The events of the next round's set-up ([`Event::RoundEnd`]), from the round's
    /// last board to `next`: each hole still holding seeds swept to its owner, then
    /// each hole of `next` filled from its owner's seeds.
    #[cold]
    pub(in crate::described) fn note_next_round<O: Observer>(
        &self,
        next: &crate::board::Board,
        result: Outcome,
        starter: Player,
        obs: &mut O,
    ) {
        obs.event(Event::RoundEnd { result, starter });
        // One event per hole holding seeds, in hole order, with the hole's owner.
        let mut each_hole = |b: &crate::board::Board, event: fn(u8, u8, Player) -> Event| {
            for hole in 0..self.rules.len {
                let seeds = b.seeds(hole);
                if seeds > 0 {
                    obs.event(event(hole as u8, seeds, b.owner(hole)));
                }
            }
        };
        each_hole(&self.st.board, |hole, seeds, to| Event::Sweep {
            hole,
            seeds,
            to,
        });
        each_hole(next, |hole, seeds, from| Event::Refill {
            hole,
            seeds,
            from,
        });
    }

    /// After a round of a match of won rounds ended with `outcome` by `mover`'s move:
    /// the round's winner counts one more round won; if that makes `wins`, the match
    /// is over with that result. Otherwise (a drawn round too) the next round starts
    /// from the start layout, nothing captured, its starter as `rounds.starter` says.
    #[inline(never)]
    pub(in crate::described) fn next_counted_round<O: Observer>(
        &mut self,
        mover: Player,
        outcome: Outcome,
        wins: u8,
        obs: &mut O,
    ) -> Ended {
        let r = self.rules;
        let Some(rounds) = r.rounds else {
            return Ended::Game;
        };
        let mut tally = self.rounds_won_word();
        if let Outcome::Win { winner, .. } = outcome {
            let won = self.round_wins(winner) + 1;
            if won >= wins {
                return Ended::Game;
            }
            tally = with_rounds_won(tally, winner, won);
        }
        let starter = self.next_starter(rounds.starter, outcome, mover);
        let finished = *self;
        self.st.captured = [0; 2];
        self.begin_round(
            finished,
            r.start,
            starter,
            round_word(0, starter) | r.opening_word() | tally,
            outcome,
            obs,
        )
    }
}
