//! The repetition record shared by [`crate::Game`] and [`crate::playout::Playout`]: the
//! positions seen since a game last forgot its history (Oware forgets at every
//! capture), found by their keys in O(1), a key found confirmed by comparing the
//! positions. A short history keeps nothing but keys: its positions are found again by
//! replaying the few moves played since the first of them.

use crate::rules::Position;
use crate::types::Move;

/// The positions a repetition rule remembers, in the order met, against the caller's
/// record of moves. The first [`Seen::SHORT`] are kept as their keys alone, found again
/// by replaying the moves played since the first (a repetition's key is confirmed that
/// way); later ones are stored. So a move costs its key and a few words, not a copy
/// of the position, and many games side by side keep what they touch in cache.
#[derive(Clone, Debug)]
pub(crate) struct History<P: Position> {
    seen: Seen,
    /// The first position remembered, and the index in the caller's record of the
    /// move played from it.
    first: P,
    from: usize,
    /// The positions from the [`Seen::SHORT`]-th on.
    later: Vec<P>,
}

impl<P: Position> History<P> {
    /// An empty record with room for `capacity` positions (`start` only fills the
    /// place of the first until one is remembered).
    pub(crate) fn new(start: P, capacity: usize) -> History<P> {
        History {
            seen: Seen::with_capacity(capacity),
            first: start,
            from: 0,
            later: Vec::with_capacity(capacity.saturating_sub(Seen::SHORT)),
        }
    }

    /// Makes room for `capacity` positions in all (no allocation while they fit).
    pub(crate) fn reserve(&mut self, capacity: usize) {
        self.seen.reserve(capacity);
        self.later
            .reserve(capacity.saturating_sub(Seen::SHORT + self.later.len()));
    }

    /// The number of positions remembered.
    pub(crate) fn len(&self) -> usize {
        self.seen.len()
    }

    /// The keys remembered, in the order met.
    pub(crate) fn keys(&self) -> &[u64] {
        self.seen.keys()
    }

    /// Forgets every position.
    #[inline]
    pub(crate) fn forget(&mut self) {
        self.seen.clear();
        self.later.clear();
    }

    /// Remembers `pos`, reached by the last move of `moves` (the caller's record, which
    /// must hold every move played since the first position remembered); `false` if
    /// it was seen already (nothing is added then).
    #[inline(always)]
    pub(crate) fn remember(&mut self, pos: &P, moves: &[Move]) -> bool {
        let k = self.seen.len();
        let (first, from, later) = (&self.first, self.from, &self.later);
        let new = self.seen.insert(pos.key(), |i| {
            if i < Seen::SHORT {
                // Position `i` is the first after its `i` moves.
                let mut p = *first;
                for &mv in &moves[from..from + i] {
                    let _ = p.play(mv);
                }
                p == *pos
            } else {
                later[i - Seen::SHORT] == *pos
            }
        });
        if new {
            if k == 0 {
                self.first = *pos;
                self.from = moves.len();
            } else if k >= Seen::SHORT {
                self.later.push(*pos);
            }
        }
        new
    }

    /// Takes over `other`'s positions (remembered against `other_moves`), recording
    /// against `moves`, which is cleared and given the moves played since `other`'s
    /// first position. Allocates nothing once the room is made.
    pub(crate) fn continue_from(
        &mut self,
        other: &History<P>,
        other_moves: &[Move],
        moves: &mut Vec<Move>,
    ) {
        self.forget();
        moves.clear();
        if other.len() == 0 {
            return;
        }
        let since = &other_moves[other.from..];
        let mut p = other.first;
        self.remember(&p, moves);
        for &mv in since {
            let _ = p.play(mv);
            moves.push(mv);
            self.remember(&p, moves);
        }
    }
}

/// The keys ([`Position::key`]) of the positions seen since the history was last
/// forgotten, in the order met, found in O(1); whether a key found is the same
/// position is the caller's to say (it keeps the positions, or can find them again).
/// Forgetting is O(1), so that the games that forget at every capture (Oware) pay
/// nothing for it.
///
/// A short history (fewer than [`Seen::SHORT`] positions, most of Oware's between two
/// captures) is looked up in its keys alone: a 64-bit filter (bit `key >> 58` of
/// every key remembered) says at once that a key is new, and only a possible match
/// looks at those few keys. From [`Seen::SHORT`] positions on, an open-addressing
/// table of small entries (a generation and an index into the keys) finds a key. So
/// a move touches its game's filter and the end of its keys, and the table only in
/// long histories: many games side by side ([`crate::env::VecEnv`]) keep what they
/// touch in cache. Everything grows only when more positions are remembered than ever
/// before, so a game or playout allocates nothing per move once it has made its room.
#[derive(Clone, Debug)]
pub(crate) struct Seen {
    /// The keys of the positions remembered, in the order met.
    keys: Vec<u64>,
    /// While the history is short: bit `key >> 58` of every key remembered.
    filter: u64,
    /// `(generation, index into keys)`; an entry of another generation is empty.
    /// Used once the history is long ([`Seen::SHORT`] positions).
    table: Vec<(u32, u32)>,
    generation: u32,
    /// Whether the table holds this history's keys (it is long).
    indexed: bool,
}

impl Seen {
    /// Positions looked up by their keys alone, below the table.
    pub(crate) const SHORT: usize = 16;

    /// An empty set with room for `capacity` positions.
    pub(crate) fn with_capacity(capacity: usize) -> Seen {
        let mut seen = Seen {
            keys: Vec::new(),
            filter: 0,
            table: Vec::new(),
            generation: 1,
            indexed: false,
        };
        seen.reserve(capacity);
        seen
    }

    /// Makes room for `capacity` positions in all (no allocation while they fit).
    pub(crate) fn reserve(&mut self, capacity: usize) {
        if capacity == 0 {
            return;
        }
        self.keys.reserve(capacity.saturating_sub(self.keys.len()));
        let want = (2 * capacity.max(Self::SHORT)).next_power_of_two();
        if want > self.table.len() {
            self.table = vec![(0, 0); want];
            self.generation = 1;
            if self.indexed {
                self.index();
            }
        }
    }

    /// Enters every key into the table, in the current generation.
    fn index(&mut self) {
        let mask = self.table.len() - 1;
        for (i, &key) in self.keys.iter().enumerate() {
            let mut at = key as usize & mask;
            while self.table[at].0 == self.generation {
                at = (at + 1) & mask;
            }
            self.table[at] = (self.generation, i as u32);
        }
    }

    /// The number of positions remembered.
    #[inline]
    pub(crate) fn len(&self) -> usize {
        self.keys.len()
    }

    /// The keys remembered, in the order met.
    pub(crate) fn keys(&self) -> &[u64] {
        &self.keys
    }

    /// Forgets every position.
    #[inline]
    pub(crate) fn clear(&mut self) {
        self.keys.clear();
        self.filter = 0;
        if self.indexed {
            // The table's entries of this history become empty.
            self.indexed = false;
            self.generation = self.generation.wrapping_add(1);
            if self.generation == 0 {
                // Every 2^32 long histories: old stamps could look current again.
                self.table.iter_mut().for_each(|e| e.0 = 0);
                self.generation = 1;
            }
        }
    }

    /// Adds the key of a position, unless `same(i)` says that the position remembered
    /// `i`-th, whose key is the same, is that position: then `false`, nothing added.
    #[inline(always)]
    pub(crate) fn insert(&mut self, key: u64, same: impl FnMut(usize) -> bool) -> bool {
        let len = self.keys.len();
        if len < Self::SHORT {
            let bit = 1u64 << (key >> 58);
            if self.filter & bit != 0 && self.find_short(key, same) {
                return false;
            }
            self.filter |= bit;
            self.keys.push(key);
            return true;
        }
        self.insert_indexed(key, same)
    }

    /// Whether a position of the short history with key `key` is the one (`same`).
    #[cold]
    fn find_short(&self, key: u64, mut same: impl FnMut(usize) -> bool) -> bool {
        (0..self.keys.len()).any(|i| self.keys[i] == key && same(i))
    }

    /// [`Seen::insert`] in a long history, through the table.
    #[inline(never)]
    fn insert_indexed(&mut self, key: u64, mut same: impl FnMut(usize) -> bool) -> bool {
        let len = self.keys.len();
        if 2 * (len + 1) > self.table.len() {
            self.reserve(2 * (len + 1));
        }
        if !self.indexed {
            self.indexed = true;
            self.index();
        }
        let mask = self.table.len() - 1;
        let mut at = key as usize & mask;
        loop {
            let (generation, i) = self.table[at];
            if generation != self.generation {
                break;
            }
            let i = i as usize;
            if self.keys[i] == key && same(i) {
                return false;
            }
            at = (at + 1) & mask;
        }
        self.table[at] = (self.generation, len as u32);
        self.keys.push(key);
        true
    }
}
