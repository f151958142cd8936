//! Moves as numbers: every game numbers its moves `0..n` ([`GameKind::num_actions`]),
//! once and for ever, for learning environments (a policy's outputs, a mask of legal
//! actions) and for front ends that index moves. The Python package and its OpenSpiel
//! games use this numbering.
//!
//! With `H` the game's holes ([`GameKind::holes`]):
//!
//! | action | move |
//! | --- | --- |
//! | `h`, for `0 <= h < H` | [`Move::Sow`]`(h)`, the docs/FORMAT.md hole (also Bao Kigogo's single-seed step) |
//! | `H` | [`Move::Pass`] |
//! | `H + 1` | [`Move::Accept`], in a game with trade offers (Goré) |
//! | `H + 2` | [`Move::Decline`], in a game with trade offers |
//! | `H + 3 + k` | [`Move::Offer`] of the `k`-th set of holes, in a game with trade offers |
//!
//! The offers are every set of 1 to [`GameKind::max_offered`] holes, by size, then in
//! lexicographic order of their ascending hole lists.
//!
//! A described game whose players choose the sowing direction of some holes
//! ([`GameKind::chosen_directions`]: `sowing.direction: player-chooses`,
//! `sowing.chosen_holes`) has a second block of sowings after the pass:
//!
//! | action | move |
//! | --- | --- |
//! | `h`, for `0 <= h < H` | [`Move::Sow`]`(h)`, or [`Move::SowDir`]`(h, counter-clockwise)` where hole `h` lets the player choose |
//! | `H` | [`Move::Pass`] |
//! | `H + 1 + h`, for `0 <= h < H` | [`Move::SowDir`]`(h, clockwise)` |
//!
//! so such a game has `2H + 1` actions; every other game numbers its moves as
//! above, unchanged.
//!
//! | game | holes | sow | pass | accept | decline | offers | actions |
//! | --- | --- | --- | --- | --- | --- | --- | --- |
//! | Goré | 8 | 0–7 | 8 | 9 | 10 | 11–102 | 103 |
//! | Hoyito III, Djenon-aboure, Oware | 12 | 0–11 | 12 | – | – | – | 13 |
//! | Bao Kigogo | 48 | 0–47 | 48 | – | – | – | 49 |
//!
//! Goré's 92 offers: 11 to 18 offer one hole, `{0}` to `{7}`; 19 to 46 two holes,
//! `{0,1}`, `{0,2}`, … `{6,7}`; 47 to 102 three holes, `{0,1,2}`, `{0,1,3}`, …
//! `{5,6,7}`.
//!
//! ```
//! use sowing::actions::{action_of, legal_mask, move_of};
//! use sowing::{GameKind, Gore, Move, OfferHoles, Ruleset};
//!
//! let gore = GameKind::Gore;
//! assert_eq!(gore.num_actions(), 103);
//! let offer = Move::Offer(OfferHoles::new(&[5, 6]).unwrap());
//! assert_eq!(action_of(gore, offer), Some(8 + 3 + 8 + 25));
//! assert_eq!(move_of(gore, 44), Some(offer));
//! assert_eq!(move_of(gore, 103), None);
//!
//! let mut mask = [0f32; 103];
//! let legal = legal_mask(&Gore::start(), &mut mask).unwrap();
//! assert_eq!(legal, 4 + 4 + 6 + 4); // South's 4 sowings and offers of 1, 2 or 3 holes
//! assert_eq!(mask[4], 1.0); // sow hole 4
//! assert_eq!(mask[0], 0.0); // North's hole
//! ```

// The numbering itself sits below the rules (`FromSetup::legal_action_bits` uses it).
pub use crate::types::{action_of, move_of};

use crate::rules::{FromSetup, MoveList};
use crate::types::{GameKind, Move};

/// A mask slice shorter than the game's number of actions ([`legal_mask`],
/// [`mask_of`]); the slice is left unchanged.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, thiserror::Error)]
#[error("an action mask of {game} needs {needed} entries, not {len}")]
pub struct MaskTooShort {
    /// The game.
    pub game: GameKind,
    /// Its number of actions ([`GameKind::num_actions`]).
    pub needed: usize,
    /// The length of the slice given.
    pub len: usize,
}

/// Writes into `mask` which actions of `game` the moves are: `mask[a]` becomes
/// `T::from(true)` where `a` is the action of one of `moves`, `T::from(false)`
/// everywhere else, the entries past [`GameKind::num_actions`] included (so a slice
/// sized for the game with the most actions serves every game). `T` is `bool`, `u8`,
/// `f32`, … Returns how many entries are set; moves the game does not number (no legal
/// move is one) are left out.
///
/// A slice shorter than the game's number of actions is refused with [`MaskTooShort`]
/// and left unchanged: never a panic.
///
/// ```
/// use sowing::actions::mask_of;
/// use sowing::{GameKind, Move};
/// let mut mask = [true; 13];
/// assert_eq!(mask_of(GameKind::Oware, &[Move::Sow(6), Move::Pass], &mut mask), Ok(2));
/// assert_eq!(mask.iter().filter(|&&m| m).count(), 2);
/// assert!(mask_of(GameKind::Gore, &[], &mut mask).is_err()); // Goré has 103
/// ```
#[inline]
pub fn mask_of<T: From<bool>>(
    game: GameKind,
    moves: &[Move],
    mask: &mut [T],
) -> Result<usize, MaskTooShort> {
    let needed = game.num_actions();
    if mask.len() < needed {
        return Err(MaskTooShort {
            game,
            needed,
            len: mask.len(),
        });
    }
    mask.iter_mut().for_each(|m| *m = T::from(false));
    let mut set = 0;
    for a in moves.iter().filter_map(|&mv| action_of(game, mv)) {
        mask[a] = T::from(true);
        set += 1;
    }
    Ok(set)
}

/// The legal actions of `pos` as a mask ([`mask_of`] of its legal moves): all false
/// once the game is over. Any position of the crate's games, [`crate::AnyGame`]
/// included; for a [`crate::Game`], whose repetition rules and ply limit may end a
/// game the position alone does not, use [`crate::Game::legal_mask`].
///
/// ```
/// use sowing::actions::legal_mask;
/// use sowing::{AnyGame, GameKind};
/// let mut mask = [false; 49];
/// let start = AnyGame::start(GameKind::BaoKigogo);
/// assert_eq!(legal_mask(&start, &mut mask), Ok(23)); // South's holes but the empty 24
/// assert!(mask[25] && !mask[24] && !mask[48]);
/// let mut short = [0u8; 12];
/// assert!(legal_mask(&AnyGame::start(GameKind::Oware), &mut short).is_err());
/// ```
pub fn legal_mask<P: FromSetup, T: From<bool>>(
    pos: &P,
    mask: &mut [T],
) -> Result<usize, MaskTooShort> {
    let mut moves = MoveList::new();
    pos.legal_moves(&mut moves);
    mask_of(pos.kind(), &moves, mask)
}

/// Replaces the contents of `out` with the actions of `moves` in `game`, ascending;
/// moves the game does not number (no legal move is one) are left out.
pub fn actions_of(game: GameKind, moves: &[Move], out: &mut Vec<usize>) {
    out.clear();
    out.extend(moves.iter().filter_map(|&mv| action_of(game, mv)));
    out.sort_unstable();
}

/// Replaces the contents of `out` with the legal actions of `pos`, ascending
/// ([`actions_of`] of its legal moves); for a [`crate::Game`], see
/// [`crate::Game::legal_actions`].
///
/// ```
/// use sowing::actions::legal_actions;
/// use sowing::{Oware, Ruleset};
/// let mut actions = Vec::new();
/// legal_actions(&Oware::start(), &mut actions);
/// assert_eq!(actions, [6, 7, 8, 9, 10, 11]);
/// ```
pub fn legal_actions<P: FromSetup>(pos: &P, out: &mut Vec<usize>) {
    let mut moves = MoveList::new();
    pos.legal_moves(&mut moves);
    actions_of(pos.kind(), &moves, out);
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::types::OfferHoles;

    /// The offers listed the plain way: by size, each size in lexicographic order.
    fn listed_offers(holes: usize) -> Vec<Move> {
        let mut sets: Vec<Vec<usize>> = (0..holes).map(|a| vec![a]).collect();
        for a in 0..holes {
            for b in a + 1..holes {
                sets.push(vec![a, b]);
            }
        }
        for a in 0..holes {
            for b in a + 1..holes {
                for c in b + 1..holes {
                    sets.push(vec![a, b, c]);
                }
            }
        }
        sets.iter()
            .map(|s| Move::Offer(OfferHoles::new(s).unwrap()))
            .collect()
    }

    #[test]
    fn every_game_numbers_its_moves_in_the_documented_order() {
        for game in GameKind::ALL {
            let h = game.holes();
            let mut expected: Vec<Move> = (0..h as u8).map(Move::Sow).collect();
            expected.push(Move::Pass);
            if game.max_offered() > 0 {
                expected.extend([Move::Accept, Move::Decline]);
                expected.extend(listed_offers(h));
            }
            assert_eq!(expected.len(), game.num_actions(), "{game}");
            let moves: Vec<Move> = (0..game.num_actions())
                .map(|a| move_of(game, a).unwrap())
                .collect();
            assert_eq!(moves, expected, "{game}");
            for (a, &mv) in expected.iter().enumerate() {
                assert_eq!(action_of(game, mv), Some(a), "{game} {mv}");
            }
            assert_eq!(move_of(game, game.num_actions()), None);
            assert_eq!(move_of(game, usize::MAX), None);
        }
    }

    #[test]
    fn moves_a_game_does_not_have_have_no_number() {
        for game in GameKind::ALL {
            let h = game.holes();
            let off_board = h.min(63);
            assert_eq!(action_of(game, Move::Sow(h as u8)), None, "{game}");
            let offer = |holes: &[usize]| Move::Offer(OfferHoles::new(holes).unwrap());
            assert_eq!(action_of(game, offer(&[0, off_board])), None, "{game}");
            if game.max_offered() == 0 {
                assert_eq!(action_of(game, offer(&[0])), None, "{game}");
                assert_eq!(action_of(game, Move::Accept), None, "{game}");
                assert_eq!(action_of(game, Move::Decline), None, "{game}");
            }
        }
    }

    #[test]
    fn a_short_mask_is_refused_and_left_alone() {
        let mut mask = [7u8; 102];
        let err = mask_of(GameKind::Gore, &[Move::Pass], &mut mask).unwrap_err();
        assert_eq!(
            err,
            MaskTooShort {
                game: GameKind::Gore,
                needed: 103,
                len: 102
            }
        );
        assert!(mask.iter().all(|&m| m == 7));
        let mut long = [1.0f64; 200];
        assert_eq!(mask_of(GameKind::Oware, &[Move::Sow(3)], &mut long), Ok(1));
        assert_eq!(long.iter().sum::<f64>(), 1.0);
        assert_eq!(long[3], 1.0);
    }
}
