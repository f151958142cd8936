//! Random playouts: whole random games, without allocation for games that need no
//! history, and the seedable generator they use.

use crate::game::Game;
use crate::rules::{MoveList, Position};
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
                let p = game.position();
                return PlayoutEnd {
                    result: game.result(),
                    plies: game.ply(),
                    captured: [p.captured(Player::South), p.captured(Player::North)],
                };
            }
            let mv = moves[rng.below(moves.len())];
            if game.play(mv).is_err() {
                unreachable!("a legal move plays");
            }
        }
    }
    let mut pos = pos;
    let mut plies = 0;
    while plies < ply_limit && !pos.is_over() {
        pos.legal_moves(&mut moves);
        let mv = moves[rng.below(moves.len())];
        if pos.play(mv).is_err() {
            unreachable!("a legal move plays");
        }
        plies += 1;
    }
    PlayoutEnd {
        result: pos.result(),
        plies,
        captured: [pos.captured(Player::South), pos.captured(Player::North)],
    }
}
