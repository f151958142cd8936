//! Bao Kigogo (4×12, 92 seeds), as docs/RULES.md states it.
//!
//! Rows 0 and 1 are North's (0 = North's **back** row, 1 = North's **front** row), rows
//! 2 and 3 are South's (2 = front, 3 = back); ownership never changes. South moves first
//! (*Common conventions*, Decision). Hole indices are row-major: `row * 12 + col`.
//!
//! 1. **Start**: 2 seeds in every hole except (row 1, col 11) = hole 23 and
//!    (row 2, col 0) = hole 24, which are empty: 46 seeds per side, 92 in all. —
//!    [`BaoKigogo::new`]. (The original description's diagram shows 13 columns; its text says 12
//!    columns, 48 holes, 92 seeds, which is followed.)
//! 2. **Circuits**: each player sows only around their own two rows, a loop of 24
//!    holes. South's loop: row 3 from col 0 to col 11, then row 2 from col 11 to col 0,
//!    then back to row 3 col 0. North's loop: row 1 from col 0 to col 11, then row 0
//!    from col 11 to col 0, then back to row 1 col 0. — [`Circuit::four_row_loops`], one
//!    circuit of two disjoint 24-hole cycles, so a player's sowing can never put a seed
//!    into the opponent's rows.
//!    **Decision**: counter-clockwise by default, as the original's type line says; the
//!    original's overview and its rule sentence both say clockwise, so the ruleset takes a
//!    [`Direction`] option (docs/FORMAT.md: `{"direction": "counter-clockwise"}` or
//!    `"clockwise"`) and supports both: clockwise loops run the same holes in reverse
//!    order ([`Circuit::reversed`]).
//! 3. **Move**: choose one of your holes holding **at least 2** seeds and sow it around
//!    your loop. If the last seed falls into an occupied hole, lift all of that hole's
//!    seeds and sow them onward from the next hole (relay). The move ends when the last
//!    seed falls into an empty hole. — the kernel's [`sow`](crate::sow::sow) with the game's lap rule: a landing
//!    hole that now holds more than 1 seed relays, one that holds exactly 1 (it was
//!    empty) ends the move. The emptied origin is **not** skipped when a lap goes all
//!    the way round (*Common conventions*, Decision): a lap of 24 seeds drops its last
//!    seed into its own, emptied, origin and ends there.
//! 4. **Singletons**: only when a player has no hole with 2 or more seeds may they move
//!    a single seed, and only one step, into the next hole of their loop, and only if
//!    that hole is empty. Such a step is a one-seed sowing and can capture under
//!    rule 5. — [`BaoKigogo`]'s move check; the step is sown by the same kernel call
//!    (one seed, one lap, landing in an empty hole).
//! 5. **Capture**: if the move's final seed lands in an empty hole of the mover's
//!    **front row**, and the opponent's front-row hole in the same column is occupied,
//!    all its seeds are captured (removed from play). If so, and the opponent's
//!    back-row hole in that column is also occupied, it is captured too. The back-row
//!    hole is never taken when the front-row hole was empty. — the game
//!    computes the set from the board's row/column geometry (not a chain along the
//!    circuit) and the kernel's [`crate::sow::take_holes`] takes it, front hole first. Only the end of the whole move counts: a
//!    relay lap that passes over, or ends in, anything earlier captures nothing (every
//!    earlier lap ended in an occupied hole anyway).
//! 6. **End**: after a move, the mover wins if the opponent has no seeds left, or if
//!    the opponent has no legal move. Otherwise the game is a draw as soon as a position
//!    repeats one seen before in that game (the starting position included).
//!    **Decision**: a "position" is all holes plus the player to move; a win on the
//!    same move takes precedence over the draw. — [`BaoKigogo`] sets the win after
//!    each move by looking at the opponent ([`BaoKigogo::can_move`], which simulates
//!    their sowings to leave out endless ones); [`Game`](crate::Game) applies the draw
//!    and looks at the win first. (In a game the two cannot actually meet: whether the
//!    player to move has a legal move depends only on the holes and that player, so a
//!    position that is a win would already have ended the game when first seen.) Once
//!    the game is won, `to_move` is the loser (it carries no meaning then, docs/FORMAT.md).
//!
//! **Endless sowing** (*Common conventions*, Decision): a relay sowing can run for ever
//! (it happens in ordinary play here). Such a sowing is not a legal move: it is left
//! out of the legal moves and refused with [`MoveError::EndlessSowing`]; the kernel
//! detects it exactly. **Decision**: Bao Kigogo has no pass ([`Move::Pass`] is always
//! refused), so a player whose every sowing is endless has no legal move and loses
//! (rule 6). Singleton steps are never endless (one seed into an empty hole).
//!
//! docs/FORMAT.md: Bao Kigogo has no award at the end; the board stays as the last move
//! left it. Captured seeds are counted per player in the position, but they decide
//! nothing: only rule 6 ends the game.
//!
//! In practice (uniformly random games from the start, 20 000 per direction): games
//! last about 185 plies (median; 56 to about 380), almost all end with a player
//! captured bare, and about 1 in 2 000 ends in a draw by repetition; in about 1 game
//! in 200 the player to move has an endless sowing at some point. Cost: legal-move generation sows every candidate
//! hole on a copy of the board (to leave out endless sowings), and every move checks
//! that the opponent can still move (usually their first candidate settles it).
//!
//! # Which type to use when: plain position or [`Game`](crate::Game)
//!
//! The draw of rule 6 depends on every earlier position of the game, which a position
//! cannot know. So:
//!
//! - [`BaoKigogo`] is a plain position: small, `Copy`, no heap. It knows the win of
//!   rule 6 (its [`Position::result`] is set when the player to move has no seeds or
//!   no legal move) but **never** the draw by repetition. Use it for move generation,
//!   search, analysis, and as the building block of everything else.
//! - [`Game<BaoKigogo>`](crate::Game) (or `Game<AnyGame>`) keeps the history and
//!   applies the repetition draw: [`Position::repetition_ends_game`] returns true, so
//!   the driver records every position in a hash set (the start included) and declares
//!   the draw when a move produces one already seen, unless that move won. Use it to
//!   play a whole game; [`crate::replay`] and [`crate::playout::random_playout`] do.
//!
//! Two positions of one game compare equal exactly when their holes and player to move
//! are equal: the direction is fixed for the game, the result is unset in every
//! position the driver records, and the captures follow from the holes, since a
//! position here always has `seeds in North's rows + South's captures = 46` and the
//! same for South (seeds leave a player's rows only by capture; [`BaoKigogo::from_parts`]
//! and [`crate::FromSetup::from_setup`] enforce it). So the derived `Eq`/`Hash` are rule 6's.
//!
//! ```
//! use sowing::{BaoKigogo, Game, Move, MoveList, Position, Player, Ruleset};
//! let pos = BaoKigogo::start();
//! assert_eq!(pos.board().total(), 92);
//! let mut moves = MoveList::new();
//! pos.legal_moves(&mut moves);
//! assert!(moves.iter().all(|m| matches!(m, Move::Sow(h) if *h >= 24))); // South's holes
//! // A whole game with its history, stopped unfinished after 200 moves at most.
//! let mut game = Game::new(pos).with_ply_limit(Some(200));
//! while !game.is_finished() && !game.is_stopped() {
//!     game.legal_moves(&mut moves);
//!     game.play(moves[0]).unwrap();
//! }
//! let p = game.position();
//! assert_eq!(p.board().total() + p.captured(Player::South) + p.captured(Player::North), 92);
//! ```

use crate::board::Board;
use crate::circuit::Circuit;
use crate::error::{MoveError, SetupError};
use crate::rng::Rng;
use crate::rules::{FromSetup, MoveList, MoveReport, Position, Ruleset, Sealed, Setup};
use crate::sow::{
    ends_at_once, sow_observed, sowing_ends, take_holes_observed, LapVerdict, SowOptions,
};
use crate::state::{key_tag, not_in_game, play_random_hole, state_accessors, State};
use crate::trace::Observer;
use crate::types::{GameKind, GameOptions, HoleSet, Move, Outcome, Player};
use std::ops::Range;

pub use crate::types::{BaoKigogoOptions, Direction};

/// Rows of the board (rule 1: 4; the registry of games states the shape).
const ROWS: usize = GameKind::BaoKigogo.rows();
/// Columns of the board (rule 1: 12, not the 13 of the original description's diagram).
const COLS: usize = GameKind::BaoKigogo.cols();
/// Holes of the board.
const HOLES: usize = GameKind::BaoKigogo.holes();
// The four-row loops and the sides below are written for four rows.
const _: () = assert!(ROWS == 4);
/// Seeds each player starts with (rule 1), and so, at every moment, the seeds in a
/// player's rows plus the seeds the opponent has captured.
const SEEDS_PER_SIDE: u32 = 46;

/// Rule 2: both players' counter-clockwise loops, as one circuit of two cycles.
static COUNTER_CLOCKWISE: Circuit = Circuit::four_row_loops(COLS);
/// Rule 2, Decision: the same loops run the other way.
static CLOCKWISE: Circuit = Circuit::four_row_loops(COLS).reversed();
/// Rule 3: plain laps; the emptied origin is not skipped (*Common conventions*).
const SOW: SowOptions = SowOptions {
    origin_first: false,
    skip_origin: false,
    first_seed_to: 0,
};

impl Direction {
    /// Both players' loops in this direction.
    ///
    /// ```
    /// use sowing::games::bao_kigogo::Direction;
    /// let ccw = Direction::CounterClockwise.circuit();
    /// assert_eq!(ccw.next(47), 35); // South: row 3 col 11 → row 2 col 11
    /// assert_eq!(Direction::Clockwise.circuit().next(35), 47);
    /// ```
    pub fn circuit(self) -> &'static Circuit {
        match self {
            Direction::CounterClockwise => &COUNTER_CLOCKWISE,
            Direction::Clockwise => &CLOCKWISE,
        }
    }
}

/// A player's front row (rule 5): North's is row 1, South's row 2.
const fn front_row(p: Player) -> usize {
    match p {
        Player::North => 1,
        Player::South => 2,
    }
}

/// A player's back row: North's is row 0, South's row 3.
const fn back_row(p: Player) -> usize {
    match p {
        Player::North => 0,
        Player::South => 3,
    }
}

/// The holes of a player's two rows: North's are 0–23, South's 24–47.
const fn side(p: Player) -> Range<usize> {
    match p {
        Player::North => 0..2 * COLS,
        Player::South => 2 * COLS..HOLES,
    }
}

/// Rule 3: after each lap, a landing hole that now holds more than one seed was
/// occupied, so its seeds are sown onward (relay); one that holds exactly one was
/// empty, and the move ends there.
fn lap_rule(board: &Board, landing: usize) -> LapVerdict {
    verdict(board.seeds(landing))
}

/// Rule 3 on the seeds the landing hole now holds.
fn verdict(seeds: u8) -> LapVerdict {
    if seeds > 1 {
        LapVerdict::Relay
    } else {
        LapVerdict::End
    }
}

/// Rule 5: the holes `mover` captures when their move's last seed has landed in
/// `landing` (an empty hole before that seed): nothing unless `landing` is in the
/// mover's front row and the opponent's front hole in that column is occupied; then
/// that hole, plus the opponent's back hole in that column if it is occupied (as the
/// front and the back set).
fn capture_holes(board: &Board, mover: Player, landing: usize) -> (HoleSet, HoleSet) {
    let none = (HoleSet::EMPTY, HoleSet::EMPTY);
    let (row, col) = board.row_col(landing);
    if row != front_row(mover) {
        return none;
    }
    let opponent = mover.opponent();
    let front = board.index(front_row(opponent), col);
    if board.seeds(front) == 0 {
        // The back-row hole is never taken alone.
        return none;
    }
    let back = board.index(back_row(opponent), col);
    let back = if board.seeds(back) > 0 {
        HoleSet::EMPTY.with(back)
    } else {
        HoleSet::EMPTY
    };
    (HoleSet::EMPTY.with(front), back)
}

/// A Bao Kigogo position: board, captures, player to move, the result as far as the
/// position can tell (a win; the draw by repetition needs a [`crate::Game`]), and the
/// direction option. Small and `Copy`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct BaoKigogo {
    st: State,
    direction: Direction,
    /// The holes the player to move may lift ([`BaoKigogo::lift_holes`]), kept with
    /// the position: the rule-6 check after a move finds them for the next player,
    /// whose moves then start from them. Bit `i`: hole `i` of the player's side (from
    /// [`side`]`(to_move).start`), so that the position stays 80 bytes. A function of
    /// the board, the player to move and the direction, so equal positions hold equal
    /// sets.
    lift: u32,
}

impl BaoKigogo {
    /// A position from its parts (for tests and analysis): seeds per hole (48,
    /// row-major), the player to move and the direction.
    ///
    /// Each player's rows may hold at most 46 seeds; the captures are what the
    /// opponent's rows are missing (`46 −` their seeds), since seeds leave a player's
    /// rows only by capture. If the player to move has no seeds or no legal move, the
    /// game is already over: the other player won (rule 6).
    ///
    /// ```
    /// use sowing::{BaoKigogo, Player, Position};
    /// use sowing::games::bao_kigogo::Direction;
    /// let mut holes = [0u8; 48];
    /// holes[30] = 5; // South, row 2 col 6
    /// holes[3] = 2; // North, row 0 col 3
    /// let pos = BaoKigogo::from_parts(holes, Player::South, Direction::CounterClockwise).unwrap();
    /// assert_eq!(pos.captured(Player::South), 44);
    /// assert_eq!(pos.captured(Player::North), 41);
    /// assert!(pos.result().is_none());
    /// ```
    pub fn from_parts(
        holes: [u8; HOLES],
        to_move: Player,
        direction: Direction,
    ) -> Result<BaoKigogo, SetupError> {
        let mut board = empty_board();
        for (i, &n) in holes.iter().enumerate() {
            board.set_seeds(i, n);
        }
        let mut captured = [0u8; 2];
        for p in Player::BOTH {
            let theirs = board.seeds_of(p.opponent());
            if theirs > SEEDS_PER_SIDE {
                return Err(SetupError::SideTotal {
                    player: p.opponent(),
                    opponent: p,
                    found: theirs,
                });
            }
            captured[p.index()] = (SEEDS_PER_SIDE - theirs) as u8;
        }
        let mut pos = BaoKigogo::with_state(
            State {
                board,
                captured,
                to_move,
                result: None,
            },
            direction,
        );
        if !pos.can_move(to_move) {
            pos.st.result = Some(Outcome::win(to_move.opponent()));
        }
        Ok(pos)
    }

    /// The position of `st` in `direction`, with the holes the player to move may lift.
    fn with_state(st: State, direction: Direction) -> BaoKigogo {
        let mut pos = BaoKigogo {
            st,
            direction,
            lift: 0,
        };
        pos.keep_lift();
        pos
    }

    /// Stores [`Self::lift_holes`] of the player to move.
    #[inline]
    fn keep_lift(&mut self) {
        let holes = self.lift_holes(self.st.to_move).0;
        // A side's 24 holes start at 0 or 24.
        self.lift = (holes >> side(self.st.to_move).start) as u32;
    }

    /// The holes the player to move may lift, as kept with the position.
    #[inline]
    fn lift(&self) -> HoleSet {
        HoleSet((self.lift as u64) << side(self.st.to_move).start)
    }

    /// The sowing direction of this game.
    pub fn direction(&self) -> Direction {
        self.direction
    }

    /// Both players' loops in this game's direction.
    pub fn circuit(&self) -> &'static Circuit {
        self.direction.circuit()
    }

    /// The holes of `p`'s side whose seed count `mark` flags: `mark` takes eight
    /// holes' counts as one word (a byte each) and sets the top bit of each byte it
    /// flags, never carrying from one byte into the next.
    #[inline]
    fn side_holes(&self, p: Player, mark: impl Fn(u64) -> u64) -> HoleSet {
        let b = &self.st.board;
        let start = side(p).start;
        let mut holes = 0u64;
        for i in 0..3 {
            let top = mark(b.seed_bytes(start + 8 * i)) & 0x8080_8080_8080_8080;
            // The eight top bits gathered into one byte, hole order kept.
            let byte = (top >> 7).wrapping_mul(0x0102_0408_1020_4080) >> 56;
            holes |= byte << (start + 8 * i);
        }
        HoleSet(holes)
    }

    /// `p`'s holes of 2 or more seeds (rule 4: while there are any, singletons may not
    /// move).
    #[inline]
    fn big_holes(&self, p: Player) -> HoleSet {
        // A byte of at most 92 gains its top bit from adding 0x7E exactly when it is 2
        // or more.
        self.side_holes(p, |w| w.wrapping_add(0x7E7E_7E7E_7E7E_7E7E))
    }

    /// Whether `p` has a hole of 2 or more seeds.
    fn has_big_hole(&self, p: Player) -> bool {
        !self.big_holes(p).is_empty()
    }

    /// Rules 3 and 4: the holes `p` may lift, before looking at whether their sowing
    /// ends: the holes of 2 or more, or if there are none, the single seeds whose next
    /// hole is empty.
    #[inline]
    fn lift_holes(&self, p: Player) -> HoleSet {
        let big = self.big_holes(p);
        if !big.is_empty() {
            return big;
        }
        // The bytes equal to 1 are the zero bytes of `w ^ 0x01…`; adding 0x7F to the
        // low seven bits sets the top bit of every other byte.
        const LOW: u64 = 0x7F7F_7F7F_7F7F_7F7F;
        let single = self.side_holes(p, |w| {
            let x = w ^ 0x0101_0101_0101_0101;
            !(((x & LOW) + LOW) | x)
        });
        let b = &self.st.board;
        single
            .iter()
            .filter(|&h| b.seeds(self.circuit().next(h)) == 0)
            .collect()
    }

    /// Rules 3 and 4: whether `hole` may be lifted by `p`, before looking at whether the
    /// sowing ends. `big` is [`Self::has_big_hole`] of `p`.
    fn check_lift(&self, p: Player, big: bool, hole: usize) -> Result<(), MoveError> {
        self.st.check_seeded_hole_of(p, hole)?;
        let b = &self.st.board;
        match b.seeds(hole) {
            1 if big => Err(MoveError::SingletonWhileBigHole { hole }),
            1 if b.seeds(self.circuit().next(hole)) != 0 => Err(MoveError::SingletonBlocked {
                hole,
                next: self.circuit().next(hole),
            }),
            _ => Ok(()),
        }
    }

    /// Whether `p` has a legal move on this board (rule 6: if not, `p` loses): some hole
    /// of 2 or more whose sowing ends, or, with no such hole, a single seed whose next
    /// hole is empty. A player with no seeds has none.
    pub fn can_move(&self, p: Player) -> bool {
        self.can_lift_and_end(self.lift_holes(p))
    }

    /// Whether one of the holes `lift` has a sowing that ends.
    #[inline]
    fn can_lift_and_end(&self, lift: HoleSet) -> bool {
        // The cheap answers first: a first lap that lands in an empty hole ends there.
        lift.iter().any(|h| self.ends_at_once(h)) || lift.iter().any(|h| self.ends(h))
    }

    /// Whether sowing `hole` on this board ends: the kernel's answer. Singleton steps
    /// (into an empty hole) always do.
    #[inline]
    fn ends(&self, hole: usize) -> bool {
        sowing_ends(&self.st.board, self.circuit(), hole, SOW, verdict)
    }

    /// Whether sowing `hole` surely ends without sowing it: its first lap is shorter
    /// than the loop and its last seed falls into an empty hole (rule 3 ends the move
    /// there). Otherwise only the sowing tells.
    #[inline]
    fn ends_at_once(&self, hole: usize) -> bool {
        ends_at_once(&self.st.board, self.circuit(), hole, SOW, verdict)
    }

    /// Sows `hole` (already checked) and applies rules 5 and 6. Leaves `self`
    /// half-changed on error (callers work on a copy).
    fn sow_unchecked<O: Observer>(
        &mut self,
        hole: usize,
        obs: &mut O,
    ) -> Result<MoveReport, MoveError> {
        let mover = self.st.to_move;
        let circuit = self.direction.circuit();
        let sowing = sow_observed(&mut self.st.board, circuit, hole, SOW, lap_rule, obs)?;
        // Rule 3: the move ended, so the last seed fell into an empty hole.
        debug_assert_eq!(self.st.board.seeds(sowing.landing), 1);
        let (front, back) = capture_holes(&self.st.board, mover, sowing.landing);
        let mut captured = take_holes_observed(&mut self.st.board, front, obs);
        let back = take_holes_observed(&mut self.st.board, back, obs);
        captured.holes.0 |= back.holes.0;
        captured.seeds += back.seeds;
        let report = self.st.record_sowing(mover, (sowing, captured));
        let opponent = mover.opponent();
        self.st.to_move = opponent;
        self.keep_lift();
        // Rule 6: no seeds means no legal move, so one check covers both cases.
        if !self.can_lift_and_end(self.lift()) {
            self.st.result = Some(Outcome::win(mover));
        }
        Ok(report)
    }

    fn play_with<O: Observer>(&mut self, mv: Move, obs: &mut O) -> Result<MoveReport, MoveError> {
        if self.st.result.is_some() {
            return Err(MoveError::GameOver);
        }
        let Move::Sow(h) = mv else {
            return Err(not_in_game(Self::KIND, mv));
        };
        let h = h as usize;
        if h >= HOLES {
            return Err(MoveError::NoSuchHole { hole: h });
        }
        let p = self.st.to_move;
        self.check_lift(p, self.has_big_hole(p), h)?;
        let mut next = *self;
        let report = next.sow_unchecked(h, obs)?;
        *self = next;
        Ok(report)
    }

    /// Words of seed counts in the key ([`crate::KeyHasher`]).
    const KEY_WORDS: usize = 6;

    fn key_tag(&self) -> u64 {
        key_tag(Self::KIND, self.options().into())
    }

    fn key_extra(&self) -> u32 {
        0
    }
}

/// The 4×12 board with no seeds, rows 0–1 North's and rows 2–3 South's.
fn empty_board() -> Board {
    let mut board = match Board::empty(ROWS, COLS) {
        Some(b) => b,
        None => unreachable!("4×12 fits MAX_HOLES"),
    };
    for h in side(Player::North) {
        board.set_owner(h, Player::North);
    }
    board
}

impl Position for BaoKigogo {
    state_accessors!();

    /// Rules 3 and 4: the player's holes of 2 or more whose sowing ends or, if they have
    /// none of 2 or more, their single seeds whose next hole is empty. Never a pass.
    fn legal_moves(&self, moves: &mut MoveList) {
        moves.clear();
        if self.st.result.is_some() {
            return;
        }
        let p = self.st.to_move;
        let lift = self.lift();
        if cfg!(debug_assertions) {
            let big = self.has_big_hole(p);
            for h in side(p) {
                assert_eq!(lift.contains(h), self.check_lift(p, big, h).is_ok());
            }
        }
        for h in lift.iter() {
            if self.ends(h) {
                moves.push(Move::Sow(h as u8));
            }
        }
    }

    /// Rejection sampling ([`Position::play_random`]): one hole that may be lifted is
    /// drawn and sown; only if it is endless are the legal moves listed.
    fn play_random(&mut self, rng: &mut Rng) -> Option<(Move, MoveReport)> {
        debug_assert_eq!(self.lift(), self.lift_holes(self.st.to_move));
        let mut holes = [0u8; 2 * COLS];
        let mut n = 0;
        for h in self.lift().iter() {
            holes[n] = h as u8;
            n += 1;
        }
        play_random_hole(self, rng, &holes[..n], |pos, h| {
            pos.sow_unchecked(h, &mut ())
        })
    }

    /// Each candidate of [`Position::legal_moves`] sown once on a copy (an endless
    /// one is left out by the sowing itself).
    #[inline]
    fn for_each_successor<F: FnMut(Move, &Self, &MoveReport)>(&self, mut f: F) {
        if self.st.result.is_some() {
            return;
        }
        for h in self.lift().iter() {
            let mut next = *self;
            if let Ok(report) = next.sow_unchecked(h, &mut ()) {
                f(Move::Sow(h as u8), &next, &report);
            }
        }
    }

    /// Rule 6: a repeated position is a draw, so games need a [`crate::Game`].
    fn repetition_ends_game(&self) -> bool {
        true
    }

    /// A capture lowers the seeds on the board for good, so no earlier position can
    /// come back.
    fn forgets_history_after(&self, report: &MoveReport) -> bool {
        report.captured.seeds > 0
    }
}

impl Sealed for BaoKigogo {}

impl FromSetup for BaoKigogo {
    fn kind(&self) -> GameKind {
        Self::KIND
    }

    fn to_setup(&self) -> Setup {
        self.st.setup(Self::KIND, self.options().into())
    }

    /// Checks the size, the fixed owners, the seed total, that each player's rows plus
    /// the opponent's captures make 46, and the result: a win exactly when the player
    /// to move has no legal move (won by the other player); `"draw"` is accepted only
    /// when no win applies (a draw by repetition, which a [`crate::Game`] reports and
    /// the position alone cannot check).
    fn from_setup(s: &Setup) -> Result<Self, SetupError> {
        let options = match s.options {
            GameOptions::None => BaoKigogoOptions::default(),
            GameOptions::BaoKigogo(o) => o,
            // Another game's options.
            _ => return Err(SetupError::WrongOptions { game: Self::KIND }),
        };
        let st = State::from_setup_fixed_owners(s, Self::KIND, ROWS, COLS, Self::TOTAL_SEEDS)?;
        for p in Player::BOTH {
            let found = st.board.seeds_of(p.opponent()) + st.captured(p);
            if found != SEEDS_PER_SIDE {
                return Err(SetupError::SideTotal {
                    player: p.opponent(),
                    opponent: p,
                    found,
                });
            }
        }
        let pos = BaoKigogo::with_state(st, options.direction);
        let won = !pos.can_move(pos.st.to_move);
        match pos.st.result {
            None if won => Err(SetupError::ResultMissing {
                rule: "bao-kigogo rule 6 (the player to move has no legal move)",
            }),
            None => Ok(pos),
            Some(Outcome::Win {
                winner,
                without_glory: false,
            }) if won && winner == pos.st.to_move.opponent() => Ok(pos),
            Some(Outcome::Draw) if !won => Ok(pos),
            Some(declared) => Err(SetupError::ResultContradicts {
                declared,
                why: "a bao-kigogo game is won by the player not to move exactly when the player to move has no legal move (rule 6), and a win takes precedence over a draw",
            }),
        }
    }
}

impl Default for BaoKigogo {
    /// Rule 1: 2 seeds everywhere except holes 23 (row 1, col 11) and 24 (row 2,
    /// col 0); South to move; counter-clockwise.
    fn default() -> Self {
        let mut board = empty_board();
        for h in 0..HOLES {
            board.set_seeds(h, 2);
        }
        board.set_seeds(board.index(1, COLS - 1), 0);
        board.set_seeds(board.index(2, 0), 0);
        BaoKigogo::with_state(State::new(board), Direction::CounterClockwise)
    }
}

impl Ruleset for BaoKigogo {
    const KIND: GameKind = GameKind::BaoKigogo;
    const TOTAL_SEEDS: u32 = 2 * SEEDS_PER_SIDE;
    const MAX_LEGAL_MOVES: usize = 2 * COLS;
    type Options = BaoKigogoOptions;

    fn new(options: BaoKigogoOptions) -> Result<Self, SetupError> {
        Ok(BaoKigogo::with_state(Self::default().st, options.direction))
    }

    fn options(&self) -> BaoKigogoOptions {
        BaoKigogoOptions {
            direction: self.direction,
        }
    }
}

const _: () = assert!(BaoKigogo::MAX_LEGAL_MOVES <= crate::rules::MOVE_LIST_CAPACITY);
