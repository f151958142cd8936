//! Djenon-aboure (2×6, 4 seeds per hole, 48 seeds), as RULES.md states it.
//!
//! North owns holes 0–5 (row 0), South owns 6–11 (row 1); ownership never changes.
//! South moves first (*Common conventions*, Decision).
//!
//! 1. **Move**: choose a hole of your row holding **at least 2** seeds (single seeds
//!    never move). Lift them all, drop the **first seed back into the origin hole**,
//!    then sow the rest counter-clockwise from the next hole. — [`DjenonAboure::check_sow`]
//!    refuses single seeds; the kernel's `origin_first` lap does the rest.
//! 2. After each lap, the hole where the last seed fell now holds:
//!    - **1**: the move ends, nothing captured;
//!    - **2 or 4**: those seeds are captured; then, going backward (against sowing) from
//!      the previous hole, every consecutive hole holding exactly 2 or 4 is captured too,
//!      in either row, stopping at the first that does not; the move ends;
//!    - **3, or 5 or more**: relay — lift them all, drop the first back into that hole
//!      and sow the rest from the next hole.
//!
//!    — [`lap_rule`] and the kernel's backward [`Chain`]. The emptied origin is not
//!    skipped when a lap goes all the way round (*Common conventions*, Decision): a lap
//!    of 13 seeds puts its first and last seeds into its origin.
//! 3. **Pass**: a player with no hole of 2 or more seeds must pass. Decision (*Common
//!    conventions*): a player whose every possible sowing is endless must pass as well;
//!    endless sowings are not legal moves and are refused with
//!    [`MoveError::EndlessSowing`].
//! 4. **End**: when every hole holds 0 or 1 seed. Each player adds the seeds left in
//!    their own row to their captures (the holes then show 0, FORMAT.md). More wins;
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

use crate::board::{Board, Player};
use crate::circuit::Circuit;
use crate::error::{FormatError, MoveError};
use crate::format::{position_formats, NoOptions, PositionJson};
use crate::ruleset::{GameKind, Move, MoveList, MoveReport, Position, Ruleset};
use crate::sow::{sow_and_capture, Chain, LapVerdict, SowOptions};
use crate::state::{legal_sow_or_pass, play_sow_or_pass, SowOrPass, State};

const COLS: usize = 6;
const SEEDS_PER_HOLE: u8 = 4;
/// The counter-clockwise ring 6 → 11 → 5 → 0 → 6.
const RING: Circuit = Circuit::two_row_ring(COLS);
/// Rule 1: every lap drops its first seed back into the hole it was lifted from.
const SOW: SowOptions = SowOptions {
    origin_first: true,
    skip_origin: false,
};

/// Rule 2: what the landing hole's new count means.
pub fn lap_rule(board: &Board, landing: usize) -> LapVerdict {
    match board.seeds(landing) {
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
    ) -> Result<DjenonAboure, FormatError> {
        let mut pos = DjenonAboure {
            st: State::two_rows_from_parts(&holes, captured, to_move, Self::TOTAL_SEEDS)?,
        };
        pos.check_end();
        Ok(pos)
    }

    /// The shared state (board, captures, player to move, result).
    pub fn state(&self) -> &State {
        &self.st
    }

    /// Rule 4: once every hole holds 0 or 1, sweep each row to its owner and compare.
    fn check_end(&mut self) {
        if self.st.board.holes().iter().all(|&n| n <= 1) {
            self.st.sweep_to_owners();
            self.st.result = Some(self.st.outcome_by_captures());
        }
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
            1 => Err(MoveError::SingleSeed {
                hole,
                detail: " in djenon-aboure (rule 1)",
            }),
            _ => Ok(()),
        }
    }

    fn sow_unchecked(&mut self, hole: usize) -> Result<MoveReport, MoveError> {
        let mover = self.st.to_move;
        let done = sow_and_capture(
            &mut self.st.board,
            &RING,
            hole,
            SOW,
            lap_rule,
            Chain::Backward,
            two_or_four,
        )?;
        let report = self.st.record_sowing(mover, done);
        self.st.to_move = mover.opponent();
        self.check_end();
        Ok(report)
    }

    fn pass_unchecked(&mut self) {
        self.st.to_move = self.st.to_move.opponent();
        self.check_end();
    }
}

impl Position for DjenonAboure {
    crate::state::state_accessors!();

    fn legal_moves(&self, moves: &mut MoveList) {
        legal_sow_or_pass(self, moves);
    }

    fn play(&mut self, mv: Move) -> Result<MoveReport, MoveError> {
        play_sow_or_pass(self, Self::KIND, mv)
    }

    fn to_json(&self) -> PositionJson {
        self.st.to_json(Self::KIND, None)
    }
}

impl Ruleset for DjenonAboure {
    const KIND: GameKind = GameKind::DjenonAboure;
    const TOTAL_SEEDS: u32 = 48;
    type Options = NoOptions;

    fn new(_: NoOptions) -> Result<Self, FormatError> {
        Ok(DjenonAboure {
            st: State::new(Board::two_rows(COLS, SEEDS_PER_HOLE)),
        })
    }

    fn options(&self) -> NoOptions {
        NoOptions {}
    }

    fn from_json(j: &PositionJson) -> Result<Self, FormatError> {
        let _: NoOptions = j.options_as()?;
        let st = State::from_json_fixed_owners(j, Self::KIND, 2, COLS, Self::TOTAL_SEEDS)?;
        let mut pos = DjenonAboure { st };
        let declared = pos.st.result;
        if declared.is_none() {
            pos.check_end();
            if pos.st.result.is_some() {
                return Err(FormatError::new(
                    "every hole holds 0 or 1 seed, so the game is over (rule 4), but result is null",
                ));
            }
        } else if pos.st.board.total() != 0 || declared != Some(pos.st.outcome_by_captures()) {
            return Err(FormatError::new(
                "a finished djenon-aboure game has every seed swept to the captures, and the result follows them (rule 4)",
            ));
        }
        Ok(pos)
    }
}

position_formats!(DjenonAboure);
