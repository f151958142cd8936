"""Environment steps per second, side by side in one run: the vectorized environment
(sowing.vector.VectorEnv) on 1 and 2 threads for every game, through Python and (with
--native, the example env_steps) natively, against a Python loop on OpenSpiel's oware
and a Python loop on sowing.Position. Every step includes the observation and the
legal-action mask; actions are uniformly random legal ones. The vectorized figures
come twice: the step alone, and end to end with the choice of the actions
(VectorEnv.random_actions, in Rust).

Usage: python scripts/env_speed.py [--envs N] [--seconds S] [--native BIN] [--json]
"""

import argparse
import json
import re
import subprocess
import sys
import time

import numpy as np

import sowing
from sowing.vector import VectorEnv


def vector(game, envs, threads, seconds):
    env = VectorEnv(game, envs, threads=threads, ply_limit=1000)
    env.reset(seed=1)
    steps, in_step = 0, 0.0
    t0 = time.perf_counter()
    while time.perf_counter() - t0 < seconds:
        actions = env.random_actions()
        s = time.perf_counter()
        obs, rewards, term, trunc, masks = env.step(actions)
        in_step += time.perf_counter() - s
        steps += envs
    total = time.perf_counter() - t0
    return steps / total, steps / in_step


def native(binary, game, envs, threads, seconds):
    """The example env_steps (the same VecEnv in Rust, no Python), about `seconds` long."""
    steps = max(20, int(seconds * 4e6 / envs))
    out = subprocess.run(
        [binary, game, str(envs), str(steps), str(threads)], check=True, capture_output=True, text=True
    ).stdout
    m = re.search(r"([0-9]+) steps/s in step \(([0-9]+) with action choice\)", out)
    return float(m.group(2)), float(m.group(1))


def position_loop(game, seconds):
    rng = np.random.default_rng(0)
    pos = sowing.Position(game, ply_limit=1000)
    n = sowing.game_info(game)["num_distinct_actions"]
    steps = 0
    t0 = time.perf_counter()
    while time.perf_counter() - t0 < seconds:
        for _ in range(100):
            legal = pos.legal_actions()
            pos.play(legal[int(rng.integers(len(legal)))])
            obs = pos.observation_tensor()
            mask = np.zeros(n, np.int8)
            if pos.is_terminal():
                pos = sowing.Position(game, ply_limit=1000)
            else:
                mask[pos.legal_actions()] = 1
            steps += 1
    return steps / (time.perf_counter() - t0)


def openspiel_loop(seconds):
    import pyspiel

    game = pyspiel.load_game("oware")
    rng = np.random.default_rng(0)
    state = game.new_initial_state()
    steps = 0
    t0 = time.perf_counter()
    while time.perf_counter() - t0 < seconds:
        for _ in range(100):
            legal = state.legal_actions()
            state.apply_action(legal[int(rng.integers(len(legal)))])
            if state.is_terminal():
                state = game.new_initial_state()
            obs = np.asarray(state.observation_tensor(state.current_player()))
            mask = np.asarray(state.legal_actions_mask(state.current_player()), np.int8)
            steps += 1
    return steps / (time.perf_counter() - t0)


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--envs", type=int, default=4096)
    ap.add_argument("--seconds", type=float, default=3.0)
    ap.add_argument("--native", help="the env_steps example's binary, for the native figures")
    ap.add_argument("--json", action="store_true")
    a = ap.parse_args()
    rows = []
    try:
        os_rate = openspiel_loop(a.seconds)
    except ImportError:
        os_rate = None
    for game in sowing.GAMES:
        row = {"game": game, "position_loop": position_loop(game, a.seconds)}
        for threads in (1, 2):
            loop, env_only = vector(game, a.envs, threads, a.seconds)
            row[f"vector_{threads}t"] = loop
            row[f"vector_{threads}t_step_only"] = env_only
            if a.native:
                loop, env_only = native(a.native, game, a.envs, threads, a.seconds)
                row[f"native_{threads}t"] = loop
                row[f"native_{threads}t_step_only"] = env_only
        if game == "oware":
            row["openspiel_loop"] = os_rate
        rows.append(row)
    if a.json:
        print(json.dumps(rows))
        return
    print(f"environment steps per second ({a.envs} games per vector, {a.seconds} s each)")
    print("vector: step alone / end to end with the random actions drawn in Rust")
    cols = ["vector_1t", "vector_2t"] + (["native_1t", "native_2t"] if a.native else [])
    head = "".join(f"{c.replace('_', ' ') + ' thr':>24}" for c in cols)
    print(f"{'game':<14} {'Position loop':>14}{head} {'OpenSpiel loop':>15}")
    for r in rows:
        osr = r.get("openspiel_loop")
        osr = "" if osr is None else format(osr, ",.0f")
        cells = "".join(f"{format(r[c + '_step_only'], ',.0f') + ' / ' + format(r[c], ',.0f'):>24}" for c in cols)
        print(f"{r['game']:<14} {r['position_loop']:>14,.0f}{cells} {osr:>15}")
    ow = next(r for r in rows if r["game"] == "oware")
    if ow.get("openspiel_loop"):
        print(
            f"oware, vector 2 threads / OpenSpiel loop: {ow['vector_2t_step_only'] / ow['openspiel_loop']:,.1f}x"
            f" (step alone), {ow['vector_2t'] / ow['openspiel_loop']:,.1f}x (end to end)"
        )


if __name__ == "__main__":
    sys.exit(main())
