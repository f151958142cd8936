//! Territory (docs/DESCRIPTIONS.md, *territory*): a match of rounds in which the
//! holes change hands between rounds. Who owns a hole lives in one place, the
//! position's board ([`crate::Board::owner`], a mask of North's holes); these rules
//! read it there, on the compiled paths with [`path::TERRITORY`] only, wherever a
//! player's holes matter (the holes they may sow, the holes whose emptiness ends a
//! round, feeding, grand slams, the rows a capture or a child is made in). Every
//! other path reads the rows ([`Rules::own`]), the owners never changing.
//!
//! The description type ([`TerritorySpec`], a part of [`super::RoundsSpec`]), its
//! check and its sentences on the rules page are here too; a round's end is
//! `position.rs`'s.

mod position;

use super::{path, Rules};
use crate::board::Board;
use crate::described::{Description, DescriptionError, Rows};
use crate::types::{HoleSet, Player};
use serde::{Deserialize, Serialize};

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

/// Refuses a territory match that cannot be played: `win_holes` between 1 and the
/// holes, no blocked holes (every hole is someone's), and seeds in play that divide
/// evenly among the holes (a hole's worth, by which the holes are shared out).
pub(super) fn check(d: &Description) -> Result<(), DescriptionError> {
    use DescriptionError::{Contradiction, Unsupported};
    let Some(r) = d.rounds else {
        return Ok(());
    };
    let Some(t) = r.territory else {
        return Ok(());
    };
    if t.win_holes == 0 || t.win_holes as u64 > d.holes() {
        return Err(Contradiction(
            "rounds.territory.win_holes is between 1 and the holes of the board",
        ));
    }
    if r.blocks {
        return Err(Contradiction(
            "rounds.blocks in a territory match (every hole is owned, none blocked)",
        ));
    }
    if d.total_seeds() % d.holes() != 0 {
        return Err(Contradiction(
            "a territory match needs seeds in play that divide evenly among the holes (a hole's worth)",
        ));
    }
    // The seeds kept past whole holes make up for the emptied hole only where it
    // holds a hole's worth: not so in a start pattern (seeds would be made or lost).
    if t.partial_hole == PartialHole::LoserEmpty && d.board.start.is_some() {
        return Err(Unsupported {
            feature: "rounds.territory.partial_hole \"loser-empty\" with a board.start pattern",
        });
    }
    Ok(())
}

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

/// The rules page's paragraphs on a territory match (the starter of each round
/// aside).
pub(super) fn prose(t: &TerritorySpec, holes: u64) -> Vec<String> {
    let mut v = vec![
        "The game is a match of rounds in which the players win territory: each round is \
         played as the game above, and where the game would end, the round ends. Each player \
         then holds the seeds they captured (those in their children included) and those \
         left in the holes they own. A player owns and sows the holes of their territory, \
         whichever row they are in; at the start each owns their row."
            .to_string(),
        format!(
            "The match ends after a round that leaves a player enough seeds to own {} of the \
             {holes} holes ({}); that round's result is the match's.",
            t.win_holes,
            match t.partial_hole {
                PartialHole::MoreThanHalf => format!(
                    "{} holes' worth and two seeds more",
                    t.win_holes.saturating_sub(1)
                ),
                PartialHole::Loser | PartialHole::LoserEmpty =>
                    format!("{} holes' worth", t.win_holes),
            }
        ),
    ];
    let partial = match t.partial_hole {
        PartialHole::MoreThanHalf => {
            "and the hole they fill in part too if more than half of it is filled"
        }
        PartialHole::Loser => "the hole they could fill only in part going to the other player",
        PartialHole::LoserEmpty => {
            "the hole they could fill only in part going to the other player, empty: each \
             player keeps the seeds beyond their whole holes as captured"
        }
    };
    v.push(format!(
        "Otherwise the next round starts from the start layout, without children: the player \
         holding more seeds owns as many holes as their seeds fill (a hole's worth being the \
         seeds in play over the holes), counted from their own leftmost hole along their row \
         and on into the opponent's from its owner's left, {partial}; the other player owns \
         the rest. Equal seeds: each player owns their row."
    ));
    v
}
