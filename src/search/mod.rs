//! Game-tree search, generic over [`Position`]: iterative-deepening alpha-beta with a
//! transposition table, Monte Carlo tree search, and the players built on them.
//!
//! Both searches follow every rule that bends turn order, because they ask the
//! position, never the game: after each move they look at who is to move, so an extra
//! turn (Hoyito III), a pass, or Goré's offer and answer need no special case (the
//! score changes sign only when the player to move changes). Endless sowings are not
//! legal moves, so they are never searched. Rules that need history — Bao Kigogo's draw
//! and Oware's end on a repeated position — are applied along the searched line, with
//! the positions the game has already seen ([`crate::Game::seen_keys`]) counted as seen.
//!
//! **Depth** counts turns: a move after which the same player moves again (Hoyito
//! III's extra turn, Goré's answer to an offer) continues the turn and does not use up
//! depth, so the horizon never falls inside a chain of captures.
//!
//! **Scores** are from the point of view of the player to move at the root:
//! [`Score::Margin`] is the evaluation at the search horizon (see [`evaluate()`]), an
//! estimate; [`Score::Win`], [`Score::Loss`] and [`Score::Draw`] are proven (every line
//! searched ended by the rules), with the final capture margin and the distance in
//! plies. Among proven results the search prefers the best final margin, then the
//! shortest win or the longest loss ([`Score::rank`]).
//!
//! Searches are deterministic for a given position, limit and seed; a time limit makes
//! the depth (alpha-beta) or the number of simulations (MCTS) depend on the machine.
//!
//! ```
//! use sowing::search::{AlphaBeta, Limits};
//! use sowing::{Oware, Ruleset};
//! let mut ab = AlphaBeta::new();
//! let r = ab.search(&Oware::start(), Limits::depth(6));
//! assert!(r.best.is_some());
//! assert_eq!(r.depth, 6);
//! assert_eq!(r.pv[0], r.best.unwrap());
//! ```

mod alphabeta;
mod engine;
mod evaluate;
mod mcts;
mod parallel;

pub use alphabeta::{perfect_line, AlphaBeta, ExactLeaves};
pub use engine::{play_out, Engine, Spec, SpecError, HARD_NODES};
pub use evaluate::{evaluate, evaluate_with_side, Evaluate};
pub use mcts::Mcts;
pub use parallel::{analyse_parallel, search_parallel};

use crate::rules::Position;
use crate::types::{Move, Outcome, Player};
use serde::Serialize;
use std::fmt;
use std::time::Duration;

/// What a search may spend. Unset limits do not apply; with none set, alpha-beta stops
/// at [`Limits::DEFAULT_DEPTH`].
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Limits {
    /// Deepest iteration of alpha-beta, in plies.
    pub depth: Option<u32>,
    /// Nodes (positions visited) at most; MCTS counts simulations.
    pub nodes: Option<u64>,
    /// Wall-clock time at most.
    pub time: Option<Duration>,
}

impl Limits {
    /// The depth alpha-beta stops at when no limit is set.
    pub const DEFAULT_DEPTH: u32 = 8;

    /// Search to `depth` plies.
    pub fn depth(depth: u32) -> Limits {
        Limits {
            depth: Some(depth),
            ..Limits::default()
        }
    }

    /// Visit at most `nodes` positions (MCTS: run `nodes` simulations).
    pub fn nodes(nodes: u64) -> Limits {
        Limits {
            nodes: Some(nodes),
            ..Limits::default()
        }
    }

    /// Think for at most `time`.
    pub fn time(time: Duration) -> Limits {
        Limits {
            time: Some(time),
            ..Limits::default()
        }
    }
}

/// The value of a position for the player to move.
///
/// JSON: `{"estimate": 3}`, `{"win": {"plies": 9, "margin": 4}}`,
/// `{"loss": {"plies": 9, "margin": -4}}`, `"draw"`, `{"expected": 0.62}`,
/// `{"exact": 4}`.
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Score {
    /// The evaluation at the search horizon, in seeds ([`evaluate()`]): an estimate.
    #[serde(rename = "estimate")]
    Margin(i32),
    /// A proven win: every line searched ends, the last one `plies` plies away (at the
    /// end of the game, or at a position the exact leaves know), with this final
    /// capture margin for the player to move (the largest the search proved; a Bao
    /// Kigogo win by immobilising may have a margin of 0 or less).
    Win {
        /// Plies to the end of the line.
        plies: u32,
        /// Seeds captured minus seeds the opponent captured at its end.
        margin: i32,
    },
    /// A proven loss, with the final capture margin (the best the search proved for
    /// the loser) and its distance.
    Loss {
        /// Plies to the end of the line.
        plies: u32,
        /// Seeds captured minus seeds the opponent captured at its end.
        margin: i32,
    },
    /// A proven draw: every line searched ended in a draw or worse for both.
    Draw,
    /// MCTS: the expected points (win 1, draw ½, loss 0) estimated by the simulations.
    Expected(f64),
    /// The exact final capture margin under perfect play, the captures so far
    /// included, known from exact leaves such as endgame databases
    /// ([`AlphaBeta::with_leaves`]).
    Exact(i32),
}

impl Score {
    /// A number to compare scores by, the one order of scores: proven wins and exact
    /// winning margins first, the largest final margin first (then the shortest
    /// win); then estimates and expectations, with draws at 0; then exact losing
    /// margins and proven losses, the best final margin first (then the longest
    /// resistance).
    ///
    /// ```
    /// use sowing::search::Score;
    /// let mut s = [
    ///     Score::Loss { plies: 3, margin: -8 },
    ///     Score::Loss { plies: 5, margin: -2 },
    ///     Score::Exact(-2),
    ///     Score::Margin(5),
    ///     Score::Exact(4),
    ///     Score::Win { plies: 9, margin: 2 },
    ///     Score::Win { plies: 3, margin: 2 },
    /// ];
    /// s.sort_by(|a, b| b.rank().total_cmp(&a.rank()));
    /// assert_eq!(s, [
    ///     Score::Exact(4),
    ///     Score::Win { plies: 3, margin: 2 },
    ///     Score::Win { plies: 9, margin: 2 },
    ///     Score::Margin(5),
    ///     Score::Loss { plies: 5, margin: -2 },
    ///     Score::Exact(-2),
    ///     Score::Loss { plies: 3, margin: -8 },
    /// ]);
    /// ```
    pub fn rank(self) -> f64 {
        match self {
            Score::Win { plies, margin } => 1e9 + margin as f64 * 1000.0 - plies as f64,
            Score::Loss { plies, margin } => -1e9 + margin as f64 * 1000.0 + plies as f64,
            // Known without a distance: as the longest win, the shortest loss.
            Score::Exact(m) if m > 0 => 1e9 + m as f64 * 1000.0 - 999.0,
            Score::Exact(m) if m < 0 => -1e9 + m as f64 * 1000.0,
            Score::Exact(_) | Score::Draw => 0.0,
            Score::Margin(m) => m as f64,
            Score::Expected(e) => (e - 0.5) * 96.0,
        }
    }
}

impl fmt::Display for Score {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Score::Margin(m) => write!(f, "about {m:+}"),
            Score::Win { plies, margin } => write!(f, "win in {plies}, {margin:+}"),
            Score::Loss { plies, margin } => write!(f, "loss in {plies}, {margin:+}"),
            Score::Draw => f.write_str("draw"),
            Score::Expected(e) => write!(f, "{:.0}% expected", e * 100.0),
            Score::Exact(m) => write!(f, "exactly {m:+}"),
        }
    }
}

/// What a search found.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct SearchResult {
    /// The best move (`None` when the game is over).
    pub best: Option<Move>,
    /// Its score, for the player to move.
    pub score: Score,
    /// The principal variation: the best move and the best replies after it.
    pub pv: Vec<Move>,
    /// Positions visited (MCTS: simulations run).
    pub nodes: u64,
    /// Depth of the last completed iteration (MCTS: depth of the principal variation).
    pub depth: u32,
    /// Time spent.
    #[serde(serialize_with = "millis")]
    pub elapsed: Duration,
}

fn millis<S: serde::Serializer>(d: &Duration, s: S) -> Result<S::Ok, S::Error> {
    s.serialize_f64(d.as_secs_f64() * 1000.0)
}

/// The capture margin alone: seeds captured by the player to move minus seeds captured
/// by the opponent.
pub fn capture_margin<P: Position>(pos: &P) -> i32 {
    margin_for(pos, pos.to_move())
}

/// The value of a move for the player who made it: the seeds it captured (the
/// end-of-game sweep included) minus those the opponent gained, plus `child_value`
/// when the same player moves again in `child` (an extra turn, an answer), minus it
/// when the turn passed. `child_value` is the value of `child` for its own player to
/// move, counting only what happens from `child` on (0 for a finished game).
///
/// The final capture margin through the move is `capture_margin(pos) + move_value(…)`.
/// Search, the endgame databases, the proofs and every front end value moves through
/// this one function.
///
/// ```
/// use sowing::search::move_value;
/// use sowing::{DjenonAboure, Move, Player, Position, Ruleset};
/// let pos = DjenonAboure::start();
/// let mut child = pos;
/// child.play(Move::Sow(8)).unwrap(); // South captures 2; North moves next
/// assert_eq!(child.to_move(), Player::North);
/// // A child worth 5 to North is worth 2 - 5 to South through this move.
/// assert_eq!(move_value(&pos, &child, 5), 2 - 5);
/// ```
#[inline]
pub fn move_value<P: Position>(pos: &P, child: &P, child_value: i32) -> i32 {
    let me = pos.to_move();
    let gained = margin_for(child, me) - margin_for(pos, me);
    if child.is_over() {
        gained
    } else if child.to_move() == me {
        gained + child_value
    } else {
        gained - child_value
    }
}

/// Seeds `me` has captured minus seeds the opponent has.
#[inline]
fn margin_for<P: Position>(pos: &P, me: Player) -> i32 {
    pos.captured(me) as i32 - pos.captured(me.opponent()) as i32
}

// Internal score scale. Proven results live beyond `WIN - BAND`, ordered by the final
// capture margin first (256 values a seed), then by distance: a shorter win, a longer
// loss. A win for one side is exactly the negation of the loss for the other, as
// negamax needs.
const WIN: i32 = 1_000_000;
const MAX_PLY: usize = 128;
const BAND: i32 = 1 << 16;
const MARGIN_CAP: i32 = 120;

/// The internal value, for `me`, of a proven result: `won` (`None`: a draw) with the
/// final capture margin `margin` for `me`, `ply` plies from the root.
fn proven(won: Option<bool>, margin: i32, ply: usize) -> i32 {
    let m = margin.clamp(-MARGIN_CAP, MARGIN_CAP);
    let ply = ply.min(255) as i32;
    match won {
        Some(true) => WIN - (MARGIN_CAP - m) * 256 - ply,
        Some(false) => -WIN + (MARGIN_CAP + m) * 256 + ply,
        None => 0,
    }
}

/// The exact value of the finished position `pos` for `me`, `ply` plies from the root.
fn terminal<P: Position>(pos: &P, me: Player, ply: usize) -> i32 {
    let won = pos.result().and_then(Outcome::winner).map(|w| w == me);
    proven(won, margin_for(pos, me), ply)
}

fn to_score(v: i32, proven: bool) -> Score {
    if v > WIN - BAND {
        let x = WIN - v;
        Score::Win {
            plies: (x % 256) as u32,
            margin: MARGIN_CAP - x / 256,
        }
    } else if v < -(WIN - BAND) {
        let x = v + WIN;
        Score::Loss {
            plies: (x % 256) as u32,
            margin: x / 256 - MARGIN_CAP,
        }
    } else if proven && v == 0 {
        Score::Draw
    } else {
        Score::Margin(v)
    }
}

/// A score one ply further from the root.
fn shift(s: Score, plies: u32) -> Score {
    match s {
        Score::Win { plies: n, margin } => Score::Win {
            plies: n + plies,
            margin,
        },
        Score::Loss { plies: n, margin } => Score::Loss {
            plies: n + plies,
            margin,
        },
        other => other,
    }
}

/// The same score for the other player.
fn negate(s: Score) -> Score {
    match s {
        Score::Margin(m) => Score::Margin(-m),
        Score::Win { plies, margin } => Score::Loss {
            plies,
            margin: -margin,
        },
        Score::Loss { plies, margin } => Score::Win {
            plies,
            margin: -margin,
        },
        Score::Draw => Score::Draw,
        Score::Expected(e) => Score::Expected(1.0 - e),
        Score::Exact(m) => Score::Exact(-m),
    }
}

/// Sorts `v` stably by `cmp`.
#[cfg(not(debug_assertions))]
#[inline]
pub(crate) fn sort_stable_by<T>(v: &mut [T], cmp: impl FnMut(&T, &T) -> std::cmp::Ordering) {
    v.sort_by(cmp);
}

/// Sorts `v` stably by `cmp`: in unoptimised builds (tests), by insertion. The
/// standard sort, compiled anew for each game in each caller of each binary, was a
/// quarter of some test binaries' code; a stable sort's result is the same either way.
#[cfg(debug_assertions)]
#[inline]
pub(crate) fn sort_stable_by<T>(v: &mut [T], mut cmp: impl FnMut(&T, &T) -> std::cmp::Ordering) {
    for i in 1..v.len() {
        let mut j = i;
        while j > 0 && cmp(&v[j - 1], &v[j]).is_gt() {
            v.swap(j - 1, j);
            j -= 1;
        }
    }
}

#[cfg(test)]
mod tests {
    /// The insertion sort of test builds orders as the standard stable sort does, ties
    /// kept in their order.
    #[test]
    fn sort_stable_by_is_the_standard_stable_sort() {
        let mut rng = crate::rng::Rng::new(5);
        for len in 0..40 {
            let v: Vec<(u32, usize)> = (0..len).map(|i| (rng.below(4) as u32, i)).collect();
            let (mut ours, mut std) = (v.clone(), v);
            super::sort_stable_by(&mut ours, |a, b| b.0.cmp(&a.0));
            std.sort_by_key(|b| std::cmp::Reverse(b.0));
            assert_eq!(ours, std);
        }
    }
}
