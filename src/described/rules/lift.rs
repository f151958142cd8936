//! The per-move values the play code carries: [`Lift`], what one sowing is played
//! with, and [`Route`], the circuits it follows.

use crate::circuit::Circuit;
use crate::types::Player;

/// One sowing as the compiled rules play it: what is fixed once its hole is lifted,
/// carried in one value through the play code rather than as loose arguments.
#[derive(Clone, Copy)]
pub(in crate::described) struct Lift {
    /// The hole lifted.
    pub(in crate::described) hole: usize,
    /// The player who sows.
    pub(in crate::described) mover: Player,
    /// Captures are on (the game's first turns under `capture.off_first_turns` are
    /// over, [`super::Rules::live_for`]).
    pub(in crate::described) live: bool,
    /// The holes blocked this round, which the sowing leaves out (rounds).
    pub(in crate::described) blocked: u64,
    /// The player chose the direction against the game's (a chosen hole,
    /// [`super::Rules::turned`]).
    pub(in crate::described) against: bool,
    /// The game bears off now ([`super::bear_off`]).
    pub(in crate::described) bearing_off: bool,
    /// The child holes as the sowing starts (0 on a path without children).
    pub(in crate::described) kids: u64,
}

/// The circuits a sowing follows: its laps' and its capture chain's.
#[derive(Clone, Copy)]
pub(in crate::described) struct Route<'a> {
    /// The circuit the laps follow.
    pub(in crate::described) laps: &'a Circuit,
    /// The circuit a capture chain follows.
    pub(in crate::described) chain: &'a Circuit,
}
