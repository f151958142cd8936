//! The offers a player may make, in Goré's order (one hole, then two, then three, each
//! ascending, keeping one): listed ([`CompiledTrades::push_offers`]), counted, and the
//! `k`-th found without listing the others, as a random playout draws it (a table for
//! boards of up to 8 holes, the combinations unranked beyond).

use super::CompiledTrades;
use crate::board::Board;
use crate::rules::MoveList;
use crate::types::{HoleSet, Move, OfferHoles, Player};

/// `n` choose `k`.
#[inline]
fn binomial(n: usize, k: usize) -> usize {
    // Offers name at most three holes: those sizes without a division by a variable
    // (a random playout counts offers every turn).
    match k {
        0 => 1,
        1 => n,
        2 => n * n.saturating_sub(1) / 2,
        3 => n * n.saturating_sub(1) * n.saturating_sub(2) / 6,
        _ => (0..k).fold(1, |c, i| c * (n.saturating_sub(i)) / (i + 1)),
    }
}

/// `SMALL[n]`: the offers of up to three of `n` holes (at most 8), in the order
/// [`CompiledTrades::push_offers`] lists them (one hole, then two, then three, each
/// ascending), as sets of positions among the `n` (bit `i`: the `i`-th hole), then
/// zeros: where offers name up to three holes, a random playout reads its offer
/// here.
static SMALL: [[u8; 92]; 9] = {
    let mut t = [[0u8; 92]; 9];
    let mut n = 1;
    while n <= 8 {
        // Each size leaves the offerer one hole (`most_for`).
        let mut k = 0;
        let mut a = 0;
        while n > 1 && a < n {
            t[n][k] = 1 << a;
            k += 1;
            a += 1;
        }
        let mut a = 0;
        while n > 2 && a < n {
            let mut b = a + 1;
            while b < n {
                t[n][k] = 1 << a | 1 << b;
                k += 1;
                b += 1;
            }
            a += 1;
        }
        let mut a = 0;
        while n > 3 && a < n {
            let mut b = a + 1;
            while b < n {
                let mut c = b + 1;
                while c < n {
                    t[n][k] = 1 << a | 1 << b | 1 << c;
                    k += 1;
                    c += 1;
                }
                b += 1;
            }
            a += 1;
        }
        n += 1;
    }
    t
};

/// The most legal moves of a position of `holes` holes where offers name up to
/// `most` holes: the opponent keeps one hole, so the mover controls at most
/// `holes - 1`, each a sowing, and every offer of 1 to `most` of them.
pub(super) fn max_moves(holes: usize, most: usize) -> usize {
    let mine = holes.saturating_sub(1);
    mine + (1..=most).map(|k| binomial(mine, k)).sum::<usize>()
}

impl CompiledTrades {
    /// The most holes one offer of a player who controls `n` holes names: the
    /// description's most, keeping one hole.
    #[inline]
    fn most_for(&self, n: usize) -> usize {
        (self.most_offered as usize).min(n.saturating_sub(1))
    }

    /// Rule 4: every offer `me` may make on `b` (an ordinary turn, a sowing at hand),
    /// appended to `moves` in Goré's order: 1, then 2, then 3 of their holes, each
    /// ascending, keeping one.
    pub(in crate::described) fn push_offers(&self, b: &Board, me: Player, moves: &mut MoveList) {
        let mut mine = [0usize; crate::board::MAX_HOLES];
        let mut n = 0;
        for h in b.holes_of(me).iter() {
            mine[n] = h;
            n += 1;
        }
        let mine = &mine[..n];
        let most = self.most_for(n);
        let mut push = |set: HoleSet| moves.push(Move::Offer(OfferHoles::from_set(set)));
        if most >= 1 {
            for &a in mine {
                push(HoleSet::EMPTY.with(a));
            }
        }
        if most >= 2 {
            for (i, &a) in mine.iter().enumerate() {
                for &b in &mine[i + 1..] {
                    push(HoleSet::EMPTY.with(a).with(b));
                }
            }
        }
        if most >= 3 {
            for (i, &a) in mine.iter().enumerate() {
                for (j, &b) in mine.iter().enumerate().skip(i + 1) {
                    for &c in &mine[j + 1..] {
                        push(HoleSet::EMPTY.with(a).with(b).with(c));
                    }
                }
            }
        }
    }

    /// The `k`-th offer [`CompiledTrades::push_offers`] would list for a player who
    /// controls the `n` holes `mine`, found without listing the others (the
    /// combinations unranked in their order), or `None` past the last. A random
    /// playout draws its move this way.
    #[inline]
    pub(in crate::described) fn nth_offer(
        &self,
        mine: HoleSet,
        n: usize,
        mut k: usize,
    ) -> Option<HoleSet> {
        debug_assert_eq!(mine.len(), n);
        let most = self.most_for(n);
        if n < SMALL.len() && most == 3.min(n.saturating_sub(1)) {
            // The k-th offer of `n` holes as positions among them (none past the
            // last: no offer is empty), put on `mine`'s.
            let mut at = SMALL[n].get(k).copied().filter(|&at| at != 0)? as u64;
            let (mut set, mut rest) = (0, mine.0);
            while at != 0 {
                let h = rest & rest.wrapping_neg();
                rest ^= h;
                set |= h * (at & 1);
                at >>= 1;
            }
            return Some(HoleSet(set));
        }
        for size in 1..=most {
            let count = binomial(n, size);
            if k >= count {
                k -= count;
                continue;
            }
            // The k-th `size`-subset of `mine` in ascending lexicographic order: each
            // next hole is the first whose subsets (those it starts) reach past k.
            // (`after`: the holes of `rest`, counted down rather than by `count_ones`,
            // which the baseline x86-64 computes without an instruction of its own.)
            let (mut set, mut rest, mut after) = (HoleSet::EMPTY, mine.0, n);
            for left in (0..size).rev() {
                loop {
                    let h = rest.trailing_zeros() as usize;
                    rest &= rest - 1;
                    after -= 1;
                    let starting_here = binomial(after, left);
                    if k < starting_here {
                        set = set.with(h);
                        break;
                    }
                    k -= starting_here;
                }
            }
            return Some(set);
        }
        None
    }

    /// How many offers [`CompiledTrades::push_offers`] lists for a player who
    /// controls `n` holes.
    #[inline]
    pub(in crate::described) fn offer_count(&self, n: usize) -> usize {
        let most = self.most_for(n);
        (1..=most).map(|k| binomial(n, k)).sum()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::MOVE_LIST_CAPACITY;

    /// The `k`-th offer drawn without a list is the `k`-th listed, for every `k`, for
    /// players controlling 1 to 11 holes, offers of up to 1, 2 and 3 holes.
    #[test]
    fn nth_offer_is_the_offer_listed_nth() {
        for most in 1..=3 {
            let t = CompiledTrades {
                most_offered: most,
                price: 1,
                without_glory: true,
            };
            for north in 1..12 {
                // North controls `north` holes, scattered (0, 5, 10, 3, 8, …).
                let mut order: Vec<usize> = (0..12).map(|i| i * 5 % 12).collect();
                order.truncate(north);
                let owners: Vec<Player> = (0..12)
                    .map(|h| {
                        if order.contains(&h) {
                            Player::North
                        } else {
                            Player::South
                        }
                    })
                    .collect();
                let b = Board::from_parts(2, 6, &[1; 12], &owners).unwrap();
                for me in Player::BOTH {
                    if t.offer_count(b.holes_of(me).len()) > MOVE_LIST_CAPACITY {
                        continue;
                    }
                    let mut moves = MoveList::new();
                    t.push_offers(&b, me, &mut moves);
                    let n = b.holes_of(me).len();
                    assert_eq!(moves.len(), t.offer_count(n), "{most} {north} {me:?}");
                    for (k, &mv) in moves.iter().enumerate() {
                        let set = t.nth_offer(b.holes_of(me), n, k).unwrap();
                        assert_eq!(Move::Offer(OfferHoles::from_set(set)), mv, "k {k}");
                    }
                    assert_eq!(t.nth_offer(b.holes_of(me), n, moves.len()), None);
                }
            }
        }
    }
}
