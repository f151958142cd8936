"""Oware perft in OpenSpiel's own tree, compared with the crate's table.

Run through `scripts/perft-openspiel [DEPTH]`, which prepares the virtual environment
with open-spiel 2.0.2. Counts the leaves of `pyspiel.load_game("oware")`'s tree from the
initial state at depths 1..DEPTH (children by `clone()` + `apply_action()` for each of
`legal_actions()`; a terminal state has no legal actions, hence no children), compares
them with the `perft D N` lines of tests/perft/oware.txt, prints a table and exits 1 on
any mismatch (2 if the table cannot be read or does not cover the depths asked for).

Perft counts plain positions: the crate's `perft` walks positions without their history,
so it never applies Oware's repetition rule (a position reached again since the last
capture ends the game), while OpenSpiel's state keeps its history and does apply it. The
two trees can only differ if some node within the compared depths repeats a position of
its own path. The script checks that directly: it keeps the positions of the current
path (OpenSpiel's observation string: player to move, both scores and the 12 houses, which
is what its repetition rule compares) and counts every node, leaves included, that
repeats one of them. It also counts the terminal nodes and sorts them by cause. Near the
start no repetition is possible (seeds only move forward and a cycle needs many moves),
so the expected count is 0; the output says what was found.
"""

import argparse
import sys
import time
from importlib.metadata import version

import pyspiel


def read_table(path):
    """The `perft D N` lines of a table file as {depth: leaves}; checks it is Oware from
    the start."""
    table = {}
    game = position = None
    with open(path) as f:
        for raw in f:
            line = raw.strip()
            if not line or line.startswith("#"):
                continue
            key, _, rest = line.partition(" ")
            if key == "game":
                game = rest.strip()
            elif key == "position":
                position = rest.strip()
            elif key == "perft":
                d, n = rest.split()
                table[int(d)] = int(n)
    if game != "oware" or position != "start":
        raise ValueError(f"{path}: expected an Oware table from the start")
    return table


class Counter:
    """Walks OpenSpiel's tree to a fixed depth, counting per depth: nodes, terminal
    nodes (by cause) and nodes that repeat a position of their own path."""

    def __init__(self, depth):
        self.depth = depth
        self.nodes = [0] * (depth + 1)
        self.terminal = [0] * (depth + 1)
        self.terminal_majority = [0] * (depth + 1)
        self.terminal_no_move = [0] * (depth + 1)
        self.repeated = [0] * (depth + 1)
        self.repeated_examples = []
        self.path = []  # observation strings from the root to the current node

    def visit(self, state, ply):
        obs = state.observation_string(0)
        self.nodes[ply] += 1
        if obs in self.path:
            self.repeated[ply] += 1
            if len(self.repeated_examples) < 5:
                self.repeated_examples.append((ply, obs, state.is_terminal()))
        if state.is_terminal():
            self.terminal[ply] += 1
            _, scores, _ = obs.split(" | ")
            s0, s1 = (int(s) for s in scores.split())
            if s0 > 24 or s1 > 24 or (s0 == 24 and s1 == 24):
                self.terminal_majority[ply] += 1
            elif obs not in self.path:
                self.terminal_no_move[ply] += 1
            return
        if ply == self.depth:
            return
        self.path.append(obs)
        for action in state.legal_actions():
            child = state.clone()
            child.apply_action(action)
            self.visit(child, ply + 1)
        self.path.pop()


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--depth", type=int, default=None,
                    help="deepest depth to count (default: the table's deepest)")
    ap.add_argument("--table", default="tests/perft/oware.txt")
    args = ap.parse_args()

    try:
        table = read_table(args.table)
    except (OSError, ValueError) as e:
        print(f"error: {e}", file=sys.stderr)
        return 2
    depth = args.depth if args.depth is not None else max(table)
    if depth < 1:
        print("error: DEPTH must be at least 1", file=sys.stderr)
        return 2

    game = pyspiel.load_game("oware")
    params = game.get_parameters()
    assert params == {"num_houses_per_player": 6, "num_seeds_per_house": 4}, params
    assert depth <= game.max_game_length()

    # One walk to the deepest depth gives every shallower count too: the leaves at depth
    # d are the nodes at ply d (a terminal node above d has no descendants).
    t0 = time.perf_counter()
    counter = Counter(depth)
    counter.visit(game.new_initial_state(), 0)
    elapsed = time.perf_counter() - t0

    print(f"Oware perft: open-spiel {version('open-spiel')} (pyspiel.load_game('oware')) "
          f"against {args.table}")
    print(f"{'depth':>5} {'OpenSpiel':>12} {'table':>12} {'':8} {'terminal':>8} {'repeats':>8}")
    mismatches = 0
    missing = 0
    for d in range(1, depth + 1):
        got = counter.nodes[d]
        want = table.get(d)
        if want is None:
            verdict = "no table"
            missing += 1
        elif want == got:
            verdict = "ok"
        else:
            verdict = "MISMATCH"
            mismatches += 1
        want_text = "-" if want is None else f"{want:,}"
        print(f"{d:>5} {got:>12,} {want_text:>12} "
              f"{verdict:8} {counter.terminal[d]:>8,} {counter.repeated[d]:>8,}")
    total_nodes = sum(counter.nodes)
    print(f"{total_nodes:,} nodes (root included) in {elapsed:.1f} s")

    terminal = sum(counter.terminal)
    repeated = sum(counter.repeated)
    print(f"terminal nodes within depth {depth}: {terminal:,} "
          f"(majority: {sum(counter.terminal_majority):,}, "
          f"no legal move: {sum(counter.terminal_no_move):,}, "
          f"repetition: {terminal - sum(counter.terminal_majority) - sum(counter.terminal_no_move):,})")
    if repeated == 0:
        print(f"repetition: no node within depth {depth} repeats a position of its own path, "
              "so none is terminal by OpenSpiel's repetition rule and the crate's "
              "history-free perft counts the same tree")
    else:
        print(f"repetition: {repeated:,} node(s) repeat a position of their path "
              "(OpenSpiel ends the game there; the crate's perft does not):")
        for ply, obs, term in counter.repeated_examples:
            print(f"  ply {ply}: {obs!r} terminal={term}")

    if mismatches:
        print(f"FAIL: {mismatches} depth(s) differ")
        return 1
    if missing:
        print(f"error: the table has no count for {missing} of the depths asked for",
              file=sys.stderr)
        return 2
    print(f"OK: depths 1..{depth} agree")
    return 0


if __name__ == "__main__":
    sys.exit(main())
