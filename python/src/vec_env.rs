//! `VecEnv`: the crate's vectorized environment (`sowing::env::VecEnv`) for Python.
//! Steps run in Rust without the GIL, on every thread, and write their results straight
//! into numpy arrays that the Python wrapper (`sowing.vector`) hands over: nothing is
//! copied afterwards.

use crate::{bad_input, start_of};
use numpy::{PyReadonlyArrayDyn, PyReadwriteArrayDyn};
use pyo3::prelude::*;
use pyo3::types::PyBytes;
use sowing::env::{EnvConfig, Outputs, StepError, TooShort, VecEnv as Env};
use sowing::{with_game, FromSetup, GameKind, Rng};

/// What the binding needs of a `VecEnv` of any game: the one place where the game's
/// type is erased, at the language boundary.
trait Stepper: Send + Sync {
    fn reset_into(&mut self, seed: u64, out: Outputs<'_>) -> Result<(), TooShort>;
    fn step_into(&mut self, actions: &[u32], out: Outputs<'_>) -> Result<(), StepError>;
    fn random_actions(&self, rng: &mut Rng, out: &mut [u32]) -> Result<(), TooShort>;
    fn kind(&self) -> GameKind;
    fn len(&self) -> usize;
    fn observation_len(&self) -> usize;
    fn num_actions(&self) -> usize;
    fn children(&self, obs: &mut [f32], over: &mut [u8], reward: &mut [f32]);
}

impl<P: FromSetup + Send + Sync> Stepper for Env<P> {
    fn reset_into(&mut self, seed: u64, out: Outputs<'_>) -> Result<(), TooShort> {
        Env::reset_into(self, seed, out)
    }
    fn step_into(&mut self, actions: &[u32], out: Outputs<'_>) -> Result<(), StepError> {
        Env::step_into(self, actions, out)
    }
    fn random_actions(&self, rng: &mut Rng, out: &mut [u32]) -> Result<(), TooShort> {
        Env::random_actions(self, rng, out)
    }
    fn kind(&self) -> GameKind {
        Env::kind(self)
    }
    fn len(&self) -> usize {
        Env::len(self)
    }
    fn observation_len(&self) -> usize {
        Env::observation_len(self)
    }
    fn num_actions(&self) -> usize {
        Env::num_actions(self)
    }
    fn children(&self, obs: &mut [f32], over: &mut [u8], reward: &mut [f32]) {
        // The buffers are sized by VecEnv::children below.
        let _ = Env::children(self, obs, over, reward);
    }
}

/// `num_envs` games of one kind stepped together in Rust (see `sowing.vector.VectorEnv`,
/// which wraps this class with numpy arrays).
#[pyclass(module = "sowing._sowing", name = "VecEnv")]
pub(crate) struct VecEnv {
    env: Box<dyn Stepper>,
    /// The generator of `random_actions`, seeded by `reset`.
    rng: Rng,
    /// `children`'s buffers, made once.
    child_obs: Vec<f32>,
    child_over: Vec<u8>,
    child_reward: Vec<f32>,
}

/// Mixed into `reset`'s seed for the generator of `random_actions`, so that it does
/// not repeat the games' own generators.
const RANDOM_ACTIONS: u64 = 0x5EED_AC71_0000_0001;

/// The bytes of `values` in memory order (little-endian on every platform the wheels
/// are built for), copied once into a Python `bytes`.
fn bytes_of<'py, T: bytemuck::NoUninit>(py: Python<'py>, values: &[T]) -> Bound<'py, PyBytes> {
    PyBytes::new(py, bytemuck::cast_slice(values))
}

#[pymethods]
impl VecEnv {
    /// `num_envs` games of `game` (with FORMAT.md `options`), each stopped unfinished
    /// after `ply_limit` moves (None: never), starting with `opening` random moves, on
    /// `threads` threads (0: one per core).
    #[new]
    #[pyo3(signature = (game, num_envs, options = None, ply_limit = Some(1000), opening = 0, threads = 1))]
    fn new(
        game: &Bound<'_, PyAny>,
        num_envs: usize,
        options: Option<&Bound<'_, PyAny>>,
        ply_limit: Option<usize>,
        opening: u32,
        threads: usize,
    ) -> PyResult<VecEnv> {
        let start = start_of(game, options)?;
        let config = EnvConfig {
            envs: num_envs,
            ply_limit,
            opening,
            threads,
        };
        let env: Box<dyn Stepper> = with_game!(start, p => Box::new(Env::new(p, config)));
        let n = num_envs * env.num_actions();
        Ok(VecEnv {
            rng: Rng::new(0),
            child_obs: vec![0.0; n * env.observation_len()],
            child_over: vec![0; n],
            child_reward: vec![0.0; n],
            env,
        })
    }

    /// The game's name.
    #[getter]
    fn game(&self) -> &'static str {
        self.env.kind().name()
    }

    /// The number of games.
    #[getter]
    fn num_envs(&self) -> usize {
        self.env.len()
    }

    /// Starts every game again with `seed`, writing the observations, masks, rewards,
    /// flags and players to move into the numpy arrays given (C-contiguous, of the
    /// sizes `sowing.vector` makes).
    #[allow(clippy::too_many_arguments)]
    fn reset(
        &mut self,
        py: Python<'_>,
        seed: u64,
        mut observations: PyReadwriteArrayDyn<'_, f32>,
        mut masks: PyReadwriteArrayDyn<'_, u8>,
        mut rewards: PyReadwriteArrayDyn<'_, f32>,
        mut terminated: PyReadwriteArrayDyn<'_, u8>,
        mut truncated: PyReadwriteArrayDyn<'_, u8>,
        mut to_move: PyReadwriteArrayDyn<'_, u8>,
    ) -> PyResult<()> {
        let out = outputs(
            &mut observations,
            &mut masks,
            &mut rewards,
            &mut terminated,
            &mut truncated,
            &mut to_move,
        )?;
        self.rng = Rng::new(seed ^ RANDOM_ACTIONS);
        let env = &mut self.env;
        py.detach(|| env.reset_into(seed, out)).map_err(bad_input)
    }

    /// Plays one action per game (a C-contiguous uint32 array) and writes the results
    /// into the numpy arrays given, as `reset` does; raises `IllegalMove` (nothing
    /// played) if any action is not legal.
    #[allow(clippy::too_many_arguments)]
    fn step(
        &mut self,
        py: Python<'_>,
        actions: PyReadonlyArrayDyn<'_, u32>,
        mut observations: PyReadwriteArrayDyn<'_, f32>,
        mut masks: PyReadwriteArrayDyn<'_, u8>,
        mut rewards: PyReadwriteArrayDyn<'_, f32>,
        mut terminated: PyReadwriteArrayDyn<'_, u8>,
        mut truncated: PyReadwriteArrayDyn<'_, u8>,
        mut to_move: PyReadwriteArrayDyn<'_, u8>,
    ) -> PyResult<()> {
        let actions = actions.as_slice().map_err(bad_input)?;
        let out = outputs(
            &mut observations,
            &mut masks,
            &mut rewards,
            &mut terminated,
            &mut truncated,
            &mut to_move,
        )?;
        let env = &mut self.env;
        py.detach(|| env.step_into(actions, out))
            .map_err(|e| match e {
                StepError::Illegal { .. } => crate::error("illegal-move", e.to_string()),
                _ => bad_input(e),
            })
    }

    /// Writes a uniformly random legal action of every game into `out` (a C-contiguous
    /// uint32 array), from a generator seeded by `reset`.
    fn random_actions(&mut self, mut out: PyReadwriteArrayDyn<'_, u32>) -> PyResult<()> {
        let out = out.as_slice_mut().map_err(bad_input)?;
        self.env
            .random_actions(&mut self.rng, out)
            .map_err(bad_input)
    }

    /// For one-move lookahead (`sowing::env::observe_children`): per game and action,
    /// the observation after the action for its mover (float32, `num_envs ×
    /// num_actions × observation_size`), whether the game is then over (`num_envs ×
    /// num_actions` bytes) and the mover's reward there (float32); zeros for illegal
    /// actions.
    fn children<'py>(
        &mut self,
        py: Python<'py>,
    ) -> (
        Bound<'py, PyBytes>,
        Bound<'py, PyBytes>,
        Bound<'py, PyBytes>,
    ) {
        let (env, obs, over, reward) = (
            &self.env,
            &mut self.child_obs,
            &mut self.child_over,
            &mut self.child_reward,
        );
        py.detach(|| env.children(obs, over, reward));
        (
            bytes_of(py, &self.child_obs),
            PyBytes::new(py, &self.child_over),
            bytes_of(py, &self.child_reward),
        )
    }
}

/// The caller's six arrays as the engine's [`Outputs`], refused if one is not contiguous.
fn outputs<'a>(
    observations: &'a mut PyReadwriteArrayDyn<'_, f32>,
    masks: &'a mut PyReadwriteArrayDyn<'_, u8>,
    rewards: &'a mut PyReadwriteArrayDyn<'_, f32>,
    terminated: &'a mut PyReadwriteArrayDyn<'_, u8>,
    truncated: &'a mut PyReadwriteArrayDyn<'_, u8>,
    to_move: &'a mut PyReadwriteArrayDyn<'_, u8>,
) -> PyResult<Outputs<'a>> {
    Ok(Outputs {
        observations: observations.as_slice_mut().map_err(bad_input)?,
        masks: masks.as_slice_mut().map_err(bad_input)?,
        rewards: rewards.as_slice_mut().map_err(bad_input)?,
        terminated: terminated.as_slice_mut().map_err(bad_input)?,
        truncated: truncated.as_slice_mut().map_err(bad_input)?,
        to_move: to_move.as_slice_mut().map_err(bad_input)?,
    })
}
