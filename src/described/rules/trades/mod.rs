//! Hole trades (`trades`, Goré rules 4, 5 and 7; docs/DESCRIPTIONS.md, *trades*): in
//! an ordinary turn a player who could sow may instead offer the opponent some of the
//! holes they control; the opponent's turn begins with an answer. Accepting costs the
//! answerer `price_per_hole` of their captured seeds per hole, which go into the holes
//! received, and the holes change hands; declining is remembered. Either way the
//! answerer then sows (or passes), without an offer of their own. A winner who
//! declined an offer wins "without glory" (`without_glory`).
//!
//! One place for the mechanism: its description type ([`TradesSpec`], `spec.rs`),
//! its check, its compilation ([`CompiledTrades`]), its play on a board (an offer's
//! checks, an accept's payment, the offers listed ([`offers`]), the glory of a result)
//! and its prose; the phases of a turn, which a position holds, are in
//! `position.rs`. The negotiation itself is kept in the position's round word
//! (`round_word.rs` lays the bits out); who controls each hole is the board's
//! owners, which the rules then read everywhere a player's holes matter
//! ([`Rules::owners_move`]).

mod spec;
pub use spec::*;

mod offers;
mod position;

use super::Rules;
use crate::board::Board;
use crate::described::{Description, DescriptionError, SowCircuit};
use crate::error::{MoveError, SetupError};
use crate::rules::MOVE_LIST_CAPACITY;
use crate::trace::{note, Event, Observer};
use crate::types::{HoleSet, OfferHoles, Outcome, PendingOffer, Player};
use offers::max_moves;

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
    if !d.moves.no_move.passes() {
        return Err(Contradiction(
            "trades with moves.no_move other than \"pass\" or \"pass-forever\" (a player who answers and cannot sow passes)",
        ));
    }
    let e = &d.extra_turn;
    let sides = d.moves.any_hole
        || d.sowing.circuit != SowCircuit::Board
        || d.sowing.bear_off
        || crate::described::rules::directions::chosen_holes(d) != 0
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
        || d.moves.singletons != crate::described::Singletons::Any
        || d.passing.is_some()
        || d.sowing.opponent_takes_at_most.is_some()
        || d.end.last_seeds.is_some()
        || d.single_seed_move != Default::default()
        || d.end.goal.by_empty_holes()
        || d.capture.grand_slam() != crate::described::GrandSlam::Allowed
        || matches!(
            d.capture,
            crate::described::CaptureSpec::OpponentRowReached { .. }
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

impl Rules {
    /// Rule 4: the checks of an offer's holes by `me` on `b`, once the phase allows
    /// an offer and `me` could sow: its size, each hole on the board and controlled
    /// by `me`, one hole kept.
    #[inline(always)]
    pub(in crate::described) fn check_offer(
        &self,
        t: CompiledTrades,
        b: &Board,
        me: Player,
        offer: OfferHoles,
    ) -> Result<(), MoveError> {
        let mine = b.holes_of(me);
        if offer.len() <= t.most_offered as usize
            && offer.set().0 & !mine.0 == 0
            && offer.len() < mine.len()
        {
            // Each hole on the board (the mover's holes are), one kept.
            return Ok(());
        }
        self.offer_refusal(t, b, me, offer)
    }

    /// [`Rules::check_offer`]'s refusal, in the order of docs/RULES.md: the first
    /// fault found names the error.
    #[cold]
    fn offer_refusal(
        &self,
        t: CompiledTrades,
        b: &Board,
        me: Player,
        offer: OfferHoles,
    ) -> Result<(), MoveError> {
        if offer.len() > t.most_offered as usize {
            return Err(MoveError::OfferSize { holes: offer.len() });
        }
        for &h in offer.holes() {
            let h = h as usize;
            if h >= self.len {
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
        Ok(())
    }
}

impl CompiledTrades {
    /// The captured seeds accepting an offer of `holes` costs.
    pub(in crate::described) fn cost(&self, holes: HoleSet) -> u32 {
        self.price as u32 * holes.len() as u32
    }

    /// Rule 5: `me`, holding `captured[me]` captured seeds, accepts the offer of
    /// `holes` if they can pay: the holes become theirs on `b`, each receiving the
    /// price from their captures. Refused (nothing changed) otherwise.
    pub(in crate::described) fn accept<O: Observer>(
        &self,
        b: &mut Board,
        captured: &mut [u8; 2],
        me: Player,
        holes: HoleSet,
        obs: &mut O,
    ) -> Result<(), MoveError> {
        let cost = self.cost(holes);
        let holds = captured[me.index()] as u32;
        if holds < cost {
            return Err(MoveError::CannotPay {
                player: me,
                holes: OfferHoles::from_set(holes),
                cost,
                holds,
            });
        }
        // Both fit a byte: the seeds in play do.
        captured[me.index()] = (holds - cost) as u8;
        for h in holes.iter() {
            b.set_seeds(h, b.seeds(h) + self.price);
            b.set_owner(h, me);
            note(obs, || Event::Pay {
                hole: h as u8,
                seeds: self.price,
                to: me,
            });
        }
        Ok(())
    }

    /// Rule 7: `outcome` marked a win without glory when the winner (who has
    /// `declined` an offer, per player) did, where the description says so.
    pub(in crate::described) fn glory(&self, outcome: Outcome, declined: [bool; 2]) -> Outcome {
        match outcome {
            Outcome::Win { winner, .. } => Outcome::Win {
                winner,
                without_glory: self.without_glory && declined[winner.index()],
            },
            Outcome::Draw => Outcome::Draw,
        }
    }
}

/// A pending offer of a setup checked against `b` (the setup's board) with
/// `to_move` to move: by the player not to move, of at most `most_offered` holes the
/// offerer controls, leaving them one, while they control seeds; not with `answered`.
pub(in crate::described) fn check_pending(
    t: CompiledTrades,
    b: &Board,
    to_move: Player,
    o: PendingOffer,
    answered: bool,
) -> Result<(), SetupError> {
    let bad = |reason| Err(SetupError::BadPendingOffer { reason });
    if answered {
        return bad("an offer cannot be pending once the player to move has answered");
    }
    if o.by != to_move.opponent() {
        return bad("it must be by the player who is not to move");
    }
    if o.holes.len() > t.most_offered as usize {
        return bad("it names more holes than the game's trades.most_offered");
    }
    if o.holes.holes().iter().any(|&h| {
        let h = h as usize;
        h >= b.len() || b.owner(h) != o.by
    }) {
        return bad("the offered holes must be controlled by the offerer");
    }
    if o.holes.len() >= b.holes_of(o.by).len() {
        return bad("the offerer must keep at least one hole");
    }
    if b.seeds_in(b.holes_of(o.by)) == 0 {
        return bad("the offerer controls no seeds, so could not have offered");
    }
    Ok(())
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
