//! Territory (docs/DESCRIPTIONS.md, *territory*): a match of rounds in which the
//! holes change hands between rounds. Who owns a hole lives in one place, the
//! position's board ([`crate::Board::owner`], a mask of North's holes); these rules
//! read it there, on the compiled paths with [`path::TERRITORY`] only, wherever a
//! player's holes matter (the holes they may sow, the holes whose emptiness ends a
//! round, feeding, grand slams, the rows a capture or a child is made in). Every
//! other path reads the rows ([`Rules::own`]), the owners never changing.

use super::{path, Rules};
use crate::board::Board;
use crate::described::description::{Description, PartialHole, Rows, TerritorySpec};
use crate::types::{HoleSet, Player};

/// [`TerritorySpec`] as a round's end reads it.
#[derive(Clone, Copy)]
pub(in crate::described) struct CompiledTerritory {
    /// Who owns the hole the player with more seeds only partly fills.
    pub(in crate::described) partial: PartialHole,
    /// The seeds that make a hole's worth: the seeds in play over the holes.
    pub(in crate::described) worth: u32,
    /// The match is over after a round in which a player holds at least this many
    /// seeds.
    pub(in crate::described) match_seeds: u32,
}

impl CompiledTerritory {
    /// The compiled spec of a description whose seeds in play divide evenly among
    /// its holes (checked).
    pub(super) fn new(spec: &TerritorySpec, d: &Description) -> CompiledTerritory {
        let worth = (d.total_seeds() / d.holes().max(1)) as u32;
        let win = spec.win_holes;
        // Enough to own `win_holes` whole holes where a partly filled hole goes to
        // the other player; otherwise two seeds towards the last of them.
        let match_seeds = match spec.partial_hole {
            PartialHole::MoreThanHalf => (win - 1) * worth + 2,
            PartialHole::Loser | PartialHole::LoserEmpty => win * worth,
        };
        CompiledTerritory {
            partial: spec.partial_hole,
            worth,
            match_seeds,
        }
    }

    /// The holes the player with `seeds` (more than the other's) owns next round.
    pub(in crate::described) fn holes_owned(&self, seeds: u32) -> u32 {
        let (whole, rest) = (seeds / self.worth, seeds % self.worth);
        match self.partial {
            PartialHole::MoreThanHalf => whole + (rest > self.worth / 2) as u32,
            PartialHole::Loser | PartialHole::LoserEmpty => whole,
        }
    }
}

/// Where a set of holes named by [`Rows`] is read: fixed rows, or the board's
/// owners (the mover's holes or the opponent's) in a territory match.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(in crate::described) enum Owned {
    /// The hole sets compiled from the rows.
    Rows,
    /// The holes the mover owns now.
    Mover,
    /// The holes the opponent owns now.
    Opponent,
}

impl Owned {
    /// How `rows` is read in a game with territory (`territory`) or without.
    pub(super) fn of(rows: Rows, territory: bool) -> Owned {
        match rows {
            Rows::OwnTerritory if territory => Owned::Mover,
            Rows::OpponentTerritory if territory => Owned::Opponent,
            _ => Owned::Rows,
        }
    }
}

impl Rules {
    /// The holes `p` owns on `b`: the board's owners in a territory match or a game
    /// with trades (on a path with [`path::TERRITORY`]), the rows otherwise.
    #[inline(always)]
    pub(in crate::described) fn holes_of<const F: u32>(&self, b: &Board, p: Player) -> HoleSet {
        if path::has(F, path::TERRITORY) && self.owners_move {
            b.holes_of(p)
        } else {
            self.own[p.index()]
        }
    }

    /// Whether `hole` is in `rows` (the mover's hole set) as `by` reads it, for
    /// `mover`.
    #[inline(always)]
    pub(in crate::described) fn in_rows<const F: u32>(
        rows: HoleSet,
        by: Owned,
        b: &Board,
        hole: usize,
        mover: Player,
    ) -> bool {
        if path::has(F, path::TERRITORY) && by != Owned::Rows {
            (b.owner(hole) == mover) == (by == Owned::Mover)
        } else {
            rows.contains(hole)
        }
    }

    /// The `k`-th hole along the counter-clockwise circle from `p`'s leftmost hole
    /// (`k` below the holes): their row from their left, then the opponent's from
    /// its owner's left, the order in which a territory is laid out.
    pub(in crate::described) fn territory_hole(&self, p: Player, k: usize) -> usize {
        let cols = self.cols;
        let (row, k) = if k < cols {
            (p, k)
        } else {
            (p.opponent(), k - cols)
        };
        match row {
            Player::South => cols + k,
            Player::North => cols - 1 - k,
        }
    }
}
