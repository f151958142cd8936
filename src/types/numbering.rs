//! The action numbering of moves ([`crate::actions`] documents it and re-exports
//! [`action_of`] and [`move_of`]): plain arithmetic on a [`GameKind`] and a [`Move`],
//! below the rules, whose `FromSetup::legal_action_bits` numbers legal moves with it.

use super::{Direction, GameKind, HoleSet, Move, OfferHoles};

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
