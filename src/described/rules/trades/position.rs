//! The phases of a turn in a game with trades (`trades`, Goré rules 4, 5 and 7): the
//! position's side of the mechanism (`mod.rs` checks offers, makes payments and
//! lists offers on a board. Here: which move the phase allows (an ordinary turn, an
//! answer, the sowing after an answer), the negotiation kept in the round word
//! (`round_word.rs`), the legal moves, and the negotiation's fields of a setup.

use super::{check_pending, CompiledTrades};
use crate::described::bits::bits_set;
use crate::described::Described;
use crate::error::{MoveError, SetupError};
use crate::rng::Rng;
use crate::rules::play_random_legal;
use crate::rules::{MoveList, MoveReport, Setup};
use crate::state::legal_sow_or_pass;
use crate::trace::{note, Event, Observer};
use crate::types::{HoleSet, Move, OfferHoles, Outcome, PendingOffer, Player};

impl Described {
    /// The offer the player to move must answer, if any (a game with `trades`).
    pub fn pending_offer(&self) -> Option<PendingOffer> {
        let holes = self.offered();
        (self.rules.trades.is_some() && !holes.is_empty()).then(|| PendingOffer {
            by: self.st.to_move.opponent(),
            holes: OfferHoles::from_set(holes),
        })
    }

    /// Whether the player to move has answered an offer this turn and must now sow
    /// or pass (a game with `trades`).
    pub fn answered(&self) -> bool {
        self.answered_bit()
    }

    /// Whether `p` has declined an offer so far (a game with `trades`).
    pub fn has_declined(&self, p: Player) -> bool {
        self.declined_bit(p)
    }

    /// The negotiation as docs/FORMAT.md's keys hold it (*Position keys*: bits 32–63
    /// of the last word, here from bit 0): the phase in bits 0–1 (0 turn, 1 answer,
    /// 2 answered), South declined bit 2, North declined bit 3, the pending offer's
    /// holes in bits 8–15 and its offerer in bit 16. 0 in a game without trades.
    #[inline(always)]
    pub(crate) fn negotiation_key(&self) -> u32 {
        if self.rules.trades.is_none() {
            return 0;
        }
        let offered = self.offered().0;
        let phase = if offered != 0 {
            1 | (offered as u32) << 8 | (self.st.to_move.opponent().index() as u32) << 16
        } else {
            2 * self.answered_bit() as u32
        };
        phase
            | (self.declined_bit(Player::South) as u32) << 2
            | (self.declined_bit(Player::North) as u32) << 3
    }

    /// Who has declined an offer, per player.
    fn declined(&self) -> [bool; 2] {
        Player::BOTH.map(|p| self.declined_bit(p))
    }

    /// A move of a game with trades, where the negotiation decides it: an answer, an
    /// offer, or a move the phase refuses (in the order of docs/RULES.md, Goré). `None`
    /// for a sowing or a pass the phase allows, which the caller plays as in any game.
    /// Refused moves change nothing. On the compiled path `F` ([`path`](crate::described::rules::path)).
    pub(in crate::described) fn play_trade<const F: u32, O: Observer>(
        &mut self,
        t: CompiledTrades,
        mv: Move,
        obs: &mut O,
    ) -> Option<Result<MoveReport, MoveError>> {
        let me = self.st.to_move;
        let offered = self.offered();
        let answer = !offered.is_empty();
        let answered = self.answered_bit();
        Some(match mv {
            Move::Accept | Move::Decline if !answer => Err(if answered {
                MoveError::AlreadyAnswered { player: me }
            } else {
                MoveError::NoOfferPending
            }),
            _ if answer && !matches!(mv, Move::Accept | Move::Decline) => {
                Err(MoveError::AnswerFirst {
                    by: me.opponent(),
                    holes: OfferHoles::from_set(offered),
                })
            }
            Move::Offer(_) if answered => Err(MoveError::AlreadyAnswered { player: me }),
            Move::Offer(offer) => self.offer::<F, O>(t, offer, obs),
            Move::Accept => t
                .accept(&mut self.st.board, &mut self.st.captured, me, offered, obs)
                .map(|()| {
                    self.answer_given();
                    // The board and the owners changed: the holes to sow too.
                    self.refresh_movable_on::<F>();
                    answered_report()
                }),
            Move::Decline => {
                self.set_declined(me);
                self.answer_given();
                note(obs, || Event::Decline);
                Ok(answered_report())
            }
            Move::Sow(_) | Move::SowDir(..) | Move::Pass => return None,
        })
    }

    /// Rule 4: an offer in an ordinary turn, by a player who could sow, of holes the
    /// rules accept; it hands the turn to the opponent to answer.
    fn offer<const F: u32, O: Observer>(
        &mut self,
        t: CompiledTrades,
        offer: OfferHoles,
        obs: &mut O,
    ) -> Result<MoveReport, MoveError> {
        let me = self.st.to_move;
        // Where every sowing ends, a hole that may be lifted is a legal sowing.
        let can_sow = if self.rules.sowing.sowings_end {
            self.movable != 0
        } else {
            self.has_sowing()
        };
        if !can_sow {
            return Err(MoveError::MustPass { player: me });
        }
        self.rules.check_offer(t, &self.st.board, me, offer)?;
        Ok(self.offer_made::<F, O>(offer, obs))
    }

    /// [`Described::offer`] once its checks passed: the offer pending, the opponent to
    /// answer.
    pub(in crate::described) fn offer_made<const F: u32, O: Observer>(
        &mut self,
        offer: OfferHoles,
        obs: &mut O,
    ) -> MoveReport {
        let me = self.st.to_move;
        self.set_offered(offer.set());
        self.st.to_move = me.opponent();
        self.refresh_movable_on::<F>();
        note(obs, || Event::Offer {
            by: me,
            holes: offer,
        });
        MoveReport::default()
    }

    /// An offer answered: none pending, the answerer to sow or pass.
    fn answer_given(&mut self) {
        self.set_offered(HoleSet::EMPTY);
        self.set_answered(true);
    }

    /// The legal moves of a game with trades: an answer (accept, when it can be paid,
    /// then decline); or the sowings (or the pass), followed in an ordinary turn by
    /// every offer of 1, then 2, then 3 of the mover's holes, each ascending (as
    /// [`crate::Gore`] lists them).
    pub(in crate::described) fn legal_trades(&self, t: CompiledTrades, moves: &mut MoveList) {
        moves.clear();
        if self.st.result.is_some() {
            return;
        }
        let offered = self.offered();
        if !offered.is_empty() {
            if self.st.captured(self.st.to_move) >= t.cost(offered) {
                moves.push(Move::Accept);
            }
            moves.push(Move::Decline);
            return;
        }
        legal_sow_or_pass(self, moves);
        if self.answered_bit() || moves.as_slice() == [Move::Pass] {
            return;
        }
        t.push_offers(&self.st.board, self.st.to_move, moves);
    }

    /// [`crate::Position::play_random`] in a game with trades: the move
    /// `moves[rng.below(n)]` would pick from the legal moves, found without listing
    /// them where every sowing ends: the sowings are the holes that may be lifted, in
    /// order, then the offers, listed only when one is drawn.
    pub(in crate::described) fn play_random_trades<const F: u32>(
        &mut self,
        rng: &mut Rng,
    ) -> Option<(Move, MoveReport)> {
        let Some(t) = self.rules.trades else {
            return play_random_legal(self, rng);
        };
        let offered = self.offered();
        if self.st.result.is_none() && !offered.is_empty() {
            // An answer: accept (where it can be paid) or decline, drawn as from
            // the legal moves.
            let answers: &[Move] = if self.st.captured(self.st.to_move) >= t.cost(offered) {
                &[Move::Accept, Move::Decline]
            } else {
                &[Move::Decline]
            };
            let mv = answers[rng.below(answers.len())];
            let report = self.play_trade::<F, ()>(t, mv, &mut ())?;
            debug_assert!(report.is_ok(), "a legal answer refused");
            return report.ok().map(|r| (mv, r));
        }
        if self.st.result.is_some() || !self.rules.sowing.sowings_end {
            return play_random_legal(self, rng);
        }
        let sowable = bits_set(self.movable);
        if sowable == 0 {
            // The pass alone (one draw, as for any move; no offer without a sowing).
            rng.below(1);
            let ended = self.pass_ended_on::<F, ()>(&mut ());
            return Some((Move::Pass, ended.report_of_pass()));
        }
        let me = self.st.to_move;
        let mine = self.st.board.holes_of(me);
        let controls = bits_set(mine.0);
        let offers = if self.answered_bit() {
            0
        } else {
            t.offer_count(controls)
        };
        let k = rng.below(sowable + offers);
        if k < sowable {
            let mut mask = self.movable;
            for _ in 0..k {
                mask &= mask - 1;
            }
            let hole = mask.trailing_zeros() as usize;
            // A legal sowing that ends: sown without its checks again.
            let report = self.sow_on::<F, ()>(hole, &mut ());
            debug_assert!(report.is_ok(), "a sowing refused where every sowing ends");
            return report.ok().map(|r| (Move::Sow(hole as u8), r));
        }
        let set = t.nth_offer(mine, controls, k - sowable)?;
        let offer = OfferHoles::from_set(set);
        // A legal offer (of the mover's holes, keeping one, with a sowing at hand):
        // made without its checks again.
        debug_assert!(self.rules.check_offer(t, &self.st.board, me, offer).is_ok());
        Some((Move::Offer(offer), self.offer_made::<F, ()>(offer, &mut ())))
    }

    /// Rule 7, once the game is over: a winner who declined an offer wins without
    /// glory (where the description says so); the negotiation is over.
    pub(in crate::described) fn trades_ended(&mut self) {
        let Some(t) = self.rules.trades else {
            return;
        };
        self.set_offered(HoleSet::EMPTY);
        self.set_answered(false);
        let declined = self.declined();
        self.st.result = self.st.result.map(|o| t.glory(o, declined));
    }

    /// The result the captures give (more seeds wins), a win marked as rule 7 says
    /// in a game with trades.
    pub(in crate::described) fn outcome_by_captures(&self) -> Outcome {
        let o = self.st.outcome_by_captures();
        match self.rules.trades {
            Some(t) => t.glory(o, self.declined()),
            None => o,
        }
    }

    /// The negotiation's fields of a setup ([`Setup::pending_offer`], `answered`,
    /// `declined`).
    pub(in crate::described) fn trades_setup(&self, s: &mut Setup) {
        if self.rules.trades.is_none() {
            return;
        }
        s.pending_offer = self.pending_offer();
        s.answered = self.answered_bit();
        s.declined = self.declined();
    }

    /// The negotiation of a setup `s`, checked and set on `self` (whose board and
    /// player to move are the setup's): none in a game without trades; each player
    /// controls a hole; a pending offer that can stand (`mod.rs`); a finished
    /// game has no offer pending and is not answered.
    pub(in crate::described) fn trades_of_setup(&mut self, s: &Setup) -> Result<(), SetupError> {
        let Some(t) = self.rules.trades else {
            if s.pending_offer.is_some() || s.answered || s.declined != [false; 2] {
                return Err(SetupError::NoOffersInThisGame { game: s.game });
            }
            return Ok(());
        };
        let b = self.st.board;
        for player in Player::BOTH {
            if b.holes_of(player).is_empty() {
                return Err(SetupError::NoHoleLeft { player });
            }
        }
        if let Some(o) = s.pending_offer {
            check_pending(t, &b, self.st.to_move, o, s.answered)?;
        }
        if let (Some(declared), true) = (s.result, s.pending_offer.is_some() || s.answered) {
            return Err(SetupError::ResultContradicts {
                declared,
                why: "a finished game with trades has no offer pending or answered",
            });
        }
        self.set_offered(s.pending_offer.map_or(HoleSet::EMPTY, |o| o.holes.set()));
        self.set_answered(s.answered);
        for p in Player::BOTH.into_iter().filter(|p| s.declined[p.index()]) {
            self.set_declined(p);
        }
        Ok(())
    }
}

/// The report of an answer: the same player goes on with the turn.
fn answered_report() -> MoveReport {
    MoveReport {
        moves_again: true,
        round_ended: None,
        ..MoveReport::default()
    }
}
