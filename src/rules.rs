//! The rules layer: the [`Position`] and [`Ruleset`] traits, [`Setup`] (a raw
//! position, validated into a game's position), move lists, move reports and
//! stable position keys.

use crate::board::Board;
use crate::error::{MoveError, SetupError};
use crate::rng::Rng;
use crate::sow::{Capture, SowReport};
use crate::trace::Event;
use crate::types::{GameKind, GameOptions, Move, Outcome, PendingOffer, Player};
use std::fmt;
use std::hash::Hash;

/// The capacity of a [`MoveList`]: more than any game's [`Ruleset::MAX_LEGAL_MOVES`]
/// (Goré's 70 is the largest), which compile-time assertions check for every game.
pub const MOVE_LIST_CAPACITY: usize = 128;

/// A [`MoveList`] was full.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, thiserror::Error)]
#[error("a move list holds at most {MOVE_LIST_CAPACITY} moves")]
pub struct CapacityError;

/// A fixed-capacity list of moves, filled by [`Position::legal_moves`] without touching
/// the heap. It derefs to a slice (mutable too: sort it, shuffle it) and iterates by
/// value or by reference.
///
/// ```
/// use sowing::{DjenonAboure, Move, MoveList, Position, Ruleset};
/// let mut moves = MoveList::new();
/// DjenonAboure::start().legal_moves(&mut moves);
/// assert_eq!(moves.len(), 6);
/// moves.sort_by_key(|m| std::cmp::Reverse(*m));
/// assert_eq!(moves[0], Move::Sow(11));
/// let holes: Vec<Move> = moves.into_iter().collect();
/// assert_eq!(holes.len(), 6);
/// ```
#[derive(Clone, Copy)]
pub struct MoveList {
    moves: [Move; MOVE_LIST_CAPACITY],
    len: u8,
}

impl MoveList {
    /// An empty list.
    #[inline]
    pub const fn new() -> MoveList {
        MoveList {
            moves: [Move::Pass; MOVE_LIST_CAPACITY],
            len: 0,
        }
    }

    /// Appends a move.
    ///
    /// # Panics
    /// If the list already holds [`MOVE_LIST_CAPACITY`] moves. No game of this crate
    /// can get there (each game's [`Ruleset::MAX_LEGAL_MOVES`] is below the capacity,
    /// checked at compile time); use [`MoveList::try_push`] for lists you fill yourself.
    #[inline]
    pub fn push(&mut self, m: Move) {
        match self.moves.get_mut(self.len as usize) {
            Some(slot) => {
                *slot = m;
                self.len += 1;
            }
            None => capacity_exceeded(),
        }
    }

    /// Appends a move, or says the list is full (and leaves it unchanged).
    #[inline]
    pub fn try_push(&mut self, m: Move) -> Result<(), CapacityError> {
        let slot = self.moves.get_mut(self.len as usize).ok_or(CapacityError)?;
        *slot = m;
        self.len += 1;
        Ok(())
    }

    /// Empties the list.
    #[inline]
    pub fn clear(&mut self) {
        self.len = 0;
    }

    /// The moves.
    #[inline]
    pub fn as_slice(&self) -> &[Move] {
        &self.moves[..self.len as usize]
    }

    /// The moves, mutable (to reorder them).
    #[inline]
    pub fn as_mut_slice(&mut self) -> &mut [Move] {
        &mut self.moves[..self.len as usize]
    }

    /// Keeps only the moves for which `keep` holds, in order.
    pub fn retain(&mut self, mut keep: impl FnMut(&Move) -> bool) {
        let mut n = 0;
        for i in 0..self.len as usize {
            let m = self.moves[i];
            if keep(&m) {
                self.moves[n] = m;
                n += 1;
            }
        }
        self.len = n as u8;
    }
}

/// The panic of [`MoveList::push`], out of line so that pushing stays small.
#[cold]
#[inline(never)]
fn capacity_exceeded() -> ! {
    panic!("{}", CapacityError)
}

impl Default for MoveList {
    fn default() -> Self {
        MoveList::new()
    }
}

impl std::ops::Deref for MoveList {
    type Target = [Move];
    #[inline]
    fn deref(&self) -> &[Move] {
        self.as_slice()
    }
}

impl std::ops::DerefMut for MoveList {
    #[inline]
    fn deref_mut(&mut self) -> &mut [Move] {
        self.as_mut_slice()
    }
}

impl fmt::Debug for MoveList {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.as_slice()).finish()
    }
}

impl PartialEq for MoveList {
    fn eq(&self, other: &Self) -> bool {
        self.as_slice() == other.as_slice()
    }
}

impl Eq for MoveList {}

impl<'a> IntoIterator for &'a MoveList {
    type Item = &'a Move;
    type IntoIter = std::slice::Iter<'a, Move>;
    fn into_iter(self) -> Self::IntoIter {
        self.as_slice().iter()
    }
}

impl<'a> IntoIterator for &'a mut MoveList {
    type Item = &'a mut Move;
    type IntoIter = std::slice::IterMut<'a, Move>;
    fn into_iter(self) -> Self::IntoIter {
        self.as_mut_slice().iter_mut()
    }
}

impl IntoIterator for MoveList {
    type Item = Move;
    type IntoIter = std::iter::Take<std::array::IntoIter<Move, MOVE_LIST_CAPACITY>>;
    fn into_iter(self) -> Self::IntoIter {
        let len = self.len as usize;
        self.moves.into_iter().take(len)
    }
}

impl FromIterator<Move> for MoveList {
    /// Collects moves.
    ///
    /// # Panics
    /// If there are more than [`MOVE_LIST_CAPACITY`].
    fn from_iter<I: IntoIterator<Item = Move>>(iter: I) -> Self {
        let mut list = MoveList::new();
        for m in iter {
            list.push(m);
        }
        list
    }
}

/// What a move did, for tests and user interfaces.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct MoveReport {
    /// The sowing, if the move sowed.
    pub sowing: Option<SowReport>,
    /// What the mover captured.
    pub captured: Capture,
    /// Whether the same player moves again (Hoyito III's extra turn, Goré's answer
    /// followed by a sowing).
    pub moves_again: bool,
    /// A described match of rounds: the result of the round this move ended (the
    /// position is then at the start of the next round; [`Position::result`] is the
    /// match's). `None` for every other move and game.
    pub round_ended: Option<Outcome>,
}

/// A legal move, the position it leads to and what it did: one entry of
/// [`Position::successors`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Successor<P> {
    /// The move.
    pub mv: Move,
    /// The position after it.
    pub position: P,
    /// What it did.
    pub report: MoveReport,
}

/// A reusable list of [`Successor`]s, filled by [`Position::successors`]. It allocates
/// once, when it is made, with room for [`MOVE_LIST_CAPACITY`] entries, and never
/// again: keep one per search ply or per playout loop.
///
/// ```
/// use sowing::{DjenonAboure, Position, Ruleset, Successors};
/// let start = DjenonAboure::start();
/// let mut next = Successors::new();
/// start.successors(&mut next);
/// assert_eq!(next.len(), 6);
/// let mut played = start;
/// played.play(next[2].mv).unwrap();
/// assert_eq!(played, next[2].position);
/// ```
#[derive(Clone, Debug)]
pub struct Successors<P> {
    items: Vec<Successor<P>>,
}

impl<P> Successors<P> {
    /// An empty list with room for [`MOVE_LIST_CAPACITY`] successors.
    pub fn new() -> Successors<P> {
        Successors {
            items: Vec::with_capacity(MOVE_LIST_CAPACITY),
        }
    }

    /// Appends a successor.
    ///
    /// # Panics
    /// If the list already holds [`MOVE_LIST_CAPACITY`] entries (no game of this
    /// crate has that many legal moves).
    #[inline]
    pub fn push(&mut self, s: Successor<P>) {
        if self.items.len() == MOVE_LIST_CAPACITY {
            capacity_exceeded();
        }
        self.items.push(s);
    }

    /// Empties the list (keeping its room).
    #[inline]
    pub fn clear(&mut self) {
        self.items.clear();
    }

    /// The moves, in order.
    pub fn moves(&self) -> impl Iterator<Item = Move> + '_ {
        self.items.iter().map(|s| s.mv)
    }
}

impl<P> Default for Successors<P> {
    fn default() -> Self {
        Successors::new()
    }
}

impl<P> std::ops::Deref for Successors<P> {
    type Target = [Successor<P>];
    #[inline]
    fn deref(&self) -> &[Successor<P>] {
        &self.items
    }
}

impl<P> std::ops::DerefMut for Successors<P> {
    #[inline]
    fn deref_mut(&mut self) -> &mut [Successor<P>] {
        &mut self.items
    }
}

/// A position of some game: what a driver, a search or a user interface needs.
///
/// Implemented by every game's position type and by [`crate::AnyGame`]; implement it
/// for a variant of your own built on the kernel (see `examples/custom_game.rs`), and
/// the driver, perft, playouts and search work on it too. Moves are checked:
/// [`Position::play`] either plays a legal move or returns a [`MoveError`] and leaves
/// the position exactly as it was.
///
/// ```
/// use sowing::{DjenonAboure, Move, MoveList, Position, Ruleset};
/// let mut pos = DjenonAboure::start();
/// let mut moves = MoveList::new();
/// pos.legal_moves(&mut moves);
/// let before = pos;
/// assert!(pos.play(Move::Sow(0)).is_err()); // North's hole: South moves first
/// assert_eq!(pos, before);
/// pos.play(moves[0]).unwrap();
/// assert_eq!(pos.board().total() + pos.captured(sowing::Player::South)
///            + pos.captured(sowing::Player::North), 48);
/// ```
pub trait Position: Copy + Eq + Hash + fmt::Debug {
    /// Seeds in play (on the board plus captured) at every moment of the game.
    fn total_seeds(&self) -> u32;

    /// The board.
    fn board(&self) -> &Board;

    /// Seeds `p` has captured so far (at the end, including what the rules award).
    fn captured(&self, p: Player) -> u32;

    /// The player whose decision is next (meaningless once the game is over).
    fn to_move(&self) -> Player;

    /// The result, once the game is over (as far as the position alone can tell: a
    /// draw by repetition needs the game's history, see [`crate::Game`]).
    fn result(&self) -> Option<Outcome>;

    /// Whether the game is over.
    fn is_over(&self) -> bool {
        self.result().is_some()
    }

    /// The result the game will have whatever is played from here, when the rules
    /// already fix it: a finished game's result, or, in Hoyito III and Djenon-aboure
    /// (captured seeds never return to the board), that of a side ahead by more than
    /// the seeds still on the board. `None` while the result can still change or
    /// cannot be told cheaply (the default: a finished game's result only). The
    /// computer players play a decided game towards its end rather than prolong it.
    ///
    /// ```
    /// use sowing::{DjenonAboure, Outcome, Player, Position};
    /// let pos = DjenonAboure::from_parts([0, 0, 0, 0, 0, 0, 2, 2, 0, 0, 0, 0], [4, 40], Player::South).unwrap();
    /// assert_eq!(pos.decided(), Some(Outcome::win(Player::North)));
    /// assert!(!pos.is_over());
    /// ```
    fn decided(&self) -> Option<Outcome> {
        self.result()
    }

    /// Fills `moves` with every legal move (cleared first). Empty once the game is over.
    fn legal_moves(&self, moves: &mut MoveList);

    /// Plays `mv` if it is legal; otherwise returns why and leaves `self` unchanged.
    fn play(&mut self, mv: Move) -> Result<MoveReport, MoveError>;

    /// [`Position::play`], also appending to `trace` every step of the move: lifts,
    /// drops, captures, passes, offers, payments, extra turns, the end-of-game sweep
    /// and the result ([`crate::trace`]). A refused move appends nothing. The default
    /// plays the move and records nothing (for variants that do not trace).
    fn play_traced(&mut self, mv: Move, trace: &mut Vec<Event>) -> Result<MoveReport, MoveError> {
        let _ = trace;
        self.play(mv)
    }

    /// Calls `f` with every legal move, in the order of [`Position::legal_moves`],
    /// the position it leads to and its report: the same as playing each legal move
    /// on a copy, with each sowing done once (the relay games: every candidate is
    /// sown once, with all the rules, and kept if it ends). The default finds the
    /// legal moves, then plays each on a copy.
    #[inline]
    fn for_each_successor<F: FnMut(Move, &Self, &MoveReport)>(&self, mut f: F) {
        let mut moves = MoveList::new();
        self.legal_moves(&mut moves);
        for &mv in moves.iter() {
            let mut next = *self;
            match next.play(mv) {
                Ok(report) => f(mv, &next, &report),
                Err(_) => unreachable!("a legal move plays"),
            }
        }
    }

    /// Fills `out` (cleared first) with every legal move, the position it leads to
    /// and its report ([`Position::for_each_successor`]). Empty once the game is over.
    fn successors(&self, out: &mut Successors<Self>) {
        out.clear();
        self.for_each_successor(|mv, position, report| {
            out.push(Successor {
                mv,
                position: *position,
                report: *report,
            })
        });
    }

    /// Plays a uniformly random legal move and returns it with its report, or `None`
    /// once the game is over. The same generator state always gives the same move.
    ///
    /// The default finds the legal moves and plays `moves[rng.below(moves.len())]`
    /// ([`play_random_legal`]); games override it where a cheaper way exists, and may
    /// then draw differently, the distribution staying uniform:
    /// - Oware: a mask of the legal houses kept with the position, the same draw;
    /// - Goré: the offers counted, not listed, the same draw;
    /// - Hoyito III, Djenon-aboure and Bao Kigogo, whose relay sowings may be endless:
    ///   rejection sampling. One hole that may be lifted is drawn uniformly and sown; it
    ///   is the move if its sowing ends, as it nearly always does, so the other holes
    ///   need not be sown to learn whether they are legal. If the drawn sowing is
    ///   endless, the move is drawn again among the legal moves. Each legal move then
    ///   has probability `1/c + (e/c)(1/n) = 1/n` (`c` holes that may be lifted, `e` of
    ///   them endless, `n = c - e` legal moves).
    ///
    /// ```
    /// use sowing::{DjenonAboure, Position, Ruleset};
    /// use sowing::Rng;
    /// let (mut pos, mut rng) = (DjenonAboure::start(), Rng::new(7));
    /// while pos.play_random(&mut rng).is_some() {}
    /// assert!(pos.is_over());
    /// ```
    #[inline]
    fn play_random(&mut self, rng: &mut Rng) -> Option<(Move, MoveReport)> {
        play_random_legal(self, rng)
    }

    /// Plays random moves as [`Position::play_random`] does, one after another,
    /// until the game is over, `limit` moves are played, or `each` (given the
    /// position after a move, the move and its report) returns `false`; returns
    /// the number of moves played. The same moves as `play_random` called in a
    /// loop: [`Position::play_random_with`] with a closure.
    ///
    /// ```
    /// use sowing::{Oware, Position, Ruleset};
    /// use sowing::Rng;
    /// let mut pos = Oware::start();
    /// let mut captures = 0;
    /// let plies = pos.play_random_while(&mut Rng::new(7), 50, |_, _, report| {
    ///     captures += (report.captured.seeds > 0) as u32;
    ///     true
    /// });
    /// assert_eq!(plies, 50);
    /// let mut again = Oware::start();
    /// let mut rng = Rng::new(7);
    /// for _ in 0..50 {
    ///     again.play_random(&mut rng);
    /// }
    /// assert_eq!(pos, again);
    /// ```
    #[inline]
    fn play_random_while<F: FnMut(&mut Self, Move, &MoveReport) -> bool>(
        &mut self,
        rng: &mut Rng,
        limit: usize,
        each: F,
    ) -> usize {
        self.play_random_with(rng, limit, each)
    }

    /// [`Position::play_random_while`] with what follows each move as an
    /// [`OnRandomMove`] (a closure, or a type of its own, inlined into the loop).
    /// Games may override it to choose their code once for the run rather than at
    /// each move, as the library's do; [`crate::playout::Playout`] plays through it.
    #[inline]
    fn play_random_with<E: OnRandomMove<Self>>(
        &mut self,
        rng: &mut Rng,
        limit: usize,
        mut each: E,
    ) -> usize {
        let mut plies = 0;
        while plies < limit {
            let Some((mv, report)) = self.play_random(rng) else {
                break;
            };
            plies += 1;
            if !each.on_move(self, mv, &report) {
                break;
            }
        }
        plies
    }

    /// Whether `mv` is legal here.
    fn is_legal(&self, mv: Move) -> bool {
        let mut copy = *self;
        copy.play(mv).is_ok()
    }

    /// A 64-bit key of the position, the same on every platform and every version of
    /// the crate: equal positions have equal keys, and distinct positions almost never
    /// do. For transposition tables, opening books and repetition sets.
    ///
    /// The crate's games compute it with [`KeyHasher`] over, in order: a tag word (the
    /// game and its options), the holes' seed counts eight to a word, the mask of holes
    /// North controls, and a word of captures, player to move, result and phase (see
    /// [`KeyHasher`] for the exact words). Tests pin the keys of a few positions.
    fn key(&self) -> u64;

    /// Whether a repeated position ends the game, so that a [`crate::Game`] must keep
    /// the positions seen (Bao Kigogo rule 6, Oware rule 7).
    fn repetition_ends_game(&self) -> bool {
        false
    }

    /// How a repetition ends the game: `true` for a draw (Bao Kigogo rule 6), `false`
    /// when the game applies an ending of its own through
    /// [`Position::end_by_repetition_unchecked`] (Oware rule 7).
    fn repetition_is_draw(&self) -> bool {
        true
    }

    /// Applies the game's own ending on a repeated position (Oware: each player takes
    /// the seeds of their own row), after which [`Position::result`] is `Some`. Does
    /// nothing for games whose repetition is a draw.
    ///
    /// # Contract
    /// Only [`crate::Game`] calls it, when this position has just been reached again
    /// and the game is not over. Called on any other position, it ends a game the
    /// rules have not ended.
    fn end_by_repetition_unchecked(&mut self) {}

    /// Whether no position from before the move that `report` describes (the move just
    /// played to reach this position) can ever occur again, so that a [`crate::Game`]
    /// may forget the positions it has seen — as OpenSpiel's Oware does after every
    /// capture. Only a saving: answering `false` (the default) is always correct.
    fn forgets_history_after(&self, report: &MoveReport) -> bool {
        let _ = report;
        false
    }
}

/// What [`Position::play_random_with`] does after each move: told the position
/// after it, the move and its report, says whether to go on. Any closure
/// `FnMut(&mut P, Move, &MoveReport) -> bool` is one; a type of its own whose method
/// is `#[inline(always)]` is inlined into every game's loop, where a closure called
/// from several of them may not be.
pub trait OnRandomMove<P> {
    /// After the move `mv` reported by `report`, which left `pos`: whether to go on.
    fn on_move(&mut self, pos: &mut P, mv: Move, report: &MoveReport) -> bool;
}

impl<P, F: FnMut(&mut P, Move, &MoveReport) -> bool> OnRandomMove<P> for F {
    #[inline(always)]
    fn on_move(&mut self, pos: &mut P, mv: Move, report: &MoveReport) -> bool {
        self(pos, mv, report)
    }
}

/// Plays `moves[rng.below(moves.len())]` of `pos`'s legal moves and returns it with its
/// report, or `None` once the game is over: [`Position::play_random`]'s default, and
/// the exact draw that the games' faster ways fall back on.
///
/// ```
/// use sowing::{Oware, Position, Ruleset};
/// use sowing::playout::play_random_legal;
/// use sowing::Rng;
/// let mut pos = Oware::start();
/// let (mv, _) = play_random_legal(&mut pos, &mut Rng::new(1)).unwrap();
/// assert_ne!(pos, Oware::start());
/// assert!(Oware::start().is_legal(mv));
/// ```
#[inline]
pub fn play_random_legal<P: Position>(pos: &mut P, rng: &mut Rng) -> Option<(Move, MoveReport)> {
    let mut moves = MoveList::new();
    pos.legal_moves(&mut moves);
    if moves.is_empty() {
        return None;
    }
    let mv = moves[rng.below(moves.len())];
    match pos.play(mv) {
        Ok(report) => Some((mv, report)),
        Err(_) => unreachable!("a legal move plays"),
    }
}

mod sealed {
    pub trait Sealed {}
}
pub(crate) use sealed::Sealed;

/// A position of one of this crate's games, convertible to and from a [`Setup`].
///
/// Implemented by the five games and [`crate::AnyGame`] (sealed: the set of games is
/// the crate's). The formats ([`crate::format`]) go through it.
pub trait FromSetup: Position + Sealed {
    /// Which game this is.
    fn kind(&self) -> GameKind;

    /// The position as a raw [`Setup`].
    fn to_setup(&self) -> Setup;

    /// Validates a raw setup into a position: the game, size, options, seed total,
    /// owners, captures, game-specific fields and result must agree with the rules.
    fn from_setup(setup: &Setup) -> Result<Self, SetupError>;

    /// The legal moves as a set of actions ([`crate::actions`]): bit `a` is set when
    /// action `a` is legal (every game has at most 128 actions); 0 once the game is
    /// over. The same set as [`Position::legal_moves`]; `moves` is room for the list
    /// (left holding the legal moves, or untouched by games that know their legal
    /// holes as a mask, like Oware, which answer in a few instructions).
    ///
    /// ```
    /// use sowing::{FromSetup, Move, MoveList, Oware, Position, Ruleset};
    /// let mut pos = Oware::start();
    /// let mut room = MoveList::new();
    /// assert_eq!(pos.legal_action_bits(&mut room), 0b1111_1100_0000); // South's 6 to 11
    /// pos.play(Move::Sow(11)).unwrap();
    /// assert_eq!(pos.legal_action_bits(&mut room), 0b11_1111); // North's 0 to 5
    /// ```
    fn legal_action_bits(&self, moves: &mut MoveList) -> u128 {
        action_bits_of_list(self, moves)
    }
}

/// [`FromSetup::legal_action_bits`] from the list of legal moves (left in `moves`):
/// what every game answers unless it knows its legal moves as a mask.
pub(crate) fn action_bits_of_list<P: FromSetup>(pos: &P, moves: &mut MoveList) -> u128 {
    pos.legal_moves(moves);
    let kind = pos.kind();
    moves
        .iter()
        .filter_map(|&mv| crate::types::action_of(kind, mv))
        .fold(0, |bits, a| bits | 1 << a)
}

// Every game's actions fit the bits of `FromSetup::legal_action_bits`.
const _: () = {
    let mut i = 0;
    while i < GameKind::ALL.len() {
        assert!(GameKind::ALL[i].num_actions() <= 128);
        i += 1;
    }
};

/// One game's rules, implemented by that game's position type.
///
/// Each game is one type (as `shakmaty` has one type per chess variant): the value is
/// a position — the board, captures, who is to move, the result, and any phase state —
/// small and `Copy`. This trait adds what is known of the game before any position
/// exists: its name, seed total, options and starting position. Sealed.
///
/// ```
/// use sowing::{DjenonAboure, GameKind, Position, Ruleset};
/// let pos = DjenonAboure::start();
/// assert_eq!(DjenonAboure::KIND, GameKind::DjenonAboure);
/// assert_eq!(pos.board().total(), DjenonAboure::TOTAL_SEEDS);
/// assert_eq!(pos, DjenonAboure::default());
/// ```
pub trait Ruleset: FromSetup + Default {
    /// Which game this is.
    const KIND: GameKind;
    /// Seeds in play (on the board plus captured) at every moment of the game.
    const TOTAL_SEEDS: u32;
    /// The most legal moves any position of the game has (at most
    /// [`MOVE_LIST_CAPACITY`], checked at compile time; tests check it is reached or
    /// not exceeded).
    const MAX_LEGAL_MOVES: usize;

    /// The game's options, which serde reads and writes as docs/FORMAT.md's `options`
    /// object.
    type Options: Copy
        + Eq
        + fmt::Debug
        + Default
        + Into<GameOptions>
        + serde::Serialize
        + serde::de::DeserializeOwned;

    /// The starting position with the given options, or why the options are invalid.
    fn new(options: Self::Options) -> Result<Self, SetupError>;

    /// The starting position with default options.
    fn start() -> Self {
        Self::default()
    }

    /// The options this position's game was started with.
    fn options(&self) -> Self::Options;
}

/// A raw position of any game, as read from outside: nothing is checked until
/// [`FromSetup::from_setup`] validates it into a game's position. The JSON and text
/// formats ([`crate::format`]) read and write positions through it.
///
/// ```
/// use sowing::{FromSetup, Gore, Player, Ruleset, Setup, SetupError};
/// let mut setup = Gore::start().to_setup();
/// setup.captured[0] = 5; // five seeds from nowhere
/// assert_eq!(Gore::from_setup(&setup), Err(SetupError::SeedTotal { found: 53, expected: 48 }));
/// setup.captured[0] = 0;
/// setup.board.set_owner(0, Player::South); // a Goré trade gave South hole 0
/// assert!(Gore::from_setup(&setup).is_ok());
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Setup {
    /// The game.
    pub game: GameKind,
    /// The game's options.
    pub options: GameOptions,
    /// Holes, seeds and owners.
    pub board: Board,
    /// Seeds captured by South and North (indexed by [`Player::index`]); at the end of
    /// a game, including what the rules award.
    pub captured: [u32; 2],
    /// Whose decision is next.
    pub to_move: Player,
    /// The result, `None` while the game goes on.
    pub result: Option<Outcome>,
    /// Goré: the offer the player to move must answer.
    pub pending_offer: Option<PendingOffer>,
    /// Goré: the player to move has answered an offer this turn and must now sow or
    /// pass.
    pub answered: bool,
    /// Goré: who has declined an offer so far (indexed by [`Player::index`]).
    pub declined: [bool; 2],
    /// A described match of rounds: the holes blocked for the round (bit `h` for
    /// hole `h`); 0 otherwise.
    pub blocked: u64,
    /// A described match of rounds: who started the round; South otherwise.
    pub round_starter: Player,
    /// A described game with children (docs/DESCRIPTIONS.md, *children*): the holes
    /// that have become South's and North's children (indexed by [`Player::index`],
    /// bit `h` for hole `h`); 0 otherwise. Every other game refuses a setup with
    /// children ([`SetupError::BadChildren`]).
    pub children: [u64; 2],
}

impl Setup {
    /// A setup of `game` on `board`: default options, nothing captured, South to move,
    /// no result, no negotiation.
    pub fn new(game: GameKind, board: Board) -> Setup {
        Setup {
            game,
            options: GameOptions::None,
            board,
            captured: [0, 0],
            to_move: Player::South,
            result: None,
            pending_offer: None,
            answered: false,
            declined: [false, false],
            blocked: 0,
            round_starter: Player::South,
            children: [0, 0],
        }
    }
}

/// The hash behind [`Position::key`], fixed for ever.
///
/// Words are folded in two at a time: with a 64-bit state `h` (starting at
/// `mix(0x9E37_79B9_7F4A_7C15 ^ tag)`, `mix` being SplitMix64's finaliser, so that no
/// tag can cancel a word), each pair `(a, b)` gives
/// `h = fold(a ^ h ^ 0xA076_1D64_78BD_642F, b ^ 0xE703_7ED1_A0B4_28DB)`, where
/// `fold(x, y)` is the low 64 bits xor the high 64 bits of the 128-bit product `x·y`;
/// an odd last word is paired with 0. The key is `mix` of the final `h`. One multiplication per two words keeps a key to a few nanoseconds.
///
/// The crate's games use:
/// - tag: the game's index in [`GameKind::ALL`] in the low byte; Hoyito III's round in
///   bits 16–47 and previous winner (0 none, 1 South, 2 North) in bits 8–9; Bao
///   Kigogo's direction (0 counter-clockwise, 1 clockwise) in bit 8;
/// - words: the seed counts of the holes, row-major, eight to a word, little-endian
///   (the last word padded with zeros); then the mask of holes North controls (bit `i`
///   for hole `i`); then a word of captures of South (bits 0–7) and North (8–15),
///   player to move (bit 16: 1 for North), result (bits 24–31: 0 none, 1 draw, 2 South
///   wins, 3 North wins, plus 4 when without glory), and Goré's negotiation in bits
///   32–63 (phase in bits 32–33: 0 turn, 1 answer, 2 answered; South declined bit 34,
///   North declined bit 35; the pending offer's holes as a mask in bits 40–47 and its
///   offerer in bit 48).
///
/// ```
/// use sowing::KeyHasher;
/// let a = KeyHasher::new(0).word(1).word(2).finish();
/// let b = KeyHasher::new(0).word(2).word(1).finish();
/// assert_ne!(a, b);
/// assert_ne!(KeyHasher::new(0).finish(), KeyHasher::new(1).finish());
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct KeyHasher {
    h: u64,
    pending: Option<u64>,
}

impl KeyHasher {
    const SEED: u64 = 0x9E37_79B9_7F4A_7C15;
    const P0: u64 = 0xA076_1D64_78BD_642F;
    const P1: u64 = 0xE703_7ED1_A0B4_28DB;

    /// A fresh hasher for positions tagged `tag` (the game and its options).
    #[inline]
    pub const fn new(tag: u64) -> KeyHasher {
        KeyHasher {
            h: crate::rng::mix64(Self::SEED ^ tag),
            pending: None,
        }
    }

    #[inline(always)]
    const fn fold(h: u64, a: u64, b: u64) -> u64 {
        let r = ((a ^ h ^ Self::P0) as u128) * ((b ^ Self::P1) as u128);
        (r as u64) ^ ((r >> 64) as u64)
    }

    /// Adds one word.
    #[inline]
    #[must_use]
    pub const fn word(self, w: u64) -> KeyHasher {
        match self.pending {
            None => KeyHasher {
                h: self.h,
                pending: Some(w),
            },
            Some(a) => KeyHasher {
                h: Self::fold(self.h, a, w),
                pending: None,
            },
        }
    }

    /// Adds a board: its seed counts eight to a word, then North's mask.
    #[inline]
    #[must_use]
    pub fn board(mut self, board: &Board) -> KeyHasher {
        for i in 0..board.len().div_ceil(8) {
            self = self.word(board.seed_word(i));
        }
        self.word(board.north_mask())
    }

    /// The hasher's state after `tag` alone, where [`KeyHasher::hash_words_from`]
    /// starts (a game whose tag is known once, not at compile time, keeps it).
    #[inline(always)]
    pub(crate) const fn start(tag: u64) -> u64 {
        crate::rng::mix64(Self::SEED ^ tag)
    }

    /// The key of the tag whose [`KeyHasher::start`] is `start` and of `words` (an
    /// even number of them, the last perhaps a 0 of padding): the same as adding the
    /// words one by one.
    #[inline(always)]
    pub(crate) fn hash_words_from(start: u64, words: &[u64]) -> u64 {
        let mut h = start;
        for pair in words.chunks_exact(2) {
            h = Self::fold(h, pair[0], pair[1]);
        }
        crate::rng::mix64(h)
    }

    /// The key.
    #[inline]
    pub const fn finish(self) -> u64 {
        let h = match self.pending {
            None => self.h,
            Some(a) => Self::fold(self.h, a, 0),
        };
        crate::rng::mix64(h)
    }
}
