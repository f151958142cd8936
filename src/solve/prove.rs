//! [`prove`]: bounds on a position's value by alpha-beta above the tables, and
//! [`principal_variation`].

use super::rank::MAX_SEEDS;
use super::tablebase::Tablebase;
use super::{Endless, Solvable, SolveError};
use crate::search::move_value;
use crate::types::{Move, Player};
use serde::Serialize;
use std::collections::HashMap;

/// What [`prove`] found at one depth.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct Proof {
    /// Depth searched (plies).
    pub depth: u32,
    /// Proven lower bound of the value of the root (seeds on the board only).
    pub lo: i32,
    /// Proven upper bound.
    pub hi: i32,
    /// Positions visited by both searches.
    pub nodes: u64,
}

#[derive(Clone, Copy)]
struct ProofEntry {
    depth: u8,
    lower: i8,
    upper: i8,
    best: Move,
}

/// A depth-limited alpha-beta over values of seeds on the board, with the tables as
/// exact leaves and the horizon valued as badly (or as well) as it could be for the
/// root's player, all `n` seeds to the opponent (or to them): each returns a proven
/// bound of the true value.
struct Prover<'a, G> {
    tb: &'a Tablebase<G>,
    optimistic: bool,
    root: Player,
    table: HashMap<u64, ProofEntry>,
    nodes: u64,
}

impl<G: Solvable> Prover<'_, G> {
    fn search(
        &mut self,
        pos: &G,
        depth: u32,
        mut alpha: i32,
        mut beta: i32,
    ) -> Result<i32, SolveError> {
        self.nodes += 1;
        if pos.is_over() {
            return Ok(0);
        }
        if let Some(v) = self.tb.exact(pos) {
            return Ok(v);
        }
        let n = pos.board().total() as i32;
        // Whether the horizon is good for the player to move here.
        let good = (pos.to_move() == self.root) == self.optimistic;
        if depth == 0 {
            return Ok(if good { n } else { -n });
        }
        let h = pos.mover_board();
        let (norm, _) = pos.with_mover_board(&h, pos.side(), self.tb.tables().rules)?;
        // The horizon's value depends on whose move it is relative to the root, and
        // under the endless-line extremes the tables' values on whether that player
        // receives lines that never end.
        let extreme =
            self.tb.tables().endless == Endless::Extremes && pos.to_move() == self.tb.endless_to();
        let key = norm.key()
            ^ if good { 0x5bd1_e995_1234_5678 } else { 0 }
            ^ if extreme { 0x2545_f491_4f6c_dd1d } else { 0 };
        let mut first = None;
        if let Some(e) = self.table.get(&key) {
            first = Some(e.best);
            if e.depth as u32 >= depth {
                let (lo, hi) = (e.lower as i32, e.upper as i32);
                if lo >= beta || lo == hi {
                    return Ok(lo);
                }
                if hi <= alpha {
                    return Ok(hi);
                }
                alpha = alpha.max(lo);
                beta = beta.min(hi);
            }
        }
        let me = pos.to_move();
        // Each move with what it gains by itself (captures, the sweep), for the order.
        let mut kids: Vec<(Move, G, i32, i32)> = Vec::with_capacity(8);
        pos.for_each_successor(|mv, c, _| {
            let gained = move_value(pos, c, 0);
            let order = if Some(mv) == first { 1000 } else { gained };
            kids.push((mv, *c, gained, order));
        });
        crate::search::sort_stable_by(&mut kids, |a, b| b.3.cmp(&a.3));
        let a0 = alpha;
        let mut best = -(MAX_SEEDS as i32) - 1;
        let mut best_move = kids.first().map_or(Move::Pass, |k| k.0);
        for (mv, c, gained, _) in kids {
            let child_value = if c.is_over() {
                0
            } else if c.to_move() == me {
                // The window [alpha, beta] as the child's player sees it.
                self.search(&c, depth - 1, alpha - gained, beta - gained)?
            } else {
                self.search(&c, depth - 1, gained - beta, gained - alpha)?
            };
            let v = move_value(pos, &c, child_value);
            if v > best {
                best = v;
                best_move = mv;
            }
            alpha = alpha.max(v);
            if alpha >= beta {
                break;
            }
        }
        if best == -(MAX_SEEDS as i32) - 1 {
            best = 0;
        }
        let mut e = self
            .table
            .get(&key)
            .copied()
            .filter(|e| e.depth as u32 == depth)
            .unwrap_or(ProofEntry {
                depth: depth.min(255) as u8,
                lower: -(MAX_SEEDS as i8),
                upper: MAX_SEEDS as i8,
                best: best_move,
            });
        if best <= a0 {
            e.upper = e.upper.min(best as i8);
        } else if best >= beta {
            e.lower = e.lower.max(best as i8);
        } else {
            e.lower = best as i8;
            e.upper = best as i8;
        }
        e.best = best_move;
        self.table.insert(key, e);
        Ok(best)
    }
}

/// Proves bounds on the value of `pos` (seeds on the board only, for its player to
/// move) by alpha-beta to `depth` plies with the tables as exact leaves: positions the
/// tables do not cover at the horizon count as the worst (`-n`) and the best (`+n`)
/// they could be, in two searches. `lo == hi` is the exact value. A position of other
/// rules than the tables' is refused ([`SolveError::PositionRules`]).
pub fn prove<G: Solvable>(tb: &Tablebase<G>, pos: &G, depth: u32) -> Result<Proof, SolveError> {
    if !pos.same_game(&tb.game) {
        return Err(SolveError::OtherGame {
            tables: tb.game.kind(),
            position: pos.kind(),
        });
    }
    if !pos.is_over() && !tb.covers_rules(pos) {
        return Err(SolveError::PositionRules {
            rules: tb.tables().rules.name,
        });
    }
    let mut out = [0; 2];
    let mut nodes = 0;
    for (i, optimistic) in [false, true].into_iter().enumerate() {
        let mut p = Prover {
            tb,
            optimistic,
            root: pos.to_move(),
            table: HashMap::new(),
            nodes: 0,
        };
        let m = MAX_SEEDS as i32 + 1;
        out[i] = p.search(pos, depth, -m, m)?;
        nodes += p.nodes;
    }
    Ok(Proof {
        depth,
        lo: out[0],
        hi: out[1],
        nodes,
    })
}

/// A principal variation of `pos` whose value [`prove`] finds exact at `depth`: at each
/// step a move whose own proof gives the same value, then the tables' line
/// ([`Tablebase::best_line`]) once the position is in them. Empty if the value is not
/// exact at `depth`.
pub fn principal_variation<G: Solvable>(
    tb: &Tablebase<G>,
    pos: &G,
    depth: u32,
) -> Result<Vec<Move>, SolveError> {
    let mut line = Vec::new();
    let mut p = *pos;
    let mut d = depth;
    loop {
        if p.is_over() {
            return Ok(line);
        }
        if tb.exact(&p).is_some() {
            line.extend(tb.best_line(&p, 60)?);
            return Ok(line);
        }
        let root = prove(tb, &p, d)?;
        if root.lo != root.hi || d == 0 {
            return Ok(line);
        }
        let mut kids = Vec::new();
        p.for_each_successor(|mv, c, _| kids.push((mv, *c)));
        let mut next = None;
        for (mv, c) in kids {
            let v = if c.is_over() {
                Some(move_value(&p, &c, 0))
            } else {
                let q = prove(tb, &c, d - 1)?;
                (q.lo == q.hi).then(|| move_value(&p, &c, q.lo))
            };
            if v == Some(root.lo) {
                next = Some((mv, c));
                break;
            }
        }
        let Some((mv, c)) = next else { return Ok(line) };
        line.push(mv);
        p = c;
        d -= 1;
    }
}
