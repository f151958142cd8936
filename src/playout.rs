//! Random playouts: whole random games with the complete rules (repetition included),
//! allocation-free once their room is made, and the seedable generator they use.

use crate::game::{end_by_repetition, Game};
use crate::history::History;
use crate::rules::{MoveReport, OnRandomMove, Position};
use crate::types::{Move, Outcome, Player};

pub use crate::rng::Rng;
pub use crate::rules::play_random_legal;

/// How a playout ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct PlayoutEnd {
    /// The result, or `None` if the ply limit stopped the game unfinished.
    pub result: Option<Outcome>,
    /// Moves played.
    pub plies: usize,
    /// Seeds captured by South and North at the end (for a game stopped unfinished:
    /// where it stopped).
    pub captured: [u32; 2],
}

/// Room for random playouts, made once and reused: the repetition table of the games
/// where a repetition ends the game. Playouts run through it allocate nothing once
/// its room is made (the table grows only past the most positions it has ever held
/// between two captures); for the other games nothing is allocated at all.
///
/// ```
/// use sowing::{BaoKigogo, Ruleset};
/// use sowing::playout::{Playout, Rng};
/// let mut playout = Playout::new();
/// let mut rng = Rng::new(1);
/// let plies: usize = (0..10)
///     .map(|_| playout.run(BaoKigogo::start(), &mut rng, 1000).plies)
///     .sum();
/// assert!(plies > 0);
/// ```
#[derive(Clone, Debug)]
pub struct Playout<P: Position> {
    /// The positions seen since the last capture that forgets them (`None` until a
    /// game with a repetition rule is played).
    history: Option<History<P>>,
    /// The moves played since then, which the history replays to confirm a key.
    moves: Vec<Move>,
}

impl<P: Position> Default for Playout<P> {
    fn default() -> Self {
        Playout::new()
    }
}

impl<P: Position> Playout<P> {
    /// Room for playouts of `P`.
    pub fn new() -> Playout<P> {
        Playout {
            history: None,
            moves: Vec::new(),
        }
    }

    /// Plays uniformly random legal moves from `pos` ([`Position::play_random`]) until
    /// the game ends or `ply_limit` moves have been played, applying the repetition
    /// rules a [`crate::Game`] applies (Bao Kigogo's draw, Oware's end on a repeated
    /// position): the same game, move for move, as playing the moves
    /// [`Position::play_random`] draws through a `Game` with that ply limit.
    pub fn run(&mut self, pos: P, rng: &mut Rng, ply_limit: usize) -> PlayoutEnd {
        if pos.repetition_ends_game() {
            let history = self.history.get_or_insert_with(|| History::new(pos, 0));
            history.forget();
            self.moves.clear();
            history.remember(&pos, &self.moves);
        }
        self.finish(pos, rng, ply_limit)
    }

    /// Continues `game` with uniformly random legal moves, its history counted by the
    /// repetition rules, until it ends, `ply_limit` more moves have been played or the
    /// game's own ply limit is reached; `game` itself is left as it is. `plies` counts
    /// the moves added.
    ///
    /// ```
    /// use sowing::{BaoKigogo, Game, MoveList, Ruleset};
    /// use sowing::playout::{Playout, Rng};
    /// let mut game = Game::new(BaoKigogo::start());
    /// let mut moves = MoveList::new();
    /// game.legal_moves(&mut moves);
    /// game.play(moves[0]).unwrap();
    /// let end = Playout::new().run_game(&game, &mut Rng::new(3), 5000);
    /// assert!(end.result.is_some());
    /// assert_eq!(game.ply(), 1);
    /// ```
    pub fn run_game(&mut self, game: &Game<P>, rng: &mut Rng, ply_limit: usize) -> PlayoutEnd {
        let pos = *game.position();
        let left = game
            .ply_limit()
            .map_or(usize::MAX, |l| l.saturating_sub(game.ply()));
        if game.is_finished() || left == 0 {
            return PlayoutEnd {
                result: game.result(),
                plies: 0,
                captured: [pos.captured(Player::South), pos.captured(Player::North)],
            };
        }
        if pos.repetition_ends_game() {
            let history = self.history.get_or_insert_with(|| History::new(pos, 0));
            history.continue_from(game.history(), game.moves(), &mut self.moves);
        }
        self.finish(pos, rng, ply_limit.min(left))
    }

    /// The playout loop from `pos`, whose history is in `self.seen` already.
    fn finish(&mut self, mut pos: P, rng: &mut Rng, ply_limit: usize) -> PlayoutEnd {
        let mut draw = false;
        // Games with a repetition rule record their moves and positions (`run` and
        // `run_game` made the record).
        let record = match &mut self.history {
            Some(history) if pos.repetition_ends_game() => Some((history, &mut self.moves)),
            _ => None,
        };
        let plies = pos.play_random_with(
            rng,
            ply_limit,
            Recorder {
                record,
                draw: &mut draw,
            },
        );
        PlayoutEnd {
            result: if draw {
                Some(Outcome::Draw)
            } else {
                pos.result()
            },
            plies,
            captured: [pos.captured(Player::South), pos.captured(Player::North)],
        }
    }
}

/// What a playout does after each move ([`OnRandomMove`]): with a repetition rule,
/// the move and the position recorded, and the game ended by a repeated position.
/// Its own type, not a closure, so that it is inlined into every path's loop.
struct Recorder<'a, P: Position> {
    /// The history and the moves since it was last forgotten (`None`: no repetition
    /// rule).
    record: Option<(&'a mut History<P>, &'a mut Vec<Move>)>,
    /// Set when a repeated position ended the game in a draw.
    draw: &'a mut bool,
}

impl<P: Position> OnRandomMove<P> for Recorder<'_, P> {
    #[inline(always)]
    fn on_move(&mut self, pos: &mut P, mv: Move, report: &MoveReport) -> bool {
        if let Some((history, moves)) = self.record.as_mut() {
            moves.push(mv);
            if pos.forgets_history_after(report) {
                // What can never recur is forgotten.
                history.forget();
                moves.clear();
            }
            // A finished position is not remembered (a win on the same move takes
            // precedence over the draw, Bao Kigogo rule 6).
            if pos.result().is_none() && !history.remember(pos, moves) {
                *self.draw = end_by_repetition(pos);
                return false;
            }
        }
        true
    }
}

/// Plays uniformly random legal moves from `pos` until the game ends or `ply_limit`
/// moves have been played: [`Playout::run`] on fresh room (keep a [`Playout`] to run
/// many without allocating).
///
/// ```
/// use sowing::{DjenonAboure, Ruleset};
/// use sowing::playout::{random_playout, Rng};
/// let end = random_playout(DjenonAboure::start(), &mut Rng::new(1), 10_000);
/// assert!(end.plies > 0);
/// ```
pub fn random_playout<P: Position>(pos: P, rng: &mut Rng, ply_limit: usize) -> PlayoutEnd {
    Playout::new().run(pos, rng, ply_limit)
}

/// Totals of a batch of playouts ([`playout_batch`]).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, serde::Serialize)]
pub struct BatchStats {
    /// Playouts run.
    pub games: u64,
    /// Moves played in all.
    pub plies: u64,
    /// Games won by South and by North.
    pub wins: [u64; 2],
    /// Games drawn.
    pub draws: u64,
    /// Games stopped unfinished by the ply limit.
    pub unfinished: u64,
    /// Seeds captured by South and North, summed over the games.
    pub captured: [u64; 2],
}

impl BatchStats {
    /// Counts one playout.
    pub fn add(&mut self, end: &PlayoutEnd) {
        self.games += 1;
        self.plies += end.plies as u64;
        match end.result {
            Some(Outcome::Win { winner, .. }) => self.wins[winner.index()] += 1,
            Some(Outcome::Draw) => self.draws += 1,
            None => self.unfinished += 1,
        }
        self.captured[0] += end.captured[0] as u64;
        self.captured[1] += end.captured[1] as u64;
    }

    /// Adds another batch's totals.
    pub fn merge(&mut self, other: &BatchStats) {
        self.games += other.games;
        self.plies += other.plies;
        self.draws += other.draws;
        self.unfinished += other.unfinished;
        for i in 0..2 {
            self.wins[i] += other.wins[i];
            self.captured[i] += other.captured[i];
        }
    }
}

/// The generator of game `game` of a batch seeded with `seed`: each game has its own,
/// so a batch's result does not depend on how its games are shared among threads.
pub fn batch_rng(seed: u64, game: u64) -> Rng {
    Rng::new(crate::rng::mix64(
        seed ^ crate::rng::mix64(game.wrapping_add(1)),
    ))
}

/// Games a worker claims at a time: enough to make the shared counter cold, few
/// enough to share the tail of the batch evenly.
const CLAIM: u64 = 16;

/// Runs `work(room, game)` for every game `0..games` on `threads` threads (0: one per
/// available core), each thread with its own [`Playout`] room and its own results
/// (`fold` into `R`), claiming games sixteen at a time from one atomic counter;
/// returns each thread's results.
fn share_games<P, R, W>(games: u64, threads: usize, work: W) -> Vec<R>
where
    P: Position + Send + Sync,
    R: Default + Send,
    W: Fn(&mut Playout<P>, u64, &mut R) + Sync,
{
    use std::sync::atomic::{AtomicU64, Ordering};
    let threads = crate::platform::threads(threads);
    let next = AtomicU64::new(0);
    let worker = || {
        let mut room = Playout::new();
        let mut mine = R::default();
        loop {
            let first = next.fetch_add(CLAIM, Ordering::Relaxed);
            if first >= games {
                return mine;
            }
            for game in first..(first + CLAIM).min(games) {
                work(&mut room, game, &mut mine);
            }
        }
    };
    if threads == 1 {
        return vec![worker()];
    }
    std::thread::scope(|s| {
        let handles: Vec<_> = (0..threads).map(|_| s.spawn(worker)).collect();
        handles
            .into_iter()
            .map(|h| {
                h.join()
                    .unwrap_or_else(|panic| std::panic::resume_unwind(panic))
            })
            .collect()
    })
}

/// Runs `games` random playouts from `start` (game `i` drawing from
/// [`batch_rng`]`(seed, i)`, at most `ply_limit` moves each) on `threads` threads (0:
/// one per available core) and returns their totals: the same totals for any number
/// of threads.
///
/// Each thread has its own [`Playout`] room and its own totals, and claims games
/// sixteen at a time from one atomic counter: nothing shared is locked, and nothing
/// is allocated per game. Threads come from `std::thread::scope` rather than a pool
/// crate (rayon): the games are independent and equal in kind, so a shared counter
/// balances them as well as work stealing would, the threads can borrow `start`, and
/// the crate keeps no runtime dependency for it.
///
/// ```
/// use sowing::{DjenonAboure, Ruleset};
/// use sowing::playout::playout_batch;
/// let one = playout_batch(DjenonAboure::start(), 200, 7, 1000, 1);
/// let two = playout_batch(DjenonAboure::start(), 200, 7, 1000, 2);
/// assert_eq!(one, two);
/// assert_eq!(one.games, 200);
/// assert_eq!(one.wins[0] + one.wins[1] + one.draws + one.unfinished, 200);
/// ```
pub fn playout_batch<P: Position + Send + Sync>(
    start: P,
    games: u64,
    seed: u64,
    ply_limit: usize,
    threads: usize,
) -> BatchStats {
    let parts = share_games(games, threads, |room, game, stats: &mut BatchStats| {
        stats.add(&room.run(start, &mut batch_rng(seed, game), ply_limit));
    });
    let mut total = BatchStats::default();
    for part in &parts {
        total.merge(part);
    }
    total
}

/// Continues `game` `games` times with random playouts ([`Playout::run_game`]: its
/// history counted; playout `i` drawing from [`batch_rng`]`(seed, i)`, at most
/// `ply_limit` more moves) on `threads` threads (0: one per core), and returns how
/// each ended, in order: the same for any number of threads.
///
/// ```
/// use sowing::{Game, Oware, Ruleset};
/// use sowing::playout::playout_ends;
/// let game = Game::new(Oware::start());
/// let ends = playout_ends(&game, 50, 1, 1000, 2);
/// assert_eq!(ends.len(), 50);
/// assert_eq!(ends, playout_ends(&game, 50, 1, 1000, 1));
/// ```
pub fn playout_ends<P: Position + Send + Sync>(
    game: &Game<P>,
    games: u64,
    seed: u64,
    ply_limit: usize,
    threads: usize,
) -> Vec<PlayoutEnd> {
    type Part = Vec<(u64, PlayoutEnd)>;
    let parts = share_games(games, threads, |room, i, mine: &mut Part| {
        mine.push((i, room.run_game(game, &mut batch_rng(seed, i), ply_limit)));
    });
    let mut all: Part = parts.into_iter().flatten().collect();
    all.sort_unstable_by_key(|(i, _)| *i);
    all.into_iter().map(|(_, end)| end).collect()
}
