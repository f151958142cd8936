"""Compare every game of a local MancalaGames copy with our described games.

For each game-parameter file of the copy's GameProps/ folder: import it
(scripts/mancalagames_import.py); if it imports, play N random games in
MancalaGames' own Python engine, run headless from the user's copy (its code
is imported from there and never modified; random choices are seeded, South
is set to start), recording at each ply the legal moves, the move, the board
and stores after it, and the result; then replay the games in our engine
(examples/described_replay.rs) and compare ply by ply. Prints a table: per
game agree / disagree (first difference) / not importable (the parameter and
its mechanism family), then counts per family, and for the games that import, how
many of those using each mechanism family agree. docs/MANCALAGAMES.md explains
the conventions (coordinates, the 75-lap rule, the end-of-game sweep).

Usage: scripts/mancalagames-compare PATH_TO_COPY [--games N] [--only NAME...]
           [--out DIR] [--replayer BIN] [--markdown]
"""

import argparse
import collections
import contextlib
import glob
import io
import json
import os
import random
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import mancalagames_import as mgi  # noqa: E402

MAX_PLIES = 500
# A match of rounds is recorded up to this many plies.
MAX_MATCH_PLIES = 2000
# Their prescribed opening NO_UDIR_FIRSTS: each player's first turn sown one way.
NO_UDIR_FIRSTS = 6

# The common mechanisms (issue 22, point 1: board, direction or its choice, single
# or relay laps, origin, stores, minimum seeds, captures on counts or across, chains,
# grand slam, extra turns, feeding and passes, the usual ends, repetition) are every
# field but these, each named by the family it belongs to.
FAMILY_FIELDS = [
    ("rounds", lambda d: "rounds" in d and "territory" not in d["rounds"]),
    ("territory", lambda d: "territory" in d.get("rounds", {})),
    ("blocks", lambda d: d.get("rounds", {}).get("blocks")),
    ("children", lambda d: "children" in d),
    ("start pattern or opening", lambda d: "start" in d["board"] or "random_start" in d["board"]
     or "opening" in d.get("moves", {})),
    ("split or remembered directions", lambda d: d.get("sowing", {}).get("direction") in
     ("split", "towards-centre", "odd-counter-clockwise")
     or any(k in d.get("sowing", {}) for k in ("chosen_holes", "first_choice_holds",
                                                "first_turn_unchosen"))
     or any(k in d.get("moves", {}) for k in ("no_single_seed_back", "feed_either_direction"))),
    ("other boards (no sides, other cycles)", lambda d: "circuit" in d.get("sowing", {})
     or "bear_off" in d.get("sowing", {}) or "any_hole" in d.get("moves", {})),
    ("other sowing rules", lambda d: d.get("sowing", {}).get("laps") == "relay-next"
     or d.get("sowing", {}).get("origin") in ("leave-one", "first-seed-captured")
     or any(k in d.get("sowing", {}) for k in ("relay_on", "relay_from", "after_capture",
                                                "opponent_takes_at_most"))
     or "passing" in d),
    ("other capture rules", lambda d: d.get("capture", {}).get("on") in
     ("past-empty-hole", "opponent-row-reached", "next-hole")
     or "single_seed_move" in d
     or any(k in d.get("capture", {}) for k in ("across_counts", "across_rows",
                                                 "off_first_turns"))),
    ("other move rules", lambda d: any(k in d.get("moves", {}) for k in (
        "short_lap_ends_across_or_empty", "single_seed_into_empty",
        "any_move_if_none_feeds"))),
    ("other ends (goals, the last seeds)", lambda d: any(k in d.get("end", {}) for k in (
        "goal", "last_seeds", "unfed_takes_remaining"))),
]


def families(d):
    """The mechanism families beyond the common ones that description `d` uses
    (FAMILY_FIELDS), or ["common mechanisms only"]."""
    used = [name for name, uses in FAMILY_FIELDS if uses(d)]
    return used or ["common mechanisms only"]


def unchosen(move, direct):
    """Their move of a chosen hole, named in `direct`, the game's own direction
    (`sow_direct`), in which their first turns sow it."""
    if isinstance(move, tuple) and len(move) == 3 and move[2] is not None:
        return (move[0], move[1], int(direct))
    if isinstance(move, tuple) and move[1] is not None:
        return (move[0], int(direct))
    return move


# Their start pattern MOVE_RIGHTMOST: the starter's first move made by the engine.
RIGHTMOST_OPENING = 9


def load_engine(copy):
    """Imports MancalaGames' engine from the user's copy, headless."""
    src = os.path.join(copy, "src")
    sys.path.insert(0, src)
    os.chdir(src)
    import animator  # noqa: F401  (theirs)
    animator.ENABLED = False
    import game_logger
    game_logger.game_log.active = False
    import man_config
    import game_info
    return man_config, game_info


class Coordinates:
    """Their board (indices counter-clockwise from South's left, North's row
    right to left) to ours (row-major from the top: North's row, then South's)."""

    def __init__(self, holes):
        self.holes = holes

    def hole(self, loc):
        h = self.holes
        return h + loc if loc < h else 2 * h - 1 - loc

    def board(self, theirs):
        ours = [0] * (2 * self.holes)
        for loc, n in enumerate(theirs):
            ours[self.hole(loc)] = n
        return ours

    def move(self, pos, turn, pass_token):
        if pos == pass_token:
            return -1
        # A hole whose direction the player chooses: (pos, direction), direction
        # 1 counter-clockwise, -1 clockwise, or None where the hole has no choice.
        # Ours: 1000 + hole sown counter-clockwise, 2000 + hole clockwise.
        direction = None
        if isinstance(pos, tuple) and len(pos) == 3:
            # A move of a territory game: (row, position in the row, direction),
            # row 1 South's, position counted from the left as South sees it.
            row, col, direction = pos
            hole = row * self.holes + col
            if direction is None:
                return hole
            return hole + (1000 if int(direction) == 1 else 2000)
        if isinstance(pos, tuple):
            pos, direction = pos
        # Their move is a position along the mover's row as seen from above:
        # South's row left to right is ours holes..2*holes, North's is 0..holes.
        hole = self.holes + pos if not turn else pos
        if direction is None:
            return hole
        return hole + (1000 if int(direction) == 1 else 2000)


def fixed_direction(game, gi, turn):
    """Their alternating directions (`sow_direct` 2): after the first move (of each
    round) their moves name no direction, the one the first move fixed for the
    mover; ours name it. That direction, or None."""
    if game.info.sow_direct != gi.Direct.PLAYALTDIR or game.mcount == 1:
        return None
    return game.deco.get_dir.player_dirs[int(turn)]


def with_direction(move, direction):
    """Their move with `direction` named where it names none."""
    if direction is None or not hasattr(move, "set_dir") or move[-1] is not None:
        return move
    return move.set_dir(direction)


def record_games(man_config, gi, path, n_games, seed0=1, rounds=None):
    """N random games of the file's game in their engine, as dicts.

    `rounds`: None for a single game; "match" to record whole matches (at a
    round's end their engine sets up the next round, which the ply records,
    with the round's result); "first" to stop at the first round's end."""
    with contextlib.redirect_stdout(io.StringIO()), contextlib.redirect_stderr(io.StringIO()):
        game, _ = man_config.make_game(path)
    co = Coordinates(game.cts.holes)
    games = []
    for g in range(n_games):
        random.seed(seed0 + g)
        # A new game goes to the player who did not start the last one, and start
        # patterns lay the board out for the starter: South's layout, as ours.
        game.starter = True
        game.new_game()
        plies = []
        if game.info.start_pattern == RIGHTMOST_OPENING:
            # Their engine has played South's opening from the rightmost hole on the
            # even start while laying the board out: recorded as the first ply, the
            # turn left as their engine left it.
            start = co.board([game.cts.nbr_start] * game.cts.dbl_holes)
            opening = co.move(game.cts.holes - 1, False, gi.PASS_TOKEN)
            plies.append({"to_move": 0, "legal": [opening], "move": opening,
                          "board": co.board(list(game.board)),
                          "stores": [int(game.store[0]), int(game.store[1])]})
        else:
            game.turn = False
            game.starter = False
            # The start (a random start pattern's layout is replayed from it).
            start = co.board(list(game.board))
        end = "limit"
        for _ in range(MAX_MATCH_PLIES if rounds == "match" else MAX_PLIES):
            turn = bool(game.turn)
            # In a fixed order: their engine's list may come out of a set (the first
            # move's direction alternated, AltDirMoves), whose order changes from run
            # to run, and so would the seeded choice.
            moves = sorted(game.get_moves(), key=repr)
            move = random.choice(moves)
            fixed = fixed_direction(game, gi, turn)
            # NO_UDIR_FIRSTS: their engine offers both directions in each player's
            # first turn and sows the game's own whichever is named.
            first_turn = game.info.prescribed == NO_UDIR_FIRSTS and game.movers < 2

            def shown(m):
                m = unchosen(m, game.info.sow_direct) if first_turn else with_direction(m, fixed)
                return co.move(m, turn, gi.PASS_TOKEN)
            legal = sorted({shown(m) for m in moves})
            cond = game.move(move)
            mdata = game.mdata
            endless = move != gi.PASS_TOKEN and mdata is not None and (
                mdata.capt_start == gi.WinCond.ENDLESS or mdata.ended == gi.WinCond.ENDLESS)
            plies.append({
                "to_move": int(turn),
                "legal": legal,
                "move": shown(move),
                "board": co.board(list(game.board)),
                "stores": [int(game.store[0]), int(game.store[1])],
            })
            if endless:
                end = "endless"
                break
            if cond and cond.is_round_over() and rounds == "match":
                plies[-1]["round_end"] = ("draw" if cond.is_tie()
                                          else "north" if game.mdata.winner else "south")
                game.new_game(new_round=True)
                plies[-1]["board"] = co.board(list(game.board))
                plies[-1]["stores"] = [int(game.store[0]), int(game.store[1])]
                continue
            if cond and (cond.is_game_over() or (rounds == "first" and cond.is_round_over())):
                if cond.is_tie():
                    end = "draw"
                else:
                    end = "north" if game.mdata.winner else "south"
                break
        games.append({"plies": plies, "end": end, "start": start})
    return games


REPLAY_TIMEOUT = 10


def run_replayer(replayer, dpath, gpath, timeout):
    """The replayer's summary line, or None if it ran past `timeout` seconds."""
    try:
        res = subprocess.run([replayer, dpath, gpath], capture_output=True, text=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        return None
    try:
        return json.loads(res.stdout.strip().splitlines()[-1])
    except (IndexError, json.JSONDecodeError):
        return {"error": res.stderr.strip()[:200] or "no output"}


def replay(replayer, dpath, gpath, games, out):
    """Replays all games in one run; if that runs too long (our exact check of
    an endless sowing can take very long where a relay's cycle is huge), game
    by game, counting the games that time out as undecided."""
    r = run_replayer(replayer, dpath, gpath, 20 * REPLAY_TIMEOUT)
    if r is not None:
        return r
    total = {"games": 0, "agree": 0, "lap_limit": 0, "unfinished": 0,
             "endless_offered": 0, "first_difference": None, "undecided": 0, "rounds": 0}
    one = os.path.join(out, "one-game.jsonl")
    for i, g in enumerate(games):
        with open(one, "w") as f:
            f.write(json.dumps(g) + "\n")
        r = run_replayer(replayer, dpath, one, REPLAY_TIMEOUT)
        total["games"] += 1
        if r is None:
            total["undecided"] += 1
            continue
        if "error" in r:
            return r
        for k in ("agree", "lap_limit", "unfinished", "endless_offered", "rounds"):
            total[k] += r[k]
        if r["first_difference"] and not total["first_difference"]:
            total["first_difference"] = r["first_difference"].replace("game 1,", f"game {i + 1},", 1)
    return total


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("copy", help="a local copy of MancalaGames (the folder holding src/ and GameProps/)")
    ap.add_argument("--games", type=int, default=200)
    ap.add_argument("--only", nargs="*", default=None, help="file stems to compare")
    ap.add_argument("--out", default=None, help="where to write descriptions and games (default target/mancalagames)")
    ap.add_argument("--replayer", default=None, help="the described_replay binary")
    ap.add_argument("--markdown", action="store_true", help="print the table as Markdown")
    args = ap.parse_args()
    repo = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    copy = os.path.abspath(args.copy)
    out = os.path.abspath(args.out or os.path.join(repo, "target", "mancalagames"))
    replayer = os.path.abspath(args.replayer or os.path.join(repo, "target", "release", "examples", "described_replay"))
    os.makedirs(out, exist_ok=True)
    files = sorted(p for p in glob.glob(os.path.join(copy, "GameProps", "*.txt"))
                   if not os.path.basename(p).startswith("_"))
    if args.only:
        files = [p for p in files if os.path.splitext(os.path.basename(p))[0] in args.only]
    man_config, gi = load_engine(copy)
    rows = []
    # Per family of mechanisms used: [games imported, games agreeing].
    used = collections.defaultdict(lambda: [0, 0])
    for path in files:
        stem = os.path.splitext(os.path.basename(path))[0]
        print(stem, file=sys.stderr, flush=True)
        notes = {}
        try:
            d = mgi.import_file(path, notes)
        except mgi.Missing as e:
            rows.append((stem, "not importable", e.family, str(e)))
            continue
        for f in families(d):
            used[f][0] += 1
        dpath = os.path.join(out, d["name"] + ".json")
        gpath = os.path.join(out, d["name"] + ".games.jsonl")
        with open(dpath, "w") as f:
            json.dump(d, f, indent=1)
        try:
            rounds = ("first" if notes.get("first_round_only")
                      else "match" if "rounds" in d else None)
            games = record_games(man_config, gi, path, args.games, rounds=rounds)
        except Exception as e:  # their engine refusing its own file
            rows.append((stem, "not recorded", "their engine", f"{type(e).__name__}: {e}"))
            continue
        with open(gpath, "w") as f:
            for g in games:
                f.write(json.dumps(g, separators=(",", ":")) + "\n")
        r = replay(replayer, dpath, gpath, games, out)
        if r is None:
            rows.append((stem, "disagree", "replayer", "the replayer failed"))
            continue
        if "error" in r:
            rows.append((stem, "disagree", "description refused", r["error"]))
        elif r["first_difference"] is None:
            note = f"{r['agree']} agree"
            if r["lap_limit"]:
                note += f", {r['lap_limit']} ended by their 75-lap limit"
            if r["unfinished"]:
                cap = MAX_MATCH_PLIES if "rounds" in d else MAX_PLIES
                note += f", {r['unfinished']} unfinished after {cap} plies"
            if r.get("undecided"):
                note += f", {r['undecided']} not decided (our exact endless check ran past {REPLAY_TIMEOUT} s)"
            if r["endless_offered"]:
                note += f", {r['endless_offered']} endless moves offered"
            if "rounds" in d:
                note += f"; whole matches, {r.get('rounds', 0)} rounds"
            elif notes.get("first_round_only"):
                note += "; first round only"
            rows.append((stem, "agree", "", note))
            for f in families(d):
                used[f][1] += 1
        else:
            rows.append((stem, "disagree", "", f"{r['agree']}/{r['games']} agree; {r['first_difference']}"))
    fam = collections.Counter(r[2] for r in rows if r[1] == "not importable")
    status = collections.Counter(r[1] for r in rows)
    if args.markdown:
        print("| game | verdict | note |\n| --- | --- | --- |")
        for stem, verdict, family, note in rows:
            print(f"| {stem} | {verdict} | {note} |")
        print()
        print("| verdict | games |\n| --- | --- |")
        for k, v in status.most_common():
            print(f"| {k} | {v} |")
        print()
        print("| first missing mechanism (family) | games |\n| --- | --- |")
        for k, v in fam.most_common():
            print(f"| {k} | {v} |")
        print()
        print("| mechanism family used (importable games) | games | agree |\n| --- | --- | --- |")
        for k, (n, a) in sorted(used.items(), key=lambda x: -x[1][0]):
            print(f"| {k} | {n} | {a} |")
    else:
        for stem, verdict, family, note in rows:
            print(f"{stem:20} {verdict:15} {note}")
        print()
        for k, v in status.most_common():
            print(f"{k:15} {v}")
        print()
        for k, v in fam.most_common():
            print(f"  {k:45} {v}")
        print()
        for k, (n, a) in sorted(used.items(), key=lambda x: -x[1][0]):
            print(f"  uses {k:45} {a} of {n} agree")


if __name__ == "__main__":
    main()
