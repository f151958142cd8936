"""PettingZoo AEC environments for the five games (``pip install pettingzoo``).

>>> from sowing.pettingzoo import env
>>> e = env("oware")
>>> e.reset(seed=0)
>>> e.agent_selection
'south'
>>> obs, reward, termination, truncation, info = e.last()
>>> sorted(obs)
['action_mask', 'observation']

- Agents ``"south"`` (moves first) and ``"north"``.
- Observations are dicts: ``"observation"``, the player's float32 observation
  (:meth:`sowing.Position.observation_tensor`), and ``"action_mask"``, int8 over the
  crate's actions, all zero except for the agent to move.
- An extra turn (Hoyito III), or a Goré offer to answer, selects the agent that must
  act, so the same agent may act several times in a row.
- Rewards come at the end: +1 to the winner and -1 to the loser, 0 each for a draw or
  a game stopped at ``ply_limit`` (truncated).
- An illegal action ends the game with -1 for the player who made it (PettingZoo's
  ``TerminateIllegalWrapper``, as its classic games do); :func:`env` wraps the
  :class:`raw_env` with it and with ``AssertOutOfBoundsWrapper`` and
  ``OrderEnforcingWrapper``.
- ``reset(seed)`` seeds the ``opening`` random moves played before the agents act (0
  by default: every game starts at the start position); reset ``options`` are ignored
  (the game's own options are the constructor's).
- ``render_mode``: ``"ansi"`` (the text board) or ``"svg"`` (an SVG document, the
  crate's renderer).
"""

from __future__ import annotations

from typing import Any, Dict, Optional

import numpy as np
from gymnasium import spaces
from gymnasium.utils import EzPickle
from pettingzoo import AECEnv
from pettingzoo.utils import wrappers

from ._render import RENDER_MODES, render
from ._sowing import Position, game_info

__all__ = ["env", "raw_env"]

AGENTS = ("south", "north")


def env(game: str = "oware", **kwargs: Any) -> AECEnv:
    """The AEC environment of ``game`` with PettingZoo's standard wrappers (an illegal
    action loses the game)."""
    e: AECEnv = raw_env(game, **kwargs)
    e = wrappers.TerminateIllegalWrapper(e, illegal_reward=-1)
    e = wrappers.AssertOutOfBoundsWrapper(e)
    e = wrappers.OrderEnforcingWrapper(e)
    return e


class raw_env(AECEnv, EzPickle):
    """The unwrapped AEC environment of ``game`` (a FORMAT.md name) with FORMAT.md
    ``options``, a ``ply_limit`` after which the game is truncated, ``opening`` random
    moves at every reset, and a ``render_mode``."""

    metadata = {
        "render_modes": RENDER_MODES,
        "name": "sowing_v0",
        "is_parallelizable": False,
        "render_fps": 1,
    }

    def __init__(
        self,
        game: str = "oware",
        options: Any = None,
        ply_limit: Optional[int] = 1000,
        opening: int = 0,
        render_mode: Optional[str] = None,
    ) -> None:
        EzPickle.__init__(self, game, options, ply_limit, opening, render_mode)
        super().__init__()
        if render_mode is not None and render_mode not in self.metadata["render_modes"]:
            raise ValueError(f"render_mode must be one of {self.metadata['render_modes']}")
        self.game = game
        self.game_options = options
        self.ply_limit = ply_limit
        self.opening = opening
        self.render_mode = render_mode
        self.metadata = dict(self.metadata, name=f"sowing_{game.replace('-', '_')}_v0")
        info = game_info(game)
        self.position = Position(game, options, ply_limit)
        self.possible_agents = list(AGENTS)
        self.agents = list(AGENTS)
        n, size = info["num_distinct_actions"], info["observation_size"]
        high = float(info["total_seeds"])
        self.action_spaces = {a: spaces.Discrete(n) for a in AGENTS}
        self.observation_spaces = {
            a: spaces.Dict(
                {
                    "observation": spaces.Box(0.0, high, (size,), np.float32),
                    "action_mask": spaces.Box(0, 1, (n,), np.int8),
                }
            )
            for a in AGENTS
        }
        self._num_actions = n
        self._rng = np.random.default_rng()

    def observation_space(self, agent: str) -> spaces.Space:
        return self.observation_spaces[agent]

    def action_space(self, agent: str) -> spaces.Space:
        return self.action_spaces[agent]

    def observe(self, agent: str) -> Dict[str, np.ndarray]:
        player = AGENTS.index(agent)
        mask = np.zeros(self._num_actions, np.int8)
        if agent == self.agent_selection and not self.position.is_terminal():
            mask[self.position.legal_actions()] = 1
        return {
            "observation": self.position.observation_tensor(player),
            "action_mask": mask,
        }

    def reset(self, seed: Optional[int] = None, options: Optional[dict] = None) -> None:
        if seed is not None:
            self._rng = np.random.default_rng(seed)
        self.position = Position(self.game, self.game_options, self.ply_limit)
        for _ in range(self.opening):
            legal = self.position.legal_actions()
            if not legal or self.position.is_terminal():
                break
            self.position.play(int(self._rng.choice(legal)))
        self.agents = list(AGENTS)
        self.rewards = dict.fromkeys(self.agents, 0.0)
        self._cumulative_rewards = dict.fromkeys(self.agents, 0.0)
        self.terminations = dict.fromkeys(self.agents, False)
        self.truncations = dict.fromkeys(self.agents, False)
        self.infos: Dict[str, dict] = {a: {} for a in self.agents}
        self.agent_selection = AGENTS[self.position.current_player]
        self._end_if_over()

    def _end_if_over(self) -> None:
        """Marks every agent terminated (with the rewards) or truncated once the game
        is over."""
        if self.position.is_finished():
            self.terminations = dict.fromkeys(self.agents, True)
            south, north = self.position.returns()
            self.rewards = {"south": float(south), "north": float(north)}
        elif self.position.is_stopped():
            self.truncations = dict.fromkeys(self.agents, True)

    def step(self, action: Optional[int]) -> None:
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        self._cumulative_rewards[agent] = 0.0
        self.rewards = dict.fromkeys(self.agents, 0.0)
        self.position.play(int(action))
        if not self.position.is_terminal():
            self.agent_selection = AGENTS[self.position.current_player]
        self._end_if_over()
        self._accumulate_rewards()
        if self.render_mode is not None:
            self.render()

    def render(self) -> Optional[str]:
        return render(self.position, self.render_mode)

    def close(self) -> None:
        pass
