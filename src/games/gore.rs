//! Goré (2×4, 6 seeds per hole, 48 seeds), as docs/RULES.md states it.
//!
//! North controls holes 0–3 (row 0) and South holes 4–7 (row 1) at the start; control
//! changes only by trades (rules 4–5), and the board records it per hole
//! ([`Board::owner`], [`Board::set_owner`]). South moves first (*Common conventions*,
//! Decision). The counter-clockwise ring is 4 → 5 → 6 → 7 → 3 → 2 → 1 → 0 → 4.
//!
//! 1. **Move**: choose a non-empty hole *you currently control*; sow it
//!    counter-clockwise, single lap (no relay). — [`Gore`]'s `check_sow` looks at the
//!    hole's controller, not its row, so after a trade a player may sow on the other
//!    row. The kernel's [`crate::sow::sow_and_capture`] runs the lap with the game's lap rule, which never says
//!    [`LapVerdict::Relay`]. Decision (*Common conventions*): the emptied origin is not
//!    skipped when a lap goes all the way round: a lap of 8 seeds ends in its origin,
//!    a lap of 9 puts the 8th seed into the origin and the 9th into the hole after it.
//! 2. **Capture**: if the last seed lands in a hole the *opponent* controls and that
//!    hole now holds exactly 2 or 4 seeds, the mover captures it. Then
//!    the capture chains in **both** directions around the circuit: backward from the
//!    hole before it and forward from the hole after it, each chain taking every
//!    consecutive hole that holds exactly 2 or 4 (whoever controls it: chains run into
//!    the mover's own holes) and stopping at the first that does not. Chains wrap round
//!    the board and a hole is taken at most once, so when every hole qualifies the two
//!    chains meet and the whole ring is taken once. — the kernel's [`crate::sow::capture_chain`]
//!    with [`Chain::Both`]. The turn then ends. A landing that makes 2 or 4 in a hole
//!    the mover controls captures nothing.
//! 3. **Pass**: a player with no seeds on their side at the start of their turn must
//!    pass. Decision: "their side" is the holes they control at that moment (after
//!    trades it is no longer simply their row). A player who controls seeds can always
//!    sow (single laps never go on for ever), so "must pass" is "controls no seeds".
//!    — the same move generation as the other sow-or-pass games.
//! 4. **Trade offer** ([`Move::Offer`]): instead of sowing, a player who could sow may
//!    offer the opponent 1, 2 or 3 holes that the offerer controls; the offerer chooses
//!    which. Decisions: empty holes may be offered; a player who must pass cannot offer
//!    ([`MoveError::MustPass`]); the offerer must keep at least one hole, so at most
//!    (holes controlled − 1) can be offered; there is no limit on how often a player
//!    offers. The offer uses up the offerer's turn: the position then records the
//!    offer ([`Phase::Answer`]) and [`Position::to_move`] is the player who must answer
//!    (docs/FORMAT.md).
//! 5. **Answer** ([`Move::Accept`], [`Move::Decline`]): the opponent's turn begins with
//!    an answer. Accepting is legal only if the answerer *currently holds* at least 6
//!    captured seeds per offered hole. On accept the holes become the answerer's and 6
//!    of their captured seeds go into each received hole (added to what is there).
//!    Either way the same player then continues the turn with an ordinary sowing (or a
//!    pass if they control no seeds): the position is then in [`Phase::Answered`].
//!    Decision: they cannot make an offer of their own in that same turn.
//! 6. **End**: the game ends as soon as every hole holds fewer than 3 seeds (checked
//!    after every sowing and pass; an offer or an answer cannot bring it about, since
//!    the first leaves the board as it is and an accept adds at least 6 seeds). Each
//!    player then adds the seeds in the holes they *control* to their captures (the
//!    holes then show 0, docs/FORMAT.md). More seeds wins; equal is a draw.
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

use crate::board::Board;
use crate::circuit::Circuit;
use crate::error::{MoveError, SetupError};
use crate::rng::Rng;
use crate::rules::{FromSetup, MoveList, MoveReport, Position, Ruleset, Sealed, Setup};
use crate::sow::{sow_and_capture_observed, Chain, LapVerdict, SowOptions};
use crate::state::{
    can_sow, check_no_options, key_tag, legal_sow_or_pass, legal_sowings, play_sow_or_pass,
    state_accessors, SowOrPass, State,
};
use crate::trace::{note, Event, Observer};
use crate::types::{
    GameKind, GameOptions, HoleSet, Move, NoOptions, OfferHoles, Outcome, PendingOffer, Player,
};

/// The board: two rows (the ring and the row ownership below are two-row ones) of
/// the registry's columns.
const ROWS: usize = GameKind::Gore.rows();
const COLS: usize = GameKind::Gore.cols();
const _: () = assert!(ROWS == 2);
const HOLES: usize = GameKind::Gore.holes();
const SEEDS_PER_HOLE: u8 = 6;
/// Rule 5: captured seeds the answerer pays per received hole.
const SEEDS_PER_TRADED_HOLE: u32 = 6;
/// Rule 4: the most legal moves of a position: 7 controlled holes (the opponent keeps
/// one) give 7 sowings and 7 + 21 + 35 offers.
const MAX_MOVES: usize = 7 + 7 + 21 + 35;
/// Rule 4: at most this many holes in one offer (3, the registry's `max_offered`,
/// which the action numbering also reads).
const MAX_OFFERED: usize = GameKind::Gore.max_offered();
/// The counter-clockwise ring 4 → 7 → 3 → 0 → 4.
const RING: Circuit = Circuit::two_row_ring(COLS);
/// Rule 1 and *Common conventions*: plain laps, the origin not skipped.
const SOW: SowOptions = SowOptions {
    origin_first: false,
    skip_origin: false,
    first_seed_to: 0,
};

/// Rules 1–2: after the single lap of `mover`'s sowing, a capture if the last seed made
/// exactly 2 or 4 in a hole the opponent controls, else the end of the sowing. Never a
/// relay.
fn lap_rule(board: &Board, landing: usize, mover: Player) -> LapVerdict {
    if board.owner(landing) == mover.opponent() && two_or_four(board, landing) {
        LapVerdict::Capture
    } else {
        LapVerdict::End
    }
}

/// Rule 2: chains take holes of exactly 2 or 4, whoever controls them.
fn two_or_four(board: &Board, hole: usize) -> bool {
    matches!(board.seeds(hole), 2 | 4)
}

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
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Gore {
    st: State,
    phase: Phase,
    /// Rule 7: `declined[p.index()]` once `p` has declined an offer.
    declined: [bool; 2],
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
        let mut board = Board::two_rows(COLS, 0);
        for h in 0..HOLES {
            board.set_seeds(h, holes[h]);
            board.set_owner(h, owners[h]);
        }
        let found = board.total() as u64 + captured[0] as u64 + captured[1] as u64;
        if found != Self::TOTAL_SEEDS as u64 {
            return Err(SetupError::SeedTotal {
                found,
                expected: Self::TOTAL_SEEDS,
            });
        }
        check_everyone_holds_a_hole(&board)?;
        let mut pos = Gore {
            st: State {
                board,
                captured,
                to_move,
                result: None,
            },
            phase: Phase::Turn,
            declined: [false; 2],
        };
        pos.check_end(&mut ());
        Ok(pos)
    }

    /// The phase of the turn: ordinary, answering an offer, or sowing after an answer.
    pub fn phase(&self) -> Phase {
        self.phase
    }

    /// The offer the player to move must answer, if any.
    pub fn pending_offer(&self) -> Option<PendingOffer> {
        match self.phase {
            Phase::Answer(o) => Some(o),
            _ => None,
        }
    }

    /// Whether `p` has declined an offer so far (rule 7).
    pub fn has_declined(&self, p: Player) -> bool {
        self.declined[p.index()]
    }

    /// Rule 6: whether every hole holds fewer than 3 seeds.
    fn is_final(&self) -> bool {
        self.st.board.holes().iter().all(|&n| n < 3)
    }

    /// Rule 6: once every hole holds fewer than 3 seeds, sweep each hole to its
    /// controller and compare (rule 7 marks a winner who declined).
    fn check_end<O: Observer>(&mut self, obs: &mut O) {
        if self.is_final() {
            let declined = self.declined;
            self.phase = Phase::Turn;
            self.st.sweep(
                |b, h| b.owner(h),
                |st| match st.outcome_by_captures() {
                    Outcome::Win { winner, .. } => Outcome::Win {
                        winner,
                        without_glory: declined[winner.index()],
                    },
                    Outcome::Draw => Outcome::Draw,
                },
                obs,
            );
        }
    }

    /// Rule 4: the checks of an offer by the player to move in an ordinary turn.
    fn check_offer(&self, offer: OfferHoles) -> Result<(), MoveError> {
        let me = self.st.to_move;
        let b = &self.st.board;
        if !can_sow(self) {
            return Err(MoveError::MustPass { player: me });
        }
        for &h in offer.holes() {
            let h = h as usize;
            if h >= b.len() {
                return Err(MoveError::NoSuchHole { hole: h });
            }
            if b.owner(h) != me {
                return Err(MoveError::NotYourHole {
                    hole: h,
                    player: me,
                });
            }
        }
        if offer.len() >= b.holes_of(me).len() {
            return Err(MoveError::MustKeepAHole {
                player: me,
                controls: b.holes_of(me).len(),
                offered: offer.len(),
            });
        }
        Ok(())
    }

    /// Rule 4: the mover offers `offer` (already checked); the opponent answers next.
    fn offer_unchecked<O: Observer>(&mut self, offer: OfferHoles, obs: &mut O) {
        let me = self.st.to_move;
        self.phase = Phase::Answer(PendingOffer {
            by: me,
            holes: offer,
        });
        self.st.to_move = me.opponent();
        note(obs, || Event::Offer {
            by: me,
            holes: offer,
        });
    }

    /// Rule 5: captured seeds accepting `offer` costs (6 per hole, at most 18).
    fn accept_cost(offer: &PendingOffer) -> u8 {
        (SEEDS_PER_TRADED_HOLE as usize * offer.holes.len()) as u8
    }

    /// Rule 5: whether the player to move currently holds enough captured seeds to
    /// accept `offer`.
    fn can_pay(&self, offer: &PendingOffer) -> bool {
        self.st.captured[self.st.to_move.index()] >= Self::accept_cost(offer)
    }

    /// Rule 4: every offer the player to move may make (ordinary turn, can sow), in
    /// the order of [`Position::legal_moves`]: 1, 2, then 3 holes, each ascending.
    /// `f` answers whether to go on.
    fn each_offer(&self, mut f: impl FnMut(HoleSet) -> bool) {
        let (holes, n) = self.offerable();
        let holes = &holes[..n];
        let most = MAX_OFFERED.min(n.saturating_sub(1));
        if most >= 1 {
            for &a in holes {
                if !f(HoleSet::EMPTY.with(a)) {
                    return;
                }
            }
        }
        if most >= 2 {
            for (i, &a) in holes.iter().enumerate() {
                for &b in &holes[i + 1..] {
                    if !f(HoleSet::EMPTY.with(a).with(b)) {
                        return;
                    }
                }
            }
        }
        if most >= 3 {
            for (i, &a) in holes.iter().enumerate() {
                for (j, &b) in holes.iter().enumerate().skip(i + 1) {
                    for &c in &holes[j + 1..] {
                        if !f(HoleSet::EMPTY.with(a).with(b).with(c)) {
                            return;
                        }
                    }
                }
            }
        }
    }

    /// The holes the player to move controls (rule 4: what they may offer), and how
    /// many.
    fn offerable(&self) -> ([usize; HOLES], usize) {
        let mut holes = [0usize; HOLES];
        let mut n = 0;
        for h in self.st.board.holes_of(self.st.to_move).iter() {
            holes[n] = h;
            n += 1;
        }
        (holes, n)
    }

    /// How many offers [`Gore::each_offer`] makes: subsets of 1 to 3 of the `n`
    /// controlled holes, keeping at least one.
    fn offer_count(&self) -> usize {
        let n = self.offerable().1;
        let most = MAX_OFFERED.min(n.saturating_sub(1));
        let c2 = n * n.saturating_sub(1) / 2;
        let c3 = c2 * n.saturating_sub(2) / 3;
        [0, n, n + c2, n + c2 + c3][most]
    }

    /// Rule 4: every offer the player to move may make, appended to `moves`.
    fn push_offers(&self, moves: &mut MoveList) {
        self.each_offer(|set| {
            moves.push(Move::Offer(OfferHoles::from_set(set)));
            true
        });
    }

    /// The refusal of `mv` in this phase (an answer expected, no offer to answer, or an
    /// offer after answering).
    fn phase_error(&self, mv: Move) -> MoveError {
        let player = self.st.to_move;
        match (self.phase, mv) {
            (Phase::Answer(o), _) => MoveError::AnswerFirst {
                by: o.by,
                holes: o.holes,
            },
            (Phase::Answered, _) => MoveError::AlreadyAnswered { player },
            (Phase::Turn, _) => MoveError::NoOfferPending,
        }
    }

    fn play_with<O: Observer>(&mut self, mv: Move, obs: &mut O) -> Result<MoveReport, MoveError> {
        if self.st.result.is_some() {
            return Err(MoveError::GameOver);
        }
        let me = self.st.to_move;
        match (self.phase, mv) {
            (Phase::Answer(o), Move::Accept) => {
                let cost = Self::accept_cost(&o);
                if !self.can_pay(&o) {
                    return Err(MoveError::CannotPay {
                        player: me,
                        holes: o.holes,
                        cost: cost as u32,
                        holds: self.st.captured(me),
                    });
                }
                self.st.captured[me.index()] -= cost;
                for h in o.holes.set().iter() {
                    let b = &mut self.st.board;
                    b.set_seeds(h, b.seeds(h) + SEEDS_PER_TRADED_HOLE as u8);
                    b.set_owner(h, me);
                    note(obs, || Event::Pay {
                        hole: h as u8,
                        seeds: SEEDS_PER_TRADED_HOLE as u8,
                        to: me,
                    });
                }
                self.phase = Phase::Answered;
                Ok(MoveReport {
                    moves_again: true,
                    round_ended: None,
                    ..MoveReport::default()
                })
            }
            (Phase::Answer(_), Move::Decline) => {
                self.declined[me.index()] = true;
                self.phase = Phase::Answered;
                note(obs, || Event::Decline);
                Ok(MoveReport {
                    moves_again: true,
                    round_ended: None,
                    ..MoveReport::default()
                })
            }
            (Phase::Answer(_), _)
            | (_, Move::Accept | Move::Decline)
            | (Phase::Answered, Move::Offer(_)) => Err(self.phase_error(mv)),
            (Phase::Turn, Move::Offer(offer)) => {
                self.check_offer(offer)?;
                self.offer_unchecked(offer, obs);
                Ok(MoveReport::default())
            }
            (Phase::Turn | Phase::Answered, Move::Sow(_) | Move::SowDir(..) | Move::Pass) => {
                play_sow_or_pass(self, Self::KIND, mv, obs)
            }
        }
    }

    /// Words of seed counts in the key ([`crate::KeyHasher`]).
    const KEY_WORDS: usize = 1;

    fn key_tag(&self) -> u64 {
        key_tag(Self::KIND, GameOptions::None)
    }

    /// Bits 0–1 phase (0 turn, 1 answer, 2 answered), bit 2 South declined, bit 3
    /// North declined, bits 8–15 the pending offer's holes, bit 16 its offerer.
    fn key_extra(&self) -> u32 {
        let phase = match self.phase {
            Phase::Turn => 0,
            Phase::Answer(o) => 1 | (o.holes.set().0 as u32) << 8 | (o.by.index() as u32) << 16,
            Phase::Answered => 2,
        };
        phase | (self.declined[0] as u32) << 2 | (self.declined[1] as u32) << 3
    }
}

/// Rule 4: every player always keeps at least one hole.
fn check_everyone_holds_a_hole(board: &Board) -> Result<(), SetupError> {
    for player in Player::BOTH {
        if board.holes_of(player).is_empty() {
            return Err(SetupError::NoHoleLeft { player });
        }
    }
    Ok(())
}

impl SowOrPass for Gore {
    /// Rule 1: a single lap always ends.
    const SOWINGS_END: bool = true;

    fn state(&self) -> &State {
        &self.st
    }

    /// Rule 1: a non-empty hole the mover controls (whichever row it is on).
    fn check_sow(&self, hole: usize) -> Result<(), MoveError> {
        self.st.check_own_seeded(hole)
    }

    /// Rule 1 for a hole the mover controls: not empty.
    #[inline]
    fn may_sow(&self, hole: usize) -> bool {
        debug_assert_eq!(self.st.board.seeds(hole) > 0, self.check_sow(hole).is_ok());
        self.st.board.seeds(hole) > 0
    }

    /// Rules 1, 2 and 6: one lap, the two-way chain, next player, end check.
    #[inline]
    fn sow_unchecked<O: Observer>(
        &mut self,
        hole: usize,
        obs: &mut O,
    ) -> Result<MoveReport, MoveError> {
        let mover = self.st.to_move;
        let done = sow_and_capture_observed(
            &mut self.st.board,
            &RING,
            hole,
            SOW,
            |b, h| lap_rule(b, h, mover),
            Chain::Both,
            two_or_four,
            obs,
        )?;
        let report = self.st.record_sowing(mover, done);
        self.st.to_move = mover.opponent();
        self.phase = Phase::Turn;
        self.check_end(obs);
        Ok(report)
    }

    /// Rule 3: the turn passes to the opponent.
    fn pass_unchecked<O: Observer>(&mut self, obs: &mut O) {
        self.st.to_move = self.st.to_move.opponent();
        self.phase = Phase::Turn;
        self.check_end(obs);
    }
}

impl Position for Gore {
    state_accessors!();

    /// The move `moves[rng.below(n)]` would pick from [`Position::legal_moves`],
    /// found without listing the offers or sowing the other holes (a single lap
    /// always ends): count the sowings and the offers, draw, build that one move.
    fn play_random(&mut self, rng: &mut Rng) -> Option<(Move, MoveReport)> {
        if self.st.result.is_some() {
            return None;
        }
        let mv = match self.phase {
            Phase::Answer(o) => {
                if self.can_pay(&o) {
                    [Move::Accept, Move::Decline][rng.below(2)]
                } else {
                    rng.below(1);
                    Move::Decline
                }
            }
            phase => {
                let mut sowable = [0u8; HOLES];
                let mut s = 0;
                for h in legal_sowings(self) {
                    sowable[s] = h as u8;
                    s += 1;
                }
                let offers = if s > 0 && phase == Phase::Turn {
                    self.offer_count()
                } else {
                    0
                };
                let k = rng.below((s + offers).max(1));
                // The chosen move is legal: apply it without checking it again.
                if s == 0 {
                    self.pass_unchecked(&mut ());
                    return Some((Move::Pass, MoveReport::default()));
                } else if k < s {
                    let hole = sowable[k];
                    return match self.sow_unchecked(hole as usize, &mut ()) {
                        Ok(report) => Some((Move::Sow(hole), report)),
                        Err(_) => unreachable!("a single lap ends"),
                    };
                } else {
                    let mut skip = k - s;
                    let mut chosen = HoleSet::EMPTY;
                    self.each_offer(|set| {
                        chosen = set;
                        skip = skip.wrapping_sub(1);
                        skip != usize::MAX
                    });
                    let offer = OfferHoles::from_set(chosen);
                    self.offer_unchecked(offer, &mut ());
                    return Some((Move::Offer(offer), MoveReport::default()));
                }
            }
        };
        match self.play(mv) {
            Ok(report) => Some((mv, report)),
            Err(_) => unreachable!("a legal move plays"),
        }
    }

    /// Ordinary turn: sowings (or pass), then every offer (1, 2, then 3 holes, each
    /// ascending). Answer: accept (if it can be paid), decline. After an answer:
    /// sowings (or pass).
    fn legal_moves(&self, moves: &mut MoveList) {
        moves.clear();
        if self.st.result.is_some() {
            return;
        }
        match self.phase {
            Phase::Answer(o) => {
                if self.can_pay(&o) {
                    moves.push(Move::Accept);
                }
                moves.push(Move::Decline);
            }
            Phase::Answered => legal_sow_or_pass(self, moves),
            Phase::Turn => {
                legal_sow_or_pass(self, moves);
                if moves.as_slice() != [Move::Pass] {
                    self.push_offers(moves);
                }
            }
        }
    }
}

impl Sealed for Gore {}

impl FromSetup for Gore {
    fn kind(&self) -> GameKind {
        Self::KIND
    }

    fn to_setup(&self) -> Setup {
        Setup {
            pending_offer: self.pending_offer(),
            answered: self.phase == Phase::Answered,
            declined: self.declined,
            ..self.st.setup(Self::KIND, GameOptions::None)
        }
    }

    /// Checked: size, seed total, each player controls a hole; a pending offer is by
    /// the opponent of the player to move, of 1–3 holes all controlled by the offerer,
    /// who keeps one and controls seeds; `answered` excludes a pending offer; a
    /// finished game has no offer, every seed swept and the result rules 6–7 give; an
    /// unfinished one has a hole of 3 or more.
    fn from_setup(s: &Setup) -> Result<Self, SetupError> {
        check_no_options(s, Self::KIND)?;
        let st = State::from_setup(s, Self::KIND, ROWS, COLS, Self::TOTAL_SEEDS)?;
        check_everyone_holds_a_hole(&st.board)?;
        let bad = |reason| Err(SetupError::BadPendingOffer { reason });
        let phase = match (s.pending_offer, s.answered) {
            (Some(_), true) => {
                return bad("an offer cannot be pending once the player to move has answered")
            }
            (Some(o), false) => {
                let b = &st.board;
                if o.by != st.to_move.opponent() {
                    return bad("it must be by the player who is not to move");
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
                if b.seeds_of(o.by) == 0 {
                    return bad("the offerer controls no seeds, so could not have offered");
                }
                Phase::Answer(o)
            }
            (None, true) => Phase::Answered,
            (None, false) => Phase::Turn,
        };
        let pos = Gore {
            st,
            phase,
            declined: s.declined,
        };
        const WHY: &str = "a finished gore game has no offer pending or answered, every seed swept to the captures, and the result follows them and who declined (rules 6 and 7)";
        if let (Some(declared), false) = (pos.st.result, pos.phase == Phase::Turn) {
            return Err(SetupError::ResultContradicts { declared, why: WHY });
        }
        // The result the end of the game gives on this board (rules 6 and 7).
        let mut ended = pos;
        ended.st.result = None;
        ended.check_end(&mut ());
        pos.st.check_swept_result(
            pos.st.result.is_none() && pos.is_final(),
            ended.st.result.unwrap_or(Outcome::Draw),
            "gore rule 6 (every hole holds fewer than 3 seeds)",
            WHY,
        )?;
        Ok(pos)
    }
}

impl Default for Gore {
    fn default() -> Self {
        Gore {
            st: State::new(Board::two_rows(COLS, SEEDS_PER_HOLE)),
            phase: Phase::Turn,
            declined: [false; 2],
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
