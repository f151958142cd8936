//! Sets of holes, and Goré's trade offers of holes.

use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::fmt;

use super::Player;

/// A set of holes, as a bit mask over hole indices (`bit i` = hole `i`).
///
/// Used for captured holes, ownership and Goré offers. Iterates in ascending order.
///
/// ```
/// use sowing::HoleSet;
/// let s = HoleSet::EMPTY.with(5).with(2);
/// assert_eq!(s.iter().collect::<Vec<_>>(), vec![2, 5]);
/// assert_eq!(s.len(), 2);
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct HoleSet(pub u64);

impl HoleSet {
    /// The empty set.
    pub const EMPTY: HoleSet = HoleSet(0);

    /// Whether `hole` is in the set.
    #[inline]
    pub const fn contains(self, hole: usize) -> bool {
        hole < 64 && self.0 >> hole & 1 == 1
    }

    /// The set with `hole` added. `hole` must be below 64.
    #[inline]
    #[must_use]
    pub const fn with(self, hole: usize) -> HoleSet {
        HoleSet(self.0 | 1 << hole)
    }

    /// Adds `hole` (below 64) to the set.
    #[inline]
    pub fn insert(&mut self, hole: usize) {
        self.0 |= 1 << hole;
    }

    /// The number of holes in the set.
    #[inline]
    pub const fn len(self) -> usize {
        self.0.count_ones() as usize
    }

    /// Whether the set is empty.
    #[inline]
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The holes of the set, ascending.
    pub fn iter(self) -> impl Iterator<Item = usize> {
        let mut bits = self.0;
        std::iter::from_fn(move || {
            if bits == 0 {
                None
            } else {
                let i = bits.trailing_zeros() as usize;
                bits &= bits - 1;
                Some(i)
            }
        })
    }

    /// The set of holes `0..n`.
    #[inline]
    pub const fn first(n: usize) -> HoleSet {
        if n >= 64 {
            HoleSet(u64::MAX)
        } else {
            HoleSet((1u64 << n) - 1)
        }
    }
}

impl FromIterator<usize> for HoleSet {
    fn from_iter<I: IntoIterator<Item = usize>>(iter: I) -> Self {
        let mut s = HoleSet::EMPTY;
        for h in iter {
            s.insert(h);
        }
        s
    }
}

/// The holes of a Goré trade offer: 1 to 3 distinct holes, ascending.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct OfferHoles {
    holes: [u8; 3],
    len: u8,
}

impl OfferHoles {
    /// An offer of the given holes (any order, no repeats, 1 to 3 of them, each below
    /// 64); `None` otherwise.
    pub fn new(holes: &[usize]) -> Option<OfferHoles> {
        if holes.is_empty() || holes.len() > 3 || holes.iter().any(|&h| h >= 64) {
            return None;
        }
        let set: HoleSet = holes.iter().copied().collect();
        if set.len() != holes.len() {
            return None;
        }
        Some(OfferHoles::from_set(set))
    }

    /// The offer of a set of 1 to 3 holes. Holes past the third are ignored.
    pub fn from_set(set: HoleSet) -> OfferHoles {
        let mut o = OfferHoles {
            holes: [0; 3],
            len: 0,
        };
        for h in set.iter().take(3) {
            o.holes[o.len as usize] = h as u8;
            o.len += 1;
        }
        o
    }

    /// The holes, ascending.
    pub fn holes(&self) -> &[u8] {
        &self.holes[..self.len as usize]
    }

    /// The holes as a set.
    #[inline]
    pub fn set(&self) -> HoleSet {
        // The unused slots repeat nothing: only the first `len` count.
        let [a, b, c] = self.holes.map(|h| 1u64 << (h & 63));
        HoleSet(match self.len {
            1 => a,
            2 => a | b,
            _ => a | b | c,
        })
    }

    /// How many holes are offered.
    #[allow(clippy::len_without_is_empty)]
    pub fn len(&self) -> usize {
        self.len as usize
    }
}

impl Serialize for OfferHoles {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        self.holes().serialize(s)
    }
}

impl<'de> Deserialize<'de> for OfferHoles {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let v: Vec<u8> = Vec::deserialize(d)?;
        if v.windows(2).any(|w| w[0] >= w[1]) {
            return Err(serde::de::Error::custom(
                "offered holes must be ascending, without repeats",
            ));
        }
        let v: Vec<usize> = v.into_iter().map(usize::from).collect();
        OfferHoles::new(&v).ok_or_else(|| serde::de::Error::custom("an offer has 1 to 3 holes"))
    }
}

/// Goré's pending trade offer: who offered which holes. JSON (docs/FORMAT.md):
/// `{"by": "north", "holes": [5, 6]}`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PendingOffer {
    /// The player who offered.
    pub by: Player,
    /// The holes offered.
    pub holes: OfferHoles,
}

impl fmt::Display for OfferHoles {
    /// `hole 5`, `holes 5 and 6`, `holes 1, 2 and 3`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.holes() {
            [a] => write!(f, "hole {a}"),
            [a, b] => write!(f, "holes {a} and {b}"),
            [a, b, c] => write!(f, "holes {a}, {b} and {c}"),
            _ => f.write_str("no holes"),
        }
    }
}
