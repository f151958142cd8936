"""The five games, and the described games, as OpenSpiel games: ``import
sowing.openspiel`` registers them.

==========================  ==================  ================================
OpenSpiel name              sowing game         parameters (defaults)
==========================  ==================  ================================
``sowing_gore``             ``gore``            ``max_game_length=1000``
``sowing_hoyito_iii``       ``hoyito-iii``      ``max_game_length=1000``,
                                                ``round=1``,
                                                ``previous_winner="none"``
``sowing_djenon_aboure``    ``djenon-aboure``   ``max_game_length=1000``
``sowing_bao_kigogo``       ``bao-kigogo``      ``max_game_length=1000``,
                                                ``direction="counter-clockwise"``
``sowing_oware``            ``oware``           ``max_game_length=1000``
``sowing_described``        the ``game``        ``max_game_length=1000``,
                            parameter           ``game="kalah"``
==========================  ==================  ================================

``sowing_described`` plays any described game (docs/DESCRIPTIONS.md): ``game`` is a
library game's name (``sowing.library()``: ``"kalah"``, ``"oware"``, …; a name that a
built-in game has too means the library's described game here) or a
description as JSON text, e.g. ``pyspiel.load_game("sowing_described", {"game":
json_text})``. A description is compiled once and then known by its name, which
becomes the game's ``game`` parameter (so that the game's string, and
``serialize_game_and_state``, name it); such a game deserializes in a process that
has compiled its description, a library game in any.

>>> import pyspiel, sowing.openspiel
>>> game = pyspiel.load_game("sowing_oware")
>>> state = game.new_initial_state()
>>> state.legal_actions()
[6, 7, 8, 9, 10, 11]

Every game is two-player, sequential, deterministic, perfect-information, zero-sum,
with terminal rewards only.

- **Players**: 0 is South (moves first), 1 is North.
- **Actions**: the package's numbering (see :mod:`sowing`): ``h`` sows hole ``h``
  (docs/FORMAT.md index), the number of holes is pass, and Goré's accept, decline and
  92 offers follow; Goré's offers and answers are actions like any other, made by the
  player whose decision it is. ``num_distinct_actions`` is 13 (Hoyito III,
  Djenon-aboure, Oware), 49 (Bao Kigogo) or 103 (Goré).

  ``sowing_oware`` therefore numbers actions by hole (South sows 6-11, North 0-5),
  where OpenSpiel's ``oware`` numbers them 0-5 within the mover's row: its action
  ``a`` is hole ``6 + a`` for player 0 and hole ``5 - a`` for player 1.
- **Extra turns**: Hoyito III's extra turn after a capture (and Goré's sowing after
  an answer) is the same player moving again: ``current_player()`` does not change.
- **Episodes**: one game. A Hoyito III match is a series of games; an episode is one
  of its rounds, chosen by the ``round`` and ``previous_winner`` parameters (who
  receives the last four seeds, rule 5); the default is a single game (round 1).
- **Repetition**: each state carries its game's history (a ``sowing.Position`` holds
  every position seen), so Bao Kigogo's draw by repetition and Oware's end on a
  repeated position apply exactly as in the crate, through clones and serialization.
- **Returns**: +1 for the winner, -1 for the loser (a Goré victory without glory
  counts as a win), 0 each for a draw; as OpenSpiel's ``oware``.
- **Game length**: Goré, Hoyito III and Djenon-aboure have no repetition rule and a
  game can go on for ever, so every game ends after ``max_game_length`` moves
  (default 1000, OpenSpiel ``oware``'s own limit): the game is then stopped
  unfinished and the episode is terminal with returns 0 each. Random play finishes
  nearly every game of Hoyito III, Djenon-aboure, Bao Kigogo and Oware well before
  (longest of 2,000 random games: 572, 27, 358, 369 moves), but most random Goré games
  keep trading holes past 1000 moves.
- **Observations**: the tensor of ``sowing.Position.observation_tensor`` (4·holes + 9
  floats, layout in :mod:`sowing`), and the text form of the position as the
  observation string.
- **Serialization**: ``pyspiel.serialize_game_and_state`` and
  ``deserialize_game_and_state`` work (the state's ``sowing.Position`` pickles as its
  record: start, actions, ply limit).
"""

import numpy as np
import pyspiel
from open_spiel.python.observation import IIGObserverForPublicInfoGame

import sowing

#: Default ``max_game_length`` of every game (OpenSpiel's ``oware`` uses 1000 too).
DEFAULT_MAX_GAME_LENGTH = 1000

#: OpenSpiel short name -> sowing game name.
GAMES = {
    "sowing_gore": "gore",
    "sowing_hoyito_iii": "hoyito-iii",
    "sowing_djenon_aboure": "djenon-aboure",
    "sowing_bao_kigogo": "bao-kigogo",
    "sowing_oware": "oware",
}

_LONG_NAMES = {
    "gore": "Goré (sowing)",
    "hoyito-iii": "Hoyito III (sowing)",
    "djenon-aboure": "Djenon-aboure (sowing)",
    "bao-kigogo": "Bao Kigogo (sowing)",
    "oware": "Oware (sowing)",
}

_EXTRA_PARAMETERS = {
    "hoyito-iii": {"round": 1, "previous_winner": "none"},
    "bao-kigogo": {"direction": "counter-clockwise"},
}


def _game_type(short_name, name):
    params = {"max_game_length": DEFAULT_MAX_GAME_LENGTH}
    params.update(_EXTRA_PARAMETERS.get(name, {}))
    return _sowing_game_type(short_name, _LONG_NAMES[name], params)


def _sowing_game_type(short_name, long_name, params):
    """The GameType every sowing game shares, with its names and parameters."""
    return pyspiel.GameType(
        short_name=short_name,
        long_name=long_name,
        dynamics=pyspiel.GameType.Dynamics.SEQUENTIAL,
        chance_mode=pyspiel.GameType.ChanceMode.DETERMINISTIC,
        information=pyspiel.GameType.Information.PERFECT_INFORMATION,
        utility=pyspiel.GameType.Utility.ZERO_SUM,
        reward_model=pyspiel.GameType.RewardModel.TERMINAL,
        max_num_players=2,
        min_num_players=2,
        provides_information_state_string=True,
        provides_information_state_tensor=False,
        provides_observation_string=True,
        provides_observation_tensor=True,
        parameter_specification=params,
    )


def _options(name, params):
    if name == "hoyito-iii":
        winner = params.get("previous_winner", "none")
        return {"round": int(params.get("round", 1)), "previous_winner": winner}
    if name == "bao-kigogo":
        return {"direction": params.get("direction", "counter-clockwise")}
    return None


class SowingGame(pyspiel.Game):
    """One of the five games; subclasses below fix which."""

    NAME = None
    GAME_TYPE = None

    def _sowing_game(self, params):
        """The sowing game these parameters name."""
        del params
        return self.NAME

    def __init__(self, params=None):
        params = dict(params or {})
        self.NAME = self._sowing_game(params)
        self.sowing_name = self.NAME
        self.max_length = int(params.get("max_game_length", DEFAULT_MAX_GAME_LENGTH))
        if self.max_length < 1:
            raise ValueError("max_game_length must be at least 1")
        self.options = _options(self.NAME, params)
        # Checks the options now (sowing.BadInput for bad ones).
        self._start = sowing.Position(self.NAME, self.options, self.max_length)
        info = sowing.game_info(self.NAME)
        self.info = info
        game_info = pyspiel.GameInfo(
            num_distinct_actions=info["num_distinct_actions"],
            max_chance_outcomes=0,
            num_players=2,
            min_utility=-1.0,
            max_utility=1.0,
            utility_sum=0.0,
            max_game_length=self.max_length,
        )
        super().__init__(self.GAME_TYPE, game_info, params)

    def new_initial_state(self):
        """The starting position."""
        return SowingState(self, self._start.clone())

    def make_py_observer(self, iig_obs_type=None, params=None):
        """The observer of the position (the default observation type) or of the
        public history (information states)."""
        if iig_obs_type is None or (
            iig_obs_type.public_info and not iig_obs_type.perfect_recall
        ):
            return PositionObserver(self.info, params)
        return IIGObserverForPublicInfoGame(iig_obs_type, params)


class SowingState(pyspiel.State):
    """A state: a ``sowing.Position`` (with its history) inside OpenSpiel."""

    def __init__(self, game, position):
        super().__init__(game)
        self.position = position

    def current_player(self):
        if self.position.is_terminal():
            return pyspiel.PlayerId.TERMINAL
        return self.position.current_player

    def _legal_actions(self, player):
        del player
        return self.position.legal_actions()

    def _apply_action(self, action):
        self.position.apply_action(action)

    def _action_to_string(self, player, action):
        side = "South" if player == 0 else "North"
        return f"{side}:{self.position.action_to_move(action)}"

    def is_terminal(self):
        return self.position.is_terminal()

    def returns(self):
        return list(self.position.returns())

    def __str__(self):
        return str(self.position)


class PositionObserver:
    """The observation of a position (PyObserver interface): the flat tensor of
    ``sowing.Position.observation_tensor`` and views of it in ``dict``."""

    def __init__(self, info, params):
        if params:
            raise ValueError(f"Observation parameters not supported; passed {params}")
        n = info["holes"]
        self.tensor = np.zeros(info["observation_size"], np.float32)
        self.dict = {
            "seeds": self.tensor[0:n],
            "mine": self.tensor[n : 2 * n],
            "theirs": self.tensor[2 * n : 3 * n],
            "offered": self.tensor[3 * n : 4 * n],
            "scalars": self.tensor[4 * n :],
        }

    def set_from(self, state, player):
        self.tensor[:] = state.position.observation_values(player)

    def string_from(self, state, player):
        del player
        return str(state.position)


def _make_class(short_name, name):
    cls_name = "".join(part.capitalize() for part in short_name.split("_")) + "Game"
    return type(
        cls_name,
        (SowingGame,),
        {"NAME": name, "GAME_TYPE": _game_type(short_name, name), "__doc__": f"OpenSpiel {short_name}."},
    )


#: OpenSpiel short name -> game class.
GAME_CLASSES = {short: _make_class(short, name) for short, name in GAMES.items()}

#: The OpenSpiel short name of the described games, and its default ``game``.
DESCRIBED = "sowing_described"
DEFAULT_DESCRIBED_GAME = "kalah"


class DescribedGame(SowingGame):
    """OpenSpiel sowing_described: the described game its ``game`` parameter names (a
    library name or a description as JSON text)."""

    GAME_TYPE = _sowing_game_type(
        DESCRIBED,
        "Described game (sowing)",
        {"max_game_length": DEFAULT_MAX_GAME_LENGTH, "game": DEFAULT_DESCRIBED_GAME},
    )

    def __init__(self, params=None):
        params = dict(params or {})
        game = params.get("game", DEFAULT_DESCRIBED_GAME)
        # A library game named like a built-in one is the described one here.
        if game in sowing.GAMES:
            game = "described:" + game
        # A description becomes its compiled game's name, so that the game's string
        # names it.
        params["game"] = sowing.game_info(game)["name"]
        super().__init__(params)

    def _sowing_game(self, params):
        return params["game"]


GAME_CLASSES[DESCRIBED] = DescribedGame

_registered = {g.short_name for g in pyspiel.registered_games()}
for _short, _cls in GAME_CLASSES.items():
    if _short not in _registered:
        pyspiel.register_game(_cls.GAME_TYPE, _cls)
