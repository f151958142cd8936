//! The value of a board from its children's values: what building, estimating and
//! reading a tablebase share (below all three, above the files).

use super::rank::{layer_size, seeds, Holes};
use super::{Endless, Solvable, SolveError, Tables};
use crate::search::{capture_margin, move_value};
use crate::types::{Move, Player};

/// Where a child's value comes from.
pub(super) trait Lookup {
    /// The value of the board `h` (as its mover sees it) with `n` seeds, of side
    /// `side` ([`Tables::sides`]).
    fn get(&self, n: u32, side: u32, h: &Holes) -> Option<i8>;
}

/// The side of `tables` that holds `pos` ([`Tables::sides`]), lines that never end
/// going to `endless_to` under [`Endless::Extremes`].
#[inline]
pub(super) fn side_of<G: Solvable>(tables: &Tables, pos: &G, endless_to: Player) -> u32 {
    match tables.endless {
        Endless::Neither => pos.side(),
        Endless::Extremes => (pos.to_move() == endless_to) as u32 * tables.rules.sides + pos.side(),
    }
}

/// Calls `f` with every move of `pos` (a position with `n` seeds on the board), the
/// position it leads to, the move's value to the player who made it
/// ([`move_value`], the child's value read from `table` of `tables`, lines that never
/// end going to `endless_to`; `None` when `table` does not hold it) and whether the
/// child keeps the seed count (play can cycle through it).
#[inline]
pub(super) fn for_each_move_value<G: Solvable, L: Lookup>(
    pos: &G,
    n: u32,
    tables: &Tables,
    endless_to: Player,
    table: &L,
    mut f: impl FnMut(Move, &G, Option<i32>, bool),
) -> Result<(), SolveError> {
    let mut err = None;
    pos.for_each_successor(|mv, child, _| {
        if child.is_over() {
            f(mv, child, Some(move_value(pos, child, 0)), false);
            return;
        }
        let h = child.mover_board();
        let m = seeds(&h);
        if m > n {
            err = Some(SolveError::SeedsIncreased { from: n, to: m });
            return;
        }
        let side = side_of(tables, child, endless_to);
        let v = table
            .get(m, side, &h)
            .map(|w| move_value(pos, child, w.into()));
        f(mv, child, v, m == n);
    });
    err.map_or(Ok(()), Err)
}

/// The best over the moves of the board `h` (as its mover sees it) of side `side` of
/// `tables`, children read from `table`; whether some child stays in the layer. A
/// move whose child has no value in `table` counts as 0.
pub(super) fn best_value<G: Solvable, L: Lookup>(
    game: &G,
    h: &Holes,
    side: u32,
    tables: &Tables,
    table: &L,
) -> Result<(i8, bool), SolveError> {
    let sides = tables.rules.sides;
    let (pos, base) = game.with_mover_board(h, side % sides, tables.rules)?;
    // Under the extremes, the upper half has lines that never end go to the player
    // to move.
    let me = pos.to_move();
    let endless_to = if side >= sides { me } else { me.opponent() };
    if pos.is_over() {
        // The board's own end (the sweep), counted from the margin before it.
        return Ok(((capture_margin(&pos) - base) as i8, false));
    }
    let mut best = i32::MIN;
    let mut in_layer = false;
    for_each_move_value(
        &pos,
        seeds(h),
        tables,
        endless_to,
        table,
        |_, _, v, stays| {
            in_layer |= stays;
            best = best.max(v.unwrap_or(0));
        },
    )?;
    // A position without moves and without a result (not in these games): nothing more
    // happens, worth 0.
    Ok((if best == i32::MIN { 0 } else { best as i8 }, in_layer))
}

/// Boards the layer of `n` seeds of `game`'s `tables` holds: [`layer_size`] times
/// [`Tables::sides`], or 0 if the game has no position with `n` seeds on the board.
pub fn stored_size<G: Solvable>(game: &G, n: u32, tables: &Tables) -> u64 {
    if game.has_layer(n) {
        layer_size(n) * tables.sides() as u64
    } else {
        0
    }
}
