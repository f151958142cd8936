//! The evaluation at the search horizon, and the per-game tuning behind it.

use super::capture_margin;
use crate::rules::{FromSetup, Position};
use crate::types::GameKind;

/// What the search needs of a game beyond its rules: how to value a position at the
/// horizon. Tuning lives here, not in the rules ([`Position`]).
///
/// The crate's games (and [`crate::AnyGame`]) implement it; a variant of your own
/// implements it to be searched, usually with the defaults:
/// `impl Evaluate for MyGame {}`.
pub trait Evaluate: Position {
    /// How much [`evaluate`] counts a seed on the board, in quarters of a captured
    /// seed: each seed in the holes of the player to move adds this much, each in the
    /// opponent's holes takes it away. 0 (the default) leaves the capture margin alone.
    fn board_seed_weight(&self) -> i32 {
        0
    }
}

/// The crate's games: the board term (a quarter seed per seed) helped alpha-beta at
/// depth 4 in Oware (69% against the margin alone over 100 games, 65–27–8) and
/// Djenon-aboure (58%, 52–36–12), so those two games use it; with it the `hard` player
/// fell to 17–1–2 against `greedy` in Hoyito III and let Goré games stall at the ply
/// limit, so those games, and Bao Kigogo (where the term equals the margin), do not. A
/// game added to the crate starts at 0.
impl<G: FromSetup> Evaluate for G {
    fn board_seed_weight(&self) -> i32 {
        match self.kind() {
            GameKind::Oware | GameKind::DjenonAboure => 1,
            _ => 0,
        }
    }
}

/// The default evaluation, for the player to move: the capture margin (seeds captured
/// minus seeds the opponent captured) plus, where the game asks for it
/// ([`Evaluate::board_seed_weight`]), a term for the seeds on the board:
/// [`evaluate_with_side`] with the position's weight. Captured seeds never return to
/// the board in these games, so the margin is the main measure.
pub fn evaluate<P: Evaluate>(pos: &P) -> i32 {
    evaluate_with_side(pos, pos.board_seed_weight())
}

/// The capture margin plus `weight`/4 × (seeds in the holes the player to move
/// controls − seeds in the opponent's holes), rounded toward zero.
pub fn evaluate_with_side<P: Position>(pos: &P, weight: i32) -> i32 {
    if weight == 0 {
        return capture_margin(pos);
    }
    let me = pos.to_move();
    let b = pos.board();
    let side = b.seeds_of(me) as i32 - b.seeds_of(me.opponent()) as i32;
    capture_margin(pos) + weight * side / 4
}
