//! The computer players: specs as the command line names them, and the engine behind
//! each.

use super::{margin_for, move_value, AlphaBeta, Evaluate, ExactLeaves, Limits, Mcts, SearchResult};
use crate::game::Game;
use crate::rng::Rng;
use crate::rules::{MoveList, Position};
use crate::types::{Move, Outcome, Player};
use std::fmt;
use std::str::FromStr;
use std::time::Duration;

/// A computer player, as the command line names it: `random`, `greedy`,
/// `alphabeta:depth=D`, `alphabeta:ms=T`, `alphabeta:nodes=N`, `mcts:sims=N`,
/// `mcts:ms=T`, or a level: `easy` (greedy), `medium` (alpha-beta to depth 4), `hard`
/// (alpha-beta, 200,000 nodes a move, so the same moves on every machine; a move takes
/// about 30–150 ms in a release build on a 2-core machine, depending on the game).
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
pub struct Engine<P> {
    spec: Spec,
    rng: Rng,
    ab: Option<AlphaBeta<P>>,
    mcts: Mcts,
}

impl<P: Evaluate> Engine<P> {
    /// A player of `spec` whose random choices follow `seed`.
    pub fn new(spec: Spec, seed: u64) -> Engine<P> {
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
    pub fn with_leaves(mut self, leaves: impl ExactLeaves<P> + Send + Sync + 'static) -> Engine<P> {
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
    pub fn choose(&mut self, game: &Game<P>) -> Option<Move> {
        let mut moves = MoveList::new();
        game.legal_moves(&mut moves);
        if moves.is_empty() {
            return None;
        }
        match self.spec {
            Spec::Random => Some(moves[self.rng.below(moves.len())]),
            Spec::Greedy => {
                let pos = game.position();
                let gain = |mv: &Move| {
                    let mut child = *pos;
                    let _ = child.play(*mv);
                    move_value(pos, &child, 0)
                };
                let best = moves.iter().map(gain).max()?;
                let top: Vec<Move> = moves.iter().copied().filter(|m| gain(m) == best).collect();
                Some(top[self.rng.below(top.len())])
            }
            Spec::AlphaBeta(_) | Spec::Mcts(_) => {
                // Exact leaves that know the position play it perfectly (and convert a
                // won position); otherwise a decided game is played towards its end.
                let known = self.ab.as_ref().is_some_and(|ab| ab.knows(game.position()));
                let ending = if known { None } else { toward_end(game) };
                ending.or_else(|| self.think(game).and_then(|r| r.best))
            }
        }
    }

    /// The search behind the engine's choice (for hints): `None` for the random and
    /// greedy players, and when the game is over.
    pub fn think(&mut self, game: &Game<P>) -> Option<SearchResult> {
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

/// Positions [`toward_end`] looks at, at most, for one move.
const TOWARD_END_NODES: usize = 200_000;

/// In a decided game ([`Position::decided`]) without a repetition rule, the first move
/// of a shortest line to the end of the game, both sides playing towards it, and among
/// the shortest the one with the best final margin for the player to move: a result
/// nobody can change is not prolonged. `None` when the game is not decided, has a
/// repetition rule, or no end is found within [`TOWARD_END_NODES`] positions (the
/// search then chooses).
fn toward_end<P: Position>(game: &Game<P>) -> Option<Move> {
    let root = game.position();
    if root.decided().is_none() || root.is_over() || root.repetition_ends_game() {
        return None;
    }
    let me = root.to_move();
    let mut seen = std::collections::HashSet::new();
    seen.insert(root.key());
    let mut level: Vec<(Move, P)> = Vec::new();
    root.for_each_successor(|mv, child, _| level.push((mv, *child)));
    let mut visited = 0;
    while !level.is_empty() && visited < TOWARD_END_NODES {
        let ended = level
            .iter()
            .filter(|(_, p)| p.is_over())
            .max_by_key(|(_, p)| margin_for(p, me));
        if let Some((first, _)) = ended {
            return Some(*first);
        }
        let mut next = Vec::new();
        for (first, pos) in &level {
            visited += 1;
            pos.for_each_successor(|_, child, _| {
                if seen.insert(child.key()) {
                    next.push((*first, *child));
                }
            });
        }
        level = next;
    }
    None
}

/// Plays `game` to its end (or its ply limit) with `south` and `north` choosing the
/// moves; returns the result (`None` if stopped unfinished).
pub fn play_out<P: Evaluate>(
    game: &mut Game<P>,
    south: &mut Engine<P>,
    north: &mut Engine<P>,
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
