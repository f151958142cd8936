//! Djenon-aboure (2×6, 4 seeds per hole, 48 seeds), as docs/RULES.md states it.
//!
//! North owns holes 0–5 (row 0), South owns 6–11 (row 1); ownership never changes.
//! South moves first (*Common conventions*, Decision).
//!
//! 1. **Move**: choose a hole of your row holding **at least 2** seeds (single seeds
//!    never move). Lift them all, drop the **first seed back into the origin hole**,
//!    then sow the rest counter-clockwise from the next hole. — the move check
//!    refuses single seeds ([`MoveError::SingleSeed`]); the kernel's `origin_first` lap does the rest.
//! 2. After each lap, the hole where the last seed fell now holds:
//!    - **1**: the move ends, nothing captured;
//!    - **2 or 4**: those seeds are captured; then, going backward (against sowing) from
//!      the previous hole, every consecutive hole holding exactly 2 or 4 is captured too,
//!      in either row, stopping at the first that does not; the move ends;
//!    - **3, or 5 or more**: relay — lift them all, drop the first back into that hole
//!      and sow the rest from the next hole.
//!
//!    — the game's lap rule and the kernel's backward [`Chain`]. The emptied origin is not
//!    skipped when a lap goes all the way round (*Common conventions*, Decision): a lap
//!    of 13 seeds puts its first and last seeds into its origin.
//! 3. **Pass**: a player with no hole of 2 or more seeds must pass. Decision (*Common
//!    conventions*): a player whose every possible sowing is endless must pass as well;
//!    endless sowings are not legal moves and are refused with
//!    [`MoveError::EndlessSowing`].
//! 4. **End**: when every hole holds 0 or 1 seed. Each player adds the seeds left in
//!    their own row to their captures (the holes then show 0, docs/FORMAT.md). More wins;
//!    24–24 is a draw. Checked after every move, passes included.
//!
//! Decision (*Common conventions*): no repetition rule; a game could go on for ever
//! (both players passing, or endless play), so drivers take a ply limit.
//!
//! ```
//! use sowing::{DjenonAboure, Move, Player, Position, Ruleset};
//! let mut pos = DjenonAboure::start();
//! // South lifts hole 8's four seeds: one back into 8, then 9, 10, 11 (now 5: relay) …
//! let report = pos.play(Move::Sow(8)).unwrap();
//! assert!(report.sowing.unwrap().laps >= 2);
//! assert_eq!(pos.board().total() + pos.captured(Player::South) + pos.captured(Player::North), 48);
//! ```

use crate::board::Board;
use crate::circuit::Circuit;
use crate::error::{MoveError, SetupError};
use crate::rules::{FromSetup, MoveReport, Position, Ruleset, Sealed, Setup};
use crate::sow::{sow_and_capture_observed, sowing_ends, Chain, LapVerdict, SowOptions};
use crate::state::{
    check_no_options, key_tag, play_sow_or_pass, relay_sowing_moves, state_accessors, SowOrPass,
    State,
};
use crate::trace::Observer;
use crate::types::{GameKind, GameOptions, Move, NoOptions, Player};

/// The board: two rows (the ring and the row ownership below are two-row ones) of
/// the registry's columns.
const ROWS: usize = GameKind::DjenonAboure.rows();
const COLS: usize = GameKind::DjenonAboure.cols();
const _: () = assert!(ROWS == 2);
const SEEDS_PER_HOLE: u8 = 4;
/// The counter-clockwise ring 6 → 11 → 5 → 0 → 6.
const RING: Circuit = Circuit::two_row_ring(COLS);
/// Rule 1: every lap drops its first seed back into the hole it was lifted from.
const SOW: SowOptions = SowOptions {
    origin_first: true,
    skip_origin: false,
    first_seed_to: 0,
};

/// Rule 2: what the landing hole's new count means.
fn lap_rule(board: &Board, landing: usize) -> LapVerdict {
    verdict(board.seeds(landing))
}

/// Rule 2 on the seeds the landing hole now holds.
fn verdict(seeds: u8) -> LapVerdict {
    match seeds {
        1 => LapVerdict::End,
        2 | 4 => LapVerdict::Capture,
        _ => LapVerdict::Relay,
    }
}

/// Rule 2: holes of exactly 2 or 4 are taken, in either row.
fn two_or_four(board: &Board, hole: usize) -> bool {
    matches!(board.seeds(hole), 2 | 4)
}

/// A Djenon-aboure position.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct DjenonAboure {
    st: State,
}

impl DjenonAboure {
    /// A position from its parts (for tests and analysis): seeds per hole (12,
    /// row-major), captured seeds (South, North) and the player to move. The seeds must
    /// add up to 48. If the board is already final (every hole 0 or 1) the end is
    /// applied at once.
    pub fn from_parts(
        holes: [u8; 12],
        captured: [u8; 2],
        to_move: Player,
    ) -> Result<DjenonAboure, SetupError> {
        let mut pos = DjenonAboure {
            st: State::two_rows_from_parts(&holes, captured, to_move, Self::TOTAL_SEEDS)?,
        };
        pos.check_end(&mut ());
        Ok(pos)
    }

    /// Rule 4: whether every hole holds 0 or 1.
    fn is_final(&self) -> bool {
        // Twelve holes in two words (holes past the board hold 0): no byte above 1.
        let b = &self.st.board;
        (b.seed_bytes(0) | b.seed_bytes(8)) & 0xFEFE_FEFE_FEFE_FEFE == 0
    }

    /// Rule 4: once every hole holds 0 or 1, sweep each row to its owner and compare.
    fn check_end<O: Observer>(&mut self, obs: &mut O) {
        if self.is_final() {
            self.st.sweep_to_owners(obs);
        }
    }

    fn play_with<O: Observer>(&mut self, mv: Move, obs: &mut O) -> Result<MoveReport, MoveError> {
        play_sow_or_pass(self, Self::KIND, mv, obs)
    }

    /// Words of seed counts in the key ([`crate::KeyHasher`]).
    const KEY_WORDS: usize = 2;

    fn key_tag(&self) -> u64 {
        const TAG: u64 = key_tag(DjenonAboure::KIND, GameOptions::None);
        TAG
    }

    fn key_extra(&self) -> u32 {
        0
    }
}

impl SowOrPass for DjenonAboure {
    fn state(&self) -> &State {
        &self.st
    }

    /// Rule 1: your own hole, at least 2 seeds.
    fn check_sow(&self, hole: usize) -> Result<(), MoveError> {
        self.st.check_own_seeded(hole)?;
        match self.st.board.seeds(hole) {
            1 => Err(MoveError::SingleSeed { hole }),
            _ => Ok(()),
        }
    }

    /// Rule 1 for one of the mover's holes: at least 2 seeds.
    #[inline]
    fn may_sow(&self, hole: usize) -> bool {
        debug_assert_eq!(self.st.board.seeds(hole) >= 2, self.check_sow(hole).is_ok());
        self.st.board.seeds(hole) >= 2
    }

    /// Only the laps decide whether a sowing ends: the kernel's answer, without
    /// captures.
    #[inline]
    fn sowing_ends(&self, hole: usize) -> bool {
        sowing_ends(&self.st.board, &RING, hole, SOW, verdict)
    }

    /// Rules 1 and 2 (origin-first laps, the backward chain of 2s and 4s), the
    /// mover's captures, the turn, and rule 4.
    #[inline]
    fn sow_unchecked<O: Observer>(
        &mut self,
        hole: usize,
        obs: &mut O,
    ) -> Result<MoveReport, MoveError> {
        let done = sow_and_capture_observed(
            &mut self.st.board,
            &RING,
            hole,
            SOW,
            lap_rule,
            Chain::Backward,
            two_or_four,
            obs,
        )?;
        let mover = self.st.to_move;
        let report = self.st.record_sowing(mover, done);
        self.st.to_move = mover.opponent();
        self.check_end(obs);
        Ok(report)
    }

    fn pass_unchecked<O: Observer>(&mut self, obs: &mut O) {
        self.st.to_move = self.st.to_move.opponent();
        self.check_end(obs);
    }
}

impl Position for DjenonAboure {
    state_accessors!();

    relay_sowing_moves!();

    /// Captured seeds never return to the board, and the end counts them: a side ahead
    /// by more than the seeds left has won.
    fn decided(&self) -> Option<crate::types::Outcome> {
        self.st.decided_by_lead()
    }
}

impl Sealed for DjenonAboure {}

impl FromSetup for DjenonAboure {
    fn kind(&self) -> GameKind {
        Self::KIND
    }

    fn to_setup(&self) -> Setup {
        self.st.setup(Self::KIND, GameOptions::None)
    }

    /// Checks the game, size, owners, seed total, and the result: a board where every
    /// hole holds 0 or 1 is a finished game (rule 4), whose seeds have all been swept
    /// into the captures and whose result follows them.
    fn from_setup(s: &Setup) -> Result<Self, SetupError> {
        check_no_options(s, Self::KIND)?;
        let st = State::from_setup_fixed_owners(s, Self::KIND, ROWS, COLS, Self::TOTAL_SEEDS)?;
        let pos = DjenonAboure { st };
        pos.st.check_swept_result(
            pos.is_final(),
            pos.st.outcome_by_captures(),
            "djenon-aboure rule 4 (every hole holds 0 or 1 seed)",
            "a finished djenon-aboure game has every seed swept to the captures, and the result follows them (rule 4)",
        )?;
        Ok(pos)
    }
}

impl Default for DjenonAboure {
    fn default() -> Self {
        DjenonAboure {
            st: State::new(Board::two_rows(COLS, SEEDS_PER_HOLE)),
        }
    }
}

impl Ruleset for DjenonAboure {
    const KIND: GameKind = GameKind::DjenonAboure;
    const TOTAL_SEEDS: u32 = 48;
    const MAX_LEGAL_MOVES: usize = COLS;
    type Options = NoOptions;

    fn new(_: NoOptions) -> Result<Self, SetupError> {
        Ok(Self::default())
    }

    fn options(&self) -> NoOptions {
        NoOptions {}
    }
}

const _: () = assert!(DjenonAboure::MAX_LEGAL_MOVES <= crate::rules::MOVE_LIST_CAPACITY);
