//! Sowing directions hole by hole (`sowing.direction`, `sowing.chosen_holes`): the
//! description types ([`SowDirection`], [`Columns`]), which holes let the player
//! choose and which sow against the game's circuits (`split`), the checks of those
//! fields, and at play which way a sowing goes and which directions a hole offers.
//!
//! On a position: the moves of a game with chosen holes (`position.rs`), the first
//! move's choice that holds for the rest of the game (`first_choice.rs`,
//! `sowing.first_choice_holds`) and the single seed that may not be sown straight
//! back across a row's end (`single_back.rs`, `moves.no_single_seed_back`).

mod first_choice;
mod position;
mod single_back;

use super::{path, Rules};
use crate::described::{CaptureSpec, ChainSpec, Description, DescriptionError};
use crate::types::Direction;
use serde::{Deserialize, Serialize};

/// The direction seeds travel, seen from above with South at the bottom.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum SowDirection {
    /// Along South's row left to right, then North's right to left. The default.
    #[default]
    CounterClockwise,
    /// The other way.
    Clockwise,
    /// Each move chooses its direction, hole by hole ([`crate::Move::SowDir`]): the
    /// counter-clockwise circuits or the same circuits reversed (stores stay where
    /// they are).
    PlayerChooses,
    /// Split: each player's row is split in two halves; the holes of the left half
    /// (seen from their owner) sow clockwise, those of the right half
    /// counter-clockwise, each towards its nearer end of the row. On an odd row the
    /// middle hole has no direction of its own: `chosen_holes` must name it.
    Split,
    /// Towards the centre: split the other way round, each half of a player's row
    /// sowing towards the middle of the row (the left half, seen from its owner,
    /// counter-clockwise, the right half clockwise). On an odd row the middle hole
    /// must be named in `chosen_holes`, as with `Split`.
    TowardsCentre,
    /// By the seeds lifted: a hole holding an odd number sows counter-clockwise, an
    /// even number clockwise (every lap of the move, and its capture chain, follow
    /// the first lap's direction). Stores stay where counter-clockwise sowing has
    /// them: a clockwise sowing passes South's store going from North's row to South's.
    OddCounterClockwise,
}

/// A set of columns (below 32), written as an ascending list of column numbers.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Columns(pub u32);

impl Columns {
    /// Whether no column is in the set.
    pub const fn is_empty(&self) -> bool {
        self.0 == 0
    }

    /// Whether column `c` is in the set.
    pub const fn contains(&self, c: usize) -> bool {
        c < 32 && self.0 >> c & 1 == 1
    }
}

impl Serialize for Columns {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let list: Vec<u8> = (0..32u8).filter(|&c| self.contains(c as usize)).collect();
        list.serialize(s)
    }
}

impl<'de> Deserialize<'de> for Columns {
    /// Any list of distinct columns below 32, in any order.
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let list = Vec::<u8>::deserialize(d)?;
        let mut set = 0u32;
        for c in list {
            if c >= 32 || set >> c & 1 == 1 {
                return Err(serde::de::Error::custom(format!(
                    "column {c} repeated or past the board (columns are below 32)"
                )));
            }
            set |= 1 << c;
        }
        Ok(Columns(set))
    }
}

/// The column of hole `hole` of a `rows`×`cols` board counted from its owner's left
/// (North owns the top half of the rows and sees the board upside down).
pub(in crate::described) fn owner_column(hole: usize, rows: usize, cols: usize) -> usize {
    let (row, col) = (hole / cols, hole % cols);
    if row < rows / 2 {
        cols - 1 - col
    } else {
        col
    }
}

/// The holes (bit `h` for hole `h`) whose direction the player chooses. Read from
/// any description, checked or not (columns past the row are left out).
pub(in crate::described) fn chosen_holes(d: &Description) -> u64 {
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
pub(in crate::described) fn turned_holes(d: &Description) -> u64 {
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

/// A description's directions hole by hole and the rules that remember them (all
/// zero and false where every hole sows the game's way and nothing is remembered).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(in crate::described) struct CompiledDirections {
    /// The holes whose direction the player chooses (bit `h` for hole `h`).
    pub(in crate::described) chosen: u64,
    /// The holes, not chosen, that sow against `circuits.sow` (`split`).
    pub(in crate::described) turned: u64,
    /// The absolute direction of `circuits.sow`: a chosen direction other than it sows along
    /// the reversed circuits.
    pub(in crate::described) base: Direction,
    /// `capture.chain_ignores_choice`: a sowing turned by the mover's choice keeps
    /// the game's chain circuit.
    pub(in crate::described) chain_ignores_choice: bool,
    /// Each player's first turn sows in the game's direction
    /// (`sowing.first_turn_unchosen`).
    pub(in crate::described) first_turn_unchosen: bool,
    /// `moves.no_single_seed_back`: a single seed sown across a row's end bars its
    /// hole on the next move.
    pub(in crate::described) no_single_back: bool,
    /// `sowing.first_choice_holds`: the first move's direction holds for its mover,
    /// the other for the opponent.
    pub(in crate::described) first_choice: bool,
}

impl CompiledDirections {
    /// The directions of `d` (checked).
    pub(super) fn new(d: &Description) -> CompiledDirections {
        let chosen = crate::described::rules::directions::chosen_holes(d);
        CompiledDirections {
            chosen,
            turned: crate::described::rules::directions::turned_holes(d) & !chosen,
            base: if d.sowing.direction == SowDirection::Clockwise {
                Direction::Clockwise
            } else {
                Direction::CounterClockwise
            },
            chain_ignores_choice: matches!(
                d.capture,
                CaptureSpec::Counts {
                    chain_ignores_choice: true,
                    ..
                }
            ),
            first_turn_unchosen: d.sowing.first_turn_unchosen,
            no_single_back: d.moves.no_single_seed_back,
            first_choice: d.sowing.first_choice_holds,
        }
    }
}

impl Rules {
    /// Whether a sowing of `hole` goes against the game's circuits (`circuits.sow`): a
    /// `split` hole of the other half, or a chosen hole whose mover chose so
    /// (`against`). Always false on a path without [`path::DIRECTIONS`].
    #[inline(always)]
    pub(in crate::described) fn turned<const F: u32>(&self, hole: usize, against: bool) -> bool {
        path::has(F, path::DIRECTIONS) && (against || self.directions.turned >> hole & 1 == 1)
    }

    /// Whether the player chooses the direction of `hole`.
    #[inline]
    pub(in crate::described) fn chooses(&self, hole: usize) -> bool {
        self.directions.chosen >> hole & 1 == 1
    }

    /// Whether a chosen direction `d` goes against the game's circuits.
    #[inline]
    pub(in crate::described) fn against(&self, d: Direction) -> bool {
        d != self.directions.base
    }

    /// The directions a player may choose for a chosen hole, the game's own first.
    #[inline]
    pub(in crate::described) fn directions(&self) -> [Direction; 2] {
        match self.directions.base {
            Direction::CounterClockwise => [Direction::CounterClockwise, Direction::Clockwise],
            Direction::Clockwise => [Direction::Clockwise, Direction::CounterClockwise],
        }
    }
}

/// The rules page's sentence on `sowing.chosen_holes`.
pub(in crate::described) fn chosen_prose(cols: usize, chosen: Columns) -> String {
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

/// A chain that ignores the player's choice of direction (`capture.chain_ignores_choice`)
/// needs a backward chain and holes whose direction the player chooses.
pub(in crate::described) fn check_chain_choice(d: &Description) -> Result<(), DescriptionError> {
    use DescriptionError::Contradiction;
    let CaptureSpec::Counts {
        chain,
        chain_ignores_choice,
        ..
    } = &d.capture
    else {
        return Ok(());
    };
    if *chain_ignores_choice
        && !(*chain == ChainSpec::Backward
            && matches!(
                d.sowing.direction,
                SowDirection::PlayerChooses
                    | SowDirection::CounterClockwise
                    | SowDirection::Clockwise
            )
            && (d.sowing.direction == SowDirection::PlayerChooses
                || !d.sowing.chosen_holes.is_empty()))
    {
        return Err(Contradiction(
                        "capture.chain_ignores_choice needs a backward chain and directions the player chooses (not split or by the seeds)",
                    ));
    }
    Ok(())
}

impl Description {
    /// A first turn whose direction is not chosen.
    pub(in crate::described) fn check_first_turn(&self) -> Result<(), DescriptionError> {
        use DescriptionError::{Contradiction, Unsupported};
        if self.sowing.first_turn_unchosen {
            if self.sowing.direction != SowDirection::PlayerChooses
                && self.sowing.chosen_holes.is_empty()
            {
                return Err(Contradiction(
                    "sowing.first_turn_unchosen without a hole whose direction the player chooses",
                ));
            }
            if self.rounds.is_some() {
                return Err(Unsupported {
                    feature: "sowing.first_turn_unchosen in rounds",
                });
            }
        }
        Ok(())
    }
}
