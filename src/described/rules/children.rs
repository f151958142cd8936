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
use crate::described::description::{ChildKind, ChildrenSpec};
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
}

impl CompiledChildren {
    /// The compiled spec; `rows` gives the hole sets of a [`crate::described::Rows`]
    /// per mover, `owned` how they are read.
    pub(super) fn new(
        spec: &ChildrenSpec,
        rows: impl Fn(crate::described::Rows) -> [HoleSet; 2],
        owned: impl Fn(crate::described::Rows) -> Owned,
    ) -> CompiledChildren {
        CompiledChildren {
            kind: spec.kind,
            // Checked: at most the seeds in play, which fit a byte.
            convert: spec.convert as u8,
            rows: rows(spec.rows),
            rows_by: owned(spec.rows),
        }
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
        if !Rules::in_rows::<{ path::ALL }>(c.rows[mover.index()], c.rows_by, b, hole, mover) {
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

    /// The seeds in each player's children (indexed by [`Player::index`]).
    #[inline]
    pub(in crate::described) fn child_seeds(&self, b: &Board, children: u64) -> [u32; 2] {
        Player::BOTH.map(|p| b.seeds_in(HoleSet(children_of(b, children, p))))
    }
}
