//! The board: rows, holes, seeds, stores and the start.

use super::*;
use serde::{Deserialize, Serialize};

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
