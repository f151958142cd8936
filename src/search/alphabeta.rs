//! Iterative-deepening alpha-beta with a transposition table, typed by the game.

use super::{
    capture_margin, evaluate, evaluate_with_side, move_value, negate, proven, shift, terminal,
    to_score, Evaluate, Limits, Score, SearchResult, BAND, MAX_PLY, WIN,
};
use crate::game::Game;
use crate::platform::Instant;
use crate::rules::Position;
use crate::rules::{MoveList, MoveReport};
use crate::types::{Direction, Move, Player};
use std::time::Duration;

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

impl<P, L: ExactLeaves<P> + ?Sized> ExactLeaves<P> for Box<L> {
    fn exact(&self, pos: &P) -> Option<i32> {
        (**self).exact(pos)
    }
}

impl<P, L: ExactLeaves<P> + ?Sized> ExactLeaves<P> for std::sync::Arc<L> {
    fn exact(&self, pos: &P) -> Option<i32> {
        (**self).exact(pos)
    }
}

impl<P, L: ExactLeaves<P> + ?Sized> ExactLeaves<P> for &L {
    fn exact(&self, pos: &P) -> Option<i32> {
        (**self).exact(pos)
    }
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
/// assert!(matches!(r.score, Score::Win { .. } | Score::Loss { .. } | Score::Draw));
/// ```
pub struct AlphaBeta<P> {
    table: Vec<Option<Entry>>,
    mask: usize,
    history: Box<[[u32; MOVE_CODES]; 2]>,
    /// Reused per-ply buffers of children, so that searching allocates nothing once
    /// the buffers have grown.
    buffers: Vec<Vec<Child<P>>>,
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
    /// The depth of the root search under way (iterative deepening's current step).
    root_depth: u32,
    /// The node count at which the clock is read next.
    next_clock_check: u64,
    /// Weight of the board term of the evaluation, in quarter seeds (`None`: each
    /// position's own, [`evaluate()`]).
    side_weight: Option<i32>,
    /// Exact leaves of the game searched.
    leaves: Option<Box<dyn ExactLeaves<P> + Send + Sync>>,
}

const MOVE_CODES: usize = 128;

fn move_code(mv: Move) -> usize {
    match mv {
        Move::Sow(h) | Move::SowDir(h, Direction::CounterClockwise) => h as usize & 63,
        // No game has both offers and chosen directions.
        Move::SowDir(h, Direction::Clockwise) => 67 + (h as usize % 61),
        Move::Pass => 64,
        Move::Accept => 65,
        Move::Decline => 66,
        Move::Offer(o) => 67 + (o.set().0 as usize % 61),
    }
}

impl<P: Evaluate> Default for AlphaBeta<P> {
    fn default() -> Self {
        AlphaBeta::new()
    }
}

impl<P: Evaluate> AlphaBeta<P> {
    /// A searcher with a table of 2^20 entries (about 32 MB).
    pub fn new() -> AlphaBeta<P> {
        AlphaBeta::with_table_bits(20)
    }

    /// A searcher with a table of 2^`bits` entries; 0 bits: no table at all (every
    /// node searched to exactly the depth asked, for tests and experiments; there is
    /// then no principal variation beyond the best move).
    pub fn with_table_bits(bits: u32) -> AlphaBeta<P> {
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
            root_depth: 0,
            next_clock_check: 0,
            side_weight: None,
            leaves: None,
        }
    }

    /// Ends the search at every position (below the root) that `leaves` knows exactly,
    /// as a proven win, loss or draw by the sign of its final margin (the capture
    /// margin plus [`ExactLeaves::exact`]); the distance of such a result counts the
    /// plies to the known position. At the root, and for each move of
    /// [`AlphaBeta::analyse`], a position the leaves know gets its exact final margin
    /// ([`Score::Exact`]). The leaves are of the game searched: another game's do not
    /// compile.
    ///
    /// ```compile_fail
    /// use sowing::search::{AlphaBeta, ExactLeaves};
    /// use sowing::{DjenonAboure, Oware, Ruleset};
    /// struct Known;
    /// impl ExactLeaves<DjenonAboure> for Known {
    ///     fn exact(&self, _: &DjenonAboure) -> Option<i32> { None }
    /// }
    /// let mut ab = AlphaBeta::new().with_leaves(Known);
    /// ab.search(&Oware::start(), Default::default()); // leaves of another game
    /// ```
    #[must_use]
    pub fn with_leaves(
        mut self,
        leaves: impl ExactLeaves<P> + Send + Sync + 'static,
    ) -> AlphaBeta<P> {
        self.leaves = Some(Box::new(leaves));
        self
    }

    /// Whether exact leaves are set and know `pos`.
    pub(super) fn knows(&self, pos: &P) -> bool {
        self.leaf(pos).is_some()
    }

    /// The exact final margin of `pos` for its player to move, if leaves are set and
    /// know it.
    fn leaf(&self, pos: &P) -> Option<i32> {
        Some(capture_margin(pos) + self.leaves.as_ref()?.exact(pos)?)
    }

    /// Evaluates horizon positions with [`evaluate_with_side`] and this weight instead
    /// of the game's own ([`evaluate()`]); 0 is the plain capture margin. For
    /// experiments with the evaluation.
    #[must_use]
    pub fn with_side_weight(mut self, weight: i32) -> AlphaBeta<P> {
        self.side_weight = Some(weight);
        self
    }

    fn eval(&self, pos: &P) -> i32 {
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
    pub fn search(&mut self, pos: &P, limits: Limits) -> SearchResult {
        self.search_with_history(pos, &[], limits)
    }

    /// Searches the current position of `game`, its repetition history included.
    pub fn search_game(&mut self, game: &Game<P>, limits: Limits) -> SearchResult {
        let seen: Vec<u64> = game.seen_keys().collect();
        self.search_with_history(game.position(), &seen, limits)
    }

    /// Searches `pos`, treating the positions with keys in `history` as already seen
    /// (for the repetition rules).
    pub fn search_with_history(
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
                Some(_) => to_score(terminal(pos, pos.to_move(), 0), true),
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
            self.root_depth = depth;
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
            if proven {
                // Every line ended: nothing deeper changes it. (A forced win or loss
                // with lines still open goes on deepening: a deeper search may prove a
                // better final margin.)
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
    fn exact_root(&self, pos: &P, moves: &MoveList) -> Option<SearchResult> {
        self.leaf(pos)?;
        let mut best: Option<((i32, bool, bool), Move)> = None;
        for &mv in moves.iter() {
            let mut child = *pos;
            let report = child.play(mv).ok()?;
            let fin = self.exact_through(pos, &child)?;
            let rank = (
                fin,
                converts(&child, &report),
                !self.path.contains(&child.key()),
            );
            if best.is_none_or(|(r, _)| rank > r) {
                best = Some((rank, mv));
            }
        }
        let ((fin, _, _), mv) = best?;
        Some(SearchResult {
            best: Some(mv),
            score: Score::Exact(fin),
            pv: vec![mv],
            nodes: 1,
            depth: 0,
            elapsed: self.started.elapsed(),
        })
    }

    /// The exact final margin, for the player to move at `pos`, of the move to
    /// `child`, if the game ends there or the leaves know `child`.
    fn exact_through(&self, pos: &P, child: &P) -> Option<i32> {
        let rest = if child.is_over() {
            0
        } else {
            self.leaves.as_ref()?.exact(child)?
        };
        Some(capture_margin(pos) + move_value(pos, child, rest))
    }

    /// Every legal move of `pos` with its own search (score for the player to move at
    /// `pos`, principal variation starting with the move), best first.
    pub fn analyse(
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
        super::sort_stable_by(&mut out, |a, b| {
            b.1.score.rank().total_cmp(&a.1.score.rank())
        });
        out
    }

    /// One move of [`AlphaBeta::analyse`]: `mv` played from `pos` (whose history,
    /// `pos` included, is `seen`) and the child searched, scored for the player to
    /// move at `pos`. `None` if `mv` is not legal.
    pub(super) fn analyse_move(
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
        let known = match &self.leaves {
            Some(leaves) if !repeats => self.exact_through(pos, &child).map(|f| (f, leaves)),
            _ => None,
        };
        r.score = if let Some((fin, leaves)) = known {
            // Known to the leaves: the exact final margin, and a line that keeps it.
            r.pv = perfect_line(leaves, &child, EXACT_LINE_PLIES);
            Score::Exact(fin)
        } else if child.is_over() {
            to_score(terminal(&child, me, 1), true)
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
    fn negamax(&mut self, pos: &P, depth: u32, mut alpha: i32, beta: i32, ply: usize) -> i32 {
        self.nodes += 1;
        if ply > 0 && self.leaves.is_some() {
            if let Some(margin) = self.leaf(pos) {
                let won = (margin != 0).then_some(margin > 0);
                return proven(won, margin, ply);
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
        let mut kids = self.take_buffer(ply);
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
        super::sort_stable_by(&mut kids, |a, b| b.order.cmp(&a.order));
        let alpha0 = alpha;
        let mut best = -WIN - 1;
        let mut best_move = kids.first().map_or(Move::Pass, |c| c.mv);
        self.path.push(key);
        for (i, c) in kids.iter().enumerate() {
            let v = self.child_value(me, &c.pos, depth, (alpha, beta), ply, i == 0);
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
    /// flipped when the turn passed, in the window `(alpha, beta)`. PVS: later children get
    /// a null window first.
    fn child_value(
        &mut self,
        me: Player,
        child: &P,
        depth: u32,
        (alpha, beta): (i32, i32),
        ply: usize,
        first: bool,
    ) -> i32 {
        if child.is_over() {
            self.nodes += 1;
            return terminal(child, me, ply + 1);
        }
        if child.repetition_ends_game() && self.path.contains(&child.key()) {
            self.nodes += 1;
            if child.repetition_is_draw() {
                return 0;
            }
            let mut ended = *child;
            ended.end_by_repetition_unchecked();
            return if ended.is_over() {
                terminal(&ended, me, ply + 1)
            } else {
                0
            };
        }
        // A move after which the same player moves again (an extra turn, an answer to
        // an offer) continues the turn: it uses no depth, so a horizon does not cut a
        // short chain of captures in the middle. Only the first half of the root
        // depth's worth of them along a line are free (the plies so far less the depth
        // used are the free ones taken); beyond, a continuation costs a ply like any
        // move. Without the bound, a game of long chains of extra turns (Dakon,
        // Congkak) made a search of depth 1 run for hours.
        let same = child.to_move() == me;
        let free = ply - (self.root_depth - depth) as usize;
        let next = if same && free < free_continuations(self.root_depth) {
            depth
        } else {
            depth - 1
        };
        let search = |s: &mut Self, a: i32, b: i32| {
            if same {
                s.negamax(child, next, a, b, ply + 1)
            } else {
                -s.negamax(child, next, -b, -a, ply + 1)
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

    /// The children buffer of depth `ply`, taken out while the node is searched (a
    /// `Vec` moves as three words).
    fn take_buffer(&mut self, ply: usize) -> Vec<Child<P>> {
        while self.buffers.len() <= ply {
            self.buffers.push(Vec::with_capacity(32));
        }
        std::mem::take(&mut self.buffers[ply])
    }

    fn give_buffer(&mut self, ply: usize, kids: Vec<Child<P>>) {
        self.buffers[ply] = kids;
    }

    /// The principal variation from the table, at most `max` moves, stopping at a
    /// finished position or a repetition.
    fn principal_variation(&self, pos: &P, max: usize) -> Vec<Move> {
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

/// Whether a move to `child` (that did `report`) makes progress in a known position:
/// it captures or ends the game, so that a won position is converted rather than gone
/// round. Both the exact root and the lines of perfect play prefer such moves.
fn converts<P: Position>(child: &P, report: &MoveReport) -> bool {
    child.is_over() || report.captured.seeds > 0
}

/// The plies of a line of perfect play [`AlphaBeta::analyse`] gives a move the leaves
/// know, at most (a line worth 0 may go round a cycle for ever).
const EXACT_LINE_PLIES: usize = 60;

/// A line of perfect play from `pos`, as far as `leaves` know its positions (at most
/// `max` plies): at each step a move that keeps the exact value, one that captures or
/// ends the game first (so that a won position is converted), else the first.
///
/// ```
/// use sowing::search::{perfect_line, ExactLeaves};
/// use sowing::{DjenonAboure, Player, Position};
/// // Leaves that know only finished games: no line from a game in progress.
/// struct Ends;
/// impl ExactLeaves<DjenonAboure> for Ends {
///     fn exact(&self, p: &DjenonAboure) -> Option<i32> { p.is_over().then_some(0) }
/// }
/// let pos = DjenonAboure::from_parts([0, 0, 0, 0, 0, 0, 2, 2, 0, 0, 0, 0], [20, 24], Player::South).unwrap();
/// assert!(perfect_line(&Ends, &pos, 10).is_empty());
/// ```
pub fn perfect_line<P: Position, L: ExactLeaves<P> + ?Sized>(
    leaves: &L,
    pos: &P,
    max: usize,
) -> Vec<Move> {
    let mut line = Vec::new();
    let mut p = *pos;
    while line.len() < max && !p.is_over() {
        let Some(v) = leaves.exact(&p) else { break };
        let (mut first, mut converting) = (None, None);
        p.for_each_successor(|mv, child, report| {
            if converting.is_some() {
                return;
            }
            let rest = if child.is_over() {
                Some(0)
            } else {
                leaves.exact(child)
            };
            if rest.map(|w| move_value(&p, child, w)) == Some(v) {
                if converts(child, report) {
                    converting = Some((mv, *child));
                } else if first.is_none() {
                    first = Some((mv, *child));
                }
            }
        });
        let Some((mv, c)) = converting.or(first) else {
            break;
        };
        line.push(mv);
        p = c;
    }
    line
}

/// Mate scores are stored relative to the node, so that they stay right when the
/// same position is met at another distance from the root.
fn to_tt(v: i32, ply: usize) -> i32 {
    if v > WIN - BAND {
        v + ply as i32
    } else if v < -(WIN - BAND) {
        v - ply as i32
    } else {
        v
    }
}

fn from_tt(v: i32, ply: usize) -> i32 {
    if v > WIN - BAND {
        v - ply as i32
    } else if v < -(WIN - BAND) {
        v + ply as i32
    } else {
        v
    }
}

/// The continuations of a turn (extra turns, answers) a line may take without using
/// depth, in a search of `root_depth` plies: half of it, rounded up.
fn free_continuations(root_depth: u32) -> usize {
    root_depth.div_ceil(2) as usize
}
