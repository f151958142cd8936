//! The board (docs/DESCRIPTIONS.md, `board`): rows, holes, seeds, stores and the start;
//! its checks and its prose.

use crate::board::MAX_HOLES;
use crate::described::words::plural;
use crate::described::{two, Description, DescriptionError, Origin, SowDirection};
use serde::{Deserialize, Serialize};

/// Which stores a sowing drops seeds into.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum StoreSowing {
    /// The mover's own store; the opponent's is passed over. The default.
    #[default]
    Own,
    /// Both stores, each to its owner's credit.
    Both,
}

/// The board: rows, holes per row, seeds per hole, stores.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct BoardSpec {
    /// Rows: 2 (each player owns one) or 4 (each player owns two). Default 2.
    #[serde(default = "two")]
    pub rows: u32,
    /// Holes in each row, at least 1.
    pub holes_per_row: u32,
    /// Seeds in every hole at the start, at least 1.
    pub seeds_per_hole: u32,
    /// Whether each player has a store (two-row boards only): the store comes right
    /// after its owner's row in sowing order, and what it holds counts as captured.
    /// Default false.
    #[serde(default)]
    pub stores: bool,
    /// A start pattern: the seeds in each hole at the start, row-major (one count per
    /// hole, some of them perhaps 0), in place of `seeds_per_hole` in every hole.
    /// Default: none (`seeds_per_hole` everywhere).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub start: Option<Vec<u32>>,
    /// A random start: the seeds in play (`seeds_per_hole` in every hole) laid out
    /// at random, drawn from this seed ([`crate::described::random_layout`]): 2 in every hole,
    /// then each seed left to a hole drawn at random. The same seed, the same start.
    /// Default: none.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub random_start: Option<u64>,
}

impl BoardSpec {
    /// Holes on the board (stores aside).
    pub fn holes(&self) -> u64 {
        self.rows as u64 * self.holes_per_row as u64
    }

    /// The seeds in play: `start`'s sum, or `seeds_per_hole` in every hole.
    pub fn total_seeds(&self) -> u64 {
        match &self.start {
            Some(start) => start.iter().map(|&n| n as u64).sum(),
            None => self.holes() * self.seeds_per_hole as u64,
        }
    }
}

/// The most seeds a described game may have in play: captures and holes count in
/// bytes.
pub const MAX_SEEDS: u32 = 255;

impl Description {
    /// The board: its rows, holes, slots, seeds and start, and what a start pattern or
    /// a random start allows.
    pub(in crate::described) fn check_board(&self) -> Result<(), DescriptionError> {
        use DescriptionError::{Contradiction, Unsupported};
        let b = &self.board;
        if b.rows != 2 && b.rows != 4 {
            return Err(DescriptionError::Rows { rows: b.rows });
        }
        if b.holes_per_row == 0 {
            return Err(DescriptionError::NoHoles);
        }
        if b.stores && b.rows == 4 {
            return Err(DescriptionError::StoresOnFourRows);
        }
        // Stores, and the seed each lap sets aside, take two slots past the holes.
        let aside = self.sowing.origin == Origin::FirstSeedCaptured;
        let slots = self.holes() + if b.stores || aside { 2 } else { 0 };
        if slots > MAX_HOLES as u64 {
            return Err(DescriptionError::TooManyHoles {
                holes: slots,
                max: MAX_HOLES,
            });
        }
        if b.seeds_per_hole == 0 {
            return Err(DescriptionError::NoSeeds);
        }
        if let Some(start) = &b.start {
            if start.len() as u64 != self.holes() {
                return Err(Contradiction(
                    "board.start names one count per hole, row-major",
                ));
            }
            if start.iter().all(|&n| n == 0) {
                return Err(DescriptionError::NoSeeds);
            }
            if self
                .rounds
                .is_some_and(|r| r.territory.is_none() && r.wins.is_none())
            {
                return Err(Unsupported {
                    feature: "a start pattern in a match of rounds (the next rounds' layout)",
                });
            }
        }
        if b.random_start.is_some() && b.start.is_some() {
            return Err(Contradiction(
                "board.start and board.random_start together (one start)",
            ));
        }
        if let Some(wins) = self.rounds.and_then(|r| r.wins) {
            if !(1..=15).contains(&wins) {
                return Err(Contradiction("rounds.wins is between 1 and 15"));
            }
            let r = self.rounds.unwrap_or_default();
            if r.territory.is_some() || r.blocks {
                return Err(Unsupported {
                    feature: "rounds.wins with a territory or blocked holes",
                });
            }
        }
        if b.random_start.is_some() && self.rounds.is_some_and(|r| r.wins.is_none()) {
            return Err(Unsupported {
                feature: "a random start in a match of rounds (the next rounds' layout)",
            });
        }
        if self.total_seeds() > MAX_SEEDS as u64 {
            return Err(DescriptionError::TooManySeeds {
                total: self.total_seeds(),
                max: MAX_SEEDS,
            });
        }
        Ok(())
    }
}

pub(in crate::described) fn board_short(b: &BoardSpec) -> String {
    let BoardSpec {
        rows,
        holes_per_row,
        seeds_per_hole,
        stores,
        ref start,
        random_start,
    } = *b;
    let stores = if stores { ", stores" } else { "" };
    let seeds = match (start, random_start) {
        (Some(_), _) => "a start pattern".to_string(),
        (None, Some(_)) => format!("{seeds_per_hole} seeds, laid out at random"),
        (None, None) => format!("{seeds_per_hole} seeds"),
    };
    format!("{rows}×{holes_per_row}, {seeds}{stores}")
}

pub(in crate::described) fn board_prose(b: &BoardSpec, direction: SowDirection) -> Vec<String> {
    let BoardSpec {
        rows,
        holes_per_row,
        seeds_per_hole,
        stores,
        ref start,
        random_start,
    } = *b;
    let total = b.total_seeds();
    let mut v = Vec::new();
    if rows == 2 {
        v.push(format!(
            "The board has two rows of {}; each player owns the row nearer to them \
             (South the bottom row, North the top row).",
            plural(holes_per_row as u64, "hole", "holes")
        ));
    } else {
        v.push(format!(
            "The board has {rows} rows of {}; each player owns the two rows nearer to \
             them, the inner one being their front row.",
            plural(holes_per_row as u64, "hole", "holes")
        ));
    }
    match start {
        Some(start) => {
            let row = |r: usize| {
                start[r * holes_per_row as usize..(r + 1) * holes_per_row as usize]
                    .iter()
                    .map(u32::to_string)
                    .collect::<Vec<_>>()
                    .join(" ")
            };
            let rows_text: Vec<String> = (0..rows as usize)
                .map(|r| format!("row {r}: {}", row(r)))
                .collect();
            v.push(format!(
                "The holes start as a pattern ({}, each row from South's left): {total} \
                 seeds in all. South moves first.",
                rows_text.join("; ")
            ));
        }
        None => match random_start {
            Some(seed) => v.push(format!(
                "The {total} seeds start laid out at random (drawn from the seed {seed}: two \
                 in every hole where there are enough, each other seed in a hole drawn at \
                 random). South moves first."
            )),
            None => v.push(format!(
                "Every hole starts with {}: {total} seeds in all. South moves first.",
                plural(seeds_per_hole as u64, "seed", "seeds")
            )),
        },
    }
    if stores {
        let side = match direction {
            SowDirection::Clockwise => "left",
            _ => "right",
        };
        v.push(format!(
            "Each player has a store at the end of their row, on their {side} as they \
             face the board; the seeds in a store are its owner's."
        ));
    } else {
        v.push("There are no stores: captured seeds are kept off the board.".to_string());
    }
    v
}
