//! `sowing.first_choice_holds`: with `direction: player-chooses`, only the first move
//! (of the game; of each round in a match) chooses its direction; from then on its
//! mover sows that way and the opponent the other way. Moves still name their
//! direction ([`crate::Move::SowDir`]), the one left open; two bits of
//! [`Described::flags`] remember the directions once chosen (`flags.rs`).

use crate::described::rules::path;
use crate::described::Described;
use crate::types::Player;

impl Described {
    /// Whether the first move has fixed both players' directions
    /// (`sowing.first_choice_holds`); false before it, and in other games.
    pub fn directions_fixed(&self) -> bool {
        self.fixed_directions().is_some()
    }

    /// Whether the player to move may sow a chosen hole against the game's direction
    /// (`against`) or along it: either before the first choice, only the direction
    /// it left them after.
    #[inline]
    pub(in crate::described) fn direction_open(&self, against: bool) -> bool {
        match self.fixed_directions() {
            None => true,
            Some(south_against) => against == (south_against == (self.st.to_move == Player::South)),
        }
    }

    /// As a sowing by `mover` going against the game's direction (`against`) or
    /// along it starts: the first choice fixes both players' directions. Nothing
    /// without `sowing.first_choice_holds`, or once fixed.
    #[inline(always)]
    pub(in crate::described) fn note_first_choice<const F: u32>(
        &mut self,
        mover: Player,
        against: bool,
    ) {
        if !path::has(F, path::DIR_MEMORY)
            || !self.rules.directions.first_choice
            || self.fixed_directions().is_some()
        {
            return;
        }
        let south_against = against == (mover == Player::South);
        self.fix_directions(south_against);
    }
}
