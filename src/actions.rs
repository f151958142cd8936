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

use crate::rules::{FromSetup, MoveList};
use crate::types::{Direction, GameKind, HoleSet, Move, OfferHoles};

impl GameKind {
    /// The number of distinct actions of the game ([`crate::actions`]): its holes and
    /// pass, in a game with trade offers accept, decline and the offers, and in a game
    /// with chosen sowing directions its holes again (sown clockwise).
    ///
    /// ```
    /// use sowing::GameKind;
    /// assert_eq!(GameKind::Gore.num_actions(), 103);
    /// assert_eq!(GameKind::Oware.num_actions(), 13);
    /// assert_eq!(GameKind::BaoKigogo.num_actions(), 49);
    /// ```
    pub const fn num_actions(self) -> usize {
        let holes = self.holes();
        if !self.chosen_directions().is_empty() {
            return 2 * holes + 1;
        }
        match self.max_offered() {
            0 => holes + 1,
            most => holes + 3 + offers_smaller_than(holes, most + 1),
        }
    }
}

// An offer holds at most 3 holes (`OfferHoles`), and a hole set is a 64-bit mask.
const _: () = {
    let mut i = 0;
    while i < GameKind::ALL.len() {
        assert!(GameKind::ALL[i].max_offered() <= 3 && GameKind::ALL[i].holes() <= 64);
        i += 1;
    }
};

/// `n` choose `k` (0 when `k > n`). Exact: every partial product is itself a
/// binomial coefficient, and the games' are small.
const fn binomial(n: usize, k: usize) -> usize {
    if k > n {
        return 0;
    }
    let mut c = 1;
    let mut i = 0;
    while i < k {
        c = c * (n - i) / (i + 1);
        i += 1;
    }
    c
}

/// The number of offers of fewer than `size` holes on a board of `holes` holes: where
/// the offers of `size` holes start.
const fn offers_smaller_than(holes: usize, size: usize) -> usize {
    let mut sum = 0;
    let mut s = 1;
    while s < size {
        sum += binomial(holes, s);
        s += 1;
    }
    sum
}

/// The action number of `mv` in `game`, or `None` for a move the game does not have (a
/// hole off its board, an answer or an offer in a game without trade offers, an offer
/// of more holes than the game allows). Legal moves always have one.
///
/// ```
/// use sowing::actions::action_of;
/// use sowing::{GameKind, Move};
/// assert_eq!(action_of(GameKind::Oware, Move::Sow(7)), Some(7));
/// assert_eq!(action_of(GameKind::Oware, Move::Pass), Some(12));
/// assert_eq!(action_of(GameKind::Oware, Move::Accept), None);
/// assert_eq!(action_of(GameKind::Gore, Move::Decline), Some(10));
/// ```
#[inline]
pub fn action_of(game: GameKind, mv: Move) -> Option<usize> {
    let holes = game.holes();
    let trades = game.max_offered() > 0;
    let h = |h: u8| (usize::from(h) < holes).then_some(usize::from(h));
    match mv {
        Move::Sow(hole) => h(hole).filter(|&h| !game.chosen_directions().contains(h)),
        Move::SowDir(hole, d) => {
            let hole = h(hole).filter(|&h| game.chosen_directions().contains(h))?;
            Some(match d {
                Direction::CounterClockwise => hole,
                Direction::Clockwise => holes + 1 + hole,
            })
        }
        Move::Pass => Some(holes),
        Move::Accept => trades.then_some(holes + 1),
        Move::Decline => trades.then_some(holes + 2),
        Move::Offer(offer) => {
            let size = offer.len();
            let offered = offer.holes();
            if size > game.max_offered() || offered.iter().any(|&h| usize::from(h) >= holes) {
                return None;
            }
            // The lexicographic rank of the ascending list among the sets of its size:
            // C(H, s) - 1 - Σ C(H - 1 - c_i, s - i).
            let later: usize = offered
                .iter()
                .enumerate()
                .map(|(i, &h)| binomial(holes - 1 - usize::from(h), size - i))
                .sum();
            let rank = binomial(holes, size) - 1 - later;
            Some(holes + 3 + offers_smaller_than(holes, size) + rank)
        }
    }
}

/// The move of action number `action` in `game`, or `None` for a number the game does
/// not have (`action >= game.num_actions()`).
///
/// ```
/// use sowing::actions::move_of;
/// use sowing::{GameKind, Move, OfferHoles};
/// assert_eq!(move_of(GameKind::BaoKigogo, 48), Some(Move::Pass));
/// assert_eq!(move_of(GameKind::BaoKigogo, 49), None);
/// assert_eq!(move_of(GameKind::Gore, 47), Some(Move::Offer(OfferHoles::new(&[0, 1, 2]).unwrap())));
/// ```
#[inline]
pub fn move_of(game: GameKind, action: usize) -> Option<Move> {
    // The sowings first, inline: most actions of every game (no board has over 255 holes).
    if action < game.holes() {
        if game.chosen_directions().contains(action) {
            return Some(Move::SowDir(action as u8, Direction::CounterClockwise));
        }
        return Some(Move::Sow(action as u8));
    }
    move_of_other(game, action)
}

/// [`move_of`] for the actions past the sowings: pass, answers and offers, or the
/// clockwise sowings.
#[inline(never)]
fn move_of_other(game: GameKind, action: usize) -> Option<Move> {
    let holes = game.holes();
    let chosen = game.chosen_directions();
    if !chosen.is_empty() && action > holes {
        let hole = action - holes - 1;
        return chosen
            .contains(hole)
            .then_some(Move::SowDir(hole as u8, Direction::Clockwise));
    }
    match action - holes {
        0 => return Some(Move::Pass),
        _ if game.max_offered() == 0 => return None,
        1 => return Some(Move::Accept),
        2 => return Some(Move::Decline),
        _ => {}
    }
    // The offer's size, then its rank among the sets of that size.
    let mut rank = action - holes - 3;
    let mut size = 1;
    while rank >= binomial(holes, size) {
        rank -= binomial(holes, size);
        size += 1;
        if size > game.max_offered() {
            return None;
        }
    }
    // Each hole in turn: skip the sets that start with a smaller one.
    let mut set = HoleSet::EMPTY;
    let mut next = 0;
    for i in 0..size {
        loop {
            let starting_here = binomial(holes - 1 - next, size - 1 - i);
            if rank < starting_here {
                break;
            }
            rank -= starting_here;
            next += 1;
        }
        set.insert(next);
        next += 1;
    }
    Some(Move::Offer(OfferHoles::from_set(set)))
}

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
