//! Random playouts: a small deterministic random number generator and whole random
//! games, without allocation for games that need no history.
//!
//! The generator is SplitMix64, written here rather than taken from `rand` so that a
//! seed gives the same game on every platform and every version of this crate (seeded
//! games are part of the CLI's and the tests' contract).

use crate::game::Game;
use crate::ruleset::{MoveList, Outcome, Position};

/// SplitMix64: a fast, small, seedable generator (not for cryptography).
///
/// ```
/// use sowing::playout::Rng;
/// let mut a = Rng::new(7);
/// let mut b = Rng::new(7);
/// assert_eq!(a.next_u64(), b.next_u64());
/// assert!(a.below(6) < 6);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Rng(u64);

impl Rng {
    /// A generator seeded with `seed`.
    pub const fn new(seed: u64) -> Rng {
        Rng(seed)
    }

    /// The next 64 random bits.
    #[inline]
    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        mix64(self.0)
    }

    /// A uniform number in `0..n` (`n` > 0), by Lemire's multiply-shift.
    #[inline]
    pub fn below(&mut self, n: usize) -> usize {
        (((self.next_u64() >> 32) * n as u64) >> 32) as usize
    }
}

/// SplitMix64's finaliser: every output bit depends on every input bit. Also the last
/// step of the repetition set's hasher in [`crate::game`].
#[inline]
pub(crate) fn mix64(mut z: u64) -> u64 {
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// How a playout ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct PlayoutEnd {
    /// The result, or `None` if the ply limit stopped the game unfinished.
    pub result: Option<Outcome>,
    /// Moves played.
    pub plies: usize,
}

/// Plays uniformly random legal moves from `pos` until the game ends or `ply_limit`
/// moves have been played. Games where a repetition ends the game (Bao Kigogo, Oware)
/// are played through a [`Game`] (which keeps their history); the others allocate
/// nothing.
///
/// ```
/// use sowing::{DjenonAboure, Ruleset};
/// use sowing::playout::{random_playout, Rng};
/// let end = random_playout(DjenonAboure::start(), &mut Rng::new(1), 10_000);
/// assert!(end.plies > 0);
/// ```
pub fn random_playout<P: Position>(pos: P, rng: &mut Rng, ply_limit: usize) -> PlayoutEnd {
    let mut moves = MoveList::new();
    if pos.repetition_ends_game() {
        let mut game = Game::new(pos).with_ply_limit(Some(ply_limit));
        loop {
            game.legal_moves(&mut moves);
            if moves.is_empty() {
                return PlayoutEnd {
                    result: game.result(),
                    plies: game.ply(),
                };
            }
            let mv = moves[rng.below(moves.len())];
            game.play(mv).expect("legal moves play");
        }
    }
    let mut pos = pos;
    let mut plies = 0;
    while plies < ply_limit && !pos.is_over() {
        pos.legal_moves(&mut moves);
        let mv = moves[rng.below(moves.len())];
        pos.play(mv).expect("legal moves play");
        plies += 1;
    }
    PlayoutEnd {
        result: pos.result(),
        plies,
    }
}
