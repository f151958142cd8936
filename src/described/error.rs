//! Why a description is not a game.

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
