//! Goré (2×4, 6 seeds per hole, 48 seeds), as docs/RULES.md states it: the
//! library's description `variants/gore.json`, played by the described engine
//! ([`crate::described`]), each rule by the mechanism named below.
//!
//! North controls holes 0–3 (row 0) and South holes 4–7 (row 1) at the start; control
//! changes only by trades (rules 4–5), and the board records it per hole
//! ([`Board::owner`](crate::Board::owner), [`Board::set_owner`](crate::Board::set_owner)). South moves first (*Common conventions*,
//! Decision). The counter-clockwise ring is 4 → 5 → 6 → 7 → 3 → 2 → 1 → 0 → 4.
//!
//! 1. **Move**: choose a non-empty hole *you currently control*; sow it
//!    counter-clockwise, single lap (no relay). — The described engine sows the holes
//!    the mover controls ([`Board::owner`](crate::Board::owner)), not a row, so after a trade a player may
//!    sow on the other row; `sowing.laps` is the default single lap. Decision
//!    (*Common conventions*): the emptied origin is not
//!    skipped when a lap goes all the way round: a lap of 8 seeds ends in its origin,
//!    a lap of 9 puts the 8th seed into the origin and the 9th into the hole after it.
//! 2. **Capture**: if the last seed lands in a hole the *opponent* controls and that
//!    hole now holds exactly 2 or 4 seeds, the mover captures it. Then
//!    the capture chains in **both** directions around the circuit: backward from the
//!    hole before it and forward from the hole after it, each chain taking every
//!    consecutive hole that holds exactly 2 or 4 (whoever controls it: chains run into
//!    the mover's own holes) and stopping at the first that does not. Chains wrap round
//!    the board and a hole is taken at most once, so when every hole qualifies the two
//!    chains meet and the whole ring is taken once. — `capture.counts: [2, 4]`, `rows:
//!    opponent-territory`, `chain: both`, `chain_rows: any`: the kernel's two-way
//!    chain. The turn then ends. A landing that makes 2 or 4 in a hole the mover
//!    controls captures nothing.
//! 3. **Pass**: a player with no seeds on their side at the start of their turn must
//!    pass. Decision: "their side" is the holes they control at that moment (after
//!    trades it is no longer simply their row). A player who controls seeds can always
//!    sow (single laps never go on for ever), so "must pass" is "controls no seeds".
//!    — `moves.no_move: pass`.
//! 4. **Trade offer** ([`Move::Offer`](crate::Move::Offer)): instead of sowing, a player who could sow may
//!    offer the opponent 1, 2 or 3 holes that the offerer controls; the offerer chooses
//!    which. Decisions: empty holes may be offered; a player who must pass cannot offer
//!    ([`MoveError::MustPass`](crate::MoveError::MustPass)); the offerer must keep at least one hole, so at most
//!    (holes controlled − 1) can be offered; there is no limit on how often a player
//!    offers. The offer uses up the offerer's turn: the position then records the
//!    offer ([`Phase::Answer`]) and [`Position::to_move`] is the player who must answer
//!    (docs/FORMAT.md).
//! 5. **Answer** ([`Move::Accept`](crate::Move::Accept), [`Move::Decline`](crate::Move::Decline)): the opponent's turn begins with
//!    an answer. Accepting is legal only if the answerer *currently holds* at least 6
//!    captured seeds per offered hole. On accept the holes become the answerer's and 6
//!    of their captured seeds go into each received hole (added to what is there).
//!    Either way the same player then continues the turn with an ordinary sowing (or a
//!    pass if they control no seeds): the position is then in [`Phase::Answered`].
//!    Decision: they cannot make an offer of their own in that same turn. — Rules 4,
//!    5 and 7 are `trades`: `most_offered: 3`, `price_per_hole: 6`, `without_glory`.
//! 6. **End**: the game ends as soon as every hole holds fewer than 3 seeds (checked
//!    after every sowing and pass; an offer or an answer cannot bring it about, since
//!    the first leaves the board as it is and an accept adds at least 6 seeds). Each
//!    player then adds the seeds in the holes they *control* to their captures (the
//!    holes then show 0, docs/FORMAT.md). More seeds wins; equal is a draw. — `end:
//!    every_hole_at_most: 2`, `remaining: owner`.
//! 7. **Victory without glory**: a player who declined an offer and goes on to win wins
//!    "without glory": [`Outcome::Win`] with `without_glory: true` (JSON
//!    `"without_glory": true`). The position remembers who has declined.
//!
//! Refused moves leave the position unchanged and are checked in this order: the game
//! is over; the phase (an answer is expected, an answer with no offer pending, an
//! offer in the turn of an answer, an offer by a player who must pass); then the holes
//! named (on the board, controlled by the mover, non-empty, at least one kept).
//!
//! The negotiation is part of the position: the pending offer, the "answered, now sow"
//! phase and who has declined are in `Eq`/`Hash`, in the text form and in JSON
//! (`pending_offer` of docs/FORMAT.md, plus the extensions `answered` and `declined`).
//!
//! Decision (*Common conventions*): no repetition rule; offers and declines can go on
//! for ever, so drivers take a ply limit.
//!
//! Note: the original description's closing remark on trading contradicts its own rule 5 (the
//! *receiver* pays captured seeds); the rule is followed.
//!
//! ```
//! use sowing::{Gore, Move, OfferHoles, Player, Position, Ruleset};
//! let mut pos = Gore::start();
//! // South offers hole 4; North (no captures, so it cannot pay) declines, then sows.
//! pos.play(Move::Offer(OfferHoles::new(&[4]).unwrap())).unwrap();
//! assert_eq!(pos.to_move(), Player::North);
//! assert!(pos.play(Move::Accept).is_err());
//! pos.play(Move::Decline).unwrap();
//! assert_eq!(pos.to_move(), Player::North);
//! pos.play(Move::Sow(0)).unwrap();
//! assert_eq!(pos.to_move(), Player::South);
//! assert!(pos.has_declined(Player::North));
//! ```

use crate::described::Described;
use crate::error::SetupError;
use crate::games::described_game::{described_game, one_description};
use crate::rules::{Position, Ruleset};
use crate::state::key_tag;
use crate::types::{GameKind, GameOptions, NoOptions, Outcome, PendingOffer, Player};

/// The board's holes: two rows of the registry's columns.
const HOLES: usize = GameKind::Gore.holes();
/// Rule 4: the most legal moves of a position: 7 controlled holes (the opponent keeps
/// one) give 7 sowings and 7 + 21 + 35 offers.
const MAX_MOVES: usize = 7 + 7 + 21 + 35;

/// Where the player to move stands in a Goré turn (rules 4–5).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Phase {
    /// An ordinary turn: sow, pass, or offer.
    Turn,
    /// The player to move must accept or decline this offer of the opponent's.
    Answer(PendingOffer),
    /// The player to move has answered an offer this turn and must now sow or pass
    /// (no offer of their own).
    Answered,
}

/// A Goré position: board (with who controls each hole), captures, the player to move,
/// the phase of the negotiation, who has declined an offer, and the result.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Gore {
    pos: Described,
}

impl Gore {
    /// A position in an ordinary turn (no offer pending, nobody has declined), from its
    /// parts: seeds per hole (8, row-major), the controller of each hole, captured seeds
    /// (South, North) and the player to move. The seeds must add up to 48 and each
    /// player must control at least one hole (rule 4 never lets a player give away their
    /// last hole). If the board is already final (every hole below 3) the end is applied
    /// at once.
    ///
    /// ```
    /// use sowing::{Gore, Player::{North as N, South as S}, Position};
    /// // South has received hole 3 in a trade.
    /// let pos = Gore::from_parts([6, 6, 6, 6, 6, 6, 6, 6], [N, N, N, S, S, S, S, S], [0, 0], S)
    ///     .unwrap();
    /// assert_eq!(pos.board().owner(3), S);
    /// ```
    pub fn from_parts(
        holes: [u8; HOLES],
        owners: [Player; HOLES],
        captured: [u8; 2],
        to_move: Player,
    ) -> Result<Gore, SetupError> {
        let rules = Self::rules();
        // The start's layout (two rows, North's first), with these seeds and owners.
        let mut board = rules.start().state().board;
        board.set_holes(&holes);
        for (h, &owner) in owners.iter().enumerate() {
            board.set_owner(h, owner);
        }
        let found = board.total() as u64 + captured[0] as u64 + captured[1] as u64;
        if found != Self::TOTAL_SEEDS as u64 {
            return Err(SetupError::SeedTotal {
                found,
                expected: Self::TOTAL_SEEDS,
            });
        }
        // Rule 4: every player always keeps at least one hole.
        for player in Player::BOTH {
            if board.holes_of(player).is_empty() {
                return Err(SetupError::NoHoleLeft { player });
            }
        }
        let captured = captured.map(u32::from);
        Ok(Gore {
            pos: Described::from_board(rules, board, captured, to_move),
        })
    }

    /// The phase of the turn: ordinary, answering an offer, or sowing after an answer.
    pub fn phase(&self) -> Phase {
        match self.pos.pending_offer() {
            Some(o) => Phase::Answer(o),
            None if self.pos.answered() => Phase::Answered,
            None => Phase::Turn,
        }
    }

    /// The offer the player to move must answer, if any.
    pub fn pending_offer(&self) -> Option<PendingOffer> {
        self.pos.pending_offer()
    }

    /// Whether `p` has declined an offer so far (rule 7).
    pub fn has_declined(&self, p: Player) -> bool {
        self.pos.has_declined(p)
    }

    /// Who has declined an offer, per player (for `Debug`).
    fn declined(&self) -> [bool; 2] {
        Player::BOTH.map(|p| self.has_declined(p))
    }

    /// The key docs/FORMAT.md gives (*Position keys*): the game's own tag, one word of
    /// seeds, and the negotiation in bits 32–63 of the last word.
    #[inline]
    fn key_here(&self) -> u64 {
        const TAG: u64 = key_tag(Gore::KIND, GameOptions::None);
        const START: u64 = crate::rules::KeyHasher::start(TAG);
        self.pos
            .state()
            .key_from::<1>(START, self.pos.negotiation_key())
    }

    /// Only a finished game's result: a trade can give seeds back to the board.
    fn decided_here(&self) -> Option<Outcome> {
        self.pos.result()
    }
}

one_description!(Gore, "gore");
described_game!(Gore, phase, declined);

impl Default for Gore {
    fn default() -> Self {
        Gore {
            pos: Self::rules().start(),
        }
    }
}

impl Ruleset for Gore {
    const KIND: GameKind = GameKind::Gore;
    const TOTAL_SEEDS: u32 = 48;
    const MAX_LEGAL_MOVES: usize = MAX_MOVES;
    type Options = NoOptions;

    fn new(_: NoOptions) -> Result<Self, SetupError> {
        Ok(Self::default())
    }

    fn options(&self) -> NoOptions {
        NoOptions {}
    }
}

const _: () = assert!(Gore::MAX_LEGAL_MOVES <= crate::rules::MOVE_LIST_CAPACITY);
