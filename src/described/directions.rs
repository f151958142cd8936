//! Sowing directions hole by hole: which holes let the player choose
//! (`sowing.direction: player-chooses`, `sowing.chosen_holes`) and which sow against
//! the game's circuits (`sowing.direction: split`), read from a description; the
//! checks of those fields.

use super::description::{Columns, Description, DescriptionError, SowDirection};

/// The column of hole `hole` of a `rows`×`cols` board counted from its owner's left
/// (North owns the top half of the rows and sees the board upside down).
pub(super) fn owner_column(hole: usize, rows: usize, cols: usize) -> usize {
    let (row, col) = (hole / cols, hole % cols);
    if row < rows / 2 {
        cols - 1 - col
    } else {
        col
    }
}

/// The holes (bit `h` for hole `h`) whose direction the player chooses. Read from
/// any description, checked or not (columns past the row are left out).
pub(super) fn chosen_holes(d: &Description) -> u64 {
    let (rows, cols) = (d.board.rows as usize, d.board.holes_per_row as usize);
    let holes = (rows * cols).min(64);
    let every = d.sowing.direction == SowDirection::PlayerChooses;
    (0..holes)
        .filter(|&h| every || d.sowing.chosen_holes.contains(owner_column(h, rows, cols)))
        .fold(0, |m, h| m | 1 << h)
}

/// The holes that sow against the game's circuits when the player does not choose
/// otherwise: with `split`, the left half of each row seen from its owner (the
/// circuits being the counter-clockwise ones); with `towards-centre`, the right
/// half. The middle hole of an odd row is chosen, so it is left out.
pub(super) fn turned_holes(d: &Description) -> u64 {
    let (rows, cols) = (d.board.rows as usize, d.board.holes_per_row as usize);
    // The half of each row that sows clockwise, by the owner's columns.
    let turned = |c: usize| match d.sowing.direction {
        SowDirection::Split => c < cols / 2,
        // The right half: past the middle hole of an odd row.
        SowDirection::TowardsCentre => c >= cols - cols / 2,
        _ => false,
    };
    (0..(rows * cols).min(64))
        .filter(|&h| turned(owner_column(h, rows, cols)))
        .fold(0, |m, h| m | 1 << h)
}

/// The checks of the direction fields: columns on the board, a split middle hole
/// chosen, no choice with `odd-counter-clockwise` or on top of `player-chooses`,
/// splits on two rows; `moves.no_single_seed_back` on two rows, with single seeds
/// sown, and a direction that can bring a seed back; `sowing.first_choice_holds`
/// with `player-chooses`.
pub(super) fn check(d: &Description) -> Result<(), DescriptionError> {
    use DescriptionError::Contradiction;
    let s = &d.sowing;
    let cols = d.board.holes_per_row as usize;
    if !s.chosen_holes.is_empty() {
        match s.direction {
            SowDirection::PlayerChooses => {
                return Err(Contradiction(
                    "sowing.chosen_holes with direction \"player-chooses\" (every hole is chosen already)",
                ))
            }
            SowDirection::OddCounterClockwise => {
                return Err(Contradiction(
                    "sowing.chosen_holes with direction \"odd-counter-clockwise\" (the seeds decide the direction)",
                ))
            }
            _ => {}
        }
        if (cols..32).any(|c| s.chosen_holes.contains(c)) {
            return Err(Contradiction(
                "sowing.chosen_holes names a column past the row",
            ));
        }
    }
    if s.first_choice_holds && s.direction != SowDirection::PlayerChooses {
        return Err(Contradiction(
            "sowing.first_choice_holds needs sowing.direction \"player-chooses\" (the first move chooses)",
        ));
    }
    if d.moves.no_single_seed_back {
        if d.board.rows != 2 {
            return Err(Contradiction(
                "moves.no_single_seed_back needs two rows (a row's end is where they meet)",
            ));
        }
        if s.min_seeds > 1 {
            return Err(Contradiction(
                "moves.no_single_seed_back with sowing.min_seeds above 1 (a single seed is never sown)",
            ));
        }
        if !matches!(
            s.direction,
            SowDirection::Split | SowDirection::PlayerChooses
        ) && s.chosen_holes.is_empty()
        {
            return Err(Contradiction(
                "moves.no_single_seed_back needs sowing.direction \"split\" or chosen directions (otherwise no seed goes back across a row's end)",
            ));
        }
    }
    if s.direction == SowDirection::Split {
        if d.board.rows != 2 {
            return Err(Contradiction(
                "sowing.direction \"split\" needs two rows (four-row circuits have no row ends)",
            ));
        }
        if cols % 2 == 1 && !s.chosen_holes.contains(cols / 2) {
            return Err(Contradiction(
                "sowing.direction \"split\" on an odd row: the middle hole has no direction unless sowing.chosen_holes names it",
            ));
        }
    }
    if s.direction == SowDirection::TowardsCentre {
        if d.board.rows != 2 {
            return Err(Contradiction(
                "sowing.direction \"towards-centre\" needs two rows (four-row circuits have no row ends)",
            ));
        }
        if cols % 2 == 1 && !s.chosen_holes.contains(cols / 2) {
            return Err(Contradiction(
                "sowing.direction \"towards-centre\" on an odd row: the middle hole has no direction unless sowing.chosen_holes names it",
            ));
        }
    }
    Ok(())
}

/// The rules page's sentence on `sowing.chosen_holes`.
pub(super) fn chosen_prose(b: &super::description::BoardSpec, chosen: Columns) -> String {
    let cols = b.holes_per_row as usize;
    let named: Vec<String> = (0..cols)
        .filter(|&c| chosen.contains(c))
        .map(|c| (c + 1).to_string())
        .collect();
    let list = match named.as_slice() {
        [one] => format!("hole {one}"),
        [init @ .., last] => format!("holes {} and {last}", init.join(", ")),
        [] => "no hole".to_string(),
    };
    format!(
        "The mover chooses the direction of {list} of their row (counted from their left, \
         from 1): such a hole is sown either counter-clockwise or clockwise, the stores \
         staying where they are."
    )
}
