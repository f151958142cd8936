"""Self-play spread over processes (and machines) with Ray.

Each Ray task plays a batch of games in one worker process: every move is chosen by
the crate's engine (``Position.search``, which runs in Rust without the GIL), and the
task sends back the game records (actions, returns) that a learner would train on,
plus a batch of uniformly random playouts (``sowing.random_playouts``) for the
baseline statistics. The driver splits the games into tasks, gathers the records and
sums up.

On this machine (a local Ray started by the script)::

    python -m sowing.ray_selfplay --game oware --games 200 --workers 2

On a cluster, the same code: start Ray on the machines, with the ``sowing`` wheel
installed on each (``pip install sowing-*.whl``, or ship it with Ray's
``runtime_env={"pip": [...]}``)::

    head$    ray start --head --port=6379
    worker$  ray start --address=HEAD_IP:6379          # on every other machine
    head$    python -m sowing.ray_selfplay --address auto --games 100000 --workers 256

``--address auto`` (or the ``RAY_ADDRESS`` environment variable) connects to the
running cluster instead of starting a local one; Ray then places the tasks on every
machine's CPUs, and nothing else changes.
"""

import argparse
import json
import time

import sowing


def play_batch(game, games, spec, seed, options=None, playouts=0, ply_limit=1000):
    """Plays ``games`` self-play games of ``game`` with the engine ``spec`` (both
    sides), seeded by ``seed``; returns the records and, if ``playouts`` > 0, the
    outcome counts of that many random playouts. Runs anywhere ``sowing`` imports:
    in this process, or as a Ray task."""
    records = []
    for g in range(games):
        pos = sowing.Position(game, options, ply_limit)
        ply = 0
        while not pos.is_terminal():
            found = pos.search(spec, seed=seed * 1_000_003 + g * 1009 + ply)
            pos.apply_action(found["action"])
            ply += 1
        records.append({"actions": pos.actions(), "returns": pos.returns(),
                        "result": pos.result})
    batch = {"records": records, "playouts": None}
    if playouts:
        out = sowing.random_playouts(game, playouts, seed=seed, ply_limit=ply_limit,
                                     options=options)
        winners = out["winner"].tolist()
        batch["playouts"] = {
            "games": playouts,
            "plies": int(out["plies"].sum()),
            "south": winners.count(0), "north": winners.count(1),
            "draw": winners.count(-1), "unfinished": winners.count(-2),
        }
    return batch


def selfplay(game="oware", games=8, workers=2, spec="greedy", seed=0, options=None,
             playouts_per_task=0, ply_limit=1000, address=None, num_cpus=None):
    """Runs the self-play on Ray: ``workers`` tasks share ``games`` games. Starts a
    local Ray with ``num_cpus`` CPUs unless Ray is running already or ``address``
    names a cluster ("auto" for the one this machine belongs to). Returns the
    records and a summary."""
    import ray

    if not ray.is_initialized():
        if address:
            ray.init(address=address)
        else:
            ray.init(num_cpus=num_cpus or workers, include_dashboard=False,
                     log_to_driver=False)
    task = ray.remote(play_batch)
    share = [games // workers + (w < games % workers) for w in range(workers)]
    t0 = time.perf_counter()
    futures = [
        task.remote(game, n, spec, seed + w, options, playouts_per_task, ply_limit)
        for w, n in enumerate(share) if n or playouts_per_task
    ]
    batches = ray.get(futures)
    seconds = time.perf_counter() - t0
    records = [r for b in batches for r in b["records"]]
    summary = {
        "game": game, "spec": spec, "games": len(records), "tasks": len(futures),
        "plies": sum(len(r["actions"]) for r in records),
        "south": sum(r["returns"][0] > 0 for r in records),
        "north": sum(r["returns"][1] > 0 for r in records),
        "seconds": round(seconds, 3),
    }
    if playouts_per_task:
        totals = {}
        for b in batches:
            for k, v in b["playouts"].items():
                totals[k] = totals.get(k, 0) + v
        summary["playouts"] = totals
    return records, summary


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--game", default="oware", choices=sowing.GAMES)
    ap.add_argument("--games", type=int, default=64)
    ap.add_argument("--workers", type=int, default=2, help="Ray tasks to split the games into")
    ap.add_argument("--spec", default="greedy",
                    help="engine of both sides: random, greedy, alphabeta:depth=4, mcts:sims=200, …")
    ap.add_argument("--playouts", type=int, default=10_000,
                    help="random playouts per task besides the self-play")
    ap.add_argument("--ply-limit", type=int, default=1000)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--address", default=None,
                    help="Ray cluster to join (\"auto\" for the local node's cluster); "
                         "default: start a local Ray")
    ap.add_argument("--out", default=None, help="write the game records here (JSON Lines)")
    args = ap.parse_args(argv)
    records, summary = selfplay(args.game, args.games, args.workers, args.spec,
                                args.seed, None, args.playouts, args.ply_limit,
                                args.address)
    if args.out:
        with open(args.out, "w") as f:
            for r in records:
                f.write(json.dumps(r) + "\n")
    print(json.dumps(summary))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
