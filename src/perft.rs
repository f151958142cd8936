//! Perft: the number of leaf nodes of the legal-move tree at an exact depth.
//!
//! As in chess engines, perft checks move generation and play together: two
//! implementations of a game agree on every perft number only if they agree on every
//! legal move of every position on the way. A finished game has no moves, so a game
//! that ends before `depth` contributes no leaf. Perft walks plain positions, so rules
//! that need a game's history (Bao Kigogo's draw and Oware's end on a repeated
//! position, see [`crate::Game`]) are not part of it.
//!
//! The repository's `tests/perft/` holds perft tables of every game, from the start and
//! from positions that reach the rarer rules.
//!
//! ```
//! use sowing::{DjenonAboure, Ruleset};
//! use sowing::perft::perft;
//! assert_eq!(perft(&DjenonAboure::start(), 0), 1);
//! assert_eq!(perft(&DjenonAboure::start(), 1), 6);
//! ```

use crate::rules::{MoveList, Position};

/// Leaf nodes of the legal-move tree of `pos` at exactly `depth` plies (`1` at depth
/// 0, whatever the position).
pub fn perft<P: Position>(pos: &P, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    let mut moves = MoveList::new();
    pos.legal_moves(&mut moves);
    if depth == 1 {
        return moves.len() as u64;
    }
    moves
        .iter()
        .map(|&mv| {
            let mut next = *pos;
            // A legal move always plays; a refusal would be a bug caught by the tables.
            match next.play(mv) {
                Ok(_) => perft(&next, depth - 1),
                Err(_) => 0,
            }
        })
        .sum()
}
