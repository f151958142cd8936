//! `sowing.first_choice_holds`: with `direction: player-chooses`, only the first move
//! (of the game; of each round in a match) chooses its direction; from then on its
//! mover sows that way and the opponent the other way. Moves still name their
//! direction ([`crate::Move::SowDir`]), the one left open; two bits of
//! [`Described::flags`] remember the directions once chosen.

use super::{Described, AGAIN, AGAINST, BEAR_OFF};
use crate::described::rules::path;
use crate::types::Player;

/// [`Described::flags`]: the directions are fixed for the game (the round).
const FIXED: u8 = 1 << 5;
/// [`Described::flags`]: with [`FIXED`], South sows against the game's direction
/// (North along it); without, South along it (North against).
const SOUTH_AGAINST: u8 = 1 << 6;

impl Described {
    /// Whether the first move has fixed both players' directions
    /// (`sowing.first_choice_holds`); false before it, and in other games.
    pub fn directions_fixed(&self) -> bool {
        self.flags & FIXED != 0
    }

    /// Whether the player to move may sow a chosen hole against the game's direction
    /// (`against`) or along it: either before the first choice, only the direction
    /// it left them after.
    #[inline]
    pub(super) fn direction_open(&self, against: bool) -> bool {
        self.flags & FIXED == 0
            || against == ((self.flags & SOUTH_AGAINST != 0) == (self.st.to_move == Player::South))
    }

    /// As a sowing by `mover` going against the game's direction (`against`) or
    /// along it starts: the first choice fixes both players' directions. Nothing
    /// without `sowing.first_choice_holds`, or once fixed.
    #[inline(always)]
    pub(super) fn note_first_choice<const F: u32>(&mut self, mover: Player, against: bool) {
        if !path::has(F, path::DIR_MEMORY) || !self.rules.first_choice || self.flags & FIXED != 0 {
            return;
        }
        let south_against = against == (mover == Player::South);
        self.flags |= FIXED | if south_against { SOUTH_AGAINST } else { 0 };
    }

    /// A new round: the directions are chosen again, and no hole is barred.
    #[inline]
    pub(super) fn forget_directions(&mut self) {
        self.flags &= AGAINST | AGAIN | BEAR_OFF;
    }
}
