"""Plies per second from Python: a random playout loop written in Python on
`sowing.Position("oware")`, the same loop on OpenSpiel's built-in `oware` (C++ state
driven from Python) and on `sowing_oware` (the registered Python OpenSpiel game), and
the batched call `sowing.random_playouts("oware", n)` (one thread, and two).

Run through `scripts/python-speed`. Rounds alternate between the loops so that each
sees the same machine load; reported: the median plies per second of the rounds.
"""

import argparse
import json
import random
import statistics
import time

import pyspiel

import sowing
import sowing.openspiel  # noqa: F401  (registers sowing_oware)


def loop_sowing(seconds, seed):
    rng = random.Random(seed)
    plies = 0
    t0 = time.perf_counter()
    while time.perf_counter() - t0 < seconds:
        pos = sowing.Position("oware")
        while not pos.is_terminal():
            pos.apply_action(rng.choice(pos.legal_actions()))
            plies += 1
    return plies / (time.perf_counter() - t0)


def loop_openspiel(game, seconds, seed):
    rng = random.Random(seed)
    plies = 0
    t0 = time.perf_counter()
    while time.perf_counter() - t0 < seconds:
        state = game.new_initial_state()
        while not state.is_terminal():
            state.apply_action(rng.choice(state.legal_actions()))
            plies += 1
    return plies / (time.perf_counter() - t0)


def batched(seconds, seed, threads):
    plies = 0
    t0 = time.perf_counter()
    k = 0
    while time.perf_counter() - t0 < seconds:
        out = sowing.random_playouts("oware", 2000, seed=seed + k, threads=threads)
        plies += int(out["plies"].sum())
        k += 1
    return plies / (time.perf_counter() - t0)


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--rounds", type=int, default=5)
    ap.add_argument("--seconds", type=float, default=1.0)
    args = ap.parse_args()
    oware = pyspiel.load_game("oware")
    sowing_oware = pyspiel.load_game("sowing_oware")
    runs = {
        "python loop, sowing.Position": lambda s: loop_sowing(args.seconds, s),
        "python loop, OpenSpiel oware": lambda s: loop_openspiel(oware, args.seconds, s),
        "python loop, OpenSpiel sowing_oware": lambda s: loop_openspiel(sowing_oware, args.seconds, s),
        "sowing.random_playouts, 1 thread": lambda s: batched(args.seconds, s, 1),
        "sowing.random_playouts, 2 threads": lambda s: batched(args.seconds, s, 2),
    }
    rates = {name: [] for name in runs}
    for r in range(args.rounds):
        for name, run in runs.items():
            rates[name].append(run(r))
    medians = {name: statistics.median(v) for name, v in rates.items()}
    base = medians["python loop, OpenSpiel oware"]
    for name, m in medians.items():
        print(f"{name:40s} {m:>14,.0f} plies/s   {m / base:6.2f}x OpenSpiel oware loop")
    print(json.dumps({k: round(v) for k, v in medians.items()}))


if __name__ == "__main__":
    main()
