"""A Gymnasium environment: one player against a chosen opponent
(``pip install gymnasium``).

>>> import gymnasium as gym
>>> from sowing.gymnasium import SowingEnv
>>> env = SowingEnv("oware", opponent="greedy", seat="north")
>>> obs, info = env.reset(seed=0)
>>> obs.shape, info["action_mask"].shape
((57,), (13,))

The agent plays ``seat`` (``"south"`` moves first, or ``"north"``); the opponent's
moves are played inside :meth:`SowingEnv.step`. ``opponent`` is ``"random"`` (drawn
from the environment's seeded generator), or a crate engine spec: ``"greedy"``,
``"easy"``, ``"medium"``, ``"hard"``, ``"alphabeta:depth=D"``, ``"mcts:sims=N"`` …
(:meth:`sowing.Position.search`; seeded from the reset seed).

- Observation: the agent's float32 observation (:meth:`sowing.Position.observation_tensor`).
- Actions: the crate's numbering, ``Discrete(num_actions)``; ``info["action_mask"]``
  (int8) marks the legal ones, for masked policies.
- Reward: +1 for a win, -1 for a loss, 0 for a draw, at the end; 0 before.
- An illegal action ends the episode (terminated) with reward ``illegal_reward``
  (default -1) and ``info["illegal"] = True``; the position is unchanged.
- ``ply_limit`` truncates a game that goes on too long.
- ``render_mode``: ``"ansi"`` (the text board) or ``"svg"``.
"""

from __future__ import annotations

from typing import Any, Dict, Optional, Tuple

import gymnasium as gym
import numpy as np
from gymnasium import spaces

from ._render import RENDER_MODES, render
from ._sowing import Position, game_info

__all__ = ["SowingEnv"]


class SowingEnv(gym.Env):
    """One seat of ``game`` against ``opponent``."""

    metadata = {"render_modes": RENDER_MODES, "render_fps": 1}

    def __init__(
        self,
        game: str = "oware",
        opponent: str = "random",
        seat: str = "south",
        options: Any = None,
        ply_limit: Optional[int] = 1000,
        illegal_reward: float = -1.0,
        render_mode: Optional[str] = None,
    ) -> None:
        if seat not in ("south", "north"):
            raise ValueError(f"seat must be 'south' or 'north', not {seat!r}")
        if render_mode is not None and render_mode not in self.metadata["render_modes"]:
            raise ValueError(f"render_mode must be one of {self.metadata['render_modes']}")
        info = game_info(game)
        self.game = game
        self.opponent = opponent
        self.seat = seat
        self.player = 0 if seat == "south" else 1
        self.game_options = options
        self.ply_limit = ply_limit
        self.illegal_reward = float(illegal_reward)
        self.render_mode = render_mode
        n, size = info["num_distinct_actions"], info["observation_size"]
        self.action_space = spaces.Discrete(n)
        self.observation_space = spaces.Box(0.0, float(info["total_seeds"]), (size,), np.float32)
        self._num_actions = n
        self.position = Position(game, options, ply_limit)
        if opponent != "random":
            # Refuses an unknown spec now rather than at the first move.
            self.position.clone().search(opponent)

    def _mask(self) -> np.ndarray:
        mask = np.zeros(self._num_actions, np.int8)
        if not self.position.is_terminal() and self.position.current_player == self.player:
            mask[self.position.legal_actions()] = 1
        return mask

    def _observe(self, **extra: Any) -> Tuple[np.ndarray, Dict[str, Any]]:
        info: Dict[str, Any] = {"action_mask": self._mask()}
        info.update(extra)
        return self.position.observation_tensor(self.player), info

    def _opponent_moves(self) -> None:
        """The opponent plays until it is the agent's turn or the game is over."""
        while not self.position.is_terminal() and self.position.current_player != self.player:
            if self.opponent == "random":
                legal = self.position.legal_actions()
                self.position.play(int(legal[self.np_random.integers(len(legal))]))
            else:
                seed = int(self.np_random.integers(2**63))
                found = self.position.search(self.opponent, seed)
                self.position.play(found["action"])

    def reset(
        self, *, seed: Optional[int] = None, options: Optional[dict] = None
    ) -> Tuple[np.ndarray, Dict[str, Any]]:
        super().reset(seed=seed)
        self.position = Position(self.game, self.game_options, self.ply_limit)
        self._opponent_moves()
        return self._observe()

    def step(self, action: Any) -> Tuple[np.ndarray, float, bool, bool, Dict[str, Any]]:
        a = int(action)
        if not (0 <= a < self._num_actions) or self._mask()[a] == 0:
            obs, info = self._observe(illegal=True)
            return obs, self.illegal_reward, True, False, info
        self.position.play(a)
        self._opponent_moves()
        reward = 0.0
        if self.position.is_finished():
            reward = float(self.position.returns()[self.player])
        obs, info = self._observe()
        return obs, reward, self.position.is_finished(), self.position.is_stopped(), info

    def render(self) -> Optional[str]:
        return render(self.position, self.render_mode)
