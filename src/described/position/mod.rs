//! [`Described`], the `Copy` position that plays a described game's [`Rules`] on the kernel.

use super::description::{Goal, GrandSlam, NoMove, Remaining, Repetition};
use super::rules::{children_of, on_path, path, Lift, Path, Rules};
use crate::board::Board;
use crate::error::MoveError;
use crate::rng::Rng;
use crate::rules::{MoveList, MoveReport, Position};
use crate::sow::{short_lap_landing, sow};
use crate::state::{legal_sow_or_pass, play_traced, SowOrPass, State};
use crate::trace::{note, Event, Observer};
use crate::types::{HoleSet, Move, Outcome, Player};
use std::fmt;
use std::hash::{Hash, Hasher};

mod directions;
mod end;
mod endless;
mod feeding;
mod first_choice;
mod flags;
mod kernel;
#[cfg(test)]
mod paths;
mod random;
mod round_word;
mod rounds;
mod single_back;
mod tally;
mod territory;
mod trades;
mod traits;

/// A position of a described game: the rules it plays by (a `&'static` pointer to
/// [`Rules`]) and its board, captures, player to move and result. `Copy`, and as
/// small as a built-in game's position plus a pointer.
///
/// ```
/// use sowing::described::{library, Rules};
/// use sowing::{Move, MoveList, Position};
/// // variants/kalah.json, as the library holds it.
/// let rules = Rules::from_json(library().json("kalah").unwrap()).unwrap();
/// let mut pos = rules.start();
/// let mut moves = MoveList::new();
/// pos.legal_moves(&mut moves);
/// assert_eq!(moves.len(), 6);
/// // Hole 8's four seeds: 9, 10, 11, then South's store: South plays again.
/// let report = pos.play(Move::Sow(8)).unwrap();
/// assert!(report.moves_again);
/// assert_eq!(pos.captured(sowing::Player::South), 1);
/// ```
#[derive(Clone, Copy)]
pub struct Described {
    pub(super) rules: &'static Rules,
    pub(super) st: State,
    /// The holes the player to move may lift ([`Described::find_movable`]), found
    /// once per position by [`Described::check_end`], which needs them anyway.
    pub(super) movable: u64,
    /// Turns played (a turn ends when the other player is to move), counted up to
    /// the rules' `capture.off_first_turns` only, so that later positions compare
    /// equal whatever their history.
    pub(super) turns: u8,
    /// The round word, laid out in [`round_word`]: the holes blocked for this round,
    /// the rounds each player has won, whether the opening is still to be played
    /// (`moves.opening`, in any game) and whether North started the round. 0 in a
    /// game without rounds once any opening is played.
    pub(super) round: u64,
    /// The child holes (bit `h` for hole `h`, 48 bits in three words that fit the
    /// padding), each owned by the board's owner of that hole; none without
    /// `children` ([`Described::children`]).
    pub(super) children: [u16; 3],
    /// Flags in one byte (the struct stays within its size), laid out in [`flags`]:
    /// the sowing's chosen direction, an extra turn earned, a barred hole, the
    /// directions the first move fixed, bearing off.
    pub(super) flags: u8,
}

/// What [`Described::check_end`] found after a move.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) enum Ended {
    /// The game goes on.
    No,
    /// The game (the match) is over.
    Game,
    /// A round ended with this result, and the next one is set up.
    Round(Outcome),
}

impl Ended {
    /// Whether the game or a round ended.
    #[inline(always)]
    pub(super) fn any(self) -> bool {
        !matches!(self, Ended::No)
    }

    /// The report of a pass that ended so.
    #[inline(always)]
    pub(super) fn report_of_pass(self) -> MoveReport {
        MoveReport {
            round_ended: match self {
                Ended::Round(outcome) => Some(outcome),
                _ => None,
            },
            ..MoveReport::default()
        }
    }
}

/// Why [`Described::from_parts`] refused a position.
#[derive(Clone, Debug, PartialEq, Eq, Hash, thiserror::Error)]
pub enum PartsError {
    /// Not one count per hole.
    #[error("the board has {expected} holes, not {found}")]
    WrongLength {
        /// Holes of the game's board.
        expected: usize,
        /// Counts given.
        found: usize,
    },
    /// The seeds do not add up to the game's total.
    #[error("seeds on the board plus captured make {found}, not {expected}")]
    SeedTotal {
        /// Seeds given.
        found: u64,
        /// The game's total.
        expected: u32,
    },
}

impl PartsError {
    /// The error as a [`SetupError`] of the built-in game `game`, whose description
    /// refused the parts ([`crate::games`]).
    pub(crate) fn in_game(self, game: crate::types::GameKind) -> crate::error::SetupError {
        match self {
            PartsError::WrongLength { found, .. } => crate::error::SetupError::WrongSize {
                game,
                rows: game.rows(),
                cols: game.cols(),
                found_rows: 1,
                found_cols: found,
            },
            PartsError::SeedTotal { found, expected } => {
                crate::error::SetupError::SeedTotal { found, expected }
            }
        }
    }
}

impl Described {
    /// The state every position holds, for the built-in games' wrappers.
    pub(crate) fn state(&self) -> &State {
        &self.st
    }

    /// A position from its parts: seeds per hole (row-major), captured seeds (South,
    /// North; with stores, what the stores hold) and the player to move. The seeds
    /// must add up to the game's total. If the game is over there (an end condition,
    /// or no move where that ends the game), the end is applied at once, as if the
    /// opponent of `to_move` had just moved. A game whose captures are off in its
    /// first turns (`capture.off_first_turns`) is taken as past them, and as having no
    /// children (a [`crate::Setup`] carries them: `Setup::children`); a game with a
    /// prescribed opening (`moves.opening`) as still before it exactly where the
    /// board is the start layout with nothing captured.
    // Inlined (optimised builds): the databases build every board this way, and a
    // call copies the position out through each layer.
    #[cfg_attr(not(debug_assertions), inline)]
    pub fn from_parts(
        rules: &'static Rules,
        holes: &[u8],
        captured: [u32; 2],
        to_move: Player,
    ) -> Result<Described, PartsError> {
        if holes.len() != rules.len {
            return Err(PartsError::WrongLength {
                expected: rules.len,
                found: holes.len(),
            });
        }
        let found =
            holes.iter().map(|&n| n as u64).sum::<u64>() + captured[0] as u64 + captured[1] as u64;
        if found != rules.total as u64 {
            return Err(PartsError::SeedTotal {
                found,
                expected: rules.total,
            });
        }
        let mut board = rules.start;
        board.set_holes(holes);
        Ok(Self::from_board(rules, board, captured, to_move))
    }

    /// [`Described::from_parts`] once checked, on a board of `rules`' layout whose
    /// owners may differ from the start's (a Goré trade gave holes away): the game's
    /// own checks of the owners are the caller's.
    #[cfg_attr(not(debug_assertions), inline)]
    pub(crate) fn from_board(
        rules: &'static Rules,
        board: Board,
        captured: [u32; 2],
        to_move: Player,
    ) -> Described {
        debug_assert_eq!(board.len(), rules.len);
        let mut st = State::new(board);
        // Both fit a byte: the total is at most 255.
        st.captured = [captured[0] as u8, captured[1] as u8];
        st.to_move = to_move;
        let mut pos = Described {
            rules,
            st,
            movable: 0,
            // The opening (`moves.opening`) still to come where nothing has moved.
            round: if rules.opening.is_some() && captured == [0, 0] && board == rules.start {
                rules.opening_word()
            } else {
                0
            },
            turns: rules.turns_counted,
            children: [0; 3],
            // Bearing off where no hole holds more than one seed.
            flags: flags::starting(rules.starts_bearing_off::<{ path::ALL }>(&board)),
        };
        // On the rules' compiled path: databases build every board this way.
        let mover = to_move.opponent();
        on_path!(rules.path, F => pos.check_end_on::<F, ()>(mover, &mut ()));
        pos
    }

    /// The rules this position plays by.
    pub fn rules(&self) -> &'static Rules {
        self.rules
    }

    /// The holes that have become children (bit `h` for hole `h`; docs/DESCRIPTIONS.md,
    /// *children*): 0 in a game without children.
    #[inline(always)]
    pub fn children(&self) -> u64 {
        let [a, b, c] = self.children;
        a as u64 | (b as u64) << 16 | (c as u64) << 32
    }

    /// The holes that have become `p`'s children.
    pub fn children_of(&self, p: Player) -> u64 {
        children_of(&self.st.board, self.children(), p)
    }

    #[inline(always)]
    pub(super) fn set_children(&mut self, mask: u64) {
        self.children = [mask as u16, (mask >> 16) as u16, (mask >> 32) as u16];
    }

    /// The child holes on the path `F`: none where the path has no children.
    #[inline(always)]
    fn kids<const F: u32>(&self) -> u64 {
        if path::has(F, path::CHILDREN) {
            self.children()
        } else {
            0
        }
    }

    fn play_with<O: Observer>(&mut self, mv: Move, obs: &mut O) -> Result<MoveReport, MoveError> {
        if self.st.result.is_some() {
            return Err(MoveError::GameOver);
        }
        // A sowing or a pass with no offer pending is the phase's to allow only where
        // an offer is pending: it goes straight to the sowing.
        let negotiating = || {
            !self.offered().is_empty()
                || !matches!(mv, Move::Sow(_) | Move::SowDir(..) | Move::Pass)
        };
        if let Some(t) = self.rules.trades.filter(|_| negotiating()) {
            // (Only the trading path and the general one have trades.)
            let traded = if self.rules.path == Path::Trading {
                self.play_trade::<{ path::TRADING }, O>(t, mv, obs)
            } else {
                self.play_trade::<{ path::ALL }, O>(t, mv, obs)
            };
            if let Some(traded) = traded {
                return traded;
            }
        }
        let not_here = |what| MoveError::NotInThisGame {
            game: &self.rules.description.name,
            what,
        };
        match mv {
            Move::Sow(h) => {
                let h = h as usize;
                if h >= self.rules.len {
                    return Err(MoveError::NoSuchHole { hole: h });
                }
                if self.rules.chooses(h) {
                    return Err(MoveError::DirectionNeeded { hole: h });
                }
                // The holes that may be lifted are kept (`movable`): exactly those
                // `check_sow` accepts, which is left to name the refusal.
                if self.movable >> h & 1 == 0 {
                    self.check_sow(h)?;
                    debug_assert!(false, "check_sow accepts hole {h}, not movable");
                }
                debug_assert_eq!(self.check_sow(h), Ok(()));
                if self.rules.sowings_end {
                    // Every sowing ends: nothing can fail now, so the hole is sown in
                    // place rather than on a copy.
                    let report = self.sow_unchecked(h, obs);
                    debug_assert!(report.is_ok(), "a sowing that ends refused");
                    return report;
                }
                let mut next = *self;
                let report = next.sow_unchecked(h, obs)?;
                *self = next;
                Ok(report)
            }
            Move::SowDir(h, d) => self.play_directed(h as usize, d, obs),
            Move::Pass if self.rules.no_move.passes() => {
                if self.has_sowing() {
                    return Err(MoveError::CannotPass {
                        player: self.st.to_move,
                    });
                }
                note(obs, || Event::Pass);
                Ok(self.pass_ended(obs).report_of_pass())
            }
            Move::Pass => Err(not_here("pass")),
            Move::Offer(_) => Err(not_here("offer")),
            Move::Accept | Move::Decline => Err(not_here("accept or decline")),
        }
    }

    /// Whether `p` would have a legal sowing on this board if it were their turn
    /// (Bao Kigogo's [`crate::BaoKigogo::can_move`]).
    pub(crate) fn can_move(&self, p: Player) -> bool {
        let mut d = *self;
        d.st.to_move = p;
        on_path!(d.rules.path, F => d.refresh_movable_on::<F>());
        d.has_sowing()
    }

    /// The legal moves as actions ([`crate::actions`]: a sowing is its hole's number, a
    /// pass the number of holes), where every sowing ends and the moves are sowings or
    /// else a pass (no trades, no chosen directions): the holes that may be lifted,
    /// without a list. `None` in other games.
    #[inline]
    pub(crate) fn legal_sowing_bits(&self) -> Option<u128> {
        let r = self.rules;
        if !r.sowings_end || r.trades.is_some() || r.directions.chosen != 0 {
            return None;
        }
        Some(match (self.st.result, self.movable) {
            (Some(_), _) => 0,
            (None, 0) => 1 << r.len,
            (None, movable) => u128::from(movable),
        })
    }

    /// Whether the player to move has a legal sowing (in some direction, where
    /// directions are chosen).
    pub(in crate::described) fn has_sowing(&self) -> bool {
        on_path!(self.rules.path, F => self.has_sowing_on::<F>())
    }

    /// [`Described::has_sowing`] on the compiled path `F` ([`path`]): among the holes
    /// that may be lifted, first one whose first lap surely ends the sowing (found
    /// without sowing), and only if there is none, a sowing made on a copy.
    #[inline(always)]
    pub(super) fn has_sowing_on<const F: u32>(&self) -> bool {
        if path::has(F, path::DIRECTIONS) && self.rules.directions.chosen != 0 {
            return self.can_sow_either_way();
        }
        if F == path::ALL {
            // (On the general path the test in constant time seldom pays for itself.)
            return HoleSet(self.movable)
                .iter()
                .any(|h| self.sowing_ends_on::<F>(h));
        }
        self.ends_at_once_somewhere::<F>() || self.ends_after_first_lap_somewhere::<F>()
    }

    /// Whether captures are on: the game's first `capture.off_first_turns` turns are
    /// over.
    #[inline(always)]
    pub(super) fn live(&self) -> bool {
        self.turns >= self.rules.capture.off_turns
    }

    /// Finds again the holes the player to move may lift ([`Described::movable`]),
    /// after a move that changed the player to move or the board without ending a
    /// turn (an offer, an accept), on the compiled path `F` ([`path`]).
    #[inline(always)]
    pub(super) fn refresh_movable_on<const F: u32>(&mut self) {
        let nonempty =
            self.st.board.holding_at_least(self.rules.words::<F>(), 1) & !self.kids::<F>();
        self.movable = self.find_movable::<F>(nonempty).0;
    }

    /// Counts a turn ended (the other player is now to move), up to the turns that
    /// matter.
    #[inline(always)]
    fn turn_ended(&mut self) {
        if self.turns < self.rules.turns_counted {
            self.turns += 1;
        }
    }
}

impl Described {
    /// The holes the player to move may lift ([`SowOrPass::check_sow`] accepts), found
    /// at once from `nonempty` (the holes holding seeds, [`Board::holding_at_least`]):
    /// their own holes holding at least `min_seeds` (a word of seed counts at
    /// a time), and when feeding is required and the opponent's holes are empty, those
    /// whose first lap reaches them.
    #[inline(always)]
    pub(super) fn find_movable<const F: u32>(&self, nonempty: u64) -> HoleSet {
        let r = self.rules;
        let seeded = if path::has(F, path::MIN_SEEDS) && r.min_seeds > 1 {
            self.st.board.holding_at_least(r.words::<F>(), r.min_seeds)
        } else {
            nonempty
        };
        self.find_movable_seeded::<F>(seeded, nonempty)
    }

    /// [`Described::find_movable`] from `seeded` too: the holes holding at least
    /// `min_seeds` (children among them or not).
    #[inline(always)]
    pub(super) fn find_movable_seeded<const F: u32>(&self, seeded: u64, nonempty: u64) -> HoleSet {
        let r = self.rules;
        let b = &self.st.board;
        let me = self.st.to_move;
        let seeded = seeded & !self.kids::<F>();
        let mut mine = seeded & r.sowable::<F>(b, me).0 & !self.barred::<F>();
        if path::has(F, path::EXTRAS) && self.opening_pending() {
            if let Some(hole) = r.opening_hole(me) {
                mine &= 1 << hole;
            }
        }
        if path::has(F, path::DIRECTIONS) && r.directions.chosen != 0 {
            return self.movable_either_way(mine, nonempty);
        }
        if path::has(F, path::SINGLETONS) && r.singletons_last_resort {
            mine = r.singletons_movable(b, mine, |h| self.next_of_single(h));
        }
        if path::has(F, path::EXTRAS) && (r.single_into_empty || r.short_lap_rule) {
            mine = HoleSet(mine)
                .iter()
                .filter(|&h| self.single_seed_may_sow(h) && self.short_lap_may_sow(h))
                .fold(0, |m, h| m | 1 << h);
        }
        match r.feeding {
            Some(feeding) => self.feeding_movable::<F>(feeding, mine, nonempty),
            None => HoleSet(mine),
        }
    }
}

impl SowOrPass for Described {
    fn state(&self) -> &State {
        &self.st
    }

    /// Exactly the holes [`SowOrPass::check_sow`] accepts ([`Described::find_movable`],
    /// kept in the position).
    #[inline]
    fn candidate_holes(&self) -> HoleSet {
        HoleSet(self.movable)
    }

    /// The candidates are the holes that may be lifted already.
    #[inline]
    fn may_sow(&self, _hole: usize) -> bool {
        true
    }

    /// Your own hole, holding at least `min_seeds`; when feeding is required and the
    /// opponent has no seeds, a first lap that reaches them.
    fn check_sow(&self, hole: usize) -> Result<(), MoveError> {
        let kids = self.children();
        if kids >> hole & 1 == 1 {
            return Err(MoveError::ChildHole { hole });
        }
        let r = self.rules;
        // On a board without sides every hole is the mover's to sow.
        let sower = if r.any_hole() {
            self.st.board.owner(hole)
        } else {
            self.st.to_move
        };
        self.st.check_seeded_hole_of(sower, hole)?;
        let seeds = self.st.board.seeds(hole);
        if seeds < r.min_seeds {
            // A single seed of a game that sows 2 or more has the error its rule
            // is known by (Djenon-aboure's rule 1).
            if seeds == 1 {
                return Err(MoveError::SingleSeed { hole });
            }
            return Err(MoveError::TooFewSeeds {
                hole,
                seeds,
                min: r.min_seeds,
            });
        }
        r.check_singleton(
            &self.st.board,
            self.st.to_move,
            hole,
            self.next_of_single(hole),
        )?;
        if !self.single_seed_may_sow(hole) {
            return Err(MoveError::SingleSeedIntoOccupied { hole });
        }
        if self.barred::<{ path::ALL }>() >> hole & 1 == 1 {
            return Err(MoveError::SingleSeedBack { hole });
        }
        if !self.short_lap_may_sow(hole) {
            return Err(MoveError::ShortLapEndsOccupied { hole });
        }
        let me = self.st.to_move;
        if let Some(required) = r.opening_hole(me).filter(|&h| h != hole) {
            if self.opening_pending() {
                return Err(MoveError::OpeningHole { hole, required });
            }
        }
        self.check_feeds(hole)
    }

    /// A single lap always ends; relay laps are sown on a copy, on the compiled path
    /// ([`Described::sowing_ends_on`]).
    #[inline]
    fn sowing_ends(&self, hole: usize) -> bool {
        on_path!(self.rules.path, F => self.sowing_ends_on::<F>(hole))
    }

    /// The sowing on the board (with stores, into its store slots, then emptied into
    /// the captures), the capture, the extra turn, and the end. Inlined in optimised
    /// builds only: in a test build, each binary would compile its own copy.
    #[cfg_attr(not(debug_assertions), inline)]
    fn sow_unchecked<O: Observer>(
        &mut self,
        hole: usize,
        obs: &mut O,
    ) -> Result<MoveReport, MoveError> {
        on_path!(self.rules.path, F => self.sow_on::<F, O>(hole, obs))
    }

    fn pass_unchecked<O: Observer>(&mut self, obs: &mut O) {
        self.pass_ended(obs);
    }
}

impl Described {
    /// [`SowOrPass::sow_unchecked`] on the compiled path `F` ([`path`]).
    #[inline(always)]
    fn sow_on<const F: u32, O: Observer>(
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
            || (path::has(F, path::MINOR) && r.opts.first_seed_to != 0)
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
    fn pass_ended<O: Observer>(&mut self, obs: &mut O) -> Ended {
        on_path!(self.rules.path, F => self.pass_ended_on::<F, O>(obs))
    }

    /// [`Described::pass_ended`] on the compiled path `F` ([`path`]).
    #[inline(always)]
    pub(super) fn pass_ended_on<const F: u32, O: Observer>(&mut self, obs: &mut O) -> Ended {
        let mover = self.st.to_move;
        self.st.to_move = mover.opponent();
        self.turn_ended();
        self.set_answered(false);
        self.check_end_on::<F, O>(mover, obs)
    }

    /// The board and the child holes after sowing `hole` and its capture on a copy
    /// (the rest of the move left out), or `None` if the sowing is refused (endless,
    /// a forbidden grand slam).
    fn sown_copy(&self, hole: usize) -> Option<(Board, u64)> {
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

    /// `moves.single_seed_into_empty`: a hole holding one seed may be sown only when
    /// the hole that seed falls into is empty.
    #[inline]
    fn single_seed_may_sow(&self, hole: usize) -> bool {
        let r = self.rules;
        let b = &self.st.board;
        if !r.single_into_empty || b.seeds(hole) != 1 {
            return true;
        }
        b.seeds(self.next_of_single(hole)) == 0
    }

    /// The hole a single seed lifted from `hole` by the player to move falls into.
    #[inline]
    fn next_of_single(&self, hole: usize) -> usize {
        let r = self.rules;
        let turned = r.turned::<{ path::ALL }>(hole, self.against());
        let (circuit, _) = r.circuits::<{ path::ALL }>(self.st.to_move, 1, turned);
        circuit.next(hole)
    }

    /// `moves.short_lap_ends_across_or_empty`: a hole holding at most a row's length
    /// of seeds may be sown only when its first lap ends in the opponent's rows, in a
    /// store, or in a hole of the mover's that was empty before the move.
    #[inline]
    fn short_lap_may_sow(&self, hole: usize) -> bool {
        let r = self.rules;
        let b = &self.st.board;
        let seeds = b.seeds(hole);
        if !r.short_lap_rule || seeds as usize > r.cols {
            return true;
        }
        let me = self.st.to_move;
        let turned = r.turned::<{ path::ALL }>(hole, self.against());
        let (circuit, _) = r.circuits::<{ path::ALL }>(me, seeds, turned);
        // At most a row's length of seeds: shorter than any sowing cycle.
        match short_lap_landing(b, circuit, hole, r.lap_opts(b, hole)) {
            Some((landing, _)) => {
                landing >= r.len
                    || !r.holes_of::<{ path::ALL }>(b, me).contains(landing)
                    || b.seeds(landing) == 0
            }
            None => true,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::described::library;

    /// Every library game whose rules take a compiled path plays random games move
    /// for move as the general path plays them: the same holes drawn, the same
    /// positions, the same reports (a path only leaves out features the rules lack).
    #[test]
    fn compiled_paths_play_as_the_general_path() {
        let mut taken = [false; 6];
        for name in library().names() {
            let rules = library().get(name).unwrap();
            match rules.path {
                Path::PlainCounts => taken[0] = true,
                Path::PlainStores => taken[1] = true,
                Path::KernelStores | Path::Kernel | Path::KernelSmall => taken[2] = true,
                Path::Relay => taken[3] = true,
                Path::Trading => taken[4] = true,
                Path::Wide => taken[5] = true,
                Path::General => continue,
            }
            for seed in 0..40 {
                let (mut fast, mut general) = (rules.start(), rules.start());
                let (mut rng_fast, mut rng_general) = (Rng::new(seed), Rng::new(seed));
                for _ in 0..400 {
                    let played = fast.play_random(&mut rng_fast);
                    // (With trades the offers are drawn among the moves.)
                    let expected = if rules.trades.is_some() {
                        general.play_random_trades::<{ path::ALL }>(&mut rng_general)
                    } else {
                        general.play_random_on::<{ path::ALL }>(&mut rng_general)
                    };
                    assert_eq!(played, expected, "{name}, seed {seed}");
                    assert_eq!(fast, general, "{name}, seed {seed}");
                    assert_eq!(fast.movable, general.movable, "{name}, seed {seed}");
                    if played.is_none() {
                        break;
                    }
                }
            }
        }
        assert_eq!(taken, [true; 6], "the library has games of every path");
        assert_eq!(library().get("oware").unwrap().path, Path::PlainCounts);
        assert_eq!(library().get("kalah").unwrap().path, Path::PlainStores);
        let gore = library().get("gore").unwrap();
        assert_eq!(gore.path, Path::Trading);
        assert!(path::has(gore.features(), path::TRADES));
    }
}
