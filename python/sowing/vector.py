"""Many games stepped together in Rust, on every core, without the GIL.

:class:`VectorEnv` steps ``num_envs`` games of one kind at once. Every step plays one
action (the crate's numbering, see :mod:`sowing`) in every game and returns numpy
arrays:

- ``observations``: float32, ``(num_envs, observation_size)``, each game's observation
  for its player to move (the layout of :meth:`sowing.Position.observation_tensor`);
- ``rewards``: float32, ``(num_envs, 2)``, ``[South, North]``: +1/-1 in the step a game
  is won, 0 otherwise (draws, unfinished games);
- ``terminations``, ``truncations``: bool, ``(num_envs,)``: the game ended, or stopped
  at its ply limit, in this step;
- ``masks``: bool, ``(num_envs, num_actions)``: each game's legal actions.

A game that ends is started again in the same step (automatic reset): its rewards and
flags are those of its end, its observation and mask already those of the new game.
:attr:`VectorEnv.to_move` says whose turn it is in each game. Results depend on the
seed and the actions only, not on the number of threads.

>>> import numpy as np
>>> from sowing.vector import VectorEnv
>>> env = VectorEnv("oware", num_envs=4, threads=2)
>>> obs, masks = env.reset(seed=0)
>>> obs.shape, masks.shape
((4, 57), (4, 13))
>>> actions = masks.argmax(axis=1)              # the lowest legal action of each game
>>> obs, rewards, terminations, truncations, masks = env.step(actions)
>>> rewards.shape
(4, 2)
"""

from __future__ import annotations

from typing import Any, Optional, Tuple

import numpy as np

from ._sowing import VecEnv as _VecEnv
from ._sowing import game_info

__all__ = ["VectorEnv"]


class VectorEnv:
    """``num_envs`` games of ``game`` (a FORMAT.md name, with ``options``) stepped in
    Rust. ``ply_limit`` stops a game unfinished (truncated) after that many moves;
    ``opening`` plays that many random moves at the start of every game (drawn from
    the seed); ``threads`` is the number of threads (0: one per core)."""

    def __init__(
        self,
        game: str,
        num_envs: int,
        options: Any = None,
        ply_limit: Optional[int] = 1000,
        opening: int = 0,
        threads: int = 1,
    ) -> None:
        self._env = _VecEnv(game, num_envs, options, ply_limit, opening, threads)
        info = game_info(game)
        self.game = game
        self.num_envs = num_envs
        self.observation_size: int = info["observation_size"]
        self.num_actions: int = info["num_distinct_actions"]
        self.reset(0)

    def _outputs(self) -> Tuple[np.ndarray, ...]:
        """Fresh arrays for one step's results, which Rust fills in place: every step
        returns arrays of its own (a later step does not overwrite them)."""
        n = self.num_envs
        return (
            np.empty((n, self.observation_size), np.float32),
            np.empty((n, self.num_actions), np.uint8),
            np.empty((n, 2), np.float32),
            np.empty(n, np.uint8),
            np.empty(n, np.uint8),
            np.empty(n, np.uint8),
        )

    def _keep(self, out: Tuple[np.ndarray, ...]) -> None:
        self._obs, self._mask, _, _, _, self._to_move = out

    def _observations(self) -> np.ndarray:
        return self._obs

    def _masks(self) -> np.ndarray:
        return self._mask.view(np.bool_)

    @property
    def to_move(self) -> np.ndarray:
        """The player to move in each game (0 South, 1 North), uint8."""
        return self._to_move

    def children(self) -> Tuple[np.ndarray, np.ndarray, np.ndarray]:
        """For one-move lookahead: per game and action, the observation after the
        action for the player who makes it (float32 ``(num_envs, num_actions,
        observation_size)``), whether the game is then over (bool ``(num_envs,
        num_actions)``) and that player's reward there (float32); zeros for illegal
        actions. Only the position's rules apply (not the repetition record)."""
        obs, over, reward = self._env.children()
        n, a = self.num_envs, self.num_actions
        return (
            np.frombuffer(obs, dtype=np.float32).reshape(n, a, self.observation_size),
            np.frombuffer(over, dtype=np.uint8).view(np.bool_).reshape(n, a),
            np.frombuffer(reward, dtype=np.float32).reshape(n, a),
        )

    def reset(self, seed: int = 0) -> Tuple[np.ndarray, np.ndarray]:
        """Starts every game again; returns ``(observations, masks)``."""
        out = self._outputs()
        self._env.reset(seed, *out)
        self._keep(out)
        return self._observations(), self._masks()

    def step(
        self, actions: Any
    ) -> Tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
        """Plays ``actions[i]`` in game ``i``; returns ``(observations, rewards,
        terminations, truncations, masks)``, arrays of this step's own. Raises
        :class:`sowing.IllegalMove` (and plays nothing) if any action is not legal in
        its game."""
        a = np.ascontiguousarray(actions, dtype=np.uint32)
        if a.shape != (self.num_envs,):
            raise ValueError(f"actions must have shape ({self.num_envs},), not {a.shape}")
        out = self._outputs()
        self._env.step(a, *out)
        self._keep(out)
        obs, mask, rewards, term, trunc, _ = out
        return obs, rewards, term.view(np.bool_), trunc.view(np.bool_), mask.view(np.bool_)

    def random_actions(self) -> np.ndarray:
        """A uniformly random legal action of every game (uint32, 0 for a game without
        one), drawn in Rust from a generator seeded by :meth:`reset`: a fast random
        policy for benchmarks and exploration."""
        out = np.empty(self.num_envs, np.uint32)
        self._env.random_actions(out)
        return out
