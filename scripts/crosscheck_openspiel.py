"""Cross-check of the crate's Oware against OpenSpiel's `oware` (open-spiel 2.0.2).

Run through `scripts/crosscheck-openspiel`, which prepares the virtual environment and
builds the engine. Plays N uniformly random games in OpenSpiel, sends each game's moves
to one long-lived engine process (examples/oware_crosscheck.rs, which runs every game
through `sowing::replay::replay`, the FORMAT.md replay contract), and compares, for the
starting position and after every move:

    houses, scores (captures), player to move, terminal flag, returns, legal moves.

Every mismatch is printed with the moves that lead to it; the exit status is 0 when
there is none, 1 when there is any, 2 when the engine misbehaves.

Board mapping (probed from OpenSpiel 2.0.2 and re-checked by `probe_mapping()` on every
run):

    OpenSpiel keeps its 12 houses in sowing order, player 0's first: after player 0's
    action `a` from the start, house `a` is empty and houses a+1 .. a+4 hold 5, so seeds
    go to increasing house numbers, and house 5 is followed by house 6 (player 1's) and
    house 11 by house 0. `ActionToHouse(player, a) = 6 * player + a`, and
    `ToString()` prints player 1's row above player 0's, right to left (f .. a), i.e.
    counter-clockwise like this crate.

    Player 0 moves first: it is South (this crate's holes 6-11, sown 6 -> 11) and
    player 1 is North (holes 0-5, sown 5 -> 0). The crate's ring is
    6 -> 7 -> ... -> 11 -> 5 -> 4 -> ... -> 0 -> 6, so

        OpenSpiel house h (0 <= h < 6)   = crate hole 6 + h
        OpenSpiel house 6 + k (0 <= k < 6) = crate hole 5 - k
        player 0's action a = crate hole 6 + a;  player 1's action a = crate hole 5 - a
        score[0] = captured.south;  score[1] = captured.north

OpenSpiel's observation string (`OwareBoard::ToString`) is
"<current player> | <score 0> <score 1> | <12 houses>"; its current player stays the
player who would move next even once the game is over, as does the crate's `to_move`,
so it is compared at every ply.

OpenSpiel refuses a 1001st move (kMaxGameLength = 1000); a game still going after 1000
moves is compared up to there and counted as cut.
"""

import argparse
import json
import random
import subprocess
import sys
import time

import pyspiel

MAX_GAME_LENGTH = 1000
PLAYERS = ("south", "north")


def os_house_to_hole(h):
    """OpenSpiel house index -> crate hole index."""
    return 6 + h if h < 6 else 5 - (h - 6)


def action_to_hole(player, action):
    """OpenSpiel (player, action) -> crate hole index."""
    return 6 + action if player == 0 else 5 - action


def action_name(player, action):
    """OpenSpiel's own move notation (ActionToString): A-F for player 0, a-f for 1."""
    return chr((ord("A") if player == 0 else ord("a")) + action)


def parse_observation(obs):
    """(current player, [score0, score1], 12 houses in crate order)."""
    cur, scores, houses = obs.split(" | ")
    holes = [0] * 12
    for h, n in enumerate(houses.split()):
        holes[os_house_to_hole(h)] = int(n)
    return int(cur), [int(s) for s in scores.split()], holes


def probe_mapping(game):
    """Re-derives the mapping facts the comparison relies on from OpenSpiel itself."""
    s = game.new_initial_state()
    s.apply_action(0)  # player 0, house 0 (A)
    cur, _, _ = s.observation_string(0).split(" | ")
    houses = [int(x) for x in s.observation_string(0).split(" | ")[2].split()]
    assert cur == "1", "player 1 moves second"
    assert houses == [0, 5, 5, 5, 5, 4, 4, 4, 4, 4, 4, 4], houses
    s.apply_action(5)  # player 1, action 5 = house 11 (f): sows 0, 1, 2, 3
    houses = [int(x) for x in s.observation_string(0).split(" | ")[2].split()]
    assert houses == [1, 6, 6, 6, 5, 4, 4, 4, 4, 4, 4, 0], houses
    # In crate terms: South sowed hole 6 into 7..10; North sowed hole 0 into 6..9.
    _, _, holes = parse_observation(s.observation_string(0))
    assert action_to_hole(0, 0) == 6 and action_to_hole(1, 5) == 0
    assert holes == [0, 4, 4, 4, 4, 4, 1, 6, 6, 6, 5, 4], holes


def play_openspiel(game, rng):
    """One random game: (moves as (player, action), snapshots before/after each move)."""
    state = game.new_initial_state()
    moves = []
    legal = state.legal_actions()
    snaps = [(state.observation_string(0), legal, state.is_terminal(), state.returns())]
    while legal and len(moves) < MAX_GAME_LENGTH:
        player = state.current_player()
        action = rng.choice(legal)
        state.apply_action(action)
        moves.append((player, action))
        legal = state.legal_actions()
        snaps.append(
            (state.observation_string(0), legal, state.is_terminal(), state.returns())
        )
    return moves, snaps, not state.is_terminal()


def expected_view(snap):
    obs, legal, terminal, returns = snap
    cur, scores, holes = parse_observation(obs)
    return {
        "houses": holes,
        "scores": scores,
        "to_move": PLAYERS[cur],
        "terminal": bool(terminal),
        "returns": [int(r) for r in returns],
        "legal": sorted(action_to_hole(cur, a) for a in legal),
    }


def engine_view(line):
    pos = line["position"]
    result = pos["result"]
    if result is None or result == "draw":
        returns = [0, 0]
    elif result.get("winner") == "south" and len(result) == 1:
        returns = [1, -1]
    elif result.get("winner") == "north" and len(result) == 1:
        returns = [-1, 1]
    else:
        returns = ["unexpected result", result]
    legal = []
    for m in line["legal"]:
        legal.append(m["sow"] if isinstance(m, dict) and "sow" in m else m)
    return {
        "houses": pos["holes"],
        "scores": [pos["captured"]["south"], pos["captured"]["north"]],
        "to_move": pos["to_move"],
        "terminal": result is not None,
        "returns": returns,
        # Non-sowing moves (there should be none) sort after the holes.
        "legal": sorted(legal, key=lambda m: (0, m, "") if isinstance(m, int)
                        else (1, 0, json.dumps(m))),
    }


def describe_moves(moves):
    return " ".join(
        f"{action_name(p, a)}={action_to_hole(p, a)}" for p, a in moves
    ) or "(none)"


class Engine:
    def __init__(self, path):
        self.proc = subprocess.Popen(
            [path],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            text=True,
            bufsize=1,
        )

    def replay(self, holes):
        request = {"game": "oware", "moves": [{"sow": h} for h in holes]}
        self.proc.stdin.write(json.dumps(request) + "\n")
        self.proc.stdin.flush()
        lines = []
        while True:
            raw = self.proc.stdout.readline()
            if not raw:
                raise RuntimeError("the engine stopped answering")
            obj = json.loads(raw)
            if "end" in obj and len(obj) == 1:
                return lines, obj["end"]
            lines.append(obj)

    def close(self):
        self.proc.stdin.close()
        return self.proc.wait()


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=1000)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--engine", required=True, help="path to the oware_crosscheck binary")
    ap.add_argument("--show", type=int, default=50, help="mismatching games printed in full")
    args = ap.parse_args()

    game = pyspiel.load_game("oware")
    params = game.get_parameters()
    assert params == {"num_houses_per_player": 6, "num_seeds_per_house": 4}, params
    assert game.max_game_length() == MAX_GAME_LENGTH
    probe_mapping(game)

    rng = random.Random(args.seed)
    engine = Engine(args.engine)
    t0 = time.time()
    games = positions = moves_total = cut = 0
    bad_games = bad_positions = 0
    outcomes = {"south": 0, "north": 0, "draw": 0}
    feeding_positions = feeding_restricted = 0
    longest = 0
    for g in range(args.games):
        moves, snaps, was_cut = play_openspiel(game, rng)
        cut += was_cut
        games += 1
        moves_total += len(moves)
        longest = max(longest, len(moves))
        lines, code = engine.replay([action_to_hole(p, a) for p, a in moves])
        mismatches = []
        if code != 0:
            mismatches.append((len(lines), "exit status", 0, code))
        for k, snap in enumerate(snaps):
            want = expected_view(snap)
            if not want["terminal"]:
                mover = 6 if want["to_move"] == "south" else 0
                theirs = 6 - mover
                if sum(want["houses"][theirs:theirs + 6]) == 0:
                    feeding_positions += 1
                    own = sum(1 for h in range(mover, mover + 6) if want["houses"][h])
                    feeding_restricted += own > len(want["legal"])
            if k >= len(lines):
                mismatches.append((k, "missing line", "a position", None))
                break
            line = lines[k]
            if line.get("ply") != k:
                mismatches.append((k, "ply", k, line.get("ply")))
            if "error" in line:
                mismatches.append((k, "engine refused the move", "accepted", line["error"]))
                break
            got = engine_view(line)
            positions += 1
            for field, value in want.items():
                if got[field] != value:
                    mismatches.append((k, field, value, got[field]))
        if len(lines) > len(snaps):
            mismatches.append((len(snaps), "extra lines", len(snaps), len(lines)))
        final = expected_view(snaps[-1])
        if final["terminal"]:
            r = final["returns"]
            outcomes["south" if r[0] > 0 else "north" if r[0] < 0 else "draw"] += 1
        if mismatches:
            bad_games += 1
            bad_positions += len({m[0] for m in mismatches})
            if bad_games <= args.show:
                print(f"MISMATCH in game {g} (seed {args.seed}); its moves "
                      f"(OpenSpiel name = crate hole), ply k is after the first k:")
                print(f"  {describe_moves(moves[:max(m[0] for m in mismatches)])}")
                for ply, field, want, got in sorted(mismatches, key=lambda m: m[0]):
                    print(f"  ply {ply}: {field}: openspiel {want!r}, sowing {got!r}")
    status = engine.close()
    dt = time.time() - t0
    print(
        f"compared {games} games, {moves_total} moves, {positions} positions "
        f"(starting positions included) in {dt:.1f} s; seed {args.seed}"
    )
    print(
        f"  results: south {outcomes['south']}, north {outcomes['north']}, "
        f"draw {outcomes['draw']}; cut at OpenSpiel's {MAX_GAME_LENGTH}-move limit: {cut}; "
        f"longest game {longest} moves"
    )
    print(
        f"  positions where the opponent's row was empty (feeding rule): "
        f"{feeding_positions}, of which the rule removed moves in {feeding_restricted}"
    )
    print(f"  mismatching games: {bad_games}, mismatching positions: {bad_positions}")
    if status != 0:
        print(f"engine exited with status {status}")
        return 2
    return 1 if bad_games else 0


if __name__ == "__main__":
    sys.exit(main())
