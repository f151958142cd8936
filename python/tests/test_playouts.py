"""Batched random playouts: results, determinism, threads, and the GIL released."""

import threading
import time

import numpy as np
import pytest

import sowing


@pytest.mark.parametrize("game", sowing.GAMES)
def test_batch_results(game):
    info = sowing.game_info(game)
    out = sowing.random_playouts(game, 200, seed=3, ply_limit=300)
    assert set(out) == {"winner", "plies", "captured"}
    assert out["winner"].dtype == np.int8 and out["winner"].shape == (200,)
    assert out["plies"].dtype == np.uint32 and out["captured"].shape == (200, 2)
    assert set(np.unique(out["winner"])) <= {-2, -1, 0, 1}
    assert (out["plies"] <= 300).all() and (out["plies"] > 0).all()
    unfinished = out["winner"] == -2
    assert (out["plies"][unfinished] == 300).all()
    assert (out["captured"].sum(axis=1) <= info["total_seeds"]).all()
    decided = out["winner"] >= 0
    if game != "gore":
        assert decided.sum() > 100
    # The same seed gives the same batch, whatever the number of threads.
    again = sowing.random_playouts(game, 200, seed=3, ply_limit=300, threads=2)
    for k in out:
        assert np.array_equal(out[k], again[k])
    other = sowing.random_playouts(game, 200, seed=4, ply_limit=300)
    assert not np.array_equal(out["plies"], other["plies"])


def test_playouts_from_a_position_keep_its_history_and_limit():
    pos = sowing.Position("oware", ply_limit=40)
    for _ in range(10):
        pos.play(pos.legal_actions()[0])
    out = pos.random_playouts(50, seed=1, ply_limit=1000)
    assert (out["plies"] <= 30).all()  # the position's own limit: 40 - 10 plies left
    assert pos.ply == 10  # the position itself is untouched


def test_playouts_match_python_play_statistics():
    # Oware, 2,000 random games: South wins about as often in the batch as in
    # the same number of games played move by move from Python (both near 44%).
    batch = sowing.random_playouts("oware", 2000, seed=9)
    rng = np.random.default_rng(9)
    south = 0
    for _ in range(2000):
        pos = sowing.Position("oware")
        while not pos.is_terminal():
            legal = pos.legal_actions()
            pos.apply_action(legal[rng.integers(len(legal))])
        south += pos.returns()[0] > 0
    assert abs((batch["winner"] == 0).mean() - south / 2000) < 0.06


def test_batched_playouts_release_the_gil():
    started = threading.Event()
    done = {}

    def work():
        started.set()
        t = time.perf_counter()
        sowing.random_playouts("bao-kigogo", 3000, seed=1)
        done["seconds"] = time.perf_counter() - t

    thread = threading.Thread(target=work)
    thread.start()
    started.wait()
    spins = 0
    while thread.is_alive():  # pure Python: runs only while the batch has no GIL
        spins += 1
    thread.join()
    assert done["seconds"] > 0.05
    # Holding the GIL for the whole batch would leave this loop a handful of turns.
    assert spins > 10_000, (spins, done)


def test_search_releases_the_gil():
    pos = sowing.Position("bao-kigogo")
    result = {}
    thread = threading.Thread(target=lambda: result.update(pos.search("mcts:ms=300", 1)))
    thread.start()
    spins = 0
    while thread.is_alive():
        spins += 1
    thread.join()
    assert result["action"] in pos.legal_actions()
    assert spins > 10_000
