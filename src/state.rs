//! What every position holds (board, captures, player to move, result) and the move
//! checking shared by the games whose moves are "sow a hole, or pass when you cannot".
//!
//! A game implements [`SowOrPass`]: which holes may be lifted ([`SowOrPass::check_sow`])
//! and how a sowing and a pass change the position. [`legal_sow_or_pass`] and
//! [`play_sow_or_pass`] then give its legal moves and checked play, with endless
//! sowings left out and refused, the position untouched on any error.

use crate::board::{Board, Player};
use crate::error::{FormatError, MoveError};
use crate::format::{Captured, PositionJson};
use crate::ruleset::{GameKind, Move, MoveList, MoveReport, Outcome};

/// The part of a position every game has.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct State {
    /// The board.
    pub board: Board,
    /// Seeds captured by South and North (indexed by [`Player::index`]).
    pub captured: [u8; 2],
    /// Whose decision is next.
    pub to_move: Player,
    /// Set once the game is over.
    pub result: Option<Outcome>,
}

impl State {
    /// A fresh state: nothing captured, South to move.
    pub const fn new(board: Board) -> State {
        State {
            board,
            captured: [0, 0],
            to_move: Player::South,
            result: None,
        }
    }

    /// [`State::from_json`] for the games whose holes never change hands and that have
    /// no offers (all but Goré): also refuses traded owners and Goré's fields.
    pub fn from_json_fixed_owners(
        j: &PositionJson,
        game: GameKind,
        rows: usize,
        cols: usize,
        total: u32,
    ) -> Result<State, FormatError> {
        j.check_no_gore_fields()?;
        let st = State::from_json(j, game, rows, cols, total)?;
        j.check_fixed_owners(&st.board)?;
        Ok(st)
    }

    /// A two-row state (North owns row 0, South row 1) from seeds per hole (row-major),
    /// captured seeds (South, North) and the player to move; the seeds must add up to
    /// `total`. For the games' `from_parts` constructors.
    pub fn two_rows_from_parts(
        holes: &[u8],
        captured: [u8; 2],
        to_move: Player,
        total: u32,
    ) -> Result<State, FormatError> {
        let mut board = Board::two_rows(holes.len() / 2, 0);
        for (i, &n) in holes.iter().enumerate() {
            board.set_seeds(i, n);
        }
        let sum = board.total() + captured[0] as u32 + captured[1] as u32;
        if sum != total {
            return Err(FormatError::new(format!(
                "seeds add up to {sum}, not {total}"
            )));
        }
        Ok(State {
            board,
            captured,
            to_move,
            result: None,
        })
    }

    /// Whether the player to move may lift `hole` as far as every game agrees: it is
    /// theirs (controlled by them) and holds seeds.
    pub fn check_own_seeded(&self, hole: usize) -> Result<(), MoveError> {
        self.check_seeded_hole_of(self.to_move, hole)
    }

    /// Whether `hole` is controlled by `p` and holds seeds.
    pub fn check_seeded_hole_of(&self, p: Player, hole: usize) -> Result<(), MoveError> {
        if self.board.owner(hole) != p {
            return Err(MoveError::NotYourHole { hole, player: p });
        }
        if self.board.seeds(hole) == 0 {
            return Err(MoveError::EmptyHole { hole });
        }
        Ok(())
    }

    /// Credits `mover` with what a sowing captured and reports the move (the result of
    /// [`crate::sow::sow_and_capture`]).
    pub fn record_sowing(
        &mut self,
        mover: Player,
        (sowing, captured): (crate::sow::SowReport, crate::sow::Capture),
    ) -> MoveReport {
        self.add_captured(mover, captured.seeds);
        MoveReport {
            sowing: Some(sowing),
            captured,
            moves_again: false,
        }
    }

    /// More captured seeds wins, equal draws: the end of every game that counts seeds.
    pub fn outcome_by_captures(&self) -> Outcome {
        Outcome::by_seeds(self.captured(Player::South), self.captured(Player::North))
    }

    /// Seeds captured by `p`.
    #[inline]
    pub fn captured(&self, p: Player) -> u32 {
        self.captured[p.index()] as u32
    }

    /// Credits `p` with `seeds` captured seeds.
    #[inline]
    pub fn add_captured(&mut self, p: Player, seeds: u32) {
        // Seeds in play never exceed 92, so the sum fits.
        self.captured[p.index()] = (self.captured[p.index()] as u32 + seeds) as u8;
    }

    /// Moves every seed on the board into the captures of its hole's controller
    /// (Goré and Djenon-aboure end of game), leaving the holes at 0 (FORMAT.md).
    pub fn sweep_to_owners(&mut self) {
        for i in 0..self.board.len() {
            let owner = self.board.owner(i);
            let n = self.board.take(i) as u32;
            self.add_captured(owner, n);
        }
    }

    /// The FORMAT.md position object of this state.
    pub fn to_json(&self, game: GameKind, options: Option<serde_json::Value>) -> PositionJson {
        PositionJson {
            game,
            options,
            rows: self.board.rows(),
            cols: self.board.cols(),
            holes: self.board.holes().to_vec(),
            owners: self.board.owners().collect(),
            captured: Captured::from_array([
                self.captured(Player::South),
                self.captured(Player::North),
            ]),
            to_move: self.to_move,
            result: self.result,
            pending_offer: None,
            answered: None,
            declined: None,
        }
    }

    /// Reads the common fields of a position object: the game and size must match and
    /// the seeds must add up to `total`.
    pub fn from_json(
        j: &PositionJson,
        game: GameKind,
        rows: usize,
        cols: usize,
        total: u32,
    ) -> Result<State, FormatError> {
        let board = j.board_for(game, rows, cols)?;
        j.check_total(&board, total)?;
        // The sum matched `total` (at most 92), so each count fits a byte.
        Ok(State {
            board,
            captured: [j.captured.south as u8, j.captured.north as u8],
            to_move: j.to_move,
            result: j.result,
        })
    }
}

/// A game whose moves are: sow one of your holes, or pass when no sowing is possible.
pub trait SowOrPass: Copy {
    /// The common state.
    fn state(&self) -> &State;

    /// Whether hole `hole` may be lifted by the player to move, before looking at where
    /// the sowing goes (ownership, seed count, single-seed rules). `hole` is on the
    /// board.
    fn check_sow(&self, hole: usize) -> Result<(), MoveError>;

    /// Sows `hole` (already checked) and applies the rest of the move: captures, next
    /// player, end of game. May leave `self` half-changed on error (the callers work on
    /// copies).
    fn sow_unchecked(&mut self, hole: usize) -> Result<MoveReport, MoveError>;

    /// Applies a pass: next player, end of game if the rules say so.
    fn pass_unchecked(&mut self);

    /// The holes a sowing could start from (a superset of the legal ones): the mover's.
    fn candidate_holes(&self) -> crate::board::HoleSet {
        let st = self.state();
        st.board.holes_of(st.to_move)
    }
}

/// Fills `moves` with the legal sowings of `pos` (endless ones left out), or with the
/// single move `pass` if there are none. Empty once the game is over.
pub fn legal_sow_or_pass<G: SowOrPass>(pos: &G, moves: &mut MoveList) {
    moves.clear();
    if pos.state().result.is_some() {
        return;
    }
    for h in pos.candidate_holes().iter() {
        if pos.check_sow(h).is_ok() {
            let mut copy = *pos;
            if copy.sow_unchecked(h).is_ok() {
                moves.push(Move::Sow(h as u8));
            }
        }
    }
    if moves.is_empty() {
        moves.push(Move::Pass);
    }
}

/// Whether `pos` has any legal sowing.
pub fn can_sow<G: SowOrPass>(pos: &G) -> bool {
    pos.candidate_holes().iter().any(|h| {
        pos.check_sow(h).is_ok() && {
            let mut copy = *pos;
            copy.sow_unchecked(h).is_ok()
        }
    })
}

/// Plays `mv` on `pos` if legal (a sowing or a pass), else leaves `pos` unchanged and
/// says why. Offers and answers are refused as not part of the game.
pub fn play_sow_or_pass<G: SowOrPass>(
    pos: &mut G,
    game: GameKind,
    mv: Move,
) -> Result<MoveReport, MoveError> {
    if pos.state().result.is_some() {
        return Err(MoveError::GameOver);
    }
    match mv {
        Move::Sow(h) => {
            let h = h as usize;
            if h >= pos.state().board.len() {
                return Err(MoveError::NoSuchHole { hole: h });
            }
            pos.check_sow(h)?;
            let mut next = *pos;
            let report = next.sow_unchecked(h)?;
            *pos = next;
            Ok(report)
        }
        Move::Pass => {
            if can_sow(pos) {
                return Err(MoveError::CannotPass {
                    player: pos.state().to_move,
                });
            }
            pos.pass_unchecked();
            Ok(MoveReport::default())
        }
        Move::Offer(_) => Err(MoveError::NotInThisGame {
            game: game.name(),
            what: "offer",
        }),
        Move::Accept | Move::Decline => Err(MoveError::NotInThisGame {
            game: game.name(),
            what: "accept or decline",
        }),
    }
}

/// The [`crate::Position`] accessors every game answers from its `st: State` field and
/// its [`crate::Ruleset`] constants: `kind`, `total_seeds`, `board`, `captured`,
/// `to_move`, `result`. Expands inside an `impl Position for …` block.
macro_rules! state_accessors {
    () => {
        fn kind(&self) -> $crate::ruleset::GameKind {
            <Self as $crate::ruleset::Ruleset>::KIND
        }

        fn total_seeds(&self) -> u32 {
            <Self as $crate::ruleset::Ruleset>::TOTAL_SEEDS
        }

        fn board(&self) -> &$crate::board::Board {
            &self.st.board
        }

        fn captured(&self, p: $crate::board::Player) -> u32 {
            self.st.captured(p)
        }

        fn to_move(&self) -> $crate::board::Player {
            self.st.to_move
        }

        fn result(&self) -> Option<$crate::ruleset::Outcome> {
            self.st.result
        }
    };
}
pub(crate) use state_accessors;
