"""Type stubs of the Rust extension module sowing._sowing (see the sowing package docs
for the action numbering and the observation layout)."""

from typing import Any, Dict, List, Mapping, Optional, Tuple, TypedDict, Union

import numpy as np
import numpy.typing as npt

#: A move: an action number, a text move ("7", "pass", "offer 5,6", "accept"), or a
#: docs/FORMAT.md JSON move ({"sow": 7}, {"offer": [5, 6]}, or JSON text).
MoveLike = Union[int, str, Mapping[str, Any]]
#: docs/FORMAT.md options: a dict or JSON text.
#: A game: a built-in or library game's name, or a description (docs/DESCRIPTIONS.md)
#: as JSON text or a dict.
GameLike = Union[str, Dict[str, Any]]
OptionsLike = Union[None, str, Mapping[str, Any]]

class SowingError(Exception):
    """Base of sowing's errors; ``kind`` is docs/FORMAT.md's error kind."""

    kind: Optional[str]

class IllegalMove(SowingError):
    """The rules refuse the move: ``kind == "illegal-move"``."""

    kind: str

class EndlessSowing(SowingError):
    """The move would sow for ever: ``kind == "endless-sowing"``."""

    kind: str

class GameOver(SowingError):
    """The game is over or stopped at its ply limit: ``kind == "game-over"``."""

    kind: str

class BadInput(SowingError):
    """Input naming no game, move, option or position: ``kind == "bad-input"``."""

    kind: str

class GameInfo(TypedDict):
    name: str
    rows: int
    cols: int
    holes: int
    total_seeds: int
    num_distinct_actions: int
    observation_size: int
    repetition_ends_game: bool

class Playouts(TypedDict):
    winner: npt.NDArray[np.int8]
    """0 South won, 1 North won, -1 draw, -2 stopped unfinished at the ply limit."""
    plies: npt.NDArray[np.uint32]
    captured: npt.NDArray[np.uint32]
    """Shape (n, 2): seeds South and North captured."""

class SearchResult(TypedDict, total=False):
    move: str
    action: int
    score: str
    nodes: int
    depth: int
    pv: List[str]

class Position:
    """A position of one of the five games, with the history its repetition rule
    needs and an optional ply limit."""

    def __init__(
        self, game: GameLike, options: OptionsLike = None, ply_limit: Optional[int] = None
    ) -> None:
        """The starting position of ``game`` ("gore", "hoyito-iii", "djenon-aboure",
        "bao-kigogo", "oware"); raises BadInput for an unknown game or bad options."""
    @staticmethod
    def from_json(
        position: Union[str, Mapping[str, Any]], ply_limit: Optional[int] = None
    ) -> "Position":
        """A position from a docs/FORMAT.md position object (its history starts there)."""
    def to_json(self) -> str:
        """The docs/FORMAT.md position object, as JSON text."""
    @property
    def game(self) -> str: ...
    @property
    def options(self) -> str:
        """The options as FORMAT.md JSON text ("{}" for games without options)."""
    @property
    def ply_limit(self) -> Optional[int]: ...
    @property
    def ply(self) -> int: ...
    @property
    def rows(self) -> int: ...
    @property
    def cols(self) -> int: ...
    @property
    def current_player(self) -> int:
        """0 South, 1 North: whose decision is next."""
    @property
    def to_move(self) -> str:
        """"south" or "north"."""
    @property
    def result(self) -> Optional[str]:
        """"south wins", "north wins without glory", "draw", … or None."""
    def board(self) -> List[int]:
        """Seeds per hole, row-major (FORMAT.md indices)."""
    def owners(self) -> List[int]:
        """Controller of each hole: 0 South, 1 North."""
    def captured(self) -> List[int]:
        """[South, North] seeds captured."""
    def is_finished(self) -> bool: ...
    def is_stopped(self) -> bool: ...
    def is_terminal(self) -> bool:
        """Finished, or stopped unfinished at the ply limit."""
    def returns(self) -> List[float]:
        """[South, North]: +1 win, -1 loss, 0 draw / unfinished / going on."""
    def legal_moves(self) -> List[str]: ...
    def legal_actions(self) -> List[int]: ...
    def is_legal(self, move: MoveLike) -> bool: ...
    def svg(self) -> str:
        """The board as an SVG document: holes, seeds, owners, captures, who is to
        move or the result; the last move, its captures and the legal holes
        highlighted."""
    def _repr_svg_(self) -> str:
        """The picture a notebook shows: svg()."""
    def play(self, move: MoveLike) -> None:
        """Plays a move; a refused move raises a SowingError subclass and changes
        nothing."""
    def apply_action(self, action: int) -> None: ...
    def undo(self) -> Optional[str]: ...
    def moves(self) -> List[str]: ...
    def actions(self) -> List[int]: ...
    def move_to_action(self, move: MoveLike) -> int: ...
    def action_to_move(self, action: int) -> str: ...
    def key(self) -> int:
        """The crate's stable 64-bit position key."""
    def clone(self) -> "Position": ...
    def __copy__(self) -> "Position": ...
    def __deepcopy__(self, memo: Any) -> "Position": ...
    def observation_tensor(self, player: Optional[int] = None) -> npt.NDArray[np.float32]:
        """4·holes + 9 float32 numbers (layout in the sowing package docs)."""
    def observation_values(self, player: Optional[int] = None) -> List[float]: ...
    def children(
        self,
    ) -> Tuple[npt.NDArray[np.float32], npt.NDArray[np.bool_], npt.NDArray[np.float32]]:
        """Per action: the observation after it for the player to move, whether the
        game is then over, and that player's reward there (zeros if illegal)."""
    def record(self) -> Tuple[str, List[int], Optional[int], Optional[str]]:
        """(start position JSON, actions, ply limit, a described game's description):
        what pickling keeps."""
    @staticmethod
    def from_record(
        start: str,
        actions: List[int],
        ply_limit: Optional[int],
        description: Optional[str] = None,
    ) -> "Position": ...
    def search(self, spec: str = "hard", seed: int = 0) -> Optional[SearchResult]:
        """The crate engine's move ("random", "greedy", "alphabeta:depth=4",
        "mcts:sims=500", "hard", …), computed without the GIL."""
    def random_playouts(
        self, n: int, seed: int = 0, ply_limit: int = 1000, threads: int = 1
    ) -> Playouts:
        """``n`` random games from here, without the GIL."""
    def __eq__(self, other: object) -> bool: ...
    def __hash__(self) -> int: ...

def game_info(game: GameLike) -> GameInfo: ...
def games() -> List[str]: ...
def library() -> List[str]:
    """The library's described games (variants/*.json), alphabetical."""
def random_playouts(
    game: GameLike,
    n: int,
    seed: int = 0,
    ply_limit: int = 1000,
    threads: int = 1,
    options: OptionsLike = None,
) -> Playouts:
    """``n`` random games of ``game`` from its start, without the GIL."""

class VecEnv:
    """``num_envs`` games stepped together in Rust (use ``sowing.vector.VectorEnv``)."""
    def __init__(
        self,
        game: GameLike,
        num_envs: int,
        options: OptionsLike = None,
        ply_limit: Optional[int] = 1000,
        opening: int = 0,
        threads: int = 1,
    ) -> None: ...
    @property
    def game(self) -> str: ...
    @property
    def num_envs(self) -> int: ...
    def reset(
        self,
        seed: int,
        observations: np.ndarray,
        masks: np.ndarray,
        rewards: np.ndarray,
        terminated: np.ndarray,
        truncated: np.ndarray,
        to_move: np.ndarray,
    ) -> None: ...
    def step(
        self,
        actions: np.ndarray,
        observations: np.ndarray,
        masks: np.ndarray,
        rewards: np.ndarray,
        terminated: np.ndarray,
        truncated: np.ndarray,
        to_move: np.ndarray,
    ) -> None: ...
    def random_actions(self, out: np.ndarray) -> None: ...
    def children(self) -> Tuple[bytes, bytes, bytes]: ...
