//! The children section of a description (`children`): its types and its check.

use crate::described::{Columns, Rows};
use serde::{Deserialize, Serialize};

/// When a hole becomes a child, and where (docs/DESCRIPTIONS.md, *children*). A child
/// is the mover's for the rest of the game: never sown from, never captured from, the
/// end of every relay lap that lands in it; seeds sown into it are its owner's.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ChildrenSpec {
    /// How a child is made. Default: `normal`.
    #[serde(default)]
    pub kind: ChildKind,
    /// The count that makes a child (see [`ChildKind`]), at least 1. Required.
    pub convert: u32,
    /// Where the landing hole must be, as seen by the mover. Default: any row.
    #[serde(default)]
    pub rows: Rows,
    /// The columns of the mover's own row where a child may be made, counted from
    /// the row's owner's left from 0 (two rows). Default (absent): every column.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub own_columns: Option<Columns>,
    /// The columns of the opponent's row where the mover may make a child, counted
    /// from that row's owner's (the opponent's) left from 0 (two rows). Default
    /// (absent): every column.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub opponent_columns: Option<Columns>,
    /// Which holes near another child (either player's) may not become a child.
    /// Default: `none`.
    #[serde(default, skip_serializing_if = "ChildApart::is_none")]
    pub apart: ChildApart,
    /// Whether a sowing passes over the opponent's children (drops no seed into
    /// them), as over blocked holes. Default false.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub passed_by_opponent: bool,
}

/// Which holes near another child may not become a child (two rows).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum ChildApart {
    /// Any hole may. The default.
    #[default]
    None,
    /// Not the hole across the board from a child.
    Across,
    /// Not the hole in a child's column counted from each row's owner's left: the
    /// hole whose owner numbers it as the child's owner numbers the child (Toguz
    /// Kumalak's tuzdiks).
    SameColumn,
}

impl ChildApart {
    /// Whether any hole may become a child (`none`, the default).
    pub fn is_none(&self) -> bool {
        *self == ChildApart::None
    }
}

/// How a sowing makes a child, instead of any capture, after its last lap.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum ChildKind {
    /// The last seed makes a hole that is not a child hold `convert` seeds: it becomes
    /// the mover's child. The default.
    #[default]
    Normal,
    /// As `normal`, but a player has at most one child.
    One,
    /// The last seed falls into an empty hole (it now holds 1) across from a hole
    /// holding `convert`: both become the mover's children (two rows only).
    PairAcross,
    /// As `normal`; and a last seed falling into the opponent's child takes two of
    /// its seeds (one if it holds one) into the mover's captures.
    Weg,
}

impl crate::described::Description {
    /// Children (`children`).
    pub(in crate::described) fn check_children(
        &self,
    ) -> Result<(), crate::described::DescriptionError> {
        use crate::described::*;
        use DescriptionError::{Contradiction, Unsupported};
        let b = &self.board;
        if let Some(c) = &self.children {
            if c.convert == 0 || c.convert as u64 > self.total_seeds() {
                return Err(Contradiction(
                    "children.convert is between 1 and the seeds in play",
                ));
            }
            if c.kind == ChildKind::PairAcross && b.rows != 2 {
                return Err(Contradiction(
                    "children.kind \"pair-across\" is for two-row boards",
                ));
            }
            if c.passed_by_opponent && c.kind == ChildKind::Weg {
                return Err(Contradiction(
                    "children.passed_by_opponent with kind \"weg\" (no last seed falls into the opponent's child)",
                ));
            }
            let chained = matches!(
                &self.capture,
                CaptureSpec::Counts { chain, .. } | CaptureSpec::PastEmptyHole { chain, .. }
                    if *chain != ChainSpec::None
            );
            if c.passed_by_opponent && chained {
                return Err(Unsupported {
                    feature: "children passed by the opponent's sowing, with capture chains",
                });
            }
            let columns = [c.own_columns, c.opponent_columns];
            if columns
                .iter()
                .flatten()
                .any(|k| (b.holes_per_row as usize..32).any(|h| k.contains(h)))
            {
                return Err(Contradiction(
                    "children.own_columns or opponent_columns names a column past the row",
                ));
            }
            let limited = columns.iter().any(Option::is_some);
            if (limited || c.apart != ChildApart::None) && b.rows != 2 {
                return Err(Unsupported {
                    feature: "children limited by columns, or apart, on four rows",
                });
            }
            if limited && matches!(c.rows, Rows::OwnTerritory | Rows::OpponentTerritory) {
                return Err(Unsupported {
                    feature: "children limited by columns and by territory",
                });
            }
            let own = c.rows != Rows::Opponent && c.own_columns.is_none_or(|k| !k.is_empty());
            let theirs = c.rows != Rows::Own && c.opponent_columns.is_none_or(|k| !k.is_empty());
            if limited && !own && !theirs {
                return Err(Contradiction(
                    "children.own_columns and opponent_columns leave no hole where a child can be made",
                ));
            }
            if self.rounds.is_some_and(|r| r.territory.is_none()) {
                return Err(Unsupported {
                    feature:
                        "children in a match of rounds (what becomes of them at a round's end)",
                });
            }
            if self.end.goal.by_empty_holes() {
                return Err(Contradiction(
                    "children with a goal of empty holes (the seeds in children would not count)",
                ));
            }
        }
        Ok(())
    }
}
