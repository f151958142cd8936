//! Random playouts: whole random games with the complete rules (repetition included),
//! allocation-free once their room is made, and the seedable generator they use.

use crate::game::{end_by_repetition, Seen};
use crate::rules::{Position, Successors};
use crate::types::{Outcome, Player};

pub use crate::rng::Rng;

/// How a playout ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct PlayoutEnd {
    /// The result, or `None` if the ply limit stopped the game unfinished.
    pub result: Option<Outcome>,
    /// Moves played.
    pub plies: usize,
    /// Seeds captured by South and North at the end (for a game stopped unfinished:
    /// where it stopped).
    pub captured: [u32; 2],
}

/// Room for random playouts, made once and reused: the successor buffer and the
/// repetition table (for the games where a repetition ends the game). Playouts run
/// through it allocate nothing once its room is made (the repetition table grows
/// only past the most positions it has ever held between two captures).
///
/// ```
/// use sowing::{BaoKigogo, Ruleset};
/// use sowing::playout::{Playout, Rng};
/// let mut playout = Playout::new();
/// let mut rng = Rng::new(1);
/// let plies: usize = (0..10)
///     .map(|_| playout.run(BaoKigogo::start(), &mut rng, 1000).plies)
///     .sum();
/// assert!(plies > 0);
/// ```
#[derive(Clone, Debug)]
pub struct Playout<P: Position> {
    scratch: Successors<P>,
    seen: Seen<P>,
}

impl<P: Position> Default for Playout<P> {
    fn default() -> Self {
        Playout::new()
    }
}

impl<P: Position> Playout<P> {
    /// Room for playouts of `P`.
    pub fn new() -> Playout<P> {
        Playout {
            scratch: Successors::new(),
            seen: Seen::with_capacity(0),
        }
    }

    /// Plays uniformly random legal moves from `pos` ([`Position::play_random`]) until
    /// the game ends or `ply_limit` moves have been played, applying the repetition
    /// rules a [`crate::Game`] applies (Bao Kigogo's draw, Oware's end on a repeated
    /// position): the same game, move for move, as playing `moves[rng.below(n)]` of
    /// the legal moves through a `Game` with that ply limit.
    pub fn run(&mut self, pos: P, rng: &mut Rng, ply_limit: usize) -> PlayoutEnd {
        let mut pos = pos;
        let tracks = pos.repetition_ends_game();
        if tracks {
            self.seen.clear();
            self.seen.insert(&pos);
        }
        let mut plies = 0;
        let mut draw = false;
        while plies < ply_limit {
            let Some((_, report)) = pos.play_random(rng, &mut self.scratch) else {
                break;
            };
            plies += 1;
            if tracks && self.seen.record(&pos, &report) {
                draw = end_by_repetition(&mut pos);
                break;
            }
        }
        PlayoutEnd {
            result: if draw {
                Some(Outcome::Draw)
            } else {
                pos.result()
            },
            plies,
            captured: [pos.captured(Player::South), pos.captured(Player::North)],
        }
    }
}

/// Plays uniformly random legal moves from `pos` until the game ends or `ply_limit`
/// moves have been played: [`Playout::run`] on fresh room (keep a [`Playout`] to run
/// many without allocating).
///
/// ```
/// use sowing::{DjenonAboure, Ruleset};
/// use sowing::playout::{random_playout, Rng};
/// let end = random_playout(DjenonAboure::start(), &mut Rng::new(1), 10_000);
/// assert!(end.plies > 0);
/// ```
pub fn random_playout<P: Position>(pos: P, rng: &mut Rng, ply_limit: usize) -> PlayoutEnd {
    Playout::new().run(pos, rng, ply_limit)
}
