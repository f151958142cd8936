"""Cross-check of the crate against OpenSpiel (open-spiel 2.0.2): its Oware against
`oware` (`--game oware`, the default), and the described Kalah of the library
(variants/kalah.json) against `mancala` (`--game kalah`).

Run through `scripts/crosscheck-openspiel`, which prepares the virtual environment and
builds the engine. Plays N uniformly random games in OpenSpiel, sends each game's moves
to one long-lived engine process (examples/oware_crosscheck.rs, which runs every game
through `sowing::replay::replay`, the FORMAT.md replay contract, for any game), and
compares, for the starting position and after every move:

    houses, scores (captures), player to move, terminal flag, returns, legal moves.

Kalah (`mancala`) is described after Oware's notes below, in `Kalah`.

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


class Oware:
    """OpenSpiel's `oware` against the crate's built-in `oware` (the mapping above)."""

    openspiel = "oware"
    request = "oware"
    params = {"num_houses_per_player": 6, "num_seeds_per_house": 4}
    houses = 12

    @staticmethod
    def probe(game):
        probe_mapping(game)

    @staticmethod
    def observe(state):
        return state.observation_string(0)

    @staticmethod
    def action_to_hole(player, action):
        return action_to_hole(player, action)

    @staticmethod
    def action_name(player, action):
        return action_name(player, action)

    @staticmethod
    def view(obs, legal, terminal, returns):
        cur, scores, holes = parse_observation(obs)
        return {
            "houses": holes,
            "scores": scores,
            "to_move": PLAYERS[cur],
            "terminal": bool(terminal),
            "returns": [int(r) for r in returns],
            "legal": sorted(action_to_hole(cur, a) for a in legal),
        }


class Kalah:
    """OpenSpiel's `mancala` (Kalah, 6 pits of 4) against the library's described
    `kalah` (variants/kalah.json).

    Mapping (probed from OpenSpiel 2.0.2 and re-checked by `probe` on every run):
    OpenSpiel's board has 14 pits: pit 0 is player 1's store, pits 1-6 player 0's row,
    pit 7 player 0's store, pits 8-13 player 1's row; an action is the pit sown, and
    seeds go to increasing pit numbers (13 is followed by 0). `ToString()` prints
    pits 13..8 on the top line, stores 0 and 7 on the middle line (left, right) and
    pits 1..6 on the bottom line. Player 0 moves first: South, whose holes 6-11 are
    sown left to right into South's store, then North's holes 5..0. So

        pit p (1 <= p <= 6) = crate hole 5 + p;  pit 8 + k (0 <= k < 6) = crate hole 5 - k
        store 7 = captured.south;  store 0 = captured.north

    OpenSpiel ends the game when either row is empty and leaves the seeds still in
    the other row where they are; its returns give each player their store plus the
    seeds in their own row. The crate sweeps those seeds into their owner's captures
    (`"remaining": "owner"`), so at the end the comparison reads OpenSpiel's board
    swept the same way: every pit 0, each score its store plus its row. OpenSpiel's
    current player at the end is terminal (-4): the player to move is compared before
    the end only.
    """

    openspiel = "mancala"
    request = "kalah"
    params = {}
    houses = 12

    @staticmethod
    def pit_to_hole(p):
        return 5 + p if 1 <= p <= 6 else 5 - (p - 8)

    @staticmethod
    def action_to_hole(player, action):
        return Kalah.pit_to_hole(action)

    @staticmethod
    def action_name(player, action):
        return str(action)

    @staticmethod
    def observe(state):
        """(current player, the 14 pits) from `ToString()`."""
        top, middle, bottom = str(state).split("\n")[:3]
        pits = [0] * 14
        for k, n in enumerate(top.strip("-").split("-")):
            pits[13 - k] = int(n)
        left, right = middle.split("-")[0], middle.split("-")[-1]
        pits[0], pits[7] = int(left), int(right)
        for k, n in enumerate(bottom.strip("-").split("-")):
            pits[1 + k] = int(n)
        return state.current_player(), pits

    @staticmethod
    def probe(game):
        s = game.new_initial_state()
        assert s.legal_actions() == [1, 2, 3, 4, 5, 6], s.legal_actions()
        s.apply_action(3)  # 4 seeds: pits 4, 5, 6 and the store 7; player 0 again
        cur, pits = Kalah.observe(s)
        assert cur == 0, cur
        assert pits == [0, 4, 4, 0, 5, 5, 5, 1, 4, 4, 4, 4, 4, 4], pits
        s.apply_action(4)  # 5 seeds: 5, 6, store 7, 8, 9; player 1 next
        cur, pits = Kalah.observe(s)
        assert cur == 1, cur
        assert pits == [0, 4, 4, 0, 0, 6, 6, 2, 5, 5, 4, 4, 4, 4], pits
        assert s.legal_actions() == [8, 9, 10, 11, 12, 13], s.legal_actions()
        # In crate terms: South sowed hole 8, then hole 9 into 10, 11, the store, 5, 4.
        assert [Kalah.pit_to_hole(p) for p in (1, 3, 4, 6, 8, 13)] == [6, 8, 9, 11, 5, 0]

    @staticmethod
    def view(obs, legal, terminal, returns):
        cur, pits = obs
        holes = [0] * 12
        for p in list(range(1, 7)) + list(range(8, 14)):
            holes[Kalah.pit_to_hole(p)] = pits[p]
        scores = [pits[7], pits[0]]
        if terminal:
            scores = [pits[7] + sum(pits[1:7]), pits[0] + sum(pits[8:14])]
            holes = [0] * 12
        return {
            "houses": holes,
            "scores": scores,
            "to_move": None if terminal else PLAYERS[cur],
            "terminal": bool(terminal),
            "returns": [int(r) for r in returns],
            "legal": sorted(Kalah.pit_to_hole(a) for a in legal),
        }


GAMES = {"oware": Oware, "kalah": Kalah}


def play_openspiel(game, rules, rng):
    """One random game: (moves as (player, action), snapshots before/after each move)."""
    state = game.new_initial_state()
    moves = []
    legal = state.legal_actions()
    snaps = [(rules.observe(state), legal, state.is_terminal(), state.returns())]
    while legal and len(moves) < MAX_GAME_LENGTH:
        player = state.current_player()
        action = rng.choice(legal)
        state.apply_action(action)
        moves.append((player, action))
        legal = state.legal_actions()
        snaps.append((rules.observe(state), legal, state.is_terminal(), state.returns()))
    return moves, snaps, not state.is_terminal()


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


def describe_moves(rules, moves):
    return " ".join(
        f"{rules.action_name(p, a)}={rules.action_to_hole(p, a)}" for p, a in moves
    ) or "(none)"


class Engine:
    def __init__(self, path, game):
        self.game = game
        self.proc = subprocess.Popen(
            [path],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            text=True,
            bufsize=1,
        )

    def replay(self, holes):
        request = {"game": self.game, "moves": [{"sow": h} for h in holes]}
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
    ap.add_argument("--game", choices=sorted(GAMES), default="oware")
    ap.add_argument("--show", type=int, default=50, help="mismatching games printed in full")
    args = ap.parse_args()

    rules = GAMES[args.game]
    game = pyspiel.load_game(rules.openspiel)
    params = game.get_parameters()
    assert params == rules.params, params
    assert game.max_game_length() == MAX_GAME_LENGTH
    rules.probe(game)

    rng = random.Random(args.seed)
    engine = Engine(args.engine, rules.request)
    t0 = time.time()
    games = positions = moves_total = cut = 0
    bad_games = bad_positions = 0
    outcomes = {"south": 0, "north": 0, "draw": 0}
    feeding_positions = feeding_restricted = 0
    longest = 0
    for g in range(args.games):
        moves, snaps, was_cut = play_openspiel(game, rules, rng)
        cut += was_cut
        games += 1
        moves_total += len(moves)
        longest = max(longest, len(moves))
        lines, code = engine.replay([rules.action_to_hole(p, a) for p, a in moves])
        mismatches = []
        if code != 0:
            mismatches.append((len(lines), "exit status", 0, code))
        for k, snap in enumerate(snaps):
            want = rules.view(*snap)
            if not want["terminal"] and rules is Oware:
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
            if want["to_move"] is None:
                got["to_move"] = None
            positions += 1
            for field, value in want.items():
                if got[field] != value:
                    mismatches.append((k, field, value, got[field]))
        if len(lines) > len(snaps):
            mismatches.append((len(snaps), "extra lines", len(snaps), len(lines)))
        final = rules.view(*snaps[-1])
        if final["terminal"]:
            r = final["returns"]
            outcomes["south" if r[0] > 0 else "north" if r[0] < 0 else "draw"] += 1
        if mismatches:
            bad_games += 1
            bad_positions += len({m[0] for m in mismatches})
            if bad_games <= args.show:
                print(f"MISMATCH in game {g} (seed {args.seed}); its moves "
                      f"(OpenSpiel name = crate hole), ply k is after the first k:")
                print(f"  {describe_moves(rules, moves[:max(m[0] for m in mismatches)])}")
                for ply, field, want, got in sorted(mismatches, key=lambda m: m[0]):
                    print(f"  ply {ply}: {field}: openspiel {want!r}, sowing {got!r}")
    status = engine.close()
    dt = time.time() - t0
    print(
        f"compared {games} games, {moves_total} moves, {positions} positions "
        f"(starting positions included) in {dt:.1f} s; seed {args.seed}; "
        f"openspiel {rules.openspiel} against sowing {rules.request}"
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
