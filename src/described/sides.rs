//! Boards whose sides are not the usual ones (docs/DESCRIPTIONS.md, *sides*): a
//! board without sides (`moves.any_hole`: either player sows any hole), a
//! sowing that keeps to the mover's own row (`sowing.circuit: own-row`), and
//! bearing off the mover's side (`sowing.bear_off`). The
//! checks and the rules page's sentences are here; the compiled circuits and the
//! holes a player may sow are in `rules/sides.rs`.

use super::description::{
    AfterCapture, Description, DescriptionError, GrandSlam, Laps, Origin, SowCircuit, SowDirection,
    SowingSpec, StoreSowing,
};

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

/// The rules page's sentence on bearing off, if the sowing bears off.
pub(super) fn bear_off_prose(bear_off: bool) -> Option<String> {
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
pub(super) fn moves_prose(any_hole: bool) -> Option<String> {
    any_hole.then(|| {
        "The board has no sides: a player may sow any hole of the board, the opponent's \
         row included (the rows a capture or the end names are still each player's own)."
            .to_string()
    })
}

/// The index's short names of these mechanisms, if the game has them.
pub(super) fn mechanisms(d: &Description) -> Vec<String> {
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
pub(super) fn circuit_prose(s: &SowingSpec, stores: bool) -> Option<String> {
    (s.circuit == SowCircuit::OwnRow).then(|| {
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
