//! Children (docs/DESCRIPTIONS.md, *children*): holes that become a player's store
//! during the game. A position keeps them as a mask of child holes, each child's owner
//! being the board's owner of that hole ([`crate::Board::owner`]); these rules say
//! when a landing makes one and what a landing in one does. The rest of the rules
//! read the mask where children change them: a child is never sown from
//! ([`super::super::Described`]'s movable holes), never captured from
//! ([`Rules::take`]), ends every relay lap that lands in it ([`Rules::child_verdict`]),
//! and the seeds sown into it are its owner's ([`Rules::child_seeds`]).

mod prose;
mod spec;
pub(in crate::described) use prose::*;
pub use spec::*;

use super::{path, Owned, Rules, NONE};
use crate::board::Board;
use crate::described::rules::directions::owner_column;
use crate::described::BoardSpec;
use crate::sow::{take_some_observed, Capture, LapVerdict};
use crate::trace::{note, Event, Observer};
use crate::types::{HoleSet, Player};

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
