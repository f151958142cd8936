//! Djenon-aboure (2×6, 4 seeds per hole, 48 seeds), as docs/RULES.md states it:
//! the library's description `variants/djenon-aboure.json`, played by the described
//! engine ([`crate::described`]), each rule by the mechanism named below.
//!
//! North owns holes 0–5 (row 0), South owns 6–11 (row 1); ownership never changes.
//! South moves first (*Common conventions*, Decision).
//!
//! 1. **Move**: choose a hole of your row holding **at least 2** seeds (single seeds
//!    never move). Lift them all, drop the **first seed back into the origin hole**,
//!    then sow the rest counter-clockwise from the next hole. — `sowing.min_seeds: 2`
//!    refuses single seeds ([`MoveError::SingleSeed`](crate::MoveError::SingleSeed));
//!    `sowing.origin: first-seed-back` is the kernel's `origin_first` lap.
//! 2. After each lap, the hole where the last seed fell now holds:
//!    - **1**: the move ends, nothing captured;
//!    - **2 or 4**: those seeds are captured; then, going backward (against sowing) from
//!      the previous hole, every consecutive hole holding exactly 2 or 4 is captured too,
//!      in either row, stopping at the first that does not; the move ends;
//!    - **3, or 5 or more**: relay — lift them all, drop the first back into that hole
//!      and sow the rest from the next hole.
//!
//!    — `sowing.laps: relay`, `capture.counts: [2, 4]`, `capture.rows: any` and
//!    `capture.chain: backward`, the kernel's backward chain. The emptied origin is not
//!    skipped when a lap goes all the way round (*Common conventions*, Decision): a lap
//!    of 13 seeds puts its first and last seeds into its origin.
//! 3. **Pass**: a player with no hole of 2 or more seeds must pass. Decision (*Common
//!    conventions*): a player whose every possible sowing is endless must pass as well;
//!    endless sowings are not legal moves and are refused with
//!    [`MoveError::EndlessSowing`](crate::MoveError::EndlessSowing) (`moves.no_move:
//!    pass-forever`).
//! 4. **End**: when every hole holds 0 or 1 seed. Each player adds the seeds left in
//!    their own row to their captures (the holes then show 0, docs/FORMAT.md). More wins;
//!    24–24 is a draw. Checked after every move, passes included. — `end:
//!    every_hole_at_most: 1`, `remaining: owner`.
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

use crate::described::Described;
use crate::error::SetupError;
use crate::games::described_game::{described_game, one_description};
use crate::rules::Ruleset;
use crate::state::key_tag;
use crate::types::{GameKind, GameOptions, NoOptions, Outcome, Player};

/// The board: two rows of the registry's columns.
const COLS: usize = GameKind::DjenonAboure.cols();

/// A Djenon-aboure position.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct DjenonAboure {
    pos: Described,
}

impl DjenonAboure {
    /// A position from its parts (for tests and analysis): seeds per hole (12,
    /// row-major), captured seeds (South, North) and the player to move. The seeds must
    /// add up to 48. If the board is already final (every hole 0 or 1) the end is
    /// applied at once.
    #[inline]
    pub fn from_parts(
        holes: [u8; 12],
        captured: [u8; 2],
        to_move: Player,
    ) -> Result<DjenonAboure, SetupError> {
        Described::from_parts(Self::rules(), &holes, captured.map(u32::from), to_move)
            .map(|pos| DjenonAboure { pos })
            .map_err(|e| e.in_game(Self::KIND))
    }

    /// Keys under the game's own tag (docs/FORMAT.md, *Position keys*).
    #[inline(always)]
    fn key_here(&self) -> u64 {
        const TAG: u64 = key_tag(DjenonAboure::KIND, GameOptions::None);
        const START: u64 = crate::rules::KeyHasher::start(TAG);
        // No rounds, opening or children in its description.
        self.pos
            .key_in::<{ (2 * COLS).div_ceil(8) }, false>(TAG, START)
    }

    /// Captured seeds never return to the board, and the end counts them: a side ahead
    /// by more than the seeds left has won.
    fn decided_here(&self) -> Option<Outcome> {
        self.pos.state().decided_by_lead()
    }
}

one_description!(DjenonAboure, "djenon-aboure");
described_game!(DjenonAboure on KERNEL_SMALL);

impl Default for DjenonAboure {
    fn default() -> Self {
        DjenonAboure {
            pos: Self::rules().start(),
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn successors_are_found_on_the_path_named() {
        crate::games::described_game::assert_successor_path(
            DjenonAboure::start(),
            DjenonAboure::takes_its_successor_path,
        );
    }
}
