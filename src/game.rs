//! The game driver: a position plus the game's history.
//!
//! Use a plain position ([`crate::Ruleset`] types, [`crate::AnyGame`]) when you only need
//! the rules of one position — search, move generation, analysis: it is small and
//! `Copy`. Use [`Game`] when you play a whole game through the library: it keeps the
//! record (starting position and moves), takes moves back ([`Game::undo`]), applies the
//! rules that need history — Bao Kigogo's draw by repetition (docs/RULES.md, Bao Kigogo
//! rule 6), Oware's end on a repeated position (rule 7: each player takes their own
//! row) — and an optional ply limit that stops a game *unfinished* (docs/RULES.md,
//! *Common conventions*, Decision: no result is invented for it).
//!
//! Repetition checks are a hash-set lookup per move, keyed by the positions' stable
//! keys ([`Position::key`]; equal keys are confirmed by comparing the two positions),
//! never a scan of the history (a short history's few keys are looked at only when
//! a filter says the key may be there).
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
//! let first = game.moves()[0];
//! while game.undo().is_some() {}
//! assert_eq!(game.position(), &DjenonAboure::start());
//! game.play(first).unwrap();
//! ```

use crate::actions::{self, MaskTooShort};
use crate::error::MoveError;
use crate::history::History;
use crate::rules::{FromSetup, MoveList, MoveReport, Position};
use crate::trace::Event;
use crate::types::{Move, Outcome};

/// Why a [`Game`] refused a move: the rules did, or the game's ply limit stopped it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, thiserror::Error)]
pub enum PlayError {
    /// The rules refuse the move (a draw by repetition makes it [`MoveError::GameOver`]).
    #[error(transparent)]
    Move(#[from] MoveError),
    /// The game's ply limit has been reached: it stopped unfinished.
    #[error("the game was stopped unfinished after {limit} moves (its ply limit)")]
    PlyLimit {
        /// The limit.
        limit: usize,
    },
}

impl PlayError {
    /// The docs/FORMAT.md error kind: the move error's, and `"game-over"` for a stopped game.
    pub fn kind(&self) -> &'static str {
        match self {
            PlayError::Move(e) => e.kind(),
            PlayError::PlyLimit { .. } => "game-over",
        }
    }
}

/// A move of a record that could not be played ([`Game::from_moves`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, thiserror::Error)]
#[error("move {ply} ({mv}): {error}")]
pub struct RecordError {
    /// The move's number, from 1.
    pub ply: usize,
    /// The move.
    pub mv: Move,
    /// Why it was refused.
    pub error: PlayError,
}

/// A game in progress or finished: starting position, moves, current position, and the
/// rules that need the history.
#[derive(Clone, Debug)]
pub struct Game<P: Position> {
    start: P,
    position: P,
    moves: Vec<Move>,
    /// The positions seen since the game last forgot its history, for games where a
    /// repetition ends the game.
    history: History<P>,
    repetition_draw: bool,
    ply_limit: Option<usize>,
}

impl<P: Position> Game<P> {
    /// A game starting from `start` (usually a starting position, but any position
    /// will do: it counts as seen for the repetition rule).
    pub fn new(start: P) -> Game<P> {
        let room = if start.repetition_ends_game() {
            SEEN_CAPACITY
        } else {
            0
        };
        let mut game = Game {
            start,
            position: start,
            moves: Vec::new(),
            history: History::new(start, room),
            repetition_draw: false,
            ply_limit: None,
        };
        if start.repetition_ends_game() {
            game.remember();
        }
        game
    }

    /// The game from `start` after `moves`, or the first move that could not be played.
    ///
    /// ```
    /// use sowing::{Game, Move, Oware, Ruleset};
    /// let game = Game::from_moves(Oware::start(), [Move::Sow(11), Move::Sow(0)]).unwrap();
    /// assert_eq!(game.ply(), 2);
    /// let err = Game::from_moves(Oware::start(), [Move::Sow(0)]).unwrap_err();
    /// assert_eq!(err.ply, 1);
    /// ```
    pub fn from_moves(
        start: P,
        moves: impl IntoIterator<Item = Move>,
    ) -> Result<Game<P>, RecordError> {
        let mut game = Game::new(start);
        for mv in moves {
            game.play(mv).map_err(|error| RecordError {
                ply: game.ply() + 1,
                mv,
                error,
            })?;
        }
        Ok(game)
    }

    /// Stops the game unfinished once `limit` moves have been played, making room only
    /// as the game needs it (a vector of many games would otherwise hold room for each
    /// game's longest possible history at once).
    pub(crate) fn with_ply_limit_lazy(mut self, limit: Option<usize>) -> Game<P> {
        self.ply_limit = limit;
        self
    }

    /// Stops the game unfinished once `limit` moves have been played (`None`: no
    /// limit), and makes room for that many moves (up to 4096) and their repetition
    /// record at once, so that playing them allocates nothing.
    #[must_use]
    pub fn with_ply_limit(mut self, limit: Option<usize>) -> Game<P> {
        self.ply_limit = limit;
        if let Some(limit) = limit {
            // Room for the whole game up front (within reason), so that playing it
            // allocates nothing.
            let room = limit.min(MAX_ROOM);
            self.moves.reserve(room);
            if self.start.repetition_ends_game() {
                self.history.reserve(room + 1);
            }
        }
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

    /// The ply limit, if any.
    pub fn ply_limit(&self) -> Option<usize> {
        self.ply_limit
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

    /// The keys ([`Position::key`]) of the positions the repetition rule remembers: every
    /// position since the game last forgot its history, the current one included.
    /// Empty for games without a repetition rule. A search started from this game
    /// treats them as already seen.
    pub fn seen_keys(&self) -> impl Iterator<Item = u64> + '_ {
        self.history.keys().iter().copied()
    }

    /// The repetition record (see [`Game::seen_keys`]), kept against [`Game::moves`].
    pub(crate) fn history(&self) -> &History<P> {
        &self.history
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
    pub fn play(&mut self, mv: Move) -> Result<MoveReport, PlayError> {
        self.check_can_move()?;
        let report = self.position.play(mv)?;
        self.record(mv, &report);
        Ok(report)
    }

    /// [`Game::play`], appending the move's steps to `trace` ([`Position::play_traced`]).
    /// When the repetition rule ends the game on this move, the trace ends with an
    /// `end` event carrying that result (a draw in Bao Kigogo; in Oware the result after
    /// each player took their own row, the seeds moved without `sweep` events).
    pub fn play_traced(
        &mut self,
        mv: Move,
        trace: &mut Vec<Event>,
    ) -> Result<MoveReport, PlayError> {
        self.check_can_move()?;
        let report = self.position.play_traced(mv, trace)?;
        let was_over = self.position.is_over();
        self.record(mv, &report);
        match self.result() {
            Some(result) if !was_over => trace.push(Event::End { result }),
            _ => {}
        }
        Ok(report)
    }

    /// Starts again from `start` (a new game, with the same ply limit) and keeps the
    /// room already made for moves and the repetition record, so that a long run of
    /// games allocates nothing once the longest has been played.
    ///
    /// ```
    /// use sowing::{Game, Move, Oware, Ruleset};
    /// let mut game = Game::new(Oware::start());
    /// game.play(Move::Sow(11)).unwrap();
    /// game.restart(Oware::start());
    /// assert_eq!((game.ply(), game.position()), (0, &Oware::start()));
    /// ```
    pub fn restart(&mut self, start: P) {
        self.start = start;
        self.position = start;
        self.moves.clear();
        self.forget();
        self.repetition_draw = false;
        if start.repetition_ends_game() {
            self.remember();
        }
    }

    /// Takes back the last move and returns it (`None` at the start). The position, the
    /// result and the repetition history are exactly as they were before that move.
    pub fn undo(&mut self) -> Option<Move> {
        let last = self.moves.pop()?;
        let mut replayed = Game::new(self.start).with_ply_limit(self.ply_limit);
        for &mv in &self.moves {
            // These moves were played from the same start under the same rules.
            if replayed.play(mv).is_err() {
                unreachable!("a recorded move replays");
            }
        }
        *self = replayed;
        Some(last)
    }

    fn check_can_move(&self) -> Result<(), PlayError> {
        if self.is_finished() {
            return Err(MoveError::GameOver.into());
        }
        match self.ply_limit {
            Some(limit) if self.moves.len() >= limit => Err(PlayError::PlyLimit { limit }),
            _ => Ok(()),
        }
    }

    /// Records a move just played on `self.position` and applies the repetition rule.
    fn record(&mut self, mv: Move, report: &MoveReport) {
        self.moves.push(mv);
        if !self.position.repetition_ends_game() {
            return;
        }
        if self.position.forgets_history_after(report) {
            self.forget();
        }
        // A win on the same move takes precedence over the draw (Bao Kigogo rule 6);
        // a finished position is not remembered.
        if self.position.result().is_none() && !self.remember() {
            self.repetition_draw = end_by_repetition(&mut self.position);
        }
    }

    /// Forgets every position seen.
    #[inline]
    fn forget(&mut self) {
        self.history.forget();
    }

    /// Remembers the current position; `false` if it was seen already (nothing is
    /// added then).
    #[inline]
    fn remember(&mut self) -> bool {
        self.history.remember(&self.position, &self.moves)
    }
}

/// Ends the game on a repeated position: `true` for a draw (Bao Kigogo rule 6),
/// else the game's own ending is applied to `pos` (Oware rule 7) and `false`.
#[inline]
pub(crate) fn end_by_repetition<P: Position>(pos: &mut P) -> bool {
    if pos.repetition_is_draw() {
        true
    } else {
        pos.end_by_repetition_unchecked();
        false
    }
}

/// Room the repetition table makes at the start: Oware's random games, which forget
/// their history at every capture, rarely go beyond it.
const SEEN_CAPACITY: usize = 128;

/// The most moves [`Game::with_ply_limit`] makes room for at once.
const MAX_ROOM: usize = 4096;

impl<P: FromSetup> Game<P> {
    /// The legal actions now as a mask ([`actions::mask_of`] of [`Game::legal_moves`]):
    /// all false once the game is finished or stopped. A slice shorter than the game's
    /// number of actions is refused and left unchanged.
    ///
    /// ```
    /// use sowing::{Game, Oware, Ruleset};
    /// let game = Game::new(Oware::start()).with_ply_limit(Some(0));
    /// let mut mask = [true; 13];
    /// assert_eq!(game.legal_mask(&mut mask), Ok(0)); // stopped at once
    /// ```
    pub fn legal_mask<T: From<bool>>(&self, mask: &mut [T]) -> Result<usize, MaskTooShort> {
        let mut moves = MoveList::new();
        self.legal_moves(&mut moves);
        actions::mask_of(self.position.kind(), &moves, mask)
    }

    /// Replaces the contents of `out` with the legal actions now, ascending
    /// ([`actions::actions_of`] of [`Game::legal_moves`]).
    pub fn legal_actions(&self, out: &mut Vec<usize>) {
        let mut moves = MoveList::new();
        self.legal_moves(&mut moves);
        actions::actions_of(self.position.kind(), &moves, out);
    }
}
