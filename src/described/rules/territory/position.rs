//! The end of a territory round ([`crate::described::TerritorySpec`]): the holes
//! shared out anew by the seeds each player won, on the board's owners (the one
//! place a hole's owner is kept), and the next round laid out.

use crate::described::round_word::round_word;
use crate::described::rules::end::Ended;
use crate::described::{Described, PartialHole};
use crate::trace::Observer;
use crate::types::{Outcome, Player};

impl Described {
    /// After a territory round ended with `outcome` by `mover`'s move (the board
    /// swept): the match is over if a player holds `match_seeds`; otherwise the
    /// player holding more owns the holes their seeds fill, from their leftmost
    /// along the counter-clockwise circle, the other player the rest (equal seeds:
    /// each their row), and the next round starts from the start layout (turned
    /// round when South starts it) with no
    /// children, nothing captured (with `loser-empty`, the seeds beyond whole holes
    /// kept as captured and the other player's first hole emptied), its starter to
    /// move.
    #[inline(never)]
    pub(in crate::described) fn next_territory_round<O: Observer>(
        &mut self,
        mover: Player,
        outcome: Outcome,
        obs: &mut O,
    ) -> Ended {
        let r = self.rules;
        let (Some(rounds), Some(t)) = (r.rounds, r.territory) else {
            return Ended::Game;
        };
        let b = &self.st.board;
        let kids = self.children();
        let held = Player::BOTH.map(|p| {
            self.st.captured(p) + b.seeds_in(crate::types::HoleSet(b.holes_of(p).0 & !kids))
        });
        if held.iter().any(|&n| n >= t.match_seeds) {
            return Ended::Game;
        }
        let starter = self.next_starter(rounds.starter, outcome, mover);
        let (owner, owned) = match held[0].cmp(&held[1]) {
            std::cmp::Ordering::Equal => (Player::North, r.cols),
            std::cmp::Ordering::Greater => (Player::South, t.holes_owned(held[0]) as usize),
            std::cmp::Ordering::Less => (Player::North, t.holes_owned(held[1]) as usize),
        };
        // The start layout as the player who does not start the round sees it (turned
        // round when South starts): MancalaGames lays later rounds out so, though it
        // lays the first out for its starter (docs/MANCALAGAMES.md, *Where the two
        // engines read a rule differently*). Only a start pattern is not symmetric.
        let mut board = Described::layout_for(r, starter.opponent());
        let mut first_other = None;
        for k in 0..r.len {
            let h = r.territory_hole(owner, k);
            board.set_owner(h, if k < owned { owner } else { owner.opponent() });
            if k == owned {
                first_other = Some(h);
            }
        }
        let mut captured = [0u8; 2];
        if t.partial == PartialHole::LoserEmpty {
            // At most a hole's worth, which fits a byte.
            captured = held.map(|n| (n % t.worth) as u8);
            if captured != [0; 2] {
                if let Some(h) = first_other {
                    board.set_seeds(h, 0);
                }
            }
        }
        let finished = *self;
        self.st.captured = captured;
        self.set_children(0);
        self.begin_round(
            finished,
            board,
            starter,
            round_word(0, starter) | r.opening_word(),
            outcome,
            obs,
        )
    }
}
