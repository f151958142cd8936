//! Sowing directions hole by hole at play: which way a sowing goes, and which
//! directions a hole offers the player.

use super::{path, Rules};
use crate::described::description::{CaptureSpec, Description, SowDirection};
use crate::types::Direction;

/// A description's directions hole by hole and the rules that remember them (all
/// zero and false where every hole sows the game's way and nothing is remembered).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(in crate::described) struct CompiledDirections {
    /// The holes whose direction the player chooses (bit `h` for hole `h`).
    pub(in crate::described) chosen: u64,
    /// The holes, not chosen, that sow against `circuits.sow` (`split`).
    pub(in crate::described) turned: u64,
    /// The absolute direction of `circuits.sow`: a chosen direction other than it sows along
    /// the reversed circuits.
    pub(in crate::described) base: Direction,
    /// `capture.chain_ignores_choice`: a sowing turned by the mover's choice keeps
    /// the game's chain circuit.
    pub(in crate::described) chain_ignores_choice: bool,
    /// Each player's first turn sows in the game's direction
    /// (`sowing.first_turn_unchosen`).
    pub(in crate::described) first_turn_unchosen: bool,
    /// `moves.no_single_seed_back`: a single seed sown across a row's end bars its
    /// hole on the next move.
    pub(in crate::described) no_single_back: bool,
    /// `sowing.first_choice_holds`: the first move's direction holds for its mover,
    /// the other for the opponent.
    pub(in crate::described) first_choice: bool,
}

impl CompiledDirections {
    /// The directions of `d` (checked).
    pub(super) fn new(d: &Description) -> CompiledDirections {
        let chosen = crate::described::directions::chosen_holes(d);
        CompiledDirections {
            chosen,
            turned: crate::described::directions::turned_holes(d) & !chosen,
            base: if d.sowing.direction == SowDirection::Clockwise {
                Direction::Clockwise
            } else {
                Direction::CounterClockwise
            },
            chain_ignores_choice: matches!(
                d.capture,
                CaptureSpec::Counts {
                    chain_ignores_choice: true,
                    ..
                }
            ),
            first_turn_unchosen: d.sowing.first_turn_unchosen,
            no_single_back: d.moves.no_single_seed_back,
            first_choice: d.sowing.first_choice_holds,
        }
    }
}

impl Rules {
    /// Whether a sowing of `hole` goes against the game's circuits (`circuits.sow`): a
    /// `split` hole of the other half, or a chosen hole whose mover chose so
    /// (`against`). Always false on a path without [`path::DIRECTIONS`].
    #[inline(always)]
    pub(in crate::described) fn turned<const F: u32>(&self, hole: usize, against: bool) -> bool {
        path::has(F, path::DIRECTIONS) && (against || self.directions.turned >> hole & 1 == 1)
    }

    /// Whether the player chooses the direction of `hole`.
    #[inline]
    pub(in crate::described) fn chooses(&self, hole: usize) -> bool {
        self.directions.chosen >> hole & 1 == 1
    }

    /// Whether a chosen direction `d` goes against the game's circuits.
    #[inline]
    pub(in crate::described) fn against(&self, d: Direction) -> bool {
        d != self.directions.base
    }

    /// The directions a player may choose for a chosen hole, the game's own first.
    #[inline]
    pub(in crate::described) fn directions(&self) -> [Direction; 2] {
        match self.directions.base {
            Direction::CounterClockwise => [Direction::CounterClockwise, Direction::Clockwise],
            Direction::Clockwise => [Direction::Clockwise, Direction::CounterClockwise],
        }
    }
}
