"""Described games from Python (docs/DESCRIPTIONS.md): positions from a library name or
a description (JSON text or dict), pickling, batched playouts, and OpenSpiel's
``sowing_described`` under the conformance tests the five games pass."""

import json
import pickle
import random

import pytest

import sowing

TINY = {
    "name": "py-tiny",
    "board": {"holes_per_row": 3, "seeds_per_hole": 2},
    "capture": {"on": "counts", "counts": [2, 3], "rows": "opponent"},
    "end": {"majority": True},
}


def test_library_names_are_games():
    names = sowing.library()
    assert "kalah" in names and names == sorted(names)
    pos = sowing.Position("kalah")
    assert pos.game == "kalah"
    assert pos.legal_actions() == [6, 7, 8, 9, 10, 11]
    pos.play(8)  # four seeds: 9, 10, 11 and South's store
    assert pos.to_move == "south"
    info = sowing.game_info("kalah")
    assert (info["rows"], info["cols"], info["total_seeds"]) == (2, 6, 48)
    # A built-in game's name keeps its meaning; the described one is prefixed.
    assert sowing.Position("oware").game == "oware"
    assert sowing.Position("described:oware").game == "described:oware"
    with pytest.raises(sowing.BadInput):
        sowing.Position("chess")


@pytest.mark.parametrize("game", [TINY, json.dumps(TINY)])
def test_positions_from_a_description(game):
    pos = sowing.Position(game)
    assert pos.game == "py-tiny"
    assert pos.legal_actions() == [3, 4, 5]
    assert sowing.game_info(game)["holes"] == 6


CHOSEN = {
    "name": "py-chosen",
    "board": {"holes_per_row": 3, "seeds_per_hole": 2},
    "sowing": {"direction": "split", "chosen_holes": [1]},
    "capture": {"on": "counts", "counts": [2, 3], "rows": "opponent", "chain": "backward"},
    "end": {"majority": True},
}


def test_chosen_directions_have_a_second_block_of_actions():
    pos = sowing.Position(CHOSEN)
    info = sowing.game_info(CHOSEN)
    assert info["num_distinct_actions"] == 2 * 6 + 1
    # South's middle hole 4 either way (4 counter-clockwise, 7 + 4 clockwise).
    assert pos.legal_actions() == [3, 4, 5, 11]
    assert sorted(pos.legal_moves()) == sorted(["3", "4ccw", "4cw", "5"])
    pos.play("4cw")
    assert pos.moves()[-1] == "4cw"
    with pytest.raises(sowing.IllegalMove):
        sowing.Position(CHOSEN).play("4")


def test_bad_descriptions_are_bad_input():
    with pytest.raises(sowing.BadInput, match="colour"):
        sowing.Position(dict(TINY, colour=1))
    with pytest.raises(sowing.BadInput):
        sowing.Position('{"name": "x"')


def test_described_positions_pickle_with_their_description():
    pos = sowing.Position(TINY)
    rng = random.Random(3)
    for _ in range(5):
        if pos.is_terminal():
            break
        pos.apply_action(rng.choice(pos.legal_actions()))
    start, actions, limit, description = pos.record()
    assert json.loads(description)["name"] == "py-tiny"
    back = pickle.loads(pickle.dumps(pos))
    assert back == pos and back.moves() == pos.moves()
    assert sowing.Position("oware").record()[3] is None


def test_batched_playouts_of_a_described_game():
    import numpy as np
    out = sowing.random_playouts("kalah", 50, seed=1)
    same = sowing.Position("kalah").random_playouts(50, seed=1)
    assert set(out) == set(same)
    for k in out:
        assert np.array_equal(np.asarray(out[k]), np.asarray(same[k])), k


pyspiel = pytest.importorskip("pyspiel")
import sowing.openspiel  # noqa: E402,F401  (registers the games)
from mcts_games import mcts_vs_random  # noqa: E402


def test_sowing_described_is_registered_with_a_game_parameter():
    names = {g.short_name for g in pyspiel.registered_games()}
    assert "sowing_described" in names
    game = pyspiel.load_game("sowing_described")
    assert game.get_parameters()["game"] == "kalah"
    assert game.num_distinct_actions() == sowing.game_info("kalah")["num_distinct_actions"]
    assert game.max_game_length() == 1000
    small = pyspiel.load_game("sowing_described", {"game": json.dumps(TINY)})
    assert small.get_parameters()["game"] == "py-tiny"
    assert small.new_initial_state().legal_actions() == [3, 4, 5]
    # The library's Oware, not the built-in one.
    oware = pyspiel.load_game("sowing_described(game=oware)")
    assert oware.get_parameters()["game"] == "described:oware"


@pytest.mark.parametrize("spec", ["sowing_described", "sowing_described(game=described:oware)",
                                  "sowing_described(game=djenon-aboure)"])
def test_random_sim_test_with_serialization(spec):
    game = pyspiel.load_game(spec)
    pyspiel.random_sim_test(game, num_sims=5, serialize=True, verbose=False)


def test_random_sim_test_of_a_description():
    game = pyspiel.load_game("sowing_described", {"game": json.dumps(TINY), "max_game_length": 200})
    pyspiel.random_sim_test(game, num_sims=5, serialize=True, verbose=False)


def test_random_sim_test_of_chosen_directions():
    game = pyspiel.load_game("sowing_described", {"game": json.dumps(CHOSEN), "max_game_length": 200})
    assert game.num_distinct_actions() == 13
    pyspiel.random_sim_test(game, num_sims=5, serialize=True, verbose=False)


def test_serialization_keeps_the_history():
    game = pyspiel.load_game("sowing_described")
    state = game.new_initial_state()
    rng = random.Random(5)
    for _ in range(20):
        if state.is_terminal():
            break
        state.apply_action(rng.choice(state.legal_actions()))
    text = pyspiel.serialize_game_and_state(game, state)
    game2, state2 = pyspiel.deserialize_game_and_state(text)
    assert str(game2) == str(game)
    assert state2.history() == state.history()
    assert state2.position.key() == state.position.key()


def test_mcts_bot_beats_random_at_kalah():
    scores = mcts_vs_random(pyspiel.load_game("sowing_described"), games=4, simulations=60)
    assert sum(scores) > 0, scores
