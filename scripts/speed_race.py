"""Speed race: whole random games, this crate against OpenSpiel's C++ core: Oware
against `oware` (`--game oware`, the default), or the library's described Kalah
(variants/kalah.json) against `mancala` (`--game kalah`).

Run through `scripts/speed-race`. Each round times, for the same wall-clock budget:

- OpenSpiel 2.0.2: `pyspiel.evaluate_bots(state, bots, seed)` on a fresh
  `new_initial_state()` with two `make_uniform_random_bot` players. The whole game
  runs inside C++ (bot steps, legal moves, `ApplyAction` with OpenSpiel's repetition
  bookkeeping); Python is entered once per game, never per move. The plies of each game
  are `len(state.history())` afterwards.
- this crate: `examples/oware_speed.rs`, one reused `sowing::playout::Playout` run
  from the start (the repetition rule applied, as a `Game` applies it), uniform random
  legal moves.

Rounds alternate between the two so that both see the same machine load; the process
(and the engine it starts) is pinned to one CPU when the OS allows it. Both sides
measure wall-clock time and, on Linux, the time the measuring thread actually ran
(/proc/thread-self/schedstat), which other processes on a shared machine disturb much
less; rates are per CPU second when that is available, else per wall second.
Reported: plies per second per round, their medians, and the ratio crate / OpenSpiel.
"""

import argparse
import json
import os
import statistics
import subprocess
import sys
import time

import pyspiel

# The crate's game -> OpenSpiel's.
OPENSPIEL = {"oware": "oware", "kalah": "mancala"}


def cpu_ns():
    """Nanoseconds this thread has run on a CPU (Linux), or None."""
    try:
        with open("/proc/thread-self/schedstat") as f:
            return int(f.read().split()[0])
    except (OSError, ValueError, IndexError):
        return None


def openspiel_round(game, bots, seconds, seed):
    games = plies = 0
    start = time.perf_counter()
    cpu_start = cpu_ns()
    while True:
        for _ in range(16):
            state = game.new_initial_state()
            pyspiel.evaluate_bots(state, bots, seed + games)
            plies += len(state.history())
            games += 1
        elapsed = time.perf_counter() - start
        if elapsed >= seconds:
            cpu_end = cpu_ns()
            cpu = None if cpu_start is None or cpu_end is None else (cpu_end - cpu_start) / 1e9
            return games, plies, elapsed, cpu


def crate_round(engine, seconds, seed, game):
    out = subprocess.run(
        [engine, "--seconds", str(seconds), "--rounds", "1", "--seed", str(seed),
         "--game", game],
        check=True, capture_output=True, text=True,
    ).stdout
    r = json.loads(out.strip().splitlines()[-1])
    return r["games"], r["plies"], r["seconds"], r["cpu_seconds"]


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--rounds", type=int, default=7)
    ap.add_argument("--seconds", type=float, default=2.0)
    ap.add_argument("--engine", required=True)
    ap.add_argument("--game", choices=sorted(OPENSPIEL), default="oware")
    ap.add_argument("--cpu", type=int, default=None, help="CPU to pin to (default: the first allowed)")
    args = ap.parse_args()

    pinned = "no"
    if hasattr(os, "sched_setaffinity"):
        cpus = sorted(os.sched_getaffinity(0))
        cpu = args.cpu if args.cpu is not None else cpus[0]
        os.sched_setaffinity(0, {cpu})
        pinned = f"cpu {cpu}"

    game = pyspiel.load_game(OPENSPIEL[args.game])
    bots = [pyspiel.make_uniform_random_bot(0, 1234), pyspiel.make_uniform_random_bot(1, 5678)]
    # Warm-up (page faults, caches, CPU frequency).
    openspiel_round(game, bots, min(0.5, args.seconds), 0)
    crate_round(args.engine, min(0.5, args.seconds), 0, args.game)

    rows = []
    clock = "CPU"
    for r in range(args.rounds):
        og, op, owall, ocpu = openspiel_round(game, bots, args.seconds, 1_000_000 * (r + 1))
        cg, cp, cwall, ccpu = crate_round(args.engine, args.seconds, r + 1, args.game)
        if ocpu is None or ccpu is None:
            clock = "wall"
            ot, ct = owall, cwall
        else:
            ot, ct = ocpu, ccpu
        o_rate, c_rate = op / ot, cp / ct
        rows.append((o_rate, c_rate, op / owall, cp / cwall))
        print(f"round {r}: openspiel {o_rate:>12,.0f} plies/s ({og} games, "
              f"{op / og:.1f} plies/game, ran {ot / owall:.0%} of the wall time)   "
              f"sowing {c_rate:>12,.0f} plies/s ({cg} games, {cp / cg:.1f} plies/game, "
              f"ran {ct / cwall:.0%})   ratio {c_rate / o_rate:.2f}",
              flush=True)
    os_med = statistics.median(r[0] for r in rows)
    cr_med = statistics.median(r[1] for r in rows)
    ratios = [r[1] / r[0] for r in rows]
    wall_ratio = statistics.median(r[3] for r in rows) / statistics.median(r[2] for r in rows)
    print(f"pinned: {pinned}; {args.rounds} rounds of {args.seconds} s each; "
          f"rates per {clock} second")
    print(f"game: sowing {args.game} against OpenSpiel {OPENSPIEL[args.game]}")
    print(f"OpenSpiel 2.0.2 (C++ via evaluate_bots): median {os_med:,.0f} plies/s "
          f"({1e9 / os_med:.0f} ns/ply)")
    print(f"sowing (Playout, repetition included):   median {cr_med:,.0f} plies/s "
          f"({1e9 / cr_med:.0f} ns/ply)")
    print(f"ratio sowing / OpenSpiel: {cr_med / os_med:.2f} (ratio of medians); "
          f"median per-round ratio {statistics.median(ratios):.2f}, "
          f"range {min(ratios):.2f} to {max(ratios):.2f}; by wall clock {wall_ratio:.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
