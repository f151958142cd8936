//! Monte Carlo tree search.

use super::{terminal, to_score, Limits, Score, SearchResult};
use crate::platform::Instant;
use crate::playout::Playout;
use crate::rng::Rng;
use crate::rules::Position;
use crate::types::{Move, Outcome, Player};

/// Monte Carlo tree search: UCT selection (exploration constant √2), full expansion of
/// a node on its first visit, one uniformly random playout per simulation, rewards of 1
/// for a win, ½ for a draw and 0 for a loss (a playout stopped by its ply limit scores
/// by the capture margin then). Deterministic for a seed and a simulation count.
///
/// Turn order comes from the positions (each node's value is for the player who moved
/// into it, so extra turns and answers need nothing special). The repetition rules
/// apply inside each playout (as a [`crate::Game`] applies them), not along the tree's own
/// lines: prefer [`super::AlphaBeta`] where a repetition is near.
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
    pub fn search<P: Position>(&mut self, pos: &P, limits: Limits) -> SearchResult {
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
                Some(_) => to_score(terminal(pos, pos.to_move(), 0), true),
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
