//! A description compiled once into [`Rules`] (interned for the program's life), and
//! [`Described`], the `Copy` position that plays them on the kernel.

use super::description::{
    CaptureSpec, ChainSpec, Description, DescriptionError, EndSpec, Feed, Goal, GrandSlam, Laps,
    NoMove, Origin, Remaining, Repetition, Rows, SowDirection, StoreSowing, Take,
};
use crate::board::{Board, MAX_HOLES};
use crate::circuit::Circuit;
use crate::error::MoveError;
use crate::games::state::{
    can_sow, legal_sow_or_pass, play_random_sow_or_pass, play_traced, successors_sow_or_pass,
    SowOrPass, State,
};
use crate::rng::Rng;
use crate::rules::{MoveList, MoveReport, Position};
use crate::sow::{
    capture_chain_observed, lap_holes, short_lap_landing, sow, sow_lap_observed, sow_observed,
    take_holes_observed, Capture, Chain, LapVerdict, SowOptions, SowReport,
};
use crate::trace::{note, Event, Observer};
use crate::types::{DescribedId, GameKind, HoleSet, Move, Outcome, Player};
use std::fmt;
use std::hash::{Hash, Hasher};

/// No hole (in the tables of holes across and behind).
const NONE: u8 = u8::MAX;

/// A description compiled into the tables a position plays by: circuits, hole sets,
/// the capture rule as masks. Made once per description by [`Rules::compile`] and kept
/// for the program's life, so that positions point at it.
pub struct Rules {
    /// The game's name in the registry ([`super::registry`]).
    pub(super) kind: GameKind,
    pub(super) description: Description,
    rows: usize,
    cols: usize,
    /// Holes on the board (stores not counted).
    len: usize,
    /// Whether the board has stores: South's is slot `len`, North's `len + 1` of the
    /// position's own board, past its holes, filled during a sowing and emptied into
    /// the captures at its end.
    stores: bool,
    /// Each player's sowing circuit (indexed by [`Player::index`]); with stores, over
    /// `len + 2` slots.
    sow: [Circuit; 2],
    /// The circuit capture chains walk (the holes only, in sowing order).
    chain_circuit: Circuit,
    /// Sowing by the seeds lifted (`odd-counter-clockwise`): the circuits of a hole
    /// holding an even number (clockwise), as `sow` and `chain_circuit` are for an
    /// odd one.
    even_odd: bool,
    sow_even: [Circuit; 2],
    chain_even: Circuit,
    opts: SowOptions,
    relay: bool,
    /// Every sowing ends and is legal: single laps, and no forbidden grand slam.
    sowings_end: bool,
    min_seeds: u8,
    /// The holes each player owns.
    own: [HoleSet; 2],
    capture: CompiledCapture,
    extra_store: bool,
    extra_capture: bool,
    must_feed: bool,
    /// Feeding looks at the whole move, not its first lap.
    feed_by_move: bool,
    no_move: NoMove,
    end: EndSpec,
    repetition: Repetition,
    total: u32,
    start: Board,
    /// The key's tag word ([`crate::KeyHasher`]): a fingerprint of the description.
    tag: u64,
    /// Words of seed counts in a key: `len / 8` rounded up.
    key_words: usize,
}

/// [`CaptureSpec`] as the moves read it.
#[derive(Clone, Copy)]
struct CompiledCapture {
    kind: CaptureKind,
    /// Bit `n` of word `n / 64`: count `n` captures.
    counts: [u64; 4],
    /// Per mover: where the landing hole must be.
    rows: [HoleSet; 2],
    take: Take,
    chain: Chain,
    /// Per mover: where a chain may run.
    chain_rows: [HoleSet; 2],
    must_hold: bool,
    behind: bool,
    grand_slam: GrandSlam,
    /// The hole across from each hole, or [`NONE`].
    across: [u8; MAX_HOLES],
    /// The back-row hole behind each front-row hole (four rows), or [`NONE`].
    behind_of: [u8; MAX_HOLES],
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum CaptureKind {
    None,
    Counts,
    EmptyOwnHole,
}

impl Rules {
    /// Checks `description` and compiles it, or returns the rules compiled before from
    /// an equal description. The rules live as long as the program (a description is
    /// compiled once, however many positions play it).
    ///
    /// ```
    /// use sowing::described::{Description, Rules};
    /// let d = Description::from_json(r#"{"name": "tiny", "board": {"holes_per_row": 3, "seeds_per_hole": 2}}"#).unwrap();
    /// let a = Rules::compile(&d).unwrap();
    /// let b = Rules::compile(&d).unwrap();
    /// assert!(std::ptr::eq(a, b));
    /// assert_eq!(a.total_seeds(), 12);
    /// ```
    ///
    /// Refused: what [`Description::check`] refuses, and a game already over at the
    /// start (South without a legal move where that ends the game, e.g. every sowing
    /// endless). Such rules stay interned, so that asking again costs nothing more.
    pub fn compile(description: &Description) -> Result<&'static Rules, DescriptionError> {
        let rules = super::registry::intern(description, |id| Rules::build(description, id))?;
        if rules.start().is_over() {
            return Err(DescriptionError::Contradiction(
                "the game is over at the start (South has no legal move)",
            ));
        }
        Ok(rules)
    }

    /// Reads, checks and compiles a JSON description ([`Description::from_json`],
    /// [`Rules::compile`]).
    pub fn from_json(json: &str) -> Result<&'static Rules, DescriptionError> {
        Rules::compile(&Description::from_json(json)?)
    }

    fn build(d: &Description, id: DescribedId) -> Result<Rules, DescriptionError> {
        d.check()?;
        let rows = d.board.rows as usize;
        let cols = d.board.holes_per_row as usize;
        let len = rows * cols;
        let stores = d.board.stores;
        let circuits = |clockwise: bool| {
            let orient = |c: Circuit| if clockwise { c.reversed() } else { c };
            let chain_circuit = orient(if rows == 2 {
                Circuit::two_row_ring(cols)
            } else {
                Circuit::four_row_loops(cols)
            });
            let sow = if stores {
                let into = d.sowing.stores.unwrap_or_default();
                [Player::South, Player::North].map(|p| store_circuit(cols, clockwise, into, p))
            } else {
                [chain_circuit; 2]
            };
            (sow, chain_circuit)
        };
        let (sow, chain_circuit) = circuits(d.sowing.direction == SowDirection::Clockwise);
        // A hole holding an even number sows clockwise, the stores staying where
        // the counter-clockwise circuits have them.
        let even_odd = d.sowing.direction == SowDirection::OddCounterClockwise;
        let (sow_even, chain_even) = (sow.map(Circuit::reversed), chain_circuit.reversed());
        let mut start = Board::empty(rows, cols).ok_or(DescriptionError::NoHoles)?;
        for h in 0..len {
            start.set_seeds(h, d.board.seeds_per_hole as u8);
            start.set_owner(h, start.default_owner(h));
        }
        let own = [start.holes_of(Player::South), start.holes_of(Player::North)];
        let rows_of = |r: Rows| match r {
            Rows::Any => [HoleSet::first(len); 2],
            Rows::Own => own,
            Rows::Opponent => [own[1], own[0]],
        };
        let mut across = [NONE; MAX_HOLES];
        let mut behind_of = [NONE; MAX_HOLES];
        for c in 0..cols {
            if rows == 2 {
                across[c] = (cols + c) as u8;
                across[cols + c] = c as u8;
            } else {
                across[cols + c] = (2 * cols + c) as u8;
                across[2 * cols + c] = (cols + c) as u8;
                behind_of[cols + c] = c as u8;
                behind_of[2 * cols + c] = (3 * cols + c) as u8;
            }
        }
        let mut capture = CompiledCapture {
            kind: CaptureKind::None,
            counts: [0; 4],
            rows: rows_of(Rows::Any),
            take: Take::Landing,
            chain: Chain::None,
            chain_rows: rows_of(Rows::Any),
            must_hold: true,
            behind: false,
            grand_slam: GrandSlam::Allowed,
            across,
            behind_of,
        };
        match &d.capture {
            CaptureSpec::None {} => {}
            CaptureSpec::Counts {
                counts,
                rows,
                take,
                chain,
                chain_rows,
                grand_slam,
            } => {
                capture.kind = CaptureKind::Counts;
                for &n in counts {
                    capture.counts[n as usize / 64] |= 1 << (n % 64);
                }
                capture.rows = rows_of(*rows);
                capture.take = *take;
                capture.chain = match chain {
                    ChainSpec::None => Chain::None,
                    ChainSpec::Backward => Chain::Backward,
                    ChainSpec::Forward => Chain::Forward,
                    ChainSpec::Both => Chain::Both,
                };
                capture.chain_rows = rows_of(chain_rows.unwrap_or(*rows));
                capture.grand_slam = *grand_slam;
            }
            CaptureSpec::EmptyOwnHole {
                take,
                opposite_must_hold_seeds,
                behind,
                grand_slam,
            } => {
                capture.kind = CaptureKind::EmptyOwnHole;
                capture.rows = own;
                capture.take = *take;
                capture.must_hold = *opposite_must_hold_seeds;
                capture.behind = *behind;
                capture.grand_slam = *grand_slam;
            }
        }
        let fingerprint = serde_json::to_string(d)
            .unwrap_or_default()
            .bytes()
            .fold(0xCBF2_9CE4_8422_2325u64, |h, b| {
                (h ^ b as u64).wrapping_mul(0x0100_0000_01B3)
            });
        let rules = Rules {
            kind: GameKind::Described(id),
            description: d.clone(),
            rows,
            cols,
            len,
            stores,
            sow,
            chain_circuit,
            even_odd,
            sow_even,
            chain_even,
            opts: SowOptions {
                origin_first: d.sowing.origin == Origin::FirstSeedBack,
                skip_origin: d.sowing.origin == Origin::Skip,
            },
            relay: d.sowing.laps == Laps::Relay,
            sowings_end: d.sowing.laps != Laps::Relay && capture.grand_slam != GrandSlam::Forbidden,
            min_seeds: d.sowing.min_seeds as u8,
            own,
            capture,
            extra_store: d.extra_turn.store,
            extra_capture: d.extra_turn.capture,
            must_feed: d.moves.must_feed,
            feed_by_move: d.moves.feed == Feed::Move,
            no_move: d.moves.no_move,
            end: d.end,
            repetition: d.repetition,
            total: d.total_seeds() as u32,
            start,
            // The top bit keeps the tag apart from the built-in games' tags.
            tag: fingerprint | 1 << 63,
            key_words: len.div_ceil(8),
        };
        Ok(rules)
    }

    /// The description these rules were compiled from.
    pub fn description(&self) -> &Description {
        &self.description
    }

    /// The game's name.
    pub fn name(&self) -> &str {
        &self.description.name
    }

    /// Seeds in play (on the board plus captured) at every moment of the game.
    pub fn total_seeds(&self) -> u32 {
        self.total
    }

    /// Rows and columns of the board (stores not counted).
    pub fn shape(&self) -> (usize, usize) {
        (self.rows, self.cols)
    }

    /// The most legal moves a position can have: the holes of one player.
    pub fn max_legal_moves(&self) -> usize {
        self.len / 2
    }

    /// The starting position: every hole holding `seeds_per_hole`, South to move.
    pub fn start(&'static self) -> Described {
        let mut pos = Described {
            rules: self,
            st: State::new(self.start),
            movable: 0,
        };
        pos.check_end(Player::North, &mut ());
        pos
    }

    /// Whether the mover's sowing captures at `hole` (a hole, not a store), looking at
    /// its count after the last seed.
    #[inline]
    fn captures_at(&self, b: &Board, hole: usize, mover: Player) -> bool {
        let c = &self.capture;
        match c.kind {
            CaptureKind::None => false,
            CaptureKind::Counts => {
                c.rows[mover.index()].contains(hole) && c.count_captures(b.seeds(hole))
            }
            CaptureKind::EmptyOwnHole => {
                let across = c.across[hole];
                c.rows[mover.index()].contains(hole)
                    && b.seeds(hole) == 1
                    && across != NONE
                    && (!c.must_hold || b.seeds(across as usize) > 0)
            }
        }
    }

    /// The lap rule, after each lap: a store ends the sowing; a capture ends it with
    /// a capture; a relay game lifts an occupied landing hole; otherwise it ends.
    #[inline]
    fn lap_verdict(&self, b: &Board, hole: usize, mover: Player) -> LapVerdict {
        if hole >= self.len {
            LapVerdict::End
        } else if self.captures_at(b, hole, mover) {
            LapVerdict::Capture
        } else if self.relay && b.seeds(hole) > 1 {
            LapVerdict::Relay
        } else {
            LapVerdict::End
        }
    }

    /// [`Rules::lap_verdict`] is `Relay` for a landing on `hole` that then holds
    /// `seeds`. (An empty-own-hole capture needs a count of 1, which never relays, so
    /// the count and the hole decide.)
    #[inline]
    fn relays(&self, hole: usize, seeds: u8, mover: Player) -> bool {
        let c = &self.capture;
        self.relay
            && hole < self.len
            && seeds > 1
            && !(c.kind == CaptureKind::Counts
                && c.rows[mover.index()].contains(hole)
                && c.count_captures(seeds))
    }

    /// Takes what the capture rule takes from `landing`.
    fn take<O: Observer>(
        &self,
        b: &mut Board,
        chain: &Circuit,
        landing: usize,
        mover: Player,
        obs: &mut O,
    ) -> Capture {
        let c = &self.capture;
        let across = c.across[landing];
        let mut set = HoleSet::EMPTY;
        match (c.kind, c.take) {
            (CaptureKind::Counts, Take::Landing) => {
                let rows = c.chain_rows[mover.index()];
                return capture_chain_observed(
                    b,
                    chain,
                    landing,
                    c.chain,
                    |b: &Board, h: usize| rows.contains(h) && c.count_captures(b.seeds(h)),
                    obs,
                );
            }
            (_, Take::Landing) => set.insert(landing),
            (_, Take::Opposite) => {}
            (_, Take::LandingAndOpposite) => set.insert(landing),
        }
        if across != NONE {
            set.insert(across as usize);
            let behind = c.behind_of[across as usize];
            if c.behind && behind != NONE && b.seeds(behind as usize) > 0 {
                set.insert(behind as usize);
            }
        }
        take_holes_observed(b, set, obs)
    }

    /// One whole sowing of `hole` by `mover` on `b` (with stores, its slots past the
    /// holes are the stores): the kernel's laps, then the capture with the grand-slam
    /// rule.
    #[inline(always)]
    fn sow_on<O: Observer>(
        &self,
        b: &mut Board,
        hole: usize,
        mover: Player,
        obs: &mut O,
    ) -> Result<(SowReport, Capture), MoveError> {
        let (circuit, chain) = self.circuits(mover, b.seeds(hole));
        let them = self.own[mover.opponent().index()];
        let fed =
            self.capture.grand_slam == GrandSlam::CapturesNothingUnlessFed && b.seeds_in(them) == 0;
        let sowing = if self.relay {
            sow_observed(
                b,
                circuit,
                hole,
                self.opts,
                |b, h| self.lap_verdict(b, h, mover),
                obs,
            )?
        } else {
            // A single lap: the kernel's lap and the lap rule once (what `sow_observed`
            // does for a lap that does not relay, without its endless-sowing watch).
            let landing = sow_lap_observed(b, circuit, hole, self.opts, 1, obs);
            SowReport {
                origin: hole,
                landing,
                laps: 1,
                ended: self.lap_verdict(b, landing, mover),
            }
        };
        if sowing.ended != LapVerdict::Capture {
            return Ok((sowing, Capture::NONE));
        }
        if self.capture.grand_slam == GrandSlam::Allowed || fed {
            return Ok((sowing, self.take(b, chain, sowing.landing, mover, obs)));
        }
        // The capture on a copy, untraced; kept (and redone traced) unless it is a
        // grand slam.
        let mut after = *b;
        let cap = self.take(&mut after, chain, sowing.landing, mover, &mut ());
        if cap.seeds > 0 && after.seeds_in(them) == 0 {
            return match self.capture.grand_slam {
                GrandSlam::Forbidden => Err(MoveError::GrandSlamForbidden { hole }),
                _ => {
                    note(obs, || Event::GrandSlam);
                    Ok((sowing, Capture::NONE))
                }
            };
        }
        if O::ACTIVE {
            self.take(b, chain, sowing.landing, mover, obs);
        }
        *b = after;
        Ok((sowing, cap))
    }

    /// The circuits a sowing of `seeds` by `mover` follows: its sowing circuit and
    /// the circuit its capture chain walks.
    #[inline]
    fn circuits(&self, mover: Player, seeds: u8) -> (&Circuit, &Circuit) {
        if self.even_odd && seeds % 2 == 0 {
            (&self.sow_even[mover.index()], &self.chain_even)
        } else {
            (&self.sow[mover.index()], &self.chain_circuit)
        }
    }

    /// The mover's store slot (meaningful only with stores).
    #[inline]
    fn store_of(&self, p: Player) -> usize {
        self.len + p.index()
    }

    /// Whether the end conditions of `end` hold on `st` after a move by `mover`
    /// (no-move aside); `nonempty` has a bit set for every hole holding seeds.
    #[inline(always)]
    fn ends(&self, st: &State, nonempty: u64, mover: Player) -> bool {
        let e = &self.end;
        let b = &st.board;
        let (s, n) = (st.captured(Player::South), st.captured(Player::North));
        let empty = |p: Player| nonempty & self.own[p.index()].0 == 0;
        (e.one_side_empty && (empty(Player::South) || empty(Player::North)))
            || (e.mover_side_empty && empty(mover))
            || (e.opponent_side_empty && empty(mover.opponent()))
            || e.every_hole_at_most
                .is_some_and(|m| b.holes().iter().all(|&x| x <= m))
            || e.seeds_on_board_at_most.is_some_and(|m| b.total() <= m)
            || (e.majority
                && (2 * s > self.total || 2 * n > self.total || (2 * s == self.total && s == n)))
    }
}

impl CompiledCapture {
    #[inline]
    fn count_captures(&self, seeds: u8) -> bool {
        self.counts[seeds as usize / 64] >> (seeds % 64) & 1 == 1
    }
}

/// A sowing circuit on a two-row board with stores, for `mover`: South's row, South's
/// store, North's row, North's store (each store right after its owner's row), the
/// store `mover` does not sow into left alone as a cycle of its own.
fn store_circuit(cols: usize, clockwise: bool, into: StoreSowing, mover: Player) -> Circuit {
    let len = 2 * cols;
    let south: Vec<u8> = if clockwise {
        (cols..len).rev().map(|h| h as u8).collect()
    } else {
        (cols..len).map(|h| h as u8).collect()
    };
    let north: Vec<u8> = if clockwise {
        (0..cols).map(|h| h as u8).collect()
    } else {
        (0..cols).rev().map(|h| h as u8).collect()
    };
    let (s_store, n_store) = (len as u8, len as u8 + 1);
    let into_s = into == StoreSowing::Both || mover == Player::South;
    let into_n = into == StoreSowing::Both || mover == Player::North;
    let mut cycle = south;
    if into_s {
        cycle.push(s_store);
    }
    cycle.extend(north);
    if into_n {
        cycle.push(n_store);
    }
    let alone: Vec<u8> = [(into_s, s_store), (into_n, n_store)]
        .into_iter()
        .filter(|&(into, _)| !into)
        .map(|(_, s)| s)
        .collect();
    match alone.as_slice() {
        [] => Circuit::from_cycles(len + 2, &[&cycle]),
        [s] => Circuit::from_cycles(len + 2, &[&cycle, &[*s]]),
        _ => Circuit::from_cycles(len + 2, &[&cycle, &alone[..1], &alone[1..]]),
    }
}

/// A position of a described game: the rules it plays by (a `&'static` pointer to
/// [`Rules`]) and its board, captures, player to move and result. `Copy`, and as
/// small as a built-in game's position plus a pointer.
///
/// ```
/// use sowing::described::Rules;
/// use sowing::{Move, MoveList, Position};
/// let rules = Rules::from_json(include_str!("../../variants/kalah.json")).unwrap();
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

impl Described {
    /// A position from its parts: seeds per hole (row-major), captured seeds (South,
    /// North; with stores, what the stores hold) and the player to move. The seeds
    /// must add up to the game's total. If the game is over there (an end condition,
    /// or no move where that ends the game), the end is applied at once, as if the
    /// opponent of `to_move` had just moved.
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
        for (h, &n) in holes.iter().enumerate() {
            board.set_seeds(h, n);
        }
        let mut st = State::new(board);
        // Both fit a byte: the total is at most 255.
        st.captured = [captured[0] as u8, captured[1] as u8];
        st.to_move = to_move;
        let mut pos = Described {
            rules,
            st,
            movable: 0,
        };
        pos.check_end(to_move.opponent(), &mut ());
        Ok(pos)
    }

    /// The rules this position plays by.
    pub fn rules(&self) -> &'static Rules {
        self.rules
    }

    fn play_with<O: Observer>(&mut self, mv: Move, obs: &mut O) -> Result<MoveReport, MoveError> {
        if self.st.result.is_some() {
            return Err(MoveError::GameOver);
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
                self.check_sow(h)?;
                let mut next = *self;
                let report = next.sow_unchecked(h, obs)?;
                *self = next;
                Ok(report)
            }
            Move::Pass if self.rules.no_move == NoMove::Pass => {
                if can_sow(self) {
                    return Err(MoveError::CannotPass {
                        player: self.st.to_move,
                    });
                }
                note(obs, || Event::Pass);
                self.pass_unchecked(obs);
                Ok(MoveReport::default())
            }
            Move::Pass => Err(not_here("pass")),
            Move::Offer(_) => Err(not_here("offer")),
            Move::Accept | Move::Decline => Err(not_here("accept or decline")),
        }
    }

    /// After a move by `mover` (the player to move already set): ends the game if an
    /// end condition holds, or if the player to move has no move where that ends the
    /// game. Returns whether it ended.
    #[inline(always)]
    pub(super) fn check_end<O: Observer>(&mut self, mover: Player, obs: &mut O) -> bool {
        let r = self.rules;
        let nonempty = seeded_holes(&self.st.board, r.key_words, 1);
        if r.end.goal == Goal::EmptyOwnHoles {
            let empty = |p: Player| nonempty & r.own[p.index()].0 == 0;
            let winner = if empty(mover) {
                Some(mover)
            } else if empty(mover.opponent()) {
                Some(mover.opponent())
            } else {
                None
            };
            if let Some(w) = winner {
                self.st.result = Some(Outcome::win(w));
                return true;
            }
        }
        if r.ends(&self.st, nonempty, mover) {
            self.sweep(mover, obs);
            return true;
        }
        self.movable = self.find_movable(nonempty).0;
        // Where every sowing ends, a hole that may be lifted is a legal move.
        let stuck = if r.sowings_end {
            self.movable == 0
        } else {
            !can_sow(self)
        };
        if r.no_move != NoMove::Pass && stuck {
            match r.no_move {
                NoMove::Lose => self.st.result = Some(Outcome::win(self.st.to_move.opponent())),
                _ => self.sweep(mover, obs),
            }
            return true;
        }
        false
    }

    /// The end: the seeds left go where `end.remaining` says, and more seeds wins.
    fn sweep<O: Observer>(&mut self, mover: Player, obs: &mut O) {
        match self.rules.end.remaining {
            Remaining::Owner => self.st.sweep_to_owners(obs),
            Remaining::Mover => self.st.sweep(|_, _| mover, State::outcome_by_captures, obs),
            Remaining::Nobody => self.st.result = Some(self.st.outcome_by_captures()),
        }
    }
}

impl Described {
    /// The holes the player to move may lift ([`SowOrPass::check_sow`] accepts), found
    /// at once from `nonempty` (the holes holding seeds, [`seeded_holes`]): their own holes holding at least `min_seeds` (a word of seed counts at
    /// a time), and when feeding is required and the opponent's holes are empty, those
    /// whose first lap reaches them.
    #[inline]
    pub(super) fn find_movable(&self, nonempty: u64) -> HoleSet {
        let r = self.rules;
        let b = &self.st.board;
        let me = self.st.to_move;
        let seeded = if r.min_seeds > 1 {
            seeded_holes(b, r.key_words, r.min_seeds)
        } else {
            nonempty
        };
        let mine = seeded & r.own[me.index()].0;
        let them = r.own[me.opponent().index()].0;
        if !r.must_feed || nonempty & them != 0 {
            return HoleSet(mine);
        }
        HoleSet(mine)
            .iter()
            .filter(|&h| self.feeds(h, HoleSet(them)))
            .collect()
    }
}

/// The holes of `b` holding at least `min` seeds (`min` at least 1), as a bit mask;
/// `words` words of eight seed counts cover the board.
#[inline(always)]
fn seeded_holes(b: &Board, words: usize, min: u8) -> u64 {
    const LOW7: u64 = 0x7F7F_7F7F_7F7F_7F7F;
    const HIGH: u64 = 0x8080_8080_8080_8080;
    let mut mask = 0;
    for i in 0..words {
        let w = b.seed_word(i);
        // The high bit of each byte: set where the count is at least `min`.
        let high = if min == 1 {
            (((w & LOW7) + LOW7) | w) & HIGH
        } else {
            (0..8)
                .filter(|&k| (w >> (8 * k)) as u8 >= min)
                .fold(0, |m, k| m | (0x80 << (8 * k)))
        };
        // Gather the eight high bits into one byte, hole order kept.
        mask |= ((high >> 7).wrapping_mul(0x0102_0408_1020_4080) >> 56) << (8 * i);
    }
    mask
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
        self.st.check_own_seeded(hole)?;
        let r = self.rules;
        let seeds = self.st.board.seeds(hole);
        if seeds < r.min_seeds {
            return Err(MoveError::TooFewSeeds {
                hole,
                seeds,
                min: r.min_seeds,
            });
        }
        let me = self.st.to_move;
        let them = r.own[me.opponent().index()];
        if r.must_feed && self.st.board.seeds_in(them) == 0 && !self.feeds(hole, them) {
            return Err(MoveError::MustFeed {
                hole,
                opponent: me.opponent(),
            });
        }
        Ok(())
    }

    /// A single lap always ends; relay laps are sown on a copy (the laps alone, after
    /// a constant-time look at a short first lap). A forbidden grand slam needs the
    /// sowing and its capture.
    #[inline]
    fn sowing_ends(&self, hole: usize) -> bool {
        let r = self.rules;
        let me = self.st.to_move;
        if r.capture.grand_slam == GrandSlam::Forbidden {
            // The sowing and its capture, without the rest of the move (whose end
            // check asks this again of the next player).
            let mut b = self.st.board;
            return r.sow_on(&mut b, hole, me, &mut ()).is_ok();
        }
        if !r.relay {
            return true;
        }
        let (circuit, _) = r.circuits(me, self.st.board.seeds(hole));
        if let Some((landing, seeds)) = short_lap_landing(&self.st.board, circuit, hole, r.opts) {
            if !r.relays(landing, seeds, me) {
                return true;
            }
        }
        let mut b = self.st.board;
        sow(&mut b, circuit, hole, r.opts, |b, h| {
            r.lap_verdict(b, h, me)
        })
        .is_ok()
    }

    /// The sowing on the board (with stores, into its store slots, then emptied into
    /// the captures), the capture, the extra turn, and the end.
    #[inline]
    fn sow_unchecked<O: Observer>(
        &mut self,
        hole: usize,
        obs: &mut O,
    ) -> Result<MoveReport, MoveError> {
        let r = self.rules;
        let mover = self.st.to_move;
        let done = r.sow_on(&mut self.st.board, hole, mover, obs);
        if r.stores {
            for p in Player::BOTH {
                let stored = self.st.board.take(r.store_of(p));
                self.st.add_captured(p, stored as u32);
            }
        }
        let (sowing, captured) = done?;
        self.st.add_captured(mover, captured.seeds);
        let mut again = (r.extra_store && r.stores && sowing.landing == r.store_of(mover))
            || (r.extra_capture && captured.seeds > 0);
        if !again {
            self.st.to_move = mover.opponent();
        }
        if self.check_end(mover, obs) {
            again = false;
        } else if again {
            note(obs, || Event::ExtraTurn);
        }
        Ok(MoveReport {
            sowing: Some(sowing),
            captured,
            moves_again: again,
        })
    }

    fn pass_unchecked<O: Observer>(&mut self, obs: &mut O) {
        let mover = self.st.to_move;
        self.st.to_move = mover.opponent();
        self.check_end(mover, obs);
    }
}

impl Described {
    /// Whether sowing `hole` feeds the opponent, whose holes are `them`: its first
    /// lap drops a seed there, or (feeding by the whole move) they hold seeds after
    /// the sowing and its capture, made on a copy. An endless sowing feeds nobody.
    #[inline]
    fn feeds(&self, hole: usize, them: HoleSet) -> bool {
        let r = self.rules;
        let me = self.st.to_move;
        if !r.feed_by_move {
            let (circuit, _) = r.circuits(me, self.st.board.seeds(hole));
            return lap_holes(&self.st.board, circuit, hole, r.opts).0 & them.0 != 0;
        }
        let mut b = self.st.board;
        r.sow_on(&mut b, hole, me, &mut ()).is_ok() && b.seeds_in(them) > 0
    }
}

impl Position for Described {
    fn total_seeds(&self) -> u32 {
        self.rules.total
    }

    fn board(&self) -> &Board {
        &self.st.board
    }

    fn captured(&self, p: Player) -> u32 {
        self.st.captured(p)
    }

    fn to_move(&self) -> Player {
        self.st.to_move
    }

    fn result(&self) -> Option<Outcome> {
        self.st.result
    }

    fn legal_moves(&self, moves: &mut MoveList) {
        legal_sow_or_pass(self, moves);
    }

    #[inline]
    fn play(&mut self, mv: Move) -> Result<MoveReport, MoveError> {
        self.play_with(mv, &mut ())
    }

    /// Drops into a store are reported as drops into hole `len` (South's store) and
    /// `len + 1` (North's), one past the board's holes.
    fn play_traced(&mut self, mv: Move, trace: &mut Vec<Event>) -> Result<MoveReport, MoveError> {
        play_traced(self, mv, trace, |p, t| p.play_with(mv, t))
    }

    #[inline]
    fn for_each_successor<F: FnMut(Move, &Self, &MoveReport)>(&self, f: F) {
        successors_sow_or_pass(self, f);
    }

    /// Where every sowing ends (single laps, no forbidden grand slam), the `k`-th
    /// of the holes that may be lifted, `k` drawn once; otherwise by rejection
    /// sampling like the relay games.
    #[inline]
    fn play_random(&mut self, rng: &mut Rng) -> Option<(Move, MoveReport)> {
        if self.st.result.is_some() {
            return None;
        }
        if self.rules.sowings_end && self.movable != 0 {
            let mut mask = self.movable;
            for _ in 0..rng.below(mask.count_ones() as usize) {
                mask &= mask - 1;
            }
            let hole = mask.trailing_zeros() as usize;
            // Single laps and no forbidden grand slam: the sowing cannot be refused
            // (`sow_on` refuses only an endless relay or a forbidden grand slam), so no
            // copy of the position is kept to restore.
            let report = self.sow_unchecked(hole, &mut ());
            debug_assert!(report.is_ok(), "a sowing refused where every sowing ends");
            if let Ok(report) = report {
                return Some((Move::Sow(hole as u8), report));
            }
        }
        play_random_sow_or_pass(self, rng)
    }

    /// [`crate::KeyHasher`] over the description's fingerprint (the tag, with its top bit
    /// set), the board and the word of captures, player to move and result, as the
    /// built-in games hash theirs.
    fn key(&self) -> u64 {
        let tag = self.rules.tag;
        match self.rules.key_words {
            1 => self.st.key::<1>(tag, 0),
            2 => self.st.key::<2>(tag, 0),
            3 => self.st.key::<3>(tag, 0),
            4 => self.st.key::<4>(tag, 0),
            5 => self.st.key::<5>(tag, 0),
            _ => self.st.key::<6>(tag, 0),
        }
    }

    fn repetition_ends_game(&self) -> bool {
        self.rules.repetition != Repetition::None
    }

    fn repetition_is_draw(&self) -> bool {
        self.rules.repetition == Repetition::Draw
    }

    /// `sweep-to-owners`: each player takes the seeds in their own holes.
    fn end_by_repetition_unchecked(&mut self) {
        if self.rules.repetition == Repetition::SweepToOwners {
            self.st.sweep_to_owners(&mut ());
        }
    }

    /// Captured seeds never return to the board, so no position from before a
    /// capture comes back.
    fn forgets_history_after(&self, report: &MoveReport) -> bool {
        report.captured.seeds > 0
    }
}

impl PartialEq for Described {
    /// The same rules (compiled once per description, so the same pointer) and the
    /// same board, captures, player to move and result.
    fn eq(&self, other: &Self) -> bool {
        std::ptr::eq(self.rules, other.rules) && self.st == other.st
    }
}

impl Eq for Described {}

impl Hash for Described {
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.rules.tag.hash(state);
        self.st.hash(state);
    }
}

impl fmt::Debug for Described {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Described")
            .field("game", &self.rules.description.name)
            .field("holes", &self.st.board.holes())
            .field("captured", &self.st.captured)
            .field("to_move", &self.st.to_move)
            .field("result", &self.st.result)
            .finish()
    }
}

impl fmt::Debug for Rules {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Rules")
            .field("description", &self.description)
            .finish_non_exhaustive()
    }
}
