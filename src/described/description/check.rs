//! Errors, and what the checks share ([`check_counts`]); the checks themselves, which
//! ask each mechanism of its own, are the compiler's (`rules/check.rs`).

use super::*;

/// Why a description is not a game. Every refusal is one of these; nothing panics.
///
/// ```
/// use sowing::described::{Description, DescriptionError};
/// let e = Description::from_json(r#"{"name": "x", "board": {"rows": 3, "holes_per_row": 6, "seeds_per_hole": 4}}"#);
/// assert_eq!(e.unwrap_err(), DescriptionError::Rows { rows: 3 });
/// let e = Description::from_json(r#"{"name": "x", "board": {"holes_per_row": 6, "seeds_per_hole": 4, "size": 9}}"#);
/// assert!(matches!(e.unwrap_err(), DescriptionError::Parse { .. }));
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash, thiserror::Error)]
pub enum DescriptionError {
    /// Not a description: bad JSON, an unknown field, a missing field, a wrong value.
    #[error("not a game description: {message}")]
    Parse {
        /// serde's message (it names the field and the line).
        message: String,
    },
    /// The name is empty or has characters other than `a-z`, `0-9` and `-`.
    #[error("a game's name is lowercase letters, digits and hyphens, not {name:?}")]
    BadName {
        /// The name given.
        name: String,
    },
    /// Boards have 2 or 4 rows.
    #[error("a board has 2 or 4 rows, not {rows}")]
    Rows {
        /// The rows given.
        rows: u32,
    },
    /// A row has no hole.
    #[error("a row has at least one hole")]
    NoHoles,
    /// More holes (and stores) than the kernel's boards hold.
    #[error("{holes} holes and stores do not fit on a board of at most {max}")]
    TooManyHoles {
        /// Holes plus stores.
        holes: u64,
        /// The most there can be.
        max: usize,
    },
    /// No seeds at the start.
    #[error("a game starts with at least one seed in every hole")]
    NoSeeds,
    /// More seeds than a position counts.
    #[error("{total} seeds in play; a game has at most {max}")]
    TooManySeeds {
        /// The seeds in play.
        total: u64,
        /// The most there can be.
        max: u32,
    },
    /// Stores on a four-row board.
    #[error("stores are for two-row boards")]
    StoresOnFourRows,
    /// A mechanism the language names but positions cannot play yet.
    #[error("{feature} is not supported yet")]
    Unsupported {
        /// The mechanism.
        feature: &'static str,
    },
    /// Two fields that cannot hold together, or a field that makes no sense with the
    /// others.
    #[error("contradiction: {0}")]
    Contradiction(&'static str),
}

/// The most seeds a described game may have in play: captures and holes count in
/// bytes.
pub const MAX_SEEDS: u32 = 255;

impl Description {
    /// The description as JSON (every field written, defaults included, except absent
    /// optional ones); [`Description::from_json`] reads it back equal.
    pub fn to_json(&self) -> String {
        serde_json::to_string_pretty(self).unwrap_or_default()
    }

    /// The holes of the board (stores not counted).
    pub fn holes(&self) -> u64 {
        self.board.holes()
    }

    /// The seeds in play.
    pub fn total_seeds(&self) -> u64 {
        self.board.total_seeds()
    }

    /// The seeds each hole holds at the start, row-major: `board.start`, or
    /// `seeds_per_hole` in every hole.
    pub fn start_counts(&self) -> Vec<u32> {
        match (&self.board.start, self.board.random_start) {
            (Some(start), _) => start.clone(),
            (None, Some(seed)) => crate::described::random_layout(
                self.holes() as usize,
                self.total_seeds().min(MAX_SEEDS as u64) as u32,
                seed,
            ),
            (None, None) => vec![self.board.seeds_per_hole; self.holes() as usize],
        }
    }
}

/// A list of capture counts: at least one (`empty` says which list is empty), each at
/// least 1, none named twice.
pub(in crate::described) fn check_counts(
    counts: &[u8],
    empty: &'static str,
) -> Result<(), DescriptionError> {
    if counts.is_empty() {
        return Err(DescriptionError::Contradiction(empty));
    }
    if counts.contains(&0) {
        return Err(DescriptionError::Contradiction(
            "a capture count is at least 1 (the last seed is in the hole)",
        ));
    }
    let mut sorted = counts.to_vec();
    sorted.sort_unstable();
    sorted.dedup();
    if sorted.len() != counts.len() {
        return Err(DescriptionError::Contradiction(
            "a capture count is named twice",
        ));
    }
    Ok(())
}
