//! [`Tablebase`]: finished layers in memory, their files, and what they say about a
//! position (its value, each move's value, a line of perfect play).

use super::file::{read_layer, Want};
use super::rank::{layer_size, rank, seeds, unrank, Holes, HOLES, MAX_SEEDS};
use super::value::{best_value, for_each_move_value, side_of, stored_size, Lookup};
use super::{Endless, Solvable, SolveError, TableRules, Tables};
use crate::rules::Ruleset;
use crate::search::ExactLeaves;
use crate::types::{Move, Player};
use std::path::Path;

/// Finished layers `0..=max_seeds()` of a game, in memory, and the tables they belong
/// to (rules, and how a line that never ends counts).
pub struct Tablebase<G> {
    pub(super) layers: Vec<Vec<i8>>,
    pub(super) tables: Tables,
    /// Under [`Endless::Extremes`], the player lines that never end go to.
    endless_to: Player,
    /// A position of the game (a described game's rules travel with its positions).
    pub(super) game: G,
}

impl<G> std::fmt::Debug for Tablebase<G> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Tablebase")
            .field("layers", &self.layers.len())
            .field("tables", &self.tables)
            .finish()
    }
}

impl<G> Lookup for Tablebase<G> {
    #[inline]
    fn get(&self, n: u32, side: u32, h: &Holes) -> Option<i8> {
        let idx = side as u64 * layer_size(n) + rank(h);
        self.layers.get(n as usize)?.get(idx as usize).copied()
    }
}

impl<G: Solvable + Ruleset> Tablebase<G> {
    /// The layers found in `dir`, from 0 up to the first one missing, of whichever
    /// tables of the game the first layer's header names (the rules, and how a line
    /// that never ends counts: [`Tablebase::tables`]). Each file is checked as it is
    /// read (docs of [`crate::solve`], *Files*): a file of another game, of other
    /// tables than the first layer's, of another layer or format, a wrong length or a
    /// checksum that does not match is refused with the [`SolveError`] that says so,
    /// naming the file.
    pub fn open(dir: &Path) -> Result<Tablebase<G>, SolveError> {
        Self::open_game(&G::start(), dir)
    }

    /// The layers found in `dir` built for `rules`, as [`Tablebase::open`] reads them:
    /// a layer built for other rules (other options of the game) is refused with
    /// [`SolveError::WrongRules`], naming the file.
    pub fn open_for(dir: &Path, rules: TableRules) -> Result<Tablebase<G>, SolveError> {
        Self::open_layers(&G::start(), dir, MAX_SEEDS, Want::Rules(rules))
    }

    /// The layers found in `dir` from 0 up to `max` seeds or the first one missing,
    /// each checked as [`Tablebase::open`] does.
    pub fn open_up_to(dir: &Path, max: u32) -> Result<Tablebase<G>, SolveError> {
        Self::open_layers(&G::start(), dir, max, Want::Any)
    }
}

impl<G: Solvable> Tablebase<G> {
    /// The layers of `game` (any position of it) found in `dir`, as
    /// [`Tablebase::open`] reads them: for a game whose rules are known only at run
    /// time, a described game ([`crate::described`]). A described game the tables
    /// cannot solve is refused ([`Solvable::check_solvable`]).
    ///
    /// ```
    /// use sowing::described::library;
    /// use sowing::described::Described;
    /// use sowing::solve::{build_game, BuildOptions, Tables, Tablebase};
    /// let dir = std::env::temp_dir().join(format!("sowing-doc-kalah-{}", std::process::id()));
    /// let kalah = library().get("kalah").unwrap().start();
    /// build_game(&kalah, &dir, 3, &Tables::of::<Described>(), &BuildOptions::default(), &mut |_| {}).unwrap();
    /// let tb = Tablebase::open_game(&kalah, &dir).unwrap();
    /// assert_eq!(tb.max_seeds(), Some(3));
    /// std::fs::remove_dir_all(&dir).unwrap();
    /// ```
    pub fn open_game(game: &G, dir: &Path) -> Result<Tablebase<G>, SolveError> {
        Self::open_layers(game, dir, MAX_SEEDS, Want::Any)
    }

    /// The layers of `dir` up to `max` or the first one missing, the first of the
    /// tables `want` accepts and every other of the same tables.
    pub(super) fn open_layers(
        game: &G,
        dir: &Path,
        max: u32,
        want: Want,
    ) -> Result<Tablebase<G>, SolveError> {
        game.check_solvable()?;
        let mut layers = Vec::new();
        let mut tables = match want {
            Want::Tables(t) => t,
            Want::Rules(rules) => Tables {
                rules,
                endless: Endless::Neither,
            },
            Want::Any => Tables::of::<G>(),
        };
        let mut want = want;
        for n in 0..=max.min(MAX_SEEDS) {
            match read_layer(game, dir, n, want)? {
                Some((l, t)) => {
                    layers.push(l);
                    tables = t;
                    want = Want::Tables(t);
                }
                None => break,
            }
        }
        Ok(Tablebase {
            layers,
            tables,
            endless_to: Player::South,
            game: *game,
        })
    }

    /// A copy of the layers up to `max` seeds (for experiments and tests).
    pub fn up_to(&self, max: u32) -> Tablebase<G> {
        Tablebase {
            layers: self.layers.iter().take(max as usize + 1).cloned().collect(),
            ..*self
        }
    }

    /// The tables the layers belong to: the rules they are built for and how a line
    /// that never ends counts.
    pub fn tables(&self) -> Tables {
        self.tables
    }

    /// These tables read with the lines that never end going to `player`: under
    /// [`Endless::Extremes`] (South by default), the values of the extreme where that
    /// player receives all the seeds left on the board; no change for tables of the
    /// Decision.
    pub fn with_endless_to(self, player: Player) -> Tablebase<G> {
        Tablebase {
            endless_to: player,
            ..self
        }
    }

    /// The player lines that never end go to ([`Tablebase::with_endless_to`]).
    pub fn endless_to(&self) -> Player {
        self.endless_to
    }

    /// The most seeds on a board the tables cover (`None`: no layer at all).
    pub fn max_seeds(&self) -> Option<u32> {
        self.layers.len().checked_sub(1).map(|n| n as u32)
    }

    /// The value of a board as its player to move sees it, of side `side` (below
    /// [`Tables::sides`]: 0 for tables of the Decision whose rules have one side), if
    /// covered.
    pub fn value(&self, side: u32, h: &Holes) -> Option<i8> {
        self.get(seeds(h), side, h)
    }

    /// Whether the tables hold positions of `pos`'s rules ([`Solvable::table_rules`]).
    pub fn covers_rules(&self, pos: &G) -> bool {
        pos.same_game(&self.game) && pos.table_rules() == Some(self.tables.rules)
    }

    /// The value of `pos` (seeds on the board only, for the player to move), if the
    /// tables cover its game, its rules and its seed count; a finished game is worth 0.
    pub fn exact(&self, pos: &G) -> Option<i32> {
        if !pos.same_game(&self.game) {
            return None;
        }
        if pos.is_over() {
            return Some(0);
        }
        if !self.covers_rules(pos) {
            return None;
        }
        let side = side_of(&self.tables, pos, self.endless_to);
        self.value(side, &pos.mover_board()).map(i32::from)
    }

    /// Each legal move of `pos` with its value for the player to move at `pos` (seeds
    /// on the board only), if the tables cover `pos`.
    pub fn move_values(&self, pos: &G) -> Result<Option<Vec<(Move, i32)>>, SolveError> {
        if pos.is_over() || self.exact(pos).is_none() {
            return Ok(None);
        }
        let mut out = Vec::new();
        let (tables, to) = (self.tables, self.endless_to);
        for_each_move_value(
            pos,
            pos.board().total(),
            &tables,
            to,
            self,
            |mv, _, v, _| {
                if let Some(v) = v {
                    out.push((mv, v));
                }
            },
        )?;
        Ok(Some(out))
    }

    /// A line of perfect play from `pos` (at most `max` plies): at each step a move
    /// that keeps the value, captures and ends first (a line worth 0 may go round a
    /// cycle for ever, hence the bound).
    pub fn best_line(&self, pos: &G, max: usize) -> Result<Vec<Move>, SolveError> {
        // The search's line of perfect play over exact leaves: a move that keeps the
        // value, one that captures or ends the game (leaves the layer) first.
        Ok(crate::search::perfect_line(self, pos, max))
    }

    /// Checks the layer of `n` seeds: every `stride`-th board (offset `offset`) must
    /// hold the best over its successors. Returns how many were checked and the ranks
    /// that fail.
    pub fn check_layer(
        &self,
        n: u32,
        stride: u64,
        offset: u64,
    ) -> Result<(u64, Vec<u64>), SolveError> {
        let size = stored_size(&self.game, n, &self.tables);
        let mut bad = Vec::new();
        let mut checked = 0;
        let mut idx = offset;
        while idx < size {
            let side = (idx / layer_size(n)) as u32;
            let h = unrank(n, idx % layer_size(n)).unwrap_or([0; HOLES]);
            let (v, _) = best_value(&self.game, &h, side, &self.tables, self)?;
            if Some(v) != self.value(side, &h) {
                bad.push(idx);
            }
            checked += 1;
            idx += stride.max(1);
        }
        Ok((checked, bad))
    }
}

impl<G: Solvable> ExactLeaves<G> for Tablebase<G> {
    fn exact(&self, pos: &G) -> Option<i32> {
        Tablebase::exact(self, pos)
    }
}
