"""Environment steps per second, side by side in one run: the vectorized environment
(sowing.vector.VectorEnv) on 1 and 2 threads for every game, through Python and (with
--native, the example env_steps) natively, against a Python loop on OpenSpiel's oware
and a Python loop on sowing.Position. Every step includes the observation and the
legal-action mask; actions are uniformly random legal ones. The vectorized figures
come twice: the step alone, and end to end with the choice of the actions
(VectorEnv.random_actions, in Rust). Every end-to-end figure is also given per second
of CPU time (the process's, all its threads; the example's for the native runs): on
a loaded machine that is what the run got of the cores, closer to an idle machine's
figure than the wall clock (for 2 threads it counts both, so twice it is what two
idle cores would do if the threads never waited). With --native-base, another build
of the example (an earlier commit's, say) runs beside it in the same run: a change
to the environment compared side by side.

Usage: python scripts/env_speed.py [--envs N [N ...]] [--seconds S] [--native BIN]
                                   [--native-base BIN] [--json]
"""

import argparse
import json
import os
import re
import resource
import subprocess
import sys
import random
import time

import numpy as np

import sowing
from sowing.vector import VectorEnv


def vector(game, envs, threads, seconds):
    env = VectorEnv(game, envs, threads=threads, ply_limit=1000)
    env.reset(seed=1)
    steps, in_step = 0, 0.0
    t0, c0 = time.perf_counter(), time.process_time()
    while time.perf_counter() - t0 < seconds:
        actions = env.random_actions()
        s = time.perf_counter()
        obs, rewards, term, trunc, masks = env.step(actions)
        in_step += time.perf_counter() - s
        steps += envs
    total, cpu = time.perf_counter() - t0, time.process_time() - c0
    return steps / total, steps / in_step, steps / cpu


def native(binary, game, envs, threads, seconds):
    """The example env_steps (the same VecEnv in Rust, no Python), about `seconds` long."""
    steps = max(20, int(seconds * 4e6 / envs))
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    out = subprocess.run(
        [binary, game, str(envs), str(steps), str(threads)], check=True, capture_output=True, text=True
    ).stdout
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime + after.ru_stime) - (before.ru_utime + before.ru_stime)
    m = re.search(r"([0-9]+) steps/s in step \(([0-9]+) with action choice\)", out)
    # The CPU time includes the example's start (the games' set-up): a small share.
    return float(m.group(2)), float(m.group(1)), envs * steps / cpu


def position_loop(game, seconds):
    c0 = time.process_time()
    # Python's own generator: cheaper per call than numpy's, so the loops are not
    # slowed by the draw (the same in both loops).
    rng = random.Random(0)
    pos = sowing.Position(game, ply_limit=1000)
    n = sowing.game_info(game)["num_distinct_actions"]
    steps = 0
    t0 = time.perf_counter()
    while time.perf_counter() - t0 < seconds:
        for _ in range(100):
            legal = pos.legal_actions()
            pos.play(rng.choice(legal))
            obs = pos.observation_tensor()
            mask = np.zeros(n, np.int8)
            if pos.is_terminal():
                pos = sowing.Position(game, ply_limit=1000)
            else:
                mask[pos.legal_actions()] = 1
            steps += 1
    return steps / (time.perf_counter() - t0), steps / (time.process_time() - c0)


def openspiel_loop(seconds):
    import pyspiel

    game = pyspiel.load_game("oware")
    c0 = time.process_time()
    rng = random.Random(0)
    state = game.new_initial_state()
    steps = 0
    t0 = time.perf_counter()
    while time.perf_counter() - t0 < seconds:
        for _ in range(100):
            legal = state.legal_actions()
            state.apply_action(rng.choice(legal))
            if state.is_terminal():
                state = game.new_initial_state()
            obs = np.asarray(state.observation_tensor(state.current_player()))
            mask = np.asarray(state.legal_actions_mask(state.current_player()), np.int8)
            steps += 1
    return steps / (time.perf_counter() - t0), steps / (time.process_time() - c0)


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--envs", type=int, nargs="+", default=[1024], help="games per vector (several: each in turn)")
    ap.add_argument("--seconds", type=float, default=3.0)
    ap.add_argument("--native", help="the env_steps example's binary, for the native figures")
    ap.add_argument("--native-base", help="another build of env_steps, measured beside --native")
    ap.add_argument("--json", action="store_true")
    a = ap.parse_args()
    load = os.getloadavg()[0]
    try:
        os_rate, os_cpu = openspiel_loop(a.seconds)
    except ImportError:
        os_rate = os_cpu = None
    loops = {game: position_loop(game, a.seconds) for game in sowing.GAMES}
    tables = {}
    for envs in a.envs:
        rows = []
        for game in sowing.GAMES:
            row = {"game": game, "position_loop": loops[game][0], "position_loop_cpu": loops[game][1]}
            for threads in (1, 2):
                loop, env_only, cpu = vector(game, envs, threads, a.seconds)
                row[f"vector_{threads}t"] = loop
                row[f"vector_{threads}t_step_only"] = env_only
                row[f"vector_{threads}t_cpu"] = cpu
                for name, binary in (("native", a.native), ("base", a.native_base)):
                    if binary:
                        loop, env_only, cpu = native(binary, game, envs, threads, a.seconds)
                        row[f"{name}_{threads}t"] = loop
                        row[f"{name}_{threads}t_step_only"] = env_only
                        row[f"{name}_{threads}t_cpu"] = cpu
            if game == "oware":
                row["openspiel_loop"] = os_rate
                row["openspiel_loop_cpu"] = os_cpu
            rows.append(row)
        tables[envs] = rows
    load = max(load, os.getloadavg()[0])
    if a.json:
        print(json.dumps({"load_average": load, "envs": {str(e): r for e, r in tables.items()}}))
        return
    for envs, rows in tables.items():
        print_table(rows, envs, a.seconds, load, bool(a.native), bool(a.native_base))


def print_table(rows, envs, seconds, load, with_native, with_base):
    print(f"environment steps per second ({envs} games per vector, {seconds} s each; load average up to {load:.1f})")
    print("vector: step alone / end to end with the random actions drawn in Rust")
    cols = ["vector_1t", "vector_2t"] + (["native_1t", "native_2t"] if with_native else [])
    cols += ["base_1t", "base_2t"] if with_base else []
    head = "".join(f"{c.replace('_', ' ') + ' thr':>24}" for c in cols)
    print(f"{'game':<14} {'Position loop':>14}{head} {'OpenSpiel loop':>15}")
    for r in rows:
        osr = r.get("openspiel_loop")
        osr = "" if osr is None else format(osr, ",.0f")
        cells = "".join(f"{format(r[c + '_step_only'], ',.0f') + ' / ' + format(r[c], ',.0f'):>24}" for c in cols)
        print(f"{r['game']:<14} {r['position_loop']:>14,.0f}{cells} {osr:>15}")
    print("end to end, per second of CPU time (2 threads: both threads' time)")
    print(f"{'game':<14} {'Position loop':>14}{''.join(f'{c:>14}' for c in cols)} {'OpenSpiel loop':>15}")
    for r in rows:
        osr = r.get("openspiel_loop_cpu")
        osr = "" if osr is None else format(osr, ",.0f")
        cells = "".join(f"{r[c + '_cpu']:>14,.0f}" for c in cols)
        print(f"{r['game']:<14} {r['position_loop_cpu']:>14,.0f}{cells} {osr:>15}")
    ow = next(r for r in rows if r["game"] == "oware")
    if ow.get("openspiel_loop"):
        print(
            f"oware, vector 2 threads / OpenSpiel loop: {ow['vector_2t_step_only'] / ow['openspiel_loop']:,.1f}x"
            f" (step alone), {ow['vector_2t'] / ow['openspiel_loop']:,.1f}x (end to end)"
        )
    print()


if __name__ == "__main__":
    sys.exit(main())
