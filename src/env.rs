//! Learning environments: the observation every binding shows a learner, the rewards
//! of a finished game, and [`VecEnv`], many games stepped together on every core.
//!
//! Actions are [`crate::actions`]' numbers, the same in Rust, Python, OpenSpiel and
//! the browser. The observation of a player is [`observation_len`]`(holes)` floats
//! ([`observe()`]), in absolute hole order (not rotated):
//!
//! | index | value |
//! | --- | --- |
//! | `[0, H)` | seeds in each hole |
//! | `[H, 2H)` | 1 where the player controls the hole |
//! | `[2H, 3H)` | 1 where the opponent does |
//! | `[3H, 4H)` | 1 on the holes of a pending Goré offer |
//! | `4H`, `4H + 1` | seeds the player captured; seeds the opponent captured |
//! | `4H + 2` | 1 if the player is to move (0 once the game is over) |
//! | `4H + 3` | 1 if the game is over (finished, or stopped at its ply limit) |
//! | `4H + 4`, `4H + 5` | 1 if the opponent's offer awaits the player's answer; 1 if the player's awaits the opponent's |
//! | `4H + 6` | 1 if the player to move has answered an offer this turn (must now sow) |
//! | `4H + 7`, `4H + 8` | 1 if the player has declined an offer this game; the same for the opponent |
//!
//! ```
//! use sowing::env::{EnvConfig, VecEnv};
//! use sowing::{Oware, Ruleset};
//!
//! let mut env = VecEnv::new(Oware::start(), EnvConfig { envs: 4, ..EnvConfig::default() });
//! env.reset(7);
//! let actions = env.first_legal_actions();
//! env.step(&actions).unwrap();
//! assert_eq!(env.observations().len(), 4 * sowing::env::observation_len(12));
//! assert!(env.step(&[99, 0, 0, 0]).is_err()); // refused: nothing changes
//! ```

use crate::actions;
use crate::game::Game;
use crate::platform::threads as thread_count;
use crate::playout::batch_rng;
use crate::rules::{FromSetup, MoveList, Position};
use crate::types::GameKind;
use crate::Rng;
use std::sync::Arc;

// The crate's one module with `unsafe`: lending a step's borrowed games and buffers to
// threads kept between steps (its docs say why, and what was measured).
#[allow(unsafe_code)]
mod pool;

mod observe;

use observe::write_mask;
pub use observe::{
    observation_len, observe, observe_children, observe_position, returns, TooShort,
};

/// How a [`VecEnv`] plays.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct EnvConfig {
    /// The games stepped together.
    pub envs: usize,
    /// Each game stops unfinished (truncated) after this many moves (`None`: never).
    pub ply_limit: Option<usize>,
    /// Random moves played at the start of every game, from the game's own generator
    /// (0: every game starts at the start position).
    pub opening: u32,
    /// Threads (0: one per available core; one where threads are not available).
    pub threads: usize,
}

impl Default for EnvConfig {
    fn default() -> Self {
        EnvConfig {
            envs: 1,
            ply_limit: Some(1000),
            opening: 0,
            threads: 1,
        }
    }
}

/// An action [`VecEnv::step`] refused; nothing was played.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum StepError {
    /// One action per game is needed.
    #[error("{got} actions for {envs} games")]
    WrongLength {
        /// The games.
        envs: usize,
        /// The actions given.
        got: usize,
    },
    /// Game `env` cannot play `action`.
    #[error("game {env}: action {action} is not legal")]
    Illegal {
        /// The game.
        env: usize,
        /// The action.
        action: u32,
    },
    /// An output buffer of [`VecEnv::step_into`] is too short.
    #[error(transparent)]
    TooShort(#[from] TooShort),
}

/// Where [`VecEnv::step_into`] and [`VecEnv::reset_into`] write their results, game
/// after game, in the layouts of [`VecEnv::observations`], [`VecEnv::masks`],
/// [`VecEnv::rewards`], [`VecEnv::terminated`], [`VecEnv::truncated`] and
/// [`VecEnv::to_move`]: arrays owned by the caller (a binding's numpy arrays), written
/// in place by every thread, with no copy afterwards. Longer buffers are written only
/// at their start.
#[derive(Debug)]
pub struct Outputs<'a> {
    /// `len() × observation_len()` values.
    pub observations: &'a mut [f32],
    /// `len() × num_actions()` values.
    pub masks: &'a mut [u8],
    /// `len() × 2` values.
    pub rewards: &'a mut [f32],
    /// `len()` values.
    pub terminated: &'a mut [u8],
    /// `len()` values.
    pub truncated: &'a mut [u8],
    /// `len()` values.
    pub to_move: &'a mut [u8],
}

impl<'a> Outputs<'a> {
    /// The same buffers cut to the first `n` games (`o` values per observation, `a`
    /// actions), or the first one too short.
    fn fit(self, n: usize, o: usize, a: usize) -> Result<Outputs<'a>, TooShort> {
        fn cut<T>(v: &mut [T], needed: usize) -> Result<&mut [T], TooShort> {
            let len = v.len();
            v.get_mut(..needed).ok_or(TooShort { needed, len })
        }
        Ok(Outputs {
            observations: cut(self.observations, n * o)?,
            masks: cut(self.masks, n * a)?,
            rewards: cut(self.rewards, 2 * n)?,
            terminated: cut(self.terminated, n)?,
            truncated: cut(self.truncated, n)?,
            to_move: cut(self.to_move, n)?,
        })
    }

    /// The first `k` games' parts (`o` values per observation, `a` actions), and the
    /// others'.
    fn split_at(self, k: usize, o: usize, a: usize) -> (Outputs<'a>, Outputs<'a>) {
        let (o0, o1) = self.observations.split_at_mut(k * o);
        let (m0, m1) = self.masks.split_at_mut(k * a);
        let (r0, r1) = self.rewards.split_at_mut(k * 2);
        let (e0, e1) = self.terminated.split_at_mut(k);
        let (t0, t1) = self.truncated.split_at_mut(k);
        let (p0, p1) = self.to_move.split_at_mut(k);
        (
            Outputs {
                observations: o0,
                masks: m0,
                rewards: r0,
                terminated: e0,
                truncated: t0,
                to_move: p0,
            },
            Outputs {
                observations: o1,
                masks: m1,
                rewards: r1,
                terminated: e1,
                truncated: t1,
                to_move: p1,
            },
        )
    }
}

/// One game of a [`VecEnv`] with its own generator.
#[derive(Clone, Debug)]
struct Slot<P: Position> {
    game: Game<P>,
    rng: Rng,
}

/// Many games of one kind stepped together, for learners: every step plays one action
/// in every game and writes, per game, the observation of the player to move, the
/// legal-action mask, the rewards `[South, North]`, whether the game ended
/// (`terminated`) or stopped at its ply limit (`truncated`), and who is to move.
///
/// - **Automatic reset:** a game that ends is started again in the same step; its
///   rewards and flags are those of the end, its observation and mask already those
///   of the new game.
/// - **Deterministic:** game `i` draws its openings from `batch_rng(seed, i)`, so the
///   results depend on the seed and the actions only, not on the threads.
/// - **Threads kept between steps, awake:** with `n` threads the environment starts
///   `n - 1` of its own in [`VecEnv::new`] (shared by clones, stopped when the last
///   clone is dropped). Each step cuts the games into `n` contiguous runs, the same
///   at every step: the calling thread steps the first, each of the others one, and a
///   thread done with its run takes what is left of the others'. Between steps the
///   threads watch for the next one without sleeping (a Python caller choosing actions
///   for some µs does not put them to sleep), and sleep only after some 300 µs
///   without a step, so an idle environment costs no CPU. Where threads cannot be
///   spawned (the browser) there are none and everything runs on the calling thread.
/// - **No allocation per step,** once every game has met its longest history: a step
///   lends its games and buffers to the threads on the calling thread's stack.
#[derive(Clone, Debug)]
pub struct VecEnv<P: Position> {
    start: P,
    kind: GameKind,
    config: EnvConfig,
    slots: Vec<Slot<P>>,
    /// Each game's legal actions ([`FromSetup::legal_action_bits`]; none once over),
    /// side by side: the checks of a step and [`VecEnv::random_actions`] read them
    /// without touching the games.
    legal: Vec<u128>,
    obs: Vec<f32>,
    mask: Vec<u8>,
    rewards: Vec<f32>,
    terminated: Vec<u8>,
    truncated: Vec<u8>,
    to_move: Vec<u8>,
    /// The threads that step the games with the caller's (`None`: one thread, the
    /// caller's).
    pool: Option<Arc<pool::Pool>>,
}

impl<P: FromSetup + Send + Sync> VecEnv<P> {
    /// `config.envs` games from `start`, reset with seed 0. With more than one thread
    /// (and more than one game) this starts the environment's pool of threads; if the
    /// system refuses them, the games are stepped on the calling thread.
    pub fn new(start: P, config: EnvConfig) -> VecEnv<P> {
        let kind = start.kind();
        let n = config.envs;
        let threads = thread_count(config.threads).clamp(1, n.max(1));
        // Only where threads can be spawned (`thread_count` is 1 in the browser).
        let pool = (threads > 1)
            .then(|| pool::Pool::new(threads, "sowing-env"))
            .flatten()
            .map(Arc::new);
        let slots = (0..n)
            .map(|_| Slot {
                game: Game::new(start).with_ply_limit_lazy(config.ply_limit),
                rng: Rng::new(0),
            })
            .collect();
        let mut env = VecEnv {
            start,
            kind,
            config,
            slots,
            legal: vec![0; n],
            obs: vec![0.0; n * observation_len(kind.holes())],
            mask: vec![0; n * kind.num_actions()],
            rewards: vec![0.0; 2 * n],
            terminated: vec![0; n],
            truncated: vec![0; n],
            to_move: vec![0; n],
            pool,
        };
        env.reset(0);
        env
    }

    /// The game kind.
    pub fn kind(&self) -> GameKind {
        self.kind
    }

    /// The number of games.
    pub fn len(&self) -> usize {
        self.slots.len()
    }

    /// Whether there are no games.
    pub fn is_empty(&self) -> bool {
        self.slots.is_empty()
    }

    /// The length of one game's observation.
    pub fn observation_len(&self) -> usize {
        observation_len(self.kind.holes())
    }

    /// The number of actions (one game's mask length).
    pub fn num_actions(&self) -> usize {
        self.kind.num_actions()
    }

    /// Starts every game again, game `i` with the generator `batch_rng(seed, i)`
    /// (which plays its random opening moves), and clears rewards and flags.
    pub fn reset(&mut self, seed: u64) {
        self.reseed(seed);
        self.advance(None, None);
    }

    /// [`VecEnv::reset`], writing the results into `out` instead of the environment's
    /// own arrays (which are left as they were). Refused, with nothing reset, if a
    /// buffer is too short.
    pub fn reset_into(&mut self, seed: u64, out: Outputs<'_>) -> Result<(), TooShort> {
        let out = out.fit(self.len(), self.observation_len(), self.num_actions())?;
        self.reseed(seed);
        self.advance(None, Some(out));
        Ok(())
    }

    /// Plays `actions[i]` in game `i` for every game ([`crate::actions`] numbers).
    /// Refused, with nothing played, if the count is wrong or any action is not legal.
    pub fn step(&mut self, actions: &[u32]) -> Result<(), StepError> {
        self.check(actions)?;
        self.advance(Some(actions), None);
        Ok(())
    }

    /// [`VecEnv::step`], writing the results into `out` instead of the environment's
    /// own arrays (which are left as they were): a binding hands over arrays it owns,
    /// and nothing is copied. Refused, with nothing played, if the count is wrong, any
    /// action is not legal or a buffer is too short.
    pub fn step_into(&mut self, actions: &[u32], out: Outputs<'_>) -> Result<(), StepError> {
        self.check(actions)?;
        let out = out.fit(self.len(), self.observation_len(), self.num_actions())?;
        self.advance(Some(actions), Some(out));
        Ok(())
    }

    /// Plays `actions` (checked) in every game, or starts every game again (`None`),
    /// writing into `out`, or into the environment's own arrays.
    fn advance(&mut self, actions: Option<&[u32]>, out: Option<Outputs<'_>>) {
        let ctx = self.ctx();
        let out = out.unwrap_or(Outputs {
            observations: &mut self.obs,
            masks: &mut self.mask,
            rewards: &mut self.rewards,
            terminated: &mut self.terminated,
            truncated: &mut self.truncated,
            to_move: &mut self.to_move,
        });
        run(
            &mut self.slots,
            &mut self.legal,
            &ctx,
            self.pool.as_deref(),
            actions,
            out,
        );
    }

    /// Gives game `i` the generator `batch_rng(seed, i)`.
    fn reseed(&mut self, seed: u64) {
        for (i, slot) in self.slots.iter_mut().enumerate() {
            slot.rng = batch_rng(seed, i as u64);
        }
    }

    /// Writes a uniformly random legal action of every game into `out` (0 for a game
    /// without one), drawn from `rng` game after game: a fast random policy, for
    /// benchmarks and exploration.
    ///
    /// ```
    /// use sowing::env::{EnvConfig, VecEnv};
    /// use sowing::{Oware, Rng, Ruleset};
    /// let mut env = VecEnv::new(Oware::start(), EnvConfig { envs: 8, ..EnvConfig::default() });
    /// let mut actions = vec![0; 8];
    /// env.random_actions(&mut Rng::new(1), &mut actions).unwrap();
    /// assert!(actions.iter().all(|&a| (6..12).contains(&a))); // South's houses
    /// env.step(&actions).unwrap();
    /// ```
    pub fn random_actions(&self, rng: &mut Rng, out: &mut [u32]) -> Result<(), TooShort> {
        let (needed, len) = (self.slots.len(), out.len());
        if len < needed {
            return Err(TooShort { needed, len });
        }
        for (&legal, a) in self.legal.iter().zip(out) {
            let mut bits = legal;
            for _ in 0..rng.below(bits.count_ones() as usize) {
                bits &= bits - 1;
            }
            *a = if bits == 0 { 0 } else { bits.trailing_zeros() };
        }
        Ok(())
    }

    /// The count of `actions` and their legality, checked before anything is played.
    fn check(&self, actions: &[u32]) -> Result<(), StepError> {
        if actions.len() != self.slots.len() {
            return Err(StepError::WrongLength {
                envs: self.slots.len(),
                got: actions.len(),
            });
        }
        for (env, (&legal, &action)) in self.legal.iter().zip(actions).enumerate() {
            if action >= 128 || legal >> action & 1 == 0 {
                return Err(StepError::Illegal { env, action });
            }
        }
        Ok(())
    }

    /// What every game shares.
    fn ctx(&self) -> Context<P> {
        Context {
            start: self.start,
            kind: self.kind,
            opening: self.config.opening,
        }
    }

    /// Each game's observation for its player to move, `len() × observation_len()`.
    pub fn observations(&self) -> &[f32] {
        &self.obs
    }

    /// Each game's legal actions, 1 or 0, `len() × num_actions()`.
    pub fn masks(&self) -> &[u8] {
        &self.mask
    }

    /// The last step's rewards, `[South, North]` per game (`len() × 2`).
    pub fn rewards(&self) -> &[f32] {
        &self.rewards
    }

    /// 1 for each game that ended in the last step.
    pub fn terminated(&self) -> &[u8] {
        &self.terminated
    }

    /// 1 for each game that stopped at its ply limit in the last step.
    pub fn truncated(&self) -> &[u8] {
        &self.truncated
    }

    /// The player to move in each game (0 South, 1 North).
    pub fn to_move(&self) -> &[u8] {
        &self.to_move
    }

    /// Game `i` as it stands.
    pub fn game(&self, i: usize) -> Option<&Game<P>> {
        self.slots.get(i).map(|s| &s.game)
    }

    /// [`observe_children`] for every game: game `i`'s rows start at action
    /// `i × num_actions()` of `obs` (`observation_len()` values per action), `over` and
    /// `reward`.
    pub fn children(
        &self,
        obs: &mut [f32],
        over: &mut [u8],
        reward: &mut [f32],
    ) -> Result<(), TooShort> {
        let (o, a) = (self.observation_len(), self.num_actions());
        let n = self.slots.len() * a;
        for (needed, len) in [(n * o, obs.len()), (n, over.len()), (n, reward.len())] {
            if len < needed {
                return Err(TooShort { needed, len });
            }
        }
        let mut moves = MoveList::new();
        for (i, slot) in self.slots.iter().enumerate() {
            slot.game.legal_moves(&mut moves);
            observe_children(
                slot.game.position(),
                &moves,
                &mut obs[i * a * o..(i + 1) * a * o],
                &mut over[i * a..(i + 1) * a],
                &mut reward[i * a..(i + 1) * a],
            )?;
        }
        Ok(())
    }

    /// The lowest legal action of every game: a fixed policy for examples and tests.
    pub fn first_legal_actions(&self) -> Vec<u32> {
        // The games' own legal actions: right after `step_into` too.
        self.legal
            .iter()
            .map(|&bits| if bits == 0 { 0 } else { bits.trailing_zeros() })
            .collect()
    }
}

/// Steps (`Some(actions)`) or resets (`None`) every game, sharing the games among
/// the pool's threads in contiguous runs (on the calling thread without a pool); `out`
/// fits the games exactly.
fn run<P: FromSetup + Send + Sync>(
    slots: &mut [Slot<P>],
    legal: &mut [u128],
    ctx: &Context<P>,
    pool: Option<&pool::Pool>,
    actions: Option<&[u32]>,
    out: Outputs<'_>,
) {
    let n = slots.len();
    let whole = Chunk {
        slots,
        legal,
        actions,
        out,
        o: observation_len(ctx.kind.holes()),
        a: ctx.kind.num_actions(),
    };
    let Some(pool) = pool else {
        whole.run(ctx);
        return;
    };
    // Pieces of up to `PIECE` games, at least four per thread.
    let piece = (n / (4 * pool.threads())).clamp(1, PIECE);
    pool.run(whole, piece, |part| part.run(ctx));
}

/// The most games in a piece of a step that a thread claims: small enough that the
/// threads finish together (32 Oware games take some 5 µs), large enough that the
/// claims cost little.
const PIECE: usize = 32;

/// What every game of a [`VecEnv`] shares.
struct Context<P> {
    start: P,
    kind: GameKind,
    opening: u32,
}

/// A contiguous run of a [`VecEnv`]'s games and their parts of the results.
struct Chunk<'a, P: Position> {
    slots: &'a mut [Slot<P>],
    legal: &'a mut [u128],
    /// The games' actions (`None`: a reset).
    actions: Option<&'a [u32]>,
    out: Outputs<'a>,
    /// The values of an observation, and the actions of a mask.
    o: usize,
    a: usize,
}

impl<P: FromSetup + Send + Sync> pool::Pieces for Chunk<'_, P> {
    fn len(&self) -> usize {
        self.slots.len()
    }

    fn split_at(self, k: usize) -> (Self, Self) {
        Chunk::split_at(self, k)
    }
}

impl<'a, P: FromSetup> Chunk<'a, P> {
    /// The first `k` games, and the others.
    fn split_at(self, k: usize) -> (Chunk<'a, P>, Chunk<'a, P>) {
        let (o, a) = (self.o, self.a);
        let (s0, s1) = self.slots.split_at_mut(k);
        let (l0, l1) = self.legal.split_at_mut(k);
        let (a0, a1) = match self.actions {
            Some(x) => {
                let (a0, a1) = x.split_at(k);
                (Some(a0), Some(a1))
            }
            None => (None, None),
        };
        let (o0, o1) = self.out.split_at(k, o, a);
        (
            Chunk {
                slots: s0,
                legal: l0,
                actions: a0,
                out: o0,
                o,
                a,
            },
            Chunk {
                slots: s1,
                legal: l1,
                actions: a1,
                out: o1,
                o,
                a,
            },
        )
    }

    /// Steps (or resets) these games.
    fn run(mut self, ctx: &Context<P>) {
        let (actions, o, a) = (self.actions, self.o, self.a);
        // Room for the legal moves of the random openings, shared by this run's games
        // (kept out of the games themselves, which stay small and close together).
        let mut moves = MoveList::new();
        for (j, slot) in self.slots.iter_mut().enumerate() {
            let (mut reward, mut ended, mut stopped) = ([0.0; 2], false, false);
            // Whether the game was started again (only then can it be over here).
            let mut restarted = true;
            match actions {
                Some(actions) => {
                    // step() checked every action against the legal ones.
                    if let Some(mv) = actions::move_of(ctx.kind, actions[j] as usize) {
                        let _ = slot.game.play(mv);
                    }
                    let result = slot.game.result();
                    ended = result.is_some();
                    stopped = !ended && slot.game.is_stopped();
                    if ended {
                        reward = returns(result);
                    }
                    restarted = ended || stopped;
                    if restarted {
                        slot.restart(ctx, &mut moves);
                    }
                }
                None => slot.restart(ctx, &mut moves),
            }
            let out = &mut self.out;
            out.rewards[2 * j..2 * j + 2].copy_from_slice(&reward);
            out.terminated[j] = u8::from(ended);
            out.truncated[j] = u8::from(stopped);
            let pos = slot.game.position();
            let me = pos.to_move();
            out.to_move[j] = me.index() as u8;
            // A game that goes on is not over, and a restarted one only if its ply
            // limit is 0.
            let over = restarted && (slot.game.is_finished() || slot.game.is_stopped());
            // The lengths are the kind's own: this cannot fail.
            let _ = observe_position(pos, over, me, &mut out.observations[j * o..(j + 1) * o]);
            let legal = if over {
                0
            } else {
                pos.legal_action_bits(&mut moves)
            };
            self.legal[j] = legal;
            write_mask(legal, &mut out.masks[j * a..(j + 1) * a]);
        }
    }
}

impl<P: FromSetup> Slot<P> {
    /// A new game from the start, after the configured random opening moves (drawn
    /// again, up to 100 times, if they end the game), with `moves` as room for their
    /// legal moves.
    fn restart(&mut self, ctx: &Context<P>, moves: &mut MoveList) {
        for _ in 0..100 {
            self.game.restart(ctx.start);
            for _ in 0..ctx.opening {
                self.game.legal_moves(moves);
                if moves.is_empty() {
                    break;
                }
                let mv = moves[self.rng.below(moves.len())];
                let _ = self.game.play(mv);
            }
            if !(self.game.is_finished() || self.game.is_stopped()) {
                return;
            }
        }
        self.game.restart(ctx.start);
    }
}
