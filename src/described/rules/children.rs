//! Children (docs/DESCRIPTIONS.md, *children*): holes that become a player's store
//! during the game. A position keeps them as a mask of child holes, each child's owner
//! being the board's owner of that hole ([`crate::Board::owner`]); these rules say
//! when a landing makes one and what a landing in one does. The rest of the rules
//! read the mask where children change them: a child is never sown from
//! ([`super::super::Described`]'s movable holes), never captured from
//! ([`Rules::take`]), ends every relay lap that lands in it ([`Rules::child_verdict`]),
//! and the seeds sown into it are its owner's ([`Rules::child_seeds`]).

use super::{path, Owned, Rules, NONE};
use crate::board::Board;
use crate::described::rules::directions::owner_column;
use crate::described::words::plural;
use crate::described::{BoardSpec, Columns, Rows};
use crate::sow::{take_some_observed, Capture, LapVerdict};
use crate::trace::{note, Event, Observer};
use crate::types::{HoleSet, Player};
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

/// [`ChildrenSpec`] as the moves read it.
#[derive(Clone, Copy)]
pub(in crate::described) struct CompiledChildren {
    pub(in crate::described) kind: ChildKind,
    /// The count that makes a child.
    pub(in crate::described) convert: u8,
    /// Per mover: where the landing hole must be.
    pub(in crate::described) rows: [HoleSet; 2],
    /// Whether `rows` is read from the board's owners instead (territory).
    pub(in crate::described) rows_by: Owned,
    pub(in crate::described) apart: ChildApart,
    /// Whether a sowing passes over the opponent's children.
    pub(in crate::described) passed_by_opponent: bool,
    /// The last hole of a two-row board: the hole in the same owner's column as
    /// `h` is `last - h`.
    last: u8,
}

impl CompiledChildren {
    /// The compiled spec; `rows` gives the hole sets of a [`crate::described::Rows`]
    /// per mover, `owned` how they are read.
    /// `own_columns` and `opponent_columns` narrow `rows` (two rows, read by rows:
    /// checked).
    pub(super) fn new(
        spec: &ChildrenSpec,
        board: &BoardSpec,
        rows: impl Fn(crate::described::Rows) -> [HoleSet; 2],
        owned: impl Fn(crate::described::Rows) -> Owned,
    ) -> CompiledChildren {
        let (r, cols) = (board.rows as usize, board.holes_per_row as usize);
        let len = (r * cols).min(64);
        // The holes of each mover allowed by the columns.
        let columns = Player::BOTH.map(|mover| {
            (0..len)
                .filter(|&h| {
                    // North owns the top half of the rows.
                    let owner = if h / cols < r / 2 {
                        Player::North
                    } else {
                        Player::South
                    };
                    let limit = if owner == mover {
                        spec.own_columns
                    } else {
                        spec.opponent_columns
                    };
                    limit.is_none_or(|k| k.contains(owner_column(h, r, cols)))
                })
                .fold(0u64, |m, h| m | 1 << h)
        });
        let rows = rows(spec.rows);
        CompiledChildren {
            kind: spec.kind,
            // Checked: at most the seeds in play, which fit a byte.
            convert: spec.convert as u8,
            rows: [0, 1].map(|i| HoleSet(rows[i].0 & columns[i])),
            rows_by: owned(spec.rows),
            apart: spec.apart,
            passed_by_opponent: spec.passed_by_opponent,
            last: (len as u8).wrapping_sub(1),
        }
    }

    /// Whether `hole` is apart from every child of `children` as `apart` asks.
    #[inline]
    fn apart(&self, across: &[u8], hole: usize, children: u64) -> bool {
        let near = match self.apart {
            ChildApart::None => return true,
            ChildApart::Across => across[hole],
            ChildApart::SameColumn => self.last - hole as u8,
        };
        near == NONE || children >> near & 1 == 0
    }
}

/// The children of `p` among `children`, their owners being `b`'s owners.
#[inline]
pub(in crate::described) fn children_of(b: &Board, children: u64, p: Player) -> u64 {
    match p {
        Player::North => children & b.north_mask(),
        Player::South => children & !b.north_mask(),
    }
}

impl Rules {
    /// The lap rule on a landing in a child or on one that makes a child (checked
    /// before captures and relays): a child ends the lap (`Capture` for the
    /// opponent's child under `weg`, whose seeds the mover takes), and so does a
    /// landing that makes a child (`Capture`: [`Rules::child_landing`] makes it).
    /// `None` for any other landing. Conversions and `weg` takes are off while
    /// captures are (`live`).
    #[inline]
    pub(in crate::described) fn child_verdict(
        &self,
        b: &Board,
        hole: usize,
        mover: Player,
        live: bool,
        children: u64,
    ) -> Option<LapVerdict> {
        let c = self.children.as_ref()?;
        if children >> hole & 1 == 1 {
            let theirs = b.owner(hole) != mover;
            return Some(if live && theirs && c.kind == ChildKind::Weg {
                LapVerdict::Capture
            } else {
                LapVerdict::End
            });
        }
        (live && self.converts(c, b, hole, mover, children)).then_some(LapVerdict::Capture)
    }

    /// Whether the last seed at `hole` (not a child) makes a child.
    #[inline]
    fn converts(
        &self,
        c: &CompiledChildren,
        b: &Board,
        hole: usize,
        mover: Player,
        children: u64,
    ) -> bool {
        if !Rules::in_rows::<{ path::ALL }>(c.rows[mover.index()], c.rows_by, b, hole, mover)
            || !c.apart(&self.capture.across, hole, children)
        {
            return false;
        }
        match c.kind {
            ChildKind::Normal | ChildKind::Weg => b.seeds(hole) == c.convert,
            ChildKind::One => b.seeds(hole) == c.convert && children_of(b, children, mover) == 0,
            ChildKind::PairAcross => {
                let across = self.capture.across[hole];
                b.seeds(hole) == 1 && across != NONE && b.seeds(across as usize) == c.convert
            }
        }
    }

    /// After a sowing whose lap rule ended with `Capture` on `landing`: what the
    /// child rule does there, if anything. A landing in the opponent's child (`weg`)
    /// takes two of its seeds (one if it holds one); a landing that makes a child
    /// makes it (and, `pair-across`, the hole across), capturing nothing. `None`:
    /// the landing is an ordinary capture.
    pub(in crate::described) fn child_landing<O: Observer>(
        &self,
        b: &mut Board,
        landing: usize,
        mover: Player,
        children: &mut u64,
        obs: &mut O,
    ) -> Option<Capture> {
        let c = self.children.as_ref()?;
        if *children >> landing & 1 == 1 {
            // The lap rule said `Capture` on a child: the opponent's, under `weg`.
            return Some(take_some_observed(b, landing, 2, obs));
        }
        if !self.converts(c, b, landing, mover, *children) {
            return None;
        }
        let mut made = 1u64 << landing;
        if c.kind == ChildKind::PairAcross {
            made |= 1 << self.capture.across[landing];
        }
        for h in HoleSet(made).iter() {
            b.set_owner(h, mover);
            note(obs, || Event::Child {
                hole: h as u8,
                to: mover,
            });
        }
        *children |= made;
        Some(Capture::NONE)
    }

    /// The children a sowing of `mover` passes over (`children.passed_by_opponent`):
    /// the opponent's, or none.
    #[inline]
    pub(in crate::described) fn passed_children(
        &self,
        b: &Board,
        children: u64,
        mover: Player,
    ) -> u64 {
        match &self.children {
            Some(c) if c.passed_by_opponent => children_of(b, children, mover.opponent()),
            _ => 0,
        }
    }

    /// The seeds in each player's children (indexed by [`Player::index`]).
    #[inline]
    pub(in crate::described) fn child_seeds(&self, b: &Board, children: u64) -> [u32; 2] {
        Player::BOTH.map(|p| b.seeds_in(HoleSet(children_of(b, children, p))))
    }
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

pub(in crate::described) fn children_prose(c: &ChildrenSpec) -> Vec<String> {
    let ChildrenSpec {
        kind,
        convert,
        rows,
        own_columns,
        opponent_columns,
        apart,
        passed_by_opponent,
    } = *c;
    let place = match rows {
        Rows::Any => "a hole",
        Rows::Own => "a hole of the mover's",
        Rows::Opponent => "a hole of the opponent's",
        Rows::OwnTerritory => "a hole the mover owns at the time",
        Rows::OpponentTerritory => "a hole the opponent owns at the time",
    };
    let count = plural(convert as u64, "seed", "seeds");
    let when = match kind {
        ChildKind::Normal | ChildKind::Weg => format!(
            "When the last seed of a sowing makes {place} that is not a child hold {count},              that hole becomes the mover's child, instead of any capture."
        ),
        ChildKind::One => format!(
            "When the last seed of a sowing makes {place} that is not a child hold {count},              and the mover has no child yet, that hole becomes the mover's child, instead of              any capture. A player has at most one child."
        ),
        ChildKind::PairAcross => format!(
            "When the last seed of a sowing falls into an empty hole ({place}, not a child)              across from a hole holding {count}, both holes become the mover's children,              instead of any capture."
        ),
    };
    let mut v = vec![
        when,
        "A child is its owner's store for the rest of the game: it is never sown from and          never captured from, a relay lap that ends in it ends the sowing, and the seeds          sown into it are its owner's: they count with the owner's captures for a majority          and go to the owner at the end."
            .to_string(),
    ];
    for (limit, row) in [
        (own_columns, "the mover's own row"),
        (opponent_columns, "the opponent's row"),
    ] {
        if let Some(k) = limit {
            v.push(format!(
                "In {row}, a child can be made only in {} (counted from the row owner's left, \
                 from 1).",
                column_list(k)
            ));
        }
    }
    if passed_by_opponent {
        v.push(
            "A sowing passes over the opponent's children: it drops no seed into them.".to_string(),
        );
    }
    match apart {
        ChildApart::None => {}
        ChildApart::Across => {
            v.push("No child is made in a hole across the board from another child.".to_string())
        }
        ChildApart::SameColumn => v.push(
            "No child is made in a hole numbered like another child (each row counted from \
             its owner's left): children are never symmetrically opposite."
                .to_string(),
        ),
    }
    if kind == ChildKind::Weg {
        v.push(
            "A last seed falling into the opponent's child takes two of its seeds (one if it              holds only one) into the mover's captures."
                .to_string(),
        );
    }
    v
}

/// Columns as words: "holes 1, 2 and 9", "hole 3", "no hole".
pub(in crate::described) fn column_list(k: Columns) -> String {
    let named: Vec<String> = (0..32)
        .filter(|&c| k.contains(c))
        .map(|c| (c + 1).to_string())
        .collect();
    match named.as_slice() {
        [] => "no hole".to_string(),
        [one] => format!("hole {one}"),
        [init @ .., last] => format!("holes {} and {last}", init.join(", ")),
    }
}
