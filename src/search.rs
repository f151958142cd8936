//! Game-tree search, generic over [`Position`]: iterative-deepening alpha-beta with a
//! transposition table, Monte Carlo tree search, and the players built on them.
//!
//! Both searches follow every rule that bends turn order, because they ask the
//! position, never the game: after each move they look at who is to move, so an extra
//! turn (Hoyito III), a pass, or Goré's offer and answer need no special case (the
//! score changes sign only when the player to move changes). Endless sowings are not
//! legal moves, so they are never searched. Rules that need history — Bao Kigogo's draw
//! and Oware's end on a repeated position — are applied along the searched line, with
//! the positions the game has already seen ([`Game::seen_keys`]) counted as seen.
//!
//! **Depth** counts turns: a move after which the same player moves again (Hoyito
//! III's extra turn, Goré's answer to an offer) continues the turn and does not use up
//! depth, so the horizon never falls inside a chain of captures.
//!
//! **Scores** are from the point of view of the player to move at the root:
//! [`Score::Margin`] is the evaluation at the search horizon (see [`evaluate`]);
//! [`Score::Win`], [`Score::Loss`] and [`Score::Draw`] are proven (every line searched
//! ended by the rules), with their distance in plies.
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

use crate::game::Game;
use crate::playout::{thread_count, Playout};
use crate::rng::Rng;
use crate::rules::{FromSetup, MoveList, Position};
use crate::types::{GameKind, Move, Outcome, Player};
use serde::Serialize;
use std::any::Any;
use std::fmt;
use std::str::FromStr;
use std::time::{Duration, Instant};

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
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Score {
    /// The evaluation at the search horizon, in seeds ([`evaluate`]).
    Margin(i32),
    /// A proven win in this many plies.
    Win(u32),
    /// A proven loss in this many plies.
    Loss(u32),
    /// A proven draw: every line searched ended in a draw or worse for both.
    Draw,
    /// MCTS: the expected points (win 1, draw ½, loss 0) estimated by the simulations.
    Expected(f64),
}

impl Score {
    /// A number to compare scores by: wins above every margin, losses below.
    pub fn rank(self) -> f64 {
        match self {
            Score::Win(n) => 1e9 - n as f64,
            Score::Loss(n) => -1e9 + n as f64,
            Score::Draw => 0.0,
            Score::Margin(m) => m as f64,
            Score::Expected(e) => (e - 0.5) * 96.0,
        }
    }
}

impl fmt::Display for Score {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Score::Margin(m) => write!(f, "{m:+} seeds"),
            Score::Win(n) => write!(f, "win in {n}"),
            Score::Loss(n) => write!(f, "loss in {n}"),
            Score::Draw => f.write_str("draw"),
            Score::Expected(e) => write!(f, "{:.0}% expected", e * 100.0),
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

/// What the search needs of a game beyond its rules: how to value a position at the
/// horizon. Tuning lives here, not in the rules ([`Position`]).
///
/// The crate's games (and [`crate::AnyGame`]) implement it; a variant of your own
/// implements it to be searched, usually with the defaults:
/// `impl Evaluate for MyGame {}`.
pub trait Evaluate: Position {
    /// How much [`evaluate`] counts a seed on the board, in quarters of a captured
    /// seed: each seed in the holes of the player to move adds this much, each in the
    /// opponent's holes takes it away. 0 (the default) leaves the capture margin alone.
    fn board_seed_weight(&self) -> i32 {
        0
    }
}

/// The crate's games: the board term (a quarter seed per seed) helped alpha-beta at
/// depth 4 in Oware (69% against the margin alone over 100 games, 65–27–8) and
/// Djenon-aboure (58%, 52–36–12), so those two games use it; with it the `hard` player
/// fell to 17–1–2 against `greedy` in Hoyito III and let Goré games stall at the ply
/// limit, so those games, and Bao Kigogo (where the term equals the margin), do not. A
/// game added to the crate starts at 0.
impl<G: FromSetup> Evaluate for G {
    fn board_seed_weight(&self) -> i32 {
        match self.kind() {
            GameKind::Oware | GameKind::DjenonAboure => 1,
            _ => 0,
        }
    }
}

/// The default evaluation, for the player to move: the capture margin (seeds captured
/// minus seeds the opponent captured) plus, where the game asks for it
/// ([`Evaluate::board_seed_weight`]), a term for the seeds on the board:
/// [`evaluate_with_side`] with the position's weight. Captured seeds never return to
/// the board in these games, so the margin is the main measure.
pub fn evaluate<P: Evaluate>(pos: &P) -> i32 {
    evaluate_with_side(pos, pos.board_seed_weight())
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

/// The capture margin plus `weight`/4 × (seeds in the holes the player to move
/// controls − seeds in the opponent's holes), rounded toward zero.
pub fn evaluate_with_side<P: Position>(pos: &P, weight: i32) -> i32 {
    if weight == 0 {
        return capture_margin(pos);
    }
    let me = pos.to_move();
    let b = pos.board();
    let side = b.seeds_of(me) as i32 - b.seeds_of(me.opponent()) as i32;
    capture_margin(pos) + weight * side / 4
}

// Internal score scale: terminal wins and losses live beyond `WIN - MAX_PLY`.
const WIN: i32 = 1_000_000;
const MAX_PLY: usize = 128;

/// The exact score of a finished position for `me`, `ply` plies from the root.
fn terminal(result: Outcome, me: Player, ply: usize) -> i32 {
    match result.winner() {
        Some(w) if w == me => WIN - ply as i32,
        Some(_) => -(WIN - ply as i32),
        None => 0,
    }
}

fn to_score(v: i32, proven: bool) -> Score {
    if v > WIN - MAX_PLY as i32 * 4 {
        Score::Win((WIN - v) as u32)
    } else if v < -(WIN - MAX_PLY as i32 * 4) {
        Score::Loss((WIN + v) as u32)
    } else if proven && v == 0 {
        Score::Draw
    } else {
        Score::Margin(v)
    }
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Bound {
    Exact,
    Lower,
    Upper,
}

#[derive(Clone, Copy)]
struct Entry {
    key: u64,
    depth: u8,
    bound: Bound,
    proven: bool,
    value: i32,
    best: Move,
}

/// A child searched from a node: the move, the position it leads to, and its order.
#[derive(Clone, Copy)]
struct Child<P> {
    mv: Move,
    pos: P,
    order: i32,
}

/// Exact values of some positions, known without searching them (endgame databases
/// such as the solve module's, or any other oracle): the final capture margin the player to
/// move can force from `pos` counting only the seeds still on the board (the
/// end-of-game sweep included), or `None` when the position is not covered.
///
/// [`AlphaBeta::with_leaves`] turns such positions into proven results: the position's
/// capture margin plus this value decides a win (above 0), a loss (below) or a draw.
pub trait ExactLeaves<P> {
    /// The value of `pos` for its player to move, if known.
    fn exact(&self, pos: &P) -> Option<i32>;
}

/// Iterative-deepening alpha-beta (principal-variation search) with a transposition
/// table keyed by [`Position::key`] and move ordering by the table's move, captures and
/// a history table. Reuse one searcher across moves of a game: the table carries over.
///
/// ```
/// use sowing::search::{AlphaBeta, Limits, Score};
/// use sowing::{DjenonAboure, Player, Ruleset};
/// // South to move with two holes of 2 in front of an empty row: a proven result.
/// let pos = DjenonAboure::from_parts([0, 0, 0, 0, 0, 0, 2, 2, 0, 0, 0, 0], [20, 24], Player::South).unwrap();
/// let r = AlphaBeta::new().search(&pos, sowing::search::Limits::depth(12));
/// assert!(matches!(r.score, Score::Win(_) | Score::Loss(_) | Score::Draw));
/// ```
pub struct AlphaBeta {
    table: Vec<Option<Entry>>,
    mask: usize,
    history: Box<[[u32; MOVE_CODES]; 2]>,
    /// Reused per-ply buffers of children (`Vec<Child<P>>` of the game searched), so
    /// that searching allocates nothing once the buffers have grown.
    buffers: Vec<Box<dyn Any>>,
    nodes: u64,
    /// Heuristic leaf values and unproven table hits in the current iteration.
    uncertain: u64,
    stop: bool,
    limits: Limits,
    started: Instant,
    /// Keys of the positions on the current line and those seen before the root.
    path: Vec<u64>,
    /// The best move of the last completed root search (for searches without a table).
    best_at_root: Option<Move>,
    /// The node count at which the clock is read next.
    next_clock_check: u64,
    /// Weight of the board term of the evaluation, in quarter seeds (`None`: each
    /// position's own, [`evaluate`]).
    side_weight: Option<i32>,
    /// Exact leaves: a `Box<dyn ExactLeaves<P>>` for the game `P` they were set for.
    leaves: Option<Box<dyn Any>>,
}

const MOVE_CODES: usize = 128;

fn move_code(mv: Move) -> usize {
    match mv {
        Move::Sow(h) => h as usize & 63,
        Move::Pass => 64,
        Move::Accept => 65,
        Move::Decline => 66,
        Move::Offer(o) => 67 + (o.set().0 as usize % 61),
    }
}

impl Default for AlphaBeta {
    fn default() -> Self {
        AlphaBeta::new()
    }
}

impl AlphaBeta {
    /// A searcher with a table of 2^20 entries (about 32 MB).
    pub fn new() -> AlphaBeta {
        AlphaBeta::with_table_bits(20)
    }

    /// A searcher with a table of 2^`bits` entries; 0 bits: no table at all (every
    /// node searched to exactly the depth asked, for tests and experiments; there is
    /// then no principal variation beyond the best move).
    pub fn with_table_bits(bits: u32) -> AlphaBeta {
        let size = if bits == 0 {
            0
        } else {
            1usize << bits.clamp(4, 30)
        };
        AlphaBeta {
            table: vec![None; size],
            mask: size.saturating_sub(1),
            history: Box::new([[0; MOVE_CODES]; 2]),
            buffers: Vec::new(),
            nodes: 0,
            uncertain: 0,
            stop: false,
            limits: Limits::default(),
            started: Instant::now(),
            path: Vec::new(),
            best_at_root: None,
            next_clock_check: 0,
            side_weight: None,
            leaves: None,
        }
    }

    /// Ends the search at every position (below the root) that `leaves` knows exactly,
    /// as a proven win, loss or draw by the sign of its final margin (the capture
    /// margin plus [`ExactLeaves::exact`]); the distance of such a result counts the
    /// plies to the known position. Searches of other games than `P` ignore them.
    #[must_use]
    pub fn with_leaves<P: Evaluate + 'static>(
        mut self,
        leaves: Box<dyn ExactLeaves<P>>,
    ) -> AlphaBeta {
        self.leaves = Some(Box::new(leaves));
        self
    }

    /// The exact final margin of `pos` for its player to move, if leaves are set and
    /// know it.
    fn leaf<P: Evaluate + 'static>(&self, pos: &P) -> Option<i32> {
        let leaves = self
            .leaves
            .as_ref()?
            .downcast_ref::<Box<dyn ExactLeaves<P>>>()?;
        Some(capture_margin(pos) + leaves.exact(pos)?)
    }

    /// Evaluates horizon positions with [`evaluate_with_side`] and this weight instead
    /// of the game's own ([`evaluate`]); 0 is the plain capture margin. For
    /// experiments with the evaluation.
    #[must_use]
    pub fn with_side_weight(mut self, weight: i32) -> AlphaBeta {
        self.side_weight = Some(weight);
        self
    }

    fn eval<P: Evaluate>(&self, pos: &P) -> i32 {
        match self.side_weight {
            Some(w) => evaluate_with_side(pos, w),
            None => evaluate(pos),
        }
    }

    /// Forgets the table and the history (a new game).
    pub fn clear(&mut self) {
        self.table.iter_mut().for_each(|e| *e = None);
        *self.history = [[0; MOVE_CODES]; 2];
    }

    /// Searches `pos` (no history before it) within `limits`.
    pub fn search<P: Evaluate + 'static>(&mut self, pos: &P, limits: Limits) -> SearchResult {
        self.search_with_history(pos, &[], limits)
    }

    /// Searches the current position of `game`, its repetition history included.
    pub fn search_game<P: Evaluate + 'static>(
        &mut self,
        game: &Game<P>,
        limits: Limits,
    ) -> SearchResult {
        let seen: Vec<u64> = game.seen_keys().collect();
        self.search_with_history(game.position(), &seen, limits)
    }

    /// Searches `pos`, treating the positions with keys in `history` as already seen
    /// (for the repetition rules).
    pub fn search_with_history<P: Evaluate + 'static>(
        &mut self,
        pos: &P,
        history: &[u64],
        limits: Limits,
    ) -> SearchResult {
        self.started = Instant::now();
        self.limits = limits;
        self.nodes = 0;
        self.next_clock_check = 0;
        self.stop = false;
        self.path.clear();
        self.path.extend_from_slice(history);
        let max_depth = limits
            .depth
            .unwrap_or(if limits.nodes.is_some() || limits.time.is_some() {
                MAX_PLY as u32 - 8
            } else {
                Limits::DEFAULT_DEPTH
            })
            .min(MAX_PLY as u32 - 8);
        let mut moves = MoveList::new();
        pos.legal_moves(&mut moves);
        let mut best = SearchResult {
            best: moves.first().copied(),
            score: Score::Margin(evaluate(pos)),
            pv: moves.first().copied().into_iter().collect(),
            nodes: 0,
            depth: 0,
            elapsed: Duration::ZERO,
        };
        if moves.is_empty() {
            best.score = match pos.result() {
                Some(r) => to_score(terminal(r, pos.to_move(), 0), true),
                None => Score::Margin(evaluate(pos)),
            };
            return best;
        }
        if self.leaves.is_some() {
            if let Some(known) = self.exact_root(pos, &moves) {
                return known;
            }
        }
        for depth in 1..=max_depth {
            self.uncertain = 0;
            let value = self.negamax(pos, depth, -WIN - 1, WIN + 1, 0);
            if self.stop {
                break;
            }
            let proven = self.uncertain == 0;
            let mut pv = self.principal_variation(pos, depth as usize);
            if pv.is_empty() {
                pv.extend(self.best_at_root);
            }
            best = SearchResult {
                best: pv.first().copied(),
                score: to_score(value, proven),
                pv,
                nodes: self.nodes,
                depth,
                elapsed: self.started.elapsed(),
            };
            if proven || value.abs() > WIN - 4 * MAX_PLY as i32 {
                // A proven value, or a forced win or loss (a win found at iteration d
                // is the shortest): nothing deeper changes it.
                break;
            }
        }
        best.nodes = self.nodes;
        best.elapsed = self.started.elapsed();
        best
    }

    /// The answer at a root the exact leaves know, with every child known too: the move
    /// with the best final margin, preferring among equals a move that captures or
    /// ends the game, then one to a position not seen before (so that a won position
    /// is converted rather than gone round), then the first; its score is that exact
    /// final margin ([`Score::Margin`]).
    fn exact_root<P: Evaluate + 'static>(&self, pos: &P, moves: &MoveList) -> Option<SearchResult> {
        self.leaf(pos)?;
        let me = pos.to_move();
        let mut best: Option<((i32, bool, bool), Move)> = None;
        for &mv in moves.iter() {
            let mut child = *pos;
            let report = child.play(mv).ok()?;
            let fin = if child.is_over() {
                child.captured(me) as i32 - child.captured(me.opponent()) as i32
            } else {
                let v = self.leaf(&child)?;
                if child.to_move() == me {
                    v
                } else {
                    -v
                }
            };
            let rank = (
                fin,
                child.is_over() || report.captured.seeds > 0,
                !self.path.contains(&child.key()),
            );
            if best.map_or(true, |(r, _)| rank > r) {
                best = Some((rank, mv));
            }
        }
        let ((fin, _, _), mv) = best?;
        Some(SearchResult {
            best: Some(mv),
            score: Score::Margin(fin),
            pv: vec![mv],
            nodes: 1,
            depth: 0,
            elapsed: self.started.elapsed(),
        })
    }

    /// Every legal move of `pos` with its own search (score for the player to move at
    /// `pos`, principal variation starting with the move), best first.
    pub fn analyse<P: Evaluate + 'static>(
        &mut self,
        pos: &P,
        history: &[u64],
        limits: Limits,
    ) -> Vec<(Move, SearchResult)> {
        let mut moves = MoveList::new();
        pos.legal_moves(&mut moves);
        let mut out = Vec::new();
        let mut seen = history.to_vec();
        seen.push(pos.key());
        for &mv in moves.iter() {
            out.extend(self.analyse_move(pos, mv, &seen, limits));
        }
        out.sort_by(|a, b| b.1.score.rank().total_cmp(&a.1.score.rank()));
        out
    }

    /// One move of [`AlphaBeta::analyse`]: `mv` played from `pos` (whose history,
    /// `pos` included, is `seen`) and the child searched, scored for the player to
    /// move at `pos`. `None` if `mv` is not legal.
    fn analyse_move<P: Evaluate + 'static>(
        &mut self,
        pos: &P,
        mv: Move,
        seen: &[u64],
        limits: Limits,
    ) -> Option<(Move, SearchResult)> {
        let me = pos.to_move();
        let mut child = *pos;
        child.play(mv).ok()?;
        let repeats = child.repetition_ends_game() && seen.contains(&child.key());
        if repeats && !child.repetition_is_draw() {
            child.end_by_repetition_unchecked();
        }
        let mut r = if child.is_over() || repeats {
            SearchResult {
                best: None,
                score: Score::Margin(0),
                pv: Vec::new(),
                nodes: 1,
                depth: 0,
                elapsed: Duration::ZERO,
            }
        } else {
            let child_limits = Limits {
                depth: limits.depth.map(|d| d.saturating_sub(1).max(1)),
                ..limits
            };
            self.search_with_history(&child, seen, child_limits)
        };
        r.score = if let Some(res) = child.result() {
            to_score(terminal(res, me, 1), true)
        } else if repeats {
            Score::Draw
        } else if child.to_move() == me {
            shift(r.score, 1)
        } else {
            negate(shift(r.score, 1))
        };
        r.pv.insert(0, mv);
        r.best = Some(mv);
        Some((mv, r))
    }

    fn out_of_budget(&mut self) -> bool {
        if self.nodes >= self.next_clock_check {
            self.next_clock_check = self.nodes + 1024;
            if let Some(t) = self.limits.time {
                if self.started.elapsed() >= t {
                    self.stop = true;
                }
            }
        }
        if let Some(n) = self.limits.nodes {
            if self.nodes >= n {
                self.stop = true;
            }
        }
        self.stop
    }

    /// The value of `pos` for its player to move, searched `depth` plies deep.
    fn negamax<P: Evaluate + 'static>(
        &mut self,
        pos: &P,
        depth: u32,
        mut alpha: i32,
        beta: i32,
        ply: usize,
    ) -> i32 {
        self.nodes += 1;
        if ply > 0 && self.leaves.is_some() {
            if let Some(margin) = self.leaf(pos) {
                return match margin.signum() {
                    1 => WIN - ply as i32,
                    -1 => -(WIN - ply as i32),
                    _ => 0,
                };
            }
        }
        if depth == 0 || ply >= MAX_PLY - 1 {
            self.uncertain += 1;
            return self.eval(pos);
        }
        if self.out_of_budget() {
            return 0;
        }
        let key = pos.key();
        let slot = key as usize & self.mask;
        let mut tt_move = None;
        if let Some(e) = self
            .table
            .get(slot)
            .copied()
            .flatten()
            .filter(|e| e.key == key)
        {
            tt_move = Some(e.best);
            if e.depth as u32 >= depth {
                let v = from_tt(e.value, ply);
                let cut = match e.bound {
                    Bound::Exact => true,
                    Bound::Lower => v >= beta,
                    Bound::Upper => v <= alpha,
                };
                if cut {
                    if !e.proven {
                        self.uncertain += 1;
                    }
                    return v;
                }
            }
        }
        let me = pos.to_move();
        let uncertain_before = self.uncertain;
        // Children, ordered: table move, captures, history; each sown once.
        let mut kids = self.take_buffer::<P>(ply);
        kids.clear();
        let history = &self.history[me.index()];
        pos.for_each_successor(|mv, child, report| {
            let mut order =
                report.captured.seeds as i32 * 1000 + history[move_code(mv)].min(999) as i32;
            if Some(mv) == tt_move {
                order = i32::MAX;
            }
            kids.push(Child {
                mv,
                pos: *child,
                order,
            });
        });
        if kids.is_empty() {
            // Only a position some variant leaves without moves and without a result.
            self.give_buffer(ply, kids);
            self.uncertain += 1;
            return self.eval(pos);
        }
        kids.sort_by_key(|c| std::cmp::Reverse(c.order));
        let alpha0 = alpha;
        let mut best = -WIN - 1;
        let mut best_move = kids.first().map_or(Move::Pass, |c| c.mv);
        self.path.push(key);
        for (i, c) in kids.iter().enumerate() {
            let v = self.child_value(me, &c.pos, depth, alpha, beta, ply, i == 0);
            if self.stop {
                break;
            }
            if v > best {
                best = v;
                best_move = c.mv;
            }
            if v > alpha {
                alpha = v;
            }
            if alpha >= beta {
                let h = &mut self.history[me.index()][move_code(c.mv)];
                *h = h.saturating_add(depth * depth);
                break;
            }
        }
        self.path.pop();
        self.give_buffer(ply, kids);
        if self.stop {
            return 0;
        }
        let bound = if best <= alpha0 {
            Bound::Upper
        } else if best >= beta {
            Bound::Lower
        } else {
            Bound::Exact
        };
        if let Some(e) = self.table.get_mut(slot) {
            *e = Some(Entry {
                key,
                depth: depth.min(255) as u8,
                bound,
                proven: self.uncertain == uncertain_before,
                value: to_tt(best, ply),
                best: best_move,
            });
        }
        self.best_at_root = if ply == 0 {
            Some(best_move)
        } else {
            self.best_at_root
        };
        best
    }

    /// The value of `child` (reached by a move of `me`) for `me`: exact if the game is
    /// over or the repetition rule ends it, else searched one ply less deep, the sign
    /// flipped when the turn passed. PVS: later children get a null window first.
    #[allow(clippy::too_many_arguments)]
    fn child_value<P: Evaluate + 'static>(
        &mut self,
        me: Player,
        child: &P,
        depth: u32,
        alpha: i32,
        beta: i32,
        ply: usize,
        first: bool,
    ) -> i32 {
        if let Some(r) = child.result() {
            self.nodes += 1;
            return terminal(r, me, ply + 1);
        }
        if child.repetition_ends_game() && self.path.contains(&child.key()) {
            self.nodes += 1;
            if child.repetition_is_draw() {
                return 0;
            }
            let mut ended = *child;
            ended.end_by_repetition_unchecked();
            return match ended.result() {
                Some(r) => terminal(r, me, ply + 1),
                None => 0,
            };
        }
        // A move after which the same player moves again (an extra turn, an answer to
        // an offer) continues the turn: it does not use up depth, so a horizon never
        // cuts a chain of captures in the middle.
        let same = child.to_move() == me;
        let search = |s: &mut Self, a: i32, b: i32| {
            if same {
                s.negamax(child, depth, a, b, ply + 1)
            } else {
                -s.negamax(child, depth - 1, -b, -a, ply + 1)
            }
        };
        if first {
            return search(self, alpha, beta);
        }
        let v = search(self, alpha, alpha + 1);
        if v > alpha && v < beta && !self.stop {
            search(self, alpha, beta)
        } else {
            v
        }
    }

    /// The children buffer of depth `ply`, taken out while the node is searched. Boxed
    /// as it is stored (`Box<dyn Any>`), so taking and giving it back moves a pointer.
    #[allow(clippy::box_collection)]
    fn take_buffer<P: Evaluate + 'static>(&mut self, ply: usize) -> Box<Vec<Child<P>>> {
        while self.buffers.len() <= ply {
            self.buffers.push(Box::new(()));
        }
        let slot = std::mem::replace(&mut self.buffers[ply], Box::new(()));
        slot.downcast::<Vec<Child<P>>>()
            .unwrap_or_else(|_| Box::new(Vec::with_capacity(32)))
    }

    #[allow(clippy::box_collection)]
    fn give_buffer<P: Evaluate + 'static>(&mut self, ply: usize, kids: Box<Vec<Child<P>>>) {
        self.buffers[ply] = kids;
    }

    /// The principal variation from the table, at most `max` moves, stopping at a
    /// finished position or a repetition.
    fn principal_variation<P: Evaluate + 'static>(&self, pos: &P, max: usize) -> Vec<Move> {
        let mut pv = Vec::with_capacity(max);
        let mut p = *pos;
        let mut seen = Vec::with_capacity(max + 1);
        seen.push(p.key());
        let mut moves = MoveList::new();
        while pv.len() < max && !p.is_over() {
            let key = p.key();
            let Some(e) = self
                .table
                .get(key as usize & self.mask)
                .copied()
                .flatten()
                .filter(|e| e.key == key)
            else {
                break;
            };
            p.legal_moves(&mut moves);
            if !moves.contains(&e.best) || p.play(e.best).is_err() {
                break;
            }
            pv.push(e.best);
            if seen.contains(&p.key()) {
                break;
            }
            seen.push(p.key());
        }
        pv
    }
}

/// [`AlphaBeta::analyse`] with the root moves shared among `threads` threads (0: one
/// per available core): each thread has its own searcher with a table of
/// 2^`table_bits` entries, cleared before each move, so every move gets the same
/// search whichever thread takes it and the answer is the same for any number of
/// threads. Threads claim moves from one atomic counter; nothing shared is locked.
/// The threads are `std::thread::scope`'s (as in [`crate::playout::playout_batch`]):
/// a handful of long, independent searches need no work-stealing pool.
///
/// ```
/// use sowing::search::{analyse_parallel, Limits};
/// use sowing::{DjenonAboure, Ruleset};
/// let one = analyse_parallel(&DjenonAboure::start(), &[], Limits::depth(4), 1, 16);
/// let two = analyse_parallel(&DjenonAboure::start(), &[], Limits::depth(4), 2, 16);
/// let scores = |v: &Vec<(sowing::Move, sowing::search::SearchResult)>| {
///     v.iter().map(|(m, r)| (*m, r.score)).collect::<Vec<_>>()
/// };
/// assert_eq!(scores(&one), scores(&two));
/// assert_eq!(one.len(), 6);
/// ```
pub fn analyse_parallel<P: Evaluate + Send + Sync + 'static>(
    pos: &P,
    history: &[u64],
    limits: Limits,
    threads: usize,
    table_bits: u32,
) -> Vec<(Move, SearchResult)> {
    use std::sync::atomic::{AtomicUsize, Ordering};
    let threads = thread_count(threads);
    let mut moves = MoveList::new();
    pos.legal_moves(&mut moves);
    let mut seen = history.to_vec();
    seen.push(pos.key());
    let next = AtomicUsize::new(0);
    let work = || {
        let mut ab = AlphaBeta::with_table_bits(table_bits);
        let mut mine = Vec::new();
        loop {
            let i = next.fetch_add(1, Ordering::Relaxed);
            let Some(&mv) = moves.get(i) else {
                return mine;
            };
            ab.clear();
            mine.extend(ab.analyse_move(pos, mv, &seen, limits).map(|r| (i, r)));
        }
    };
    let mut out: Vec<(usize, (Move, SearchResult))> = if threads <= 1 {
        work()
    } else {
        std::thread::scope(|s| {
            let handles: Vec<_> = (0..threads.min(moves.len().max(1)))
                .map(|_| s.spawn(work))
                .collect();
            let mut all = Vec::new();
            for h in handles {
                match h.join() {
                    Ok(mine) => all.extend(mine),
                    Err(panic) => std::panic::resume_unwind(panic),
                }
            }
            all
        })
    };
    // Legal-move order, then best first (stable), as the serial analysis orders them.
    out.sort_by_key(|(i, _)| *i);
    let mut out: Vec<(Move, SearchResult)> = out.into_iter().map(|(_, r)| r).collect();
    out.sort_by(|a, b| b.1.score.rank().total_cmp(&a.1.score.rank()));
    out
}

/// A search of `pos` split at the root over `threads` threads: the best move of
/// [`analyse_parallel`], with the nodes of every thread and the wall-clock time.
pub fn search_parallel<P: Evaluate + Send + Sync + 'static>(
    pos: &P,
    history: &[u64],
    limits: Limits,
    threads: usize,
    table_bits: u32,
) -> SearchResult {
    let started = Instant::now();
    let all = analyse_parallel(pos, history, limits, threads, table_bits);
    let nodes = all.iter().map(|(_, r)| r.nodes).sum();
    let depth = all.iter().map(|(_, r)| r.depth + 1).max().unwrap_or(0);
    match all.into_iter().next() {
        Some((_, mut best)) => {
            best.nodes = nodes;
            best.depth = depth;
            best.elapsed = started.elapsed();
            best
        }
        None => AlphaBeta::with_table_bits(0).search_with_history(pos, history, Limits::depth(1)),
    }
}

/// Mate scores are stored relative to the node, so that they stay right when the
/// same position is met at another distance from the root.
fn to_tt(v: i32, ply: usize) -> i32 {
    if v > WIN - 4 * MAX_PLY as i32 {
        v + ply as i32
    } else if v < -(WIN - 4 * MAX_PLY as i32) {
        v - ply as i32
    } else {
        v
    }
}

fn from_tt(v: i32, ply: usize) -> i32 {
    if v > WIN - 4 * MAX_PLY as i32 {
        v - ply as i32
    } else if v < -(WIN - 4 * MAX_PLY as i32) {
        v + ply as i32
    } else {
        v
    }
}

/// A score one ply further from the root.
fn shift(s: Score, plies: u32) -> Score {
    match s {
        Score::Win(n) => Score::Win(n + plies),
        Score::Loss(n) => Score::Loss(n + plies),
        other => other,
    }
}

/// The same score for the other player.
fn negate(s: Score) -> Score {
    match s {
        Score::Margin(m) => Score::Margin(-m),
        Score::Win(n) => Score::Loss(n),
        Score::Loss(n) => Score::Win(n),
        Score::Draw => Score::Draw,
        Score::Expected(e) => Score::Expected(1.0 - e),
    }
}

/// Monte Carlo tree search: UCT selection (exploration constant √2), full expansion of
/// a node on its first visit, one uniformly random playout per simulation, rewards of 1
/// for a win, ½ for a draw and 0 for a loss (a playout stopped by its ply limit scores
/// by the capture margin then). Deterministic for a seed and a simulation count.
///
/// Turn order comes from the positions (each node's value is for the player who moved
/// into it, so extra turns and answers need nothing special). The repetition rules
/// apply inside each playout (as a [`Game`] applies them), not along the tree's own
/// lines: prefer [`AlphaBeta`] where a repetition is near.
///
/// ```
/// use sowing::search::{Limits, Mcts};
/// use sowing::{Gore, Ruleset};
/// let r = Mcts::new(1).search(&Gore::start(), Limits::nodes(200));
/// assert_eq!(r.nodes, 200);
/// assert!(r.best.is_some());
/// ```
pub struct Mcts {
    rng: Rng,
    /// Exploration constant of UCT.
    pub exploration: f64,
    /// Ply limit of each random playout.
    pub playout_plies: usize,
}

struct Node<P> {
    pos: P,
    /// The move that led here.
    mv: Move,
    /// Who moved into this node (its values are for that player).
    mover: Player,
    /// Children: `len` nodes from index `first` (pushed together at expansion).
    first: u32,
    len: u16,
    expanded: bool,
    visits: u32,
    /// Points won by `mover` over the visits.
    points: f64,
}

impl Mcts {
    /// A searcher whose playouts draw from a generator seeded with `seed`.
    pub fn new(seed: u64) -> Mcts {
        Mcts {
            rng: Rng::new(seed),
            exploration: std::f64::consts::SQRT_2,
            playout_plies: 1000,
        }
    }

    /// Runs simulations from `pos` until `limits.nodes` simulations or `limits.time`
    /// (1000 simulations when neither is set).
    pub fn search<P: Evaluate + 'static>(&mut self, pos: &P, limits: Limits) -> SearchResult {
        let started = Instant::now();
        let budget = match (limits.nodes, limits.time) {
            (None, None) => Some(1000),
            (n, _) => n,
        };
        let mut nodes: Vec<Node<P>> = vec![Node {
            pos: *pos,
            mv: Move::Pass,
            mover: pos.to_move().opponent(),
            first: 0,
            len: 0,
            expanded: false,
            visits: 0,
            points: 0.0,
        }];
        let mut sims = 0u64;
        let mut playout = Playout::new();
        let mut path = Vec::with_capacity(64);
        if !pos.is_over() {
            loop {
                if budget.is_some_and(|b| sims >= b)
                    || limits
                        .time
                        .is_some_and(|t| sims % 16 == 0 && started.elapsed() >= t)
                {
                    break;
                }
                // Selection.
                path.clear();
                let mut n = 0usize;
                path.push(n);
                while nodes[n].expanded && nodes[n].len > 0 {
                    let parent_visits = (nodes[n].visits.max(1) as f64).ln();
                    let mut best = (f64::NEG_INFINITY, 0usize);
                    for c in children(&nodes[n]) {
                        let node = &nodes[c];
                        let u = if node.visits == 0 {
                            f64::INFINITY
                        } else {
                            node.points / node.visits as f64
                                + self.exploration * (parent_visits / node.visits as f64).sqrt()
                        };
                        if u > best.0 {
                            best = (u, c);
                        }
                    }
                    n = best.1;
                    path.push(n);
                }
                // Expansion.
                if !nodes[n].expanded && !nodes[n].pos.is_over() {
                    nodes[n].expanded = true;
                    let p = nodes[n].pos;
                    let first = nodes.len();
                    p.for_each_successor(|mv, child, _| {
                        nodes.push(Node {
                            pos: *child,
                            mv,
                            mover: p.to_move(),
                            first: 0,
                            len: 0,
                            expanded: false,
                            visits: 0,
                            points: 0.0,
                        });
                    });
                    nodes[n].first = first as u32;
                    nodes[n].len = (nodes.len() - first) as u16;
                    if nodes[n].len > 0 {
                        n = first;
                        path.push(n);
                    }
                }
                // Simulation.
                let leaf = nodes[n].pos;
                let end = playout.run(leaf, &mut self.rng, self.playout_plies);
                let south = match end.result {
                    Some(r) => points(r, Player::South),
                    None => {
                        let m = end.captured[0] as i64 - end.captured[1] as i64;
                        match m.cmp(&0) {
                            std::cmp::Ordering::Greater => 1.0,
                            std::cmp::Ordering::Less => 0.0,
                            std::cmp::Ordering::Equal => 0.5,
                        }
                    }
                };
                // Backpropagation.
                for &i in &path {
                    let node = &mut nodes[i];
                    node.visits += 1;
                    node.points += if node.mover == Player::South {
                        south
                    } else {
                        1.0 - south
                    };
                }
                sims += 1;
            }
        }
        // The most visited line.
        let mut pv = Vec::new();
        let mut n = 0usize;
        while let Some(c) = children(&nodes[n]).max_by_key(|&c| nodes[c].visits) {
            if nodes[c].visits == 0 {
                break;
            }
            pv.push(nodes[c].mv);
            n = c;
        }
        let score = match pv.first() {
            Some(_) => {
                let c = children(&nodes[0])
                    .max_by_key(|&c| nodes[c].visits)
                    .unwrap_or(0);
                Score::Expected(nodes[c].points / nodes[c].visits.max(1) as f64)
            }
            None => match pos.result() {
                Some(r) => to_score(terminal(r, pos.to_move(), 0), true),
                None => Score::Expected(0.5),
            },
        };
        SearchResult {
            best: pv.first().copied(),
            score,
            depth: pv.len() as u32,
            pv,
            nodes: sims,
            elapsed: started.elapsed(),
        }
    }
}

/// The indices of a node's children.
fn children<P>(node: &Node<P>) -> std::ops::Range<usize> {
    node.first as usize..node.first as usize + node.len as usize
}

/// Points of `p` in a finished game: 1, ½ or 0.
fn points(r: Outcome, p: Player) -> f64 {
    match r.winner() {
        Some(w) if w == p => 1.0,
        Some(_) => 0.0,
        None => 0.5,
    }
}

/// A computer player, as the command line names it: `random`, `greedy`,
/// `alphabeta:depth=D`, `alphabeta:ms=T`, `alphabeta:nodes=N`, `mcts:sims=N`,
/// `mcts:ms=T`, or a level: `easy` (greedy), `medium` (alpha-beta to depth 4), `hard`
/// (alpha-beta, 200,000 nodes a move: 30–150 ms here, and the same moves on every
/// machine).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Spec {
    /// A uniformly random legal move.
    Random,
    /// The move that captures the most at once (ties broken at random).
    Greedy,
    /// Alpha-beta within these limits.
    AlphaBeta(Limits),
    /// MCTS within these limits (`nodes` counts simulations).
    Mcts(Limits),
}

/// The node budget of the `hard` level.
pub const HARD_NODES: u64 = 200_000;

/// A player spec that does not parse.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("not a player: {0:?} (random, greedy, alphabeta:depth=D, alphabeta:nodes=N, alphabeta:ms=T, mcts:sims=N, mcts:ms=T, easy, medium, hard)")]
pub struct SpecError(pub String);

impl FromStr for Spec {
    type Err = SpecError;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let bad = || SpecError(s.to_string());
        match s {
            "random" => return Ok(Spec::Random),
            "greedy" | "easy" => return Ok(Spec::Greedy),
            "medium" => return Ok(Spec::AlphaBeta(Limits::depth(4))),
            "hard" => return Ok(Spec::AlphaBeta(Limits::nodes(HARD_NODES))),
            _ => {}
        }
        let (kind, param) = s.split_once(':').ok_or_else(bad)?;
        let (name, value) = param.split_once('=').ok_or_else(bad)?;
        let n: u64 = value.parse().map_err(|_| bad())?;
        let limits = match (kind, name) {
            ("alphabeta", "depth") => Limits::depth(n.clamp(1, 100) as u32),
            ("alphabeta", "nodes") | ("mcts", "sims") => Limits::nodes(n.max(1)),
            ("alphabeta" | "mcts", "ms") => Limits::time(Duration::from_millis(n.max(1))),
            _ => return Err(bad()),
        };
        Ok(if kind == "mcts" {
            Spec::Mcts(limits)
        } else {
            Spec::AlphaBeta(limits)
        })
    }
}

impl fmt::Display for Spec {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let limits = |f: &mut fmt::Formatter<'_>, l: &Limits, count: &str| {
            if let Some(d) = l.depth {
                write!(f, "depth={d}")
            } else if let Some(n) = l.nodes {
                write!(f, "{count}={n}")
            } else if let Some(t) = l.time {
                write!(f, "ms={}", t.as_millis())
            } else {
                Ok(())
            }
        };
        match self {
            Spec::Random => f.write_str("random"),
            Spec::Greedy => f.write_str("greedy"),
            Spec::AlphaBeta(l) => {
                f.write_str("alphabeta:")?;
                limits(f, l, "nodes")
            }
            Spec::Mcts(l) => {
                f.write_str("mcts:")?;
                limits(f, l, "sims")
            }
        }
    }
}

/// A computer player: a [`Spec`] with its searcher and random generator.
///
/// ```
/// use sowing::search::Engine;
/// use sowing::{Game, Oware, Position, Ruleset};
/// let mut engine = Engine::new("alphabeta:depth=4".parse().unwrap(), 1);
/// let game = Game::new(Oware::start());
/// let mv = engine.choose(&game).unwrap();
/// assert!(game.position().is_legal(mv));
/// ```
pub struct Engine {
    spec: Spec,
    rng: Rng,
    ab: Option<AlphaBeta>,
    mcts: Mcts,
}

impl Engine {
    /// A player of `spec` whose random choices follow `seed`.
    pub fn new(spec: Spec, seed: u64) -> Engine {
        Engine {
            spec,
            rng: Rng::new(seed ^ 0x5EED),
            ab: matches!(spec, Spec::AlphaBeta(_)).then(AlphaBeta::new),
            mcts: Mcts::new(seed),
        }
    }

    /// An alpha-beta player that answers exactly where `leaves` know the position
    /// (perfect endgames from databases) and searches with them as exact leaves
    /// elsewhere ([`AlphaBeta::with_leaves`]); other players ignore them.
    #[must_use]
    pub fn with_leaves<P: Evaluate + 'static>(mut self, leaves: Box<dyn ExactLeaves<P>>) -> Engine {
        if matches!(self.spec, Spec::AlphaBeta(_)) {
            self.ab = Some(AlphaBeta::new().with_leaves(leaves));
        }
        self
    }

    /// The spec.
    pub fn spec(&self) -> Spec {
        self.spec
    }

    /// The move to play in `game` (`None` when it has no legal move).
    pub fn choose<P: Evaluate + 'static>(&mut self, game: &Game<P>) -> Option<Move> {
        let mut moves = MoveList::new();
        game.legal_moves(&mut moves);
        if moves.is_empty() {
            return None;
        }
        match self.spec {
            Spec::Random => Some(moves[self.rng.below(moves.len())]),
            Spec::Greedy => {
                let pos = game.position();
                let me = pos.to_move();
                let gain = |mv: &Move| {
                    let mut p = *pos;
                    let _ = p.play(*mv);
                    p.captured(me) as i32 - p.captured(me.opponent()) as i32
                };
                let best = moves.iter().map(gain).max()?;
                let top: Vec<Move> = moves.iter().copied().filter(|m| gain(m) == best).collect();
                Some(top[self.rng.below(top.len())])
            }
            Spec::AlphaBeta(_) | Spec::Mcts(_) => self.think(game).and_then(|r| r.best),
        }
    }

    /// The search behind the engine's choice (for hints): `None` for the random and
    /// greedy players, and when the game is over.
    pub fn think<P: Evaluate + 'static>(&mut self, game: &Game<P>) -> Option<SearchResult> {
        if game.is_finished() || game.is_stopped() {
            return None;
        }
        match self.spec {
            Spec::AlphaBeta(limits) => {
                let ab = self
                    .ab
                    .get_or_insert_with(|| AlphaBeta::with_table_bits(18));
                Some(ab.search_game(game, limits))
            }
            Spec::Mcts(limits) => Some(self.mcts.search(game.position(), limits)),
            Spec::Random | Spec::Greedy => None,
        }
    }
}

/// Plays `game` to its end (or its ply limit) with `south` and `north` choosing the
/// moves; returns the result (`None` if stopped unfinished).
pub fn play_out<P: Evaluate + 'static>(
    game: &mut Game<P>,
    south: &mut Engine,
    north: &mut Engine,
) -> Option<Outcome> {
    while !game.is_finished() && !game.is_stopped() {
        let engine = match game.position().to_move() {
            Player::South => &mut *south,
            Player::North => &mut *north,
        };
        let Some(mv) = engine.choose(game) else { break };
        if game.play(mv).is_err() {
            break;
        }
    }
    game.result()
}
