//! The game driver: a position plus the game's history.
//!
//! Use a plain position ([`crate::Ruleset`] types, [`crate::AnyGame`]) when you only need
//! the rules of one position — search, move generation, analysis: it is small and
//! `Copy`. Use [`Game`] when you play a whole game through the library: it keeps the
//! record (starting position and moves), applies the rules that need history — Bao
//! Kigogo's draw by repetition (RULES.md, Bao Kigogo rule 6), Oware's end on a repeated
//! position ([`crate::Position::end_by_repetition`]: each player takes their own row) —
//! and an optional ply limit that stops a game *unfinished* (RULES.md, *Common
//! conventions*, Decision: no result is invented for it).
//!
//! Repetition checks are a hash-set lookup per move (positions hash their holes and the
//! player to move; equal hashes are confirmed by comparing the two positions), never a
//! scan of the history.
//!
//! ```
//! use sowing::{DjenonAboure, Game, MoveList, Position, Ruleset};
//! let mut game = Game::new(DjenonAboure::start()).with_ply_limit(Some(500));
//! let mut moves = MoveList::new();
//! while !game.is_finished() && !game.is_stopped() {
//!     game.legal_moves(&mut moves);
//!     game.play(moves[0]).unwrap();
//! }
//! assert!(game.result().is_some() || game.is_stopped());
//! ```

use crate::error::MoveError;
use crate::format::PositionJson;
use crate::ruleset::{Move, MoveList, MoveReport, Outcome, Position};
use std::collections::HashSet;
use std::hash::{BuildHasherDefault, Hasher};

/// A game in progress or finished: starting position, moves, current position, and the
/// rules that need the history.
#[derive(Clone, Debug)]
pub struct Game<P: Position> {
    start: P,
    position: P,
    moves: Vec<Move>,
    /// Every position seen so far, for games where a repetition ends the game.
    seen: HashSet<P, BuildHasherDefault<PositionHasher>>,
    repetition_draw: bool,
    ply_limit: Option<usize>,
}

impl<P: Position> Game<P> {
    /// A game starting from `start` (usually a starting position, but any position
    /// will do: it counts as seen for the repetition rule).
    pub fn new(start: P) -> Game<P> {
        let mut seen = HashSet::default();
        if start.repetition_ends_game() {
            seen.reserve(SEEN_CAPACITY);
            seen.insert(start);
        }
        Game {
            start,
            position: start,
            moves: Vec::new(),
            seen,
            repetition_draw: false,
            ply_limit: None,
        }
    }

    /// Stops the game unfinished once `limit` moves have been played (`None`: no
    /// limit).
    #[must_use]
    pub fn with_ply_limit(mut self, limit: Option<usize>) -> Game<P> {
        self.ply_limit = limit;
        self
    }

    /// The position the game started from.
    pub fn start(&self) -> &P {
        &self.start
    }

    /// The current position.
    pub fn position(&self) -> &P {
        &self.position
    }

    /// The moves played so far.
    pub fn moves(&self) -> &[Move] {
        &self.moves
    }

    /// The number of moves played.
    pub fn ply(&self) -> usize {
        self.moves.len()
    }

    /// The result: the position's own, or a draw by repetition.
    pub fn result(&self) -> Option<Outcome> {
        if self.repetition_draw {
            Some(Outcome::Draw)
        } else {
            self.position.result()
        }
    }

    /// Whether the game has a result.
    pub fn is_finished(&self) -> bool {
        self.result().is_some()
    }

    /// Whether the ply limit stopped the game before it finished.
    pub fn is_stopped(&self) -> bool {
        !self.is_finished() && self.ply_limit.is_some_and(|l| self.moves.len() >= l)
    }

    /// The legal moves now (none once the game is finished or stopped).
    pub fn legal_moves(&self, moves: &mut MoveList) {
        if self.is_finished() || self.is_stopped() {
            moves.clear();
        } else {
            self.position.legal_moves(moves);
        }
    }

    /// Plays `mv` if legal, else leaves the game unchanged and says why.
    pub fn play(&mut self, mv: Move) -> Result<MoveReport, MoveError> {
        if self.is_finished() {
            return Err(MoveError::GameOver);
        }
        if let Some(limit) = self.ply_limit.filter(|&l| self.moves.len() >= l) {
            return Err(MoveError::PlyLimit { limit });
        }
        let report = self.position.play(mv)?;
        self.moves.push(mv);
        if self.position.forgets_history_after(&report) {
            self.seen.clear();
        }
        // A win on the same move takes precedence over the draw (Bao Kigogo rule 6).
        // Games whose repetition is not a draw apply their own ending (Oware).
        if self.position.result().is_none()
            && self.position.repetition_ends_game()
            && !self.seen.insert(self.position)
            && !self.position.end_by_repetition()
        {
            self.repetition_draw = true;
        }
        Ok(report)
    }

    /// The FORMAT.md position object of the current position, with the game's result
    /// (a draw by repetition included).
    pub fn to_json(&self) -> PositionJson {
        let mut j = self.position.to_json();
        j.result = self.result();
        j
    }
}

/// Positions a repetition-tracking [`Game`] makes room for at once (a typical Oware
/// game is about 100 moves), so that the set rarely grows during a game.
const SEEN_CAPACITY: usize = 112;

/// The hasher of the repetition set: a multiply-rotate word hash (as in rustc's
/// `FxHasher`) with a final avalanche, several times cheaper than the default SipHash
/// for positions, which hash to a few machine words (it made whole random Oware games
/// about a third faster). It does not resist deliberate collisions as SipHash does,
/// but the keys are positions reached by legal play from a start, and a set holds at
/// most one game's positions, so a game crafted for collisions could at worst make
/// its own repetition checks proportional to its length.
#[derive(Clone, Copy, Default)]
struct PositionHasher(u64);

impl PositionHasher {
    const K: u64 = 0x517c_c1b7_2722_0a95;

    #[inline]
    fn add(&mut self, word: u64) {
        self.0 = (self.0.rotate_left(5) ^ word).wrapping_mul(Self::K);
    }
}

impl Hasher for PositionHasher {
    #[inline]
    fn finish(&self) -> u64 {
        crate::playout::mix64(self.0)
    }

    #[inline]
    fn write(&mut self, bytes: &[u8]) {
        let mut chunks = bytes.chunks_exact(8);
        for c in &mut chunks {
            let mut w = [0u8; 8];
            w.copy_from_slice(c);
            self.add(u64::from_le_bytes(w));
        }
        let rest = chunks.remainder();
        if !rest.is_empty() {
            let mut w = [0u8; 8];
            w[..rest.len()].copy_from_slice(rest);
            self.add(u64::from_le_bytes(w) ^ (rest.len() as u64) << 56);
        }
    }

    #[inline]
    fn write_u8(&mut self, n: u8) {
        self.add(n as u64);
    }

    #[inline]
    fn write_u16(&mut self, n: u16) {
        self.add(n as u64);
    }

    #[inline]
    fn write_u32(&mut self, n: u32) {
        self.add(n as u64);
    }

    #[inline]
    fn write_u64(&mut self, n: u64) {
        self.add(n);
    }

    #[inline]
    fn write_u128(&mut self, n: u128) {
        self.add(n as u64);
        self.add((n >> 64) as u64);
    }

    #[inline]
    fn write_usize(&mut self, n: usize) {
        self.add(n as u64);
    }
}
