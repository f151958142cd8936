//! A match of won rounds (`rounds.wins`): every round starts afresh from the start
//! layout, and the first player to win the rounds the match asks for wins it. The
//! rounds each player has won are four bits each of the position's round word
//! ([`crate::described::round_word`]).

use super::{Described, Ended, PartsError};
use crate::described::round_word::{round_word, with_rounds_won};
use crate::trace::Observer;
use crate::types::{Outcome, Player};

impl Described {
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

    /// This position with its board replaced by `holes` (one count per hole,
    /// row-major), everything else kept: the match's rounds won, the captures, the
    /// player to move. The seeds must still add up to the game's total. For a round
    /// whose layout was drawn elsewhere (a replay of another engine's random starts).
    pub fn with_holes(&self, holes: &[u8]) -> Result<Described, PartsError> {
        let r = self.rules;
        if holes.len() != r.len {
            return Err(PartsError::WrongLength {
                expected: r.len,
                found: holes.len(),
            });
        }
        let found = holes.iter().map(|&n| n as u64).sum::<u64>()
            + Player::BOTH
                .iter()
                .map(|&p| self.st.captured(p) as u64)
                .sum::<u64>();
        if found != r.total as u64 {
            return Err(PartsError::SeedTotal {
                found,
                expected: r.total,
            });
        }
        let mut pos = *self;
        for (h, &n) in holes.iter().enumerate() {
            pos.st.board.set_seeds(h, n);
        }
        if pos.st.result.is_none() {
            pos.check_end(pos.st.to_move.opponent(), &mut ());
        }
        Ok(pos)
    }
}
