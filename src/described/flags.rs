//! The flags word of a described position ([`Described::flags`]): one byte, so that
//! the position keeps its size, holding the small memories of several rules. Every
//! bit is defined here, and the other modules read and write them only through the
//! accessors below. The position's key and hash take the byte whole
//! (`traits.rs`), so a bit moved here changes keys that tests pin.
//!
//! | bit | name | meaning | set by | cleared |
//! | --- | --- | --- | --- | --- |
//! | 0 | [`AGAINST`] | the sowing being checked or made goes against the game's direction (a chosen hole, `sowing.direction: player-chooses`) | a copy of the position made to check or play one direction ([`crate::described::rules::directions`]) | as the sowing starts: never set between moves |
//! | 1 | `AGAIN` | the last sowing earned an extra turn (a pass since then changes nothing), kept only with `extra_turn.capture_once` | every move of such a game | every move that earns no extra turn |
//! | 2 | `BARRED` | a single seed was just sown across a row's end into an end hole (`moves.no_single_seed_back`, [`crate::described::rules::directions`]) | the move that sows it | the next move, and a new round |
//! | 3–4 | `BAR_PLACE` | with `BARRED`, which end hole: 0 the top row's left end, 1 its right end, 2 the bottom row's left end, 3 its right end | with `BARRED` | with `BARRED` |
//! | 5 | `FIXED` | the first move fixed both players' directions (`sowing.first_choice_holds`, [`crate::described::rules::directions`]) | the first move of the game (of the round) | a new round |
//! | 6 | `SOUTH_AGAINST` | with `FIXED`, South sows against the game's direction (North along it); without, South along it | with `FIXED` | with `FIXED` |
//! | 7 | `BEAR_OFF` | the game bears off now, for good (`sowing.bear_off`) | the start, or the move after which no hole holds more than one seed | never |

use super::Described;

/// The sowing goes against the game's direction.
pub(super) const AGAINST: u8 = 1;
/// The last sowing earned an extra turn.
const AGAIN: u8 = 1 << 1;
/// A hole is barred; [`BAR_PLACE`] says which.
const BARRED: u8 = 1 << 2;
/// The lowest bit of [`BAR_PLACE`].
const BAR_SHIFT: u32 = 3;
/// The barred hole's place among the four row ends (two bits).
const BAR_PLACE: u8 = 3 << BAR_SHIFT;
/// The directions are fixed for the game (the round).
const FIXED: u8 = 1 << 5;
/// With [`FIXED`], South sows against the game's direction.
const SOUTH_AGAINST: u8 = 1 << 6;
/// The game bears off now, for good.
const BEAR_OFF: u8 = 1 << 7;

/// The bits a new round keeps: what the round's first move forgets is the rest.
const KEPT_BY_ROUND: u8 = AGAINST | AGAIN | BEAR_OFF;

/// The flags word of a position that bears off from the start (`bears_off`) or not,
/// every other flag clear.
#[inline(always)]
pub(super) fn starting(bears_off: bool) -> u8 {
    if bears_off {
        BEAR_OFF
    } else {
        0
    }
}

/// Whether the flags word `flags` says the game bears off now: for a caller that
/// holds part of the position borrowed.
#[inline(always)]
pub(super) fn bears_off(flags: u8) -> bool {
    flags & BEAR_OFF != 0
}

impl Described {
    /// Whether the sowing being checked or made goes against the game's direction.
    #[inline(always)]
    pub(in crate::described) fn against(&self) -> bool {
        self.flags & AGAINST != 0
    }

    /// Sets whether the sowing being checked or made goes against the game's
    /// direction.
    #[inline(always)]
    pub(in crate::described) fn set_against(&mut self, against: bool) {
        self.flags = self.flags & !AGAINST | if against { AGAINST } else { 0 };
    }

    /// Whether the last sowing earned an extra turn (`extra_turn.capture_once`).
    #[inline(always)]
    pub(super) fn moved_again(&self) -> bool {
        self.flags & AGAIN != 0
    }

    /// Sets whether the last sowing earned an extra turn.
    #[inline(always)]
    pub(super) fn set_moved_again(&mut self, again: bool) {
        self.flags = self.flags & !AGAIN | if again { AGAIN } else { 0 };
    }

    /// The barred hole's place among the row ends (0 to 3, as the module's table
    /// says), if a hole is barred (`moves.no_single_seed_back`).
    #[inline(always)]
    pub(in crate::described) fn bar_place(&self) -> Option<u8> {
        if self.flags & BARRED == 0 {
            None
        } else {
            Some((self.flags & BAR_PLACE) >> BAR_SHIFT)
        }
    }

    /// Bars the row end at `place` (0 to 3), or no hole.
    #[inline(always)]
    pub(in crate::described) fn set_bar(&mut self, place: Option<u8>) {
        self.flags &= !(BARRED | BAR_PLACE);
        if let Some(place) = place {
            debug_assert!(place < 4, "a row end's place is 0 to 3");
            self.flags |= BARRED | (place << BAR_SHIFT & BAR_PLACE);
        }
    }

    /// The directions the first move fixed (`sowing.first_choice_holds`): whether
    /// South sows against the game's direction; `None` before the first move.
    #[inline(always)]
    pub(in crate::described) fn fixed_directions(&self) -> Option<bool> {
        if self.flags & FIXED == 0 {
            None
        } else {
            Some(self.flags & SOUTH_AGAINST != 0)
        }
    }

    /// Fixes the directions for the game (the round): South against the game's
    /// direction (`south_against`) or along it, North the other way.
    #[inline(always)]
    pub(in crate::described) fn fix_directions(&mut self, south_against: bool) {
        self.flags |= FIXED | if south_against { SOUTH_AGAINST } else { 0 };
    }

    /// A new round: the directions are chosen again, and no hole is barred.
    #[inline(always)]
    pub(super) fn forget_round_flags(&mut self) {
        self.flags &= KEPT_BY_ROUND;
    }

    /// Whether the game bears off now (`sowing.bear_off`).
    #[inline(always)]
    pub(super) fn bears_off(&self) -> bool {
        bears_off(self.flags)
    }

    /// The game bears off from now on, for good.
    #[inline(always)]
    pub(super) fn start_bearing_off(&mut self) {
        self.flags |= BEAR_OFF;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Each field of the word, as the module's table names it.
    const FIELDS: [(&str, u8); 7] = [
        ("AGAINST", AGAINST),
        ("AGAIN", AGAIN),
        ("BARRED", BARRED),
        ("BAR_PLACE", BAR_PLACE),
        ("FIXED", FIXED),
        ("SOUTH_AGAINST", SOUTH_AGAINST),
        ("BEAR_OFF", BEAR_OFF),
    ];

    #[test]
    fn fields_are_disjoint_and_fill_the_byte() {
        let mut seen = 0u8;
        for (name, mask) in FIELDS {
            assert_ne!(mask, 0, "{name} has no bit");
            assert_eq!(seen & mask, 0, "{name} overlaps an earlier field");
            seen |= mask;
        }
        assert_eq!(seen, u8::MAX, "a bit of the flags word is not in the table");
        // The place takes exactly the two bits the shift says.
        assert_eq!(BAR_PLACE >> BAR_SHIFT, 3);
        // A new round keeps exactly the fields that outlive it.
        assert_eq!(KEPT_BY_ROUND, AGAINST | AGAIN | BEAR_OFF);
    }

    #[test]
    fn each_accessor_writes_its_own_bits_only() {
        let pos = crate::described::library_start("kalah");
        let mut all = pos;
        all.flags = u8::MAX;
        for base in [pos, all] {
            let mut p = base;
            p.set_against(!base.against());
            assert_eq!(p.flags ^ base.flags, AGAINST);
            let mut p = base;
            p.set_moved_again(!base.moved_again());
            assert_eq!(p.flags ^ base.flags, AGAIN);
            for place in 0..4 {
                let mut p = base;
                p.set_bar(Some(place));
                assert_eq!(p.bar_place(), Some(place));
                assert_eq!(
                    p.flags & !(BARRED | BAR_PLACE),
                    base.flags & !(BARRED | BAR_PLACE)
                );
                p.set_bar(None);
                assert_eq!(p.bar_place(), None);
                assert_eq!(p.flags, base.flags & !(BARRED | BAR_PLACE));
            }
            let mut p = base;
            p.flags &= !(FIXED | SOUTH_AGAINST);
            let clear = p.flags;
            assert_eq!(p.fixed_directions(), None);
            p.fix_directions(true);
            assert_eq!(p.fixed_directions(), Some(true));
            assert_eq!(p.flags & !(FIXED | SOUTH_AGAINST), clear);
            p.forget_round_flags();
            assert_eq!(p.fixed_directions(), None);
            assert_eq!(p.bar_place(), None);
            assert_eq!(p.flags, base.flags & (AGAINST | AGAIN | BEAR_OFF));
            let mut p = base;
            p.start_bearing_off();
            assert!(p.bears_off());
            assert_eq!(p.flags, base.flags | BEAR_OFF);
        }
        assert_eq!(starting(true), BEAR_OFF);
        assert_eq!(starting(false), 0);
    }
}
