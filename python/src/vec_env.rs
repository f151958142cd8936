//! `VecEnv`: the crate's vectorized environment (`sowing::env::VecEnv`) for Python.
//! Steps run in Rust without the GIL; the results come back as bytes that the Python
//! wrapper (`sowing.vector`) views as numpy arrays without copying again.

use crate::{bad_input, start_of};
use pyo3::prelude::*;
use pyo3::types::PyBytes;
use sowing::env::{EnvConfig, StepError, VecEnv as Env};
use sowing::{with_game, FromSetup, GameKind};

/// What the binding needs of a `VecEnv` of any game: the one place where the game's
/// type is erased, at the language boundary.
trait Stepper: Send + Sync {
    fn reset(&mut self, seed: u64);
    fn step(&mut self, actions: &[u32]) -> Result<(), StepError>;
    fn kind(&self) -> GameKind;
    fn len(&self) -> usize;
    fn observations(&self) -> &[f32];
    fn masks(&self) -> &[u8];
    fn rewards(&self) -> &[f32];
    fn terminated(&self) -> &[u8];
    fn truncated(&self) -> &[u8];
    fn to_move(&self) -> &[u8];
    fn observation_len(&self) -> usize;
    fn num_actions(&self) -> usize;
    fn children(&self, obs: &mut [f32], over: &mut [u8], reward: &mut [f32]);
}

impl<P: FromSetup + Send + Sync> Stepper for Env<P> {
    fn reset(&mut self, seed: u64) {
        Env::reset(self, seed)
    }
    fn step(&mut self, actions: &[u32]) -> Result<(), StepError> {
        Env::step(self, actions)
    }
    fn kind(&self) -> GameKind {
        Env::kind(self)
    }
    fn len(&self) -> usize {
        Env::len(self)
    }
    fn observations(&self) -> &[f32] {
        Env::observations(self)
    }
    fn masks(&self) -> &[u8] {
        Env::masks(self)
    }
    fn rewards(&self) -> &[f32] {
        Env::rewards(self)
    }
    fn terminated(&self) -> &[u8] {
        Env::terminated(self)
    }
    fn truncated(&self) -> &[u8] {
        Env::truncated(self)
    }
    fn to_move(&self) -> &[u8] {
        Env::to_move(self)
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
    actions: Vec<u32>,
    /// `children`'s buffers, made once.
    child_obs: Vec<f32>,
    child_over: Vec<u8>,
    child_reward: Vec<f32>,
}

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
            actions: vec![0; num_envs],
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

    /// Starts every game again with `seed`.
    fn reset(&mut self, py: Python<'_>, seed: u64) {
        let env = &mut self.env;
        py.detach(|| env.reset(seed));
    }

    /// Plays one action per game, given as the bytes of a little-endian uint32 array;
    /// raises `IllegalMove` (nothing played) if any is not legal.
    fn step(&mut self, py: Python<'_>, actions: &[u8]) -> PyResult<()> {
        if actions.len() != 4 * self.env.len() {
            return Err(bad_input(StepError::WrongLength {
                envs: self.env.len(),
                got: actions.len() / 4,
            }));
        }
        for (a, b) in self.actions.iter_mut().zip(actions.chunks_exact(4)) {
            *a = u32::from_le_bytes([b[0], b[1], b[2], b[3]]);
        }
        let (env, actions) = (&mut self.env, &self.actions);
        py.detach(|| env.step(actions)).map_err(|e| match e {
            StepError::Illegal { .. } => crate::error("illegal-move", e.to_string()),
            StepError::WrongLength { .. } => bad_input(e),
        })
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

    /// The observations, float32 (native order), `num_envs × observation_size`.
    fn observations<'py>(&self, py: Python<'py>) -> Bound<'py, PyBytes> {
        bytes_of(py, self.env.observations())
    }

    /// The legal-action masks, one byte each, `num_envs × num_actions`.
    fn masks<'py>(&self, py: Python<'py>) -> Bound<'py, PyBytes> {
        PyBytes::new(py, self.env.masks())
    }

    /// The last step's rewards, float32, `num_envs × 2` ([South, North]).
    fn rewards<'py>(&self, py: Python<'py>) -> Bound<'py, PyBytes> {
        bytes_of(py, self.env.rewards())
    }

    /// 1 for each game that ended in the last step.
    fn terminated<'py>(&self, py: Python<'py>) -> Bound<'py, PyBytes> {
        PyBytes::new(py, self.env.terminated())
    }

    /// 1 for each game stopped at its ply limit in the last step.
    fn truncated<'py>(&self, py: Python<'py>) -> Bound<'py, PyBytes> {
        PyBytes::new(py, self.env.truncated())
    }

    /// The player to move in each game (0 South, 1 North).
    fn to_move<'py>(&self, py: Python<'py>) -> Bound<'py, PyBytes> {
        PyBytes::new(py, self.env.to_move())
    }
}
