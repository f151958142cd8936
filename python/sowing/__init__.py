"""sowing: the mancala rules engine of the Rust crate `sowing`, from Python.

Five games, by their docs/FORMAT.md names: ``"gore"`` (Goré, 2×4), ``"hoyito-iii"``
(Hoyito III, 2×6), ``"djenon-aboure"`` (Djenon-aboure, 2×6), ``"bao-kigogo"`` (Bao
Kigogo, 4×12) and ``"oware"`` (Oware/Abapa, 2×6, exactly as OpenSpiel's ``oware``);
and the described games (docs/DESCRIPTIONS.md): a library game's name (:func:`library`:
``"kalah"``, …), or a description as JSON text or a dict, wherever a game is named
(``sowing.Position(json.loads(open("my-game.json").read()))``).

>>> import sowing
>>> pos = sowing.Position("oware")
>>> pos.legal_actions()
[6, 7, 8, 9, 10, 11]
>>> pos.play(6)              # or pos.play("6"), pos.play({"sow": 6})
>>> pos.to_move
'north'

Positions
---------
A :class:`Position` is a position plus the history that the repetition rules need
(Bao Kigogo's draw by repetition, Oware's end on a repeated position), and an optional
ply limit after which the game stops unfinished. Moves are checked: a refused move
raises a :class:`SowingError` subclass whose ``kind`` is docs/FORMAT.md's error kind
(:class:`IllegalMove` ``"illegal-move"``, :class:`EndlessSowing` ``"endless-sowing"``,
:class:`GameOver` ``"game-over"``, :class:`BadInput` ``"bad-input"``), and the position
is left exactly as it was.

Players are 0 (South, moves first) and 1 (North). Hole indices are FORMAT.md's:
row-major, row 0 on North's side.

A notebook shows a position as a picture of its board (:meth:`Position._repr_svg_`;
:meth:`Position.svg` gives the SVG text): the holes with their numbers and seeds,
whose they are, the captures, who is to move or the result, the last move, its
captures and the legal holes highlighted.

Action numbering
----------------
Every game numbers its moves with integers, the same in :meth:`Position.legal_actions`,
:meth:`Position.play` and the OpenSpiel games (:mod:`sowing.openspiel`). With ``H`` the
number of holes (8 Goré, 12 Hoyito III, Djenon-aboure and Oware, 48 Bao Kigogo):

- ``h`` for ``0 <= h < H``: sow hole ``h`` (FORMAT.md index; also Bao Kigogo's
  single-seed step);
- ``H``: pass;
- Goré only: ``H + 1`` accept, ``H + 2`` decline, and ``H + 3 + k`` the offer of the
  ``k``-th set of holes, the sets of 1, 2 and 3 holes listed by size and then in
  lexicographic order of their ascending hole lists: ``{0}, {1}, … {7}, {0,1}, {0,2},
  … {6,7}, {0,1,2}, {0,1,3}, … {5,6,7}`` (8 + 28 + 56 = 92 offers).

So a game has ``H + 1`` distinct actions (Goré: 8 + 3 + 92 = 103); see
:func:`game_info`. The numbering is the Rust crate's (module ``sowing::actions``).
A number or a move the game does not have (:meth:`Position.action_to_move` of 103 in
Goré, :meth:`Position.move_to_action` of ``"accept"`` in Oware) raises
:class:`IllegalMove`.

Observation tensor
------------------
:meth:`Position.observation_tensor` (player ``p``, default the player to move) is a
float32 array of ``4·H + 9`` numbers, absolute hole order (not rotated):

- ``[0, H)``: seeds in each hole;
- ``[H, 2H)``: 1 where ``p`` controls the hole; ``[2H, 3H)``: 1 where the opponent does;
- ``[3H, 4H)``: 1 on the holes of a pending Goré offer;
- ``4H + 0``: seeds ``p`` captured; ``4H + 1``: seeds the opponent captured;
- ``4H + 2``: 1 if ``p`` is to move (0 once the game is over); ``4H + 3``: 1 if the game
  is over (finished or stopped);
- ``4H + 4``: 1 if the opponent's offer awaits ``p``'s answer; ``4H + 5``: 1 if ``p``'s
  offer awaits the opponent's answer;
- ``4H + 6``: 1 if the player to move has answered an offer this turn (must now sow);
- ``4H + 7``: 1 if ``p`` has declined an offer this game; ``4H + 8``: the same for the
  opponent (Goré's victory without glory).

Returns
-------
:meth:`Position.returns` is ``[South, North]``: +1 for the winner and -1 for the loser
(a Goré victory without glory is still +1), 0 each for a draw, and 0 each for a game
stopped unfinished at its ply limit or still going.

Batches and search
------------------
:func:`random_playouts` / :meth:`Position.random_playouts` play many random games in
Rust, and :meth:`Position.search` runs the crate's alpha-beta or MCTS; both release the
GIL (and playouts may use several threads), so Python threads run meanwhile.
"""

from ._sowing import (
    BadInput,
    EndlessSowing,
    GameOver,
    IllegalMove,
    Position,
    SowingError,
    game_info,
    games,
    library,
    random_playouts,
)

#: The five games' names, in docs/FORMAT.md's order.
GAMES = tuple(games())

__all__ = [
    "GAMES",
    "BadInput",
    "EndlessSowing",
    "GameOver",
    "IllegalMove",
    "Position",
    "SowingError",
    "game_info",
    "games",
    "library",
    "random_playouts",
]
