//! Boards whose sides are not the usual ones (docs/DESCRIPTIONS.md, *sides*), as
//! the moves read them: on a board without sides (`moves.any_hole`) a player may
//! sow every hole, on the paths with [`path::SIDES`]; an own-row circuit
//! (`sowing.circuit: own-row`) is data only, each player's [`Circuit`] a cycle of
//! their row (and store) with the opponent's row left apart. Here too are the
//! checks of those fields and their sentences on the rules page.

use super::{path, Rules};
use crate::board::Board;
use crate::circuit::Circuit;
use crate::described::{
    AfterCapture, Description, DescriptionError, GrandSlam, Laps, Origin, SowDirection, StoreSowing,
};

use crate::types::{HoleSet, Player};
use serde::{Deserialize, Serialize};

/// The circuit a sowing goes round ([`SowingSpec::circuit`](crate::described::SowingSpec::circuit)).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum SowCircuit {
    /// Both rows, one after the other (each player's store, if sown into, after
    /// its owner's row). The default.
    #[default]
    Board,
    /// Each player's own row alone, round and round (their store, if sown into,
    /// after their row's last hole): no seed of a sowing reaches the opponent's row.
    OwnRow,
}

/// Refuses what a board without sides or an own-row circuit cannot play: feeding
/// (with an own-row circuit no sowing reaches the opponent; on a board without sides
/// nobody is without holes to sow), a pass (without sides, a player without a move
/// has an empty board before them), a match of rounds, a forbidden or limited grand
/// slam without sides; an own-row circuit on four rows, without sides, in a
/// territory match or sowing into both stores.
pub(super) fn check(d: &Description) -> Result<(), DescriptionError> {
    use DescriptionError::{Contradiction, Unsupported};
    let own_row = d.sowing.circuit == SowCircuit::OwnRow;
    if d.moves.any_hole {
        if d.moves.must_feed {
            return Err(Contradiction(
                "moves.any_hole with moves.must_feed (every seed on the board is the mover's to sow)",
            ));
        }
        if d.moves.no_move.passes() {
            return Err(Contradiction(
                "moves.any_hole with a pass (moves.no_move \"pass\" or \"pass-forever\": a player without a move on a board without sides has none to wait for)",
            ));
        }
        if d.rounds.is_some() {
            return Err(Unsupported {
                feature: "moves.any_hole in a match of rounds",
            });
        }
        if d.capture.grand_slam() != GrandSlam::Allowed {
            return Err(Contradiction(
                "moves.any_hole with a grand slam rule (no side of the board is the opponent's)",
            ));
        }
        if own_row {
            return Err(Unsupported {
                feature: "moves.any_hole with sowing.circuit \"own-row\"",
            });
        }
    }
    if own_row {
        if d.board.rows != 2 {
            return Err(Contradiction(
                "sowing.circuit \"own-row\" is for two-row boards",
            ));
        }
        if d.moves.must_feed {
            return Err(Contradiction(
                "sowing.circuit \"own-row\" with moves.must_feed (no sowing reaches the opponent)",
            ));
        }
        if d.rounds.is_some_and(|r| r.territory.is_some()) {
            return Err(Contradiction(
                "sowing.circuit \"own-row\" in a territory match (a row is its owner's for good)",
            ));
        }
        if d.sowing.stores == Some(StoreSowing::Both) {
            return Err(Unsupported {
                feature: "sowing.circuit \"own-row\" sowing into both stores",
            });
        }
    }
    if d.sowing.bear_off {
        let s = &d.sowing;
        let plain_sowing = matches!(
            s.direction,
            SowDirection::CounterClockwise | SowDirection::Clockwise
        ) && s.chosen_holes.is_empty()
            && s.laps != Laps::RelayNext
            && s.origin == Origin::SowInto
            && s.min_seeds == 1
            && s.opponent_takes_at_most.is_none()
            && s.after_capture == AfterCapture::Ends;
        if d.board.rows != 2 || d.board.stores || d.moves.any_hole || own_row {
            return Err(Contradiction(
                "sowing.bear_off is for two rows without stores, with sides, sown round the board",
            ));
        }
        if !plain_sowing
            || d.passing.is_some()
            || d.children.is_some()
            || d.rounds.is_some()
            || d.moves.opening.is_some()
        {
            return Err(Unsupported {
                feature: "sowing.bear_off with directions chosen or split, relays from the next hole, an origin rule, min_seeds, seeds given away, captures between laps or as the sowing passes, children, rounds or an opening",
            });
        }
    }
    Ok(())
}

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

/// The rules page's sentence on bearing off, if the sowing bears off.
pub(in crate::described) fn bear_off_prose(bear_off: bool) -> Option<String> {
    bear_off.then(|| {
        "Bearing off: once a move leaves no hole holding more than one seed, the game \
         bears off for good. From then on a lap sows only as far as the last hole of the \
         mover's row; the seeds it would sow on into the opponent's row are taken off the \
         board (they count as the mover's captures), and the lap ends on that last hole \
         (on the hole it was lifted from, emptied, when that is the row's last)."
            .to_string()
    })
}

/// The rules page's sentence on a board without sides, if it is one.
pub(in crate::described) fn moves_prose(any_hole: bool) -> Option<String> {
    any_hole.then(|| {
        "The board has no sides: a player may sow any hole of the board, the opponent's \
         row included (the rows a capture or the end names are still each player's own)."
            .to_string()
    })
}

/// The index's short names of these mechanisms, if the game has them.
pub(in crate::described) fn mechanisms(d: &Description) -> Vec<String> {
    let mut v = Vec::new();
    if d.moves.any_hole {
        v.push("no sides".to_string());
    }
    if d.sowing.circuit == SowCircuit::OwnRow {
        v.push("sows own row".to_string());
    }
    if d.sowing.bear_off {
        v.push("bears off".to_string());
    }
    v
}

/// The rules page's sentence on an own-row circuit, if the sowing has one.
pub(in crate::described) fn circuit_prose(circuit: SowCircuit, stores: bool) -> Option<String> {
    (circuit == SowCircuit::OwnRow).then(|| {
        if stores {
            "The sowing keeps to the mover's side, though: each player sows round their own row \
             and their store only, after the row's last hole the store, then the row's \
             first hole again; no seed reaches the opponent's row."
                .to_string()
        } else {
            "The sowing keeps to the mover's side, though: each player sows round their own row \
             only, after the row's last hole its first hole again; no seed reaches the \
             opponent's row."
                .to_string()
        }
    })
}
