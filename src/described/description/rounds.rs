//! Matches of rounds, and children.

use super::*;
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

/// A match of rounds (two-row boards). A round ends where a single game would end
/// ([`EndSpec`], [`NoMove`]); the seeds then each player holds (captured, and left in
/// their own holes) fill the next round's board, or the match ends.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RoundsSpec {
    /// Which of a player's holes are filled first. Default: from the player's left.
    #[serde(default)]
    pub fill: RoundFill,
    /// Whether the holes a player cannot fill are blocked for the round: sowing
    /// passes over them, nothing lands or is captured there. Default false (they
    /// stay in play, empty).
    #[serde(default)]
    pub blocks: bool,
    /// Who starts the next round. Default: the players alternate.
    #[serde(default)]
    pub starter: RoundStarter,
    /// The match ends after a round that leaves a player too few seeds to fill this
    /// many holes with `seeds_per_hole` each. Default 1.
    #[serde(default = "one_hole")]
    pub min_holes: u32,
    /// A territory match: every round starts from the game's start layout, and the
    /// holes are divided between the players by the seeds each won in the round
    /// before; the match is won by owning (nearly) all the holes. Default: none
    /// (the holes stay each player's rows).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub territory: Option<TerritorySpec>,
    /// A match of won rounds: every round starts afresh from the game's start layout
    /// (nothing captured), and the first player to win this many rounds (1 to 15)
    /// wins the match; a drawn round counts for neither. Default: none (the seeds
    /// won fill the next round).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub wins: Option<u8>,
}

/// A territory match (docs/DESCRIPTIONS.md, *territory*). After each round the
/// player who won more seeds owns as many holes as their seeds fill
/// (`seeds_per_hole` to a hole; the hole they can only partly fill as
/// `partial_hole` says), counted from their own leftmost hole along the
/// counter-clockwise circle of holes (their row, then the opponent's); the other
/// player owns the rest. Equal seeds: each player owns their row. A player owns
/// and sows the holes of their territory, whatever the row.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TerritorySpec {
    /// The holes a player must be able to own to win the match: it ends after a
    /// round that leaves the other player too few seeds to own the rest (holes
    /// minus `win_holes`, the last of them filled as `partial_hole` asks).
    /// Required.
    pub win_holes: u32,
    /// Who owns the hole the player with more seeds can only partly fill.
    /// Default: `more-than-half`.
    #[serde(default)]
    pub partial_hole: PartialHole,
}

/// Who owns the hole the player with more seeds can fill only in part, after a
/// territory round.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum PartialHole {
    /// That player, if the seeds left over are more than half a hole's. The default.
    #[default]
    MoreThanHalf,
    /// The other player, always.
    Loser,
    /// The other player, and it starts the round empty: each player keeps their
    /// seeds beyond whole holes as captured.
    LoserEmpty,
}

fn one_hole() -> u32 {
    1
}

/// Which of a player's holes the next round fills first, `seeds_per_hole` seeds to a
/// hole, as far as the player's seeds go.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum RoundFill {
    /// From the player's own left (South: column 0 up; North: the last column
    /// down). The default.
    #[default]
    Left,
    /// From the player's own right.
    Right,
    /// From both ends of the row inwards, column 0 first (as seen from South), then
    /// the last column, then column 1, and so on, for both players.
    Outside,
}

/// Who starts the next round. A drawn round counts the player whose turn it would
/// have been as its winner.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum RoundStarter {
    /// The player who did not start the round just played. The default.
    #[default]
    Alternate,
    /// The round's loser.
    Loser,
    /// The round's winner.
    Winner,
    /// The player who made the round's last move.
    LastMover,
}
