"""The Ray self-play example on a tiny batch, with a local Ray of 2 CPUs."""

import time

import pytest

ray = pytest.importorskip("ray")

import sowing  # noqa: E402
from sowing import ray_selfplay  # noqa: E402


@pytest.fixture(scope="module")
def local_ray():
    t = time.perf_counter()
    ray.init(num_cpus=2, include_dashboard=False, log_to_driver=False)
    print(f"\nray.init (local, 2 CPUs): {time.perf_counter() - t:.1f} s")
    yield
    ray.shutdown()


def test_selfplay_on_a_local_ray(local_ray):
    t = time.perf_counter()
    records, summary = ray_selfplay.selfplay(
        game="oware", games=6, workers=2, spec="greedy", seed=1, playouts_per_task=500)
    print(f"self-play on Ray: {summary} in {time.perf_counter() - t:.1f} s")
    assert summary["games"] == 6 and summary["tasks"] == 2
    assert summary["playouts"]["games"] == 1000
    assert sum(summary["playouts"][k] for k in ("south", "north", "draw", "unfinished")) == 1000
    # Every record replays to its result in this process.
    for r in records:
        pos = sowing.Position("oware")
        for a in r["actions"]:
            pos.apply_action(a)
        assert pos.is_terminal() and pos.returns() == r["returns"]
    # The same seeds give the same games in this process as in the Ray workers.
    local = ray_selfplay.play_batch("oware", 3, "greedy", 1)
    assert [r["actions"] for r in local["records"]] == [r["actions"] for r in records[:3]]


def test_selfplay_of_every_game(local_ray):
    for game in sowing.GAMES:
        records, summary = ray_selfplay.selfplay(
            game=game, games=2, workers=2, spec="random", seed=3, ply_limit=200)
        assert summary["games"] == 2
        assert all(len(r["actions"]) <= 200 for r in records)
