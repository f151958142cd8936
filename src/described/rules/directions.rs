//! Sowing directions hole by hole at play: which way a sowing goes, and which
//! directions a hole offers the player.

use super::{path, Rules};
use crate::types::Direction;

impl Rules {
    /// Whether a sowing of `hole` goes against the game's circuits (`sow`): a
    /// `split` hole of the other half, or a chosen hole whose mover chose so
    /// (`against`). Always false on a path without [`path::DIRECTIONS`].
    #[inline(always)]
    pub(in crate::described) fn turned<const F: u32>(&self, hole: usize, against: bool) -> bool {
        path::has(F, path::DIRECTIONS) && (against || self.dir_turned >> hole & 1 == 1)
    }

    /// Whether the player chooses the direction of `hole`.
    #[inline]
    pub(in crate::described) fn chooses(&self, hole: usize) -> bool {
        self.dir_chosen >> hole & 1 == 1
    }

    /// Whether a chosen direction `d` goes against the game's circuits.
    #[inline]
    pub(in crate::described) fn against(&self, d: Direction) -> bool {
        d != self.dir_base
    }

    /// The directions a player may choose for a chosen hole, the game's own first.
    #[inline]
    pub(in crate::described) fn directions(&self) -> [Direction; 2] {
        match self.dir_base {
            Direction::CounterClockwise => [Direction::CounterClockwise, Direction::Clockwise],
            Direction::Clockwise => [Direction::Clockwise, Direction::CounterClockwise],
        }
    }
}
