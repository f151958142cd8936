//! Boards whose sides are not the usual ones (docs/DESCRIPTIONS.md, *sides*), as
//! the moves read them: on a board without sides (`moves.any_hole`) a player may
//! sow every hole, on the paths with [`path::SIDES`]; an own-row circuit
//! (`sowing.circuit: own-row`) is data only, each player's [`Circuit`] a cycle of
//! their row (and store) with the opponent's row left apart.

use super::{path, Rules};
use crate::board::Board;
use crate::circuit::Circuit;
use crate::described::description::{Description, SowCircuit};
use crate::types::{HoleSet, Player};

/// The sides of a description whose sides are not the usual ones (`None` in
/// [`Rules`] where each player sows their own holes round the board).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(in crate::described) struct CompiledSides {
    /// A board without sides: either player may sow any hole (`moves.any_hole`).
    pub(in crate::described) any_hole: bool,
    /// Each player sows round their own row (`sowing.circuit: own-row`; the circuits
    /// say it, [`own_row_circuits`]).
    pub(in crate::described) own_row: bool,
    /// Sowings bear off once no hole holds more than one seed (`sowing.bear_off`,
    /// [`super::bear_off`]).
    pub(in crate::described) bear_off: bool,
}

impl CompiledSides {
    /// The sides of `d` (checked), if they are not the usual ones.
    pub(super) fn new(d: &Description) -> Option<CompiledSides> {
        let sides = CompiledSides {
            any_hole: d.moves.any_hole,
            own_row: d.sowing.circuit == SowCircuit::OwnRow,
            bear_off: d.sowing.bear_off,
        };
        (sides.any_hole || sides.own_row || sides.bear_off).then_some(sides)
    }
}

impl Rules {
    /// Whether the board has no sides: either player may sow any hole.
    #[inline(always)]
    pub(in crate::described) fn any_hole(&self) -> bool {
        self.sides.is_some_and(|s| s.any_hole)
    }

    /// The holes `p` may sow on `b`: every hole on a board without sides (on a path
    /// with [`path::SIDES`]), their own holes otherwise ([`Rules::holes_of`]).
    #[inline(always)]
    pub(in crate::described) fn sowable<const F: u32>(&self, b: &Board, p: Player) -> HoleSet {
        if path::has(F, path::SIDES) && self.any_hole() {
            HoleSet::first(self.len)
        } else {
            self.holes_of::<F>(b, p)
        }
    }
}

/// Each player's own-row circuit on a two-row board of `cols` columns, South's
/// first: their row counter-clockwise (South's from the left, North's from South's
/// right), then their store with `stores` (slot `2 * cols` South's, `2 * cols + 1`
/// North's), round again; the opponent's row, and store, cycles of their own that
/// the sowing never reaches. Clockwise: the same cycles reversed.
pub(super) fn own_row_circuits(cols: usize, stores: bool, clockwise: bool) -> [Circuit; 2] {
    let len = 2 * cols;
    let south: Vec<u8> = (cols..len).map(|h| h as u8).collect();
    let north: Vec<u8> = (0..cols).rev().map(|h| h as u8).collect();
    let orient = |c: Circuit| if clockwise { c.reversed() } else { c };
    if !stores {
        return [orient(Circuit::from_cycles(len, &[&south, &north])); 2];
    }
    let (s_store, n_store) = (len as u8, len as u8 + 1);
    let with = |row: &[u8], store: u8| -> Vec<u8> { row.iter().copied().chain([store]).collect() };
    [
        Circuit::from_cycles(len + 2, &[&with(&south, s_store), &north, &[n_store]]),
        Circuit::from_cycles(len + 2, &[&with(&north, n_store), &south, &[s_store]]),
    ]
    .map(orient)
}
