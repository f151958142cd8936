//! Oware (Abapa, 2×6, 4 seeds per house, 48 seeds), exactly as OpenSpiel's `oware`
//! plays it.
//!
//! The specification is OpenSpiel 2.0.2
//! (`open_spiel/games/oware/oware.cc`, game parameters `num_houses_per_player = 6`,
//! `num_seeds_per_house = 4`), checked move by move against this module (the repository's
//! `scripts/crosscheck-openspiel`). Rule numbers are those of docs/RULES.md, *Oware*.
//!
//! North owns houses 0–5 (row 0), South owns 6–11 (row 1); ownership never changes.
//! South is OpenSpiel's player 0 and moves first. OpenSpiel numbers its houses in
//! sowing order starting with player 0's: its house `h < 6` is our hole `6 + h`, its
//! house `6 + k` is our hole `5 - k`; player 0's action `a` sows our hole `6 + a`,
//! player 1's action `a` our hole `5 - a`.
//!
//! The rules are the library's description `variants/oware.json`, played by the
//! described engine ([`crate::described`]); each rule below names the mechanism that
//! plays it.
//!
//! 1. **Start**: four seeds in each of the twelve houses; South moves first.
//! 2. **Move**: choose a non-empty house of your own row, lift all its seeds and sow them
//!    one per house counter-clockwise (one lap, never a relay). A lap of 12 or more
//!    seeds **skips the house it was lifted from**, which is left empty. — `sowing.laps:
//!    single`, `sowing.origin: skip` (the kernel's `skip_origin` lap).
//! 3. **Capture**: if the last seed falls into a house of the *opponent's* row that then
//!    holds 2 or 3 seeds, the mover captures it, then the house before it (against
//!    sowing) and so on, as long as each is in the opponent's row and holds 2 or 3; the
//!    chain stops at the first that is not, and never enters the mover's row. —
//!    `capture.counts: [2, 3]`, `capture.rows: opponent`, `capture.chain: backward`
//!    (the kernel's backward chain).
//! 4. **Grand slam**: a move whose capture would take every seed of the opponent's row
//!    may be played, but captures nothing (the sown seeds stay on the board). —
//!    `capture.grand_slam: captures-nothing`.
//! 5. **Feeding**: if the opponent has no seeds, only the moves that drop at least one
//!    seed into the opponent's row are legal. — `moves.must_feed`
//!    ([`MoveError::MustFeed`](crate::MoveError::MustFeed)).
//! 6. **No move**: after every move, if the player to move has no legal move (their row
//!    is empty, or their opponent's is and no move feeds it), the game ends and each
//!    player adds the seeds of their own row to their captures (the holes then show 0,
//!    docs/FORMAT.md). — `moves.no_move: end`, `end.remaining: owner`.
//! 7. **Repetition**: if a position (seeds in every house, captures, player to move) is
//!    reached that was already reached since the last capture, the game ends and each
//!    player adds the seeds of their own row to their captures. Positions from before a
//!    capture can never come back (captured seeds never return), so this is the same as
//!    "a position seen before". The rule needs the game's history, so only a
//!    [`crate::Game`] applies it, through [`Position::end_by_repetition_unchecked`](crate::Position::end_by_repetition_unchecked); a bare
//!    position cannot know its history. Like OpenSpiel, the `Game` forgets the
//!    positions seen whenever a move captures ([`Position::forgets_history_after`](crate::Position::forgets_history_after)).
//!    Between two captures there are finitely many positions and none may come
//!    twice, so every Oware game played through a `Game` ends. — `repetition:
//!    sweep-to-owners`.
//! 8. **Majority**: once a player has captured more than 24 seeds, or both have exactly
//!    24, the game ends; the seeds still on the board then go to the owner of their row,
//!    as in rules 6 and 7 (OpenSpiel: a finished game has no legal move, so the
//!    no-move collection of rule 6 runs). — `end.majority`.
//! 9. **Result**: more seeds wins; equal captures (24–24) is a draw. OpenSpiel's returns
//!    are +1/−1 for a win, 0/0 for a draw.
//!
//! When a move triggers several ends at once (e.g. a repetition and a majority) they all
//! collect the same way, so the order does not matter.
//!
//! **Where OpenSpiel departs from other published Abapa rules** (the Oware Society's
//! Abapa rules, Wikipedia's "Oware", J. Sala's Aualé rules that OpenSpiel cites):
//!
//! - Rule 7: published rules leave a game that cycles to the players, who may agree to
//!   stop it, each then taking the seeds on their own side. OpenSpiel stops it
//!   automatically at the first repeated position since the last capture; we follow
//!   OpenSpiel.
//! - Rule 8: published rules stop at 25 captured seeds (or 24–24) and do not count what
//!   is left on the board. OpenSpiel also hands the remaining seeds to their row's owner;
//!   the winner is the same either way, only the final counts differ. We follow
//!   OpenSpiel.
//! - Rule 6: published rules give the remaining seeds to the player who cannot feed; as
//!   the opponent's row is then empty, "each player takes their own row" is the same
//!   thing.
//! - Rule 4: Abapa's grand slam (allowed, captures nothing) is one of several published
//!   variants: others forbid the move, let it capture everything, or give the remaining
//!   seeds to the opponent. OpenSpiel and this module follow Abapa.
//! - OpenSpiel refuses a 1001st move of a game (`kMaxGameLength = 1000`, a fatal check
//!   in `DoApplyAction`). This crate has no move limit of its own; drivers take one
//!   ([`crate::Game::with_ply_limit`]).
//!
//! Oware has no pass and never an endless sowing (every move is a single lap).
//!
//! ```
//! use sowing::{Move, MoveList, Oware, Player, Position, Ruleset};
//! let mut pos = Oware::start();
//! // South sows hole 11's four seeds into North's houses 5, 4, 3 and 2.
//! pos.play(Move::Sow(11)).unwrap();
//! assert_eq!(pos.board().holes(), &[4, 4, 5, 5, 5, 5, 4, 4, 4, 4, 4, 0]);
//! assert_eq!(pos.to_move(), Player::North);
//! let mut moves = MoveList::new();
//! pos.legal_moves(&mut moves);
//! assert_eq!(moves.len(), 6);
//! ```

use crate::described::Described;
use crate::error::SetupError;
use crate::games::described_game::{described_game, one_description};
use crate::rules::Ruleset;
use crate::state::key_tag;
use crate::types::{GameKind, GameOptions, NoOptions, Outcome, Player};

/// The board: two rows of the registry's columns.
const COLS: usize = GameKind::Oware.cols();

/// An Oware position.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Oware {
    pos: Described,
}

impl Oware {
    /// A position from its parts (for tests and analysis): seeds per house (12,
    /// row-major: North's 0–5, then South's 6–11), captured seeds (South, North) and
    /// the player to move. The seeds must add up to 48. If the position is already
    /// final (rule 6 or 8) the end is applied at once.
    pub fn from_parts(
        holes: [u8; 12],
        captured: [u8; 2],
        to_move: Player,
    ) -> Result<Oware, SetupError> {
        Described::from_parts(Self::rules(), &holes, captured.map(u32::from), to_move)
            .map(|pos| Oware { pos })
            .map_err(|e| e.in_game(Self::KIND))
    }

    /// Keys under the game's own tag (docs/FORMAT.md, *Position keys*).
    #[inline(always)]
    fn key_here(&self) -> u64 {
        const TAG: u64 = key_tag(Oware::KIND, GameOptions::None);
        const START: u64 = crate::rules::KeyHasher::start(TAG);
        // No rounds, opening or children in its description.
        self.pos
            .key_in::<{ (2 * COLS).div_ceil(8) }, false>(TAG, START)
    }

    /// Only the result decides: a lead is safe only past 24 seeds, which ends the
    /// game at once (rule 8).
    fn decided_here(&self) -> Option<Outcome> {
        crate::rules::Position::result(&self.pos)
    }
}

one_description!(Oware, "oware");
described_game!(Oware on PLAIN_COUNTS);

impl Default for Oware {
    fn default() -> Self {
        Oware {
            pos: Self::rules().start(),
        }
    }
}

impl Ruleset for Oware {
    const KIND: GameKind = GameKind::Oware;
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

const _: () = assert!(Oware::MAX_LEGAL_MOVES <= crate::rules::MOVE_LIST_CAPACITY);

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn successors_are_found_on_the_path_named() {
        let start = Oware::start();
        crate::games::described_game::assert_successor_path(start, Oware::takes_its_successor_path);
    }
}
