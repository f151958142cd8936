//! Hole trades (`trades`, Goré rules 4, 5 and 7; docs/DESCRIPTIONS.md, *trades*): in
//! an ordinary turn a player who could sow may instead offer the opponent some of the
//! holes they control; the opponent's turn begins with an answer. Accepting costs the
//! answerer `price_per_hole` of their captured seeds per hole, which go into the holes
//! received, and the holes change hands; declining is remembered. Either way the
//! answerer then sows (or passes), without an offer of their own. A winner who
//! declined an offer wins "without glory" (`without_glory`).
//!
//! One place for the mechanism: its description type ([`TradesSpec`]), its check, its
//! compilation ([`CompiledTrades`]), its play (the answers and offers of a
//! [`Described`] position, its legal moves, its setup fields) and its prose. The
//! negotiation itself is kept in the position's round word (`position/round_word.rs`
//! lays the bits out); who controls each hole is the board's owners, which the rules
//! then read everywhere a player's holes matter ([`Rules::owners_move`]).

use super::Rules;
use crate::described::description::{Description, DescriptionError, NoMove, SowCircuit};
use crate::described::Described;
use crate::error::{MoveError, SetupError};
use crate::games::state::legal_sow_or_pass;
use crate::rules::{MoveList, MoveReport, Setup, MOVE_LIST_CAPACITY};
use crate::trace::{note, Event, Observer};
use crate::types::{HoleSet, Move, OfferHoles, Outcome, PendingOffer, Player};
use serde::{Deserialize, Serialize};

/// Hole trades (Goré): offers of holes, answered by accepting (paying captured seeds
/// into the holes received) or declining.
///
/// ```
/// use sowing::described::Description;
/// let d = Description::from_json(r#"{
///     "name": "tiny-trades",
///     "board": {"holes_per_row": 4, "seeds_per_hole": 6},
///     "trades": {"most_offered": 3, "price_per_hole": 6, "without_glory": true}
/// }"#).unwrap();
/// assert_eq!(d.trades.unwrap().most_offered, 3);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TradesSpec {
    /// The most holes one offer names, 1 to 3 (the offerer always keeps one hole).
    /// Default 3.
    #[serde(default = "three")]
    pub most_offered: u8,
    /// The captured seeds the answerer pays into each hole received (at least 1).
    /// Default 6.
    #[serde(default = "six")]
    pub price_per_hole: u8,
    /// A winner who declined an offer during the game wins "without glory"
    /// ([`Outcome::Win`]'s `without_glory`). Default false.
    #[serde(default)]
    pub without_glory: bool,
}

fn three() -> u8 {
    3
}

fn six() -> u8 {
    6
}

impl Default for TradesSpec {
    fn default() -> Self {
        TradesSpec {
            most_offered: 3,
            price_per_hole: 6,
            without_glory: false,
        }
    }
}

/// The contradictions of `trades` with the rest of a description, and what it is not
/// supported with yet.
pub(in crate::described) fn check(d: &Description) -> Result<(), DescriptionError> {
    use DescriptionError::{Contradiction, Unsupported};
    let Some(t) = d.trades else {
        return Ok(());
    };
    if t.most_offered == 0 {
        return Err(Contradiction("trades.most_offered is at least 1"));
    }
    if t.most_offered > 3 {
        return Err(Unsupported {
            feature: "trades.most_offered above 3 (an offer names at most three holes)",
        });
    }
    if t.price_per_hole == 0 {
        return Err(Contradiction("trades.price_per_hole is at least 1"));
    }
    if d.moves.no_move != NoMove::Pass {
        return Err(Contradiction(
            "trades with moves.no_move other than \"pass\" (a player who answers and cannot sow passes)",
        ));
    }
    let e = &d.extra_turn;
    let sides = d.moves.any_hole
        || d.sowing.circuit != SowCircuit::Board
        || d.sowing.bear_off
        || crate::described::directions::chosen_holes(d) != 0
        || d.moves.no_single_seed_back
        || d.sowing.first_choice_holds;
    if d.board.rows != 2
        || d.board.stores
        || d.rounds.is_some()
        || d.children.is_some()
        || e.store
        || e.capture
        || e.capture_once
        || e.any_store
        || sides
        || d.moves.opening.is_some()
        || d.moves.singletons != crate::described::description::Singletons::Any
        || d.passing.is_some()
        || d.sowing.opponent_takes_at_most.is_some()
        || d.end.last_seeds.is_some()
        || d.single_seed_move != Default::default()
        || d.end.goal.by_empty_holes()
        || d.capture.grand_slam() != crate::described::description::GrandSlam::Allowed
        || matches!(
            d.capture,
            crate::described::description::CaptureSpec::OpponentRowReached { .. }
        )
    {
        // Each reads a player's holes as their rows, or changes what a turn is.
        return Err(Unsupported {
            feature: "trades on four rows, with stores, rounds, children, extra turns, other sides or directions, an opening, single seeds as a last resort, passing captures or takes, single-seed rules, a goal of empty holes, a grand slam rule or captures on reaching the opponent's row",
        });
    }
    if max_moves(d.holes() as usize, t.most_offered as usize) > MOVE_LIST_CAPACITY {
        return Err(Unsupported {
            feature:
                "trades whose offers would overflow a move list (fewer holes, or fewer offered)",
        });
    }
    Ok(())
}

/// `n` choose `k`.
fn binomial(n: usize, k: usize) -> usize {
    (0..k).fold(1, |c, i| c * (n.saturating_sub(i)) / (i + 1))
}

/// The most legal moves of a position of `holes` holes where offers name up to
/// `most` holes: the opponent keeps one hole, so the mover controls at most
/// `holes - 1`, each a sowing, and every offer of 1 to `most` of them.
fn max_moves(holes: usize, most: usize) -> usize {
    let mine = holes.saturating_sub(1);
    mine + (1..=most).map(|k| binomial(mine, k)).sum::<usize>()
}

/// [`TradesSpec`] as the moves read it.
#[derive(Clone, Copy, Debug)]
pub(in crate::described) struct CompiledTrades {
    /// The most holes one offer names.
    pub(in crate::described) most_offered: u8,
    /// Captured seeds paid into each hole received.
    pub(in crate::described) price: u8,
    /// A winner who declined wins without glory.
    pub(in crate::described) without_glory: bool,
}

impl CompiledTrades {
    /// The compiled trades of a description, if it has them.
    pub(super) fn new(d: &Description) -> Option<CompiledTrades> {
        d.trades.map(|t| CompiledTrades {
            most_offered: t.most_offered,
            price: t.price_per_hole,
            without_glory: t.without_glory,
        })
    }
}

impl Rules {
    /// The most legal moves a position of a game with trades has (sowings and
    /// offers), `None` without trades.
    pub(super) fn max_trade_moves(&self) -> Option<usize> {
        self.trades
            .map(|t| max_moves(self.len, t.most_offered as usize))
    }

    /// The most holes one offer names: 0 without trades (the action numbering,
    /// [`crate::GameKind::max_offered`]).
    pub fn most_offered(&self) -> usize {
        self.trades.map_or(0, |t| t.most_offered as usize)
    }
}

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

    /// A move of a game with trades, where the negotiation decides it: an answer, an
    /// offer, or a move the phase refuses. `None` for a sowing or a pass the phase
    /// allows, which the caller plays as in any game. Refused moves change nothing.
    pub(in crate::described) fn play_trade<O: Observer>(
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
            Move::Offer(offer) => self.offer(t, offer, obs),
            Move::Accept => self.accept(t, offered, obs),
            Move::Decline => {
                self.set_declined(me);
                self.set_offered(HoleSet::EMPTY);
                self.set_answered(true);
                note(obs, || Event::Decline);
                Ok(answered_report())
            }
            Move::Sow(_) | Move::SowDir(..) | Move::Pass => return None,
        })
    }

    /// Rule 4: the checks of an offer in an ordinary turn (the mover could sow; the
    /// size; the holes on the board and controlled by the mover; one kept), then the
    /// offer, which hands the turn to the opponent to answer.
    fn offer<O: Observer>(
        &mut self,
        t: CompiledTrades,
        offer: OfferHoles,
        obs: &mut O,
    ) -> Result<MoveReport, MoveError> {
        let me = self.st.to_move;
        if !self.has_sowing() {
            return Err(MoveError::MustPass { player: me });
        }
        if offer.len() > t.most_offered as usize {
            return Err(MoveError::OfferSize { holes: offer.len() });
        }
        let b = &self.st.board;
        for &h in offer.holes() {
            let h = h as usize;
            if h >= self.rules.len {
                return Err(MoveError::NoSuchHole { hole: h });
            }
            if b.owner(h) != me {
                return Err(MoveError::NotYourHole {
                    hole: h,
                    player: me,
                });
            }
        }
        let controls = b.holes_of(me).len();
        if offer.len() >= controls {
            return Err(MoveError::MustKeepAHole {
                player: me,
                controls,
                offered: offer.len(),
            });
        }
        self.set_offered(offer.set());
        self.st.to_move = me.opponent();
        self.refresh_movable();
        note(obs, || Event::Offer {
            by: me,
            holes: offer,
        });
        Ok(MoveReport::default())
    }

    /// Rule 5: accepting the offer of `holes`, if the player to move holds the price
    /// in captured seeds: the holes become theirs, each receiving the price.
    fn accept<O: Observer>(
        &mut self,
        t: CompiledTrades,
        holes: HoleSet,
        obs: &mut O,
    ) -> Result<MoveReport, MoveError> {
        let me = self.st.to_move;
        let cost = t.price as u32 * holes.len() as u32;
        let holds = self.st.captured(me);
        if holds < cost {
            return Err(MoveError::CannotPay {
                player: me,
                holes: OfferHoles::from_set(holes),
                cost,
                holds,
            });
        }
        // Both fit a byte: the seeds in play do.
        self.st.captured[me.index()] = (holds - cost) as u8;
        for h in holes.iter() {
            let b = &mut self.st.board;
            b.set_seeds(h, b.seeds(h) + t.price);
            b.set_owner(h, me);
            note(obs, || Event::Pay {
                hole: h as u8,
                seeds: t.price,
                to: me,
            });
        }
        self.set_offered(HoleSet::EMPTY);
        self.set_answered(true);
        self.refresh_movable();
        Ok(answered_report())
    }

    /// Whether the player to move holds enough captured seeds to accept the offer of
    /// `holes`.
    fn can_pay(&self, t: CompiledTrades, holes: HoleSet) -> bool {
        self.st.captured(self.st.to_move) >= t.price as u32 * holes.len() as u32
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
            if self.can_pay(t, offered) {
                moves.push(Move::Accept);
            }
            moves.push(Move::Decline);
            return;
        }
        legal_sow_or_pass(self, moves);
        if self.answered_bit() || moves.as_slice() == [Move::Pass] {
            return;
        }
        let me = self.st.to_move;
        let mut mine = [0usize; crate::board::MAX_HOLES];
        let mut n = 0;
        for h in self.st.board.holes_of(me).iter() {
            mine[n] = h;
            n += 1;
        }
        let mine = &mine[..n];
        let most = (t.most_offered as usize).min(n.saturating_sub(1));
        let mut push = |set: HoleSet| moves.push(Move::Offer(OfferHoles::from_set(set)));
        if most >= 1 {
            for &a in mine {
                push(HoleSet::EMPTY.with(a));
            }
        }
        if most >= 2 {
            for (i, &a) in mine.iter().enumerate() {
                for &b in &mine[i + 1..] {
                    push(HoleSet::EMPTY.with(a).with(b));
                }
            }
        }
        if most >= 3 {
            for (i, &a) in mine.iter().enumerate() {
                for (j, &b) in mine.iter().enumerate().skip(i + 1) {
                    for &c in &mine[j + 1..] {
                        push(HoleSet::EMPTY.with(a).with(b).with(c));
                    }
                }
            }
        }
    }

    /// Rule 7, once the game is over: a winner who declined an offer wins without
    /// glory (where the description says so); the negotiation is over.
    pub(in crate::described) fn trades_ended(&mut self) {
        let Some(t) = self.rules.trades else {
            return;
        };
        self.set_offered(HoleSet::EMPTY);
        self.set_answered(false);
        self.st.result = self.st.result.map(|o| self.glory(t, o));
    }

    /// `outcome` as rule 7 marks it in this game: a win without glory when the
    /// winner has declined an offer (and the description says so).
    fn glory(&self, t: CompiledTrades, outcome: Outcome) -> Outcome {
        match outcome {
            Outcome::Win { winner, .. } => Outcome::Win {
                winner,
                without_glory: t.without_glory && self.declined_bit(winner),
            },
            Outcome::Draw => Outcome::Draw,
        }
    }

    /// The result the captures give (more seeds wins), a win marked as rule 7 says
    /// in a game with trades.
    pub(in crate::described) fn outcome_by_captures(&self) -> Outcome {
        let o = self.st.outcome_by_captures();
        match self.rules.trades {
            Some(t) => self.glory(t, o),
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
        s.declined = Player::BOTH.map(|p| self.declined_bit(p));
    }

    /// The negotiation of a setup `s`, checked and set on `self` (whose board and
    /// player to move are the setup's): none in a game without trades; each
    /// player controls a hole; a pending offer is by the player not to move, names 1
    /// to `most_offered` holes the offerer controls, keeps them one, and they control
    /// seeds; an offer pending and answered are not both set; a finished game has
    /// neither.
    pub(in crate::described) fn trades_of_setup(&mut self, s: &Setup) -> Result<(), SetupError> {
        let bad = |reason| Err(SetupError::BadPendingOffer { reason });
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
            if s.answered {
                return bad("an offer cannot be pending once the player to move has answered");
            }
            if o.by != self.st.to_move.opponent() {
                return bad("it must be by the player who is not to move");
            }
            if o.holes.len() > t.most_offered as usize {
                return bad("it names more holes than the game's trades.most_offered");
            }
            if o.holes.holes().iter().any(|&h| {
                let h = h as usize;
                h >= self.rules.len || b.owner(h) != o.by
            }) {
                return bad("the offered holes must be controlled by the offerer");
            }
            if o.holes.len() >= b.holes_of(o.by).len() {
                return bad("the offerer must keep at least one hole");
            }
            if b.seeds_in(b.holes_of(o.by)) == 0 {
                return bad("the offerer controls no seeds, so could not have offered");
            }
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

/// The sentences of a rules page on trades (docs/variants/).
pub(in crate::described) fn prose(t: &TradesSpec) -> Vec<String> {
    let most = match t.most_offered {
        1 => "one of the holes they control".to_string(),
        n => format!("1 to {n} of the holes they control"),
    };
    let mut v = vec![
        format!(
            "Instead of sowing, a player who could sow may offer the opponent {most}, always keeping one; the offer takes their turn."
        ),
        format!(
            "The opponent's turn begins with an answer. Accepting is allowed only to a player holding {} captured seeds for each hole offered: the holes become theirs, and {} of their captured seeds go into each hole received. Declining changes nothing on the board.",
            t.price_per_hole, t.price_per_hole
        ),
        "Either way the same player then sows (or passes if they control no seeds), and may not offer in that turn. \"Your holes\" are always the holes you control at that moment.".to_string(),
    ];
    if t.without_glory {
        v.push(
            "A player who declined an offer during the game and then wins, wins \"without glory\"."
                .to_string(),
        );
    }
    v
}
