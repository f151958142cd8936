//! The circuits a sowing follows: the mover's, reversed by a sowing's parity or its
//! chosen direction, without the holes a round blocks (kept per thread, built once a
//! round), and the laps sown a word at a time on the plain paths.

use super::{path, Rules};
use crate::circuit::Circuit;
use crate::sow::LapTable;
use crate::trace::Observer;
use crate::types::Player;
use path::has;

/// The circuits of a game, compiled once: each player's sowing circuit, the circuit
/// capture chains walk, and the same reversed.
#[derive(Clone, Copy)]
pub(in crate::described) struct CompiledCircuits {
    /// Each player's sowing circuit (indexed by [`Player::index`]); with stores, over
    /// `len + 2` slots.
    pub(in crate::described) sow: [Circuit; 2],
    /// The circuit capture chains walk (the holes only, in sowing order).
    pub(in crate::described) chain: Circuit,
    /// Sowing by the seeds lifted (`odd-counter-clockwise`): the circuits of a hole
    /// holding an even number (clockwise), as `sow` and `chain` are for an odd one.
    /// `sow_even` and `chain_even` are `sow` and `chain` reversed, which the sowings
    /// against the game's direction also follow.
    pub(in crate::described) even_odd: bool,
    pub(in crate::described) sow_even: [Circuit; 2],
    pub(in crate::described) chain_even: Circuit,
}

impl Rules {
    /// The circuits a sowing of `seeds` by `mover` follows: its sowing circuit and
    /// the circuit its capture chain walks; reversed for a sowing `turned` against
    /// the game's direction ([`Rules::turned`]).
    #[inline(always)]
    pub(in crate::described) fn circuits<const F: u32>(
        &self,
        mover: Player,
        seeds: u8,
        turned: bool,
    ) -> (&Circuit, &Circuit) {
        let even = has(F, path::EVEN_ODD) && self.circuits.even_odd && seeds % 2 == 0;
        let turned = has(F, path::DIRECTIONS) && turned;
        if even != turned {
            // (Never with seeds sowing by their parity: `chain_ignores_choice` is
            // refused there.)
            let chain = if turned && self.directions.chain_ignores_choice {
                &self.circuits.chain
            } else {
                &self.circuits.chain_even
            };
            (&self.circuits.sow_even[mover.index()], chain)
        } else {
            (&self.circuits.sow[mover.index()], &self.circuits.chain)
        }
    }

    /// The mover's laps sown a word at a time
    /// ([`CompiledSowing::laps`](super::sowing::CompiledSowing::laps)), on the plain
    /// paths only (whose circuit is always `sow[mover]` and whose laps drop every seed
    /// along it), and untraced.
    #[inline(always)]
    pub(super) fn lap_table<const F: u32, O: Observer>(&self, mover: Player) -> Option<&LapTable> {
        if O::ACTIVE || F & !path::PLAIN != 0 {
            return None;
        }
        self.sowing.laps.as_ref().map(|t| &t[mover.index()])
    }

    /// [`Rules::circuits`] with the `blocked` holes left out (a copy only when some
    /// hole is blocked), handed to `f`.
    #[inline(always)]
    pub(in crate::described) fn with_circuits<const F: u32, T>(
        &self,
        mover: Player,
        seeds: u8,
        blocked: u64,
        turned: bool,
        f: impl FnOnce(&Circuit, &Circuit) -> T,
    ) -> T {
        if blocked == 0 {
            let (circuit, chain) = self.circuits::<F>(mover, seeds, turned);
            f(circuit, chain)
        } else {
            self.with_blocked_circuits(mover, seeds, blocked, turned, f)
        }
    }

    /// The blocked case of [`Rules::with_circuits`], out of line.
    #[cold]
    #[inline(never)]
    fn with_blocked_circuits<T>(
        &self,
        mover: Player,
        seeds: u8,
        blocked: u64,
        turned: bool,
        f: impl FnOnce(&Circuit, &Circuit) -> T,
    ) -> T {
        let (circuit, chain) = self.circuits::<{ path::ALL }>(mover, seeds, turned);
        with_blocked(self.key.tag, circuit, chain, blocked, f)
    }

    /// The mover's store slot (meaningful only with stores).
    #[inline]
    pub(in crate::described) fn store_of(&self, p: Player) -> usize {
        self.len + p.index()
    }
}

/// `f` on `circuit` and `chain` (circuits of the rules whose tag is `tag`) without
/// the `blocked` holes. A match of rounds blocks the same holes all through a round,
/// so the last few are kept, a thread's own, and lent to `f` where they are: building
/// them again (their cycle tables) and copying them cost a relay match with blocked
/// holes most of its time (Hoyito I: 1,740 instructions a ply of 3,900). A call
/// from within `f` that finds no kept circuits builds its own.
pub(super) fn with_blocked<T>(
    tag: u64,
    circuit: &Circuit,
    chain: &Circuit,
    blocked: u64,
    f: impl FnOnce(&Circuit, &Circuit) -> T,
) -> T {
    use std::cell::RefCell;
    /// The key of an entry: the rules' tag, the two circuits' addresses (in rules
    /// kept for the program's life) and the holes blocked.
    type Key = (u64, usize, usize, u64);
    const SLOTS: usize = 4;
    thread_local! {
        static KEPT: RefCell<[Option<(Key, Circuit, Circuit)>; SLOTS]> =
            const { RefCell::new([None; SLOTS]) };
    }
    let key = (
        tag,
        circuit as *const Circuit as usize,
        chain as *const Circuit as usize,
        blocked,
    );
    // The mover's circuits and the reversed ones lie side by side in the rules: a
    // slot each.
    let slot = key.1 / std::mem::size_of::<Circuit>() % SLOTS;
    KEPT.with(|kept| {
        let hit = kept.borrow()[slot]
            .as_ref()
            .is_some_and(|(k, _, _)| *k == key);
        if !hit {
            match kept.try_borrow_mut() {
                Ok(mut kept) => {
                    kept[slot] = Some((key, circuit.without(blocked), chain.without(blocked)))
                }
                // Lent out to an outer call: built here, not kept.
                Err(_) => return f(&circuit.without(blocked), &chain.without(blocked)),
            }
        }
        let kept = kept.borrow();
        let (_, circuit, chain) = kept[slot].as_ref().expect("kept just now");
        f(circuit, chain)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The kept circuits are those `Circuit::without` builds, from the first call and
    /// from the kept ones, also when asked again from within `f` (kept or not).
    #[test]
    fn blocked_circuits_are_kept_as_built() {
        let ring = Circuit::two_row_ring(6);
        let back = ring.reversed();
        let (a, b) = (1u64 << 3 | 1 << 8, 1u64 << 0);
        let expect = |blocked| (ring.without(blocked), back.without(blocked));
        for _ in 0..2 {
            with_blocked(7, &ring, &back, a, |c, ch| {
                assert_eq!((*c, *ch), expect(a));
                // Nested: the same key (kept), then another (built, the slot lent).
                with_blocked(7, &ring, &back, a, |c, ch| assert_eq!((*c, *ch), expect(a)));
                with_blocked(7, &ring, &back, b, |c, ch| assert_eq!((*c, *ch), expect(b)));
            });
        }
        with_blocked(7, &ring, &back, b, |c, ch| assert_eq!((*c, *ch), expect(b)));
    }
}
