"""The Python API of sowing: every game's moves, refusals, clones, keys, JSON,
observations, pickling."""

import copy
import json
import pathlib
import pickle
import random
import re

import numpy as np
import pytest

import sowing

GAMES = list(sowing.GAMES)


def test_the_five_games():
    assert GAMES == ["gore", "hoyito-iii", "djenon-aboure", "bao-kigogo", "oware"]
    holes = {g: sowing.game_info(g)["holes"] for g in GAMES}
    assert holes == {"gore": 8, "hoyito-iii": 12, "djenon-aboure": 12,
                     "bao-kigogo": 48, "oware": 12}
    actions = {g: sowing.game_info(g)["num_distinct_actions"] for g in GAMES}
    assert actions == {"gore": 103, "hoyito-iii": 13, "djenon-aboure": 13,
                       "bao-kigogo": 49, "oware": 13}


def random_game(game, seed, limit=400):
    """Plays random legal actions, checking each step; returns the position."""
    rng = random.Random(seed)
    pos = sowing.Position(game, ply_limit=limit)
    info = sowing.game_info(game)
    while not pos.is_terminal():
        actions = pos.legal_actions()
        moves = pos.legal_moves()
        assert actions, "a position that is not terminal has moves"
        assert actions == sorted(actions)
        assert all(0 <= a < info["num_distinct_actions"] for a in actions)
        assert sorted(pos.move_to_action(m) for m in moves) == actions
        assert [pos.action_to_move(pos.move_to_action(m)) for m in moves] == moves
        a = rng.choice(actions)
        before = pos.key()
        pos.play(a)
        assert sum(pos.board()) + sum(pos.captured()) == info["total_seeds"]
        assert pos.key() != before
    assert pos.legal_actions() == []
    return pos


@pytest.mark.parametrize("game", GAMES)
def test_random_games_play_to_the_end(game):
    finished = 0
    for seed in range(20):
        pos = random_game(game, seed)
        r = pos.returns()
        if pos.is_finished():
            finished += 1
            assert pos.result is not None
            assert sorted(r) in ([-1.0, 1.0], [0.0, 0.0])
            assert (r == [0.0, 0.0]) == (pos.result == "draw")
        else:
            assert pos.is_stopped() and pos.ply == 400 and r == [0.0, 0.0]
    if game != "gore":  # random Goré players trade holes for a long time
        assert finished == 20


def test_moves_in_every_spelling():
    for move in (6, "6", "sow 6", {"sow": 6}, '{"sow": 6}'):
        pos = sowing.Position("oware")
        pos.play(move)
        assert pos.moves() == ["6"] and pos.actions() == [6]
    gore = sowing.Position("gore")
    assert "offer 5,6" in gore.legal_moves()
    a = gore.move_to_action({"offer": [5, 6]})
    assert a == gore.move_to_action("offer 6,5") == 8 + 3 + 8 + 25  # {5,6}
    gore.play(a)
    assert gore.to_move == "north"
    assert "decline" in gore.legal_moves()
    assert set(gore.legal_moves()) <= {"accept", "decline"}
    assert set(gore.legal_actions()) <= {9, 10}
    gore.play("decline")
    # The answer opens North's turn: North now sows, the same player moving again.
    assert gore.to_move == "north"
    assert all(m.isdigit() for m in gore.legal_moves())


def test_gore_action_numbering_is_the_documented_one():
    # Sow h = h, pass = 8, accept = 9, decline = 10, then the offers by size and in
    # lexicographic order: exactly itertools.combinations.
    import itertools
    pos = sowing.Position("gore")
    offers = [c for k in (1, 2, 3) for c in itertools.combinations(range(8), k)]
    assert len(offers) == 92
    expected = [str(h) for h in range(8)] + ["pass", "accept", "decline"]
    expected += ["offer " + ",".join(map(str, c)) for c in offers]
    assert [pos.action_to_move(a) for a in range(103)] == expected
    with pytest.raises(sowing.IllegalMove):
        pos.action_to_move(103)
    oware = sowing.Position("oware")
    assert [oware.action_to_move(a) for a in range(13)] == [str(h) for h in range(12)] + ["pass"]


def check_refused(pos, move, error, kind):
    before_json, before_key, before_moves = pos.to_json(), pos.key(), pos.moves()
    with pytest.raises(error) as info:
        pos.play(move)
    assert isinstance(info.value, sowing.SowingError)
    assert info.value.kind == kind
    assert type(info.value).kind == kind
    assert pos.to_json() == before_json
    assert pos.key() == before_key
    assert pos.moves() == before_moves


@pytest.mark.parametrize("game", GAMES)
def test_refused_moves_raise_their_kind_and_change_nothing(game):
    pos = sowing.Position(game)
    pos.play(pos.legal_actions()[0])
    check_refused(pos, 0 if pos.to_move == "south" else pos.board().__len__() - 1,
                  sowing.IllegalMove, "illegal-move")
    check_refused(pos, 10_000, sowing.IllegalMove, "illegal-move")
    check_refused(pos, -1, sowing.IllegalMove, "illegal-move")
    check_refused(pos, {"sow": 99}, sowing.IllegalMove, "illegal-move")
    check_refused(pos, "sow x", sowing.BadInput, "bad-input")
    check_refused(pos, {"jump": 1}, sowing.BadInput, "bad-input")
    check_refused(pos, [1, 2], sowing.BadInput, "bad-input")
    if game != "gore":
        check_refused(pos, "accept", sowing.IllegalMove, "illegal-move")
    over = random_game(game, 1, limit=50 if game == "gore" else 10_000)
    check_refused(over, over.legal_actions()[0] if over.legal_actions() else 0,
                  sowing.GameOver, "game-over")


def test_endless_sowing_is_refused_and_changes_nothing():
    # tests/suite/djenon_aboure.rs: sowing hole 9 here would never end.
    holes = [5, 2, 3, 6, 3, 4, 2, 1, 4, 8, 1, 2]
    pos = sowing.Position.from_json({
        "game": "djenon-aboure", "rows": 2, "cols": 6, "holes": holes,
        "owners": ["north"] * 6 + ["south"] * 6,
        "captured": {"south": 3, "north": 4}, "to_move": "south", "result": None,
    })
    assert 9 not in pos.legal_actions()
    check_refused(pos, 9, sowing.EndlessSowing, "endless-sowing")


def test_bad_input():
    with pytest.raises(sowing.BadInput):
        sowing.Position("chess")
    with pytest.raises(sowing.BadInput):
        sowing.Position("gore", {"round": 2})
    with pytest.raises(sowing.BadInput):
        sowing.Position("hoyito-iii", {"round": 0})
    with pytest.raises(sowing.BadInput):
        sowing.Position.from_json("{not json")
    bad = json.loads(sowing.Position("oware").to_json())
    bad["holes"][0] += 1  # a seed from nowhere
    with pytest.raises(sowing.BadInput):
        sowing.Position.from_json(bad)
    assert sowing.BadInput.kind == "bad-input"
    assert issubclass(sowing.GameOver, sowing.SowingError)


def test_options():
    r3 = sowing.Position("hoyito-iii", {"round": 3, "previous_winner": "north"})
    assert json.loads(r3.options) == {"round": 3, "previous_winner": "north"}
    assert r3.key() != sowing.Position("hoyito-iii").key()
    cw = sowing.Position("bao-kigogo", '{"direction": "clockwise"}')
    assert json.loads(cw.options) == {"direction": "clockwise"}
    assert json.loads(sowing.Position("oware").options) == {}


def test_keys_are_the_crates_pinned_keys():
    # tests/suite/api.rs, keys_are_pinned_for_ever.
    pinned = {"gore": 0x831210fc1af88942, "hoyito-iii": 0x62254cbace4e7010,
              "djenon-aboure": 0xe49b888bcbe7c12a, "bao-kigogo": 0x1f107322d581e486,
              "oware": 0xfd737284e7c17640}
    for game, key in pinned.items():
        assert sowing.Position(game).key() == key
    pos = sowing.Position("oware")
    pos.play(11)
    assert pos.key() == 0x9baac3786da06876


@pytest.mark.parametrize("game", GAMES)
def test_clone_json_pickle_and_keys(game):
    rng = random.Random(7)
    pos = sowing.Position(game)
    for _ in range(12):
        if pos.is_terminal():
            break
        pos.play(rng.choice(pos.legal_actions()))
    key = pos.key()
    for twin in (pos.clone(), copy.copy(pos), copy.deepcopy(pos),
                 pickle.loads(pickle.dumps(pos))):
        assert twin == pos and twin.key() == key and twin.to_json() == pos.to_json()
        assert twin.moves() == pos.moves()
        if not twin.is_terminal():
            twin.play(twin.legal_actions()[0])
            assert pos.key() == key and twin.key() != key and twin != pos
    # JSON out and in: the same position and key; its text form parses as well.
    back = sowing.Position.from_json(pos.to_json())
    assert back.key() == key and back.to_json() == pos.to_json()
    assert back.legal_actions() == pos.legal_actions()
    assert json.loads(pos.to_json())["game"] == game
    assert str(pos).startswith(f"game: {game}")
    # Undo restores the previous key.
    if pos.ply:
        last = pos.moves()[-1]
        pos.undo()
        pos.play(last)
        assert pos.key() == key


@pytest.mark.parametrize("game", GAMES)
def test_observation_tensor(game):
    info = sowing.game_info(game)
    n = info["holes"]
    pos = sowing.Position(game)
    pos.play(pos.legal_actions()[-1])
    obs = pos.observation_tensor()
    assert isinstance(obs, np.ndarray) and obs.dtype == np.float32
    assert obs.shape == (info["observation_size"],) == (4 * n + 9,)
    assert list(obs[:n]) == pos.board()
    me = pos.current_player
    assert list(obs[n:2 * n]) == [float(o == me) for o in pos.owners()]
    assert list(obs[2 * n:3 * n]) == [float(o != me) for o in pos.owners()]
    assert obs[4 * n + 2] == 1.0 and obs[4 * n + 3] == 0.0
    other = pos.observation_tensor(1 - me)
    assert other[4 * n + 2] == 0.0
    assert list(other[n:2 * n]) == list(obs[2 * n:3 * n])
    assert list(obs) == pos.observation_values()
    obs[0] = 99  # a fresh, writable array
    assert pos.observation_tensor()[0] != 99


def test_gore_offer_in_the_observation():
    pos = sowing.Position("gore")
    pos.play("offer 5,6")
    obs = pos.observation_tensor()  # North must answer
    n = 8
    assert list(np.nonzero(obs[3 * n:4 * n])[0]) == [5, 6]
    assert obs[4 * n + 4] == 1.0 and obs[4 * n + 5] == 0.0
    pos.play("decline")
    obs = pos.observation_tensor(1)
    assert obs[4 * n + 7] == 1.0 and obs[4 * n + 8] == 0.0


def test_hoyito_extra_turn_keeps_the_player():
    rng = random.Random(3)
    extra = 0
    for _ in range(30):
        pos = sowing.Position("hoyito-iii")
        while not pos.is_terminal():
            mover = pos.current_player
            before = pos.captured()[mover]
            pos.play(rng.choice(pos.legal_actions()))
            if not pos.is_terminal() and pos.captured()[mover] > before:
                assert pos.current_player == mover  # capture of 4: extra turn
                extra += 1
    assert extra > 0


def test_search():
    pos = sowing.Position("oware")
    found = pos.search("alphabeta:depth=4", seed=1)
    assert found["action"] in pos.legal_actions()
    assert found["move"] == pos.action_to_move(found["action"])
    assert found["pv"][0] == found["move"] and found["depth"] == 4
    mcts = pos.search("mcts:sims=200", seed=1)
    assert mcts["action"] in pos.legal_actions()
    assert pos.search("random", seed=2)["action"] in pos.legal_actions()
    with pytest.raises(sowing.BadInput):
        pos.search("deep thought")
    assert pos.ply == 0  # searching plays nothing
    over = random_game("oware", 1)
    assert over.search("hard") is None


def test_type_stubs_cover_the_module():
    import ast
    import pathlib
    from sowing import _sowing
    stub = ast.parse((pathlib.Path(sowing.__file__).parent / "_sowing.pyi").read_text())
    top = {n.name for n in stub.body if isinstance(n, (ast.ClassDef, ast.FunctionDef))}
    public = {n for n in dir(_sowing) if not n.startswith("_")}
    assert public <= top, public - top
    cls = next(n for n in stub.body if isinstance(n, ast.ClassDef) and n.name == "Position")
    stubbed = {n.name for n in cls.body if isinstance(n, ast.FunctionDef)}
    methods = {n for n in dir(sowing.Position) if not n.startswith("_")}
    assert methods == {n for n in stubbed if not n.startswith("_")}, methods ^ stubbed
    assert (pathlib.Path(sowing.__file__).parent / "py.typed").exists()


@pytest.mark.parametrize("game", GAMES)
def test_repr_svg_draws_the_board(game):
    pos = sowing.Position(game)
    svg = pos._repr_svg_()
    assert svg == pos.svg()
    assert svg.startswith("<svg xmlns=\"http://www.w3.org/2000/svg\"")
    assert svg.rstrip().endswith("</svg>")
    info = sowing.game_info(game)
    assert svg.count('<g class="hole ') == info["holes"]
    for i, seeds in enumerate(pos.board()):
        assert f' data-hole="{i}">' in svg
        assert f"<title>hole {i}: {seeds} seed" in svg
    assert "South to move" in svg
    # The start's picture is the one in docs/images/.
    images = pathlib.Path(__file__).resolve().parents[2] / "docs" / "images"
    assert svg == (images / f"{game}.svg").read_text(encoding="utf-8")
    pos.play(pos.legal_moves()[0])
    svg = pos._repr_svg_()
    assert re.search(r'<g class="hole [^"]*\blast\b', svg)
    assert "North to move" in svg or game == "hoyito-iii"
